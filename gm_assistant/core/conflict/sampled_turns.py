"""Turns of one fighter played by sampled rolls in a simulation, kept by what their roll
reads: a turn settled once its attack roll is drawn (`Attacks.settled_by_roll`: MAoFA's
fight, AdOM-like absorbed hits without invocations) draws its roll from the exact results
kept by (actor, target, crowd, the actor's and the target's entries), and what each drawn
result does to those two entries is kept too. Most turns of a large fight are met from a
state never met before (MAoFA's openings spend luck on the initiative test, so the party's
luck differs from fight to fight), but the same actor with the same luck against the same
target again and again: the turn is then two look-ups and one random number, without
building the state or running the turn's procedure.

A result whose outcome's effects reach the roller's allies (MAoFA's morale boost) changes
more than those two entries: it is worked out from the whole state each time
(`Attacks.rolled`). The roll is drawn as `FightRolls.draw` draws it (the same random
number), and each result is the one `Fight.turn_results` gives for it, so a seeded
simulation plays the same fights as the turn's own procedure would.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from gm_assistant.core.conflict.fight import Fight
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates
from gm_assistant.core.conflict.rolls import TurnResult

__all__ = ["SampledTurns"]

Played = tuple[Ids, tuple[tuple[int, int], ...], bool]
"""A turn played: the state it leads to, the pool units spent (slot in a round's
spending, units: `KeptTurns.slots`), and whether it took somebody out."""
Slots = Callable[[int, Sequence[tuple[int, int]]], tuple[tuple[int, int], ...]]


class SampledTurns:
    """The turns of one fighter of `fight` played by sampled rolls, kept by what their
    roll reads (see the module's docstring)."""

    def __init__(self, fight: Fight, numbers: NumberedStates, slots: Slots) -> None:
        self.fight = fight
        self.numbers = numbers
        self.slots = slots
        """Where pool units spent go in a round's spending (`KeptTurns.slots`)."""
        self.settled = fight.attacks.settled
        """Per fighter: whether its turns are settled by their attack roll."""
        self.reaching = fight.payments.reaching
        self.rolls: dict[tuple[int, int, int, int, int], tuple[TurnResult, ...]] = {}
        """Per (actor, target, crowd, the actor's entry number, the target's): the attack
        roll's exact results (`Attacks.attack_roll`)."""
        self.results: dict[tuple[int, int, int, int, int, int],
                           tuple[int, int, tuple[tuple[int, int], ...], bool]] = {}
        """Per (`rolls`' key, the index of the result drawn), where the result changes
        the actor's and the target's entries alone: their numbers after it, the pool
        units spent (as `slots` places them) and whether the target went out."""

    def played(self, ids: Ids, actor: int, target: int, crowd: int,
               rng: random.Random) -> Played | None:
        """A turn of `actor` on `target` (`crowd`: as in `Fight.turn_results`) played
        from `ids` with its roll drawn from `rng`; None (nothing drawn) when the actor's
        turns are not settled by their roll."""
        if not self.settled[actor]:
            return None
        mine, theirs = ids[actor], ids[target]
        roll_key = (actor, target, crowd, mine, theirs)
        found = self.rolls.get(roll_key)
        if found is None:
            found = self.rolls[roll_key] = self.fight.attacks.attack_roll(
                self.numbers.state(ids), actor, target, crowd)
        index = self.fight.rolls.drawn(found, rng)
        result_key = (actor, target, crowd, mine, theirs, index)
        known = self.results.get(result_key)
        if known is None:
            roll = found[index]
            state = self.numbers.state(ids)
            after, used = self.fight.attacks.rolled(state, actor, target, roll)
            moved = self.numbers.ids_after(ids, state, after)
            uses = self.slots(actor, used)
            down = bool(after[target][0]) and not state[target][0]
            if roll.outcome in self.reaching:  # allies' entries change too: not kept
                return moved, uses, down
            known = self.results[result_key] = (moved[actor], moved[target], uses, down)
        after_mine, after_theirs, uses, down = known
        entries = list(ids)
        entries[actor] = after_mine
        entries[target] = after_theirs
        return tuple(entries), uses, down
