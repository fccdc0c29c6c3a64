"""A dice expression as AnyDice users write it: `4d6kh3`, or a comparison `3d6 >= 10`.

The distribution is the icepool `Die` of the notation (see `notation`); a comparison adds the
exact chance that the roll satisfies it. Every probability is an exact Fraction.

`5d6>4` written without spaces is what Roll20 and AnyDice users type to count the dice
over 4; it is refused with a hint rather than read as the total against 4. The count is
written `count 5d6 > 4`: the distribution of how many of the dice show more than 4.

    >>> summarise("3d6 >= 10").chance
    Fraction(5, 8)
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

import icepool

from gm_assistant.core.dice.notation import MAX_POOL, DiceNotationError, die
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["COMPARISONS", "DiceSummary", "TotalOdds", "summarise"]

# Longest operators first so that ">=" is not read as ">" followed by "=".
COMPARISONS = (">=", "<=", "==", "!=", ">", "<", "=")
_COMPARISON = re.compile(r"^(?P<roll>.*?)(?P<op>>=|<=|==|!=|>|<|=)\s*(?P<target>[+-]?\d+)\s*$")
_COMPACT = re.compile(r"^(?P<dice>\d*d(?:\d+|F|%))(?P<op>[<>])(?P<target>[+-]?\d+)$", re.IGNORECASE)
_COUNT = re.compile(r"^count\s+(?P<count>\d*)(?P<die>d(?:\d+|F|%))\s*"
                    r"(?P<op>>=|<=|==|!=|>|<|=)\s*(?P<target>[+-]?\d+)\s*$", re.IGNORECASE)


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


def _counted(expression: str, text: str) -> tuple[str, icepool.Die[int]]:
    """`count NdS OP T`: how many of the N dice show a face for which OP T holds."""
    match = _COUNT.match(text)
    if match is None:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError",
            "'{text}': write a count as 'count 5d6 > 4' (one kind of dice, a comparison and "
            "a face)"), text=expression)
    count = int(match["count"] or 1)
    if not 1 <= count <= MAX_POOL:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{text}': count between 1 and {most} dice"),
            text=expression, most=MAX_POOL)
    op, target = match["op"], int(match["target"])
    single = die(match["die"]).map(lambda face: int(_holds(int(face), op, target)))
    return f"count {count}{match['die']} {op} {target}", count @ single


def summarise(expression: str) -> DiceSummary:
    """The distribution of `expression` (notation, optionally `OP NUMBER`, or a count
    `count NdS OP FACE`); raises DiceNotationError naming what could not be read, and
    refuses `5d6>4` (total or count?) with a hint naming both."""
    text = expression.strip()
    compact = _COMPACT.match(text)
    if compact is not None:
        spaced = f"{compact['dice']} {compact['op']} {compact['target']}"
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError",
            "'{text}' can mean two things: write '{total}' for the chance the total is "
            "{op} {target}, or '{count}' for how many dice show {op} {target}"),
            text=expression, total=spaced, count=f"count {spaced}", op=compact["op"],
            target=compact["target"])
    if text.lower().startswith("count"):
        notation, rolled = _counted(expression, text)
        match = None
    else:
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
