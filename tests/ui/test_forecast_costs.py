"""The forecast's costs read at a glance: Riskbreaker's price of the opposition as "1
Advantage of 8" with a share that is not rounded off (1/8 is 12.5%, never "12%"), and what
a side spends with the ruleset's pool name after a colon, never inside a sentence."""

from __future__ import annotations

from fractions import Fraction

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.probability_text import share_text
from gm_assistant.core.rules.compiled import Ruleset
from tests.ui.encounter_fights import WINDOW, open_encounters


@pytest.mark.parametrize(("part", "whole", "shown"),
                         [(1, 8, "12.5"), (1, 2, "50"), (1, 3, "33.3"), (2, 3, "66.7"),
                          (3, 3, "100"), (7, 4, "175")])
def test_a_share_is_whole_or_to_one_place(part: int, whole: int, shown: str) -> None:
    assert share_text(part, whole) == shown


def test_the_opposition_price_says_its_share_exactly(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=WINDOW)
    result = view.forecast.result
    assert result is not None
    budget = result.scene.budget
    assert budget is not None
    # The sample: a level 4 Fighter and a level 4 Ranger (a balanced goal of 4 + 4) against
    # two guards.
    assert budget.goal == 4 + 4
    share = Fraction(100 * budget.cost, budget.goal)
    expected = (str(share.numerator) if share.denominator == 1
                else f"{round(float(share), 1):.1f}")
    line = view.forecast.costs.text().splitlines()[-1]
    assert line == (f"Opposition cost: {budget.cost} Advantage of {budget.goal} ({expected}% "
                    "of a balanced goal, the party's levels added up)")
    if budget.cost == 1:  # the sample as shipped: 1 of 8
        assert "(12.5%" in line


def test_a_pool_spent_is_named_after_a_colon(qtbot: QtBot,
                                             shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["adom"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    spent = result.scene.fight.spent
    conflict = ruleset.model.conflicts[result.scene.conflict]
    lines = view.forecast.costs.text().splitlines()
    starts = {"party": "The party's average spend: ",
              "opposition": "The opposition's average spend: "}
    shown = 0
    for side, pools in spent.items():
        used = [conflict.pools[name].label for name, value in pools.items()
                if (value.value if hasattr(value, "value") else value)]
        if not used:
            continue
        line = next(text for text in lines if text.startswith(starts[side]))
        # The pool's own name, capitals and all, right after the colon.
        assert line[len(starts[side]):].startswith(used[0] + " ")
        shown += 1
    assert shown  # the sample spends fate points
