"""`gm-assistant sheet ...`: show, create and edit character files from the command line.

    gm-assistant sheet show FILE [--json]
    gm-assistant sheet new RULESET [--template NAME] [--name NAME] -o FILE
    gm-assistant sheet set FILE NAME=VALUE ...

Part of the command line's public contract: exit 0 on success, 1 for a file that cannot be
opened or saved, 2 for a usage error (unknown ruleset, template or field, or a value that
is refused). A refused value leaves the file byte for byte as it was; every save is atomic
and keeps the previous version as `FILE.bak`.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any, TextIO

from gm_assistant.cli.command import Command
from gm_assistant.core.errors import InputError, SheetError
from gm_assistant.core.library import Library, open_character, save_character
from gm_assistant.core.library.format import load_character
from gm_assistant.core.library.store import read_file
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import Character, SheetState, new_character

__all__ = ["COMMANDS", "run"]

_ENTRY = re.compile(r"^([a-z][a-z0-9_]*)\[(\d{1,4}|\+)\](?:\.([a-z][a-z0-9_]*))?$")


def _arguments(sheet: argparse.ArgumentParser) -> None:
    """The subcommands of `sheet` and their arguments."""
    actions = sheet.add_subparsers(dest="sheet_command", required=True)
    show = actions.add_parser("show", help="a character's values, derived values, problems")
    show.add_argument("file", metavar="FILE")
    show.add_argument("--json", action="store_true")
    new = actions.add_parser("new", help="a new character file from a ruleset's template")
    new.add_argument("ruleset", metavar="RULESET")
    new.add_argument("--template", metavar="NAME", help="an NPC template (mook, npc, ...)")
    new.add_argument("--name", metavar="NAME")
    new.add_argument("-o", "--output", metavar="FILE", required=True)
    edit = actions.add_parser("set", help="set values (checked; nothing is written if one "
                              "is refused)")
    edit.add_argument("file", metavar="FILE")
    edit.add_argument("assignments", nargs="+", metavar="NAME=VALUE",
                      help="a field (luck=12), an entry's subfield (skills[0].level=3, "
                      "skills[+].skill=Swim adds one), name=..., tags=a,b; an empty "
                      "VALUE clears")


def run(args: argparse.Namespace, out: TextIO) -> int:
    """Run a `sheet` subcommand; usage problems become InputError (exit 2)."""
    handler = {"show": _show, "new": _new, "set": _set}[args.sheet_command]
    try:
        return handler(args, out)
    except SheetError as error:
        raise InputError(str(error)) from None


def _ruleset(ruleset_id: str) -> Ruleset:
    from gm_assistant.cli.common import find_ruleset

    return find_ruleset(default_registry(), ruleset_id)


def _state(path: Path, character: Character) -> SheetState:
    ruleset = _ruleset(character.ruleset)
    return Library(path.parent).state(character, ruleset)


def _show(args: argparse.Namespace, out: TextIO) -> int:
    path = Path(args.file)
    character = open_character(path)
    state = _state(path, character)
    if args.json:
        document = {
            "ruleset": character.ruleset,
            "name": character.name,
            "kind": character.kind,
            "template": character.template,
            "tags": character.tags,
            "values": state.values,
            "derived": state.all_derived(),
            "problems": [p.as_dict() for p in state.problems],
        }
        # default=str: a hand-written file may hold YAML dates or binary data
        json.dump(document, out, indent=2, ensure_ascii=False, default=str)
        out.write("\n")
        return 0
    _print_sheet(state, out)
    return 0


def _text(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "x" if value else "."
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list) and all(isinstance(v, bool) for v in value):
        return "".join("x" if v else "." for v in value) or "-"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_text(v)}" for k, v in value.items())
    return str(value)


def _print_sheet(state: SheetState, out: TextIO) -> None:
    character = state.character
    template = f", {state.template.label}" if state.template.id else ""
    print(f"{character.name}  ({state.ruleset.name}; {character.kind}{template})", file=out)
    if character.tags:
        print(f"tags: {', '.join(character.tags)}", file=out)
    derived = state.all_derived()
    for _section_id, label, field_ids in state.spec.sections:
        used = [f for f in field_ids if state.template.uses(f)]
        if not used:
            continue
        print(f"\n{label}", file=out)
        for field_id in used:
            spec = state.spec.fields[field_id]
            if spec.kind == "list":
                print(f"  {spec.label}:", file=out)
                assert spec.entry is not None
                subs = spec.entry.fields
                for index, entry in enumerate(state.entries(field_id)):
                    parts = [_text(v) if not parts_done else f"{subs[k].label} {_text(v)}"
                             for parts_done, (k, v) in enumerate(
                                 (k, v) for k, v in {**entry.values, **entry.derived}.items()
                                 if v not in (None, "", [], [False]))]
                    print(f"    {index}. {'; '.join(parts)}", file=out)
                continue
            value = derived.get(field_id, state.value(field_id))
            if spec.kind == "track":
                value = f"{_text(state.value(field_id))} ({state.number(field_id)} of " \
                        f"{_text(state.boxes(field_id))})"
            elif spec.kind == "choice" and isinstance(value, str):
                option = spec.options.get(value)
                rating = state.rating_of(field_id)
                if option is not None and rating is not None:
                    value = f"{option.label} ({rating}) {option.points or 0}"
            mark = "=" if spec.kind == "derived" else ":"
            print(f"  {spec.label}{mark} {_text(value)}", file=out)
    problems = state.problems
    print(f"\n{len(problems)} problem{'s' if len(problems) != 1 else ''}", file=out)
    for problem in problems:
        print(f"  {problem.field}: {problem.message}", file=out)


def _new(args: argparse.Namespace, out: TextIO) -> int:
    target = Path(args.output)
    if target.exists():
        raise InputError(f"{target} already exists; choose another file (it is left as is)")
    ruleset = _ruleset(args.ruleset)
    character = new_character(ruleset, args.template, args.name)
    save_character(target, character, backup=False)
    state = SheetState(ruleset, character)
    print(f"{target}: new {character.kind} '{character.name}' ({ruleset.name}); "
          f"{len(state.problems)} problems to fill in", file=out)
    return 0


def _assign(state: SheetState, name: str, value: str) -> None:
    character = state.character
    if name == "name":
        character.name = value
        return
    if name == "tags":
        character.tags = [t.strip() for t in value.split(",") if t.strip()]
        return
    match = _ENTRY.match(name)
    if match is None:
        if value == "":
            state.clear(name)
        else:
            state.set(name, value, text=True, strict=True)
        return
    list_id, raw_index, subfield = match[1], match[2], match[3]
    count = len(state.entries(list_id)) if state.template.uses(list_id) else 0
    index = count if raw_index == "+" else int(raw_index)
    if subfield is None:
        if value != "":
            raise SheetError(f"write {list_id}[{raw_index}].SUBFIELD=VALUE to set an entry, "
                             f"or {list_id}[{raw_index}]= to remove it")
        state.remove_entry(list_id, index)
        return
    state.set_entry(list_id, index, subfield, value, text=True, strict=True)


def _set(args: argparse.Namespace, out: TextIO) -> int:
    from gm_assistant.cli.common import parse_assignments

    path = Path(args.file)
    raw = read_file(path)  # what is read is what must still be there when saving
    character = load_character(raw, str(path))
    state = _state(path, character.copy())
    for name, value in parse_assignments(args.assignments).items():
        try:
            _assign(state, name, value)
        except SheetError as error:
            raise InputError(f"{name}={value}: {error} ({path} is unchanged)") from None
    notes: list[str] = []
    save_character(path, state.character, expected=raw, notes=notes)
    problems = state.problems
    print(f"{path}: saved; {len(problems)} problem{'s' if len(problems) != 1 else ''}",
          file=out)
    for note in notes:  # the file could not keep its comments and layout: say why
        print(f"  note: {note}", file=out)
    for problem in problems:
        print(f"  {problem.field}: {problem.message}", file=out)
    return 0


COMMANDS = (Command("sheet", "show, create and edit character files", _arguments, run),)
