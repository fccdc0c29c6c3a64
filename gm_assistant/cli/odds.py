"""`gm-assistant odds RULESET CHECK NAME=VALUE...`: the exact odds of a check, or with
`--sweep NAME` (once or twice) a curve or a grid of them.

    gm-assistant odds maofa attack skill=3 difficulty=2
    gm-assistant odds maofa attack difficulty=2 --sweep skill --json

Exit 2 for an unknown ruleset, check, input or value (the message says which).
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, TextIO

from gm_assistant.cli.command import Command
from gm_assistant.cli.common import find_ruleset, parse_assignments
from gm_assistant.core.probability_text import fraction_text, percent_text

if TYPE_CHECKING:
    from gm_assistant.core.odds import CheckOdds
    from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["COMMANDS", "run"]


def _arguments(odds: argparse.ArgumentParser) -> None:
    odds.add_argument("ruleset")
    odds.add_argument("check")
    odds.add_argument("assignments", nargs="*", metavar="NAME=VALUE")
    odds.add_argument("--json", action="store_true")
    odds.add_argument("--sweep", action="append", metavar="NAME",
                      help="vary this input over all its values (twice for a grid)")


def _odds_json(odds: CheckOdds) -> dict[str, Any]:
    return {
        "ruleset": odds.ruleset,
        "check": odds.check,
        "inputs": dict(odds.inputs),
        "outcomes": [
            {"key": o.key, "label": o.label, "success": o.success,
             "probability": fraction_text(o.probability)}
            for o in odds.outcomes
        ],
        "p_success": fraction_text(odds.p_success),
        **({"measures": {
            name: {str(v): fraction_text(p) for v, p in dist.items()}
            for name, dist in odds.measures.items()
        }} if odds.measures else {}),
    }


def _describe_inputs(ruleset: Ruleset, odds: CheckOdds) -> str:
    spec = ruleset.checks[odds.check]
    parts = []
    for name, value in odds.inputs.items():
        scale = spec.inputs[name].scale
        parts.append(f"{name}={scale.describe(value) if scale else value}")
    return ", ".join(parts)


def _print_odds(ruleset: Ruleset, odds: CheckOdds, out: TextIO) -> None:
    spec = ruleset.checks[odds.check]
    print(f"{ruleset.name}: {spec.label}", file=out)
    print(f"inputs: {_describe_inputs(ruleset, odds)}", file=out)
    width = max(len(o.label) for o in odds.outcomes) + 2
    for outcome in odds.outcomes:
        mark = "+" if outcome.success else " "
        print(f"  {mark} {outcome.label:<{width}} {fraction_text(outcome.probability):>14}"
              f"  {percent_text(outcome.probability, 2):>7}", file=out)
    print(f"    {'P(success)':<{width}} {fraction_text(odds.p_success):>14}"
          f"  {percent_text(odds.p_success, 2):>7}", file=out)
    for name, dist in odds.measures.items():
        print(f"  {name}:", file=out)
        for value, p in dist.items():
            print(f"    {value:>4}  {fraction_text(p):>14}  {percent_text(p, 2):>7}", file=out)


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Print the odds of `args.check` (a table for `--sweep`); bad input is an InputError."""
    from gm_assistant.core.errors import InputError
    from gm_assistant.core.odds import check_odds, curve, grid
    from gm_assistant.core.rules.registry import default_registry

    registry = default_registry()
    ruleset = find_ruleset(registry, args.ruleset)
    values = parse_assignments(args.assignments)
    sweeps = args.sweep or []
    if len(sweeps) > 2:
        raise InputError("--sweep may be given at most twice (a curve or a grid)")
    if not sweeps:
        odds = check_odds(ruleset, args.check, values)
        if args.json:
            json.dump(_odds_json(odds), out, indent=2)
            out.write("\n")
        else:
            _print_odds(ruleset, odds, out)
        return 0
    if len(sweeps) == 1:
        result = curve(ruleset, args.check, values, sweeps[0])
        if args.json:
            json.dump({"ruleset": ruleset.id, "check": args.check, "sweep": sweeps,
                       "points": [_odds_json(p) for p in result.points]}, out, indent=2)
            out.write("\n")
            return 0
        first = result.points[0]
        spec = ruleset.checks[args.check]
        print(f"{ruleset.name}: {spec.label}, across {sweeps[0]}", file=out)
        header = [f"{sweeps[0]:>12}"] + [f"{o.label[:14]:>15}" for o in first.outcomes]
        print(" ".join([*header, f"{'P(success)':>11}"]), file=out)
        for value, point in zip(result.values, result.points, strict=True):
            cells = [f"{value!s:>12}"]
            cells += [f"{percent_text(o.probability, 2):>15}" for o in point.outcomes]
            print(" ".join([*cells, f"{percent_text(point.p_success, 2):>11}"]), file=out)
        return 0
    table = grid(ruleset, args.check, values, sweeps[0], sweeps[1])
    if args.json:
        json.dump({"ruleset": ruleset.id, "check": args.check, "sweep": sweeps,
                   "points": [[_odds_json(p) for p in row] for row in table.points]},
                  out, indent=2)
        out.write("\n")
        return 0
    print(f"{ruleset.name}: {ruleset.checks[args.check].label}, P(success) by "
          f"{sweeps[0]} (rows) and {sweeps[1]} (columns)", file=out)
    print(" ".join([f"{'':>12}"] + [f"{c!s:>10.10}" for c in table.columns]), file=out)
    for row_value, row in zip(table.rows, table.points, strict=True):
        cells = [f"{row_value!s:>12}"] + [f"{percent_text(p.p_success, 2):>10}" for p in row]
        print(" ".join(cells), file=out)
    return 0


COMMANDS = (Command("odds", "exact odds of a check", _arguments, run),)
