"""States of a simulated fight kept by numbers: each distinct entry of a state (a
fighter's standing, slots and pools, or the sides' Advantage) is numbered once, in the
order met, and a state is the tuple of its entries' numbers (`Ids`), cheap to hash and to
change one entry of. What a step of a round reads of an entry (its standing, slots and
some of its pools: a `View`) is numbered the same way (`NumberedStates.kind`), so that
the step can be kept by what it reads (`sampling`, `round_bounds`, `kept_turns`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence

from gm_assistant.core.conflict.fight import Fighter, FightState, View

__all__ = ["Ids", "NumberedStates", "entries_of"]

Ids = tuple[int, ...]
"""A state as the sampler keeps it: per entry of a `FightState`, the number of its value
among the entries met (`NumberedStates.entries`)."""


class NumberedStates:
    """The entries met in a simulation, numbered; states as tuples of those numbers."""

    def __init__(self, party: Sequence[int], opposition: Sequence[int]) -> None:
        self.entries: list[Fighter] = []
        """The entries of states met (a fighter's, or the sides' Advantage), numbered in
        the order met."""
        self.entry_numbers: dict[Fighter, int] = {}
        self.outs: list[int] = []
        """Per entry number: its standing (0 standing; out or killed)."""
        self.kinds: dict[View, tuple[list[int], dict[Fighter, int]]] = {}
        """Per `View` an entry is read through (the pools read, None: whole): each entry
        number's projection through it, numbered, and the projections met."""
        self.reads: dict[object, tuple[list[int], dict[object, int],
                                       Callable[[Fighter], object]]] = {}
        """Per name of a read (`read_kind`): each entry number's read, numbered, the reads
        met, and the read."""
        self.party = party
        self.opposition = opposition

    def entry(self, fighter: Fighter) -> int:
        """The number of an entry of a state among those met."""
        number = self.entry_numbers.get(fighter)
        if number is None:
            number = self.entry_numbers[fighter] = len(self.entries)
            self.entries.append(fighter)
            self.outs.append(fighter[0])
            for kept, (numbers, met) in self.kinds.items():
                numbers.append(_project(fighter, kept, met, number))
            for numbers, reads_met, read in self.reads.values():
                numbers.append(_numbered(read(fighter), reads_met))
        return number

    def ids(self, state: FightState) -> Ids:
        """`state` as the sampler keeps it."""
        return tuple([self.entry(fighter) for fighter in state])

    def state(self, ids: Ids) -> FightState:
        """The state kept as `ids`."""
        entries = self.entries
        return tuple([entries[number] for number in ids])

    def ids_after(self, ids: Ids, state: FightState, after: FightState) -> Ids:
        """`after` (a state a move led to from `state`, kept as `ids`) as kept."""
        return tuple([number if fighter is old else self.entry(fighter)
                      for number, old, fighter in zip(ids, state, after, strict=True)])

    def is_over(self, ids: Ids) -> bool:
        """One side has nobody standing (`Fight.is_over`)."""
        outs = self.outs
        for members in (self.party, self.opposition):
            for i in members:
                if not outs[ids[i]]:
                    break
            else:
                return True
        return False

    def kind(self, kept: View) -> list[int]:
        """Each entry number's projection through `kept` (the pools read; None: the whole
        entry), numbered; kept up to date as entries are met."""
        kind = self.kinds.get(kept)
        if kind is None:
            met: dict[Fighter, int] = {}
            kind = self.kinds[kept] = (
                [_project(fighter, kept, met, number)
                 for number, fighter in enumerate(self.entries)], met)
        return kind[0]

    def read_kind(self, name: object, read: Callable[[Fighter], object]) -> list[int]:
        """Each entry number's `read` (what a step reads of an entry, given any entry),
        numbered; kept up to date as entries are met. `name` names the read: the same
        name, the same read. A list indexed by entry number, as `kind`'s: the cheapest
        look-up a hot loop can make."""
        kind = self.reads.get(name)
        if kind is None:
            met: dict[object, int] = {}
            kind = self.reads[name] = (
                [_numbered(read(fighter), met) for fighter in self.entries], met, read)
        return kind[0]


def _numbered(value: object, met: dict[object, int]) -> int:
    """The number of `value` among those `met` (numbered in the order met)."""
    found = met.get(value)
    if found is None:
        found = met[value] = len(met)
    return found


def entries_of(indices: Sequence[int]) -> Callable[[Ids], Ids]:
    """What of a state `indices`' entries are, as a tuple (even of one)."""
    if len(indices) == 1:
        only = indices[0]
        return lambda ids: (ids[only],)
    return operator.itemgetter(*indices)


def _project(fighter: Fighter, kept: View, met: dict[Fighter, int], number: int) -> int:
    """The number of what a step reads of an entry (the entry numbered `number`) through
    `kept` (the pools read; None: the whole entry, kept by its own number, negated so as
    not to meet a projection's)."""
    if kept is None:
        return -1 - number
    pools = fighter[2]
    projected = (fighter[0], fighter[1], tuple([pools[p] for p in kept if p < len(pools)]))
    found = met.get(projected)
    if found is None:
        found = met[projected] = len(met)
    return found
