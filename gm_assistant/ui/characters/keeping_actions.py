"""Keeping characters' edits: save, save all, the question on closing, files changed on
disk meanwhile, and recovery of edits autosaved before a crash.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, RecoveryStore
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character
from gm_assistant.ui.characters.library_panel import LibraryPanel
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.recovery_dialog import RecoveryDialog
from gm_assistant.ui.errors import show_error

__all__ = ["EditKeeper", "KeepingArea"]

translate = QCoreApplication.translate


class KeepingArea(Protocol):
    """What keeping edits asks of the Characters area."""

    @property
    def library(self) -> Library: ...
    @property
    def ruleset(self) -> Ruleset | None: ...
    @property
    def current(self) -> OpenSheet | None: ...
    @property
    def sheets(self) -> dict[Path, OpenSheet]: ...
    def ruleset_for(self, ruleset_id: str) -> Ruleset | None: ...
    def base_values(self, character: Character, ruleset: Ruleset) -> dict[str, Any] | None: ...
    def report(self, text: str) -> None: ...
    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton: ...
    def reload_library(self, select: Path | None = None) -> None: ...
    def open_path(self, path: Path) -> OpenSheet | None: ...
    def adopt(self, sheet: OpenSheet) -> None: ...
    def show_sheet(self, sheet: OpenSheet | None) -> None: ...
    def close_sheet(self, sheet: OpenSheet, *, discard: bool = False) -> None: ...
    def refresh_sheet(self, sheet: OpenSheet) -> None: ...


class EditKeeper:
    """Save, close, follow the disk and recover, in the Characters area.

    Args:
        area: The area (what it is asked for: `KeepingArea`).
        panel: The library list.
        recovery: Where unsaved edits are autosaved (None: nowhere, nothing to recover).
        parent: The parent of the dialogs and of recovered sheets.
    """

    def __init__(self, area: KeepingArea, panel: LibraryPanel,
                 recovery: RecoveryStore | None, parent: QWidget) -> None:
        self._area = area
        self._panel = panel
        self.recovery = recovery
        self._parent = parent

    @property
    def dirty_sheets(self) -> list[OpenSheet]:
        """Open characters with unsaved edits."""
        return [s for s in self._area.sheets.values() if s.dirty]

    def save(self, sheet: OpenSheet | None = None) -> bool:
        """Save the open character (or `sheet`); False if it could not be saved."""
        sheet = sheet or self._area.current
        if sheet is None:
            return False
        if not self._may_replace_disk_version(sheet):
            return False
        try:
            sheet.save(self._area.library)
        except GMAssistantError as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "{name} was not saved; its edits "
                                         "are kept (and autosaved).").format(name=sheet.title))
            return False
        self._area.refresh_sheet(sheet)
        stem = sheet.path.stem if sheet.path is not None else None
        for other in list(self._area.sheets.values()):
            if other is not sheet and stem is not None and other.character.base == stem:
                other.rebuild(other.ruleset, self._area.base_values(other.character, other.ruleset))
        self._panel.model.reload()
        notes = getattr(sheet, "save_notes", [])
        saved = translate("CharactersView", "Saved {name}").format(name=sheet.title)
        self._area.report("; ".join([saved, *notes]))
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
        answer = self._area.ask(
            translate("CharactersView", "Changed on disk"),
            translate("CharactersView", "{file} was changed by another program since {name} "
                      "was opened here. Save your edits over it? The version on disk is kept "
                      "as {file}.bak.").format(file=name, name=sheet.title),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Save:
            self._area.report(translate("CharactersView", "Not saved: {file} keeps the other "
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
        answer = self._area.ask(translate("CharactersView", "Unsaved characters"),
                                translate("CharactersView", "Save your edits to {names}?").format(
                                    names=names), buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_all()
        if answer == QMessageBox.StandardButton.Discard:
            for sheet in dirty:
                sheet.discard_recovery()
            return True
        return False

    def follow_disk(self) -> None:
        """Read again the open characters whose files changed outside this window (the
        command line, another app); ones with unsaved edits are only flagged."""
        for path, sheet in list(self._area.sheets.items()):
            if not sheet.changed_on_disk():
                continue
            if sheet.dirty:
                sheet.accept_disk_version()
                self._area.report(translate("CharactersView", "{name} changed on disk while "
                                            "you edit it: saving replaces that version (the "
                                            "old one is kept as .bak)").format(name=sheet.title))
                continue
            showing = sheet is self._area.current
            self._area.close_sheet(sheet)
            if showing and path.exists():
                self._area.open_path(path)
            elif showing:
                self._area.show_sheet(None)

    # --- recovery -----------------------------------------------------------------------

    def offer_recovery(self) -> RecoveryDialog | None:
        """If unsaved edits were left by a crash, offer them back (a dialog, not blocking)."""
        if self.recovery is None:
            return None
        open_keys = {s.recovery_id for s in self._area.sheets.values() if s.dirty}
        found = [r for r in self.recovery.list() if r.key not in open_keys]
        if not found:
            return None
        dialog = RecoveryDialog(found, self._parent)
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
            self._area.report(translate("CharactersView", "Discarded the unsaved edits"))

    def restore_recoveries(self, keys: list[str]) -> list[OpenSheet]:
        """Open recovered characters with their edits (unsaved until you save them)."""
        if self.recovery is None:
            return []
        restored = []
        for key in keys:
            try:
                character, original = self.recovery.load(key)
            except GMAssistantError as error:
                show_error(self._parent, error,
                           context=translate("CharactersView",
                                             "These edits could not be recovered."))
                continue
            ruleset = self._area.ruleset_for(character.ruleset)
            if ruleset is None or ruleset.sheet is None:
                self._area.report(translate("CharactersView", "{name}: the ruleset '{ruleset}' is "
                                            "not loaded; its edits stay in the recovery folder")
                                  .format(name=character.name, ruleset=character.ruleset))
                continue
            if original is None:
                original = self._area.library.save(character)
                self.recovery.discard(key)
            existing = self._area.sheets.get(original)
            if existing is not None and existing.dirty:
                self._area.report(translate("CharactersView", "{name} has unsaved edits open: save "
                                            "or undo them, then recover the earlier ones")
                                  .format(name=existing.title))
                continue
            if existing is not None:
                self._area.close_sheet(existing)
            sheet = OpenSheet(ruleset, character, original,
                              base=self._area.base_values(character, ruleset),
                              recovery=self.recovery, unsaved=True,
                              recovery_id=key, parent=self._parent)
            self._area.adopt(sheet)
            restored.append(sheet)
        if restored:
            first = restored[0]
            if self._area.ruleset is not None and first.ruleset.id != self._area.ruleset.id:
                self._panel.all_check.setChecked(True)
            self._area.reload_library()
            self._area.show_sheet(first)
            done = (translate("CharactersView", "Restored 1 character with unsaved edits: "
                              "save it to keep them") if len(restored) == 1 else
                    translate("CharactersView", "Restored {count} characters with unsaved "
                              "edits: save them to keep them"))
            self._area.report(done.format(count=len(restored)))
        return restored
