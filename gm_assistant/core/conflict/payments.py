"""What a roll costs in a fight: the pool units its roller spent (luck on rerolls) taken
from its pool, and its outcome's effects on pools with a resource (the ruleset's outcome
effects: MAoFA's lucky streak, its morale boost reaching the roller's allies), each pool
kept within 0 and its top. Pools no rule of the fight reads stay as they started, so that
states differing only there are one state.

Exact steps over a fight's states, each payment worked out once per what it reads; the
rolls are `fight_rolls`', the rest of the turn the fight's (`Fight`).
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Protocol

from pydantic import BaseModel

from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import Fighter, FightState, changed
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.play.effects import EffectStep, apply_steps, effect_steps
from gm_assistant.core.rules.conflict_model import Conflict, SpendFrom
from gm_assistant.core.rules.conflict_semantics import input_source

__all__ = ["PayingFight", "PayingPolicy", "Payments", "inert_pools"]


class PayingPolicy(Protocol):
    """What paying reads of a side's policy (`fight.Policy`)."""

    @property
    def spend(self) -> str: ...  # "never" spends from a pool


class PayingFight(FightFacts[PayingPolicy], Protocol):
    """What paying reads of the fight it is part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def sides(self) -> Mapping[str, tuple[int, ...]]: ...
    @property
    def pool_names(self) -> tuple[str, ...]: ...


class Payments:
    """The payments of `fight`'s rolls."""

    def __init__(self, fight: PayingFight) -> None:
        ruleset = self.ruleset = fight.ruleset
        conflict = self.conflict = fight.conflict
        combatants = self.combatants = fight.combatants
        self.sides = fight.sides
        self.pool_names = fight.pool_names
        # Sheet values the outcome effects read (MAoFA's morale boost: initial luck); a
        # sheet without one (an NPC) counts it as 0.
        read = {name for formula in ruleset.effect_formulas.values() for name in formula.names}
        self.numbers = [{**{name: 0 for name in read}, **c.numbers} for c in combatants]
        """Per fighter: the sheet values its outcome effects read."""
        resources = {pool.resource for pool in conflict.pools.values()
                     if pool.resource is not None}
        inert = {side: frozenset(self.pool_names.index(name)
                                 for name in inert_pools(conflict, policy))
                 for side, policy in fight.policies.items()}
        self.inert = [inert[c.side] for c in combatants]
        """Per fighter: the pools no rule reads of it in this fight (luck its side never
        spends): their amounts are kept as they start, so that states differing only
        there are one state."""
        self.effective = frozenset(
            outcome.key for outcome in ruleset.model.outcomes
            if any(effect.resource in resources for effect in outcome.effects))
        """Outcomes whose effects change a pool of this fight (MAoFA's lucky streak)."""
        over_top = any(combatant.pools[name] > pool.max for combatant in combatants
                       for name, pool in conflict.pools.items() if pool.resource is not None)
        self.reaching = frozenset(
            outcome.key for outcome in ruleset.model.outcomes if outcome.key in self.effective
            and (over_top or any(effect.target != "self" for effect in outcome.effects)))
        """Of those, the outcomes whose effects reach the roller's allies (MAoFA's morale
        boost); all of them when someone starts with a pool over its top (paying then
        brings every ally's down to it: `_paid`)."""
        self.paid_alone: dict[tuple[int, str, int, Fighter], Fighter] = {}
        """Per (roller, outcome, units spent, the roller's entry): its entry after paying
        (`pay`)."""
        self.paid_ally: dict[tuple[int, str, Fighter], Fighter] = {}
        """Per (roller, outcome reaching its allies, an ally's entry): the ally's entry
        after paying (`pay`)."""
        self.steps: dict[tuple[int, str], tuple[EffectStep, ...]] = {}
        """Per (roller, outcome): the outcome's effects, their amounts worked out."""
        self.pool_index = {name: index for index, name in enumerate(self.pool_names)}

    def used(self, roll: TurnResult,
             spend: SpendFrom | None) -> tuple[tuple[int, int], ...]:
        """The pool units a roll spent, as (pool index, units)."""
        if spend is None or roll.spent == 0:
            return ()
        return ((self.pool_index[spend.pool], roll.spent),)

    def pay(self, state: FightState, roller: int, roll: TurnResult,
            spend: SpendFrom | None) -> FightState:
        """Take what was spent from the roller's pool and apply the outcome's effects.

        Paying changes the roller and, when the outcome's effects reach its allies, each
        ally standing, every one from its own entry alone (the roller's amounts read its
        own sheet; an ally's pools are moved and kept within their bounds one by one): it
        is kept per entry, whatever the others are, so that a side whose entries meet in
        ever new combinations (MAoFA's luck after the openings) pays by look-ups."""
        if not self.pool_names:
            return state
        outcome = roll.outcome
        spent = roll.spent if spend is not None else 0
        if not spent and outcome not in self.effective:
            return state  # nothing spent, and the outcome changes no pool
        alone_key = (roller, outcome, spent, state[roller])
        entry = self.paid_alone.get(alone_key)
        if entry is None:
            entry = self.paid_alone[alone_key] = self._paid(state, roller, roll, spend)[roller]
        if outcome not in self.reaching:
            return (*state[:roller], entry, *state[roller + 1:])
        fighters = list(state)
        fighters[roller] = entry
        for i in self.sides[self.combatants[roller].side]:
            if i != roller and not state[i][0]:
                ally_key = (roller, outcome, state[i])
                ally = self.paid_ally.get(ally_key)
                if ally is None:
                    ally = self.paid_ally[ally_key] = self._paid(state, roller, roll, spend)[i]
                fighters[i] = ally
        return tuple(fighters)

    def _paid(self, state: FightState, roller: int, roll: TurnResult,
              spend: SpendFrom | None) -> FightState:
        """`pay` worked out on the whole state."""
        side = self.combatants[roller].side
        allies = [i for i in self.sides[side] if i == roller or not state[i][0]]
        after = state
        if spend is not None and roll.spent:
            pool = self.pool_names.index(spend.pool)
            pools = state[roller][2]
            after = changed(after, roller, pools=(
                *pools[:pool], max(0, pools[pool] - roll.spent), *pools[pool + 1:]))
        if roll.outcome in self.effective:  # the ruleset's effects on pools with a resource
            tracked = {name: pool.resource for name, pool in self.conflict.pools.items()
                       if pool.resource is not None}
            resources: dict[str, MutableMapping[str, int]] = {
                str(i): {resource: after[i][2][self.pool_names.index(name)]
                         for name, resource in tracked.items()} for i in allies}
            steps = self.steps.get((roller, roll.outcome))
            if steps is None:  # its formulas read the roller's sheet alone: worked out once
                steps = self.steps[(roller, roll.outcome)] = effect_steps(
                    self.ruleset, roll.outcome, self.numbers[roller])
            apply_steps(steps, str(roller), resources)
            for i in allies:
                left = list(after[i][2])
                for name, resource in tracked.items():
                    pool = self.pool_names.index(name)
                    if pool in self.inert[i]:
                        continue
                    left[pool] = max(0, min(self.conflict.pools[name].max,
                                            resources[str(i)][resource]))
                if tuple(left) != after[i][2]:
                    after = changed(after, i, pools=tuple(left))
        return after


def inert_pools(conflict: Conflict, policy: PayingPolicy) -> list[str]:
    """The pools of a side's fighters that nothing in the fight reads: when the side's
    `policy` never spends, those only ever read to pay for a spend (a roll's budget is read
    from its roller's own pool, by its roller's side's policy). Nothing in the fight
    depends on them (an outcome's effect may still change them, unseen)."""
    if policy.spend != "never":
        return []
    named: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, SpendFrom):
            return
        if isinstance(value, BaseModel):
            for name in type(value).model_fields:
                if not (value is conflict and name == "pools"):
                    walk(getattr(value, name))
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, str):
            source = input_source(value)
            named.add(value if source is None else source[1])

    walk(conflict)
    return [name for name in conflict.pools if name not in named]
