"""Entry point for `python -m gm_assistant`."""

from gm_assistant.cli import main

raise SystemExit(main())
