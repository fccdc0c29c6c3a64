"""The mouse wheel scrolls a pane of controls instead of changing the one under it.

A GM scrolling a sheet or an encounter with the wheel must not change a combo box or spin
box that happens to pass under the mouse: a control that does not have the focus leaves
the wheel to the scroll area around it (click it, or Tab to it, to wheel through values).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)

__all__ = ["guard_wheel", "guard_wheels"]


class _WheelGuard(QObject):
    """Sends a wheel event on an unfocused guarded control to its scroll area."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) \
                or watched.hasFocus():
            return False
        parent = watched.parentWidget()
        while parent is not None and not isinstance(parent, QAbstractScrollArea):
            parent = parent.parentWidget()
        if parent is not None:
            QApplication.sendEvent(parent.verticalScrollBar(), event)
        return True


_GUARD: _WheelGuard | None = None


def guard_wheel(widget: QWidget) -> None:
    """Keep the mouse wheel from changing `widget` unless it has the focus."""
    global _GUARD
    if _GUARD is None:
        _GUARD = _WheelGuard()
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_GUARD)


def guard_wheels(pane: QWidget) -> None:
    """`guard_wheel` every combo box and spin box inside `pane`."""
    for widget in pane.findChildren(QComboBox):
        guard_wheel(widget)
    for spin in pane.findChildren(QAbstractSpinBox):
        guard_wheel(spin)
