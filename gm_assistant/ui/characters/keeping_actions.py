"""Keeping characters' edits: save, save all, the question on closing, and recovery of
edits autosaved before a crash.

A mixin of `CharactersView`, which provides the library, the list and the open sheets.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.recovery_dialog import RecoveryDialog
from gm_assistant.ui.errors import show_error

if TYPE_CHECKING:
    from gm_assistant.core.library import Library, RecoveryStore
    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.core.sheets import Character
    from gm_assistant.ui.characters.library_model import LibraryTableModel
    from gm_assistant.ui.characters.library_panel import LibraryPanel

__all__ = ["KeepingActions"]

translate = QCoreApplication.translate


class KeepingActions:
    """Save, close and recover: mixed into CharactersView."""

    library: Library
    model: LibraryTableModel
    panel: LibraryPanel
    recovery: RecoveryStore | None
    sheets: dict[Path, OpenSheet]
    ruleset: Ruleset | None
    current: OpenSheet | None

    if TYPE_CHECKING:
        @property
        def dirty_sheets(self) -> list[OpenSheet]: ...
        def report(self, text: str) -> None: ...
        def reload_library(self, select: Path | None = None) -> None: ...
        def ruleset_for(self, ruleset_id: str) -> Ruleset | None: ...
        def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
                default: QMessageBox.StandardButton) -> QMessageBox.StandardButton: ...
        def _show(self, sheet: OpenSheet | None) -> None: ...
        def _close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None: ...
        def _adopt(self, sheet: OpenSheet) -> None: ...
        def _on_sheet_edited(self, sheet: OpenSheet) -> None: ...
        def _base_values(self, character: Character, ruleset: Ruleset) -> dict[str, Any] | None: ...

    def _parent_widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def save(self, sheet: OpenSheet | None = None) -> bool:
        """Save the open character (or `sheet`); False if it could not be saved."""
        sheet = sheet or self.current
        if sheet is None:
            return False
        if not self._may_replace_disk_version(sheet):
            return False
        try:
            sheet.save(self.library)
        except GMAssistantError as error:
            show_error(self._parent_widget(), error,
                       context=translate("CharactersView", "{name} was not saved; its edits "
                                         "are kept (and autosaved).").format(name=sheet.title))
            return False
        self._on_sheet_edited(sheet)
        stem = sheet.path.stem if sheet.path is not None else None
        for other in list(self.sheets.values()):
            if other is not sheet and stem is not None and other.character.base == stem:
                other.rebuild(other.ruleset, self._base_values(other.character, other.ruleset))
        self.model.reload()
        notes = getattr(sheet, "save_notes", [])
        saved = translate("CharactersView", "Saved {name}").format(name=sheet.title)
        self.report("; ".join([saved, *notes]))
        return True

    def _may_replace_disk_version(self, sheet: OpenSheet) -> bool:
        """The file changed on disk since it was read, unseen (another program saved it a
        moment ago): ask before saving over it; the version on disk is kept as .bak."""
        if sheet.path is None or sheet.disk_bytes is None:
            return True
        now = sheet.file_bytes()
        if now is None or now == sheet.disk_bytes:
            return True
        name = sheet.path.name
        answer = self.ask(
            translate("CharactersView", "Changed on disk"),
            translate("CharactersView", "{file} was changed by another program since {name} "
                      "was opened here. Save your edits over it? The version on disk is kept "
                      "as {file}.bak.").format(file=name, name=sheet.title),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Save:
            self.report(translate("CharactersView", "Not saved: {file} keeps the other "
                                  "program's version; your edits stay here (and autosaved)")
                        .format(file=name))
            return False
        sheet.accept_disk_version()
        return True

    def save_all(self) -> bool:
        """Save every character with unsaved edits; False if one could not be saved."""
        return all([self.save(sheet) for sheet in self.dirty_sheets])

    def confirm_close(self) -> bool:
        """Before the app closes: ask to save unsaved edits; False to stay open."""
        dirty = self.dirty_sheets
        if not dirty:
            return True
        names = ", ".join(s.title for s in dirty[:6]) + (" …" if len(dirty) > 6 else "")
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = self.ask(translate("CharactersView", "Unsaved characters"),
                          translate("CharactersView", "Save your edits to {names}?").format(
                              names=names), buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_all()
        if answer == QMessageBox.StandardButton.Discard:
            for sheet in dirty:
                sheet.discard_recovery()
            return True
        return False

    # --- recovery -----------------------------------------------------------------------

    def offer_recovery(self) -> RecoveryDialog | None:
        """If unsaved edits were left by a crash, offer them back (a dialog, not blocking)."""
        if self.recovery is None:
            return None
        open_keys = {s.recovery_id for s in self.sheets.values() if s.dirty}
        found = [r for r in self.recovery.list() if r.key not in open_keys]
        if not found:
            return None
        dialog = RecoveryDialog(found, self._parent_widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._on_recovery_finished(dialog))
        dialog.open()
        return dialog

    def _on_recovery_finished(self, dialog: RecoveryDialog) -> None:
        if dialog.choice == "restore":
            self.restore_recoveries(dialog.keys)
        elif dialog.choice == "discard":
            for key in dialog.keys:
                if self.recovery is not None:
                    self.recovery.discard(key)
            self.report(translate("CharactersView", "Discarded the unsaved edits"))

    def restore_recoveries(self, keys: list[str]) -> list[OpenSheet]:
        """Open recovered characters with their edits (unsaved until you save them)."""
        if self.recovery is None:
            return []
        restored = []
        for key in keys:
            try:
                character, original = self.recovery.load(key)
            except GMAssistantError as error:
                show_error(self._parent_widget(), error,
                           context=translate("CharactersView",
                                             "These edits could not be recovered."))
                continue
            ruleset = self.ruleset_for(character.ruleset)
            if ruleset is None or ruleset.sheet is None:
                self.report(translate("CharactersView", "{name}: the ruleset '{ruleset}' is "
                                      "not loaded; its edits stay in the recovery folder")
                            .format(name=character.name, ruleset=character.ruleset))
                continue
            if original is None:
                original = self.library.save(character)
                self.recovery.discard(key)
            existing = self.sheets.get(original)
            if existing is not None and existing.dirty:
                self.report(translate("CharactersView", "{name} has unsaved edits open: save "
                                      "or undo them, then recover the earlier ones")
                            .format(name=existing.title))
                continue
            if existing is not None:
                self._close_sheet(existing)
            sheet = OpenSheet(ruleset, character, original,
                              base=self._base_values(character, ruleset),
                              recovery=self.recovery, unsaved=True,
                              recovery_id=key, parent=self._parent_widget())
            self._adopt(sheet)
            restored.append(sheet)
        if restored:
            first = restored[0]
            if self.ruleset is not None and first.ruleset.id != self.ruleset.id:
                self.panel.all_check.setChecked(True)
            self.reload_library()
            self._show(first)
            done = (translate("CharactersView", "Restored 1 character with unsaved edits: "
                              "save it to keep them") if len(restored) == 1 else
                    translate("CharactersView", "Restored {count} characters with unsaved "
                              "edits: save them to keep them"))
            self.report(done.format(count=len(restored)))
        return restored
