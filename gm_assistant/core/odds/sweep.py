"""Sweeps: the odds of a check across every value of one input (a curve) or two (a grid).

Each point is an ordinary cached query, so moving one control recomputes only the points
whose inputs changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.engine import CheckOdds, bind_inputs, check_odds
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_POINTS", "Curve", "Grid", "curve", "grid"]

MAX_POINTS = 20_000
"""The most points a curve or grid computes (two inputs of 0..10000 would be 10^8); more
is refused with a message naming the inputs, so a file can never make a sweep run away."""


@dataclass(frozen=True)
class Curve:
    """Odds at every value of one input, in the input's order."""

    input: str
    values: tuple[LevelKey, ...]
    points: tuple[CheckOdds, ...]


@dataclass(frozen=True)
class Grid:
    """Odds at every pair of values of two inputs: `points[row][column]`."""

    rows_input: str
    columns_input: str
    rows: tuple[LevelKey, ...]
    columns: tuple[LevelKey, ...]
    points: tuple[tuple[CheckOdds, ...], ...]


def _allowed(ruleset: Ruleset, check_id: str, name: str) -> tuple[LevelKey, ...]:
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "'{check_id}' is not a check of '{ruleset}'"),
            check_id=check_id, ruleset=ruleset.id), list(ruleset.checks))
    info = spec.inputs.get(name)
    if info is None:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "cannot sweep '{name}': not an input of '{check_id}'; inputs: {names}"),
            name=name, check_id=check_id, names=', '.join(spec.inputs)), list(spec.inputs))
    return info.allowed


def _bounded(check_id: str, sizes: Mapping[str, int]) -> None:
    points = 1
    for size in sizes.values():
        points *= size
    if points > MAX_POINTS:
        shape = " x ".join(f"{name} ({size:,} values)" for name, size in sizes.items())
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "check '{check_id}': sweeping {shape} is {points:,} points, more than "
            "the {max_points:,} a sweep computes; narrow an input's range"),
            check_id=check_id, shape=shape, points=points, max_points=MAX_POINTS))


def curve(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object], name: str) -> Curve:
    """Odds of the check at every allowed value of `name`, other inputs as given."""
    values = _allowed(ruleset, check_id, name)
    _bounded(check_id, {name: len(values)})
    base = dict(bind_inputs(ruleset.checks[check_id], inputs))
    points = tuple(check_odds(ruleset, check_id, {**base, name: v}) for v in values)
    return Curve(name, values, points)


def grid(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object], rows: str,
         columns: str) -> Grid:
    """Odds of the check at every pair of values of `rows` x `columns`."""
    if rows == columns:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "sweep two different inputs, not '{rows}' twice"), rows=rows))
    row_values = _allowed(ruleset, check_id, rows)
    column_values = _allowed(ruleset, check_id, columns)
    _bounded(check_id, {rows: len(row_values), columns: len(column_values)})
    base = dict(bind_inputs(ruleset.checks[check_id], inputs))
    points = tuple(
        tuple(check_odds(ruleset, check_id, {**base, rows: r, columns: c}) for c in column_values)
        for r in row_values
    )
    return Grid(rows, columns, row_values, column_values, points)
