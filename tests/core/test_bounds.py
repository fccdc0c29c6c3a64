"""Every query stays fast: oversized dice, budgets and groups are refused with a message."""

from __future__ import annotations

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
