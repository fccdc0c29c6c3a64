"""Buying opponents with a resource, as Riskbreaker's GM does with Advantage.

The ruleset's `sheet.opposition.cost` formula says what `count` characters of `level`
cost when the party's highest level is `party_level`. In Riskbreaker one point buys one
character at the party's top level, or two one level lower, three two levels lower, ...;
two points buy one character a level higher, three points two levels higher.

>>> [(t.count, t.level, t.cost) for t in opposition_tiers(riskbreaker, 4, 2)]  # doctest: +SKIP
[(4, 1, 1), (3, 2, 1), (2, 3, 1), (1, 4, 1), (1, 5, 2)]
"""

from __future__ import annotations

from dataclasses import dataclass

from gm_assistant.core.errors import SheetError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.sheet_compiled import OppositionSpec
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.sheets.create import make_batch
from gm_assistant.core.sheets.state import sheet_of
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["OppositionTier", "buy_opposition", "opposition_cost", "opposition_tiers"]

_MAX_COUNT = 100


@dataclass(frozen=True)
class OppositionTier:
    """The most characters of one level a price buys: `count` at `level` for `cost`."""

    count: int
    level: int
    cost: int


def _spec(ruleset: Ruleset) -> OppositionSpec:
    spec = sheet_of(ruleset).opposition
    if spec is None:
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "{ruleset} has no rules for buying opposition"), ruleset=ruleset.name))
    return spec


def _levels(ruleset: Ruleset, spec: OppositionSpec) -> range:
    model = sheet_of(ruleset).fields[spec.model.level_field].model
    low = model.min if model.min is not None else 1
    high = model.max if model.max is not None else 20
    return range(low, high + 1)


def opposition_cost(ruleset: Ruleset, count: int, level: int, party_level: int) -> int:
    """What `count` opponents of `level` cost against a party whose top level is given."""
    spec = _spec(ruleset)
    if count < 1:
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "buy at least one opponent")))
    if level not in _levels(ruleset, spec):
        raise SheetError(Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "level {level} is outside the levels of {ruleset}"),
            level=level, ruleset=ruleset.name))
    return int(spec.cost({"count": count, "level": level, "party_level": party_level}))


def opposition_tiers(ruleset: Ruleset, party_level: int, budget: int) -> list[OppositionTier]:
    """For every level, the most opponents its lowest price buys, if within `budget`."""
    spec = _spec(ruleset)
    tiers = []
    for level in _levels(ruleset, spec):
        price = opposition_cost(ruleset, 1, level, party_level)
        if price > budget:
            continue
        count = 1
        while count < _MAX_COUNT and opposition_cost(ruleset, count + 1, level,
                                                     party_level) == price:
            count += 1
        tiers.append(OppositionTier(count, level, price))
    return tiers


def buy_opposition(ruleset: Ruleset, count: int, level: int, party_level: int, *,
                   name: str, template: str | None = None) -> tuple[list[Character], int]:
    """`count` opponents of `level` (their level field set), and what they cost."""
    spec = _spec(ruleset)
    cost = opposition_cost(ruleset, count, level, party_level)
    made = make_batch(ruleset, count, name=name, template=template)
    for character in made:
        character.values[spec.model.level_field] = level
    return made, cost
