"""The best use of each spend of a bonus that may instead roll the dice again.

Fate's invocation gives +2 or a new roll of the dice (bonuses already added stay). After
a roll short of a success, with uses of the budget left, the better use is the one with
the higher chance of ending in a success, counting the uses still left after it: a small
recursion over (the dice showing, bonuses added, uses left), exact in fractions. When the
two chances are equal the bonus is taken (it keeps the dice; it is the only use a check
without `reroll_instead` has, so a roll where rolling again never helps gives the same
odds as the bonus alone). Uses stop at a success, as the bonus spend's `until: success`.

The roll is read through `evaluate(faces, bonuses) -> (state, success)`, so this module
knows nothing of rules or formulas (see `resolve.best_use`, which builds one).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

__all__ = ["BestUse", "Faces", "State"]

Faces = tuple[int, ...]
State = tuple[str, tuple[int, ...]]


class BestUse:
    """The rolls of a check with a bonus budget whose uses may roll again instead.

    `names`: the roll's dice; `combinations`: every combination of their faces (in that
    order) with its whole-number weight over `denominator`. `evaluate(faces, bonuses)`:
    the state the roll ends in with that many bonuses added, and whether it is a success.
    `budget`: the uses (free or paid).
    """

    def __init__(self, names: Sequence[str], combinations: Sequence[tuple[Faces, int]],
                 denominator: int,
                 evaluate: Callable[[Faces, int], tuple[State, bool]], budget: int) -> None:
        self.names = tuple(names)
        self.combinations = list(combinations)
        self.denominator = denominator
        self.budget = budget
        self._index = {faces: i for i, (faces, _) in enumerate(self.combinations)}
        # Each combination with 0..budget bonuses, evaluated once.
        self._ends = [[evaluate(faces, b) for b in range(budget + 1)]
                      for faces, _ in self.combinations]
        self._chances: dict[tuple[int, int, int], Fraction] = {}
        self._fresh: dict[tuple[int, int], Fraction] = {}
        self._endings: dict[tuple[int, int, int], dict[State, Fraction]] = {}
        self._fresh_endings: dict[tuple[int, int], dict[State, Fraction]] = {}

    def success_chance(self, index: int, bonuses: int, left: int) -> Fraction:
        """P(a success in the end) from combination `index` showing, with `bonuses` added
        and `left` uses left, taking the better use each time."""
        key = (index, bonuses, left)
        found = self._chances.get(key)
        if found is None:
            if self._ends[index][bonuses][1]:
                found = Fraction(1)
            elif left == 0:
                found = Fraction(0)
            else:
                found = max(self.success_chance(index, bonuses + 1, left - 1),
                            self.fresh_chance(bonuses, left - 1))
            self._chances[key] = found
        return found

    def fresh_chance(self, bonuses: int, left: int) -> Fraction:
        """P(a success in the end) from a new roll, with `bonuses` added and `left` uses."""
        found = self._fresh.get((bonuses, left))
        if found is None:
            total = sum(weight * self.success_chance(i, bonuses, left)
                        for i, (_, weight) in enumerate(self.combinations))
            found = self._fresh[bonuses, left] = Fraction(total, self.denominator)
        return found

    def _rolls_again(self, index: int, bonuses: int, left: int) -> bool:
        """Whether the better use at this point (not a success, a use left) is a new roll."""
        return (self.fresh_chance(bonuses, left - 1)
                > self.success_chance(index, bonuses + 1, left - 1))

    def reroll_better(self, faces: Mapping[str, object], bonuses: int, left: int) -> bool:
        """For a real roll showing `faces` (each die's face by name), short of a success
        with `bonuses` added and `left` uses left: roll again (True) or add the bonus
        (False)."""
        shown = tuple(faces.get(name) for name in self.names)
        index = self._index.get(shown)  # type: ignore[arg-type]  # None for a stranger
        if index is None or left <= 0:
            return False
        return self._rolls_again(index, bonuses, left)

    def _ending(self, index: int, bonuses: int, left: int) -> dict[State, Fraction]:
        """The states a roll showing combination `index` ends in."""
        key = (index, bonuses, left)
        found = self._endings.get(key)
        if found is None:
            state, success = self._ends[index][bonuses]
            if success or left == 0:
                found = {state: Fraction(1)}
            elif self._rolls_again(index, bonuses, left):
                found = self._fresh_ending(bonuses, left - 1)
            else:
                found = self._ending(index, bonuses + 1, left - 1)
            self._endings[key] = found
        return found

    def _fresh_ending(self, bonuses: int, left: int) -> dict[State, Fraction]:
        """The states a new roll ends in."""
        found = self._fresh_endings.get((bonuses, left))
        if found is None:
            found = {}
            for i, (_, weight) in enumerate(self.combinations):
                chance = Fraction(weight, self.denominator)
                for state, p in self._ending(i, bonuses, left).items():
                    found[state] = found.get(state, Fraction(0)) + chance * p
            self._fresh_endings[bonuses, left] = found
        return found

    def distribution(self) -> tuple[dict[State, int], int]:
        """The states a roll ends in, as whole-number weights over one denominator."""
        chances = self._fresh_ending(0, self.budget)
        common = math.lcm(*(p.denominator for p in chances.values()))
        return {state: int(p * common) for state, p in chances.items()}, common
