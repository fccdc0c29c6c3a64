"""Cross-reference checks of a ruleset's scales and charts, and their compiled form.

A chart cell must be a level of its scale (or an outcome key, or a whole number, as the
chart declares), and every level of the row scale needs a row. Problems are reported with
their place in the file through the collector of `semantics`.
"""

from __future__ import annotations

from typing import Any

from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import ChartTable, LevelKey, ScaleInfo
from gm_assistant.core.rules.model import Chart, RulesetModel
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["compile_chart", "compile_scale", "level_key"]


def compile_scale(scale_id: str, model: RulesetModel, out: Collector) -> ScaleInfo:
    """The levels of scale `scale_id` in order, with labels and numbers; reports duplicates."""
    scale = model.scales[scale_id]
    if scale.levels is not None:
        keys: list[LevelKey] = []
        labels: dict[LevelKey, str] = {}
        numbers: dict[LevelKey, int] = {}
        for position, level in enumerate(scale.levels):
            if level.key in labels:
                out.add(("scales", scale_id, "levels", position, "key"),
                        Message("RulesetProblem", QT_TRANSLATE_NOOP(
                            "RulesetProblem", "duplicate level key '{key}' in scale '{scale_id}'"),
                            key=level.key, scale_id=scale_id))
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
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "name for {number}, outside the range {start}..{amount}"),
                        number=number, start=span.start, amount=span.stop - 1))
    return ScaleInfo(
        scale_id,
        scale.label,
        tuple(span),
        {n: names.get(n, "") for n in span},
        {n: n for n in span},
        numeric=True,
    )


def level_key(scale: ScaleInfo, raw: Any) -> LevelKey | None:
    """The level of `scale` that `raw` (as written in the file) names, or None."""
    if scale.numeric:
        return raw if isinstance(raw, int) and raw in scale.numbers else None
    text = str(raw)
    return text if text in scale.labels else None


def compile_chart(
    chart_id: str,
    model: RulesetModel,
    scales: dict[str, ScaleInfo],
    outcome_keys: set[str],
    out: Collector,
) -> ChartTable | None:
    """Chart `chart_id` with every cell checked, or None when its scales are unknown."""
    chart = model.charts[chart_id]
    base: Path = ("charts", chart_id)
    found_scales = _chart_scales(chart, base, scales, out)
    if found_scales is None:
        return None
    rows, columns, cells_kind, cells_scale = found_scales
    cell: dict[tuple[LevelKey, LevelKey | None], LevelKey] = {}
    data_keys = {level_key(rows, raw): raw for raw in chart.data}
    for raw in chart.data:
        if level_key(rows, raw) is None:
            out.add((*base, "data", raw), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{raw}' is not a level of the row scale '{rows}'"),
                raw=raw, rows=rows.id))
    for row in rows.keys:
        if row not in data_keys:
            out.add((*base, "data"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "missing row '{row}' (every level of '{rows}' needs one)"),
                row=row, rows=rows.id))
            continue
        raw_key = data_keys[row]
        path: Path = (*base, "data", raw_key)
        found = _row_cells(chart.data[raw_key], row, columns, path, out)
        if found is None:
            continue
        for position, (column, value) in enumerate(found):
            cell_path: Path = path if columns is None else (*path, position)
            checked = _cell(value, cells_kind, cells_scale, outcome_keys)
            if checked is None:
                expected = {
                    "outcomes": "an outcome key",
                    "number": "a whole number",
                    "scale": f"a level of '{cells_scale.id if cells_scale else ''}'",
                }[cells_kind]
                out.add(cell_path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "cell '{value}' is not {expected}"),
                    value=value, expected=expected))
                continue
            cell[(row, column)] = checked
    return ChartTable(chart_id, chart.label, chart.description, rows, columns, cells_kind,
                      cells_scale, cell)


def _chart_scales(chart: Chart, base: Path, scales: dict[str, ScaleInfo], out: Collector,
                  ) -> tuple[ScaleInfo, ScaleInfo | None, str, ScaleInfo | None] | None:
    """A chart's row and column scales, the kind of its cells and their scale; None when
    one of those scales is unknown (reported)."""
    rows = scales.get(chart.rows)
    columns = scales.get(chart.columns) if chart.columns is not None else None
    ok = True
    if rows is None:
        out.add((*base, "rows"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "unknown scale '{rows}' (known: {names})"),
            rows=chart.rows, names=', '.join(scales)))
        ok = False
    if chart.columns is not None and columns is None:
        out.add((*base, "columns"),
                Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown scale '{columns}' (known: {names})"),
                    columns=chart.columns, names=', '.join(scales)))
        ok = False
    cells_scale: ScaleInfo | None = None
    cells_kind: str
    if isinstance(chart.cells, str):
        cells_kind = chart.cells
    else:
        cells_kind = "scale"
        cells_scale = scales.get(chart.cells.scale)
        if cells_scale is None:
            out.add((*base, "cells", "scale"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown scale '{scale}'"), scale=chart.cells.scale))
            ok = False
    if not ok or rows is None:
        return None
    return rows, columns, cells_kind, cells_scale


def _row_cells(entry: Any, row: LevelKey, columns: ScaleInfo | None, path: Path,
               out: Collector) -> list[tuple[LevelKey | None, Any]] | None:
    """A row's cells with their columns (one cell, column None, for a chart without
    columns); None when the row has the wrong shape (reported)."""
    if columns is None:
        if isinstance(entry, list):
            out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a chart without 'columns' has one cell per row, not a list")))
            return None
        return [(None, entry)]
    if not isinstance(entry, list):
        out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "expected a list of {count} cells (one per column)"),
            count=len(columns.keys)))
        return None
    if len(entry) != len(columns.keys):
        out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "row '{row}' has {count} cells, expected {count_2} (one per level "
            "of '{columns}')"),
            row=row, count=len(entry), count_2=len(columns.keys), columns=columns.id))
        return None
    return list(zip(columns.keys, entry, strict=True))


def _cell(value: Any, kind: str, scale: ScaleInfo | None, outcome_keys: set[str]) -> Any:
    if kind == "outcomes":
        return value if isinstance(value, str) and value in outcome_keys else None
    if kind == "number":
        return value if isinstance(value, int) and not isinstance(value, bool) else None
    assert scale is not None
    return level_key(scale, value)
