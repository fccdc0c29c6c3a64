"""Work that the first frame does not need runs once the window has really been painted.

A zero-delay timer set before `show()` fires before the window's first paint (the paint
comes from a later update request), so whatever it starts (loading the rulesets, importing
the core) delays the first frame. `after_first_paint` waits for the widget's first paint
event instead, then runs the callback from the event loop, once that frame is finished.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

__all__ = ["FirstPaintWatcher", "after_first_paint"]


class FirstPaintWatcher(QObject):
    """Emits `painted` once, after the watched widget has handled its first paint event.

    Args:
        widget: The widget to watch (usually a top-level window); owns the watcher.
    """

    painted = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.seen = False
        """True once the widget has received its first paint event."""
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.seen and watched is self._widget and event.type() == QEvent.Type.Paint:
            self.seen = True
            self._widget.removeEventFilter(self)
            # Queued: this paint (and the rest of the frame) finishes before anyone reacts.
            QTimer.singleShot(0, self.painted.emit)
        return False


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> FirstPaintWatcher:
    """Run `callback()` once, from the event loop, after `widget` has first been painted.

    Call it before showing the widget. A widget that is never painted (never shown) never
    runs the callback.

    Returns:
        The watcher (owned by `widget`); its `seen` says whether the paint has happened.
    """
    watcher = FirstPaintWatcher(widget)
    watcher.painted.connect(callback)
    return watcher
