"""Lady Luck's sheet: Defense from the Creature Size Table, resilience, NPC limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.library import open_character
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import FieldProblem, SheetState, new_character

WREN = Path(__file__).resolve().parents[3] / "resources/samples/lady_luck/wren-ashdown.yaml"
# The Creature Size Table's Default Defense column, as printed.
SIZE_DEFENSE = {"miniscule": 6, "diminutive": 6, "tiny": 5, "small": 4, "medium": 3,
                "large": 2, "giant": 1, "huge": 0, "gargantuan": 0, "titanic": 0}


@pytest.fixture
def lady_luck(rulesets: dict[str, Ruleset]) -> Ruleset:
    return rulesets["lady_luck"]


@pytest.mark.parametrize(("size", "defense"), sorted(SIZE_DEFENSE.items()))
def test_default_defense_comes_from_the_size(lady_luck: Ruleset, size: str,
                                             defense: int) -> None:
    state = SheetState(lady_luck, new_character(lady_luck))
    state.set("size", size)
    assert state.derived["default_defense"] == defense
    state.set("extra_defense", 2)
    assert state.derived["defense"] == defense + 2


def test_the_sample_character(lady_luck: Ruleset) -> None:
    state = SheetState(lady_luck, open_character(WREN))
    assert state.value("size") == "medium"
    assert state.derived["defense"] == 3 + 1  # medium, plus a leather jerkin
    assert state.derived["resilience"] == 1 + 1 + 1  # Constitution + Endurance + Willpower
    assert state.derived["injury_roll_base"] == 1 + 1  # 1 + injuries (+ the weapon's ITM)
    assert [e.values["weapon"] for e in state.entries("weapons")] == ["Shortbow", "Knife",
                                                                      "Cudgel"]
    assert state.problems == []


def test_an_npc_dies_past_its_injury_limit(lady_luck: Ruleset) -> None:
    # The default reading of the limit (npc_limit_reading): it takes that many and lives.
    state = SheetState(lady_luck, new_character(lady_luck, "npc", "Goblin"))
    state.set("size", "small")
    assert state.derived["defense"] == 4
    assert state.problems == []
    state.set("injuries", 1)
    assert state.problems == []
    state.set("injuries", 2)
    assert state.problems == [FieldProblem("injuries", "2 injuries pass the limit of 1: the "
                                                       "NPC dies")]
    state.set("injury_limit", 2)
    assert state.problems == []


def test_aptitudes_stay_within_the_read_range(lady_luck: Ruleset) -> None:
    state = SheetState(lady_luck, open_character(WREN))
    state.set("might", 4)
    assert state.problems == [FieldProblem("might", "Might is 4, above the maximum 3")]
