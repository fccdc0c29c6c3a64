"""The bundle's entry point: the same command as `gm-assistant` (the app, or a subcommand)."""

import sys

from gm_assistant.cli import main

if __name__ == "__main__":
    sys.exit(main())
