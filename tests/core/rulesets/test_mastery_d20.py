"""d20 Mastery Level: every check against a brute-force oracle and the rulebook's examples."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.play.lookup import lookup
from gm_assistant.core.rules import load_ruleset

RULESET = Path(__file__).resolve().parents[3] / "rulesets" / "mastery_d20.yaml"

D20 = range(1, 21)
ORDER = ["critical_failure", "failure", "success", "critical_success"]
CF, F, S, CS = ORDER

Dist = dict[str, Fraction]


@pytest.fixture(scope="module")
def ruleset() -> Any:
    return load_ruleset(RULESET)


def engine(ruleset: Any, check: str, inputs: dict[str, Any]) -> Dist:
    odds = check_odds(ruleset, check, inputs)
    return {o.key: o.probability for o in odds.outcomes if o.probability}


# --- the oracle, written from the rulebook --------------------------------------------


def second_roll_high(ml: int, second: int) -> str:
    """Mastery Level 20+, first die showed 20: judge the second d20."""
    if second == 20:
        return CF  # always a critical failure
    if second == 19:
        # always at least a failure, critical if it also beats ML - 4
        return CF if second > ml - 4 else F
    if second > ml - 10:
        return CF if second > ml - 4 else F
    return S


def second_roll_low(ml: int, second: int) -> str:
    """Mastery Level 1 or less, first die showed 1: judge the second d20."""
    if second == 1:
        return CS  # always a critical success
    if second == 2:
        return CS if second < ml + 4 else S
    if second < ml + 10:
        return CS if second < ml + 4 else S
    return F


def first_roll(ml: int, face: int) -> str:
    success = face <= ml
    if success:
        return CS if face in (1, 11) else S
    return CF if face in (10, 20) else F


@cache
def oracle(ml: int) -> Dist:
    """Exact outcome distribution at effective Mastery Level `ml`, by enumeration."""
    counts = dict.fromkeys(ORDER, Fraction(0))
    for first, second in itertools.product(D20, D20):
        weight = Fraction(1, 400)  # every (first, second) pair; second ignored if unused
        if ml >= 20 and first == 20:
            result = second_roll_high(ml, second)
        elif ml <= 1 and first == 1:
            result = second_roll_low(ml, second)
        else:
            result = first_roll(ml, first)
        counts[result] += weight
    return {key: p for key, p in counts.items() if p}


def skill_mastery(
    skill: int, characteristic: int, speciality: int, bonuses: int, mali: int, luck: int
) -> int:
    """Skill + characteristic + speciality + bonuses - mali; a level-0 skill costs 5, and
    on its first use (beginner's luck) no other malus applies, bonuses still do."""
    if skill == 0:
        return characteristic + speciality + bonuses - (0 if luck else mali) - 5
    return skill + characteristic + speciality + bonuses - mali


# --- the action check -----------------------------------------------------------------


def test_action_matches_oracle_over_all_levels(ruleset: Any) -> None:
    for ml in range(-15, 36):
        assert engine(ruleset, "action", {"mastery": ml}) == oracle(ml), ml


def test_action_lookup_every_face(ruleset: Any) -> None:
    """Face by face, including the second d20 of the extreme levels."""
    for ml, first in itertools.product(range(-15, 36), D20):
        found = lookup(ruleset, "action", {"mastery": ml}, {"roll": first})
        extreme = (ml >= 20 and first == 20) or (ml <= 1 and first == 1)
        if not extreme:
            assert (found.outcome, found.needs) == (first_roll(ml, first), ()), (ml, first)
            continue
        assert found.outcome is None
        assert found.needs == ("second",)
        judge = second_roll_high if ml >= 20 else second_roll_low
        for second in D20:
            again = lookup(ruleset, "action", {"mastery": ml}, {"roll": first, "second": second})
            assert again.outcome == judge(ml, second), (ml, first, second)


def test_action_outcome_order(ruleset: Any) -> None:
    odds = check_odds(ruleset, "action", {})
    assert [o.key for o in odds.outcomes] == ORDER
    assert [o.success for o in odds.outcomes] == [False, False, True, True]


def test_ordinary_levels_from_the_rules(ruleset: Any) -> None:
    # Mastery Level 10: 1-10 succeed (1 critical; 10 is a success, so not a critical
    # failure); 11-20 fail (11 is a failure, so not critical; 20 is a critical failure).
    assert engine(ruleset, "action", {"mastery": 10}) == {
        CF: Fraction(1, 20),
        F: Fraction(9, 20),
        S: Fraction(9, 20),
        CS: Fraction(1, 20),
    }
    # Mastery Level 9: 10 and 20 are critical failures.
    assert engine(ruleset, "action", {"mastery": 9}) == {
        CF: Fraction(2, 20),
        F: Fraction(9, 20),
        S: Fraction(8, 20),
        CS: Fraction(1, 20),
    }
    # Mastery Level 19: 1 and 11 critical, 20 a critical failure.
    assert engine(ruleset, "action", {"mastery": 19}) == {
        CF: Fraction(1, 20),
        S: Fraction(17, 20),
        CS: Fraction(2, 20),
    }


# The extreme levels worked out by hand from the rulebook (out of 400 = first x second).
EXTREMES: dict[int, dict[str, int]] = {
    # ML 20: 1-19 succeed (1, 11 critical); a 20 is rolled again: >10 fails, >16 critical.
    20: {CS: 40, S: 340 + 10, F: 6, CF: 4},
    # ML 25: second roll >15 fails, never >21 -> only the second 20 is critical.
    25: {CS: 40, S: 340 + 15, F: 4, CF: 1},
    # ML 30: nothing exceeds 20, but a second 19 fails and a second 20 is critical.
    30: {CS: 40, S: 340 + 18, F: 1, CF: 1},
    # ML 1: 2-20 fail (10, 20 critical); a 1 is rolled again: <11 succeeds, <5 critical.
    1: {CF: 40, F: 340 + 10, S: 6, CS: 4},
    # ML 0: <10 succeeds, <4 critical.
    0: {CF: 40, F: 340 + 11, S: 6, CS: 3},
    # ML -5: <5 succeeds, nothing <-1, but a second 1 is critical and a second 2 succeeds.
    -5: {CF: 40, F: 340 + 16, S: 3, CS: 1},
}


@pytest.mark.parametrize("ml", sorted(EXTREMES))
def test_extreme_levels_from_the_rules(ruleset: Any, ml: int) -> None:
    expected = {key: Fraction(n, 400) for key, n in EXTREMES[ml].items()}
    assert sum(expected.values()) == 1
    assert oracle(ml) == expected
    assert engine(ruleset, "action", {"mastery": ml}) == expected


# --- skill, characteristic and two-characteristic actions -----------------------------


def test_skill_action_matches_oracle(ruleset: Any) -> None:
    for skill, characteristic, speciality, bonuses, mali, luck in itertools.product(
        (0, 1, 2, 5, 10, 20), (0, 1, 5, 9, 20), (0, 10), (0, 3, 10), (0, 4, 10), (0, 1)
    ):
        inputs = {
            "skill": skill,
            "characteristic": characteristic,
            "speciality": speciality,
            "bonuses": bonuses,
            "mali": mali,
            "beginners_luck": luck,
        }
        ml = skill_mastery(skill, characteristic, speciality, bonuses, mali, luck)
        assert engine(ruleset, "skill_action", inputs) == oracle(ml), inputs


def test_skill_action_level_zero_every_modifier(ruleset: Any) -> None:
    for characteristic, bonuses, mali, luck in itertools.product(
            range(0, 21), range(0, 11), range(0, 11), (0, 1)):
        inputs = {
            "skill": 0,
            "characteristic": characteristic,
            "bonuses": bonuses,
            "mali": mali,
            "beginners_luck": luck,
        }
        ml = skill_mastery(0, characteristic, 0, bonuses, mali, luck)
        assert engine(ruleset, "skill_action", inputs) == oracle(ml), inputs


def test_beginners_luck_waives_the_mali_but_keeps_the_bonuses(ruleset: Any) -> None:
    """A +3 bonus and a -4 malus on the first use of a level-0 skill: the malus goes, the
    bonus stays (+3; one net modifier of -1 used to give 0). Without the luck both count."""
    base = {"skill": 0, "characteristic": 9, "bonuses": 3, "mali": 4}
    assert engine(ruleset, "skill_action", {**base, "beginners_luck": 1}) == oracle(9 + 3 - 5)
    assert engine(ruleset, "skill_action", {**base, "beginners_luck": 0}) == \
        oracle(9 + 3 - 4 - 5)


def test_characteristic_action_matches_oracle(ruleset: Any) -> None:
    for characteristic, modifier in itertools.product(range(0, 21), range(-10, 11)):
        inputs = {"characteristic": characteristic, "modifier": modifier}
        expected = oracle(2 * characteristic + modifier)
        assert engine(ruleset, "characteristic_action", inputs) == expected, inputs


def test_two_characteristic_action_matches_oracle(ruleset: Any) -> None:
    for first, second, modifier in itertools.product(range(0, 21), range(0, 21), (-10, -3, 0, 4)):
        inputs = {"first": first, "second_characteristic": second, "modifier": modifier}
        expected = oracle(first + second + modifier)
        assert engine(ruleset, "two_characteristic_action", inputs) == expected, inputs


# --- Red the pirate -------------------------------------------------------------------


def test_red_swims_the_harbour(ruleset: Any) -> None:
    # Strength 7 + Shark Feeding 8 - 4 for the grog = 11: success on 11 or less.
    assert skill_mastery(8, 7, 0, 0, 4, 0) == 11
    inputs = {"skill": 8, "characteristic": 7, "mali": 4}
    odds = check_odds(ruleset, "skill_action", inputs)
    assert odds.measures["mastery_level"] == {11: 1}
    assert odds.p_success == Fraction(11, 20)
    assert engine(ruleset, "skill_action", inputs) == oracle(11)
    # At 11 a natural 11 is a critical success and 10 a plain success.
    assert oracle(11)[CS] == Fraction(2, 20)
    assert oracle(11)[CF] == Fraction(1, 20)


def test_red_shipwrecked(ruleset: Any) -> None:
    # Stamina 4 + Shark Feeding 8, no malus: Mastery Level 12.
    inputs = {"skill": 8, "characteristic": 4}
    assert check_odds(ruleset, "skill_action", inputs).measures["mastery_level"] == {12: 1}
    assert check_odds(ruleset, "skill_action", inputs).p_success == Fraction(12, 20)
    assert engine(ruleset, "skill_action", inputs) == oracle(12)


def test_red_plays_poker(ruleset: Any) -> None:
    # Perception 9 + Poker 0, -5 as a beginner and -3 for the drink: Mastery Level 1.
    assert skill_mastery(0, 9, 0, 0, 3, 0) == 1
    inputs = {"skill": 0, "characteristic": 9, "mali": 3, "beginners_luck": 0}
    assert engine(ruleset, "skill_action", inputs) == oracle(1)
    # He rolled a 19: at Mastery Level 1 anything from 2 to 20 fails.
    assert first_roll(1, 19) == F
    rolled = lookup(ruleset, "skill_action", inputs, {"roll": 19})
    assert rolled.values["ml"] == 1
    assert rolled.outcome == F
    # Only a natural 1 followed by a second roll under 11 saves him: 1/20 x 10/20.
    assert check_odds(ruleset, "skill_action", inputs).p_success == Fraction(10, 400)
    # On the very first use, beginner's luck waives the -3: 9 + 0 - 5 = 4.
    lucky = {**inputs, "beginners_luck": 1}
    assert check_odds(ruleset, "skill_action", lucky).p_success == Fraction(4, 20)
    # Beginner's luck keeps bonuses (the -3 still waived), and does nothing for a skill
    # above 0.
    bonus = {**lucky, "bonuses": 3}
    assert check_odds(ruleset, "skill_action", bonus).p_success == Fraction(7, 20)
    trained = {"skill": 2, "characteristic": 9, "mali": 3, "beginners_luck": 1}
    assert check_odds(ruleset, "skill_action", trained).p_success == Fraction(8, 20)


def test_raw_characteristic_is_doubled(ruleset: Any) -> None:
    assert check_odds(ruleset, "characteristic_action", {"characteristic": 7}).p_success == (
        Fraction(14, 20)
    )


def test_every_check_and_note_present(ruleset: Any) -> None:
    assert {"action", "skill_action", "characteristic_action"} <= set(ruleset.checks)
    notes = {note.id for note in ruleset.model.notes}
    assert {"ten_and_eleven", "high_levels", "low_levels", "beginners_luck"} <= notes
