"""Inputs that roll alike share one walk (`roll_key`, the margins, the budgets): sharing
never changes an answer. Every check of every shipped ruleset, at random inputs, asked
one after another of one ruleset (sharing all it can) and each of a freshly loaded one
(nothing to share)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.odds import check_odds
from gm_assistant.core.rules import load_ruleset

RULESETS = sorted((Path(__file__).resolve().parents[3] / "rulesets").glob("*.yaml"))
POINTS = 12


def _answer(ruleset, check_id: str, inputs: dict[str, object]) -> object:
    try:
        odds = check_odds(ruleset, check_id, inputs)
    except GMAssistantError as error:
        return ("refused", str(error))
    return ([(o.key, o.probability) for o in odds.outcomes], odds.p_success,
            odds.measures)


@pytest.mark.parametrize("path", RULESETS, ids=[p.stem for p in RULESETS])
def test_shared_answers_equal_answers_worked_out_alone(path: Path) -> None:
    chooser = random.Random(f"sharing {path.stem}")
    shared = load_ruleset(path)
    asked = 0
    for check_id, spec in shared.checks.items():
        points = [{name: chooser.choice(list(info.allowed))
                   for name, info in spec.inputs.items()
                   if len(info.allowed) <= 10_000} for _ in range(POINTS)]
        together = [_answer(shared, check_id, point) for point in points]
        for point, answer in zip(points, together, strict=True):
            alone = _answer(load_ruleset(path), check_id, point)
            assert answer == alone, (check_id, point)
            asked += 1
    assert asked == POINTS * len(shared.checks)
