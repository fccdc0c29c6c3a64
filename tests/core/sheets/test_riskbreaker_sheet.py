"""Riskbreaker's sheet against the printed tables: starting points, stat costs, the four
archetypes at level 4, Kill Damage, advancement and buying the opposition."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gm_assistant.core.library import open_character
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import (
    FieldProblem,
    SheetState,
    buy_opposition,
    new_character,
    opposition_cost,
    opposition_tiers,
)

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "riskbreaker"

# "Starting Points and Costs", as printed.
STARTING_POINTS = {1: 20, 2: 30, 3: 40, 4: 50, 5: 60, 6: 70, 7: 80, 8: 90, 9: 100, 10: 110}
STAT_COST = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36, 9: 45, 10: 55}
# "Some archtypical characters", as printed (* is a magical spell, AoE an Area of Effect).
ARCHETYPES = {
    "Fighter": ["M5: Sword, Knockdown, Push (AoE)", "A4: Bow, Move", "W3: First Aid",
                "P4: Intimidate"],
    "Thief": ["M4: Knife", "A5: Move, Ambush, Pick Lock, Disarm Trap", "W3: Set Trap",
              "P4: Distract, Scout, Loot"],
    "Mage": ["M3: Staff", "A4: Move", "W5: Lightning*, Illusion*, Heal*", "P4: Observation"],
    "Ranger": ["M2", "A5: Bow, Move", "W4: Tactics, First Aid",
               "P5: Charm, Inspire, Observation"],
}
STATS = {"M": "muscle", "A": "agility", "W": "wit", "P": "personality"}


def printed(name: str) -> tuple[dict[str, int], list[tuple[str, str, bool, bool]]]:
    """The archetype's stats and skills (name, stat, magical, aoe) read from the table."""
    stats: dict[str, int] = {}
    skills = []
    for cell in ARCHETYPES[name]:
        match = re.match(r"([MAWP])(\d+)(?::\s*(.*))?$", cell)
        assert match is not None
        stat = STATS[match[1]]
        stats[stat] = int(match[2])
        for skill in (match[3] or "").split(", ") if match[3] else []:
            magical = skill.endswith("*")
            aoe = "(AoE)" in skill
            plain = skill.replace("*", "").replace("(AoE)", "").strip()
            skills.append((plain, stat, magical, aoe))
    return stats, skills


def book_spent(name: str) -> int:
    stats, skills = printed(name)
    return sum(STAT_COST[v] for v in stats.values()) + sum(
        1 + magical + aoe for _, _, magical, aoe in skills)


def sample(ruleset: Ruleset, name: str) -> SheetState:
    character = open_character(SAMPLES / f"{name.lower()}.yaml")
    assert name in character.name
    return SheetState(ruleset, character)


@pytest.fixture
def riskbreaker(rulesets: dict[str, Ruleset]) -> Ruleset:
    return rulesets["riskbreaker"]


@pytest.mark.parametrize("level", sorted(STARTING_POINTS))
def test_starting_points_follow_the_printed_table(riskbreaker: Ruleset, level: int) -> None:
    state = SheetState(riskbreaker, new_character(riskbreaker))
    state.set("level", level)
    assert state.derived["points"] == STARTING_POINTS[level]


@pytest.mark.parametrize("rating", sorted(STAT_COST))
def test_stat_costs_follow_the_printed_table(riskbreaker: Ruleset, rating: int) -> None:
    state = SheetState(riskbreaker, new_character(riskbreaker))
    state.set("wit", rating)
    assert state.derived["wit_cost"] == STAT_COST[rating]


def test_the_archetypes_spend_as_counted_by_hand() -> None:
    # Checked by hand: Fighter 15+10+6+10 + 8 skills (Push has AoE) = 49; Thief
    # 10+15+6+10 + 9 = 50; Mage 6+10+15+10 + 3 plain + 3 spells at 2 = 50; Ranger
    # 3+15+10+15 + 7 = 50.
    assert {name: book_spent(name) for name in ARCHETYPES} == {
        "Fighter": 49, "Thief": 50, "Mage": 50, "Ranger": 50}


@pytest.mark.parametrize("name", sorted(ARCHETYPES))
def test_each_sample_archetype_is_the_printed_one_within_the_level_4_budget(
        riskbreaker: Ruleset, name: str) -> None:
    state = sample(riskbreaker, name)
    stats, skills = printed(name)
    assert {k: state.value(k) for k in stats} == stats
    shipped = [(e.values["skill"], e.values["stat"], bool(e.values.get("magical")
                                                          and any(e.values["magical"])),
                bool(e.values.get("aoe") and any(e.values["aoe"])))
               for e in state.entries("skills")]
    assert shipped == skills
    assert state.value("level") == 4
    assert state.derived["points"] == 50
    assert state.derived["points_spent"] == book_spent(name)
    assert state.derived["points_left"] == 50 - book_spent(name)
    assert state.problems == []


@pytest.mark.parametrize(("name", "boxes"), [("Fighter", 5), ("Thief", 4), ("Mage", 5),
                                             ("Ranger", 5)])
def test_kill_damage_is_as_long_as_the_fight_skills_stat(riskbreaker: Ruleset, name: str,
                                                        boxes: int) -> None:
    state = sample(riskbreaker, name)
    assert state.boxes("kill_damage") == boxes
    assert state.boxes("conflict_counters") == 3


def test_the_fighter_switching_to_the_bow_has_four_kill_damage_boxes(
        riskbreaker: Ruleset) -> None:
    # The Kill Damage example: with the bow (A4) he can take 4, with the sword (M5) 5.
    state = sample(riskbreaker, "Fighter")
    state.set("fight_stat", "agility")
    assert state.boxes("kill_damage") == 4
    state.set("muscle_damage", 2)
    state.set("fight_stat", "muscle")
    assert state.boxes("kill_damage") == 5  # Skill Damage does not shorten the track
    assert state.derived["muscle_effective"] == 3


def test_spending_over_the_budget_is_a_problem_naming_points_left(riskbreaker: Ruleset) -> None:
    state = sample(riskbreaker, "Fighter")
    state.set("muscle", 6)  # 21 instead of 15
    assert state.derived["points_spent"] == 55
    assert state.problems == [FieldProblem("points_left", "over budget: 55 points spent of 50")]
    state.set("level", 5)
    assert state.problems == []


def test_a_new_spell_with_area_of_effect_costs_three(riskbreaker: Ruleset) -> None:
    state = sample(riskbreaker, "Mage")
    state.add_entry("skills", {"skill": "Fireball", "stat": "wit", "magical": True,
                               "aoe": True})
    assert state.entries("skills")[-1].derived["cost"] == 3
    assert state.derived["points_left"] == -3


def test_advancement_is_due_at_three_times_the_level(riskbreaker: Ruleset) -> None:
    state = sample(riskbreaker, "Thief")
    assert state.derived["advance_at"] == 12
    state.set("advancement_points", 11)
    assert state.problems == []
    state.set("advancement_points", 12)
    [problem] = state.problems
    assert problem.field == "advancement_points"
    assert problem.message.startswith("12 advancement points reach 12 (3 x level)")


def test_a_quick_mook_is_level_1_and_lasts_one_kill_damage(riskbreaker: Ruleset) -> None:
    state = SheetState(riskbreaker, new_character(riskbreaker, "mook"))
    assert state.value("level") == 1
    assert state.derived["points"] == 20
    assert state.boxes("kill_damage") == 1
    assert state.problems == []


@pytest.mark.parametrize("template", ["townsfolk", "guard"])
def test_the_npc_templates_fit_their_budgets(riskbreaker: Ruleset, template: str) -> None:
    state = SheetState(riskbreaker, new_character(riskbreaker, template))
    assert state.problems == []
    assert state.derived["points_left"] >= 0  # type: ignore[operator]




def test_opposition_bought_with_advantage(riskbreaker: Ruleset) -> None:
    # One point: one character at the party's top level, two a level lower, three two
    # levels lower...; two points one a level higher, three points two levels higher.
    tiers = [(t.count, t.level, t.cost) for t in opposition_tiers(riskbreaker, 4, 3)]
    assert tiers == [(4, 1, 1), (3, 2, 1), (2, 3, 1), (1, 4, 1), (1, 5, 2), (1, 6, 3)]
    assert opposition_cost(riskbreaker, 1, 4, 4) == 1
    assert opposition_cost(riskbreaker, 2, 3, 4) == 1
    assert opposition_cost(riskbreaker, 3, 3, 4) == 2
    assert opposition_cost(riskbreaker, 3, 2, 4) == 1
    assert opposition_cost(riskbreaker, 4, 2, 4) == 2
    assert opposition_cost(riskbreaker, 1, 7, 4) == 4
    assert opposition_cost(riskbreaker, 2, 5, 4) == 4
    made, cost = buy_opposition(riskbreaker, 3, 2, 4, name="Bandit", template="mook")
    assert cost == 1
    assert [c.name for c in made] == ["Bandit 1", "Bandit 2", "Bandit 3"]
    assert all(c.values == {"level": 2} for c in made)
    assert SheetState(riskbreaker, made[0]).derived["points"] == 30
