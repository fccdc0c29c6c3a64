"""How a sheet becomes a combatant (`combatant.combatant_of` and its parts): a stat read
from its field, the better of two fields (`best_of`), the default when the sheet says
nothing, an override over all of them; a pool capped at its most; a mook group's members
and harm slots from its sheet. The expected ratings are read off the MAoFA options used
(the rulebook's trait ratings D < A < T < S < P)."""

from __future__ import annotations

import pytest

from gm_assistant.core.conflict.combatant import combatant_of
from gm_assistant.core.errors import InputError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import Character


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


def test_stats_come_from_the_sheet_s_fields(maofa: Ruleset) -> None:
    fight = maofa.model.conflicts["fight"]
    # muscular: S; shortsighted senses: D; acrobatic reflexes: S; alertness: the better.
    character = Character("maofa", values={"body": "muscular", "senses": "shortsighted",
                                           "reflexes": "acrobatic", "luck": 7})
    combatant = combatant_of(maofa, fight, character, "party")
    assert combatant.stats == {"fighting": "S", "defence": "S", "reflexes": "S",
                               "alertness": "S"}
    assert combatant.pools == {"luck": 7}


def test_the_better_of_two_fields_and_the_default_when_none_is_rated(
        maofa: Ruleset) -> None:
    fight = maofa.model.conflicts["fight"]
    eagle = Character("maofa", values={"senses": "eagle eye", "reflexes": "clumsy"})
    assert combatant_of(maofa, fight, eagle, "party").stats["alertness"] == "S"
    clumsy = Character("maofa", values={"reflexes": "clumsy"})
    assert combatant_of(maofa, fight, clumsy, "party").stats["alertness"] == "D"
    blank = combatant_of(maofa, fight, Character("maofa"), "party")
    assert blank.stats == {"fighting": "A", "defence": "A", "reflexes": "A",
                           "alertness": "A"}  # every stat's default


def test_overrides_win_and_pools_are_capped(maofa: Ruleset) -> None:
    fight = maofa.model.conflicts["fight"]
    character = Character("maofa", values={"body": "muscular", "luck": 30})
    combatant = combatant_of(maofa, fight, character, "party", {"fighting": "D"})
    assert combatant.stats["fighting"] == "D" and combatant.stats["defence"] == "S"
    assert combatant.pools == {"luck": 20}  # the pool's most
    with pytest.raises(InputError, match="'-1' is not a whole number of Luck treats"):
        combatant_of(maofa, fight, character, "party", {"luck": -1})


def test_a_mook_group_has_its_members_and_slots() -> None:
    adom = default_registry().get("adom")
    conflict = next(iter(adom.model.conflicts.values()))
    group = Character("adom", template="mook_group", values={"members": 6})
    combatant = combatant_of(adom, conflict, group, "opposition")
    assert combatant.members == 6
    # A mook group has a stress box for every two members (the rulebook's rule).
    assert [slot.absorber for slot in combatant.slots] == ["stress"] * 3
    assert [slot.absorbs for slot in combatant.slots] == [1, 2, 3]
    assert combatant.numbers["members"] == 6
