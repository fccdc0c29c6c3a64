"""What an odds plot shows: exact probabilities from the core, arranged as curves or bands.

Nothing here computes odds: the numbers come from `gm_assistant.core.odds.curve` and
`grid`; this module only picks which probability of each point to show and labels it.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gm_assistant.core.odds import CheckOdds, SweepStopped, Wanted, curve, grid
from gm_assistant.core.odds.series import at_least_of
from gm_assistant.core.play.character_odds import (
    CharacterOdds,
    CharacterPick,
    MarkedBy,
    SideBySide,
    characters_odds,
)
from gm_assistant.core.probability_text import percent_text
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.level_format import mid_sentence
from gm_assistant.ui.common.level_text import long_text, short_texts

__all__ = [
    "MEASURES",
    "OverlayPoint",
    "PlotData",
    "PlotRequest",
    "PlotSeries",
    "build_plot_data",
    "percent_text",
    "write_csv",
]

translate = QCoreApplication.translate

MEASURES = {
    "success": str(QT_TRANSLATE_NOOP("PlotData", "P(success)")),
    "outcome": str(QT_TRANSLATE_NOOP("PlotData", "P(outcome)")),
    "at_least": str(QT_TRANSLATE_NOOP("PlotData", "P(at least this outcome)")),
    "bands": str(QT_TRANSLATE_NOOP("PlotData", "Stacked outcome bands")),
}
"""What the plot can show, by key, with the text the mode picker uses (in English:
shown through ``translate("PlotData", text)``)."""


@dataclass(frozen=True)
class PlotRequest:
    """One plot to draw: a check, its inputs, the swept inputs and what to measure.

    `series_input` is ignored for `bands`, which show every outcome for one combination.
    """

    ruleset: Ruleset
    check_id: str
    inputs: Mapping[str, LevelKey]
    x_input: str
    series_input: str | None = None
    measure: str = "success"
    outcome: str | None = None
    serial: int = 0
    rolls: tuple[int, int] | None = None
    """A series of rolls (n, k): every value plotted is the chance that at least k of n
    rolls at that point give it (k = n: all of them), instead of one roll's."""
    characters: tuple[tuple[str, SheetState], ...] = ()
    """Characters from the library (name, sheet), read as `pick` says: each marked at
    their own value, or side by side each one curve. Their sheets are read here, in the
    worker, and never edited (the overlay panel loads new ones to follow the library)."""
    pick: CharacterPick | None = None


@dataclass(frozen=True)
class OverlayPoint:
    """A character marked on the plot: where, and their exact probability."""

    names: tuple[str, ...]
    value_text: str
    x: float
    value: Fraction


@dataclass(frozen=True)
class PlotSeries:
    """One curve (a level of the series input) or one band (an outcome)."""

    name: str
    key: LevelKey | None
    values: tuple[Fraction, ...]
    colour: str | None = None


@dataclass(frozen=True)
class PlotData:
    """Everything the plot draws, with exact values kept for hover text and CSV."""

    request: PlotRequest
    title: str
    x_label: str
    y_label: str
    series_label: str
    x_values: tuple[LevelKey, ...]
    x_positions: tuple[float, ...]
    x_short: tuple[str, ...]
    x_long: tuple[str, ...]
    series: tuple[PlotSeries, ...]
    x_current: int | None = None
    series_current: int | None = None
    subtitle: str = ""
    overlays: tuple[OverlayPoint, ...] = ()
    characters: tuple[CharacterOdds, ...] = ()
    """What the core gave for each character of the request (marked or side by side),
    when the plot shows curves."""

    @property
    def stacked(self) -> bool:
        """True for stacked outcome bands, False for curves."""
        return self.request.measure == "bands"


def _measure(point: CheckOdds, measure: str, outcome: str | None) -> Fraction:
    if measure == "success" or outcome is None:
        return point.p_success
    if measure == "outcome":
        return point.probability(outcome)
    return point.at_least(outcome)


def _y_label(request: PlotRequest) -> str:
    label = _one_roll_label(request)
    if request.rolls is None or request.measure == "bands":
        return label
    rolls, at_least = request.rolls
    if at_least == rolls:
        return translate("PlotData", "{odds}, all {rolls} rolls").format(odds=label,
                                                                          rolls=rolls)
    return translate("PlotData", "{odds}, at least {count} of {rolls} rolls").format(
        odds=label, count=at_least, rolls=rolls)


def _one_roll_label(request: PlotRequest) -> str:
    if request.measure == "bands":
        return translate("PlotData", "P(outcome)")
    if request.measure == "success" or request.outcome is None:
        return translate("PlotData", "P(success)")
    label = request.ruleset.outcomes[request.outcome].label
    spec = request.ruleset.checks[request.check_id]
    if request.measure == "at_least" and request.outcome != spec.outcomes[-1]:
        return translate("PlotData", "P({outcome} or better)").format(outcome=label)
    return f"P({label})"


def build_plot_data(request: PlotRequest, wanted: Wanted | None = None) -> PlotData:
    """The curves or bands for `request`, from the core's exact odds (may take a while);
    SweepStopped once `wanted()`, asked before each point, turns False."""
    ruleset = request.ruleset
    spec = ruleset.checks[request.check_id]
    x_info = spec.inputs[request.x_input]
    inputs = dict(request.inputs)
    x_values = x_info.allowed
    numeric_x = x_info.scale is None or x_info.scale.numeric
    positions = tuple(float(v) if numeric_x and isinstance(v, int) else float(i)
                      for i, v in enumerate(x_values))
    characters = () if request.pick is None or request.measure == "bands" else \
        characters_odds(ruleset, request.check_id, request.characters, request.pick, inputs,
                        wanted)
    curves = _curves(request, inputs, characters, wanted)
    x_current = x_values.index(inputs[request.x_input]) \
        if inputs.get(request.x_input) in x_values else None
    y_label = _y_label(request)
    fixed = _fixed_inputs(request, curves.series_name, characters)
    return PlotData(
        request=request,
        overlays=_overlay_points(request, characters, positions),
        characters=characters,
        subtitle=" · ".join(fixed),
        title=_title(request, y_label, curves.series_name, curves.side_by_side),
        x_label=x_info.label,
        y_label=y_label,
        series_label=curves.label,
        x_values=tuple(x_values),
        x_positions=positions,
        x_short=tuple(short_texts(x_info)),
        x_long=tuple(long_text(x_info, v) for v in x_values),
        series=curves.series,
        x_current=x_current,
        series_current=curves.current,
    )


@dataclass(frozen=True)
class _Curves:
    """What a plot's curves are: the series, what tells them apart (`label`; the input
    swept for them, `series_name`, or one per character, `side_by_side`) and which one
    the current inputs give."""

    series: tuple[PlotSeries, ...]
    label: str
    series_name: str | None
    side_by_side: bool
    current: int | None = None


def _curves(request: PlotRequest, inputs: Mapping[str, LevelKey],
            characters: tuple[CharacterOdds, ...], wanted: Wanted | None) -> _Curves:
    """The series of a plot: every outcome's band, one curve per character side by
    side, one curve, or one per level of the series input; over a series of rolls when
    the request asks."""
    ruleset = request.ruleset
    spec = ruleset.checks[request.check_id]
    series_name = request.series_input if request.measure != "bands" else None
    if series_name == request.x_input:
        series_name = None
    side_by_side = isinstance(request.pick, SideBySide) and bool(characters)
    if request.measure == "bands":
        points = curve(ruleset, request.check_id, inputs, request.x_input, wanted).points
        bands = [PlotSeries(ruleset.outcomes[key].label, key,
                            tuple(p.outcomes[index].probability for p in points),
                            ruleset.outcomes[key].colour)
                 for index, key in enumerate(spec.outcomes)]
        return _Curves(tuple(bands), translate("PlotData", "Outcome"), None, side_by_side)
    if side_by_side:
        found = _Curves(tuple(_character_curve(request, one) for one in characters),
                        translate("PlotData", "Character"), None, True)
    elif series_name is None:
        points = curve(ruleset, request.check_id, inputs, request.x_input, wanted).points
        values = tuple(_measure(p, request.measure, request.outcome) for p in points)
        found = _Curves((PlotSeries(spec.label, None, values),), "", None, False)
    else:
        found = _input_curves(request, inputs, series_name, wanted)
    if request.rolls is None:
        return found
    rolls, at_least = request.rolls
    series = tuple(PlotSeries(one.name, one.key,
                              _series_values(one.values, rolls, at_least, wanted),
                              one.colour) for one in found.series)
    return _Curves(series, found.label, found.series_name, found.side_by_side, found.current)


def _series_values(values: tuple[Fraction, ...], rolls: int, at_least: int,
                   wanted: Wanted | None) -> tuple[Fraction, ...]:
    """Each point's chance that at least `at_least` of `rolls` rolls succeed;
    `wanted()` asked before each point (a long series' exact fractions grow big)."""
    found: list[Fraction] = []
    for done, p in enumerate(values):
        if wanted is not None and not wanted():
            raise SweepStopped(done, len(values))
        found.append(at_least_of(p, rolls, at_least))
    return tuple(found)


def _character_curve(request: PlotRequest, one: CharacterOdds) -> PlotSeries:
    """A character's own curve (side by side), named after them."""
    assert one.curve is not None
    values = tuple(_measure(p, request.measure, request.outcome) for p in one.curve.points)
    return PlotSeries(one.character.name, one.character.name, values)


def _input_curves(request: PlotRequest, inputs: Mapping[str, LevelKey],
                  series_name: str, wanted: Wanted | None) -> _Curves:
    """One curve per level of the input `series_name`; the current one is the level
    the inputs give."""
    spec = request.ruleset.checks[request.check_id]
    series_info = spec.inputs[series_name]
    table = grid(request.ruleset, request.check_id, inputs, series_name, request.x_input,
                 wanted)
    series = tuple(PlotSeries(long_text(series_info, level), level,
                              tuple(_measure(p, request.measure, request.outcome)
                                    for p in row))
                   for level, row in zip(table.rows, table.points, strict=True))
    current = table.rows.index(inputs[series_name]) \
        if series_name in inputs and inputs[series_name] in table.rows else None
    return _Curves(series, str(series_info.label), series_name, False, current)


def _title(request: PlotRequest, y_label: str, series_name: str | None,
           side_by_side: bool) -> str:
    """The plot's title: the check, what is plotted and the input swept; what the curves
    are when there are several."""
    spec = request.ruleset.checks[request.check_id]
    if request.rolls is not None and request.measure != "bands":
        title = translate("PlotData", "{check}: {odds}, by {input}")
    else:
        title = translate("PlotData", "{check}: {odds} by {input}")
    title = title.format(check=spec.label, odds=y_label,
                         input=mid_sentence(spec.inputs[request.x_input].label))
    if series_name is not None:
        return translate("PlotData", "{title}, one curve per {input}").format(
            title=title, input=mid_sentence(spec.inputs[series_name].label))
    if side_by_side:
        return translate("PlotData", "{title}, one curve per character (their own sheet)"
                         ).format(title=title)
    return title


def _overlay_points(request: PlotRequest, characters: tuple[CharacterOdds, ...],
                    positions: tuple[float, ...]) -> tuple[OverlayPoint, ...]:
    """The characters marked by one value, grouped by it, at their odds (curves only)."""
    pick = request.pick
    if not isinstance(pick, MarkedBy):
        return ()
    spec = request.ruleset.checks[request.check_id]
    info = spec.inputs[pick.input]
    x_values = spec.inputs[request.x_input].allowed
    grouped: dict[LevelKey, list[CharacterOdds]] = {}
    for one in characters:
        if one.odds is not None:
            grouped.setdefault(one.character.given[pick.input], []).append(one)
    points = []
    for value, same in grouped.items():
        first = same[0]
        assert first.odds is not None
        points.append(OverlayPoint(tuple(one.character.name for one in same),
                                   long_text(info, value),
                                   positions[x_values.index(first.character.inputs[
                                       request.x_input])],
                                   _measure(first.odds, request.measure, request.outcome)))
    return tuple(points)


def _fixed_inputs(request: PlotRequest, series_name: str | None,
                  characters: tuple[CharacterOdds, ...]) -> list[str]:
    """`Label value` for every input that is neither swept nor the curves (nor, side by
    side, given by a character's sheet)."""
    spec = request.ruleset.checks[request.check_id]
    own = {name for one in characters if one.curve is not None
           for name in one.character.given}
    return [f"{spec.inputs[name].label} {long_text(spec.inputs[name], value)}"
            for name, value in request.inputs.items()
            if name in spec.inputs and name not in (request.x_input, series_name)
            and name not in own]


def write_csv(data: PlotData, path: Path) -> int:
    """Write the plotted numbers, one row per point, with exact fractions; returns rows."""
    spec = data.request.ruleset.checks[data.request.check_id]
    rows = 0
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([translate("PlotData", "check"), translate("PlotData", "measure"),
                         data.x_label, data.series_label or translate("PlotData", "curve"),
                         translate("PlotData", "probability"), translate("PlotData", "percent"),
                         translate("PlotData", "other inputs")])
        for item in data.series:
            for x_text, value in zip(data.x_long, item.values, strict=True):
                writer.writerow([spec.label, data.y_label if not data.stacked
                                 else translate("PlotData", "P({outcome})").format(
                                     outcome=item.name), x_text, item.name,
                                 str(value), percent_text(value, 2), data.subtitle])
                rows += 1
    return rows
