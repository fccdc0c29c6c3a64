"""Checks of the single fields of a ruleset's sheet template: scales, options, formulas,
chart lookups, picks and defaults.

A formula may only use number-like fields of the sheet, a rating needs a known scale, a
chart lookup a chart and fields that fit its rows, and defaults must be values their
fields can hold. Every problem is reported with its place in the file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import ChartTable, ScaleInfo
from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.model import (
    ChoiceField,
    ConstraintField,
    DerivedField,
    ListField,
    NumberField,
    PickField,
    RatingField,
    RulesetModel,
    SheetField,
    SheetTemplate,
    TrackField,
)
from gm_assistant.core.rules.sheet_compiled import ConstraintSpec, FieldSpec
from gm_assistant.core.rules.sheet_values import ValueRefused, bounds_problem, normalize
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["RESERVED", "SheetChecker"]

RESERVED = frozenset({"name", "kind", "tags", "template", "base"})


class SheetChecker:
    """The fields of a ruleset's sheet template, checked and compiled one by one.

    Holds what the later steps share: the fields found (`fields`), where each is written
    (`paths`), the section ids, the list totals, and the collector problems go to.
    `sheet_entries`, `sheet_templates` and `sheet_semantics` build on it.
    """

    def __init__(self, model: RulesetModel, sheet: SheetTemplate,
                 scales: dict[str, ScaleInfo], charts: dict[str, ChartTable | None],
                 out: Collector) -> None:
        self.model = model
        self.sheet = sheet
        self.scales = scales
        self.charts = charts
        self.out = out
        self.fields: dict[str, FieldSpec] = {}
        self.paths: dict[str, Path] = {}
        self.section_ids: dict[str, Path] = {}
        self.constraint_models: list[tuple[ConstraintField, Path]] = []
        self.totals: dict[str, str] = {}

    # -- helpers ------------------------------------------------------------------------
    def formula(self, path: Path, source: str | int, numeric: Iterable[str],
                words: Iterable[str] = ()) -> Formula | None:
        """Compile a formula over number-like names; other field names get a clear message."""
        numeric = set(numeric)
        words = set(words) - numeric
        compiled = self.out.formula(path, source, numeric | words)
        if compiled is None:
            return None
        wrong = sorted(compiled.names & words)
        if wrong:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{wrong}' is not a number (a text or list field); formulas "
                "use numbers, ratings, choices, tracks and totals"), wrong=wrong[0]))
            return None
        return compiled

    def scale(self, path: Path, scale_id: str | None) -> ScaleInfo | None:
        """The scale named `scale_id`; None (reported) when unknown, None when not given."""
        if scale_id is None:
            return None
        found = self.scales.get(scale_id)
        if found is None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown scale '{scale_id}' (known: {names})"),
                scale_id=scale_id, names=', '.join(self.scales)))
        return found

    # -- fields -------------------------------------------------------------------------
    def basic(self, item: Any, section: str, path: Path) -> FieldSpec:
        """A field with its scale and options resolved; formulas come later."""
        scale: ScaleInfo | None = None
        options = {}
        if isinstance(item, RatingField):
            scale = self.scale((*path, "scale"), item.scale)
        elif isinstance(item, ChoiceField):
            scale = self.scale((*path, "scale"), item.scale)
            for position, option in enumerate(item.options):
                where: Path = (*path, "options", position)
                if option.id in options:
                    self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "duplicate option '{option}' in '{item}'"),
                        option=option.id, item=item.id))
                    continue
                if (scale is not None and option.rating is not None
                        and option.rating not in scale.labels):
                    self.out.add((*where, "rating"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "'{rating}' is not a level of '{scale}' ({names})"),
                        rating=option.rating, scale=scale.id,
                        names=', '.join(map(str, scale.keys))))
                options[option.id] = option
        resource = getattr(item, "resource", None)
        if resource is not None and resource not in self.model.resources:
            known = ", ".join(self.model.resources) or "none declared"
            self.out.add((*path, "resource"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown resource '{resource}' on '{item}' (known: {known})"),
                resource=resource, item=item.id, known=known))
        pick_from = tuple(item.from_) if isinstance(item, PickField) else ()
        return FieldSpec(item.id, item.kind, item.label, section, item, scale=scale,
                         options=options, pick_from=pick_from)

    def collect(self) -> None:
        """Find the sheet's sections, fields, constraints and list totals."""
        for s_index, section in enumerate(self.sheet.sections):
            s_path: Path = ("sheet", "sections", s_index)
            if section.id in self.section_ids:
                self.out.add((*s_path, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "duplicate section id '{section}'"), section=section.id))
            self.section_ids[section.id] = s_path
            for f_index, item in enumerate(section.fields):
                self._collect_field(item, section.id, (*s_path, "fields", f_index))
        for section_id, s_path in self.section_ids.items():
            if section_id in self.fields:
                self.out.add((*s_path, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "the section id '{section_id}' is also a field id; give "
                    "one of them another name"), section_id=section_id))
        for field_id, spec in self.fields.items():
            if isinstance(spec.model, ListField):
                self._collect_totals(field_id, spec.model)

    def _collect_field(self, item: SheetField, section_id: str, f_path: Path) -> None:
        """One item of a section: a constraint, or a field whose id is free."""
        if isinstance(item, ConstraintField):
            self.constraint_models.append((item, f_path))
        elif item.id in RESERVED:
            self.out.add((*f_path, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{item}' is reserved: every character has a name, kind, tags "
                "and template of its own"), item=item.id))
        elif item.id in self.fields:
            self.out.add((*f_path, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate field id '{item}' (also in section '{section}')"),
                item=item.id, section=self.fields[item.id].section))
        else:
            self.fields[item.id] = self.basic(item, section_id, f_path)
            self.paths[item.id] = f_path

    def _collect_totals(self, field_id: str, model: ListField) -> None:
        """A list field's totals, each a name no field or other total has."""
        for name in model.totals:
            where = (*self.paths[field_id], "totals", name)
            if name in self.fields or name in self.totals:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "the total '{name}' reuses the name of a field or another "
                    "total"), name=name))
                continue
            self.totals[name] = field_id

    @property
    def numeric_names(self) -> set[str]:
        """Names formulas may use: number-like fields and list totals."""
        return {k for k, f in self.fields.items() if f.numeric} | set(self.totals)

    @property
    def all_names(self) -> set[str]:
        """Every field id and list total."""
        return set(self.fields) | set(self.totals)

    def finish_field(self, spec: FieldSpec, path: Path, numeric: set[str], words: set[str],
                     fields: Mapping[str, FieldSpec]) -> FieldSpec:
        """Compile a field's formulas and check its references and default."""
        item = spec.model
        changes: dict[str, Any] = {}
        if isinstance(item, NumberField) and isinstance(item.default, str):
            changes["default"] = self.formula((*path, "default"), item.default, numeric, words)
        elif isinstance(item, TrackField):
            boxes = self.formula((*path, "boxes"), item.boxes, numeric, words)
            if boxes is not None and not boxes.names and not 0 <= boxes({}) <= 1000:
                self.out.add((*path, "boxes"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "a track has 0 to 1000 boxes")))
            changes["boxes"] = boxes
        elif isinstance(item, DerivedField):
            if item.formula is not None:
                changes["formula"] = self.formula((*path, "formula"), item.formula, numeric,
                                                  words)
            else:
                changes.update(self.lookup(item, path, fields))
        elif isinstance(item, PickField):
            self.pick(spec, item, path, fields)
        default = getattr(item, "default", None)
        if (item.kind not in ("derived", "list", "track") and default is not None
                and not (isinstance(item, NumberField) and isinstance(default, str))):
            self.check_default(spec, default, (*path, "default"))
        return dataclasses.replace(spec, **changes) if changes else spec

    def lookup(self, item: DerivedField, path: Path,
               fields: Mapping[str, FieldSpec]) -> dict[str, Any]:
        """The chart and axes of a derived value read from a chart, checked."""
        assert item.chart is not None and item.row is not None
        chart = self.out.chart((*path, "chart"), item.chart, self.charts)
        if chart is None:
            return {}
        if chart.cells_kind == "outcomes":
            self.out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "this chart holds outcomes, not numbers")))
            return {}
        if chart.columns is None and item.column is not None:
            self.out.add((*path, "column"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the chart '{chart}' has no columns"), chart=chart.id))
        if chart.columns is not None and item.column is None:
            self.out.add((*path, "column"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the chart '{chart}' also needs 'column'"), chart=chart.id))
        for axis, name, scale in (("row", item.row, chart.rows),
                                  ("column", item.column, chart.columns)):
            if name is None or scale is None:
                continue
            target = fields.get(name)
            if target is None:
                self.out.add((*path, axis), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown field '{name}'"), name=name))
            elif scale.numeric and not target.numeric:
                self.out.add((*path, axis), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' is not a number, but the chart's {axis}s are the "
                    "numbers of '{scale}'"), name=name, axis=axis, scale=scale.id))
            elif not scale.numeric and not (target.kind == "rating" and target.scale is not None
                                            and target.scale.id == scale.id):
                self.out.add((*path, axis), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' must be a rating on the scale '{scale}' to look "
                    "up this chart's {axis}s"), name=name, scale=scale.id, axis=axis))
        return {"chart": chart, "row": item.row, "column": item.column}

    def pick(self, spec: FieldSpec, item: PickField, path: Path,
             fields: Mapping[str, FieldSpec]) -> None:
        """Check the fields a pick may name, and its rating."""
        for position, name in enumerate(item.from_):
            target = fields.get(name)
            where: Path = (*path, "from", position)
            if target is None:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown field '{name}'"), name=name))
            elif target.kind == "pick" or target.id == spec.id:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "a pick cannot pick the pick '{name}'"), name=name))
            elif item.rating is not None and target.scale is not None and (
                    item.rating not in target.scale.labels):
                self.out.add((*path, "rating"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{rating}' is not a level of '{scale}', the scale of "
                    "'{name}'"), rating=item.rating, scale=target.scale.id, name=name))

    def check_default(self, spec: FieldSpec, value: Any, path: Path) -> Any:
        """A default's stored form, reporting a value the field cannot hold."""
        if spec.kind == "rating" and spec.scale is None:
            return None  # its unknown scale is already reported; nothing to check against
        try:
            stored = normalize(spec, value)
        except ValueRefused as error:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "bad default: {error}"), error=message_of(error)))
            return None
        problem = bounds_problem(spec, stored)
        if problem is not None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "bad default: {problem}"), problem=problem))
            return None
        return stored

    def constraint(self, rule: ConstraintField, path: Path, numeric: set[str],
                   words: set[str]) -> ConstraintSpec | None:
        """A sheet rule with its formulas compiled; None when one of them is bad."""
        check = self.formula((*path, "check"), rule.check, numeric, words)
        when = (self.formula((*path, "when"), rule.when, numeric, words)
                if rule.when is not None else None)
        if check is None or (rule.when is not None and when is None):
            return None
        return ConstraintSpec(rule.id, check, when, rule.field, rule.message)
