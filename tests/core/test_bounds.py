"""Every query stays fast: oversized dice, budgets and groups are refused with a message."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gm_assistant.core.dice import DiceNotationError, distribution
from gm_assistant.core.errors import InputError, RulesetError
from gm_assistant.core.odds import OddsError, check_odds
from gm_assistant.core.rules import load_ruleset_bytes

RULESET = """
format: 1
id: bounds
name: Bounds
version: "1"
language: en
source: {title: Test, authors: [Me], licence: none, attribution: test}
outcomes:
  - {key: fail, label: Fail, success: false, colour: "#aa0000"}
  - {key: win, label: Win, success: true, colour: "#00aa00"}
checks:
  luck:
    label: Luck
    outcomes: [fail, win]
    inputs:
      tries: {label: Tries, range: {min: 0, max: 5000}}
      people: {label: People, range: {min: 1, max: 5000}, default: 1}
    roll: d6
    outcome:
      bands:
        - {when: roll >= 4, outcome: win}
        - {else: fail}
    spend:
      - {kind: reroll, while_outcome: [fail], budget: tries}
  crowd:
    label: Crowd
    outcomes: [fail, win]
    inputs:
      people: {label: People, range: {min: 1, max: 5000}, default: 1}
    roll: d6
    outcome:
      bands:
        - {when: roll >= 2, outcome: win}
        - {else: fail}
    group:
      members: [{count: people}]
      combine: worst
"""


@pytest.mark.parametrize("notation", ["100d100", "2d1000", "21d6kh1", "20d100kh10"])
def test_dice_too_big_to_work_out_are_refused(notation: str) -> None:
    with pytest.raises(DiceNotationError, match="at most"):
        distribution(notation)


def test_a_huge_roll_in_a_ruleset_is_a_located_problem() -> None:
    text = RULESET.replace("roll: d6\n    outcome:\n      bands:\n        - {when: roll >= 4",
                           "roll: 100d100\n    outcome:\n      bands:\n        - {when: roll >= 4")
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(text.encode(), "bounds.yaml")
    (problem,) = caught.value.problems
    assert "100d100" in problem.message and problem.line > 1


def test_budgets_and_groups_beyond_the_bounds_are_refused() -> None:
    ruleset = load_ruleset_bytes(RULESET.encode(), "bounds.yaml")
    # within the bound: 1 - (1/2)^101, from the geometric series of failed tries
    odds = check_odds(ruleset, "luck", {"tries": 100})
    assert odds.probability("fail") * 2**101 == 1
    with pytest.raises(OddsError, match="budget"):
        check_odds(ruleset, "luck", {"tries": 101})
    crowd = check_odds(ruleset, "crowd", {"people": 20})
    assert crowd.p_success * 6**20 == 5**20
    with pytest.raises(OddsError, match="group"):
        check_odds(ruleset, "crowd", {"people": 21})


def test_a_sweep_over_two_huge_inputs_is_refused_naming_them_at_once() -> None:
    """Two inputs of 0..10000 would make 10^8 points: refused before any is computed."""
    import time

    from gm_assistant.core.odds import grid
    from gm_assistant.core.odds.sweep import MAX_POINTS, curve

    text = """
format: 1
id: huge
name: Huge
version: "1"
language: en
source: {title: t, authors: [a], licence: l, attribution: a}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#dc2626"}
  - {key: hit, label: Hit, success: true, colour: "#16a34a"}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    inputs:
      a: {label: A, range: {min: 0, max: 10000}, default: 0}
      b: {label: B, range: {min: 0, max: 10000}, default: 0}
    roll: d6
    values: {total: roll + a - b}
    outcome:
      bands:
        - {when: total >= 4, outcome: hit}
        - {else: miss}
"""
    from gm_assistant.core.rules.loader import load_ruleset_bytes

    ruleset = load_ruleset_bytes(text.encode(), "huge.yaml")
    start = time.monotonic()
    with pytest.raises(InputError) as caught:
        grid(ruleset, "roll", {}, "a", "b")
    assert time.monotonic() - start < 1  # refused before computing a point
    message = str(caught.value)
    assert "a (10,001 values) x b (10,001 values)" in message
    assert f"{MAX_POINTS:,}" in message
    assert len(curve(ruleset, "roll", {}, "a").points) == 10_001  # one input is fine


def test_exploding_rolls_in_a_ruleset_are_exact_and_a_missing_depth_is_located() -> None:
    def with_roll(roll: str, band: str) -> str:
        head = "\n    outcome:\n      bands:\n        - {when: "
        return RULESET.replace(f"roll: d6{head}roll >= 4", f"roll: {roll}{head}{band}")

    ruleset = load_ruleset_bytes(with_roll("d6!3", "roll >= 13").encode(), "bounds.yaml")
    # 13 or more: two 6s in a row (1/36), then any face; the depth of 3 is never the limit
    assert check_odds(ruleset, "luck", {}).probability("win") == Fraction(1, 36)
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(with_roll("d6!", "roll >= 4").encode(), "bounds.yaml")
    (problem,) = caught.value.problems
    assert "how many times a die may explode" in problem.message and problem.line > 1
