"""`outcome_rule.rule_function`, the direct call the odds decide every face with: for a
chart rule it reads the chart's cell (the data written in the test ruleset, copied here),
for bands the first band that holds (a reroll band gives a reroll); anything unusual goes
through `apply_rule`, which names the problem."""

from __future__ import annotations

import pytest

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.odds.outcome_rule import OddsError, Reroll, rule_function
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset_bytes
from tests.core.test_engine import LAB

RESOLVE = {"t1": ["fumble", "close", "win", "win", "win", "triumph", "triumph"],
           "t2": ["fumble", "fail", "close", "win", "win", "win", "triumph"],
           "t3": ["fumble", "fail", "fail", "close", "close", "win", "triumph"]}
"""The lab's `resolve` chart: a row per tier, a column per 2d4 total from 2."""


@pytest.fixture(scope="module")
def lab() -> Ruleset:
    return load_ruleset_bytes(LAB.encode(), "engine_lab.yaml")


def test_a_chart_rule_reads_the_cell_of_its_row_and_column(lab: Ruleset) -> None:
    decide = rule_function(lab.checks["chart_check"].rule)
    for tier, row in RESOLVE.items():
        for total, outcome in enumerate(row, 2):
            assert decide({"roll": total}, {"tier": tier}) == outcome, (tier, total)


def test_a_chart_rule_off_its_columns_is_refused_naming_the_scale(lab: Ruleset) -> None:
    decide = rule_function(lab.checks["chart_check"].rule)
    with pytest.raises(OddsError, match=r"'roll' is 9, outside the scale 'total' \(2..8\)"):
        decide({"roll": 9}, {"tier": "t1"})


def test_bands_give_the_first_band_that_holds_and_a_tie_a_reroll(lab: Ruleset) -> None:
    decide = rule_function(lab.checks["tie_reroll"].rule)
    for gap, outcome in [(3, "win"), (1, "win"), (-1, "fail"), (-5, "fail")]:
        assert decide({"gap": gap}, {}) == outcome
    assert isinstance(decide({"gap": 0}, {}), Reroll)


def test_bands_whose_test_fails_say_why(lab: Ruleset) -> None:
    decide = rule_function(lab.checks["tie_reroll"].rule)
    with pytest.raises(FormulaError, match="'gap > 0': no value for 'gap'"):
        decide({}, {})  # gap is missing: apply_rule names the formula and the name
