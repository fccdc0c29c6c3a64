"""House-rule overrides of chart cells: plan the new override file, validate it, write it.

Part of the core (no Qt): the Charts area's undo commands call these functions. An override
file lives in the user rulesets folder, carries the shipped ruleset's `id`, and holds
only the chart rows that differ from the book (see rulesets/README.md, "House rule
overrides"). Writes are atomic: a temp file in the same folder, fsync, then os.replace,
so a failed write never leaves a user file half written.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.library.atomic import atomic_write
from gm_assistant.core.library.roundtrip import kept_layout
from gm_assistant.core.paths import user_rulesets_dir
from gm_assistant.core.rules.compiled import ChartTable, LevelKey, Ruleset
from gm_assistant.core.rules.loader import load_ruleset, validate_document
from gm_assistant.core.rules.registry import RulesetEntry, merge_documents
from gm_assistant.core.rules.yaml_source import MAX_BYTES, read_yaml
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.core.user_files import read_user_file

__all__ = [
    "OverridePlan",
    "can_override",
    "overridden_rows",
    "override_file",
    "plan_cell_edit",
    "plan_chart_revert",
    "write_atomically",
]

_HEADER = (
    "# House rules for the '{id}' ruleset, written by GM Assistant.\n"
    "# Only the chart rows that differ from the book are here; everything else comes\n"
    "# from the shipped file. Delete a row (or this file) to go back to the book.\n"
)


@dataclass(frozen=True)
class OverridePlan:
    """The override file's content before and after a change (None: no file)."""

    file: Path
    before: bytes | None
    after: bytes | None

    @property
    def changes_anything(self) -> bool:
        """False when the change would leave the file as it is."""
        return self.before != self.after


def can_override(entry: RulesetEntry) -> bool:
    """True for shipped rulesets (with or without overrides): their charts can be edited.

    A user's own ruleset is their file to edit; the app does not rewrite it.
    """
    return entry.ruleset is not None and entry.origin in ("shipped", "override")


def override_file(entry: RulesetEntry) -> Path:
    """The override file of a shipped ruleset: the existing one, or `<id>.yaml`."""
    if entry.override is not None:
        return entry.override
    return user_rulesets_dir() / f"{entry.id}.yaml"


def _read_bytes(file: Path) -> bytes | None:
    try:
        return read_user_file(file, MAX_BYTES)
    except FileNotFoundError:
        return None


def _override_data(file: Path, raw: bytes | None) -> dict[str, Any]:
    """The override file's data; raises RulesetError if it cannot be read as a mapping."""
    if raw is None:
        return {}
    document = read_yaml(raw, str(file))
    if document.data is None:
        return {}
    if not isinstance(document.data, dict):
        raise RulesetError([document.problem((), Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "expected a mapping (id: ..., charts: ...) at the top of the "
            "house-rule file")))])
    return dict(document.data)


def _same_key(raw: object, key: LevelKey) -> bool:
    return raw == key or str(raw) == str(key)


def _chart_rows(data: dict[str, Any], chart_id: str) -> dict[Any, Any]:
    charts = data.get("charts")
    if not isinstance(charts, dict):
        return {}
    chart = charts.get(chart_id)
    if not isinstance(chart, dict) or not isinstance(chart.get("data"), dict):
        return {}
    return dict(chart["data"])


def overridden_rows(entry: RulesetEntry, chart_id: str) -> list[object]:
    """The row keys of `chart_id` that the entry's override file changes (as written)."""
    if entry.override is None:
        return []
    try:
        data = _override_data(entry.override, _read_bytes(entry.override))
    except RulesetError:
        return []
    return list(_chart_rows(data, chart_id))


def _row_value(chart: ChartTable, row: LevelKey) -> Any:
    if chart.columns is None:
        return chart.cell[(row, None)]
    return [chart.cell[(row, column)] for column in chart.columns.keys]


def _dump(ruleset_id: str, data: dict[str, Any], file: Path | None = None,
          previous: bytes | None = None) -> bytes | None:
    """The file's bytes, or None when nothing but the id is left. Over an existing file
    (`previous`), what the user wrote in it (comments, layout) is kept (see `roundtrip`)."""
    if not any(key != "id" for key in data):
        return None
    ordered = {"id": ruleset_id, **{k: v for k, v in data.items() if k != "id"}}

    def plain() -> bytes:
        text = yaml.safe_dump(ordered, sort_keys=False, allow_unicode=True, width=88,
                              default_flow_style=None)
        return (_HEADER.format(id=ruleset_id) + text).encode("utf-8")

    if file is None:
        return plain()
    return kept_layout(file, previous, ordered, plain)


def _validate(entry: RulesetEntry, file: Path, content: bytes | None) -> None:
    """Raise RulesetError if the shipped file with `content` over it would not load."""
    base = read_yaml(read_user_file(entry.file, MAX_BYTES), str(entry.file))
    if content is None:
        validate_document(base)
        return
    validate_document(merge_documents(base, read_yaml(content, str(file))))


def _with_row(data: dict[str, Any], chart_id: str, row: LevelKey, value: Any | None
              ) -> dict[str, Any]:
    """A copy of the override data with `row` of `chart_id` set (or removed for None)."""
    result = dict(data)
    charts = dict(result.get("charts") or {})
    chart = dict(charts.get(chart_id) or {})
    rows = {k: v for k, v in dict(chart.get("data") or {}).items() if not _same_key(k, row)}
    if value is not None:
        rows[row] = value
    if rows:
        chart["data"] = rows
    else:
        chart.pop("data", None)
    if chart:
        charts[chart_id] = chart
    else:
        charts.pop(chart_id, None)
    if charts:
        result["charts"] = charts
    else:
        result.pop("charts", None)
    return result


def plan_cell_edit(entry: RulesetEntry, chart_id: str, row: LevelKey,
                   column: LevelKey | None, value: LevelKey) -> OverridePlan:
    """The override file after setting one cell of `chart_id` to `value`.

    The whole row is written (rows replace whole); a row that ends up as printed in the
    book is dropped from the file, and a file left with nothing but its id is removed.

    Raises:
        RulesetError: The override file cannot be read, or the result would not load.
        KeyError: The chart, row or column does not exist.
    """
    ruleset = entry.ruleset
    assert ruleset is not None, "only a loaded ruleset has charts to edit"
    chart = ruleset.charts[chart_id]
    if (row, column) not in chart.cell:
        raise KeyError(f"no cell ({row}, {column}) in chart '{chart_id}'")
    file = override_file(entry)
    before = _read_bytes(file)
    data = _override_data(file, before)
    cells = {**chart.cell, (row, column): value}
    new_row = _row_value(_replace_cells(chart, cells), row)
    book_row = _book_row(entry, chart_id, row)
    after = _dump(entry.id, _with_row(data, chart_id, row,
                                      None if new_row == book_row else new_row), file, before)
    _validate(entry, file, after)
    return OverridePlan(file, before, after)


def plan_chart_revert(entry: RulesetEntry, chart_id: str) -> OverridePlan:
    """The override file with every row of `chart_id` removed ("revert to the book")."""
    file = override_file(entry)
    before = _read_bytes(file)
    data = _override_data(file, before)
    for row in list(_chart_rows(data, chart_id)):
        data = _with_row(data, chart_id, row, None)
    after = _dump(entry.id, data, file, before) if before is not None else None
    if after is not None:
        _validate(entry, file, after)
    return OverridePlan(file, before, after)


def _replace_cells(chart: ChartTable, cells: dict[tuple[LevelKey, LevelKey | None], LevelKey]
                   ) -> ChartTable:
    return ChartTable(chart.id, chart.label, chart.description, chart.rows, chart.columns,
                      chart.cells_kind, chart.cells_scale, cells)


def _book_row(entry: RulesetEntry, chart_id: str, row: LevelKey) -> Any:
    """The row as printed in the shipped file (None if the book has no such chart)."""
    book: Ruleset = load_ruleset(entry.file)
    chart = book.charts.get(chart_id)
    return _row_value(chart, row) if chart is not None else None


def write_atomically(file: Path, content: bytes | None) -> None:
    """Replace `file` with `content` (or remove it for None) in one step.

    Uses the library's atomic write (temp file, fsync, rename): a failure at any point
    leaves the old file untouched.

    Raises:
        OSError: The folder is not writable, the disk is full, ...
    """
    if content is None:
        with contextlib.suppress(FileNotFoundError):
            file.unlink()
        return
    file.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(file, content, backup=False)
