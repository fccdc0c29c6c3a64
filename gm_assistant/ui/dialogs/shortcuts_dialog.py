"""ShortcutsDialog: every keyboard shortcut of the window, read from its actions."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.ui.common.wrapped_rows import WrappedRows

__all__ = ["ShortcutsDialog", "shortcut_rows"]

translate = QCoreApplication.translate

_GROUPS = {
    "File": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "File")),
    "Edit": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Edit")),
    "View": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "View")),
    "Help": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Help")),
    "Charts": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Charts")),
    "Odds": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Odds")),
    "Characters": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Characters")),
    "Table": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Table")),
    "Encounters": str(QT_TRANSLATE_NOOP("ShortcutsDialog", "Encounters")),
}
"""The shortcut groups (each action's `shortcut_group`, a menu or an area), to show."""


def _action_text(action: QAction) -> str:
    text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip(".…").strip()


def shortcut_rows(actions: Iterable[QAction]) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every action with a shortcut, without duplicates.

    `where` is the action's `group` property if set (the menu it lives in), else "".
    """
    rows: list[tuple[str, str, str]] = []
    seen: set[tuple[str, str]] = set()
    for action in actions:
        keys = [k for k in action.shortcuts() if not k.isEmpty()]
        if not keys or not action.text():
            continue
        what = _action_text(action)
        shown = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
        if (what, shown) in seen:
            continue
        seen.add((what, shown))
        group = action.property("shortcut_group")
        where = group if isinstance(group, str) else ""
        if where in _GROUPS:
            where = translate("ShortcutsDialog", _GROUPS[where])
        rows.append((where, what, shown))
    return rows


class ShortcutsDialog(QDialog):
    """A table of shortcuts: where it works, what it does, which keys."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(680, 520)
        rows = shortcut_rows(actions)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setObjectName("ShortcutsTable")
        self.table.setHorizontalHeaderLabels([translate("ShortcutsDialog", "Where"),
                                              translate("ShortcutsDialog", "Action"),
                                              translate("ShortcutsDialog", "Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        # An action too long for its column wraps onto a second line, never elided.
        self.rows = WrappedRows(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
