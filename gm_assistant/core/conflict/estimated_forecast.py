"""The estimated forecast of a fight: what the seeded simulated fights played so far give
(`simulation`), every share with its 95% interval, every mean with its own.
"""

from __future__ import annotations

from fractions import Fraction

from gm_assistant.core.conflict.estimate import Estimate, mean_estimate, wilson
from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.conflict.fight_forecast import (
    MAX_ROUNDS_SHOWN,
    FightForecast,
    shared_by_kind,
    spent_by_side,
)
from gm_assistant.core.conflict.opening import Openings
from gm_assistant.core.conflict.simulation import FightTally

__all__ = ["estimated_forecast"]


def estimated_forecast(fight: Fight, conflict_id: str, tally: FightTally, orders: Openings,
                       planned: int, seed: int) -> FightForecast:
    """The forecast the simulated fights so far give: every share with its Wilson
    interval (an interchangeable group's shared chance is the mean of its members'
    counts, whose spread is at most a single member's, so the interval stays at 95% or
    wider), the means with theirs. What the opening spends is its exact average, added to
    the simulated rounds' (whose interval it leaves as it is)."""
    n = tally.fights
    beyond = sum(count for number, count in tally.lengths.items()
                 if number > MAX_ROUNDS_SHOWN)
    shown: dict[int, Fraction | Estimate] = {
        number: wilson(count, n) for number, count in sorted(tally.lengths.items())
        if number <= MAX_ROUNDS_SHOWN}
    spent = []
    for i, opening in enumerate(orders[1]):
        rounds = mean_estimate(tally.spent[i], tally.spent_squared[i], n)
        extra = float(opening)
        spent.append(Estimate(rounds.value + extra, rounds.low + extra, rounds.high + extra))
    return FightForecast(
        conflict_id, fight.combatants, False, wilson(tally.party_wins, n),
        tuple(wilson(float(c), n)
              for c in shared_by_kind(fight, [Fraction(c) for c in tally.out])),
        tuple(wilson(float(c), n)
              for c in shared_by_kind(fight, [Fraction(c) for c in tally.killed])),
        shown, wilson(beyond, n),
        mean_estimate(tally.rounds, tally.rounds_squared, n),
        spent_by_side(fight, spent), 0, n, p_draw=wilson(tally.draws, n),
        planned=planned, seed=seed)
