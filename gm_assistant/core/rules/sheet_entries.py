"""Checks of a list field's entry: its subfields, their derived values' order, its rules
and its totals (a list of skills, each with a level and a worked-out mastery)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping

from gm_assistant.core.rules.dependencies import evaluation_order
from gm_assistant.core.rules.formula import Formula
from gm_assistant.core.rules.model import ConstraintField, ListField
from gm_assistant.core.rules.sheet_compiled import ConstraintSpec, EntrySpec, FieldSpec
from gm_assistant.core.rules.sheet_fields import SheetChecker
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["compile_entry"]


def compile_entry(checker: SheetChecker, spec: FieldSpec, path: Path,
                  outer_numeric: set[str], outer_words: set[str]) -> FieldSpec:
    """A list field with its entry compiled: subfields, their order, rules and totals."""
    item = spec.model
    assert isinstance(item, ListField)
    subs, sub_paths, rules = _subfields(checker, spec, item, path)
    inner_numeric = {k for k, f in subs.items() if f.numeric}
    inner_words = set(subs) - inner_numeric
    numeric = (outer_numeric - inner_words) | inner_numeric
    words = (outer_words - inner_numeric) | inner_words
    scope = {**checker.fields, **subs}
    for sub_id in list(subs):
        subs[sub_id] = checker.finish_field(subs[sub_id], sub_paths[sub_id], numeric, words,
                                            scope)
    graph = {k: (f.formula.names if f.formula is not None else frozenset())
             | {n for n in (f.row, f.column) if n is not None}
             for k, f in subs.items() if f.kind == "derived"}
    order, cycles = evaluation_order(graph)
    for cycle in cycles:
        checker.out.add(sub_paths[cycle[0]], Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "derived values depend on each other in a cycle: {cycle}"),
            cycle=" -> ".join(cycle)))
    constraints = []
    for rule, where in rules:
        if rule.field not in subs and rule.field != spec.id:
            checker.out.add((*where, "field"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown subfield '{field}' (use a subfield of '{spec}' or "
                "'{spec}' itself)"), field=rule.field, spec=spec.id))
        compiled = checker.constraint(rule, where, numeric, words)
        if compiled is not None:
            constraints.append(compiled)
    totals = {}
    for name, source in item.totals.items():
        total = checker.formula((*path, "totals", name), source, numeric, words)
        if total is not None:
            totals[name] = total
    if item.default is not None:
        probe = FieldSpec(spec.id, "list", spec.label, spec.section, item,
                          entry=EntrySpec(spec.id, item, subs, (), (), {}, frozenset()))
        checker.check_default(probe, item.default, (*path, "default"))
    reads = _entry_reads(subs, constraints, totals)
    entry = EntrySpec(spec.id, item, subs, tuple(order), tuple(constraints), totals,
                      frozenset(reads - set(subs)))
    return dataclasses.replace(spec, entry=entry)


def _subfields(checker: SheetChecker, spec: FieldSpec, item: ListField, path: Path,
               ) -> tuple[dict[str, FieldSpec], dict[str, Path],
                          list[tuple[ConstraintField, Path]]]:
    """An entry's subfields (their first pass) with their places, and its rules."""
    subs: dict[str, FieldSpec] = {}
    sub_paths: dict[str, Path] = {}
    rules: list[tuple[ConstraintField, Path]] = []
    for position, sub in enumerate(item.fields):
        where: Path = (*path, "fields", position)
        if isinstance(sub, ConstraintField):
            rules.append((sub, where))
        elif sub.id in subs:
            checker.out.add((*where, "id"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "duplicate subfield id '{sub}'"), sub=sub.id))
        else:
            subs[sub.id] = checker.basic(sub, spec.section, where)
            sub_paths[sub.id] = where
    return subs, sub_paths, rules


def _entry_reads(subs: Mapping[str, FieldSpec], constraints: Iterable[ConstraintSpec],
                 totals: Mapping[str, Formula]) -> set[str]:
    """Every name an entry's subfields, rules and totals read (its own among them)."""
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
    return reads
