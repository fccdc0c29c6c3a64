"""Cross-reference checks of a ruleset's sheet template and NPC templates.

The pydantic model has checked shapes; this module and its helpers check what refers to
what: the single fields (`sheet_fields`: formulas over number-like fields, scales, chart
lookups, picks, defaults), list entries (`sheet_entries`), the node graph of the sheet and
each NPC template (`sheet_templates`: missing fields, cycles reported as `a -> b -> a`),
and here the opposition budget. Every problem is reported with its place in the file, and
the result is a `SheetSpec` ready to run.
"""

from __future__ import annotations

from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import ChartTable, ScaleInfo
from gm_assistant.core.rules.model import ConstraintField, RulesetModel
from gm_assistant.core.rules.sheet_compiled import OppositionSpec, SheetSpec, TemplateSpec
from gm_assistant.core.rules.sheet_entries import compile_entry
from gm_assistant.core.rules.sheet_fields import SheetChecker
from gm_assistant.core.rules.sheet_templates import compile_template
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["compile_sheet"]

OPPOSITION_NAMES = ("count", "level", "party_level")


class _SheetCompiler(SheetChecker):
    """Checks and compiles `model.sheet` and `model.npc_templates`."""

    # -- the whole sheet ----------------------------------------------------------------
    def compile(self) -> SheetSpec | None:
        """The whole sheet ready to run; None when it cannot be (problems are in `out`)."""
        self.collect()
        numeric = self.numeric_names
        words = self.all_names - numeric
        for field_id in list(self.fields):
            spec = self.fields[field_id]
            path = self.paths[field_id]
            if spec.kind == "list":
                spec = compile_entry(self, spec, path, numeric, words)
            self.fields[field_id] = self.finish_field(spec, path, numeric, words, self.fields)
        rules = []
        seen: set[str] = set()
        for rule, path in self.constraint_models:
            if rule.id in seen:
                self.out.add((*path, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "duplicate constraint id '{rule}'"), rule=rule.id))
            seen.add(rule.id)
            if rule.field not in self.fields and rule.field not in self.section_ids:
                self.out.add((*path, "field"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown field or section '{field}'"), field=rule.field))
            compiled = self.constraint(rule, path, numeric, words)
            if compiled is not None:
                rules.append(compiled)
        full = compile_template(self, None, None, rules)
        templates: dict[str, TemplateSpec] = {}
        for index, template in enumerate(self.model.npc_templates):
            if template.id in templates:
                self.out.add(("npc_templates", index, "id"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "duplicate template id '{template}'"),
                                 template=template.id))
                continue
            compiled_template = compile_template(self, template, index, rules)
            if compiled_template is not None:
                templates[template.id] = compiled_template
        opposition = self.opposition()
        if full is None:
            return None
        sections = tuple(
            (s.id, s.label, tuple(f.id for f in s.fields if not isinstance(f, ConstraintField)))
            for s in self.sheet.sections)
        return SheetSpec(self.sheet, dict(self.fields), sections, tuple(rules),
                         dict(self.totals), full, templates, opposition)

    def opposition(self) -> OppositionSpec | None:
        """The sheet's opposition budget (what a batch of NPCs costs), checked."""
        spec = self.sheet.opposition
        if spec is None:
            return None
        path: Path = ("sheet", "opposition")
        if spec.resource not in self.model.resources:
            self.out.add((*path, "resource"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown resource '{resource}'"), resource=spec.resource))
        level = self.fields.get(spec.level_field)
        if level is None or level.kind != "number":
            self.out.add((*path, "level_field"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{level_field}' is not a number field"),
                level_field=spec.level_field))
        cost = self.formula((*path, "cost"), spec.cost, OPPOSITION_NAMES)
        return OppositionSpec(spec, cost) if cost is not None else None


def compile_sheet(model: RulesetModel, scales: dict[str, ScaleInfo],
                  charts: dict[str, ChartTable | None], out: Collector) -> SheetSpec | None:
    """Check the sheet and NPC templates of a validated model; problems go to `out`."""
    if model.sheet is None:
        for index, _template in enumerate(model.npc_templates):
            out.add(("npc_templates", index), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "NPC templates need a 'sheet' template")))
        return None
    return _SheetCompiler(model, model.sheet, scales, charts, out).compile()
