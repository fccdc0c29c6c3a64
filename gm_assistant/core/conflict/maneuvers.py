"""The maneuvers that move Advantage in a fight (Riskbreaker's conflict rules), as exact
steps over a fight's states: the side with the higher skill total gaining Advantage at the
start of a round, a turn paying its Risk from its side's Advantage, Gain or Decrease
Advantage when its side has none (never the same one twice in a row), and Skill Damage.

The sides' Advantage is kept in the state's ledger entry, after the fighters:
(0, 0, (party's Advantage, opposition's Advantage)). Rolls, harm and the rest of the turn
are the fight's (`Fight`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, stat_number
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import Fighter, FightState, TurnResults, changed
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.rules.conflict_model import ConflictTurn, SpendFrom

__all__ = ["DECREASED", "GAINED", "ManeuveringFight", "Maneuvers", "SidePolicy",
           "stat_pools"]

GAINED = 1
DECREASED = 2
"""What the `no_repeat` pool remembers of a fighter's last non-damage maneuver."""


class SidePolicy(Protocol):
    """What the maneuvers read of a side's policy (`fight.Policy`)."""

    @property
    def risk(self) -> int: ...  # the Risk it establishes

    @property
    def broke(self) -> str: ...  # with no Advantage: "gain" it, or "decrease" the other's


class ManeuveringFight(FightFacts[SidePolicy], Protocol):
    """What the maneuvers read of the fight they are part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def turn(self) -> ConflictTurn: ...
    @property
    def ledger(self) -> int | None: ...
    @property
    def sides(self) -> Mapping[str, tuple[int, ...]]: ...

    def is_over(self, state: FightState) -> bool: ...
    def members_standing(self, index: int, state: FightState) -> int: ...
    def value(self, index: int, name: str, state: FightState) -> object: ...
    def side_of(self, index: int) -> int: ...
    def roll(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
             actor: int, target: int, state: FightState, *, opposed: bool,
             roller: int | None = None, extra: Mapping[str, object] | None = None,
             ) -> tuple[TurnResult, ...]: ...


class Maneuvers:
    """The Advantage maneuvers of `fight` (whose conflict keeps Advantage)."""

    def __init__(self, fight: ManeuveringFight) -> None:
        self.fight = fight
        self.advantage = fight.conflict.advantage
        self.ledger = fight.ledger
        self.risk = fight.turn.risk

    def gain_advantage(self, state: FightState) -> FightState:
        """The start of a round: the side with the higher skill total gains the difference
        (each side's standing fighters' stat, plus one per member it has more)."""
        fight = self.fight
        if self.advantage is None or self.ledger is None or fight.is_over(state):
            return state
        name = self.advantage.stat
        stat = fight.conflict.stats[name]
        totals = []
        counts = []
        groups = self.advantage.groups
        for side_name in (PARTY, OPPOSITION):
            standing = [i for i in fight.sides[side_name] if not state[i][0]]
            many = [fight.members_standing(i, state) if groups else 1 for i in standing]
            counts.append(sum(many))
            totals.append(sum(
                (int(str(fight.value(i, name, state)))
                 if stat.scale is None or fight.ruleset.scales[stat.scale].numeric
                 else stat_number(fight.ruleset, stat, fight.combatants[i].stats[name])) * m
                for i, m in zip(standing, many)))  # noqa: B905 - same length
        for side, other in ((0, 1), (1, 0)):
            if counts[side] > counts[other]:
                totals[side] += (counts[side] - counts[other]) * self.advantage.outnumber
        ledger = list(state[self.ledger][2])
        gainer = 0 if totals[0] > totals[1] else 1
        ledger[gainer] = min(self.advantage.max,
                             ledger[gainer] + abs(totals[0] - totals[1]))
        return changed(state, self.ledger, pools=tuple(ledger))

    def reads(self) -> tuple[int, ...]:
        """The pools of a fighter's entry `gain_advantage` reads, besides its standing and
        slots (how many members stand): those its stat reads (`Fight.value`: the stat
        less its `minus` pool, or a pool itself)."""
        if self.advantage is None or self.ledger is None:
            return ()
        return stat_pools(self.fight, self.advantage.stat)

    def shift(self, state: FightState, side: int, amount: int) -> FightState:
        """`state` with `amount` added to a side's Advantage (0 the party, 1 the
        opposition), kept within 0 and the conflict's most."""
        assert self.ledger is not None and self.advantage is not None
        ledger = list(state[self.ledger][2])
        ledger[side] = max(0, min(self.advantage.max, ledger[side] + amount))
        return changed(state, self.ledger, pools=tuple(ledger))

    def reach(self, actor: int) -> int:
        """The most Advantage a turn of `actor` pays, builds, gives or takes (at least 1):
        its side's Risk (`_risk_amount`) with every member of its group standing. Each
        amount a turn moves is a Risk it established, never more (`pay_risk` pays at most
        it, `build` and `skill_damage` move it)."""
        risk = self.risk
        assert risk is not None
        fight = self.fight
        combatant = fight.combatants[actor]
        wanted = fight.policies[combatant.side].risk
        each = wanted if risk.per_member is None else min(wanted, risk.per_member)
        return max(1, each * max(1, combatant.members))

    def advantage_read(self, actor: int) -> Callable[[Fighter], object]:
        """What a turn of `actor` alone reads of the ledger entry (the sides' Advantage),
        as a value two ledgers share only where the turn's results on them differ by
        nothing but the same shift of each side's Advantage (the same chances, the same
        amounts added or taken off). With `reach` the most a turn moves: its own side's
        Advantage up to `reach` (`pay_risk` pays the lesser of it and the Risk; with none
        it builds, and only then adds to its own side, from 0), and the opposing side's
        exactly where a change by `reach` at most could meet a bound (below `reach`: a
        Decrease may take it to 0, and a Decrease is open only above 0; above the most
        less `reach`: a gain is cut at the most), one value between (-1). A turn reads the
        ledger only through these maneuvers (`Attacks.turn_results`), so that a turn
        weighed on one ledger is put on another of the same read as a shift
        (`KeptTurns`)."""
        assert self.advantage is not None
        reach = self.reach(actor)
        side = self.fight.side_of(actor)
        top = self.advantage.max - reach

        def read(ledger: Fighter) -> object:
            if len(ledger[2]) < 2:
                return None  # a fighter's entry (entries are read alike, this one never)
            own, other = ledger[2][side], ledger[2][side ^ 1]
            return (min(own, reach), other if other < reach or other > top else -1)

        return read

    def _risk_amount(self, state: FightState, actor: int) -> int:
        """The Risk the actor's side's policy establishes (for each of a group's
        characters still standing, at most `per_member` each, when the rules say so)."""
        risk = self.risk
        assert risk is not None
        fight = self.fight
        wanted = fight.policies[fight.combatants[actor].side].risk
        if risk.per_member is None:
            return wanted
        many = fight.members_standing(actor, state)
        return min(wanted * many, risk.per_member * many)

    def pay_risk(self, state: FightState, actor: int,
                 ) -> tuple[FightState, dict[str, object]] | None:
        """Pay the Risk from the side's Advantage: the state after paying and the risk
        input; None when the side has no Advantage."""
        risk = self.risk
        assert risk is not None and self.ledger is not None
        fight = self.fight
        side = fight.side_of(actor)
        available = state[self.ledger][2][side]
        high = fight.ruleset.checks[fight.turn.check].inputs[risk.input].high
        amount = min(self._risk_amount(state, actor), available, high)
        if amount < 1:
            return None
        return self.shift(state, side, -amount), {risk.input: amount}

    def build(self, state: FightState, actor: int, target: int) -> TurnResults:
        """A side with no Advantage: Gain Advantage (a success adds the Risk to the actor's
        side, a failure to the opposing side), or, when its policy says so and the
        opposing side has some, Decrease Advantage (a success takes the Risk off the
        opposing side, a failure off the actor's own)."""
        risk = self.risk
        assert risk is not None and self.ledger is not None
        fight = self.fight
        policy = fight.policies[fight.combatants[actor].side]
        amount = self._risk_amount(state, actor)
        side = fight.side_of(actor)
        last = self._last_build(state, actor)
        can_gain = last != GAINED
        can_decrease = risk.decrease is not None and last != DECREASED \
            and state[self.ledger][2][side ^ 1] > 0
        decrease = can_decrease and (policy.broke == "decrease" or not can_gain)
        if not decrease and not can_gain:  # nothing it may repeat: a turn without effect
            return [(self.remember(state, actor, 0), ONE, [])]
        maneuver = risk.decrease if decrease and risk.decrease is not None else risk.build
        found: dict[FightState, Rational] = {}
        for roll in fight.roll(maneuver.check, maneuver.inputs, None, actor, target, state,
                               opposed=False):
            worked = fight.ruleset.checks[maneuver.check].success_of[roll.outcome]
            if decrease:
                after = self.shift(state, side ^ 1 if worked else side, -amount)
            else:
                after = self.shift(state, side if worked else side ^ 1, amount)
            after = self.remember(after, actor, DECREASED if decrease else GAINED)
            found[after] = found.get(after, ZERO) + roll.probability
        return [(after, p, []) for after, p in found.items()]

    def _last_build(self, state: FightState, actor: int) -> int:
        """The actor's last Gain (GAINED) or Decrease (DECREASED) Advantage, 0 for none."""
        pool = self.risk.no_repeat if self.risk is not None else None
        return 0 if pool is None else state[actor][2][self.fight.pool_names.index(pool)]

    def remember(self, state: FightState, actor: int, maneuver: int) -> FightState:
        """`state` with the actor's last Advantage maneuver noted (GAINED, DECREASED, or 0
        after a damage maneuver), where the rules forbid repeating one."""
        pool = self.risk.no_repeat if self.risk is not None else None
        if pool is None:
            return state
        index = self.fight.pool_names.index(pool)
        pools = state[actor][2]
        if pools[index] == maneuver:
            return state
        return changed(state, actor, pools=(*pools[:index], maneuver, *pools[index + 1:]))

    def skill_damage(self, state: FightState, actor: int, target: int,
                     extra: dict[str, object]) -> TurnResults:
        """Inflict Skill Damage (the Risk already paid): a success adds the Risk to the
        target's damage pool, a failure gives it to the opposing side."""
        risk = self.risk
        assert risk is not None and risk.skill is not None
        fight = self.fight
        skill = risk.skill
        amount = int(str(next(iter(extra.values()))))
        pool = fight.pool_names.index(skill.pool)
        cap = fight.conflict.pools[skill.pool].max
        found: dict[FightState, Rational] = {}
        for roll in fight.roll(skill.check, skill.inputs, None, actor, target, state,
                               opposed=False, extra=extra):
            if fight.ruleset.checks[skill.check].success_of[roll.outcome]:
                pools = state[target][2]
                hurt = (*pools[:pool], min(cap, pools[pool] + amount), *pools[pool + 1:])
                after = changed(state, target, pools=hurt)
            else:
                after = self.shift(state, fight.side_of(actor) ^ 1, amount)
            found[after] = found.get(after, ZERO) + roll.probability
        return [(after, p, []) for after, p in found.items()]


def stat_pools(fight: ManeuveringFight, name: str) -> tuple[int, ...]:
    """The pools of a fighter's entry its stat `name` reads (`Fight.value`): the pool
    itself when `name` is one, else the stat's `minus` pool (none for a plain stat)."""
    if name in fight.pool_names:
        return (fight.pool_names.index(name),)
    minus = fight.conflict.stats[name].minus
    return () if minus is None else (fight.pool_names.index(minus),)
