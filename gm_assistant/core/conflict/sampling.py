"""Playing a fight's rounds with random rolls, for the estimate of a fight too large to
solve exactly (`simulation.simulate` counts what the played fights did).

A round is played with the exact round's own rules, each move in one of three ways that
draw from the same distribution:
- a turn met for the first few times from what it reads of the state
  (`Fight.turn_view`: the actor, its target, the Advantage, and what else the turn may
  read or change) is played by the turn's own procedure (`Fight.move_results`) with every
  roll drawn from its exact distribution (`FightRolls.sampler`): one way the turn can go, with
  its exact chance, without weighing the others;
- a turn met `WEIGH_AFTER` times from what it reads (`WEIGH_PLAIN_AFTER` for a plain turn,
  one that spends from no pool and whose outcomes change none) is weighed whole once (all
  its results and their exact chances, kept as cumulative floats, as the entries each
  changes) and from then on drawn with one random number from any state that reads the
  same: a look-up, not a rule;
- a move met `WEIGH_AFTER` times from the same whole state is kept as its results' states
  and drawn in the round's loop itself.
Fights of many fighters meet most whole states once but the same turns again and again;
fights of few fighters meet the same states again and again. No clock decides anything:
the same seed plays the same fights.
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.fight import Aim, Fight, Fighter, FightState, View

__all__ = ["WEIGH_AFTER", "WEIGH_PLAIN_AFTER", "FightSampler", "RoundEnd"]

WEIGH_AFTER = 4
"""A simulated move met this many times from the same state is weighed whole (all its
results, kept) instead of played by sampled rolls. Measured on the 4 against 8 fights of
`tests/benchmarks/bench_conflict.py`: 2 and 3 were slower for MAoFA, 8 for Lady Luck."""

WEIGH_PLAIN_AFTER = 1
"""A plain turn (one that spends from no pool and whose outcomes change no pool) met this
many times from what it reads is weighed whole: its few results cost about what playing
it once does. Measured on the 4 against 8 fights of `tests/benchmarks/bench_conflict.py`
(3,000 fights each): Riskbreaker's turns (plain) weighed at once about 1.15x faster than
after 4 meetings; MAoFA's (luck spent, outcomes that change it) about 2x slower."""

Key = tuple[int, int, int, int]
"""A move met in a simulation: (its state's number, the number of who moves in it, 0, the
number of who has been attacked this round before it: `marks`); where a move reads the
moves still to come (a crowd's `every`), (its state's number, its turn order's number,
its place in the order, `marks`). A move is kept by what it reads, not by the order it
came in: orders drawn every round (`turn_order`) meet the same moves in many orders."""
Draw = tuple[int, list[int], list[float], list[tuple[tuple[int, int], ...]]]
"""A move weighed whole: who has been attacked this round after it (by number), the states its
results lead to (by number, in a fixed order), their cumulative chances (floats), and the
pool units each spends (index in a round's spending, units)."""
LocalKey = tuple[int, int, int, tuple[object, ...]]
"""A turn as it reads the state: (actor, target, crowd, what it reads of each entry of
its `Fight.turn_view` one after the other: the whole entry, or its standing, slots and
the pools it reads)."""
Change = tuple[int, bool, Fighter]
"""How a weighed turn changed one entry of the state: (its index, whether what follows is
the whole entry, the entry or its standing, slots and the pools the turn reads)."""
Local = tuple[dict[int, View], list[tuple[Change, ...]], list[float],
              list[tuple[tuple[int, int], ...]]]
"""A turn weighed whole from what it reads: the pools it reads of each entry of its view
(None: the whole entry), each result as the entries it changed (in a fixed order), their
cumulative chances (floats), and the pool units each spends (as in `Draw`)."""
Plan = tuple[Aim, LocalKey | None]
"""A move not yet weighed: its aim, and what of the state its turn reads (None: a move
of several fighters combining forces)."""
UNWEIGHED: Draw = (0, [], [], [])
"""`FightSampler.draws`' answer for a move not weighed yet (compared by identity)."""
UNPLANNED: Plan = ((), 0, 0, ()), None
"""`FightSampler.plans`' answer for a move not met yet (compared by identity)."""


@dataclass(slots=True)
class RoundEnd:
    """Where a round ends: its state (`Fight.wear`, `Fight.canonical`), and the number
    of the state the next round starts in (-1 until a round starts from it)."""

    state: FightState
    begins: int = -1


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
        self.plans: dict[Key, Plan | None] = {}
        """Per move not yet weighed: its aim and what its turn reads (`_plan`)."""
        self.ends: dict[tuple[int, int], RoundEnd] = {}
        """Per (state after the moves, the number of the order `Fight.canonical` reads
        runs from, -1 for the listing): where the round ends."""
        self.begins: dict[FightState, int] = {}
        """Per state: the number of the state a round starts in (`gain_advantage`)."""
        self.last_end: RoundEnd | None = None
        """Where the last round played ended (a round from there starts without a
        look-up)."""
        self.played: dict[tuple[int, ...],
                          tuple[int, list[tuple[int, ...]], list[tuple[int, int]]]] = {}
        """Per turn order: its number, its `Fight.moves`, and per move the middle of its
        `Key` (who moves in it, or the order and the place in it)."""
        crowd = fight.turn.crowd
        self.by_place = crowd is not None and crowd.every
        """Whether a move reads the moves still to come (a crowd's `every`): it is then
        kept by its turn order and place in it (`Key`)."""
        self.movers: dict[tuple[int, ...], int] = {}
        """Who moves in a move met (a `Fight.moves` entry), numbered in the order met."""
        pools = len(fight.pool_names)
        self.width = 2 * pools
        """A round's spending: the party's pools, then the opposition's."""
        self.offsets = [(0 if c.side == PARTY else 1) * pools for c in fight.combatants]
        """Per fighter: where its side's pools start in a round's spending."""
        self.views: dict[tuple[int, int], tuple[tuple[int, View], ...]] = {}
        """Per (actor, target): what of a state its turn reads (`_view`)."""
        self.locals: dict[LocalKey, Local] = {}
        """Per turn weighed whole from the entries it reads: its results (`_local`)."""
        self.local_visits: dict[LocalKey, int] = {}
        """Per turn not yet weighed: how often it was met (`_local`)."""
        plain = fight.turn.spend is None and fight.turn.invoke is None \
            and not fight.effective
        self.weigh_turns_after = WEIGH_PLAIN_AFTER if plain else WEIGH_AFTER
        """A turn met this many times from what it reads is weighed whole (`_local`)."""
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

    def begun(self, state: FightState) -> FightState:
        """The state a round from `state` starts in (`gain_advantage`), as `round` finds
        it (kept, so that asking first costs the round nothing)."""
        return self.node_states[self._begins(state)]

    def round(self, state: FightState, order: tuple[int, ...], rng: random.Random,
              listing: tuple[int, ...] | None = None,
              ) -> tuple[FightState, tuple[int, ...]]:
        """One round played out: the state after it and the pool units each side spent
        (the party's pools, then the opposition's, as in `Fight.round`'s `spent`).
        `listing`: the order `Fight.canonical` reads runs from at the round's end (None:
        `order`; an order worked out every round gives the listing, as
        `RoundByRound.round` does)."""
        node = self._begins(state)
        played = self.played.get(order)
        if played is None:
            played = self.played[order] = self._played(order)
        tag, moves, middles = played
        spent: list[int] | None = None
        attacked = 0
        draws, node_over, node_states = self.draws, self.node_over, self.node_states
        for number, move in enumerate(moves):
            if node_over[node]:
                break
            if len(move) == 1 and node_states[node][move[0]][0]:
                continue  # out of the fight: no move (as `Fight.aim` says, without asking)
            mover, place = middles[number]
            key = (node, mover, place, attacked)
            draw = draws.get(key, UNWEIGHED)
            if draw is UNWEIGHED:  # not weighed yet (`_step` does what `draw` does else)
                step = self._step(key, move, moves[number + 1:], rng)
                if step is None:
                    continue
                attacked, node, uses = step
            elif draw is None:
                continue
            else:
                attacked, nodes, cumulative, kept = draw
                index = 0 if len(nodes) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                node, uses = nodes[index], kept[index]
            if uses:
                spent = spent or [0] * self.width
                for slot, amount in uses:
                    spent[slot] += amount
        runs = tag if listing is None else -1
        end = self.ends.get((node, runs))
        if end is None:
            end = self.ends[(node, runs)] = RoundEnd(self.fight.canonical(
                self.fight.wear(self.node_states[node]),
                order if listing is None else listing))
        self.last_end = end
        return end.state, self.no_spending if spent is None else tuple(spent)

    def _played(self, order: tuple[int, ...],
                ) -> tuple[int, list[tuple[int, ...]], list[tuple[int, int]]]:
        """A turn order's entry in `played`."""
        tag = len(self.played)
        moves = self.fight.moves(order)
        if self.by_place:
            return tag, moves, [(tag, number) for number in range(len(moves))]
        middles = []
        for move in moves:
            mover = self.movers.get(move)
            if mover is None:
                mover = self.movers[move] = len(self.movers)
            middles.append((mover, 0))
        return tag, moves, middles

    def _begins(self, state: FightState) -> int:
        """The number of the state a round from `state` starts in (`gain_advantage`)."""
        last = self.last_end
        if last is not None and state is last.state:  # from where the last round ended
            if last.begins < 0:
                last.begins = self._looked_up(state)
            return last.begins
        return self._looked_up(state)

    def _looked_up(self, state: FightState) -> int:
        """`_begins`, looked up by the whole state."""
        node = self.begins.get(state)
        if node is None:
            node = self.begins[state] = self.node(self.fight.maneuvers.gain_advantage(state))
        return node

    def _step(self, key: Key, move: tuple[int, ...], later: Sequence[tuple[int, ...]],
              rng: random.Random,
              ) -> tuple[int, int, tuple[tuple[int, int], ...]] | None:
        """One move not weighed yet (`round` has looked `key` up in `draws`) played: who
        has been attacked after it, the number of the state it leads to, and the pool
        units spent (slot in a round's spending, units); None when nobody in it can
        act."""
        plan = self.plans.get(key, UNPLANNED)
        if plan is UNPLANNED:
            plan = self.plans[key] = self._plan(key, move, later)
        if plan is None:
            self.draws[key] = None
            self.plans.pop(key, None)
            return None
        aim, local_key = plan
        state = self.node_states[key[0]]
        seen = self.visits.get(key, 0) + 1
        if seen >= WEIGH_AFTER:
            self.visits.pop(key, None)
            self.plans.pop(key, None)  # kept in the draw from now on
            marks, nodes, cumulative, uses = self.draws[key] = self._weighed(
                state, move, aim, local_key)
            index = 0 if len(nodes) == 1 else bisect.bisect(
                cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
            return marks, nodes[index], uses[index]
        self.visits[key] = seen
        if local_key is not None:
            local = self._local(state, aim, local_key, weigh=False)
            if local is not None:
                kept_of, changes, cumulative, uses = local
                index = 0 if len(changes) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                after = self._changed(state, kept_of, changes[index])
                return self._mark(aim[3]), self.node(after), uses[index]
        return self._sampled(state, move, aim, rng)

    def _plan(self, key: Key, move: tuple[int, ...],
              later: Sequence[tuple[int, ...]]) -> Plan | None:
        """The move's aim (`Fight.aim`) and, for a turn of one fighter, what of the state
        it reads (`_local_key`); None when nobody in it can act."""
        state = self.node_states[key[0]]
        aim = self.fight.aim(state, move, self.mark_counts[key[3]], later)
        if aim is None:
            return None
        standing, target, crowd, _ = aim
        return aim, (self._local_key(state, standing[0], target, crowd)
                     if len(standing) == 1 else None)

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
        """A move played by the turn's own procedure, each roll drawn (`FightRolls.sampler`)."""
        fight = self.fight
        fight.rolls.sampler = rng
        try:
            results = fight.move_results(state, aim)
        finally:
            fight.rolls.sampler = None
        assert len(results) == 1  # every roll gave one result
        after, _, used = results[0]
        return self._mark(aim[3]), self.node(after), self._slots(move[0], used)

    def _weighed(self, state: FightState, move: tuple[int, ...], aim: Aim,
                 local_key: LocalKey | None) -> Draw:
        """A move's results, every one with its chance, as `_step` draws them."""
        marks = aim[3]
        if local_key is not None:
            local = self._local(state, aim, local_key, weigh=True)
            assert local is not None
            kept_of, changes, cumulative, uses = local
            nodes = [self.node(self._changed(state, kept_of, changed)) for changed in changes]
            return self._mark(marks), nodes, cumulative, uses
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        ordered = sorted(self.fight.move_results(state, aim),
                         key=lambda result: (result[0], result[2]))
        return (self._mark(marks), [self.node(after) for after, _, _ in ordered],
                list(itertools.accumulate(float(p) for _, p, _ in ordered)),
                [self._slots(move[0], used) for _, _, used in ordered])

    def _local_key(self, state: FightState, actor: int, target: int,
                   crowd: int) -> LocalKey:
        """What a turn of `actor` alone on `target` reads of `state` (`Fight.turn_view`),
        as `locals` keeps the turn by."""
        view = self.views.get((actor, target))
        if view is None:
            view = self.views[(actor, target)] = self._view(actor, target)
        # One flat tuple, in the view's order (each entry read whole, or its standing,
        # slots and the pools read): about three times cheaper to build and hash than a
        # tuple of tuples.
        read: list[object] = []
        for i, kept in view:
            fighter = state[i]
            if kept is None:
                read.append(fighter)
                continue
            read.append(fighter[0])
            read.append(fighter[1])
            pools = fighter[2]
            for p in kept:
                read.append(pools[p])
        return actor, target, crowd, tuple(read)

    def _local(self, state: FightState, aim: Aim, key: LocalKey, *,
               weigh: bool) -> Local | None:
        """The turn aimed as `aim` (one fighter) weighed whole from what of the state it
        reads (`key`), worked out once per (actor, target, crowd, what it reads) whatever
        the rest is: when it was weighed before, when `weigh` says so, or when this is
        the `weigh_turns_after`th time it is met; None else (the turn is then played by
        sampled rolls)."""
        local = self.locals.get(key)
        if local is not None:
            return local
        if not weigh:
            seen = self.local_visits.get(key, 0) + 1
            if seen < self.weigh_turns_after:
                self.local_visits[key] = seen
                return None
        self.local_visits.pop(key, None)
        actor, target, crowd, _ = key
        kept_of = dict(self.views[(actor, target)])
        found = []
        for after, p, used in self.fight.turn_results(state, actor, target, crowd):
            changes = tuple(self._change(i, state[i], after[i], kept_of, actor)
                            for i in range(len(state)) if after[i] != state[i])
            found.append((changes, p, self._slots(actor, used)))
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        found.sort(key=lambda result: (result[0], result[2]))
        local = self.locals[key] = (
            kept_of, [changes for changes, _, _ in found],
            list(itertools.accumulate(float(p) for _, p, _ in found)),
            [uses for _, _, uses in found])
        return local

    def _view(self, actor: int, target: int) -> tuple[tuple[int, View], ...]:
        """`Fight.turn_view`, an entry whose every pool the turn reads given as whole."""
        every = len(self.fight.pool_names)
        return tuple((i, None if kept is None or len(kept) == every else kept)
                     for i, kept in self.fight.turn_view(actor, target))

    @staticmethod
    def _change(index: int, before: Fighter, after: Fighter, kept_of: dict[int, View],
                actor: int) -> Change:
        """How a turn changed one entry, as `_changed` puts it back on another state that
        reads the same: the whole entry, or its standing, slots and the pools the turn
        reads. Raises AssertionError when the turn changed what it was not to touch."""
        if index not in kept_of:
            raise AssertionError(f"a turn of fighter {actor} changed entry {index}, which "
                                 "it was not to touch")
        kept = kept_of[index]
        if kept is None:
            return index, True, after
        if after[0]:  # out: it keeps nothing, whatever it had
            if after[1] or any(after[2]):
                raise AssertionError(f"fighter {index} went out keeping something")
            return index, True, after
        if any(after[2][p] != before[2][p] for p in range(len(before[2])) if p not in kept):
            raise AssertionError(f"a turn of fighter {actor} changed a pool of fighter "
                                 f"{index} it was not to touch")
        return index, False, (after[0], after[1], tuple([after[2][p] for p in kept]))

    @staticmethod
    def _changed(state: FightState, kept_of: dict[int, View],
                 changes: tuple[Change, ...]) -> FightState:
        """`state` with a weighed turn's changes put on it (`_change`)."""
        fighters = list(state)
        for index, whole, value in changes:
            if whole:
                fighters[index] = value
                continue
            kept = kept_of[index]
            assert kept is not None
            pools = list(state[index][2])
            for p, amount in zip(kept, value[2], strict=True):
                pools[p] = amount
            fighters[index] = (value[0], value[1], tuple(pools))
        return tuple(fighters)

    def _slots(self, actor: int, used: Sequence[tuple[int, int]],
               ) -> tuple[tuple[int, int], ...]:
        """Pool units spent in a move, placed in a round's spending: the acting side's
        pools, or for an index past the pools, the other side's."""
        offset = self.offsets[actor]
        return tuple(((offset + pool) % self.width, amount) for pool, amount in used)
