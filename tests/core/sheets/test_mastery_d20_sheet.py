"""The d20 Mastery Level sheet against the source's examples with Red the pirate."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.library import open_character
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import SheetState

RED = Path(__file__).resolve().parents[3] / "resources/samples/mastery_d20/red.yaml"


@pytest.fixture
def red(rulesets: dict[str, Ruleset]) -> SheetState:
    return SheetState(rulesets["mastery_d20"], open_character(RED))


def test_red_has_the_examples_characteristics(red: SheetState) -> None:
    assert (red.value("strength"), red.value("stamina"), red.value("perception")) == (7, 4, 9)
    assert red.value("cleverness") is None and red.value("nerve") is None
    assert red.problems == []


def test_shark_feeding_with_stamina_is_12_as_in_the_long_swim(red: SheetState) -> None:
    shark = red.entries("skills")[0]
    assert shark.values["skill"] == "Shark Feeding"
    assert shark.derived["mastery"] == 4 + 8  # "adding Stamina 4 and Shark Feeding 8"


def test_the_harbour_race_is_strength_plus_shark_feeding_minus_the_grog(
        red: SheetState) -> None:
    red.set_entry("skills", 0, "characteristic", "strength")
    shark = red.entries("skills")[0]
    assert shark.derived["mastery"] == 7 + 8
    assert shark.derived["mastery"] - 4 == 11  # "7 + 8 - 4 = 11"


def test_poker_at_level_0_takes_the_automatic_malus_of_5(red: SheetState) -> None:
    poker = red.entries("skills")[1]
    assert poker.values["beginners_luck"] == [True]  # already used: marked "+"
    assert poker.derived["mastery"] == 9 + 0 - 5
    assert poker.derived["mastery"] - 3 == 1  # drunk: "his actual Mastery Level becomes 1"


def test_a_speciality_adds_its_level(red: SheetState) -> None:
    red.set_entry("skills", 0, "speciality", "Night swimming")
    red.set_entry("skills", 0, "speciality_level", 2)
    assert red.entries("skills")[0].derived["mastery_with_speciality"] == 12 + 2


def test_the_beginners_mark_above_level_0_is_a_problem(red: SheetState) -> None:
    red.set_entry("skills", 1, "level", 1)
    [problem] = red.problems
    assert problem.field == "skills[1].beginners_luck"
    red.set_entry("skills", 1, "beginners_luck", False)
    assert red.problems == []
    assert red.entries("skills")[1].derived["mastery"] == 9 + 1


def test_an_unknown_characteristic_leaves_the_mastery_level_empty(red: SheetState) -> None:
    red.set_entry("skills", 1, "characteristic", "cleverness")
    assert red.entries("skills")[1].derived["mastery"] is None
    red.set("cleverness", 6)
    assert red.entries("skills")[1].derived["mastery"] == 6 - 5
