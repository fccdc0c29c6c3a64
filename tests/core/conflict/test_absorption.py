"""`Absorption`, the fight's harm slots, against a brute force written here: for AdOM's
Abigail (three stress boxes, three consequences) with every set of slots already marked,
every size of hit is absorbed the way Fate's rules offer first (at most one stress box,
covering the hit with no slot to spare, least consequence, then least stress, then least
waste, then fewest slots), or takes her out when nothing can; with `absorb: first` her
side uses stress boxes only."""

from __future__ import annotations

import itertools

import pytest

from gm_assistant.core.conflict.absorption import Absorption
from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.rules.registry import default_registry
from tests.core.conflict.test_fights import _fighter


def _brute(slots: list[tuple[str, int]], mask: int, shifts: int,
           first_only: bool) -> tuple[bool, int]:
    """(out, marked slots) after a hit of `shifts`, every choice of free slots tried."""
    free = [i for i, (kind, _) in enumerate(slots) if not mask >> i & 1
            and (kind == "stress" or not first_only)]
    if shifts == 0:
        return False, mask
    best: tuple[tuple[int, int, int, int], tuple[int, ...]] | None = None
    for size in range(1, len(free) + 1):
        for chosen in itertools.combinations(free, size):
            kinds = [slots[i][0] for i in chosen]
            if kinds.count("stress") > 1:
                continue
            total = sum(slots[i][1] for i in chosen)
            if total < shifts or any(total - slots[i][1] >= shifts for i in chosen):
                continue
            cost = (sum(slots[i][1] for i in chosen if slots[i][0] == "consequences"),
                    sum(slots[i][1] for i in chosen if slots[i][0] == "stress"),
                    total - shifts, size)
            if best is None or cost < best[0]:
                best = (cost, chosen)
    if best is None:
        return True, mask
    return False, mask | sum(1 << i for i in best[1])


@pytest.mark.parametrize("first_only", [False, True])
def test_every_hit_on_every_marking_is_absorbed_as_the_rules_offer(first_only: bool) -> None:
    adom = default_registry().get("adom")
    abigail = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail")
    slots = [(slot.absorber, slot.absorbs) for slot in abigail.slots]
    assert [kind for kind, _ in slots] == ["stress"] * 3 + ["consequences"] * 3
    absorption = Absorption(adom, [abigail], [first_only])
    compared = 0
    for mask in range(1 << len(slots)):
        usable = [absorbs for i, (kind, absorbs) in enumerate(slots)
                  if not mask >> i & 1 and (kind == "stress" or not first_only)]
        assert absorption.capacity(0, mask) == sum(usable)
        for shifts in range(sum(usable) + 2):
            expected = _brute(slots, mask, shifts, first_only)
            got = absorption.absorbed(0, mask, shifts)
            if expected[0]:
                assert got[0], (mask, shifts)
            else:
                assert got == expected, (mask, shifts)
            compared += 1
    assert compared > 200
    marked = [slot.marked for slot in absorption.slots(0, 0b101)]
    assert marked == [True, False, True, False, False, False]
