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
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.play import lookup
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.rules.registry import RulesetRegistry

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


def test_the_printed_chance_column_is_the_winning_faces_in_tenths(raw: Any) -> None:
    # The chance column repeats the roll column (10% a face of the d10), so the file keeps
    # only the faces: a second, editable chart of chances would change no roll.
    for stat, (printed, chance) in PRINTED_SKILL_ROLLS.items():
        top = int(printed.replace(",", "-").split("-")[-1])
        assert chance == 10 * top, stat
    assert "chance" not in raw["charts"]


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
    # the sheet's starting points read the chart (a house rule on it changes the sheet)
    character = next(s for s in raw["sheet"]["sections"] if s["id"] == "character")
    points = next(f for f in character["fields"] if f["id"] == "points")
    assert (points["chart"], points["row"]) == ("starting_points", "level")
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


# --- every roll reads the winning faces chart ---------------------------------------------------


def reachable_effective_stats(check: str) -> dict[int, dict[str, int]]:
    """Every effective stat the check's inputs allow (its full ranges), with inputs giving it."""
    risks = range(0, 19) if check != "skill_roll" else range(0, 1)
    found: dict[int, dict[str, int]] = {}
    for stat, modifier, risk in itertools.product(STATS, MODIFIERS, risks):
        bonus = min(risk, 3) if check == "skill_damage_attack" else 0
        inputs = {"stat": stat, "modifier": modifier}
        if check != "skill_roll":
            inputs["risk"] = risk
        found.setdefault(stat + bonus + modifier, inputs)
    return found


@pytest.mark.parametrize("check", ["skill_roll", "skill_damage_attack", "kill_damage_attack"])
def test_every_face_at_every_effective_stat_follows_the_rulebook(ruleset: Any, check: str) -> None:
    # The check reads the "highest winning d10 face" chart at clamp(effective, 1, 10); for
    # every effective stat its inputs allow (-2..13, or -2..16 with the Risk bonus) and
    # every face, that gives the book's rule: 1-2 always win, 10 always fails, else roll
    # under the effective stat.
    reachable = reachable_effective_stats(check)
    expected_range = range(-2, 17 if check == "skill_damage_attack" else 14)
    assert sorted(reachable) == list(expected_range)
    for effective, inputs in reachable.items():
        for face in FACES:
            found = lookup(ruleset, check, inputs, {"roll": face})
            assert found.values["effective"] == effective
            assert found.outcome == ("success" if roll_succeeds(effective, face) else "failure"), (
                effective, face)


@pytest.mark.parametrize(("level", "counter"), list(itertools.product(range(-1, 10), STATS)))
def test_counter_vs_set_ruse_lookup_matches_oracle(ruleset: Any, level: int, counter: int) -> None:
    inputs = {"ruse_level": level, "counter_stat": counter}
    for face in FACES:
        found = lookup(ruleset, "counter_vs_set_ruse", inputs, {"counter": face})
        expected = counter_face_result(level, counter, face)
        if expected == "tie":
            assert (found.outcome, found.reroll) == (None, ("counter",))
        else:
            assert found.outcome == expected


# --- a house rule on the winning faces moves the odds --------------------------------------------

# The house rule: a stat 5 wins on 1-7, and a stat 1 only on a natural 1.
HOUSE_FACES = {5: 7, 1: 1}
HOUSE_RULE = "id: riskbreaker\ncharts:\n  success_faces:\n    data: {5: 7, 1: 1}\n"


def house_succeeds(effective: int, face: int) -> bool:
    """The rulebook's rule with the house rule's top faces for stats 5 and 1."""
    top = HOUSE_FACES.get(min(max(effective, 1), 10))
    return face <= top if top is not None else roll_succeeds(effective, face)


@pytest.fixture(scope="module")
def house(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("user-rulesets")
    (folder / "riskbreaker.yaml").write_text(HOUSE_RULE, encoding="utf-8")
    loaded = RulesetRegistry(rulesets_dir(), folder).load()
    entry = next(e for e in loaded.entries if e.id == "riskbreaker")
    assert entry.origin == "override" and entry.ok
    return loaded.get("riskbreaker")


def chance(succeeds: Any) -> Fraction:
    return Fraction(sum(1 for face in FACES if succeeds(face)), len(FACES))


@pytest.mark.parametrize(("stat", "modifier"), list(itertools.product(STATS, MODIFIERS)))
def test_a_house_rule_on_the_faces_moves_the_skill_roll(
        ruleset: Any, house: Any, stat: int, modifier: int) -> None:
    effective = stat + modifier
    odds = check_odds(house, "skill_roll", {"stat": stat, "modifier": modifier})
    assert odds.p_success == chance(lambda face: house_succeeds(effective, face))
    book = check_odds(ruleset, "skill_roll", {"stat": stat, "modifier": modifier})
    moved = min(max(effective, 1), 10) in HOUSE_FACES
    assert (odds.p_success != book.p_success) == moved


def test_a_house_rule_on_the_faces_moves_every_roll(house: Any) -> None:
    # stat 5: 7/10 instead of 5/10, on both damage maneuvers (Skill Damage at stat 4 with
    # Risk 1 rolls as a 5) and both counter rolls
    assert check_odds(house, "kill_damage_attack", {"stat": 5}).p_success == Fraction(7, 10)
    assert check_odds(house, "skill_damage_attack", {"stat": 4, "risk": 1}).p_success == \
        Fraction(7, 10)
    # a counter roll at stat 1 now only works on a 1 (success level 0), so against a noted
    # ruse of level -1 the face 2 (level -1) no longer ties: 1 spot in 10 faces, where the
    # book's faces gave 1 in 9 (the tie rolled again)
    def spotted(succeeds: Any) -> Fraction:
        results = ["tie" if succeeds(f) and 1 - f == -1 else
                   "spotted" if succeeds(f) and 1 - f > -1 else "holds" for f in FACES]
        kept = [r for r in results if r != "tie"]
        return Fraction(kept.count("spotted"), len(kept))

    house_odds = check_odds(house, "counter_vs_set_ruse", {"ruse_level": -1, "counter_stat": 1})
    assert house_odds.probability("ruse_spotted") == spotted(lambda f: house_succeeds(1, f))
    assert spotted(lambda f: house_succeeds(1, f)) == Fraction(1, 10)
    assert spotted(lambda f: roll_succeeds(1, f)) == Fraction(1, 9)
    # the ruse of an actor at stat 5 works on faces 1-7 now
    ruse = check_odds(house, "counter_roll", {"actor_stat": 5, "counter_stat": 1})
    assert ruse.probability("ruse_fails") == Fraction(3, 10)
