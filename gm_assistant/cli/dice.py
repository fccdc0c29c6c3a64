"""`gm-assistant dice EXPRESSION`: the exact distribution of any dice expression.

    gm-assistant dice "4d6kh3"
    gm-assistant dice "3d6 >= 10" --json
    gm-assistant dice -1d6+2          # a leading minus is a negative die, not an option

Prints every total with the chance of exactly it, at least it and at most it (exact
fractions and percentages), the mean and spread, and for a comparison its exact chance.
Exit 0 on success, 2 for an expression that cannot be read or is past the limits (the
message says why, and for a notation past the total-work budget its estimate and the
limit; see "Limits" in rulesets/README.md).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from gm_assistant.cli.command import Command
from gm_assistant.core.dice import DiceNotationError
from gm_assistant.core.dice.expression import summarise
from gm_assistant.core.errors import InputError
from gm_assistant.core.probability_text import fraction_text, percent_text

__all__ = ["COMMANDS", "run"]


def _expression_last(arguments: list[str]) -> list[str]:
    """`dice -1d6`: an expression that starts with a minus (a negative die or number) is
    put after `--`, so that it is not read as an option."""
    expressions = [a for a in arguments[1:]
                   if len(a) > 1 and a[0] == "-" and a[1] not in "-hH"]
    if not expressions or "--" in arguments:
        return arguments
    rest = [a for a in arguments[1:] if a not in expressions]
    return [arguments[0], *rest, "--", *expressions]


def _arguments(dice: argparse.ArgumentParser) -> None:
    dice.add_argument("expression", metavar="EXPRESSION")
    dice.add_argument("--json", action="store_true")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Print the distribution of `args.expression`; unreadable notation is an InputError."""
    try:
        summary = summarise(args.expression)
    except DiceNotationError as error:
        raise InputError(str(error)) from None
    if args.json:
        document: dict[str, Any] = {
            "expression": summary.expression,
            "notation": summary.notation,
            "mean": fraction_text(summary.mean),
            "variance": fraction_text(summary.variance),
            "spread": summary.spread,
            "totals": [
                {"total": row.total, "equal": fraction_text(row.equal),
                 "at_least": fraction_text(row.at_least), "at_most": fraction_text(row.at_most)}
                for row in summary.totals
            ],
        }
        if summary.chance is not None:
            document["comparison"] = {"op": summary.comparison, "target": summary.target,
                                      "chance": fraction_text(summary.chance)}
        json.dump(document, out, indent=2)
        out.write("\n")
        return 0
    out.write(f"{summary.notation}: mean {float(summary.mean):.3f}, "
              f"spread {summary.spread:.3f}\n")
    out.write(f"{'total':>6}  {'equal':>16}  {'at least':>16}  {'at most':>16}\n")
    for row in summary.totals:
        cells = "  ".join(f"{percent_text(p, 2):>7} {fraction_text(p):>8}"
                          for p in (row.equal, row.at_least, row.at_most))
        out.write(f"{row.total:>6}  {cells}\n")
    if summary.chance is not None:
        out.write(f"{summary.notation} {summary.comparison} {summary.target}: "
                  f"{percent_text(summary.chance, 2)} ({fraction_text(summary.chance)})\n")
    return 0


COMMANDS = (Command("dice", "exact distribution of a dice expression (4d6kh3, 2d6+1, "
                    "'3d6 >= 10')", _arguments, run, prepare=_expression_last),)
