"""Cross-reference checks of a ruleset and its compilation into runnable parts.

The pydantic model has already checked shapes and types; this module checks what refers to
what (a chart cell must be a level of its scale, a formula may only use known names, a
band's outcome must be one its check declares, values must not depend on each other in a
cycle) and reports every problem with its place in the file.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from gm_assistant.core.dice import DiceNotationError, distribution
from gm_assistant.core.errors import FormulaError, Problem
from gm_assistant.core.rules.compiled import (
    BandsRule,
    BandStep,
    ChartRule,
    ChartTable,
    CheckSpec,
    FormulaStep,
    GroupSpec,
    InputInfo,
    LevelKey,
    LookupStep,
    RollAgainSpec,
    Ruleset,
    ScaleInfo,
    ShiftStep,
    SpendSpec,
    Step,
)
from gm_assistant.core.rules.dependencies import evaluation_order
from gm_assistant.core.rules.formula import Formula, compile_formula
from gm_assistant.core.rules.harm_semantics import compile_harm
from gm_assistant.core.rules.model import (
    ChartLookup,
    Check,
    OutcomeRule,
    RollAgain,
    RulesetModel,
    Shift,
)
from gm_assistant.core.rules.yaml_source import Path, SourceDocument

__all__ = ["compile_ruleset"]

MAX_ROLL_OUTCOMES = 20_000

# What a name stands for inside a check: a level of a scale, or a plain number.
Kind = ScaleInfo | None


class _Collector:
    def __init__(self, document: SourceDocument) -> None:
        self.document = document
        self.problems: list[Problem] = []

    def add(self, path: Path, message: str) -> None:
        self.problems.append(self.document.problem(path, message))

    def formula(self, path: Path, source: str | int, known: Iterable[str]) -> Formula | None:
        try:
            compiled = compile_formula(source, known)
            if not compiled.names:
                compiled({})  # constants are evaluated now, so 9**9**9 fails at load
            return compiled
        except FormulaError as error:
            self.add(path, str(error))
            return None


def _scale_info(scale_id: str, model: RulesetModel, out: _Collector) -> ScaleInfo:
    scale = model.scales[scale_id]
    if scale.levels is not None:
        keys: list[LevelKey] = []
        labels: dict[LevelKey, str] = {}
        numbers: dict[LevelKey, int] = {}
        for position, level in enumerate(scale.levels):
            if level.key in labels:
                out.add(("scales", scale_id, "levels", position, "key"),
                        f"duplicate level key '{level.key}' in scale '{scale_id}'")
                continue
            keys.append(level.key)
            labels[level.key] = level.label
            numbers[level.key] = level.value if level.value is not None else position
        return ScaleInfo(scale_id, scale.label, tuple(keys), labels, numbers, numeric=False)
    assert scale.range is not None
    span = range(scale.range.min, scale.range.max + 1)
    names = scale.names or {}
    for number in names:
        if number not in span:
            out.add(("scales", scale_id, "names", number),
                    f"name for {number}, outside the range {span.start}..{span.stop - 1}")
    return ScaleInfo(
        scale_id,
        scale.label,
        tuple(span),
        {n: names.get(n, "") for n in span},
        {n: n for n in span},
        numeric=True,
    )


def _level_key(scale: ScaleInfo, raw: Any) -> LevelKey | None:
    if scale.numeric:
        return raw if isinstance(raw, int) and raw in scale.numbers else None
    text = str(raw)
    return text if text in scale.labels else None


def _chart(
    chart_id: str,
    model: RulesetModel,
    scales: dict[str, ScaleInfo],
    outcome_keys: set[str],
    out: _Collector,
) -> ChartTable | None:
    chart = model.charts[chart_id]
    base: Path = ("charts", chart_id)
    rows = scales.get(chart.rows)
    columns = scales.get(chart.columns) if chart.columns is not None else None
    ok = True
    if rows is None:
        out.add((*base, "rows"), f"unknown scale '{chart.rows}' (known: {', '.join(scales)})")
        ok = False
    if chart.columns is not None and columns is None:
        out.add((*base, "columns"),
                f"unknown scale '{chart.columns}' (known: {', '.join(scales)})")
        ok = False
    cells_scale: ScaleInfo | None = None
    cells_kind: str
    if isinstance(chart.cells, str):
        cells_kind = chart.cells
    else:
        cells_kind = "scale"
        cells_scale = scales.get(chart.cells.scale)
        if cells_scale is None:
            out.add((*base, "cells", "scale"), f"unknown scale '{chart.cells.scale}'")
            ok = False
    if not ok or rows is None:
        return None
    cell: dict[tuple[LevelKey, LevelKey | None], LevelKey] = {}
    data_keys = {_level_key(rows, raw): raw for raw in chart.data}
    for raw in chart.data:
        if _level_key(rows, raw) is None:
            out.add((*base, "data", raw), f"'{raw}' is not a level of the row scale '{rows.id}'")
    for row in rows.keys:
        if row not in data_keys:
            out.add((*base, "data"), f"missing row '{row}' (every level of '{rows.id}' needs one)")
            continue
        raw_key = data_keys[row]
        entry = chart.data[raw_key]
        path: Path = (*base, "data", raw_key)
        if columns is None:
            if isinstance(entry, list):
                out.add(path, "a chart without 'columns' has one cell per row, not a list")
                continue
            values: list[Any] = [entry]
            column_keys: tuple[LevelKey | None, ...] = (None,)
        else:
            if not isinstance(entry, list):
                out.add(path, f"expected a list of {len(columns.keys)} cells (one per column)")
                continue
            if len(entry) != len(columns.keys):
                out.add(path, f"row '{row}' has {len(entry)} cells, expected "
                        f"{len(columns.keys)} (one per level of '{columns.id}')")
                continue
            values = entry
            column_keys = columns.keys
        for position, (column, value) in enumerate(zip(column_keys, values, strict=True)):
            cell_path: Path = path if columns is None else (*path, position)
            checked = _cell(value, cells_kind, cells_scale, outcome_keys)
            if checked is None:
                expected = {
                    "outcomes": "an outcome key",
                    "number": "a whole number",
                    "scale": f"a level of '{cells_scale.id if cells_scale else ''}'",
                }[cells_kind]
                out.add(cell_path, f"cell '{value}' is not {expected}")
                continue
            cell[(row, column)] = checked
    return ChartTable(chart_id, chart.label, chart.description, rows, columns, cells_kind,
                      cells_scale, cell)


def _cell(value: Any, kind: str, scale: ScaleInfo | None, outcome_keys: set[str]) -> Any:
    if kind == "outcomes":
        return value if isinstance(value, str) and value in outcome_keys else None
    if kind == "number":
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    assert scale is not None
    return _level_key(scale, value)


class _CheckCompiler:
    """Compiles one check, reporting problems with paths under `checks.<id>`."""

    def __init__(self, check_id: str, check: Check, model: RulesetModel,
                 scales: dict[str, ScaleInfo], charts: dict[str, ChartTable | None],
                 out: _Collector) -> None:
        self.id = check_id
        self.check = check
        self.model = model
        self.scales = scales
        self.charts = charts
        self.out = out
        self.base: Path = ("checks", check_id)
        self.rerolled: set[str] = set()
        # Names whose kind is unknown because of a problem already reported (a value whose
        # chart failed, an input on an unknown scale): using them reports nothing more.
        self.doubtful: set[str] = set()

    # -- pieces -------------------------------------------------------------------------
    def inputs(self) -> dict[str, InputInfo]:
        result: dict[str, InputInfo] = {}
        for name, spec in self.check.inputs.items():
            path: Path = (*self.base, "inputs", name)
            if spec.resource is not None and spec.resource not in self.model.resources:
                self.out.add((*path, "resource"), f"unknown resource '{spec.resource}'")
            if spec.scale is not None:
                scale = self.scales.get(spec.scale)
                if scale is None:
                    self.out.add((*path, "scale"), f"unknown scale '{spec.scale}'")
                    continue
                default = scale.keys[0] if spec.default is None else _level_key(scale,
                                                                                spec.default)
                if default is None:
                    self.out.add((*path, "default"),
                                 f"default '{spec.default}' is not a level of '{scale.id}'")
                    continue
                low, high = 0, len(scale.keys) - 1
            else:
                assert spec.range is not None
                scale = None
                low, high = spec.range.min, spec.range.max
                default = low if spec.default is None else spec.default
                if not isinstance(default, int):
                    self.out.add((*path, "default"), f"default '{default}' is text: write a "
                                 f"whole number without quotes ({low}..{high})")
                    continue
                if not low <= default <= high:
                    self.out.add((*path, "default"),
                                 f"default {default} is outside {low}..{high}")
                    continue
            result[name] = InputInfo(name, spec.label, spec.description, scale, low, high,
                                     default, spec.resource)
        return result

    def rolls(self, roll: str | dict[str, str], path: Path,
              taken: set[str]) -> tuple[tuple[str, dict[int, Fraction]], ...] | None:
        named = {"roll": roll} if isinstance(roll, str) else roll
        result = []
        for name, notation in named.items():
            notation = self.model.dice.get(notation, notation)
            if name in taken:
                self.out.add(path, f"the roll name '{name}' is already used by an input")
                return None
            try:
                dist = distribution(notation)
            except DiceNotationError as error:
                self.out.add(path if isinstance(roll, str) else (*path, name), str(error))
                return None
            if len(dist) > MAX_ROLL_OUTCOMES:
                self.out.add(path, f"'{notation}' has more than {MAX_ROLL_OUTCOMES} totals")
                return None
            result.append((name, dist))
        total = 1
        for _, dist in result:
            total *= len(dist)
        if total > MAX_ROLL_OUTCOMES:
            self.out.add(path, f"these dice together have {total} combinations, at most "
                         f"{MAX_ROLL_OUTCOMES} are allowed (write a difference like "
                         "'4dF-4dF' as one roll)")
            return None
        return tuple(result)

    def _lookup_axis(self, path: Path, name: str | None, scale: ScaleInfo | None,
                     kinds: dict[str, Kind]) -> bool:
        if scale is None:
            if name is not None:
                self.out.add(path, "this chart has no columns")
                return False
            return True
        if name is None:
            self.out.add(path, f"this chart needs a column (a level of '{scale.id}')")
            return False
        if name in self.doubtful:
            return False
        if name not in kinds:
            self.out.add(path, f"unknown name '{name}' (known: {', '.join(kinds)})")
            return False
        kind = kinds[name]
        if scale.numeric:
            if kind is not None and not kind.numeric:
                self.out.add(path, f"'{name}' is a level of '{kind.id}', but this axis is "
                             f"the number scale '{scale.id}'")
                return False
            return True
        if kind is None or kind.id != scale.id:
            what = "a number" if kind is None else f"a level of '{kind.id}'"
            self.out.add(path, f"'{name}' is {what}, but this axis is the scale '{scale.id}'")
            return False
        return True

    def steps(self, values: dict[str, Any], path: Path,
              kinds: dict[str, Kind]) -> tuple[Step, ...] | None:
        """Compile values in dependency order; report unknown names and cycles."""
        def dependencies(value: Any) -> set[str]:
            if isinstance(value, ChartLookup):
                return {n for n in (value.row, value.column) if n is not None}
            if isinstance(value, Shift):
                found = {value.shift}
                with contextlib.suppress(FormulaError):
                    found |= compile_formula(value.by, set(values) | set(kinds)).names
                return found
            try:
                return set(compile_formula(value, set(values) | set(kinds)).names)
            except FormulaError:
                return set()

        graph = {name: dependencies(value) & set(values) for name, value in values.items()}
        order, cycles = evaluation_order(graph)
        ok = True
        for cycle in cycles:
            self.out.add((*path, cycle[0]),
                         "values depend on each other in a cycle: " + " -> ".join(cycle))
            ok = False
        if not ok:
            return None
        compiled: list[Step] = []
        for name in order:
            value = values[name]
            where: Path = (*path, name)
            if name in kinds:
                self.out.add(where, f"the value '{name}' reuses the name of an input or roll")
                ok = False
                continue
            if isinstance(value, ChartLookup):
                chart = self.charts.get(value.chart)
                if value.chart not in self.model.charts:
                    self.out.add((*where, "chart"), f"unknown chart '{value.chart}'")
                    ok = self._failed(name, kinds)
                    continue
                if chart is None:
                    ok = self._failed(name, kinds)
                    continue
                if not (self._lookup_axis((*where, "row"), value.row, chart.rows, kinds)
                        and self._lookup_axis((*where, "column"), value.column, chart.columns,
                                              kinds)):
                    ok = self._failed(name, kinds)
                    continue
                if chart.cells_kind == "outcomes":
                    self.out.add((*where, "chart"),
                                 "this chart holds outcomes: use it in 'outcome', not in values")
                    ok = self._failed(name, kinds)
                    continue
                compiled.append(LookupStep(name, chart, value.row, value.column,
                                           chart.cells_scale))
                kinds[name] = chart.cells_scale
            elif isinstance(value, Shift):
                source_kind = kinds.get(value.shift)
                if value.shift in self.doubtful:
                    ok = self._failed(name, kinds)
                    continue
                if value.shift not in kinds or source_kind is None:
                    self.out.add((*where, "shift"),
                                 f"'{value.shift}' is not a level of a scale, so it cannot shift")
                    ok = self._failed(name, kinds)
                    continue
                by = self.out.formula((*where, "by"), value.by, kinds)
                if by is None:
                    kinds[name] = source_kind  # the shift itself is sound
                    ok = False
                    continue
                compiled.append(ShiftStep(name, value.shift, source_kind, by))
                kinds[name] = source_kind
            else:
                formula = self.out.formula(where, value, kinds)
                kinds[name] = None  # a number, even when its formula has a problem
                if formula is None:
                    ok = False
                    continue
                compiled.append(FormulaStep(name, formula))
        return tuple(compiled) if ok else None

    def _failed(self, name: str, kinds: dict[str, Kind]) -> bool:
        """Keep `name` known but doubtful after a reported problem; returns False (not ok)."""
        kinds[name] = None
        self.doubtful.add(name)
        return False

    def rule(self, rule: OutcomeRule, path: Path,
             kinds: dict[str, Kind], rolls: set[str]) -> ChartRule | BandsRule | None:
        declared = set(self.check.outcomes)
        if rule.chart is not None:
            chart = self.charts.get(rule.chart)
            if rule.chart not in self.model.charts:
                self.out.add((*path, "chart"), f"unknown chart '{rule.chart}'")
                return None
            if chart is None:
                return None
            if chart.cells_kind != "outcomes":
                self.out.add((*path, "chart"), f"the chart '{rule.chart}' does not hold outcomes")
                return None
            if not (self._lookup_axis((*path, "row"), rule.row, chart.rows, kinds)
                    and self._lookup_axis((*path, "column"), rule.column, chart.columns, kinds)):
                return None
            used = set(chart.cell.values())
            for key in sorted(str(k) for k in used - declared):
                self.out.add((*path, "chart"), f"the chart can give '{key}', which the check "
                             f"does not list in its outcomes")
            assert rule.row is not None
            return ChartRule(chart, rule.row, rule.column)
        assert rule.bands is not None
        bands: list[BandStep] = []
        ok = True
        for position, band in enumerate(rule.bands):
            where: Path = (*path, "bands", position)
            if band.else_ is not None:
                if band.else_ not in declared:
                    self.out.add((*where, "else"), self._undeclared(band.else_))
                    ok = False
                if position != len(rule.bands) - 1:
                    self.out.add(where, "the 'else' band must come last")
                    ok = False
                bands.append(BandStep(None, outcome=band.else_))
                continue
            assert band.when is not None
            when = self.out.formula((*where, "when"), band.when, kinds)
            if when is None:
                ok = False
            if band.outcome is not None:
                if band.outcome not in declared:
                    self.out.add((*where, "outcome"), self._undeclared(band.outcome))
                    ok = False
                bands.append(BandStep(when, outcome=band.outcome))
            elif band.reroll is not None:
                unknown = [n for n in band.reroll if n not in rolls]
                if unknown:
                    self.out.add((*where, "reroll"), f"'{unknown[0]}' is not a roll of this "
                                 f"check (rolls: {', '.join(sorted(rolls))})")
                    ok = False
                elif self.rerolled and self.rerolled != set(band.reroll):
                    self.out.add((*where, "reroll"),
                                 "all reroll bands of a check must reroll the same dice")
                    ok = False
                self.rerolled = set(band.reroll)
                bands.append(BandStep(when, reroll=tuple(band.reroll)))
            else:
                assert band.roll_again is not None
                again = self.roll_again(band.roll_again, (*where, "roll_again"), kinds)
                if again is None:
                    ok = False
                bands.append(BandStep(when, roll_again=again))
        if rule.bands[-1].else_ is None:
            self.out.add((*path, "bands"), "the last band must be {else: KEY}, so that every "
                         "roll has an outcome")
            ok = False
        return BandsRule(tuple(bands)) if ok else None

    def roll_again(self, spec: RollAgain, path: Path,
                   kinds: dict[str, Kind]) -> RollAgainSpec | None:
        inner = dict(kinds)
        rolls = self.rolls(spec.roll, (*path, "roll"), set(inner))
        if rolls is None:
            return None
        for name, _ in rolls:
            inner[name] = None
        steps = self.steps(spec.values, (*path, "values"), inner)
        if steps is None:
            return None
        rule = self.rule(spec.outcome, (*path, "outcome"), inner, set())
        if rule is None:
            return None
        named = {"roll": spec.roll} if isinstance(spec.roll, str) else spec.roll
        notation = {name: self.model.dice.get(text, text) for name, text in named.items()}
        return RollAgainSpec(rolls, steps, rule, notation)

    def _undeclared(self, key: str) -> str:
        if key not in {o.key for o in self.model.outcomes}:
            return f"unknown outcome '{key}'"
        return f"the outcome '{key}' is not in this check's 'outcomes' list"

    # -- whole check --------------------------------------------------------------------
    def compile(self) -> CheckSpec | None:
        check = self.check
        known_outcomes = {o.key for o in self.model.outcomes}
        ok = True
        for position, key in enumerate(check.outcomes):
            if key not in known_outcomes:
                self.out.add((*self.base, "outcomes", position), f"unknown outcome '{key}'")
                ok = False
        if len(set(check.outcomes)) != len(check.outcomes):
            self.out.add((*self.base, "outcomes"), "an outcome is listed twice")
            ok = False
        inputs = self.inputs()
        if len(inputs) != len(check.inputs):
            ok = False
        # Inputs with a problem are still known names, so formulas using them do not
        # report a second, misleading "unknown name".
        kinds: dict[str, Kind] = {}
        for name, spec in check.inputs.items():
            kinds[name] = self.scales.get(spec.scale) if spec.scale is not None else None
            if spec.scale is not None and kinds[name] is None:
                self.doubtful.add(name)
        kinds.update({name: info.scale for name, info in inputs.items()})
        numbers_only = set(check.inputs)
        spends = self.spends(numbers_only)
        if spends is None:
            ok = False
        for written in check.spend:  # known even when its spend has a problem
            if written.variable is not None:
                kinds.setdefault(written.variable, None)
        rolls = self.rolls(check.roll, (*self.base, "roll"), set(kinds))
        roll_names = ["roll"] if isinstance(check.roll, str) else list(check.roll)
        if rolls is None:
            ok = False  # reported; the rest of the check is still checked
        for name in roll_names:
            kinds.setdefault(name, None)
        steps = self.steps(check.values, (*self.base, "values"), kinds)
        if steps is None:
            ok = False
            for name in check.values:
                if name not in kinds:
                    self._failed(name, kinds)
        rule = self.rule(check.outcome, (*self.base, "outcome"), kinds, set(roll_names))
        if rule is None:
            ok = False
        group = self.group(inputs)
        measures = []
        for name, source in check.measures.items():
            formula = self.out.formula((*self.base, "measures", name), source, kinds)
            if formula is None:
                ok = False
            else:
                measures.append((name, formula))
        bonus = spends is not None and any(s.kind == "bonus" for s in spends)
        if bonus and rule is not None and _has_roll_again(rule):
            self.out.add((*self.base, "spend"),
                         "a bonus spend cannot be combined with 'roll_again' bands")
            ok = False
        if group is not None and group.combine == "in_order" and spends and any(
            s.kind == "bonus" for s in spends
        ):
            self.out.add((*self.base, "group"),
                         "'in_order' groups support reroll spends only, not bonus spends")
            ok = False
        if (not ok or spends is None or rolls is None or steps is None or rule is None
                or (check.group is not None and group is None)):
            return None
        notation = (
            {"roll": self.model.dice.get(check.roll, check.roll)}
            if isinstance(check.roll, str)
            else {k: self.model.dice.get(v, v) for k, v in check.roll.items()}
        )
        success_of = {o.key: o.success for o in self.model.outcomes if o.key in check.outcomes}
        return CheckSpec(self.id, check.label, check.description, tuple(check.outcomes),
                         inputs, rolls, notation, steps, rule, spends, group, tuple(measures),
                         frozenset(self.rerolled), success_of,
                         _referenced(steps, rule, measures, group))

    def spends(self, input_names: set[str]) -> tuple[SpendSpec, ...] | None:
        result = []
        ok = True
        declared = set(self.check.outcomes)
        for position, spend in enumerate(self.check.spend):
            path: Path = (*self.base, "spend", position)
            budget = self.out.formula((*path, "budget"), spend.budget, input_names)
            if budget is None:
                ok = False
                continue
            if spend.kind == "reroll":
                assert spend.on is not None
                missing = [k for k in spend.on if k not in declared]
                if missing:
                    self.out.add((*path, "on"), self._undeclared(missing[0]))
                    ok = False
                    continue
                result.append(SpendSpec("reroll", budget, on=frozenset(spend.on)))
            else:
                assert spend.adds is not None and spend.variable is not None
                if spend.variable in input_names:
                    self.out.add((*path, "variable"),
                                 f"'{spend.variable}' is already the name of an input")
                    ok = False
                    continue
                result.append(SpendSpec("bonus", budget, adds=spend.adds,
                                        variable=spend.variable,
                                        until_success=spend.until == "success"))
        if sum(1 for s in result if s.kind == "reroll") > 1 or sum(
            1 for s in result if s.kind == "bonus"
        ) > 1:
            self.out.add((*self.base, "spend"), "at most one reroll and one bonus spend")
            ok = False
        return tuple(result) if ok else None

    def group(self, inputs: dict[str, InputInfo]) -> GroupSpec | None:
        group = self.check.group
        if group is None:
            return None
        members = []
        ok = True
        for position, member in enumerate(group.members):
            path: Path = (*self.base, "group", "members", position)
            count = self.out.formula((*path, "count"), member.count, inputs)
            if count is None:
                ok = False
                continue
            for target, source in member.inputs.items():
                if target not in inputs or source not in inputs:
                    bad = target if target not in inputs else source
                    self.out.add((*path, "inputs", target), f"unknown input '{bad}'")
                    ok = False
                elif (inputs[target].scale is None) != (inputs[source].scale is None) or (
                    inputs[target].scale is not None
                    and inputs[source].scale is not None
                    and inputs[target].scale.id != inputs[source].scale.id  # type: ignore[union-attr]
                ):
                    self.out.add((*path, "inputs", target),
                                 f"'{source}' and '{target}' take different kinds of value")
                    ok = False
            members.append((count, dict(member.inputs)))
        return GroupSpec(tuple(members), group.combine) if ok else None


def _referenced(steps: Iterable[Step], rule: ChartRule | BandsRule,
                measures: Iterable[tuple[str, Formula]], group: GroupSpec | None) -> frozenset[str]:
    """Every name the roll itself depends on (spend budgets excluded)."""
    names: set[str] = set()

    def visit_steps(items: Iterable[Step]) -> None:
        for step in items:
            if isinstance(step, FormulaStep):
                names.update(step.formula.names)
            elif isinstance(step, LookupStep):
                names.update(n for n in (step.row, step.column) if n is not None)
            else:
                names.add(step.source)
                names.update(step.by.names)

    def visit_rule(item: ChartRule | BandsRule) -> None:
        if isinstance(item, ChartRule):
            names.update(n for n in (item.row, item.column) if n is not None)
            return
        for band in item.bands:
            if band.when is not None:
                names.update(band.when.names)
            if band.roll_again is not None:
                visit_steps(band.roll_again.steps)
                visit_rule(band.roll_again.rule)

    visit_steps(steps)
    visit_rule(rule)
    for _, formula in measures:
        names.update(formula.names)
    if group is not None:
        for count, replaced in group.members:
            names.update(count.names)
            names.update(replaced.values())
    return frozenset(names)


def _has_roll_again(rule: ChartRule | BandsRule) -> bool:
    return isinstance(rule, BandsRule) and any(b.roll_again is not None for b in rule.bands)


def compile_ruleset(model: RulesetModel, document: SourceDocument) -> tuple[Ruleset | None,
                                                                              list[Problem]]:
    """Check every cross reference of a validated model and build its runnable form."""
    out = _Collector(document)
    outcome_keys: set[str] = set()
    for position, outcome in enumerate(model.outcomes):
        if outcome.key in outcome_keys:
            out.add(("outcomes", position, "key"), f"duplicate outcome '{outcome.key}'")
        outcome_keys.add(outcome.key)
        for number, effect in enumerate(outcome.effects):
            if effect.resource not in model.resources:
                out.add(("outcomes", position, "effects", number, "resource"),
                        f"unknown resource '{effect.resource}' (declare it under 'resources')")
    note_ids: set[str] = set()
    for position, note in enumerate(model.notes):
        if note.id in note_ids:
            out.add(("notes", position, "id"), f"duplicate note id '{note.id}'")
        note_ids.add(note.id)
    for name, notation in model.dice.items():
        try:
            distribution(notation)
        except DiceNotationError as error:
            out.add(("dice", name), str(error))
    scales = {scale_id: _scale_info(scale_id, model, out) for scale_id in model.scales}
    charts = {
        chart_id: _chart(chart_id, model, scales, outcome_keys, out) for chart_id in model.charts
    }
    checks: dict[str, CheckSpec] = {}
    for check_id, check in model.checks.items():
        spec = _CheckCompiler(check_id, check, model, scales, charts, out).compile()
        if spec is not None:
            checks[check_id] = spec
    # The sheet checks build on this module's collector, scales and charts.
    from gm_assistant.core.rules.sheet_semantics import compile_sheet

    sheet = compile_sheet(model, scales, charts, out)
    harm = compile_harm(model, charts, checks, sheet, out)
    if out.problems:
        return None, out.problems
    ruleset = Ruleset(
        model=model,
        file=document.file,
        scales=scales,
        charts={k: v for k, v in charts.items() if v is not None},
        outcomes={o.key: o for o in model.outcomes},
        checks=checks,
        document=document,
        sheet=sheet,
        harm=harm,
    )
    return ruleset, []
