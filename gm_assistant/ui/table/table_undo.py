"""Undo at the table: applied effects, hits, the end of a scene and an encounter seated,
each one step.

An action is remembered as the table's state before and after it: everyone's amounts and
links, who is out, the sheets kept by the session, the bytes of the library files it
may have written, and for an encounter seated, the fight seated with it. Undo puts the
"before" back (writing those files back atomically, except one with unsaved edits in the
Characters area) and Redo the "after". The roll log is a record of the evening, so it is
never rewritten: Undo and Redo add a line saying what was undone, at the table of the
ruleset it was done at.

Each ruleset's table has its own stack: Friday's Lady Luck never undoes Tuesday's
Riskbreaker step (nor logs its undoing) while Lady Luck is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, atomic_write
from gm_assistant.core.play.session import joined_notes
from gm_assistant.core.play.table import TableSnapshot
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.ui.errors import message_text
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.table.roll_log_model import LogEntry

__all__ = ["TableCommand", "TableMemory", "TableStep", "TableUndo"]

UNDO_COLOUR = "#6b7280"


@dataclass(frozen=True)
class TableStep:
    """What table actions change, at one moment: the table (the core's snapshot), the hit
    sheets and the library files of the people at it."""

    table: TableSnapshot
    files: dict[str, bytes]
    """Library character id -> their file's bytes (read, not parsed: this is per roll)."""
    kept: object = None
    """What else the step changed, as the Table area keeps it (the fight seated at the
    table when an encounter is seated); None for the other steps."""


class TableMemory:
    """Takes snapshots of the table and puts them back."""

    def __init__(self, tracker: ResourceTrackerModel, library: Callable[[], Library],
                 unsaved: Callable[[], set[Path]]) -> None:
        self.tracker = tracker
        self.library = library
        self.unsaved = unsaved

    def take(self, files: Iterable[str] = ()) -> TableStep:
        """The table now, with the values of these library files (and every linked one)."""
        ids = set(files) | set(self.tracker.library_ids.values())
        values: dict[str, bytes] = {}
        library = self.library()
        for character_id in sorted(ids):
            try:
                values[character_id] = library.path_of(character_id).read_bytes()
            except (GMAssistantError, OSError):
                continue  # a file that does not read is left alone by undo too
        return TableStep(self.tracker.play.snapshot(), values)

    def restore(self, snapshot: TableStep) -> list[str]:
        """Put `snapshot` back; returns notes on files that could not be written."""
        self.tracker.restore(snapshot.table)  # the hit sheets with it (the play's book)
        notes: list[str] = []
        library = self.library()
        unsaved = self.unsaved()
        for character_id, data in snapshot.files.items():
            try:
                path = library.path_of(character_id)
                if path.read_bytes() == data:
                    continue
                if path.resolve() in unsaved:
                    notes.append(Message("TableUndo", QT_TRANSLATE_NOOP(
                        "TableUndo", "{file} not saved: it has unsaved edits in Characters"),
                        file=path.stem))
                    continue
                atomic_write(path, data)
            except (GMAssistantError, OSError) as error:
                notes.append(Message("TableUndo", QT_TRANSLATE_NOOP(
                    "TableUndo", "{file} not restored: {error}"),
                    file=character_id, error=message_of(error)))
        return notes


class TableCommand(QUndoCommand):
    """One table action, between two snapshots; made after the action was done. `text`
    names it (a `Message`: the Edit menu says it in the language shown, the log keeps it
    as what it is)."""

    def __init__(self, text: str, memory: TableMemory, before: TableStep,
                 after: TableStep, log: Callable[[LogEntry], None],
                 refreshed: Callable[[], None],
                 put_kept: Callable[[object], None] | None = None) -> None:
        """`put_kept`: puts a step's `kept` back (when the step keeps one)."""
        super().__init__(message_text(text))
        self.said = text
        self.memory = memory
        self.before = before
        self.after = after
        self.log = log
        self.refreshed = refreshed
        self.put_kept = put_kept
        self._done = True  # pushed after the action: the first redo has nothing to do

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self._put(self.after, "redone", Message("TableUndo", QT_TRANSLATE_NOOP(
            "TableUndo", "Redone")), Message("TableUndo", QT_TRANSLATE_NOOP(
                "TableUndo", "Redone: {action}"), action=self.said))

    def undo(self) -> None:
        self._put(self.before, "undone", Message("TableUndo", QT_TRANSLATE_NOOP(
            "TableUndo", "Undone")), Message("TableUndo", QT_TRANSLATE_NOOP(
                "TableUndo", "Undone: {action}"), action=self.said))

    def _put(self, snapshot: TableStep, key: str, word: str, label: str) -> None:
        """Put `snapshot` back and log it at its table (`key`: the log's outcome key)."""
        notes = self.memory.restore(snapshot)
        if self.put_kept is not None:
            self.put_kept(snapshot.kept)
        self.refreshed()
        self.log(LogEntry(time=datetime.now(), who="", check=word, outcome=key,
                          outcome_label=label, colour=UNDO_COLOUR,
                          notes=joined_notes(*notes), ruleset=snapshot.table.table))


class TableUndo:
    """The Table area's undo stacks, one for each ruleset's table (`stack`: the shown
    one's), and `remember` to make an action one step of the shown table's."""

    def __init__(self, parent: QObject, memory: TableMemory,
                 log: Callable[[LogEntry], None], refreshed: Callable[[], None]) -> None:
        self._parent = parent
        self._stacks: dict[str, QUndoStack] = {}
        self.memory = memory
        self.log = log
        self.refreshed = refreshed

    @property
    def stack(self) -> QUndoStack:
        """The shown table's stack (made the first time that table is shown)."""
        table = self.memory.tracker.play.shown
        if table not in self._stacks:
            self._stacks[table] = QUndoStack(self._parent)
        return self._stacks[table]

    def remember(self, text: str, files: Iterable[str], action: Callable[[], object],
                 kept: tuple[Callable[[], object], Callable[[object], None]] | None = None
                 ) -> object:
        """Do `action` as one undoable step named `text` (when it changed anything);
        `files` are library ids it may write besides those of linked people; `kept`:
        what else the action changes, as a function that takes it and one that puts it
        back (the fight seated with an encounter)."""
        files = list(files)
        stack = self.stack  # the table the action is done at, even if it showed another
        take, put = kept if kept is not None else (lambda: None, None)
        before = replace(self.memory.take(files), kept=take())
        result = action()
        after = replace(self.memory.take(files), kept=take())
        if after != before:
            stack.push(TableCommand(text, self.memory, before, after, self.log,
                                    self.refreshed, put))
        return result
