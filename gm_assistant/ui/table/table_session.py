"""The table's session on disk: the Table's state (`PlayTable`, its hit sheets included)
filled from the core session file, said in the status line (`PlayTable.save` writes it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gm_assistant.core.play.table import PlayTable

__all__ = ["restore_table"]


def restore_table(path: Path, play: PlayTable) -> str:
    """Fill the Table's state from the session in `path`; returns a line for the status
    ("" when there was nothing to restore)."""
    rolls_before = len(play.log)
    problem = play.load(path)
    if problem:
        return problem
    seated = sum(len(seats.people) for seats in play.tables().values())
    rolls = len(play.log) - rolls_before
    if rolls or seated:
        return QCoreApplication.translate(
            "TableSession", "Session restored: %n rolls, {seated} at the tables.", None,
            rolls).format(seated=seated)
    return ""

