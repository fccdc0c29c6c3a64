"""The command line: `validate`, `rulesets`, `odds`, `schema`, `sheet`, `encounter`,
`series`; anything else opens the app.

This is a public contract that scripts and tests rely on: exit 0 on success, 1 for an
invalid ruleset file (or a character file that cannot be opened or saved), 2 for a usage
error (unknown ruleset, check, input or value). `sheet` lives in `cli.sheet`, `encounter`
and `series` in `cli.conflict`, `dice` in `cli.dice`; what they share in `cli.common`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

# `common` imports nothing of the core at run time: start-up stays light.
from gm_assistant.cli.common import find_ruleset, parse_assignments
from gm_assistant.core.probability_text import fraction_text, percent_text

# The app's start-up goes through here: the core is imported inside the commands, so
# that opening the window does not wait for it.
if TYPE_CHECKING:
    from gm_assistant.core.odds import CheckOdds
    from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["main"]

COMMANDS = ("validate", "rulesets", "odds", "schema", "sheet", "encounter", "series",
            "dice", "roll")


def _input_description(ruleset: Ruleset, check_id: str) -> list[dict[str, Any]]:
    result = []
    for info in ruleset.checks[check_id].inputs.values():
        entry: dict[str, Any] = {
            "name": info.name,
            "label": info.label,
            "kind": "level" if info.scale is not None else "number",
            "default": info.default,
            "resource": info.resource,
        }
        if info.scale is not None:
            entry["scale"] = info.scale.id
            entry["allowed"] = [
                {"key": k, "label": info.scale.labels[k]} for k in info.scale.keys
            ]
        else:
            entry["min"] = info.low
            entry["max"] = info.high
        result.append(entry)
    return result


def _ruleset_json(ruleset: Ruleset) -> dict[str, Any]:
    model = ruleset.model
    return {
        "id": model.id,
        "name": model.name,
        "version": model.version,
        "language": model.language,
        "file": ruleset.file,
        "source": model.source.model_dump(),
        "notes": [note.model_dump() for note in model.notes],
        "resources": {k: v.model_dump() for k, v in model.resources.items()},
        "charts": list(ruleset.charts),
        "checks": [
            {
                "id": check_id,
                "label": spec.label,
                "roll": spec.roll_notation,
                "outcomes": [
                    {"key": k, "label": ruleset.outcomes[k].label, "success": spec.success_of[k]}
                    for k in spec.outcomes
                ],
                "inputs": _input_description(ruleset, check_id),
                "resources": sorted(
                    {i.resource for i in spec.inputs.values() if i.resource is not None}
                ),
            }
            for check_id, spec in ruleset.checks.items()
        ],
    }


def _cmd_rulesets(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.core.rules.registry import default_registry

    registry = default_registry()
    if args.paths:
        from gm_assistant.core.paths import rulesets_dir, user_rulesets_dir

        print(f"shipped rulesets: {rulesets_dir()}", file=out)
        print(f"your rulesets:    {user_rulesets_dir()}", file=out)
        return 0
    if args.json:
        document = {
            "rulesets": [
                {**_ruleset_json(e.ruleset), "origin": e.origin,
                 "override": str(e.override) if e.override else None}
                for e in registry.entries
                if e.ruleset is not None
            ],
            "broken": [
                {"id": e.id, "file": str(e.file), "problems": [str(p) for p in e.problems]}
                for e in registry.broken
            ],
        }
        json.dump(document, out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    for entry in registry.entries:
        if entry.ruleset is None:
            print(f"{entry.id}  (BROKEN: {entry.file})", file=out)
            for problem in entry.problems:
                print(f"    {problem}", file=out)
            continue
        ruleset = entry.ruleset
        extra = f"  [house rules: {entry.override}]" if entry.override else ""
        print(f"{ruleset.id}  {ruleset.name} (v{ruleset.model.version}){extra}", file=out)
        for check_id, spec in ruleset.checks.items():
            parts = []
            for info in spec.inputs.values():
                if info.scale is not None:
                    allowed = "|".join(str(k) for k in info.scale.keys)
                    if info.scale.numeric:
                        allowed = f"{info.scale.keys[0]}..{info.scale.keys[-1]}"
                else:
                    allowed = f"{info.low}..{info.high}"
                parts.append(f"{info.name}={allowed}")
            print(f"    {check_id}  {' '.join(parts)}", file=out)
    return 0


def _cmd_validate(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.core.errors import RulesetError
    from gm_assistant.core.odds.probe import probe_ruleset
    from gm_assistant.core.paths import rulesets_dir
    from gm_assistant.core.rules.loader import read_document, validate_document
    from gm_assistant.core.rules.registry import merge_documents

    shipped = {p.stem: p for p in rulesets_dir().glob("*.yaml")}
    failed = False
    for name in args.paths:
        path = Path(name)
        try:
            document = read_document(path)
            data = document.data
            ruleset_id = data.get("id") if isinstance(data, dict) else None
            base = shipped.get(ruleset_id) if isinstance(ruleset_id, str) else None
            if base is not None and base.resolve() != path.resolve():
                document = merge_documents(read_document(base), document)
            ruleset = validate_document(document)
            probed = probe_ruleset(ruleset)
            if probed.problems:
                raise RulesetError(probed.problems)
        except RulesetError as error:
            for problem in error.problems:
                print(problem, file=out)
            failed = True
            continue
        print(f"{path}: ok ({ruleset.id}: {len(ruleset.checks)} checks, "
              f"{len(ruleset.charts)} charts)", file=out)
        if probed.skipped:
            shown = ", ".join(probed.skipped[:5]) + (" …" if len(probed.skipped) > 5 else "")
            print(f"  not worked out within the validation budget ({len(probed.skipped)}, "
                  f"checked when first asked for): {shown}", file=out)
    return 1 if failed else 0


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




def _cmd_odds(args: argparse.Namespace, out: TextIO) -> int:
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


def _cmd_schema(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.core.rules.schema import ruleset_schema

    json.dump(ruleset_schema(), out, indent=2, ensure_ascii=False)
    out.write("\n")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gm-assistant",
        description="GM Assistant: exact odds, charts and character sheets for tabletop "
        "games. With no command, opens the app.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    validate = commands.add_parser("validate", help="check ruleset files")
    validate.add_argument("paths", nargs="+", metavar="PATH")
    rulesets = commands.add_parser("rulesets", help="list the loaded rulesets and their checks")
    rulesets.add_argument("--json", action="store_true")
    rulesets.add_argument("--paths", action="store_true", help="print the rulesets folders")
    odds = commands.add_parser("odds", help="exact odds of a check")
    odds.add_argument("ruleset")
    odds.add_argument("check")
    odds.add_argument("assignments", nargs="*", metavar="NAME=VALUE")
    odds.add_argument("--json", action="store_true")
    odds.add_argument("--sweep", action="append", metavar="NAME",
                      help="vary this input over all its values (twice for a grid)")
    commands.add_parser("schema", help="print the JSON Schema of ruleset files")
    from gm_assistant.cli import conflict, dice, roll, sheet  # sheet, encounter/series...

    sheet.add_parser(commands)
    conflict.add_parser(commands)
    dice.add_parser(commands)
    roll.add_parser(commands)
    return parser


def _cmd_sheet(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.cli import sheet

    return sheet.run(args, out)


def _cmd_conflict(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.cli import conflict

    return conflict.run(args, out)


def _cmd_dice(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.cli import dice

    return dice.run(args, out)


def _cmd_roll(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.cli import roll

    return roll.run(args, out)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in (*COMMANDS, "-h", "--help"):
        from gm_assistant.ui.app import run  # the GUI is imported only when it is used

        return run(arguments)
    from gm_assistant.core.errors import GMAssistantError, InputError

    args = _parser().parse_args(arguments)
    handler = {"validate": _cmd_validate, "rulesets": _cmd_rulesets, "odds": _cmd_odds,
               "schema": _cmd_schema, "sheet": _cmd_sheet, "encounter": _cmd_conflict,
               "series": _cmd_conflict, "dice": _cmd_dice, "roll": _cmd_roll}[args.command]
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
