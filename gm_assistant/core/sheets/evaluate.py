"""Working out one node of a sheet: a field's number, a derived value, a list's entries.

These functions read the values the sheet state resolves and return what the node
produces: its number, and the problems found on the way. `state.SheetState` decides which
nodes to run and in which order; `evaluate_nodes.NodeRunner` runs them with these.
"""

from __future__ import annotations

import re
from collections import ChainMap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.formula import Formula, Number
from gm_assistant.core.rules.sheet_compiled import ConstraintSpec, EntrySpec, FieldSpec
from gm_assistant.core.rules.sheet_values import (
    PICK_ENTRY,
    ValueRefused,
    bounds_problem,
    is_empty,
    normalize,
    numeric,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "EntryResult",
    "FieldProblem",
    "Resolved",
    "entry_derived",
    "entry_input",
    "evaluate",
    "format_message",
    "lookup",
    "resolve_input",
    "run_constraint",
    "run_entry",
    "stray_subfields",
    "track_count",
]

Env = Mapping[str, Number | None]
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class FieldProblem:
    """A problem of a sheet, shown beside its field: `{field, message}`.

    `field` is a field id, a section id, or a list entry's subfield: `skills[1].level`.
    """

    field: str
    message: str

    def as_dict(self) -> dict[str, str]:
        """`{"field": ..., "message": ...}`, as the command line prints it."""
        return {"field": self.field, "message": self.message}


class Broken(Exception):
    """A formula that failed on these values (division by zero, too large)."""


def evaluate(formula: Formula, env: Env) -> Number | None:
    """The formula's value, or None when one of its names has no value yet."""
    for name in formula.names:
        if env.get(name) is None:
            return None
    try:
        result = formula(env)  # type: ignore[arg-type]  # every name checked above
    except FormulaError as error:
        raise Broken(message_of(error)) from None
    return int(result) if isinstance(result, bool) else result


def format_message(text: str, env: Env) -> str:
    """A constraint message with `{name}` replaced by that value (unknown names kept)."""
    def value(match: re.Match[str]) -> str:
        found = env.get(match[1])
        if found is None:
            return match[0]
        return f"{found:g}" if isinstance(found, float) else str(found)

    return _PLACEHOLDER.sub(value, text)


def run_constraint(rule: ConstraintSpec, env: Env, where: str) -> FieldProblem | None:
    """The rule's problem when it applies and is broken; None when it holds or is unknown."""
    try:
        if rule.when is not None:
            applies = evaluate(rule.when, env)
            if not applies:
                return None
        holds = evaluate(rule.check, env)
    except Broken as error:
        return FieldProblem(where, Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "cannot check this rule: {reason}"), reason=message_of(error)))
    if holds is None or holds:
        return None
    return FieldProblem(where, format_message(rule.message, env))


@dataclass
class Resolved:
    """An input value after checking: the stored form (None if unusable) and problems."""

    value: Any
    problems: list[str] = field(default_factory=list)


def resolve_input(spec: FieldSpec, raw: Any) -> Resolved:
    """Check a stored input value: type, bounds, required."""
    if is_empty(raw):
        if getattr(spec.model, "required", False):
            return Resolved(None, [Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field} is required"), field=spec.label)])
        return Resolved(None if spec.kind != "list" else [])
    try:
        value = normalize(spec, raw)
    except ValueRefused as error:
        return Resolved(None, [Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "{reason} (kept as written, not used)"),
            reason=message_of(error))])
    problem = bounds_problem(spec, value)
    return Resolved(value, [problem] if problem else [])


def track_count(spec: FieldSpec, value: Any, boxes: int | None) -> tuple[int, str | None]:
    """Checked boxes of a track within its `boxes`, and a problem for boxes beyond it."""
    checked = [bool(b) for b in value] if isinstance(value, list) else []
    if boxes is None:
        return sum(checked), None
    beyond = sum(checked[boxes:])
    problem = None
    if beyond:
        problem = Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "{field}: 1 checked box beyond the track's {boxes}"),
            field=spec.label, boxes=boxes) if beyond == 1 else Message(
            "SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{field}: {beyond} checked boxes beyond the track's {boxes}"),
            field=spec.label, boxes=boxes, beyond=beyond)
    return sum(checked[:boxes]), problem


def lookup(spec: FieldSpec, env: Env, level_of: Callable[[str], Any]) -> Number | None:
    """A derived value read from a chart; None when an axis has no value (or no cell)."""
    chart = spec.chart
    assert chart is not None and spec.row is not None
    keys: list[Any] = []
    for name, scale in ((spec.row, chart.rows), (spec.column, chart.columns)):
        if name is None or scale is None:
            keys.append(None)
            continue
        key = env.get(name) if scale.numeric else level_of(name)
        if key is None:
            return None
        if key not in scale.numbers:
            raise Broken(Message("SheetProblem", QT_TRANSLATE_NOOP(
                "SheetProblem", "{key} is not on the chart '{chart}'"), key=key,
                chart=chart.label))
        keys.append(key)
    cell = chart.cell.get((keys[0], keys[1]))
    if cell is None:
        return None
    if chart.cells_scale is not None:
        return chart.cells_scale.numbers.get(cell)
    return int(cell) if isinstance(cell, int) else None


@dataclass
class EntryResult:
    """One list entry worked out: its values in use, its derived values, its problems and
    what it adds to each of the list's totals."""

    values: dict[str, Any]
    derived: dict[str, Number | None]
    problems: list[FieldProblem]
    totals: dict[str, Number | None]


def run_entry(spec: FieldSpec, index: int, raw: Any, env: Env,
              outer_level: Callable[[str], Any]) -> EntryResult:
    """Work out entry `index` of the list `spec` from its stored mapping `raw`."""
    entry: EntrySpec | None = spec.entry
    assert entry is not None
    prefix = f"{spec.id}[{index}]"
    stored = raw if isinstance(raw, Mapping) else {}
    local: dict[str, Number | None] = {}
    chained: ChainMap[str, Number | None] = ChainMap(local, dict(env))
    values: dict[str, Any] = {}
    derived: dict[str, Number | None] = {}
    problems = stray_subfields(spec, entry, index, raw, prefix)

    def level_of(name: str) -> Any:
        sub = entry.fields.get(name)
        if sub is not None and sub.kind == "rating":
            return values.get(name)
        return outer_level(name)

    for sub in entry.fields.values():
        if sub.is_input:
            values[sub.id], local[sub.id], found = entry_input(sub, stored.get(sub.id),
                                                               local, chained)
            problems.extend(FieldProblem(f"{prefix}.{sub.id}", m) for m in found)
    for name in entry.order:
        local[name] = derived[name] = entry_derived(entry.fields[name], chained, level_of,
                                                    f"{prefix}.{name}", problems)
    for rule in entry.constraints:
        where = prefix if rule.field == spec.id else f"{prefix}.{rule.field}"
        problem = run_constraint(rule, chained, where)
        if problem is not None:
            problems.append(problem)
    totals: dict[str, Number | None] = {}
    for name, formula in entry.totals.items():
        try:
            totals[name] = evaluate(formula, chained)
        except Broken as error:
            totals[name] = None
            problems.append(FieldProblem(prefix, message_of(error)))
    return EntryResult(values, derived, problems, totals)


def stray_subfields(spec: FieldSpec, entry: EntrySpec, index: int, raw: Any,
                    prefix: str) -> list[FieldProblem]:
    """The problems of entry `index`'s stored form `raw`: not a mapping, or keys that are
    no input subfield of `entry` (both kept as written); `prefix` names the entry."""
    if not isinstance(raw, Mapping):
        return [FieldProblem(prefix, Message("SheetProblem", QT_TRANSLATE_NOOP(
            "SheetProblem", "{field}: entry {number} is not a mapping of subfields"),
            field=spec.label, number=index + 1))]
    return [FieldProblem(f"{prefix}.{key}", Message(
                "SheetProblem", QT_TRANSLATE_NOOP(
                    "SheetProblem", "'{key}' is not a subfield of {field} (kept as written)"),
                key=key, field=spec.label))
            for key in raw
            if key not in entry.fields or not entry.fields[str(key)].is_input]


def entry_input(sub: FieldSpec, raw_value: Any, local: Mapping[str, Number | None],
                chained: Env) -> tuple[Any, Number | None, list[str]]:
    """An input subfield of an entry from its stored `raw_value`: the value in use (its
    default when empty), the number formulas read for it (`local`: the entry's subfields
    worked out so far, `chained`: those and the sheet's fields), and its problems."""
    if is_empty(raw_value) and not isinstance(sub.default, Formula):
        raw_value = getattr(sub.model, "default", None)
    resolved = resolve_input(sub, raw_value)
    value = resolved.value
    problems = list(resolved.problems)
    number: Number | None
    try:
        if sub.kind == "number" and value is None and sub.default is not None:
            number = evaluate(sub.default, chained)
        elif sub.kind == "pick":
            number = _picked(value, local, chained)
        elif sub.kind == "track":
            boxes = evaluate(sub.boxes, chained) if sub.boxes is not None else None
            number, beyond = track_count(sub, value, int(boxes) if boxes is not None else None)
            if beyond:
                problems.append(beyond)
        else:
            number = numeric(sub, value)
    except Broken as error:
        number = None
        problems.append(message_of(error))
    return value, number, problems


def entry_derived(sub: FieldSpec, chained: Env, level_of: Callable[[str], Any],
                  where: str, problems: list[FieldProblem]) -> Number | None:
    """A derived subfield of an entry (a chart lookup or a formula) from `chained`; None,
    with the problem added to `problems` under `where`, when it cannot be worked out."""
    try:
        if sub.chart is not None:
            return lookup(sub, chained, level_of)
        assert sub.formula is not None
        return evaluate(sub.formula, chained)
    except Broken as error:
        problems.append(FieldProblem(where, message_of(error)))
        return None


def _picked(value: Any, local: Mapping[str, Number | None], env: Env) -> Number | None:
    if not isinstance(value, str) or PICK_ENTRY.match(value):
        return None
    if value in local:
        return local[value]
    return env.get(value)
