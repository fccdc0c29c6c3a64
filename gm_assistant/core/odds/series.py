"""Series of rolls: the odds that n successive rolls of one check all succeed, or that at
least k of them do.

Each roll of the series is the same check with the same inputs, rolled independently, so
the number of successes follows a binomial law over the check's exact P(success). Spends
are per roll: every roll may spend the budget its inputs give (luck, fate points), as if
the stack were topped up between rolls; a series that drains one stack is a fight, not a
series (see the conflicts).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.engine import CheckOdds, check_odds
from gm_assistant.core.odds.sweep import SweepStopped, Wanted
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_SERIES", "SeriesOdds", "at_least_of", "series_odds"]

MAX_SERIES = 1000
"""The longest series worked out (the exact fractions grow with every roll)."""


@dataclass(frozen=True)
class SeriesOdds:
    """The exact odds of a series of `rolls` rolls of one check."""

    check: CheckOdds
    rolls: int
    at_least: int
    p_all: Fraction
    p_at_least: Fraction
    successes: dict[int, Fraction]
    """P(exactly j of the rolls succeed), j = 0..rolls."""


def at_least_of(p: Fraction, rolls: int, at_least: int) -> Fraction:
    """P(at least `at_least` of `rolls` independent rolls succeed), each with chance `p`:
    the binomial tail, exact."""
    return sum((comb(rolls, j) * p**j * (1 - p) ** (rolls - j)
                for j in range(at_least, rolls + 1)), Fraction(0))


def series_odds(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object] | None,
                rolls: int, at_least: int | None = None,
                wanted: Wanted | None = None) -> SeriesOdds:
    """Exact odds that all `rolls` rolls succeed and that at least `at_least` do
    (default: all of them). InputError for a series out of 1..MAX_SERIES or a k out of
    0..rolls, and for the check's own bad inputs; SweepStopped once `wanted()` turns
    False (asked before the check's odds and before each count of successes)."""
    if not 1 <= rolls <= MAX_SERIES:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "a series has 1 to {max_series} rolls, not {rolls}"),
            max_series=MAX_SERIES, rolls=rolls))
    least = rolls if at_least is None else at_least
    if not 0 <= least <= rolls:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'at least' must be 0 to {rolls} (the rolls), not {wanted}"),
            rolls=rolls, wanted=least))
    if wanted is not None and not wanted():
        raise SweepStopped(0, rolls + 2)
    odds = check_odds(ruleset, check_id, inputs)
    p = odds.p_success
    successes: dict[int, Fraction] = {}
    for j in range(rolls + 1):
        if wanted is not None and not wanted():
            raise SweepStopped(j + 1, rolls + 2)
        successes[j] = comb(rolls, j) * p**j * (1 - p) ** (rolls - j)
    p_at_least = sum((successes[j] for j in range(least, rolls + 1)), Fraction(0))
    return SeriesOdds(odds, rolls, least, successes[rolls], p_at_least, successes)
