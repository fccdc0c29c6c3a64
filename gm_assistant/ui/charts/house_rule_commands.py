"""Undoable house-rule edits: each command swaps the override file's content and reloads."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from gm_assistant.core.house_rules import OverridePlan, write_atomically

__all__ = ["OverrideFileCommand"]


class OverrideFileCommand(QUndoCommand):
    """Writes `plan.after` on redo and `plan.before` on undo, then calls `reload`.

    A write that fails (disk full, folder read-only) leaves the file as it was, reports
    the error through `report_error` and, on the first redo, marks the command obsolete
    so that QUndoStack drops it instead of recording an edit that never happened.
    """

    def __init__(self, text: str, plan: OverridePlan, reload: Callable[[], None],
                 report_error: Callable[[BaseException], None]) -> None:
        super().__init__(text)
        self.plan = plan
        self._reload = reload
        self._report_error = report_error
        self._done_once = False

    def _write(self, content: bytes | None) -> bool:
        try:
            write_atomically(self.plan.file, content)
        except OSError as error:
            self._report_error(error)
            return False
        self._reload()
        return True

    def redo(self) -> None:
        ok = self._write(self.plan.after)
        if not ok and not self._done_once:
            self.setObsolete(True)
        self._done_once = True

    def undo(self) -> None:
        self._write(self.plan.before)
