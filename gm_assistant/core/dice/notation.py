"""Dice notation (`2d6`, `4dF`, `4d6kh3`, `d6!3`, `d6+2`, `4dF-4dF`) as exact distributions.

A roll's distribution is an icepool `Die`; this module only parses the notation and asks
icepool for the mathematics.

    >>> distribution("2d6")[7]
    Fraction(1, 6)
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import icepool

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "MAX_DICE",
    "MAX_NOTATION_LENGTH",
    "MAX_SIDES",
    "MAX_WORK",
    "DiceNotationError",
    "DiceTerm",
    "RolledDice",
    "counts",
    "die",
    "distribution",
    "estimated_work",
    "parse",
    "read_terms",
    "roll",
]

MAX_DICE = 100
MAX_SIDES = 1000
# Exact distributions of big sums cost seconds (100d100 takes most of a minute): bound
# the spread of totals a term can have, and the size of pools that keep dice.
MAX_SPREAD = 1000
MAX_POOL = 20
# Each term is bounded above; their sum is bounded too. Adding two exact distributions
# multiplies every total of one by every total of the other, so the work of a whole
# notation is estimated as that number of products (see `estimated_work`), counted before
# anything is computed: at most MAX_WORK (one 100d10 takes about 450,000, two 100d10 terms
# about 1,700,000 and are refused). icepool adds two distributions at roughly a microsecond
# a product on a loaded 2-core cloud machine: the limit keeps any notation under a second
# (tests/benchmarks/bench_dice.py).
MAX_WORK = 600_000
MAX_NOTATION_LENGTH = 500
# An exploding die rolls again on its top face at most this many times (an explicit depth).
MAX_EXPLODE_DEPTH = 10

_TERM = re.compile(
    r"""\s*(?P<sign>[+-])?\s*
    (?:
      (?P<count>\d+)?[dD](?P<sides>\d+|[fF]|%)(?P<explode>!(?P<depth>\d*))?
      (?:(?P<keep>k[hl]?)(?P<kept>\d+))?
      |
      (?P<const>\d+)
    )\s*""",
    re.VERBOSE | re.IGNORECASE,
)


class DiceNotationError(ValueError):
    """Notation that does not describe a roll; the message says what was expected.

    The message is `pattern` filled with `values`; the interface shows it translated
    (the pattern is marked for translation under the context ``DiceNotationError``):
    ``DiceNotationError("'{text}': terms must be joined by + or -", text="2d6 3")``.
    """

    def __init__(self, pattern: str, **values: object) -> None:
        super().__init__(pattern.format(**values) if values else pattern)
        self.pattern = pattern
        """The message with its values as `{name}` placeholders."""
        self.values = values
        """The values the message names."""


@dataclass(frozen=True)
class DiceTerm:
    """One term of a notation: `count` dice of `sides` (0 for Fate dice) or a constant."""

    sign: int
    count: int = 0
    sides: int = 0
    keep: str | None = None  # "h" or "l"
    kept: int = 0
    constant: int = 0
    depth: int = 0  # an exploding die rolls again on its top face up to `depth` times

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces of one die of this term."""
        return (-1, 0, 1) if self.sides == 0 else tuple(range(1, self.sides + 1))


@dataclass(frozen=True)
class RolledDice:
    """A physical-style roll: every die's face, which ones were kept, and the total."""

    notation: str
    faces: tuple[int, ...]
    kept: tuple[int, ...]
    total: int
    values: tuple[tuple[str, int], ...] = ()
    """For a pool: the values read from its faces (hits 2, ones 1); empty otherwise."""

    @property
    def shown(self) -> int | tuple[int, ...]:
        """What a quick lookup is given for this roll: a pool's faces, another roll's total."""
        return self.faces if self.values else self.total

    @property
    def result_text(self) -> str:
        """`= 9` for a roll, `→ hits 2, ones 1` for a pool."""
        if self.values:
            return "→ " + ", ".join(f"{name} {value}" for name, value in self.values)
        return f"= {self.total}"


def _term(match: re.Match[str], text: str) -> DiceTerm:
    sign = -1 if match["sign"] == "-" else 1
    if match["const"] is not None:
        return DiceTerm(sign, constant=int(match["const"]))
    count = int(match["count"] or 1)
    sides_text = match["sides"].lower()
    keep = match["keep"].lower() if match["keep"] else None
    if count < 1 or count > MAX_DICE:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{text}': between 1 and {most} dice, got {count}"),
            text=text, most=MAX_DICE, count=count)
    sides = 0 if sides_text == "f" else 100 if sides_text == "%" else int(sides_text)
    if sides_text != "f" and (sides < 1 or sides > MAX_SIDES):
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{text}': a die has 1 to {most} sides, got {sides}"),
            text=text, most=MAX_SIDES, sides=sides)
    depth = 0
    if match["explode"] is not None:
        if sides_text == "f" or sides < 2:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError", "'{text}': only dice of 2 or more numbered sides explode"),
                text=text)
        if not match["depth"] or not 1 <= int(match["depth"]) <= MAX_EXPLODE_DEPTH:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError",
                "'{text}': give how many times a die may explode, 1 to {most}, as in d6!3"),
                text=text, most=MAX_EXPLODE_DEPTH)
        depth = int(match["depth"])
    faces = 3 if sides == 0 else sides * (depth + 1)
    if keep is None:
        if count * faces > MAX_SPREAD:
            dice = f"{count}d{sides_text}"
            if depth:
                raise DiceNotationError(QT_TRANSLATE_NOOP(
                    "DiceNotationError",
                    "'{text}': {dice} exploding up to {depth} times is too many dice to work "
                    "out exactly here (dice x sides, counting explosions, at most {most})"),
                    text=text, dice=dice, depth=depth, most=MAX_SPREAD)
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError",
                "'{text}': {dice} is too many dice to work out exactly here (dice x sides, "
                "counting explosions, at most {most})"),
                text=text, dice=dice, most=MAX_SPREAD)
        return DiceTerm(sign, count, sides, depth=depth)
    kept = int(match["kept"])
    if not 1 <= kept <= count:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{text}': keep between 1 and {count} dice, got {kept}"),
            text=text, count=count, kept=kept)
    if count > MAX_POOL or kept * faces > MAX_SPREAD // 2:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError",
            "'{text}': a pool that keeps dice may have at most {most} dice, and kept dice x "
            "sides at most {spread}"),
            text=text, most=MAX_POOL, spread=MAX_SPREAD // 2)
    return DiceTerm(sign, count, sides, "l" if keep == "kl" else "h", kept, depth=depth)


def _single_faces(term: DiceTerm) -> int:
    """How many different totals one die of the term has (an exploding d6!2 has 18)."""
    return 3 if term.sides == 0 else term.sides * (term.depth + 1)


def _support(term: DiceTerm) -> int:
    """How many different totals the term has (2d6 has 11, a constant 1)."""
    if term.count == 0:
        return 1
    dice = term.count if term.keep is None else term.kept
    return dice * (_single_faces(term) - 1) + 1


def _term_work(term: DiceTerm) -> int:
    """Products of chances that adding the term's dice one at a time takes: the i-th die
    multiplies the i-1 dice's totals by its faces (a kept pool is counted the same way)."""
    if term.count == 0:
        return 0
    faces = _single_faces(term)
    return sum(((i - 1) * (faces - 1) + 1) * faces for i in range(2, term.count + 1))


def estimated_work(terms: tuple[DiceTerm, ...]) -> int:
    """The products of chances that working out `terms` exactly takes, estimated from the
    terms alone before anything is computed: each term's own dice, then each term added to
    the sum of the terms before it (every total of one times every total of the other).

        >>> estimated_work(parse("2d6+1d4"))  # 2d6: 1 x 6 x 6 ... then 11 totals x 4
        80
    """
    work = 0
    totals = 0
    for term in terms:
        work += _term_work(term)
        support = _support(term)
        if totals:
            work += totals * support
            totals += support - 1
        else:
            totals = support
    return work


@lru_cache(maxsize=256)
def parse(notation: str) -> tuple[DiceTerm, ...]:
    """Split a notation into its terms; raises DiceNotationError with what was expected,
    also for a notation longer than MAX_NOTATION_LENGTH or one whose estimated work
    (`estimated_work`) is past MAX_WORK."""
    terms = read_terms(notation)
    work = estimated_work(terms)
    if work > MAX_WORK:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError",
            "'{text}': too much to work out exactly here: its {terms} terms take about "
            "{work} products of chances (each term's dice, then each term's totals times "
            "the totals before it), at most {most}"),
            text=_shortened(notation), terms=len(terms), work=f"{work:,}",
            most=f"{MAX_WORK:,}")
    return terms


def read_terms(notation: str) -> tuple[DiceTerm, ...]:
    """The terms of a notation, each checked on its own but not their total work (`parse`
    checks that): raises DiceNotationError with what was expected."""
    text = notation.strip()
    if not text:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "empty dice notation: expected something like '2d6'"))
    if len(text) > MAX_NOTATION_LENGTH:
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError",
            "'{start}...': a dice notation of {length} characters is too long (at most "
            "{most})"),
            start=text[:20], length=len(text), most=MAX_NOTATION_LENGTH)
    position = 0
    terms: list[DiceTerm] = []
    while position < len(text):
        match = _TERM.match(text, position)
        if match is None or match.end() == position:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError",
                "'{text}': cannot read '{rest}' (expected terms like 2d6, d20, 4dF, 4d6kh3 or "
                "a whole number, joined by + or -)"),
                text=notation, rest=text[position:])
        if terms and match["sign"] is None:
            raise DiceNotationError(QT_TRANSLATE_NOOP(
                "DiceNotationError", "'{text}': terms must be joined by + or -"),
                text=notation)
        terms.append(_term(match, notation))
        position = match.end()
    return tuple(terms)


def _shortened(notation: str) -> str:
    text = notation.strip()
    return text if len(text) <= 60 else text[:57] + "..."


def _term_die(term: DiceTerm) -> icepool.Die[int]:
    if term.count == 0:
        return icepool.Die([term.sign * term.constant])
    single = icepool.Die([-1, 0, 1]) if term.sides == 0 else icepool.d(term.sides)
    if term.depth:
        single = single.explode(depth=term.depth)  # icepool: top face rolls again, summed
    if term.keep is None:
        result = term.count @ single
    else:
        pool = single.pool(term.count)
        result = (pool.lowest(term.kept) if term.keep == "l" else pool.highest(term.kept)).sum()
    return -result if term.sign < 0 else result


@lru_cache(maxsize=256)
def die(notation: str) -> icepool.Die[int]:
    """The icepool Die for a notation such as `2d6`, `4dF`, `4d6kh3` or `d6+2`.

    `kh`/`k` keeps the highest dice, `kl` the lowest; `dF` is a Fate die (-1, 0, +1);
    `d%` is a d100; `d6!3` explodes (a 6 adds another d6, at most 3 more dice). Terms
    are added or subtracted left to right.
    """
    total: icepool.Die[int] | None = None
    for term in parse(notation):
        part = _term_die(term)
        total = part if total is None else total + part
    assert total is not None
    return total


def _roll_one(term: DiceTerm, rng: random.Random) -> int:
    face = rng.choice(term.faces)
    total = face
    for _ in range(term.depth):
        if face != term.sides:
            break
        face = rng.choice(term.faces)
        total += face
    return total


def roll(notation: str, rng: random.Random) -> RolledDice:
    """Roll the dice of a notation with `rng`, keeping every face (for the table log)."""
    faces: list[int] = []
    kept: list[int] = []
    total = 0
    for term in parse(notation):
        if term.count == 0:
            total += term.sign * term.constant
            continue
        rolled = [_roll_one(term, rng) for _ in range(term.count)]
        faces.extend(rolled)
        chosen = rolled
        if term.keep is not None:
            chosen = sorted(rolled, reverse=term.keep == "h")[: term.kept]
        kept.extend(chosen)
        total += term.sign * sum(chosen)
    return RolledDice(notation, tuple(faces), tuple(kept), total)


@lru_cache(maxsize=256)
def distribution(notation: str) -> dict[int, Fraction]:
    """Exact probability of every total of a roll, lowest total first."""
    rolled = die(notation)
    denominator = rolled.denominator()
    return {int(face): Fraction(quantity, denominator) for face, quantity in rolled.items()}


@lru_cache(maxsize=256)
def counts(notation: str) -> tuple[tuple[tuple[int, int], ...], int]:
    """Every total of a roll with a whole-number count, and the denominator of them all
    (the least common multiple of `distribution`'s): what an exact enumeration multiplies.

        >>> counts("2d6")[1], counts("2d6")[0][5]
        (36, (7, 6))
    """
    dist = distribution(notation)
    scale = math.lcm(*(chance.denominator for chance in dist.values()))
    return tuple((face, int(chance * scale)) for face, chance in dist.items()), scale
