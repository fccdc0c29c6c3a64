"""Playing a fight's rounds with random rolls, for the estimate of a fight too large to
solve exactly (`simulation.simulate` counts what the played fights did).

A round is played with the exact round's own rules, in two ways that draw from the same
distribution:
- a move met for the first few times from a state is played by the turn's own procedure
  (`Fight.move_results`) with every roll drawn from its exact distribution
  (`Fight.sampler`): one way the turn can go, with its exact chance, without weighing
  the others;
- a move met `WEIGH_AFTER` times from the same state is weighed whole once (all its
  results and their exact chances, kept as cumulative floats) and then drawn with one
  random number: a look-up, not a rule.
Fights of many fighters meet most states once, so weighing every move first (as the
simulation did before) spent its time on results never drawn; fights of few fighters
meet the same states again and again, and drawing from kept results is then the cheap
way. No clock decides anything: the same seed plays the same fights.
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Sequence

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.fight import Aim, Fight, Fighter, FightState

__all__ = ["WEIGH_AFTER", "FightSampler"]

WEIGH_AFTER = 4
"""A simulated move met this many times from the same state is weighed whole (all its
results, kept) instead of played by sampled rolls. Measured on the 4 against 8 fights of
`tests/benchmarks/bench_conflict.py`: 2 and 3 were slower for MAoFA, 8 for Lady Luck."""

Key = tuple[int, int, int, int]
"""A move met in a simulation: (its state's number, its turn order's number, its place in
the order, the number of who has been attacked this round before it: `marks`)."""
Draw = tuple[int, list[int], list[float], list[tuple[tuple[int, int], ...]]]
"""A move weighed whole: who has been attacked this round after it (by number), the states its
results lead to (by number, in a fixed order), their cumulative chances (floats), and the
pool units each spends (index in a round's spending, units)."""
LocalKey = tuple[int, int, int, tuple[Fighter, ...]]
"""A turn as it reads the state: (actor, target, crowd, the entries it reads)."""
Local = tuple[tuple[int, ...], list[tuple[Fighter, ...]], list[float],
              list[tuple[tuple[int, int], ...]]]
"""A turn weighed whole from the entries it reads: those entries (indices into a state),
each result as those entries after it (in a fixed order), their cumulative chances
(floats), and the pool units each spends (as in `Draw`)."""
UNWEIGHED: Draw = (0, [], [], [])
"""`FightSampler.draws`' answer for a move not weighed yet (compared by identity)."""


class FightSampler:
    """Plays rounds of `fight` with random rolls; keeps what it met for the next ones."""

    def __init__(self, fight: Fight) -> None:
        self.fight = fight
        self.nodes: dict[FightState, int] = {}
        self.node_states: list[FightState] = []
        """The states met, numbered in the order met (see `node`)."""
        self.node_over: list[bool] = []
        """Per state met: whether the fight is over in it."""
        self.draws: dict[Key, Draw | None] = {}
        """Per move weighed whole: its results as drawn (None: nobody in it can act)."""
        self.visits: dict[Key, int] = {}
        """Per move not yet weighed: how often it was played by sampled rolls."""
        self.aims: dict[Key, Aim | None] = {}
        """Per move played by sampled rolls: its aim (`Fight.aim`), worked out once."""
        self.ends: dict[tuple[int, tuple[int, ...]], FightState] = {}
        """Per (state after the moves, order): the state the round ends in."""
        self.begins: dict[FightState, int] = {}
        """Per state: the number of the state a round starts in (`gain_advantage`)."""
        self.played: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {}
        """Per turn order: its number and its `Fight.moves`."""
        pools = len(fight.pool_names)
        self.width = 2 * pools
        """A round's spending: the party's pools, then the opposition's."""
        self.offsets = [(0 if c.side == PARTY else 1) * pools for c in fight.combatants]
        """Per fighter: where its side's pools start in a round's spending."""
        self.entries: dict[tuple[int, int], tuple[int, ...]] = {}
        """Per (actor, target): the entries of a state its turn reads
        (`Fight.turn_entries`)."""
        self.locals: dict[LocalKey, Local] = {}
        """Per turn weighed whole from the entries it reads: its results (`_local`)."""
        self.local_visits: dict[LocalKey, int] = {}
        """Per turn not yet weighed: how often it was met (`_local`)."""
        self.nobody = (0,) * (len(fight.combatants) + (fight.ledger is not None))
        """Nobody attacked yet this round (one count per entry of a state)."""
        self.no_spending = (0,) * self.width
        self.marks: dict[tuple[int, ...], int] = {self.nobody: 0}
        """Who has been attacked this round (one count per entry of a state), numbered in
        the order met, so that a move's key hashes four numbers."""
        self.mark_counts: list[tuple[int, ...]] = [self.nobody]

    def node(self, state: FightState) -> int:
        """The number of `state` among the states met."""
        number = self.nodes.get(state)
        if number is None:
            number = self.nodes[state] = len(self.node_states)
            self.node_states.append(state)
            self.node_over.append(self.fight.is_over(state))
        return number

    def round(self, state: FightState, order: tuple[int, ...], rng: random.Random,
              ) -> tuple[FightState, tuple[int, ...]]:
        """One round played out: the state after it and the pool units each side spent
        (the party's pools, then the opposition's, as in `Fight.round`'s `spent`)."""
        node = self.begins.get(state)
        if node is None:
            node = self.begins[state] = self.node(self.fight.gain_advantage(state))
        played = self.played.get(order)
        if played is None:
            played = self.played[order] = (len(self.played), self.fight.moves(order))
        tag, moves = played
        spent: list[int] | None = None
        attacked = 0
        for number, move in enumerate(moves):
            if self.node_over[node]:
                break
            if len(move) == 1 and self.node_states[node][move[0]][0]:
                continue  # out of the fight: no move (as `Fight.aim` says, without asking)
            key = (node, tag, number, attacked)
            step = self._step(key, move, moves[number + 1:], rng)
            if step is None:
                continue
            attacked, node, uses = step
            if uses:
                spent = spent or [0] * self.width
                for slot, amount in uses:
                    spent[slot] += amount
        ended = self.ends.get((node, order))
        if ended is None:
            ended = self.ends[(node, order)] = self.fight.canonical(
                self.fight.wear(self.node_states[node]), order)
        return ended, self.no_spending if spent is None else tuple(spent)

    def _step(self, key: Key, move: tuple[int, ...], later: Sequence[tuple[int, ...]],
              rng: random.Random,
              ) -> tuple[int, int, tuple[tuple[int, int], ...]] | None:
        """One move played: who has been attacked after it, the number of the state it
        leads to, and the pool units spent (slot in a round's spending, units); None when
        nobody in it can act."""
        draw = self.draws.get(key, UNWEIGHED)
        if draw is not UNWEIGHED:
            if draw is None:
                return None
            marks, nodes, cumulative, uses = draw
            index = 0 if len(nodes) == 1 else bisect.bisect(
                cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
            return marks, nodes[index], uses[index]
        aim = self._aim(key, move, later)
        if aim is None:
            self.draws[key] = None
            self.aims.pop(key, None)
            return None
        state = self.node_states[key[0]]
        seen = self.visits.get(key, 0) + 1
        if seen >= WEIGH_AFTER:
            self.visits.pop(key, None)
            self.aims.pop(key, None)  # kept in the draw from now on
            self.draws[key] = self._weighed(state, move, aim)
            return self._step(key, move, later, rng)
        self.visits[key] = seen
        standing, target, crowd, _ = aim
        if len(standing) == 1:
            local = self._local(state, standing[0], target, crowd, weigh=False)
            if local is not None:
                entries, changes, cumulative, uses = local
                index = 0 if len(changes) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                fighters = list(state)
                for i, fighter in zip(entries, changes[index], strict=True):
                    fighters[i] = fighter
                return self._mark(aim[3]), self.node(tuple(fighters)), uses[index]
        return self._sampled(state, move, aim, rng)

    def _aim(self, key: Key, move: tuple[int, ...],
             later: Sequence[tuple[int, ...]]) -> Aim | None:
        """The move's aim (`Fight.aim`), worked out once per move met."""
        if key in self.aims:
            return self.aims[key]
        aim = self.aims[key] = self.fight.aim(self.node_states[key[0]], move,
                                              self.mark_counts[key[3]], later)
        return aim

    def _mark(self, marks: tuple[int, ...]) -> int:
        """The number of `marks` (who has been attacked this round) among those met."""
        number = self.marks.get(marks)
        if number is None:
            number = self.marks[marks] = len(self.mark_counts)
            self.mark_counts.append(marks)
        return number

    def _sampled(self, state: FightState, move: tuple[int, ...], aim: Aim,
                 rng: random.Random,
                 ) -> tuple[int, int, tuple[tuple[int, int], ...]]:
        """A move played by the turn's own procedure, each roll drawn (`Fight.sampler`)."""
        fight = self.fight
        fight.sampler = rng
        try:
            results = fight.move_results(state, aim)
        finally:
            fight.sampler = None
        assert len(results) == 1  # every roll gave one result
        after, _, used = results[0]
        return self._mark(aim[3]), self.node(after), self._slots(move[0], used)

    def _weighed(self, state: FightState, move: tuple[int, ...], aim: Aim) -> Draw:
        """A move's results, every one with its chance, as `_step` draws them."""
        standing, target, crowd, marks = aim
        if len(standing) == 1:
            local = self._local(state, standing[0], target, crowd, weigh=True)
            assert local is not None
            entries, changes, cumulative, uses = local
            nodes = []
            for changed in changes:
                fighters = list(state)
                for i, fighter in zip(entries, changed, strict=True):
                    fighters[i] = fighter
                nodes.append(self.node(tuple(fighters)))
            return self._mark(marks), nodes, cumulative, uses
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        ordered = sorted(self.fight.move_results(state, aim),
                         key=lambda result: (result[0], result[2]))
        return (self._mark(marks), [self.node(after) for after, _, _ in ordered],
                list(itertools.accumulate(float(p) for _, p, _ in ordered)),
                [self._slots(move[0], used) for _, _, used in ordered])

    def _local(self, state: FightState, actor: int, target: int, crowd: int, *,
               weigh: bool) -> Local | None:
        """The turn of `actor` alone on `target` weighed whole from the entries of the
        state it reads (`Fight.turn_entries`), worked out once per (actor, target, crowd,
        those entries) whatever the other entries are: when it was weighed before, when
        `weigh` says so, or when this is the `WEIGH_AFTER`th time it is met; None else
        (the turn is then played by sampled rolls)."""
        entries = self.entries.get((actor, target))
        if entries is None:
            entries = self.entries[(actor, target)] = self.fight.turn_entries(actor, target)
        key = (actor, target, crowd, tuple([state[i] for i in entries]))
        local = self.locals.get(key)
        if local is not None:
            return local
        if not weigh:
            seen = self.local_visits.get(key, 0) + 1
            if seen < WEIGH_AFTER:
                self.local_visits[key] = seen
                return None
        self.local_visits.pop(key, None)
        found = []
        for after, p, used in self.fight.turn_results(state, actor, target, crowd):
            if any(after[i] != state[i] for i in range(len(state)) if i not in entries):
                raise AssertionError(f"a turn of fighter {actor} changed an entry "
                                     "it was not to touch")
            found.append((tuple([after[i] for i in entries]), p,
                          self._slots(actor, used)))
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        found.sort(key=lambda result: (result[0], result[2]))
        local = self.locals[key] = (
            entries, [changed for changed, _, _ in found],
            list(itertools.accumulate(float(p) for _, p, _ in found)),
            [uses for _, _, uses in found])
        return local

    def _slots(self, actor: int, used: Sequence[tuple[int, int]],
               ) -> tuple[tuple[int, int], ...]:
        """Pool units spent in a move, placed in a round's spending: the acting side's
        pools, or for an index past the pools, the other side's."""
        offset = self.offsets[actor]
        return tuple(((offset + pool) % self.width, amount) for pool, amount in used)
