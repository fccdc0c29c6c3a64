"""FlowLayout: widgets side by side while they fit, on the next line when they do not.

A row of controls ("Verdict: walkover from [60%] deadly below [20%]") laid out this way
needs only its widest item's width, so a narrow pane shows it on two lines instead of
scrolling sideways. Its height follows its width (`heightForWidth`), as a word-wrapped
label's does.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QStyle, QWidget

__all__ = ["FlowLayout", "flow_row"]


class FlowLayout(QLayout):
    """Items left to right, wrapping onto a new line where the next would not fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one line."""
        margins = self.contentsMargins()
        wide = sum(item.sizeHint().width() for item in self._items) + \
            max(len(self._items) - 1, 0) * self._spacing()
        high = max((item.sizeHint().height() for item in self._items), default=0)
        return QSize(wide + margins.left() + margins.right(),
                     high + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """The widest item's least width: each on a line of its own."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _spacing(self) -> int:
        spacing = self.spacing()
        if spacing >= 0:
            return spacing
        parent = self.parentWidget()
        if parent is None:
            return 6
        return parent.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing,
                                          None, parent) if parent.style() else 6

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items in `rect` (when `move`); the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(),
                             -margins.bottom())
        spacing = max(self._spacing(), 0)
        x, y, line_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            width = min(hint.width(), area.width()) if area.width() > 0 else hint.width()
            width = max(width, item.minimumSize().width())
            if x > area.x() and x + width > area.right() + 1:
                x, y, line_height = area.x(), y + line_height + spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


def flow_row(parent: QWidget, *widgets: QWidget) -> QWidget:
    """A widget holding `widgets` in a `FlowLayout` without margins (its size policy
    lets its height follow its width)."""
    row = QWidget(parent)
    layout = FlowLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    row.setSizePolicy(policy)
    return row
