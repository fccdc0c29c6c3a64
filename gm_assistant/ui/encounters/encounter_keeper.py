"""Keeping unsaved encounters safe: autosaved for recovery after a crash, kept while
another ruleset is shown, and saved or dropped when the app closes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from gm_assistant.core.conflict.encounter import EncounterError
from gm_assistant.core.conflict.encounter_file import EncounterFile
from gm_assistant.core.conflict.encounter_recovery import (
    EncounterRecovery,
    EncounterRecoveryStore,
)
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.paths import user_library_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.settings import UiSettings

__all__ = ["AUTOSAVE_MS", "EncounterKeeper", "KeepingArea", "encounters_dir"]

AUTOSAVE_MS = 1000
"""How long after a change an unsaved encounter is written to its recovery file."""

translate = QCoreApplication.translate


def encounters_dir() -> Path:
    """Where encounter files are kept: the `encounters` folder of the library."""
    return user_library_dir() / "encounters"


class KeepingArea(Protocol):
    """What keeping unsaved encounters asks of the Encounters area."""

    @property
    def ruleset(self) -> Ruleset | None: ...
    @property
    def file(self) -> EncounterFile | None: ...
    @property
    def undo_stack(self) -> QUndoStack: ...
    def save(self) -> bool: ...
    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton: ...


class EncounterKeeper(QObject):
    """The unsaved encounters of the Encounters area: the shown one's (its undo stack is
    not clean) and those left open in other rulesets.

    Signals:
        reported(str): a short message for the status bar.

    Args:
        area: The area (what it is asked for: `KeepingArea`).
        recovery: Where unsaved encounters are autosaved.
        settings: Where each ruleset's encounter file to reopen is remembered.
    """

    reported = Signal(str)

    def __init__(self, area: KeepingArea, recovery: EncounterRecoveryStore,
                 settings: UiSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._area = area
        self.recovery = recovery
        self._settings = settings
        self._kept: dict[str, tuple[EncounterFile, bool]] = {}
        """Ruleset id -> the encounter left open in it and whether it has unsaved changes
        (shown again when the ruleset is chosen again; asked about on quit)."""
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_MS)
        self._autosave.timeout.connect(self.write_recovery)

    # -- autosave and recovery ---------------------------------------------------------
    def follow_changes(self) -> None:
        """The shown encounter changed: autosave it soon, or, back as saved, drop its
        recovery file (nothing to recover)."""
        ruleset = self._area.ruleset
        if ruleset is None:
            return
        if self._area.undo_stack.isClean():
            self._autosave.stop()
            self.recovery.discard(ruleset.id)
        else:
            self._autosave.start()

    def write_pending(self) -> None:
        """Write the recovery file now if an autosave is due (the ruleset is left)."""
        if self._autosave.isActive():
            self.write_recovery()

    def write_recovery(self) -> bool:
        """Write the shown encounter's unsaved changes to its recovery file (what the
        autosave timer does); False when there is nothing to write or it failed (said)."""
        self._autosave.stop()
        file = self._area.file
        if self._area.ruleset is None or file is None or self._area.undo_stack.isClean():
            return False
        try:
            self.recovery.write(file.encounter, file.path, file.sample)
        except OSError as error:
            self.reported.emit(translate("EncountersView", "The unsaved encounter could not "
                                         "be autosaved: {error}").format(error=error))
            return False
        return True

    def recovered(self, ruleset: Ruleset) -> EncounterRecovery | None:
        """The encounter autosaved with unsaved changes when the app last stopped without
        saving it (a crash); a recovery file that cannot be read is said, and left there."""
        try:
            return self.recovery.load(ruleset.id)
        except (EncounterError, OSError) as error:
            self.reported.emit(translate(
                "EncountersView", "An autosaved encounter could not be recovered: "
                "{error}").format(error=error))
            return None

    def saved(self, ruleset_id: str) -> None:
        """The ruleset's encounter was saved (or is as saved): nothing to recover."""
        self._autosave.stop()
        self.recovery.discard(ruleset_id)

    # -- other rulesets ----------------------------------------------------------------
    def keep(self, ruleset_id: str, file: EncounterFile, unsaved: bool) -> None:
        """The encounter left open in a ruleset that is no longer shown."""
        self._kept[ruleset_id] = (file, unsaved)

    def take(self, ruleset_id: str) -> tuple[EncounterFile | None, bool]:
        """The encounter left open in the ruleset (None: none) and whether it has unsaved
        changes; it is no longer kept here (it is shown again)."""
        return self._kept.pop(ruleset_id, (None, False))

    # -- closing -----------------------------------------------------------------------
    def unsaved_encounters(self) -> list[tuple[str, EncounterFile]]:
        """(ruleset id, file) of every encounter with unsaved changes: the one shown and
        those left in other rulesets."""
        unsaved = [(ruleset_id, file) for ruleset_id, (file, changed) in self._kept.items()
                   if changed]
        ruleset, file = self._area.ruleset, self._area.file
        if ruleset is not None and file is not None and not self._area.undo_stack.isClean():
            unsaved.insert(0, (ruleset.id, file))
        return unsaved

    def confirm_close(self) -> bool:
        """Unsaved changes to encounters (in any ruleset): save them, drop them, or stay
        open."""
        unsaved = self.unsaved_encounters()
        if not unsaved:
            return True
        count = len(unsaved)
        # Each quoted (“Guards at the bridge”, «…» in Spanish): names run together else.
        names = ", ".join(
            translate("EncountersView", "“{name}”").format(
                name=file.encounter.name or file.suggested_file_name())
            for _ruleset, file in unsaved[:6]) + (" …" if len(unsaved) > 6 else "")
        answer = self._area.ask(
            translate("EncountersView", "Unsaved encounters"),
            translate("EncountersView", "Save your changes to the %n encounters {names} "
                      "before closing?", None, count).format(names=names),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save_all()
        if answer == QMessageBox.StandardButton.Discard:
            self._autosave.stop()
            for ruleset_id, _file in unsaved:
                self.recovery.discard(ruleset_id)
            self._kept = {ruleset_id: (file, False)
                          for ruleset_id, (file, _changed) in self._kept.items()}
            return True
        return False

    def confirm_replace(self) -> bool:
        """Another encounter is about to replace the one shown (Open…, a file handed over
        by the file manager): its unsaved changes are saved, dropped, or it stays (False:
        stay, or the save failed)."""
        ruleset, file = self._area.ruleset, self._area.file
        if ruleset is None or file is None or self._area.undo_stack.isClean():
            return True
        answer = self._area.ask(
            translate("EncountersView", "Unsaved encounter"),
            translate("EncountersView", "Save your changes to the encounter {name} before "
                      "opening another?").format(name=translate(
                          "EncountersView", "“{name}”").format(
                              name=file.encounter.name or file.suggested_file_name())),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self._area.save()
        if answer == QMessageBox.StandardButton.Discard:
            self._autosave.stop()
            self.recovery.discard(ruleset.id)
            return True
        return False

    def save_all(self) -> bool:
        """Save every unsaved encounter: the one shown as Save does, those of other
        rulesets to their own file (a sample's or a new one's to a new file in the
        encounters folder, never over the sample). False if one was not saved."""
        shown = self._area.ruleset
        for ruleset_id, file in self.unsaved_encounters():
            if shown is not None and ruleset_id == shown.id:
                if not self._area.save():
                    return False
                continue
            path = file.path or _new_file_path(file)
            try:
                notes = file.save(path)
            except (GMAssistantError, OSError) as error:
                self.reported.emit(translate("EncountersView", "{file} was not saved: "
                                             "{error}").format(file=path.name, error=error))
                return False
            self._kept[ruleset_id] = (file, False)
            self.recovery.discard(ruleset_id)
            self._settings.set_encounter(ruleset_id, path)
            saved = translate("EncountersView", "Saved {file}").format(file=path.name)
            self.reported.emit("; ".join([saved, *notes]))
        return True


def _new_file_path(file: EncounterFile) -> Path:
    """A file of the encounters folder, named after the encounter, not yet taken."""
    folder = encounters_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file.suggested_file_name()
    number = 2
    while path.exists():
        path = folder / file.suggested_file_name(f"-{number}.yaml")
        number += 1
    return path
