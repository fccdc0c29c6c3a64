"""The odds plot's curves (`odds_data.build_plot_data` and its parts): one curve, one per
level of a second input, every outcome's band, a series of rolls, and the title saying
which; each value checked against the core's `check_odds` at that point, and a series of
rolls against the binomial sum written here."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.odds.odds_data import PlotRequest, build_plot_data


@pytest.fixture(scope="module")
def lady_luck() -> Ruleset:
    return default_registry().get("lady_luck")


def _success(ruleset: Ruleset, **inputs: object) -> Fraction:
    return check_odds(ruleset, "action", inputs).p_success


def test_one_curve_is_p_success_at_each_value(lady_luck: Ruleset) -> None:
    data = build_plot_data(PlotRequest(lady_luck, "action", {"threshold": 4, "modifier": 2},
                                       "modifier"))
    assert len(data.series) == 1 and data.series_label == ""
    allowed = lady_luck.checks["action"].inputs["modifier"].allowed
    assert data.series[0].values == tuple(_success(lady_luck, modifier=m, threshold=4)
                                          for m in allowed)
    assert data.title == "Action: P(success) by modifier (aptitudes + equipment)"
    assert data.x_current == allowed.index(2)  # the modifier given


def test_a_second_input_gives_a_curve_per_level_and_marks_the_current(
        lady_luck: Ruleset) -> None:
    data = build_plot_data(PlotRequest(lady_luck, "action", {"threshold": 5}, "modifier",
                                       series_input="threshold"))
    thresholds = lady_luck.checks["action"].inputs["threshold"].allowed
    assert [one.key for one in data.series] == list(thresholds)
    modifiers = lady_luck.checks["action"].inputs["modifier"].allowed
    for one in data.series:
        assert one.values == tuple(_success(lady_luck, modifier=m, threshold=one.key)
                                   for m in modifiers)
    assert data.series_current == thresholds.index(5)
    assert data.title.endswith(", one curve per threshold")


def test_bands_are_each_outcome_s_chance(lady_luck: Ruleset) -> None:
    data = build_plot_data(PlotRequest(lady_luck, "action", {"threshold": 4}, "modifier",
                                       series_input="threshold", measure="bands",
                                       rolls=(3, 2)))  # neither applies to bands
    assert [one.key for one in data.series] == ["failure", "success"]
    modifiers = lady_luck.checks["action"].inputs["modifier"].allowed
    assert data.series[1].values == tuple(_success(lady_luck, modifier=m, threshold=4)
                                          for m in modifiers)
    assert all(a + b == 1 for a, b in zip(data.series[0].values, data.series[1].values,
                                          strict=True))
    assert data.series_label == "Outcome" and "one curve per" not in data.title


def test_a_series_of_rolls_plots_at_least_k_of_n(lady_luck: Ruleset) -> None:
    data = build_plot_data(PlotRequest(lady_luck, "action", {"threshold": 4}, "modifier",
                                       rolls=(3, 2)))
    modifiers = lady_luck.checks["action"].inputs["modifier"].allowed
    for modifier, value in zip(modifiers, data.series[0].values, strict=True):
        p = _success(lady_luck, modifier=modifier, threshold=4)
        assert value == sum(comb(3, k) * p**k * (1 - p) ** (3 - k) for k in (2, 3))
    assert data.title == ("Action: P(success), at least 2 of 3 rolls, by modifier "
                          "(aptitudes + equipment)")
