"""Aventuras de otro mundo (AdOM): the ruleset against the rulebook and a brute-force oracle.

The oracles enumerate the Fate dice faces (-1, 0, +1) with plain itertools and Fractions,
written from the rulebook text, independently of the engine: four dice for an action,
eight (four each side) for a contest exchange. The invoke policy (after the roll, invoke
one more aspect for +2 while the result is a fail or a tie and an invocation remains) is
played out roll by roll. The printed ladder, tables and worked examples are typed in from
the book.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

RULESET_PATH = Path(__file__).resolve().parents[3] / "rulesets" / "adom.yaml"
FACES = (-1, 0, 1)
OUTCOME_KEYS = ["fail", "tie", "success", "success_with_style"]
ACTION_CHECKS = ["overcome", "create_advantage", "attack", "defend"]
SKILLS = range(-2, 9)
LADDER = range(-2, 9)
TOTALS = range(-6, 13)  # opposing roll totals, for attack and defend
OPPOSITION = {"overcome": LADDER, "create_advantage": LADDER, "attack": TOTALS, "defend": TOTALS}

# --- the printed facts, typed in from the book ------------------------------------------------

# "LA ESCALA", as printed (top to bottom).
PRINTED_LADDER = [
    (8, "Legendario"),
    (7, "Épico"),
    (6, "Fantástico"),
    (5, "Magnífico"),
    (4, "Genial"),
    (3, "Bueno"),
    (2, "Favorable"),
    (1, "Regular"),
    (0, "Mediocre"),
    (-1, "Malo"),
    (-2, "Espantoso"),
]

# The number of ways to roll each total on 4dF (out of 81), -4 .. +4.
FOUR_DF_WAYS = (1, 4, 10, 16, 19, 16, 10, 4, 1)

# "Por ejemplo": four Fate dice and their printed totals.
PRINTED_DICE_EXAMPLES = [
    ((-1, 1, 0, 1), 1),
    ((1, -1, 0, 0), 0),
    ((1, 1, 1, -1), 2),
    ((-1, 0, 0, 0), -1),
]

# The example archetypes, as printed: approach name -> bonus.
PRINTED_ARCHETYPES: dict[str, dict[str, int]] = {
    "brute": {"forceful": 3, "careful": 2, "flashy": 2, "sneaky": 1, "quick": 1, "clever": 0},
    "star": {"quick": 3, "forceful": 2, "flashy": 2, "clever": 1, "careful": 1, "sneaky": 0},
    "rogue": {"clever": 3, "sneaky": 2, "flashy": 2, "forceful": 1, "quick": 1, "careful": 0},
    "protector": {
        "careful": 3,
        "forceful": 2,
        "clever": 2,
        "sneaky": 1,
        "quick": 1,
        "flashy": 0,
    },
    "thief": {"sneaky": 3, "careful": 2, "quick": 2, "clever": 1, "flashy": 1, "forceful": 0},
    "swashbuckler": {
        "flashy": 3,
        "quick": 2,
        "clever": 2,
        "forceful": 1,
        "sneaky": 1,
        "careful": 0,
    },
}
# The six approaches in the book's order (Cauteloso, Ingenioso, Ostentoso, Brusco, Veloz,
# Sigiloso) and their Spanish names.
PRINTED_APPROACHES = [
    ("careful", "Cauteloso"),
    ("clever", "Ingenioso"),
    ("flashy", "Ostentoso"),
    ("forceful", "Brusco"),
    ("quick", "Veloz"),
    ("sneaky", "Sigiloso"),
]
# Character creation: one Good (+3), two Fair (+2), two Average (+1), one Mediocre (+0).
PRINTED_STARTING_SPREAD = [3, 2, 2, 1, 1, 0]
PRINTED_STRESS_BOXES = {"box_1": 1, "box_2": 2, "box_3": 3}
PRINTED_CONSEQUENCES = {"mild": 2, "moderate": 4, "severe": 6}
PRINTED_DIFFICULTY_GUIDE = {"not_tough": 0, "tough": 2, "extremely_difficult": 4}
PRINTED_MOOK_MODIFIERS = {"skilled": 2, "bad": -2, "other": 0}
APPROACH_CAP = 5  # "you can't raise an approach bonus above Superb (+5)"

Dist = dict[str, Fraction]


# --- the oracle ----------------------------------------------------------------------------------


def classify(margin: int) -> str:
    """Fail below the opposition, tie on it, success by 1-2, success with style by 3+."""
    if margin >= 3:
        return "success_with_style"
    if margin >= 1:
        return "success"
    if margin == 0:
        return "tie"
    return "fail"


def resolve(dice_total: int, base: int, opposition: int, invocations: int) -> tuple[str, int]:
    """Play out one roll: invoke for +2 while below success and an invocation remains.

    Returns the outcome and the final margin (total - opposition).
    """
    bonus = 0
    left = invocations
    margin = dice_total + base + bonus - opposition
    while left > 0 and classify(margin) in ("fail", "tie"):
        bonus += 2
        left -= 1
        margin = dice_total + base + bonus - opposition
    return classify(margin), margin


def invocations_available(fate_points: int, aspects: int, free_invokes: int) -> int:
    """Paid invocations need both a fate point and a distinct aspect; free ones cost none."""
    return min(fate_points, aspects) + free_invokes


def action_oracle(
    skill: int,
    difficulty: int,
    fate_points: int = 0,
    aspects: int = 0,
    free_invokes: int = 0,
    helpers: int = 0,
) -> tuple[Dist, dict[int, Fraction]]:
    """Outcome and margin distributions of a 4dF action, by enumerating the 81 rolls."""
    outcomes: Counter[str] = Counter()
    margins: Counter[int] = Counter()
    invocations = invocations_available(fate_points, aspects, free_invokes)
    rolls = list(itertools.product(FACES, repeat=4))
    for dice in rolls:
        outcome, margin = resolve(sum(dice), skill + helpers, difficulty, invocations)
        outcomes[outcome] += 1
        margins[margin] += 1
    n = len(rolls)
    return (
        {k: Fraction(outcomes[k], n) for k in OUTCOME_KEYS},
        {m: Fraction(c, n) for m, c in margins.items()},
    )


def contest_oracle(
    skill: int,
    opposing_skill: int,
    fate_points: int = 0,
    aspects: int = 0,
    free_invokes: int = 0,
    helpers: int = 0,
) -> tuple[Dist, dict[int, Fraction]]:
    """Both sides roll 4dF: enumerate all 6561 pairs of rolls."""
    outcomes: Counter[str] = Counter()
    margins: Counter[int] = Counter()
    invocations = invocations_available(fate_points, aspects, free_invokes)
    rolls = list(itertools.product(FACES, repeat=8))
    for dice in rolls:
        mine = skill + helpers + sum(dice[:4])
        theirs = opposing_skill + sum(dice[4:])
        outcome, margin = resolve(0, mine, theirs, invocations)
        outcomes[outcome] += 1
        margins[margin] += 1
    n = len(rolls)
    return (
        {k: Fraction(outcomes[k], n) for k in OUTCOME_KEYS},
        {m: Fraction(c, n) for m, c in margins.items()},
    )


def push(dist: dict[int, Fraction], fn: Any) -> dict[int, Fraction]:
    """The distribution of fn(x) when x follows dist."""
    out: Counter[int] = Counter()
    for value, p in dist.items():
        out[fn(value)] += p  # type: ignore[assignment]
    return {k: Fraction(v) for k, v in out.items() if v}


# --- helpers ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ruleset() -> Any:
    return load_ruleset(RULESET_PATH)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    with RULESET_PATH.open(encoding="utf-8") as handle:
        data: dict[str, Any] = yaml.safe_load(handle)
    return data


def engine(rs: Any, check: str, inputs: dict[str, Any]) -> Any:
    return check_odds(rs, check, inputs)


def engine_dist(odds: Any) -> Dist:
    return {o.key: o.probability for o in odds.outcomes}


def measure(odds: Any, name: str) -> dict[int, Fraction]:
    return {int(k): v for k, v in odds.measures[name].items() if v}


# --- the file itself -------------------------------------------------------------------------


def test_ruleset_loads(ruleset: Any) -> None:
    assert ruleset is not None


def test_top_level(raw: dict[str, Any]) -> None:
    assert raw["id"] == "adom"
    assert raw["format"] == 1
    assert raw["language"] == "es"
    assert raw["sheet"]["sections"]  # the character sheet: tests/core/sheets
    assert {t["id"] for t in raw["npc_templates"]} == {"pc", "npc", "mook", "mook_group"}
    assert "Dellepiane" in " ".join(raw["source"]["authors"])
    assert "CC BY-NC 4.0" in raw["source"]["licence"]


def test_checks_present_with_outcomes_worst_to_best(raw: dict[str, Any]) -> None:
    assert [o["key"] for o in raw["outcomes"]] == OUTCOME_KEYS
    for check in [*ACTION_CHECKS, "contest"]:
        assert raw["checks"][check]["outcomes"] == OUTCOME_KEYS
    success = {o["key"]: o["success"] for o in raw["outcomes"]}
    assert success == {"fail": False, "tie": False, "success": True, "success_with_style": True}


def test_note_ids_are_unique(raw: dict[str, Any]) -> None:
    ids = [n["id"] for n in raw["notes"]]
    assert len(ids) == len(set(ids))
    for needed in ("invoke_policy", "free_invokes", "invoke_reroll", "invoke_others", "language"):
        assert needed in ids


# --- printed facts ---------------------------------------------------------------------------


def test_ladder_as_printed(raw: dict[str, Any]) -> None:
    ladder = raw["scales"]["ladder"]
    assert ladder["range"] == {"min": -2, "max": 8}
    assert ladder["names"] == dict(PRINTED_LADDER)
    # Printed top to bottom: the values are consecutive from +8 down to -2.
    assert [v for v, _ in PRINTED_LADDER] == list(range(8, -3, -1))


def test_total_scale(raw: dict[str, Any]) -> None:
    total = raw["scales"]["total"]
    assert total["range"] == {"min": -6, "max": 12}
    assert total["names"] == dict(PRINTED_LADDER)
    for check in ("attack", "defend"):
        assert raw["checks"][check]["inputs"]["difficulty"]["scale"] == "total"
    for check in ("overcome", "create_advantage"):
        assert raw["checks"][check]["inputs"]["difficulty"]["scale"] == "ladder"


def test_approach_scale(raw: dict[str, Any]) -> None:
    approach = raw["scales"]["approach"]
    assert approach["range"] == {"min": 0, "max": APPROACH_CAP}
    printed = dict(PRINTED_LADDER)
    assert approach["names"] == {v: printed[v] for v in range(0, APPROACH_CAP + 1)}
    # The starting spread uses ratings from the approach scale only.
    assert all(0 <= v <= APPROACH_CAP for v in PRINTED_STARTING_SPREAD)


def test_four_df_distribution_by_enumeration() -> None:
    ways = Counter(sum(d) for d in itertools.product(FACES, repeat=4))
    assert tuple(ways[t] for t in range(-4, 5)) == FOUR_DF_WAYS
    assert sum(FOUR_DF_WAYS) == 81


def test_dice_examples_as_printed() -> None:
    for dice, printed_total in PRINTED_DICE_EXAMPLES:
        assert sum(dice) == printed_total


def test_engine_four_df_distribution(ruleset: Any) -> None:
    """Skill 0 against difficulty d: P(total >= d) read back from the engine is 4dF's tail."""
    # Difficulty 0, skill 0: fail = roll < 0, tie = roll 0, success 1..2, style >= 3.
    dist = engine_dist(engine(ruleset, "overcome", {"skill": 0, "difficulty": 0}))
    w = dict(zip(range(-4, 5), FOUR_DF_WAYS, strict=True))
    assert dist["fail"] == Fraction(w[-4] + w[-3] + w[-2] + w[-1], 81)
    assert dist["tie"] == Fraction(w[0], 81) == Fraction(19, 81)
    assert dist["success"] == Fraction(w[1] + w[2], 81)
    assert dist["success_with_style"] == Fraction(w[3] + w[4], 81)
    # Each single total, through the margin measure.
    assert measure(engine(ruleset, "overcome", {}), "margin") == {
        t: Fraction(c, 81) for t, c in w.items()
    }


def test_archetypes_chart_as_printed(raw: dict[str, Any]) -> None:
    chart = raw["charts"]["sample_approaches"]
    columns = [lv["key"] for lv in raw["scales"]["methods"]["levels"]]
    assert columns == [k for k, _ in PRINTED_APPROACHES]
    rows = [lv["key"] for lv in raw["scales"]["archetype"]["levels"]]
    assert rows == list(PRINTED_ARCHETYPES)
    for archetype, printed in PRINTED_ARCHETYPES.items():
        assert chart["data"][archetype] == [printed[c] for c in columns], archetype
        # Every archetype uses the creation spread exactly.
        assert sorted(printed.values(), reverse=True) == PRINTED_STARTING_SPREAD


def test_approach_names(raw: dict[str, Any]) -> None:
    labels = {lv["key"]: lv["label"] for lv in raw["scales"]["methods"]["levels"]}
    for key, spanish in PRINTED_APPROACHES:
        assert labels[key].startswith(spanish)


def test_stress_and_consequences_as_printed(ruleset: Any, raw: dict[str, Any]) -> None:
    # Box N absorbs N: the harm rule's formula, read for each printed box (no chart of its
    # own, which no hit would read).
    (stress,) = [a for a in ruleset.harm.absorbers if a.id == "stress"]
    assert stress.track == "stress"
    assert {f"box_{n}": stress.absorbs({"box": n}) for n in (1, 2, 3)} == PRINTED_STRESS_BOXES
    assert "stress_absorbs" not in raw["charts"]
    assert raw["charts"]["consequence_absorbs"]["data"] == PRINTED_CONSEQUENCES
    # Worked example: a 4-shift hit is covered by Box 2 plus a mild consequence.
    assert PRINTED_STRESS_BOXES["box_2"] + PRINTED_CONSEQUENCES["mild"] == 4


def test_difficulty_guide_and_mooks_as_printed(raw: dict[str, Any]) -> None:
    assert raw["charts"]["difficulty_guide"]["data"] == PRINTED_DIFFICULTY_GUIDE
    assert raw["charts"]["mook_modifiers"]["data"] == PRINTED_MOOK_MODIFIERS
    names = dict(PRINTED_LADDER)
    assert [names[v] for v in PRINTED_DIFFICULTY_GUIDE.values()] == [
        "Mediocre",
        "Favorable",
        "Genial",
    ]


def test_worked_example_attack_shifts(ruleset: Any) -> None:
    """Attack +5 against a defence of +3 is a two-shift hit (5 - 3 = 2).

    With the attacker's approach at +5 against a fixed defence of +3, a 0 on the dice gives
    exactly that hit: P(2 shifts) = P(4dF = 0) = 19/81, and it is a success, not style.
    """
    odds = engine(ruleset, "attack", {"skill": 5, "difficulty": 3})
    shifts = measure(odds, "shifts")
    assert shifts[2] == Fraction(19, 81)
    assert classify(5 - 3) == "success"
    # From the defender's side: defending at +3 against an attack total of +5.
    taken = measure(engine(ruleset, "defend", {"skill": 3, "difficulty": 5}), "shifts_taken")
    assert taken[2] == Fraction(19, 81)


def test_helper_adds_one(ruleset: Any) -> None:
    for skill in range(-2, 8):
        with_help = engine_dist(engine(ruleset, "overcome", {"skill": skill, "helpers": 1}))
        one_better = engine_dist(engine(ruleset, "overcome", {"skill": skill + 1}))
        assert with_help == one_better


def test_invoke_adds_two(ruleset: Any) -> None:
    """One free invocation on a roll that would fail by 1 or 2 turns it into a tie/success."""
    odds = engine_dist(
        engine(ruleset, "overcome", {"skill": 0, "difficulty": 4, "free_invokes": 1})
    )
    expected, _ = action_oracle(0, 4, free_invokes=1)
    assert odds == expected
    # Only a natural +4 reaches +4 without help; with +2 a +2 roll ties and +3/+4 succeed.
    assert odds["tie"] == Fraction(10, 81)
    assert odds["success"] == Fraction(4 + 1, 81)


# --- the oracle against the engine -----------------------------------------------------------


@pytest.mark.parametrize("check", ACTION_CHECKS)
def test_action_every_skill_and_difficulty(ruleset: Any, check: str) -> None:
    for skill in SKILLS:
        for difficulty in OPPOSITION[check]:
            odds = engine(ruleset, check, {"skill": skill, "difficulty": difficulty})
            expected, _ = action_oracle(skill, difficulty)
            assert engine_dist(odds) == expected, (check, skill, difficulty)
            assert odds.p_success == expected["success"] + expected["success_with_style"]
            assert [o.key for o in odds.outcomes] == OUTCOME_KEYS


@pytest.mark.parametrize("check", ACTION_CHECKS)
def test_action_spending(ruleset: Any, check: str) -> None:
    for fate_points in range(0, 11):
        for aspects in range(0, 6):
            for free_invokes in range(0, 4):
                for skill, difficulty in ((-2, 8), (0, 2), (3, 4), (2, -1), (5, 8), (8, -2)):
                    inputs = {
                        "skill": skill,
                        "difficulty": difficulty,
                        "fate_points": fate_points,
                        "aspects": aspects,
                        "free_invokes": free_invokes,
                    }
                    expected, _ = action_oracle(
                        skill, difficulty, fate_points, aspects, free_invokes
                    )
                    assert engine_dist(engine(ruleset, check, inputs)) == expected, inputs


@pytest.mark.parametrize("check", ACTION_CHECKS)
def test_action_helpers_with_spending(ruleset: Any, check: str) -> None:
    for helpers in range(0, 6):
        for skill in SKILLS:
            for difficulty in OPPOSITION[check]:
                for fate_points, aspects, free_invokes in ((0, 0, 0), (2, 1, 1), (3, 5, 0)):
                    inputs = {
                        "skill": skill,
                        "difficulty": difficulty,
                        "helpers": helpers,
                        "fate_points": fate_points,
                        "aspects": aspects,
                        "free_invokes": free_invokes,
                    }
                    expected, _ = action_oracle(
                        skill, difficulty, fate_points, aspects, free_invokes, helpers
                    )
                    assert engine_dist(engine(ruleset, check, inputs)) == expected, inputs


@pytest.mark.parametrize("check", ACTION_CHECKS)
def test_measures(ruleset: Any, check: str) -> None:
    """Attack reports the shifts dealt, defend the shifts taken, the others the margin."""
    reported: dict[str, tuple[str, Any]] = {
        "overcome": ("margin", lambda m: m),
        "create_advantage": ("margin", lambda m: m),
        "attack": ("shifts", lambda m: max(m, 0)),
        "defend": ("shifts_taken", lambda m: max(-m, 0)),
    }
    name, fn = reported[check]
    for skill in SKILLS:
        for difficulty in OPPOSITION[check]:
            for fp, aspects, free in ((0, 0, 0), (2, 2, 1)):
                inputs = {
                    "skill": skill,
                    "difficulty": difficulty,
                    "fate_points": fp,
                    "aspects": aspects,
                    "free_invokes": free,
                }
                _, margins = action_oracle(skill, difficulty, fp, aspects, free)
                odds = engine(ruleset, check, inputs)
                assert measure(odds, name) == push(margins, fn), inputs


def test_contest_every_skill_pair(ruleset: Any) -> None:
    for skill in SKILLS:
        for opposing in SKILLS:
            odds = engine(ruleset, "contest", {"skill": skill, "opposing_skill": opposing})
            expected, margins = contest_oracle(skill, opposing)
            assert engine_dist(odds) == expected, (skill, opposing)
            victories = push(margins, lambda m: 2 if m >= 3 else (1 if m >= 1 else 0))
            theirs = push(margins, lambda m: 2 if m <= -3 else (1 if m <= -1 else 0))
            assert measure(odds, "victories") == victories
            assert measure(odds, "opponent_victories") == theirs


def test_contest_spending_and_helpers(ruleset: Any) -> None:
    cases = [
        (fp, aspects, free, helpers)
        for fp in (0, 1, 3, 10)
        for aspects in (0, 1, 5)
        for free in (0, 1, 3)
        for helpers in (0, 2)
    ]
    for skill, opposing in ((0, 0), (1, 4), (5, 2), (-2, 8)):
        for fp, aspects, free, helpers in cases:
            inputs = {
                "skill": skill,
                "opposing_skill": opposing,
                "fate_points": fp,
                "aspects": aspects,
                "free_invokes": free,
                "helpers": helpers,
            }
            expected, _ = contest_oracle(skill, opposing, fp, aspects, free, helpers)
            assert engine_dist(engine(ruleset, "contest", inputs)) == expected, inputs


def test_contest_symmetric_when_even(ruleset: Any) -> None:
    """Equal approaches, no spending: each side is as likely to win as the other."""
    dist = engine_dist(engine(ruleset, "contest", {"skill": 3, "opposing_skill": 3}))
    assert dist["fail"] == dist["success"] + dist["success_with_style"]


def test_mook_roll(ruleset: Any) -> None:
    for aptitude, bonus in PRINTED_MOOK_MODIFIERS.items():
        for difficulty in LADDER:
            odds = engine(ruleset, "mook_roll", {"aptitude": aptitude, "difficulty": difficulty})
            expected, _ = action_oracle(bonus, difficulty)
            assert engine_dist(odds) == expected, (aptitude, difficulty)


# --- an invocation: +2 or a new roll, whichever is better --------------------------------------


def best_use_oracle(edge: int, invocations: int) -> tuple[Dist, dict[int, Fraction]]:
    """Outcome and margin distributions when each invocation adds +2 or rolls the four
    dice again (the +2s already added stay), taken to maximise P(success) counting the
    invocations left; +2 when both are as good. `edge` is skill + helpers - opposition.
    Written from the book's two uses, by recursion over the 81 ordered rolls."""
    rolls = [sum(dice) for dice in itertools.product(FACES, repeat=4)]
    chance: dict[tuple[int, int, int], Fraction] = {}
    fresh: dict[tuple[int, int], Fraction] = {}

    def succeeds(roll: int, bonus: int) -> bool:
        return classify(roll + edge + 2 * bonus) in ("success", "success_with_style")

    def p_from(roll: int, bonus: int, left: int) -> Fraction:
        key = (roll, bonus, left)
        if key not in chance:
            if succeeds(roll, bonus):
                chance[key] = Fraction(1)
            elif left == 0:
                chance[key] = Fraction(0)
            else:
                chance[key] = max(p_from(roll, bonus + 1, left - 1), p_new(bonus, left - 1))
        return chance[key]

    def p_new(bonus: int, left: int) -> Fraction:
        if (bonus, left) not in fresh:
            fresh[bonus, left] = sum((p_from(r, bonus, left) for r in rolls),
                                     Fraction(0)) / len(rolls)
        return fresh[bonus, left]

    def margins_from(roll: int, bonus: int, left: int) -> Counter[int]:
        if succeeds(roll, bonus) or left == 0:
            return Counter({roll + edge + 2 * bonus: Fraction(1)})  # type: ignore[dict-item]
        if p_new(bonus, left - 1) > p_from(roll, bonus + 1, left - 1):
            return margins_new(bonus, left - 1)
        return margins_from(roll, bonus + 1, left - 1)

    ends: dict[tuple[int, int], Counter[int]] = {}

    def margins_new(bonus: int, left: int) -> Counter[int]:
        if (bonus, left) not in ends:
            total: Counter[int] = Counter()
            for r in rolls:
                for margin, p in margins_from(r, bonus, left).items():
                    total[margin] += p / len(rolls)  # type: ignore[assignment]
            ends[bonus, left] = total
        return ends[bonus, left]

    margins = {m: Fraction(p) for m, p in margins_new(0, invocations).items() if p}
    outcomes = {k: Fraction(0) for k in OUTCOME_KEYS}
    for margin, p in margins.items():
        outcomes[classify(margin)] += p
    return outcomes, margins


@pytest.mark.parametrize("check", ACTION_CHECKS)
def test_invoking_for_the_better_of_two_or_a_new_roll(ruleset: Any, check: str) -> None:
    """The engine's "+2 or roll again, the better" against the recursion above: every
    outcome, and the margin (overcome, create an advantage) or shifts measured."""
    reported = {"overcome": ("margin", lambda m: m),
                "create_advantage": ("margin", lambda m: m),
                "attack": ("shifts", lambda m: max(m, 0)),
                "defend": ("shifts_taken", lambda m: max(-m, 0))}
    name, fn = reported[check]
    rerolled_better = 0
    for skill, difficulty in ((-2, 8), (0, 2), (3, 4), (2, -1), (1, 3), (0, 5), (8, -2)):
        for fate_points, aspects, free in ((0, 0, 0), (1, 1, 0), (2, 3, 0), (0, 0, 2),
                                           (3, 3, 1), (5, 5, 3)):
            inputs = {"skill": skill, "difficulty": difficulty, "fate_points": fate_points,
                      "aspects": aspects, "free_invokes": free, "invoke_use": "best"}
            budget = invocations_available(fate_points, aspects, free)
            expected, margins = best_use_oracle(skill - difficulty, budget)
            odds = engine(ruleset, check, inputs)
            assert engine_dist(odds) == expected, inputs
            assert measure(odds, name) == push(margins, fn), inputs
            plus_two, _ = action_oracle(skill, difficulty, fate_points, aspects, free)
            better = (expected["success"] + expected["success_with_style"]
                      - plus_two["success"] - plus_two["success_with_style"])
            assert better >= 0, inputs  # choosing can only help
            rerolled_better += better > 0
    assert rerolled_better > 10  # the new roll matters where +2 cannot reach


def test_the_table_rolls_again_where_the_odds_say_so(ruleset: Any) -> None:
    """A roll made by the app takes the use the odds are worked out for: at 0 against 3
    with one invocation, +2 cannot reach a success from a roll of +1 or less (a new roll
    can, 1 in 81), and from +2 or +3 it does (+2 is taken)."""
    from gm_assistant.core.odds.engine import bind_inputs, input_environment
    from gm_assistant.core.odds.resolve import best_use

    spec = ruleset.checks["overcome"]
    bound = bind_inputs(spec, {"skill": 0, "difficulty": 3, "free_invokes": 1,
                               "invoke_use": "best"})
    numbers, levels = input_environment(spec, bound)
    choice = best_use(spec, numbers, levels, 1)
    for roll in range(-4, 4):
        assert choice.reroll_better({"roll": roll}, 0, 1) == (roll <= 1), roll


# --- the conflicts' notes name the sheet's own approaches --------------------------------------


def sheet_approach_labels(raw: dict[str, Any]) -> dict[str, str]:
    """The approach fields of the sheet, id -> label ("quick" -> "Veloz (Quick)")."""
    section = next(s for s in raw["sheet"]["sections"] if s["id"] == "approaches")
    return {f["id"]: f["label"] for f in section["fields"] if f["id"] in APPROACH_IDS}


APPROACH_IDS = ("careful", "clever", "flashy", "forceful", "quick", "sneaky")
# The English approach names of Fate Accelerated, as the sheet puts them in brackets.
ENGLISH_APPROACHES = ("Careful", "Clever", "Flashy", "Forceful", "Quick", "Sneaky")


def conflict_notes_text(raw: dict[str, Any], conflict: str) -> str:
    notes = {n["id"]: n.get("text", "") for n in raw["notes"]}
    return " ".join(" ".join(notes[i].split()) for i in raw["conflicts"][conflict]["notes"])


@pytest.mark.parametrize("conflict", ["conflict", "contest"])
def test_conflict_notes_name_the_approaches_their_stats_read(
        raw: dict[str, Any], conflict: str) -> None:
    # Each approach a conflict's stats read from the sheet is named in its notes by the
    # sheet's own label (the fight: Brusco to attack, Veloz to defend and for the order;
    # the contest: Veloz), so the encounter view says which approach is rolled.
    labels = sheet_approach_labels(raw)
    text = conflict_notes_text(raw, conflict)
    read = {s["from"] for s in raw["conflicts"][conflict]["stats"].values()
            if s.get("from") in APPROACH_IDS}
    assert read, f"{conflict} reads no approach"
    for approach in read:
        assert labels[approach] in text, f"{conflict}'s notes never name {labels[approach]}"


@pytest.mark.parametrize("conflict", ["conflict", "contest"])
def test_conflict_notes_name_no_approach_the_sheet_lacks(
        raw: dict[str, Any], conflict: str) -> None:
    # Every "Name (English)" of an approach in the notes is a label of the sheet, and no
    # Spanish word is used for an approach other than the sheet's (the fight's note once
    # said "Vigoroso" and "Rápido" for Brusco and Veloz).
    labels = set(sheet_approach_labels(raw).values())
    text = conflict_notes_text(raw, conflict)
    named = re.findall(r"(\w+) \((" + "|".join(ENGLISH_APPROACHES) + r")\)", text)
    assert named
    assert {f"{spanish} ({english})" for spanish, english in named} <= labels
    spanish_names = {label.split(" (")[0] for label in labels}
    stray = {"Vigoroso", "Rápido", "Cuidadoso", "Astuto", "Llamativo", "Furtivo"}
    assert not stray & set(re.findall(r"\w+", text)), stray & set(re.findall(r"\w+", text))
    assert spanish_names.isdisjoint(stray)
