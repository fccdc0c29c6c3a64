"""AdOM (Fate Accelerated): the approach rule, stunts and refresh, stress and the mooks,
against the book's rules and its sample characters."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from gm_assistant.core.library import open_character
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import FieldProblem, SheetState, new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "adom"
APPROACHES = ("careful", "clever", "flashy", "forceful", "quick", "sneaky")
CREATION = "los métodos deben ser +3, +2, +2, +1, +1 y +0 al crear el personaje"
# The book's sample characters: Careful, Clever, Flashy, Forceful, Quick, Sneaky.
BOOK = {
    "reth-of-the-andrali-resistance": (2, 1, 0, 3, 2, 1),
    "voltaire": (1, 1, 3, 0, 2, 2),
    "abigail-zhao": (0, 2, 1, 2, 1, 3),
    "bethesda-flushing-phd": (2, 3, 1, 2, 1, 0),
}
BOOK_STUNTS = {"reth-of-the-andrali-resistance": 1, "voltaire": 1, "abigail-zhao": 1,
               "bethesda-flushing-phd": 2}
# The book's mooks: stress boxes (Steel Assassin: read as one, see the note).
MOOKS = {"cyclops-house-bully": 0, "steel-assassin": 1, "sky-shark": 2}


@pytest.fixture
def adom(rulesets: dict[str, Ruleset]) -> Ruleset:
    return rulesets["adom"]


def creation_rule_holds(adom: Ruleset, values: tuple[int, ...]) -> bool:
    assert adom.sheet is not None
    rule = next(r for r in adom.sheet.constraints if r.id == "approaches_at_creation")
    env = dict(zip(APPROACHES, values, strict=True))
    env.update(approach_total=sum(values), approach_raises=0)
    return bool(rule.check(env))


def test_the_creation_rule_accepts_exactly_the_books_spread(adom: Ruleset) -> None:
    # Every assignment of 0..5 to the six approaches: the rule holds exactly for the
    # arrangements of one +3, two +2, two +1 and one +0.
    spread = [0, 1, 1, 2, 2, 3]
    for values in itertools.product(range(6), repeat=6):
        assert creation_rule_holds(adom, values) == (sorted(values) == spread), values


def test_a_broken_spread_is_a_problem_naming_the_approaches(adom: Ruleset) -> None:
    state = SheetState(adom, open_character(SAMPLES / "voltaire.yaml"))
    assert state.problems == []
    state.set("careful", 3)  # two +3 now
    [problem] = state.problems
    assert problem.field == "approaches"
    assert problem.message.startswith(CREATION)
    assert "approaches must be +3, +2, +2, +1, +1, +0 at creation" in problem.message


def test_raised_approaches_add_one_per_raise_up_to_plus_5(adom: Ruleset) -> None:
    state = SheetState(adom, open_character(SAMPLES / "abigail-zhao.yaml"))
    state.set("sneaky", 4)
    state.set("approach_raises", 1)
    assert state.problems == []
    state.set("sneaky", 5)
    assert [p.field for p in state.problems] == ["approaches"]
    state.set("approach_raises", 2)
    assert state.problems == []
    state.set("sneaky", 6)
    state.set("approach_raises", 3)
    assert state.problems == [FieldProblem("sneaky", "Sigiloso (Sneaky) is 6, above the "
                                                     "maximum 5")]


@pytest.mark.parametrize("name", sorted(BOOK))
def test_the_sample_characters_are_the_books(adom: Ruleset, name: str) -> None:
    state = SheetState(adom, open_character(SAMPLES / f"{name}.yaml"))
    assert tuple(state.value(a) for a in APPROACHES) == BOOK[name]
    assert state.derived["stunt_count"] == BOOK_STUNTS[name]
    assert state.derived["refresh"] == 3  # every sample prints REFRESH: 3
    assert state.value("fate_points") == 3
    assert state.boxes("stress") == 3  # STRESS ○○○
    assert len(state.entries("other_aspects")) == 3
    assert state.problems == []


def test_three_stunts_are_free_and_each_further_one_costs_a_refresh(adom: Ruleset) -> None:
    state = SheetState(adom, open_character(SAMPLES / "bethesda-flushing-phd.yaml"))
    refresh = []
    for number in range(3, 7):
        state.add_entry("stunts", {"stunt": f"Stunt {number}"})
        refresh.append(state.derived["refresh"])
    # 3, 4, 5 and 6 stunts: 3 - max(0, stunts - 3).
    assert refresh == [3, 2, 1, 0]
    [problem] = state.problems
    assert problem.field == "refresh"
    state.set("refresh_base", 4)  # a major milestone's extra refresh
    assert state.derived["refresh"] == 1
    assert state.problems == []


def test_consequences_are_mild_2_moderate_4_severe_6(adom: Ruleset) -> None:
    assert adom.sheet is not None
    labels = [adom.sheet.fields[f].label for f in ("mild", "moderate", "severe")]
    assert [label.rsplit(" ", 1)[-1] for label in labels] == ["2", "4", "6"]


@pytest.mark.parametrize(("name", "boxes"), sorted(MOOKS.items()))
def test_the_books_mooks(adom: Ruleset, name: str, boxes: int) -> None:
    state = SheetState(adom, open_character(SAMPLES / f"{name}.yaml"))
    assert state.character.kind == "mook"
    assert state.boxes("stress") == boxes
    assert state.entries("skilled_at") and state.entries("bad_at")
    assert not state.template.uses("careful") and not state.template.uses("mild")
    assert state.problems == []


def test_a_mook_has_at_most_two_stress_boxes(adom: Ruleset) -> None:
    state = SheetState(adom, new_character(adom, "mook", "Goblin"))
    assert state.boxes("stress") == 1 and state.problems == []
    state.set("stress_boxes", 3)
    assert [p.field for p in state.problems] == ["stress_boxes"]


@pytest.mark.parametrize("members", range(2, 13))
def test_a_mook_group_has_one_stress_box_per_two_members(adom: Ruleset, members: int) -> None:
    state = SheetState(adom, open_character(SAMPLES / "gang-of-thugs.yaml"))
    if members == 4:
        assert state.boxes("stress") == 2  # Stress: ○○ (4 thugs)
    state.set("members", members)
    assert state.boxes("stress") == members // 2
    assert state.problems == []
