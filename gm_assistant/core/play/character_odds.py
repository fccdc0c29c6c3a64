"""Characters on a check: which sheet fields give which check inputs (the one matcher
the Table, the Odds overlay and side by side use), and the characters' odds with them.

A field fits an input when it is a rating on the input's scale (a named scale) or a whole
number (a numeric input); its value is used when the input allows it. For each input the
field the GM picked is read, else the field of the input's own name or resource; no
other field is guessed.

`characters_odds` is the way from the sheets to the odds: it reads each character's
values (`match_characters`), validates each once with the rule the odds engine binds
inputs by (`bind_inputs`), says why a value is not usable, and gives their exact odds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from gm_assistant.core.errors import NONE, GMAssistantError, InputError
from gm_assistant.core.library import Library
from gm_assistant.core.odds import (
    CheckOdds,
    Curve,
    SweepStopped,
    Wanted,
    bind_inputs,
    check_odds,
    curve,
)
from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, LevelKey, Ruleset
from gm_assistant.core.sheets import EditedSheets, SheetState, sheet_of
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "CharacterOdds",
    "CharacterOnCheck",
    "CharacterPick",
    "MarkedBy",
    "SheetSource",
    "SideBySide",
    "Unusable",
    "characters_odds",
    "load_characters",
    "match_characters",
    "sheet_sources",
    "sheet_value",
]


@dataclass(frozen=True)
class SheetSource:
    """A sheet field that can give a check input its value: a rating or a number."""

    field: str
    label: str
    rating: bool


def sheet_sources(ruleset: Ruleset, info: InputInfo) -> list[SheetSource]:
    """The sheet's fields whose value fits `info`: ratings on its scale, or numbers."""
    if ruleset.sheet is None:
        return []
    fields = sheet_of(ruleset).fields.values()
    if info.scale is not None and not info.scale.numeric:
        scale = info.scale.id
        return [SheetSource(f.id, f.label, True) for f in fields
                if f.entry is None and f.scale is not None and f.scale.id == scale]
    return [SheetSource(f.id, f.label, False) for f in fields
            if f.entry is None and f.numeric]


def sheet_value(state: SheetState, source: SheetSource) -> LevelKey | None:
    """The value `source` reads from a character's sheet (None: empty or not a whole number)."""
    if source.rating:
        return state.rating_of(source.field)
    number = state.number(source.field)
    if number is None or int(number) != number:
        return None
    return int(number)


@dataclass(frozen=True)
class MarkedBy:
    """Every character marked on the odds at their own value of one input, read from the
    sheet field the GM picked (Body for MAoFA's trait rating); the other inputs are the
    ones shown."""

    input: str
    field: str


@dataclass(frozen=True)
class SideBySide:
    """Each character a curve across the `swept` input, with every input their sheet
    gives: `input` from the picked `field` (when one is picked), every other input from
    the field of its own name or resource (`fate_points`); the rest are the ones shown."""

    swept: str
    input: str | None = None
    field: str | None = None


CharacterPick = MarkedBy | SideBySide
"""What the GM picked: characters marked by one value, or side by side."""


@dataclass(frozen=True)
class Unusable:
    """Why a sheet field gives a check input no value: the field, what it holds there
    (None: nothing, or not a whole number) and why it is refused, in the words of the
    input's own rule ("'7' is not allowed for Helpers (helpers); allowed: ...")."""

    input: str
    field: str
    value: LevelKey | None
    reason: str


@dataclass(frozen=True)
class CharacterOnCheck:
    """One character's inputs on a check: `given` what their sheet gives (each value
    validated once, as the odds engine binds it), `inputs` every input of the check (the
    shown ones, defaults for the rest, with `given` over them), and `unusable` the inputs
    a sheet field was read for that gave nothing usable, with why."""

    name: str
    inputs: Mapping[str, LevelKey]
    given: Mapping[str, LevelKey]
    unusable: Mapping[str, Unusable]


@dataclass(frozen=True)
class CharacterOdds:
    """A character's exact odds on a check with their sheet: `odds` at their inputs when
    marked by one value (None when their sheet does not give it), `curve` across the
    swept input side by side."""

    character: CharacterOnCheck
    odds: CheckOdds | None = None
    curve: Curve | None = None


def match_characters(ruleset: Ruleset, check_id: str,
                     characters: Sequence[tuple[str, SheetState]], pick: CharacterPick,
                     shown: Mapping[str, object] | None = None) -> tuple[CharacterOnCheck, ...]:
    """Each character's inputs on `check_id` from their sheet, as `pick` says to read
    them, over the `shown` inputs (missing ones take their defaults).

    Raises InputError for an unknown check, input or field, or a shown value the check
    does not allow (as `check_odds` would).
    """
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "'{check_id}' is not a check of '{ruleset}'; checks: {names}"),
            check_id=check_id, ruleset=ruleset.id,
            names=', '.join(ruleset.checks)), list(ruleset.checks))
    base = bind_inputs(spec, shown or {})
    plan = _sources_to_read(ruleset, spec, pick)
    found = []
    for name, state in characters:
        given: dict[str, LevelKey] = {}
        unusable: dict[str, Unusable] = {}
        for input_name, sources in plan.items():
            for source in sources:
                value = _usable(spec, input_name, source, sheet_value(state, source))
                if isinstance(value, Unusable):
                    unusable.setdefault(input_name, value)
                else:
                    given[input_name] = value
                    unusable.pop(input_name, None)
                    break
        found.append(CharacterOnCheck(name, {**base, **given}, given, unusable))
    return tuple(found)


def characters_odds(ruleset: Ruleset, check_id: str,
                    characters: Sequence[tuple[str, SheetState]], pick: CharacterPick,
                    shown: Mapping[str, object] | None = None,
                    wanted: Wanted | None = None) -> tuple[CharacterOdds, ...]:
    """Each character's exact odds on `check_id` with what their sheet gives
    (`match_characters`): marked by one value, their `CheckOdds` (none when the sheet
    does not give it); side by side, their `Curve` across the swept input, the shown
    value standing in for an input their sheet does not give.

    A sketch: `characters_odds(maofa, "skill_test", [("Bruno", state)],
    MarkedBy("trait", "body"), {"difficulty": "moderate"})[0].odds.p_success` is 5/6
    for a Strong body. Raises like `match_characters`, and OddsError when the rules
    cannot resolve a character's inputs; SweepStopped, between characters or points, once
    `wanted()` turns False.
    """
    matched = match_characters(ruleset, check_id, characters, pick, shown)
    found: list[CharacterOdds] = []
    for done, one in enumerate(matched):
        if wanted is not None and not wanted():
            raise SweepStopped(done, len(matched))
        if isinstance(pick, MarkedBy):
            found.append(CharacterOdds(one, odds=check_odds(ruleset, check_id, one.inputs))
                         if pick.input in one.given else CharacterOdds(one))
        else:
            found.append(CharacterOdds(one, curve=curve(ruleset, check_id, one.inputs,
                                                        pick.swept, wanted)))
    return tuple(found)


def _sources_to_read(ruleset: Ruleset, spec: CheckSpec, pick: CharacterPick
                     ) -> dict[str, list[SheetSource]]:
    """For each input `pick` reads from the sheet, the fields to try, in order."""
    if pick.input is not None and pick.input not in spec.inputs:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "'{input}' is not an input of '{spec}'; inputs: {names}"),
            input=pick.input, spec=spec.id, names=', '.join(spec.inputs)), list(spec.inputs))
    plan: dict[str, list[SheetSource]] = {}
    for name, info in spec.inputs.items():
        if isinstance(pick, SideBySide) and name == pick.swept:
            continue  # the curve runs across it: a sheet's value would be one point
        sources = sheet_sources(ruleset, info)
        if name == pick.input and pick.field is not None:
            chosen = [s for s in sources if s.field == pick.field]
            if not chosen:
                offered = [s.field for s in sources]
                raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "the sheet's field '{field}' cannot give {info} ({name}); "
                    "fields that can: {value}"),
                    field=pick.field, info=info.label, name=name,
                    value=', '.join(offered) or NONE), offered)
            plan[name] = chosen
        elif isinstance(pick, SideBySide):  # only the field of the input's own name
            plan[name] = [s for s in sources if s.field in (name, info.resource)]
    return {name: sources for name, sources in plan.items() if sources}


def _usable(spec: CheckSpec, name: str, source: SheetSource,
            value: LevelKey | None) -> LevelKey | Unusable:
    """`value` bound as the odds engine binds `name`, or why it cannot be."""
    if value is None:
        if source.rating:
            return Unusable(name, source.field, None, Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{label} ({field}) has no rating"),
                label=source.label, field=source.field))
        return Unusable(name, source.field, None, Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{label} ({field}) has no whole number"),
            label=source.label, field=source.field))
    try:
        return bind_inputs(spec, {name: value})[name]
    except InputError as error:
        return Unusable(name, source.field, value, message_of(error))


def load_characters(library: Library, ruleset: Ruleset, edited: EditedSheets | None = None
                    ) -> tuple[list[tuple[str, SheetState]], int]:
    """(name, sheet state) of every character of `ruleset` in `library`, and how many broke.

    A character open for editing in `edited` is taken as it is there, unsaved edits and
    all, as a detached copy (safe to hand to another thread)."""
    states: list[tuple[str, SheetState]] = []
    broken = 0
    for entry in library.search(ruleset=ruleset.id):
        live = edited.state(entry.path) if edited is not None else None
        if live is not None and live.ruleset.id == ruleset.id:
            copy = live.detached()
            states.append((copy.character.name or entry.id, copy))
            continue
        try:
            character = library.open(entry.id)
            states.append((character.name or entry.id, library.state(character, ruleset)))
        except (GMAssistantError, OSError):
            broken += 1
    return states, broken
