"""The encounter file: who fights whom, under which conflict rules and policies.

    schema_version: 1
    kind: encounter
    ruleset: adom
    name: Sky sharks over the school
    conflict: conflict            # one of the ruleset's conflicts (default: the first)
    party:
      - {character: abigail-zhao}
      - {character: voltaire, set: {attack: 3}}
    opposition:
      - {character: sky-shark, count: 3, set: {attack: 2}}
      - {template: mook, name: Goon, count: 2}
    policies:
      party: {target: weakest, spend: always}
      opposition: {target: spread, spend: never}

A `character` is a character file's name without `.yaml`, looked up beside the encounter,
then in the library, then among the ruleset's shipped samples; a `template` makes a fresh
character of one of the ruleset's NPC templates. `count` copies one member (six goblins);
`set` overrides the conflict's stats and pools for it. The file is read by the same
hardened reader as rulesets (duplicate keys, anchors and depth refused, located), and a
file that does not fit is refused whole with every problem located.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.errors import (
    CharacterFileError,
    GMAssistantError,
    InputError,
    Problem,
    RulesetError,
)
from gm_assistant.core.library.atomic import atomic_write
from gm_assistant.core.library.roundtrip import kept_layout
from gm_assistant.core.library.store import open_character, read_file
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.validation_text import keyed_message
from gm_assistant.core.rules.yaml_source import SourceDocument, read_yaml
from gm_assistant.core.sheets import Character, new_character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "MAX_MEMBERS",
    "Edited",
    "Encounter",
    "EncounterError",
    "EncounterMember",
    "SidePolicy",
    "character_files",
    "dump_encounter",
    "load_encounter",
    "located_problems",
    "member_character",
    "read_encounter",
    "resolve_encounter",
    "save_encounter",
]

Edited = Mapping[Path, Character]
"""Sheets open for editing, by their resolved file: read instead of the file (a detached
copy each, so a forecast in another thread never sees later edits)."""

MAX_MEMBERS = 24
"""The most combatants one encounter may field (counts included)."""

Stem = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.\- ]*$",
                                        max_length=120)]
Key = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)]


class EncounterError(GMAssistantError):
    """An encounter file that cannot be used; `problems` locates each one."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class EncounterMember(_Strict):
    """One line of a side: a character (by file name) or an NPC template, `count` times."""

    character: Stem | None = None
    template: Key | None = None
    name: Annotated[str, StringConstraints(min_length=1, max_length=120)] | None = None
    count: int = Field(default=1, ge=1, le=MAX_MEMBERS)
    set: dict[Key, int | Annotated[str, StringConstraints(max_length=64)]] = Field(
        default_factory=dict)


class SidePolicy(_Strict):
    """A side's choices in the fight."""

    target: Literal["weakest", "strongest", "spread"] = "weakest"
    spend: Literal["always", "never"] = "always"
    risk: int = Field(default=1, ge=1, le=3)
    maneuver: Literal["kill", "skill"] = "kill"
    broke: Literal["gain", "decrease"] = "gain"
    team: Literal["alone", "together"] = "alone"
    absorb: Literal["all", "first"] = "all"
    opening: Literal["open", "ambush"] = "open"
    limit: Literal["reach", "survive"] | None = None
    """None: the conflict's default reading (the first it offers)."""
    share: Literal["one", "spill"] | None = None
    """None: the ruleset's default (the first it offers)."""
    turns: Literal["each_round", "fixed"] | None = None
    """How the turn order is read (only the party's is read); None: the conflict's
    default (the first it offers)."""


class Encounter(_Strict):
    """A whole encounter file."""

    schema_version: Literal[1] = 1
    kind: Literal["encounter"] = "encounter"
    ruleset: Key
    ruleset_version: Annotated[str, StringConstraints(max_length=40)] | None = None
    name: Annotated[str, StringConstraints(min_length=1, max_length=120)]
    description: Annotated[str, StringConstraints(max_length=4000)] | None = None
    conflict: Key | None = None
    party: list[EncounterMember] = Field(min_length=1, max_length=MAX_MEMBERS)
    opposition: list[EncounterMember] = Field(min_length=1, max_length=MAX_MEMBERS)
    policies: dict[Literal["party", "opposition"], SidePolicy] = Field(default_factory=dict)

    def policy(self, side: str) -> Policy:
        """The side's policy as the fight engine takes it."""
        chosen = self.policies.get(side)  # type: ignore[call-overload]
        if chosen is None:
            return Policy()
        return Policy(chosen.target, chosen.spend, chosen.risk, chosen.maneuver, chosen.broke,
                      chosen.team, chosen.absorb, chosen.opening, chosen.limit or "",
                      chosen.share, chosen.turns or "")


def located_problems(document: SourceDocument, error: ValidationError) -> list[Problem]:
    """The problems of a failed validation, each at its line of `document` (the deepest
    part of its path that is in the file)."""
    problems = []
    for item in error.errors():
        path = tuple(part for part in item["loc"] if isinstance(part, (str, int)))
        known = []
        value: Any = document.data
        for part in path:  # the deepest part of the path that is in the file
            inside = (isinstance(value, dict) and part in value) or (
                isinstance(value, list) and isinstance(part, int) and part < len(value))
            if not inside:
                break
            value = value[part]
            known.append(part)
        field = ".".join(str(p) for p in path) or Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "the document"))
        message = keyed_message(item, path[-1] if path else "?")
        problems.append(document.problem(tuple(known), Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{field}: {message}"), field=field, message=message)))
    return problems


def load_encounter(raw: bytes, file: str) -> tuple[Encounter, SourceDocument]:
    """Parse and validate an encounter from the bytes of `file`; EncounterError otherwise."""
    try:
        document = read_yaml(raw, file)
    except RulesetError as error:
        raise EncounterError(error.problems) from None
    if not isinstance(document.data, dict):
        raise EncounterError([Problem(file, 1, 1, Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "an encounter file is a mapping")))])
    try:
        return Encounter.model_validate(document.data), document
    except ValidationError as error:
        raise EncounterError(located_problems(document, error)) from None


def read_encounter(path: Path) -> tuple[Encounter, SourceDocument]:
    """Read an encounter file (regular files only, size checked before reading)."""
    try:
        raw = read_file(path)
    except CharacterFileError as error:
        raise EncounterError(error.problems) from None
    return load_encounter(raw, str(path))


def encounter_data(encounter: Encounter) -> dict[str, Any]:
    """The file's content: keys in the model's order, defaults left out."""
    data = encounter.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    return {"schema_version": 1, "kind": "encounter", **data}


def dump_encounter(encounter: Encounter) -> bytes:
    """The encounter as readable YAML, for a new file (long lines never folded)."""
    return yaml.safe_dump(encounter_data(encounter), sort_keys=False, allow_unicode=True,
                          width=4096).encode()


def save_encounter(path: Path, encounter: Encounter, notes: list[str] | None = None) -> Path:
    """Save atomically, keeping the previous version as `.bak`; a file there that is not
    an encounter is not overwritten. An existing file keeps what the user wrote in it
    (comments, layout; see `roundtrip`); when it cannot, `notes` says so."""
    path = Path(path)
    previous: bytes | None = None
    if path.exists():
        try:
            previous = read_file(path)
            load_encounter(previous, str(path))
        except (EncounterError, CharacterFileError) as error:
            raise EncounterError(
                Problem(p.file, p.line, p.column, Message("ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "not overwritten, this file does not open as an "
                    "encounter: {message}"), message=p.message)) for p in error.problems) from None
    content = kept_layout(path, previous, encounter_data(encounter),
                          lambda: dump_encounter(encounter), notes)
    try:
        atomic_write(path, content)
    except OSError as error:
        reason = error.strerror or str(error)
        raise EncounterError([Problem(str(path), 0, 0, Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "cannot save: {reason} (the file on disk is unchanged)"),
            reason=reason))]) from None
    return path


def _find_character(stem: str, folders: Sequence[Path]) -> Path | None:
    for folder in folders:
        candidate = folder / f"{stem}.yaml"
        if candidate.is_file():
            return candidate
    return None


def character_files(encounter: Encounter, folders: Sequence[Path]) -> set[Path]:
    """The character files the encounter's lines field (resolved), as they are found in
    `folders` now: the sheets whose edits change its forecast."""
    found = (_find_character(member.character, folders)
             for member in [*encounter.party, *encounter.opposition]
             if member.character is not None)
    return {path.resolve() for path in found if path is not None}


def resolve_encounter(ruleset: Ruleset, encounter: Encounter, document: SourceDocument,
                      folders: Sequence[Path], edited: Edited | None = None
                      ) -> tuple[str, list[Combatant]]:
    """The conflict id and the combatants, in order (party first); EncounterError locating
    every member that cannot be found, opened or fitted to the conflict. `edited`: sheets
    open for editing (see `member_character`)."""
    if encounter.ruleset != ruleset.id:
        raise EncounterError([document.problem(("ruleset",),
            Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "the encounter is for '{ruleset}', not '{ruleset_id}'"),
            ruleset=encounter.ruleset, ruleset_id=ruleset.id))])
    if not ruleset.model.conflicts:
        raise EncounterError([document.problem(("ruleset",),
            Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "'{ruleset}' has no conflict rules"), ruleset=ruleset.name))])
    conflict_id = encounter.conflict or next(iter(ruleset.model.conflicts))
    conflict = ruleset.model.conflicts.get(conflict_id)
    if conflict is None:
        known = ", ".join(ruleset.model.conflicts)
        raise EncounterError([document.problem(("conflict",),
            Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "unknown conflict '{conflict_id}'; conflicts: {known}"),
            conflict_id=conflict_id, known=known))])
    problems: list[Problem] = []
    combatants: list[Combatant] = []
    total = sum(m.count for m in [*encounter.party, *encounter.opposition])
    if total > MAX_MEMBERS:
        raise EncounterError([document.problem(("opposition",),
            Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{total} combatants; an encounter fields at most {max_members}"),
            total=total, max_members=MAX_MEMBERS))])
    for side, members in ((PARTY, encounter.party), (OPPOSITION, encounter.opposition)):
        for index, member in enumerate(members):
            path = (side, index)
            try:
                character = member_character(ruleset, member, folders, edited)
                base = member.name or character.name
                for copy in range(member.count):
                    name = base if member.count == 1 else f"{base} {copy + 1}"
                    combatants.append(combatant_of(
                        ruleset, conflict, character, side, member.set, name=name,
                        kind=f"{side}/{index}"))
            except (InputError, EncounterError) as error:
                problems.append(document.problem(path, message_of(error)))
            except CharacterFileError as error:
                problems.extend(error.problems)
    if problems:
        raise EncounterError(problems)
    return conflict_id, combatants


def member_character(ruleset: Ruleset, member: EncounterMember,
                     folders: Sequence[Path], edited: Edited | None = None) -> Character:
    """The character a line of the encounter fields: its file, or a fresh NPC of the
    template; InputError when there is neither. `edited`: sheets open for editing by
    their resolved file; a line whose file is one of them fields a copy of the sheet as
    edited, unsaved edits and all (the Characters area's, followed as they are typed)."""
    if (member.character is None) == (member.template is None):
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "a member has either 'character' or 'template'")))
    if member.template is not None:
        try:
            return new_character(ruleset, member.template, member.name)
        except GMAssistantError as error:
            raise InputError(message_of(error)) from None
    assert member.character is not None
    found = _find_character(member.character, folders)
    if found is None:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "no character file '{character}.yaml' beside the encounter, in "
            "the library or among the samples"), character=member.character))
    live = edited.get(found.resolve()) if edited else None
    character = live.copy() if live is not None else open_character(found)
    if character.ruleset != ruleset.id:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "'{found}' is a {ruleset} character"),
            found=found.name, ruleset=character.ruleset))
    return character
