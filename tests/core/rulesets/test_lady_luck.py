"""Lady Luck's Chosen Few: every check against a brute-force oracle and the printed facts."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

RULESET = Path(__file__).resolve().parents[3] / "rulesets" / "lady_luck.yaml"

D6 = range(1, 7)
MODIFIERS = range(-6, 10)
SIZES = [
    "miniscule",
    "diminutive",
    "tiny",
    "small",
    "medium",
    "large",
    "giant",
    "huge",
    "gargantuan",
    "titanic",
]
# The Creature Size Table as printed: label, size, definition, default Defense.
SIZE_TABLE = [
    ("Miniscule", "0", "Too small for any other category", 6),
    ("Diminutive", "1/8", ">1/8 meter tall or >1/16 meter wide (> a fist)", 6),
    ("Tiny", "1/4", ">1/4 meter tall or >1/8 meter wide", 5),
    ("Small", "1/2", ">1/2 meter tall or >1/4 meter wide", 4),
    ("Medium", "1", ">1 meter tall or >1/2 meter wide", 3),
    ("Large", "2", ">2 meters tall or >1 meter wide", 2),
    ("Giant", "4", ">4 meters tall or >2 meters wide", 1),
    ("Huge", "8", ">4 meters tall or >3 meters wide", 0),
    ("Gargantuan", "16", ">5 meters tall or >4 meters wide", 0),
    ("Titanic", "32", ">5 meters tall or >5 meters wide", 0),
]
PRINTED_DEFENSE = {key: row[3] for key, row in zip(SIZES, SIZE_TABLE, strict=True)}
BRIGHTNESS_TO_ROLL = {"dark": -1, "dim": 0, "bright": 1}
OBSCURITIES = ["clear", "shrouded", "obscured", "shrouded_and_obscured"]

Dist = dict[str, Fraction]


@pytest.fixture(scope="module")
def ruleset() -> Any:
    return load_ruleset(RULESET)


def engine(ruleset: Any, check: str, inputs: dict[str, Any]) -> Dist:
    odds = check_odds(ruleset, check, inputs)
    return {o.key: o.probability for o in odds.outcomes if o.probability}


def d6_oracle(succeeds: Callable[[int], bool], good: str, bad: str) -> Dist:
    """Enumerate the six faces of one d6 and count the faces that succeed."""
    counts = {good: 0, bad: 0}
    for (face,) in itertools.product(D6):
        counts[good if succeeds(face) else bad] += 1
    return {key: Fraction(n, 6) for key, n in counts.items() if n}


# --- action ---------------------------------------------------------------------------


def action_oracle(modifier: int, threshold: int) -> Dist:
    return d6_oracle(lambda face: face + modifier >= threshold, "success", "failure")


def test_action_matches_oracle_over_all_inputs(ruleset: Any) -> None:
    for modifier, threshold in itertools.product(MODIFIERS, range(0, 13)):
        inputs = {"modifier": modifier, "threshold": threshold}
        assert engine(ruleset, "action", inputs) == action_oracle(modifier, threshold), inputs


def test_action_outcome_order_and_defaults(ruleset: Any) -> None:
    odds = check_odds(ruleset, "action", {})
    assert [o.key for o in odds.outcomes] == ["failure", "success"]
    assert [o.success for o in odds.outcomes] == [False, True]
    # Defaults: modifier 0 against threshold 4 -> 4, 5, 6 succeed.
    assert odds.p_success == Fraction(3, 6)


def test_no_natural_face_rule(ruleset: Any) -> None:
    # The source gives no automatic success or failure on any face.
    assert check_odds(ruleset, "action", {"modifier": 6, "threshold": 7}).p_success == 1
    assert check_odds(ruleset, "action", {"modifier": -6, "threshold": 1}).p_success == 0


# --- attack ---------------------------------------------------------------------------


def attack_oracle(
    modifier: int,
    size: str,
    extra_defense: int,
    brightness: str,
    obscurity: str,
    attacker_obscured: int,
) -> Dist:
    shrouded = obscurity in ("shrouded", "shrouded_and_obscured")
    obscured = obscurity in ("obscured", "shrouded_and_obscured") or attacker_obscured == 1
    defense = PRINTED_DEFENSE[size] + extra_defense + (1 if shrouded else 0)
    roll_bonus = modifier + BRIGHTNESS_TO_ROLL[brightness] - (1 if obscured else 0)
    return d6_oracle(lambda face: face + roll_bonus >= defense, "success", "failure")


def attack_inputs() -> Iterator[dict[str, Any]]:
    """Every modifier x size x light x obscurity x attacker's Area, with Extra Defense 0;
    then every Extra Defense x modifier x size in a dim, clear Area."""
    for modifier, size, light, obscurity, attacker in itertools.product(
        MODIFIERS, SIZES, BRIGHTNESS_TO_ROLL, OBSCURITIES, (0, 1)
    ):
        yield {
            "modifier": modifier,
            "target_size": size,
            "extra_defense": 0,
            "brightness": light,
            "obscurity": obscurity,
            "attacker_obscured": attacker,
        }
    for modifier, size, extra in itertools.product(MODIFIERS, SIZES, range(-3, 7)):
        yield {
            "modifier": modifier,
            "target_size": size,
            "extra_defense": extra,
            "brightness": "dim",
            "obscurity": "clear",
            "attacker_obscured": 0,
        }


def test_attack_matches_oracle_over_all_inputs(ruleset: Any) -> None:
    for inputs in attack_inputs():
        expected = attack_oracle(
            inputs["modifier"],
            inputs["target_size"],
            inputs["extra_defense"],
            inputs["brightness"],
            inputs["obscurity"],
            inputs["attacker_obscured"],
        )
        assert engine(ruleset, "attack", inputs) == expected, inputs


def test_attack_printed_facts(ruleset: Any) -> None:
    # A Medium target with human-like skin has Defense 3: an unmodified d6 hits on 3-6.
    assert check_odds(ruleset, "attack", {}).p_success == Fraction(4, 6)
    # Dark target Area: -1 to the roll (hits on 4-6); bright: +1 (hits on 2-6).
    assert check_odds(ruleset, "attack", {"brightness": "dark"}).p_success == Fraction(3, 6)
    assert check_odds(ruleset, "attack", {"brightness": "bright"}).p_success == Fraction(5, 6)
    # Shrouded: Defense 4; obscured: -1 to the roll; both: the two together.
    assert check_odds(ruleset, "attack", {"obscurity": "shrouded"}).p_success == Fraction(3, 6)
    assert check_odds(ruleset, "attack", {"obscurity": "obscured"}).p_success == Fraction(3, 6)
    both = {"obscurity": "shrouded_and_obscured"}
    assert check_odds(ruleset, "attack", both).p_success == Fraction(2, 6)
    # One obscured penalty even when attacker and target both stand in fog.
    both_sides = {"obscurity": "obscured", "attacker_obscured": 1}
    assert check_odds(ruleset, "attack", both_sides).p_success == Fraction(3, 6)
    # A Miniscule target (Defense 6) is hit only on a 6; a Huge one (Defense 0) always.
    assert check_odds(ruleset, "attack", {"target_size": "miniscule"}).p_success == Fraction(1, 6)
    assert check_odds(ruleset, "attack", {"target_size": "huge"}).p_success == 1


def test_size_defense_chart_is_the_printed_table(ruleset: Any) -> None:
    levels = ruleset.model.scales["size"].levels
    assert [level.key for level in levels] == SIZES
    printed = [(label, size, definition) for label, size, definition, _ in SIZE_TABLE]
    assert [(lv.label, lv.short, lv.description) for lv in levels] == printed
    assert dict(ruleset.model.charts["size_defense"].data) == PRINTED_DEFENSE
    cells = ruleset.charts["size_defense"].cell
    assert {row: cells[(row, None)] for row in SIZES} == PRINTED_DEFENSE


# --- injury and fatigue ---------------------------------------------------------------


def injury_oracle(constitution: int, itm: int, injuries: int) -> Dist:
    threshold = 1 + itm + injuries
    return d6_oracle(lambda face: face + constitution >= threshold, "injured", "dies")


def test_injury_roll_matches_oracle_over_all_inputs(ruleset: Any) -> None:
    for con, itm, injuries in itertools.product(MODIFIERS, range(-3, 7), range(0, 11)):
        inputs = {"constitution": con, "itm": itm, "injuries": injuries}
        assert engine(ruleset, "injury_roll", inputs) == injury_oracle(con, itm, injuries), inputs


def test_injury_roll_rising_threshold(ruleset: Any) -> None:
    odds = check_odds(ruleset, "injury_roll", {"itm": 2, "injuries": 1})
    assert [o.key for o in odds.outcomes] == ["dies", "injured"]
    # Threshold 1 + 2 + 1 = 4: survive on 4-6.
    assert odds.p_success == Fraction(3, 6)
    injured = next(o for o in odds.outcomes if o.key == "injured")
    assert injured.success


def fatigue_oracle(resilience: int, ftm: int, fatigue: int) -> Dist:
    threshold = 0 + ftm + fatigue
    return d6_oracle(lambda face: face + resilience >= threshold, "fatigued", "knocked_out")


def test_fatigue_roll_matches_oracle_over_all_inputs(ruleset: Any) -> None:
    for res, ftm, fatigue in itertools.product(MODIFIERS, range(-3, 7), range(0, 11)):
        inputs = {"resilience": res, "ftm": ftm, "fatigue": fatigue}
        expected = fatigue_oracle(res, ftm, fatigue)
        assert engine(ruleset, "fatigue_roll", inputs) == expected, inputs


def test_fatigue_roll_facts(ruleset: Any) -> None:
    odds = check_odds(ruleset, "fatigue_roll", {"ftm": 0, "fatigue": 0})
    assert [o.key for o in odds.outcomes] == ["knocked_out", "fatigued"]
    # Unarmed strike / a sleepless night: FTM +0 on a fresh character cannot knock out.
    assert odds.p_success == 1
    # FTM 3 with 2 fatigue: threshold 5, stay awake on 5-6.
    assert check_odds(ruleset, "fatigue_roll", {"ftm": 3, "fatigue": 2}).p_success == Fraction(2, 6)


# --- fire -----------------------------------------------------------------------------


def fire_oracle(flammability: int, damp: bool, fire_level: int) -> Dist:
    effective = flammability - (1 if damp else 0)
    return d6_oracle(lambda face: face + effective + fire_level >= 7, "fire_grows", "fire_holds")


def test_fire_growth_matches_oracle_over_all_inputs(ruleset: Any) -> None:
    for flam, wet, level in itertools.product(range(0, 3), ("dry", "damp"), range(-3, 7)):
        inputs = {"flammability": flam, "wetness": wet, "fire_level": level}
        expected = fire_oracle(flam, wet == "damp", level)
        assert engine(ruleset, "fire_growth", inputs) == expected, inputs


def test_fire_growth_facts(ruleset: Any) -> None:
    odds = check_odds(ruleset, "fire_growth", {"flammability": 0, "fire_level": 0})
    assert [o.key for o in odds.outcomes] == ["fire_holds", "fire_grows"]
    # A torch in a stone room with some decor: 7 or more on d6 + 0 + 0 never happens.
    assert odds.p_success == 0
    # A forest (2) burning at level 1 grows on 4-6.
    forest = {"flammability": 2, "fire_level": 1}
    assert check_odds(ruleset, "fire_growth", forest).p_success == Fraction(3, 6)
    # Damp lowers flammability by 1: grows on 5-6.
    damp = {**forest, "wetness": "damp"}
    assert check_odds(ruleset, "fire_growth", damp).p_success == Fraction(2, 6)


# --- the file as a whole --------------------------------------------------------------


def test_every_check_and_note_present(ruleset: Any) -> None:
    assert set(ruleset.checks) == {"action", "attack", "injury_roll", "fatigue_roll", "fire_growth"}
    notes = {note.id for note in ruleset.model.notes}
    assert {"natural_rolls", "attack_brightness", "attack_obscured", "fire_growth"} <= notes
    assert ruleset.id == "lady_luck"
