"""Working out the nodes of one character's sheet and keeping what each produced.

A node is one name of the template's graph: an input field, a derived value, a chart
lookup, a pick, a track, a list with its entries and totals, or a constraint. `NodeRunner`
runs one node at a time on the values the others produced; `state.SheetState` decides
which nodes to run and in which order, and tells the listeners what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gm_assistant.core.rules.formula import Number
from gm_assistant.core.rules.sheet_compiled import FieldSpec, Node, TemplateSpec
from gm_assistant.core.rules.sheet_values import PICK_ENTRY, numeric
from gm_assistant.core.sheets.evaluate import (
    Broken,
    EntryResult,
    FieldProblem,
    evaluate,
    lookup,
    resolve_input,
    run_constraint,
    run_entry,
    track_count,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["NodeRunner"]


class NodeRunner:
    """The worked-out values of one sheet, node by node.

    Args:
        template: The template whose nodes are run.
        stored: The value in effect of an input field before checking
            (`SheetState.stored`).

    Attributes:
        numbers: What each name stands for in formulas (None while unknown).
        inputs: Each input field's checked value (None when empty or unusable).
        problems: The problems each node found.
        entries: Each list's worked-out entries.
        totals: Each list's totals, by list id.
        boxes: How many boxes each track has (None while its formula lacks a value).
    """

    def __init__(self, template: TemplateSpec, stored: Callable[[str], Any]) -> None:
        self.template = template
        self.stored = stored
        self.numbers: dict[str, Number | None] = {}
        self.inputs: dict[str, Any] = {}
        self.problems: dict[str, list[FieldProblem]] = {}
        self.entries: dict[str, list[EntryResult]] = {}
        self.totals: dict[str, dict[str, Number | None]] = {}
        self.boxes: dict[str, int | None] = {}

    def compute(self, name: str, entry: int | None = None) -> bool:
        """Work out the node `name` again (only list entry `entry` if given, when the
        list kept its length); True when anything it produced changed."""
        before = self._snapshot(name)
        node = self.template.nodes[name]
        problems: list[FieldProblem] = []
        try:
            self._run(node, problems, entry)
        except Broken as error:
            self.numbers[name] = None
            problems.append(FieldProblem(node.field.id if node.field else name,
                                         message_of(error)))
        self.problems[name] = problems
        return self._snapshot(name) != before

    def _snapshot(self, name: str) -> tuple[Any, ...]:
        return (self.numbers.get(name), self.inputs.get(name), self.problems.get(name),
                self.boxes.get(name), self.totals.get(name), self.entries.get(name))

    def _run(self, node: Node, problems: list[FieldProblem], entry: int | None) -> None:
        name = node.name
        env = self.numbers
        if node.kind == "constraint":
            assert node.constraint is not None
            problem = run_constraint(node.constraint, env, node.constraint.field)
            if problem is not None:
                problems.append(problem)
            return
        if node.kind == "total":
            assert node.list_id is not None
            self.numbers[name] = self.totals.get(node.list_id, {}).get(name)
            return
        spec = node.field
        assert spec is not None
        if node.kind in ("derived", "override"):
            assert node.formula is not None
            self.numbers[name] = evaluate(node.formula, env)
            return
        if node.kind == "lookup":
            self.numbers[name] = lookup(spec, env, self._level_of)
            return
        resolved = resolve_input(spec, self.stored(name))
        problems.extend(FieldProblem(name, m) for m in resolved.problems)
        value = resolved.value
        self.inputs[name] = value
        if node.kind == "list":
            self._run_list(spec, value, problems, entry)
        elif node.kind == "track":
            boxes = evaluate(node.formula, env) if node.formula is not None else None
            self.boxes[name] = int(boxes) if boxes is not None else None
            count, beyond = track_count(spec, value, self.boxes[name])
            self.numbers[name] = count
            if beyond:
                problems.append(FieldProblem(name, beyond))
        elif node.kind == "pick":
            self.numbers[name] = self._pick(spec, value, problems)
        elif spec.kind == "number" and value is None and node.formula is not None:
            self.numbers[name] = evaluate(node.formula, env)
        elif spec.numeric:
            self.numbers[name] = numeric(spec, value)

    def _run_list(self, spec: FieldSpec, value: Any, problems: list[FieldProblem],
                  entry: int | None) -> None:
        entry_spec = spec.entry
        assert entry_spec is not None
        items = value if isinstance(value, list) else []
        current = self.entries.get(spec.id)
        if entry is not None and current is not None and len(current) == len(items):
            results = list(current)
            results[entry] = run_entry(spec, entry, items[entry], self.numbers,
                                       self._level_of)
        else:
            results = [run_entry(spec, index, item, self.numbers, self._level_of)
                       for index, item in enumerate(items)]
        self.entries[spec.id] = results
        for result in results:
            problems.extend(result.problems)
        totals: dict[str, Number | None] = {}
        for total in entry_spec.totals:
            parts = [r.totals.get(total) for r in results]
            totals[total] = None if any(p is None for p in parts) else sum(
                p for p in parts if p is not None)
        self.totals[spec.id] = totals

    def _pick(self, spec: FieldSpec, value: Any, problems: list[FieldProblem]) -> Number | None:
        if not isinstance(value, str):
            return None
        match = PICK_ENTRY.match(value)
        if match is None:
            return self.numbers.get(value)
        count = len(self.entries.get(match[1], []))
        if int(match[2]) >= count:
            problems.append(FieldProblem(spec.id, Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field} names entry {number} of '{list}', which has {count}"),
                field=spec.label, number=int(match[2]) + 1, list=match[1], count=count)))
        return None

    def _level_of(self, name: str) -> Any:
        return self.inputs.get(name)
