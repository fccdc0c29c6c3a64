"""A combatant: what one character brings to a conflict, read from their sheet.

Stats are read from the sheet field a conflict names (`from`, or the best rated of
`best_of`), else taken from the
encounter's overrides, else the conflict's default; pools (luck, fate points) likewise. The
slots that absorb hits are the ruleset's harm slots of the sheet (stress boxes,
consequences, a Kill Damage track), with those already marked on the sheet marked here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gm_assistant.core.errors import InputError
from gm_assistant.core.play.harm import Slot, harm_slots
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.rules.conflict_model import Conflict, ConflictStat
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.sheets import Character, SheetState
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["OPPOSITION", "PARTY", "SIDES", "Combatant", "combatant_of", "stat_number"]

PARTY = "party"
OPPOSITION = "opposition"
SIDES = (PARTY, OPPOSITION)


@dataclass(frozen=True)
class Combatant:
    """One fighter: its side, its stats and starting pools, the slots that absorb hits.

    `kind` groups interchangeable fighters: two combatants of one side with the same kind
    have the same stats, pools and slots, so the forecast counts them as a multiset.
    """

    name: str
    side: str
    stats: dict[str, LevelKey]
    pools: dict[str, int]
    slots: tuple[Slot, ...] = ()
    numbers: dict[str, Number] = field(default_factory=dict)
    kind: str = ""
    pc: bool = True
    """A player character (rolls for the harm it takes where the rules say so)."""
    members: int = 1
    """The characters a group sheet stands for (a mook group acting as one); 1 else."""
    out: bool = False
    """Out of the fight from the start (a fight forecast from where the Table stands)."""

    def __hash__(self) -> int:
        return hash((self.name, self.side, self.kind))


def stat_number(ruleset: Ruleset, stat: ConflictStat, value: LevelKey) -> int:
    """A stat's value as a number for comparing (a level counts by its position)."""
    if stat.scale is not None:
        scale = ruleset.scales[stat.scale]
        return scale.index(value)
    return int(value)


def _coerce(ruleset: Ruleset, name: str, stat: ConflictStat, raw: object,
            who: str) -> LevelKey:
    if stat.scale is not None:
        scale = ruleset.scales[stat.scale]
        found = scale.find(str(raw))
        if found is None:
            allowed = ", ".join(str(k) for k in scale.keys)
            raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "{who}: '{raw}' is not a level of {stat} ({name}); allowed: "
                "{allowed}"), who=who, raw=raw, stat=stat.label, name=name, allowed=allowed))
        return found
    assert stat.range is not None
    if isinstance(raw, bool) or not isinstance(raw, int) \
            or not stat.range.min <= raw <= stat.range.max:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{who}: '{raw}' is not allowed for {stat} ({name}); allowed: "
            "whole numbers {min}..{max}"),
            who=who, raw=raw, stat=stat.label, name=name, min=stat.range.min, max=stat.range.max))
    return raw


def _sheet_value(state: SheetState, field_id: str, stat: ConflictStat,
                 numeric: bool) -> object:
    """The sheet's value for a stat: a rating for a scale stat, a number otherwise; None
    when the character's sheet has no value there (an NPC without that trait)."""
    if not state.template.uses(field_id):
        return None
    if stat.scale is not None:
        rating = state.rating_of(field_id)
        if rating is not None or not numeric:
            return rating
    number = state.number(field_id)
    return None if number is None else int(number)


def combatant_of(ruleset: Ruleset, conflict: Conflict, character: Character, side: str,
                 overrides: Mapping[str, object] | None = None, *, name: str | None = None,
                 kind: str | None = None) -> Combatant:
    """The combatant `character` makes in `conflict`; InputError naming the character for
    an override that is not a stat or pool, or a value out of range."""
    overrides = dict(overrides or {})
    who = name or character.name
    unknown = [k for k in overrides if k not in conflict.stats and k not in conflict.pools]
    if unknown:
        known = ", ".join([*conflict.stats, *conflict.pools])
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{who}: '{unknown}' is not a stat or pool of {conflict}; known: "
            "{known}"), who=who, unknown=unknown[0], conflict=conflict.label, known=known))
    state = SheetState(ruleset, character) if ruleset.sheet is not None else None
    stats: dict[str, LevelKey] = {}
    for stat_name, stat in conflict.stats.items():
        raw = overrides[stat_name] if stat_name in overrides \
            else _stat_from_sheet(ruleset, stat, state)
        stats[stat_name] = _coerce(ruleset, stat_name, stat, raw, who)
    pools: dict[str, int] = {}
    for pool_name, pool in conflict.pools.items():
        raw = pool.default
        if pool_name in overrides:
            raw = overrides[pool_name]
        elif pool.from_ is not None and state is not None:
            number = state.number(pool.from_)
            if number is not None:
                raw = int(number)
        if isinstance(raw, bool) or not isinstance(raw, int) or raw < 0:
            raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "{who}: '{raw}' is not a whole number of {pool}"),
                who=who, raw=raw, pool=pool.label))
        pools[pool_name] = min(raw, pool.max)
    slots, numbers, members = _sheet_parts(ruleset, state)
    return Combatant(who, side, stats, pools, slots, numbers,
                     kind or f"{character.name}/{sorted(overrides.items())!r}",
                     character.kind == "pc", members)


def _stat_from_sheet(ruleset: Ruleset, stat: ConflictStat, state: SheetState | None,
                     ) -> object:
    """A stat's value before it is checked: its sheet field's (`from`), the best rating of
    its fields (`best_of`), else its default (also when the sheet has none of them)."""
    if state is None:
        return stat.default
    if stat.from_ is not None:
        numeric = stat.scale is None or ruleset.scales[stat.scale].numeric
        found = _sheet_value(state, stat.from_, stat, numeric)
        return stat.default if found is None else found
    if stat.best_of is not None and stat.scale is not None:
        scale = ruleset.scales[stat.scale]
        rated = [level for field_id in stat.best_of
                 if (level := scale.find(str(_sheet_value(
                     state, field_id, stat, scale.numeric)))) is not None]
        if rated:  # the best rating of the fields the sheet has
            return max(rated, key=scale.index)
    return stat.default


def _sheet_parts(ruleset: Ruleset, state: SheetState | None,
                 ) -> tuple[tuple[Slot, ...], dict[str, Number], int]:
    """What a combatant takes from its sheet besides stats and pools: its harm slots, the
    numbers its formulas read, and how many members a mook group has (1 otherwise)."""
    if state is None:
        return (), {}, 1
    slots = tuple(harm_slots(ruleset, state)) if ruleset.harm is not None else ()
    members = 1
    template = state.template
    if template.kind == "mook_group" and template.members is not None:
        members = max(1, int(state.number(template.members) or 1))
    return slots, dict(state.formula_values()), members
