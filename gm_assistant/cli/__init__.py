"""The command line: `validate`, `rulesets`, `odds`, `schema`, `sheet`, `encounter`,
`series`; anything else opens the app.

This is a public contract that scripts and tests rely on: exit 0 on success, 1 for an
invalid ruleset file (or a character file that cannot be opened or saved), 2 for a usage
error (unknown ruleset, check, input or value). Each command lives in its module:
`odds` in `cli.odds`; `rulesets`, `validate` and `schema` in `cli.rulesets`; `sheet` in
`cli.sheet`; `encounter` and `series` in `cli.conflict`; `dice` in `cli.dice`; `roll` in
`cli.roll`; what they share in `cli.common`. This module only dispatches: the app's
start-up goes through it, and imports none of them.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

__all__ = ["main"]

COMMANDS = ("validate", "rulesets", "odds", "schema", "sheet", "encounter", "series",
            "dice", "roll")


def _parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="gm-assistant",
        description="GM Assistant: exact odds, charts and character sheets for tabletop "
        "games. With no command, opens the app.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    from gm_assistant.cli import conflict, dice, odds, roll, rulesets, sheet

    rulesets.add_parser(commands)
    odds.add_parser(commands)
    sheet.add_parser(commands)
    conflict.add_parser(commands)
    dice.add_parser(commands)
    roll.add_parser(commands)
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
    from gm_assistant.cli import conflict, dice, odds, roll, rulesets, sheet
    from gm_assistant.core.errors import GMAssistantError, InputError

    if arguments[0] == "dice":
        arguments = _expression_last(arguments)
    args = _parser().parse_args(arguments)
    handler = {"validate": rulesets.run, "rulesets": rulesets.run, "odds": odds.run,
               "schema": rulesets.run, "sheet": sheet.run, "encounter": conflict.run,
               "series": conflict.run, "dice": dice.run, "roll": roll.run}[args.command]
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
