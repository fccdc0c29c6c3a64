"""Pools of dice of different sizes (issue 24, item 2): Cortex Prime's d4 d6 d8 d8 d10 d12,
the two highest summed, the effect die (the largest die left, not showing 1) and the 1s.

Oracles written here: every face of every die (itertools.product); the effect die as the
rulebook puts it, the player's best choice: among the ways of keeping two dice that reach
the highest total, the one leaving the largest die not showing 1. No number is taken from
the engine.
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.dice.pool import PoolDie, PoolValue, mixed_weights, pool_values
from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.play.lookup import lookup
from gm_assistant.core.play.roller import roll_check
from gm_assistant.core.rules.loader import load_ruleset_bytes

VALUES = (PoolValue("highest", n=2), PoolValue("effect", n=2),
          PoolValue("count", frozenset({1})), PoolValue("lowest", n=1), PoolValue("sum"))


def _best(faces: tuple[int, ...], sizes: tuple[int, ...], keep: int) -> tuple[int, int]:
    """The highest total of `keep` dice, and the best effect die the rest leave with it."""
    total, effect = -1, 0
    for kept in itertools.combinations(range(len(faces)), min(keep, len(faces))):
        this = sum(faces[i] for i in kept)
        rest = [sizes[i] for i in range(len(faces)) if i not in kept and faces[i] != 1]
        left = max(rest, default=0)
        if this > total or (this == total and left > effect):
            total, effect = this, left
    return total, effect


def _oracle(sizes: tuple[int, ...]) -> dict[tuple[int, ...], Fraction]:
    result: dict[tuple[int, ...], Fraction] = {}
    chance = Fraction(1, math.prod(sizes))
    for faces in itertools.product(*(range(1, s + 1) for s in sizes)):
        total, effect = _best(faces, sizes, 2)
        key = (total, effect, faces.count(1), min(faces), sum(faces))
        result[key] = result.get(key, Fraction(0)) + chance
    return result


@pytest.mark.parametrize("sizes", [(4, 6, 8, 6), (12, 4), (10, 8, 4), (6,)])
def test_mixed_readings_match_every_face(sizes: tuple[int, ...]) -> None:
    weights, denominator = mixed_weights(tuple(PoolDie(s) for s in sizes), VALUES)
    assert {k: Fraction(w, denominator) for k, w in weights.items()} == _oracle(sizes)


def test_the_table_reads_typed_faces_as_the_odds_do() -> None:
    for faces in itertools.product(range(1, 5), range(1, 7), range(1, 9), range(1, 7)):
        sizes = (4, 6, 8, 6)
        total, effect = _best(faces, sizes, 2)
        assert pool_values(VALUES, faces, sizes) == (
            total, effect, faces.count(1), min(faces), sum(faces))


def test_six_mixed_dice_count_their_ones_exactly() -> None:
    """d4 d6 d8 d8 d10 d12: P(no 1) is the product of each die's (s - 1) / s."""
    sizes = (4, 6, 8, 8, 10, 12)
    weights, denominator = mixed_weights(tuple(PoolDie(s) for s in sizes),
                                         (PoolValue("count", frozenset({1})),))
    assert Fraction(weights[(0,)], denominator) == math.prod(
        Fraction(s - 1, s) for s in sizes)
    every = Fraction(weights[(6,)], denominator)
    assert every == Fraction(1, math.prod(sizes))


CORTEX = """\
format: 1
id: cortex
name: Cortex
version: "1"
language: en
source: {title: Test, authors: [Test], licence: CC0, attribution: Written for the tests.}
outcomes:
  - {key: botch, label: Botch, success: false, colour: "#800000"}
  - {key: failure, label: Failure, success: false, colour: "#cc4444"}
  - {key: success, label: Success, success: true, colour: "#44aa44"}
  - {key: heroic, label: Heroic, success: true, colour: "#228822"}
checks:
  test:
    label: Test
    outcomes: [botch, failure, success, heroic]
    inputs:
      attribute: {label: Attribute, range: {min: 4, max: 8}, default: 6}
      skill: {label: Skill, range: {min: 0, max: 6}, default: 4}
      difficulty: {label: Difficulty, range: {min: 3, max: 12}, default: 7}
    roll:
      pool:
        sizes: [attribute, skill, 6]
        values:
          total: {highest: 2}
          effect: {effect: 2}
          hitches: {faces: [1]}
    values:
      effect_die: "effect if effect > 0 else 4"
      dice: "3 if skill > 0 else 2"
    outcome:
      bands:
        - {when: hitches == dice, outcome: botch}
        - {when: total >= difficulty + 5, outcome: heroic}
        - {when: total >= difficulty, outcome: success}
        - {else: failure}
    measures: {effect_die: effect_die}
"""


def _cortex(attribute: int, skill: int, difficulty: int, more: tuple[int, ...] = (6,),
            ) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    sizes = tuple(s for s in (attribute, skill, *more) if s > 0)
    outcomes: dict[str, Fraction] = {}
    effects: dict[int, Fraction] = {}
    for faces in itertools.product(*(range(1, s + 1) for s in sizes)):
        chance = Fraction(1, math.prod(sizes))
        total, effect = _best(faces, sizes, 2)
        if faces.count(1) == len(faces):
            key = "botch"
        else:
            key = ("heroic" if total >= difficulty + 5 else "success"
                   if total >= difficulty else "failure")
        outcomes[key] = outcomes.get(key, Fraction(0)) + chance
        shown = effect or 4
        effects[shown] = effects.get(shown, Fraction(0)) + chance
    return outcomes, dict(sorted(effects.items()))


def test_a_cortex_check_matches_every_face() -> None:
    ruleset = load_ruleset_bytes(CORTEX.encode(), "cortex.yaml")
    for attribute, skill, difficulty in itertools.product((4, 8), (0, 4, 6), (3, 7, 12)):
        odds = check_odds(ruleset, "test", {"attribute": attribute, "skill": skill,
                                            "difficulty": difficulty})
        outcomes, effects = _cortex(attribute, skill, difficulty)
        assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
        assert {k: v for k, v in odds.measures["effect_die"].items() if v} == effects


def test_the_table_rolls_and_reads_each_die_on_its_own_size() -> None:
    ruleset = load_ruleset_bytes(CORTEX.encode(), "cortex.yaml")
    inputs = {"attribute": 8, "skill": 4}
    rolled = roll_check(ruleset, "test", inputs, random.Random(3)).attempts[0].dice["pool"]
    assert rolled.notation == "d8 d4 d6" and len(rolled.faces) == 3
    assert all(1 <= face <= size for face, size in zip(rolled.faces, (8, 4, 6), strict=True))
    found = lookup(ruleset, "test", {**inputs, "difficulty": 10}, {"pool": [7, 4, 6]})
    assert found.outcome == "success"  # 7 + 6 against 10 (15 for heroic)
    with pytest.raises(InputError, match="5 cannot be rolled on its d4"):
        lookup(ruleset, "test", inputs, {"pool": [7, 5, 6]})


def test_mixed_pools_refused_where_they_cannot_be_worked_out() -> None:
    with pytest.raises(GMAssistantError, match="no 'dice', 'die' or 'sides'"):
        load_ruleset_bytes(CORTEX.replace("sizes: [attribute, skill, 6]",
                                          "sizes: [attribute, skill, 6]\n        dice: 3"
                                          ).encode(), "cortex.yaml")
    with pytest.raises(GMAssistantError, match="at most 100"):
        load_ruleset_bytes(CORTEX.replace("sizes: [attribute, skill, 6]",
                                          "sizes: [attribute * 20, 6]").encode(), "c.yaml")
    pushed = CORTEX.replace("    values:\n      effect_die", "    spend:\n      - {kind: push, "
                            "pool: pool, keep: [1], while_outcome: [failure], budget: 1}\n"
                            "    values:\n      effect_die").replace(
        "total: {highest: 2}\n          effect: {effect: 2}\n", "total: {faces: [6]}\n")
    pushed = pushed.replace("measures: {effect_die: effect_die}", "").replace(
        'effect_die: "effect if effect > 0 else 4"\n', "")
    with pytest.raises(GMAssistantError, match="a push needs a pool of one kind of die"):
        load_ruleset_bytes(pushed.encode(), "cortex.yaml")


def test_the_guides_cortex_example_matches_every_face() -> None:
    """The Cortex Prime check of rulesets/README.md, copied as it stands."""
    guide = (Path(__file__).parents[3] / "rulesets" / "README.md").read_text("utf-8")
    block = guide.split("Cortex Prime's test:")[1].split("```yaml\n")[1].split("```")[0]
    head = CORTEX.split("  test:\n")[0]
    text = (head + "  test:\n    label: Test\n    outcomes: [botch, failure, success, heroic]\n"
            + block)
    ruleset = load_ruleset_bytes(text.encode(), "guide.yaml")
    for skill, difficulty in ((0, 7), (4, 11), (6, 16)):
        odds = check_odds(ruleset, "test", {"attribute": 4, "skill": skill,
                                            "difficulty": difficulty})
        outcomes, effects = _cortex(4, skill, difficulty, (8, 6, 10))
        assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
        assert {k: v for k, v in odds.measures["effect_die"].items() if v} == effects
