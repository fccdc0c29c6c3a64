"""A contest's race (`contest.Race`): each exchange marks victories with fixed chances;
the first side to the goal wins. Its steps, its end and how many exchanges it takes,
against every sequence of exchanges enumerated here."""

from __future__ import annotations

import itertools
from fractions import Fraction

from gm_assistant.core.conflict.chain import absorb
from gm_assistant.core.conflict.contest import Race

# An exchange: the party marks one (1/2), the opposition one (1/3), or the party two with
# style (1/12), or nobody (1/12).
MARKS = {(1, 0): Fraction(1, 2), (0, 1): Fraction(1, 3), (2, 0): Fraction(1, 12),
         (0, 0): Fraction(1, 12)}
GOAL = 3


def _ends_by(exchanges: int) -> tuple[dict[int, Fraction], Fraction]:
    """Every sequence of `exchanges` exchanges, weighed by all its chances: the exchange
    at which a score first reaches the goal, and the chance none has after them."""
    ended: dict[int, Fraction] = {}
    going = Fraction(0)
    for sequence in itertools.product(MARKS.items(), repeat=exchanges):
        chance = Fraction(1)
        for _, p in sequence:
            chance *= p
        ours = theirs = 0
        for number, ((a, b), _) in enumerate(sequence, 1):
            ours, theirs = ours + a, theirs + b
            if max(ours, theirs) >= GOAL:
                ended[number] = ended.get(number, Fraction(0)) + chance
                break
        else:
            going += chance
    return ended, going


def test_a_step_caps_each_score_at_the_goal() -> None:
    race = Race(MARKS, GOAL)
    assert dict(race.step((2, 0))) == {(3, 0): Fraction(1, 2) + Fraction(1, 12),
                                       (2, 1): Fraction(1, 3), (2, 0): Fraction(1, 12)}
    assert race.over((3, 1)) and race.over((0, 3)) and not race.over((2, 2))


def test_the_exchanges_it_takes_match_every_sequence() -> None:
    race = Race(MARKS, GOAL)
    exchanges, beyond = race.exchanges(5)
    ended, going = _ends_by(5)
    assert exchanges == ended and beyond == going
    assert sum(exchanges.values()) + beyond == 1


def test_the_party_wins_as_a_recursion_over_the_scores_says() -> None:
    def wins(ours: int, theirs: int) -> Fraction:
        if ours >= GOAL:
            return Fraction(1)
        if theirs >= GOAL:
            return Fraction(0)
        # nobody marks with 1/12: P = sum over marks, solved for the self-loop
        moving = sum((p * wins(ours + a, theirs + b) for (a, b), p in MARKS.items()
                      if (a, b) != (0, 0)), Fraction(0))
        return moving / (1 - MARKS[(0, 0)])

    race = Race(MARKS, GOAL)
    solved = absorb((0, 0), race.step, race.over)
    party = sum((p for (a, b), p in solved.outcomes.items() if a >= GOAL > b), Fraction(0))
    assert party == wins(0, 0)
