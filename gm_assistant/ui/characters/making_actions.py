"""What the Characters area does to make and remove characters: new from a template,
a batch, a duplicate, and delete (to the library's trash, after asking).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character, new_character
from gm_assistant.ui.characters.batch_dialog import BatchDialog
from gm_assistant.ui.characters.forms.sheet_form import SheetForm
from gm_assistant.ui.characters.library_panel import LibraryPanel
from gm_assistant.ui.characters.new_character_dialog import NewCharacterDialog
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.errors import show_error
from gm_assistant.ui.settings import UiSettings

__all__ = ["BATCH_TEMPLATE_KEY", "TEMPLATE_KEY", "CharacterMaker", "MakingArea"]

TEMPLATE_KEY = "characters/template/{ruleset}"
"""Setting: the template last used for a new character of a ruleset."""
BATCH_TEMPLATE_KEY = "characters/batch_template/{ruleset}"
"""Setting: the template last used for a batch of a ruleset."""

translate = QCoreApplication.translate


class MakingArea(Protocol):
    """What making and deleting characters asks of the Characters area."""

    @property
    def library(self) -> Library: ...
    @property
    def ruleset(self) -> Ruleset | None: ...
    @property
    def current(self) -> OpenSheet | None: ...
    @property
    def form(self) -> SheetForm | None: ...
    @property
    def sheets(self) -> dict[Path, OpenSheet]: ...
    def report(self, text: str) -> None: ...
    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton: ...
    def reload_library(self, select: Path | None = None) -> None: ...
    def show_sheet(self, sheet: OpenSheet | None) -> None: ...
    def close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None: ...


class CharacterMaker:
    """New, batch, duplicate and delete in the Characters area.

    Args:
        area: The area (what it is asked for: `MakingArea`).
        panel: The library list (its selection is what Delete deletes).
        settings: Where the last template used is remembered.
        parent: The parent of the dialogs.
    """

    def __init__(self, area: MakingArea, panel: LibraryPanel, settings: UiSettings,
                 parent: QWidget) -> None:
        self._area = area
        self._panel = panel
        self._settings = settings
        self._parent = parent

    def _taken_names(self) -> list[str]:
        return [e.name for e in self._panel.model.entries]

    def create_character(self, template_id: str | None = None,
                         name: str | None = None) -> OpenSheet | None:
        """Make a character of the current ruleset from a template, save it, open it."""
        ruleset = self._area.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        try:
            character = new_character(ruleset, template_id, name)
            path = self._area.library.save(character)
        except GMAssistantError as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "The character was not made."))
            return None
        self._settings.qsettings.setValue(TEMPLATE_KEY.format(ruleset=ruleset.id),
                                          template_id or "")
        self._area.reload_library(select=path)
        self._area.report(translate("CharactersView", "Made {name}").format(name=character.name))
        form = self._area.form
        if form is not None:
            form.focus_first_field()
        return self._area.current

    def choose_new(self) -> NewCharacterDialog | None:
        """Open the New character dialog (Enter creates)."""
        ruleset = self._area.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        last = self._settings.qsettings.value(TEMPLATE_KEY.format(ruleset=ruleset.id))
        dialog = NewCharacterDialog(ruleset, self._taken_names(),
                                    last if isinstance(last, str) else None, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.create_character(dialog.template_id, dialog.name))
        dialog.open()
        return dialog

    def add_characters(self, characters: list[Character]) -> list[Path]:
        """Save new characters (a batch) in the library and open the first."""
        try:
            paths = self._area.library.add_all(characters)
        except GMAssistantError as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "Not every character was made."))
            return []
        self._area.reload_library(select=paths[0] if paths else None)
        done = (translate("CharactersView", "Made 1 character") if len(paths) == 1
                else translate("CharactersView", "Made {count} characters"))
        self._area.report(done.format(count=len(paths)))
        return paths

    def choose_batch(self) -> BatchDialog | None:
        """Open the Batch dialog ("6 goblins")."""
        ruleset = self._area.ruleset
        if ruleset is None or ruleset.sheet is None:
            return None
        selected = None
        if self._area.current is not None and self._area.current.path is not None:
            selected = (self._area.current.character, self._area.current.path.stem)
        key = BATCH_TEMPLATE_KEY.format(ruleset=ruleset.id)
        last = self._settings.qsettings.value(key)
        dialog = BatchDialog(ruleset, selected, self._parent,
                             last_template=last if isinstance(last, str) else None)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def make() -> None:
            if dialog.template_id is not None and not dialog.group_radio.isChecked():
                self._settings.qsettings.setValue(key, dialog.template_id)
            try:
                characters = dialog.characters()
            except GMAssistantError as error:
                show_error(self._parent, error, context=translate(
                    "CharactersView", "The characters were not made."))
                return
            self.add_characters(characters)

        dialog.accepted.connect(make)
        dialog.open()
        return dialog

    def duplicate(self) -> OpenSheet | None:
        """A copy of the open character (with its unsaved edits), saved and opened."""
        if self._area.current is None:
            return None
        copy = self._area.current.character.copy()
        copy.name = translate("CharactersView", "{name} (copy)").format(
            name=self._area.current.character.name)
        try:
            path = self._area.library.save(copy)
        except GMAssistantError as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "The copy was not made."))
            return None
        self._area.reload_library(select=path)
        self._area.report(translate("CharactersView", "Made {name}").format(name=copy.name))
        return self._area.current

    def delete_selected(self, confirm: bool = True) -> int:
        """Move the selected characters to the library's trash, after asking."""
        entries = self._panel.selected_entries()
        if not entries:
            return 0
        names = ", ".join(e.name for e in entries[:5]) + (" …" if len(entries) > 5 else "")
        sheets = self._area.sheets
        unsaved = any(e.path in sheets and sheets[e.path].dirty for e in entries)
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
            if self._area.ask(translate("CharactersView", "Delete characters"),
                              text.format(names=names), yes | no, no) != yes:
                return 0
        below = self._panel.table.currentIndex().row()
        deleted = 0
        for entry in entries:
            sheet = self._area.sheets.get(entry.path)
            if sheet is not None:
                self._area.close_sheet(sheet, discard=True)
            try:
                self._area.library.delete(entry.path)
                deleted += 1
            except OSError as error:
                show_error(self._parent, error, context=translate(
                    "CharactersView", "{name} was not deleted.").format(name=entry.name))
        self._area.show_sheet(None)
        self._area.reload_library()
        rows = self._panel.proxy.rowCount()
        if rows:
            index = self._panel.proxy.index(min(max(below, 0), rows - 1), 0)
            self._panel.table.setCurrentIndex(index)
        done = (translate("CharactersView", "Moved 1 character to the trash") if deleted == 1
                else translate("CharactersView", "Moved {count} characters to the trash"))
        self._area.report(done.format(count=deleted))
        return deleted
