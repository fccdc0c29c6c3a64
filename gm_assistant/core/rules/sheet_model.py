"""The character-sheet part of the ruleset format: sections, fields, NPC templates.

A sheet template is a list of sections, each a list of fields. Input fields hold what the
player writes (text, number, choice, rating, pick, track, list); derived fields and
constraints are worked out from them with formulas. `sheet_semantics` checks what refers
to what.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, StringConstraints, Tag, model_validator

from gm_assistant.core.rules.model_types import (
    FormulaText,
    Key,
    Label,
    LevelKey,
    Name,
    StrictModel,
    Text,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "ChoiceField",
    "ChoiceOption",
    "ConstraintField",
    "DerivedField",
    "ListField",
    "NpcTemplate",
    "NumberField",
    "Opposition",
    "PickField",
    "RatingField",
    "Section",
    "SheetField",
    "SheetTemplate",
    "TextField",
    "TrackField",
]


class _FieldBase(StrictModel):
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
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "min ({min}) is larger than max ({max})"),
                min=self.min, max=self.max))
        return self


class ChoiceOption(StrictModel):
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
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a derived field has either 'formula' or 'chart' (with 'row')")))
        if self.chart is not None and self.row is None:
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a chart lookup needs 'row'")))
        if self.chart is None and (self.row is not None or self.column is not None):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'row' and 'column' go with 'chart'")))
        return self


class ConstraintField(StrictModel):
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
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "min ({min}) is larger than max ({max})"),
                min=self.min, max=self.max))
        if any(isinstance(item, ListField) for item in self.fields):
            raise ValueError(Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a list's entries cannot hold another list")))
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


class Section(StrictModel):
    """A titled group of fields on the sheet."""

    id: Key
    label: Label
    description: Text | None = None
    fields: list[SheetField] = Field(min_length=1, max_length=200)


class Opposition(StrictModel):
    """Buying opponents with a resource (Riskbreaker's Advantage).

    `cost` is a formula over `count`, `level` and `party_level`: what `count` characters
    of `level` cost when the party's highest level is `party_level`.
    """

    label: Label
    resource: Key
    level_field: Key
    cost: FormulaText
    description: Text | None = None


class SheetTemplate(StrictModel):
    """The character sheet of a ruleset: sections of fields, derived values and rules."""

    label: Label | None = None
    sections: list[Section] = Field(min_length=1, max_length=50)
    opposition: Opposition | None = None
    card: list[Key] | None = Field(default=None, max_length=100)
    """What a printed card shows, in order: field or section ids (all filled-in values
    when left out). A free harm slot listed here (a consequence) prints as a blank."""


class NpcTemplate(StrictModel):
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
    card: list[Key] | None = Field(default=None, max_length=100)
    """What this kind of character's card shows (instead of the sheet's `card`)."""


ListField.model_rebuild()
