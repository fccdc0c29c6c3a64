"""A dice expression as AnyDice users write it: `4d6kh3`, or a comparison `3d6 >= 10`.

The distribution is the icepool `Die` of the notation (see `notation`); a comparison adds the
exact chance that the roll satisfies it. Every probability is an exact Fraction.

    >>> summarise("3d6 >= 10").chance
    Fraction(5, 8)
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.dice.notation import DiceNotationError, die
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["COMPARISONS", "DiceSummary", "TotalOdds", "summarise"]

# Longest operators first so that ">=" is not read as ">" followed by "=".
COMPARISONS = (">=", "<=", "==", "!=", ">", "<", "=")
_COMPARISON = re.compile(r"^(?P<roll>.*?)(?P<op>>=|<=|==|!=|>|<|=)\s*(?P<target>[+-]?\d+)\s*$")


@dataclass(frozen=True)
class TotalOdds:
    """One total of a roll: the chance of exactly it, of at least it and of at most it."""

    total: int
    equal: Fraction
    at_least: Fraction
    at_most: Fraction


@dataclass(frozen=True)
class DiceSummary:
    """The exact distribution of a roll, its mean and spread, and a comparison's chance."""

    expression: str
    notation: str
    totals: tuple[TotalOdds, ...]
    mean: Fraction
    variance: Fraction
    comparison: str | None = None
    target: int | None = None
    chance: Fraction | None = None

    @property
    def spread(self) -> float:
        """The standard deviation (the square root of the exact variance)."""
        return math.sqrt(self.variance)


def _holds(total: int, op: str, target: int) -> bool:
    return {
        ">=": total >= target, "<=": total <= target, ">": total > target,
        "<": total < target, "==": total == target, "=": total == target,
        "!=": total != target,
    }[op]


def summarise(expression: str) -> DiceSummary:
    """The distribution of `expression` (notation, optionally `OP NUMBER`); raises
    DiceNotationError naming what could not be read."""
    text = expression.strip()
    match = _COMPARISON.match(text)
    notation = match["roll"].strip() if match else text
    if match and not notation:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{text}': a comparison needs a roll before '{op}'"),
            text=expression, op=match["op"])
    rolled = die(notation)
    denominator = rolled.denominator()
    equal = [(int(face), Fraction(quantity, denominator)) for face, quantity in rolled.items()]
    equal.sort()
    totals: list[TotalOdds] = []
    below = Fraction(0)
    for total, chance in equal:
        totals.append(TotalOdds(total, chance, 1 - below, below + chance))
        below += chance
    mean = sum((t * p for t, p in equal), Fraction(0))
    variance = sum(((t - mean) ** 2 * p for t, p in equal), Fraction(0))
    if match is None:
        return DiceSummary(expression, notation, tuple(totals), mean, variance)
    op, target = match["op"], int(match["target"])
    chance = sum((p for t, p in equal if _holds(t, op, target)), Fraction(0))
    return DiceSummary(expression, notation, tuple(totals), mean, variance, op, target, chance)
