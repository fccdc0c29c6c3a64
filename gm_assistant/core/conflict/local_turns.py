"""A fight's turns kept by what they read of the state, for the exact forecast.

The exact chain meets the same turn (one actor on one target, the same crowd) from many
whole states that differ only in fighters the turn never looks at: a mook's luck does not
change how the first PC's attack on the NPC goes. `Fight.turn_view` names the entries a
turn may read or change and, of each, the pools; a turn is weighed once per (actor,
target, crowd, what it reads), as the entries each of its results changes, and those
changes are put back on every other state that reads the same. The results are the ones
`Fight.turn_results` gives from that state (the same states, chances and spending;
`tests/core/conflict/test_local_turns.py` checks it on every turn of small fights).

Keyed as the simulation keys its kept turns (`KeptTurns`): the ledger (the sides'
Advantage, where turns move it) read through `Maneuvers.advantage_read`, a turn's change
to it kept as a shift; and the target's side but the target, read for a hit's spill alone
(`spill_only`), left out of the key where no hit of the turn spills
(`Attacks.spills_over`). Riskbreaker's 3 against 4 then weighs 1,073 turns rather than
26,999. Where a turn neither reads nor changes its actor's own harm slots
(`own_slots_unread`: nothing hits back, the actor stands for one character), the actor's
slots are left out of the key too, and its change put back on the slots it has: AdOM's 3
against 4 then weighs 1,907 turns rather than 3,888 (a PC's attack is the same whatever
harm it has taken).
"""

from __future__ import annotations

import operator
from collections.abc import Callable

from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.exact import ZERO, Rational
from gm_assistant.core.conflict.fight import Fight, Fighter, FightState, TurnResults, View

__all__ = ["LocalTurns", "own_slots_unread", "spill_only"]

Change = tuple[int, Fighter | None, tuple[int, ...], tuple[int, ...]]
"""How a turn changed one entry: its index, then the whole entry after (None: only its
standing, slots and the pools the turn reads changed, given as the next two: (out, slots)
and the pools read, in the view's order (every pool where the view reads the entry whole);
slots -1 for an actor whose slots the turn does not read, which keep theirs; for the ledger
read as `advantage_read` says, no standing and the amount added to each of its pools)."""
Weighed = list[tuple[tuple[Change, ...], Rational, list[tuple[int, int]]]]
"""A turn weighed from what it reads: each result as the entries it changed, its chance
and the pool units spent (as in `TurnResults`)."""
Kept = tuple[Weighed, list[tuple[tuple[Change, ...], Rational, bool]], tuple[Rational, ...]]
"""A turn weighed from what it reads, then as the move-by-move chain takes it: each result
as its changes, its chance and whether it changes who stands (somebody goes out), and the
pool units each side spends on average (the acting side's pools, then the other's, as
`MoveChain.spent`): the same on every state the turn is put back on."""
MoveResults = list[tuple[FightState, Rational, bool]]
"""A move's results for the move-by-move chain: each state, its chance, and whether it
changes who stands."""


class LocalTurns:
    """The turns of one fighter alone on one target, each worked out once per what it reads
    of the state (`Fight.turn_view`) and put back on every state that reads the same."""

    def __init__(self, fight: Fight) -> None:
        self.fight = fight
        self.views: dict[tuple[int, int], tuple[tuple[int, View], ...]] = {}
        """Per (actor, target): the entries the turn reads, an entry whose every pool it
        reads given as whole (None)."""
        self.kept_of: dict[tuple[int, int], dict[int, View]] = {}
        """`views` as a mapping (entry: the pools read)."""
        self.readers: dict[tuple[int, int], Callable[[FightState], object]] = {}
        """Per (actor, target): what the turn reads of a state, as one hashable value."""
        self.slotless: dict[tuple[int, int], int] = {}
        """Per (actor, target): the actor where its turn reads nothing of its own slots
        (`own_slots_unread`: they are out of the key and kept as they are), else -1."""
        self.bare_readers: dict[tuple[int, int], Callable[[FightState], object] | None] = {}
        """Per (actor, target): `readers`' entry without the entries the turn reads for
        a hit's spill alone (`spill_only`), None where it reads none so."""
        self.spill_free: dict[tuple[int, int, int, object], bool] = {}
        """Per (actor, target, crowd, what the turn's bare reader reads): whether no hit
        of it spills (`Attacks.spills_over`), so that it is kept by that bare read."""
        self.kept: dict[tuple[object, ...], Kept] = {}
        """Per (actor, target, crowd, what the turn reads; after a fifth, True: through
        its bare reader): its results as changes."""
        self.shifting = fight.ledger if fight.ledger is not None \
            and fight.turn.risk is not None else -1
        """The ledger's index where turns move the sides' Advantage (-1: none): a turn
        reads it as `Maneuvers.advantage_read` says and moves it by a shift."""
        self.whole: dict[tuple[FightState, int, int, int], TurnResults] = {}
        """Per (state, actor, target, crowd): the results as given (the same turn met
        again from the same state, at another point of a round, is a look-up)."""
        self.weighed = 0
        """Turns worked out by `Fight.turn_results` (the rest were put back)."""

    def view(self, actor: int, target: int) -> tuple[tuple[int, View], ...]:
        """`Fight.turn_view`, an entry whose every pool the turn reads given as whole."""
        known = self.views.get((actor, target))
        if known is None:
            every = len(self.fight.pool_names)
            slotless = actor if own_slots_unread(self.fight, actor, target) else -1
            known = self.views[(actor, target)] = tuple(
                (i, None if kept is None or len(kept) == every else kept)
                for i, kept in self.fight.turn_view(actor, target))
            self.kept_of[(actor, target)] = dict(known)
            self.slotless[(actor, target)] = slotless
            ledger = (self.shifting, self.fight.maneuvers.advantage_read(actor)) \
                if any(i == self.shifting for i, _ in known) else None
            self.readers[(actor, target)] = _reader(known, ledger, slotless)
            theirs = spill_only(self.fight, actor, target, [i for i, _ in known])
            self.bare_readers[(actor, target)] = None if theirs is None else _reader(
                tuple((i, kept) for i, kept in known if i not in theirs), ledger, slotless)
        return known

    def results(self, state: FightState, actor: int, target: int,
                crowd: int = 0) -> TurnResults:
        """`Fight.turn_results(state, actor, target, crowd)`, from the turn kept by what it
        reads of `state` when it was met before."""
        whole_key = (state, actor, target, crowd)
        known = self.whole.get(whole_key)
        if known is not None:
            return known
        weighed = self._kept(state, actor, target, crowd)[0]
        kept_of = self.kept_of[(actor, target)]
        known = self.whole[whole_key] = [(_put_back(state, kept_of, changes), p, used)
                                         for changes, p, used in weighed]
        return known

    def move(self, state: FightState, actor: int, target: int,
             crowd: int) -> tuple[MoveResults, tuple[Rational, ...]]:
        """The turn as a move of the move-by-move chain (`MoveChain`): its results, each
        saying whether it changes who stands, and the pool units each side spends on
        average (kept with the turn: the same on every state it is put back on). Each
        point of a round is met once, so the results are not kept per state
        (`results`)."""
        _, ways, spent = self._kept(state, actor, target, crowd)
        kept_of = self.kept_of[(actor, target)]
        return [(_put_back(state, kept_of, changes), p, down)
                for changes, p, down in ways], spent

    def _kept(self, state: FightState, actor: int, target: int, crowd: int) -> Kept:
        """The turn kept by what it reads of `state`, weighed there when first met."""
        reader = self.readers.get((actor, target))
        if reader is None:
            self.view(actor, target)
            reader = self.readers[(actor, target)]
        bare = self.bare_readers[(actor, target)]
        if bare is not None:
            bare_key = (actor, target, crowd, bare(state))
            free = self.spill_free.get(bare_key)
            if free is None:
                free = self.spill_free[bare_key] = not self.fight.attacks.spills_over(
                    state, actor, target, crowd)
            if free:
                kept = self.kept.get((*bare_key, True))
                if kept is None:
                    kept = self.kept[(*bare_key, True)] = self._weigh(
                        state, actor, target, crowd)
                return kept
        key = (actor, target, crowd, reader(state))
        kept = self.kept.get(key)
        if kept is None:
            kept = self.kept[key] = self._weigh(state, actor, target, crowd)
        return kept

    def _weigh(self, state: FightState, actor: int, target: int, crowd: int) -> Kept:
        """The turn's results from `state` as the entries each changes. Raises
        AssertionError when the turn changed what its view says it does not touch (the
        view would then be wrong, and putting results back with it too)."""
        self.weighed += 1
        kept_of = self.kept_of[(actor, target)]
        slotless = self.slotless[(actor, target)]
        found: Weighed = []
        ways: list[tuple[tuple[Change, ...], Rational, bool]] = []
        pools = len(self.fight.pool_names)
        spent = [ZERO] * (2 * pools)
        offset = 0 if self.fight.combatants[actor].side == PARTY else pools
        for after, p, used in self.fight.turn_results(state, actor, target, crowd):
            changes: list[Change] = []
            down = False
            for i, fighter in enumerate(after):
                before = state[i]
                if fighter == before:
                    continue
                down = down or fighter[0] != before[0]
                if i not in kept_of:
                    raise AssertionError(f"a turn of fighter {actor} changed entry {i}, "
                                         "which it was not to touch")
                if i == self.shifting:  # the ledger: its sides' Advantage moved
                    if fighter[:2] != before[:2]:
                        raise AssertionError("a turn changed the ledger's standing")
                    changes.append((i, None, (), tuple(
                        [a - b for a, b in zip(fighter[2], before[2], strict=True)])))
                    continue
                kept = kept_of[i]
                if fighter[0] or (kept is None and i != slotless):
                    changes.append((i, fighter, (), ()))  # out (keeping nothing), or read whole
                    continue
                if kept is not None and any(fighter[2][q] != before[2][q] for q in
                                            range(len(before[2])) if q not in kept):
                    raise AssertionError(f"a turn of fighter {actor} changed a pool of "
                                         f"fighter {i} it was not to touch")
                slots = fighter[1]
                if i == slotless:  # its slots kept as they are wherever it is put back
                    if slots != before[1]:
                        raise AssertionError(f"a turn of fighter {actor} changed its own "
                                             "slots, which it was not to read")
                    slots = -1
                changes.append((i, None, (fighter[0], slots), fighter[2] if kept is None
                                else tuple(fighter[2][q] for q in kept)))
            found.append((tuple(changes), p, used))
            ways.append((found[-1][0], p, down))
            for pool_index, amount in used:  # past the pools: the other side's
                spent[(offset + pool_index) % len(spent)] += p * amount
        return found, ways, tuple(spent)


def own_slots_unread(fight: Fight, actor: int, target: int) -> bool:
    """Whether a turn of `actor` alone on `target` neither reads nor changes the actor's
    own harm slots. A turn reads a fighter's slots only to absorb a hit on it (what its
    free slots can take, which ones a hit marks) or to count the members a group still
    stands for (`Fight.members_standing`, as Risk and Advantage read them). The hit lands
    on the target (or spills onto the target's side, never the actor's); only a hit
    countered (`counters`) or tested (`test`) can come back on the actor, and only a
    turn's Risk (`risk`) reads the actor's members: a turn without them, by a fighter
    who stands for one character, leaves the actor's slots unread."""
    hit = fight.hit
    return hit.counters is None and hit.test is None and fight.turn.risk is None \
        and fight.combatants[actor].members <= 1 \
        and fight.combatants[actor].side != fight.combatants[target].side


def spill_only(fight: Fight, actor: int, target: int,
               read: list[int]) -> set[int] | None:
    """The entries among `read` (what a turn of `actor` alone on `target` reads) that it
    reads for a hit's spill alone: the target's side but the target, where that side
    spills a hit its target absorbs and no outcome's effect nor the hit's own roll reads
    them; None where there are none. A turn none of whose hits spills
    (`Attacks.spills_over`) reads none of them."""
    hit = fight.hit
    if not fight.spills[fight.combatants[actor].side] or hit.absorb is None \
            or hit.take_out or hit.test is not None or hit.counters is not None:
        return None
    theirs = set(fight.sides[fight.combatants[target].side]) - {target}
    return theirs if theirs & set(read) else None


def _reader(view: tuple[tuple[int, View], ...],
            ledger: tuple[int, Callable[[Fighter], object]] | None, slotless: int = -1,
            ) -> Callable[[FightState], object]:
    """What a turn with `view` reads of a state, as one hashable value: the entries it
    reads whole picked by one C call (`operator.itemgetter`) where it reads them all so,
    as most turns do (the actor's standing and pools beside them where its slots are not
    read, `slotless`); else each entry, or its standing, slots and the pools read; the
    ledger (`ledger`: its index and read), when given, through its read."""
    if ledger is None and all(kept is None for _, kept in view):
        if slotless < 0:
            return operator.itemgetter(*[i for i, _ in view])
        others = operator.itemgetter(*[i for i, _ in view if i != slotless], slotless)

        def read_slotless(state: FightState) -> object:
            *found, actor = others(state)
            return (*found, actor[0], actor[2])
        return read_slotless

    pools_read: list[tuple[int, Callable[[Fighter], object] | None,
                           Callable[[tuple[int, ...]], object] | None]] = [
        (i, ledger[1] if ledger is not None and i == ledger[0] else None,
         None if kept is None else operator.itemgetter(*kept) if kept else _no_pools)
        for i, kept in view]

    def read(state: FightState) -> object:
        found: list[object] = []
        for i, through, pools in pools_read:
            fighter = state[i]
            if through is not None:
                found.append(through(fighter))
            elif i == slotless:  # its standing and pools alone
                found.append((fighter[0], fighter[2] if pools is None else pools(fighter[2])))
            else:
                found.append(fighter if pools is None
                             else (fighter[0], fighter[1], pools(fighter[2])))
        return tuple(found)
    return read


def _no_pools(pools: tuple[int, ...]) -> tuple[int, ...]:
    """What a turn reads of an entry's pools when it reads none of them."""
    return ()


def _put_back(state: FightState, kept_of: dict[int, View],
              changes: tuple[Change, ...]) -> FightState:
    """`state` with a weighed turn's changes made on it (`kept_of`: the pools of each
    entry the turn reads, None for the whole entry)."""
    if not changes:
        return state
    fighters = list(state)
    for index, whole, standing, values in changes:
        if whole is not None:
            fighters[index] = whole
            continue
        before = state[index]
        if not standing:  # the ledger: each side's Advantage moved
            fighters[index] = (before[0], before[1], tuple(
                [held + moved for held, moved in zip(before[2], values, strict=True)]))
            continue
        kept = kept_of[index]
        if kept is None:  # every pool read (an actor whose slots are not): `values`
            pools = values
        else:
            listed = list(before[2])
            for q, amount in zip(kept, values, strict=True):
                listed[q] = amount
            pools = tuple(listed)
        slots = standing[1]
        if slots < 0:  # an actor whose slots the turn does not read keeps its own
            slots = before[1]
        fighters[index] = (standing[0], slots, pools)
    return tuple(fighters)
