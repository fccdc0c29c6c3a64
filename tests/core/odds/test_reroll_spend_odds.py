"""A reroll spend in the odds (`engine._Engine._outcomes`): the whole roll thrown again
while its outcome is one the spend names and the budget lasts, each outcome's odds and
P(success) against a recursion written here, and its measures rerolled with it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gm_assistant.core.odds import check_odds
from tests.core.test_pools import _load

CHECK = """
resources:
  luck: {label: Luck, min: 0, max: 9}
checks:
  shot:
    label: Shot
    outcomes: [fumble, failure, success, critical]
    inputs:
      luck: {label: Luck, range: {min: 0, max: 4}, default: 0, resource: luck}
    roll: d6
    outcome:
      bands:
        - {when: roll == 1, outcome: fumble}
        - {when: roll == 6, outcome: critical}
        - {when: roll >= 4, outcome: success}
        - {else: failure}
    spend:
      - {kind: reroll, while_outcome: [fumble, failure], budget: luck}
    measures:
      face: roll
"""

ONE_THROW = {"fumble": Fraction(1, 6), "failure": Fraction(2, 6),
             "success": Fraction(2, 6), "critical": Fraction(1, 6)}


def _rerolled(luck: int) -> dict[str, Fraction]:
    """Throw; on a fumble or failure with luck left, throw again (recursion)."""
    if luck == 0:
        return dict(ONE_THROW)
    after = _rerolled(luck - 1)
    again = ONE_THROW["fumble"] + ONE_THROW["failure"]
    return {key: (0 if key in ("fumble", "failure") else chance) + again * after[key]
            for key, chance in ONE_THROW.items()}


@pytest.mark.parametrize("luck", [0, 1, 2, 4])
def test_the_roll_is_thrown_again_while_it_fails_and_luck_lasts(luck: int) -> None:
    odds = check_odds(_load("rerolls", CHECK), "shot", {"luck": luck})
    expected = _rerolled(luck)
    assert {key: odds.probability(key) for key in expected} == expected
    assert odds.p_success == expected["success"] + expected["critical"]
    assert odds.p_success == 1 - Fraction(1, 2) ** (luck + 1)  # a failure each time
    # The face measured is the last throw's: 1 only from a fumble left at the end.
    assert odds.measures["face"][1] == expected["fumble"]
    assert odds.measures["face"][6] == expected["critical"]
    assert sum(odds.measures["face"].values()) == 1
