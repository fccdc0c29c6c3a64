"""ChartTableModel: a ruleset chart as a Qt table, with its colours and a highlighted path."""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont

from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.core.rules.compiled import ChartRule, ChartTable, LevelKey, Ruleset
from gm_assistant.ui.common.level_format import level_text
from gm_assistant.ui.theme import contrast_text, is_dark, level_colour

translate = QCoreApplication.translate

__all__ = ["ChartTableModel"]

Index = QModelIndex | QPersistentModelIndex
_ROLE = Qt.ItemDataRole


class ChartTableModel(QAbstractTableModel):
    """One chart of a ruleset: rows and columns are its scales' levels, cells its values.

    Cells show an outcome's short label, a level's key (or label) or a number; outcome
    cells take the outcome's colour and scale-level cells a grey graded by level. A *path*
    can be highlighted: one cell (the looked-up cell of a first chart) or one row, whose
    cells then also show the probability of their column (a dice total).

    Editing (a house rule) does not change the model: `setData` emits
    `cell_edit_requested` and the owner writes the override and reloads.

    Args:
        ruleset: The ruleset the chart belongs to.
        chart_id: Which chart.
        editable: Offer the cells for editing (outcome, level and number cells).
    """

    KEY_ROLE = _ROLE.UserRole + 1
    """The cell's raw value: outcome key, level key or number."""
    HIGHLIGHT_ROLE = _ROLE.UserRole + 2
    """True for cells on the highlighted path."""
    PROBABILITY_ROLE = _ROLE.UserRole + 3
    """For a highlighted row: the exact probability of the cell's column (a Fraction)."""

    NUMBER_RANGE = (-99, 999)
    """The lowest and highest value a number cell may be given (a house rule)."""

    cell_edit_requested = Signal(str, object, object, object)
    """(chart id, row key, column key or None, new value)."""

    def __init__(self, ruleset: Ruleset, chart_id: str, editable: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ruleset = ruleset
        self._chart = ruleset.charts[chart_id]
        self._editable = editable
        self._path_cell: tuple[LevelKey, LevelKey | None] | None = None
        self._path_row: LevelKey | None = None
        self._row_odds: dict[LevelKey, Fraction] = {}

    # --- what the model shows ------------------------------------------------------

    @property
    def chart(self) -> ChartTable:
        """The core chart shown."""
        return self._chart

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset the chart belongs to."""
        return self._ruleset

    @property
    def editable(self) -> bool:
        """True when the cells can be edited (outcome, level and number cells)."""
        return self._editable and self._chart.cells_kind in ("outcomes", "scale", "number")

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Show the same chart from a reloaded ruleset (after a house-rule edit)."""
        self.beginResetModel()
        self._ruleset = ruleset
        self._chart = ruleset.charts[self._chart.id]
        self.endResetModel()

    def row_key(self, row: int) -> LevelKey:
        """The row scale's level shown in `row`."""
        return self._chart.rows.keys[row]

    def column_key(self, column: int) -> LevelKey | None:
        """The column scale's level shown in `column` (None for a one-column chart)."""
        return None if self._chart.columns is None else self._chart.columns.keys[column]

    def index_of(self, row_key: LevelKey, column_key: LevelKey | None) -> QModelIndex:
        """The index of the cell at levels (`row_key`, `column_key`)."""
        row = self._chart.rows.index(row_key)
        columns = self._chart.columns
        column = 0 if columns is None or column_key is None else columns.index(column_key)
        return self.index(row, column)

    def cell_value(self, row_key: LevelKey, column_key: LevelKey | None) -> LevelKey:
        """The raw value of a cell."""
        return self._chart.cell[(row_key, column_key)]

    def allowed_values(self) -> list[tuple[LevelKey, str]]:
        """The values a cell may take, as (key, text): outcomes of the checks that read
        this chart (all outcomes if none does), or the levels of the cells' scale."""
        chart = self._chart
        if chart.cells_kind == "scale" and chart.cells_scale is not None:
            scale = chart.cells_scale
            return [(key, level_text(scale, key)) for key in scale.keys]
        if chart.cells_kind != "outcomes":
            return []
        used: list[str] = []
        for spec in self._ruleset.checks.values():
            if isinstance(spec.rule, ChartRule) and spec.rule.chart.id == chart.id:
                used.extend(k for k in spec.outcomes if k not in used)
        keys = used or list(self._ruleset.outcomes)
        return [(key, self._outcome_text(key, long=True)) for key in keys]

    def _outcome_text(self, key: str, long: bool = False) -> str:
        outcome = self._ruleset.outcomes.get(key)
        if outcome is None:
            return key
        if long:
            return f"{outcome.short} · {outcome.label}" if outcome.short else outcome.label
        return outcome.short or outcome.label

    # --- the path ---------------------------------------------------------------------

    def set_path_cell(self, row_key: LevelKey, column_key: LevelKey | None) -> None:
        """Highlight one cell (the lookup in a first chart of a chain)."""
        self._path_cell = (row_key, column_key)
        self._path_row = None
        self._row_odds = {}
        self._refresh()

    def set_path_row(self, row_key: LevelKey,
                     column_odds: dict[LevelKey, Fraction] | None = None) -> None:
        """Highlight one row; with `column_odds`, each cell also shows its probability."""
        self._path_cell = None
        self._path_row = row_key
        self._row_odds = dict(column_odds or {})
        self._refresh()

    def clear_path(self) -> None:
        """Remove any highlight."""
        self._path_cell = None
        self._path_row = None
        self._row_odds = {}
        self._refresh()

    @property
    def path_row(self) -> LevelKey | None:
        """The highlighted row's key, if a row is highlighted."""
        return self._path_row

    @property
    def path_cell(self) -> tuple[LevelKey, LevelKey | None] | None:
        """The highlighted cell's (row key, column key), if a cell is highlighted."""
        return self._path_cell

    def refresh_colours(self) -> None:
        """Re-read colours after the light/dark theme changed."""
        self._refresh()

    def _refresh(self) -> None:
        if self.rowCount() and self.columnCount():
            last = self.index(self.rowCount() - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(self.rowCount() - 1, 0))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                    max(self.columnCount() - 1, 0))

    def _highlighted(self, row_key: LevelKey, column_key: LevelKey | None) -> bool:
        return self._path_row == row_key or self._path_cell == (row_key, column_key)

    # --- Qt model interface -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._chart.rows.keys)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return 1 if self._chart.columns is None else len(self._chart.columns.keys)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row_key = self.row_key(index.row())
        column_key = self.column_key(index.column())
        value = self._chart.cell.get((row_key, column_key))
        if value is None:
            return None
        highlighted = self._highlighted(row_key, column_key)
        odds = self._row_odds.get(column_key) \
            if self._path_row == row_key and column_key is not None else None
        if role == _ROLE.DisplayRole:
            text = self._display(value)
            return f"{text}\n{percent_text(odds)}" if odds is not None else text
        if role == _ROLE.EditRole or role == self.KEY_ROLE:
            return value
        if role == _ROLE.BackgroundRole:
            colour = self._background(value)
            return QBrush(colour) if colour is not None else None
        if role == _ROLE.ForegroundRole:
            colour = self._background(value)
            return QBrush(contrast_text(colour)) if colour is not None else None
        if role == _ROLE.ToolTipRole:
            return self._tooltip(row_key, column_key, value, odds)
        if role == _ROLE.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == _ROLE.FontRole and highlighted:
            font = QFont()
            font.setBold(True)
            return font
        if role == self.HIGHLIGHT_ROLE:
            return highlighted
        if role == self.PROBABILITY_ROLE:
            return odds
        return None

    def setData(self, index: Index, value: Any, role: int = _ROLE.EditRole) -> bool:
        if role != _ROLE.EditRole or not index.isValid() or not self.editable:
            return False
        if not self._allowed(value):
            return False
        row_key = self.row_key(index.row())
        column_key = self.column_key(index.column())
        if self._chart.cell.get((row_key, column_key)) == value:
            return False
        self.cell_edit_requested.emit(self._chart.id, row_key, column_key, value)
        return True

    def _allowed(self, value: Any) -> bool:
        if self._chart.cells_kind == "number":
            low, high = self.NUMBER_RANGE
            return isinstance(value, int) and not isinstance(value, bool) \
                and low <= value <= high
        return value in [key for key, _ in self.allowed_values()]

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = _ROLE.DisplayRole) -> Any:
        chart = self._chart
        if orientation == Qt.Orientation.Horizontal:
            scale = chart.columns
            if scale is None:
                key: LevelKey | None = None
                text = self._cells_title()
            else:
                if not 0 <= section < len(scale.keys):
                    return None
                key = scale.keys[section]
                # A gloss in brackets on a line of its own: "Cauteloso (Careful)" as one
                # line made AdOM's approaches too wide for the charts column.
                text = level_text(scale, key, "\n").replace(" (", "\n(")
            on_path = self._path_cell is not None and self._path_cell[1] == key
        else:
            if not 0 <= section < len(chart.rows.keys):
                return None
            key = chart.rows.keys[section]
            text = level_text(chart.rows, key)
            on_path = self._path_row == key or (
                self._path_cell is not None and self._path_cell[0] == key)
        if role == _ROLE.DisplayRole:
            return text
        if role == _ROLE.ToolTipRole:
            scale = chart.columns if orientation == Qt.Orientation.Horizontal else chart.rows
            if scale is None or key is None:
                return self._cells_title()
            return f"{scale.label}: {scale.describe(key)}"
        if role == _ROLE.FontRole and on_path:
            font = QFont()
            font.setBold(True)
            return font
        if role == self.KEY_ROLE:
            return key
        return None

    # --- cell looks ---------------------------------------------------------------------

    def _cells_title(self) -> str:
        chart = self._chart
        if chart.cells_kind == "scale" and chart.cells_scale is not None:
            return chart.cells_scale.label
        return translate("ChartTableModel", "Outcome") if chart.cells_kind == "outcomes" \
            else translate("ChartTableModel", "Value")

    def _display(self, value: LevelKey) -> str:
        chart = self._chart
        if chart.cells_kind == "outcomes":
            return self._outcome_text(str(value))
        if chart.cells_kind == "scale" and chart.cells_scale is not None:
            scale = chart.cells_scale
            if len(str(value)) <= 3 or scale.numeric:
                return str(value) if not scale.numeric else level_text(scale, value, " ")
            return scale.labels.get(value) or str(value)
        return str(value)

    def _background(self, value: LevelKey) -> QColor | None:
        chart = self._chart
        if chart.cells_kind == "outcomes":
            outcome = self._ruleset.outcomes.get(str(value))
            return QColor(outcome.colour) if outcome is not None else None
        if chart.cells_kind == "scale" and chart.cells_scale is not None:
            scale = chart.cells_scale
            return level_colour(scale.index(value), len(scale.keys), is_dark())
        return None

    def _tooltip(self, row_key: LevelKey, column_key: LevelKey | None, value: LevelKey,
                 odds: Fraction | None) -> str:
        chart = self._chart
        where = f"{chart.rows.label}: {html.escape(chart.rows.describe(row_key))}"
        if chart.columns is not None and column_key is not None:
            where += f"<br>{chart.columns.label}: {html.escape(chart.columns.describe(column_key))}"
        if chart.cells_kind == "outcomes":
            outcome = self._ruleset.outcomes.get(str(value))
            if outcome is None:
                head = html.escape(str(value))
            else:
                head = f"<b>{html.escape(outcome.label)}</b>"
                if outcome.description:
                    head += f"<br>{html.escape(outcome.description)}"
        elif chart.cells_kind == "scale" and chart.cells_scale is not None:
            head = (f"<b>{html.escape(chart.cells_scale.label)}: "
                    f"{html.escape(chart.cells_scale.describe(value))}</b>")
        else:
            head = f"<b>{value}</b>"
        text = f"{head}<hr>{where}"
        if odds is not None:
            text += "<br>" + translate(
                "ChartTableModel", "Chance of this column: {fraction} = {percent}").format(
                    fraction=fraction_text(odds), percent=percent_text(odds, 2))
        if self.editable:
            text += "<br><i>{}</i>".format(
                translate("ChartTableModel", "Double-click to change (house rule)."))
        return f"<qt>{text}</qt>"
