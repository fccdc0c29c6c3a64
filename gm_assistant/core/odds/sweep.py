"""Sweeps: the odds of a check across every value of one input (a curve) or two (a grid).

Each point is an ordinary cached query, so moving one control recomputes only the points
whose inputs changed. A sweep given `wanted` asks it before each point and stops
(`SweepStopped`) once nobody wants the result any more: a newer sweep, or the app quitting.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.engine import CheckOdds, bind_inputs, check_odds
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_POINTS", "Curve", "Grid", "SweepStopped", "Wanted", "curve", "grid"]

MAX_POINTS = 20_000
"""The most points a curve or grid computes (two inputs of 0..10000 would be 10^8); more
is refused with a message naming the inputs, so a file can never make a sweep run away."""


Wanted = Callable[[], bool]
"""Asked between the points of a long piece of work: False once its result is wanted no
more (a newer request replaced it, or its window closed), and the work stops there."""


class SweepStopped(Exception):
    """A sweep stopped before its last point because its result was wanted no more.

    Not a problem to show anyone: whoever asked has gone, so it carries counts, not a
    sentence. `done` of the `asked` steps (points of a sweep, characters, terms of a
    series) were worked out."""

    def __init__(self, done: int, asked: int) -> None:
        super().__init__(done, asked)
        self.done = done
        self.asked = asked


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


def _points(ruleset: Ruleset, check_id: str, combinations: Sequence[Mapping[str, object]],
            wanted: Wanted | None) -> list[CheckOdds]:
    """The odds at each combination of inputs, in order; `wanted()` asked before each."""
    points: list[CheckOdds] = []
    for done, inputs in enumerate(combinations):
        if wanted is not None and not wanted():
            raise SweepStopped(done, len(combinations))
        points.append(check_odds(ruleset, check_id, inputs))
    return points


def curve(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object], name: str,
          wanted: Wanted | None = None) -> Curve:
    """Odds of the check at every allowed value of `name`, other inputs as given.

    Raises SweepStopped when `wanted()` turns False before the last point."""
    values = _allowed(ruleset, check_id, name)
    _bounded(check_id, {name: len(values)})
    base = dict(bind_inputs(ruleset.checks[check_id], inputs))
    points = _points(ruleset, check_id, [{**base, name: v} for v in values], wanted)
    return Curve(name, values, tuple(points))


def grid(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object], rows: str,
         columns: str, wanted: Wanted | None = None) -> Grid:
    """Odds of the check at every pair of values of `rows` x `columns`.

    Raises SweepStopped when `wanted()` turns False before the last point."""
    if rows == columns:
        raise InputError(Message("OddsProblem", QT_TRANSLATE_NOOP(
            "OddsProblem", "sweep two different inputs, not '{rows}' twice"), rows=rows))
    row_values = _allowed(ruleset, check_id, rows)
    column_values = _allowed(ruleset, check_id, columns)
    _bounded(check_id, {rows: len(row_values), columns: len(column_values)})
    base = dict(bind_inputs(ruleset.checks[check_id], inputs))
    flat = _points(ruleset, check_id, [{**base, rows: r, columns: c}
                                       for r in row_values for c in column_values], wanted)
    width = len(column_values)
    points = tuple(tuple(flat[row * width:(row + 1) * width])
                   for row in range(len(row_values)))
    return Grid(rows, columns, row_values, column_values, points)
