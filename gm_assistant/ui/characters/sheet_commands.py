"""Undoable sheet edits: each QUndoCommand runs one SheetState edit and can put it back.

The first run of an edit goes through the sheet's own edit methods (`set`, `set_entry`,
`remove_entry`, `set_box`, ...), which check the value; a refused value never reaches the
undo stack. The command remembers the character's own values before and after, and undo
and redo put those back with `SheetState.restore`, so an edit that touched several fields
(removing a list entry moves the picks that named later entries) comes back whole.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from gm_assistant.core.sheets import SheetState
    from gm_assistant.ui.characters.open_sheet import OpenSheet

__all__ = ["SheetEditCommand", "Snapshot", "push_edit"]

_MERGE_ID = 0x5E17


@dataclass(frozen=True)
class Snapshot:
    """What a character itself holds: its name, tags and own values."""

    name: str
    tags: tuple[str, ...]
    values: dict[str, Any]

    @classmethod
    def of(cls, sheet: OpenSheet) -> Snapshot:
        """The current snapshot of an open sheet's character."""
        character = sheet.character
        return cls(character.name, tuple(character.tags), copy.deepcopy(character.values))


def _put_back(sheet: OpenSheet, snapshot: Snapshot) -> None:
    character = sheet.character
    header = character.name != snapshot.name or tuple(character.tags) != snapshot.tags
    character.name = snapshot.name
    character.tags = list(snapshot.tags)
    state = sheet.state
    for key in list(dict.fromkeys([*character.values, *snapshot.values])):
        now = character.values.get(key, _MISSING)
        then = snapshot.values.get(key, _MISSING)
        if now == then or not state.template.uses(key):
            continue
        if then is _MISSING:
            state.restore(key, own=False)
        else:
            state.restore(key, then)
    if header:
        sheet.header_changed.emit()


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


_MISSING: Any = _Missing()


class SheetEditCommand(QUndoCommand):
    """One edit of an open sheet, between two snapshots of its character.

    Consecutive edits with the same `merge_key` (typing in one field, stepping a spin
    box) merge into one step; an edit merged back to where it started drops out.
    """

    def __init__(self, sheet: OpenSheet, text: str, before: Snapshot, after: Snapshot,
                 merge_key: str | None = None) -> None:
        super().__init__(text)
        self.sheet = sheet
        self.before = before
        self.after = after
        self.merge_key = merge_key
        self._applied = True  # pushed after the edit ran: the first redo has nothing to do

    def id(self) -> int:
        return _MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SheetEditCommand) or other.sheet is not self.sheet \
                or other.merge_key is None or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        if self.after == self.before:
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        _put_back(self.sheet, self.after)

    def undo(self) -> None:
        _put_back(self.sheet, self.before)


def push_edit(sheet: OpenSheet, text: str, edit: Callable[[SheetState], object],
              merge_key: str | None = None) -> bool:
    """Run `edit` on the sheet now and record it on the sheet's undo stack.

    `edit` calls SheetState edit methods (or changes the name or tags); a ValueRefused it
    raises leaves the sheet as it was and propagates. Returns False when nothing changed.
    """
    before = Snapshot.of(sheet)
    try:
        edit(sheet.state)
    except Exception:
        _put_back(sheet, before)
        raise
    after = Snapshot.of(sheet)
    if after == before:
        return False
    if (after.name, after.tags) != (before.name, before.tags):
        sheet.header_changed.emit()
    sheet.undo_stack.push(SheetEditCommand(sheet, text, before, after, merge_key))
    return True
