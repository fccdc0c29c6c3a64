"""Riskbreaker's own measure of an encounter: the opposition priced in Advantage against
the goal it is drawn from.

A balanced goal's difficulty is the sum of the party's levels (three times that is the
epic limit), and the GM starts with that much Advantage to spend on opposition: one point
for a character at the party's top level, one point for N characters N-1 levels lower, K
points for one character K-1 levels higher (the ruleset's `sheet.opposition.cost`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import opposition_cost
from gm_assistant.core.sheets.state import sheet_of

__all__ = ["EPIC", "OppositionBudget", "opposition_budget"]

EPIC = 3
"""The most a goal's difficulty should be, in multiples of the party's levels."""


@dataclass(frozen=True)
class OppositionBudget:
    """What the opposition costs against the goal a balanced adventure would give."""

    goal: int
    """The difficulty of a balanced goal: the party's levels added up."""
    cost: int
    groups: tuple[tuple[str, int, int, int], ...]
    """(first name, count, level, cost) of each group of alike opponents."""

    @property
    def share(self) -> float:
        """The part of the goal's Advantage the opposition uses (1.0: all of it)."""
        return self.cost / self.goal if self.goal else float("inf")


def opposition_budget(ruleset: Ruleset,
                      combatants: Sequence[Combatant]) -> OppositionBudget | None:
    """The budget of an encounter, or None when the ruleset does not price opposition."""
    spec = ruleset.sheet.opposition if ruleset.sheet is not None else None
    if spec is None:
        return None
    level_field = sheet_of(ruleset).opposition.model.level_field  # type: ignore[union-attr]
    party = [c for c in combatants if c.side == PARTY]
    levels = [int(c.numbers.get(level_field, 0)) for c in party]
    top = max(levels, default=0)
    groups: dict[str, list[Combatant]] = {}
    for combatant in combatants:
        if combatant.side == OPPOSITION:
            groups.setdefault(combatant.kind, []).append(combatant)
    priced = []
    for members in groups.values():
        level = int(members[0].numbers.get(level_field, 0))
        count = sum(m.members for m in members)  # a group sheet: each of its characters
        cost = opposition_cost(ruleset, count, level, top)
        priced.append((members[0].name, count, level, cost))
    return OppositionBudget(sum(levels), sum(p[3] for p in priced), tuple(priced))
