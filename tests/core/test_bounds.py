"""Every query stays fast: oversized dice, budgets and groups are refused with a message."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gm_assistant.core.dice import DiceNotationError, distribution
from gm_assistant.core.errors import RulesetError
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
      - {kind: reroll, on: [fail], budget: tries}
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


def test_a_sweep_over_too_many_points_is_refused_naming_the_inputs() -> None:
    from gm_assistant.core.errors import InputError
    from gm_assistant.core.odds import grid
    from gm_assistant.core.odds.sweep import MAX_SWEEP_POINTS

    ruleset = load_ruleset_bytes(RULESET.encode(), "bounds.yaml")
    assert MAX_SWEEP_POINTS < 5001 * 5000
    with pytest.raises(InputError) as caught:
        grid(ruleset, "luck", {}, "tries", "people")  # 25 million points
    message = str(caught.value)
    assert "'tries' (5001 values)" in message and "'people' (5000 values)" in message
    assert "'luck'" in message and "25,005,000 points" in message


def test_a_value_beyond_the_formula_limit_is_refused_when_computing_odds() -> None:
    from gm_assistant.core.rules.formula import MAX_MAGNITUDE

    text = RULESET.replace(
        "    roll: d6\n    outcome:\n      bands:\n        - {when: roll >= 4",
        "    roll: d6\n    values:\n      huge: roll * people * 1000000000\n"
        "    outcome:\n      bands:\n        - {when: huge >= 4",
    )
    ruleset = load_ruleset_bytes(text.encode(), "bounds.yaml")
    # computed per face of the roll (the engine's hot loop): 6 x 166 x 10^9 is allowed
    assert check_odds(ruleset, "luck", {"people": 166}).p_success == 1
    assert MAX_MAGNITUDE < 6 * 167 * 10**9
    with pytest.raises(OddsError, match=r"'luck'.*too large"):
        check_odds(ruleset, "luck", {"people": 167})


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
