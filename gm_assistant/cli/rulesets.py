"""`gm-assistant rulesets`, `validate` and `schema`: the loaded rulesets and their checks,
a check of ruleset files (exit 1 when one has problems, each printed with its line), and
the JSON Schema of ruleset files.

    gm-assistant rulesets --json
    gm-assistant validate my_game.yaml
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from gm_assistant.cli.command import Command

if TYPE_CHECKING:
    from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["COMMANDS"]


def _validate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH")


def _rulesets_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--paths", action="store_true", help="print the rulesets folders")


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    """`schema` takes no argument."""


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


def _rulesets(args: argparse.Namespace, out: TextIO) -> int:
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


def _validate(args: argparse.Namespace, out: TextIO) -> int:
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


def _schema(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.core.rules.schema import ruleset_schema

    json.dump(ruleset_schema(), out, indent=2, ensure_ascii=False)
    out.write("\n")
    return 0


COMMANDS = (
    Command("validate", "check ruleset files", _validate_arguments, _validate),
    Command("rulesets", "list the loaded rulesets and their checks", _rulesets_arguments,
            _rulesets),
    Command("schema", "print the JSON Schema of ruleset files", _no_arguments, _schema),
)
