"""The conflicts part of the ruleset format: how a system runs a fight or a contest.

A conflict is built from a few pieces, each a plain mapping in the file:

- `stats`: what each combatant brings to the fight (a level of a scale or a whole number),
  read from a sheet field (`from`) or set per combatant in the encounter, else `default`;
- `pools`: resources that change during the fight (luck, fate points), read from the sheet;
- `order`: who acts first: by a stat (highest first; with `each_round`, worked out again
  every round from the stat as it stands) or by a check each party member rolls (those who
  succeed act first, then the opposition, then those who failed);
- `turn`: the check a combatant rolls against one opponent on its turn, its inputs from
  the actor's (`self.x`) and the target's (`target.x`) stats and pools, the pool its spend
  draws from, and an active defence rolled by the target (`opposed`);
- `hit`: what a success does to the target: takes it out, is absorbed by the ruleset's
  `harm` rules (the check's hit measure), or makes the target roll a test that takes it
  out when failed;
- `policies`: the choices a GM makes, offered for each side (whom to target, whether to
  spend).

A `contest` is the other shape: both sides roll one check each exchange and count victories
until one side reaches `to`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from gm_assistant.core.rules.model_types import (
    Key,
    Label,
    LevelKey,
    Name,
    Range,
    StrictModel,
    Text,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "TARGET_POLICIES",
    "AdvantageSpec",
    "Build",
    "Combine",
    "Conflict",
    "ConflictHit",
    "ConflictOrder",
    "ConflictPolicies",
    "ConflictPool",
    "ConflictStat",
    "ConflictTest",
    "ConflictTurn",
    "Contest",
    "Crowd",
    "HitCounter",
    "Invoke",
    "Opposed",
    "RiskSpec",
    "RoundOrder",
    "SharePolicy",
    "SkillDamage",
    "SpendFrom",
    "TurnsPolicy",
    "Wear",
]

TARGET_POLICIES = ("weakest", "strongest", "spread")
"""weakest: the opponent closest to being out first; strongest: the one with the best
attack stat first; spread: the opponent attacked least so far this round."""

InputValue = LevelKey | int
"""An input's source: `self.stat`, `target.stat`, a pool, or a literal level or number."""


class ConflictStat(StrictModel):
    """A value each combatant brings: a level of `scale` or a whole number in `range`."""

    label: Label
    scale: Key | None = None
    range: Range | None = None
    default: LevelKey | int
    from_: Key | None = Field(default=None, alias="from")
    minus: Name | None = None
    """A pool taken off the stat while fighting (Riskbreaker's Skill Damage)."""
    best_of: list[Key] | None = Field(default=None, min_length=2, max_length=4)
    """Sheet fields of a scale stat, the best of which it reads (MAoFA's ambush test:
    senses or reflexes, whichever is rated higher); instead of `from`."""

    @model_validator(mode="after")
    def _one_kind(self) -> ConflictStat:
        if (self.scale is None) == (self.range is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a stat has either 'scale' or 'range'")))
        if self.best_of is not None and (self.from_ is not None or self.scale is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'best_of' reads the best rating of sheet fields: a stat with "
                "a 'scale' and no 'from'")))
        return self


class ConflictPool(StrictModel):
    """A count each combatant keeps through the fight; `resource` names the ruleset's
    resource whose outcome effects change it (none for a count only the fight keeps); at
    most `max` is kept (the check's input range)."""

    label: Label
    resource: Key | None = None
    from_: Key | None = Field(default=None, alias="from")
    default: int = Field(default=0, ge=0, le=99)
    max: int = Field(default=20, ge=0, le=99)


class SpendFrom(StrictModel):
    """The check input that sets the spend's budget, and the pool it is paid from."""

    input: Name
    pool: Key


class Opposed(StrictModel):
    """An active defence: the target rolls `roll` (a named roll of the ruleset's `dice`)
    plus its stat `plus`, and the total fills the actor's check input `input`."""

    input: Name
    roll: Name
    plus: Name


class Invoke(StrictModel):
    """Invocations on both rolls of an opposed attack (Fate's aspects): after both rolls
    are seen, the attacker may add the check's bonus spend (its `adds`, through its
    variable) and the defender the same amount to its defence total, each paying one unit
    of `pool` per invocation, at most the roller's stat `per_roll` of them on one roll
    (each aspect once) and at most what is left in the pool. A side invokes only when it
    changes whether the attack lands (its policy `spend: always`), the fewest that do,
    the sides answering each other in turn until neither can turn it round; with `spend:
    never` it does not invoke."""

    pool: Name
    per_roll: Name


class ConflictTest(StrictModel):
    """A check rolled by the target of a hit; failing it takes the target out."""

    check: Key
    inputs: dict[Name, InputValue] = Field(default_factory=dict)
    spend: SpendFrom | None = None


class HitCounter(StrictModel):
    """A count a hit raises (Lady Luck's injuries or fatigue), kept in the pool `pool`.

    Only when the attacker's stat `when` is not 0 (a weapon that injures). A player
    character rolls `test` first and is out (`kills`: dead) when it fails; anyone else
    takes the count without a roll and is out once it reaches its stat `limit`.
    """

    pool: Name
    when: Name | None = None
    test: ConflictTest
    limit: Name
    kills: bool = False


class ConflictHit(StrictModel):
    """What a success of the turn's check does to its target: exactly one of them."""

    take_out: bool = False
    absorb: Name | None = None
    test: ConflictTest | None = None
    counters: list[HitCounter] | None = Field(default=None, min_length=1, max_length=4)

    @model_validator(mode="after")
    def _one_kind(self) -> ConflictHit:
        kinds = [self.take_out, self.absorb is not None, self.test is not None,
                 self.counters is not None]
        if sum(kinds) != 1:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a hit has exactly one of 'take_out: true', 'absorb' (a "
                "measure absorbed by the harm rules), 'test' or 'counters'")))
        return self


class RoundOrder(StrictModel):
    """A turn order by stat worked out again at the start of every round (Riskbreaker's
    maneuvers "in decreasing order of skill level"), from the stat as it stands then (less
    its `minus` pool, so Skill Damage moves a fighter down) and after the round's Advantage
    gain. Fighters tied on the stat: of different sides, the side with less Advantage first
    (`sides: less_advantage`; with equal Advantage the side does not decide) or the party
    first (`sides: party`); then the higher `within` stat first; any tie left, each order
    of the tied fighters equally likely (each rolls a die, the lowest first).

    Read only when the party's `turns` policy is `each_round` (see `ConflictPolicies`);
    `fixed` keeps one order for the whole fight, from the stat as the fight starts."""

    sides: Literal["less_advantage", "party"] = "less_advantage"
    within: Name | None = None


class ConflictOrder(StrictModel):
    """Turn order: `stat` (highest first, the party first on a tie; worked out again every
    round with `each_round`), `check` rolled by each party member with `inputs` (successes
    first, then the opposition, then failures), or `listed: true` (the party in the
    encounter's order, then the opposition).

    The check is a test like any other: with `spend`, a party member may pay from a pool
    to improve it (MAoFA's luck on Better next time), and its outcome's effects on pools
    (a lucky streak, out of luck) carry into the fight. `ambush` gives the check's inputs
    when the party's policy says it is caught in an ambush (`opening: ambush`)."""

    stat: Name | None = None
    check: Key | None = None
    listed: bool = False
    inputs: dict[Name, InputValue] = Field(default_factory=dict)
    spend: SpendFrom | None = None
    ambush: dict[Name, InputValue] | None = None
    each_round: RoundOrder | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> ConflictOrder:
        if sum([self.stat is not None, self.check is not None, self.listed]) != 1:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an order has one of 'stat', 'check' or 'listed: true'")))
        if self.stat is None and self.each_round is not None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'each_round' belongs to an order by 'stat'")))
        if self.check is None and (self.spend is not None or self.ambush is not None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'spend' and 'ambush' belong to an order by 'check'")))
        return self


class Build(StrictModel):
    """What a fighter does when its side has no Advantage to pay Risk with: roll `check`
    (Riskbreaker's Gain Advantage); a success adds the Risk to its side's Advantage, a
    failure to the opposing side's."""

    check: Key
    inputs: dict[Name, InputValue] = Field(default_factory=dict)


class SkillDamage(StrictModel):
    """Inflict Skill Damage, paid with Risk like the attack: `check` with the Risk in the
    same input; a success adds the Risk to the target's pool `pool` (a stat's `minus`), a
    failure gives the Risk to the opposing side."""

    check: Key
    inputs: dict[Name, InputValue] = Field(default_factory=dict)
    pool: Name


class RiskSpec(StrictModel):
    """Risk paid from the side's Advantage before an attack: the check input `input` gets
    it (at most the side's policy risk, at most the Advantage left); a failed attack gives
    the Risk to the opposing side. With no Advantage the fighter does `build` instead."""

    input: Name
    build: Build
    skill: SkillDamage | None = None
    decrease: Build | None = None
    """Decrease Advantage: a success takes the Risk off the opposing side's Advantage, a
    failure off the actor's own (for a side with no Advantage whose policy says so)."""
    no_repeat: Name | None = None
    """A pool remembering a fighter's last `build` or `decrease` (1 or 2), so that it never
    makes the same one twice in a row (Riskbreaker); damage maneuvers may repeat."""
    per_member: int | None = Field(default=None, ge=1, le=10)
    """A group sheet acting as one establishes the side's policy Risk for each of its
    characters still standing, at most this much for each (Riskbreaker: 3)."""


class Crowd(StrictModel):
    """Defending against several attackers in one round (MAoFA's multiple-action penalty):
    each attack on a target after the first this round moves the check input `input` (a
    level of a scale, such as the defender's rating) `shift` levels along its scale.

    With `every: true` every defence of the round takes the penalty, the first included:
    a target that meets N attacks this round defends against each of them `shift` x
    (N - 1) levels along (N: the attacks already made on it this round, this one, and
    those the fighters still to act this round aim at it, by their side's policy)."""

    input: Name
    shift: int = Field(ge=-3, le=3)
    every: bool = False


class Combine(StrictModel):
    """Combining forces (MAoFA): fighters of a side whose policy is `together` and who
    act one after the other in the turn order attack one target as one. Each rolls the
    turn's check with the input `input` (a level of a scale) moved `shift` levels for
    every other fighter joining in; the attack lands only when every one of them succeeds.
    Each keeps what they spent and their own outcome's effects."""

    input: Name
    shift: int = Field(ge=-3, le=3)


class ConflictTurn(StrictModel):
    """What a combatant does on its turn: roll `check` against one opponent."""

    check: Key
    inputs: dict[Name, InputValue] = Field(default_factory=dict)
    spend: SpendFrom | None = None
    opposed: Opposed | None = None
    actions: int = Field(default=1, ge=1, le=3)
    """Attacks a combatant makes on its turn (Lady Luck: two)."""
    risk: RiskSpec | None = None
    crowd: Crowd | None = None
    combine: Combine | None = None
    invoke: Invoke | None = None

    @model_validator(mode="after")
    def _invoke_opposed(self) -> ConflictTurn:
        if self.invoke is not None and (self.opposed is None or self.spend is not None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'invoke' needs an 'opposed' defence and replaces 'spend'")))
        return self


TargetPolicy = Literal["weakest", "strongest", "spread"]
SpendPolicy = Literal["always", "never"]
ManeuverPolicy = Literal["kill", "skill"]
BrokePolicy = Literal["gain", "decrease"]
TeamPolicy = Literal["alone", "together"]
AbsorbPolicy = Literal["all", "first"]
OpeningPolicy = Literal["open", "ambush"]
LimitPolicy = Literal["survive", "reach"]
SharePolicy = Literal["one", "spill"]
TurnsPolicy = Literal["each_round", "fixed"]


def _all_targets() -> list[TargetPolicy]:
    return ["weakest", "strongest", "spread"]


def _all_spends() -> list[SpendPolicy]:
    return ["always", "never"]


def _kill_only() -> list[ManeuverPolicy]:
    return ["kill"]


def _gain_only() -> list[BrokePolicy]:
    return ["gain"]


def _alone_only() -> list[TeamPolicy]:
    return ["alone"]


def _all_absorbers() -> list[AbsorbPolicy]:
    return ["all"]


def _open_only() -> list[OpeningPolicy]:
    return ["open"]


def _reach_only() -> list[LimitPolicy]:
    return ["reach"]
def _fixed_only() -> list[TurnsPolicy]:
    return ["fixed"]


def _one_target() -> list[SharePolicy]:
    return ["one"]


class ConflictPolicies(StrictModel):
    """The choices offered to the GM for each side; the first of each is the default."""

    target: list[TargetPolicy] = Field(default_factory=_all_targets, min_length=1)
    spend: list[SpendPolicy] = Field(default_factory=_all_spends, min_length=1)
    risk: list[int] = Field(default_factory=lambda: [1], min_length=1)
    """The Risk a side may choose to put on each attack (Riskbreaker: 1 to 3)."""
    maneuver: list[ManeuverPolicy] = Field(default_factory=_kill_only, min_length=1)
    """What a side pays Risk for: Kill Damage, or Skill Damage (where the rules have it)."""
    broke: list[BrokePolicy] = Field(default_factory=_gain_only, min_length=1)
    """What a side with no Advantage does: gain some, or decrease the opposing side's."""
    team: list[TeamPolicy] = Field(default_factory=_alone_only, min_length=1)
    """Whether a side's fighters attack alone or combine forces (`together`: needs the
    turn's `combine`)."""
    absorb: list[AbsorbPolicy] = Field(default_factory=_all_absorbers, min_length=1)
    """How a side's fighters take a hit to absorb: with any of the harm rules' absorbers,
    the cheapest way (`all`), or only the first, cheapest one (`first`: Fate's stress
    boxes; a fighter who would rather be taken out than take a consequence)."""
    opening: list[OpeningPolicy] = Field(default_factory=_open_only, min_length=1)
    """How the fight opens for the party: in the open (the order's check with its
    `inputs`), or caught in an ambush (`ambush`: the order's `ambush` inputs). Only the
    party's choice is read: the opposition rolls no order check."""
    limit: list[LimitPolicy] = Field(default_factory=_reach_only, min_length=1)
    """How a side's fighters without a roll read a hit counter's `limit`: out when the
    count reaches it (`reach`), or able to take that many and out at the next
    (`survive`)."""
    share: list[SharePolicy] = Field(default_factory=_one_target, min_length=1)
    """Where a hit bigger than its target can still take goes (Riskbreaker's Kill Damage,
    shared among opponents as the attacker chooses): all on the target, the rest lost
    (`one`), or the rest spilled onto the next opponent the side's target policy picks,
    and so on (`spill`; needs `hit: {absorb: ...}`)."""
    turns: list[TurnsPolicy] = Field(default_factory=_fixed_only, min_length=1)
    """How the turn order is read: worked out again every round as the order's
    `each_round` says (`each_round`), or one order for the whole fight from the stat as
    it starts, the party first on a tie (`fixed`). Only the party's choice is read (one
    order serves both sides)."""


class AdvantageSpec(StrictModel):
    """Each side's Advantage (Riskbreaker). At the start of every round each side sums its
    standing fighters' `stat`, plus `outnumber` for each member more than the other side;
    the higher side gains the difference. At most `max` is kept."""

    stat: Name
    outnumber: int = Field(default=1, ge=0, le=5)
    max: int = Field(default=30, ge=1, le=99)
    groups: bool = False
    """A group sheet (a mook group) counts as its characters still standing: its stat
    once for each of them, and each of them for outnumbering."""


class Wear(StrictModel):
    """Conflict counters (Riskbreaker): every round each standing fighter marks one in
    `pool`; at `every` they clear and the fighter takes `damage` harm (absorbed as a hit)."""

    pool: Name
    every: int = Field(ge=1, le=10)
    damage: int = Field(default=1, ge=1, le=10)


class Contest(StrictModel):
    """Both sides roll `check` once an exchange (the party's best against the
    opposition's best at `stat`); measures `victories` and `opponent_victories` are
    counted until one side has `to`."""

    check: Key
    stat: Name
    inputs: dict[Name, InputValue] = Field(default_factory=dict)
    victories: Name
    opponent_victories: Name
    to: int = Field(ge=1, le=10)


class Conflict(StrictModel):
    """One way the system runs a conflict: a fight (`turn` and `hit`) or a `contest`."""

    label: Label
    description: Text | None = None
    notes: list[Key] = Field(default_factory=list)
    stats: dict[Name, ConflictStat] = Field(default_factory=dict, max_length=20)
    pools: dict[Name, ConflictPool] = Field(default_factory=dict, max_length=5)
    order: ConflictOrder | None = None
    turn: ConflictTurn | None = None
    hit: ConflictHit | None = None
    contest: Contest | None = None
    advantage: AdvantageSpec | None = None
    wear: Wear | None = None
    policies: ConflictPolicies = Field(default_factory=ConflictPolicies)

    @model_validator(mode="after")
    def _one_kind(self) -> Conflict:
        fight = self.turn is not None or self.hit is not None or self.order is not None
        if fight == (self.contest is not None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a conflict is either a fight ('order', 'turn' and 'hit') or a "
                "'contest'")))
        if fight and (self.turn is None or self.hit is None or self.order is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a fight needs 'order', 'turn' and 'hit'")))
        clash = set(self.stats) & set(self.pools)
        if clash:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{value}' is both a stat and a pool"), value=sorted(clash)[0]))
        return self
