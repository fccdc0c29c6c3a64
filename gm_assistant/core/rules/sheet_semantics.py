"""Cross-reference checks of a ruleset's sheet template and NPC templates.

The pydantic model has checked shapes; this module checks what refers to what: a formula
may only use number-like fields of the sheet, a rating needs a known scale, a chart lookup
a chart and fields that fit its rows, derived values must not depend on each other in a
cycle (reported as `a -> b -> a`), defaults must be values their fields can hold, and a
template must not use a value without the fields it is worked out from. Every problem is
reported with its place in the file, and the result is a `SheetSpec` ready to run.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.compiled import ChartTable, ScaleInfo
from gm_assistant.core.rules.dependencies import evaluation_order
from gm_assistant.core.rules.formula import Formula, compile_formula
from gm_assistant.core.rules.model import (
    ChoiceField,
    ConstraintField,
    DerivedField,
    ListField,
    NpcTemplate,
    NumberField,
    PickField,
    RatingField,
    RulesetModel,
    SheetTemplate,
    TrackField,
)
from gm_assistant.core.rules.semantics import _Collector
from gm_assistant.core.rules.sheet_compiled import (
    ConstraintSpec,
    EntrySpec,
    FieldSpec,
    Node,
    OppositionSpec,
    SheetSpec,
    TemplateSpec,
)
from gm_assistant.core.rules.sheet_values import ValueRefused, bounds_problem, normalize
from gm_assistant.core.rules.yaml_source import Path

__all__ = ["compile_sheet", "evaluation_order"]

OPPOSITION_NAMES = ("count", "level", "party_level")
RESERVED = frozenset({"name", "kind", "tags", "template", "base"})




class _SheetCompiler:
    """Checks and compiles `model.sheet` and `model.npc_templates`."""

    def __init__(self, model: RulesetModel, sheet: SheetTemplate,
                 scales: dict[str, ScaleInfo], charts: dict[str, ChartTable | None],
                 out: _Collector) -> None:
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
        try:
            compiled = compile_formula(source, numeric | words)
        except FormulaError as error:
            self.out.add(path, str(error))
            return None
        wrong = sorted(compiled.names & words)
        if wrong:
            self.out.add(path, f"'{wrong[0]}' is not a number (a text or list field); "
                         "formulas use numbers, ratings, choices, tracks and totals")
            return None
        if not compiled.names:
            try:
                compiled({})
            except FormulaError as error:
                self.out.add(path, str(error))
                return None
        return compiled

    def scale(self, path: Path, scale_id: str | None) -> ScaleInfo | None:
        if scale_id is None:
            return None
        found = self.scales.get(scale_id)
        if found is None:
            self.out.add(path, f"unknown scale '{scale_id}' (known: {', '.join(self.scales)})")
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
                    self.out.add(where, f"duplicate option '{option.id}' in '{item.id}'")
                    continue
                if (scale is not None and option.rating is not None
                        and option.rating not in scale.labels):
                    self.out.add((*where, "rating"), f"'{option.rating}' is not a level of "
                                 f"'{scale.id}' ({', '.join(map(str, scale.keys))})")
                options[option.id] = option
        resource = getattr(item, "resource", None)
        if resource is not None and resource not in self.model.resources:
            known = ", ".join(self.model.resources) or "none declared"
            self.out.add((*path, "resource"), f"unknown resource '{resource}' on "
                         f"'{item.id}' (known: {known})")
        pick_from = tuple(item.from_) if isinstance(item, PickField) else ()
        return FieldSpec(item.id, item.kind, item.label, section, item, scale=scale,
                         options=options, pick_from=pick_from)

    def collect(self) -> None:
        for s_index, section in enumerate(self.sheet.sections):
            s_path: Path = ("sheet", "sections", s_index)
            if section.id in self.section_ids:
                self.out.add((*s_path, "id"), f"duplicate section id '{section.id}'")
            self.section_ids[section.id] = s_path
            for f_index, item in enumerate(section.fields):
                f_path: Path = (*s_path, "fields", f_index)
                if isinstance(item, ConstraintField):
                    self.constraint_models.append((item, f_path))
                    continue
                if item.id in RESERVED:
                    self.out.add((*f_path, "id"), f"'{item.id}' is reserved: every character "
                                 "has a name, kind, tags and template of its own")
                    continue
                if item.id in self.fields:
                    self.out.add((*f_path, "id"), f"duplicate field id '{item.id}' (also in "
                                 f"section '{self.fields[item.id].section}')")
                    continue
                self.fields[item.id] = self.basic(item, section.id, f_path)
                self.paths[item.id] = f_path
        for section_id, s_path in self.section_ids.items():
            if section_id in self.fields:
                self.out.add((*s_path, "id"), f"the section id '{section_id}' is also a "
                             "field id; give one of them another name")
        for field_id, spec in self.fields.items():
            if isinstance(spec.model, ListField):
                for name in spec.model.totals:
                    where = (*self.paths[field_id], "totals", name)
                    if name in self.fields or name in self.totals:
                        self.out.add(where, f"the total '{name}' reuses the name of a field "
                                     "or another total")
                        continue
                    self.totals[name] = field_id

    @property
    def numeric_names(self) -> set[str]:
        return {k for k, f in self.fields.items() if f.numeric} | set(self.totals)

    @property
    def all_names(self) -> set[str]:
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
                self.out.add((*path, "boxes"), "a track has 0 to 1000 boxes")
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
        assert item.chart is not None and item.row is not None
        if item.chart not in self.model.charts:
            self.out.add((*path, "chart"), f"unknown chart '{item.chart}'")
            return {}
        chart = self.charts.get(item.chart)
        if chart is None:
            return {}  # the chart's own problems are reported already
        if chart.cells_kind == "outcomes":
            self.out.add((*path, "chart"), "this chart holds outcomes, not numbers")
            return {}
        if chart.columns is None and item.column is not None:
            self.out.add((*path, "column"), f"the chart '{chart.id}' has no columns")
        if chart.columns is not None and item.column is None:
            self.out.add((*path, "column"), f"the chart '{chart.id}' also needs 'column'")
        for axis, name, scale in (("row", item.row, chart.rows),
                                  ("column", item.column, chart.columns)):
            if name is None or scale is None:
                continue
            target = fields.get(name)
            if target is None:
                self.out.add((*path, axis), f"unknown field '{name}'")
            elif scale.numeric and not target.numeric:
                self.out.add((*path, axis), f"'{name}' is not a number, but the chart's "
                             f"{axis}s are the numbers of '{scale.id}'")
            elif not scale.numeric and not (target.kind == "rating" and target.scale is not None
                                            and target.scale.id == scale.id):
                self.out.add((*path, axis), f"'{name}' must be a rating on the scale "
                             f"'{scale.id}' to look up this chart's {axis}s")
        return {"chart": chart, "row": item.row, "column": item.column}

    def pick(self, spec: FieldSpec, item: PickField, path: Path,
             fields: Mapping[str, FieldSpec]) -> None:
        for position, name in enumerate(item.from_):
            target = fields.get(name)
            where: Path = (*path, "from", position)
            if target is None:
                self.out.add(where, f"unknown field '{name}'")
            elif target.kind == "pick" or target.id == spec.id:
                self.out.add(where, f"a pick cannot pick the pick '{name}'")
            elif item.rating is not None and target.scale is not None and (
                    item.rating not in target.scale.labels):
                self.out.add((*path, "rating"), f"'{item.rating}' is not a level of "
                             f"'{target.scale.id}', the scale of '{name}'")

    def check_default(self, spec: FieldSpec, value: Any, path: Path) -> Any:
        """A default's stored form, reporting a value the field cannot hold."""
        if spec.kind == "rating" and spec.scale is None:
            return None  # its unknown scale is already reported; nothing to check against
        try:
            stored = normalize(spec, value)
        except ValueRefused as error:
            self.out.add(path, f"bad default: {error}")
            return None
        problem = bounds_problem(spec, stored)
        if problem is not None:
            self.out.add(path, f"bad default: {problem}")
            return None
        return stored

    def entry(self, spec: FieldSpec, path: Path, outer_numeric: set[str],
              outer_words: set[str]) -> FieldSpec:
        item = spec.model
        assert isinstance(item, ListField)
        subs: dict[str, FieldSpec] = {}
        sub_paths: dict[str, Path] = {}
        rules: list[tuple[ConstraintField, Path]] = []
        for position, sub in enumerate(item.fields):
            where: Path = (*path, "fields", position)
            if isinstance(sub, ConstraintField):
                rules.append((sub, where))
                continue
            if sub.id in subs:
                self.out.add((*where, "id"), f"duplicate subfield id '{sub.id}'")
                continue
            subs[sub.id] = self.basic(sub, spec.section, where)
            sub_paths[sub.id] = where
        inner_numeric = {k for k, f in subs.items() if f.numeric}
        inner_words = set(subs) - inner_numeric
        numeric = (outer_numeric - inner_words) | inner_numeric
        words = (outer_words - inner_numeric) | inner_words
        scope = {**self.fields, **subs}
        for sub_id in list(subs):
            subs[sub_id] = self.finish_field(subs[sub_id], sub_paths[sub_id], numeric, words,
                                             scope)
        graph = {k: (f.formula.names if f.formula is not None else frozenset())
                 | {n for n in (f.row, f.column) if n is not None}
                 for k, f in subs.items() if f.kind == "derived"}
        order, cycles = evaluation_order(graph)
        for cycle in cycles:
            self.out.add(sub_paths[cycle[0]], "derived values depend on each other in a "
                         "cycle: " + " -> ".join(cycle))
        constraints = []
        for rule, where in rules:
            if rule.field not in subs and rule.field != spec.id:
                self.out.add((*where, "field"), f"unknown subfield '{rule.field}' (use a "
                             f"subfield of '{spec.id}' or '{spec.id}' itself)")
            compiled = self.constraint(rule, where, numeric, words)
            if compiled is not None:
                constraints.append(compiled)
        totals = {}
        for name, source in item.totals.items():
            total = self.formula((*path, "totals", name), source, numeric, words)
            if total is not None:
                totals[name] = total
        reads: set[str] = set()
        for sub_spec in subs.values():
            for formula in (sub_spec.formula, sub_spec.default, sub_spec.boxes):
                if formula is not None:
                    reads |= formula.names
            reads |= {n for n in (sub_spec.row, sub_spec.column) if n is not None}
            reads |= set(sub_spec.pick_from)
        for rule_spec in constraints:
            reads |= rule_spec.names
        for formula in totals.values():
            reads |= formula.names
        if item.default is not None:
            probe = FieldSpec(spec.id, "list", spec.label, spec.section, item,
                              entry=EntrySpec(spec.id, item, subs, (), (), {}, frozenset()))
            self.check_default(probe, item.default, (*path, "default"))
        entry = EntrySpec(spec.id, item, subs, tuple(order), tuple(constraints), totals,
                          frozenset(reads - set(subs)))
        return dataclasses.replace(spec, entry=entry)

    def constraint(self, rule: ConstraintField, path: Path, numeric: set[str],
                   words: set[str]) -> ConstraintSpec | None:
        check = self.formula((*path, "check"), rule.check, numeric, words)
        when = (self.formula((*path, "when"), rule.when, numeric, words)
                if rule.when is not None else None)
        if check is None or (rule.when is not None and when is None):
            return None
        return ConstraintSpec(rule.id, check, when, rule.field, rule.message)

    # -- templates ----------------------------------------------------------------------
    def nodes(self, used: set[str], overrides: Mapping[str, Formula],
              default_formulas: Mapping[str, Formula],
              constraints: Iterable[ConstraintSpec]) -> dict[str, Node]:
        nodes: dict[str, Node] = {}
        for field_id, spec in self.fields.items():
            if field_id not in used:
                continue
            if field_id in overrides:
                formula = overrides[field_id]
                nodes[field_id] = Node(field_id, "override", formula.names, spec, formula)
            elif spec.kind == "number":
                default = default_formulas.get(field_id, spec.default)
                reads = default.names if default is not None else frozenset()
                nodes[field_id] = Node(field_id, "input", reads, spec, default)
            elif spec.kind == "pick":
                reads = frozenset(n for n in spec.pick_from if n in self.fields)
                nodes[field_id] = Node(field_id, "pick", reads, spec)
            elif spec.kind == "track":
                reads = spec.boxes.names if spec.boxes is not None else frozenset()
                nodes[field_id] = Node(field_id, "track", reads, spec, spec.boxes)
            elif spec.kind == "derived":
                if spec.chart is not None:
                    reads = frozenset(n for n in (spec.row, spec.column) if n is not None)
                    nodes[field_id] = Node(field_id, "lookup", reads, spec)
                else:
                    reads = spec.formula.names if spec.formula is not None else frozenset()
                    nodes[field_id] = Node(field_id, "derived", reads, spec, spec.formula)
            elif spec.kind == "list":
                entry = spec.entry
                reads = entry.outer if entry is not None else frozenset()
                nodes[field_id] = Node(field_id, "list", reads, spec, list_id=field_id)
                for total in (entry.totals if entry is not None else {}):
                    nodes[total] = Node(total, "total", frozenset({field_id}), list_id=field_id)
            else:
                nodes[field_id] = Node(field_id, "input", frozenset(), spec)
        for rule in constraints:
            name = "!" + rule.id
            nodes[name] = Node(name, "constraint", rule.names, constraint=rule)
        return nodes

    def template(self, template: NpcTemplate | None, index: int | None,
                 sheet_rules: list[ConstraintSpec]) -> TemplateSpec | None:
        base: Path = ("npc_templates", index) if index is not None else ("sheet",)
        used: set[str] = set(self.fields)
        if template is not None and template.fields is not None:
            used = set()
            for position, name in enumerate(template.fields):
                if name in self.fields:
                    used.add(name)
                elif name in self.section_ids:
                    used |= {k for k, f in self.fields.items() if f.section == name}
                else:
                    self.out.add((*base, "fields", position),
                                 f"unknown field or section '{name}'")
        available = {k for k in used if self.fields[k].numeric}
        for total, list_id in self.totals.items():
            if list_id in used:
                available.add(total)
        words = (used | {t for t, lid in self.totals.items() if lid in used}) - available
        overrides: dict[str, Formula] = {}
        defaults: dict[str, Any] = {}
        default_formulas: dict[str, Formula] = {}
        extra_rules: list[ConstraintSpec] = []
        members = None
        if template is not None:
            for name, source in template.derived.items():
                where: Path = (*base, "derived", name)
                spec = self.fields.get(name)
                if spec is None or name not in used or spec.kind != "number":
                    self.out.add(where, f"'{name}' is not a number field this template uses; "
                                 "only those can be worked out by a formula here")
                    continue
                formula = self.formula(where, source, available, words)
                if formula is not None:
                    overrides[name] = formula
            for name, value in template.defaults.items():
                where = (*base, "defaults", name)
                spec = self.fields.get(name)
                if spec is None or not spec.is_input or name not in used:
                    self.out.add(where, f"bad default: '{name}' is not an input field this "
                                 "template uses")
                    continue
                if name in overrides:
                    self.out.add(where, f"bad default: '{name}' is worked out by 'derived'")
                    continue
                if spec.kind == "number" and isinstance(value, str):
                    formula = self.formula(where, value, available, words)
                    if formula is not None:
                        default_formulas[name] = formula
                    continue
                stored = self.check_default(spec, value, where)
                if stored is not None:
                    defaults[name] = stored
            for position, rule in enumerate(template.constraints):
                where = (*base, "constraints", position)
                if rule.field not in used and rule.field not in self.section_ids:
                    self.out.add((*where, "field"), f"'{rule.field}' is not a field this "
                                 "template uses")
                compiled = self.constraint(rule, where, available, words)
                if compiled is not None:
                    extra_rules.append(compiled)
            if template.members is not None:
                spec = self.fields.get(template.members)
                if spec is None or spec.kind != "number" or template.members not in used:
                    self.out.add((*base, "members"), f"'{template.members}' is not a number "
                                 "field this template uses")
                else:
                    members = template.members
        in_use = [r for r in sheet_rules if r.names <= available
                  and (r.field in used or r.field in self.section_ids)]
        nodes = self.nodes(used, overrides, default_formulas, [*in_use, *extra_rules])
        ok = True
        for name, node in nodes.items():
            missing = sorted(node.reads - set(nodes))
            if missing and node.kind != "constraint":
                where = (*base, "fields") if template is not None else self.paths[name]
                self.out.add(where, f"'{name}' needs '{missing[0]}', which "
                             f"{'this template does not use' if template else 'is unknown'}")
                ok = False
        order, cycles = evaluation_order({k: n.reads for k, n in nodes.items()})
        for cycle in cycles:
            cause = next((n for n in cycle if n in overrides), None)
            if template is None:
                self.out.add(self.paths.get(cycle[0], ("sheet",)),
                             "values depend on each other in a cycle: " + " -> ".join(cycle))
                ok = False
            elif cause is not None:
                self.out.add((*base, "derived", cause),
                             "values depend on each other in a cycle: " + " -> ".join(cycle))
                ok = False
            else:
                ok = False  # reported for the whole sheet already
        if not ok:
            return None
        ordered = {name: nodes[name] for name in order}
        return TemplateSpec(
            id=template.id if template is not None else None,
            label=template.label if template is not None else (self.sheet.label
                                                               or "Character sheet"),
            kind=template.kind if template is not None else "pc",
            model=template,
            used=frozenset(used),
            nodes=ordered,
            dependents=_dependents(ordered),
            defaults=defaults,
            default_formulas=default_formulas,
            members=members,
        )

    # -- the whole sheet ----------------------------------------------------------------
    def compile(self) -> SheetSpec | None:
        self.collect()
        numeric = self.numeric_names
        words = self.all_names - numeric
        for field_id in list(self.fields):
            spec = self.fields[field_id]
            path = self.paths[field_id]
            if spec.kind == "list":
                spec = self.entry(spec, path, numeric, words)
            self.fields[field_id] = self.finish_field(spec, path, numeric, words, self.fields)
        rules = []
        seen: set[str] = set()
        for rule, path in self.constraint_models:
            if rule.id in seen:
                self.out.add((*path, "id"), f"duplicate constraint id '{rule.id}'")
            seen.add(rule.id)
            if rule.field not in self.fields and rule.field not in self.section_ids:
                self.out.add((*path, "field"), f"unknown field or section '{rule.field}'")
            compiled = self.constraint(rule, path, numeric, words)
            if compiled is not None:
                rules.append(compiled)
        full = self.template(None, None, rules)
        templates: dict[str, TemplateSpec] = {}
        for index, template in enumerate(self.model.npc_templates):
            if template.id in templates:
                self.out.add(("npc_templates", index, "id"),
                             f"duplicate template id '{template.id}'")
                continue
            compiled_template = self.template(template, index, rules)
            if compiled_template is not None:
                templates[template.id] = compiled_template
        opposition = self.opposition()
        self.effects(numeric)
        if full is None:
            return None
        sections = tuple(
            (s.id, s.label, tuple(f.id for f in s.fields if not isinstance(f, ConstraintField)))
            for s in self.sheet.sections)
        return SheetSpec(self.sheet, dict(self.fields), sections, tuple(rules),
                         dict(self.totals), full, templates, opposition)

    def opposition(self) -> OppositionSpec | None:
        spec = self.sheet.opposition
        if spec is None:
            return None
        path: Path = ("sheet", "opposition")
        if spec.resource not in self.model.resources:
            self.out.add((*path, "resource"), f"unknown resource '{spec.resource}'")
        level = self.fields.get(spec.level_field)
        if level is None or level.kind != "number":
            self.out.add((*path, "level_field"), f"'{spec.level_field}' is not a number field")
        cost = self.formula((*path, "cost"), spec.cost, OPPOSITION_NAMES)
        return OppositionSpec(spec, cost) if cost is not None else None

    def effects(self, numeric: set[str]) -> None:
        """Outcome effects may use sheet values (`initial_luck`): those must exist."""
        for o_index, outcome in enumerate(self.model.outcomes):
            for e_index, effect in enumerate(outcome.effects):
                for key in ("add", "set"):
                    source = getattr(effect, key)
                    if isinstance(source, str):
                        self.formula(("outcomes", o_index, "effects", e_index, key), source,
                                     numeric, self.all_names - numeric)


def _dependents(nodes: Mapping[str, Node]) -> dict[str, tuple[str, ...]]:
    position = {name: index for index, name in enumerate(nodes)}
    readers: dict[str, set[str]] = {name: set() for name in nodes}
    for name, node in nodes.items():
        for read in node.reads:
            if read in readers:
                readers[read].add(name)
    result: dict[str, tuple[str, ...]] = {}
    for name in nodes:
        found: set[str] = set()
        stack = list(readers[name])
        while stack:
            item = stack.pop()
            if item not in found:
                found.add(item)
                stack.extend(readers[item])
        result[name] = tuple(sorted(found, key=position.__getitem__))
    return result


def compile_sheet(model: RulesetModel, scales: dict[str, ScaleInfo],
                  charts: dict[str, ChartTable | None], out: _Collector) -> SheetSpec | None:
    """Check the sheet and NPC templates of a validated model; problems go to `out`."""
    if model.sheet is None:
        for index, _template in enumerate(model.npc_templates):
            out.add(("npc_templates", index), "NPC templates need a 'sheet' template")
        return None
    return _SheetCompiler(model, model.sheet, scales, charts, out).compile()
