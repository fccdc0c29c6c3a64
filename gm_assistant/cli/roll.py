"""`gm-assistant roll`: roll a check with the Table's own roller, and keep its books.

    gm-assistant roll adom overcome skill=2 difficulty=3 aspects=1 free_invokes=1 \\
        --as voltaire.yaml --apply --seed 7 --json

Every attempt is printed (faces, outcome, the check's measures, what was spent). With
`--as FILE` the character's resources (luck, fate points) fill the check's resource
inputs not given, and its sheet values feed the outcome effects; with `--apply` what was
spent and each outcome that falls on the one who rolled are applied (a helper's outcome
is the helper's and is only listed), and with `--as` the file is saved (atomically, its
comments kept, refused if it changed meanwhile).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import MutableMapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from gm_assistant.cli.command import Command
from gm_assistant.cli.common import find_ruleset, parse_assignments
from gm_assistant.core.errors import InputError
from gm_assistant.core.library.format import load_character
from gm_assistant.core.library.store import read_file, save_character
from gm_assistant.core.play import EffectChange, apply_effects, describe_changes
from gm_assistant.core.play.measured import measured, measures_text
from gm_assistant.core.play.roller import RollRecord, roll_check
from gm_assistant.core.play.sheet_resources import resource_fields
from gm_assistant.core.rules.compiled import CheckSpec, Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import SheetState

__all__ = ["COMMANDS", "run"]


def _arguments(roll: argparse.ArgumentParser) -> None:
    roll.add_argument("ruleset", help="ruleset id")
    roll.add_argument("check", help="check id")
    roll.add_argument("assignments", nargs="*", metavar="NAME=VALUE", help="check inputs")
    roll.add_argument("--seed", type=int, help="seed the dice (the same seed, the same roll)")
    roll.add_argument("--as", dest="character", metavar="FILE", type=Path,
                      help="the character file that rolls: its resources and sheet values")
    roll.add_argument("--apply", action="store_true",
                      help="apply what was spent and the effects (saved to --as's file)")
    roll.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace, out: TextIO) -> int:
    ruleset = find_ruleset(default_registry(), args.ruleset)
    spec = ruleset.checks.get(args.check)
    if spec is None:
        raise InputError(f"'{args.check}' is not a check of '{ruleset.id}'; checks: "
                         f"{', '.join(ruleset.checks)}", list(ruleset.checks))
    inputs: dict[str, object] = dict(parse_assignments(args.assignments))
    roller = _Roller() if args.character is None else _character(ruleset, args.character)
    roller.fill_resource_inputs(spec, inputs)
    record = roll_check(ruleset, spec.id, inputs, random.Random(args.seed))
    before = dict(roller.amounts)
    changes: list[EffectChange] = []
    notes: list[str] = []
    if args.apply:
        changes = _apply(ruleset, record, roller, args.character, notes)
    if args.json:
        json.dump(_json(ruleset, spec, record, roller.who, args.seed,
                        before if args.apply else None,
                        roller.amounts if args.apply else None, notes),
                  out, indent=2, ensure_ascii=False)
        out.write("\n")
        return 0
    _print_record(ruleset, spec, record, out)
    if args.apply:
        print(f"Applied: {describe_changes(ruleset, changes) or 'no resources changed'}"
              + (f" (saved to {args.character})" if args.character and changes else ""),
              file=out)
    for note in notes:
        print(f"  note: {note}", file=out)
    return 0


@dataclass
class _Roller:
    """Who rolls: the character file's sheet (`state`, read from the bytes `raw`), its
    amount of each resource and its sheet values; no file: an unnamed roller."""

    who: str = "roller"
    amounts: dict[str, int] = field(default_factory=dict)
    sheet_values: dict[str, Any] = field(default_factory=dict)
    state: SheetState | None = None
    raw: bytes | None = None

    def fill_resource_inputs(self, spec: CheckSpec, inputs: dict[str, object]) -> None:
        """Each resource input of `spec` not given takes the roller's amount of it
        (within the input's range)."""
        for name, info in spec.inputs.items():
            if info.resource is not None and name not in inputs \
                    and info.resource in self.amounts:
                inputs[name] = max(info.low, min(self.amounts[info.resource], info.high))


def _character(ruleset: Ruleset, path: Path) -> _Roller:
    """The character in the file at `path` as the roller."""
    raw = read_file(path)
    state = SheetState(ruleset, load_character(raw, str(path)))
    return _Roller(state.character.name, _resources(ruleset, state),
                   dict(state.formula_values()), state, raw)


def _apply(ruleset: Ruleset, record: RollRecord, roller: _Roller, path: Path | None,
           notes: list[str]) -> list[EffectChange]:
    """Apply what was spent and each outcome that falls on the roller to its amounts
    (saved to the character's file at `path`, its notes added to `notes`, when anything
    changed); the changes."""
    resources: dict[str, MutableMapping[str, int]] = {roller.who: dict(roller.amounts)}
    changes: list[EffectChange] = []
    for position, outcome in enumerate(record.own_outcomes()):
        changes += apply_effects(ruleset, outcome, roller.who, resources,
                                 roller.sheet_values, record.spent if position == 0 else None)
    roller.amounts = dict(resources[roller.who])
    if roller.state is not None and path is not None and changes:
        _write(ruleset, roller.state, roller.amounts)
        save_character(path, roller.state.character, expected=roller.raw, notes=notes)
    return changes


def _print_record(ruleset: Ruleset, spec: CheckSpec, record: RollRecord, out: TextIO) -> None:
    """Each attempt (faces, outcome, measures, note), the outcome and what was spent, and
    the helpers' own outcomes."""
    for index, attempt in enumerate(record.attempts, 1):
        faces = ", ".join(f"{name} {list(rolled.faces)} {rolled.result_text}"
                          for name, rolled in attempt.dice.items())
        label = ruleset.outcomes[attempt.outcome].label if attempt.outcome else "(again)"
        shown = measures_text(spec, attempt.values) if attempt.outcome else ""
        extra = (f" · {shown}" if shown else "") + (f" · {attempt.note}" if attempt.note
                                                     else "")
        print(f"{index}. member {attempt.member + 1}: {faces} → {label}{extra}", file=out)
    print(f"Outcome: {ruleset.outcomes[record.outcome].label}; spent: "
          f"{record.spent or 'nothing'}", file=out)
    for position, key in enumerate(record.helpers_outcomes(), 1):
        print(f"Helper {position}'s own outcome (theirs to apply): "
              f"{ruleset.outcomes[key].label}", file=out)


def _resources(ruleset: Ruleset, state: SheetState) -> dict[str, int]:
    """The character's amount of each resource its sheet holds."""
    found: dict[str, int] = {}
    for resource, field_id in resource_fields(ruleset).items():
        if state.template.uses(field_id):
            number = state.number(field_id)
            if number is not None:
                found[resource] = int(number)
    return found


def _write(ruleset: Ruleset, state: SheetState, amounts: dict[str, int]) -> None:
    for resource, field_id in resource_fields(ruleset).items():
        if resource not in amounts or not state.template.uses(field_id):
            continue
        if state.field(field_id).kind == "track":
            boxes = state.boxes(field_id) or 0
            amount = min(amounts[resource], boxes)
            state.set(field_id, [True] * amount + [False] * (boxes - amount))
        else:
            state.set(field_id, amounts[resource])


def _json(ruleset: Ruleset, spec: CheckSpec, record: RollRecord, who: str, seed: int | None,
          before: dict[str, int] | None, after: dict[str, int] | None,
          notes: list[str]) -> dict[str, Any]:
    data: dict[str, Any] = {
        "ruleset": ruleset.id,
        "check": record.check,
        "seed": seed,
        "who": who,
        "inputs": {k: v for k, v in record.inputs.items()},
        "attempts": [{"member": a.member, "who": who if a.member == 0 else
                      f"helper {a.member}" if record.combine not in (None, "in_order")
                      else who,
                      "faces": {name: {"faces": list(rolled.faces), "total": rolled.total,
                                       **({"values": dict(rolled.values)} if rolled.values
                                          else {})}
                                for name, rolled in a.dice.items()},
                      "outcome": a.outcome, "bonus_spent": a.bonus_spent, "note": a.note,
                      "measures": measured(spec, a.values) if a.outcome else {}}
                     for a in record.attempts],
        "results": list(record.results),
        "outcome": record.outcome,
        "success": record.success,
        "spent": record.spent,
        "own_outcomes": record.own_outcomes(),
        "helpers_outcomes": record.helpers_outcomes(),
    }
    if before is not None and after is not None:
        data["resources"] = {who: {"before": before, "after": after}}
    if notes:
        data["notes"] = notes
    return data


COMMANDS = (Command(
    "roll", "roll a check as the Table does (effects with --apply)", _arguments, run,
    description="Roll a check with real (seeded) dice, spending as the rules say; with "
    "--apply, apply what was spent and the outcome's effects."),)
