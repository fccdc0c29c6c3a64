"""Probing a ruleset: run every check at its defaults and at each input's extremes.

Loading checks what refers to what; some mistakes only show when the dice are rolled (a
total that falls outside the scale of the chart it looks up, a measure that is not a
whole number). `validate` probes every check so that such a file is reported at once,
located at the check, rather than when a user first asks for those odds.
"""

from __future__ import annotations

from gm_assistant.core.errors import GMAssistantError, Problem
from gm_assistant.core.odds.engine import check_odds
from gm_assistant.core.rules.compiled import LevelKey, Ruleset

__all__ = ["probe_ruleset"]


def _probe_points(ruleset: Ruleset, check_id: str) -> list[dict[str, LevelKey]]:
    spec = ruleset.checks[check_id]
    points: list[dict[str, LevelKey]] = [{}]
    for name, info in spec.inputs.items():
        allowed = info.allowed
        for value in {allowed[0], allowed[-1]}:
            points.append({name: value})
    return points


def probe_ruleset(ruleset: Ruleset) -> list[Problem]:
    """Problems found by computing each check at its defaults and each input's extremes."""
    problems: list[Problem] = []
    for check_id in ruleset.checks:
        for inputs in _probe_points(ruleset, check_id):
            try:
                check_odds(ruleset, check_id, inputs)
            except GMAssistantError as error:
                where = ", ".join(f"{k}={v}" for k, v in inputs.items()) or "the defaults"
                message = f"check '{check_id}' fails with {where}: {error}"
                if ruleset.document is not None:
                    problems.append(ruleset.document.problem(("checks", check_id), message))
                else:
                    problems.append(Problem(ruleset.file, 0, 0, message))
                break
    return problems
