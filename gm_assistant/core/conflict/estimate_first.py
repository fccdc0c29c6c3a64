"""The exact attempt, else the estimate, and in which order: the estimate simulated once
the attempt is refused or, in the GUI's order for a fight slow to solve
(`ESTIMATE_FIRST_AFTER`), while the attempt waits; the same answer either way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from gm_assistant.core.conflict.chain import ChainCycleError, ChainTooLargeError
from gm_assistant.core.conflict.exact_attempt import ExactAttempt, ForecastProgress, ForecastSoFar
from gm_assistant.core.conflict.exact_forecast import exact_forecast
from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.conflict.fight_forecast import ConflictError, FightForecast
from gm_assistant.core.conflict.opening import Openings
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["ESTIMATE_FIRST_AFTER", "Simulated", "estimating_first", "exact_or_estimate"]

ESTIMATE_FIRST_AFTER = 3_000
"""The GUI's order for a fight slow to solve: once its exact attempt has weighed this many
moves, the fight is simulated first (the estimate shown as it refines), then the attempt
goes on (`forecast_fight`'s `estimate_first_after`). The answer is the same either way."""

Simulated = Callable[[Callable[[FightForecast], None] | None], FightForecast]
"""`forecast_fight`'s seeded estimate, given what to report its partial estimates to."""


def exact_or_estimate(fight: Fight, conflict_id: str, orders: Openings, max_states: int,
                      progress: ForecastProgress | None, simulated: Simulated,
                      estimate_first_after: int | None) -> FightForecast:
    """The exact forecast or, when the attempt is refused, the estimate: simulated while
    the attempt waited (the GUI's order, `estimating_first`), or now."""
    early: list[FightForecast | ConflictError] = []
    attempt_progress = progress
    if progress is not None and estimate_first_after is not None:
        attempt_progress = estimating_first(progress, estimate_first_after, simulated, early)
    try:
        return exact_forecast(fight, conflict_id, orders, max_states, attempt_progress)
    except (ChainTooLargeError, ChainCycleError) as error:
        if isinstance(error, ChainCycleError) and "never leaves" in str(error):
            raise ConflictError(QT_TRANSLATE_NOOP(
                "Forecast", "this fight cannot end: nobody can take anybody out")
                ) from None
    if early:  # simulated already, while the attempt waited
        if isinstance(early[0], ConflictError):
            raise early[0]
        return early[0]
    return simulated(progress)


def estimating_first(progress: ForecastProgress, after: int, simulated: Simulated,
                     early: list[FightForecast | ConflictError]) -> ForecastProgress:
    """The exact attempt's progress in the GUI's order (`forecast_fight`'s
    `estimate_first_after`): at the first report past `after` moves weighed, the fight is
    simulated (the attempt waiting), its estimate so far reported with the attempt as it
    stands; then every report carries the whole estimate, kept in `early` (or the
    simulation's ConflictError: raised only if the attempt is refused, as without the
    early simulation)."""
    def report(so_far: ForecastSoFar) -> None:
        if not isinstance(so_far, ExactAttempt):
            progress(so_far)
            return
        if not early and so_far.weighed >= after:
            def waiting(partial: FightForecast) -> None:
                progress(dataclasses.replace(so_far, estimate=partial))
            try:
                early.append(simulated(waiting))
            except ConflictError as error:
                early.append(error)
        kept = early[0] if early and isinstance(early[0], FightForecast) else None
        progress(dataclasses.replace(so_far, estimate=kept))
    return report
