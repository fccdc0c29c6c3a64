"""The table's session on disk: the Qt models of the Table filled from, and written to,
the core session file (`gm_assistant.core.play.session`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gm_assistant.core.play.session import TableSession, load_session, save_session
from gm_assistant.ui.models.harm_book import HarmBook
from gm_assistant.ui.models.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.models.roll_log_model import RollLogModel

__all__ = ["TableSession", "load_session", "restore_table", "save_session", "save_table"]


def restore_table(path: Path, log: RollLogModel, tracker: ResourceTrackerModel,
                  book: HarmBook) -> str:
    """Fill the Table's models from the session in `path`; returns a line for the status
    ("" when there was nothing to restore)."""
    session, problem = load_session(path)
    log.extend(session.log)
    tracker.load_tables(session.tables)
    try:
        book.load_json(session.sheets)
    except ValueError as error:
        problem = problem or f"The hit sheets of the last session were not read: {error}"
    if problem:
        return problem
    seated = sum(len(seats.people) for seats in session.tables.values())
    rolls = len(session.log)
    if session.log or seated:
        return QCoreApplication.translate(
            "TableSession", "Session restored: %n rolls, {seated} at the tables.", None,
            rolls).format(seated=seated)
    return ""


def save_table(path: Path, log: RollLogModel, tracker: ResourceTrackerModel,
               book: HarmBook) -> None:
    """Write the Table's models to `path` (OSError when it cannot be written)."""
    save_session(path, TableSession(list(log.entries), tracker.tables(), book.to_json()))
