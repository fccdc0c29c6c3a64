"""The ruleset file format as pydantic models: the single source of the JSON Schema.

These models check shapes and types (every unknown key is an error). Cross references,
such as a chart cell that must be a level of its scale, are checked in `semantics`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    Field,
    StringConstraints,
    model_validator,
)

from gm_assistant.core.rules.check_model import (
    Band,
    ChartLookup,
    Check,
    Group,
    GroupMember,
    Hit,
    InputSpec,
    OutcomeRule,
    PoolRoll,
    PoolValueSpec,
    RollAgain,
    Shift,
    Spend,
)
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.rules.model_types import (
    Colour,
    FormulaText,
    Key,
    Label,
    LevelKey,
    Name,
    Range,
    StrictModel,
    Text,
)
from gm_assistant.core.rules.sheet_model import (
    ChoiceField,
    ChoiceOption,
    ConstraintField,
    DerivedField,
    ListField,
    NpcTemplate,
    NumberField,
    Opposition,
    PickField,
    RatingField,
    Section,
    SheetField,
    SheetTemplate,
    TextField,
    TrackField,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "Band",
    "Chart",
    "ChartLookup",
    "Check",
    "ChoiceField",
    "ChoiceOption",
    "ConstraintField",
    "DerivedField",
    "Effect",
    "Group",
    "GroupMember",
    "Harm",
    "HarmAbsorber",
    "Hit",
    "InputSpec",
    "Level",
    "ListField",
    "Note",
    "NpcTemplate",
    "NumberField",
    "Opposition",
    "Outcome",
    "OutcomeRule",
    "PickField",
    "PoolRoll",
    "PoolValueSpec",
    "Range",
    "RatingField",
    "Resource",
    "RollAgain",
    "RulesetModel",
    "Scale",
    "Section",
    "SheetField",
    "SheetTemplate",
    "Shift",
    "Source",
    "Spend",
    "TextField",
    "TrackField",
]

class Source(StrictModel):
    """Where the rules come from, and the credit owed."""

    title: Label
    authors: list[Label] = Field(min_length=1)
    year: int | None = None
    licence: Text
    attribution: Text
    url: Text | None = None


class Note(StrictModel):
    """A reading of a rule the source leaves open; the app shows it beside the rule."""

    id: Key
    topic: Label
    text: Text


class Level(StrictModel):
    """One level of a named scale, such as `S` (Strong) on a trait rating scale."""

    key: LevelKey
    label: Label
    short: Annotated[str, StringConstraints(max_length=12)] | None = None
    value: int | None = None
    description: Text | None = None


class Scale(StrictModel):
    """An ordered set of levels: named (`levels`) or whole numbers (`range`, `names`)."""

    label: Label
    description: Text | None = None
    levels: list[Level] | None = Field(default=None, min_length=1, max_length=200)
    range: Range | None = None
    names: dict[int, Label] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Scale:
        if (self.levels is None) == (self.range is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a scale has either 'levels' (named) or 'range' (numeric)")))
        if self.names is not None and self.range is None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'names' only goes with a numeric 'range'")))
        return self


class ActionEffect(StrictModel):
    """What a table action does to a resource of each person it reaches: `add` or `set`
    a number or a formula over that person's resources and sheet values."""

    resource: Key
    add: FormulaText | None = None
    set: FormulaText | None = None

    @model_validator(mode="after")
    def _one_change(self) -> ActionEffect:
        if (self.add is None) == (self.set is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an effect has exactly one of 'add' or 'set'")))
        return self


class Effect(ActionEffect):
    """What an outcome does to a resource: `add` or `set` a number or a formula, for the
    one who rolled or their allies."""

    target: Literal["self", "allies"] = "self"


class TableAction(StrictModel):
    """A step of play's rhythm the Table offers as one undoable action (an out round, the
    start of a session, a concession): its effects on everyone at the table, or only on
    the one who acts."""

    label: Label
    description: Text | None = None
    notes: list[Key] = Field(default_factory=list)
    who: Literal["everyone", "actor"] = "everyone"
    effects: list[ActionEffect] = Field(min_length=1, max_length=20)


class Outcome(StrictModel):
    """An ordered result of a check, with its look and its effects."""

    key: Key
    label: Label
    short: Annotated[str, StringConstraints(max_length=12)] | None = None
    success: bool
    colour: Colour
    description: Text | None = None
    effects: list[Effect] = Field(default_factory=list)


class Resource(StrictModel):
    """Something characters spend or track in play (luck, fate points, Risk)."""

    label: Label
    description: Text | None = None
    min: int = 0
    max: int = 99


class ScaleCells(StrictModel):
    """Chart cells that are levels of a scale."""

    scale: Key


class Chart(StrictModel):
    """A table keyed by scales; `data` has one entry per row level."""

    label: Label
    description: Text | None = None
    rows: Key
    columns: Key | None = None
    cells: Literal["outcomes", "number"] | ScaleCells
    data: dict[LevelKey | int, list[LevelKey | int] | LevelKey | int]


class HarmAbsorber(StrictModel):
    """One way a character soaks up a hit, with slots that are free or marked.

    Either `track`: the boxes of a sheet track field are the slots, box number `box` (1 for
    the first) absorbing `absorbs` (a formula of `box`); or `chart`: a number chart whose
    rows are text fields of the sheet, each field a slot that absorbs its cell and is free
    while empty. `per_hit` caps the slots of this absorber one hit may use. `clears: scene`
    marks the slots cleared by the table's "end of scene"; `clears: rest` those cleared by
    the end of a scene with rest, and `rest_clears` names the chart rows that clear then
    when only some do (Fate's mild consequence). `full_takes_out`: once every slot is
    marked the character is out (Riskbreaker's Kill Damage track).
    """

    id: Key
    label: Label
    track: Key | None = None
    absorbs: FormulaText = "box"
    chart: Key | None = None
    per_hit: int | None = Field(default=None, ge=1, le=20)
    clears: Literal["scene", "rest", "later"] = "later"
    rest_clears: list[Key] = Field(default_factory=list, max_length=20)
    full_takes_out: bool = False

    @model_validator(mode="after")
    def _one_kind(self) -> HarmAbsorber:
        if (self.track is None) == (self.chart is None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an absorber has either 'track' or 'chart'")))
        return self


class Harm(StrictModel):
    """How hits are absorbed: in order of preference, the absorbers; what is left over
    takes the character out. `unit` names a hit's amount (shifts, damage)."""

    label: Label
    unit: Label
    description: Text | None = None
    absorbers: list[HarmAbsorber] = Field(min_length=1, max_length=6)
    taken_out: Label


class RulesetModel(StrictModel):
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
    harm: Harm | None = None
    conflicts: dict[Key, Conflict] = Field(default_factory=dict, max_length=10)
    table_actions: dict[Key, TableAction] = Field(default_factory=dict, max_length=20)
    sheet: SheetTemplate | None = None
    npc_templates: list[NpcTemplate] = Field(default_factory=list)


