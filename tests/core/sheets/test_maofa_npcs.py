"""MAoFA's host characters: a new one is rated Average in every trait (the book's rating
for a trait nobody wrote down), mooks and mook groups exist, and an empty choice reads as
empty, never as "0"."""

from __future__ import annotations

import pytest

from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import FieldProblem, SheetState, make_batch, new_character

# The ten characteristics of the book's character sheet.
CHARACTERISTICS = ("profession", "body", "senses", "reflexes", "intelligence", "knowledge",
                   "memory", "social_skills", "technical", "art")
HOST_TEMPLATES = ("npc", "npc_luck", "mook", "mook_group")


@pytest.fixture
def maofa(rulesets: dict[str, Ruleset]) -> Ruleset:
    return rulesets["maofa"]


def test_maofa_has_a_mook_and_a_mook_group_template(maofa: Ruleset) -> None:
    assert maofa.sheet is not None
    kinds = {t.id: t.kind for t in maofa.sheet.templates.values()}
    assert kinds.get("mook") == "mook"
    assert kinds.get("mook_group") == "mook_group"
    group = maofa.sheet.template("mook_group")
    assert group.members == "members"


@pytest.mark.parametrize("template", HOST_TEMPLATES)
def test_a_new_host_character_is_average_in_every_trait_it_has(maofa: Ruleset,
                                                               template: str) -> None:
    """The book: a trait that is neither an advantage nor a disadvantage is Average (A),
    worth 0 points; that is what a GM rolls against until they write something else."""
    state = SheetState(maofa, new_character(maofa, template, "Guard"))
    used = [f for f in CHARACTERISTICS if state.template.uses(f)]
    assert "body" in used and "reflexes" in used  # what a fight reads
    for field in used:
        assert state.value(field) is not None, field
        assert state.rating_of(field) == "A", field
        assert state.number(field) == 0, field
    assert state.problems == []


def test_a_mook_carries_only_what_a_test_against_it_reads(maofa: Ruleset) -> None:
    state = SheetState(maofa, new_character(maofa, "mook", "Guard"))
    assert not state.template.uses("luck") and not state.template.uses("prime")
    assert not state.template.uses("trademark_trick")
    assert not state.template.uses("members")
    state.set("body", "muscular")  # the book: muscular (S) 4
    assert state.rating_of("body") == "S"
    assert state.problems == []


def test_a_group_of_guards_holds_its_members(maofa: Ruleset) -> None:
    [group] = make_batch(maofa, 5, name="Museum guards", as_group=True)
    assert group.kind == "mook_group" and group.template == "mook_group"
    state = SheetState(maofa, group)
    assert state.value("members") == 5
    assert state.rating_of("body") == "A"
    assert state.problems == []


def test_a_player_character_has_no_members_field(maofa: Ruleset) -> None:
    state = SheetState(maofa, new_character(maofa))
    assert not state.template.uses("members")


def test_an_empty_choice_reads_as_empty_not_zero(maofa: Ruleset) -> None:
    state = SheetState(maofa, new_character(maofa, "npc", "Guard"))
    assert state.value("background") is None
    state = SheetState(maofa, new_character(maofa))
    assert state.value("trademark_trick") is None


def test_a_new_player_character_must_pick_each_characteristic(maofa: Ruleset) -> None:
    """The book has a player choose one option for each of the ten characteristics."""
    state = SheetState(maofa, new_character(maofa))
    for field in CHARACTERISTICS:
        label = maofa.sheet.fields[field].label if maofa.sheet is not None else field
        assert FieldProblem(field, f"{label} is required") in state.problems
