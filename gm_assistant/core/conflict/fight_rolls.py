"""The rolls of a fight: what a check rolled in it can give, exactly (joint outcome, the
measures the fight reads, pool units spent), with its inputs read from the fighters' states
(a stat less the harm that lowers it, a pool now), the opposing roll and invocations of an
opposed turn folded in, and each distinct roll worked out once.

While a sampler is set (the simulation's), a roll gives one result drawn from its exact
distribution, with chance 1, instead of all of them. The distributions themselves are
`rolls`'; the fight's turn, harm and targeting are the fight's (`Fight`).
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import random
from collections.abc import Mapping
from typing import Protocol

from gm_assistant.core.conflict.exact import ONE, ZERO, Rational, rational
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import FightState, changed
from gm_assistant.core.conflict.rolls import (
    TurnResult,
    clamped,
    invoked_joint,
    roll_distribution,
    spent_joint,
)
from gm_assistant.core.rules.conflict_model import (
    ConflictHit,
    ConflictTurn,
    SpendFrom,
)
from gm_assistant.core.rules.conflict_semantics import input_source

__all__ = ["FightRolls", "RollingFight", "SpendPolicy"]


class SpendPolicy(Protocol):
    """What the rolls read of a side's policy (`fight.Policy`)."""

    @property
    def spend(self) -> str: ...  # "always" spends its pool on a roll, "never" invokes nothing


class RollingFight(FightFacts[SpendPolicy], Protocol):
    """What the rolls read of the fight they are part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def turn(self) -> ConflictTurn: ...
    @property
    def hit(self) -> ConflictHit: ...
    @property
    def pool_names(self) -> tuple[str, ...]: ...


class FightRolls:
    """The rolls of `fight`, each worked out once."""

    def __init__(self, fight: RollingFight) -> None:
        # What the rolls read, bound once (none of it changes during a fight).
        self.ruleset = fight.ruleset
        self.turn = fight.turn
        self.hit = fight.hit
        self.stats = fight.conflict.stats
        self.combatants = fight.combatants
        self.policies = fight.policies
        self.pool_names = fight.pool_names
        self.results: dict[tuple[object, ...], tuple[TurnResult, ...]] = {}
        """Per roll (check, bound inputs, budget, spend, defence bonus, invocations): its
        exact results."""
        self.sampler: random.Random | None = None
        """While set (`sampling.FightSampler`), every roll gives one result drawn from its
        exact distribution, with chance 1, instead of all of them: the turn's own
        procedure then plays one way it can go."""
        self.cumulative: dict[int, tuple[list[float], tuple[TurnResult, ...]]] = {}
        """Per roll's results (by the identity of the tuple `results` keeps for good):
        their cumulative chances, as floats, and each result with chance 1 (what a
        sampled roll gives)."""
        self.lowest: dict[str, int] = {}
        """Per scale a stat is lowered on: its lowest number (`value`)."""

    def roll(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
             actor: int, target: int, state: FightState, *, opposed: bool,
             roller: int | None = None, extra: Mapping[str, object] | None = None,
             ) -> tuple[TurnResult, ...]:
        """The exact results of a roll of `check_id` (joint outcome, measures, spent);
        `extra` inputs (the Risk) are given as they are. While a `sampler` is set, one of
        them drawn, with chance 1 (`draw`)."""
        found = self.exact(check_id, inputs, spend, actor, target, state, opposed=opposed,
                           roller=roller, extra=extra)
        if self.sampler is not None:
            return self.draw(found, self.sampler)
        return found

    def exact(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
              actor: int, target: int, state: FightState, *, opposed: bool,
              roller: int | None = None, extra: Mapping[str, object] | None = None,
              ) -> tuple[TurnResult, ...]:
        """`roll`'s exact results, whether a sampler is set or not: the same tuple for
        the same roll, kept for good (`results`). It reads of `state` the entries of
        `actor`, `target` and `roller` alone."""
        roller = actor if roller is None else roller
        bound: dict[str, object] = {}
        for name, value in inputs.items():
            source = input_source(value)
            bound[name] = value if source is None else self.value(
                actor if source[0] == "self" else target, source[1], state)
        bound.update(extra or {})
        budget = 0
        if spend is not None:
            if self.policies[self.combatants[roller].side].spend == "always":
                budget = state[roller][2][self.pool_names.index(spend.pool)]
            bound[spend.input] = 0
        opposed_spec = self.turn.opposed if opposed else None
        plus = None if opposed_spec is None else \
            int(str(self.value(target, opposed_spec.plus, state)))
        caps = self.invokes(state, roller, target) if opposed else None
        key = (check_id, tuple(sorted(bound.items())), budget,  # names differ: never ties
               spend.input if spend else None, plus, caps)
        found = self.results.get(key)
        if found is None:
            defence: tuple[tuple[int, Rational], ...] = ((0, ONE),)
            if opposed_spec is not None and plus is not None:
                notation = self.ruleset.model.dice[opposed_spec.roll]
                defence = tuple((total + plus, rational(p))
                                for total, p in roll_distribution(notation))
            if caps is not None and opposed_spec is not None:
                found = tuple(TurnResult(o, self.kept(check_id, o, m), a, rational(p), d)
                              for (o, m, a, d), p in invoked_joint(
                                  self.ruleset, check_id, bound, opposed_spec.input,
                                  defence, caps).items() if p)
            else:
                found = self._worked_out(check_id, bound, spend, budget, opposed_spec.input
                                         if opposed_spec is not None else None, defence)
            self.results[key] = found
        return found

    def draw(self, found: tuple[TurnResult, ...],
             rng: random.Random) -> tuple[TurnResult, ...]:
        """One of a roll's results (`exact`'s tuple), drawn by its chance with one random
        number (none when there is one result), given chance 1."""
        index = self.drawn(found, rng)
        return self.cumulative[id(found)][1][index:index + 1]

    def drawn(self, found: tuple[TurnResult, ...], rng: random.Random) -> int:
        """The index of the result of `found` (`exact`'s tuple) that `draw` draws."""
        table = self.cumulative.get(id(found))
        if table is None:
            table = self.cumulative[id(found)] = (
                list(itertools.accumulate(float(r.probability) for r in found)),
                tuple(dataclasses.replace(r, probability=ONE) for r in found))
        cumulative = table[0]
        if len(cumulative) == 1:
            return 0
        return bisect.bisect(cumulative, rng.random() * cumulative[-1], 0,
                             len(cumulative) - 1)

    def value(self, index: int, name: str, state: FightState) -> object:
        """A stat (less its `minus` pool, within its scale or range) or a pool, now."""
        combatant = self.combatants[index]
        if name not in combatant.stats:
            return state[index][2][self.pool_names.index(name)]
        value = combatant.stats[name]
        stat = self.stats[name]
        if stat.minus is None or not isinstance(value, int):
            return value
        lowered = value - state[index][2][self.pool_names.index(stat.minus)]
        if stat.scale is not None:
            lowest = self.lowest.get(stat.scale)
            if lowest is None:
                lowest = self.lowest[stat.scale] = min(
                    k for k in self.ruleset.scales[stat.scale].keys if isinstance(k, int))
            return max(lowest, lowered)
        assert stat.range is not None
        return max(stat.range.min, lowered)

    def _worked_out(self, check_id: str, bound: dict[str, object], spend: SpendFrom | None,
                    budget: int, opposed_input: str | None,
                    defence: tuple[tuple[int, Rational], ...]) -> tuple[TurnResult, ...]:
        """A roll without invocations: its spent joint odds against each defence total,
        weighed by the defence's chance, the measures kept as `kept` keeps them."""
        spec = self.ruleset.checks[check_id]
        total: dict[tuple[str, tuple[int, ...], int], Rational] = {}
        for defended, weight in defence:
            inputs = dict(bound)
            if opposed_input is not None:
                inputs[opposed_input] = clamped(spec.inputs[opposed_input], defended)
            kept = self.kept_measures(check_id)
            for (outcome, measures, spent), p in spent_joint(
                    self.ruleset, check_id, inputs, spend, budget).items():
                # A failed roll's measures are never read: one result per outcome.
                sizes = tuple(measures[i] for i in kept) if spec.success_of[outcome] else ()
                key = (outcome, sizes, spent)
                total[key] = total.get(key, ZERO) + weight * rational(p)
        return tuple(TurnResult(o, m, s, p) for (o, m, s), p in total.items() if p)

    def invokes(self, state: FightState, attacker: int,
                target: int) -> tuple[int, int] | None:
        """How many invocations the attacker and the target may make on this roll (at
        most their `per_roll` stat, at most their pool; none for a side whose policy
        never spends); None when the turn has no invocations."""
        invoke = self.turn.invoke
        if invoke is None:
            return None
        pool = self.pool_names.index(invoke.pool)
        return tuple(  # type: ignore[return-value]
            0 if self.policies[self.combatants[i].side].spend == "never" else
            min(state[i][2][pool], int(str(self.value(i, invoke.per_roll, state))))
            for i in (attacker, target))

    def kept(self, check_id: str, outcome: str, measures: tuple[int, ...],
             ) -> tuple[int, ...]:
        """The measures a fight reads from a roll, none for a failure (as `roll` keeps
        them)."""
        if not self.ruleset.checks[check_id].success_of[outcome]:
            return ()
        return tuple(measures[i] for i in self.kept_measures(check_id))

    def invoked(self, state: FightState, actor: int, target: int,
                roll: TurnResult) -> tuple[FightState, list[tuple[int, int]]]:
        """The state after both sides pay the invocations of an opposed roll, and the
        units paid (the target's counted for its side, past the conflict's pools)."""
        invoke = self.turn.invoke
        if invoke is None or not (roll.spent or roll.defended):
            return state, []
        pool = self.pool_names.index(invoke.pool)
        used = []
        for index, units, slot in ((actor, roll.spent, pool),
                                   (target, roll.defended, len(self.pool_names) + pool)):
            if units:
                pools = state[index][2]
                state = changed(state, index, pools=(
                    *pools[:pool], max(0, pools[pool] - units), *pools[pool + 1:]))
                used.append((slot, units))
        return state, used

    def kept_measures(self, check_id: str) -> tuple[int, ...]:
        """The measures a fight reads from a roll (the absorbed hit's size), by index."""
        if check_id == self.turn.check and self.hit.absorb is not None:
            names = [name for name, _ in self.ruleset.checks[check_id].measures]
            return (names.index(self.hit.absorb),)
        return ()
