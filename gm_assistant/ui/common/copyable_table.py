"""A table view that copies its whole table as CSV (Ctrl+C) or Markdown, from a menu too."""

from __future__ import annotations

import csv
import io

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QMenu, QTableView, QWidget

__all__ = ["CopyableTableView", "table_as_csv", "table_as_markdown", "table_rows"]


def _clean(text: object) -> str:
    return " ".join(str(text or "").split())


def table_rows(model: QAbstractItemModel, corner: str = "") -> list[list[str]]:
    """The model as text: a header row, then one row per model row with its header first."""
    columns = model.columnCount()
    rows = model.rowCount()
    header = [corner] + [
        _clean(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
        for c in range(columns)
    ]
    body = []
    for r in range(rows):
        line = [_clean(model.headerData(r, Qt.Orientation.Vertical,
                                        Qt.ItemDataRole.DisplayRole))]
        line.extend(_clean(model.index(r, c).data(Qt.ItemDataRole.DisplayRole))
                    for c in range(columns))
        body.append(line)
    return [header, *body]


def table_as_csv(model: QAbstractItemModel, corner: str = "") -> str:
    """The whole table as CSV text (RFC 4180 quoting, `\\n` line ends)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerows(table_rows(model, corner))
    return buffer.getvalue()


def table_as_markdown(model: QAbstractItemModel, corner: str = "") -> str:
    """The whole table as a Markdown (GitHub) table."""
    rows = table_rows(model, corner)

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"

    header, *body = rows
    separator = "| " + " | ".join("---" for _ in header) + " |"
    return "\n".join([line(header), separator, *(line(r) for r in body)]) + "\n"


class CopyableTableView(QTableView):
    """QTableView with "Copy as CSV" (Ctrl+C) and "Copy as Markdown" (Ctrl+Shift+C).

    Both copy the whole table with its headers; `corner` names the header column
    (for example "Trait rating \\ Action difficulty").
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.corner = ""
        self.copy_csv_action = QAction(
            QCoreApplication.translate("CopyableTableView", "Copy table as &CSV"), self)
        self.copy_csv_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_csv_action.setProperty("shortcut_group", "Charts")
        self.copy_csv_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_csv_action.triggered.connect(self.copy_as_csv)
        self.copy_markdown_action = QAction(
            QCoreApplication.translate("CopyableTableView", "Copy table as &Markdown"), self)
        self.copy_markdown_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_markdown_action.setProperty("shortcut_group", "Charts")
        self.copy_markdown_action.setShortcutContext(
            Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_markdown_action.triggered.connect(self.copy_as_markdown)
        self.addAction(self.copy_csv_action)
        self.addAction(self.copy_markdown_action)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_self_context_menu_requested)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)

    def copy_as_csv(self) -> str:
        """Put the table on the clipboard as CSV; returns the text."""
        text = table_as_csv(self.model(), self.corner) if self.model() is not None else ""
        QGuiApplication.clipboard().setText(text)
        return text

    def copy_as_markdown(self) -> str:
        """Put the table on the clipboard as Markdown; returns the text."""
        text = table_as_markdown(self.model(), self.corner) if self.model() is not None else ""
        QGuiApplication.clipboard().setText(text)
        return text

    def extra_menu_actions(self) -> list[QAction]:
        """Actions added below the copy actions in the context menu (override)."""
        return []

    def _on_self_context_menu_requested(self, position: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.copy_csv_action)
        menu.addAction(self.copy_markdown_action)
        extra = self.extra_menu_actions()
        if extra:
            menu.addSeparator()
            for action in extra:
                menu.addAction(action)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(self.viewport().mapToGlobal(position))
