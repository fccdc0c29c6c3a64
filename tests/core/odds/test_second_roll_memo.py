"""A second roll is worked out once per set of values it reads from the first roll: the
faces that share them share its walk, and the faces that do not get their own (checked
against every face of both rolls enumerated)."""

from __future__ import annotations

import itertools
from fractions import Fraction

from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules.loader import load_ruleset_bytes

RULESET = b"""\
format: 1
id: memo
name: Memo
version: "1"
language: en
source: {title: Test, authors: [Test], licence: CC0, attribution: Written for the tests.}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#cc4444"}
  - {key: graze, label: Graze, success: true, colour: "#aaaa44"}
  - {key: hit, label: Hit, success: true, colour: "#44aa44"}
checks:
  test:
    label: Test
    outcomes: [miss, graze, hit]
    inputs:
      k: {label: K, range: {min: 0, max: 12}, default: 6}
    roll: {a: d6, b: d4}
    values:
      s: a * b
    outcome:
      bands:
        - when: a + b > k
          roll_again:
            roll: {x: d6}
            values:
              y: x + s
            outcome:
              bands:
                - {when: y > k + 2 * a, outcome: hit}
                - {when: x > b, outcome: graze}
                - {else: miss}
        - {else: miss}
    measures:
      s: s
"""


def _oracle(k: int) -> dict[str, Fraction]:
    result: dict[str, Fraction] = {}
    for a, b in itertools.product(range(1, 7), range(1, 5)):
        if a + b <= k:
            result["miss"] = result.get("miss", Fraction(0)) + Fraction(1, 24)
            continue
        for x in range(1, 7):
            key = "hit" if x + a * b > k + 2 * a else "graze" if x > b else "miss"
            result[key] = result.get(key, Fraction(0)) + Fraction(1, 24 * 6)
    return result


def test_a_second_roll_reading_the_first_roll_matches_every_face() -> None:
    ruleset = load_ruleset_bytes(RULESET, "memo.yaml")
    for k in (6, 0, 3, 6, 9, 12):  # later queries read second rolls remembered before
        odds = check_odds(ruleset, "test", {"k": k})
        assert {o.key: o.probability for o in odds.outcomes if o.probability} == _oracle(k)
    spread: dict[int, Fraction] = {}
    for a, b in itertools.product(range(1, 7), range(1, 5)):
        spread[a * b] = spread.get(a * b, Fraction(0)) + Fraction(1, 24)
    assert odds.measures["s"] == spread
