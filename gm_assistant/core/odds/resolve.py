"""One roll of a check, exactly: every face combination run through the check's rule.

A *state* is an outcome key with the values of the check's measures; a distribution maps
states to exact probabilities. This module knows nothing of spending or groups.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from fractions import Fraction
from typing import Union

from gm_assistant.core.errors import FormulaError, GMAssistantError
from gm_assistant.core.rules.compiled import (
    BandsRule,
    ChartRule,
    ChartTable,
    CheckSpec,
    FormulaStep,
    LevelKey,
    LookupStep,
    RollAgainSpec,
    ScaleInfo,
    ShiftStep,
    SpendSpec,
    Step,
)
from gm_assistant.core.rules.formula import Number

__all__ = ["Dist", "OddsError", "Reroll", "State", "resolve_roll"]

State = tuple[str, tuple[int, ...]]
Dist = dict[State, Fraction]


class OddsError(GMAssistantError):
    """A check that cannot be resolved for these inputs (a chart has no such cell, ...)."""


class Reroll:
    """Marker: this combination of faces is rolled again."""


_REROLL = Reroll()
RuleResult = Union[str, dict[str, Fraction], Reroll]


def _axis(name: str, scale: ScaleInfo, numbers: Mapping[str, Number],
          levels: Mapping[str, LevelKey]) -> LevelKey:
    if scale.numeric:
        value = numbers[name]
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if value not in scale.numbers:
            raise OddsError(f"'{name}' is {value}, outside the scale '{scale.id}' "
                            f"({scale.keys[0]}..{scale.keys[-1]})")
        return int(value)
    return levels[name]


def _cell(chart: ChartTable, row: str, column: str | None, numbers: Mapping[str, Number],
          levels: Mapping[str, LevelKey]) -> LevelKey:
    row_key = _axis(row, chart.rows, numbers, levels)
    column_key = (None if column is None or chart.columns is None
                  else _axis(column, chart.columns, numbers, levels))
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
        else:
            assert isinstance(step, ShiftStep)
            moved = step.scale.shift(levels[step.source], int(step.by(numbers)))
            levels[step.name] = moved
            numbers[step.name] = step.scale.numbers[moved]


def apply_rule(rule: ChartRule | BandsRule, numbers: dict[str, Number],
               levels: dict[str, LevelKey]) -> RuleResult:
    """The outcome key for this state, a distribution (second roll), or a reroll."""
    if isinstance(rule, ChartRule):
        return str(_cell(rule.chart, rule.row, rule.column, numbers, levels))
    for band in rule.bands:
        if band.when is None or band.when(numbers):
            if band.outcome is not None:
                return band.outcome
            if band.reroll is not None:
                return _REROLL
            assert band.roll_again is not None
            return _roll_again(band.roll_again, numbers, levels)
    raise OddsError("no band matched")  # pragma: no cover - the loader demands an else band


def _roll_again(spec: RollAgainSpec, numbers: dict[str, Number],
                levels: dict[str, LevelKey]) -> dict[str, Fraction]:
    result: dict[str, Fraction] = {}
    names = [name for name, _ in spec.rolls]
    for combination in itertools.product(*(dist.items() for _, dist in spec.rolls)):
        inner_numbers = dict(numbers)
        inner_levels = dict(levels)
        probability = Fraction(1)
        for name, (face, chance) in zip(names, combination, strict=True):
            inner_numbers[name] = face
            probability *= chance
        run_steps(spec.steps, inner_numbers, inner_levels)
        outcome = apply_rule(spec.rule, inner_numbers, inner_levels)
        if isinstance(outcome, str):
            result[outcome] = result.get(outcome, Fraction(0)) + probability
        elif isinstance(outcome, dict):
            for key, chance in outcome.items():
                result[key] = result.get(key, Fraction(0)) + probability * chance
        else:
            raise OddsError("a reroll inside a second roll is not supported")
    return result


def resolve_roll(spec: CheckSpec, numbers: Mapping[str, Number],
                 levels: Mapping[str, LevelKey], bonus_budget: int = 0) -> Dist:
    """Exact distribution of states for one roll of `spec` with inputs already bound.

    With `bonus_budget`, the check's bonus spend is applied per roll: after seeing the
    dice, spend one at a time while the outcome is not a success (or all of it).
    """
    bonus = next((s for s in spec.spends if s.kind == "bonus"), None)
    names = [name for name, _ in spec.rolls]
    kept = [i for i, name in enumerate(names) if name not in spec.rerolled]
    outcomes_success = spec.success_of
    # (faces of the dice not rerolled) -> [settled mass, rerolled mass, {state: mass}]
    groups: dict[tuple[int, ...], tuple[list[Fraction], Dist]] = {}
    try:
        for combination in itertools.product(*(dist.items() for _, dist in spec.rolls)):
            probability = Fraction(1)
            faces = []
            for face, chance in combination:
                faces.append(face)
                probability *= chance
            result, local_numbers = _one(spec, names, faces, numbers, levels, bonus, 0)
            if bonus is not None and bonus_budget > 0 and isinstance(result, str):
                spent = 0
                while spent < bonus_budget and not (
                    bonus.until_success and outcomes_success[result]
                ):
                    spent += 1
                    result, local_numbers = _one(spec, names, faces, numbers, levels, bonus,
                                                 spent * bonus.adds)
                    if isinstance(result, Reroll):
                        break
            key = tuple(faces[i] for i in kept)
            masses, states = groups.setdefault(key, ([Fraction(0), Fraction(0)], {}))
            if isinstance(result, Reroll):
                masses[1] += probability
                continue
            masses[0] += probability
            measured = tuple(int(m(local_numbers)) for _, m in spec.measures)
            if isinstance(result, str):
                state = (result, measured)
                states[state] = states.get(state, Fraction(0)) + probability
            else:
                for key_, chance in result.items():
                    state = (key_, measured)
                    states[state] = states.get(state, Fraction(0)) + probability * chance
    except FormulaError as error:
        raise OddsError(f"check '{spec.id}': {error}") from None
    except KeyError as error:
        raise OddsError(f"check '{spec.id}': no chart cell for {error}") from None
    total: Dist = {}
    for (settled, rerolled), states in groups.values():
        if settled == 0:
            if rerolled:
                raise OddsError(f"check '{spec.id}': some rolls are rerolled forever")
            continue
        scale = (settled + rerolled) / settled
        for state, mass in states.items():
            total[state] = total.get(state, Fraction(0)) + mass * scale
    return total


def _one(spec: CheckSpec, names: list[str], faces: list[int], numbers: Mapping[str, Number],
         levels: Mapping[str, LevelKey], bonus: SpendSpec | None, bonus_value: int,
         ) -> tuple[RuleResult, dict[str, Number]]:
    local_numbers = dict(numbers)
    local_levels = dict(levels)
    for name, face in zip(names, faces, strict=True):
        local_numbers[name] = face
    if bonus is not None and bonus.variable is not None:
        local_numbers[bonus.variable] = bonus_value
    run_steps(spec.steps, local_numbers, local_levels)
    return apply_rule(spec.rule, local_numbers, local_levels), local_numbers
