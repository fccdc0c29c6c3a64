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


class Hit(_Strict):
    """A check whose measure is the size of a hit: taken by the one who rolled (`self`) or
    dealt to the one opposing them (`opponent`); absorbed by the ruleset's `harm` rules."""

    measure: Name
    target: Literal["self", "opponent"]


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
    hit: Hit | None = None


class HarmAbsorber(_Strict):
    """One way a character soaks up a hit, with slots that are free or marked.

    Either `track`: the boxes of a sheet track field are the slots, box number `box` (1 for
    the first) absorbing `absorbs` (a formula of `box`); or `chart`: a number chart whose
    rows are text fields of the sheet, each field a slot that absorbs its cell and is free
    while empty. `per_hit` caps the slots of this absorber one hit may use. `clears: scene`
    marks the slots cleared by the table's "end of scene".
    """

    id: Key
    label: Label
    track: Key | None = None
    absorbs: FormulaText = "box"
    chart: Key | None = None
    per_hit: int | None = Field(default=None, ge=1, le=20)
    clears: Literal["scene", "later"] = "later"

    @model_validator(mode="after")
    def _one_kind(self) -> HarmAbsorber:
        if (self.track is None) == (self.chart is None):
            raise ValueError("an absorber has either 'track' or 'chart'")
        return self


class Harm(_Strict):
    """How hits are absorbed: in order of preference, the absorbers; what is left over
    takes the character out. `unit` names a hit's amount (shifts, damage)."""

    label: Label
    unit: Label
    description: Text | None = None
    absorbers: list[HarmAbsorber] = Field(min_length=1, max_length=6)
    taken_out: Label


# --- character sheets --------------------------------------------------------------------
# A sheet template is a list of sections, each a list of fields. Input fields hold what the
# player writes (text, number, choice, rating, pick, track, list); derived fields and
# constraints are worked out from them with formulas. `sheet_semantics` checks what refers
# to what.

class _FieldBase(_Strict):
    id: Key
    label: Label
    description: Text | None = None


class _InputBase(_FieldBase):
    required: bool = False


class TextField(_InputBase):
    """Free text: a name, a description, an aspect."""

    kind: Literal["text"]
    multiline: bool = False
    default: Text | None = None


class NumberField(_InputBase):
    """A whole number within optional bounds; `default` may be a formula (`initial_luck`)."""

    kind: Literal["number"]
    min: int | None = None
    max: int | None = None
    default: FormulaText | None = None
    resource: Key | None = None

    @model_validator(mode="after")
    def _ordered(self) -> NumberField:
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        return self


class ChoiceOption(_Strict):
    """One entry of a choice list: `{label: eagle eye, rating: S, points: 4}`."""

    key: LevelKey | None = None
    label: Label
    rating: LevelKey | None = None
    points: int | None = None
    group: Label | None = None
    detail: Text | None = None

    @property
    def id(self) -> str:
        """The stored value: `key`, or the label when no key is given."""
        return self.key if self.key is not None else self.label


class ChoiceField(_InputBase):
    """Pick one option (with its rating letter and points), or a custom entry if allowed.

    In formulas a choice counts as its points (0 while nothing is chosen).
    """

    kind: Literal["choice"]
    options: list[ChoiceOption] = Field(min_length=1, max_length=500)
    scale: Key | None = None
    custom: bool = False
    default: LevelKey | None = None


class RatingField(_InputBase):
    """A level of a scale; in formulas it counts as the level's number."""

    kind: Literal["rating"]
    scale: Key
    default: LevelKey | int | None = None


class PickField(_InputBase):
    """One of the listed fields (or an entry of a listed list), such as a prime trait.

    In formulas a pick counts as the value of the field it points at. `rating` is the level
    the picked trait is rated at while it is picked (MAoFA's prime characteristic reads P).
    """

    kind: Literal["pick"]
    from_: list[Key] = Field(alias="from", min_length=1, max_length=100)
    rating: LevelKey | None = None
    default: Key | None = None


class TrackField(_InputBase):
    """A row of check boxes (stress, kill damage, conflict counters).

    `boxes` is a number or a formula (`fight_stat`); in formulas a track counts as the
    number of checked boxes.
    """

    kind: Literal["track"]
    boxes: FormulaText
    box_labels: list[Label] | None = Field(default=None, max_length=100)
    resource: Key | None = None


class DerivedField(_FieldBase):
    """A read-only value: a formula (`40 - total_points`) or a chart lookup."""

    kind: Literal["derived"]
    formula: FormulaText | None = None
    chart: Key | None = None
    row: Name | None = None
    column: Name | None = None

    @model_validator(mode="after")
    def _one_form(self) -> DerivedField:
        if (self.formula is None) == (self.chart is None):
            raise ValueError("a derived field has either 'formula' or 'chart' (with 'row')")
        if self.chart is not None and self.row is None:
            raise ValueError("a chart lookup needs 'row'")
        if self.chart is None and (self.row is not None or self.column is not None):
            raise ValueError("'row' and 'column' go with 'chart'")
        return self


class ConstraintField(_Strict):
    """A creation rule: `check` must hold (when `when` holds); else `message` on `field`.

    The message may name values in braces: `{points_spent} of {points}`.
    """

    kind: Literal["constraint"]
    id: Key
    check: FormulaText
    when: FormulaText | None = None
    field: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    message: Text


def _field_kind(value: Any) -> str:
    kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
    # The tags are not plain words, so error locations skip them (see loader._data_path).
    return f"{kind} field" if isinstance(kind, str) else "no kind"


class ListField(_FieldBase):
    """Entries of the same shape (skills, hobbies, stunts, weapons), each with subfields
    (any kind but a list).

    `totals` are sheet-wide values summed over the entries: `{skill_points: cost}` adds up
    each entry's `cost`; `{stunt_count: 1}` counts them.
    """

    kind: Literal["list"]
    min: int = Field(default=0, ge=0)
    max: int | None = Field(default=None, ge=0, le=1000)
    fields: list[SheetField] = Field(min_length=1, max_length=50)
    totals: dict[Name, FormulaText] = Field(default_factory=dict)
    default: list[dict[Key, Any]] | None = None

    @model_validator(mode="after")
    def _shape(self) -> ListField:
        if self.max is not None and self.min > self.max:
            raise ValueError(f"min ({self.min}) is larger than max ({self.max})")
        if any(isinstance(item, ListField) for item in self.fields):
            raise ValueError("a list's entries cannot hold another list")
        return self


SheetField = Annotated[
    Annotated[TextField, Tag("text field")]
    | Annotated[NumberField, Tag("number field")]
    | Annotated[ChoiceField, Tag("choice field")]
    | Annotated[RatingField, Tag("rating field")]
    | Annotated[PickField, Tag("pick field")]
    | Annotated[TrackField, Tag("track field")]
    | Annotated[DerivedField, Tag("derived field")]
    | Annotated[ConstraintField, Tag("constraint field")]
    | Annotated[ListField, Tag("list field")],
    Discriminator(_field_kind, custom_error_type="field_kind",
                  custom_error_message="expected 'kind': text, number, choice, rating, pick, "
                  "track, derived, constraint or list"),
]


class Section(_Strict):
    """A titled group of fields on the sheet."""

    id: Key
    label: Label
    description: Text | None = None
    fields: list[SheetField] = Field(min_length=1, max_length=200)


class Opposition(_Strict):
    """Buying opponents with a resource (Riskbreaker's Advantage).

    `cost` is a formula over `count`, `level` and `party_level`: what `count` characters
    of `level` cost when the party's highest level is `party_level`.
    """

    label: Label
    resource: Key
    level_field: Key
    cost: FormulaText
    description: Text | None = None


class SheetTemplate(_Strict):
    """The character sheet of a ruleset: sections of fields, derived values and rules."""

    label: Label | None = None
    sections: list[Section] = Field(min_length=1, max_length=50)
    opposition: Opposition | None = None


class NpcTemplate(_Strict):
    """A quick way to make a kind of character: which fields it uses and their defaults.

    `kind` is `pc`, `npc`, `mook` or `mook_group`. `fields` lists the field or section ids
    it uses (all fields when left out). `derived` turns input fields into formulas for
    this template (a mook group's stress boxes follow its members); `constraints` add
    rules; `members` names the field holding a group's size.
    """

    id: Key
    label: Label
    kind: Literal["pc", "npc", "mook", "mook_group"]
    description: Text | None = None
    fields: list[Key] | None = None
    defaults: dict[Key, Any] = Field(default_factory=dict)
    derived: dict[Key, FormulaText] = Field(default_factory=dict)
    constraints: list[ConstraintField] = Field(default_factory=list)
    members: Key | None = None


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
    harm: Harm | None = None
    sheet: SheetTemplate | None = None
    npc_templates: list[NpcTemplate] = Field(default_factory=list)


Band.model_rebuild()
RollAgain.model_rebuild()
ListField.model_rebuild()
