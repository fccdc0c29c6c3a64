"""Probing a ruleset: run every check at its defaults and at each input's extremes.

Loading checks what refers to what; some mistakes only show when the dice are rolled (a
total that falls outside the scale of the chart it looks up, a measure that is not a
whole number). `validate` probes every check so that such a file is reported at once,
located at the check, rather than when a user first asks for those odds.

The probing is bounded whatever the file says: every check's defaults come first, then the
extremes of its inputs, and probing stops once the checks' load-time cost estimates
(`CheckSpec.cost`, face combinations walked) add up to `PROBE_BUDGET`. What was left
unprobed is said, never hidden: those inputs are checked when first asked for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gm_assistant.core.errors import GMAssistantError, Problem
from gm_assistant.core.odds.engine import check_odds
from gm_assistant.core.rules.compiled import LevelKey, Ruleset

__all__ = ["PROBE_BUDGET", "Probed", "probe_ruleset"]

# Face combinations walked in all, so `validate` ends in seconds: second rolls that read
# a different value on every face walk about 250,000 a second on a loaded 2-core AMD EPYC
# (2026-11-25), so at most two seconds of work (most files walk far fewer: the estimates
# assume no second roll is shared between faces).
PROBE_BUDGET = 500_000


@dataclass
class Probed:
    """What probing found, and what it had no time for."""

    problems: list[Problem] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    """Each probe left out, as `check (inputs)`, once the budget was spent."""


def _probe_points(ruleset: Ruleset, check_id: str) -> list[dict[str, LevelKey]]:
    spec = ruleset.checks[check_id]
    points: list[dict[str, LevelKey]] = []
    for name, info in spec.inputs.items():
        allowed = info.allowed
        for value in dict.fromkeys((allowed[0], allowed[-1])):  # lowest first, once
            points.append({name: value})
    return points


def probe_ruleset(ruleset: Ruleset, budget: int = PROBE_BUDGET) -> Probed:
    """Compute each check at its defaults, then at each input's extremes, within `budget`."""
    result = Probed()
    failed: set[str] = set()
    spent = 0
    defaults: dict[str, LevelKey] = {}
    rounds = [[(check_id, defaults) for check_id in ruleset.checks],
              [(check_id, point) for check_id in ruleset.checks
               for point in _probe_points(ruleset, check_id)]]
    for probes in rounds:
        for check_id, inputs in probes:
            if check_id in failed:
                continue
            where = ", ".join(f"{k}={v}" for k, v in inputs.items()) or "the defaults"
            cost = max(1, ruleset.checks[check_id].cost)
            if spent + cost > budget:
                result.skipped.append(f"{check_id} ({where})")
                continue
            spent += cost
            try:
                check_odds(ruleset, check_id, inputs)
            except GMAssistantError as error:
                message = f"check '{check_id}' fails with {where}: {error}"
                if ruleset.document is not None:
                    result.problems.append(ruleset.document.problem(("checks", check_id),
                                                                    message))
                else:
                    result.problems.append(Problem(ruleset.file, 0, 0, message))
                failed.add(check_id)
    return result
