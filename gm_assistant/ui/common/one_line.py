"""OneLineLabel: a text shown on one line whatever its length, cut with an ellipsis to
the room its layout leaves, the whole text as its tooltip: a long message never wraps
into more lines and pushes what is below it down (the Table's status line, a problem
beside a sheet's field)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

__all__ = ["OneLineLabel"]


class OneLineLabel(QLabel):
    """A label that shows its text on one line, elided at the right, whole as a tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # As wide as its layout leaves it, never widening the window for a long message.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        """Show `text` (elided to the width there is; whole in the tooltip)."""
        self._whole = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        """The whole message, however much of it shows."""
        return self._whole

    def clear(self) -> None:
        """No message."""
        self.setText("")

    def shown(self) -> str:
        """What the line shows now (the message, or its start and an ellipsis)."""
        return super().text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()  # a larger text size: less of the message fits

    def _fit(self) -> None:
        line = " ".join(self._whole.split())  # one line: a message's own breaks too
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, room) \
            if room > 0 else line
        if super().text() != shown:
            super().setText(shown)
