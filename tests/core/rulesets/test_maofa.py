"""MAoFA ruleset: exact odds against brute-force enumeration and the printed rulebook.

The oracle below is written from the rulebook alone: two six-sided dice enumerated face by
face, the two action resolve charts typed in from the book, "Better next time" rerolled by
explicit recursion over the luck left, and groups enumerated member by member.
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Iterator, Mapping
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

RULESET_PATH = Path(__file__).resolve().parents[3] / "rulesets" / "maofa.yaml"

TRAITS = ["D", "A", "T", "S", "P"]
DIFFICULTIES = ["easy", "moderate", "difficult", "professional", "extreme"]
TASKS = ["E", "S", "M", "T", "C", "D", "X"]
LUCK_VALUES = [0, 1, 2, 3, 5, 10, 20]

# The book's "Action difficulty VS Trait rating" chart, columns Easy .. Extreme.
BOOK_PERSONAL_TASK = {
    "D": ["T", "C", "D", "X", "X"],
    "A": ["M", "T", "C", "D", "X"],
    "T": ["S", "M", "T", "C", "D"],
    "S": ["E", "S", "M", "T", "C"],
    "P": ["E", "E", "S", "M", "T"],
}

# The book's "Task rating VS dice roll outcome chart", columns 2 .. 12.
BOOK_RESOLVE = {
    "E": ["OoL", "NT", "S", "S", "S", "S", "S", "S", "LS", "LS", "LS"],
    "S": ["OoL", "F", "NT", "S", "S", "S", "S", "LS", "LS", "LS", "LS"],
    "M": ["OoL", "F", "F", "NT", "S", "S", "S", "LS", "LS", "LS", "MB"],
    "T": ["OoL", "F", "F", "NT", "NT", "S", "S", "LS", "LS", "LS", "MB"],
    "C": ["OoL", "F", "F", "F", "NT", "NT", "S", "LS", "LS", "LS", "MB"],
    "D": ["OoL", "OoL", "F", "F", "F", "NT", "NT", "S", "LS", "MB", "MB"],
    "X": ["OoL", "OoL", "OoL", "F", "F", "F", "NT", "NT", "MB", "MB", "MB"],
}

# The opposed skill test table: opponent's rating -> feat difficulty.
BOOK_OPPONENT = {
    "D": "easy",
    "A": "moderate",
    "T": "difficult",
    "S": "professional",
    "P": "extreme",
}

OUT_OF_LUCK = "out_of_luck"
FAILURE = "failure"
BETTER_NEXT_TIME = "better_next_time"
HIT = "hit"
SUCCESS = "success"
LUCKY_STREAK = "lucky_streak"
MORALE_BOOST = "morale_boost"

ABBREVIATIONS = {
    "OoL": OUT_OF_LUCK,
    "F": FAILURE,
    "NT": BETTER_NEXT_TIME,
    "S": SUCCESS,
    "LS": LUCKY_STREAK,
    "MB": MORALE_BOOST,
}
TEST_OUTCOMES = [OUT_OF_LUCK, FAILURE, BETTER_NEXT_TIME, SUCCESS, LUCKY_STREAK, MORALE_BOOST]
SLUGFEST_OUTCOMES = [OUT_OF_LUCK, FAILURE, HIT, SUCCESS, LUCKY_STREAK, MORALE_BOOST]
SUCCESSES = {HIT, SUCCESS, LUCKY_STREAK, MORALE_BOOST}
RANK = {key: rank for rank, key in enumerate(TEST_OUTCOMES)}

Distribution = dict[str, Fraction]


# --- the oracle ---------------------------------------------------------------------------


def two_dice() -> Iterator[tuple[int, Fraction]]:
    """Every ordered pair of faces of 2d6 as (total, probability 1/36)."""
    for first, second in itertools.product(range(1, 7), repeat=2):
        yield first + second, Fraction(1, 36)


def personal_task(trait: str, difficulty: str) -> str:
    return BOOK_PERSONAL_TASK[trait][DIFFICULTIES.index(difficulty)]


def resolve(task: str, total: int) -> str:
    return ABBREVIATIONS[BOOK_RESOLVE[task][total - 2]]


def shift(difficulty: str, steps: int) -> str:
    """Move along the difficulty ladder, stopping at Easy and Extreme."""
    index = DIFFICULTIES.index(difficulty) + steps
    return DIFFICULTIES[max(0, min(len(DIFFICULTIES) - 1, index))]


@cache
def one_test(task: str, luck: int) -> dict[tuple[str, int], Fraction]:
    """(final outcome, luck left) of one test that eats a treat on every Better next time."""
    result: dict[tuple[str, int], Fraction] = defaultdict(Fraction)
    for total, chance in two_dice():
        outcome = resolve(task, total)
        if outcome == BETTER_NEXT_TIME and luck > 0:
            for final, again in one_test(task, luck - 1).items():
                result[final] += chance * again
        else:
            result[(outcome, luck)] += chance
    return dict(result)


def outcomes_of(task: str, luck: int) -> Distribution:
    result: Distribution = defaultdict(Fraction)
    for (outcome, _left), chance in one_test(task, luck).items():
        result[outcome] += chance
    return dict(result)


def oracle_skill_test(trait: str, difficulty: str, luck: int) -> Distribution:
    return outcomes_of(personal_task(trait, difficulty), luck)


def oracle_opposed_test(trait: str, opponent: str, luck: int) -> Distribution:
    return outcomes_of(personal_task(trait, BOOK_OPPONENT[opponent]), luck)


def as_counts(distribution: Distribution, denominator: int) -> list[tuple[int, int]]:
    """(rank, whole-number weight over `denominator`) for each outcome: fast exact products."""
    counts = [(RANK[key], chance * denominator) for key, chance in distribution.items()]
    assert all(weight.denominator == 1 for _, weight in counts)
    return [(rank, int(weight)) for rank, weight in counts]


@cache
def oracle_combining_forces(
    trait: str, eased: str, helpers: int, helper_trait: str, luck: int
) -> Distribution:
    """Everyone rolls at the eased difficulty; the group ends in its worst final outcome.

    Every combination of the members' final outcomes is enumerated; the leader may spend
    luck, the helpers spend none.
    """
    leader_denominator = 36 ** (luck + 1)
    leader = as_counts(outcomes_of(personal_task(trait, eased), luck), leader_denominator)
    helper = as_counts(outcomes_of(personal_task(helper_trait, eased), 0), 36)
    weights: dict[int, int] = defaultdict(int)
    for finals in itertools.product(*([helper] * helpers), leader):
        ranks, members_weights = zip(*finals, strict=True)
        weights[min(ranks)] += math.prod(members_weights)
    denominator = leader_denominator * 36**helpers
    return {TEST_OUTCOMES[rank]: Fraction(weight, denominator) for rank, weight in weights.items()}


def oracle_multiple_actions(trait: str, difficulty: str, actions: int, luck: int) -> Distribution:
    """Roll the actions in order on one luck pool; stop at the first one that fails.

    The state between two actions is (luck left, worst success so far); every final
    outcome of the next action is tried from every state.
    """
    task = personal_task(trait, shift(difficulty, actions - 1))
    result: Distribution = defaultdict(Fraction)
    states: dict[tuple[int, str | None], Fraction] = {(luck, None): Fraction(1)}
    for _ in range(actions):
        following: dict[tuple[int, str | None], Fraction] = defaultdict(Fraction)
        for (luck_left, worst), chance in states.items():
            for (outcome, left), step in one_test(task, luck_left).items():
                if outcome not in SUCCESSES:
                    result[outcome] += chance * step
                    continue
                new_worst = outcome if worst is None else min(worst, outcome, key=RANK.get)
                following[(left, new_worst)] += chance * step
        states = following
    for (_left, worst), chance in states.items():
        assert worst is not None
        result[worst] += chance
    return dict(result)


def oracle_slugfest_attack(trait: str, difficulty: str) -> Distribution:
    result: Distribution = defaultdict(Fraction)
    for total, chance in two_dice():
        outcome = resolve(personal_task(trait, difficulty), total)
        result[HIT if outcome == BETTER_NEXT_TIME else outcome] += chance
    return dict(result)


# --- the engine ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ruleset() -> Any:
    return load_ruleset(RULESET_PATH)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    with RULESET_PATH.open(encoding="utf-8") as handle:
        data: dict[str, Any] = yaml.safe_load(handle)
    return data


def engine(ruleset: Any, check: str, inputs: Mapping[str, object]) -> Distribution:
    """The engine's outcome distribution, zero entries dropped, after sanity checks."""
    odds = check_odds(ruleset, check, dict(inputs))
    assert sum(item.probability for item in odds.outcomes) == 1
    assert odds.p_success == sum(item.probability for item in odds.outcomes if item.success)
    return {item.key: item.probability for item in odds.outcomes if item.probability}


def outcome_keys(ruleset: Any, check: str) -> list[str]:
    return [item.key for item in check_odds(ruleset, check, {}).outcomes]


# --- the ruleset file ---------------------------------------------------------------------


def test_ruleset_loads(ruleset: Any) -> None:
    assert ruleset is not None


def test_metadata(raw: dict[str, Any]) -> None:
    assert raw["format"] == 1
    assert raw["id"] == "maofa"
    assert raw["source"]["authors"] == ["Niklas Oberfeld"]
    assert raw["source"]["year"] == 2004
    assert raw["sheet"]["sections"]  # the character sheet: tests/core/sheets
    assert {t["id"] for t in raw["npc_templates"]} == {"pc", "npc", "npc_luck", "mook",
                                                       "mook_group"}
    notes = {note["id"] for note in raw["notes"]}
    assert {"luck_limit", "helpers_luck", "multiple_actions_reading"} <= notes
    assert {"combining_forces_result", "slugfest_hit"} <= notes


def test_scales(raw: dict[str, Any]) -> None:
    scales = raw["scales"]

    def keys(name: str) -> list[str]:
        return [level["key"] for level in scales[name]["levels"]]

    assert keys("trait_rating") == TRAITS
    assert keys("difficulty") == DIFFICULTIES
    assert keys("task_rating") == TASKS
    assert scales["dice_total"]["range"] == {"min": 2, "max": 12}


def test_outcomes_and_their_effects(raw: dict[str, Any]) -> None:
    outcomes = {item["key"]: item for item in raw["outcomes"]}
    labels = {
        OUT_OF_LUCK: ("Out of luck", "OoL", False),
        FAILURE: ("Failure", "F", False),
        BETTER_NEXT_TIME: ("Better next time", "NT", False),
        SUCCESS: ("Success", "S", True),
        LUCKY_STREAK: ("Lucky streak", "LS", True),
        MORALE_BOOST: ("Morale boost", "MB", True),
        HIT: ("Hit (Better next time)", "Hit", True),
    }
    assert set(outcomes) == set(labels)
    for key, (label, short, success) in labels.items():
        assert (outcomes[key]["label"], outcomes[key]["short"]) == (label, short)
        assert outcomes[key]["success"] is success
    assert outcomes[OUT_OF_LUCK]["effects"] == [{"resource": "luck", "set": 0}]
    assert outcomes[LUCKY_STREAK]["effects"] == [{"resource": "luck", "add": 1}]
    assert outcomes[MORALE_BOOST]["effects"] == [
        {"resource": "luck", "add": "initial_luck"},
        {"resource": "luck", "add": 1, "target": "allies"},
    ]
    for key in (FAILURE, BETTER_NEXT_TIME, SUCCESS, HIT):
        assert not outcomes[key].get("effects")


def test_personal_task_chart_is_the_printed_one(raw: dict[str, Any]) -> None:
    chart = raw["charts"]["personal_task"]
    assert (chart["rows"], chart["columns"]) == ("trait_rating", "difficulty")
    assert chart["data"] == BOOK_PERSONAL_TASK


def test_resolve_chart_is_the_printed_one(raw: dict[str, Any]) -> None:
    chart = raw["charts"]["resolve"]
    assert (chart["rows"], chart["columns"]) == ("task_rating", "dice_total")
    expected = {task: [ABBREVIATIONS[cell] for cell in row] for task, row in BOOK_RESOLVE.items()}
    assert chart["data"] == expected


def test_opponent_difficulty_chart_is_the_printed_one(raw: dict[str, Any]) -> None:
    chart = raw["charts"]["opponent_difficulty"]
    assert chart["rows"] == "trait_rating"
    assert "columns" not in chart
    assert chart["data"] == BOOK_OPPONENT


def test_slugfest_chart_is_resolve_with_hits(raw: dict[str, Any]) -> None:
    hits = {
        task: [HIT if cell == "NT" else ABBREVIATIONS[cell] for cell in row]
        for task, row in BOOK_RESOLVE.items()
    }
    assert raw["charts"]["slugfest_resolve"]["data"] == hits


def test_loaded_charts_are_the_printed_ones(ruleset: Any) -> None:
    personal = ruleset.charts["personal_task"].cell
    resolve_cells = ruleset.charts["resolve"].cell
    opponent = ruleset.charts["opponent_difficulty"].cell
    for trait, difficulty in itertools.product(TRAITS, DIFFICULTIES):
        assert personal[(trait, difficulty)] == personal_task(trait, difficulty)
    for task, total in itertools.product(TASKS, range(2, 13)):
        assert resolve_cells[(task, total)] == resolve(task, total)
    for trait in TRAITS:
        assert opponent[(trait, None)] == BOOK_OPPONENT[trait]
    assert len(personal) == 25
    assert len(resolve_cells) == 77
    assert len(opponent) == 5


def test_check_ids_inputs_and_outcome_order(raw: dict[str, Any], ruleset: Any) -> None:
    checks = raw["checks"]
    assert set(checks) == {
        "skill_test",
        "opposed_test",
        "combining_forces",
        "multiple_actions",
        "slugfest_attack",
        "ko_test",
    }
    for check_id, check in checks.items():
        expected = SLUGFEST_OUTCOMES if check_id == "slugfest_attack" else TEST_OUTCOMES
        assert check["outcomes"] == expected
        assert outcome_keys(ruleset, check_id) == expected
        if check_id != "slugfest_attack":
            luck = check["inputs"]["luck"]
            assert luck == {
                "label": luck["label"],
                "range": {"min": 0, "max": 20},
                "default": 0,
                "resource": "luck",
            }
    skill = checks["skill_test"]["inputs"]
    assert (skill["trait"]["default"], skill["difficulty"]["default"]) == ("A", "moderate")
    assert checks["combining_forces"]["inputs"]["helpers"]["range"] == {"min": 0, "max": 5}
    assert checks["combining_forces"]["inputs"]["helper_trait"]["default"] == "A"
    assert checks["multiple_actions"]["inputs"]["actions"]["range"] == {"min": 1, "max": 3}


# --- facts printed in the rulebook --------------------------------------------------------


def test_worked_example_search_for_the_hidden_door(ruleset: Any) -> None:
    # Eagle eyes (S), detective (T), nearsighted (D) and an average friend vs 'moderate'.
    assert personal_task("S", "moderate") == "S"  # Simple
    assert personal_task("T", "moderate") == "M"  # Moderate
    assert personal_task("D", "moderate") == "C"  # Challenging
    assert personal_task("A", "moderate") == "T"  # Tricky
    # 4 + 5 = 9 on a Simple task is a lucky streak.
    assert resolve("S", 4 + 5) == LUCKY_STREAK
    # The engine agrees: eagle eyes succeed on a Simple task, so exactly on totals 5..12.
    simple_successes = Fraction(4 + 5 + 6 + 5 + 4 + 3 + 2 + 1, 36)
    assert check_odds(ruleset, "skill_test", {"trait": "S"}).p_success == simple_successes
    lucky = engine(ruleset, "skill_test", {"trait": "S"})[LUCKY_STREAK]
    assert lucky == Fraction(4 + 3 + 2 + 1, 36)  # totals 9..12


def test_combining_forces_example_the_locked_door(ruleset: Any) -> None:
    # An extreme door: two people make it professional, three make it difficult.
    assert shift("extreme", -1) == "professional"
    assert shift("extreme", -2) == "difficult"
    # Two strong characters at professional: task Tricky, each succeeds on 7..12.
    pair = check_odds(
        ruleset,
        "combining_forces",
        {"trait": "S", "difficulty": "extreme", "helpers": 1, "helper_trait": "S"},
    )
    assert pair.p_success == Fraction(21, 36) ** 2
    # Three strong characters at difficult: task Moderate, each succeeds on 6..12.
    trio = check_odds(
        ruleset,
        "combining_forces",
        {"trait": "S", "difficulty": "extreme", "helpers": 2, "helper_trait": "S"},
    )
    assert trio.p_success == Fraction(26, 36) ** 3


def test_multiple_actions_example_the_chandelier(ruleset: Any) -> None:
    # Jumping to the chandelier is difficult alone, professional with the swing after it.
    assert shift("difficult", 1) == "professional"
    alone = check_odds(ruleset, "multiple_actions", {"difficulty": "difficult", "actions": 1})
    single = check_odds(ruleset, "skill_test", {"difficulty": "difficult"})
    assert alone.p_success == single.p_success
    both = check_odds(ruleset, "multiple_actions", {"difficulty": "difficult", "actions": 2})
    professional = check_odds(ruleset, "skill_test", {"difficulty": "professional"})
    assert both.p_success == professional.p_success**2


def test_better_next_time_reroll_by_hand(ruleset: Any) -> None:
    # Easy task (E): NT only on 3 (2/36). One treat turns it into a fresh roll.
    none = engine(ruleset, "skill_test", {"trait": "P", "difficulty": "easy"})
    assert none[BETTER_NEXT_TIME] == Fraction(2, 36)
    one = engine(ruleset, "skill_test", {"trait": "P", "difficulty": "easy", "luck": 1})
    assert one[BETTER_NEXT_TIME] == Fraction(2, 36) ** 2
    assert one[OUT_OF_LUCK] == Fraction(1, 36) + Fraction(2, 36) * Fraction(1, 36)


# --- every check against the oracle over its whole input range ------------------------------


@pytest.mark.parametrize("luck", LUCK_VALUES)
def test_skill_test_matches_oracle(ruleset: Any, luck: int) -> None:
    for trait, difficulty in itertools.product(TRAITS, DIFFICULTIES):
        inputs = {"trait": trait, "difficulty": difficulty, "luck": luck}
        assert engine(ruleset, "skill_test", inputs) == oracle_skill_test(
            trait, difficulty, luck
        ), inputs


@pytest.mark.parametrize("luck", LUCK_VALUES)
def test_opposed_test_matches_oracle(ruleset: Any, luck: int) -> None:
    for trait, opponent in itertools.product(TRAITS, TRAITS):
        inputs = {"trait": trait, "opponent": opponent, "luck": luck}
        assert engine(ruleset, "opposed_test", inputs) == oracle_opposed_test(
            trait, opponent, luck
        ), inputs


@pytest.mark.parametrize("helpers", range(6))
def test_combining_forces_matches_oracle(ruleset: Any, helpers: int) -> None:
    for trait, difficulty, helper_trait, luck in itertools.product(
        TRAITS, DIFFICULTIES, TRAITS, [0, 1, 20]
    ):
        inputs = {
            "trait": trait,
            "difficulty": difficulty,
            "helpers": helpers,
            "helper_trait": helper_trait,
            "luck": luck,
        }
        expected = oracle_combining_forces(
            trait, shift(difficulty, -helpers), helpers, helper_trait, luck
        )
        assert engine(ruleset, "combining_forces", inputs) == expected, inputs


@pytest.mark.parametrize("actions", [1, 2, 3])
def test_multiple_actions_matches_oracle(ruleset: Any, actions: int) -> None:
    for trait, difficulty, luck in itertools.product(TRAITS, DIFFICULTIES, LUCK_VALUES):
        inputs = {"trait": trait, "difficulty": difficulty, "actions": actions, "luck": luck}
        assert engine(ruleset, "multiple_actions", inputs) == oracle_multiple_actions(
            trait, difficulty, actions, luck
        ), inputs


def test_slugfest_attack_matches_oracle(ruleset: Any) -> None:
    for trait, difficulty in itertools.product(TRAITS, DIFFICULTIES):
        inputs = {"trait": trait, "difficulty": difficulty}
        assert engine(ruleset, "slugfest_attack", inputs) == oracle_slugfest_attack(
            trait, difficulty
        ), inputs


@pytest.mark.parametrize("luck", LUCK_VALUES)
def test_ko_test_matches_oracle(ruleset: Any, luck: int) -> None:
    for toughness, difficulty in itertools.product(TRAITS, DIFFICULTIES):
        inputs = {"toughness": toughness, "difficulty": difficulty, "luck": luck}
        assert engine(ruleset, "ko_test", inputs) == oracle_skill_test(
            toughness, difficulty, luck
        ), inputs


def test_slugfest_hits_more_often_than_a_plain_test(ruleset: Any) -> None:
    # Same dice, but Better next time is a hit: never worse than the test without luck.
    for trait, difficulty in itertools.product(TRAITS, DIFFICULTIES):
        inputs = {"trait": trait, "difficulty": difficulty}
        attack = check_odds(ruleset, "slugfest_attack", inputs).p_success
        plain = check_odds(ruleset, "skill_test", inputs).p_success
        nt = oracle_skill_test(trait, difficulty, 0).get(BETTER_NEXT_TIME, Fraction(0))
        assert attack == plain + nt
