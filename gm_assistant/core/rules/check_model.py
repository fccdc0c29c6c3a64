"""The checks part of the ruleset format: inputs, the roll, values, the outcome rule,
spending, groups of rolls and hits."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, StringConstraints, Tag, model_validator

from gm_assistant.core.rules.model_types import (
    FormulaText,
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
    "Band",
    "ChartLookup",
    "Check",
    "Group",
    "GroupMember",
    "Hit",
    "InputSpec",
    "OutcomeRule",
    "PoolReroll",
    "PoolRoll",
    "PoolValueSpec",
    "Roll",
    "RollAgain",
    "Shift",
    "Spend",
    "Value",
]


class InputSpec(StrictModel):
    """An input of a check: a level of a scale, or a whole number in a range."""

    label: Label
    description: Text | None = None
    scale: Key | None = None
    range: Range | None = None
    default: LevelKey | int | None = None
    resource: Key | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> InputSpec:
        if (self.scale is None) == (self.range is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an input has either 'scale' or 'range'")))
        return self


class ChartLookup(StrictModel):
    """A value read from a chart: `{chart: personal_task, row: trait, column: difficulty}`."""

    chart: Key
    row: Name
    column: Name | None = None


class Shift(StrictModel):
    """A scale level moved by a number of steps, clamped: `{shift: difficulty, by: helpers}`."""

    shift: Name
    by: FormulaText


def _value_kind(value: Any) -> str:
    if isinstance(value, dict):
        if "chart" in value:
            return "chart"
        if "shift" in value:
            return "shift"
        return "invalid"
    if isinstance(value, bool):
        return "invalid"
    return "formula"


Value = Annotated[
    Annotated[FormulaText, Tag("formula")]
    | Annotated[ChartLookup, Tag("chart")]
    | Annotated[Shift, Tag("shift")],
    Discriminator(
        _value_kind,
        custom_error_type="value_kind",
        custom_error_message=(
            "expected a formula, a chart lookup {chart, row, column} or a shift {shift, by}"
        ),
    ),
]


class PoolValueSpec(StrictModel):
    """A number read from a pool: how many dice show some faces (`faces`, `at_least`,
    `at_most`, together meaning all of them), the sum of the `highest` or `lowest` N dice,
    or the `sum` of them all."""

    faces: list[int] | None = Field(default=None, min_length=1, max_length=100)
    at_least: int | None = None
    at_most: int | None = None
    highest: int | None = Field(default=None, ge=1, le=40)
    lowest: int | None = Field(default=None, ge=1, le=40)
    sum: Literal[True] | None = None
    effect: int | None = Field(default=None, ge=0, le=40)
    """The most sides among the dice other than the N highest, not counting a 1 (0 when
    none): Cortex Prime's effect die."""

    @model_validator(mode="after")
    def _one_kind(self) -> PoolValueSpec:
        counted = any(x is not None for x in (self.faces, self.at_least, self.at_most))
        kinds = counted + sum(x is not None for x in (self.highest, self.lowest, self.sum,
                                                      self.effect))
        if kinds != 1:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a pool value is one of: a count of dice ({{faces: [5, 6]}}, "
                "{{at_least: 5}}, {{at_most: 1}}), {{highest: N}}, {{lowest: "
                "N}}, {{sum: true}} or {{effect: N}}")))
        return self


class PoolReroll(StrictModel):
    """Dice of a pool that are rolled again while they show one of `faces`."""

    faces: list[int] = Field(min_length=1, max_length=100)
    times: int = Field(default=1, ge=1, le=10)


class PoolRoll(StrictModel):
    """Several dice of one kind read together, as named values (hits, ones, highest)."""

    dice: FormulaText | None = None
    """How many dice: a whole number or a formula of the check's inputs."""
    sizes: list[FormulaText] | None = Field(default=None, min_length=1, max_length=40)
    """Instead of `dice` and `die`: one die per entry, of that many sides (a number or a
    formula of the inputs; 0 or less: no die), sizes that may differ (d4 d6 d8 d8)."""
    die: Annotated[str, StringConstraints(min_length=1, max_length=20)] | None = None
    """One die in notation: d6, d10, dF, d%, d10-1 (faces 0-9), d6!3 (exploding)."""
    sides: FormulaText | None = None
    """Instead of `die`: the number of sides, a formula of the inputs (a trait die)."""
    explode: int = Field(default=0, ge=0, le=10)
    reroll: PoolReroll | None = None
    values: dict[Name, PoolValueSpec] = Field(min_length=1, max_length=8)

    @model_validator(mode="after")
    def _one_die(self) -> PoolRoll:
        if self.sizes is not None:
            if self.dice is not None or self.die is not None or self.sides is not None:
                raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "a pool of 'sizes' lists its dice itself: no 'dice', 'die' "
                    "or 'sides'")))
            return self
        if self.dice is None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a pool says how many dice ('dice: N' with its die) or lists "
                "their 'sizes'")))
        if (self.die is None) == (self.sides is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a pool names its die: 'die: d6' or 'sides: FORMULA'")))
        return self


_Notation = Annotated[str, StringConstraints(min_length=1, max_length=60)]


def _roll_kind(value: Any) -> str:
    return "named" if isinstance(value, dict) else "single"


def _named_roll_kind(value: Any) -> str:
    return "pool" if isinstance(value, dict) else "notation"


Roll = Annotated[
    Annotated[_Notation, Tag("single")]
    | Annotated[
        dict[Name, Annotated[
            Annotated[_Notation, Tag("notation")] | Annotated[PoolRoll, Tag("pool")],
            Discriminator(_named_roll_kind),
        ]],
        Tag("named"),
    ],
    Discriminator(_roll_kind),
]


class Band(StrictModel):
    """One band of an outcome rule: a condition (`when`) or `else`, and what follows."""

    when: FormulaText | None = None
    else_: Key | None = Field(default=None, alias="else")
    outcome: Key | None = None
    roll_again: RollAgain | None = None
    reroll: list[Name] | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _shape(self) -> Band:
        if self.else_ is not None:
            if self.when is not None or self.outcome or self.roll_again or self.reroll:
                raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "an 'else' band holds only the outcome key: {{else: KEY}}")))
            return self
        if self.when is None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a band needs 'when' (a condition) or 'else'")))
        given = [x for x in (self.outcome, self.roll_again, self.reroll) if x is not None]
        if len(given) != 1:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a band has exactly one of 'outcome', 'roll_again' or 'reroll'")))
        return self


class OutcomeRule(StrictModel):
    """How a roll becomes an outcome: a chart lookup, or ordered bands."""

    chart: Key | None = None
    row: Name | None = None
    column: Name | None = None
    bands: list[Band] | None = Field(default=None, min_length=1, max_length=100)

    @model_validator(mode="after")
    def _one_form(self) -> OutcomeRule:
        if (self.chart is None) == (self.bands is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an outcome rule is either a chart lookup or 'bands'")))
        if self.chart is not None and self.row is None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a chart lookup needs 'row'")))
        return self


class RollAgain(StrictModel):
    """A second roll that decides the outcome, as in the d20 extreme Mastery Levels."""

    roll: Roll
    values: dict[Name, Value] = Field(default_factory=dict)
    outcome: OutcomeRule
    measures: dict[Name, FormulaText] = Field(default_factory=dict)
    """The check's measures as this roll gives them (each also a measure of the check, its
    value when the outcome is decided without this roll); they may read its names."""


class Spend(StrictModel):
    """A way of spending a resource that changes the odds (rerolls, bonuses)."""

    kind: Literal["reroll", "bonus", "push"]
    budget: FormulaText
    while_outcome: list[Key] | None = None
    """The outcomes a reroll spend rolls again from (was `on:`, which YAML 1.1 tools read
    as `true`)."""
    adds: int | None = None
    variable: Name | None = None
    until: Literal["success"] | None = None
    free: FormulaText | None = None
    """How many of the budget cost nothing (Fate's free invocations): they are used first,
    and only the rest is taken from the resource."""
    reroll_instead: FormulaText | None = None
    """A bonus spend whose each use may instead roll the check's dice again (Fate's
    invocation: +2 or a new roll), when this formula is not 0: after each roll short of a
    success the use with the better chance of a success is taken (worked out exactly over
    the uses left; +2 when they are equal). Bonuses added before stay."""
    pool: Name | None = None
    """A push: the pool whose dice are rolled again."""
    keep: list[int] | None = Field(default=None, min_length=1, max_length=100)
    """A push: the faces that stay; every other die of the pool is rolled again."""

    @model_validator(mode="before")
    @classmethod
    def _renamed(cls, data: Any) -> Any:
        if isinstance(data, dict) and ("on" in data or True in data):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the key 'on:' is now 'while_outcome:' (YAML 1.1 tools read "
                "'on' as true); rename it")))
        return data

    @model_validator(mode="after")
    def _shape(self) -> Spend:
        if self.kind == "reroll" and not self.while_outcome:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a reroll spend names the outcomes it rerolls: while_outcome: "
                "[KEY, ...]")))
        if self.kind == "bonus" and (self.adds is None or self.variable is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a bonus spend needs 'adds' and 'variable'")))
        if self.reroll_instead is not None and (self.kind != "bonus"
                                                or self.until != "success"):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'reroll_instead' belongs to a bonus spend with 'until: "
                "success' (the better use is the one more likely to reach a "
                "success)")))
        if self.kind == "push" and (self.pool is None or self.keep is None
                                    or not self.while_outcome):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a push names its pool, the faces that stay and the outcomes "
                "it pushes from: {{kind: push, pool: NAME, keep: [6], "
                "while_outcome: [KEY, ...], budget: 1}}")))
        if self.kind != "push" and (self.pool is not None or self.keep is not None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'pool' and 'keep' belong to a push (kind: push)")))
        return self


class GroupMember(StrictModel):
    """Some members of a group: how many, and which inputs they use instead of the lead's."""

    count: FormulaText
    inputs: dict[Name, Name] = Field(default_factory=dict)


class Group(StrictModel):
    """Several rolls resolved together (combining forces, multiple actions)."""

    members: list[GroupMember] = Field(min_length=1, max_length=10)
    combine: Literal["worst", "in_order"]


class Hit(StrictModel):
    """A check whose measure is the size of a hit: taken by the one who rolled (`self`) or
    dealt to the one opposing them (`opponent`); absorbed by the ruleset's `harm` rules."""

    measure: Name
    target: Literal["self", "opponent"]


class Check(StrictModel):
    """A named procedure: inputs, a roll, values, and the rule that picks the outcome."""

    label: Label
    description: Text | None = None
    outcomes: list[Key] = Field(min_length=1)
    inputs: dict[Name, InputSpec] = Field(default_factory=dict)
    roll: Roll
    values: dict[Name, Value] = Field(default_factory=dict)
    outcome: OutcomeRule
    spend: list[Spend] = Field(default_factory=list, max_length=4)
    group: Group | None = None
    measures: dict[Name, FormulaText] = Field(default_factory=dict)
    measure_labels: dict[Name, Label] = Field(default_factory=dict)
    """How the table shows a measure, in the ruleset's language (`shifts: Aumentos`); a
    measure without one shows its name tidied (`shifts_taken` -> `Shifts taken`)."""
    hit: Hit | None = None
    notes: list[Key] = Field(default_factory=list, max_length=20)
    """The ruleset's readings (note ids) that concern this check: shown beside it."""


Band.model_rebuild()
RollAgain.model_rebuild()
