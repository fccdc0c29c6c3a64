"""The forecast of a fight: who wins, who goes down, how long it lasts, what it costs.

The fight is solved as an absorbing Markov chain over the combatants' states, one step a
move (`move_chain.MoveChain`; each move as `fight` plays it), with exact rationals (see
`exact`). The turn order is fixed for the fight, or worked out again every round where the
rules say so (`turn_order`, stepped a turn at a time: `move_chain.TurnChain`); when it is
decided by a check (a test like any other: luck spent, its effects kept), each order is
solved from every state its opening can leave, weighted by its chance. Where a conflict
offers readings of an ambiguous rule as policies, the forecast names the ones it used
(`readings_used`). Whether a fight is solved exactly depends only on counts (its rounds'
starts, `MAX_EXACT_STATES`; the moves weighed, `MAX_EXACT_WEIGHED`; the states a cycle goes
through, `chain.MAX_LINEAR_STATES`), never on the machine's speed or the clock. Beyond, the
forecast says so and gives an estimate from a seeded simulation of a fixed number of fights
(see `simulation`), with 95% intervals; never an unlabelled approximation. While it runs,
a forecast reports how far it has got (`ExactAttempt`, then the estimate so far) to a
callback that may stop it; in the GUI's order a fight slow to solve is simulated while its
exact attempt waits (`ESTIMATE_FIRST_AFTER`), and the answer is the same.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm

from gm_assistant.core.conflict.chain import ChainCycleError, ChainTooLargeError, absorb
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational, fraction, quotient, rational
from gm_assistant.core.conflict.fight import KILLED, Fight, FightState, Policy
from gm_assistant.core.conflict.move_chain import (
    OPENING,
    MoveChain,
    Node,
    OpenedChain,
    Step,
    TurnChain,
    is_start,
)
from gm_assistant.core.conflict.simulation import (
    SIMULATED_FIGHTS,
    SIMULATION_SEED,
    Estimate,
    FightTally,
    NeverEndsError,
    mean_estimate,
    simulate,
    wilson,
)
from gm_assistant.core.conflict.turn_order import RoundByRound, each_round
from gm_assistant.core.errors import NONE, GMAssistantError, InputError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict
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

MAX_EXACT_STATES = 20_000
"""The most reachable fight states (rounds' starts) solved exactly; beyond, the forecast
is an estimate."""
MAX_EXACT_WEIGHED = 30_000
"""The most moves the exact solution weighs (each point of a round where a move is made,
once, however many rounds' starts lead there; see `MoveChain` and `TurnChain`); beyond, the
forecast is an estimate. A count of operations, so every machine agrees on which fights
are exact; it bounds the exact attempt of a fight whose rounds branch widely.
Riskbreaker's bridge sample weighs 24,462 (its order worked out every round, a turn at a
time) and is exact. Refusing a 3 vs 4 fight at 30,000 takes about 1.0 s of one core in
AdOM, 1.8 s in Riskbreaker and 4.1 s in MAoFA, whose moves branch on every luck treat
spent (processor time, 2 cores, load 0.9, 2026-11-27; `tests/benchmarks/bench_conflict.py
--exact`: main's code measured in the same run took 1.5, 2.4 and 5.6 s); in the app a
fight past `ESTIMATE_FIRST_AFTER` moves shows its simulated estimate while the attempt
goes on, and the rest of a large fight's forecast is its simulation."""
EXACT_PROGRESS_EVERY = 1_000
"""The exact attempt reports how far it has gone each time this many more moves have
been weighed (`ExactAttempt`)."""
ESTIMATE_FIRST_AFTER = 3_000
"""The GUI's order for a fight slow to solve: once its exact attempt has weighed this many
moves, the fight is simulated first (the estimate shown as it refines), then the attempt
goes on (`forecast_fight`'s `estimate_first_after`). The answer is the same either way."""
MAX_ROUNDS_SHOWN = 30
"""Rounds listed one by one at most; the rest of the chance is given as "more than"."""
ROUNDS_TAIL = Fraction(1, 10_000)
"""Rounds stop being listed once the chance of a longer fight is below this (the rest is
still given exactly, as the chance of "more than" the last round listed)."""

class ConflictError(GMAssistantError):
    """A fight that cannot be forecast (nobody can ever take anybody out)."""


@dataclass(frozen=True)
class FightForecast:
    """Everything a GM wants to know about a fight before running it.

    Exact fields are Fractions; when `exact` is False the chain was too large and every
    number is an `Estimate` (with its 95% interval) from `fights` simulated fights, of the
    `planned` ones, played with `seed`. A forecast with fewer fights than planned is a
    partial one, reported while the simulation runs (`final` tells).
    """

    conflict: str
    combatants: tuple[Combatant, ...]
    exact: bool
    p_party_wins: Fraction | Estimate
    p_out: tuple[Fraction | Estimate, ...]
    """Each combatant's chance of being out at the end; interchangeable fighters (one side,
    one kind: six goblins) share their group's average."""
    p_killed: tuple[Fraction | Estimate, ...]
    """Each combatant's chance of being killed, where the rules kill (else 0)."""
    rounds: dict[int, Fraction | Estimate]
    rounds_beyond: Fraction | Estimate
    """The chance the fight lasts more than the rounds listed."""
    expected_rounds: Fraction | Estimate
    spent: dict[str, dict[str, Fraction | Estimate]]
    """Expected pool units spent by each side: {"party": {"luck": ...}}."""
    states: int
    fights: int = 0
    notes: tuple[str, ...] = field(default_factory=tuple)
    p_draw: Fraction | Estimate = Fraction(0)
    """The chance that both sides go down in the same round (nobody wins)."""
    planned: int = 0
    """The fights the simulation plays in all (0 when exact)."""
    seed: int | None = None
    """The simulation's seed (None when exact)."""

    @property
    def final(self) -> bool:
        """Exact, or an estimate whose every planned fight has been played."""
        return self.exact or self.fights >= self.planned


@dataclass(frozen=True)
class PairOdds:
    """One attacker against one defender: the chance of a hit, the harm a hit does, and
    the expected number of attacks to take the defender out (the defender not fighting
    back, pools as they start)."""

    attacker: int
    defender: int
    p_hit: Fraction
    harm: dict[int, Fraction]
    """Size of the hit when there is one (1 when any hit takes the defender out)."""
    expected_attacks: Fraction | None
    """None when the attacker can never take the defender out."""


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


def turn_orders(ruleset: Ruleset, conflict: Conflict, combatants: Sequence[Combatant],
                policies: Mapping[str, Policy] | None = None,
                ) -> list[tuple[tuple[int, ...], Fraction]]:
    """Each possible turn order with its chance (see `Fight.openings`: an order check is
    rolled as any test, spending as the party's policy says); with an order worked out
    every round (`turn_order`), the first round's, every order of fighters the dice leave
    tied listed (k tied fighters: k! orders; `opening_order` asks only whether one order
    is certain)."""
    assert conflict.order is not None
    fight = Fight(ruleset, conflict, combatants, policies or {})
    orders: dict[tuple[int, ...], Fraction] = {}
    if each_round(fight):
        for order, chance in RoundByRound(fight).orders(fight.start()):
            orders[order] = orders.get(order, Fraction(0)) + fraction(chance)
        return list(orders.items())
    for order, _, chance in fight.openings()[0]:
        orders[order] = orders.get(order, Fraction(0)) + fraction(chance)
    return list(orders.items())


def opening_order(ruleset: Ruleset, conflict: Conflict, combatants: Sequence[Combatant],
                  policies: Mapping[str, Policy] | None = None) -> tuple[int, ...] | None:
    """The one turn order the fight opens with (every fighter, those out last), or None
    when chance decides it: an order check, or fighters the first round of an order
    worked out every round leaves to the dice (found without listing their k! orders)."""
    assert conflict.order is not None
    fight = Fight(ruleset, conflict, combatants, policies or {})
    if each_round(fight):
        start = fight.start()
        ties = RoundByRound(fight).tied(fight.maneuvers.gain_advantage(start))
        if any(len(group) > 1 for group in ties):
            return None
        return (*(group[0] for group in ties),
                *(i for i in range(len(combatants)) if start[i][0]))
    orders = turn_orders(ruleset, conflict, combatants, policies)
    return orders[0][0] if len(orders) == 1 else None


def readings_used(conflict: Conflict, policies: Mapping[str, Policy]) -> tuple[str, ...]:
    """The readings of the rules the forecast used where the conflict offers a choice of
    readings (the first offered is the default): one line each, in English (translated
    in the "Forecast" context where shown)."""
    found: list[str] = []
    offered = conflict.policies
    if len(offered.opening) > 1:
        chosen = policies[PARTY].opening if PARTY in policies else offered.opening[0]
        found.append(OPENINGS[chosen])
    if len(offered.turns) > 1:
        chosen = policies[PARTY].turns if PARTY in policies and policies[PARTY].turns \
            else offered.turns[0]
        found.append(TURNS[chosen])
    if len(offered.limit) > 1:
        for side in (PARTY, OPPOSITION):
            chosen = policies[side].limit if side in policies else offered.limit[0]
            found.append(LIMITS[(side, chosen)])
    if conflict.turn is not None and conflict.turn.invoke is not None:
        for side in (PARTY, OPPOSITION):
            chosen = policies[side].spend if side in policies else offered.spend[0]
            found.append(INVOKES[(side, chosen)])
    return tuple(found)


OPENINGS = {
    "open": QT_TRANSLATE_NOOP("Forecast", "Opening: an open attack (the party tests the "
                              "order's open-attack inputs)"),
    "ambush": QT_TRANSLATE_NOOP("Forecast", "Opening: the party is caught in an ambush "
                                "(it tests the order's ambush inputs)"),
}
"""The readings of the `opening` policy as the forecast names them."""
TURNS = {
    "each_round": QT_TRANSLATE_NOOP(
        "Forecast", "Turn order: worked out again every round from the stat as it stands, "
        "ties broken as the rules say (by the sides' Advantage, then Agility), the rest by "
        "a die: every order of the tied fighters equally likely"),
    "fixed": QT_TRANSLATE_NOOP(
        "Forecast", "Turn order: fixed for the whole fight from the stat as it starts, the "
        "party first on a tie, then the order listed"),
}
"""The readings of the `turns` policy as the forecast names them."""
LIMITS = {
    (PARTY, "reach"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the party's fighters without a roll: out on reaching the "
        "limit"),
    (PARTY, "survive"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the party's fighters without a roll: they take as many as "
        "the limit and are out at the next"),
    (OPPOSITION, "reach"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the opposition's fighters without a roll: out on reaching "
        "the limit"),
    (OPPOSITION, "survive"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the opposition's fighters without a roll: they take as many "
        "as the limit and are out at the next"),
}
"""The readings of the `limit` policy as the forecast names them, per side."""
INVOKES = {
    (PARTY, "always"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the party, attacking and defending: only when they "
        "turn the attack round, the fewest that do, answered in turn (each aspect once a "
        "roll, one fate point each)"),
    (PARTY, "never"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the party: none"),
    (OPPOSITION, "always"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the opposition, attacking and defending: only when "
        "they turn the attack round, the fewest that do, answered in turn (each aspect "
        "once a roll, one fate point each)"),
    (OPPOSITION, "never"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the opposition: none"),
}
"""The readings of the `spend` policy of a fight with invocations, per side."""


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
        found = _estimated(fight, conflict_id, tally, orders, fights, seed)
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
    found = _exact_first(fight, conflict_id, orders, max_states, progress, simulated,
                         estimate_first_after)
    return dataclasses.replace(found, notes=(*found.notes, *notes)) if found.exact else found


Simulated = Callable[[Callable[["FightForecast"], None] | None], "FightForecast"]
"""`forecast_fight`'s seeded estimate, given what to report its partial estimates to."""


def _exact_first(fight: Fight, conflict_id: str, orders: Openings, max_states: int,
                 progress: ForecastProgress | None, simulated: Simulated,
                 estimate_first_after: int | None) -> FightForecast:
    """The exact forecast or, when the attempt is refused, the estimate: simulated while
    the attempt waited (the GUI's order, `_estimating_first`), or now."""
    early: list[FightForecast | ConflictError] = []
    attempt_progress = progress
    if progress is not None and estimate_first_after is not None:
        attempt_progress = _estimating_first(progress, estimate_first_after, simulated, early)
    try:
        return _exact(fight, conflict_id, orders, max_states, attempt_progress)
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


def _estimating_first(progress: ForecastProgress, after: int, simulated: Simulated,
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


Openings = tuple[list[tuple[tuple[int, ...], FightState, Rational]], tuple[Rational, ...]]
"""`Fight.openings`: each turn order with its start and chance, and what the opening
spends on average."""


def _spent_by_side(fight: Fight, spent: Sequence[Rational | Estimate],
                   ) -> dict[str, dict[str, Fraction | Estimate]]:
    """Each side's average spending of each pool some rule spends from."""
    pools = fight.pool_names
    spendable = fight.spendable()
    return {side: {name: value if isinstance(value, Estimate) else fraction(value)
                   for j, name in enumerate(pools) if name in spendable
                   for value in (spent[k * len(pools) + j],)}
            for side, k in ((PARTY, 0), (OPPOSITION, 1))}


def _attempt_reporter(fight: Fight, max_states: int, progress: ForecastProgress,
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


def _exact(fight: Fight, conflict_id: str, orders: Openings, max_states: int,
           progress: ForecastProgress | None = None) -> FightForecast:
    n = len(fight.combatants)
    pools = fight.pool_names
    party_wins = ZERO
    p_out = [ZERO] * n
    p_killed = [ZERO] * n
    expected_rounds = ZERO
    spent = list(orders[1])  # what the opening spends
    states = 0
    draws = ZERO
    zero = tuple(ZERO for _ in range(2 * len(pools)))

    def ending(final: FightState) -> tuple[Rational, ...]:
        """What a final state counts for: the party won, then each fighter out, then
        each fighter killed, then both sides out (1 or 0)."""
        return (ONE if fight.party_won(final) else ZERO,
                *(ONE if final[i][0] else ZERO for i in range(n)),
                *(ONE if final[i][0] == KILLED else ZERO for i in range(n)),
                ONE if fight.both_out(final) else ZERO)

    groups: dict[tuple[int, ...], list[tuple[FightState, Rational]]] = {}
    for order, start, chance in orders[0]:
        groups.setdefault(order, []).append((start, chance))
    steps: list[Step] = []
    chains: list[MoveChain | TurnChain] = []
    weighing = None if progress is None else \
        _attempt_reporter(fight, max_states, progress, chains)
    each = RoundByRound(fight) if each_round(fight) else None
    for order, starts in groups.items():
        step: MoveChain | TurnChain = MoveChain(fight, order, zero, max_states) if each is None \
            else TurnChain(fight, each, zero, max_states)
        step.weighing = weighing
        chains.append(step)
        weight = sum((chance for _, chance in starts), ZERO)
        # One chain per turn order: its openings (the states the order test left, luck
        # spent or won) are the first step from OPENING, taken out of the rounds after.
        begin = starts[0][0] if len(starts) == 1 else OPENING
        opened = OpenedChain(fight, step, [(start, chance / weight) for start, chance in starts])
        # The rounds' starts are bounded by `max_states` (in `MoveChain`); every state of
        # the chain, points within rounds included, by as many per move.
        solved = absorb(begin, opened, opened.is_final,  # type: ignore[arg-type]
                        max_states=max_states * (len(step.moves) + 1) + 1,
                        reward=opened.reward, final=ending, steps=False)
        states += step.starts
        if solved.expected_rewards:  # else the fight is over before it begins
            expected_rounds += weight * rational(solved.expected_rewards[0])
            for i, value in enumerate(solved.expected_rewards[1:]):
                spent[i] += weight * rational(value)
        values = [weight * rational(v) for v in solved.expected_finals]
        party_wins += values[0]
        for i in range(n):
            p_out[i] += values[1 + i]
            p_killed[i] += values[1 + n + i]
        draws += values[1 + 2 * n]
        steps.append((step, starts))
    rounds, beyond = _rounds(fight, steps)
    return FightForecast(
        conflict_id, fight.combatants, True, fraction(party_wins),
        _shared(fight, [fraction(p) for p in p_out]),
        _shared(fight, [fraction(p) for p in p_killed]),
        rounds, beyond,
        fraction(expected_rounds), _spent_by_side(fight, spent), states,
        p_draw=fraction(draws))


def _rounds(fight: Fight, steps: list[Step],
            ) -> tuple[dict[int, Fraction | Estimate], Fraction]:
    """The chance the fight ends in each round (up to MAX_ROUNDS_SHOWN, or until less than
    ROUNDS_TAIL is left), every turn order together, and the chance it lasts longer.

    Round by round, the chance of standing at each round's start is carried through the
    round's points in the order of their moves (every step is the chain's, already worked
    out; see `_RoundWalk`): what reaches an end of the fight ends in this round, what
    reaches a round's start begins the next.
    """
    if all(fight.is_over(start) for _, starts in steps for start, _ in starts):
        return {}, Fraction(0)
    walks = [_RoundWalk(fight, step, starts) for step, starts in steps]
    left = sum((chance for _, starts in steps for start, chance in starts
                if not fight.is_over(start)), ZERO)
    rounds: dict[int, Fraction | Estimate] = {}
    # The walk keeps a plan of tuples per point next to the chains' every state and step,
    # and the cyclic garbage collector would walk all of them again and again as they
    # grow: switched off during the walk (as `chain.absorb` does while it solves).
    collecting = gc.isenabled()
    gc.disable()
    try:
        for number in range(1, MAX_ROUNDS_SHOWN + 1):
            ending = sum((walk.round() for walk in walks), ZERO)
            if ending:
                rounds[number] = fraction(ending)
            left -= ending
            if not any(walk.counts for walk in walks) or left < ROUNDS_TAIL:
                break
    finally:
        if collecting:
            gc.enable()
    return rounds, fraction(left)


class _RoundWalk:
    """One turn order's chain walked a round at a time (`_rounds`), its chances counted
    in whole numbers over one denominator per place of the round.

    Carried as rationals, every product and sum of chances took a greatest common divisor
    of numbers that grow with every round behind them (most of the walk's time). A step's
    chances have small denominators (dice: powers of a few small primes), so with `scale`
    their least common multiple, a chance at the round's place `a` is `count / (D *
    scale**a)` (D the round's), and a step from place `a` to place `b` with chance `p`
    adds `count * p * scale**(b - a)` (a whole number, as `p * scale` is) to the count
    there: whole-number products and sums, exact, with nothing to reduce (the numbers
    grow by `scale`'s digits per place, far cheaper than a rational's reductions). Where
    a point a step leads to is counted is found once (`spots`). The round's end is place
    `len(moves)` (the next round's starts counted at their own place in it, which carries
    on from there); the chance the round ends the fight is made a rational once. (A plan
    of weights kept per point paid in AdOM's long rounds but not in the bridge's, whose
    points are met about once.)
    """

    def __init__(self, fight: Fight, step: MoveChain | TurnChain,
                 starts: list[tuple[FightState, Rational]]) -> None:
        self.fight = fight
        self.step = step
        self.places = len(step.moves)
        chances = {p for nexts in step.after.values() for _, p in nexts}
        self.scale = scale = lcm(*(int(p.denominator) for p in chances))
        self.units = {p: int(p.numerator) * (scale // int(p.denominator)) for p in chances}
        """Per chance of a step: its numerator over `scale`."""
        self.powers = [scale ** rise for rise in range(2 * self.places + 1)]
        self.spots: dict[Node, tuple[int, int]] = {}
        """Per point a step leads to: its place in `round`'s walk (`places + 1`: the fight
        is over), and the power of `scale` its count carries (`places` and past: the
        next round's starts, at their own place in it)."""
        going = [(start, chance) for start, chance in starts if not fight.is_over(start)]
        self.denominator = lcm(*(int(chance.denominator) for _, chance in going))
        """D, the denominator of the counts at the round's first place."""
        self.counts: dict[Node, int] = {}
        """The counts of the rounds' starts the next round begins with."""
        for start, chance in going:
            count = int(chance.numerator) * (self.denominator // int(chance.denominator)) \
                * self.powers[step.position[start]]
            self.counts[start] = self.counts.get(start, 0) + count

    def round(self) -> Rational:
        """Walk one round from `counts` (left with the next round's): the chance that the
        fight ends in it."""
        places = self.places
        at: list[dict[Node, int]] = [{} for _ in range(places + 2)]
        position = self.step.position
        for node, count in self.counts.items():
            at[position[node]][node] = count
        nexts, units, powers, spots = self.step.after, self.units, self.powers, self.spots
        # each point before the points its move leads to
        for here, place in enumerate(at[:places], 1):
            for node, count in place.items():
                for after, p in nexts[node]:
                    spot = spots.get(after)
                    if spot is None:
                        spot = spots[after] = self._spot(after)
                    target = at[spot[0]]
                    before = target.get(after)  # the first count in stored as is
                    added = count * units[p] * powers[spot[1] - here]
                    target[after] = added if before is None else before + added
        ended = at[places + 1]
        denominator = self.denominator * self.powers[places]
        self.counts, self.denominator = at[places], denominator
        return quotient(sum(ended.values()), denominator) if ended else ZERO

    def _spot(self, node: Node) -> tuple[int, int]:
        """Where a point a step leads to is counted (`spots`)."""
        places = self.places
        position = self.step.position
        if not is_start(node):
            return position[node], position[node]
        if self.fight.is_over(node):  # type: ignore[arg-type]
            return places + 1, places
        return places, places + position[node]  # the next round's, at its place there


def _shared(fight: Fight, values: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """Interchangeable fighters (one side, one kind) share their chance: the chain tells
    them apart only by their states, so each gets the group's average."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, combatant in enumerate(fight.combatants):
        groups.setdefault((combatant.side, combatant.kind), []).append(i)
    shared = list(values)
    for members in groups.values():
        mean = sum((values[i] for i in members), Fraction(0)) / len(members)
        for i in members:
            shared[i] = mean
    return tuple(shared)


def _estimated(fight: Fight, conflict_id: str, tally: FightTally, orders: Openings,
               planned: int, seed: int) -> FightForecast:
    """The forecast the simulated fights so far give: every share with its Wilson
    interval (an interchangeable group's shared chance is the mean of its members'
    counts, whose spread is at most a single member's, so the interval stays at 95% or
    wider), the means with theirs. What the opening spends is its exact average, added to
    the simulated rounds' (whose interval it leaves as it is)."""
    n = tally.fights
    beyond = sum(count for number, count in tally.lengths.items()
                 if number > MAX_ROUNDS_SHOWN)
    shown: dict[int, Fraction | Estimate] = {
        number: wilson(count, n) for number, count in sorted(tally.lengths.items())
        if number <= MAX_ROUNDS_SHOWN}
    spent = []
    for i, opening in enumerate(orders[1]):
        rounds = mean_estimate(tally.spent[i], tally.spent_squared[i], n)
        extra = float(opening)
        spent.append(Estimate(rounds.value + extra, rounds.low + extra, rounds.high + extra))
    return FightForecast(
        conflict_id, fight.combatants, False, wilson(tally.party_wins, n),
        tuple(wilson(float(c), n)
              for c in _shared(fight, [Fraction(c) for c in tally.out])),
        tuple(wilson(float(c), n)
              for c in _shared(fight, [Fraction(c) for c in tally.killed])),
        shown, wilson(beyond, n),
        mean_estimate(tally.rounds, tally.rounds_squared, n),
        _spent_by_side(fight, spent), 0, n, p_draw=wilson(tally.draws, n),
        planned=planned, seed=seed)


def pair_odds(ruleset: Ruleset, conflict_id: str, combatants: Sequence[Combatant],
              attacker: int, defender: int, policies: Mapping[str, Policy] | None = None,
              ) -> PairOdds:
    """The attacker against the defender alone: P(a hit), the harm of a hit, and the
    expected number of attacks until the defender is out."""
    conflict = ruleset.model.conflicts[conflict_id]
    pair = [combatants[attacker], combatants[defender]]
    fight = Fight(ruleset, conflict, pair, policies or {})
    start = fight.start()
    turn = conflict.turn
    assert turn is not None and conflict.hit is not None
    spec = ruleset.checks[turn.check]
    p_hit = ZERO
    harm: dict[int, Rational] = {}
    for roll in fight.roll(spec.id, turn.inputs, turn.spend, 0, 1, start,
                           opposed=True):
        if spec.success_of[roll.outcome]:
            p_hit += roll.probability
            size = roll.measures[0] if conflict.hit.absorb is not None else 1
            harm[size] = harm.get(size, ZERO) + roll.probability
    shares = {size: fraction(p / p_hit) for size, p in sorted(harm.items())} if p_hit else {}

    def step(state: FightState) -> list[tuple[FightState, Rational]]:
        following: dict[FightState, Rational] = {}
        for after, p, _ in fight.turn_results(state, 0, 1):
            following[after] = following.get(after, ZERO) + p
        return list(following.items())

    try:
        solved = absorb(start, step, lambda s: bool(s[1][0] or s[0][0]))
        expected: Fraction | None = solved.expected_steps
    except ChainCycleError:
        expected = None
    return PairOdds(attacker, defender, fraction(p_hit), shares, expected)
