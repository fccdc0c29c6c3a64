"""The ruleset file format as pydantic models: the single source of the JSON Schema.

These models check shapes and types (every unknown key is an error). Cross references,
such as a chart cell that must be a level of its scale, are checked in `semantics`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    StringConstraints,
    Tag,
    model_validator,
)

__all__ = [
    "Band",
    "Chart",
    "ChartLookup",
    "Check",
    "Effect",
    "Group",
    "GroupMember",
    "InputSpec",
    "Level",
    "Note",
    "NpcTemplate",
    "Outcome",
    "OutcomeRule",
    "Range",
    "Resource",
    "RollAgain",
    "RulesetModel",
    "Scale",
    "SheetTemplate",
    "Shift",
    "Source",
    "Spend",
]

Key = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)]
Name = Annotated[str, StringConstraints(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$", max_length=64)]
LevelKey = Annotated[str, StringConstraints(min_length=1, max_length=64)]
FormulaText = Annotated[str, StringConstraints(min_length=1, max_length=400)] | int
Colour = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]
Text = Annotated[str, StringConstraints(max_length=4000)]
Label = Annotated[str, StringConstraints(min_length=1, max_length=120)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Source(_Strict):
    """Where the rules come from, and the credit owed."""

    title: Label
    authors: list[Label] = Field(min_length=1)
    year: int | None = None
    licence: Text
    attribution: Text
    url: Text | None = None


class Note(_Strict):
    """A reading of a rule the source leaves open; the app shows it beside the rule."""

    id: Key
    topic: Label
    text: Text


class Level(_Strict):
    """One level of a named scale, such as `S` (Strong) on a trait rating scale."""

    key: LevelKey
    label: Label
    short: Annotated[str, StringConstraints(max_length=12)] | None = None
    value: int | None = None
    description: Text | None = None


class Range(_Strict):
    """An inclusive range of whole numbers."""

    min: int
    max: int

    @model_validator(mode="after")
    def _ordered(self) -> Range:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        if self.max - self.min > 10_000:
            raise ValueError("a range may span at most 10000 values")
        return self


class Scale(_Strict):
    """An ordered set of levels: named (`levels`) or whole numbers (`range`, `names`)."""

    label: Label
    description: Text | None = None
    levels: list[Level] | None = Field(default=None, min_length=1, max_length=200)
    range: Range | None = None
    names: dict[int, Label] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Scale:
        if (self.levels is None) == (self.range is None):
            raise ValueError("a scale has either 'levels' (named) or 'range' (numeric)")
        if self.names is not None and self.range is None:
            raise ValueError("'names' only goes with a numeric 'range'")
        return self


class Effect(_Strict):
    """What an outcome does to a resource: `add` or `set` a number or a formula."""

    resource: Key
    add: FormulaText | None = None
    set: FormulaText | None = None
    target: Literal["self", "allies"] = "self"

    @model_validator(mode="after")
    def _one_change(self) -> Effect:
        if (self.add is None) == (self.set is None):
            raise ValueError("an effect has exactly one of 'add' or 'set'")
        return self


class Outcome(_Strict):
    """An ordered result of a check, with its look and its effects."""

    key: Key
    label: Label
    short: Annotated[str, StringConstraints(max_length=12)] | None = None
    success: bool
    colour: Colour
    description: Text | None = None
    effects: list[Effect] = Field(default_factory=list)


class Resource(_Strict):
    """Something characters spend or track in play (luck, fate points, Risk)."""

    label: Label
    description: Text | None = None
    min: int = 0
    max: int = 99


class ScaleCells(_Strict):
    """Chart cells that are levels of a scale."""

    scale: Key


class Chart(_Strict):
    """A table keyed by scales; `data` has one entry per row level."""

    label: Label
    description: Text | None = None
    rows: Key
    columns: Key | None = None
    cells: Literal["outcomes", "number"] | ScaleCells
    data: dict[LevelKey | int, list[LevelKey | int] | LevelKey | int]


class InputSpec(_Strict):
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
            raise ValueError("an input has either 'scale' or 'range'")
        return self


class ChartLookup(_Strict):
    """A value read from a chart: `{chart: personal_task, row: trait, column: difficulty}`."""

    chart: Key
    row: Name
    column: Name | None = None


class Shift(_Strict):
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


def _roll_kind(value: Any) -> str:
    return "named" if isinstance(value, dict) else "single"


Roll = Annotated[
    Annotated[Annotated[str, StringConstraints(min_length=1, max_length=60)], Tag("single")]
    | Annotated[
        dict[Name, Annotated[str, StringConstraints(min_length=1, max_length=60)]],
        Tag("named"),
    ],
    Discriminator(_roll_kind),
]


class Band(_Strict):
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
                raise ValueError("an 'else' band holds only the outcome key: {else: KEY}")
            return self
        if self.when is None:
            raise ValueError("a band needs 'when' (a condition) or 'else'")
        given = [x for x in (self.outcome, self.roll_again, self.reroll) if x is not None]
        if len(given) != 1:
            raise ValueError("a band has exactly one of 'outcome', 'roll_again' or 'reroll'")
        return self


class OutcomeRule(_Strict):
    """How a roll becomes an outcome: a chart lookup, or ordered bands."""

    chart: Key | None = None
    row: Name | None = None
    column: Name | None = None
    bands: list[Band] | None = Field(default=None, min_length=1, max_length=100)

    @model_validator(mode="after")
    def _one_form(self) -> OutcomeRule:
        if (self.chart is None) == (self.bands is None):
            raise ValueError("an outcome rule is either a chart lookup or 'bands'")
        if self.chart is not None and self.row is None:
            raise ValueError("a chart lookup needs 'row'")
        return self


class RollAgain(_Strict):
    """A second roll that decides the outcome, as in the d20 extreme Mastery Levels."""

    roll: Roll
    values: dict[Name, Value] = Field(default_factory=dict)
    outcome: OutcomeRule


class Spend(_Strict):
    """A way of spending a resource that changes the odds (rerolls, bonuses)."""

    kind: Literal["reroll", "bonus"]
    budget: FormulaText
    on: list[Key] | None = None
    adds: int | None = None
    variable: Name | None = None
    until: Literal["success"] | None = None

    @model_validator(mode="after")
    def _shape(self) -> Spend:
        if self.kind == "reroll" and not self.on:
            raise ValueError("a reroll spend names the outcomes it rerolls: on: [KEY, ...]")
        if self.kind == "bonus" and (self.adds is None or self.variable is None):
            raise ValueError("a bonus spend needs 'adds' and 'variable'")
        return self


class GroupMember(_Strict):
    """Some members of a group: how many, and which inputs they use instead of the lead's."""

    count: FormulaText
    inputs: dict[Name, Name] = Field(default_factory=dict)


class Group(_Strict):
    """Several rolls resolved together (combining forces, multiple actions)."""

    members: list[GroupMember] = Field(min_length=1, max_length=10)
    combine: Literal["worst", "in_order"]


class Check(_Strict):
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


class SheetTemplate(_Strict):
    """The character sheet template slot (sections of fields); detailed by the sheets feature."""

    model_config = ConfigDict(extra="allow", frozen=True)

    sections: list[dict[str, Any]] = Field(default_factory=list)


class NpcTemplate(_Strict):
    """An NPC or mook template slot; detailed by the sheets feature."""

    model_config = ConfigDict(extra="allow", frozen=True)

    id: Key
    label: Label
    kind: Key


class RulesetModel(_Strict):
    """A whole ruleset file."""

    format: Literal[1]
    id: Key
    name: Label
    version: Annotated[str, StringConstraints(min_length=1, max_length=40)]
    language: Annotated[str, StringConstraints(pattern=r"^[a-z]{2}(-[A-Za-z]{2})?$")]
    source: Source
    notes: list[Note] = Field(default_factory=list)
    dice: dict[Name, Annotated[str, StringConstraints(min_length=1, max_length=60)]] = Field(
        default_factory=dict
    )
    scales: dict[Key, Scale] = Field(default_factory=dict)
    charts: dict[Key, Chart] = Field(default_factory=dict)
    outcomes: list[Outcome] = Field(min_length=1)
    resources: dict[Key, Resource] = Field(default_factory=dict)
    checks: dict[Key, Check] = Field(min_length=1)
    sheet: SheetTemplate | None = None
    npc_templates: list[NpcTemplate] = Field(default_factory=list)


Band.model_rebuild()
RollAgain.model_rebuild()
