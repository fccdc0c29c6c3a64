"""Dice notation (`2d6`, `4dF`, `4d6kh3`, `d6+2`, `4dF-4dF`) turned into exact distributions.

A roll's distribution is an icepool `Die`; this module only parses the notation and asks
icepool for the mathematics.

    >>> distribution("2d6")[7]
    Fraction(1, 6)
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

import icepool

__all__ = ["MAX_DICE", "MAX_SIDES", "DiceNotationError", "die", "distribution"]

MAX_DICE = 100
MAX_SIDES = 1000

_TERM = re.compile(
    r"""\s*(?P<sign>[+-])?\s*
    (?:
      (?P<count>\d+)?[dD](?P<sides>\d+|[fF]|%)(?:(?P<keep>k[hl]?)(?P<kept>\d+))?
      |
      (?P<const>\d+)
    )\s*""",
    re.VERBOSE,
)


class DiceNotationError(ValueError):
    """Notation that does not describe a roll; the message says what was expected."""


def _term_die(match: re.Match[str], text: str) -> icepool.Die[int]:
    if match["const"] is not None:
        return icepool.Die([int(match["const"])])
    count = int(match["count"] or 1)
    sides_text = match["sides"].lower()
    if count < 1 or count > MAX_DICE:
        raise DiceNotationError(f"'{text}': between 1 and {MAX_DICE} dice, got {count}")
    if sides_text == "f":
        single = icepool.Die([-1, 0, 1])
    else:
        sides = 100 if sides_text == "%" else int(sides_text)
        if sides < 1 or sides > MAX_SIDES:
            raise DiceNotationError(f"'{text}': a die has 1 to {MAX_SIDES} sides, got {sides}")
        single = icepool.d(sides)
    if match["keep"] is None:
        return count @ single
    kept = int(match["kept"])
    if not 1 <= kept <= count:
        raise DiceNotationError(f"'{text}': keep between 1 and {count} dice, got {kept}")
    pool = single.pool(count)
    kept_pool = pool.lowest(kept) if match["keep"] == "kl" else pool.highest(kept)
    return kept_pool.sum()


@lru_cache(maxsize=256)
def die(notation: str) -> icepool.Die[int]:
    """The icepool Die for a notation such as `2d6`, `4dF`, `4d6kh3` or `d6+2`.

    `kh`/`k` keeps the highest dice, `kl` the lowest; `dF` is a Fate die (-1, 0, +1);
    `d%` is a d100. Terms are added or subtracted left to right.
    """
    text = notation.strip()
    if not text:
        raise DiceNotationError("empty dice notation: expected something like '2d6'")
    position = 0
    total: icepool.Die[int] | None = None
    while position < len(text):
        match = _TERM.match(text, position)
        if match is None or match.end() == position:
            raise DiceNotationError(
                f"'{notation}': cannot read '{text[position:]}' (expected terms like "
                "2d6, d20, 4dF, 4d6kh3 or a whole number, joined by + or -)"
            )
        if total is not None and match["sign"] is None:
            raise DiceNotationError(f"'{notation}': terms must be joined by + or -")
        term = _term_die(match, notation)
        if match["sign"] == "-":
            term = -term
        total = term if total is None else total + term
        position = match.end()
    assert total is not None
    return total


@lru_cache(maxsize=256)
def distribution(notation: str) -> dict[int, Fraction]:
    """Exact probability of every total of a roll, lowest total first."""
    rolled = die(notation)
    denominator = rolled.denominator()
    return {int(face): Fraction(quantity, denominator) for face, quantity in rolled.items()}
