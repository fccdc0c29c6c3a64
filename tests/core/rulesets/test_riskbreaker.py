"""Riskbreaker (playtest 0.0.3): the ruleset against the rulebook and a brute-force oracle.

The oracles below enumerate the d10 faces with plain itertools and Fractions, written from
the rulebook text, independently of the engine. The printed tables and worked examples are
typed in from the book.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from gm_assistant.core.odds import check_odds
from gm_assistant.core.play import lookup
from gm_assistant.core.rules import load_ruleset

RULESET_PATH = Path(__file__).resolve().parents[3] / "rulesets" / "riskbreaker.yaml"
FACES = range(1, 11)
STATS = range(1, 11)
MODIFIERS = range(-3, 4)
RISKS = range(0, 4)
TENTH = Fraction(1, 10)

# --- the printed tables, typed in from the book -------------------------------------------

# "Skill Rolls": stat -> (winning faces as printed, chance of success in percent)
PRINTED_SKILL_ROLLS: dict[int, tuple[str, int]] = {
    1: ("1,2", 20),
    2: ("1,2", 20),
    3: ("1-3", 30),
    4: ("1-4", 40),
    5: ("1-5", 50),
    6: ("1-6", 60),
    7: ("1-7", 70),
    8: ("1-8", 80),
    9: ("1-9", 90),
    10: ("1-9", 90),
}
# "Starting Points and Costs"
PRINTED_STARTING_POINTS = {1: 20, 2: 30, 3: 40, 4: 50, 5: 60, 6: 70, 7: 80, 8: 90, 9: 100, 10: 110}
PRINTED_STAT_COST = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 21, 7: 28, 8: 36, 9: 45, 10: 55}
# "Item Effects": effect -> Risk as printed
PRINTED_ITEM_EFFECTS = {
    "Allows use of a skill not normally permitted": "+1",
    "Allows use of such skill in unlikely situations": "+3",
    "Allows use of such skill in impossible situations": "+5",
    "Can be used more than once": "+1/use",
    "Can be used unlimited times": "+5",
    "Use to create X Advantage (minimum of 3, 1 time only)": "X-2",
    "Adds +1 to Stat on roll to use": "+3",
    "Adds +2 to Stat on roll to use": "+5",
    "Use acts as Area of Effect attack": "+3",
}


# --- the oracle -----------------------------------------------------------------------------


def roll_succeeds(effective_stat: int, face: int) -> bool:
    """A d10 skill roll: 1 and 2 always succeed, 10 always fails, else roll under the stat."""
    if face in (1, 2):
        return True
    if face == 10:
        return False
    return face <= effective_stat


def success_level(effective_stat: int, face: int) -> int:
    """The difference between the stat and the roll, taken literally."""
    return effective_stat - face


Dist = dict[Any, Fraction]


def oracle_skill_roll(effective_stat: int) -> tuple[Dist, Dist]:
    """Outcome and success-level distributions of one d10 against `effective_stat`."""
    outcomes: Dist = defaultdict(Fraction)
    levels: Dist = defaultdict(Fraction)
    for (face,) in itertools.product(FACES):
        outcomes["success" if roll_succeeds(effective_stat, face) else "failure"] += TENTH
        levels[success_level(effective_stat, face)] += TENTH
    return dict(outcomes), dict(levels)


def counter_face_result(ruse_level: int, counter_stat: int, counter_face: int) -> str:
    """One counter roll against a working ruse: 'spotted', 'holds' or 'tie'."""
    if not roll_succeeds(counter_stat, counter_face):
        return "ruse_holds"
    counter_level = success_level(counter_stat, counter_face)
    if counter_level > ruse_level:
        return "ruse_spotted"
    if counter_level == ruse_level:
        return "tie"
    return "ruse_holds"


def counter_example_result(actor_stat: int, actor_face: int, counter_stat: int, face: int) -> str:
    """The outcome of one pair of faces (ties reported as 'tie'), as read from the book."""
    if not roll_succeeds(actor_stat, actor_face):
        return "ruse_fails"
    return counter_face_result(success_level(actor_stat, actor_face), counter_stat, face)


def oracle_counter_vs_level(ruse_level: int, counter_stat: int) -> Dist:
    """Counter rolls repeated on ties: condition on the faces that do not tie."""
    results = [
        counter_face_result(ruse_level, counter_stat, f) for (f,) in itertools.product(FACES)
    ]
    kept = [r for r in results if r != "tie"]
    dist: Dist = defaultdict(Fraction)
    for result in kept:
        dist[result] += Fraction(1, len(kept))
    return dict(dist)


def oracle_counter_roll(actor_stat: int, counter_stat: int) -> Dist:
    """The actor's roll, then (if it worked) counter rolls re-rolled on a tie."""
    dist: Dist = defaultdict(Fraction)
    for (actor_face,) in itertools.product(FACES):
        if not roll_succeeds(actor_stat, actor_face):
            dist["ruse_fails"] += TENTH
            continue
        # enumerate the counter faces, drop the ties, renormalise over the rest
        results = [
            counter_example_result(actor_stat, actor_face, counter_stat, face) for face in FACES
        ]
        kept = [r for r in results if r != "tie"]
        for result in kept:
            dist[result] += TENTH * Fraction(1, len(kept))
    return dict(dist)


def oracle_attack(effective_stat: int, risk: int) -> tuple[Dist, Dist, Dist, Dist]:
    """Outcomes, success level, damage dealt and Advantage given away of one damage attack."""
    outcomes: Dist = defaultdict(Fraction)
    levels: Dist = defaultdict(Fraction)
    damage: Dist = defaultdict(Fraction)
    given: Dist = defaultdict(Fraction)
    for (face,) in itertools.product(FACES):
        hit = roll_succeeds(effective_stat, face)
        outcomes["success" if hit else "failure"] += TENTH
        levels[success_level(effective_stat, face)] += TENTH
        damage[risk if hit else 0] += TENTH
        given[0 if hit else risk] += TENTH
    return dict(outcomes), dict(levels), dict(damage), dict(given)


# --- helpers --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ruleset() -> Any:
    return load_ruleset(RULESET_PATH)


@pytest.fixture(scope="module")
def raw() -> Any:
    """The file as plain data, read independently of the app's reader."""
    return yaml.safe_load(RULESET_PATH.read_text(encoding="utf-8"))


def chart_data(ruleset: Any, raw: Any, chart: str) -> Any:
    """A chart's data as the app loaded it, checked equal to the plain reading of the file."""
    loaded = dict(ruleset.model.charts[chart].data)
    assert loaded == raw["charts"][chart]["data"]
    return loaded


def outcome_dist(odds: Any) -> Dist:
    return {o.key: o.probability for o in odds.outcomes if o.probability}


def nonzero(dist: dict[int, Fraction]) -> Dist:
    return {k: v for k, v in dist.items() if v}


# --- the printed tables ---------------------------------------------------------------------


def test_chance_chart_is_the_printed_table(ruleset: Any, raw: Any) -> None:
    assert chart_data(ruleset, raw, "chance") == {s: c for s, (_, c) in PRINTED_SKILL_ROLLS.items()}


def test_success_faces_chart_is_the_printed_roll_column(ruleset: Any, raw: Any) -> None:
    def highest(printed: str) -> int:
        return int(printed.replace(",", "-").split("-")[-1])

    expected = {s: highest(r) for s, (r, _) in PRINTED_SKILL_ROLLS.items()}
    assert chart_data(ruleset, raw, "success_faces") == expected


def test_stat_cost_chart_is_the_printed_table(ruleset: Any, raw: Any) -> None:
    assert chart_data(ruleset, raw, "stat_cost") == PRINTED_STAT_COST
    # "to go from 5 to 6 costs 6 points", a maximum of 10 costs 55 points in total
    assert PRINTED_STAT_COST[6] - PRINTED_STAT_COST[5] == 6
    assert PRINTED_STAT_COST[10] == 55
    # each step costs the rating bought: the table is triangular
    assert all(PRINTED_STAT_COST[s] == s * (s + 1) // 2 for s in STATS)


def test_starting_points_chart_is_the_printed_table(ruleset: Any, raw: Any) -> None:
    assert chart_data(ruleset, raw, "starting_points") == PRINTED_STARTING_POINTS
    # "Starting points are equal to (10 * Level) + 10"
    assert all(PRINTED_STARTING_POINTS[lv] == 10 * lv + 10 for lv in range(1, 11))


def test_item_effects_chart_is_the_printed_table(ruleset: Any, raw: Any) -> None:
    effects = {lv["key"]: lv["label"] for lv in raw["scales"]["item_effect"]["levels"]}
    risks = {lv["key"]: lv["label"] for lv in raw["scales"]["item_risk"]["levels"]}
    data = chart_data(ruleset, raw, "item_effects")
    assert list(effects.values()) == list(PRINTED_ITEM_EFFECTS)
    assert {effects[k]: risks[v] for k, v in data.items()} == PRINTED_ITEM_EFFECTS


def test_item_effect_examples() -> None:
    def risk(effect: str) -> int:
        return int(PRINTED_ITEM_EFFECTS[effect].lstrip("+"))

    # Scout trigger "+1 on all their rolls": 3 for the stat increase + 5 for unlimited use = 8
    assert risk("Adds +1 to Stat on roll to use") + risk("Can be used unlimited times") == 8
    # Gain Item example: a +1 to the Agility roll "would cost 3 more Risk"
    assert risk("Adds +1 to Stat on roll to use") == 3
    # Trap: Area of Effect costs 3 more, going off every time costs 5 more
    assert risk("Use acts as Area of Effect attack") == 3
    # Court case: the evidence (a vessel of 4 Advantage) costs 1 (object) + (4 - 2) = 3 Risk
    assert 1 + (4 - 2) == 3


def test_stat_names(raw: Any) -> None:
    names = [lv["label"] for lv in raw["scales"]["stat_name"]["levels"]]
    assert names == ["Muscle", "Agility", "Wit", "Personality"]


def test_ruleset_loads(ruleset: Any) -> None:
    assert ruleset is not None


# --- skill_roll -----------------------------------------------------------------------------


@pytest.mark.parametrize("stat", STATS)
def test_printed_chance_table_matches_skill_roll(ruleset: Any, stat: int) -> None:
    odds = check_odds(ruleset, "skill_roll", {"stat": stat})
    assert odds.p_success == Fraction(PRINTED_SKILL_ROLLS[stat][1], 100)
    printed = PRINTED_SKILL_ROLLS[stat][0]
    top = int(printed.replace(",", "-").split("-")[-1])
    assert [f for f in FACES if roll_succeeds(stat, f)] == list(range(1, top + 1))


@pytest.mark.parametrize(("stat", "modifier"), list(itertools.product(STATS, MODIFIERS)))
def test_skill_roll_matches_oracle(ruleset: Any, stat: int, modifier: int) -> None:
    odds = check_odds(ruleset, "skill_roll", {"stat": stat, "modifier": modifier})
    outcomes, levels = oracle_skill_roll(stat + modifier)
    assert [o.key for o in odds.outcomes] == ["failure", "success"]
    assert outcome_dist(odds) == outcomes
    assert odds.p_success == outcomes.get("success", 0)
    assert nonzero(odds.measures["success_level"]) == levels


def test_skill_roll_defaults(ruleset: Any) -> None:
    odds = check_odds(ruleset, "skill_roll", {})
    assert odds.p_success == Fraction(1, 2)


def test_thief_trap_success_level(ruleset: Any) -> None:
    # W3: Set Trap rolls a 1: a success with success level 3 - 1 = 2
    assert roll_succeeds(3, 1)
    assert success_level(3, 1) == 2
    levels = check_odds(ruleset, "skill_roll", {"stat": 3}).measures["success_level"]
    assert levels[2] == TENTH  # only the face 1 gives success level 2 at stat 3


# --- counter rolls --------------------------------------------------------------------------


def test_thief_counter_example_oracle() -> None:
    # the trap: W3 rolls 1 -> success level 2; the opponents: P5 Observation rolls 4,
    # a success by only 1 -> the trap is not seen
    assert roll_succeeds(5, 4)
    assert success_level(5, 4) == 1
    assert counter_example_result(3, 1, 5, 4) == "ruse_holds"
    assert counter_face_result(2, 5, 4) == "ruse_holds"


def test_thief_counter_example_via_lookup(ruleset: Any) -> None:
    # the same two physical rolls, looked up through the YAML rule
    trap = lookup(ruleset, "skill_roll", {"stat": 3}, {"roll": 1})
    assert trap.outcome == "success"
    assert trap.values["effective"] - trap.values["roll"] == 2
    seen = lookup(
        ruleset, "counter_roll", {"actor_stat": 3, "counter_stat": 5}, {"actor": 1, "counter": 4}
    )
    assert seen.outcome == "ruse_holds"
    assert (seen.values["actor_sl"], seen.values["counter_sl"]) == (2, 1)
    noted = lookup(
        ruleset, "counter_vs_set_ruse", {"ruse_level": 2, "counter_stat": 5}, {"counter": 4}
    )
    assert noted.outcome == "ruse_holds"
    # an Observation roll of 3 would tie at success level 2: the counter roll is rolled again
    tie = lookup(
        ruleset, "counter_roll", {"actor_stat": 3, "counter_stat": 5}, {"actor": 1, "counter": 3}
    )
    assert tie.outcome is None
    assert tie.reroll == ("counter",)


@pytest.mark.parametrize(("actor", "counter"), list(itertools.product(STATS, STATS)))
def test_counter_roll_lookup_matches_oracle(ruleset: Any, actor: int, counter: int) -> None:
    inputs = {"actor_stat": actor, "counter_stat": counter}
    for actor_face, counter_face in itertools.product(FACES, FACES):
        found = lookup(
            ruleset, "counter_roll", inputs, {"actor": actor_face, "counter": counter_face}
        )
        expected = counter_example_result(actor, actor_face, counter, counter_face)
        if expected == "tie":
            assert (found.outcome, found.reroll) == (None, ("counter",))
        else:
            assert found.outcome == expected


def test_thief_counter_example_via_ruleset(ruleset: Any) -> None:
    # P5 against a noted trap of success level 2: faces 1-2 (levels 4, 3) spot it, face 3
    # (level 2) ties and is rolled again, faces 4-9 (including the example's 4) and 10 do not.
    odds = check_odds(ruleset, "counter_vs_set_ruse", {"ruse_level": 2, "counter_stat": 5})
    assert outcome_dist(odds) == {"ruse_spotted": Fraction(2, 9), "ruse_holds": Fraction(7, 9)}
    # with the face 4 counted as spotting, the chance would be 3/9 instead
    assert outcome_dist(odds)["ruse_spotted"] != Fraction(3, 9)


@pytest.mark.parametrize(("actor", "counter"), list(itertools.product(STATS, STATS)))
def test_counter_roll_matches_oracle(ruleset: Any, actor: int, counter: int) -> None:
    odds = check_odds(ruleset, "counter_roll", {"actor_stat": actor, "counter_stat": counter})
    assert [o.key for o in odds.outcomes] == ["ruse_fails", "ruse_spotted", "ruse_holds"]
    expected = oracle_counter_roll(actor, counter)
    assert outcome_dist(odds) == {k: v for k, v in expected.items() if v}
    assert odds.p_success == expected.get("ruse_holds", 0)
    assert sum(expected.values()) == 1


@pytest.mark.parametrize(("level", "counter"), list(itertools.product(range(-1, 10), STATS)))
def test_counter_vs_set_ruse_matches_oracle(ruleset: Any, level: int, counter: int) -> None:
    odds = check_odds(
        ruleset, "counter_vs_set_ruse", {"ruse_level": level, "counter_stat": counter}
    )
    expected = oracle_counter_vs_level(level, counter)
    assert outcome_dist(odds) == {k: v for k, v in expected.items() if v}


def test_counter_roll_defaults(ruleset: Any) -> None:
    odds = check_odds(ruleset, "counter_roll", {})
    assert outcome_dist(odds) == {k: v for k, v in oracle_counter_roll(5, 5).items() if v}


# --- damage attacks -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stat", "risk", "modifier"), list(itertools.product(STATS, RISKS, MODIFIERS))
)
def test_skill_damage_attack_matches_oracle(
    ruleset: Any, stat: int, risk: int, modifier: int
) -> None:
    odds = check_odds(
        ruleset, "skill_damage_attack", {"stat": stat, "risk": risk, "modifier": modifier}
    )
    # each point of Risk adds +1 to the effective stat, at most +3
    outcomes, levels, damage, given = oracle_attack(stat + min(risk, 3) + modifier, risk)
    assert [o.key for o in odds.outcomes] == ["failure", "success"]
    assert outcome_dist(odds) == outcomes
    assert nonzero(odds.measures["success_level"]) == levels
    assert nonzero(odds.measures["skill_damage_dealt"]) == damage
    assert nonzero(odds.measures["advantage_to_opponents"]) == given


@pytest.mark.parametrize(
    ("stat", "risk", "modifier"), list(itertools.product(STATS, RISKS, MODIFIERS))
)
def test_kill_damage_attack_matches_oracle(
    ruleset: Any, stat: int, risk: int, modifier: int
) -> None:
    odds = check_odds(
        ruleset, "kill_damage_attack", {"stat": stat, "risk": risk, "modifier": modifier}
    )
    # no Risk bonus on the roll: Risk only scales the damage
    outcomes, levels, damage, given = oracle_attack(stat + modifier, risk)
    assert [o.key for o in odds.outcomes] == ["failure", "success"]
    assert outcome_dist(odds) == outcomes
    assert nonzero(odds.measures["success_level"]) == levels
    assert nonzero(odds.measures["kill_damage_dealt"]) == damage
    assert nonzero(odds.measures["advantage_to_opponents"]) == given


def test_risk_bonus_examples(ruleset: Any) -> None:
    # a stat 5 fighter risking 3 on Skill Damage rolls as an 8; Kill Damage stays at 5
    skill = check_odds(ruleset, "skill_damage_attack", {"stat": 5, "risk": 3})
    kill = check_odds(ruleset, "kill_damage_attack", {"stat": 5, "risk": 3})
    assert skill.p_success == Fraction(PRINTED_SKILL_ROLLS[8][1], 100)
    assert kill.p_success == Fraction(PRINTED_SKILL_ROLLS[5][1], 100)
