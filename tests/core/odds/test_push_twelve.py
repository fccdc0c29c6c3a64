"""A Year Zero push on a pool of up to 12 dice read as sixes and ones (issue 24, item 4).

A push splits the pool in five counts (sixes and ones on the dice that stay, on the
others, and how many others): 13^5 combinations for 12 dice was refused. The counts only
depend on how many dice fall in each class of faces (a six, a one, anything else), so a
12-die pool has 91 cases; the push is worked out as a Markov chain over them.

Oracles written here: every face of every die for small pools (itertools.product, a push
rolling every other die again), and for 12 dice a closed form over the multinomial counts
of sixes, ones and the rest (math.comb), pushed again the same way.
"""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.odds.resolve import walked_rolls
from tests.core.test_pools import PUSH, _load

TWELVE = PUSH.replace("max: 8}", "max: 12}").replace("max: 2}, default: 1",
                                                     "max: 3}, default: 1")
SIX = ONE = Fraction(1, 6)
REST = Fraction(4, 6)

# (outcome, banes) -> chance
Ends = dict[tuple[str, int], Fraction]


def _outcome(sixes: int) -> str:
    return "critical" if sixes >= 2 else "success" if sixes >= 1 else "failure"


def _faces(faces: tuple[int, ...], pushes: int) -> Ends:
    """Dice showing `faces`, pushed while failing: every other die over its six faces."""
    return _sorted_faces(tuple(sorted(faces)), pushes)


@functools.cache  # the order of the dice does not matter: each multiset once
def _sorted_faces(faces: tuple[int, ...], pushes: int) -> Ends:
    sixes, banes = faces.count(6), faces.count(1)
    others = [f for f in faces if f not in (6, 1)]
    if _outcome(sixes) != "failure" or pushes == 0 or not others:
        return {(_outcome(sixes), banes): Fraction(1)}
    stay = tuple(f for f in faces if f in (6, 1))
    result: Ends = {}
    for again in itertools.product(range(1, 7), repeat=len(others)):
        for key, p in _faces(stay + again, pushes - 1).items():
            result[key] = result.get(key, Fraction(0)) + p / 6 ** len(others)
    return result


def _brute(dice: int, pushes: int) -> Ends:
    result: Ends = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        for key, p in _faces(faces, pushes).items():
            result[key] = result.get(key, Fraction(0)) + p / 6 ** dice
    return result


def _multinomial(dice: int, sixes: int, ones: int) -> Fraction:
    """The chance that `dice` dice show exactly `sixes` sixes and `ones` ones."""
    rest = dice - sixes - ones
    ways = math.comb(dice, sixes) * math.comb(dice - sixes, ones)
    return ways * SIX ** sixes * ONE ** ones * REST ** rest


@functools.cache
def _closed(dice: int, pushes: int, banes_before: int = 0) -> Ends:
    """`dice` dice rolled afresh (with `banes_before` ones staying from earlier throws and
    no six among them): the multinomial counts, the rest rolled again on a failure."""
    result: Ends = {}
    for sixes in range(dice + 1):
        for ones in range(dice - sixes + 1):
            chance = _multinomial(dice, sixes, ones)
            rest = dice - sixes - ones
            banes = banes_before + ones
            if sixes == 0 and pushes > 0 and rest > 0:
                for key, p in _closed(rest, pushes - 1, banes).items():
                    result[key] = result.get(key, Fraction(0)) + chance * p
                continue
            key = (_outcome(sixes), banes)
            result[key] = result.get(key, Fraction(0)) + chance
    return result


def _engine(dice: int, pushes: int) -> Ends:
    ruleset = _load("push12", TWELVE)
    odds = check_odds(ruleset, "skill", {"dice": dice, "pushes": pushes})
    outcomes = {o.key: o.probability for o in odds.outcomes if o.probability}
    banes = {k: v for k, v in odds.measures["banes"].items() if v}
    return {"outcomes": outcomes, "banes": banes}  # type: ignore[dict-item]


def _marginals(ends: Ends) -> dict[str, dict[object, Fraction]]:
    outcomes: dict[object, Fraction] = {}
    banes: dict[object, Fraction] = {}
    for (outcome, count), p in ends.items():
        outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + p
        banes[count] = banes.get(count, Fraction(0)) + p
    return {"outcomes": outcomes, "banes": banes}


@pytest.mark.parametrize(("dice", "pushes"), [(3, 1), (3, 3), (4, 2)])
def test_a_small_pushed_pool_matches_every_face(dice: int, pushes: int) -> None:
    assert _engine(dice, pushes) == _marginals(_brute(dice, pushes))


def test_the_closed_form_agrees_with_every_face() -> None:
    """The 12-die oracle is checked on a pool small enough for every face."""
    assert _closed(4, 2) == _brute(4, 2)
    assert _closed(3, 3) == _brute(3, 3)


@pytest.mark.parametrize("pushes", [0, 1, 2, 3])
def test_twelve_dice_pushed_match_the_closed_form(pushes: int) -> None:
    assert _engine(12, pushes) == _marginals(_closed(12, pushes))


def test_twelve_dice_pushed_once_success_by_binomials() -> None:
    """P(success) after one push, as a table would work it out: at least one six at
    once, or no six with `j` ones and a six among the 12 - j dice rolled again."""
    expected = 1 - Fraction(5, 6) ** 12
    for ones in range(13):
        no_six = math.comb(12, ones) * ONE ** ones * REST ** (12 - ones)
        expected += no_six * (1 - Fraction(5, 6) ** (12 - ones))
    ruleset = _load("push12", TWELVE)
    assert check_odds(ruleset, "skill", {"dice": 12, "pushes": 1}).p_success == expected
    assert walked_rolls(ruleset.checks["skill"]) == 1
