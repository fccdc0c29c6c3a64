"""A checked sheet template in the form the sheet engine runs: fields indexed, formulas
compiled, and for every template the order in which values are worked out.

Nothing here evaluates anything; `sheet_semantics.compile_sheet` builds these and
`gm_assistant.core.sheets` runs them. A sheet is a graph of *nodes*: one per field in use,
one per list total and one per constraint. A node reads other nodes by name; changing a
stored value recomputes that field's node and, in order, every node that depends on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.model import (
    ChoiceOption,
    ListField,
    NpcTemplate,
    Opposition,
    SheetTemplate,
)
from gm_assistant.core.rules.scales import ChartTable, ScaleInfo

__all__ = [
    "INPUT_KINDS",
    "NUMERIC_KINDS",
    "ConstraintSpec",
    "EntrySpec",
    "FieldSpec",
    "Node",
    "OppositionSpec",
    "SheetSpec",
    "TemplateSpec",
]

INPUT_KINDS = frozenset({"text", "number", "choice", "rating", "pick", "track", "list"})
"""Field kinds whose values the player writes (and a character file stores)."""

NUMERIC_KINDS = frozenset({"number", "choice", "rating", "pick", "track", "derived"})
"""Field kinds that stand for a number in formulas."""

NodeKind = Literal["input", "pick", "track", "derived", "lookup", "override", "list", "total",
                   "constraint"]


@dataclass(frozen=True, eq=False)
class FieldSpec:
    """One field of the sheet (or of a list entry), ready to use.

    `model` is the field as written in the ruleset. `scale` is the scale of a rating field
    or of a choice's rating letters; `options` are a choice's options by stored value;
    `default` is a compiled default formula (numbers); `boxes` a track's box count;
    `formula`/`chart` a derived value; `entry` the shape of a list's entries.
    """

    id: str
    kind: str
    label: str
    section: str
    model: Any
    scale: ScaleInfo | None = None
    options: dict[str, ChoiceOption] = field(default_factory=dict)
    default: Formula | None = None
    boxes: Formula | None = None
    formula: Formula | None = None
    chart: ChartTable | None = None
    row: str | None = None
    column: str | None = None
    entry: EntrySpec | None = None
    pick_from: tuple[str, ...] = ()

    @property
    def is_input(self) -> bool:
        """True for fields whose value is written by the player."""
        return self.kind in INPUT_KINDS

    @property
    def numeric(self) -> bool:
        """True for fields that stand for a number in formulas."""
        return self.kind in NUMERIC_KINDS

    def option(self, value: str) -> ChoiceOption | None:
        """The option a stored or typed value stands for: its key or label, any case."""
        found = self.options.get(value)
        if found is not None:
            return found
        lowered = value.strip().lower()
        for option in self.options.values():
            if option.id.lower() == lowered or option.label.lower() == lowered:
                return option
        return None


@dataclass(frozen=True)
class ConstraintSpec:
    """A rule: `check` must hold whenever `when` holds, or `message` shows on `field`."""

    id: str
    check: Formula
    when: Formula | None
    field: str
    message: str

    @property
    def names(self) -> frozenset[str]:
        """Every name the rule reads."""
        return self.check.names | (self.when.names if self.when is not None else frozenset())


@dataclass(frozen=True, eq=False)
class EntrySpec:
    """The shape of one list entry: its subfields, the order of its derived values, its
    rules, the totals summed over the entries, and the sheet names its formulas read."""

    list_id: str
    model: ListField
    fields: dict[str, FieldSpec]
    order: tuple[str, ...]
    constraints: tuple[ConstraintSpec, ...]
    totals: dict[str, Formula]
    outer: frozenset[str]


@dataclass(frozen=True, eq=False)
class Node:
    """One value of the sheet graph: what it is and which other nodes it reads."""

    name: str
    kind: NodeKind
    reads: frozenset[str]
    field: FieldSpec | None = None
    formula: Formula | None = None
    constraint: ConstraintSpec | None = None
    list_id: str | None = None


@dataclass(frozen=True, eq=False)
class TemplateSpec:
    """A sheet as one kind of character uses it: its nodes in evaluation order.

    `dependents[name]` lists, in evaluation order, every node to recompute after `name`
    changed. `defaults` are the template's default values (already checked).
    """

    id: str | None
    label: str
    kind: str
    model: NpcTemplate | None
    used: frozenset[str]
    nodes: dict[str, Node]
    dependents: dict[str, tuple[str, ...]]
    defaults: dict[str, Any]
    default_formulas: dict[str, Formula]
    members: str | None
    card: tuple[str, ...] | None = None
    """The fields a printed card shows, in order (None: every filled-in value)."""

    def uses(self, field_id: str) -> bool:
        """True when this kind of character has the field."""
        return field_id in self.used


@dataclass(frozen=True)
class OppositionSpec:
    """Opponents bought with a resource; `cost(count, level, party_level)`."""

    model: Opposition
    cost: Formula


@dataclass(frozen=True, eq=False)
class SheetSpec:
    """A ruleset's checked sheet template: every field, every template, the totals."""

    model: SheetTemplate
    fields: dict[str, FieldSpec]
    sections: tuple[tuple[str, str, tuple[str, ...]], ...]
    constraints: tuple[ConstraintSpec, ...]
    totals: dict[str, str]
    full: TemplateSpec
    templates: dict[str, TemplateSpec]
    opposition: OppositionSpec | None = None

    def template(self, template_id: str | None) -> TemplateSpec:
        """A template by id; None is the whole sheet. KeyError if unknown."""
        return self.full if template_id is None else self.templates[template_id]

    def default_template(self) -> TemplateSpec:
        """The template a new character gets: the first PC template, else the whole sheet."""
        for spec in self.templates.values():
            if spec.kind == "pc":
                return spec
        return self.full
