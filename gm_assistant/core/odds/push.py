"""A push: after seeing a pool, roll again every die that does not show a face that stays
(Year Zero's "push the roll"), while the outcome is one the check pushes from.

The pool is read split in two, exactly, by icepool: each value counted on the dice that
stay and on the others, and how many others there are. A push keeps the first part and
rolls the others afresh (split the same way, for a further push). Only pools whose values
are counts of dice can be pushed: a count is the sum of its parts.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from gm_assistant.core.dice.pool import PoolDie, PoolValue, joint_distribution

__all__ = ["Split", "split_distribution", "split_readings"]

# (values on the dice that stay, values on the others, how many others) -> chance
Split = dict[tuple[tuple[int, ...], tuple[int, ...], int], Fraction]


def split_readings(die: PoolDie, values: Sequence[PoolValue], keep: frozenset[int],
                   ) -> tuple[PoolValue, ...]:
    """Each count on the dice that stay, then on the others, then how many others."""
    faces = sorted(int(face) for face in die.die().outcomes())
    stay = [face for face in faces if face in keep]
    others = [face for face in faces if face not in keep]
    return (*(PoolValue("count", frozenset(f for f in stay if v.counts(f))) for v in values),
            *(PoolValue("count", frozenset(f for f in others if v.counts(f))) for v in values),
            PoolValue("count", frozenset(others)))


@lru_cache(maxsize=512)
def split_distribution(die: PoolDie, count: int, values: tuple[PoolValue, ...],
                       keep: frozenset[int]) -> Split:
    """The exact joint distribution of `count` such dice, split by `keep`."""
    readings = split_readings(die, values, keep)
    size = len(values)
    return {(key[:size], key[size:2 * size], key[2 * size]): chance
            for key, chance in joint_distribution(die, count, readings).items()}
