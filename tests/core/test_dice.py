"""Dice notation against brute-force enumeration: every form the guide lists, and bad ones.

The oracle below does not parse the notation: each case spells out its dice by hand
(how many, which faces, what is kept, the sign), rolls every combination with
itertools.product and counts totals with Fractions.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import pytest

from gm_assistant.core.dice import DiceNotationError, counts, die, distribution, roll

FATE = (-1, 0, 1)


def sides(n: int) -> tuple[int, ...]:
    return tuple(range(1, n + 1))


@dataclass(frozen=True)
class Dice:
    """`count` dice with `faces`, keeping the `kept` highest (`keep="h"`) or lowest."""

    count: int
    faces: tuple[int, ...]
    sign: int = 1
    keep: str | None = None
    kept: int = 0


@dataclass(frozen=True)
class Constant:
    value: int


Term = Dice | Constant


def oracle(*terms: Term) -> dict[int, Fraction]:
    """Exact distribution of the sum of the terms, by rolling every die every way."""
    dice_terms = [t for t in terms if isinstance(t, Dice)]
    constant = sum(t.value for t in terms if isinstance(t, Constant))
    per_term = [list(itertools.product(t.faces, repeat=t.count)) for t in dice_terms]
    counts: Counter[int] = Counter()
    for rolled in itertools.product(*per_term):
        total = constant
        for term, faces in zip(dice_terms, rolled, strict=True):
            chosen = sorted(faces, reverse=term.keep == "h")
            if term.keep is not None:
                chosen = chosen[: term.kept]
            total += term.sign * sum(chosen)
        counts[total] += 1
    combinations = sum(counts.values())
    return {total: Fraction(n, combinations) for total, n in sorted(counts.items())}


CASES: list[tuple[str, tuple[Term, ...]]] = [
    # NdX and dX
    ("2d6", (Dice(2, sides(6)),)),
    ("3d4", (Dice(3, sides(4)),)),
    ("d20", (Dice(1, sides(20)),)),
    ("1d8", (Dice(1, sides(8)),)),
    ("d1", (Dice(1, sides(1)),)),
    ("d10", (Dice(1, sides(10)),)),
    # Fate dice
    ("4dF", (Dice(4, FATE),)),
    ("2dF", (Dice(2, FATE),)),
    ("dF", (Dice(1, FATE),)),
    ("4df", (Dice(4, FATE),)),
    # keep highest / lowest
    ("4d6kh3", (Dice(4, sides(6), keep="h", kept=3),)),
    ("3d6k2", (Dice(3, sides(6), keep="h", kept=2),)),
    ("2d20kl1", (Dice(2, sides(20), keep="l", kept=1),)),
    ("2d20kh1", (Dice(2, sides(20), keep="h", kept=1),)),
    ("5d4kl2", (Dice(5, sides(4), keep="l", kept=2),)),
    ("3d6kh3", (Dice(3, sides(6), keep="h", kept=3),)),
    ("4dFkh2", (Dice(4, FATE, keep="h", kept=2),)),
    ("3dFkl1", (Dice(3, FATE, keep="l", kept=1),)),
    # constants and d%
    ("5", (Constant(5),)),
    ("0", (Constant(0),)),
    ("d%", (Dice(1, sides(100)),)),
    ("2d%", (Dice(2, sides(100)),)),
    # sums and differences
    ("d6+2", (Dice(1, sides(6)), Constant(2))),
    ("2d6-1", (Dice(2, sides(6)), Constant(-1))),
    ("2d6 - 1", (Dice(2, sides(6)), Constant(-1))),
    ("d6+d4", (Dice(1, sides(6)), Dice(1, sides(4)))),
    ("d8-d6", (Dice(1, sides(8)), Dice(1, sides(6), sign=-1))),
    ("4dF-4dF", (Dice(4, FATE), Dice(4, FATE, sign=-1))),
    ("3-d4", (Constant(3), Dice(1, sides(4), sign=-1))),
    ("-d6", (Dice(1, sides(6), sign=-1),)),
    ("+3", (Constant(3),)),
    ("1 + 2", (Constant(3),)),
    ("d20 + d6kh1 - 3", (Dice(1, sides(20)), Dice(1, sides(6), keep="h", kept=1),
                         Constant(-3))),
    ("4d6kh3+2d6kl1-1", (Dice(4, sides(6), keep="h", kept=3),
                         Dice(2, sides(6), keep="l", kept=1), Constant(-1))),
    ("  2d6  ", (Dice(2, sides(6)),)),
    # any case, as the guide promises for notation
    ("D6", (Dice(1, sides(6)),)),
    ("4DF", (Dice(4, FATE),)),
    ("3D6KH2", (Dice(3, sides(6), keep="h", kept=2),)),
    ("2d20KL1", (Dice(2, sides(20), keep="l", kept=1),)),
]


@pytest.mark.parametrize(("notation", "terms"), CASES, ids=[c[0] for c in CASES])
def test_distribution_matches_enumeration(notation: str, terms: tuple[Term, ...]) -> None:
    expected = oracle(*terms)
    got = distribution(notation)
    assert got == expected
    assert list(got) == sorted(got), "totals are listed lowest first"
    assert all(isinstance(p, Fraction) for p in got.values())
    assert sum(got.values()) == 1


@pytest.mark.parametrize(("notation", "terms"), CASES[:12], ids=[c[0] for c in CASES[:12]])
def test_die_agrees_with_distribution(notation: str, terms: tuple[Term, ...]) -> None:
    rolled = die(notation)
    denominator = rolled.denominator()
    as_fractions = {int(face): Fraction(q, denominator) for face, q in rolled.items()}
    assert as_fractions == oracle(*terms)


@pytest.mark.parametrize(("notation", "terms"), CASES, ids=[c[0] for c in CASES])
def test_counts_are_the_enumeration_over_one_denominator(notation: str,
                                                         terms: tuple[Term, ...]) -> None:
    faces, denominator = counts(notation)
    expected = oracle(*terms)
    assert [face for face, _ in faces] == sorted(expected), "totals are listed lowest first"
    assert all(isinstance(count, int) and count > 0 for _, count in faces)
    assert {face: Fraction(count, denominator) for face, count in faces} == expected
    assert sum(count for _, count in faces) == denominator


def test_known_values_from_the_guide() -> None:
    # Hand-counted: 6 of the 36 ways to roll 2d6 make 7; 19 of 81 ways 4dF make 0.
    assert distribution("2d6")[7] == Fraction(6, 36)
    assert distribution("4dF")[0] == Fraction(19, 81)
    # 4d6kh3: 3 is only 1-1-1-1; 18 needs three sixes (21 of 1296 ways).
    assert distribution("4d6kh3")[3] == Fraction(1, 1296)
    assert distribution("4d6kh3")[18] == Fraction(21, 1296)
    # 2d20kl1: the lowest is 20 only on 20-20.
    assert distribution("2d20kl1")[20] == Fraction(1, 400)
    assert distribution("d%")[100] == Fraction(1, 100)


@pytest.mark.parametrize(
    ("notation", "fragments"),
    [
        ("", ["empty", "2d6"]),
        ("   ", ["empty"]),
        ("2d", ["'2d'", "cannot read", "expected terms like"]),
        ("x", ["'x'", "cannot read 'x'"]),
        ("d6*2", ["cannot read '*2'"]),
        ("2d6+", ["cannot read '+'"]),
        ("d6++2", ["cannot read"]),
        ("1e3", ["cannot read 'e3'"]),
        ("2.5d6", ["cannot read"]),
        ("d-6", ["cannot read"]),
        ("2d6 3", ["joined by + or -"]),
        ("d6 d6", ["joined by + or -"]),
        ("d0", ["1 to 1000 sides", "got 0"]),
        ("d1001", ["1 to 1000 sides", "got 1001"]),
        ("0d6", ["between 1 and 100 dice", "got 0"]),
        ("101d6", ["between 1 and 100 dice", "got 101"]),
        ("3d6kh4", ["keep between 1 and 3 dice", "got 4"]),
        ("3d6kh0", ["keep between 1 and 3 dice", "got 0"]),
        ("3d6kh", ["cannot read"]),
        ("2dFkx1", ["cannot read"]),
        ("2d6!", ["how many times a die may explode", "d6!3"]),
        ("roll", ["cannot read"]),
    ],
)
def test_bad_notation_is_explained(notation: str, fragments: list[str]) -> None:
    with pytest.raises(DiceNotationError) as caught:
        distribution(notation)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, message
    # The same message whichever entry point is used.
    with pytest.raises(DiceNotationError):
        die(notation)


def test_dice_notation_error_is_a_value_error() -> None:
    # Callers that only know ValueError still catch it.
    with pytest.raises(ValueError):
        distribution("nonsense")


@pytest.mark.parametrize("notation", ["2d6", "4dF", "4d6kh3", "2d20kl1", "d6+2", "4dF-4dF",
                                      "3-d4", "d%"])
def test_physical_roll_lands_on_a_possible_total(notation: str) -> None:
    rng = random.Random(1234)
    possible = distribution(notation)
    for _ in range(200):
        rolled = roll(notation, rng)
        assert rolled.total in possible
        assert len(rolled.kept) <= len(rolled.faces)
        assert Counter(rolled.kept) <= Counter(rolled.faces)


def test_physical_roll_keeps_the_right_dice() -> None:
    rng = random.Random(7)
    for _ in range(200):
        rolled = roll("4d6kh3", rng)
        assert len(rolled.faces) == 4
        assert sorted(rolled.kept) == sorted(rolled.faces)[1:]
        assert rolled.total == sum(rolled.kept)
        low = roll("2d20kl1", rng)
        assert low.kept == (min(low.faces),)
        assert low.total == min(low.faces)


def exploding_oracle(sides: int, depth: int) -> dict[int, Fraction]:
    """One exploding die by recursion: a top face adds a fresh roll, `depth` times at most."""
    if depth == 0:
        return {face: Fraction(1, sides) for face in range(1, sides + 1)}
    result = {face: Fraction(1, sides) for face in range(1, sides)}
    for rest, chance in exploding_oracle(sides, depth - 1).items():
        result[sides + rest] = result.get(sides + rest, Fraction(0)) + chance / sides
    return result


@pytest.mark.parametrize(("sides", "depth"), [(6, 1), (6, 3), (4, 2), (10, 2), (2, 5)])
def test_an_exploding_die_matches_the_recursion(sides: int, depth: int) -> None:
    assert distribution(f"d{sides}!{depth}") == exploding_oracle(sides, depth)


def test_exploding_dice_summed_and_kept_match_enumeration() -> None:
    one = exploding_oracle(6, 2)
    summed: dict[int, Fraction] = {}
    kept: dict[int, Fraction] = {}
    for faces in itertools.product(one, repeat=3):
        chance = one[faces[0]] * one[faces[1]] * one[faces[2]]
        summed[sum(faces)] = summed.get(sum(faces), Fraction(0)) + chance
        best = sum(sorted(faces)[1:])
        kept[best] = kept.get(best, Fraction(0)) + chance
    assert distribution("3d6!2") == dict(sorted(summed.items()))
    assert distribution("3d6!2kh2") == dict(sorted(kept.items()))


@pytest.mark.parametrize("notation", ["d6!", "d6!0", "d6!11", "4dF!2", "d1!1", "60d20!10"])
def test_exploding_dice_without_a_bounded_depth_are_refused(notation: str) -> None:
    with pytest.raises(DiceNotationError):
        distribution(notation)


def test_a_physical_exploding_roll_only_goes_on_after_a_top_face() -> None:
    rng = random.Random(7)
    for _ in range(500):
        (total,) = roll("d6!2", rng).faces
        assert total in exploding_oracle(6, 2)


def test_an_oversized_exploding_roll_says_the_explosions_made_it_too_big() -> None:
    with pytest.raises(DiceNotationError, match="60d20 exploding up to 10 times is too many"):
        distribution("60d20!10")
