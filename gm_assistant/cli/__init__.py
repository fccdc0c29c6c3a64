"""The command line: `validate`, `rulesets`, `odds`, `schema`, `sheet`, `encounter`,
`series`, `dice`, `roll`; anything else opens the app.

This is a public contract that scripts and tests rely on: exit 0 on success, 1 for an
invalid ruleset file (or a character file that cannot be opened or saved), 2 for a usage
error (unknown ruleset, check, input or value). Each command is declared
in its module (`cli.command.Command`: name, help, arguments, handler) and listed in
`MODULES` below; what they share is in `cli.common`. This module only dispatches: the
app's start-up goes through it, and imports none of them; a command imports only its own
module (`dice` needs neither the rulesets nor pydantic).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gm_assistant.cli.command import Command, add_command

if TYPE_CHECKING:
    import argparse

__all__ = ["main"]

# The one table to extend: each command module of this package, and the commands it
# declares in its `COMMANDS` (`gm_assistant.cli.command.Command`), in the order `--help`
# lists them. A command imports only its own module (`dice d6` loads no ruleset, no
# pydantic and no Qt); `--help` imports them all to list them.
MODULES: dict[str, tuple[str, ...]] = {
    "rulesets": ("validate", "rulesets", "schema"),
    "odds": ("odds",),
    "sheet": ("sheet",),
    "conflict": ("encounter", "series"),
    "dice": ("dice",),
    "roll": ("roll",),
}


def command_names() -> tuple[str, ...]:
    """Every command's name, from `MODULES` (no command module is imported)."""
    return tuple(name for names in MODULES.values() for name in names)


def declared(module: str) -> tuple[Command, ...]:
    """The commands that `gm_assistant.cli.<module>` declares."""
    import importlib

    commands: tuple[Command, ...] = importlib.import_module(
        f"{__name__}.{module}").COMMANDS
    return commands


def _command(name: str) -> Command:
    """The declaration of the command `name`, importing only its module."""
    module = next(module for module, names in MODULES.items() if name in names)
    return next(command for command in declared(module) if command.name == name)


def _parser(commands: Sequence[Command]) -> argparse.ArgumentParser:
    """The main parser with `commands` only."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="gm-assistant",
        description="GM Assistant: exact odds, charts and character sheets for tabletop "
        "games. With no command, opens the app.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in commands:
        add_command(subparsers, command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in (*command_names(), "-h", "--help"):
        from gm_assistant.ui.app import run  # the GUI is imported only when it is used

        return run(arguments)
    from gm_assistant.core.errors import GMAssistantError, InputError

    if arguments[0] in command_names():
        command = _command(arguments[0])
        if command.prepare is not None:
            arguments = command.prepare(arguments)
        commands: Sequence[Command] = (command,)
    else:  # --help: every command
        commands = [command for module in MODULES for command in declared(module)]
    args = _parser(commands).parse_args(arguments)
    try:
        return next(c for c in commands if c.name == args.command).run(args, sys.stdout)
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()
        return 0
    except InputError as error:
        print(f"gm-assistant: {error}", file=sys.stderr)
        return 2
    except GMAssistantError as error:
        print(f"gm-assistant: {error}", file=sys.stderr)
        return 1
