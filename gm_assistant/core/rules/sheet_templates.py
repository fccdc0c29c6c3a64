"""The node graph of a sheet and of each NPC template: which fields a template uses, its
own formulas, defaults and rules, and the order its values are worked out in.

A template must not use a value without the fields it is worked out from, and values must
not depend on each other in a cycle (reported as `a -> b -> a`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gm_assistant.core.rules.dependencies import evaluation_order
from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.model import NpcTemplate
from gm_assistant.core.rules.sheet_compiled import ConstraintSpec, Node, TemplateSpec
from gm_assistant.core.rules.sheet_fields import SheetChecker
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["compile_template", "template_nodes"]


def template_nodes(checker: SheetChecker, used: set[str], overrides: Mapping[str, Formula],
                   default_formulas: Mapping[str, Formula],
                   constraints: Iterable[ConstraintSpec]) -> dict[str, Node]:
    """The graph of a template: one node per field it uses, total and constraint."""
    nodes: dict[str, Node] = {}
    for field_id, spec in checker.fields.items():
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
            reads = frozenset(n for n in spec.pick_from if n in checker.fields)
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


def compile_template(checker: SheetChecker, template: NpcTemplate | None, index: int | None,
                     sheet_rules: list[ConstraintSpec]) -> TemplateSpec | None:
    """An NPC template (or the whole sheet, for `template=None`) ready to run; None when
    its values cannot be worked out (missing fields, a cycle)."""
    base: Path = ("npc_templates", index) if index is not None else ("sheet",)
    used = _used_fields(checker, template, base)
    available = {k for k in used if checker.fields[k].numeric}
    for total, list_id in checker.totals.items():
        if list_id in used:
            available.add(total)
    words = (used | {t for t, lid in checker.totals.items() if lid in used}) - available
    own = _TemplateOwn(checker, base, used, available, words)
    if template is not None:
        own.read(template)
    in_use = [r for r in sheet_rules if r.names <= available
              and (r.field in used or r.field in checker.section_ids)]
    nodes = template_nodes(checker, used, own.overrides, own.default_formulas,
                           [*in_use, *own.constraints])
    order = _order(checker, template, base, nodes, own.overrides)
    if order is None:
        return None
    ordered = {name: nodes[name] for name in order}
    card = _card(checker, template, base, used)
    return TemplateSpec(
        id=template.id if template is not None else None,
        label=template.label if template is not None else (checker.sheet.label
                                                           or "Character sheet"),
        kind=template.kind if template is not None else "pc",
        model=template,
        used=frozenset(used),
        nodes=ordered,
        dependents=_dependents(ordered),
        defaults=own.defaults,
        default_formulas=own.default_formulas,
        members=own.members,
        card=card,
    )


def _used_fields(checker: SheetChecker, template: NpcTemplate | None, base: Path) -> set[str]:
    """The fields a template uses: those it lists (a section standing for its fields),
    else every field of the sheet."""
    if template is None or template.fields is None:
        return set(checker.fields)
    used: set[str] = set()
    for position, name in enumerate(template.fields):
        if name in checker.fields:
            used.add(name)
        elif name in checker.section_ids:
            used |= {k for k, f in checker.fields.items() if f.section == name}
        else:
            checker.out.add((*base, "fields", position),
                Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown field or section '{name}'"), name=name))
    return used


class _TemplateOwn:
    """What a template adds to the sheet: formulas working out number fields (`derived`),
    defaults (values or formulas), its own constraints and its members field; each
    problem reported at its place."""

    def __init__(self, checker: SheetChecker, base: Path, used: set[str],
                 available: set[str], words: set[str]) -> None:
        self.checker = checker
        self.base = base
        self.used = used
        self.available = available
        self.words = words
        self.overrides: dict[str, Formula] = {}
        self.defaults: dict[str, Any] = {}
        self.default_formulas: dict[str, Formula] = {}
        self.constraints: list[ConstraintSpec] = []
        self.members: str | None = None

    def read(self, template: NpcTemplate) -> None:
        for name, source in template.derived.items():
            self.derived(name, source)
        for name, value in template.defaults.items():
            self.default(name, value)
        for position, rule in enumerate(template.constraints):
            where: Path = (*self.base, "constraints", position)
            if rule.field not in self.used and rule.field not in self.checker.section_ids:
                self.checker.out.add((*where, "field"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{field}' is not a field this template uses"),
                    field=rule.field))
            compiled = self.checker.constraint(rule, where, self.available, self.words)
            if compiled is not None:
                self.constraints.append(compiled)
        if template.members is not None:
            spec = self.checker.fields.get(template.members)
            if spec is None or spec.kind != "number" or template.members not in self.used:
                self.checker.out.add((*self.base, "members"),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{members}' is not a number field this template uses"),
                    members=template.members))
            else:
                self.members = template.members

    def derived(self, name: str, source: str | int) -> None:
        where: Path = (*self.base, "derived", name)
        spec = self.checker.fields.get(name)
        if spec is None or name not in self.used or spec.kind != "number":
            self.checker.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{name}' is not a number field this template uses; only those "
                "can be worked out by a formula here"), name=name))
            return
        formula = self.checker.formula(where, source, self.available, self.words)
        if formula is not None:
            self.overrides[name] = formula

    def default(self, name: str, value: Any) -> None:
        where: Path = (*self.base, "defaults", name)
        spec = self.checker.fields.get(name)
        if spec is None or not spec.is_input or name not in self.used:
            self.checker.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "bad default: '{name}' is not an input field this template uses"),
                name=name))
        elif name in self.overrides:
            self.checker.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "bad default: '{name}' is worked out by 'derived'"), name=name))
        elif spec.kind == "number" and isinstance(value, str):
            formula = self.checker.formula(where, value, self.available, self.words)
            if formula is not None:
                self.default_formulas[name] = formula
        else:
            stored = self.checker.check_default(spec, value, where)
            if stored is not None:
                self.defaults[name] = stored


def _order(checker: SheetChecker, template: NpcTemplate | None, base: Path,
           nodes: dict[str, Node], overrides: Mapping[str, Formula]) -> list[str] | None:
    """The order a template's values are worked out in; None (reported) when a value
    needs a field the template does not use, or values depend on each other in a cycle."""
    ok = True
    for name, node in nodes.items():
        missing = sorted(node.reads - set(nodes))
        if missing and node.kind != "constraint":
            where = (*base, "fields") if template is not None else checker.paths[name]
            if template:
                checker.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' needs '{missing}', which this template does "
                    "not use"), name=name, missing=missing[0]))
            else:
                checker.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' needs '{missing}', which is unknown"),
                    name=name, missing=missing[0]))
            ok = False
    order, cycles = evaluation_order({k: n.reads for k, n in nodes.items()})
    for cycle in cycles:
        ok = False
        cause = next((n for n in cycle if n in overrides), None)
        if template is None:
            checker.out.add(checker.paths.get(cycle[0], ("sheet",)), Message(
                "RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "values depend on each other in a cycle: {cycle}"),
                cycle=" -> ".join(cycle)))
        elif cause is not None:
            checker.out.add((*base, "derived", cause), Message(
                "RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "values depend on each other in a cycle: {cycle}"),
                cycle=" -> ".join(cycle)))
        # else: reported for the whole sheet already
    return order if ok else None


def _card(checker: SheetChecker, template: NpcTemplate | None, base: Path,
          used: set[str]) -> tuple[str, ...] | None:
    """The fields a card shows: the template's `card`, else the sheet's, sections expanded
    to their fields and fields the template does not use left out."""
    listed = template.card if template is not None and template.card is not None \
        else checker.sheet.card
    if listed is None:
        return None
    where: Path = (*base, "card") if template is not None and template.card is not None \
        else ("sheet", "card")
    found: list[str] = []
    for position, name in enumerate(listed):
        if name in checker.fields:
            names = [name]
        elif name in checker.section_ids:
            names = [k for k, f in checker.fields.items() if f.section == name]
        else:
            if template is None or template.card is not None:  # the sheet's: said once
                checker.out.add((*where, position), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown field or section '{name}'"), name=name))
            continue
        found.extend(n for n in names if n in used and n not in found)
    return tuple(found)


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
