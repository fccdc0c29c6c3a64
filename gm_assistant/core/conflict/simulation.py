"""Seeded simulation of a fight too large to solve exactly, with 95% intervals.

The estimate plays a fixed number of fights (`SIMULATED_FIGHTS`, never bounded by time)
with a fixed seed (`SIMULATION_SEED`), round by round with the same rules as the exact
chain (`FightSampler` draws each move's result from the fight's exact turn results), so
the same encounter gives the same numbers on every run and every machine.

Every share of fights (P(party wins), who goes down, when the fight ends) carries a Wilson
score interval at 95%, which stays inside [0, 1] and keeps a width when none or all of the
fights did it (unlike the normal approximation); its margin is the larger half-width. A
mean (expected rounds, pool units spent) carries mean ± 1.96 · s / √n, s the sample
standard deviation of the n fights. With 10,000 fights no share's margin passes one
percentage point (at most 0.98 points, for a share of one half).
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.exact import Rational
from gm_assistant.core.conflict.fight import KILLED, Fight, Fighter, FightState
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.probability_text import percent_text
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = [
    "PROGRESS_EVERY",
    "SIMULATED_FIGHTS",
    "SIMULATION_SEED",
    "Z95",
    "Draw",
    "Estimate",
    "FightSampler",
    "FightTally",
    "NeverEndsError",
    "mean_estimate",
    "simulate",
    "wilson",
]

SIMULATED_FIGHTS = 10_000
"""The fights an estimate plays: every share's 95% margin is then at most 0.98 points."""
SIMULATION_SEED = 20_261_126
"""The seed of every simulation: the same encounter gives the same estimate everywhere."""
PROGRESS_EVERY = 1_000
"""A simulation reports its tally so far after each this many fights."""
Z95 = 1.959963984540054
"""The standard normal quantile of 97.5%: a two-sided 95% interval."""
MAX_ROUNDS = 10_000
"""A simulated fight still going after this many rounds is taken as one that never ends."""


class NeverEndsError(GMAssistantError):
    """A simulated fight went on past MAX_ROUNDS rounds: nobody takes anybody out."""


@dataclass(frozen=True)
class Estimate:
    """A simulated value with its 95% interval (low, high).

    For a share of fights the interval is Wilson's; for a mean, mean ± 1.96 · s / √n. The
    interval of a share need not be centred on the value (near 0 or 1 it leans inwards),
    so the margin shown is the larger of its two half-widths.
    """

    value: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """The larger half-width of the interval: value ± margin covers it."""
        return max(self.value - self.low, self.high - self.value)

    def __str__(self) -> str:
        return f"{percent_text(self.value)} ± {percent_text(self.margin)}"


def wilson(successes: float, trials: int, z: float = Z95) -> Estimate:
    """The share `successes / trials` with its Wilson score interval: none of 10,000
    fights is 0% with an interval up to about 0.038%, not "0.0% ± 0.0%"."""
    if trials <= 0:
        raise ValueError("a share of no trials")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials
                                             + z2 / (4 * trials * trials))
    # None or all: the interval ends at 0 or 1 exactly (not a rounding error away).
    low = 0.0 if successes <= 0 else min(p, max(0.0, centre - half))
    high = 1.0 if successes >= trials else max(p, min(1.0, centre + half))
    return Estimate(p, low, high)


def mean_estimate(total: int, squares: int, n: int, z: float = Z95) -> Estimate:
    """The mean of n values given their sum and sum of squares (whole numbers, so the
    variance is exact before the last division), ± z · s / √n."""
    if n <= 0:
        raise ValueError("a mean of no values")
    mean = total / n
    if n == 1:
        return Estimate(mean, mean, mean)
    variance = Fraction(squares * n - total * total, n * (n - 1))
    half = z * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half)


@dataclass
class FightTally:
    """What the fights played so far came to (counts and sums, all whole numbers)."""

    fighters: int
    pools: int
    fights: int = 0
    party_wins: int = 0
    draws: int = 0
    """Fights in which both sides went down."""
    out: list[int] = field(default_factory=list)
    killed: list[int] = field(default_factory=list)
    lengths: dict[int, int] = field(default_factory=dict)
    """Fights by the round they ended in."""
    rounds: int = 0
    rounds_squared: int = 0
    spent: list[int] = field(default_factory=list)
    """Pool units spent, the party's pools then the opposition's (as `Fight.round`)."""
    spent_squared: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.out = self.out or [0] * self.fighters
        self.killed = self.killed or [0] * self.fighters
        self.spent = self.spent or [0] * (2 * self.pools)
        self.spent_squared = self.spent_squared or [0] * (2 * self.pools)


Draw = tuple[tuple[int, ...], list[int], list[float], list[tuple[tuple[int, int], ...]]] | None
"""A move as a simulation draws it: who has been attacked this round after it, the states
its results lead to (by number, in a fixed order), their cumulative chances (floats), and
the pool units each spends (index in a round's `spent`, units); None when nobody in the
move can act."""


class FightSampler:
    """Plays rounds of one `Fight` with random rolls, drawn from the fight's exact turn
    results (`Fight.move_results`): the rules are the fight's, only the drawing is here.

    States are numbered as they are first met (`node`), so a round is played between
    numbers: what a move can lead to from a numbered state is worked out once and kept
    (`draws`), and a state seen before costs a look-up, not a rule. A turn's exact
    results are kept by the entries of the state it reads (`Fight.turn_entries`), so a
    new state whose actor, target and those entries were met before costs no rule
    either (a guard checks that no other entry changes).
    """

    def __init__(self, fight: Fight) -> None:
        self.fight = fight
        self.nodes: dict[FightState, int] = {}
        self.node_states: list[FightState] = []
        """The states met, numbered in the order met (see `node`)."""
        self.node_over: list[bool] = []
        """Per state met: whether the fight is over in it."""
        self.draws: dict[tuple[int, int, int, tuple[int, ...]], Draw] = {}
        """Per (state's number, turn order's number, move's place in it, attacked so
        far): the move's results as `sample_round` draws them (see `Draw`)."""
        self.ends: dict[tuple[int, int], int] = {}
        """Per (number of the state after a round's moves, turn order's number): the
        number of the state the next round begins in."""
        self.begins: dict[FightState, int] = {}
        """Per state a round starts from: the number of the state once the round has
        begun (`Fight.gain_advantage`)."""
        self.nobody = (0,) * (len(fight.combatants) + (fight.ledger is not None))
        """Nobody attacked yet this round (one count per entry of a state)."""
        self.no_spending = (0,) * (2 * len(fight.pool_names))
        self.played: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {}
        """Per turn order: its number and its moves (`Fight.moves`)."""
        self.entries: dict[tuple[int, int], tuple[int, ...]] = {}
        """Per (actor, target): the entries of a state its turn reads
        (`Fight.turn_entries`)."""
        self.local_turns: dict[tuple[int, int, int, tuple[Fighter, ...]],
                               list[tuple[tuple[Fighter, ...], Rational,
                                          list[tuple[int, int]]]]] = {}
        """Per (actor, target, crowd, the entries its turn reads): each result as those
        entries after it, its chance and what it spent."""

    def node(self, state: FightState) -> int:
        """The number of `state` among the states met."""
        node = self.nodes.get(state)
        if node is None:
            node = self.nodes[state] = len(self.node_states)
            self.node_states.append(state)
            self.node_over.append(self.fight.is_over(state))
        return node

    def begin(self, state: FightState) -> int:
        """The number of the state a round from `state` begins in."""
        node = self.begins.get(state)
        if node is None:
            node = self.begins[state] = self.node(self.fight.gain_advantage(state))
        return node

    def order(self, order: tuple[int, ...]) -> tuple[int, list[tuple[int, ...]]]:
        """The number of a turn order and its moves (worked out once)."""
        played = self.played.get(order)
        if played is None:
            played = self.played[order] = (len(self.played), self.fight.moves(order))
        return played

    def turn_results(self, state: FightState, actor: int, target: int, crowd: int,
                     ) -> list[tuple[FightState, Rational, list[tuple[int, int]]]]:
        """`Fight.turn_results`, worked out once per (actor, target, crowd, the entries of
        the state the turn reads: `Fight.turn_entries`) whatever the other entries are."""
        entries = self.entries.get((actor, target))
        if entries is None:
            entries = self.entries[(actor, target)] = self.fight.turn_entries(actor, target)
        key = (actor, target, crowd, tuple(state[i] for i in entries))
        local = self.local_turns.get(key)
        if local is None:
            local = []
            for after, p, used in self.fight.turn_results(state, actor, target, crowd):
                if any(after[i] != state[i] for i in range(len(state)) if i not in entries):
                    raise AssertionError(f"a turn of fighter {actor} changed an entry "
                                         "it was not to touch")
                local.append((tuple(after[i] for i in entries), p, used))
            self.local_turns[key] = local
        found = []
        for changed, p, used in local:
            fighters = list(state)
            for i, fighter in zip(entries, changed, strict=True):
                fighters[i] = fighter
            found.append((tuple(fighters), p, used))
        return found

    def sample_round(self, node: int, order: tuple[int, ...], rng: random.Random,
                     ) -> tuple[int, tuple[int, ...]]:
        """One round played out with random rolls from the state numbered `node` (a
        round's beginning, see `begin`): the number of the state the next round begins
        in, and the pool units each side spent (the party's pools, then the opposition's,
        as in `Fight.round`'s `spent`).

        Each move's result is drawn with one `rng.random()` against the cumulative
        chances of the exact turn results, in a fixed order (see `draw`).
        """
        tag, moves = self.order(order)
        spent: list[int] | None = None
        attacked = self.nobody
        states = self.node_states
        for number, move in enumerate(moves):
            if self.node_over[node]:
                break
            if len(move) == 1 and states[node][move[0]][0]:
                continue  # out of the fight: no move (as `move_results` says, unasked)
            key = (node, tag, number, attacked)
            draw = self.draws.get(key)
            if draw is None:
                draw = self.draws[key] = self.draw(node, move, attacked, moves[number + 1:])
            if draw is None:
                continue
            attacked, nodes, cumulative, uses = draw
            index = 0 if len(nodes) == 1 else bisect.bisect(
                cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
            node = nodes[index]
            if uses[index]:
                if spent is None:
                    spent = [0] * (2 * len(self.fight.pool_names))
                for slot, amount in uses[index]:
                    spent[slot] += amount
        ended = self.ends.get((node, tag))
        if ended is None:
            fight = self.fight
            ended = self.ends[(node, tag)] = self.begin(
                fight.canonical(fight.end_of_round(states[node]), order))
        return ended, self.no_spending if spent is None else tuple(spent)

    def draw(self, node: int, move: tuple[int, ...], attacked: tuple[int, ...],
             later: Sequence[tuple[int, ...]]) -> Draw:
        """What a move from the state numbered `node` can lead to, ready to draw."""
        fight = self.fight
        state = self.node_states[node]
        aimed = fight.aim(state, move, attacked, later)
        if aimed is None:
            return None
        standing, target, marks, crowd = aimed
        if len(standing) > 1:
            results = fight.joint_results(state, standing, target, crowd)
        else:
            results = self.turn_results(state, standing[0], target, crowd)
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        ordered = sorted(results, key=lambda result: (result[0], result[2]))
        pools = len(fight.pool_names)
        offset = (0 if fight.combatants[move[0]].side == PARTY else 1) * pools
        return (marks, [self.node(after) for after, _, _ in ordered],
                list(itertools.accumulate(float(p) for _, p, _ in ordered)),
                [tuple(((offset + pool) % (2 * pools), amount) for pool, amount in used)
                 for _, _, used in ordered])  # past the pools: the other side's


def simulate(fight: Fight,
             openings: Sequence[tuple[tuple[int, ...], FightState, Fraction | Rational]],
             fights: int = SIMULATED_FIGHTS, seed: int = SIMULATION_SEED,
             progress: Callable[[FightTally], None] | None = None,
             every: int = PROGRESS_EVERY) -> FightTally:
    """Play `fights` fights, the opening of each (its turn order and the state the order
    test left) drawn by its chance (`Fight.openings`).

    `progress(tally)` is called after every `every` fights and after the last one (the
    tally is the same object, still growing; copy what you keep). Raises NeverEndsError
    when a fight lasts more than MAX_ROUNDS rounds.
    """
    rng = random.Random(seed)
    sampler = FightSampler(fight)
    starts = [(tuple(order), start) for order, start, _ in openings]
    cumulative = list(itertools.accumulate(float(chance) for _, _, chance in openings))
    n = len(fight.combatants)
    pools = len(fight.pool_names)
    tally = FightTally(n, pools)
    over = sampler.node_over
    for played in range(1, fights + 1):
        pick = 0 if len(starts) == 1 else bisect.bisect(
            cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
        order, start = starts[pick]
        node = sampler.begin(start)
        number = 0
        used = [0] * (2 * pools)
        while not over[node]:
            number += 1
            if number > MAX_ROUNDS:
                raise NeverEndsError(QT_TRANSLATE_NOOP(
                    "Forecast", "this fight does not end: nobody takes anybody out"))
            node, spent = sampler.sample_round(node, order, rng)
            for i, amount in enumerate(spent):
                used[i] += amount
        state = sampler.node_states[node]
        tally.fights = played
        tally.rounds += number
        tally.rounds_squared += number * number
        tally.lengths[number] = tally.lengths.get(number, 0) + 1
        for i, amount in enumerate(used):
            tally.spent[i] += amount
            tally.spent_squared[i] += amount * amount
        if fight.party_won(state):
            tally.party_wins += 1
        elif fight.both_out(state):
            tally.draws += 1
        for i in range(n):
            if state[i][0]:
                tally.out[i] += 1
                if state[i][0] == KILLED:
                    tally.killed[i] += 1
        if progress is not None and (played % every == 0 or played == fights):
            progress(tally)
    return tally
