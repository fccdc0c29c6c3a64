"""`5d6>4` as Roll20 and AnyDice users write it: never silently read as the total against 4.

The compact form is refused with a hint naming both meanings; the count form
(`count 5d6 > 4`) is the exact distribution of how many dice show more than 4, checked
here against enumeration of every face combination.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from gm_assistant.core.dice.expression import summarise
from gm_assistant.core.dice.notation import DiceNotationError


@pytest.mark.parametrize("text", ["5d6>4", "5d6<3", "d10>7"])
def test_compact_comparison_is_refused_with_both_meanings(text: str) -> None:
    with pytest.raises(DiceNotationError) as raised:
        summarise(text)
    message = str(raised.value)
    dice, _, target = text.replace("<", ">").partition(">")
    op = "<" if "<" in text else ">"
    assert f"{dice} {op} {target}" in message  # the total against the target
    assert f"count {dice} {op} {target}" in message  # how many dice beat it


def test_spaced_comparison_still_means_the_total() -> None:
    tally = Counter(sum(f) for f in itertools.product(range(1, 7), repeat=5))
    expected = Fraction(sum(n for total, n in tally.items() if total > 4), 6**5)
    assert summarise("5d6 > 4").chance == expected


@pytest.mark.parametrize(("text", "count", "sides", "holds"), [
    ("count 5d6 > 4", 5, 6, lambda f: f > 4),
    ("count 4d10 >= 8", 4, 10, lambda f: f >= 8),
    ("count 3d6 < 3", 3, 6, lambda f: f < 3),
    ("count d20 = 20", 1, 20, lambda f: f == 20),
])
def test_count_form_matches_enumeration(text: str, count: int, sides: int,
                                        holds: object) -> None:
    tally: Counter[int] = Counter()
    for faces in itertools.product(range(1, sides + 1), repeat=count):
        tally[sum(1 for f in faces if holds(f))] += 1  # type: ignore[operator]
    expected = {n: Fraction(k, sides**count) for n, k in sorted(tally.items())}
    summary = summarise(text)
    assert {t.total: t.equal for t in summary.totals} == expected
    assert summary.mean == sum(n * p for n, p in expected.items())
    assert summary.chance is None


@pytest.mark.parametrize("text", ["count 5d6", "count 2d6+1 > 3", "count 500d6 > 3"])
def test_count_form_needs_one_kind_of_dice_and_a_face(text: str) -> None:
    with pytest.raises(DiceNotationError):
        summarise(text)
