"""RollLogModel: the shown table's roll log (time, who, check, faces, total, outcome),
newest last: the lines of the ruleset shown (the other games' are kept, not shown)."""

from __future__ import annotations

import csv
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from gm_assistant.core.dice import RolledDice
from gm_assistant.core.play import RollRecord
from gm_assistant.core.play.measured import measures_text
from gm_assistant.core.play.session import LOG_COLUMNS, TABLE_DICE, LogEntry, joined_notes
from gm_assistant.core.play.table import Change, PlayTable
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.ui.errors import message_text
from gm_assistant.ui.theme import readable_text_colour

__all__ = ["COLUMNS", "LogEntry", "RollLogModel", "check_total", "entry_from_lookup",
           "entry_from_record", "shown_cells"]

COLUMNS: tuple[str, ...] = tuple(title for _, title in LOG_COLUMNS)
"""Column titles, in order (`LOG_COLUMNS`: shown translated; the CSV's header keeps them,
in lower case, as its column keys)."""
_OUTCOME = next(i for i, (name, _) in enumerate(LOG_COLUMNS) if name == "outcome_label")
_NOTES = next(i for i, (name, _) in enumerate(LOG_COLUMNS) if name == "notes")

translate = QCoreApplication.translate

_Index = QModelIndex | QPersistentModelIndex


def _face(value: int, notation: str) -> str:
    if "f" in notation.lower():
        return {1: "+", 0: "0", -1: "−"}.get(value, str(value))
    return str(value)


def _dice_text(rolled: RolledDice) -> str:
    faces = [_face(v, rolled.notation) for v in rolled.faces]
    joiner = " " if "f" in rolled.notation.lower() else "+"
    text = joiner.join(faces)
    if rolled.values:  # a pool: its dice one by one, then what they read as
        read = ", ".join(f"{name} {value}" for name, value in rolled.values)
        return " ".join(faces) + f" ({read})"
    if tuple(rolled.kept) != tuple(rolled.faces):  # a message: read in the language shown
        return Message("RollLogModel", QT_TRANSLATE_NOOP("RollLogModel",
                                                         "{faces} (kept {kept})"),
                       faces=text, kept="+".join(str(v) for v in rolled.kept))
    return text


_JOINS = {", ": QT_TRANSLATE_NOOP("RollLogModel", "{first}, {more}"),
          " → ": QT_TRANSLATE_NOOP("RollLogModel", "{first} → {more}"),
          " | ": QT_TRANSLATE_NOOP("RollLogModel", "{first} | {more}")}
"""How the faces of a line are joined (a roll's dice, its rerolls, the members of a
group), as messages for a line that has a message in it."""


def _joined(separator: str, parts: list[str]) -> str:
    """`parts` joined by `separator`: plain text, or a message when a part is one (so the
    part is still worded in the language shown), joined by halves like the notes."""
    if len(parts) == 1:
        return parts[0]
    if not any(isinstance(part, Message) for part in parts):
        return separator.join(parts)
    half = len(parts) // 2
    return Message("RollLogModel", _JOINS[separator], first=_joined(separator, parts[:half]),
                   more=_joined(separator, parts[half:]))


def _attempt_text(dice: dict[str, RolledDice], names: int) -> str:
    parts = []
    for name, rolled in dice.items():
        text = _dice_text(rolled)
        if names > 1 or name != "roll":
            text = (Message("RollLogModel", QT_TRANSLATE_NOOP("RollLogModel", "{roll} {faces}"),
                            roll=name, faces=text) if isinstance(text, Message)
                    else f"{name} {text}")
        parts.append(text)
    return _joined(", ", parts)


def entry_from_record(ruleset: Ruleset, record: RollRecord, who: str,
                      notes: str = "", time: datetime | None = None) -> LogEntry:
    """A log line at `ruleset`'s table for a roll made with `roll_check`: every attempt's
    faces, rerolls marked; `notes` (a `Message` when made by the app) after what the roll
    measured and spent."""
    spec = ruleset.checks[record.check]
    names = len(spec.rolls)
    members: dict[int, list[str]] = {}
    for attempt in record.attempts:
        members.setdefault(attempt.member, []).append(_attempt_text(attempt.dice, names))
    faces = _joined(" | ", [_joined(" → ", texts) for texts in members.values()])
    last = record.attempts[-1].dice if record.attempts else {}
    totals = [", ".join(f"{n} {v}" for n, v in rolled.values) if rolled.values
              else f"{name} {rolled.total}" if len(last) > 1 else str(rolled.total)
              for name, rolled in last.items()]
    checked = check_total(record.attempts[-1].values if record.attempts else {})
    dice = ""
    if checked is not None:  # the check's own total (dice and bonuses); the dice beside it
        dice = ", ".join(totals)
        totals = [checked]
    outcome = ruleset.outcomes[record.outcome]
    spent = [Message("RollLogModel", QT_TRANSLATE_NOOP("RollLogModel",
                                                       "{resource} spent: {amount}"),
                     resource=_resource_label(ruleset, name), amount=amount)
             for name, amount in record.spent.items()]
    measures = measures_text(spec, record.attempts[-1].values) if record.attempts else ""
    return LogEntry(time=time or datetime.now(), who=who, check=spec.label, faces=faces,
                    dice=dice, total=", ".join(totals), outcome=record.outcome,
                    outcome_label=outcome.label, colour=outcome.colour,
                    notes=joined_notes(measures, *spent, notes), ruleset=ruleset.id)


def entry_from_lookup(ruleset: Ruleset, check_id: str,
                      faces: Mapping[str, int | tuple[int, ...]], values: Mapping[str, object],
                      outcome_key: str, who: str, notes: str = "",
                      time: datetime | None = None,
                      dice_faces: Mapping[str, tuple[int, ...]] | None = None) -> LogEntry:
    """A log line for physical dice looked up: the faces typed (`dice_faces`: Fate dice
    typed one by one, shown as the roller shows them, `+ + 0 −`), the check's total (or
    the values read from a pool, or the dice), the outcome."""
    spec = ruleset.checks[check_id]
    typed = dice_faces or {}

    def face_text(name: str, value: int | tuple[int, ...]) -> str:
        if name in typed:
            return " ".join(_face(f, "dF") for f in typed[name])
        return " ".join(str(f) for f in value) if isinstance(value, tuple) else str(value)

    shown = ", ".join(face_text(n, v) if n == "roll" else f"{n} {face_text(n, v)}"
                      for n, v in faces.items())
    read = ", ".join(f"{name} {values[name]}" for pool in spec.pools
                     for name in pool.names if name in values)
    outcome = ruleset.outcomes[outcome_key]
    checked = check_total(values)
    dice = str(sum(v for v in faces.values() if isinstance(v, int))) \
        if checked is not None and not read else ""
    return LogEntry(time=time or datetime.now(), who=who, check=spec.label, faces=shown,
                    dice=dice, total=checked or read or shown, outcome=outcome_key,
                    outcome_label=outcome.label, colour=outcome.colour,
                    notes=joined_notes(measures_text(spec, values), notes), source=TABLE_DICE,
                    ruleset=ruleset.id)


def shown_cells(entry: LogEntry) -> tuple[str, ...]:
    """The texts the log shows for `entry`, in the language shown now: its cells (the
    app's texts in them worded now), with the note that the dice were the table's said in
    that language (after the others: what the roll measured comes first in a narrow
    column)."""
    cells = tuple(message_text(cell) for cell in entry.cells())
    if entry.source != TABLE_DICE:
        return cells
    said = translate("RollLogModel", "table dice")
    notes = cells[_NOTES]
    return (*cells[:_NOTES], f"{notes}; {said}" if notes else said, *cells[_NOTES + 1:])


def check_total(values: Mapping[str, object]) -> str | None:
    """The check's total when it names one (a value `total`, as Fate's roll + approach +
    invocations), for the log's Total column; None when it has none (the dice are it)."""
    total = values.get("total")
    if isinstance(total, bool) or not isinstance(total, int | float):
        return None
    return str(int(total)) if float(total).is_integer() else str(total)


def _resource_label(ruleset: Ruleset, name: str) -> str:
    resource = ruleset.model.resources.get(name)
    return resource.label if resource else name


class RollLogModel(QAbstractTableModel):
    """The rolls of this session at the shown table, one row each, in the order they were
    made: a view of the Table's roll log (`PlayTable.shown_log`). Another ruleset's lines
    are neither shown, exported nor cleared here; they come back with their ruleset."""

    def __init__(self, parent: object | None = None, play: PlayTable | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.play = play if play is not None else PlayTable()
        self._lines = self.play.shown_log()
        """The rows shown (the shown table's lines, once the view has heard of a change)."""
        self._seen = len(self.play.log)
        """How many lines of the whole log `_lines` was made from."""
        self.play.observe(self._on_play_changed)

    @property
    def entries(self) -> list[LogEntry]:
        """The shown table's lines, oldest first."""
        return self._lines

    def _on_play_changed(self, change: Change) -> None:
        if change.kind not in ("log", "shown"):
            return
        log = self.play.log
        if change.kind == "log" and len(log) > self._seen:  # lines added at the end
            added = [entry for entry in log[self._seen:] if self.play.at_shown_table(entry)]
            self._seen = len(log)
            if added:
                first = len(self._lines)
                self.beginInsertRows(QModelIndex(), first, first + len(added) - 1)
                self._lines.extend(added)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = self.play.shown_log()
        self._seen = len(log)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        entry = self.entries[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return shown_cells(entry)[column]
        if column == _OUTCOME:
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(QColor(entry.colour))
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor(readable_text_colour(entry.colour)))
        if role == Qt.ItemDataRole.UserRole:
            return entry
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return translate("RollLogModel", COLUMNS[section]) \
                if 0 <= section < len(COLUMNS) else None
        return str(section + 1)

    def append(self, entry: LogEntry) -> None:
        """Add a line at the end of the log."""
        self.play.add_to_log(entry)

    def extend(self, entries: list[LogEntry]) -> None:
        """Add several lines at the end (a restored session)."""
        if entries:
            self.play.add_to_log(*entries)

    def clear(self) -> int:
        """Forget the shown table's lines (the other games' stay); returns how many."""
        return self.play.clear_log()

    def write_csv(self, path: Path) -> int:
        """Write the shown table's log as CSV (a header, then one row per roll, in the
        language shown); returns the rows written."""
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["date", *[c.lower() for c in COLUMNS], "outcome key"])
            for entry in self.entries:
                writer.writerow([entry.time.date().isoformat(), *shown_cells(entry), entry.outcome])
        return len(self.entries)
