"""An encounter joining the people at a Table: taken names get the next free number, a
character seated once is not cloned, the seated fight grows by one line per newcomer."""

from __future__ import annotations

import pytest

from gm_assistant.core.conflict.encounter import MAX_MEMBERS, Encounter, EncounterMember
from gm_assistant.core.errors import InputError
from gm_assistant.core.play.fight_joining import free_name, join_encounter


def _sharks(count: int) -> Encounter:
    return Encounter(ruleset="adom", name="Muelle",
                     party=[EncounterMember(character="abigail-zhao")],
                     opposition=[EncounterMember(character="sky-shark", count=count,
                                                 set={"attack": 2})])


def test_free_name_numbers_after_the_highest_taken() -> None:
    taken = {"Shark 1", "Shark 2", "Shark 3", "Ogre", "Abigail"}
    assert free_name("Shark 1", taken) == "Shark 4"
    assert free_name("Ogre", taken) == "Ogre 2"
    assert free_name("Troll", taken) == "Troll"
    assert free_name("Ogre", {"Ogre", "Ogre 2", "Ogre 7"}) == "Ogre 8"


def test_the_same_encounter_added_again_seats_copies_under_new_numbers() -> None:
    seated = _sharks(3)
    at_table = ["Abigail Zhao", "Shark 1", "Shark 2", "Shark 3"]
    joined = join_encounter(seated, _sharks(3), at_table, at_table)
    # Abigail is one character file fielded once, already seated: not cloned.
    assert joined.names == {"Shark 1": "Shark 4", "Shark 2": "Shark 5", "Shark 3": "Shark 6"}
    fight = joined.encounter
    assert fight.party == seated.party
    assert fight.opposition[0] == seated.opposition[0]
    added = fight.opposition[1:]
    assert [(m.character, m.name, m.count, m.set) for m in added] == [
        ("sky-shark", f"Shark {n}", 1, {"attack": 2}) for n in (4, 5, 6)]
    assert fight.name == "Muelle" and fight.policies == seated.policies


def test_without_a_seated_fight_the_added_sides_are_kept_whole() -> None:
    joined = join_encounter(None, _sharks(2), ["Abigail Zhao", "Shark 1", "Shark 2"],
                            ["Abigail Zhao", "Shark 1"])
    assert joined.names == {"Shark 1": "Shark 2", "Shark 2": "Shark 3"}
    assert [m.name for m in joined.encounter.party] == ["Abigail Zhao"]
    assert [m.name for m in joined.encounter.opposition] == ["Shark 2", "Shark 3"]


def test_a_fight_too_large_is_refused() -> None:
    seated = _sharks(MAX_MEMBERS - 1)
    names = ["Abigail Zhao", *(f"Shark {n}" for n in range(1, MAX_MEMBERS))]
    with pytest.raises(InputError, match="at most"):
        join_encounter(seated, _sharks(2), ["Abigail Zhao", "Shark 1", "Shark 2"], names)
