"""ResourceTrackerModel: who is at the table and their resources (luck, fate points, ...).

One row per name, one column per resource the ruleset declares, plus the sheet values its
outcome effects need (MAoFA's morale boost adds `initial_luck`). A row may be linked to a
library character (its id), whose sheet then follows the changes. Effects are applied by
the core (`gm_assistant.core.play`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from gm_assistant.core.play.effects import effect_sheet_names
from gm_assistant.core.play.session import UNSEATED, Seating
from gm_assistant.core.play.table import Change, PlayTable, TableSnapshot
from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["HARM_COLUMN", "ResourceTrackerModel", "TrackerColumn", "two_lines"]

HARM_COLUMN = "__harm__"
"""The key of the read-only column that shows each person's hits taken."""

_Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate


WRAPPED_LABEL = 14
"""Column labels longer than this many characters are shown on two lines."""


def two_lines(label: str) -> str:
    """A long column label on two lines, broken at the space nearest its middle, so that
    the column of a number is not as wide as its name ("Puntos de destino" -> "Puntos
    de" / "destino"); a short one, or one word, as it is."""
    if len(label) <= WRAPPED_LABEL or " " not in label.strip():
        return label
    middle = len(label) / 2
    spaces = [i for i, char in enumerate(label) if char == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return f"{label[:cut]}\n{label[cut + 1:]}"


@dataclass(frozen=True)
class TrackerColumn:
    """A resource (bounded) or a sheet value some effect needs."""

    key: str
    label: str
    low: int
    high: int
    sheet: bool = False
    text: bool = False  # read-only text (the harm summary), not an amount


class ResourceTrackerModel(QAbstractTableModel):
    """Editable table: Name, then the ruleset's resources and sheet values.

    Signals:
        people_changed: a name was added, removed or renamed.
        amount_edited(str, str, int, int): the user edited someone's amount (name,
            resource or sheet value key, before, after).
    """

    people_changed = Signal()
    amount_edited = Signal(str, str, int, int)

    def __init__(self, parent: object | None = None, play: PlayTable | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.play = play if play is not None else PlayTable()
        """The Table's state this model shows (its shown table, one row a person)."""
        self.columns: list[TrackerColumn] = []
        self.harm_texts: dict[str, str] = {}
        """Name -> a glance at their stress boxes and consequences (rulesets with harm)."""
        self._resetting = False
        self.play.observe(self._on_play_changed)

    @property
    def people(self) -> list[str]:
        """The shown table's people, one row each."""
        return self.play.people

    @property
    def amounts(self) -> dict[str, dict[str, int]]:
        """Name -> amounts at the shown table."""
        return self.play.amounts

    @property
    def library_ids(self) -> dict[str, str]:
        """Name -> the library character's id, for people brought from the library."""
        return self.play.links

    @property
    def table_id(self) -> str:
        """The ruleset whose table is shown: each ruleset has its own people (a game's
        characters do not sit at another game's table)."""
        return self.play.shown

    def _on_play_changed(self, change: Change) -> None:
        """The Table's state changed: show it (a reset when people come or go)."""
        if self._resetting:
            return
        if change.kind in ("people", "shown"):
            self.beginResetModel()
            self.endResetModel()
            self.people_changed.emit()
        elif change.kind == "amounts" and self.people and self.columns:
            self.dataChanged.emit(self.index(0, 1),
                                  self.index(len(self.people) - 1, len(self.columns)))

    # --- shape --------------------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show the table of `ruleset`: its people and their resources (each ruleset keeps
        its own; people of an older session, which did not say, sit at the first one)."""
        self.beginResetModel()
        self._resetting = True
        self.harm_texts = {}
        self.columns = []
        if ruleset is not None:
            if ruleset.harm is not None:  # first: in a fight it is the column looked at
                self.columns.append(TrackerColumn(
                    HARM_COLUMN, translate("ResourceTrackerModel", "Hits taken"), 0, 0,
                    text=True))
            for key, resource in ruleset.model.resources.items():
                self.columns.append(TrackerColumn(key, resource.label, resource.min,
                                                  resource.max))
            fields = ruleset.sheet.fields if ruleset.sheet is not None else {}
            for name in effect_sheet_names(ruleset):
                # The sheet's own label (in the ruleset's language), else the name read.
                field = fields.get(name)
                label = field.label if field is not None else name.replace("_", " ").capitalize()
                self.columns.append(TrackerColumn(name, label, -999, 999, sheet=True))
        self.play.show(ruleset.id if ruleset is not None else UNSEATED)
        self._resetting = False
        self.endResetModel()
        self.people_changed.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.people)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        if not 0 <= section <= len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("ResourceTrackerModel", "Name") if section == 0 \
                else two_lines(self.columns[section - 1].label)
        if role == Qt.ItemDataRole.ToolTipRole and section > 0:
            column = self.columns[section - 1]
            if column.sheet:
                return translate("ResourceTrackerModel", "Sheet value used by an outcome's "
                                 "effect ({key})").format(key=column.key)
            if column.text:
                return translate("ResourceTrackerModel", "Their sheet's boxes and slots for "
                                 "hits (Take a hit, Ctrl+H)")
            return translate("ResourceTrackerModel", "{resource}: {low} to {high}").format(
                resource=column.label, low=column.low, high=column.high)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if index.column() > 0 and self.columns[index.column() - 1].text:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsEditable)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.people):
            return None
        name = self.people[index.row()]
        if index.column() == 0:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return name
            return None
        column = self.columns[index.column() - 1]
        if column.text:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return self.harm_texts.get(name, "")
            return None
        value = self.amounts.get(name, {}).get(column.key, 0)
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: _Index, value: object,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row = index.row()
        if index.column() == 0:
            return self.rename(row, str(value))
        column = self.columns[index.column() - 1]
        if column.text:
            return False
        try:
            number = int(str(value).strip())
        except ValueError:
            return False
        number = max(column.low, min(column.high, number))
        name = self.people[row]
        before = self.play.set_amount(name, column.key, number)
        if number != before:
            self.amount_edited.emit(name, column.key, before, number)
        return True

    # --- people -------------------------------------------------------------------------

    def add_person(self, name: str) -> int:
        """Add `name` (or return their row if already there)."""
        name = name.strip()
        if name not in self.play.amounts:
            self.play.seat({name: {}})
        return self.people.index(name)

    def set_amounts(self, name: str, amounts: dict[str, int]) -> None:
        """Add `name` if needed and set some of their amounts (resources or sheet values)."""
        self.add_people({name: amounts})

    def add_people(self, amounts: dict[str, dict[str, int]],
                   links: dict[str, str] | None = None) -> None:
        """Add these people (name -> amounts, clamped to the columns' bounds) and their
        library links in one go: `people_changed` is emitted once, not once a person."""
        known = {c.key: c for c in self.columns}
        clamped = {name: {key: (max(known[key].low, min(known[key].high, value))
                                if key in known else value)
                          for key, value in given.items()}
                   for name, given in amounts.items()}
        self.play.seat(clamped, links)

    def remove_row(self, row: int) -> None:
        """Remove the person on `row` and their amounts."""
        if 0 <= row < len(self.people):
            name = self.people[row]
            self.harm_texts.pop(name, None)
            self.play.leave(name)

    def rename(self, row: int, name: str) -> bool:
        """Rename the person on `row`; refused when empty or taken."""
        old = self.people[row]
        if not self.play.rename(old, name):
            return False
        if old in self.harm_texts:
            self.harm_texts[name.strip()] = self.harm_texts.pop(old)
        return True

    def restore(self, snapshot: TableSnapshot) -> None:
        """Put a whole table back (undo), shown or not."""
        self.play.restore(snapshot)

    def tables(self) -> dict[str, Seating]:
        """Every ruleset's table (copies), for the session."""
        return self.play.tables()

    def load_tables(self, tables: dict[str, Seating]) -> None:
        """Seat the session's tables (the shown ruleset's is shown at once)."""
        self.play.load_tables(tables)

    def link_library(self, name: str, character_id: str) -> None:
        """Say that `name` is the library character `character_id` (their file follows)."""
        self.play.link(name, character_id)

    # --- amounts ------------------------------------------------------------------------

    def value(self, name: str, key: str) -> int:
        """A person's amount of a resource or sheet value (0 when never set)."""
        return self.play.value(name, key)

    def resources(self) -> dict[str, dict[str, int]]:
        """A copy of everyone's resource amounts (not sheet values), for the core."""
        keys = {c.key for c in self.columns if not c.sheet and not c.text}
        return {name: {k: v for k, v in self.amounts.get(name, {}).items() if k in keys}
                for name in self.people}

    def sheet_values(self, name: str) -> dict[str, int]:
        """The sheet values of `name` that effects may use."""
        return {c.key: self.value(name, c.key) for c in self.columns if c.sheet}

    def update_resources(self, resources: dict[str, dict[str, int]]) -> None:
        """Take back amounts changed by the core (new names are added as rows)."""
        self.play.update(resources)

    def set_harm_texts(self, texts: dict[str, str]) -> None:
        """Show these glances at hits taken (name -> text); others are cleared."""
        self.harm_texts = dict(texts)
        column = next((i + 1 for i, c in enumerate(self.columns) if c.text), None)
        if column is not None and self.people:
            self.dataChanged.emit(self.index(0, column),
                                  self.index(len(self.people) - 1, column))
