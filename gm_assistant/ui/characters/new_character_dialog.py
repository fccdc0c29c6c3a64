"""NewCharacterDialog: a new character from one of the ruleset's templates, in seconds.

The name comes pre-filled ("Mook 3") and selected, the last template used is chosen, and
Enter creates: Ctrl+N, Enter makes a mook. Up and Down in the name field change the
template without leaving it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.sheet_compiled import TemplateSpec
from gm_assistant.ui.common.kind_text import template_text

__all__ = ["NewCharacterDialog", "default_name", "templates_of"]

translate = QCoreApplication.translate

_NEW_CHARACTER = str(QT_TRANSLATE_NOOP("NewCharacterDialog", "New character"))
_NAMES = {"pc": _NEW_CHARACTER,
          "npc": str(QT_TRANSLATE_NOOP("NewCharacterDialog", "NPC")),
          "mook": str(QT_TRANSLATE_NOOP("NewCharacterDialog", "Mook")),
          "mook_group": str(QT_TRANSLATE_NOOP("NewCharacterDialog", "Mook group"))}
"""The names a new character of each kind starts with (numbered but for a PC)."""


def templates_of(ruleset: Ruleset) -> list[TemplateSpec]:
    """The ruleset's templates (PC first as written), or the whole sheet when it has none."""
    sheet = ruleset.sheet
    if sheet is None:
        return []
    return list(sheet.templates.values()) or [sheet.full]


def default_name(kind: str, taken: Iterable[str]) -> str:
    """A name not yet used, in the interface's language: `Mook 1`, `Mook 2`, ..."""
    base = translate("NewCharacterDialog", _NAMES.get(kind, _NEW_CHARACTER))
    names = {n.casefold() for n in taken}
    if base.casefold() not in names and kind == "pc":
        return base
    number = 1
    while f"{base} {number}".casefold() in names:
        number += 1
    return f"{base} {number}"


class _TemplateKeys(QObject):
    """Up and Down in the name field move through the templates."""

    def __init__(self, templates: QListWidget, parent: QObject) -> None:
        super().__init__(parent)
        self._templates = templates

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if event.key() == Qt.Key.Key_Up else 1
            row = min(max(self._templates.currentRow() + step, 0), self._templates.count() - 1)
            self._templates.setCurrentRow(row)
            return True
        return False


class NewCharacterDialog(QDialog):
    """Pick a template and a name; `template_id` and `name` once accepted.

    Args:
        ruleset: The ruleset of the new character.
        taken: Names already in the library (the pre-filled name avoids them).
        template_id: The template to start on (the last one used).
    """

    def __init__(self, ruleset: Ruleset, taken: Iterable[str] = (),
                 template_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewCharacterDialog")
        self.setWindowTitle(translate("NewCharacterDialog", "New {ruleset} character")
                            .format(ruleset=ruleset.name))
        self._taken = list(taken)
        self._prefilled = ""
        self.templates = QListWidget(self)
        self.templates.setObjectName("templates")
        for spec in templates_of(ruleset):
            item = QListWidgetItem(template_text(spec.label, spec.kind))
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, spec.kind)
            description = spec.model.description if spec.model is not None else None
            if description:
                item.setToolTip(description)
            self.templates.addItem(item)
        self.templates.setMaximumHeight(self.templates.sizeHintForRow(0) * 6 + 8)
        self.templates.setMinimumWidth(self.templates.sizeHintForColumn(0) + 24)
        self.setMinimumWidth(440)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setEnabled(False)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("new_name")
        self.name_edit.installEventFilter(_TemplateKeys(self.templates, self))
        self.name_edit.textEdited.connect(self._on_name_edit_text_edited)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        create = buttons.button(QDialogButtonBox.StandardButton.Ok)
        create.setText(translate("NewCharacterDialog", "&Create"))
        create.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(translate("NewCharacterDialog", "&Template"), self.templates)
        form.addRow("", self.description)
        form.addRow(translate("NewCharacterDialog", "&Name"), self.name_edit)
        form.addRow(QLabel(translate("NewCharacterDialog",
                                     "Enter creates it; ↑ ↓ change the template."), self))
        form.addRow(buttons)
        self.templates.currentRowChanged.connect(self._on_templates_current_row_changed)
        start = 0
        for row in range(self.templates.count()):
            if self.templates.item(row).data(Qt.ItemDataRole.UserRole) == template_id:
                start = row
        self.templates.setCurrentRow(start)
        self._on_templates_current_row_changed(start)
        self.name_edit.setFocus()

    @property
    def template_id(self) -> str | None:
        """The chosen template's id (None: the whole sheet)."""
        item = self.templates.currentItem()
        found = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return found if isinstance(found, str) else None

    @property
    def name(self) -> str:
        """The name typed (or pre-filled)."""
        item = self.templates.currentItem()
        kind = item.data(Qt.ItemDataRole.UserRole + 1) if item is not None else "pc"
        return self.name_edit.text().strip() or default_name(kind, self._taken)

    def _on_templates_current_row_changed(self, row: int) -> None:
        if not 0 <= row < self.templates.count():
            return
        item = self.templates.item(row)
        self.description.setText(item.toolTip())
        self.description.setVisible(bool(item.toolTip()))
        if self.name_edit.text() == self._prefilled:
            self._prefilled = default_name(item.data(Qt.ItemDataRole.UserRole + 1),
                                           self._taken)
            self.name_edit.setText(self._prefilled)
            self.name_edit.selectAll()

    def _on_name_edit_text_edited(self, _text: str) -> None:
        self._prefilled = "\0"  # typed by the user: keep it when the template changes
