"""The steps of a simulated round other than its moves, kept by what they read: the
round's start (`Maneuvers.gain_advantage` and the order's ties, `RoundByRound.tied`: each
fighter's standing, slots and the pools they read, `Maneuvers.reads`,
`RoundByRound.reads`, and the sides' Advantage), the end-of-round wear (`Fight.wear`:
each fighter's own entry) and the merging of interchangeable fighters
(`Fight.canonical`: who is out, and how). States are kept by numbers (`numbered_states`).
"""

from __future__ import annotations

from dataclasses import dataclass

from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates
from gm_assistant.core.conflict.turn_order import Arrangements, RoundByRound, each_round

__all__ = ["FIXED", "RoundBounds", "RoundEnd", "Start"]

Start = tuple[int, Arrangements]
"""A round's start as kept (`RoundBounds.begin`): the number of the sides' Advantage once
the round's gain is made (-1: the fight keeps none), and the orders the round may take
(none where the order is fixed)."""
FIXED = Arrangements(())
"""`RoundBounds.begin`'s orders where the order is fixed (not drawn each round)."""


@dataclass(slots=True)
class RoundEnd:
    """Where a round ends (`RoundBounds.end`): its state and whether the fight is over;
    and once a round starts from it, that round's start (`RoundBounds.begin`)."""

    state: Ids
    over: bool
    begun: Ids | None = None
    orders: Arrangements = FIXED


class RoundBounds:
    """A fight's rounds' starts and ends, kept by what they read for the next rounds."""

    def __init__(self, fight: Fight, numbers: NumberedStates) -> None:
        self.fight = fight
        self.numbers = numbers
        self.fighters = len(fight.combatants)
        self.rounds = RoundByRound(fight) if each_round(fight) else None
        """Where the turn order is worked out every round: its rounds (`begin`)."""
        read = set(fight.maneuvers.reads())
        if self.rounds is not None:
            read.update(self.rounds.reads())
        self.start_pools = tuple(sorted(read))
        """The pools of a fighter the round's start reads (besides its standing and
        slots)."""
        self.start_of = numbers.kind(self.start_pools)
        """Per entry number: what the round's start reads of it, numbered (`starts`)."""
        self.starts: dict[tuple[int, ...], Start] = {}
        """Per round's start as it reads the state (each fighter's `start_of`, then the
        Advantage's entry): its `Start`."""
        self.ends: dict[tuple[Ids, int], RoundEnd] = {}
        """Per (state after the moves, the number of the order `Fight.canonical` reads runs
        from, -1 for the listing): where the round ends, and whether the fight is over."""
        self.worn: list[dict[int, int]] = [{} for _ in fight.combatants]
        """Per fighter: per entry number, its entry's number once the round's wear is
        done (`Fight.wear` changes each fighter by its own entry alone)."""
        self.merges: dict[tuple[tuple[int, ...], tuple[int, ...]],
                          tuple[int, ...] | None] = {}
        """Per (the order `Fight.canonical` reads runs from, each entry's standing): where
        it takes each entry from (None: from where it is)."""
        self.listed: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        """The orders of the ties met, listed (`Arrangements`' `listed`)."""
        self.last_end: RoundEnd | None = None
        """Where the last round played ended (`begin` from there needs no look-up)."""

    def begin(self, ids: Ids) -> tuple[Ids, Arrangements]:
        """The state a round from `ids` starts in (`Maneuvers.gain_advantage`), and the
        orders it may take (`RoundByRound.tied`), as `_begin` finds them; from where the
        last round played ended, kept with that end (no look-up)."""
        last = self.last_end
        if last is None or ids is not last.state:
            return self._begin(ids)
        if last.begun is None:
            last.begun, last.orders = self._begin(ids)
        return last.begun, last.orders

    def _begin(self, ids: Ids) -> tuple[Ids, Arrangements]:
        """The state a round from `ids` starts in (`Maneuvers.gain_advantage`), and,
        where the order is worked out every round, its ties (`RoundByRound.tied`); kept
        by what they read of each fighter (`Maneuvers.reads`, `RoundByRound.reads`) and
        the sides' Advantage."""
        ledger = self.fight.ledger
        if ledger is None and self.rounds is None:
            return ids, FIXED
        key = tuple(map(self.start_of.__getitem__, ids[:self.fighters]))
        if ledger is not None:
            key = (*key, ids[ledger])
        start = self.starts.get(key)
        if start is None:
            start = self.starts[key] = self._begun(ids)
        if ledger is None:
            return ids, start[1]
        return (*ids[:ledger], start[0], *ids[ledger + 1:]), start[1]

    def _begun(self, ids: Ids) -> Start:
        """`begin`'s answer worked out by the rules."""
        fight = self.fight
        state = self.numbers.state(ids)
        begun = fight.maneuvers.gain_advantage(state)
        ledger = fight.ledger
        if any(begun[i] != state[i] for i in range(len(fight.combatants))):
            raise AssertionError("the round's Advantage gain changed a fighter")
        orders = Arrangements(self.rounds.tied(begun), self.listed) \
            if self.rounds is not None else FIXED
        return (-1 if ledger is None else self.numbers.entry(begun[ledger])), orders

    def end(self, ids: Ids, order: tuple[int, ...]) -> tuple[Ids, bool]:
        """Where a round that left `ids` ends: its wear done (`Fight.wear`, unless the
        fight is over), interchangeable fighters merged (`Fight.canonical` by `order`'s
        runs), and whether the fight is over then."""
        fight = self.fight
        if fight.conflict.wear is not None and not self.numbers.is_over(ids):
            try:  # per fighter (the Advantage is not worn)
                worn = tuple(map(dict.__getitem__, self.worn, ids))
            except KeyError:
                self._wear(ids)
                worn = tuple(map(dict.__getitem__, self.worn, ids))
            ids = (*worn, *ids[self.fighters:])
        key = (order, tuple(map(self.numbers.outs.__getitem__, ids)))
        if key not in self.merges:
            self.merges[key] = self._merge(ids, order)
        merge = self.merges[key]
        if merge is not None:
            ids = tuple(map(ids.__getitem__, merge))
        return ids, self.numbers.is_over(ids)

    def _wear(self, ids: Ids) -> None:
        """Keeps each fighter's entry in `ids` once worn (`Fight.wear`, which changes each
        fighter by its own entry alone)."""
        worn = self.fight.wear(self.numbers.state(ids))
        for i, kept in enumerate(self.worn):
            kept[ids[i]] = self.numbers.entry(worn[i])

    def _merge(self, ids: Ids, order: tuple[int, ...]) -> tuple[int, ...] | None:
        """Where `Fight.canonical` takes each entry of `ids` from (None: all stay). It
        keeps the standing fighters of a run in their order and moves those out behind
        them (an out fighter keeps nothing but how it went out), so where each entry
        comes from depends on who is out, and how, alone."""
        state = self.numbers.state(ids)
        merged = self.fight.canonical(state, order)
        if merged == state:
            return None
        sources: list[int] = []
        taken = [False] * len(state)
        for fighter in merged:
            # The first entry not taken yet that is this one: standing fighters equal
            # here may differ elsewhere, and `canonical` keeps their order.
            source = next(i for i in range(len(state))
                          if not taken[i] and state[i] == fighter)
            taken[source] = True
            sources.append(source)
        return tuple(sources)

    def ended(self, node: Ids, runs: int, order: tuple[int, ...]) -> RoundEnd:
        """Where a round whose moves left `node` ends (`end`), kept by `node` and `runs`
        (the number of the order `Fight.canonical` reads runs from, `order`; -1 for the
        listing); kept as the last round's end (`begin`)."""
        end = self.ends.get((node, runs))
        if end is None:
            end = self.ends[(node, runs)] = RoundEnd(*self.end(node, order))
        self.last_end = end
        return end
