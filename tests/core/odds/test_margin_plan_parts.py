"""`shift.margin_plan`'s two parts on a small check: the walk written as sums of whole
multiples (comparisons and measures; anything else gives no plan) and the magnitude bound
(a bonus big enough to take a walked value past the formulas' limit gives no plan), with
the offsets and the bound worked out by hand here."""

from __future__ import annotations

import pytest

from gm_assistant.core.odds.shift import MarginPlan, margin_plan
from gm_assistant.core.rules.formula import MAX_MAGNITUDE
from gm_assistant.core.rules.roll_layout import roll_layout
from tests.core.test_pools import _load

CHECK = """
checks:
  test:
    label: Test
    outcomes: [failure, success]
    inputs:
      skill: {{label: Skill, range: {{min: -3, max: 8}}}}
      difficulty: {{label: Difficulty, range: {{min: 0, max: 12}}, default: 6}}
      luck: {{label: Luck, range: {{min: 0, max: 3}}, default: 0}}
    roll: d6
    values:
      total: roll + 2 * skill + boost
    outcome:
      bands:
        - {{when: {when}, outcome: success}}
        - {{else: failure}}
    spend:
      - {{kind: bonus, adds: {adds}, variable: boost, budget: luck}}
    measures:
      margin: {measure}
"""


def _plan(when: str = "total >= difficulty", measure: str = "roll + skill - difficulty",
          adds: int = 1) -> MarginPlan | None:
    ruleset = _load("plans", CHECK.format(when=when, measure=measure, adds=adds))
    spec = ruleset.checks["test"]
    return margin_plan(spec, spec.layout if spec.layout is not None else roll_layout(spec))


@pytest.mark.parametrize(("skill", "difficulty"), [(2, 5), (-3, 12), (8, 0)])
def test_the_offsets_are_the_fixed_parts_of_each_comparison_and_measure(
        skill: int, difficulty: int) -> None:
    plan = _plan()
    assert plan is not None and plan.fixed == ("difficulty", "skill")
    # total >= difficulty: roll + boost + (2 skill - difficulty) >= 0;
    # the margin: roll + (skill - difficulty).
    assert plan.offsets({"skill": skill, "difficulty": difficulty}) == (
        2 * skill - difficulty, skill - difficulty)


@pytest.mark.parametrize(("when", "measure"), [
    ("total * total >= difficulty", "roll"),  # a comparison that is no sum of multiples
    ("total >= difficulty", "roll * roll"),  # a measure that is none
    ("total >= difficulty", "roll // 2"),
])
def test_a_walk_that_is_not_linear_has_no_plan(when: str, measure: str) -> None:
    assert _plan(when=when, measure=measure) is None


def test_a_bonus_past_the_magnitude_bound_has_no_plan() -> None:
    # The walk's widest sum, total - difficulty, has coefficients 1 + 2 + 1 + 1 = 5 and
    # reads a bonus of up to 100 uses of `adds`: the bound holds while
    # 5 * 100 * adds * 4 <= MAX_MAGNITUDE (the fixed values' own bound, 10**6, is lower).
    largest = MAX_MAGNITUDE // (5 * 100 * 4)
    assert _plan(adds=largest) is not None
    assert _plan(adds=largest + 1) is None
