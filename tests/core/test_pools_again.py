"""Pools inside a `roll_again` (issue 11 item 2): a second roll may be a pool, its values
read by that roll's outcome and measures, exactly; its cost counted at load time; the
Table's roller rolls it and the quick lookup asks for its faces.

Every oracle here walks every face of every die with itertools.product and counts with
Fractions, following the rule in words; nothing is taken from the engine's output.
"""

from __future__ import annotations

import itertools
import random
import time
from fractions import Fraction

import pytest

from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.play.lookup import lookup, second_rolls
from gm_assistant.core.play.roller import roll_check
from tests.core.test_pools import _load

# A d20 attack; a natural 20 (or 19 with keen) rolls a damage pool of `dice` d6 whose
# 6s make it a critical, and whose count of 5s and 6s is the margin (the measure).
AGAIN = """
checks:
  attack:
    label: Attack
    outcomes: [failure, success, critical]
    inputs:
      dice: {label: Dice, range: {min: 0, max: 4}, default: 2}
      keen: {label: Keen, range: {min: 0, max: 1}, default: 0}
      skill: {label: Skill, range: {min: 1, max: 20}, default: 10}
    roll: {first: d20}
    outcome:
      bands:
        - when: first >= 20 - keen
          roll_again:
            roll:
              confirm: d4
              burst: {dice: dice + keen, die: d6,
                      values: {sixes: {faces: [6]}, hits: {at_least: 5}}}
            values: {strong: sixes + (confirm == 4)}
            outcome:
              bands:
                - {when: strong >= 2, outcome: critical}
                - {else: success}
            measures: {margin: hits * 10 + confirm}
        - {when: first <= skill, outcome: success}
        - {else: failure}
    measures: {margin: skill - first}
"""


def _again_oracle(dice: int, keen: int, skill: int,
                  ) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    outcomes: dict[str, Fraction] = {}
    margins: dict[int, Fraction] = {}

    def add(outcome: str, margin: int, chance: Fraction) -> None:
        outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + chance
        margins[margin] = margins.get(margin, Fraction(0)) + chance

    count = dice + keen
    for first in range(1, 21):
        chance = Fraction(1, 20)
        if first >= 20 - keen:
            for confirm in range(1, 5):
                for faces in itertools.product(range(1, 7), repeat=count):
                    p = chance / 4 / 6 ** count
                    strong = faces.count(6) + (confirm == 4)
                    hits = sum(1 for f in faces if f >= 5)
                    add("critical" if strong >= 2 else "success", hits * 10 + confirm, p)
            continue
        add("success" if first <= skill else "failure", skill - first, chance)
    return outcomes, margins


@pytest.mark.parametrize(("dice", "keen", "skill"),
                         [(0, 0, 10), (2, 0, 10), (3, 1, 5), (4, 1, 20), (1, 0, 1)])
def test_a_pool_in_a_second_roll_matches_every_face(dice: int, keen: int, skill: int) -> None:
    ruleset = _load("again", AGAIN)
    outcomes, margins = _again_oracle(dice, keen, skill)
    odds = check_odds(ruleset, "attack", {"dice": dice, "keen": keen, "skill": skill})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    assert {k: v for k, v in odds.measures["margin"].items() if v} == margins


# A die size from an input, rerolling 1s, inside a nested second roll: the pool's
# chances share a denominator over every size the input gives (d4 to d8).
SIZED = """
checks:
  test:
    label: Test
    outcomes: [failure, success]
    inputs:
      size: {label: Die, range: {min: 4, max: 8}, default: 6}
      dice: {label: Dice, range: {min: 1, max: 3}, default: 2}
    roll: d6
    outcome:
      bands:
        - when: roll >= 4
          roll_again:
            roll:
              trait: {dice: dice, sides: size, reroll: {faces: [1]}, values: {best: {highest: 1}}}
            outcome:
              bands:
                - when: best >= size - 1
                  roll_again:
                    roll: {last: d2}
                    outcome:
                      bands:
                        - {when: last == 2, outcome: success}
                        - {else: failure}
                - {when: best >= 3, outcome: success}
                - {else: failure}
        - {else: failure}
"""


def _rerolled_once(size: int) -> dict[int, Fraction]:
    """One die of `size` sides whose 1 is rolled again once (the second face stays)."""
    result: dict[int, Fraction] = {}
    for face in range(1, size + 1):
        if face == 1:
            for again in range(1, size + 1):
                result[again] = result.get(again, Fraction(0)) + Fraction(1, size * size)
        else:
            result[face] = result.get(face, Fraction(0)) + Fraction(1, size)
    return result


@pytest.mark.parametrize(("size", "dice"), [(4, 1), (5, 2), (6, 3), (8, 2)])
def test_a_sized_rerolled_pool_in_nested_second_rolls(size: int, dice: int) -> None:
    ruleset = _load("sized", SIZED)
    die = list(_rerolled_once(size).items())
    success = Fraction(0)
    for roll in range(1, 7):
        if roll < 4:
            continue
        for combination in itertools.product(die, repeat=dice):
            chance = Fraction(1, 6)
            for _, p in combination:
                chance *= p
            best = max(face for face, _ in combination)
            if best >= size - 1:
                success += chance / 2
            elif best >= 3:
                success += chance
    odds = check_odds(ruleset, "test", {"size": size, "dice": dice})
    assert odds.p_success == success


def test_a_second_roll_pool_counts_in_the_load_time_cost() -> None:
    """A second roll's pool is bounded at its most dice, like the first roll's: a 6 x 6
    first roll by a 20-die pool read as a sum and two counts is refused at once, naming
    the check and each roll's size."""
    costly = SIZED.replace("range: {min: 1, max: 3}", "range: {min: 1, max: 20}").replace(
        "values: {best: {highest: 1}}",
        "values: {best: {highest: 1}, total: {sum: true}, ones: {faces: [2]}}")
    start = time.perf_counter()
    with pytest.raises(GMAssistantError) as caught:
        _load("costly", costly)
    assert time.perf_counter() - start < 5
    text = str(caught.value)
    assert "check 'test'" in text and "costly.yaml:22:5" in text, text  # at the outcome
    # 6 faces, then the pool at its most: 8 highest x 141 sums x 21 counts, then a d2
    assert "284,256 combinations" in text and "6 × 23,688 × 2" in text, text


def test_a_second_roll_pool_reads_only_the_check_inputs() -> None:
    bad = AGAIN.replace("dice: dice + keen", "dice: first - 18")
    with pytest.raises(GMAssistantError, match="unknown name 'first'"):
        _load("bad", bad)


def test_the_quick_lookup_asks_for_the_pool_faces() -> None:
    ruleset = _load("again", AGAIN)
    inputs = {"dice": 2, "keen": 1, "skill": 10}
    needs = lookup(ruleset, "attack", inputs, {"first": 19})
    assert needs.outcome is None and set(needs.needs) == {"confirm", "burst"}
    second = second_rolls(ruleset.checks["attack"])["burst"]
    assert second.pool is not None and (second.low, second.high) == (1, 6)
    found = lookup(ruleset, "attack", inputs, {"first": 19, "confirm": 1, "burst": (6, 5, 6)})
    assert found.outcome == "critical" and found.values["hits"] == 3
    found = lookup(ruleset, "attack", inputs, {"first": 19, "confirm": 4, "burst": (6, 2, 1)})
    assert found.outcome == "critical"
    found = lookup(ruleset, "attack", inputs, {"first": 20, "confirm": 3, "burst": (5, 2, 1)})
    assert found.outcome == "success"
    with pytest.raises(InputError, match="has 3 dice, 2 faces"):
        lookup(ruleset, "attack", inputs, {"first": 20, "confirm": 3, "burst": (5, 2)})
    with pytest.raises(InputError, match="7 cannot be rolled"):
        lookup(ruleset, "attack", inputs, {"first": 20, "confirm": 3, "burst": (5, 2, 7)})


def test_the_roller_rolls_a_second_roll_pool() -> None:
    """The roller rolls the pool when the rules call for it and decides as the lookup
    does; over many rolls its criticals follow the exact odds (five standard deviations)."""
    ruleset = _load("again", AGAIN)
    rng = random.Random(11)
    inputs = {"dice": 3, "keen": 1, "skill": 10}
    criticals = 0
    seen = False
    for _ in range(3000):
        record = roll_check(ruleset, "attack", inputs, rng)
        dice = record.attempts[-1].dice
        if "burst" in dice:
            seen = True
            faces = dice["burst"].faces
            assert len(faces) == 4 and all(1 <= f <= 6 for f in faces)
            shown = {name: rolled.shown for name, rolled in dice.items()}
            assert lookup(ruleset, "attack", inputs, shown).outcome == record.outcome
        criticals += record.outcome == "critical"
    assert seen
    exact = check_odds(ruleset, "attack", inputs).probability("critical")
    spread = (float(exact * (1 - exact)) / 3000) ** 0.5
    assert abs(criticals / 3000 - float(exact)) < 5 * spread


def test_the_inputs_that_size_a_second_roll_pool_are_read_by_the_roll() -> None:
    """The Odds area and the lookup show the inputs a roll reads: `dice` sizes only the
    second roll's pool, and still counts. One ruleset asked for every size gives what a
    fresh one gives (nothing cached across sizes)."""
    ruleset = _load("again", AGAIN)
    assert {"dice", "keen", "skill"} <= ruleset.checks["attack"].referenced
    for dice in range(5):
        for keen in (0, 1):
            inputs = {"dice": dice, "keen": keen, "skill": 7}
            outcomes, margins = _again_oracle(dice, keen, 7)
            odds = check_odds(ruleset, "attack", inputs)
            assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
            assert {k: v for k, v in odds.measures["margin"].items() if v} == margins


def test_a_hostile_second_roll_pool_loads_at_once_and_is_worked_out_quickly() -> None:
    """Forty exploding, rerolled dice of up to 100 sides in a second roll: nothing is
    computed when the file loads (a common denominator over every size took 6 s), and one
    query weighs the pool by its own chances only (it took 10 s over that denominator)."""
    body = """
checks:
  t:
    label: T
    outcomes: [failure, success]
    inputs:
      n: {label: N, range: {min: 0, max: 40}}
      s: {label: S, range: {min: 2, max: 100}}
    roll: {a: d100, b: d20}
    outcome:
      bands:
        - when: a > 1
          roll_again:
            roll:
              p: {dice: n, sides: s, explode: 10, reroll: {faces: [1], times: 10},
                  values: {c: {at_least: 5}}}
            outcome:
              bands:
                - {when: c > b, outcome: success}
                - {else: failure}
        - {else: failure}
"""
    start = time.perf_counter()
    ruleset = _load("hostile", body)
    assert time.perf_counter() - start < 2
    start = time.perf_counter()
    odds = check_odds(ruleset, "t", {"n": 40, "s": 100})
    assert time.perf_counter() - start < 10
    assert 0 < odds.p_success < 1
    # one die makes at most one hit, never more than b (at least 1)
    assert check_odds(ruleset, "t", {"n": 1, "s": 2}).p_success == 0
