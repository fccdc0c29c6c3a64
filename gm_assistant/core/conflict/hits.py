"""What a landed attack does to its target, as the conflict's `hit` says: out at once,
absorbed by its harm slots (what it cannot take spilling on to the next opponent where the
side's policy says so), a count raised towards a limit (a player character rolls to stay
in), or a test the target must pass to stay in. Exact steps over a fight's states; the
rolls, payments and targeting are the fight's (`Fight`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from gm_assistant.core.conflict.absorption import Absorption
from gm_assistant.core.conflict.exact import ONE, Rational
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import KILLED, OUT, FightState, changed
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.rules.conflict_model import ConflictHit, ConflictTest, SpendFrom

__all__ = ["Hits", "HittingFight", "Landed"]

Landed = list[tuple[FightState, Rational, tuple[tuple[int, int], ...]]]
"""Every state a landed attack leads to, its chance, and what the target spent on its own
roll (pool indices past the conflict's pools: spent by the attacker's opposing side)."""


class LimitPolicy(Protocol):
    """What the hits read of a side's policy (`fight.Policy`)."""

    @property
    def limit(self) -> str: ...  # "reach" or "survive": how a counter's limit is read


class HittingFight(FightFacts[LimitPolicy], Protocol):
    """What the hits read of the fight they are part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def spills(self) -> Mapping[str, bool]: ...
    @property
    def absorption(self) -> Absorption: ...

    def is_over(self, state: FightState) -> bool: ...
    def choose_target(self, state: FightState, actor: int, attacked: tuple[int, ...],
                      ) -> int: ...
    def used(self, roll: TurnResult,
             spend: SpendFrom | None) -> tuple[tuple[int, int], ...]: ...
    def pay(self, state: FightState, roller: int, roll: TurnResult,
            spend: SpendFrom | None) -> FightState: ...
    def roll(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
             actor: int, target: int, state: FightState, *, opposed: bool,
             roller: int | None = None, extra: Mapping[str, object] | None = None,
             ) -> tuple[TurnResult, ...]: ...


class Hits:
    """The hits of `fight` (whose conflict has a `hit`)."""

    def __init__(self, fight: HittingFight) -> None:
        self.fight = fight
        hit = fight.conflict.hit
        assert hit is not None
        self.hit: ConflictHit = hit

    def share(self, state: FightState, actor: int, target: int,
               amount: int) -> FightState:
        """A hit absorbed by its target; with a side that spills, what the target could
        not take goes on to the next opponent its target policy picks, until it is all
        taken or nobody is left standing."""
        if not self.fight.spills[self.fight.combatants[actor].side]:
            return self.absorb(state, target, amount)
        none = (0,) * len(state)
        while True:
            room = self.fight.absorption.capacity(target, state[target][1])
            state = self.absorb(state, target, amount)
            amount -= room
            if amount <= 0 or self.fight.is_over(state):
                return state
            target = self.fight.choose_target(state, actor, none)

    def overflows(self, state: FightState, actor: int, target: int, amount: int) -> bool:
        """Whether a hit of `amount` absorbed by its target leaves some for the next
        opponent (`share`): the actor's side spills, and the target's free slots cannot
        take it all. Reads the target's entry alone."""
        return self.fight.spills[self.fight.combatants[actor].side] \
            and amount > self.fight.absorption.capacity(target, state[target][1])

    def land(self, state: FightState, actor: int, target: int, measures: tuple[int, ...],
             ) -> Landed:
        """Where a landed attack leads: `measures`, the roll's kept measures (the size
        of a hit to absorb); with each state, what the target spent on its test (pool
        indices past the conflict's pools: spent by the attacker's opposing side)."""
        if self.hit.take_out:
            return [(changed(state, target, out=True), ONE, ())]
        if self.hit.absorb is not None:
            return [(self.absorb(state, target, measures[0]), ONE, ())]
        if self.hit.counters is not None:
            return self._counters(state, actor, target)
        assert self.hit.test is not None
        return self._test(state, actor, target, self.hit.test)

    def _counters(self, state: FightState, actor: int, target: int,
                  ) -> Landed:
        """Each count the hit raises, one after the other (a player character rolls for
        each, anyone else takes it and is out at its limit, as its side's `limit` policy
        reads the limit)."""
        found: Landed = [
            (state, ONE, ())]
        assert self.hit.counters is not None
        survives = self.fight.policies[self.fight.combatants[target].side].limit == "survive"
        for counter in self.hit.counters:
            if counter.when is not None and not self.fight.combatants[actor].stats[counter.when]:
                continue
            pool = self.fight.pool_names.index(counter.pool)
            cap = self.fight.conflict.pools[counter.pool].max
            following: Landed = []
            for current, chance, spent in found:
                if current[target][0]:
                    following.append((current, chance, spent))
                    continue
                pools = current[target][2]
                raised = (*pools[:pool], min(cap, pools[pool] + 1), *pools[pool + 1:])
                if not self.fight.combatants[target].pc:
                    limit = int(str(self.fight.combatants[target].stats[counter.limit]))
                    # reach: out with the limit's count; survive: out with the one after
                    over = pools[pool] + 1 > limit if survives else pools[pool] + 1 >= limit
                    out = (KILLED if counter.kills else OUT) if over else 0
                    following.append((changed(current, target, pools=raised, out=out), chance,
                                      spent))
                    continue
                test = counter.test
                for roll in self.fight.roll(test.check, test.inputs, test.spend, actor, target,
                                      current, opposed=False, roller=target):
                    # The count is the hit's own effect: the roll's outcome effects
                    # (an injury) are not applied a second time, only what it spent.
                    after = current
                    for spent_pool, units in self.fight.used(roll, test.spend):
                        left = list(after[target][2])
                        left[spent_pool] = max(0, left[spent_pool] - units)
                        after = changed(after, target, pools=tuple(left))
                    if self.fight.ruleset.checks[test.check].success_of[roll.outcome]:
                        after = changed(after, target, pools=(
                            *after[target][2][:pool], raised[pool],
                            *after[target][2][pool + 1:]))
                    else:
                        after = changed(after, target, out=KILLED if counter.kills else OUT)
                    following.append((after, chance * roll.probability,
                                      spent + self._paid_back(roll, test.spend)))
            found = following
        return found

    def _paid_back(self, roll: TurnResult,
                   spend: SpendFrom | None) -> tuple[tuple[int, int], ...]:
        """What the target of an attack spent on its own roll, counted for its side (the
        pool's index past the conflict's pools)."""
        return tuple((len(self.fight.pool_names) + pool, units)
                     for pool, units in self.fight.used(roll, spend))

    def absorb(self, state: FightState, target: int, amount: int) -> FightState:
        """`state` with a hit of `amount` absorbed by the target the cheapest way (out when it
        cannot be)."""
        out, mask = self.fight.absorption.absorbed(target, state[target][1], amount)
        return changed(state, target, out=True) if out else changed(state, target, mask=mask)

    def _test(self, state: FightState, actor: int, target: int, test: ConflictTest,
              ) -> Landed:
        found: Landed = []
        # The hit's target rolls: its own stats are `target.x`, the attacker's `self.x`.
        for roll in self.fight.roll(test.check, test.inputs, test.spend, actor, target, state,
                              opposed=False, roller=target):
            after = self.fight.pay(state, target, roll, test.spend)
            if not self.fight.ruleset.checks[test.check].success_of[roll.outcome]:
                after = changed(after, target, out=True)
            found.append((after, roll.probability, self._paid_back(roll, test.spend)))
        return found
