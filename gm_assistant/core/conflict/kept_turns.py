"""Turns of one fighter in a simulated round kept by what they read of the state
(`Fight.turn_view`: the actor, its target, the crowd, and each entry read through the
pools the turn reads of it; the sides' Advantage through `Maneuvers.advantage_read`, its
change kept as a shift), weighed whole once met often enough (all results with their
exact chances, as cumulative floats, each as the entries it changes, `Change`) and from
then on drawn with one random number from any state that reads the same: a look-up, not
a rule. A turn is also found with one look-up by what its target's pick and the turn read
(`KeptTurns.kept`). States are kept by numbers (`numbered_states`), aims by `move_aims`.
"""

from __future__ import annotations

import bisect
import itertools
import operator
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import is_not

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.fight import Aim, Fight, Fighter, View
from gm_assistant.core.conflict.local_turns import spill_only
from gm_assistant.core.conflict.move_aims import KeptAims
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates, entries_of

__all__ = ["MISSING", "Change", "Drawn", "KeptTurns", "Local", "Outcome", "QuickKey", "Reading",
           "Step"]

Step = tuple[int, Ids, tuple[tuple[int, int], ...], bool]
"""A move played: who has been attacked this round after it (by number), the state it
leads to, the pool units spent (slot in a round's spending, units: `KeptTurns.slots`),
and whether the fight is over then."""
MISSING: Step = (0, (), (), False)
"""A move's answer when what would give it is not kept yet (compared by identity)."""


@dataclass(slots=True)
class Change:
    """How a weighed turn changes one entry of a state: put `whole` (an entry's number) in
    its place, or, when `whole` is -1, set its standing, slots and the pools `kept` to
    `value`'s, the other pools as they were (the ledger: each side's Advantage moved by
    `shift`)."""

    index: int
    whole: int
    kept: tuple[int, ...] = ()
    value: Fighter = (0, 0, ())
    onto: dict[int, int] = field(default_factory=dict)
    """Per entry number changed: the number of the entry it becomes."""
    shift: tuple[int, ...] = ()
    """The ledger's change (`whole` -1): added to each side's Advantage, which the turn
    reads only as far as `Maneuvers.advantage_read` (`KeptTurns.shifting`)."""


@dataclass(slots=True)
class Local:
    """A turn weighed whole from what it reads: each result as the entries it changes (in
    a fixed order), their cumulative chances (floats), the pool units each spends (as in
    `Step`), and whether it takes somebody out."""

    changes: list[tuple[Change, ...]]
    cumulative: list[float]
    uses: list[tuple[tuple[int, int], ...]]
    downs: list[bool]


Outcome = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, dict[int, int], Change], ...],
                tuple[tuple[int, int], ...], bool]
"""A result of a turn weighed whole, as a turn found by `KeptTurns.kept`'s look-up is
drawn: the entries it puts whole (index, the entry's number), its changes that keep the
pools the turn does not read (each a `Change` whose `whole` is -1, after its index and
its `onto`, read without an attribute look-up per move), the pool units it spends (as in
`Step`) and whether it takes somebody out (`Local`'s `downs`)."""
Drawn = tuple[int, int, float, list[float], list[Outcome]]
"""A turn found by `KeptTurns.kept`'s look-up: who has been attacked this round after it
(by number), the index of its last result (0: one result, drawn with no random number),
its results' cumulative chances (floats: the total, then each) and its results
(`Outcome`)."""


QuickKey = tuple[int, int, int, int, Ids]
"""A turn of one fighter as `KeptTurns.quick` keeps it: the actor, who has been attacked
this round (by number), the actor's entry through what its turn reads of it, the ledger
through what its turns read of it (`KeptTurns.shifting`; where turns do not move the
Advantage, the actor's entry again), and the other entries its target's pick or its
turns read (`KeptTurns.reading`). The last as a tuple of its own: a key built with `*`
is a list turned into a tuple, slower to make (about 0.3 us a move)."""
Reading = tuple[list[int], int, list[int], Callable[[Ids], Ids]]
"""What `KeptTurns.quick` keeps a fighter's turns by (`KeptTurns.reading`): its own
entry's numbering through what its turn reads of it, the ledger's index and what its
turns read of it (where turns do not move the Advantage: the actor's index and its own
numbering again), and the other entries read whole."""


class KeptTurns:
    """A fight's turns of one fighter met in a simulation, kept by what they read."""

    def __init__(self, fight: Fight, numbers: NumberedStates, aims: KeptAims,
                 weigh_after: int) -> None:
        self.fight = fight
        self.numbers = numbers
        self.aims = aims
        self.is_over = numbers.is_over
        pools = len(fight.pool_names)
        self.width = 2 * pools
        """A round's spending: the party's pools, then the opposition's."""
        self.offsets = [(0 if c.side == PARTY else 1) * pools for c in fight.combatants]
        """Per fighter: where its side's pools start in a round's spending."""
        self.views: dict[tuple[int, int], tuple[tuple[int, list[int]], ...]] = {}
        """Per (actor, target): the entries its turn reads, each with the numbers of its
        projections through what the turn reads of it (`local_key`)."""
        self.bare_views: dict[tuple[int, int], tuple[tuple[int, list[int]], ...] | None] = {}
        """Per (actor, target): `views`' entry without the entries its turn reads for a
        hit's spill alone (the target's side but the target), None where it reads none so
        (`local_key`)."""
        self.spill_free: dict[tuple[int, ...], bool] = {}
        """Per turn as its bare view reads it (`bare_views`): whether no hit of it spills
        (`Attacks.spills_over`), so that it is kept by that bare key."""
        self.view_kept: dict[tuple[int, int], dict[int, View]] = {}
        """Per (actor, target): the pools its turn reads of each entry it reads (None:
        the whole entry; `Fight.turn_view`)."""
        self.locals: dict[tuple[int, ...], Local] = {}
        """Per turn weighed whole from the entries it reads: its results (`local`)."""
        self.local_visits: dict[tuple[int, ...], int] = {}
        """Per turn not yet weighed: how often it was met (`local`)."""
        self.weigh_after = weigh_after
        """A turn met this many times from what it reads is weighed whole (`local`)."""
        self.quick: dict[QuickKey, Drawn] = {}
        """Per turn of one fighter (`QuickKey`): the marks after it and its results, as
        `found` found them."""
        self.view_reads: dict[tuple[int, int], tuple[
            tuple[list[int], ...], Callable[[Ids], Ids], tuple[list[int], ...],
            Callable[[Ids], Ids], bool]] = {}
        """Per (actor, target): `views`' entry as what `found` maps a state through
        (each entry's numbering through what the turn reads of it, and the entries),
        then its bare view's alike (`bare_views`; the whole view where there is none)
        and whether there is one."""
        self.kept_changes: dict[tuple[object, ...], Change] = {}
        """Every `Change` made (by its index and entry number, or its index, the pools
        it keeps and their values), made once: met again by many turns weighed, and
        each keeps what it made of an entry (`Change.onto`) for all of them."""
        self.unread: dict[tuple[tuple[int, ...], int],
                          Callable[[tuple[int, ...]], object]] = {}
        """Per pools a turn reads of an entry and how many it has: what of its pools the
        turn does not read (`_change` checks they are left alone)."""
        self.drawing: dict[tuple[int, ...], tuple[int, float, list[float],
                                                  list[Outcome]]] = {}
        """Per turn weighed whole (its key in `locals`): a `Drawn` after its marks (the
        index of its last result, its total, cumulative chances and `Outcome`s)."""
        self.shifting = fight.ledger if fight.ledger is not None \
            and fight.turn.risk is not None else -1
        """The ledger's index where turns move the sides' Advantage (-1: none): a turn
        is kept by what it reads of it (`Maneuvers.advantage_read`) and changes it by a
        shift (`Change.shift`), so that a turn weighed once serves every ledger that reads
        the same (Riskbreaker's 4 against 8: 2,123 turns weighed rather than 16,907)."""
        self.quick_reads: list[Reading | None] = [None] * len(fight.combatants)
        """Per fighter: what `quick` keeps its turns by (`reading`; None: not yet
        worked out)."""

    def kept(self, node: Ids, actor: int, attacked: int, rng: random.Random,
             ) -> Step | None:
        """A turn of `actor` alone drawn from its results kept by what it reads
        (`locals`), looked up as `KeptAims.aim`, `local_key` and `local` would find it;
        MISSING when something on the way is not kept yet."""
        own, ledger, advantage, others = self.quick_reads[actor] or self.reading(actor)
        quick_key = (actor, attacked, own[node[actor]], advantage[node[ledger]], others(node))
        known = self.quick.get(quick_key) or self.found(quick_key, node, actor, attacked)
        if known is None:
            return MISSING
        marks, last, total, cumulative, outcomes = known
        sets, ontos, uses, down = outcomes[bisect.bisect(
            cumulative, rng.random() * total, 0, last) if last else 0]
        after = list(node)
        for index, number in sets:
            after[index] = number
        for index, onto, change in ontos:
            try:  # almost always kept: a subscript, cheaper than a `get`
                after[index] = onto[node[index]]
            except KeyError:
                after[index] = self.became(change, node[index])
        moved = tuple(after)
        return marks, moved, uses, down and self.is_over(moved)

    def found(self, quick_key: QuickKey, node: Ids, actor: int, attacked: int,
              ) -> Drawn | None:
        """A turn `quick` has not kept under `quick_key` (`kept`'s key of the turn of
        `actor` from `node`, `attacked`) looked up the long way and kept there: its target
        kept (`KeptAims.looked_up`), then the turn kept by what it reads (`drawing`, made
        from `locals`); None when one of them is not kept yet. Met about 40,000 times in
        Riskbreaker's 4 against 8 (the quick key holds the foes whole), so written as one
        call with one look-up of the turn."""
        aimed = self.aims.looked_up(node, actor, attacked)
        if aimed is None:
            return None
        target, marks = aimed
        view = self.view_reads.get((actor, target))
        if view is None:
            numbers_of = self.views.get((actor, target))
            if numbers_of is None:
                return None
            bare = self.bare_views[(actor, target)] or numbers_of
            view = self.view_reads[(actor, target)] = (
                tuple([numbers for _, numbers in numbers_of]),
                entries_of([i for i, _ in numbers_of]),
                tuple([numbers for _, numbers in bare]), entries_of([i for i, _ in bare]),
                self.bare_views[(actor, target)] is not None)
        aims = self.aims
        crowd = aims.mark_counts[attacked][target] if aims.crowded else 0
        key = (actor, target, crowd, *map(operator.getitem, view[2], view[3](node)))
        if view[4]:  # kept by its bare view where no hit of it spills (`local_key`)
            free = self.spill_free.get(key)
            if free is None:
                return None
            if not free:
                key = (actor, target, crowd, *map(operator.getitem, view[0], view[1](node)))
        drawing = self.drawing.get(key) or self._drawing(key)
        if drawing is None:
            return None
        known = self.quick[quick_key] = (marks, *drawing)
        return known

    def _drawing(self, key: tuple[int, ...],
                 ) -> tuple[int, float, list[float], list[Outcome]] | None:
        """`drawing`'s entry for the turn kept under `key` in `locals` (None: not
        weighed yet)."""
        local = self.locals.get(key)
        if local is None:
            return None
        cumulative = local.cumulative
        drawing = self.drawing[key] = (len(cumulative) - 1, cumulative[-1], cumulative, [
            (tuple([(c.index, c.whole) for c in changes if c.whole >= 0]),
             tuple([(c.index, c.onto, c) for c in changes if c.whole < 0]), uses, down)
            for changes, uses, down in zip(local.changes, local.uses, local.downs,
                                           strict=True)])
        return drawing

    def reading(self, actor: int) -> Reading:
        """What `kept` keeps a turn of `actor` by (`quick_reads`, worked out the first
        time): its own entry through what its turn reads of it (`Fight.turn_view`), the
        ledger through what its turns read of it (`advantage_reads`, where they move the
        Advantage), and every other entry its target's pick or any of its turns reads,
        whole."""
        reads = self.quick_reads[actor]
        if reads is None:
            reads = self.quick_reads[actor] = self._reads(actor)
        return reads

    def _reads(self, actor: int) -> Reading:
        """`reading`'s answer worked out."""
        fight = self.fight
        foes = fight.sides[OPPOSITION if fight.combatants[actor].side == PARTY else PARTY]
        read = set(foes)
        for target in foes:
            read.update(i for i, _ in fight.turn_view(actor, target))
        read.discard(actor)
        read.discard(self.shifting)
        kept = dict(fight.turn_view(actor, foes[0])).get(actor)
        whole = kept is None or len(kept) == len(fight.pool_names)
        own = self.numbers.kind(None if whole else kept)
        if self.shifting < 0:  # the ledger read whole among the others, if at all: in
            # its place the actor's own entry again (a list indexed, as cheap as it gets)
            return own, actor, own, entries_of(sorted(read))
        return own, self.shifting, self.advantage_reads(actor), entries_of(sorted(read))

    def local_key(self, ids: Ids, actor: int, target: int, crowd: int) -> tuple[int, ...]:
        """What a turn of `actor` alone on `target` reads of the state `ids`
        (`Fight.turn_view`), as `locals` keeps the turn by: the actor, the target, the
        crowd, then each entry read through what the turn reads of it, numbered; the
        other opponents, read by a hit's spill alone, left out where no hit of the turn
        spills (`spill_free`: Riskbreaker's 4 against 8 then weighs 1,145 turns rather
        than 2,123)."""
        view = self.views.get((actor, target))
        if view is None:
            view = self.views[(actor, target)] = self._view(actor, target)
            self.bare_views[(actor, target)] = self._bare(actor, target, view)
        bare = self.bare_views[(actor, target)]
        if bare is not None:
            key = (actor, target, crowd, *[numbers[ids[i]] for i, numbers in bare])
            free = self.spill_free.get(key)
            if free is None:
                free = self.spill_free[key] = not self.fight.attacks.spills_over(
                    self.numbers.state(ids), actor, target, crowd)
            if free:
                return key
        return (actor, target, crowd, *[numbers[ids[i]] for i, numbers in view])

    def _bare(self, actor: int, target: int, view: tuple[tuple[int, list[int]], ...],
              ) -> tuple[tuple[int, list[int]], ...] | None:
        """`bare_views`' entry: `view` without the entries the turn reads for a hit's
        spill alone (`spill_only`: the target's side but the target)."""
        theirs = spill_only(self.fight, actor, target, [i for i, _ in view])
        if theirs is None:
            return None
        return tuple((i, numbers) for i, numbers in view if i not in theirs)

    def _view(self, actor: int, target: int,
              ) -> tuple[tuple[int, list[int]], ...]:
        """`views`' entry: `Fight.turn_view`, an entry whose every pool the turn reads
        read whole."""
        every = len(self.fight.pool_names)
        kept_of = {i: None if kept is None or len(kept) == every else kept
                   for i, kept in self.fight.turn_view(actor, target)}
        self.view_kept[(actor, target)] = kept_of
        return tuple((i, self.advantage_reads(actor) if i == self.shifting
                      else self.numbers.kind(kept)) for i, kept in kept_of.items())

    def advantage_reads(self, actor: int) -> list[int]:
        """Per entry number: what a turn of `actor` reads of it as the ledger
        (`Maneuvers.advantage_read`), numbered (`NumberedStates.read_kind`; one read per
        side and `Maneuvers.reach`)."""
        maneuvers = self.fight.maneuvers
        return self.numbers.read_kind(
            ("advantage", self.fight.side_of(actor), maneuvers.reach(actor)),
            maneuvers.advantage_read(actor))

    def local(self, ids: Ids, aim: Aim, key: tuple[int, ...], *,
              weigh: bool) -> Local | None:
        """The turn aimed as `aim` (one fighter) weighed whole from what of the state it
        reads (`key`), worked out once per (actor, target, crowd, what it reads) whatever
        the rest is: when it was weighed before, when `weigh` says so, or when this is
        the `weigh_after`th time it is met; None else (the turn is then played by
        sampled rolls)."""
        local = self.locals.get(key)
        if local is not None:
            return local
        if not weigh:
            seen = self.local_visits.get(key, 0) + 1
            if seen < self.weigh_after:
                self.local_visits[key] = seen
                return None
        self.local_visits.pop(key, None)
        actor, target, crowd = key[0], key[1], key[2]
        kept_of = self.view_kept[(actor, target)]
        state = self.numbers.state(ids)
        found = []
        indices = range(len(state))
        unread = self._unread
        for after, p, used in self.fight.turn_results(state, actor, target, crowd):
            # A turn builds its states with `changed`: an entry it left alone is the
            # same object (found so without a loop in Python; compared by value only
            # when not).
            changes = tuple([_change(i, state[i], after[i], kept_of, unread, actor)
                             for i in itertools.compress(indices, map(is_not, state, after))
                             if after[i] != state[i]])
            found.append((changes, p, self.slots(actor, used)))
        # In a fixed order (not the order the results were found in), so that a seeded
        # simulation plays the same fights whatever order a set was iterated in. The
        # ledger sorts by its value after the turn: on any ledger read alike, each side
        # moved by the same amounts, the same order.
        found.sort(key=lambda result: (result[0], result[2]))
        changes_of = []
        downs = []
        entry, made, shifting = self.numbers.entry, self.kept_changes, self.shifting
        for changes, _, _ in found:
            kept = []
            down = False
            for index, whole, value in changes:
                if index == shifting:  # the ledger: moved, read as `advantage_read` says
                    shift = tuple([after - before for after, before in zip(
                        value[2], state[index][2], strict=True)])
                    change = made.get((index, shift))
                    if change is None:
                        change = made[(index, shift)] = Change(index, -1, shift=shift)
                elif whole:
                    number = entry(value)
                    change = made.get((index, number))
                    if change is None:
                        change = made[(index, number)] = Change(index, number)
                    down = down or bool(value[0])
                else:
                    pools = kept_of[index]
                    assert pools is not None
                    change = made.get((index, pools, value))
                    if change is None:
                        change = made[(index, pools, value)] = Change(index, -1, pools, value)
                kept.append(change)
            changes_of.append(tuple(kept))
            downs.append(down)
        local = self.locals[key] = Local(
            changes_of, list(itertools.accumulate(float(p) for _, p, _ in found)),
            [uses for _, _, uses in found], downs)
        return local

    def _unread(self, kept: tuple[int, ...], count: int,
                ) -> Callable[[tuple[int, ...]], object]:
        """`unread`'s entry for `kept` among `count` pools (worked out the first time)."""
        getter = self.unread.get((kept, count))
        if getter is None:
            others = [p for p in range(count) if p not in kept]
            getter = self.unread[(kept, count)] = (lambda pools: ()) if not others \
                else operator.itemgetter(*others)
        return getter

    def changed(self, ids: Ids, changes: tuple[Change, ...]) -> Ids:
        """`ids` with a weighed turn's changes put on it."""
        after = list(ids)
        for change in changes:
            whole = change.whole
            if whole < 0:
                before = ids[change.index]
                whole = change.onto.get(before, -1)
                if whole < 0:
                    whole = self.became(change, before)
            after[change.index] = whole
        return tuple(after)

    def became(self, change: Change, before: int) -> int:
        """The number of the entry numbered `before` once `change` (not whole) is put on
        it, kept in `change.onto`."""
        entry = self.numbers.entries[before]
        if change.shift:  # the ledger: each side's Advantage moved
            number = change.onto[before] = self.numbers.entry((entry[0], entry[1], tuple(
                [held + moved for held, moved in zip(entry[2], change.shift, strict=True)])))
            return number
        pools = list(entry[2])
        value = change.value
        for p, amount in zip(change.kept, value[2], strict=True):
            pools[p] = amount
        number = change.onto[before] = self.numbers.entry((value[0], value[1], tuple(pools)))
        return number

    def slots(self, actor: int, used: Sequence[tuple[int, int]],
              ) -> tuple[tuple[int, int], ...]:
        """Pool units spent in a move, placed in a round's spending: the acting side's
        pools, or for an index past the pools, the other side's."""
        if not used:
            return ()
        offset, width = self.offsets[actor], self.width
        return tuple([((offset + pool) % width, amount) for pool, amount in used])


def _change(index: int, before: Fighter, after: Fighter, kept_of: dict[int, View],
            unread: Callable[[tuple[int, ...], int], Callable[[tuple[int, ...]], object]],
            actor: int) -> tuple[int, bool, Fighter]:
    """How a turn changed one entry: (its index, whether what follows is the whole entry,
    the entry or its standing, slots and the pools the turn reads; `unread`: what of an
    entry's pools the turn does not read, per pools it reads). Raises AssertionError
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
    not_read = unread(kept, len(before[2]))
    if not_read(after[2]) != not_read(before[2]):
        raise AssertionError(f"a turn of fighter {actor} changed a pool of fighter "
                             f"{index} it was not to touch")
    return index, False, (after[0], after[1], tuple([after[2][p] for p in kept]))
