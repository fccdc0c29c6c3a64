"""Exact absorption in a fight's Markov chain, with Fractions.

A fight is a chain over hashable states (who has taken how much harm, whose turn it is).
Harm only grows, so apart from "nothing changed" steps (a miss) the chain is a DAG: each
state's step is worked out once, then the chance of reaching each state is carried forward
in topological order (one multiplication a transition), and a step that stays put is
removed exactly by dividing the chance passed on by ``1 - p_stay``. A chain whose states can cycle through
*other* states (turn by turn misses, Advantage up and down, luck regained) is solved as one
exact linear system over Fractions while it has at most ``MAX_LINEAR_STATES`` states, and
refused with `ChainCycleError` beyond that rather than approximated; a chain with more
than ``max_states`` reachable states is refused with `ChainTooLargeError`, so the caller
can fall back to a labelled estimate.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from gm_assistant.core.conflict.exact import ONE, ZERO, Rational, fraction, rational
from gm_assistant.core.errors import GMAssistantError

__all__ = [
    "DEFAULT_MAX_STATES",
    "MAX_LINEAR_STATES",
    "Absorption",
    "ChainCycleError",
    "ChainTooLargeError",
    "absorb",
]

S = TypeVar("S", bound=Hashable)

DEFAULT_MAX_STATES = 20_000
"""Bound on reachable states solved exactly (keeps time and memory bounded)."""


MAX_LINEAR_STATES = 120
"""Bound on a cyclic chain's states solved by Fraction Gauss-Jordan (cubic time)."""


class ChainTooLargeError(GMAssistantError):
    """More reachable states than the exact solver is allowed to visit."""


class ChainCycleError(GMAssistantError):
    """The chain returns to a state through another one (not a plain self-loop)."""


@dataclass(frozen=True, slots=True)
class Absorption(Generic[S]):
    """Where a chain started in ``start`` ends, and after how many steps on average."""

    outcomes: dict[S, Fraction]
    """Probability of ending in each final state (they sum to 1)."""
    expected_steps: Fraction
    states: int
    """Reachable states visited."""
    expected_rewards: tuple[Fraction, ...] = ()
    """The expected total of each reward collected on the way (see `absorb`)."""
    expected_finals: tuple[Fraction, ...] = ()
    """The expectation of each value `final` gives the final state (see `absorb`)."""


def absorb(
    start: S,
    step: Callable[[S], Sequence[tuple[S, Fraction]]],
    is_final: Callable[[S], bool],
    *,
    max_states: int = DEFAULT_MAX_STATES,
    reward: Callable[[S], tuple[Fraction, ...]] | None = None,
    final: Callable[[S], tuple[Rational, ...]] | None = None,
) -> Absorption[S]:
    """Solve the chain from ``start`` exactly.

    ``step(state)`` lists the states one step leads to with their probabilities (summing
    to 1; a state may lead to itself). Iterative depth-first search, so deep fights do not
    hit Python's recursion limit. ``reward(state)``, called after ``step(state)``, gives
    what one step from ``state`` collects on average (say the luck spent in a round); the
    result carries the expected totals until the chain ends. Probabilities may be Fractions
    or the engine's faster rationals (see `exact`); results are Fractions.

    ``final(state)`` gives numbers of a final state (1 if the party won, ...): the result
    then carries their expectations (`expected_finals`) and leaves `outcomes` empty. That
    is all a forecast needs, and far less work than carrying, for every state, the chance
    of each final state.
    """
    given = reward or (lambda state: ())

    def rewards(state: S) -> tuple[Rational, ...]:
        return tuple(rational(v) if isinstance(v, Fraction) else v for v in given(state))

    if final is not None and is_final(start):
        return Absorption({}, Fraction(0), 0, (),
                          tuple(fraction(rational(v) if isinstance(v, Fraction) else v)
                                for v in final(start)))
    try:
        return _absorb_acyclic(start, step, is_final, max_states, rewards, final)
    except ChainCycleError:
        return _absorb_linear(start, step, is_final, rewards, final)


def _absorb_acyclic(  # noqa: C901
    start: S,
    step: Callable[[S], Sequence[tuple[S, Fraction]]],
    is_final: Callable[[S], bool],
    max_states: int,
    reward: Callable[[S], tuple[Rational, ...]],
    final: Callable[[S], tuple[Rational, ...]] | None = None,
) -> Absorption[S]:
    """Explore the chain depth first (every state's step once), then carry the chance of
    reaching each state forward in topological order.

    Forward, each transition costs one multiplication whatever the forecast asks of the
    final states; backward, it cost one per value asked (who is out, who is killed, ...),
    on rationals whose denominators grow with every round behind them. A state left with
    chance ``m`` that stays put with chance ``p_stay`` is visited ``m / (1 - p_stay)``
    times on average, which is what its steps and rewards count and what it passes on.
    """
    successors: dict[S, list[tuple[S, Rational]]] = {}
    done: set[S] = set()
    finished: list[S] = []  # transient states, each after every state it leads to
    ends: list[S] = []
    on_path: set[S] = {start}
    stack: list[tuple[S, int]] = [(start, 0)]
    while stack:
        state, index = stack.pop()
        if index == 0:  # first visit
            if is_final(state):
                done.add(state)
                ends.append(state)
                on_path.discard(state)
                continue
            successors[state] = _checked_step(state, step)
            if len(successors) > max_states:
                raise ChainTooLargeError(
                    f"the fight has more than {max_states:,} states to solve exactly"
                )
        nexts = successors[state]
        for position in range(index, len(nexts)):
            target = nexts[position][0]
            if target == state or target in done:
                continue
            if target in on_path:
                raise ChainCycleError("the fight can return to an earlier state")
            stack.append((state, position + 1))
            stack.append((target, 0))
            on_path.add(target)
            break
        else:
            done.add(state)
            on_path.discard(state)
            finished.append(state)
    kept = len(reward(start))
    mass: dict[S, Rational] = {start: ONE}
    expected_steps = ZERO
    rewards = [ZERO] * kept
    for state in reversed(finished):
        reached = mass.pop(state, ZERO)
        nexts = successors[state]
        p_stay = sum((p for target, p in nexts if target == state), ZERO)
        if p_stay == 1:
            raise ChainCycleError(f"the fight never leaves {state!r}")
        visits = reached / (1 - p_stay) if p_stay else reached
        if not visits:
            continue
        expected_steps += visits
        for i, value in enumerate(reward(state)):
            if value:
                rewards[i] += visits * value
        for target, p in nexts:
            if p and target != state:
                mass[target] = mass.get(target, ZERO) + visits * p
    outcomes: dict[S, Fraction] = {}
    finals: list[Rational] = []
    for end in ends:
        chance = mass.get(end, ZERO)
        if final is None:
            if chance:
                outcomes[end] = fraction(chance)
            continue
        for i, value in enumerate(final(end)):
            if i == len(finals):
                finals.append(ZERO)
            if chance and value:
                finals[i] += chance * value
    return Absorption(outcomes, fraction(expected_steps), len(successors),
                      tuple(fraction(v) for v in rewards),
                      tuple(fraction(v) for v in finals))


def _checked_step(
    state: S, step: Callable[[S], Sequence[tuple[S, Fraction]]]
) -> list[tuple[S, Rational]]:
    nexts = [(target, rational(p) if isinstance(p, Fraction) else p)
             for target, p in step(state)]
    if any(p < 0 for _, p in nexts) or sum((p for _, p in nexts), ZERO) != 1:
        raise ValueError(f"the step from {state!r} is not a probability distribution")
    return nexts


def _absorb_linear(  # noqa: C901
    start: S,
    step: Callable[[S], Sequence[tuple[S, Fraction]]],
    is_final: Callable[[S], bool],
    reward: Callable[[S], tuple[Rational, ...]],
    final: Callable[[S], tuple[Rational, ...]] | None = None,
) -> Absorption[S]:
    """Solve (I - Q) x = R for every transient state at once (Gauss-Jordan, Fractions)."""
    transient: dict[S, list[tuple[S, Rational]]] = {}
    finals: dict[S, int] = {}
    queue = [start]
    while queue:
        state = queue.pop()
        if state in transient or state in finals:
            continue
        if is_final(state):
            finals[state] = len(finals)
            continue
        if len(transient) >= MAX_LINEAR_STATES:
            raise ChainCycleError(
                f"the fight can return to earlier states and has more than "
                f"{MAX_LINEAR_STATES} states to solve exactly"
            )
        transient[state] = _checked_step(state, step)
        queue.extend(target for target, _ in transient[state])
    index = {state: i for i, state in enumerate(transient)}
    collected = {state: (ONE, *reward(state)) for state in transient}
    k = len(next(iter(collected.values()))) if collected else 1
    n, m = len(index), len(finals)
    rows = [[ZERO] * (n + m + k) for _ in range(n)]
    for state, i in index.items():
        rows[i][i] += 1
        for j, value in enumerate(collected[state]):
            rows[i][n + m + j] = value
        for target, p in transient[state]:
            if target in finals:
                rows[i][n + finals[target]] += p
            else:
                rows[i][index[target]] -= p
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ChainCycleError("the fight can go on for ever without ending")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            factor = rows[r][col]
            if r != col and factor != 0:
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    solved = rows[index[start]]
    outcomes = {end: fraction(solved[n + j]) for end, j in finals.items()
                if solved[n + j] != 0}
    rewards = tuple(fraction(v) for v in solved[n + m + 1:])
    if final is None:
        return Absorption(outcomes, fraction(solved[n + m]), n, rewards)
    values: list[Rational] = []
    for end, j in finals.items():
        for i, value in enumerate(final(end)):
            if i == len(values):
                values.append(ZERO)
            values[i] += solved[n + j] * value
    return Absorption({}, fraction(solved[n + m]), n, rewards,
                      tuple(fraction(v) for v in values))
