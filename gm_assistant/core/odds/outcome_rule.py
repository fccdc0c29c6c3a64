"""What one set of faces gives: a check's values worked out and its outcome rule applied.

An outcome rule gives an outcome key, a reroll of some dice, or a second roll
(`roll_again`), whose outcome weights are worked out here with whole-number arithmetic.
`resolve` runs these over every face combination of a roll.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping
from typing import Any, assert_never

from gm_assistant.core.dice import DiceNotationError
from gm_assistant.core.dice.pool import PoolDie
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.rules.compiled import (
    BandsRule,
    BandStep,
    ChartRule,
    ChartTable,
    FormulaStep,
    LevelKey,
    LookupStep,
    PoolSpec,
    RollAgainSpec,
    ScaleInfo,
    ShiftStep,
    Step,
    all_second_rolls,
    rule_reads,
    second_rolls_of,
    step_reads,
)
from gm_assistant.core.rules.formula import Formula, Number
from gm_assistant.core.rules.roll_layout import nested_denominator, roll_counts
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = [
    "OddsError",
    "Reroll",
    "RuleFunction",
    "RuleResult",
    "apply_rule",
    "band_for",
    "rule_function",
    "run_steps",
    "whole",
]


class OddsError(GMAssistantError):
    """A check that cannot be resolved for these inputs (a chart has no such cell, ...)."""


class Reroll:
    """Marker: this combination of faces is rolled again."""


_REROLL = Reroll()
# An outcome; a second roll's outcome weights over a denominator (each weight keyed by the
# outcome, or by the outcome and the check's measures when a second roll gives its own);
# or a reroll.
Measured = tuple[str, tuple[int, ...]]
RuleResult = str | tuple[dict[str, int], int] | tuple[dict[Measured, int], int] | Reroll
Measures = tuple[tuple[str, Formula], ...]


def whole(name: str, value: Number) -> int:
    """A measure's value, which must be a whole number (its distribution is exact)."""
    if isinstance(value, float):
        if not value.is_integer():
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "the measure '{name}' gave {value}; measures must be whole "
                "numbers (use // for whole-number division)"), name=name, value=value))
        return int(value)
    return int(value)


def _axis(name: str, scale: ScaleInfo, numbers: Mapping[str, Number],
          levels: Mapping[str, LevelKey]) -> LevelKey:
    if scale.numeric:
        value = numbers[name]
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if value not in scale.numbers:
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "'{name}' is {value}, outside the scale '{scale}' "
                "({keys}..{scale_keys})"),
                name=name, value=value, scale=scale.id, keys=scale.keys[0],
                scale_keys=scale.keys[-1]))
        return int(value)
    return levels[name]


def _cell(chart: ChartTable, row: str, column: str | None, numbers: Mapping[str, Number],
          levels: Mapping[str, LevelKey]) -> LevelKey:
    # a named scale's level is read as it is (what `_axis` does for it, without the call)
    rows, columns = chart.rows, chart.columns
    row_key = _axis(row, rows, numbers, levels) if rows.numeric else levels[row]
    if column is None or columns is None:
        return chart.cell[(row_key, None)]
    column_key = _axis(column, columns, numbers, levels) if columns.numeric else levels[column]
    return chart.cell[(row_key, column_key)]


def run_steps(steps: tuple[Step, ...], numbers: dict[str, Number],
              levels: dict[str, LevelKey]) -> None:
    """Work out the check's values in order, into `numbers` and `levels`."""
    for step in steps:
        if isinstance(step, FormulaStep):
            numbers[step.name] = step.formula(numbers)
        elif isinstance(step, LookupStep):
            cell = _cell(step.chart, step.row, step.column, numbers, levels)
            if step.scale is not None:
                levels[step.name] = cell
                numbers[step.name] = step.scale.numbers[cell]
            else:
                numbers[step.name] = cell  # type: ignore[assignment]
        elif isinstance(step, ShiftStep):
            moved = step.scale.shift(levels[step.source], int(step.by(numbers)))
            levels[step.name] = moved
            numbers[step.name] = step.scale.numbers[moved]
        else:
            assert_never(step)  # a new kind of step: mypy fails here until it is run


def apply_rule(rule: ChartRule | BandsRule, numbers: dict[str, Number],
               levels: dict[str, LevelKey], measures: Measures | None = None) -> RuleResult:
    """The outcome key for this state, a distribution (second roll), or a reroll.

    With `measures` (the check's, when a second roll gives some of its own), a second
    roll's weights are keyed by outcome and measures, each measured in its own scope.
    """
    if isinstance(rule, ChartRule):
        return str(_cell(rule.chart, rule.row, rule.column, numbers, levels))
    if not isinstance(rule, BandsRule):
        assert_never(rule)  # a new kind of rule: mypy fails here until it is applied
    band = band_for(rule, numbers)
    if band.outcome is not None:
        return band.outcome
    if band.reroll is not None:
        return _REROLL
    assert band.roll_again is not None
    return _roll_again(band.roll_again, numbers, levels, measures)


def band_for(rule: BandsRule, numbers: Mapping[str, Number]) -> BandStep:
    """The band that decides with these values: the first whose condition holds (the one
    place bands are tried in order; the odds, the lookup and the roller all ask it)."""
    for band in rule.bands:
        if band.when is None or band.when(numbers):
            return band
    raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
        "OddsProblem", "no band matched")))  # pragma: no cover - the loader demands an else band


RuleFunction = Callable[[dict[str, Number], dict[str, LevelKey]], RuleResult]


def rule_function(rule: ChartRule | BandsRule) -> RuleFunction:
    """`apply_rule` for `rule` as one direct call (without a second roll's own measures):
    a chart is read straight from its cells (`_cell`), without the rule's dispatch."""
    if isinstance(rule, BandsRule):
        return _bands_function(rule)
    return _chart_function(rule)


def _bands_function(rule: BandsRule) -> RuleFunction:
    """`rule_function` for bands: the bands' conditions as their raw closures; anything
    unusual (an error, a result that is not a plain truth value) is run again by
    `apply_rule`, which says what went wrong in the formula's own words or checks the
    number."""
    tests = tuple((band.when.closure if band.when is not None else None,
                   band.outcome, band.roll_again is None) for band in rule.bands)

    def bands_rule(numbers: dict[str, Number], levels: dict[str, LevelKey]) -> RuleResult:
        try:
            for test, outcome, plain in tests:
                if test is None:
                    held = True
                else:
                    held = test(numbers)
                    if held.__class__ is not bool:
                        break
                if held:
                    if outcome is not None:
                        return outcome
                    if plain:
                        return _REROLL
                    break
        except Exception:  # apply_rule raises it again, in the formula's words
            pass
        return apply_rule(rule, numbers, levels)

    return bands_rule


def _chart_function(rule: ChartRule) -> RuleFunction:
    """`rule_function` for a chart: its cells read straight away."""
    chart, row, column = rule.chart, rule.row, rule.column
    cells: Mapping[Any, LevelKey] = chart.cell
    # Where each axis is read from: a number (a numeric scale) or a level; a cell found
    # straight away is the answer, anything else goes through `_cell`, which checks it.
    row_from_numbers = chart.rows.numeric
    column_from_numbers = chart.columns is not None and chart.columns.numeric

    def chart_rule(numbers: dict[str, Number], levels: dict[str, LevelKey]) -> RuleResult:
        row_key = numbers.get(row) if row_from_numbers else levels.get(row)
        if column is None or chart.columns is None:
            found = cells.get((row_key, None)) if row_key.__class__ is not float else None
        else:
            column_key = numbers.get(column) if column_from_numbers else levels.get(column)
            found = (cells.get((row_key, column_key))
                     if row_key.__class__ is not float and column_key.__class__ is not float
                     else None)
        if found is None:
            return str(_cell(chart, row, column, numbers, levels))
        return str(found)

    return chart_rule


def _again_plan(spec: RollAgainSpec,
                ) -> tuple[list[str], tuple[tuple[tuple[int, int], ...], ...], int, int, bool]:
    """Made once and kept on the roll (see `RollAgainSpec.runtime`): its plain dice's
    names, weights and denominator, its second rolls' common denominator without pools,
    and whether it or a roll inside it rolls a pool."""
    found = spec.runtime.get("plan")
    if found is None:
        names = [name for name, _ in spec.rolls]
        weights, denominator = roll_counts(spec.rolls, spec.notation)
        pooled = bool(spec.pools) or has_second_pools(spec.rule)
        found = spec.runtime["plan"] = (names, weights, denominator,
                                        nested_denominator(spec.rule), pooled)
    return found


def has_second_pools(rule: ChartRule | BandsRule) -> bool:
    """Whether a second roll inside `rule` rolls a pool (its denominator then depends on
    the inputs, see `nested_for`)."""
    return any(again.pools for again in all_second_rolls(rule))


def _pool_counts(spec: RollAgainSpec, pool: PoolSpec, numbers: Mapping[str, Number],
                 ) -> tuple[tuple[tuple[tuple[int, ...], int], ...], int]:
    """A second roll's pool with these inputs as its joint values with whole-number
    weights, and their denominator (icepool's evaluation, kept per die and dice)."""
    try:
        dice = pool.dice_for(numbers)
        known: dict[tuple[str, tuple[PoolDie, ...]], Any] = spec.runtime.setdefault("pools",
                                                                                   {})
        key = (pool.name, dice)
        found = known.get(key)
        if found is None:
            weights, denominator = pool.weights_for(numbers)
            found = known[key] = (tuple(weights.items()), denominator)
    except DiceNotationError as error:
        raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "the pool '{pool}': {error}"),
            pool=pool.name, error=message_of(error))) from None
    assert isinstance(found, tuple)
    return found


def _again_denominators(spec: RollAgainSpec, numbers: Mapping[str, Number],
                        ) -> tuple[int, int]:
    """A second roll's own denominator with these inputs, and its second rolls'."""
    _, _, denominator, inner, pooled = _again_plan(spec)
    if not pooled:
        return denominator, inner
    for pool in spec.pools:
        denominator *= _pool_counts(spec, pool, numbers)[1]
    return denominator, nested_for(spec.rule, numbers)


def nested_for(rule: ChartRule | BandsRule, numbers: Mapping[str, Number]) -> int:
    """A common multiple of the denominators of every second roll inside `rule` with these
    inputs (a pool's depend on how many dice of which die they give)."""
    result = 1
    for again in second_rolls_of(rule):
        own, inner = _again_denominators(again, numbers)
        result = math.lcm(result, own * inner)
    return result


def _again_reads(spec: RollAgainSpec, measures: Measures | None) -> tuple[str, ...]:
    """The names from outside a second roll that it reads (its rule, values, pools' sizes
    and, with `measures`, what they measure): its weights depend on nothing else."""
    key = "reads" if measures is None else "reads measured"
    found = spec.runtime.get(key)
    if found is None:
        made = {n for n, _ in spec.rolls} | {step.name for step in spec.steps}
        reads = rule_reads(spec.rule)
        for step in spec.steps:
            reads |= step_reads(step)
        for pool in spec.pools:
            made.update(pool.names)
            reads |= pool.dice.names | (pool.sides.names if pool.sides is not None else set())
        for name, formula in measures or ():
            reads |= spec.measures.get(name, formula).names
        found = spec.runtime[key] = tuple(sorted(reads - made))
    assert isinstance(found, tuple)
    return found


def _roll_again(spec: RollAgainSpec, numbers: dict[str, Number],
                levels: dict[str, LevelKey], measures: Measures | None = None,
                ) -> tuple[dict[Any, int], int]:
    """Outcome weights of a second roll, over the returned denominator (keyed by outcome
    and measures when `measures` is given). Remembered by the values it reads from
    outside, so a first roll's faces that give it the same ones share its walk."""
    reads = _again_reads(spec, measures)
    memo: dict[Any, tuple[dict[Any, int], int]] = spec.runtime.setdefault("memo", {})
    key = (measures is None, tuple(map(numbers.get, reads)), tuple(map(levels.get, reads)))
    found = memo.get(key)
    if found is None:
        found = _walk_again(spec, numbers, levels, measures)
        if len(memo) > 100_000:
            memo.clear()
        memo[key] = found
    return found


def _walk_again(spec: RollAgainSpec, numbers: dict[str, Number],
                levels: dict[str, LevelKey], measures: Measures | None,
                ) -> tuple[dict[Any, int], int]:
    """`_roll_again` worked out: every face combination of the second roll."""
    names, weights, _, _, _ = _again_plan(spec)
    denominator, inner = _again_denominators(spec, numbers)
    pools = spec.pools
    walked: list[Any] = list(weights)
    for pool in pools:
        walked.append(_pool_counts(spec, pool, numbers)[0])
    plain = len(names)
    result: dict[Any, int] = {}
    decide: RuleFunction | None = None
    if measures is None:  # the rule as one direct call, made once per second roll
        decide = spec.runtime.get("rule")
        if decide is None:
            decide = spec.runtime["rule"] = rule_function(spec.rule)
    # One scope for every combination: each sets the dice and values it reads afresh.
    inner_numbers = dict(numbers)
    inner_levels = dict(levels)
    for combination in itertools.product(*walked):
        weight = 1
        for name, (face, count) in zip(names, combination, strict=False):
            inner_numbers[name] = face
            weight *= count
        for pool, (values, count) in zip(pools, combination[plain:], strict=True):
            inner_numbers.update(zip(pool.names, values, strict=True))
            weight *= count
        run_steps(spec.steps, inner_numbers, inner_levels)
        outcome = (decide(inner_numbers, inner_levels) if decide is not None
                   else apply_rule(spec.rule, inner_numbers, inner_levels, measures))
        if isinstance(outcome, str):
            key: Any = outcome
            if measures is not None:
                key = (outcome, tuple(
                    whole(name, spec.measures.get(name, formula)(inner_numbers))
                    for name, formula in measures))
            result[key] = result.get(key, 0) + weight * inner
        elif isinstance(outcome, tuple):
            nested, nested_denominator = outcome
            factor = inner // nested_denominator
            for key, count in nested.items():
                result[key] = result.get(key, 0) + weight * count * factor
        else:
            raise OddsError(Message("OddsProblem", QT_TRANSLATE_NOOP(
                "OddsProblem", "a reroll inside a second roll is not supported")))
    return result, denominator * inner
