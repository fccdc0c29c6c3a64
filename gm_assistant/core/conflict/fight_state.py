"""A fight's state as the exact chain steps over it: one entry per fighter (out or
standing, its marked harm slots, its pools), and `changed` to make a new state with one
fighter changed (a state is a tuple: hashable, shared between the states that lead to it).
"""

from __future__ import annotations

from gm_assistant.core.conflict.exact import Rational

__all__ = ["KILLED", "OUT", "FightState", "Fighter", "TurnResults", "changed"]

Fighter = tuple[int, int, tuple[int, ...]]
"""(out, marked slots as a bit mask, pools in the conflict's order); out is 0 while
standing, OUT or KILLED."""
OUT = 1
KILLED = 2
FightState = tuple[Fighter, ...]
TurnResults = list[tuple[FightState, Rational, list[tuple[int, int]]]]
"""Every state a turn leads to, its chance, and the pool units spent (pool, units): by
the acting side, or, for a pool index past the conflict's pools, by the other side (the
target's own test, MAoFA's knock-out test)."""


def changed(state: FightState, index: int, *, out: bool | int | None = None,
            mask: int | None = None, pools: tuple[int, ...] | None = None) -> FightState:
    """`state` with one fighter changed. A fighter who goes out keeps nothing: no rule
    reads an out fighter's slots or pools, so states differing only there are one."""
    old_out, old_mask, old_pools = state[index]
    if out:
        return (*state[:index], (int(out), 0, (0,) * len(old_pools)), *state[index + 1:])
    fighter = (old_out if out is None else int(out), old_mask if mask is None else mask,
               old_pools if pools is None else pools)
    return (*state[:index], fighter, *state[index + 1:])
