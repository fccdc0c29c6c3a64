"""EntryDelegate: the editor of one cell of a list table, chosen by the subfield's kind."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
)
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gm_assistant.ui.characters.forms.choice_editors import (
    fill_choice_combo,
    fill_pick_combo,
    fill_rating_combo,
    new_combo,
    select_data,
)
from gm_assistant.ui.characters.forms.entries_model import ListEntriesModel
from gm_assistant.ui.common.value_text import EMPTY, value_text

__all__ = ["EntryDelegate"]

_Index = QModelIndex | QPersistentModelIndex


class EntryDelegate(QStyledItemDelegate):
    """Text, numbers with bounds, choices, ratings and picks, edited in place."""

    def __init__(self, model: ListEntriesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = model

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: _Index) -> QWidget:
        sub = self.entries.columns[index.column()]
        if sub.kind == "number":
            spin = QSpinBox(parent)
            low, high = sub.model.min, sub.model.max
            spin.setRange(low if low is not None else -9999, high if high is not None else 9999)
            return spin
        if sub.kind == "choice":
            combo = new_combo(parent, editable=bool(sub.model.custom))
            fill_choice_combo(combo, sub)
            return combo
        if sub.kind == "rating":
            combo = new_combo(parent)
            fill_rating_combo(combo, sub)
            return combo
        if sub.kind == "pick":
            combo = new_combo(parent)
            assert self.entries.spec.entry is not None
            fill_pick_combo(combo, sub, self.entries.context.state,
                            self.entries.spec.entry.fields)
            return combo
        line = QLineEdit(parent)
        if sub.kind == "track":
            line.setPlaceholderText(QCoreApplication.translate("EntryDelegate",
                                                               "x checked, . empty"))
        return line

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        sub = self.entries.columns[index.column()]
        value = index.data()
        raw = self.entries.data(index, 2)  # EditRole: the stored value
        if isinstance(editor, QSpinBox):
            if isinstance(raw, int):
                editor.setValue(raw)
        elif isinstance(editor, QComboBox):
            shown = value_text(sub, raw, self.entries.context.state)
            select_data(editor, dict(raw) if isinstance(raw, dict) else raw, shown)
        elif isinstance(editor, QLineEdit):
            editor.setText("" if value == EMPTY else str(value))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        value: Any
        if isinstance(editor, QSpinBox):
            value = editor.value()
        elif isinstance(editor, QComboBox):
            text = editor.currentText().strip()
            if editor.isEditable() and text != editor.itemText(editor.currentIndex()):
                value = text if text not in ("", EMPTY) else None
            else:
                value = editor.currentData()
        elif isinstance(editor, QLineEdit):
            value = editor.text()
        else:
            return
        if value == index.data(2):
            return
        model.setData(index, value)
