"""A sweep over what a roll is compared with walks the roll once (issue 24, item 5).

The moving values a rule reads (the two highest of three d12, a pool's highest dice)
depend only on the fixed values they read, not on the difficulty they are compared with:
a 28-point sweep over the difficulty walks the faces once, and every point equals the
same query on a fresh ruleset and a brute-force enumeration of every face written here.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.odds.resolve import walked_rolls
from gm_assistant.core.odds.sweep import curve, grid
from gm_assistant.core.rules.loader import load_ruleset_bytes

HEAD = """\
format: 1
id: sweeps
name: Sweeps
version: "1"
language: en
source: {title: Test, authors: [Test], licence: CC0, attribution: Written for the tests.}
outcomes:
  - {key: failure, label: Failure, success: false, colour: "#cc4444"}
  - {key: success, label: Success, success: true, colour: "#44aa44"}
  - {key: heroic, label: Heroic, success: true, colour: "#228822"}
checks:
  test:
    label: Test
    outcomes: [failure, success, heroic]
    inputs:
      difficulty: {label: Difficulty, range: {min: 3, max: 30}, default: 10}
      bonus: {label: Bonus, range: {min: 0, max: 2}}
"""

RULE = """
    outcome:
      bands:
        - {when: total >= difficulty + 5, outcome: heroic}
        - {when: total >= difficulty, outcome: success}
        - {else: failure}
    measures: {margin: total - difficulty}
"""

NAMED = HEAD + """
    roll: {a: d12, b: d12, c: d12}
    values: {total: "a + b + c - min(a, b, c) + bonus"}
""" + RULE

POOL = HEAD + """
    roll:
      pool: {dice: 3, die: d12, values: {top: {highest: 2}}}
    values: {total: top + bonus}
""" + RULE


def _oracle(difficulty: int, bonus: int) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    """Every face of three d12: the two highest plus the bonus against the difficulty."""
    outcomes: dict[str, Fraction] = {}
    margins: dict[int, Fraction] = {}
    for faces in itertools.product(range(1, 13), repeat=3):
        total = sum(sorted(faces)[1:]) + bonus
        key = ("heroic" if total >= difficulty + 5 else "success" if total >= difficulty
               else "failure")
        outcomes[key] = outcomes.get(key, Fraction(0)) + Fraction(1, 12**3)
        margin = total - difficulty
        margins[margin] = margins.get(margin, Fraction(0)) + Fraction(1, 12**3)
    return outcomes, dict(sorted(margins.items()))


@pytest.mark.parametrize("text", [NAMED, POOL], ids=["named dice", "pool"])
def test_a_sweep_over_the_difficulty_walks_the_roll_once(text: str) -> None:
    ruleset = load_ruleset_bytes(text.encode(), "sweeps.yaml")
    swept = curve(ruleset, "test", {"bonus": 1}, "difficulty")
    assert len(swept.points) == 28
    assert walked_rolls(ruleset.checks["test"]) == 1
    for difficulty, point in zip(swept.values, swept.points, strict=True):
        alone = load_ruleset_bytes(text.encode(), "sweeps.yaml")
        single = check_odds(alone, "test", {"difficulty": difficulty, "bonus": 1})
        assert point.outcomes == single.outcomes and point.measures == single.measures
        outcomes, margins = _oracle(int(difficulty), 1)  # type: ignore[arg-type]
        assert {o.key: o.probability for o in point.outcomes if o.probability} == outcomes
        assert point.measures["margin"] == margins


def test_a_grid_walks_once_per_value_the_moving_total_reads() -> None:
    """The total reads the bonus: a grid of bonus x difficulty walks once per bonus."""
    ruleset = load_ruleset_bytes(NAMED.encode(), "sweeps.yaml")
    swept = grid(ruleset, "test", {}, "bonus", "difficulty")
    assert walked_rolls(ruleset.checks["test"]) == 3
    for bonus, row in zip(swept.rows, swept.points, strict=True):
        for difficulty, point in zip(swept.columns, row, strict=True):
            outcomes, _ = _oracle(int(difficulty), int(bonus))  # type: ignore[arg-type]
            assert {o.key: o.probability for o in point.outcomes if o.probability} == outcomes
