"""Chart chains read from a ruleset's data (the Charts area follows a cell along them)."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.rules import Ruleset, load_ruleset
from gm_assistant.core.rules.chart_links import (
    PathCheck,
    column_roll,
    dice_column_odds,
    linked_charts,
    path_check,
)

RULESETS = Path(__file__).resolve().parents[2] / "rulesets"


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return load_ruleset(RULESETS / "maofa.yaml")


def test_a_chart_of_task_ratings_links_to_the_charts_read_by_task_rating(maofa: Ruleset) -> None:
    # The rulebook's first chart gives a personal task rating; both resolve charts (the
    # skill test's and the slugfest's) have task ratings as rows.
    assert linked_charts(maofa, "personal_task") == ["resolve", "slugfest_resolve"]
    assert linked_charts(maofa, "resolve") == []  # its cells are outcomes, not levels


def test_the_resolve_charts_columns_are_2d6_totals(maofa: Ruleset) -> None:
    assert column_roll(maofa, "resolve") == "2d6"
    assert column_roll(maofa, "personal_task") is None
    counts: dict[int, int] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        counts[a + b] = counts.get(a + b, 0) + 1
    odds = dice_column_odds(maofa, "resolve")
    assert odds is not None
    assert {int(k): v for k, v in odds.items()} == {t: Fraction(n, 36) for t, n in counts.items()}
    assert dice_column_odds(maofa, "personal_task") is None


def test_the_path_from_the_first_chart_to_the_resolve_chart_is_the_skill_test(
        maofa: Ruleset) -> None:
    assert path_check(maofa, "personal_task", "resolve") == PathCheck(
        "skill_test", "trait", "difficulty")
    assert path_check(maofa, "resolve", "personal_task") is None
