"""A pool's joint values as whole-number weights: counts (icepool's pool evaluation over
the die mapped to classes of faces) and other values (icepool's multiset expressions),
each checked against every face of every die enumerated one by one."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from gm_assistant.core.dice import pool as dice_pool
from gm_assistant.core.dice.pool import PoolDie, PoolValue, joint_distribution, joint_weights


def _faces(die: PoolDie) -> dict[int, Fraction]:
    """One die's final values, worked out by hand: explosions, then rerolls."""
    plain = {face: Fraction(1, die.sides) for face in range(die.low, die.top + 1)}
    exploded: dict[int, Fraction] = {}

    def explode(total: int, chance: Fraction, left: int) -> None:
        for face, p in plain.items():
            if face == die.top and left > 0:
                explode(total + face, chance * p, left - 1)
            else:
                exploded[total + face] = exploded.get(total + face, Fraction(0)) + chance * p

    explode(0, Fraction(1), die.explode)
    final = dict(exploded)
    for _ in range(die.reroll_depth):
        again = sum((p for v, p in final.items() if v in die.reroll), Fraction(0))
        final = {v: (Fraction(0) if v in die.reroll else p) + again * exploded[v]
                 for v, p in final.items()}
    return {v: p for v, p in final.items() if p}


def _brute(die: PoolDie, count: int, values: tuple[PoolValue, ...],
           ) -> dict[tuple[int, ...], Fraction]:
    one = _faces(die)
    result: dict[tuple[int, ...], Fraction] = {}
    for faces in itertools.product(one, repeat=count):
        chance = Fraction(1)
        for face in faces:
            chance *= one[face]
        key = tuple(value.read(faces) for value in values)
        result[key] = result.get(key, Fraction(0)) + chance
    return result


HITS_AND_ONES = (PoolValue("count", at_least=5), PoolValue("count", faces=frozenset({1})))
CASES = [
    (PoolDie(6), 0, HITS_AND_ONES),
    (PoolDie(6), 1, HITS_AND_ONES),
    (PoolDie(6), 5, HITS_AND_ONES),
    (PoolDie(6), 4, (PoolValue("count", faces=frozenset({6})),)),
    (PoolDie(10, low=0), 4, (PoolValue("count", at_least=7),
                             PoolValue("count", faces=frozenset({0})),
                             PoolValue("count", at_most=3, at_least=2))),
    (PoolDie(6, explode=2), 3, (PoolValue("count", at_least=6),
                                PoolValue("count", faces=frozenset({1})))),
    (PoolDie(6, reroll=frozenset({1}), reroll_depth=1), 4, HITS_AND_ONES),
    (PoolDie(3, low=-1), 5, (PoolValue("count", faces=frozenset({1})),
                             PoolValue("count", faces=frozenset({-1})))),
    (PoolDie(6), 4, (PoolValue("highest", n=2), PoolValue("count", faces=frozenset({6})))),
    (PoolDie(8), 3, (PoolValue("sum"), PoolValue("lowest", n=1))),
]


@pytest.mark.parametrize(("die", "count", "values"), CASES)
def test_joint_weights_match_every_face_enumerated(die: PoolDie, count: int,
                                                   values: tuple[PoolValue, ...]) -> None:
    dice_pool.joint_weights.cache_clear()
    weights, denominator = joint_weights(die, count, values)
    assert {key: Fraction(w, denominator) for key, w in weights.items()} \
        == _brute(die, count, values)
    assert joint_distribution(die, count, values) == _brute(die, count, values)
