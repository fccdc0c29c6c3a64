"""What one attack in a fight can lead to: a turn of one fighter on its target (its Risk
paid or Advantage built first where the conflict keeps Advantage, the roll, what the roller
spent and its outcome's effects, then the hit), or fighters combining forces on one target,
each state with its exact chance and the pool units spent. A crowded defender's penalty
and the help of those joining in move the check's inputs along their scales.

Exact steps over a fight's states, each attack worked out once per state (not while the
simulation draws the rolls); the rolls are `fight_rolls`', the hit `hits`', the maneuvers
`maneuvers`', paying the fight's (`Fight`). Most states a large fight meets are new while
what one turn reads of them is not: a turn's attack roll is kept by the actor's and the
target's entries and the crowd, and where nothing is drawn after it (`settled_by_roll`),
what each of its results does to those two entries too, so that a turn from a new state
puts kept results on it instead of paying and landing every result again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_rolls import FightRolls
from gm_assistant.core.conflict.fight_state import Fighter, FightState, TurnResults
from gm_assistant.core.conflict.hits import Hits
from gm_assistant.core.conflict.maneuvers import Maneuvers
from gm_assistant.core.conflict.payments import Payments
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.rules.conflict_model import ConflictHit, ConflictTurn, SpendFrom
from gm_assistant.core.rules.conflict_semantics import input_source

__all__ = ["AttackingFight", "Attacks", "ManeuverPolicy"]

K = TypeVar("K")

UNCHANGED: Fighter = (0, 0, ())
"""A settled turn's result that leaves an entry as it was (`Attacks.outcomes`; compared by
identity)."""


class ManeuverPolicy(Protocol):
    """What an attack reads of a side's policy (`fight.Policy`)."""

    @property
    def maneuver(self) -> str: ...  # with Advantage to pay: "kill" (a hit) or "skill" Damage


class AttackingFight(FightFacts[ManeuverPolicy], Protocol):
    """What an attack reads of the fight it is part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def turn(self) -> ConflictTurn: ...
    @property
    def hit(self) -> ConflictHit: ...
    @property
    def rolls(self) -> FightRolls: ...
    @property
    def maneuvers(self) -> Maneuvers: ...
    @property
    def hits(self) -> Hits: ...
    @property
    def spills(self) -> Mapping[str, bool]: ...
    @property
    def payments(self) -> Payments: ...

    def side_of(self, index: int) -> int: ...
    def used(self, roll: TurnResult,
             spend: SpendFrom | None) -> tuple[tuple[int, int], ...]: ...
    def pay(self, state: FightState, roller: int, roll: TurnResult,
            spend: SpendFrom | None) -> FightState: ...


class Attacks:
    """The attacks of `fight`, each worked out once per state."""

    def __init__(self, fight: AttackingFight) -> None:
        # What an attack reads, bound once (none of it changes during a fight).
        self.ruleset = fight.ruleset
        self.turn = fight.turn
        self.hit = fight.hit
        self.combatants = fight.combatants
        self.policies = fight.policies
        self.pool_names = fight.pool_names
        self.rolls = fight.rolls
        self.roll = fight.rolls.roll
        self.value = fight.rolls.value
        self.maneuvers = fight.maneuvers
        self.hits = fight.hits
        self.spills = fight.spills
        self.side_of = fight.side_of
        self.used = fight.used
        self.pay = fight.pay
        self.success_of = fight.ruleset.checks[self.turn.check].success_of
        """Per outcome of the turn's check: whether the attack lands."""
        self.turns: dict[tuple[FightState, int, int, int], TurnResults] = {}
        """Per (state, actor, target, crowd): `turn_results`."""
        self.joints: dict[tuple[FightState, tuple[int, ...], int, int], TurnResults] = {}
        """Per (state, members, target, crowd): `joint_results`."""
        self.rolls_kept: dict[tuple[int, int, int, Fighter, Fighter],
                              tuple[TurnResult, ...]] = {}
        """Per (actor, target, crowd, the actor's entry, the target's entry): the exact
        results of a turn's attack roll, where the turn has no Risk (`attack_roll`)."""
        self.settled = [self.settled_by_roll(actor) for actor in range(len(self.combatants))]
        """Per fighter: whether its turns are settled by their attack roll."""
        self.reaching = fight.payments.reaching
        """The outcomes whose effects reach the roller's allies (`Payments.reaching`)."""
        self.outcomes: dict[tuple[int, int, int, Fighter, Fighter], list[
            tuple[TurnResult, Fighter | None, Fighter, tuple[tuple[int, int], ...]]]] = {}
        """Per (actor, target, crowd, the actor's entry, the target's) of a turn settled by
        its roll: what each result of its attack roll does (`_outcome`)."""
        self.risks: dict[tuple[int, int, int, Fighter, Fighter, int],
                         tuple[int, Fighter, tuple[TurnResult, ...]]] = {}
        """Per (actor, target, crowd, the actor's entry, the target's, the Advantage its
        side has) of a turn with Risk and no Skill Damage: the Risk paid, the actor's entry
        once its maneuver is noted, and the attack roll's exact results (`_risked`); a
        Risk of 0 when its side has no Advantage to pay with (it builds some)."""
        self.shifts: dict[tuple[str, object, int], object] = {}
        """Per (input of the turn's check, level, steps): the level moved along its scale
        (`_shifted`)."""

    def turn_results(self, state: FightState, actor: int, target: int, crowd: int = 0,
                     ) -> list[tuple[FightState, Rational, list[tuple[int, int]]]]:
        """Every state one attack leads to, its chance, and the pool units spent; `crowd`:
        the attacks the target already met this round (see `Crowd`)."""
        if self.settled[actor] and self.rolls.sampler is None:
            # Put together from outcomes kept by what they read, not kept per whole state:
            # the callers that meet a state again keep its results themselves
            # (`LocalTurns`, `KeptTurns`), and kept here too they were as many lists
            # again for the garbage collector to walk.
            return self._settled(state, actor, target, crowd)
        memo_key = (state, actor, target, crowd)
        known = None if self.rolls.sampler else self.turns.get(memo_key)
        if known is not None:
            return known
        paid = 0
        if self.turn.risk is None:
            rolled = self.attack_roll(state, actor, target, crowd)
        else:
            risked = self._risked(state, actor, target, crowd)
            if isinstance(risked, list):  # Advantage built, or Skill Damage dealt
                return self._memo(self.turns, memo_key, risked)
            state, rolled, paid = risked
        if self.rolls.sampler is not None:
            rolled = self.rolls.draw(rolled, self.rolls.sampler)
        return self._memo(self.turns, memo_key,
                          self._landed(state, actor, target, rolled, paid))

    def _risked(self, state: FightState, actor: int, target: int, crowd: int,
                ) -> TurnResults | tuple[FightState, tuple[TurnResult, ...], int]:
        """A turn where the conflict keeps Advantage, up to its attack roll: its Risk
        paid (the state then, the roll's exact results and the Risk paid: `_risked_kept`),
        or, with no Advantage to pay with or a Skill Damage maneuver, the turn's
        results."""
        assert self.turn.risk is not None
        if self.turn.risk.skill is None \
                or self.policies[self.combatants[actor].side].maneuver != "skill":
            return self._risked_kept(state, actor, target, crowd)
        risked = self.maneuvers.pay_risk(state, actor)
        if risked is None:  # no Advantage to pay with: build some instead
            return self.maneuvers.build(state, actor, target)
        state, extra = risked
        state = self.maneuvers.remember(state, actor, 0)  # a damage maneuver may follow any
        return self.maneuvers.skill_damage(state, actor, target, extra)

    def _risked_kept(self, state: FightState, actor: int, target: int, crowd: int,
                     ) -> TurnResults | tuple[FightState, tuple[TurnResult, ...], int]:
        """`_risked` of a turn without Skill Damage, kept by what paying the Risk and the
        roll read (`risks`): the actor's and the target's entries, the crowd and the
        Advantage the actor's side has (`Maneuvers.pay_risk`, `remember` and
        `FightRolls.exact` read no other entry, nor does `_shifted`). A turn weighed from
        a new state (other fighters' pools, the other side's Advantage) then pays its
        Risk with one look-up and one shift of the ledger, not binding the roll's inputs
        again. Building Advantage (none to pay with) is worked out on the whole state."""
        ledger = self.maneuvers.ledger
        assert ledger is not None
        side = self.side_of(actor)
        key = (actor, target, crowd, state[actor], state[target], state[ledger][2][side])
        kept = self.risks.get(key)
        if kept is None:  # met first: worked out on this state
            risked = self._risked_anew(state, actor, target, crowd)
            self.risks[key] = (0, UNCHANGED, ()) if risked is None \
                else (risked[2], risked[0][actor], risked[1])
            return self.maneuvers.build(state, actor, target) if risked is None else risked
        paid, mine, rolled = kept
        if not paid:  # no Advantage to pay with: build some instead
            return self.maneuvers.build(state, actor, target)
        after = self.maneuvers.shift(state, side, -paid)
        if mine != after[actor]:
            fighters = list(after)
            fighters[actor] = mine
            after = tuple(fighters)
        return after, rolled, paid

    def _risked_anew(self, state: FightState, actor: int, target: int, crowd: int,
                     ) -> tuple[FightState, tuple[TurnResult, ...], int] | None:
        """`_risked_kept`'s answer worked out: the state once the Risk is paid and the
        maneuver noted, the roll's exact results and the Risk paid (None: no Advantage
        to pay with)."""
        assert self.turn.risk is not None
        risked = self.maneuvers.pay_risk(state, actor)
        if risked is None:
            return None
        state, extra = risked
        state = self.maneuvers.remember(state, actor, 0)  # a damage maneuver may follow any
        paid = int(str(extra[self.turn.risk.input]))
        if crowd and self.turn.crowd is not None:
            extra = {**extra, **self._shifted(actor, target, state, crowd, 0)}
        return state, self.rolls.exact(self.turn.check, self.turn.inputs, self.turn.spend,
                                       actor, target, state, opposed=True, extra=extra), paid

    def _landed(self, state: FightState, actor: int, target: int,
                rolled: tuple[TurnResult, ...], paid: int) -> TurnResults:
        """The turn's results once its attack roll gave `rolled` (`paid`: the Risk paid
        before it): each paid for, and each success's hit landed."""
        merged: dict[tuple[FightState, tuple[tuple[int, int], ...]], Rational] = {}
        spend = self.turn.spend
        success_of = self.success_of
        absorbs = self.hit.absorb is not None and not self.hit.take_out
        pay, spent_of, share = self.pay, self.used, self.hits.share  # bound once: the loop
        for roll in rolled:
            after = pay(state, actor, roll, spend)
            used = spent_of(roll, spend)
            if self.turn.invoke is not None:
                after, invoked = self.rolls.invoked(after, actor, target, roll)
                used = tuple(invoked)
            if not success_of[roll.outcome]:
                if paid:  # a failed attack gives its Risk to the opposing side
                    after = self.maneuvers.shift(after, self.side_of(actor) ^ 1, paid)
                key = (after, used)
                merged[key] = merged.get(key, ZERO) + roll.probability
                continue
            if absorbs:  # the common case, without building a list of one
                key = (share(after, actor, target, roll.measures[0]), used)
                merged[key] = merged.get(key, ZERO) + roll.probability
                continue
            for hit_state, p, paid_back in self.hits.land(after, actor, target, roll.measures):
                key = (hit_state, used + paid_back)
                merged[key] = merged.get(key, ZERO) + roll.probability * p
        return [(after, p, list(used)) for (after, used), p in merged.items()]

    def spills_over(self, state: FightState, actor: int, target: int, crowd: int) -> bool:
        """Whether a hit the turn may land is bigger than its target can take, so that
        what is left spills onto the next opponent (`Hits.share`, which then reads the
        other opponents); where it is not, the turn reads no opponent but its target.
        Reads what the attack roll and paying its Risk read (the actor's and the target's
        entries, the crowd, the actor's side's Advantage: `_risked`, `attack_roll`);
        True, not worked out, for a turn with invocations (they change the roll)."""
        hit = self.hit
        if hit.absorb is None or hit.take_out or not self.spills[self.combatants[actor].side]:
            return False  # no hit spills
        if self.turn.invoke is not None:
            return True
        if self.turn.risk is None:
            rolled = self.attack_roll(state, actor, target, crowd)
        else:
            risked = self._risked(state, actor, target, crowd)
            if isinstance(risked, list):  # Advantage built, or Skill Damage dealt: no hit
                return False
            rolled = risked[1]
        return any(self.success_of[roll.outcome]
                   and self.hits.overflows(state, actor, target, roll.measures[0])
                   for roll in rolled)

    def attack_roll(self, state: FightState, actor: int, target: int,
                    crowd: int) -> tuple[TurnResult, ...]:
        """The exact results of the attack roll of a turn without Risk, kept by what the
        roll reads: the actor's and the target's entries and the crowd (`FightRolls.exact`
        reads no other entry, nor does `_shifted`). A turn met from a new state is then
        one look-up away from its roll, without binding the check's inputs again."""
        key = (actor, target, crowd, state[actor], state[target])
        found = self.rolls_kept.get(key)
        if found is None:
            extra = self._shifted(actor, target, state, crowd, 0) \
                if crowd and self.turn.crowd is not None else {}
            found = self.rolls_kept[key] = self.rolls.exact(
                self.turn.check, self.turn.inputs, self.turn.spend, actor, target, state,
                opposed=True, extra=extra)
        return found

    def settled_by_roll(self, actor: int) -> bool:
        """Whether a turn of `actor` alone is settled once its attack roll is drawn: no
        Risk, no invocations, and a hit that takes its target out or is absorbed by it
        alone (not spilling onto others), so that nothing else is drawn and only paying
        reads an entry besides the actor's and the target's (`rolled`)."""
        turn, hit = self.turn, self.hit
        return turn.risk is None and turn.invoke is None and (
            hit.take_out or (hit.absorb is not None
                             and not self.spills[self.combatants[actor].side]))

    def _settled(self, state: FightState, actor: int, target: int, crowd: int,
                 ) -> TurnResults:
        """`turn_results` of a turn settled by its roll (`settled_by_roll`): what each
        result of its attack roll does, kept by what the roll and the result read (the
        actor's and the target's entries, `outcomes`), put on `state`; a result whose
        outcome's effects reach the actor's allies worked out on the whole state
        (`rolled`). The same results, in the same order, as the turn's procedure."""
        key = (actor, target, crowd, state[actor], state[target])
        outcomes = self.outcomes.get(key)
        if outcomes is None:
            outcomes = self.outcomes[key] = [
                self._outcome(state, actor, target, roll)
                for roll in self.attack_roll(state, actor, target, crowd)]
        merged: dict[tuple[FightState, tuple[tuple[int, int], ...]], Rational] = {}
        for roll, mine, theirs, used in outcomes:
            if mine is None:  # allies reached: the whole state read
                after = self.rolled(state, actor, target, roll)[0]
            elif mine is UNCHANGED:
                after = state
            else:
                fighters = list(state)
                fighters[actor] = mine
                fighters[target] = theirs
                after = tuple(fighters)
            merged_key = (after, used)
            before = merged.get(merged_key)  # most results are met once: no sum made
            merged[merged_key] = roll.probability if before is None \
                else before + roll.probability
        return [(after, p, list(used)) for (after, used), p in merged.items()]

    def _outcome(self, state: FightState, actor: int, target: int, roll: TurnResult,
                 ) -> tuple[TurnResult, Fighter | None, Fighter, tuple[tuple[int, int], ...]]:
        """`outcomes`' entry for one result of the attack roll: the roll, the actor's and
        the target's entries after it (UNCHANGED, twice, when it changes neither; None
        when its outcome's effects reach the actor's allies), and the units spent."""
        after, used = self.rolled(state, actor, target, roll)
        if roll.outcome in self.reaching:
            return roll, None, UNCHANGED, used
        if after[actor] == state[actor] and after[target] == state[target]:
            return roll, UNCHANGED, UNCHANGED, used
        return roll, after[actor], after[target], used

    def rolled(self, state: FightState, actor: int, target: int, roll: TurnResult,
               ) -> tuple[FightState, tuple[tuple[int, int], ...]]:
        """The state a turn settled by its roll (`settled_by_roll`) leads to once its
        attack roll (`attack_roll`) gave `roll`, and the pool units spent: what
        `turn_results` gives for that roll."""
        spend = self.turn.spend
        after = self.pay(state, actor, roll, spend)
        used = self.used(roll, spend)
        if not self.success_of[roll.outcome]:
            return after, used
        if self.hit.take_out:  # one way: out
            return self.hits.land(after, actor, target, roll.measures)[0][0], used
        return self.hits.share(after, actor, target, roll.measures[0]), used

    def _memo(self, memo: dict[K, TurnResults], key: K, results: TurnResults) -> TurnResults:
        """`results`, kept in `memo` unless they are one sampled way (see
        `FightRolls.sampler`)."""
        if self.rolls.sampler is None:
            memo[key] = results
        return results

    def joint_results(self, state: FightState, members: tuple[int, ...], target: int,
                      crowd: int = 0) -> TurnResults:
        """Fighters combining forces on one target (see `Combine`): each rolls, easier
        for every other one joining in, spends and takes their own outcome's effects; the
        target is hit only when every one of them succeeded."""
        memo_key = (state, members, target, crowd)
        known = None if self.rolls.sampler else self.joints.get(memo_key)
        if known is not None:
            return known
        spend = self.turn.spend
        success_of = self.ruleset.checks[self.turn.check].success_of
        zero = (0,) * (2 * len(self.pool_names))  # the side's pools, then the target's
        partial: dict[tuple[FightState, bool, tuple[int, ...]], Rational] = {
            (state, True, zero): ONE}
        roll_of, pay, spent_of = self.roll, self.pay, self.used  # bound once: the loops
        for member in members:
            following: dict[tuple[FightState, bool, tuple[int, ...]], Rational] = {}
            for (current, landed, used), chance in partial.items():
                extra = self._shifted(member, target, current, crowd, len(members) - 1)
                for roll in roll_of(self.turn.check, self.turn.inputs, spend, member,
                                    target, current, opposed=True, extra=extra):
                    after = pay(current, member, roll, spend)
                    total = used
                    for pool_index, amount in spent_of(roll, spend):
                        total = (*total[:pool_index], total[pool_index] + amount,
                                 *total[pool_index + 1:])
                    key = (after, landed and success_of[roll.outcome], total)
                    following[key] = following.get(key, ZERO) + chance * roll.probability
            partial = following
        merged: dict[tuple[FightState, tuple[int, ...]], Rational] = {}
        for (current, landed, used), chance in partial.items():
            hits = self.hits.land(current, members[0], target, ()) if landed \
                else [(current, ONE, ())]
            for after, p, paid_back in hits:
                total = used
                for pool_index, amount in paid_back:
                    total = (*total[:pool_index], total[pool_index] + amount,
                             *total[pool_index + 1:])
                merged[(after, total)] = merged.get((after, total), ZERO) + chance * p
        found = [(after, p, [(i, n) for i, n in enumerate(used) if n])
                 for (after, used), p in merged.items()]
        return self._memo(self.joints, memo_key, found)

    def _shifted(self, actor: int, target: int, state: FightState, crowd: int,
                 joined: int) -> dict[str, object]:
        """The check inputs moved along their scales: by a crowded defender's penalty
        (`crowd` attacks on it before this one this round) and by `joined` others
        combining forces with the actor."""
        steps: dict[str, int] = {}
        if crowd and self.turn.crowd is not None:
            steps[self.turn.crowd.input] = self.turn.crowd.shift * crowd
        if joined and self.turn.combine is not None:
            name = self.turn.combine.input
            steps[name] = steps.get(name, 0) + self.turn.combine.shift * joined
        moved: dict[str, object] = {}
        for name, shift in steps.items():
            info = self.ruleset.checks[self.turn.check].inputs[name]
            assert info.scale is not None
            value = self.turn.inputs.get(name)
            source = input_source(value)
            level = value if source is None else self.value(
                actor if source[0] == "self" else target, source[1], state)
            known = self.shifts.get((name, level, shift), self.shifts)
            if known is self.shifts:
                known = self.shifts[(name, level, shift)] = info.scale.shift(
                    level, shift)  # type: ignore[arg-type]
            moved[name] = known
        return moved
