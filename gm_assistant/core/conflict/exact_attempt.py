"""The exact attempt at a fight: the counts that bound it, never the clock
(`MAX_EXACT_STATES`, `MAX_EXACT_WEIGHED`), and how far it has gone, reported while it runs
(`ExactAttempt`; with the estimate, what a forecast reports: `ForecastSoFar`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.conflict.fight_forecast import FightForecast
from gm_assistant.core.conflict.move_chain import MoveChain, TurnChain

__all__ = [
    "EXACT_PROGRESS_EVERY",
    "MAX_EXACT_STATES",
    "MAX_EXACT_WEIGHED",
    "ExactAttempt",
    "ForecastProgress",
    "ForecastSoFar",
    "attempt_reporter",
]

MAX_EXACT_STATES = 20_000
"""The most reachable fight states (rounds' starts) solved exactly; beyond, the forecast
is an estimate."""
MAX_EXACT_WEIGHED = 30_000
"""The most moves the exact solution weighs (each point of a round where a move is made,
once, however many rounds' starts lead there; see `MoveChain` and `TurnChain`); beyond, the
forecast is an estimate. A count of operations, so every machine agrees on which fights
are exact; it bounds the exact attempt of a fight whose rounds branch widely.
Riskbreaker's bridge sample weighs 24,462 (its order worked out every round, a turn at a
time) and is exact. Refusing a 3 vs 4 fight at 30,000 takes about 0.7 s of one core in
AdOM, 1.2 s in Riskbreaker and 2.4 s in MAoFA, whose moves branch on every luck treat
spent (processor time, 2 cores, load 3.2, 2026-11-27; `tests/benchmarks/bench_conflict.py
--exact`: main's code before the chain's states were numbered, measured in the same run,
took 0.9, 1.3 and 2.5 s). AdOM's 3 vs 4 weighs 44,235 moves (about 1.8 s whole, exact):
not let through, as MAoFA's refusal grows faster than its count (2.4 s at 30,000, 7.5 s
at 45,000; Riskbreaker's 1.2 and 1.8 s). In the app a fight past
`estimate_first.ESTIMATE_FIRST_AFTER` moves shows its simulated estimate while the attempt
goes on, and the rest of a large fight's forecast is its simulation."""
EXACT_PROGRESS_EVERY = 1_000
"""The exact attempt reports how far it has gone each time this many more moves have
been weighed (`ExactAttempt`)."""


@dataclass(frozen=True)
class ExactAttempt:
    """How far the exact attempt at a fight has gone, reported while it runs: the counts
    that decide whether it is solved exactly, against their bounds. Nothing about the
    answer is known yet; past either bound the attempt gives up and the fight is
    simulated instead."""

    weighed: int
    """Moves weighed so far (`MAX_EXACT_WEIGHED` and the like count them)."""
    max_weighed: int
    """The most moves the attempt weighs before it gives up."""
    starts: int
    """Rounds' starts found so far, every turn order's chain together."""
    max_starts: int
    """The most rounds' starts of one turn order's chain (`MAX_EXACT_STATES`)."""
    estimate: FightForecast | None = None
    """In the GUI's order (`forecast_fight`'s `estimate_first_after`), the fight's
    estimate, simulated while the attempt waits: the fights played so far (not `final`:
    the simulation is under way, the attempt waits), then all of them (`final`: the
    attempt goes on, and this estimate is the answer if the attempt is refused)."""


ForecastSoFar = ExactAttempt | FightForecast
"""What a forecast reports while it runs: how far its exact attempt has gone, or, once
the fight is simulated, the estimate so far (a `FightForecast` that is not `final`)."""

ForecastProgress = Callable[[ForecastSoFar], None]
"""Called while a forecast runs (see `forecast_fight`); it may raise to stop it."""


def attempt_reporter(fight: Fight, max_states: int, progress: ForecastProgress,
                     chains: Sequence[MoveChain | TurnChain]) -> Callable[[], None]:
    """The chains' `weighing` hook: reports an `ExactAttempt` to `progress` each time
    `EXACT_PROGRESS_EVERY` more moves have been weighed (a turn weighs several at once,
    so a report may come a few moves past the mark)."""
    due = [EXACT_PROGRESS_EVERY]

    def weighing() -> None:
        if fight.weighed >= due[0]:
            due[0] = (fight.weighed // EXACT_PROGRESS_EVERY + 1) * EXACT_PROGRESS_EVERY
            progress(ExactAttempt(fight.weighed, fight.max_weighed,
                                  sum(chain.starts for chain in chains), max_states))
    return weighing
