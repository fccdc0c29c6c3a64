"""Files dropped on a text field open, as anywhere else in the window.

A text field takes any drop as text by default: a character file dropped on a sheet's
name or notes inserted its `file://` address into the sheet. A guarded field refuses a
drag that carries local files, so it goes on to the window, which opens them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

__all__ = ["pass_file_drops"]


class _FileDrops(QObject):
    """Ignores drags of local files, which Qt then offers to the parent widgets."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop) \
                and isinstance(event, QDropEvent) and event.mimeData().hasUrls() \
                and any(url.isLocalFile() for url in event.mimeData().urls()):
            event.ignore()
            return True
        return False


_FILTER: _FileDrops | None = None


def pass_file_drops(field: QWidget) -> None:
    """Let files dropped on the text `field` (and its viewport) go on to the window."""
    global _FILTER
    if _FILTER is None:
        _FILTER = _FileDrops()
    field.installEventFilter(_FILTER)
    if isinstance(field, QAbstractScrollArea):
        field.viewport().installEventFilter(_FILTER)
