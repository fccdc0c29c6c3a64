"""Cross-reference checks of a check's roll: its dice, values and outcome rule.

Values are compiled in dependency order (cycles are reported as `a -> b -> a`); a chart
lookup must read names that fit the chart's axes; bands must end with an else band and give
only outcomes the check lists; a `roll_again` band is a second roll with its own values and
outcome rule, checked the same way.
"""

from __future__ import annotations

import contextlib
from fractions import Fraction
from typing import Any

from gm_assistant.core.dice import DiceNotationError, distribution, parse
from gm_assistant.core.dice.notation import MAX_WORK, estimated_work
from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import (
    BandsRule,
    BandStep,
    ChartRule,
    ChartTable,
    FormulaStep,
    InputInfo,
    LookupStep,
    PoolSpec,
    RollAgainSpec,
    ScaleInfo,
    ShiftStep,
    Step,
)
from gm_assistant.core.rules.dependencies import evaluation_order
from gm_assistant.core.rules.formula import compile_formula
from gm_assistant.core.rules.model import (
    Band,
    ChartLookup,
    Check,
    OutcomeRule,
    PoolRoll,
    RollAgain,
    RulesetModel,
    Shift,
)
from gm_assistant.core.rules.pool_semantics import compile_pool
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["MAX_ROLL_OUTCOMES", "Kind", "RollCompiler"]

MAX_ROLL_OUTCOMES = 20_000

# What a name stands for inside a check: a level of a scale, or a plain number.
Kind = ScaleInfo | None


class RollCompiler:
    """Compiles the roll of one check: its dice, values and outcome rule (second rolls too).

    Problems are reported with paths under `checks.<id>`. `check_semantics` builds on this
    class for the rest of the check (inputs, spends, group, measures).
    """

    def __init__(self, check_id: str, check: Check, model: RulesetModel,
                 scales: dict[str, ScaleInfo], charts: dict[str, ChartTable | None],
                 out: Collector) -> None:
        self.id = check_id
        self.check = check
        self.model = model
        self.scales = scales
        self.charts = charts
        self.out = out
        self.base: Path = ("checks", check_id)
        self.rerolled: set[str] = set()
        # The check's inputs, once they are known to be sound: a pool's size reads them.
        self.pool_inputs: dict[str, InputInfo] | None = None
        # Names whose kind is unknown because of a problem already reported (a value whose
        # chart failed, an input on an unknown scale): using them reports nothing more.
        self.doubtful: set[str] = set()

    # -- the roll and what follows from it ------------------------------------------------
    def rolls(self, roll: str | dict[str, str | PoolRoll], path: Path, taken: set[str],
              ) -> tuple[tuple[str, dict[int, Fraction]], ...] | None:
        """The plain dice rolls (name, distribution); pools are compiled apart (`pools`),
        their values' names checked here."""
        named = {"roll": roll} if isinstance(roll, str) else roll
        result = []
        bound = set(taken)
        work = 0  # the estimated work of every plain entry so far (see notation.MAX_WORK)
        for name, written in named.items():
            if isinstance(written, PoolRoll):
                clash = next((n for n in written.values if n in bound), None)
                if clash is not None:
                    self.out.add((*path, name, "values", clash),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "the name '{clash}' is already used"),
                                     clash=clash))
                    return None
                bound.update(written.values)
                continue
            notation = self.model.dice.get(written, written)
            if name in bound:
                self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "the roll name '{name}' is already used by an input"),
                    name=name))
                return None
            bound.add(name)
            try:
                work += estimated_work(parse(notation))
            except DiceNotationError as error:
                self.out.add(path if isinstance(roll, str) else (*path, name), message_of(error))
                return None
            if work > MAX_WORK:  # counted before working out this entry's distribution
                self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "the dice of this roll up to '{name}' together take about "
                    "{work:,} products of chances to work out, at most "
                    "{max_work:,} (see Limits in the guide)"),
                    name=name, work=work, max_work=MAX_WORK))
                return None
            dist = distribution(notation)
            if len(dist) > MAX_ROLL_OUTCOMES:
                self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{notation}' has more than {max_roll_outcomes} totals"),
                    notation=notation, max_roll_outcomes=MAX_ROLL_OUTCOMES))
                return None
            result.append((name, dist))
        total = 1
        for _, dist in result:
            total *= len(dist)
        if total > MAX_ROLL_OUTCOMES:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "these dice together have {total} combinations, at most "
                "{max_roll_outcomes} are allowed (write a difference like "
                "'4dF-4dF' as one roll)"), total=total, max_roll_outcomes=MAX_ROLL_OUTCOMES))
            return None
        return tuple(result)

    def _lookup_axis(self, path: Path, name: str | None, scale: ScaleInfo | None,
                     kinds: dict[str, Kind]) -> bool:
        if scale is None:
            if name is not None:
                self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "this chart has no columns")))
                return False
            return True
        if name is None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "this chart needs a column (a level of '{scale}')"),
                scale=scale.id))
            return False
        if name in self.doubtful:
            return False
        if name not in kinds:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown name '{name}' (known: {names})"),
                name=name, names=', '.join(kinds)))
            return False
        kind = kinds[name]
        if scale.numeric:
            if kind is not None and not kind.numeric:
                self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' is a level of '{kind}', but this axis is the "
                    "number scale '{scale}'"), name=name, kind=kind.id, scale=scale.id))
                return False
            return True
        if kind is None or kind.id != scale.id:
            what = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "a number")) \
                if kind is None else Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "a level of '{kind}'"), kind=kind.id)
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{name}' is {what}, but this axis is the scale '{scale}'"),
                name=name, what=what, scale=scale.id))
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
        for cycle in cycles:
            self.out.add((*path, cycle[0]), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "values depend on each other in a cycle: {cycle}"),
                cycle=" -> ".join(cycle)))
        if cycles:
            return None
        ok = True
        compiled: list[Step] = []
        for name in order:
            value = values[name]
            where: Path = (*path, name)
            if name in kinds:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "the value '{name}' reuses the name of an input or roll"),
                    name=name))
                ok = False
                continue
            step: Step | None
            if isinstance(value, ChartLookup):
                step = self._lookup_step(name, value, where, kinds)
            elif isinstance(value, Shift):
                step = self._shift_step(name, value, where, kinds)
            else:
                step = self._formula_step(name, value, where, kinds)
            if step is None:
                ok = False
            else:
                compiled.append(step)
        return tuple(compiled) if ok else None

    def _lookup_step(self, name: str, value: ChartLookup, where: Path,
                     kinds: dict[str, Kind]) -> LookupStep | None:
        """A value read from a chart whose cells are numbers or levels (not outcomes)."""
        chart = self.out.chart((*where, "chart"), value.chart, self.charts)
        if chart is None:
            self._failed(name, kinds)
            return None
        if not (self._lookup_axis((*where, "row"), value.row, chart.rows, kinds)
                and self._lookup_axis((*where, "column"), value.column, chart.columns,
                                      kinds)):
            self._failed(name, kinds)
            return None
        if chart.cells_kind == "outcomes":
            self.out.add((*where, "chart"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "this chart holds outcomes: use it in 'outcome', "
                             "not in values")))
            self._failed(name, kinds)
            return None
        kinds[name] = chart.cells_scale
        return LookupStep(name, chart, value.row, value.column, chart.cells_scale)

    def _shift_step(self, name: str, value: Shift, where: Path,
                    kinds: dict[str, Kind]) -> ShiftStep | None:
        """A level moved along its scale by a formula."""
        source_kind = kinds.get(value.shift)
        if value.shift in self.doubtful:
            self._failed(name, kinds)
            return None
        if value.shift not in kinds or source_kind is None:
            self.out.add((*where, "shift"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'{shift}' is not a level of a scale, so it "
                             "cannot shift"), shift=value.shift))
            self._failed(name, kinds)
            return None
        by = self.out.formula((*where, "by"), value.by, kinds)
        kinds[name] = source_kind  # the shift itself is sound even when `by` is not
        if by is None:
            return None
        return ShiftStep(name, value.shift, source_kind, by)

    def _formula_step(self, name: str, value: Any, where: Path,
                      kinds: dict[str, Kind]) -> FormulaStep | None:
        formula = self.out.formula(where, value, kinds)
        kinds[name] = None  # a number, even when its formula has a problem
        return FormulaStep(name, formula) if formula is not None else None

    def _failed(self, name: str, kinds: dict[str, Kind]) -> bool:
        """Keep `name` known but doubtful after a reported problem; returns False (not ok)."""
        kinds[name] = None
        self.doubtful.add(name)
        return False

    def rule(self, rule: OutcomeRule, path: Path,
             kinds: dict[str, Kind], rolls: set[str]) -> ChartRule | BandsRule | None:
        """The check's outcome rule: a chart of outcomes, or bands tried in order."""
        declared = set(self.check.outcomes)
        if rule.chart is not None:
            return self._chart_rule(rule, path, kinds, declared)
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
                    self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "the 'else' band must come last")))
                    ok = False
                bands.append(BandStep(None, outcome=band.else_))
                continue
            step, band_ok = self._band(band, where, kinds, rolls, declared)
            ok = band_ok and ok
            bands.append(step)
        if rule.bands[-1].else_ is None:
            self.out.add((*path, "bands"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the last band must be {{else: KEY}}, so that every roll has "
                "an outcome")))
            ok = False
        return BandsRule(tuple(bands)) if ok else None

    def _chart_rule(self, rule: OutcomeRule, path: Path, kinds: dict[str, Kind],
                    declared: set[str]) -> ChartRule | None:
        assert rule.chart is not None
        chart = self.out.chart((*path, "chart"), rule.chart, self.charts)
        if chart is None:
            return None
        if chart.cells_kind != "outcomes":
            self.out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the chart '{chart}' does not hold outcomes"), chart=rule.chart))
            return None
        if not (self._lookup_axis((*path, "row"), rule.row, chart.rows, kinds)
                and self._lookup_axis((*path, "column"), rule.column, chart.columns, kinds)):
            return None
        used = set(chart.cell.values())
        for key in sorted(str(k) for k in used - declared):
            self.out.add((*path, "chart"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the chart can give '{key}', which the check does not list in "
                "its outcomes"), key=key))
        assert rule.row is not None
        return ChartRule(chart, rule.row, rule.column)

    def _band(self, band: Band, where: Path, kinds: dict[str, Kind], rolls: set[str],
              declared: set[str]) -> tuple[BandStep, bool]:
        """A band with a condition: it gives an outcome, rerolls some dice or rolls again;
        False beside it when it has a problem (reported)."""
        assert band.when is not None
        when = self.out.formula((*where, "when"), band.when, kinds)
        ok = when is not None
        if band.outcome is not None:
            if band.outcome not in declared:
                self.out.add((*where, "outcome"), self._undeclared(band.outcome))
                ok = False
            return BandStep(when, outcome=band.outcome), ok
        if band.reroll is not None:
            unknown = [n for n in band.reroll if n not in rolls]
            if unknown:
                self.out.add((*where, "reroll"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{unknown}' is not a roll of this check (rolls: {names})"),
                    unknown=unknown[0], names=', '.join(sorted(rolls))))
                ok = False
            elif self.rerolled and self.rerolled != set(band.reroll):
                self.out.add((*where, "reroll"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "all reroll bands of a check must reroll the "
                                 "same dice")))
                ok = False
            self.rerolled = set(band.reroll)
            return BandStep(when, reroll=tuple(band.reroll)), ok
        assert band.roll_again is not None
        again = self.roll_again(band.roll_again, (*where, "roll_again"), kinds)
        return BandStep(when, roll_again=again), ok and again is not None

    def pools(self, roll: str | dict[str, str | PoolRoll], path: Path,
              ) -> tuple[PoolSpec, ...] | None:
        """The pools of a roll, compiled; None when one has a problem (reported, or already
        reported with the inputs their size reads)."""
        if isinstance(roll, str):
            return ()
        found = []
        for name, written in roll.items():
            if not isinstance(written, PoolRoll):
                continue
            if self.pool_inputs is None:
                return None
            pool = compile_pool(name, written, (*path, name), self.pool_inputs, self.out)
            if pool is None:
                return None
            found.append(pool)
        return tuple(found)

    def roll_again(self, spec: RollAgain, path: Path,
                   kinds: dict[str, Kind]) -> RollAgainSpec | None:
        inner = dict(kinds)
        rolls = self.rolls(spec.roll, (*path, "roll"), set(inner))
        if rolls is None:
            return None
        pools = self.pools(spec.roll, (*path, "roll"))
        if pools is None:
            return None
        for name, _ in rolls:
            inner[name] = None
        for pool in pools:
            for name in pool.names:
                inner[name] = None
        steps = self.steps(spec.values, (*path, "values"), inner)
        if steps is None:
            return None
        rule = self.rule(spec.outcome, (*path, "outcome"), inner, set())
        if rule is None:
            return None
        measures = {}
        for name, source in spec.measures.items():
            where = (*path, "measures", name)
            if name not in self.check.measures:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' is not a measure of the check: name it under the "
                    "check's 'measures' too (its value when the outcome is "
                    "decided without this roll)"), name=name))
                return None
            formula = self.out.formula(where, source, inner)
            if formula is None:
                return None
            measures[name] = formula
        named = {"roll": spec.roll} if isinstance(spec.roll, str) else spec.roll
        notation = {name: self.model.dice.get(text, text) for name, text in named.items()
                    if isinstance(text, str)}
        return RollAgainSpec(rolls, steps, rule, notation, measures, pools)

    def _undeclared(self, key: str) -> str:
        if key not in {o.key for o in self.model.outcomes}:
            return Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown outcome '{key}'"), key=key)
        return Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the outcome '{key}' is not in this check's 'outcomes' list"),
            key=key)
