"""Chart chains found in a ruleset's data: which chart's cells pick a row of which chart.

MAoFA's trait x difficulty chart gives a task rating, and the task rating is a row of the
resolve chart, whose columns are 2d6 totals. Nothing here knows MAoFA: a *link* is any
chart whose cells are levels of scale X paired with any chart whose rows are scale X, and
a chart's columns are dice totals when a check reads that chart with a roll as column.
Used by the Charts area to follow a cell into the next chart.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.dice import distribution
from gm_assistant.core.rules.compiled import (
    BandsRule,
    ChartRule,
    CheckSpec,
    LevelKey,
    LookupStep,
    RollAgainSpec,
    Ruleset,
    second_rolls_of,
)

__all__ = ["PathCheck", "column_roll", "dice_column_odds", "linked_charts", "path_check"]


def linked_charts(ruleset: Ruleset, chart_id: str) -> list[str]:
    """Charts whose rows are the scale that `chart_id`'s cells are levels of."""
    chart = ruleset.charts[chart_id]
    if chart.cells_kind != "scale" or chart.cells_scale is None:
        return []
    scale_id = chart.cells_scale.id
    return [other.id for other in ruleset.charts.values()
            if other.id != chart_id and other.rows.id == scale_id]


def _chart_rules(spec: CheckSpec) -> list[tuple[ChartRule, tuple[str, ...]]]:
    """Every chart rule of a check (nested roll-agains too), with the rolls it can see."""
    found: list[tuple[ChartRule, tuple[str, ...]]] = []
    rolls = tuple(name for name, _ in spec.rolls)

    def visit(rule: ChartRule | BandsRule, seen: tuple[str, ...],
              again: RollAgainSpec | None = None) -> None:
        if again is not None:
            seen = (*seen, *(name for name, _ in again.rolls))
        if isinstance(rule, ChartRule):
            found.append((rule, seen))
            return
        for again in second_rolls_of(rule):
            visit(again.rule, seen, again)

    visit(spec.rule, rolls)
    return found


def column_roll(ruleset: Ruleset, chart_id: str) -> str | None:
    """Dice notation of the roll whose totals are `chart_id`'s columns, if a check says so."""
    for spec in ruleset.checks.values():
        for rule, rolls in _chart_rules(spec):
            if rule.chart.id == chart_id and rule.column in rolls:
                notation = spec.roll_notation.get(rule.column)
                if notation is not None:
                    return notation
    return None


def dice_column_odds(ruleset: Ruleset, chart_id: str) -> dict[LevelKey, Fraction] | None:
    """Probability of each column of `chart_id` when its columns are dice totals."""
    chart = ruleset.charts[chart_id]
    notation = column_roll(ruleset, chart_id)
    if chart.columns is None or notation is None:
        return None
    totals = distribution(notation)
    return {key: totals.get(chart.columns.numbers[key], Fraction(0))
            for key in chart.columns.keys}


@dataclass(frozen=True)
class PathCheck:
    """A check that runs a chain: the first chart's row and column are its inputs."""

    check_id: str
    row_input: str
    column_input: str | None


def path_check(ruleset: Ruleset, source_id: str, target_id: str) -> PathCheck | None:
    """The simplest check that looks up `source_id` with two inputs, then decides on
    `target_id` with the result as row (MAoFA: the skill test)."""
    candidates: list[tuple[int, PathCheck]] = []
    for spec in ruleset.checks.values():
        if spec.group is not None:
            continue
        for step in spec.steps:
            if not (isinstance(step, LookupStep) and step.chart.id == source_id):
                continue
            if step.row not in spec.inputs:
                continue
            if step.column is not None and step.column not in spec.inputs:
                continue
            rules = [rule for rule, _ in _chart_rules(spec)]
            if any(rule.chart.id == target_id and rule.row == step.name for rule in rules):
                candidates.append((len(spec.inputs),
                                   PathCheck(spec.id, step.row, step.column)))
    if not candidates:
        return None
    return min(candidates, key=lambda item: item[0])[1]
