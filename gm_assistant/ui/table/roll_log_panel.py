"""RollLogPanel: the shown table's roll log, one line a roll, with Export CSV and Clear
(both of the ruleset shown only: the other games' lines are kept for their tables).

One row of buttons under the log: the Table's own actions (Take a hit, End of scene...)
are with the people they act on, under the tracker, so that the log keeps the room of a
second row (it showed a row and a half beside a tall roller).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.play.session import LOG_COLUMNS
from gm_assistant.ui.table.roll_log_model import RollLogModel, shown_cells

__all__ = ["RollLogPanel"]

translate = QCoreApplication.translate

OUTCOME = next(i for i, (name, _) in enumerate(LOG_COLUMNS) if name == "outcome_label")
TIME = next(i for i, (name, _) in enumerate(LOG_COLUMNS) if name == "time")
"""The Outcome column: as wide as its texts while the room lasts (a hit's slots were cut
to "Casilla de estrés 2: …" beside an empty Notes)."""


class RollLogPanel(QGroupBox):
    """The log table and its buttons."""

    def __init__(self, model: RollLogModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("RollLogPanel", "Roll log"), parent)
        self.model = model
        self._last_dir = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        layout = QVBoxLayout(self)
        self.view = QTableView(self)
        self.view.setObjectName("roll_log_view")
        self.view.setTabKeyNavigation(False)  # Tab moves on; arrows move between cells
        self.view.setModel(model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)  # one line per roll; the tooltip has the rest
        # A text cut keeps its start and its end ("2 × Kill…box 3"), the tooltip the whole.
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self._outcome_wants = 0
        """The width the longest Outcome logged needs (`_fit_outcome`)."""
        self._wants: dict[int, int] = {}
        """Column -> the width its texts want, up to a cap (`_fit_outcome`)."""
        header = self.view.horizontalHeader()
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(48)
        model.rowsInserted.connect(self._on_rows_inserted)
        model.modelReset.connect(self._on_model_reset)
        self._on_model_reset()
        self._least_height()
        layout.addWidget(self.view)
        self.export_button = QPushButton(translate("RollLogPanel", "E&xport CSV…"), self)
        self.export_button.setObjectName("export_log_button")
        self.clear_button = QPushButton(translate("RollLogPanel", "Clear"), self)
        self.clear_button.setObjectName("clear_log_button")
        files = QHBoxLayout()
        files.addStretch(1)
        files.addWidget(self.export_button)
        files.addWidget(self.clear_button)
        layout.addLayout(files)
        self.export_action = QAction(translate("RollLogPanel", "Export the roll &log as CSV…"),
                                     self)
        self.export_action.triggered.connect(self._on_export_requested)
        self.export_button.clicked.connect(self.export_action.trigger)
        self.clear_button.clicked.connect(self._on_clear_clicked)

    def export_csv(self, path: Path | str) -> int:
        """Save the roll log as CSV; returns the rows written."""
        return self.model.write_csv(Path(path))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # A larger text size (Preferences, View > Larger text) needs wider columns:
            # measured again, once, with the new font.
            self._on_model_reset()
            self._least_height()

    def _least_height(self) -> None:
        """The log gives way to the roller above it (whose inputs the GM is typing in),
        down to its header and its last row (above a sideways scroll bar): less than a
        table view's own minimum, which
        at text size 1.25 in a 1280×860 window cut the roller's last input in half."""
        view = self.view
        # The sideways scroll bar a wide line brings takes its height from the rows' room:
        # counted, or the one row left in sight went behind it (x-54).
        least = (view.horizontalHeader().sizeHint().height()
                 + view.verticalHeader().defaultSectionSize()
                 + view.horizontalScrollBar().sizeHint().height() + 2 * view.frameWidth())
        view.setMinimumHeight(least)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_outcome()

    def _fit_outcome(self) -> None:
        """The columns in the log's width, Notes last with at least its header's width (no
        sideways scroll bar while each column's header fits): Outcome as wide as its
        longest text while the room lasts (at least two thirds of what the headers leave),
        the others as their texts want (up to their cap) out of the rest, shared in
        proportion; a cut text is elided in the middle, its tooltip whole."""
        view = self.view
        last = self.model.columnCount() - 1
        others = [c for c in range(last) if c != OUTCOME]
        least = {c: self._header_width(c) for c in others}
        wants = {c: max(self._wants.get(c, 0), least[c]) for c in others}
        least[TIME] = wants[TIME]  # a time cut ("17…24") says nothing: never cut
        room = view.viewport().width() - self._header_width(last)
        free = room - sum(least.values())
        outcome = min(self._outcome_wants, max(room - sum(wants.values()), free * 2 // 3))
        outcome = max(outcome, self._header_width(OUTCOME))
        spare = max(free - outcome, 0)
        extra = sum(wants[c] - least[c] for c in others)
        for c in others:
            give = wants[c] - least[c]
            if extra > spare:
                give = give * spare // extra
            if view.columnWidth(c) != least[c] + give:
                view.setColumnWidth(c, least[c] + give)
        if view.columnWidth(OUTCOME) != outcome:
            view.setColumnWidth(OUTCOME, outcome)
        # Notes takes the rest (a stretched last section keeps its old width when the
        # others grew past the room once: set, not left to the stretch).
        notes = max(room + self._header_width(last) - outcome
                    - sum(view.columnWidth(c) for c in others), self._header_width(last))
        if view.columnWidth(last) != notes:
            view.setColumnWidth(last, notes)

    def _on_model_reset(self) -> None:
        # Start each column as narrow as its header, then widen it for the rows that come.
        for column in range(self.model.columnCount() - 1):
            self.view.setColumnWidth(column, self._header_width(column))
        self._outcome_wants = 0
        self._wants = {}
        self._on_rows_inserted(None, 0, len(self.model.entries) - 1)

    def _header_width(self, column: int) -> int:
        """What the column's header needs: its text in the header's font, with the
        style's margins (the cells' own padding is less, and cut "Resultado")."""
        header = self.view.horizontalHeader()
        return max(header.sectionSizeFromContents(column).width(),
                   header.minimumSectionSize())

    def _on_rows_inserted(self, _parent: object = None, first: int = 0,
                          last: int = -1) -> None:
        # Widen the columns for the new rows only: measuring every row on each roll (as
        # resizeColumnToContents does) grew with the log, to a quarter second at 400 rolls.
        metrics = self.view.fontMetrics()
        cap = metrics.averageCharWidth() * 24  # longer texts: see the tooltip
        padding = metrics.averageCharWidth() * 2
        entries = self.model.entries[first:last + 1] if last >= first else []
        for column in range(self.model.columnCount() - 1):  # Notes takes the rest
            widest = max((metrics.horizontalAdvance(shown_cells(e)[column]) for e in entries),
                         default=0)
            if column == OUTCOME:  # its own cap: the room left (`_fit_outcome`)
                self._outcome_wants = max(self._outcome_wants, widest + padding)
                continue
            widest = max(min(widest + padding, cap), self._header_width(column))
            self._wants[column] = max(self._wants.get(column, 0), widest)
        self._fit_outcome()
        self.view.scrollToBottom()

    def _on_clear_clicked(self) -> None:
        if not self.model.entries:
            return
        count = len(self.model.entries)
        # Only this ruleset's table's lines: the other games' are kept for their tables.
        answer = QMessageBox.question(self, translate("RollLogPanel", "Clear the roll log"),
                                      translate("RollLogPanel", "Forget the %n rolls logged "
                                                "at this ruleset's table? The other "
                                                "rulesets' rolls are kept.", None, count))
        if answer == QMessageBox.StandardButton.Yes:
            self.model.clear()

    def _on_export_requested(self) -> None:
        suggested = Path(self._last_dir or ".") / f"rolls-{datetime.now():%Y-%m-%d}.csv"
        chosen, _ = QFileDialog.getSaveFileName(
            self, translate("RollLogPanel", "Export the roll log"), str(suggested),
            translate("RollLogPanel", "CSV table (*.csv)"))
        if not chosen:
            return
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(".csv")
        self._last_dir = str(path.parent)
        try:
            self.export_csv(path)
        except OSError as error:
            QMessageBox.warning(self, translate("RollLogPanel", "Export failed"),
                                translate("RollLogPanel", "Could not write {path}:\n"
                                          "{error}").format(path=path,
                                                            error=error.strerror or error))
