"""Dice pools, exploding trait dice and partial rerolls, written from the authoring guide as
a GM would write them, for six families of mechanics outside the shipped rulesets.

Every oracle here is plain Python following the rule in words: it rolls every face
combination with itertools.product (per-die distributions written out here, recursion for
exploding dice), and counts with Fractions. Nothing is taken from the engine's output.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Iterable
from fractions import Fraction

import pytest

from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.play.lookup import lookup
from gm_assistant.core.play.roller import roll_check
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset_bytes

HEAD = """\
format: 1
id: {id}
name: {id}
version: "1"
language: en
source: {{title: Tests, authors: [Tester], licence: CC0, attribution: Written for the tests.}}
outcomes:
  - {{key: fumble, label: Fumble, success: false, colour: "#800000"}}
  - {{key: failure, label: Failure, success: false, colour: "#cc4444"}}
  - {{key: partial, label: Partial, success: true, colour: "#ccaa44"}}
  - {{key: success, label: Success, success: true, colour: "#44aa44"}}
  - {{key: critical, label: Critical, success: true, colour: "#2244cc"}}
"""


def _load(ruleset_id: str, body: str) -> Ruleset:
    return load_ruleset_bytes((HEAD.format(id=ruleset_id) + body).encode(), f"{ruleset_id}.yaml")


def _oracle(dice: Iterable[dict[int, Fraction]], decide: Callable[..., str],
            ) -> dict[str, Fraction]:
    """Every combination of independent dice (each a face -> chance map) through `decide`."""
    result: dict[str, Fraction] = {}
    for combination in itertools.product(*(list(d.items()) for d in dice)):
        chance = math.prod((c for _, c in combination), start=Fraction(1))
        key = decide(*(face for face, _ in combination))
        result[key] = result.get(key, Fraction(0)) + chance
    return result


def _uniform(low: int, high: int) -> dict[int, Fraction]:
    return {face: Fraction(1, high - low + 1) for face in range(low, high + 1)}


def _outcomes(ruleset: Ruleset, check: str, inputs: dict[str, object]) -> dict[str, Fraction]:
    odds = check_odds(ruleset, check, inputs)
    return {o.key: o.probability for o in odds.outcomes if o.probability}


# --- 1. a d6 pool counting hits against a threshold, glitches on half 1s, reroll 1s -----

HITS = """
checks:
  test:
    label: Pool test
    outcomes: [fumble, failure, success]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 20}, default: 6}
      threshold: {label: Threshold, range: {min: 1, max: 6}, default: 2}
    roll:
      pool: {dice: dice, die: d6, values: {hits: {at_least: 5}, ones: {faces: [1]}}}
    outcome:
      bands:
        - {when: ones * 2 > dice, outcome: fumble}
        - {when: hits >= threshold, outcome: success}
        - {else: failure}
    measures: {net: hits - threshold}
  lucky:
    label: Pool test, rerolling 1s once
    outcomes: [fumble, failure, success]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 8}, default: 4}
    roll:
      pool:
        dice: dice
        die: d6
        reroll: {faces: [1]}
        values: {hits: {at_least: 5}, ones: {faces: [1]}}
    outcome:
      bands:
        - {when: ones * 2 > dice, outcome: fumble}
        - {when: hits >= 2, outcome: success}
        - {else: failure}
"""


def _hits_rule(dice: int, threshold: int) -> Callable[..., str]:
    def decide(*faces: int) -> str:
        ones = sum(1 for f in faces if f == 1)
        hits = sum(1 for f in faces if f >= 5)
        if ones * 2 > dice:
            return "fumble"
        return "success" if hits >= threshold else "failure"
    return decide


@pytest.mark.parametrize(("dice", "threshold"), [(1, 1), (3, 2), (5, 1), (6, 3), (6, 6)])
def test_a_hit_counting_pool_matches_every_face_combination(dice: int, threshold: int) -> None:
    ruleset = _load("hits", HITS)
    expected = _oracle([_uniform(1, 6)] * dice, _hits_rule(dice, threshold))
    assert _outcomes(ruleset, "test", {"dice": dice, "threshold": threshold}) == expected


def test_a_twenty_die_pool_matches_the_multinomial_formula() -> None:
    """Hits (5-6), ones and the rest for 20 dice, by the multinomial formula."""
    ruleset = _load("hits", HITS)
    n, threshold = 20, 6
    expected: dict[str, Fraction] = {}
    for hits in range(n + 1):
        for ones in range(n + 1 - hits):
            rest = n - hits - ones
            ways = math.factorial(n) // (math.factorial(hits) * math.factorial(ones)
                                         * math.factorial(rest))
            chance = ways * Fraction(2, 6) ** hits * Fraction(1, 6) ** ones \
                * Fraction(3, 6) ** rest
            key = ("fumble" if ones * 2 > n else
                   "success" if hits >= threshold else "failure")
            expected[key] = expected.get(key, Fraction(0)) + chance
    odds = check_odds(ruleset, "test", {"dice": n, "threshold": threshold})
    assert _outcomes(ruleset, "test", {"dice": n, "threshold": threshold}) == expected
    net = odds.measures["net"]
    assert net[14] == Fraction(2, 6) ** 20  # every die a hit: 20 - 6


def test_rerolling_the_ones_once_is_per_die() -> None:
    """A die that shows 1 is rolled once more and keeps the second face."""
    ruleset = _load("hits", HITS)
    die = {face: Fraction(1, 6) * Fraction(1, 6) + (Fraction(1, 6) if face != 1 else 0)
           for face in range(1, 7)}
    assert sum(die.values()) == 1
    for dice in (1, 3, 5):
        def decide(*faces: int, dice: int = dice) -> str:
            ones = sum(1 for f in faces if f == 1)
            hits = sum(1 for f in faces if f >= 5)
            return "fumble" if ones * 2 > dice else "success" if hits >= 2 else "failure"
        assert _outcomes(ruleset, "lucky", {"dice": dice}) == _oracle([die] * dice, decide)


# --- 2. a d6 pool keeping the highest, a critical on two 6s, and a zero-dice rule ---------

BLADES = """
checks:
  action:
    label: Action roll
    outcomes: [failure, partial, success, critical]
    inputs:
      dice: {label: Dice, range: {min: 0, max: 6}, default: 2}
    roll:
      pool:
        dice: dice if dice > 0 else 2
        die: d6
        values: {highest: {highest: 1}, lowest: {lowest: 1}, sixes: {faces: [6]}}
    values:
      best: highest if dice > 0 else lowest
    outcome:
      bands:
        - {when: dice > 0 and sixes >= 2, outcome: critical}
        - {when: best == 6, outcome: success}
        - {when: best >= 4, outcome: partial}
        - {else: failure}
"""


@pytest.mark.parametrize("dice", [0, 1, 2, 3, 5])
def test_a_keep_highest_pool_with_criticals_and_zero_dice(dice: int) -> None:
    ruleset = _load("blades", BLADES)

    def decide(*faces: int) -> str:
        if dice > 0 and faces.count(6) >= 2:
            return "critical"
        best = max(faces) if dice > 0 else min(faces)
        return "success" if best == 6 else "partial" if best >= 4 else "failure"
    expected = _oracle([_uniform(1, 6)] * (dice or 2), decide)
    assert _outcomes(ruleset, "action", {"dice": dice}) == expected


# --- 3. d20 + modifier against a DC, advantage and disadvantage, natural 1 and 20 ---------

D20 = """
checks:
  check:
    label: Ability check
    outcomes: [fumble, failure, success, critical]
    inputs:
      modifier: {label: Modifier, range: {min: -2, max: 8}, default: 3}
      dc: {label: DC, range: {min: 5, max: 25}, default: 15}
      edge: {label: Disadvantage -1 / advantage +1, range: {min: -1, max: 1}, default: 0}
    roll:
      d20: {dice: 1 + abs(edge), die: d20, values: {high: {highest: 1}, low: {lowest: 1}}}
    values:
      natural: high if edge >= 0 else low
      total: natural + modifier
    outcome:
      bands:
        - {when: natural == 20, outcome: critical}
        - {when: natural == 1, outcome: fumble}
        - {when: total >= dc, outcome: success}
        - {else: failure}
"""


@pytest.mark.parametrize(("modifier", "dc", "edge"),
                         [(3, 15, 0), (3, 15, 1), (3, 15, -1), (8, 5, -1), (-2, 25, 1)])
def test_d20_with_advantage_disadvantage_and_naturals(modifier: int, dc: int, edge: int) -> None:
    ruleset = _load("d20", D20)

    def decide(*faces: int) -> str:
        natural = max(faces) if edge >= 0 else min(faces)
        if natural == 20:
            return "critical"
        if natural == 1:
            return "fumble"
        return "success" if natural + modifier >= dc else "failure"
    expected = _oracle([_uniform(1, 20)] * (1 + abs(edge)), decide)
    assert _outcomes(ruleset, "check", {"modifier": modifier, "dc": dc, "edge": edge}) \
        == expected


# --- 4. d100 roll-under with hard and extreme successes and bonus / penalty dice ---------

PERCENT = """
checks:
  skill:
    label: Skill roll
    outcomes: [fumble, failure, partial, success, critical]
    inputs:
      skill: {label: Skill, range: {min: 1, max: 99}, default: 50}
      bonus: {label: Bonus dice, range: {min: 0, max: 2}, default: 0}
      penalty: {label: Penalty dice, range: {min: 0, max: 2}, default: 0}
    roll:
      units: d10-1
      tens:
        dice: 1 + abs(bonus - penalty)
        die: d10-1
        values: {low_tens: {lowest: 1}, high_tens: {highest: 1}}
    values:
      kept: low_tens if bonus >= penalty else high_tens
      raw: kept * 10 + units
      d100: 100 if raw == 0 else raw
    outcome:
      bands:
        - {when: d100 == 1, outcome: critical}
        - {when: d100 == 100 or (skill < 50 and d100 >= 96), outcome: fumble}
        - {when: d100 <= skill // 5, outcome: critical}
        - {when: d100 <= skill // 2, outcome: success}
        - {when: d100 <= skill, outcome: partial}
        - {else: failure}
"""


@pytest.mark.parametrize(("skill", "bonus", "penalty"),
                         [(50, 0, 0), (45, 1, 0), (45, 0, 2), (80, 2, 1), (10, 1, 1)])
def test_d100_roll_under_with_bonus_and_penalty_dice(skill: int, bonus: int,
                                                     penalty: int) -> None:
    ruleset = _load("percent", PERCENT)
    tens_dice = 1 + abs(bonus - penalty)

    def decide(units: int, *tens: int) -> str:
        kept = min(tens) if bonus >= penalty else max(tens)
        raw = kept * 10 + units
        d100 = 100 if raw == 0 else raw
        if d100 == 1:
            return "critical"
        if d100 == 100 or (skill < 50 and d100 >= 96):
            return "fumble"
        if d100 <= skill // 5:
            return "critical"
        if d100 <= skill // 2:
            return "success"
        return "partial" if d100 <= skill else "failure"
    expected = _oracle([_uniform(0, 9)] * (1 + tens_dice), decide)
    assert _outcomes(ruleset, "skill", {"skill": skill, "bonus": bonus,
                                        "penalty": penalty}) == expected


# --- 5. an exploding trait die whose size is an input, a wild die, and raises ------------

TRAIT = """
checks:
  trait:
    label: Trait roll
    outcomes: [failure, success, critical]
    inputs:
      die: {label: Trait die, range: {min: 4, max: 12}, default: 6}
      modifier: {label: Modifier, range: {min: -2, max: 2}, default: 0}
    roll:
      trait: {dice: 1, sides: die, explode: 3, values: {trait_roll: {sum: true}}}
      wild: d6!3
    values:
      total: max(trait_roll, wild) + modifier
      raises: (total - 4) // 4 if total >= 4 else 0
    outcome:
      bands:
        - {when: total >= 8, outcome: critical}
        - {when: total >= 4, outcome: success}
        - {else: failure}
    measures: {raises: raises}
"""


def _exploding(sides: int, depth: int) -> dict[int, Fraction]:
    """A die that rolls again on its top face, at most `depth` more times, summed."""
    if depth == 0:
        return _uniform(1, sides)
    result: dict[int, Fraction] = {}
    for face in range(1, sides + 1):
        if face < sides:
            result[face] = result.get(face, Fraction(0)) + Fraction(1, sides)
            continue
        for more, chance in _exploding(sides, depth - 1).items():
            result[face + more] = result.get(face + more, Fraction(0)) \
                + Fraction(1, sides) * chance
    return result


@pytest.mark.parametrize(("die", "modifier"), [(4, 0), (6, -2), (8, 1), (12, 2), (5, 0)])
def test_an_exploding_trait_die_with_a_wild_die_and_raises(die: int, modifier: int) -> None:
    ruleset = _load("trait", TRAIT)
    raises: dict[int, Fraction] = {}

    def decide(trait: int, wild: int) -> str:
        total = max(trait, wild) + modifier
        return "critical" if total >= 8 else "success" if total >= 4 else "failure"
    expected = _oracle([_exploding(die, 3), _exploding(6, 3)], decide)
    for (trait, p), (wild, q) in itertools.product(_exploding(die, 3).items(),
                                                   _exploding(6, 3).items()):
        total = max(trait, wild) + modifier
        count = (total - 4) // 4 if total >= 4 else 0
        raises[count] = raises.get(count, Fraction(0)) + p * q
    odds = check_odds(ruleset, "trait", {"die": die, "modifier": modifier})
    assert _outcomes(ruleset, "trait", {"die": die, "modifier": modifier}) == expected
    assert {k: v for k, v in odds.measures["raises"].items() if v} == raises


# --- 6. 2d6 + stat with three bands, and advantage as 3d6 keeping the best two ------------

BANDS = """
checks:
  move:
    label: Move
    outcomes: [failure, partial, success]
    inputs:
      stat: {label: Stat, range: {min: -1, max: 3}, default: 1}
      advantage: {label: Advantage, range: {min: 0, max: 1}, default: 0}
    roll:
      dice: {dice: 2 + advantage, die: d6, values: {best: {highest: 2}}}
    values:
      total: best + stat
    outcome:
      bands:
        - {when: total >= 10, outcome: success}
        - {when: total >= 7, outcome: partial}
        - {else: failure}
"""


@pytest.mark.parametrize(("stat", "advantage"), [(-1, 0), (1, 0), (1, 1), (3, 1)])
def test_two_d6_plus_stat_and_three_d6_keep_two(stat: int, advantage: int) -> None:
    ruleset = _load("bands", BANDS)

    def decide(*faces: int) -> str:
        total = sum(sorted(faces, reverse=True)[:2]) + stat
        return "success" if total >= 10 else "partial" if total >= 7 else "failure"
    expected = _oracle([_uniform(1, 6)] * (2 + advantage), decide)
    assert _outcomes(ruleset, "move", {"stat": stat, "advantage": advantage}) == expected


# --- at the table: typed faces and real rolls agree with the rules -------------------------

def test_a_quick_lookup_reads_a_pool_from_the_faces_shown() -> None:
    ruleset = _load("hits", HITS)
    found = lookup(ruleset, "test", {"dice": 4, "threshold": 2}, {"pool": (6, 5, 1, 3)})
    assert found.outcome == "success"
    assert (found.values["hits"], found.values["ones"]) == (2, 1)
    assert lookup(ruleset, "test", {"dice": 4, "threshold": 2},
                  {"pool": (1, 1, 1, 6)}).outcome == "fumble"
    with pytest.raises(InputError, match="has 4 dice, 3 faces"):
        lookup(ruleset, "test", {"dice": 4}, {"pool": (6, 5, 1)})
    with pytest.raises(InputError, match="7 cannot be rolled"):
        lookup(ruleset, "test", {"dice": 4}, {"pool": (7, 5, 1, 1)})
    with pytest.raises(InputError, match="needs the faces"):
        lookup(ruleset, "test", {"dice": 4}, {"pool": 12})


def test_rolling_a_pool_for_real_logs_every_die_and_its_values() -> None:
    ruleset = _load("trait", TRAIT)
    rng = random.Random(7)
    seen = set()
    for _ in range(200):
        record = roll_check(ruleset, "trait", {"die": 4, "modifier": 0}, rng)
        rolled = record.attempts[-1].dice["trait"]
        (name, value), = rolled.values
        assert name == "trait_roll" and value == sum(rolled.faces)
        assert 1 <= value <= 16  # a d4 exploding at most 3 times
        seen.add(value)
        wild = record.attempts[-1].dice["wild"].total
        total = max(value, wild)
        assert record.outcome == ("critical" if total >= 8 else
                                  "success" if total >= 4 else "failure")
    assert 5 in seen  # explosions happen (a 4 then a 1)
    hits = _load("hits", HITS)
    record = roll_check(hits, "test", {"dice": 9, "threshold": 2}, rng)
    pool = record.attempts[-1].dice["pool"]
    assert len(pool.faces) == 9
    assert dict(pool.values) == {"hits": sum(1 for f in pool.faces if f >= 5),
                                 "ones": pool.faces.count(1)}


# --- what a file cannot do: told where, with its size, at once -----------------------------

@pytest.mark.parametrize(("pool", "where", "message"), [
    ("{dice: dice * 10, die: d6, values: {hits: {at_least: 5}}}", "roll.pool.dice",
     "up to 200 dice"),
    ("{dice: dice, die: 2d6, values: {hits: {at_least: 5}}}", "roll.pool.die",
     "a pool's die is one die"),
    ("{dice: dice, die: d6, sides: dice, values: {hits: {at_least: 5}}}", "roll.pool",
     "'die: d6' or 'sides: FORMULA'"),
    ("{dice: dice, sides: dice * 20, values: {hits: {at_least: 5}}}", "roll.pool.sides",
     "1 to 100"),
    ("{dice: dice, die: d20!3, values: {a: {sum: true}, b: {highest: 3}}}",
     "roll.pool.values", "combinations together"),
    ("{dice: dice, die: d6, values: {hits: {at_least: 5, highest: 2}}}", "roll.pool.values",
     "a pool value is one of"),
    ("{dice: unknown, die: d6, values: {hits: {at_least: 5}}}", "roll.pool.dice",
     "unknown"),
])
def test_a_pool_that_cannot_be_worked_out_is_refused_with_its_place(
        pool: str, where: str, message: str) -> None:
    body = f"""
checks:
  test:
    label: Test
    outcomes: [failure, success]
    inputs:
      dice: {{label: Dice, range: {{min: 1, max: 20}}}}
    roll:
      pool: {pool}
    outcome:
      bands:
        - {{when: dice > 100, outcome: success}}
        - {{else: failure}}
"""
    start = time.perf_counter()
    with pytest.raises(GMAssistantError) as caught:
        _load("bad", body)
    assert time.perf_counter() - start < 5  # told at once, never computed
    text = str(caught.value)
    assert message in text, text
    assert where.split(".")[-1] in text and "bad.yaml" in text


def test_pools_and_dice_together_are_bounded_before_anything_runs() -> None:
    body = """
checks:
  test:
    label: Test
    outcomes: [failure, success]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 40}}
    roll:
      a: d100
      pool: {dice: dice, die: d10, values: {x: {sum: true}, y: {faces: [1]}}}
    outcome:
      bands:
        - {when: x > a, outcome: success}
        - {else: failure}
"""
    with pytest.raises(GMAssistantError, match="combinations for one roll"):
        _load("costly", body)


def test_the_inputs_that_size_a_pool_are_inputs_the_roll_reads() -> None:
    """The Odds area and the quick lookup show only the inputs a roll reads: a pool's
    size and die size are among them even when no formula names them."""
    body = """
checks:
  test:
    label: Test
    outcomes: [failure, success]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 6}}
      die: {label: Die, range: {min: 4, max: 12}}
      unused: {label: Unused, range: {min: 0, max: 3}}
    roll:
      pool: {dice: dice, sides: die, values: {best: {highest: 1}}}
    outcome:
      bands:
        - {when: best >= 4, outcome: success}
        - {else: failure}
"""
    spec = _load("sized", body).checks["test"]
    assert {"dice", "die"} <= spec.referenced and "unused" not in spec.referenced


def test_second_rolls_inside_second_rolls_are_bounded_at_load_time() -> None:
    """Nested roll_again multiplies the work: 216 x 216 x 216 took 20 s to validate;
    now it is refused at once, naming the check and the size of each roll."""
    body = """
checks:
  deep:
    label: Deep
    outcomes: [failure, success]
    roll: {a: d6, b: d6, c: d6}
    outcome:
      bands:
        - when: a + b + c > 3
          roll_again:
            roll: {x: d6, y: d6, z: d6}
            outcome:
              bands:
                - when: x + y + z > a
                  roll_again:
                    roll: {p: d6, q: d6, r: d6}
                    outcome:
                      bands:
                        - {when: p + q + r > x + b, outcome: success}
                        - {else: failure}
                - {else: failure}
        - {else: failure}
"""
    start = time.perf_counter()
    with pytest.raises(GMAssistantError) as caught:
        _load("deep", body)
    assert time.perf_counter() - start < 5
    text = str(caught.value)
    assert "check 'deep'" in text and "10,077,696" in text and "216 × 216 × 216" in text
    shallow = body.replace("p + q + r > x + b", "p > x + b").replace(
        "{p: d6, q: d6, r: d6}", "{p: d6}").replace("{x: d6, y: d6, z: d6}", "{x: d6, y: d6}"
        ).replace("x + y + z > a", "x + y > a")
    spec = _load("shallow", shallow).checks["deep"]
    assert spec.cost == 216 * 36 * 6  # the estimate kept on the check


# --- 7. a d6 pool counting 6s, with a push: roll again every die not showing 6 or 1 -----

PUSH = """
checks:
  skill:
    label: Skill roll
    outcomes: [failure, success, critical]
    inputs:
      dice: {label: Dice, range: {min: 1, max: 8}, default: 4}
      pushes: {label: Pushes, range: {min: 0, max: 2}, default: 1}
    roll:
      pool: {dice: dice, die: d6, values: {sixes: {faces: [6]}, banes: {faces: [1]}}}
    spend:
      - {kind: push, pool: pool, keep: [6, 1], while_outcome: [failure], budget: pushes}
    outcome:
      bands:
        - {when: sixes >= 2, outcome: critical}
        - {when: sixes >= 1, outcome: success}
        - {else: failure}
    measures: {banes: banes}
"""


def _pushed(faces: tuple[int, ...], pushes: int) -> dict[tuple[str, int], Fraction]:
    """Outcome and banes of dice showing `faces`, pushing while it fails (recursion over
    every face of every die rolled again)."""
    sixes, banes = faces.count(6), faces.count(1)
    outcome = "critical" if sixes >= 2 else "success" if sixes else "failure"
    others = [f for f in faces if f not in (6, 1)]
    if outcome != "failure" or pushes == 0 or not others:
        return {(outcome, banes): Fraction(1)}
    stay = tuple(f for f in faces if f in (6, 1))
    result: dict[tuple[str, int], Fraction] = {}
    for again in itertools.product(range(1, 7), repeat=len(others)):
        for key, p in _pushed(stay + again, pushes - 1).items():
            result[key] = result.get(key, Fraction(0)) + p * Fraction(1, 6 ** len(others))
    return result


@pytest.mark.parametrize(("dice", "pushes"), [(1, 0), (1, 1), (3, 1), (4, 0), (4, 1), (2, 2)])
def test_a_pushed_pool_matches_every_face_rolled_again(dice: int, pushes: int) -> None:
    ruleset = _load("push", PUSH)
    outcomes: dict[str, Fraction] = {}
    banes: dict[int, Fraction] = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        for (outcome, count), p in _pushed(faces, pushes).items():
            chance = p * Fraction(1, 6 ** dice)
            outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + chance
            banes[count] = banes.get(count, Fraction(0)) + chance
    odds = check_odds(ruleset, "skill", {"dice": dice, "pushes": pushes})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    assert {k: v for k, v in odds.measures["banes"].items() if v} == banes


def test_a_push_needs_a_pool_of_counts() -> None:
    bad = PUSH.replace("sixes: {faces: [6]}", "sixes: {highest: 1}").replace(
        "sixes >= 2", "sixes == 6 and banes == 0").replace("sixes >= 1", "sixes == 6")
    with pytest.raises(GMAssistantError, match="a push needs a pool whose values are all "
                                               "counts"):
        _load("push_bad", bad)
    with pytest.raises(GMAssistantError, match="no pool 'dice' in this check's roll"):
        _load("push_bad", PUSH.replace("pool: pool, keep", "pool: dice, keep"))


def test_the_roller_pushes_as_the_odds_do() -> None:
    """A failed roll is pushed: the 6s and 1s stay, every other die is rolled again, and
    the log keeps both throws. Over many rolls the pushed frequency of success follows the
    exact odds (a loose bound: 2,000 rolls, five standard deviations)."""
    ruleset = _load("push", PUSH)
    rng = random.Random(5)
    successes = 0
    pushed_seen = False
    for _ in range(2000):
        record = roll_check(ruleset, "skill", {"dice": 3, "pushes": 1}, rng)
        first = record.attempts[0]
        if first.note.startswith("pushed"):
            pushed_seen = True
            before, after = first.dice["pool"].faces, record.attempts[-1].dice["pool"].faces
            assert 6 not in before  # only a failure is pushed
            for old, new in zip(before, after, strict=True):
                if old in (6, 1):
                    assert new == old  # the faces that stay
        successes += record.success
        assert record.spent == {}  # a push no resource pays for is free
    assert pushed_seen
    exact = check_odds(ruleset, "skill", {"dice": 3, "pushes": 1}).p_success
    spread = math.sqrt(float(exact * (1 - exact)) / 2000)
    assert abs(successes / 2000 - float(exact)) < 5 * spread


# --- measures given by a second roll ---------------------------------------------------

CONFIRM = """
checks:
  attack:
    label: Attack
    outcomes: [fumble, failure, success, critical]
    inputs:
      skill: {label: Skill, range: {min: 1, max: 19}, default: 10}
    roll: {first: d20, bonus: d4}
    values:
      margin: skill - first + bonus
    outcome:
      bands:
        - when: first == 20
          roll_again:
            roll: {confirm: d20}
            values:
              confirmed: skill - confirm
            outcome:
              bands:
                - {when: confirmed >= 0, outcome: critical}
                - {else: success}
            measures:
              margin: confirmed + 10
        - {when: first == 1, outcome: fumble}
        - {when: margin >= 0, outcome: success}
        - {else: failure}
    measures:
      margin: margin
"""


@pytest.mark.parametrize("skill", [1, 10, 19])
def test_a_second_roll_gives_its_own_measure(skill: int) -> None:
    """The margin is the first roll's, unless a 20 calls for a confirmation roll: then
    it is the confirmation's, plus 10 (enumerated over every face of all three dice)."""
    ruleset = _load("confirm", CONFIRM)
    outcomes: dict[str, Fraction] = {}
    margins: dict[int, Fraction] = {}

    def add(outcome: str, margin: int, chance: Fraction) -> None:
        outcomes[outcome] = outcomes.get(outcome, Fraction(0)) + chance
        margins[margin] = margins.get(margin, Fraction(0)) + chance

    for first, bonus in itertools.product(range(1, 21), range(1, 5)):
        chance = Fraction(1, 80)
        if first == 20:
            for confirm in range(1, 21):
                confirmed = skill - confirm
                add("critical" if confirmed >= 0 else "success", confirmed + 10,
                    chance / 20)
            continue
        margin = skill - first + bonus
        add("fumble" if first == 1 else "success" if margin >= 0 else "failure", margin,
            chance)
    odds = check_odds(ruleset, "attack", {"skill": skill})
    assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    assert {k: v for k, v in odds.measures["margin"].items() if v} == margins


def test_a_second_roll_measures_only_what_the_check_measures() -> None:
    bad = CONFIRM.replace("            measures:\n              margin: confirmed + 10",
                          "            measures:\n              confirmation: confirmed")
    with pytest.raises(GMAssistantError, match="'confirmation' is not a measure of the check"):
        _load("confirm_bad", bad)
