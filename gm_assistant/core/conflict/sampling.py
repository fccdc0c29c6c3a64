"""Playing a fight's rounds with random rolls, for the estimate of a fight too large to
solve exactly (`simulation.simulate` counts what the played fights did).

A round is played with the exact round's own rules, each move in one of three ways that
draw from the same distribution:
- a turn met for the first few times from what it reads of the state
  (`Fight.turn_view`: the actor, its target, the Advantage, and what else the turn may
  read or change) is played by the turn's own procedure (`Fight.move_results`) with every
  roll drawn from its exact distribution (`Fight.sampler`): one way the turn can go, with
  its exact chance, without weighing the others;
- a turn met `WEIGH_AFTER` times from what it reads (`WEIGH_PLAIN_AFTER` for a plain turn,
  one that spends from no pool and whose outcomes change none) is weighed whole once (all
  its results and their exact chances, kept as cumulative floats, as the entries each
  changes) and from then on drawn with one random number from any state that reads the
  same: a look-up, not a rule;
- a move met `WEIGH_AFTER` times from the same whole state is kept as its results' states
  and drawn in the round's loop itself.
Fights of many fighters meet most whole states once but the same turns again and again;
fights of few fighters meet the same states again and again. Which of the two a fight is
the sampler finds by counting (`WHOLE_PROBE`): where moves seldom come from a kept whole
state, it stops keeping them so, and a turn is then found with one look-up by what its
target's pick and the turn read (`FightSampler.quick`). No clock decides anything: the
same seed plays the same fights.

What the sampler keeps, it keeps by numbers: each distinct entry of a state (a fighter's
standing, slots and pools, or the sides' Advantage) is numbered once (`entries`), and a
state is the tuple of its entries' numbers (`Ids`), cheap to hash and to change one entry
of. The steps of a round other than the moves are kept by what they read as well: the
round's start (`Maneuvers.gain_advantage` and the order's ties, `RoundByRound.tied`: each
fighter's standing, slots and the pools they read, `Maneuvers.reads`,
`RoundByRound.reads`), the end-of-round wear (`Fight.wear`: each fighter's own entry) and
the merging of interchangeable fighters (`Fight.canonical`: who is out, and how).
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.fight import Aim, Fight, Fighter, FightState, View
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates, entries_of
from gm_assistant.core.conflict.round_bounds import RoundBounds

__all__ = ["WEIGH_AFTER", "WEIGH_PLAIN_AFTER", "WHOLE_PROBE", "Change", "FightSampler"]

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
UNAIMED: Aim = ((), 0, 0, ())
"""`FightSampler.aims`' answer for a move not met yet (compared by identity)."""
Step = tuple[int, Ids, tuple[tuple[int, int], ...], bool]
"""A move played: who has been attacked this round after it (by number), the state it
leads to, the pool units spent (as in `Draw`), and whether the fight is over then."""
MISSING: Step = (0, (), (), False)
"""A move's answer when what would give it is not kept yet (compared by identity)."""


@dataclass(slots=True)
class Change:
    """How a weighed turn changes one entry of a state: put `whole` (an entry's number) in
    its place, or, when `whole` is -1, set its standing, slots and the pools `kept` to
    `value`'s, the other pools as they were."""

    index: int
    whole: int
    kept: tuple[int, ...] = ()
    value: Fighter = (0, 0, ())
    onto: dict[int, int] = field(default_factory=dict)
    """Per entry number changed: the number of the entry it becomes."""


@dataclass(slots=True)
class Local:
    """A turn weighed whole from what it reads: each result as the entries it changes (in
    a fixed order), their cumulative chances (floats), the pool units each spends (as in
    `Draw`), and whether it takes somebody out."""

    changes: list[tuple[Change, ...]]
    cumulative: list[float]
    uses: list[tuple[tuple[int, int], ...]]
    downs: list[bool]


class FightSampler:
    """Plays rounds of `fight` with random rolls; keeps what it met for the next ones."""

    def __init__(self, fight: Fight) -> None:
        self.fight = fight
        self.numbers = NumberedStates(fight.sides[PARTY], fight.sides[OPPOSITION])
        """The entries of states met, numbered; its methods bound once (hot loops)."""
        self.entries = self.numbers.entries
        self.outs = self.numbers.outs
        self.entry = self.numbers.entry
        self.ids = self.numbers.ids
        self.state = self.numbers.state
        self.is_over = self.numbers.is_over
        self.ids_after = self.numbers.ids_after
        self.kind = self.numbers.kind
        self.bounds = RoundBounds(fight, self.numbers)
        """The rounds' starts and ends (`begin`, `ended`: bound once)."""
        self.rounds = self.bounds.rounds
        self.begin = self.bounds.begin
        self.ended = self.bounds.ended
        self.draws: dict[Key, Draw | None] = {}
        """Per move weighed whole: its results as drawn (None: nobody in it can act)."""
        self.visits: dict[Key, int] = {}
        """Per move not yet weighed: how often it was played."""
        self.aims: dict[tuple[int, ...], Aim | None] = {}
        """Per move whose aim reads the moves still to come (a crowd's `every`), by its
        order, place, marks and each entry's standing, slots and the pools `weakness`
        reads (`Fight.aim` reads no more: who stands, and how weak each is): its aim
        (None: nobody in it can act)."""
        self.weak = self.kind(fight.weakness_pools)
        """Per entry number: what `Fight.aim` reads of it, numbered (`aims`)."""
        self.played: dict[tuple[int, ...], tuple[
            int, list[tuple[int, ...]], list[tuple[tuple[int, ...], tuple[int, int]]]]] = {}
        """Per turn order: its number, its `Fight.moves`, and each move with the middle of
        its `Key` (who moves in it, or the order and the place in it)."""
        crowd = fight.turn.crowd
        self.by_place = crowd is not None and crowd.every
        """Whether a move reads the moves still to come (a crowd's `every`): it is then
        kept by its turn order and place in it (`Key`)."""
        self.crowded = crowd is not None
        self.movers: dict[tuple[int, ...], int] = {}
        """Who moves in a move met (a `Fight.moves` entry), numbered in the order met."""
        pools = len(fight.pool_names)
        self.width = 2 * pools
        """A round's spending: the party's pools, then the opposition's."""
        self.offsets = [(0 if c.side == PARTY else 1) * pools for c in fight.combatants]
        """Per fighter: where its side's pools start in a round's spending."""
        self.views: dict[tuple[int, int], tuple[tuple[int, list[int]], ...]] = {}
        """Per (actor, target): the entries its turn reads, each with the numbers of its
        projections through what the turn reads of it (`_local_key`)."""
        self.view_kept: dict[tuple[int, int], dict[int, View]] = {}
        """Per (actor, target): the pools its turn reads of each entry it reads (None:
        the whole entry; `Fight.turn_view`)."""
        self.locals: dict[tuple[int, ...], Local] = {}
        """Per turn weighed whole from the entries it reads: its results (`_local`)."""
        self.local_visits: dict[tuple[int, ...], int] = {}
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
        self.marked: dict[tuple[int, int], int] = {}
        """Per (marks, target): the marks once the target is attacked once more."""
        self.targets: dict[tuple[int, Ids, int], int] = {}
        """Per (the acting side, its foes' entries, the marks where the side spreads its
        attacks): the foe it picks (`Fight.choose_target`)."""
        self.foes: list[Callable[[Ids], Ids]] = []
        """Per fighter: its foes' entries of a state (as a tuple)."""
        self.spreads: list[bool] = []
        """Per fighter: whether its side spreads its attacks (its pick reads the marks)."""
        for combatant in fight.combatants:
            others = fight.sides[OPPOSITION if combatant.side == PARTY else PARTY]
            self.foes.append(entries_of(others))
            self.spreads.append(fight.policies[combatant.side].target == "spread")
        self.side_number = [0 if c.side == PARTY else 1 for c in fight.combatants]
        self.counting = fight.counting
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
        self.quick: dict[tuple[int, ...], tuple[int, Local]] = {}
        """Per turn of one fighter (the actor, the marks, then `quick_reads`' entries):
        the marks after it and its results, as `_kept_looked_up` found them."""
        self.quick_reads: list[tuple[list[int], Callable[[Ids], Ids]] | None] = [
            None] * len(fight.combatants)
        """Per fighter: what `quick` keeps its turns by (`_quick_reads`)."""
        self.whole = True
        """Whether moves are kept by their whole state (`draws`; see `_probed`)."""
        self.probing = True
        self.whole_hits = 0
        """Moves drawn from a move kept by its whole state (while `probing`)."""
        self.moves_met = 0
        """Moves met that no move kept by its whole state gave (while `probing`)."""
        self.fighters = len(fight.combatants)

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
                spent = spent or [0] * self.width
                for slot, amount in uses:
                    spent[slot] += amount
            if over:
                break
        self.whole_hits += hits
        if self.probing and self.moves_met >= WHOLE_PROBE:
            self._probed()
        end = self.ended(node, tag if listing is None else -1,
                         order if listing is None else listing)
        return end.state, self.no_spending if spent is None else tuple(spent), end.over

    def _unweighed(self, node: Ids, move: tuple[int, ...], middle: tuple[int, int],
                   attacked: int, moves: Sequence[tuple[int, ...]], number: int,
                   rng: random.Random) -> Step | None:
        """A move not weighed whole from its state: weighed whole when met the
        `WEIGH_AFTER`th time (while moves are kept by whole states, its meetings
        counted); else drawn from its turn kept by what it reads (`_kept`), or played
        (`_step`). None when nobody in it can act."""
        key = (node, middle[0], middle[1], attacked)
        if self.whole:
            self.moves_met += 1
            seen = self.visits.get(key, 0) + 1
            if seen >= WEIGH_AFTER:
                return self._step(key, move, moves, number, rng, weigh=True)
            self.visits[key] = seen
        if len(move) == 1 and not self.by_place:
            step = self._kept(node, move[0], attacked, rng)
            if step is not MISSING:
                return step
        return self._step(key, move, moves, number, rng, weigh=False)

    def _kept(self, node: Ids, actor: int, attacked: int, rng: random.Random,
              ) -> Step | None:
        """A turn of `actor` alone drawn from its results kept by what it reads
        (`locals`), looked up as `_aim`, `_local_key` and `_local` would find it;
        MISSING when something on the way is not kept yet."""
        reads = self.quick_reads[actor]
        if reads is None:
            reads = self.quick_reads[actor] = self._quick_reads(actor)
        own, others = reads
        quick_key = (actor, attacked, own[node[actor]], *others(node))
        known = self.quick.get(quick_key)
        if known is None:
            known = self._kept_looked_up(node, actor, attacked)
            if known is None:
                return MISSING
            self.quick[quick_key] = known
        marks, local = known
        cumulative = local.cumulative
        index = 0 if len(cumulative) == 1 else bisect.bisect(
            cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
        after = self._changed(node, local.changes[index])
        return marks, after, local.uses[index], local.downs[index] and self.is_over(after)

    def _kept_looked_up(self, node: Ids, actor: int, attacked: int,
                        ) -> tuple[int, Local] | None:
        """`_kept`'s answer (the marks after the turn, its results) found by the target
        kept (`targets`) and the turn kept by what it reads (`locals`); None when one of
        them is not kept yet."""
        target = self.targets.get((self.side_number[actor], self.foes[actor](node),
                                   attacked if self.spreads[actor] else 0))
        if target is None:
            return None
        marks = attacked
        if self.counting:
            marks = self.marked.get((attacked, target), -1)
            if marks < 0:
                return None
        view = self.views.get((actor, target))
        if view is None:
            return None
        local = self.locals.get((
            actor, target, self.mark_counts[attacked][target] if self.crowded else 0,
            *[numbers[node[i]] for i, numbers in view]))
        return None if local is None else (marks, local)

    def _quick_reads(self, actor: int) -> tuple[list[int], Callable[[Ids], Ids]]:
        """What `_kept` keeps a turn of `actor` by: its own entry through what its turn
        reads of it (`Fight.turn_view`), and every other entry its target's pick or any
        of its turns reads, whole."""
        fight = self.fight
        foes = fight.sides[OPPOSITION if fight.combatants[actor].side == PARTY else PARTY]
        read = set(foes)
        for target in foes:
            read.update(i for i, _ in fight.turn_view(actor, target))
        read.discard(actor)
        kept = dict(fight.turn_view(actor, foes[0])).get(actor)
        own = self.kind(None if kept is None or len(kept) == len(fight.pool_names)
                         else kept)
        return own, entries_of(sorted(read))

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
        if self.by_place:
            plan = self._plan(key, move, moves[number + 1:])
        else:
            plan = self._aim(ids, move, key[3])
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
        if local_key is not None:
            local = self._local(ids, aim, local_key, weigh=False)
            if local is not None:
                cumulative = local.cumulative
                index = 0 if len(cumulative) == 1 else bisect.bisect(
                    cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
                after = self._changed(ids, local.changes[index])
                return (self._mark(aim[3]), after, local.uses[index],
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

    def _aim(self, ids: Ids, move: tuple[int, ...], marks: int) -> Plan | None:
        """The move's aim (`Fight.aim`, from the entries' numbers: the target kept by its
        side's foes' entries, `targets`) and, for a turn of one fighter, what of the state
        it reads (`_local_key`); None when nobody in it can act. For a move whose aim
        does not read the moves still to come."""
        outs = self.outs
        standing = move if len(move) == 1 else tuple([i for i in move if not outs[ids[i]]])
        if not standing:
            return None
        actor = standing[0]
        spreads = self.spreads[actor]
        pick = (self.side_number[actor], self.foes[actor](ids), marks if spreads else 0)
        target = self.targets.get(pick)
        if target is None:
            target = self.targets[pick] = self.fight.choose_target(
                self.state(ids), actor, self.mark_counts[marks])
        after = marks
        if self.counting:
            after = self.marked.get((marks, target), -1)
            if after < 0:
                counts = self.mark_counts[marks]
                after = self.marked[(marks, target)] = self._mark(
                    (*counts[:target], counts[target] + 1, *counts[target + 1:]))
        crowd = self.mark_counts[marks][target] if self.crowded else 0
        aim = (standing, target, crowd, self.mark_counts[after])
        return aim, (self._local_key(ids, actor, target, crowd) if len(standing) == 1
                     else None)

    def _plan(self, key: Key, move: tuple[int, ...],
              later: Sequence[tuple[int, ...]]) -> Plan | None:
        """The move's aim (`Fight.aim`, reading the moves still to come), kept by what it
        reads (`aims`), and, for a turn of one fighter, what of the state it reads
        (`_local_key`); None when nobody in it can act."""
        ids = key[0]
        weak = self.weak
        read = (key[1], key[2], key[3], *[weak[number] for number in ids])
        aim = self.aims.get(read, UNAIMED)
        if aim is UNAIMED:
            aim = self.aims[read] = self.fight.aim(self.state(ids), move,
                                                   self.mark_counts[key[3]], later)
        if aim is None:
            return None
        standing, target, crowd, _ = aim
        return aim, (self._local_key(ids, standing[0], target, crowd)
                     if len(standing) == 1 else None)

    def _mark(self, marks: tuple[int, ...]) -> int:
        """The number of `marks` (who has been attacked this round) among those met."""
        number = self.marks.get(marks)
        if number is None:
            number = self.marks[marks] = len(self.mark_counts)
            self.mark_counts.append(marks)
        return number

    def _sampled(self, ids: Ids, move: tuple[int, ...], aim: Aim, rng: random.Random,
                 ) -> tuple[int, Ids, tuple[tuple[int, int], ...], bool]:
        """A move played by the turn's own procedure, each roll drawn (`Fight.sampler`)."""
        fight = self.fight
        state = self.state(ids)
        fight.sampler = rng
        try:
            results = fight.move_results(state, aim)
        finally:
            fight.sampler = None
        assert len(results) == 1  # every roll gave one result
        after, _, used = results[0]
        moved = self.ids_after(ids, state, after)
        return self._mark(aim[3]), moved, self._slots(move[0], used), self.is_over(moved)

    def _weighed(self, ids: Ids, move: tuple[int, ...], aim: Aim,
                 local_key: tuple[int, ...] | None) -> Draw:
        """A move's results, every one with its chance, as `play` draws them."""
        marks = self._mark(aim[3])
        if local_key is not None:
            local = self._local(ids, aim, local_key, weigh=True)
            assert local is not None
            nodes = [self._changed(ids, changes) for changes in local.changes]
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
                [self._slots(move[0], used) for _, _, used in ordered],
                [self.is_over(node) for node in nodes])

    # -- a turn kept by what it reads -----------------------------------------------------
    def _local_key(self, ids: Ids, actor: int, target: int, crowd: int) -> tuple[int, ...]:
        """What a turn of `actor` alone on `target` reads of the state `ids`
        (`Fight.turn_view`), as `locals` keeps the turn by: the actor, the target, the
        crowd, then each entry read through what the turn reads of it, numbered."""
        view = self.views.get((actor, target))
        if view is None:
            view = self.views[(actor, target)] = self._view(actor, target)
        return (actor, target, crowd, *[numbers[ids[i]] for i, numbers in view])

    def _view(self, actor: int, target: int) -> tuple[tuple[int, list[int]], ...]:
        """`views`' entry: `Fight.turn_view`, an entry whose every pool the turn reads
        read whole."""
        every = len(self.fight.pool_names)
        kept_of = {i: None if kept is None or len(kept) == every else kept
                   for i, kept in self.fight.turn_view(actor, target)}
        self.view_kept[(actor, target)] = kept_of
        return tuple((i, self.kind(kept)) for i, kept in kept_of.items())

    def _local(self, ids: Ids, aim: Aim, key: tuple[int, ...], *,
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
        actor, target, crowd = key[0], key[1], key[2]
        kept_of = self.view_kept[(actor, target)]
        state = self.state(ids)
        found = []
        for after, p, used in self.fight.turn_results(state, actor, target, crowd):
            # A turn builds its states with `changed`: an entry it left alone is the
            # same object (compared by value only when not).
            changes = tuple(_change(i, old, new, kept_of, actor)
                            for i, (old, new) in enumerate(zip(state, after, strict=True))
                            if new is not old and new != old)
            found.append((changes, p, self._slots(actor, used)))
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in.
        found.sort(key=lambda result: (result[0], result[2]))
        changes_of = []
        downs = []
        for changes, _, _ in found:
            kept = []
            for index, whole, value in changes:
                if whole:
                    kept.append(Change(index, self.entry(value)))
                else:
                    pools = kept_of[index]
                    assert pools is not None
                    kept.append(Change(index, -1, pools, value))
            changes_of.append(tuple(kept))
            downs.append(any(whole and value[0] for _, whole, value in changes))
        local = self.locals[key] = Local(
            changes_of, list(itertools.accumulate(float(p) for _, p, _ in found)),
            [uses for _, _, uses in found], downs)
        return local

    def _changed(self, ids: Ids, changes: tuple[Change, ...]) -> Ids:
        """`ids` with a weighed turn's changes put on it."""
        after = list(ids)
        for change in changes:
            whole = change.whole
            if whole < 0:
                before = ids[change.index]
                whole = change.onto.get(before, -1)
                if whole < 0:
                    whole = self._onto(change, before)
            after[change.index] = whole
        return tuple(after)

    def _onto(self, change: Change, before: int) -> int:
        """The number of the entry numbered `before` once `change` (not whole) is put on
        it, kept in `change.onto`."""
        pools = list(self.entries[before][2])
        value = change.value
        for p, amount in zip(change.kept, value[2], strict=True):
            pools[p] = amount
        number = change.onto[before] = self.entry((value[0], value[1], tuple(pools)))
        return number

    def _slots(self, actor: int, used: Sequence[tuple[int, int]],
               ) -> tuple[tuple[int, int], ...]:
        """Pool units spent in a move, placed in a round's spending: the acting side's
        pools, or for an index past the pools, the other side's."""
        offset = self.offsets[actor]
        return tuple(((offset + pool) % self.width, amount) for pool, amount in used)


def _change(index: int, before: Fighter, after: Fighter, kept_of: dict[int, View],
            actor: int) -> tuple[int, bool, Fighter]:
    """How a turn changed one entry: (its index, whether what follows is the whole entry,
    the entry or its standing, slots and the pools the turn reads). Raises AssertionError
    when the turn changed what it was not to touch."""
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
