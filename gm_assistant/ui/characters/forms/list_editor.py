"""ListEditor: a list field (skills, hobbies, stunts, weapons) as a small editable table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.ui.characters.forms.editor_base import FieldEditor, FormContext, register
from gm_assistant.ui.characters.forms.entries_model import ListEntriesModel
from gm_assistant.ui.characters.forms.entry_delegate import EntryDelegate
from gm_assistant.ui.common.wrapped_rows import WrappedRows

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec

__all__ = ["ListEditor"]

_STRETCHED = ("text", "choice")

translate = QCoreApplication.translate


@register
class ListEditor(FieldEditor):
    """Entries with their subfields; Add and Remove (Insert and Delete in the table)."""

    kinds = ("list",)
    wide = True

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        self.model = ListEntriesModel(spec, context)
        self.model.setParent(self)
        self.table = QTableView(self)
        self.table.setObjectName(f"entries_{spec.id}")
        self.table.setModel(self.model)
        self.table.setItemDelegate(EntryDelegate(self.model, self.table))
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed
                                   | QAbstractItemView.EditTrigger.SelectedClicked)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setAccessibleName(spec.label)
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(48)
        for column, sub in enumerate(self.model.columns):
            mode = QHeaderView.ResizeMode.Stretch if sub.kind in _STRETCHED \
                else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        # An entry too long for its column wraps onto more lines (never elided); the
        # table is as tall as its rows then, which change with its width.
        self.rows = WrappedRows(self.table)
        self.rows.resized.connect(self._fit_height)
        # More columns than the form's width (Mastery's skills at 1.25) scroll sideways:
        # the table then makes room for its scroll bar below the last row, and the
        # column at its edge is partly shown by design (the cut check reads this).
        self.table.setProperty("grid_scrolls", True)
        self.table.horizontalScrollBar().rangeChanged.connect(self._fit_height)

        self.add_button = QPushButton(translate("ListEditor", "Add"), self)
        self.add_button.setObjectName("add_entry")
        self.add_button.setToolTip(translate(
            "ListEditor", "Add an entry to {list} (Insert in the table)").format(
                list=spec.label))
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button = QPushButton(translate("ListEditor", "Remove"), self)
        self.remove_button.setObjectName("remove_entry")
        self.remove_button.setToolTip(translate(
            "ListEditor", "Remove the selected entry (Delete in the table)"))
        self.remove_button.clicked.connect(self.remove_current)
        for key, slot in ((QKeySequence.StandardKey.Delete, self.remove_current),
                          (QKeySequence(Qt.Key.Key_Insert), self.add_entry)):
            action = QAction(self.table)
            action.setShortcut(key)
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(slot)
            self.table.addAction(action)

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    @property
    def maximum(self) -> int | None:
        """The most entries the list takes (None: no limit)."""
        return getattr(self.spec.model, "max", None)

    def refresh(self) -> None:
        self.model.refresh()
        rows = self.model.rowCount()
        maximum = self.maximum
        self.add_button.setEnabled(maximum is None or rows < maximum)
        self.add_button.setText(translate("ListEditor", "Add ({count} of {most})").format(
            count=rows, most=maximum) if maximum is not None
            else translate("ListEditor", "Add"))
        self.remove_button.setEnabled(rows > 0)
        self._fit_height()

    def _fit_height(self) -> None:
        rows = self.model.rowCount()
        vertical = self.table.verticalHeader()
        shown = vertical.length() if rows else vertical.defaultSectionSize()
        columns = self.table.horizontalHeader()
        height = columns.sizeHint().height() + shown + 2 * self.table.frameWidth() + 2
        if columns.length() > self.table.viewport().width():  # it scrolls sideways
            height += self.table.horizontalScrollBar().sizeHint().height()
        self.table.setFixedHeight(height)

    def focus_widgets(self) -> list[QWidget]:
        return [self.table, self.add_button, self.remove_button]

    def focus_field(self) -> None:
        self.table.setFocus()

    def focus_entry(self, row: int, subfield: str | None = None) -> None:
        """Put the focus on an entry's cell (its first input when `subfield` is None)."""
        column = self.model.column_of(subfield) if subfield else -1
        if column < 0:
            column = next((c for c, sub in enumerate(self.model.columns) if sub.is_input), 0)
        self.table.setFocus()
        self.table.setCurrentIndex(self.model.index(row, column))

    def add_entry(self) -> None:
        """Add an empty entry and start editing its first subfield."""
        list_id = self.spec.id
        maximum = self.maximum
        if maximum is not None and self.model.rowCount() >= maximum:
            return
        if self.context.edit(list_id, translate("ListEditor", "Add to {list}").format(
                list=self.spec.label),
                             lambda s: s.add_entry(list_id)):
            row = self.model.rowCount() - 1
            self.focus_entry(row)
            self.table.edit(self.table.currentIndex())

    def remove_current(self) -> None:
        """Remove the entry of the selected cell."""
        index = self.table.currentIndex()
        row = index.row() if index.isValid() else self.model.rowCount() - 1
        if row < 0:
            return
        list_id = self.spec.id
        self.context.edit(list_id, translate("ListEditor", "Remove {list} {number}").format(
            list=self.spec.label, number=row + 1),
                          lambda s: s.remove_entry(list_id, row))
        if self.model.rowCount():
            self.focus_entry(min(row, self.model.rowCount() - 1))
