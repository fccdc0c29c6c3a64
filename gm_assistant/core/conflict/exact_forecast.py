"""The exact forecast of a fight: one absorbing Markov chain per turn order, a step a move
(`move_chain`), solved with exact rationals (`chain.absorb`), its rounds then walked for
how long the fight lasts (`round_walk`).
"""

from __future__ import annotations

from gm_assistant.core.conflict.chain import absorb
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational, fraction, rational
from gm_assistant.core.conflict.exact_attempt import ForecastProgress, attempt_reporter
from gm_assistant.core.conflict.fight import KILLED, Fight, FightState
from gm_assistant.core.conflict.fight_forecast import FightForecast, shared_by_kind, spent_by_side
from gm_assistant.core.conflict.move_chain import (
    OPENING,
    MoveChain,
    OpenedChain,
    Step,
    TurnChain,
)
from gm_assistant.core.conflict.opening import Openings
from gm_assistant.core.conflict.round_walk import fight_lengths
from gm_assistant.core.conflict.turn_order import RoundByRound, each_round

__all__ = ["exact_forecast"]


def exact_forecast(fight: Fight, conflict_id: str, orders: Openings, max_states: int,
                   progress: ForecastProgress | None = None) -> FightForecast:
    """The exact forecast of `fight` from each way it opens (`orders`, as `Fight.openings`
    gives them), every turn order's chain solved and its rounds walked, the chances summed
    weighted by each order's.

    Each chain is bounded by `max_states` rounds' starts (and the fight's `max_weighed`
    moves); past a bound, or a cycle past `chain.absorb`'s, the chain's error comes out of
    this call (`ChainTooLargeError`, `ChainCycleError`). `progress`, when given, hears how
    far the attempt has gone (`attempt_reporter`).
    """
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
        attempt_reporter(fight, max_states, progress, chains)
    each = RoundByRound(fight) if each_round(fight) else None
    for order, starts in groups.items():
        step: MoveChain | TurnChain = MoveChain(fight, order, zero, max_states) if each is None \
            else TurnChain(fight, each, zero, max_states)
        step.weighing = weighing
        chains.append(step)
        weight = sum((chance for _, chance in starts), ZERO)
        # One chain per turn order: its openings (the states the order test left, luck
        # spent or won) are the first step from OPENING, taken out of the rounds after.
        opened = OpenedChain(step, [(start, chance / weight) for start, chance in starts],
                             ending)
        begin = opened.starts[0][0] if len(starts) == 1 else OPENING
        # The rounds' starts are bounded by `max_states` (in `MoveChain`); every state of
        # the chain, points within rounds included, by as many per move.
        solved = absorb(begin, opened, opened.is_final,
                        max_states=max_states * (len(step.moves) + 1) + 1,
                        reward=opened.reward, final=opened.final, steps=False)
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
    rounds, beyond = fight_lengths(fight, steps)
    return FightForecast(
        conflict_id, fight.combatants, True, fraction(party_wins),
        shared_by_kind(fight, [fraction(p) for p in p_out]),
        shared_by_kind(fight, [fraction(p) for p in p_killed]),
        rounds, beyond,
        fraction(expected_rounds), spent_by_side(fight, spent), states,
        p_draw=fraction(draws))
