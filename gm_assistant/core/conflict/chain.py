"""Exact absorption in a fight's Markov chain (exact rationals; results as Fractions).

A fight is a chain over hashable states (who has taken how much harm, whose turn it is).
Harm only grows, so apart from "nothing changed" steps (a miss) the chain is a DAG: each
state's step is worked out once, then the chance of reaching each state is carried forward
in topological order (one multiplication a transition), and a step that stays put is
removed exactly by dividing the chance passed on by ``1 - p_stay``. States that lead back
to each other through *other* states (a round of misses taken move by move) form a strongly
connected part whose visits are one small exact linear system (solved once per shape of
part). The chances carried are whole numbers over shared denominators, so that the
carrying takes no greatest common divisor of the huge denominators a large fight's
chances have (`_Counts`). A part of more than ``MAX_LINEAR_STATES`` states is refused
with `ChainCycleError` rather than approximated (the whole chain is then tried as one
linear system, within the same bound); a chain with more than ``max_states`` reachable
states is refused with `ChainTooLargeError`, so the caller can fall back to a labelled
estimate.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeVar

from gmpy2 import divexact, lcm, mpq, mpz

from gm_assistant.core.conflict.exact import ONE, ZERO, Rational, fraction, quotient, rational
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

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
    expected_steps: Fraction | None
    """None when not asked for (`absorb`'s `steps`)."""
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
    steps: bool = True,
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

    ``steps=False`` leaves the expected number of steps out (`expected_steps` is then
    None): adding up every state's visits, whose denominators grow with the whole chain
    behind them, is about a tenth of the work of a large fight's forward pass, and a
    forecast counts rounds with a reward instead.
    """
    given = reward or (lambda state: ())

    def rewards(state: S) -> tuple[Rational, ...]:
        values = given(state)
        if set(map(type, values)) <= RATIONALS:  # the common case, checked by builtins
            return values
        return tuple(rational(v) if isinstance(v, Fraction) else v for v in values)

    if final is not None and is_final(start):
        return Absorption({}, Fraction(0), 0, (),
                          tuple(fraction(rational(v) if isinstance(v, Fraction) else v)
                                for v in final(start)))
    # The chain keeps every state it meets and its step (tuples, lists, dicts: no cycles),
    # and the cyclic garbage collector would walk all of them again and again as they
    # grow: switched off while the chain is solved (as `simulation.simulate` does).
    collecting = gc.isenabled()
    gc.disable()
    try:
        found = _absorb_acyclic(start, step, is_final, max_states, rewards, final, steps)
    except ChainCycleError:
        found = _absorb_linear(start, step, is_final, rewards, final)
    finally:
        if collecting:
            gc.enable()
    return found if steps else dataclasses.replace(found, expected_steps=None)


def _absorb_acyclic(
    start: S,
    step: Callable[[S], Sequence[tuple[S, Fraction]]],
    is_final: Callable[[S], bool],
    max_states: int,
    reward: Callable[[S], tuple[Rational, ...]],
    final: Callable[[S], tuple[Rational, ...]] | None = None,
    steps: bool = True,
) -> Absorption[S]:
    """Explore the chain depth first (every state's step once), then carry the chance of
    reaching each state forward in topological order of its strongly connected parts.

    Forward, each transition costs one multiplication whatever the forecast asks of the
    final states; backward, it cost one per value asked (who is out, who is killed, ...),
    on rationals whose denominators grow with every round behind them. A state left with
    chance ``m`` that stays put with chance ``p_stay`` is visited ``m / (1 - p_stay)``
    times on average, which is what its steps and rewards count and what it passes on.
    States that lead back to each other (a round of misses taken move by move) form a
    part whose visits are one small exact linear system (at most ``MAX_LINEAR_STATES``
    states; beyond, `ChainCycleError`). The chances are carried as whole numbers over
    shared denominators (`_Counts`).
    """
    successors, parts = _explore(start, step, is_final, max_states)
    counts: _Counts[S] = _Counts(successors)
    counts.enter(start)
    outcomes: dict[S, Fraction] = {}
    for part in reversed(parts):  # every part before the parts it leads to
        if len(part) > 1:
            denominator, visited = counts.part_visits(part)
        elif part[0] in successors:  # one state, the common case: no system to solve
            denominator, visits = counts.stayed(part[0])
            visited = [(part[0], visits)]
        else:  # a final state
            end = part[0]
            chance, denominator = counts.reached(end)
            if final is not None:
                counts.collect(counts.finals, final(end), chance, denominator)
            elif chance:
                outcomes[end] = fraction(quotient(chance, denominator))
            continue
        counts.pass_on(part, denominator, visited, reward, steps)
    return Absorption(outcomes, fraction(counts.total(counts.steps)), len(successors),
                      tuple(fraction(counts.total(sums)) for sums in counts.rewards),
                      tuple(fraction(counts.total(sums)) for sums in counts.finals))


Sums = dict[Any, Rational]
"""Sums kept by the denominator they are over: ``sum(x / d for d, x in sums.items())``
(the x rationals of small denominators, or whole numbers)."""


class _Counts(Generic[S]):
    """The forward pass's chances as whole numbers over shared denominators.

    Carried as rationals, every transition's addition took greatest common divisors of
    denominators that grow with the whole chain behind them (thousands of digits in a
    large fight), and most of the pass's time went there. A step's chances have small
    denominators (dice: powers of a few small primes), so with ``scale`` their least
    common multiple every chance is ``unit / scale``; a part's visits are counts over
    one denominator ``D`` (the part's own), and what it passes on is counts over ``D *
    scale``, the same for every transition out of it: whole-number products and sums,
    with nothing to reduce. A state waits with its counts kept by denominator (``waiting``:
    what comes from one part adds up as whole numbers); only where chances from
    different parts meet is a common denominator (their least common multiple) worked
    out, once per part entered. A part's system is solved in small rationals and
    brought over one denominator ``q`` (its inverse's), so its visits are counts over
    ``E * q`` (``E`` its entering counts'). Rewards and final values are summed by the
    denominator they are over, and made rationals once per denominator at the end.
    """

    def __init__(self, successors: dict[S, list[tuple[S, Rational]]]) -> None:
        self.successors = successors
        chances = {p for nexts in successors.values() for _, p in nexts}
        self.scale = scale = lcm(1, *(p.denominator for p in chances))
        self.units = {p: p.numerator * (scale // p.denominator) for p in chances}
        """Per chance of a step: its numerator over `scale`."""
        self.waiting: dict[S, dict[Any, Any]] = {}
        """Per state not yet reached in the pass: its counts by denominator."""
        self.steps: Sums = {}
        self.inverses: dict[Shape, tuple[Any, list[list[Any]]]] = {}
        """Per shape of a part met (`_inverse`): its inverse."""
        self.rewards: list[Sums] = []
        self.finals: list[Sums] = []

    def enter(self, state: S) -> None:
        """The chain starts in `state`."""
        self.waiting[state] = {mpz(1): mpz(1)}

    def reached(self, state: S) -> tuple[Any, Any]:
        """The chance of reaching `state` (taken out of `waiting`): count and
        denominator."""
        counts = self.waiting.pop(state, None)
        if counts is None:
            return mpz(0), mpz(1)
        if len(counts) == 1:
            ((denominator, count),) = counts.items()
            return count, denominator
        denominator = lcm(*counts)
        return sum(count * divexact(denominator, over) for over, count in counts.items()), \
            denominator

    def stayed(self, state: S) -> tuple[Any, Any]:
        """How often a state that leads back only to itself is visited on average
        (denominator, count): a stay with chance p_stay repeats it."""
        count, denominator = self.reached(state)
        p_stay = ZERO
        for target, p in self.successors[state]:
            if target == state:
                p_stay += p
        if p_stay == 1:
            raise ChainCycleError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "the fight never leaves {state}"), state=f"{state!r}"))
        if not p_stay:
            return denominator, count
        left = 1 - p_stay
        return denominator * left.numerator, count * left.denominator

    def part_visits(self, part: list[S]) -> tuple[Any, list[tuple[S, Any]]]:
        """How often each state of a strongly connected part is visited on average, given
        the chance of entering it at each state (taken out of `waiting`): v = e + P^T v
        within the part, solved exactly. The denominator and each state's count."""
        # (I - P^T) v = e, solved for the part's own small chances first (its inverse),
        # so that the entering counts, whose denominators are the whole fight's behind
        # them, are only multiplied in at the end, as whole numbers.
        index = {state: i for i, state in enumerate(part)}
        successors = self.successors
        shape = tuple([tuple([(i, p) for target, p in successors[state]
                              if (i := index.get(target)) is not None])
                       for state in part])
        inverse = self.inverses.get(shape)
        if inverse is None:
            inverse = self.inverses[shape] = _inverse(shape)
        waiting = self.waiting
        entering = [(j, counts) for j, state in enumerate(part)
                    if (counts := waiting.pop(state, None))]
        if not entering:
            return mpz(1), []
        denominator, rows = inverse
        common = lcm(*(over for _, counts in entering for over in counts))
        chances = [(j, sum(count * divexact(common, over) for over, count in counts.items()))
                   for j, counts in entering]
        return common * denominator, [
            (state, sum((rows[i][j] * chance for j, chance in chances), mpz(0)))
            for i, state in enumerate(part)]

    def pass_on(self, part: list[S], denominator: Any, visited: list[tuple[S, Any]],
                reward: Callable[[S], tuple[Rational, ...]], steps: bool) -> None:
        """Count the part's visits (over `denominator`) in the steps and rewards, and
        carry what its states pass on to the states they lead to out of the part."""
        successors, units, waiting = self.successors, self.units, self.waiting
        passed = denominator * self.scale
        for state, visits in visited:
            if not visits:
                continue
            if steps:
                self.steps[denominator] = self.steps.get(denominator, 0) + visits
            self.collect(self.rewards, reward(state), visits, denominator)
            for target, p in successors[state]:
                if p and target not in part:
                    counts = waiting.get(target)
                    if counts is None:
                        counts = waiting[target] = {}
                    before = counts.get(passed)
                    counts[passed] = visits * units[p] if before is None \
                        else before + visits * units[p]

    @staticmethod
    def collect(sums: list[Sums], values: tuple[Rational, ...], count: Any,
                denominator: Any) -> None:
        """Add `count` times each value, over `denominator`, to its sums (the list made as
        long as the values)."""
        if len(values) > len(sums):
            sums.extend({} for _ in range(len(values) - len(sums)))
        if count:
            for i, value in enumerate(values):
                if value:
                    kept = sums[i]
                    added = count if value == 1 else count * value
                    before = kept.get(denominator)
                    kept[denominator] = added if before is None else before + added

    @staticmethod
    def total(sums: Sums) -> Rational:
        """The rational `sums` stand for (`Sums`), its terms added in pairs (`_total`)."""
        return _total([mpq(value) / denominator for denominator, value in sums.items()])


def _total(terms: list[Rational]) -> Rational:
    """The sum of `terms`, added in pairs, then pairs of pairs, ... (exact: the same sum
    in any order). A running total's denominator grows to the least common multiple of
    every term's (thousands of digits in a large fight: each state's visits carry the
    chain behind it), and each addition reduced it anew; added in pairs, most additions
    are of two terms' small denominators."""
    while len(terms) > 1:
        paired = [a + b for a, b in zip(terms[::2], terms[1::2], strict=False)]
        if len(terms) % 2:
            paired.append(terms[-1])
        terms = paired
    return terms[0] if terms else ZERO


def _explore(
    start: S, step: Callable[[S], Sequence[tuple[S, Fraction]]],
    is_final: Callable[[S], bool], max_states: int,
) -> tuple[dict[S, list[tuple[S, Rational]]], list[list[S]]]:
    """Every transient state's step, and the strongly connected parts of the chain,
    each after every part it leads to (Tarjan's algorithm, iterative).

    The search's bookkeeping is per state met, a large fight's hundreds of thousands, so it
    is kept by the states' numbers (the order met): one look-up by state per transition
    (whether its target was met, and its number), the rest indexing lists."""
    successors: dict[S, list[tuple[S, Rational]]] = {}
    number: dict[S, int] = {}
    low: list[int] = []
    """Per state's number: the lowest number it reaches on the current path."""
    on_path: list[bool] = []
    path: list[S] = []
    parts: list[list[S]] = []
    work: list[tuple[S, int, int]] = [(start, -1, 0)]  # (state, its number, next successor)
    while work:
        state, mine, index = work.pop()
        if mine < 0:  # first visit
            mine = number[state] = len(low)
            low.append(mine)
            on_path.append(True)
            path.append(state)
            if not is_final(state):
                successors[state] = _checked_step(state, step)
                if len(successors) > max_states:
                    raise ChainTooLargeError(
                        Message("ConflictProblem", QT_TRANSLATE_NOOP(
                            "ConflictProblem", "the fight has more than {max_states:,} states to "
                            "solve exactly"), max_states=max_states)
                    )
        nexts = successors.get(state, ())
        for position in range(index, len(nexts)):
            seen = number.get(nexts[position][0])
            if seen is None:  # deeper first, then back here for the rest
                work.append((state, mine, position + 1))
                work.append((nexts[position][0], -1, 0))
                break
            if on_path[seen] and seen < low[mine]:
                low[mine] = seen
        else:
            if low[mine] == mine:
                parts.append(_part(state, path, number, on_path))
            if work:  # back in the state that led here
                parent = work[-1][1]
                low[parent] = min(low[parent], low[mine])
    return successors, parts


def _part(state: S, path: list[S], number: dict[S, int], on_path: list[bool]) -> list[S]:
    """The strongly connected part `state` heads, taken off the path."""
    part: list[S] = []
    while True:
        member = path.pop()
        on_path[number[member]] = False
        part.append(member)
        if member == state:
            break
    if len(part) > MAX_LINEAR_STATES:
        raise ChainCycleError(
            Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "the fight can return to earlier states through more than "
                "{max_linear_states} states"), max_linear_states=MAX_LINEAR_STATES)
        )
    return part


Shape = tuple[tuple[tuple[int, Rational], ...], ...]
"""A strongly connected part's chances within it: per state (by its place in the part), the
places its step leads to in the part with their chances. Parts of one shape (the same
round of misses from different fight states) share their system's inverse."""


def _inverse(shape: Shape) -> tuple[Any, list[list[Any]]]:
    """The inverse of a part's I - P^T (`Shape`) as whole numbers over one denominator:
    (q, A) with A / q the inverse."""
    n = len(shape)
    rows = [[ONE if i == j else ZERO for j in range(n)] + [ONE if i == j else ZERO
                                                          for j in range(n)]
            for i in range(n)]
    for j, nexts in enumerate(shape):
        for i, p in nexts:
            rows[i][j] -= p
    _eliminate(rows, n)
    denominator = lcm(*(value.denominator for row in rows for value in row[n:]))
    return denominator, [[(value * denominator).numerator for value in row[n:]]
                         for row in rows]


def _checked_step(
    state: S, step: Callable[[S], Sequence[tuple[S, Fraction]]]
) -> list[tuple[S, Rational]]:
    """`step(state)` with its chances as the engine's rationals, checked to be a
    probability distribution. Once per state of the chain: the chances are taken out,
    converted and checked by builtins (the common case, rationals already, without a
    Python loop)."""
    given = step(state)
    nexts: list[tuple[S, Rational]] = given if type(given) is list else list(given)
    chances = [p for _, p in nexts]
    if set(map(type, chances)) != RATIONALS:
        nexts = [(target, rational(p) if isinstance(p, Fraction) else p)
                 for target, p in nexts]
        chances = [p for _, p in nexts]
    if not chances or min(chances) < 0 or sum(chances, ZERO) != 1:
        raise ValueError(f"the step from {state!r} is not a probability distribution")
    return nexts


RATIONALS = {type(ZERO)}
"""The type of the engine's rationals, as a set (`_checked_step`)."""


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
                Message("ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "the fight can return to earlier states and has more than "
                    "{max_linear_states} states to solve exactly"),
                    max_linear_states=MAX_LINEAR_STATES)
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
    _eliminate(rows, n)
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


def _eliminate(rows: list[list[Rational]], n: int) -> None:
    """Gauss-Jordan elimination of the first `n` columns of `rows` in place, exact: the
    columns past them then hold the solutions. A singular system is a chain that can go
    on for ever."""
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ChainCycleError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "the fight can go on for ever without ending")))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            factor = rows[r][col]
            if r != col and factor != 0:
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
