"""OpenSheet: one character open for editing, with its undo stack, file and autosave.

Unsaved edits are written to a recovery file (the core's `RecoveryStore`) a moment after
each edit, so a crash or a killed app loses nothing: the next start offers them back. A
save, or undoing back to what is on disk, removes the recovery file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import Library, RecoveryStore, recovery_key
from gm_assistant.core.library.store import read_file
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character, EditedSheets, SheetState

__all__ = ["AUTOSAVE_MS", "OpenSheet"]

AUTOSAVE_MS = 1000
"""How long after the last edit the recovery file is written."""


class OpenSheet(QObject):
    """A character being edited: its live sheet, file, undo history and recovery file.

    Args:
        ruleset: The character's ruleset.
        character: The character (edits change it in place).
        path: Its file in the library (None until first saved).
        base: The values it follows through its `base` link, if any.
        recovery: Where autosaves go (None: no autosave).
        unsaved: True when the character already differs from its file (restored from
            a recovery file).
    """

    changed = Signal(frozenset)
    """Names whose values, derived values or problems changed (from the sheet)."""
    header_changed = Signal()
    """The name or tags changed."""
    dirty_changed = Signal(bool)
    autosaved = Signal()

    def __init__(self, ruleset: Ruleset, character: Character, path: Path | None, *,
                 base: Mapping[str, Any] | None = None, recovery: RecoveryStore | None = None,
                 unsaved: bool = False, recovery_id: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.character = character
        self.path = Path(path) if path is not None else None
        self.undo_stack = QUndoStack(self)
        self._recovery = recovery
        self.recovery_id = recovery_id or recovery_key(self.path)
        self._unsaved = unsaved
        self._was_dirty = unsaved
        self.disk_stamp = self.file_stamp()
        """The file's modification time when it was read or last saved here."""
        self.disk_bytes = self.file_bytes()
        """The file's content when it was read or last saved here: a save refuses to
        replace anything else (an edit made elsewhere that was not noticed)."""
        self._edited: EditedSheets | None = None
        self.state = self._make_state(ruleset, base)
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_MS)
        self._autosave.timeout.connect(self.write_recovery)
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)
        self.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        self.header_changed.connect(self._on_edited)
        if unsaved:
            self._autosave.start()

    def _make_state(self, ruleset: Ruleset, base: Mapping[str, Any] | None) -> SheetState:
        state = SheetState(ruleset, self.character, base)
        state.subscribe(self.changed.emit)
        if self._edited is not None and self.path is not None:
            self._edited.open(self.path, state)
        return state

    def share(self, edited: EditedSheets) -> None:
        """Let the rest of the app follow this sheet, unsaved edits and all, through
        `edited` (until `unshare`)."""
        self._edited = edited
        if self.path is not None:
            edited.open(self.path, self.state)

    def unshare(self) -> None:
        """The sheet is closed: its file is what counts again."""
        if self._edited is not None and self.path is not None:
            self._edited.close(self.path)
        self._edited = None

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset the sheet runs on."""
        return self.state.ruleset

    def rebuild(self, ruleset: Ruleset, base: Mapping[str, Any] | None = None) -> None:
        """Run the sheet on a reloaded ruleset (a house rule changed); values are kept."""
        self.state = self._make_state(ruleset, base)
        self.changed.emit(frozenset(self.state.template.nodes))

    @property
    def title(self) -> str:
        """The character's name, or a stand-in for an empty one."""
        return self.character.name.strip() or QCoreApplication.translate("OpenSheet",
                                                                         "(no name)")

    @property
    def dirty(self) -> bool:
        """True when the character has edits its file does not have."""
        return self._unsaved or not self.undo_stack.isClean()

    def file_stamp(self) -> int | None:
        """The file's modification time now (None without a file)."""
        try:
            return self.path.stat().st_mtime_ns if self.path is not None else None
        except OSError:
            return None

    def file_bytes(self) -> bytes | None:
        """The file's content now (None without a file, or when it cannot be read)."""
        if self.path is None:
            return None
        try:
            return read_file(self.path)
        except CharacterFileError:
            return None

    def accept_disk_version(self) -> None:
        """The change made elsewhere was seen: the next save may replace it (the old one
        is kept as .bak)."""
        self.disk_stamp = self.file_stamp()
        self.disk_bytes = self.file_bytes()

    def changed_on_disk(self) -> bool:
        """True when the file was changed by something else since it was read or saved."""
        return self.file_stamp() != self.disk_stamp

    # --- saving -------------------------------------------------------------------------

    def save(self, library: Library) -> Path:
        """Save to the character's file (a new one in `library` the first time).

        Raises CharacterFileError when the file cannot be written (nothing is lost: the
        edits stay here and in the recovery file).
        """
        self.save_notes: list[str] = []
        before = self.path
        self.path = library.save(self.character, self.path, expected=self.disk_bytes,
                                 notes=self.save_notes)
        if self._edited is not None and before != self.path:
            if before is not None:
                self._edited.close(before)
            self._edited.open(self.path, self.state)
        self.disk_stamp = self.file_stamp()
        self.disk_bytes = self.file_bytes()
        self._unsaved = False
        self.undo_stack.setClean()
        self._autosave.stop()
        self.discard_recovery()
        self._announce_dirty()
        return self.path

    def write_recovery(self) -> None:
        """Write the unsaved edits to the recovery file now (or remove it when clean)."""
        self._autosave.stop()
        if self._recovery is None:
            return
        if not self.dirty:
            self.discard_recovery()
            return
        try:
            self._recovery.write(self.character, self.path, self.recovery_id)
        except OSError:
            return  # a full disk must not interrupt editing; the next edit tries again
        self.autosaved.emit()

    def discard_recovery(self) -> None:
        """Remove the recovery file (after a save, or when the edits are thrown away)."""
        self._autosave.stop()
        if self._recovery is not None:
            self._recovery.discard(self.recovery_id)

    @property
    def autosave_pending(self) -> bool:
        """True while an edit waits to be written to the recovery file."""
        return self._autosave.isActive()

    # --- reacting -------------------------------------------------------------------------

    def _on_edited(self) -> None:
        if self._recovery is not None:
            self._autosave.start()

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        self._on_edited()
        self._announce_dirty()

    def _on_undo_stack_clean_changed(self, _clean: bool) -> None:
        self._announce_dirty()

    def _announce_dirty(self) -> None:
        dirty = self.dirty
        if dirty != self._was_dirty:
            self._was_dirty = dirty
            self.dirty_changed.emit(dirty)
