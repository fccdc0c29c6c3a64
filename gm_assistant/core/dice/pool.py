"""Dice pools: several dice of one kind read together (how many show 5 or 6, how many show
1, the highest two, the total), exactly, over the multiset of faces.

A pool never walks its dice one by one. Icepool gives each die (explosions, rerolls) and
evaluates the multiset of faces. Values that are all counts only tell faces apart by
which values count them, so the die is first mapped to those classes of faces (a d6 read
as hits and ones is a three-sided die) and icepool's pool evaluation adds up the counts
of each class (`_JointCounts`, a bare evaluator: its general expression pass over the
same pool cost twice as much). The same module rolls a pool physically (for the Table)
and reads values from faces a GM typed in, so the three agree by construction of one
`PoolValue` definition.

    >>> dist = joint_distribution(PoolDie(6), 2, (PoolValue("count", at_least=6),))
    >>> dist[(1,)]
    Fraction(5, 18)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal

import icepool

from gm_assistant.core.dice.notation import MAX_EXPLODE_DEPTH, DiceNotationError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "MAX_POOL_DICE",
    "MAX_POOL_SIDES",
    "MAX_POOL_STATES",
    "PoolDie",
    "PoolValue",
    "joint_distribution",
    "joint_weights",
    "mixed_weights",
    "pool_values",
    "roll_mixed",
    "roll_pool",
    "state_bound",
]

# Bounds that keep every pool a matter of milliseconds to seconds, whatever a file says.
MAX_POOL_DICE = 40
MAX_POOL_SIDES = 100
# The joint values of one pool may take at most this many combinations (an estimate made
# from the values' ranges before anything is computed).
MAX_POOL_STATES = 200_000

ValueKind = Literal["count", "highest", "lowest", "sum", "effect"]


@dataclass(frozen=True)
class PoolDie:
    """One die of a pool: `sides` faces from `low` (1 for d6, 0 for a d10 read 0-9, -1 for
    a Fate die), exploding on its top face up to `explode` times, and rerolled up to
    `reroll_depth` times while it shows one of `reroll` (its final value)."""

    sides: int
    low: int = 1
    explode: int = 0
    reroll: frozenset[int] = field(default_factory=frozenset)
    reroll_depth: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.sides <= MAX_POOL_SIDES:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError", "a pool's die has 1 to {max_pool_sides} sides, got {sides}"),
                max_pool_sides=MAX_POOL_SIDES, sides=self.sides)
        if not 0 <= self.explode <= MAX_EXPLODE_DEPTH:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError",
                "a die explodes 0 to {max_explode_depth} times, got {explode}"),
                max_explode_depth=MAX_EXPLODE_DEPTH, explode=self.explode)
        if self.explode and self.sides < 2:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError", "only dice of 2 or more sides explode"))
        if not 0 <= self.reroll_depth <= MAX_EXPLODE_DEPTH:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError", "a die is rerolled 0 to {max_explode_depth} times, got "
                "{reroll_depth}"),
                max_explode_depth=MAX_EXPLODE_DEPTH, reroll_depth=self.reroll_depth)

    @property
    def top(self) -> int:
        return self.low + self.sides - 1

    @property
    def label(self) -> str:
        """The die as a player would name it: d6, d10-1, dF, d6!3 (rerolls 1)."""
        if self.low == -1 and self.sides == 3:
            text = "dF"
        else:
            shift = self.low - 1
            text = f"d{self.sides}" + (f"{shift:+d}" if shift else "")
        if self.explode:
            text += f"!{self.explode}"
        if self.reroll and self.reroll_depth:
            faces = ", ".join(str(f) for f in sorted(self.reroll))
            times = "" if self.reroll_depth == 1 else f" up to {self.reroll_depth} times"
            text += f" (rerolls {faces}{times})"
        return text

    def die(self) -> icepool.Die[int]:
        """The icepool Die of one such die (explosions and rerolls included)."""
        return _die(self)

    def roll(self, rng: random.Random) -> int:
        """One physical roll of the die, exploding and rerolling as it says."""
        value = self._roll_exploding(rng)
        for _ in range(self.reroll_depth):
            if value not in self.reroll:
                break
            value = self._roll_exploding(rng)
        return value

    def _roll_exploding(self, rng: random.Random) -> int:
        face = rng.randint(self.low, self.top)
        total = face
        for _ in range(self.explode):
            if face != self.top:
                break
            face = rng.randint(self.low, self.top)
            total += face
        return total


@lru_cache(maxsize=256)
def _die(spec: PoolDie) -> icepool.Die[int]:
    single: icepool.Die[int] = icepool.Die(range(spec.low, spec.top + 1))
    if spec.explode:
        single = single.explode(depth=spec.explode)
    if spec.reroll and spec.reroll_depth:
        single = single.reroll(sorted(spec.reroll), depth=spec.reroll_depth)
    return single


@dataclass(frozen=True)
class PoolValue:
    """One number read from a pool's faces.

    - `count`: how many dice show one of `faces`, or at least `at_least`, or at most
      `at_most` (the conditions that are given must all hold);
    - `highest` / `lowest`: the sum of the `n` highest / lowest dice (0 for an empty pool,
      all the dice when there are fewer than `n`);
    - `sum`: the total of every die;
    - `effect`: the most sides among the dice not kept, not counting a die showing 1
      (0 when there is none), where the kept dice are the `n` highest and, between dice
      showing the same face, the smaller die is kept (Cortex Prime's effect die: the
      larger is left for the effect, the total is the same).
    """

    kind: ValueKind
    faces: frozenset[int] | None = None
    at_least: int | None = None
    at_most: int | None = None
    n: int = 1

    def counts(self, face: int) -> bool:
        """Whether a die showing `face` is counted (for `count` values)."""
        return ((self.faces is None or face in self.faces)
                and (self.at_least is None or face >= self.at_least)
                and (self.at_most is None or face <= self.at_most))

    def read(self, faces: Sequence[int], sides: Sequence[int] | None = None) -> int:
        """This value for dice showing `faces` (of `sides` sides each, which only
        `effect` reads; all alike when not given)."""
        if self.kind == "count":
            return sum(1 for face in faces if self.counts(face))
        if self.kind == "sum":
            return sum(faces)
        if self.kind == "effect":
            sizes = list(sides) if sides is not None else [0] * len(faces)
            ranked = sorted(zip(faces, sizes, strict=True), key=lambda d: (-d[0], d[1]))
            return max((size for face, size in ranked[self.n:] if face != 1), default=0)
        ordered = sorted(faces, reverse=self.kind == "highest")
        return sum(ordered[: self.n])

    def span(self, count: int, die: PoolDie) -> int:
        """How many different values this can take for `count` dice (an upper bound)."""
        high = die.top * (die.explode + 1)
        low = die.low
        if self.kind == "count":
            return count + 1
        if self.kind == "effect":
            return die.sides + 1  # 0 or one of the dice's sizes, at most the widest
        dice = count if self.kind == "sum" else min(self.n, count)
        return dice * (high - low) + 1


def pool_values(values: Sequence[PoolValue], faces: Sequence[int],
                sides: Sequence[int] | None = None) -> tuple[int, ...]:
    """Every value of a pool whose dice show `faces` (what the Table reads from a roll),
    the dice having `sides` sides each when they differ."""
    return tuple(value.read(faces, sides) for value in values)


def state_bound(die: PoolDie, count: int, values: Sequence[PoolValue]) -> int:
    """An upper bound on the combinations of the values for `count` dice, before any
    work: the product of each value's span."""
    return math.prod(value.span(count, die) for value in values)


def _expression(value: PoolValue, pool: icepool.MultisetExpression[int],
                ) -> icepool.MultisetEvaluator | object:
    if value.kind == "count":
        return pool.keep_outcomes(value.counts).size()
    if value.kind == "sum":
        return pool.sum()
    kept = pool.highest(value.n) if value.kind == "highest" else pool.lowest(value.n)
    return kept.sum()


class _JointCounts(icepool.MultisetEvaluator):  # type: ignore[misc]
    """How many dice of a pool fall in each reading, where each outcome of the (class)
    die says which readings count it: icepool's pool evaluation, whose state is the
    counts so far."""

    def __init__(self, signatures: Sequence[tuple[bool, ...]]) -> None:
        self.signatures = tuple(signatures)

    def initial_state(self, order: Any, outcomes: Any, *sizes: Any,
                      **kwargs: Any) -> tuple[int, ...]:
        return (0,) * len(self.signatures[0])

    def next_state(self, state: tuple[int, ...], order: Any, outcome: int,
                   count: int) -> tuple[int, ...]:
        return tuple(so_far + count if counted else so_far
                     for so_far, counted in zip(state, self.signatures[outcome], strict=True))

    def final_outcome(self, final_state: tuple[int, ...], order: Any, outcomes: Any,
                      *sizes: Any, **kwargs: Any) -> tuple[int, ...]:
        return final_state


@lru_cache(maxsize=512)
def joint_weights(die: PoolDie, count: int, values: tuple[PoolValue, ...],
                  ) -> tuple[dict[tuple[int, ...], int], int]:
    """The exact joint distribution of `values` for `count` such dice, as whole-number
    weights over one denominator (what the odds engine adds up before any fraction).

    Raises DiceNotationError when the count is out of bounds or the values could take
    more than MAX_POOL_STATES combinations.
    """
    if not 0 <= count <= MAX_POOL_DICE:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "a pool has 0 to {max_pool_dice} dice, got {count}"),
            max_pool_dice=MAX_POOL_DICE, count=count)
    single = die.die()
    counts_only = all(value.kind == "count" for value in values)
    order: list[tuple[bool, ...]] = []
    bound = state_bound(die, count, values)
    if counts_only:
        # Counts only tell faces apart by which values count them: a d6 read as hits and
        # ones is a three-sided die (icepool's `map`), its pool counted class by class.
        for face in single.outcomes():
            signature = tuple(value.counts(int(face)) for value in values)
            if signature not in order:
                order.append(signature)
        # The counts are a function of how many dice fall in each class: at most the
        # multisets of `count` classes (12 pushed dice read as sixes and ones, split in
        # five counts, fall in three classes: 91 cases, not 13^5).
        bound = min(bound, math.comb(count + len(order) - 1, len(order) - 1))
    if bound > MAX_POOL_STATES:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "{count} dice read as {count_2} values may take about {bound:,} "
            "combinations (at most {max_pool_states:,})"),
            count=count, count_2=len(values), bound=bound, max_pool_states=MAX_POOL_STATES)

    if counts_only:
        classes = single.map(lambda face: order.index(tuple(v.counts(face) for v in values)))
        result = _JointCounts(order).evaluate(classes.pool(count))
    else:
        def expressions(pool: icepool.MultisetExpression[int]) -> tuple[object, ...]:
            return tuple(_expression(value, pool) for value in values)

        read: Any = icepool.multiset_function(expressions)  # one joint pass over the pool
        result = read(single.pool(count))
    return ({tuple(int(v) for v in outcome): quantity for outcome, quantity in result.items()},
            result.denominator())


def joint_distribution(die: PoolDie, count: int, values: tuple[PoolValue, ...],
                       ) -> dict[tuple[int, ...], Fraction]:
    """The exact joint distribution of `values` for `count` such dice (see
    `joint_weights`, whose cache it shares)."""
    weights, denominator = joint_weights(die, count, values)
    return {outcome: Fraction(weight, denominator) for outcome, weight in weights.items()}


def roll_pool(die: PoolDie, count: int, rng: random.Random) -> tuple[int, ...]:
    """The faces of `count` such dice rolled with `rng` (explosions summed per die)."""
    if not 0 <= count <= MAX_POOL_DICE:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "a pool has 0 to {max_pool_dice} dice, got {count}"),
            max_pool_dice=MAX_POOL_DICE, count=count)
    return tuple(die.roll(rng) for _ in range(count))


# A die of a mixed pool shows a code: its face and its size in one whole number, ordered by
# face and, between equal faces, the smaller die above (the one kept first).
_SIZE_CODES = 256


def _code(face: int, sides: int) -> int:
    return face * _SIZE_CODES + (_SIZE_CODES - 1 - sides)


class _MixedReadings(icepool.MultisetEvaluator):  # type: ignore[misc]
    """The values of a pool of dice of different sizes, read from the highest code down:
    the state is how many dice are above, and each value so far."""

    def __init__(self, values: Sequence[PoolValue]) -> None:
        self.values = tuple(values)

    def initial_state(self, order: Any, outcomes: Any, size: Any,
                      **kwargs: Any) -> tuple[int, int, tuple[int, ...]]:
        if order != icepool.Order.Descending:
            raise icepool.UnsupportedOrder()
        return 0, int(size), (0,) * len(self.values)

    def next_state(self, state: tuple[int, int, tuple[int, ...]], order: Any, code: int,
                   count: int) -> tuple[int, int, tuple[int, ...]]:
        above, size, read = state
        face, sides = divmod(code, _SIZE_CODES)
        sides = _SIZE_CODES - 1 - sides
        new = []
        for value, so_far in zip(self.values, read, strict=True):
            kind = value.kind
            if kind == "count":
                so_far += count if value.counts(face) else 0
            elif kind == "sum":
                so_far += face * count
            elif kind == "highest":
                so_far += face * max(0, min(count, value.n - above))
            elif kind == "lowest":  # the dice at or past position size - n, from the top
                start = max(above, size - value.n)
                so_far += face * max(0, above + count - start)
            elif count and face != 1 and above + count > value.n:  # effect: a die not kept
                so_far = max(so_far, sides)
            new.append(so_far)
        return above + count, size, tuple(new)

    def final_outcome(self, final_state: tuple[int, int, tuple[int, ...]], order: Any,
                      outcomes: Any, *sizes: Any, **kwargs: Any) -> tuple[int, ...]:
        return final_state[2]


@lru_cache(maxsize=256)
def mixed_weights(dice: tuple[PoolDie, ...], values: tuple[PoolValue, ...],
                  ) -> tuple[dict[tuple[int, ...], int], int]:
    """The exact joint distribution of `values` for a pool of `dice` (sizes may differ;
    Cortex Prime's d4 d6 d8 d8 d10 d12), as whole-number weights over one denominator:
    icepool's evaluation of the pool of every die, each face coded with its size.

    Raises DiceNotationError when there are too many dice or the values could take more
    than MAX_POOL_STATES combinations.
    """
    if len(dice) > MAX_POOL_DICE:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "a pool has 0 to {max_pool_dice} dice, got {count}"),
            max_pool_dice=MAX_POOL_DICE, count=len(dice))
    if not dice:
        return {tuple(0 for _ in values): 1}, 1
    low = min(d.low for d in dice)
    # a die covering every face of them all (for the bound only)
    covering = PoolDie(min(MAX_POOL_SIDES, max(d.top for d in dice) - low + 1), low,
                       max(d.explode for d in dice))
    # at most one reading per combination of faces
    faces = math.prod(len(spec.die().outcomes()) for spec in dice)
    bound = min(state_bound(covering, len(dice), values), faces)
    if bound > MAX_POOL_STATES:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "{count} dice read as {count_2} values may take about {bound:,} "
            "combinations (at most {max_pool_states:,})"),
            count=len(dice), count_2=len(values), bound=bound, max_pool_states=MAX_POOL_STATES)
    coded = [spec.die().map(lambda face, sides=spec.sides: _code(int(face), sides))
             for spec in dice]
    result = _MixedReadings(values).evaluate(icepool.Pool(coded))
    return ({tuple(int(v) for v in outcome): quantity for outcome, quantity in result.items()},
            result.denominator())


def roll_mixed(dice: Sequence[PoolDie], rng: random.Random) -> tuple[int, ...]:
    """The faces of `dice` rolled with `rng`, in their order."""
    if len(dice) > MAX_POOL_DICE:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "a pool has 0 to {max_pool_dice} dice, got {count}"),
            max_pool_dice=MAX_POOL_DICE, count=len(dice))
    return tuple(die.roll(rng) for die in dice)
