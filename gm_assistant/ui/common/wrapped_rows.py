"""Table rows as tall as their wrapped text, at any width and text size.

A cell too long for its column wraps onto more lines instead of being elided ("Reth de
la Resistencia ..."). Qt's own ResizeToContents row mode measures a row once and does not
measure it again when a column gets wider or narrower (a splitter moved, the window
resized), so rows keep the height of an old width. `WrappedRows` measures every row again
after anything that changes what a row needs: a column resized, the text size changed,
rows added, changed or reset. The measuring is coalesced to one pass per burst of
changes, when the event loop is next idle; `resized` then tells whoever sizes the table
to its rows.

    >>> rows = WrappedRows(table)  # doctest: +SKIP
    >>> rows.resized.connect(fit_height)  # doctest: +SKIP
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QHeaderView, QTableView

__all__ = ["WrappedRows"]


class WrappedRows(QObject):
    """Keeps the rows of `view` (its model as set now) as tall as their wrapped text."""

    resized = Signal()
    """The rows were measured again (their heights may have changed)."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        view.setWordWrap(True)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.measure)
        view.horizontalHeader().sectionResized.connect(self._soon)
        model = view.model()
        if model is not None:
            for signal in (model.rowsInserted, model.rowsRemoved, model.dataChanged,
                           model.modelReset, model.layoutChanged):
                signal.connect(self._soon)
        view.installEventFilter(self)
        self._soon()

    def measure(self) -> None:
        """Make every row as tall as its cells' wrapped text needs at their widths now,
        and never lower than the view's usual row (an editor opened in it fits)."""
        self._later.stop()
        model, header = self.view.model(), self.view.verticalHeader()
        if model is not None:
            least = header.defaultSectionSize()
            for row in range(model.rowCount()):
                header.resizeSection(row, max(least, self.view.sizeHintForRow(row)))
        self.resized.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange,
                            QEvent.Type.Show):
            self._soon()
        return False

    def _soon(self, *_args: object) -> None:
        self._later.start()
