"""How a fight's fighters absorb hits with their harm slots: what each one's free slots can
still take, and the cheapest way to absorb a hit of each size (the rules' own choice,
`play.harm.cheapest_absorptions`), worked out once per fighter and marked slots.

Slots are a bit mask over `Combatant.slots`, as a fighter's state holds them.
"""

from __future__ import annotations

from collections.abc import Sequence

from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.play.harm import Slot, cheapest_absorptions
from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["Absorption"]


class Absorption:
    """The harm slots of a fight's `combatants`; `first_only[i]`: fighter i's side
    absorbs with the cheapest absorber's slots only (`absorb: first`, Fate's stress
    boxes without consequences)."""

    def __init__(self, ruleset: Ruleset, combatants: Sequence[Combatant],
                 first_only: Sequence[bool]) -> None:
        self.ruleset = ruleset
        self.combatants = tuple(combatants)
        first = ruleset.harm.absorbers[0].id if ruleset.harm is not None \
            and ruleset.harm.absorbers else None
        self.unused = [
            sum(1 << i for i, slot in enumerate(c.slots) if slot.absorber != first)
            if only else 0 for c, only in zip(self.combatants, first_only, strict=True)]
        """Per fighter, the slots its side's policy never uses to absorb a hit (with
        `absorb: first`, all but the cheapest absorber's)."""
        self.slot_bits = [{(s.field, s.box): 1 << i for i, s in enumerate(c.slots)}
                          for c in self.combatants]
        absorbers = ruleset.harm.absorbers if ruleset.harm is not None else ()
        self.takes_out = [
            [sum(1 << i for i, s in enumerate(c.slots) if s.absorber == a.id)
             for a in absorbers if a.full_takes_out] for c in self.combatants]
        """Per fighter, the slots (a bit mask) of each absorber that takes it out once
        every one of them is marked (`harm.is_out`)."""
        self.capacities: dict[tuple[int, int], int] = {}
        self.results: dict[tuple[int, int, int], tuple[bool, int]] = {}
        """Per (fighter, marked slots, size of hit): `absorbed`'s answer."""
        self.tables: dict[tuple[int, int], list[int | None]] = {}
        """Per (fighter, marked slots): the slots (a bit mask) that absorb each size of hit
        the cheapest way, None where nothing can."""

    def slots(self, index: int, mask: int) -> list[Slot]:
        """The fighter's slots, marked as `mask` says."""
        return [Slot(s.absorber, s.kind, s.field, s.box, s.label, s.absorbs,
                     bool(mask >> i & 1), s.text)
                for i, s in enumerate(self.combatants[index].slots)]

    def capacity(self, index: int, mask: int) -> int:
        """What the fighter's free slots could still absorb (those its side uses)."""
        key = (index, mask)
        known = self.capacities.get(key)
        if known is None:
            usable = mask | self.unused[index]
            known = sum(s.absorbs for i, s in enumerate(self.combatants[index].slots)
                        if not usable >> i & 1)
            self.capacities[key] = known
        return known

    def absorbed(self, target: int, mask: int, amount: int) -> tuple[bool, int]:
        """(out, new mask) after the target, its slots marked as `mask` says, absorbs a
        hit of `amount` the cheapest way: out when its free slots cannot take it all or
        a track that takes it out is full."""
        key = (target, mask, amount)
        known = self.results.get(key)
        if known is None:
            known = self.results[key] = self._absorbed(target, mask, amount)
        return known

    def _absorbed(self, target: int, mask: int, amount: int) -> tuple[bool, int]:
        capacity = self.capacity(target, mask)
        if amount > capacity:
            return True, mask  # more than every free slot together
        key = (target, mask)
        table = self.tables.get(key)
        if table is None:  # every size this target could still absorb, weighed at once
            bits = self.slot_bits[target]
            table = [None if option is None else sum(bits[(s.field, s.box)]
                                                     for s in option.slots)
                     for option in cheapest_absorptions(
                         self.ruleset, self.slots(target, mask | self.unused[target]),
                         capacity)]
            self.tables[key] = table
        if amount > 0:
            chosen = table[amount - 1]
            if chosen is None:
                return True, mask
            mask |= chosen
        return any(full and mask & full == full for full in self.takes_out[target]), mask
