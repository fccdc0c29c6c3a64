"""What a fight's forecast holds (`FightForecast`): who wins, who goes down, how long it
lasts, what it costs, exact or estimated; and how its figures per fighter and per side are
laid out, whichever way they were found (interchangeable fighters share their group's
chance, `shared_by_kind`; each side's spending, `spent_by_side`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.conflict.estimate import Estimate
from gm_assistant.core.conflict.exact import Rational, fraction
from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.errors import GMAssistantError

__all__ = [
    "MAX_ROUNDS_SHOWN",
    "ConflictError",
    "FightForecast",
    "shared_by_kind",
    "spent_by_side",
]

MAX_ROUNDS_SHOWN = 30
"""Rounds listed one by one at most; the rest of the chance is given as "more than"."""


class ConflictError(GMAssistantError):
    """A fight that cannot be forecast (nobody can ever take anybody out)."""


@dataclass(frozen=True)
class FightForecast:
    """Everything a GM wants to know about a fight before running it.

    Exact fields are Fractions; when `exact` is False the chain was too large and every
    number is an `Estimate` (with its 95% interval) from `fights` simulated fights, of the
    `planned` ones, played with `seed`. A forecast with fewer fights than planned is a
    partial one, reported while the simulation runs (`final` tells).
    """

    conflict: str
    combatants: tuple[Combatant, ...]
    exact: bool
    p_party_wins: Fraction | Estimate
    p_out: tuple[Fraction | Estimate, ...]
    """Each combatant's chance of being out at the end; interchangeable fighters (one side,
    one kind: six goblins) share their group's average."""
    p_killed: tuple[Fraction | Estimate, ...]
    """Each combatant's chance of being killed, where the rules kill (else 0)."""
    rounds: dict[int, Fraction | Estimate]
    rounds_beyond: Fraction | Estimate
    """The chance the fight lasts more than the rounds listed."""
    expected_rounds: Fraction | Estimate
    spent: dict[str, dict[str, Fraction | Estimate]]
    """Expected pool units spent by each side: {"party": {"luck": ...}}."""
    states: int
    fights: int = 0
    notes: tuple[str, ...] = field(default_factory=tuple)
    p_draw: Fraction | Estimate = Fraction(0)
    """The chance that both sides go down in the same round (nobody wins)."""
    planned: int = 0
    """The fights the simulation plays in all (0 when exact)."""
    seed: int | None = None
    """The simulation's seed (None when exact)."""

    @property
    def final(self) -> bool:
        """Exact, or an estimate whose every planned fight has been played."""
        return self.exact or self.fights >= self.planned


def shared_by_kind(fight: Fight, values: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """Interchangeable fighters (one side, one kind) share their chance: the chain tells
    them apart only by their states, so each gets the group's average."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, combatant in enumerate(fight.combatants):
        groups.setdefault((combatant.side, combatant.kind), []).append(i)
    shared = list(values)
    for members in groups.values():
        mean = sum((values[i] for i in members), Fraction(0)) / len(members)
        for i in members:
            shared[i] = mean
    return tuple(shared)


def spent_by_side(fight: Fight, spent: Sequence[Rational | Estimate],
                  ) -> dict[str, dict[str, Fraction | Estimate]]:
    """Each side's average spending of each pool some rule spends from."""
    pools = fight.pool_names
    spendable = fight.spendable()
    return {side: {name: value if isinstance(value, Estimate) else fraction(value)
                   for j, name in enumerate(pools) if name in spendable
                   for value in (spent[k * len(pools) + j],)}
            for side, k in ((PARTY, 0), (OPPOSITION, 1))}
