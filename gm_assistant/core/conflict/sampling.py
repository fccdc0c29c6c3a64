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
  one that spends from no pool and whose outcomes change none; never for a turn settled
  by its roll, drawn from it instead: `SampledTurns`) is weighed whole once (all
  its results and their exact chances, kept as cumulative floats, as the entries each
  changes: `kept_turns`) and from then on drawn with one random number from any state
  that reads the same: a look-up, not a rule;
- a move met `WEIGH_AFTER` times from the same whole state is kept as its results' states
  and drawn in the round's loop itself.
Fights of many fighters meet most whole states once but the same turns again and again;
fights of few fighters meet the same states again and again. Which of the two a fight is
the sampler finds by counting (`WHOLE_PROBE`): where moves seldom come from a kept whole
state, it stops keeping them so, and a turn is then found with one look-up by what its
target's pick and the turn read (`KeptTurns.kept`; where each fighter has one move a
round, that look-up is written out in the round's loop, `FightSampler._turns`). No clock
decides anything: the same seed plays the same fights.

This module is the round's loop and the moves kept by their whole state; what it keeps
besides lives with its own concept: states kept by numbers (`numbered_states`), a
round's start and end kept by what they read (`round_bounds`), the moves' aims
(`move_aims`) and the turns kept by what they read (`kept_turns`).
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Sequence

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.fight import Aim, Fight, FightState
from gm_assistant.core.conflict.kept_turns import MISSING, KeptTurns, Step
from gm_assistant.core.conflict.move_aims import KeptAims
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates
from gm_assistant.core.conflict.round_bounds import RoundBounds
from gm_assistant.core.conflict.sampled_turns import SampledTurns

__all__ = ["WEIGH_AFTER", "WEIGH_PLAIN_AFTER", "WHOLE_PROBE", "FightSampler"]

WEIGH_AFTER = 4
"""A simulated move met this many times from the same state is weighed whole (all its
results, kept) instead of played by sampled rolls. Measured on the 4 against 8 fights of
`tests/benchmarks/bench_conflict.py`: 2 and 3 were slower for MAoFA, 8 for Lady Luck."""

WEIGH_PLAIN_AFTER = 1
"""A plain turn (one that spends from no pool and whose outcomes change no pool) met this
many times from what it reads is weighed whole: its few results cost about what playing
it once does. Measured on the 4 against 8 fights of `tests/benchmarks/bench_conflict.py`
(3,000 fights each): Riskbreaker's turns (plain) weighed at once about 1.15x faster than
after 4 meetings; MAoFA's (luck spent, outcomes that change it) were about 2x slower, and
are now drawn from their roll instead, never weighed by what they read
(`sampled_turns`)."""

WHOLE_PROBE = 20_000
"""After this many moves met that no move kept by its whole state gave, the sampler
decides whether keeping moves by whole states pays (`FightSampler._probed`): on the 4
against 8 fights of `tests/benchmarks/bench_conflict.py`, Riskbreaker's moves (Advantage,
counters: states seldom met twice) are then no longer kept so; the others' are."""

Key = tuple[Ids, int, int, int]
"""A move met in a simulation: (its state, the number of who moves in it, 0, the number
of who has been attacked this round before it: `marks`); where a move reads the moves
still to come (a crowd's `every`), (its state, its turn order's number, its place in the
order, `marks`). A move is kept by what it reads, not by the order it came in: orders
drawn every round (`turn_order`) meet the same moves in many orders."""
Draw = tuple[int, list[Ids], list[float], list[tuple[tuple[int, int], ...]], list[bool]]
"""A move weighed whole: who has been attacked this round after it (by number), the states
its results lead to (in a fixed order), their cumulative chances (floats), the pool units
each spends (index in a round's spending, units), and whether the fight is over in each."""
Plan = tuple[Aim, tuple[int, ...] | None]
"""A move not yet weighed: its aim, and what of the state its turn reads (None: a move
of several fighters combining forces)."""
UNWEIGHED: Draw = (0, [], [], [], [])
"""`FightSampler.draws`' answer for a move not weighed yet (compared by identity)."""


class FightSampler:
    """Plays rounds of `fight` with random rolls; keeps what it met for the next ones."""

    def __init__(self, fight: Fight) -> None:
        self.fight = fight
        self.numbers = NumberedStates(fight.sides[PARTY], fight.sides[OPPOSITION])
        """The entries of states met, numbered; its methods bound once (hot loops)."""
        self.outs = self.numbers.outs
        self.ids = self.numbers.ids
        self.state = self.numbers.state
        self.is_over = self.numbers.is_over
        self.ids_after = self.numbers.ids_after
        self.bounds = RoundBounds(fight, self.numbers)
        """The rounds' starts and ends (`begin`, `ended`: bound once)."""
        self.rounds = self.bounds.rounds
        self.begin = self.bounds.begin
        self.ended = self.bounds.ended
        self.draws: dict[Key, Draw | None] = {}
        """Per move weighed whole: its results as drawn (None: nobody in it can act)."""
        self.visits: dict[Key, int] = {}
        """Per move not yet weighed: how often it was played."""
        self.played: dict[tuple[int, ...], tuple[
            int, list[tuple[int, ...]], list[tuple[tuple[int, ...], tuple[int, int]]]]] = {}
        """Per turn order: its number, its `Fight.moves`, and each move with the middle of
        its `Key` (who moves in it, or the order and the place in it)."""
        crowd = fight.turn.crowd
        self.by_place = crowd is not None and crowd.every
        """Whether a move reads the moves still to come (a crowd's `every`): it is then
        kept by its turn order and place in it (`Key`)."""
        self.movers: dict[tuple[int, ...], int] = {}
        """Who moves in a move met (a `Fight.moves` entry), numbered in the order met."""
        plain = fight.turn.spend is None and fight.turn.invoke is None \
            and not fight.effective
        self.aiming = KeptAims(fight, self.numbers)
        """The moves' aims, kept by what they read; `mark` bound once."""
        self.mark = self.aiming.mark
        self.turns = KeptTurns(fight, self.numbers, self.aiming,
                               WEIGH_PLAIN_AFTER if plain else WEIGH_AFTER)
        """The turns of one fighter, kept by what they read; methods bound once."""
        self.kept = self.turns.kept
        self.changed = self.turns.changed
        self.slots = self.turns.slots
        self.no_spending = (0,) * self.turns.width
        self.sampled_turns = SampledTurns(fight, self.numbers, self.slots)
        """Turns of one fighter played by sampled rolls, kept by what their roll reads."""
        self.actor_steps: list[list[tuple[tuple[int, ...], tuple[int, int]]]] | None = None
        """Per fighter: its moves in a round, each with the middle of its `Key`, where a
        round's moves are its fighters' own in turn order (nobody combines forces, and no
        move reads the moves to come: `Fight.moves`); None else."""
        if fight.turn.combine is None and not self.by_place:
            self.actor_steps = [[(move, (self._mover(move), 0))
                                 for move in fight.moves((actor,))]
                                for actor in range(len(fight.combatants))]
        self.one_step: list[tuple[tuple[int, ...], tuple[int, int]]] | None = None
        """Per fighter: its one move in a round (with its `Key`'s middle), where each
        fighter has one (`actor_steps`)."""
        if self.actor_steps is not None and all(len(s) == 1 for s in self.actor_steps):
            self.one_step = [steps[0] for steps in self.actor_steps]
        self.whole = True
        """Whether moves are kept by their whole state (`draws`; see `_probed`)."""
        self.probing = True
        self.whole_hits = 0
        """Moves drawn from a move kept by its whole state (while `probing`)."""
        self.moves_met = 0
        """Moves met that no move kept by its whole state gave (while `probing`)."""

    # -- a round ------------------------------------------------------------------------
    def round(self, state: FightState, order: tuple[int, ...], rng: random.Random,
              listing: tuple[int, ...] | None = None,
              ) -> tuple[FightState, tuple[int, ...]]:
        """One round played out from `state` (its Advantage gain first): the state after
        it and the pool units each side spent (the party's pools, then the opposition's,
        as in `Fight.round`'s `spent`). `listing`: the order `Fight.canonical` reads runs
        from at the round's end (None: `order`; an order worked out every round gives
        the listing, as `RoundByRound.round` does)."""
        ids = self.ids(state)
        if self.is_over(ids):  # no move: the round's end alone
            return self.fight.canonical(self.fight.wear(state), order if listing is None
                                        else listing), self.no_spending
        begun, _ = self.begin(ids)
        ended, spent, _ = self.play(begun, order, rng, listing)
        return self.state(ended), spent

    def play(self, begun: Ids, order: tuple[int, ...], rng: random.Random,
             listing: tuple[int, ...] | None = None,
             ) -> tuple[Ids, tuple[int, ...], bool]:
        """One round played out from `begun` (a state once the round's Advantage gain is
        made, `begin`, in which the fight goes on), as `round`: where it ends, the pool
        units spent, and whether the fight is over."""
        if not self.whole and self.one_step is not None:
            node, spent = self._turns(begun, order, rng)
            tag = -1 if listing is not None else self.round_moves(order, listing)[0]
        else:
            node, spent, tag = self._moves(begun, order, rng, listing)
        end = self.ended(node, tag if listing is None else -1,
                         order if listing is None else listing)
        return end.state, self.no_spending if spent is None else tuple(spent), end.over

    def _moves(self, begun: Ids, order: tuple[int, ...], rng: random.Random,
               listing: tuple[int, ...] | None) -> tuple[Ids, list[int] | None, int]:
        """A round's moves played from `begun` (`play`): the state they leave, the pool
        units spent (None: none), and the number of the turn order (`_played`)."""
        node = begun
        tag, moves, pairs = self.round_moves(order, listing)
        spent: list[int] | None = None
        attacked = 0
        over = False
        outs, whole, draws = self.outs, self.whole, self.draws
        hits = 0
        for number, (move, middle) in enumerate(pairs):
            if len(move) == 1 and outs[node[move[0]]]:
                continue  # out of the fight: no move (as `Fight.aim` says, without asking)
            draw = draws.get((node, middle[0], middle[1], attacked), UNWEIGHED) if whole \
                else UNWEIGHED
            if draw is UNWEIGHED:  # not weighed whole (`_unweighed` does what `draw` does)
                step = self._unweighed(node, move, middle, attacked, moves, number, rng)
                if step is None:
                    continue
                attacked, node, uses, over = step
            elif draw is None:
                continue
            else:
                hits += 1
                attacked, nodes, cumulative, kept, overs = draw
                index = 0 if len(nodes) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                node, uses, over = nodes[index], kept[index], overs[index]
            if uses:
                spent = spent or [0] * self.turns.width
                for slot, amount in uses:
                    spent[slot] += amount
            if over:
                break
        self.whole_hits += hits
        if self.probing and self.moves_met >= WHOLE_PROBE:
            self._probed()
        return node, spent, tag

    def _turns(self, begun: Ids, order: tuple[int, ...], rng: random.Random,
               ) -> tuple[Ids, list[int] | None]:
        """A round's moves played from `begun` (`play`) where moves are no longer kept by
        their whole state and each is one fighter's turn (`one_step`): the state they
        leave and the pool units spent (None: none). Most of a simulation's moves come
        this way (Riskbreaker's 4 against 8: 448,000), so `KeptTurns.kept`'s look-up and
        draw are written out here, without a call per move; a turn it has not kept
        (`KeptTurns.found`) is played as `_unweighed` plays it (`_step`)."""
        node = begun
        spent: list[int] | None = None
        attacked = 0
        turns = self.turns
        outs, quick, reads = self.outs, turns.quick, turns.quick_reads
        random_number, became, steps = rng.random, turns.became, self.one_step
        drawn_at, is_over = bisect.bisect, self.is_over
        assert steps is not None
        for actor in order:
            entry = node[actor]
            if outs[entry]:
                continue  # out of the fight: no move (as `Fight.aim` says, without asking)
            own, ledger, advantage, others = reads[actor] or turns.reading(actor)
            key = (actor, attacked, own[entry], advantage[node[ledger]], others(node))
            known = quick.get(key) or turns.found(key, node, actor, attacked)
            if known is None:
                step = self._step((node, steps[actor][1][0], 0, attacked), (actor,), (), 0,
                                  rng, weigh=False)
                if step is None:
                    continue
                attacked, node, uses, over = step
            else:  # `KeptTurns.kept`'s draw
                attacked, last, total, cumulative, outcomes = known
                sets, ontos, uses, down = outcomes[drawn_at(
                    cumulative, random_number() * total, 0, last) if last else 0]
                after = list(node)
                for index, number in sets:
                    after[index] = number
                for index, onto, change in ontos:
                    try:  # almost always kept: a subscript, cheaper than a `get`
                        after[index] = onto[node[index]]
                    except KeyError:
                        after[index] = became(change, node[index])
                node = tuple(after)
                over = down and is_over(node)
            if uses:
                spent = spent or [0] * turns.width
                for slot, amount in uses:
                    spent[slot] += amount
            if over:
                break
        return node, spent

    def _unweighed(self, node: Ids, move: tuple[int, ...], middle: tuple[int, int],
                   attacked: int, moves: Sequence[tuple[int, ...]], number: int,
                   rng: random.Random) -> Step | None:
        """A move not weighed whole from its state: weighed whole when met the
        `WEIGH_AFTER`th time (while moves are kept by whole states, its meetings
        counted); else drawn from its turn kept by what it reads (`KeptTurns.kept`), or
        played (`_step`). None when nobody in it can act."""
        key = (node, middle[0], middle[1], attacked)
        if self.whole:
            self.moves_met += 1
            seen = self.visits.get(key, 0) + 1
            if seen >= WEIGH_AFTER:
                return self._step(key, move, moves, number, rng, weigh=True)
            self.visits[key] = seen
        if len(move) == 1 and not self.by_place:
            step = self.kept(node, move[0], attacked, rng)
            if step is not MISSING:
                return step
        return self._step(key, move, moves, number, rng, weigh=False)

    def round_moves(self, order: tuple[int, ...], listing: tuple[int, ...] | None,
                    ) -> tuple[int, list[tuple[int, ...]],
                               list[tuple[tuple[int, ...], tuple[int, int]]]]:
        """A round's moves (`_played`'s entry): where the order is drawn for this round
        alone (`listing` given) and each fighter's moves are its own (`actor_steps`),
        they are put together from its fighters' (the order's number then unused)."""
        if listing is not None and self.actor_steps is not None:
            if self.one_step is not None:  # one move each: looked up in C
                return -1, [], list(map(self.one_step.__getitem__, order))
            steps = self.actor_steps
            return -1, [], [pair for actor in order for pair in steps[actor]]
        played = self.played.get(order)
        if played is None:
            played = self.played[order] = self._played(order)
        return played

    def _played(self, order: tuple[int, ...],
                ) -> tuple[int, list[tuple[int, ...]], list[tuple[tuple[int, ...],
                                                                   tuple[int, int]]]]:
        """A turn order's entry in `played`: its number, its `Fight.moves`, and each move
        with the middle of its `Key`."""
        tag = len(self.played)
        moves = self.fight.moves(order)
        if self.by_place:
            return tag, moves, [(move, (tag, number)) for number, move in enumerate(moves)]
        return tag, moves, [(move, (self._mover(move), 0)) for move in moves]

    def _mover(self, move: tuple[int, ...]) -> int:
        """The number of who moves in `move` among those met (`movers`)."""
        mover = self.movers.get(move)
        if mover is None:
            mover = self.movers[move] = len(self.movers)
        return mover

    # -- a move -------------------------------------------------------------------------
    def _step(self, key: Key, move: tuple[int, ...], moves: Sequence[tuple[int, ...]],
              number: int, rng: random.Random, *, weigh: bool) -> Step | None:
        """One move not weighed yet (`play` has looked `key` up in `draws`) played: who
        has been attacked after it, the state it leads to, the pool units spent (slot in a
        round's spending, units) and whether the fight is over then; None when nobody in
        it can act."""
        ids = key[0]
        plan = self._plan(key, move, moves[number + 1:])
        if plan is None:
            if self.whole:
                self.draws[key] = None
            return None
        aim, local_key = plan
        if weigh:
            self.visits.pop(key, None)
            marks, nodes, cumulative, uses, overs = self.draws[key] = self._weighed(
                ids, move, aim, local_key)
            index = 0 if len(nodes) == 1 else bisect.bisect(
                cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
            return marks, nodes[index], uses[index], overs[index]
        if local_key is not None and not self.sampled_turns.settled[local_key[0]]:
            # A turn settled by its roll is never weighed by what it reads: drawn from
            # its roll it is two look-ups (`SampledTurns`), weighed it is every result
            # of its roll paid and put on the state, for a view (the party's luck, with
            # MAoFA's morale boost) seldom met again (measured on the 4 against 8 fight
            # of `tests/benchmarks/bench_conflict.py`: MAoFA's fights 1.6x faster).
            local = self.turns.local(ids, aim, local_key, weigh=False)
            if local is not None:
                cumulative = local.cumulative
                index = 0 if len(cumulative) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                after = self.changed(ids, local.changes[index])
                return (self.mark(aim[3]), after, local.uses[index],
                        local.downs[index] and self.is_over(after))
        return self._sampled(ids, move, aim, rng)

    def _probed(self) -> None:
        """After WHOLE_PROBE moves met that no move kept by its whole state gave: where
        fewer moves than that were drawn from one (a fight of many fighters, whose states
        seldom meet again), moves are no longer kept or counted by their whole state; the
        turns kept by what they read do the work. Decided by counts alone, so the same
        seed plays the same fights."""
        self.probing = False
        if self.whole_hits < self.moves_met:
            self.whole = False
            self.visits.clear()
            self.draws.clear()

    def _plan(self, key: Key, move: tuple[int, ...],
              later: Sequence[tuple[int, ...]]) -> Plan | None:
        """The move's aim (`KeptAims.aim`, or where it reads the moves still to come,
        `later`, `KeptAims.aim_by_place`) and, for a turn of one fighter, what of the
        state it reads (`KeptTurns.local_key`); None when nobody in it can act."""
        ids = key[0]
        if self.by_place:
            aim = self.aiming.aim_by_place(ids, key[1], key[2], key[3], move, later)
        else:
            aim = self.aiming.aim(ids, move, key[3])
        if aim is None:
            return None
        standing, target, crowd, _ = aim
        return aim, (self.turns.local_key(ids, standing[0], target, crowd)
                     if len(standing) == 1 else None)

    def _sampled(self, ids: Ids, move: tuple[int, ...], aim: Aim, rng: random.Random,
                 ) -> tuple[int, Ids, tuple[tuple[int, int], ...], bool]:
        """A move played by the turn's own procedure, each roll drawn (`FightRolls.sampler`);
        a turn of one fighter settled by its roll, from what that roll reads
        (`SampledTurns`: the same draw, the same result)."""
        standing, target, crowd, marks = aim
        if len(standing) == 1:
            played = self.sampled_turns.played(ids, standing[0], target, crowd, rng)
            if played is not None:
                moved, uses, down = played
                return self.mark(marks), moved, uses, down and self.is_over(moved)
        fight = self.fight
        state = self.state(ids)
        fight.rolls.sampler = rng
        try:
            results = fight.move_results(state, aim)
        finally:
            fight.rolls.sampler = None
        assert len(results) == 1  # every roll gave one result
        after, _, used = results[0]
        moved = self.ids_after(ids, state, after)
        return self.mark(aim[3]), moved, self.slots(move[0], used), self.is_over(moved)

    def _weighed(self, ids: Ids, move: tuple[int, ...], aim: Aim,
                 local_key: tuple[int, ...] | None) -> Draw:
        """A move's results, every one with its chance, as `play` draws them."""
        marks = self.mark(aim[3])
        if local_key is not None:
            local = self.turns.local(ids, aim, local_key, weigh=True)
            assert local is not None
            nodes = [self.changed(ids, changes) for changes in local.changes]
            return marks, nodes, local.cumulative, local.uses, [
                down and self.is_over(node) for down, node in zip(local.downs, nodes,
                                                                   strict=True)]
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        state = self.state(ids)
        ordered = sorted(self.fight.move_results(state, aim),
                         key=lambda result: (result[0], result[2]))
        nodes = [self.ids_after(ids, state, after) for after, _, _ in ordered]
        return (marks, nodes, list(itertools.accumulate(float(p) for _, p, _ in ordered)),
                [self.slots(move[0], used) for _, _, used in ordered],
                [self.is_over(node) for node in nodes])
