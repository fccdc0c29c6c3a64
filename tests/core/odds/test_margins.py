"""Inputs that only shift a total share one distribution (issue 11, item 4): every point
of a grid still matches its own faces enumerated, and the rolls walked are one per
margin, not one per point."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.odds.resolve import walked_rolls
from gm_assistant.core.rules.loader import load_ruleset_bytes

RULESET = """\
format: 1
id: margins
name: Margins
version: "1"
language: en
source: {{title: Test, authors: [Test], licence: CC0, attribution: Written for the tests.}}
outcomes:
  - {{key: fumble, label: Fumble, success: false, colour: "#800000"}}
  - {{key: miss, label: Miss, success: false, colour: "#cc4444"}}
  - {{key: hit, label: Hit, success: true, colour: "#44aa44"}}
  - {{key: great, label: Great, success: true, colour: "#228822"}}
checks:
  test:
    label: Test
    outcomes: [fumble, miss, hit, great]
    inputs:
      skill: {{label: Skill, range: {{min: -3, max: 8}}}}
      difficulty: {{label: Difficulty, range: {{min: 0, max: 12}}, default: 6}}
    roll: {{a: d6, b: d6}}
    values:
      edge: skill - 1
      total: {total}
    outcome:
      bands:
        - {{when: a == 1 and b == 1, outcome: fumble}}
        - {{when: total >= difficulty + 4 or (a == 6 and total > difficulty), outcome: great}}
        - {{when: not total < difficulty, outcome: hit}}
        - {{else: miss}}
    measures:
      margin: {margin}
"""


def _oracle(skill: int, difficulty: int, total_of, margin_of,
            ) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    outcomes: dict[str, Fraction] = {}
    margins: dict[int, Fraction] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        total = total_of(a, b, skill)
        if a == 1 and b == 1:
            key = "fumble"
        elif total >= difficulty + 4 or (a == 6 and total > difficulty):
            key = "great"
        elif total >= difficulty:
            key = "hit"
        else:
            key = "miss"
        outcomes[key] = outcomes.get(key, Fraction(0)) + Fraction(1, 36)
        margin = margin_of(total, difficulty)
        margins[margin] = margins.get(margin, Fraction(0)) + Fraction(1, 36)
    return outcomes, dict(sorted(margins.items()))


CASES = [
    # formulas, the same in Python, how many times a grid of 12 x 13 points walks the
    # faces: once per value of `edge`, the only fixed value the moving `total` reads (the
    # difficulty only changes what it is compared with: issue 24, item 5); points that
    # share a margin also share the decided distribution
    ("a + b + edge", "2 * (total - difficulty) + 1",
     lambda a, b, s: a + b + s - 1, lambda t, d: 2 * (t - d) + 1, 12),
    ("-(-a - b) + 3 * edge - 2 * edge", "total - difficulty",
     lambda a, b, s: a + b + s - 1, lambda t, d: t - d, 12),
    # a product of a die and an input: no margin plan, still one walk per `edge`
    ("a + b * (edge + 2)", "total - difficulty",
     lambda a, b, s: a + b * (s + 1), lambda t, d: t - d, 12),
]


@pytest.mark.parametrize(("total", "margin", "total_of", "margin_of", "walked"), CASES)
def test_a_grid_of_shifted_totals_matches_every_face(total: str, margin: str, total_of,
                                                     margin_of, walked: int) -> None:
    ruleset = load_ruleset_bytes(RULESET.format(total=total, margin=margin).encode(),
                                 "margins.yaml")
    for skill, difficulty in itertools.product(range(-3, 9), range(13)):
        odds = check_odds(ruleset, "test", {"skill": skill, "difficulty": difficulty})
        outcomes, margins = _oracle(skill, difficulty, total_of, margin_of)
        assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
        assert odds.measures["margin"] == margins
    assert walked_rolls(ruleset.checks["test"]) == walked


def test_a_shifted_roll_past_the_formula_limit_is_still_refused() -> None:
    """Fixed values far beyond any table are keyed as they are, even one that cancels out
    of the margins: the walk that meets the formulas' magnitude limit still says so."""
    text = RULESET.format(total="up - big - big - big - big + b + edge",
                          margin="total - difficulty")
    text = text.replace("      total:", "      big: skill * 300000000000\n"
                        "      up: a + big + big + big + big\n      total:")
    ruleset = load_ruleset_bytes(text.encode(), "margins.yaml")
    for difficulty in (5, 6):
        outcomes, _ = _oracle(0, difficulty, lambda a, b, s: a + b + s - 1,
                              lambda t, d: t - d)
        odds = check_odds(ruleset, "test", {"skill": 0, "difficulty": difficulty})
        assert {o.key: o.probability for o in odds.outcomes if o.probability} == outcomes
    # the same margins as skill 0 against 6, but `up` is 1,200,000,000,001 or more
    with pytest.raises(GMAssistantError, match="too large"):
        check_odds(ruleset, "test", {"skill": 1, "difficulty": 7})
