"""Reroll bands in the spending walk (`resolve._SpendingWalk` and how its groups are put
together): a throw rolled again keeps the dice the band does not name, so each group of
throws that keep the same dice ends as its settled throws do; a group that never settles
is refused, naming the check. Oracles: every face enumerated here, with Fractions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from gm_assistant.core.odds import OddsError, check_odds
from tests.core.test_pools import _load

CHECKS = """
checks:
  partly:
    label: Partly rerolled
    outcomes: [failure, success]
    roll: {a: d4, b: d4}
    outcome:
      bands:
        - {when: a >= 3 and b == 1, reroll: [b]}
        - {when: b > a, outcome: success}
        - {else: failure}
  stuck:
    label: Stuck
    outcomes: [failure, success]
    roll: {a: d4, b: d4}
    outcome:
      bands:
        - {when: a >= 3, reroll: [b]}
        - {when: b > a, outcome: success}
        - {else: failure}
"""


def _partly_oracle() -> dict[str, Fraction]:
    """a kept; b rolled again while a >= 3 and b shows 1: b is then even over 2..4."""
    chances: dict[str, Fraction] = {"failure": Fraction(0), "success": Fraction(0)}
    for a in range(1, 5):
        faces = [2, 3, 4] if a >= 3 else [1, 2, 3, 4]
        for b in faces:
            outcome = "success" if b > a else "failure"
            chances[outcome] += Fraction(1, 4) / len(faces)
    return chances


def test_a_group_rerolled_now_and_then_ends_as_its_settled_throws() -> None:
    odds = check_odds(_load("groups", CHECKS), "partly")
    expected = _partly_oracle()
    assert {key: odds.probability(key) for key in expected} == expected
    # a = 1, 2: b above it 3 and 2 times in 4; a = 3: b = 4 once in 2..4; a = 4: never.
    assert expected["success"] == Fraction(1, 4) * (Fraction(3, 4) + Fraction(2, 4)
                                                    + Fraction(1, 3))
    assert sum(expected.values()) == 1


def test_a_group_that_never_settles_is_refused() -> None:
    with pytest.raises(OddsError, match="check 'stuck': some rolls are rerolled forever"):
        check_odds(_load("groups", CHECKS), "stuck")

