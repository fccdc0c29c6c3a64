"""The command line: `validate`, `rulesets`, `odds`, `schema`, `sheet`, `encounter`,
`series`; anything else opens the app.

This is a public contract that scripts and tests rely on: exit 0 on success, 1 for an
invalid ruleset file (or a character file that cannot be opened or saved), 2 for a usage
error (unknown ruleset, check, input or value). Each command lives in its module:
`odds` in `cli.odds`; `rulesets`, `validate` and `schema` in `cli.rulesets`; `sheet` in
`cli.sheet`; `encounter` and `series` in `cli.conflict`; `dice` in `cli.dice`; `roll` in
`cli.roll`; what they share in `cli.common`. This module only dispatches: the app's
start-up goes through it, and imports none of them; a command imports only its own
module (`dice` needs neither the rulesets nor pydantic).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable
    from typing import TextIO

__all__ = ["main"]

# The module of each command: a command imports only its own module (`dice d6` loads no
# ruleset, no pydantic and no Qt); `--help` imports them all to list them.
MODULES = {"validate": "rulesets", "rulesets": "rulesets", "schema": "rulesets",
           "odds": "odds", "sheet": "sheet", "encounter": "conflict", "series": "conflict",
           "dice": "dice", "roll": "roll"}
COMMANDS = tuple(MODULES)


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of `command` only (all the commands for None)."""
    import argparse
    import importlib

    parser = argparse.ArgumentParser(
        prog="gm-assistant",
        description="GM Assistant: exact odds, charts and character sheets for tabletop "
        "games. With no command, opens the app.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    order = ("rulesets", "odds", "sheet", "conflict", "dice", "roll")
    wanted = order if command is None else (MODULES[command],)
    for name in order:
        if name in wanted:
            importlib.import_module(f"gm_assistant.cli.{name}").add_parser(commands)
    return parser


def _expression_last(arguments: list[str]) -> list[str]:
    """`dice -1d6`: an expression that starts with a minus (a negative die or number) is
    put after `--`, so that it is not read as an option."""
    expressions = [a for a in arguments[1:]
                   if len(a) > 1 and a[0] == "-" and a[1] not in "-hH"]
    if not expressions or "--" in arguments:
        return arguments
    rest = [a for a in arguments[1:] if a not in expressions]
    return [arguments[0], *rest, "--", *expressions]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in (*COMMANDS, "-h", "--help"):
        from gm_assistant.ui.app import run  # the GUI is imported only when it is used

        return run(arguments)
    import importlib

    from gm_assistant.core.errors import GMAssistantError, InputError

    if arguments[0] == "dice":
        arguments = _expression_last(arguments)
    command = arguments[0] if arguments[0] in MODULES else None
    args = _parser(command).parse_args(arguments)
    handler: Callable[[argparse.Namespace, TextIO], int] = importlib.import_module(
        f"gm_assistant.cli.{MODULES[args.command]}").run
    try:
        return handler(args, sys.stdout)
    except BrokenPipeError:  # the reader (e.g. `head`) went away: not an error
        sys.stderr.close()
        return 0
    except InputError as error:
        print(f"gm-assistant: {error}", file=sys.stderr)
        return 2
    except GMAssistantError as error:
        print(f"gm-assistant: {error}", file=sys.stderr)
        return 1
