"""MAoFA's sheet against the book: option lists with ratings and points, initial luck = 40
minus the total, the prime characteristic and the luck limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.library import open_character
from gm_assistant.core.play.effects import apply_effects
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import FieldProblem, SheetState, new_character

SAMPLE = Path(__file__).resolve().parents[3] / "resources/samples/maofa/margot-delacroix.yaml"

# How many options the book lists for each choice.
BOOK_COUNTS = {"profession": 15, "body": 9, "senses": 10, "reflexes": 9, "intelligence": 9,
               "knowledge": 9, "memory": 8, "social_skills": 10, "technical": 11, "art": 9,
               "trademark_trick": 9, "background": 8}
# Spot checks, copied from the book: (field, option, rating letter, points).
BOOK_OPTIONS = [
    ("profession", "schoolchild", "D", -2), ("profession", "doctor/nurse", "S", 2),
    ("profession", "it_specialist", "S", 4), ("profession", "retired", "A", 0),
    ("body", "perfect beauty", "T", 2), ("body", "tubby", "D", -2),
    ("senses", "near deaf", "D", -1), ("senses", "perfect equilibrium", "S", 4),
    ("reflexes", "steady hand", "S", 2), ("intelligence", "jumps to conclusions", "D", -1),
    ("knowledge", "popular culture", "S", 4), ("memory", "forgets phone numbers", "D", -1),
    ("social_skills", "(in)famous reputation", "S", 2), ("technical", "car mechanic", "T", 2),
    ("art", "no artistic feeling at all", "D", -2),
]
# The sample's choices and their points as printed in the book.
MARGOT = {"teacher/professor": 4, "average": 0, "eagle eye": 4, "clumsy": -2, "nosey": 2,
          "art scholar": 2, "no memory for faces": -1, "easygoing": 2,
          "technical illiterate": -2, "classical painter": 2,
          "Cook": 1, "Birdwatcher/nature expert": 1, "Arts trivia": 2,
          "addicted to coffee": -1, "glasses": -1}


@pytest.fixture
def maofa(rulesets: dict[str, Ruleset]) -> Ruleset:
    return rulesets["maofa"]


def test_the_option_lists_are_the_books(maofa: Ruleset) -> None:
    sheet = maofa.sheet
    assert sheet is not None
    # Besides the book's options, the eight characteristics without an Average option
    # carry "unremarkable" (A, 0): the book's rating for a trait nothing is written for.
    counts = {name: len([k for k in sheet.fields[name].options if k != "unremarkable"])
              for name in BOOK_COUNTS}
    assert counts == BOOK_COUNTS
    added = {name for name in BOOK_COUNTS if "unremarkable" in sheet.fields[name].options}
    assert added == {"senses", "reflexes", "intelligence", "knowledge", "memory",
                     "social_skills", "technical", "art"}
    for name in added:
        option = sheet.fields[name].options["unremarkable"]
        assert (option.rating, option.points) == ("A", 0)
    for field, key, rating, points in BOOK_OPTIONS:
        option = sheet.fields[field].options[key]
        assert (option.rating, option.points) == (rating, points), (field, key)
    hobbies = sheet.fields["hobbies"].entry
    disadvantages = sheet.fields["disadvantages"].entry
    assert hobbies is not None and disadvantages is not None
    assert len(hobbies.fields["hobby"].options) == 20
    assert len(disadvantages.fields["disadvantage"].options) == 12
    assert all(o.points is not None and o.points < 0
               for o in disadvantages.fields["disadvantage"].options.values())


def test_initial_luck_is_40_minus_the_book_total(maofa: Ruleset) -> None:
    state = SheetState(maofa, open_character(SAMPLE))
    total = sum(MARGOT.values())  # 11 for the characteristics, 4 hobbies, -2 disadvantages
    assert state.derived["total_points"] == total == 13
    assert state.derived["initial_luck"] == 40 - total
    assert state.value("luck") == 40 - total  # luck treats start at the initial luck
    assert state.derived["trick_cost"] == 2  # Talk to animals: 2 luck per question
    assert state.problems == []


def test_the_prime_characteristic_is_rated_p_without_changing_points(maofa: Ruleset) -> None:
    state = SheetState(maofa, open_character(SAMPLE))
    assert state.rating_of("art") == "P"
    assert state.rating_of("senses") == "S"
    state.set("prime", "hobbies[2]")
    assert state.rating_of("art") == "T"
    assert state.rating_of("hobbies", 2) == "P"
    assert state.derived["total_points"] == 13
    state.clear("prime")
    assert FieldProblem("prime", "Prime characteristic is required") in state.problems


def test_a_total_over_40_is_a_problem_on_total_points(maofa: Ruleset) -> None:
    state = SheetState(maofa, new_character(maofa))
    picks = {"profession": "teacher/professor", "body": "muscular", "senses": "eagle eye",
             "reflexes": "lightning fast", "intelligence": "nosey",
             "knowledge": "popular culture", "memory": "photographic memory",
             "social_skills": "social lion", "technical": "technical wizard",
             "art": "classical painter", "prime": "body"}
    for field, value in picks.items():
        state.set(field, value)
    for hobby in ("Racecar driver", "Pilot", "Singer", "Boxing", "Karate"):
        state.add_entry("hobbies", {"hobby": hobby})
    # 4+4+4+4+2+4+4+4+4+2 = 36 for the characteristics, five Strong hobbies at 2: 46.
    assert state.derived["total_points"] == 46
    assert state.derived["initial_luck"] == -6
    assert state.value("luck") == 0
    assert state.problems == [FieldProblem(
        "total_points", "the total is 46, over 40: drop a hobby or take another disadvantage")]
    state.add_entry("disadvantages", {"disadvantage": "fear of heights"})
    state.add_entry("disadvantages", {"disadvantage": "easily seduced"})
    state.add_entry("disadvantages", {"disadvantage": "no own opinion"})
    assert state.derived["total_points"] == 40
    assert state.problems == []


def test_at_most_five_hobbies_and_custom_ones_with_rating_and_points(maofa: Ruleset) -> None:
    state = SheetState(maofa, open_character(SAMPLE))
    state.set_entry("hobbies", 3, "hobby", "Juggler (T) 1", text=True)
    state.set_entry("hobbies", 4, "hobby", "Tap dancer (S) 2", text=True)
    assert state.entries("hobbies")[3].values["hobby"] == {"label": "Juggler", "rating": "T",
                                                           "points": 1}
    assert state.derived["hobby_points"] == 4 + 3
    assert state.rating_of("hobbies", 4) == "S"
    state.add_entry("hobbies", {"hobby": "Cook"})
    assert FieldProblem("hobbies", "Hobbies and skills: at most 5 allowed, 6 written") in \
        state.problems


def test_a_morale_boost_adds_the_sheets_initial_luck(maofa: Ruleset) -> None:
    state = SheetState(maofa, open_character(SAMPLE))
    table = {"margot": {"luck": 3}, "friend": {"luck": 1}}
    apply_effects(maofa, "morale_boost", "margot", table, state.formula_values())
    assert table == {"margot": {"luck": 3 + 27}, "friend": {"luck": 2}}


def test_a_host_character_has_traits_but_no_luck(maofa: Ruleset) -> None:
    state = SheetState(maofa, new_character(maofa, "npc", "Museum guard"))
    assert not state.template.uses("luck")
    assert state.template.uses("profession") and state.template.uses("hobbies")
    state.set("profession", "policeman")
    assert state.rating_of("profession") == "T"
    assert state.problems == []


def test_a_host_character_with_luck_keeps_count_of_the_treats_their_points_leave(
        maofa: Ruleset) -> None:
    """The slugfest wears an opponent down "until he runs out of luck": a host character
    may carry luck, 40 minus their points as for a player character, tracked as luck."""
    from gm_assistant.core.conflict.combatant import OPPOSITION, combatant_of

    character = new_character(maofa, "npc_luck", "Rival curator")
    state = SheetState(maofa, character)
    assert state.template.uses("luck") and not state.template.uses("prime")
    assert not state.template.uses("trademark_trick")
    state.set("profession", "policeman")  # the book: policeman (T) 2, muscular (S) 4
    state.set("body", "muscular")
    total = state.derived["total_points"]
    assert total == 2 + 4
    assert state.derived["initial_luck"] == 40 - total
    state.set("luck", 4)  # the host's count during play
    assert state.problems == []
    fighter = combatant_of(maofa, maofa.model.conflicts["fight"], state.character,
                           OPPOSITION, {}, name="Rival", kind="rival")
    assert fighter.pools["luck"] == 4
