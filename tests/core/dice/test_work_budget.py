"""The budget on a whole notation's work: estimated from its terms before any work, each
number checked against a count written here, and refusals that say what costs how much."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.dice import DiceNotationError, parse
from gm_assistant.core.dice.notation import (
    MAX_NOTATION_LENGTH,
    MAX_WORK,
    estimated_work,
    read_terms,
)
from gm_assistant.core.errors import RulesetError
from gm_assistant.core.rules import load_ruleset


def products_adding_one_die_at_a_time(dice: int, faces: int) -> int:
    """Brute force: build the sum die by die and count every product taken."""
    totals = {0}
    products = 0
    for index in range(dice):
        if index:  # the first die is its own distribution, nothing multiplied
            products += len(totals) * faces
        totals = {t + f for t in totals for f in range(faces)}
    return products


def products_joining(supports: list[int]) -> int:
    """Brute force: each term's totals times the totals of the terms before it."""
    totals: set[int] = {0}
    products = 0
    for index, support in enumerate(supports):
        if index:
            products += len(totals) * support
        totals = {t + f for t in totals for f in range(support)}
    return products


@pytest.mark.parametrize(("notation", "terms"), [
    ("2d6", [(2, 6)]),
    ("100d10", [(100, 10)]),
    ("3d6+1d4", [(3, 6), (1, 4)]),
    ("100d10+100d10+100d10", [(100, 10)] * 3),
    ("4dF+2", [(4, 3), (1, 1)]),
    ("1d100!9+1d100!9", [(1, 1000), (1, 1000)]),
])
def test_the_estimate_counts_every_product(notation: str,
                                           terms: list[tuple[int, int]]) -> None:
    own = sum(products_adding_one_die_at_a_time(dice, faces) for dice, faces in terms)
    supports = [dice * (faces - 1) + 1 for dice, faces in terms]
    assert estimated_work(read_terms(notation)) == own + products_joining(supports)


def test_the_estimate_of_ten_hundred_d10_terms() -> None:
    terms = [(100, 10)] * 10
    expected = (10 * products_adding_one_die_at_a_time(100, 10)
                + products_joining([901] * 10))
    with pytest.raises(DiceNotationError) as raised:
        parse("+".join(["100d10"] * 10))
    assert raised.value.values["work"] == f"{expected:,}"
    assert raised.value.values["terms"] == len(terms)
    assert expected > MAX_WORK


@pytest.mark.parametrize("notation", [
    "+".join(["100d10"] * 2),
    "+".join(["1d100!9"] * 2),
    "+".join(["100d10"] * 3),
    "+".join(["100d10"] * 10),
    "+".join(["1d100!9"] * 300)[:MAX_NOTATION_LENGTH],
    "+".join(["1d100!9"] * 3),
    "+".join(["100d10"] * 8),
])
def test_a_notation_past_the_budget_is_refused_saying_what_and_the_limit(
        notation: str) -> None:
    with pytest.raises(DiceNotationError) as raised:
        parse(notation)
    message = str(raised.value)
    assert "too much to work out exactly" in message
    assert f"at most {MAX_WORK:,}" in message
    assert f"its {notation.count('d')} terms" in message


@pytest.mark.parametrize("notation", ["100d10+10d10", "2d500+1d200", "1d100!9+1d50!9",
                                      "3d6+" * 60 + "1"])
def test_notations_within_the_budget_are_read(notation: str) -> None:
    terms = parse(notation)
    assert estimated_work(terms) <= MAX_WORK


def test_a_very_long_notation_is_refused_by_its_length() -> None:
    notation = "+".join(["1"] * 50_000)  # a 100 KB expression
    with pytest.raises(DiceNotationError) as raised:
        parse(notation)
    assert f"{len(notation)} characters is too long (at most {MAX_NOTATION_LENGTH})" in str(
        raised.value)


def test_a_ruleset_rolling_past_the_budget_is_refused_at_its_place(tmp_path: Path) -> None:
    header = GUIDE_FILE.read_text(encoding="utf-8").split("\nchecks:")[0]
    text = header + (
        "\nchecks:\n  huge:\n    label: Huge\n    outcomes: [miss, strong_hit]\n"
        "    roll: " + "+".join(["100d10"] * 8) + "\n"
        "    outcome: {bands: [{when: roll >= 4000, outcome: strong_hit}, {else: miss}]}\n")
    path = tmp_path / "huge.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as raised:
        load_ruleset(path)
    message = str(raised.value)
    roll_line = text.splitlines().index("    roll: " + "+".join(["100d10"] * 8)) + 1
    assert f"huge.yaml:{roll_line}:" in message
    assert "too much to work out exactly" in message


GUIDE_FILE = Path(__file__).parents[1] / "guide" / "two_d6_stat.yaml"


def test_a_checks_dice_are_budgeted_together_before_working(tmp_path: Path) -> None:
    """Entries of one roll, each within the budget, past it together: refused at the roll
    when the second is reached, with the estimate summed here by brute force."""
    header = GUIDE_FILE.read_text(encoding="utf-8").split("\nchecks:")[0]
    text = header + (
        "\nchecks:\n  huge:\n    label: Huge\n    outcomes: [miss, strong_hit]\n"
        "    roll: {a: 100d10, b: 99d10, c: 98d10}\n"
        "    outcome: {bands: [{when: a + b + c >= 1500, outcome: strong_hit}, "
        "{else: miss}]}\n")
    path = tmp_path / "together.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as raised:
        load_ruleset(path)
    expected = sum(products_adding_one_die_at_a_time(dice, 10) for dice in (100, 99))
    assert expected > MAX_WORK
    assert f"up to 'b' together take about {expected:,} products of chances" in str(
        raised.value)
    roll_line = text.splitlines().index("    roll: {a: 100d10, b: 99d10, c: 98d10}") + 1
    assert f"together.yaml:{roll_line}:" in str(raised.value)
