"""ThreatMatrixView: the threat matrix as a table that keeps every name readable.

Each defender's column is as wide as its name needs on lines of its own words (the model
wraps them: as wide as the panel has room for, "Sky shark / 1" rather than one word a
line) and its cells need; the width left over is shared out among the columns. When the
fight has more defenders than fit (a 4 vs 8 fight), the matrix scrolls sideways rather
than cutting the names, the attackers' names staying in sight on the left; the matrix is
as high as its rows and that scroll bar. The attackers' names are whole whenever the
columns at their narrowest leave them room; else they keep about 22 characters' width,
shortened in the middle so that "Cyclops 1" and "Cyclops 2" stay apart (the whole name in
the tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from gm_assistant.ui.common.forecast_models import HEADER_WIDTH, ThreatMatrixModel

__all__ = ["ROW_NAME_WIDTH", "WRAPS", "ThreatMatrixView"]

ROW_NAME_WIDTH = 22
"""When the columns leave less room, the attackers' names take about this many average
characters' width (shortened in the middle)."""

WRAPS = (4 * HEADER_WIDTH, 3 * HEADER_WIDTH, 2 * HEADER_WIDTH, 3 * HEADER_WIDTH // 2,
         HEADER_WIDTH)
"""The characters a line the defenders' names are tried at, widest first: the first whose
columns fit the panel is kept (the last, when none does)."""

CELL_PADDING = 12
"""Room around a cell's text (its margins and focus frame), in pixels."""


class ThreatMatrixView(QTableView):
    """A read-only view of `model` (a `ThreatMatrixModel`); call `fit` after the model
    changes."""

    def __init__(self, model: ThreatMatrixModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.threats = model
        self.setModel(model)  # before anything asks for sizes: fit always has a model
        self.setObjectName("ThreatMatrix")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # Meant to scroll sideways (more defenders than fit): the column at its edge is
        # partly in sight, not cut (the layout checks read this property).
        self.setProperty("grid_scrolls", True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)  # the model wraps the names
        rows = self.verticalHeader()
        rows.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # One line a row: rows as high as the font, not measured cell by cell (measuring
        # took 25 ms for AdOM's five fighters on a slow machine, over a frame).
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalScrollBar().rangeChanged.connect(self._fit_height)
        self.viewport().installEventFilter(self)

    def fit(self) -> None:
        """Size the rows, the columns and the height to the model's names and cells."""
        metrics = self.fontMetrics()
        rows = self.verticalHeader()
        rows.setDefaultSectionSize(metrics.height() + 6)
        self._fit_columns()
        self._fit_height()  # with no defenders, too

    def needed_widths(self) -> list[int]:
        """The width each column needs: its wrapped name's widest line, its widest cell."""
        model, header = self.model(), self.horizontalHeader()
        metrics = self.fontMetrics()
        return [max(header.sectionSizeHint(column), CELL_PADDING + max(
            (metrics.horizontalAdvance(str(model.index(row, column).data() or ""))
             for row in range(model.rowCount())), default=0))
            for column in range(model.columnCount())]

    def _fit_columns(self) -> None:
        if not self.threats.columnCount():
            return
        # The attackers' names whole when the columns at their narrowest leave room.
        available = self.width() - 2 * self.frameWidth()
        self.threats.set_wrap(WRAPS[-1])
        narrowest = sum(self.needed_widths())
        rows = self.verticalHeader()
        room = max(self.fontMetrics().averageCharWidth() * ROW_NAME_WIDTH,
                   available - narrowest)
        rows.setMaximumWidth(room)
        # The defenders' names on as few lines as the columns left fit.
        width = available - min(rows.sizeHint().width(), room)
        for chars in WRAPS:
            self.threats.set_wrap(chars)
            needed = self.needed_widths()
            if sum(needed) <= width:
                break
        spare = max(self.viewport().width() - sum(needed), 0)
        share, rest = divmod(spare, len(needed))
        header = self.horizontalHeader()
        for column, size in enumerate(needed):
            header.resizeSection(column, size + share + (1 if column < rest else 0))
        self._fit_height()

    def _fit_height(self) -> None:
        count = self.model().rowCount()
        bar = self.horizontalScrollBar()
        below = bar.sizeHint().height() if bar.maximum() > bar.minimum() else 0
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + 4 + below
                            + self.verticalHeader().defaultSectionSize() * count)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()  # a wider or narrower panel: share out the room anew
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()
