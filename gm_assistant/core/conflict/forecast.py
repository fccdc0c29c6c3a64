"""The forecast of a fight: who wins, who goes down, how long it lasts, what it costs
(`forecast_fight`, answered as a `FightForecast`); the names its callers import.

The fight is solved as an absorbing Markov chain over the combatants' states, one step a
move (`move_chain.MoveChain`; each move as `fight` plays it), with exact rationals (see
`exact`; the solution: `exact_forecast`, how long the fight lasts: `round_walk`). The turn
order is fixed for the fight, or worked out again every round where the rules say so
(`turn_order`, stepped a turn at a time: `move_chain.TurnChain`); when it is decided by a
check (a test like any other: luck spent, its effects kept), each order is solved from
every state its opening can leave, weighted by its chance (the orders with their chances:
`opening_orders`). Where a conflict offers readings of an ambiguous rule as policies, the
forecast names the ones it used (`readings`). Whether a fight is solved exactly depends
only on counts (its rounds' starts, `MAX_EXACT_STATES`; the moves weighed,
`MAX_EXACT_WEIGHED`; the states a cycle goes through, `chain.MAX_LINEAR_STATES`), never on
the machine's speed or the clock. Beyond, the forecast says so and gives an estimate from
a seeded simulation of a fixed number of fights (see `simulation`), with 95% intervals
(`estimated_forecast`); never an unlabelled approximation. While it runs, a forecast
reports how far it has got (`ExactAttempt`, then the estimate so far) to a callback that
may stop it; in the GUI's order a fight slow to solve is simulated while its exact attempt
waits (`estimate_first`), and the answer is the same. One attacker against one defender
alone: `pair_odds`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.conflict.estimate import Estimate
from gm_assistant.core.conflict.estimate_first import ESTIMATE_FIRST_AFTER, exact_or_estimate
from gm_assistant.core.conflict.estimated_forecast import estimated_forecast
from gm_assistant.core.conflict.exact_attempt import (
    EXACT_PROGRESS_EVERY,
    MAX_EXACT_STATES,
    MAX_EXACT_WEIGHED,
    ExactAttempt,
    ForecastProgress,
    ForecastSoFar,
)
from gm_assistant.core.conflict.fight import Fight, Policy
from gm_assistant.core.conflict.fight_forecast import MAX_ROUNDS_SHOWN, ConflictError, FightForecast
from gm_assistant.core.conflict.opening_orders import opening_order, turn_orders
from gm_assistant.core.conflict.pair_odds import PairOdds, pair_odds
from gm_assistant.core.conflict.readings import readings_used
from gm_assistant.core.conflict.simulation import (
    SIMULATED_FIGHTS,
    SIMULATION_SEED,
    FightTally,
    NeverEndsError,
    simulate,
)
from gm_assistant.core.errors import NONE, InputError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "ESTIMATE_FIRST_AFTER",
    "EXACT_PROGRESS_EVERY",
    "MAX_EXACT_STATES",
    "MAX_EXACT_WEIGHED",
    "MAX_ROUNDS_SHOWN",
    "Estimate",
    "ExactAttempt",
    "FightForecast",
    "ForecastProgress",
    "ForecastSoFar",
    "PairOdds",
    "forecast_fight",
    "opening_order",
    "pair_odds",
    "turn_orders",
]


def forecast_fight(ruleset: Ruleset, conflict_id: str, combatants: Sequence[Combatant],
                   policies: Mapping[str, Policy] | None = None, *,
                   max_states: int = MAX_EXACT_STATES, max_weighed: int = MAX_EXACT_WEIGHED,
                   fights: int = SIMULATED_FIGHTS,
                   seed: int = SIMULATION_SEED, simulate_only: bool = False,
                   progress: ForecastProgress | None = None,
                   advantage: tuple[int, int] = (0, 0),
                   estimate_first_after: int | None = None) -> FightForecast:
    """The exact forecast of a fight, or a labelled estimate when it is too large (more
    than `max_states` reachable states or `max_weighed` moves to weigh, or a round or a
    cycle past the solvers' bounds).

    The estimate plays `fights` fights seeded with `seed`. `progress`, when given, is
    called with an `ExactAttempt` each time `EXACT_PROGRESS_EVERY` more moves have been
    weighed by the exact attempt, then, if the fight is simulated, with the partial
    estimate after every thousand fights (not the last: that is the answer); whatever it
    raises stops the forecast there and comes out of this call.
    `simulate_only` skips the exact attempt (to check the estimate against it).
    `advantage`: each side's Advantage at the start, where the conflict keeps some.

    `estimate_first_after` (with `progress`; the GUI's order, `ESTIMATE_FIRST_AFTER`):
    at the attempt's first report past this many moves weighed, the attempt waits while
    the fight is simulated, reported as `ExactAttempt`s that carry the estimate so far;
    then the attempt goes on, its reports carrying the whole estimate, and the answer is
    the exact one if it succeeds, else that estimate. The same answer as without it (the
    fights are simulated on a fight of their own either way, with the same seed), only
    sooner a first number, later an exact answer (by the simulation's time).
    """
    conflict = ruleset.model.conflicts.get(conflict_id)
    if conflict is None:
        known = ", ".join(ruleset.model.conflicts) or NONE
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "'{conflict_id}' is not a conflict of '{ruleset}'; conflicts: "
            "{known}"), conflict_id=conflict_id, ruleset=ruleset.id, known=known))
    if conflict.turn is None:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "'{conflict_id}' is a contest, not a fight"),
            conflict_id=conflict_id))
    fight = Fight(ruleset, conflict, combatants, policies or {}, advantage=advantage)
    fight.max_weighed = max_weighed
    orders = fight.openings()
    notes = readings_used(conflict, fight.policies)

    def estimated(tally: FightTally) -> FightForecast:
        found = estimated_forecast(fight, conflict_id, tally, orders, fights, seed)
        return dataclasses.replace(found, notes=(*found.notes, *notes))

    def simulated(report: Callable[[FightForecast], None] | None) -> FightForecast:
        """The seeded estimate, played on a fight of its own: whatever the exact attempt
        met (or is in the middle of) changes nothing in it."""
        own = Fight(ruleset, conflict, combatants, policies or {}, advantage=advantage)

        def reported(tally: FightTally) -> None:
            if report is not None and tally.fights < fights:  # the last is the answer
                report(estimated(tally))

        try:
            return estimated(simulate(own, [(order, start, chance) for order, start, chance
                                            in orders[0]], fights, seed, reported))
        except NeverEndsError as error:
            raise ConflictError(message_of(error)) from None

    if simulate_only:
        return simulated(progress)
    found = exact_or_estimate(fight, conflict_id, orders, max_states, progress, simulated,
                              estimate_first_after)
    return dataclasses.replace(found, notes=(*found.notes, *notes)) if found.exact else found
