"""RollLogModel: the table's roll log (time, who, check, faces, total, outcome), newest last."""

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
from gm_assistant.core.play.session import LOG_COLUMNS, TABLE_DICE, LogEntry
from gm_assistant.core.play.table import Change, PlayTable
from gm_assistant.core.rules.compiled import Ruleset
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
    if tuple(rolled.kept) != tuple(rolled.faces):
        text += " " + translate("RollLogModel", "(kept {faces})").format(
            faces="+".join(str(v) for v in rolled.kept))
    return text


def _attempt_text(dice: dict[str, RolledDice], names: int) -> str:
    parts = []
    for name, rolled in dice.items():
        text = _dice_text(rolled)
        parts.append(f"{name} {text}" if names > 1 or name != "roll" else text)
    return ", ".join(parts)


def entry_from_record(ruleset: Ruleset, record: RollRecord, who: str,
                      notes: str = "", time: datetime | None = None) -> LogEntry:
    """A log line for a roll made with `roll_check`: every attempt's faces, rerolls marked."""
    spec = ruleset.checks[record.check]
    names = len(spec.rolls)
    members: dict[int, list[str]] = {}
    for attempt in record.attempts:
        members.setdefault(attempt.member, []).append(_attempt_text(attempt.dice, names))
    faces = " | ".join(" → ".join(texts) for texts in members.values())
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
    spent = ", ".join(translate("RollLogModel", "{resource} spent: {amount}").format(
        resource=_resource_label(ruleset, name), amount=amount)
        for name, amount in record.spent.items())
    measures = measures_text(spec, record.attempts[-1].values) if record.attempts else ""
    note = "; ".join(text for text in (measures, spent, notes) if text)
    return LogEntry(time=time or datetime.now(), who=who, check=spec.label, faces=faces,
                    dice=dice, total=", ".join(totals), outcome=record.outcome,
                    outcome_label=outcome.label, colour=outcome.colour, notes=note)


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
                    notes="; ".join(text for text in (measures_text(spec, values), notes)
                                    if text), source=TABLE_DICE)


def shown_cells(entry: LogEntry) -> tuple[str, ...]:
    """The texts the log shows for `entry`, in the language shown now: its cells, with
    the note that the dice were the table's said in that language (after the others:
    what the roll measured comes first in a narrow column)."""
    cells = entry.cells()
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
    """The rolls of this session, one row each, in the order they were made: a view of
    the Table's roll log (`PlayTable.log`)."""

    def __init__(self, parent: object | None = None, play: PlayTable | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.play = play if play is not None else PlayTable()
        self._rows = len(self.play.log)
        """The rows shown (the log's length once the view has heard of a change)."""
        self.play.observe(self._on_play_changed)

    @property
    def entries(self) -> list[LogEntry]:
        """The log's lines, oldest first."""
        return self.play.log

    def _on_play_changed(self, change: Change) -> None:
        if change.kind != "log":
            return
        count = len(self.play.log)
        if count > self._rows:  # lines added at the end
            self.beginInsertRows(QModelIndex(), self._rows, count - 1)
            self._rows = count
            self.endInsertRows()
        else:
            self.beginResetModel()
            self._rows = count
            self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < self._rows:
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

    def clear(self) -> None:
        """Forget every line."""
        self.play.clear_log()

    def write_csv(self, path: Path) -> int:
        """Write the log as CSV (a header, then one row per roll); returns the rows written."""
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["date", *[c.lower() for c in COLUMNS], "outcome key"])
            for entry in self.entries:
                writer.writerow([entry.time.date().isoformat(), *shown_cells(entry), entry.outcome])
        return len(self.entries)
