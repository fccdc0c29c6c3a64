"""OddsTableModel: a check's odds across one or two of its inputs, as a heat-map table.

Two shapes: a *grid* (rows x columns are two inputs, cells P(success)), or an *outcome
table* (rows are one input, columns each outcome, P(success) and the mean of each
measure). The odds come from the core (`grid`, `curve`); this model only shows them.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

from gm_assistant.core.odds import CheckOdds, Wanted, bind_inputs, curve, grid
from gm_assistant.core.play.measured import measure_label
from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.core.rules.compiled import InputInfo, LevelKey, Ruleset
from gm_assistant.ui.common.level_format import input_value_text
from gm_assistant.ui.theme import blend, contrast_text, heat_colour, is_dark

translate = QCoreApplication.translate

__all__ = ["OUTCOMES", "OddsTable", "OddsTableModel", "build_odds_table"]

Index = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole

OUTCOMES = ""
"""`columns_input` value meaning "one column per outcome" rather than a second input."""


@dataclass(frozen=True)
class _Column:
    kind: str  # "value" (of the columns input), "outcome", "success" or "measure"
    key: LevelKey


@dataclass(frozen=True, eq=False)
class OddsTable:
    """The odds behind one table: `points[row][0 or column]`, computed by the core."""

    ruleset: Ruleset
    check_id: str
    inputs: dict[str, LevelKey]
    rows_input: str
    columns_input: str  # an input name, or OUTCOMES
    rows: tuple[LevelKey, ...]
    columns: tuple[_Column, ...]
    points: tuple[tuple[CheckOdds, ...], ...]

    @property
    def by_outcome(self) -> bool:
        """True for an outcome table (one input down the side, outcomes across)."""
        return self.columns_input == OUTCOMES

    def odds_at(self, row: int, column: int) -> CheckOdds:
        """The check's odds behind a cell."""
        return self.points[row][0 if self.by_outcome else column]

    def inputs_at(self, row: int, column: int) -> dict[str, LevelKey]:
        """Every input of the check for a cell (the swept ones set to the cell's values)."""
        return dict(self.odds_at(row, column).inputs)


def build_odds_table(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
                     rows_input: str, columns_input: str,
                     wanted: Wanted | None = None) -> OddsTable:
    """Ask the core for the odds of a table (slow on a cold cache: call off the GUI thread).

    Raises:
        InputError: Unknown check or input, or a value out of range.
        OddsError: The rules cannot resolve some combination.
        SweepStopped: `wanted()`, asked before each cell, turned False.
    """
    spec = ruleset.checks[check_id]
    bound = bind_inputs(spec, inputs)
    if columns_input == OUTCOMES:
        swept = curve(ruleset, check_id, bound, rows_input, wanted)
        columns = [_Column("outcome", key) for key in spec.outcomes]
        columns.append(_Column("success", ""))
        columns.extend(_Column("measure", name) for name, _ in spec.measures)
        points = tuple((point,) for point in swept.points)
        return OddsTable(ruleset, check_id, bound, rows_input, OUTCOMES, swept.values,
                         tuple(columns), points)
    table = grid(ruleset, check_id, bound, rows_input, columns_input, wanted)
    return OddsTable(ruleset, check_id, bound, rows_input, columns_input, table.rows,
                     tuple(_Column("value", key) for key in table.columns), table.points)


def _mean(distribution: Mapping[int, Fraction]) -> Fraction:
    return sum((Fraction(value) * p for value, p in distribution.items()), Fraction(0))


ROW_LINE_CHARS = 16
"""A row title longer than this many characters goes on two lines when rows wrap."""


class OddsTableModel(QAbstractTableModel):
    """An `OddsTable` as a table: P(success) heat map, or one column per outcome."""

    FRACTION_ROLE = _ROLE.UserRole + 1
    """The exact probability in a cell (a Fraction; the mean for a measure column)."""
    INPUTS_ROLE = _ROLE.UserRole + 2
    """Every input of the check for the cell, as a dict (what `odds_requested` carries)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: OddsTable | None = None
        self.rows_wrapped = False
        """Row titles on two lines, broken at their last space ("P · Prime" over
        "characteristic"): set by the panel when the grid needs the width."""

    @property
    def table(self) -> OddsTable | None:
        """The odds shown, or None."""
        return self._table

    def set_table(self, table: OddsTable | None) -> None:
        """Show `table` (None empties the model)."""
        self.beginResetModel()
        self._table = table
        self.endResetModel()

    def row_title(self, section: int, wrapped: bool) -> str:
        """The title of row `section`, on two lines if `wrapped` and it is long."""
        table = self._table
        if table is None or not 0 <= section < len(table.rows):
            return ""
        text = input_value_text(self._info(table.rows_input), table.rows[section])
        if wrapped and len(text) > ROW_LINE_CHARS and " " in text.strip():
            head, _, tail = text.rpartition(" ")
            return f"{head}\n{tail}"
        return text

    def wrap_rows(self, wrapped: bool) -> None:
        """Break long row titles onto two lines (or not); the header is told."""
        if wrapped != self.rows_wrapped:
            self.rows_wrapped = wrapped
            if self.rowCount():
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def refresh_colours(self) -> None:
        """Re-read colours after the light/dark theme changed."""
        if self.rowCount() and self.columnCount():
            last = self.index(self.rowCount() - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def _info(self, name: str) -> InputInfo:
        assert self._table is not None
        return self._table.ruleset.checks[self._table.check_id].inputs[name]

    # --- Qt model interface ---------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._table is None else len(self._table.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._table is None else len(self._table.columns)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _value(self, row: int, column: int) -> tuple[Fraction, QColor | None]:
        """The cell's number and, for outcome columns, the outcome's colour."""
        table = self._table
        assert table is not None
        spec = table.columns[column]
        odds = table.odds_at(row, column)
        if spec.kind == "outcome":
            outcome = table.ruleset.outcomes[str(spec.key)]
            return odds.probability(str(spec.key)), QColor(outcome.colour)
        if spec.kind == "measure":
            return _mean(odds.measures.get(str(spec.key), {})), None
        return odds.p_success, None

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        table = self._table
        if table is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(table.rows) and 0 <= column < len(table.columns)):
            return None
        kind = table.columns[column].kind
        value, outcome_colour = self._value(row, column)
        if role == _ROLE.DisplayRole:
            if kind == "measure":
                return f"{float(value):+.2f}"
            return percent_text(value)
        if role in (_ROLE.BackgroundRole, _ROLE.ForegroundRole):
            if kind == "measure":
                return None
            dark = is_dark()
            if outcome_colour is not None:
                base = QGuiApplication.palette().color(QPalette.ColorRole.Base)
                colour = blend(base, outcome_colour, 0.1 + 0.9 * float(value))
            else:
                colour = heat_colour(float(value), dark)
            return QBrush(colour if role == _ROLE.BackgroundRole else contrast_text(colour))
        if role == _ROLE.ToolTipRole:
            return self._tooltip(row, column, value)
        if role == _ROLE.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == self.FRACTION_ROLE:
            return value
        if role == self.INPUTS_ROLE:
            return table.inputs_at(row, column)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = _ROLE.DisplayRole) -> Any:
        table = self._table
        if table is None or role not in (_ROLE.DisplayRole, _ROLE.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(table.rows):
                return None
            info = self._info(table.rows_input)
            text = input_value_text(info, table.rows[section])
            if role != _ROLE.DisplayRole:
                return f"{info.label}: {text}"
            return self.row_title(section, self.rows_wrapped)
        if not 0 <= section < len(table.columns):
            return None
        spec = table.columns[section]
        if spec.kind == "value":
            info = self._info(table.columns_input)
            text = input_value_text(info, spec.key, "\n")
            return text if role == _ROLE.DisplayRole else f"{info.label}: {text}"
        if spec.kind == "outcome":
            outcome = table.ruleset.outcomes[str(spec.key)]
            if role == _ROLE.DisplayRole:
                return outcome.label.replace(" ", "\n", 1) if len(outcome.label) > 12 \
                    else outcome.label
            return f"P({outcome.label}): {outcome.description or ''}".strip()
        if spec.kind == "success":
            return translate("OddsTableModel", "P(success)") if role == _ROLE.DisplayRole \
                else translate("OddsTableModel", "P(any successful outcome)")
        name = measure_label(str(spec.key),
                             table.ruleset.checks[table.check_id].measure_labels)
        return translate("OddsTableModel", "Mean\n{measure}").format(measure=name) \
            if role == _ROLE.DisplayRole \
            else translate("OddsTableModel", "Average {measure}").format(measure=name)

    # --- tooltip ----------------------------------------------------------------------

    def _where(self, row: int, column: int) -> str:
        table = self._table
        assert table is not None
        rows_info = self._info(table.rows_input)
        parts = [f"{rows_info.label}: {input_value_text(rows_info, table.rows[row])}"]
        if not table.by_outcome:
            columns_info = self._info(table.columns_input)
            key = table.columns[column].key
            parts.append(f"{columns_info.label}: {input_value_text(columns_info, key)}")
        return "<br>".join(html.escape(part) for part in parts)

    def _tooltip(self, row: int, column: int, value: Fraction) -> str:
        table = self._table
        assert table is not None
        spec = table.columns[column]
        odds = table.odds_at(row, column)
        check = table.ruleset.checks[table.check_id]
        if spec.kind == "measure":
            name = measure_label(str(spec.key), check.measure_labels)
            distribution = odds.measures.get(str(spec.key), {})
            lines = [f"{n:+d}: {fraction_text(p)} = {percent_text(p, 2)}"
                     for n, p in sorted(distribution.items())]
            head = "<b>{}</b>".format(translate(
                "OddsTableModel", "Average {measure}: {fraction} ({decimal})").format(
                    measure=html.escape(name), fraction=fraction_text(value),
                    decimal=f"{float(value):+.3f}"))
            return f"<qt>{head}<br>{self._where(row, column)}<hr>{'<br>'.join(lines)}</qt>"
        if spec.kind == "outcome":
            label = table.ruleset.outcomes[str(spec.key)].label
            head = f"P({html.escape(label)})"
        else:
            head = translate("OddsTableModel", "P(success)")
        head = f"<b>{head} = {fraction_text(value)} = {percent_text(value, 2)}</b>"
        lines = [f"<span style='color:{o.colour}'>■</span> {html.escape(o.label)}: "
                 f"{fraction_text(o.probability)} = {percent_text(o.probability, 2)}"
                 for o in reversed(odds.outcomes)]
        return (f"<qt>{head}<br>{html.escape(check.label)}<br>{self._where(row, column)}"
                f"<hr>{'<br>'.join(lines)}<br><i>"
                + translate("OddsTableModel", "Click for the full odds.") + "</i></qt>")
