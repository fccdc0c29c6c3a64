"""The declaration of one command of the command line: its name, its help, how its
arguments are added to its parser, and the function that runs it.

A command's module lists its commands in `COMMANDS`; `gm_assistant.cli` finds the module
of a command in its `MODULES` table and imports only that module to run it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable
    from typing import TextIO

__all__ = ["Command", "add_command"]


@dataclass(frozen=True)
class Command:
    """One command: `run(args, out)` returns the exit code; `prepare` may rearrange the
    command line (the words after the program's name) before it is parsed."""

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace, TextIO], int]
    description: str | None = None
    prepare: Callable[[list[str]], list[str]] | None = None


def add_command(commands: Any, command: Command) -> None:
    """Add `command`'s parser to `commands`, the main parser's subparsers."""
    parser = commands.add_parser(command.name, help=command.help,
                                 description=command.description)
    command.arguments(parser)
