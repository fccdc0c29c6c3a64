"""What the Characters area does to make and remove characters: new from a template,
a batch, a duplicate, and delete (to the library's trash, after asking).

A mixin of `CharactersView`, which provides the library, the list and the open sheets.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.sheets import Character, new_character
from gm_assistant.ui.characters.batch_dialog import BatchDialog
from gm_assistant.ui.characters.new_character_dialog import NewCharacterDialog
from gm_assistant.ui.errors import show_error

if TYPE_CHECKING:
    from gm_assistant.core.library import Library
    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.ui.characters.forms.sheet_form import SheetForm
    from gm_assistant.ui.characters.library_model import LibraryTableModel
    from gm_assistant.ui.characters.library_panel import LibraryPanel
    from gm_assistant.ui.characters.open_sheet import OpenSheet
    from gm_assistant.ui.settings import UiSettings

__all__ = ["TEMPLATE_KEY", "MakingActions"]

TEMPLATE_KEY = "characters/template/{ruleset}"
"""Setting: the template last used for a new character of a ruleset."""

translate = QCoreApplication.translate


class MakingActions:
    """New, batch, duplicate and delete: mixed into CharactersView."""

    library: Library
    model: LibraryTableModel
    panel: LibraryPanel
    settings: UiSettings
    sheets: dict[Path, OpenSheet]
    ruleset: Ruleset | None
    current: OpenSheet | None

    if TYPE_CHECKING:
        @property
        def form(self) -> SheetForm | None: ...
        def report(self, text: str) -> None: ...
        def reload_library(self, select: Path | None = None) -> None: ...
        def _show(self, sheet: OpenSheet | None) -> None: ...
        def _close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None: ...

    def _widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def _taken_names(self) -> list[str]:
        return [e.name for e in self.model.entries]

    def create_character(self, template_id: str | None = None,
                         name: str | None = None) -> OpenSheet | None:
        """Make a character of the current ruleset from a template, save it, open it."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        try:
            character = new_character(ruleset, template_id, name)
            path = self.library.save(character)
        except GMAssistantError as error:
            show_error(self._widget(), error,
                       context=translate("CharactersView", "The character was not made."))
            return None
        self.settings.qsettings.setValue(TEMPLATE_KEY.format(ruleset=ruleset.id),
                                         template_id or "")
        self.reload_library(select=path)
        self.report(translate("CharactersView", "Made {name}").format(name=character.name))
        form = self.form
        if form is not None:
            form.focus_first_field()
        return self.current

    def choose_new(self) -> NewCharacterDialog | None:
        """Open the New character dialog (Enter creates)."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        last = self.settings.qsettings.value(TEMPLATE_KEY.format(ruleset=ruleset.id))
        dialog = NewCharacterDialog(ruleset, self._taken_names(),
                                    last if isinstance(last, str) else None, self._widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.create_character(dialog.template_id, dialog.name))
        dialog.open()
        return dialog

    def add_characters(self, characters: list[Character]) -> list[Path]:
        """Save new characters (a batch) in the library and open the first."""
        try:
            paths = self.library.add_all(characters)
        except GMAssistantError as error:
            show_error(self._widget(), error,
                       context=translate("CharactersView", "Not every character was made."))
            return []
        self.reload_library(select=paths[0] if paths else None)
        done = (translate("CharactersView", "Made 1 character") if len(paths) == 1
                else translate("CharactersView", "Made {count} characters"))
        self.report(done.format(count=len(paths)))
        return paths

    def choose_batch(self) -> BatchDialog | None:
        """Open the Batch dialog ("6 goblins")."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        selected = None
        if self.current is not None and self.current.path is not None:
            selected = (self.current.character, self.current.path.stem)
        dialog = BatchDialog(ruleset, selected, self._widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def make() -> None:
            try:
                characters = dialog.characters()
            except GMAssistantError as error:
                show_error(self._widget(), error, context=translate(
                    "CharactersView", "The characters were not made."))
                return
            self.add_characters(characters)

        dialog.accepted.connect(make)
        dialog.open()
        return dialog

    def duplicate(self) -> OpenSheet | None:
        """A copy of the open character (with its unsaved edits), saved and opened."""
        if self.current is None:
            return None
        copy = self.current.character.copy()
        copy.name = translate("CharactersView", "{name} (copy)").format(
            name=self.current.character.name)
        try:
            path = self.library.save(copy)
        except GMAssistantError as error:
            show_error(self._widget(), error,
                       context=translate("CharactersView", "The copy was not made."))
            return None
        self.reload_library(select=path)
        self.report(translate("CharactersView", "Made {name}").format(name=copy.name))
        return self.current

    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """Ask a question in a message box (tests replace this)."""
        answer = QMessageBox.question(self._widget(), title, text, buttons, default)
        return QMessageBox.StandardButton(answer)

    def delete_selected(self, confirm: bool = True) -> int:
        """Move the selected characters to the library's trash, after asking."""
        entries = self.panel.selected_entries()
        if not entries:
            return 0
        names = ", ".join(e.name for e in entries[:5]) + (" …" if len(entries) > 5 else "")
        unsaved = any(e.path in self.sheets and self.sheets[e.path].dirty for e in entries)
        if confirm:
            if unsaved:
                text = translate("CharactersView", "Move {names} to the library's trash?\nThe "
                                 "files go to the .trash folder of the library, from where "
                                 "they can be taken back.\nTheir unsaved edits are lost.")
            else:
                text = translate("CharactersView", "Move {names} to the library's trash?\nThe "
                                 "files go to the .trash folder of the library, from where "
                                 "they can be taken back.")
            yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
            if self.ask(translate("CharactersView", "Delete characters"),
                        text.format(names=names), yes | no, no) != yes:
                return 0
        below = self.panel.table.currentIndex().row()
        deleted = 0
        for entry in entries:
            sheet = self.sheets.get(entry.path)
            if sheet is not None:
                self._close_sheet(sheet, discard=True)
            try:
                self.library.delete(entry.path)
                deleted += 1
            except OSError as error:
                show_error(self._widget(), error, context=translate(
                    "CharactersView", "{name} was not deleted.").format(name=entry.name))
        self._show(None)
        self.reload_library()
        rows = self.panel.proxy.rowCount()
        if rows:
            index = self.panel.proxy.index(min(max(below, 0), rows - 1), 0)
            self.panel.table.setCurrentIndex(index)
        done = (translate("CharactersView", "Moved 1 character to the trash") if deleted == 1
                else translate("CharactersView", "Moved {count} characters to the trash"))
        self.report(done.format(count=deleted))
        return deleted
