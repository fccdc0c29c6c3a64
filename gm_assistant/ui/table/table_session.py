"""The table's session on disk: the Table's state (`PlayTable`, its hit sheets included)
filled from the core session file, with the fights seated at its tables (what Forecast
from here plays on), said in the status line (`PlayTable.save` writes it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.conflict.seated import FightChoices, restore_fights
from gm_assistant.core.play.table import PlayTable
from gm_assistant.ui.errors import message_text

__all__ = ["restore_table"]

translate = QCoreApplication.translate


def restore_table(path: Path, play: PlayTable
                  ) -> tuple[str, dict[str, tuple[SeatedFight, FightChoices]]]:
    """Fill the Table's state from the session in `path`; returns a line for the status
    ("" when there was nothing to restore) and the fights seated at its tables (ruleset
    id -> the fight and the GM's choices for it). A seated fight the file holds wrongly
    is left out, said in the line (located), and the file is copied aside; the rest of
    the session is taken."""
    rolls_before = len(play.log)
    problem = play.load(path)
    fights, refused = restore_fights(path, play.fights)
    play.fights = {table: play.fights[table] for table in fights}
    if problem or refused:
        return "\n".join(message_text(text) for text in (problem, *refused) if text), fights
    seated = sum(len(seats.people) for seats in play.tables().values())
    rolls = len(play.log) - rolls_before
    # Each count with its own plural ("1 roll", "6 people"), said only when there are some.
    said = []
    if rolls:
        said.append(translate("TableSession", "%n rolls in the logs", None, rolls))
    if seated:
        said.append(translate("TableSession", "%n people seated at the tables", None,
                              seated))
    if said:
        return translate("TableSession", "Session restored: {counts}.").format(
            counts=translate("TableSession", "{first}, {second}").format(
                first=said[0], second=said[1]) if len(said) == 2 else said[0]), fights
    return "", fights
