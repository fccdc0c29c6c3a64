"""ListEntriesModel: a list field's entries (skills, hobbies, weapons) as an item model.

One row per entry, one column per subfield: inputs are editable (a one-box track is a
check box), derived subfields are read-only and worked out by the core. Edits go through
the form as undoable sheet edits; problems of an entry colour its cells.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from gm_assistant.ui.characters.forms.field_row import PROBLEM_COLOUR
from gm_assistant.ui.common.value_text import EMPTY, choice_from_text, number_text, value_text
from gm_assistant.ui.errors import message_text

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec
    from gm_assistant.core.sheets import EntryResult
    from gm_assistant.ui.characters.forms.editor_base import FormContext

__all__ = ["PROBLEM_COLOUR", "ListEntriesModel"]

_Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate


class ListEntriesModel(QAbstractTableModel):
    """The entries of list field `spec`, read from the form's sheet."""

    def __init__(self, spec: FieldSpec, context: FormContext) -> None:
        super().__init__()
        assert spec.entry is not None
        self.spec = spec
        self.context = context
        self.columns: list[FieldSpec] = list(spec.entry.fields.values())
        self._entries: list[EntryResult] = []
        self._problems: dict[tuple[int, str | None], list[str]] = {}
        self._load()

    # --- reading the sheet ------------------------------------------------------------

    def _load(self) -> None:
        state = self.context.state
        self._entries = state.entries(self.spec.id) if state.template.uses(self.spec.id) else []
        self._problems = {}
        prefix = self.spec.id + "["
        for problem in state.problems:
            if not problem.field.startswith(prefix):
                continue
            head, _, rest = problem.field[len(prefix):].partition("]")
            if not head.isdigit():
                continue
            sub = rest[1:] if rest.startswith(".") else None
            self._problems.setdefault((int(head), sub), []).append(message_text(problem.message))

    def refresh(self) -> None:
        """Read the entries again after the sheet changed."""
        before = len(self._entries)
        self._load()
        if len(self._entries) != before:
            self.beginResetModel()
            self.endResetModel()
        elif self._entries:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._entries) - 1, len(self.columns) - 1))

    def entry_problems(self, row: int) -> list[str]:
        """Every problem of one entry (its own and its subfields')."""
        return [m for (r, _sub), messages in self._problems.items() if r == row
                for m in messages]

    def column_of(self, subfield: str) -> int:
        """The column of a subfield (-1 if there is none)."""
        for column, sub in enumerate(self.columns):
            if sub.id == subfield:
                return column
        return -1

    @staticmethod
    def one_box(sub: FieldSpec) -> bool:
        """True for a track of a single box (shown as a check box)."""
        return sub.kind == "track" and str(getattr(sub.model, "boxes", "")) == "1"

    # --- Qt model ---------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal \
                    and 0 <= section < len(self.columns):
                return getattr(self.columns[section].model, "description", None)
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.columns[section].label if 0 <= section < len(self.columns) else None
        return str(section + 1)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        sub = self.columns[index.column()]
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not sub.is_input:
            return flags
        if self.one_box(sub):
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        return flags | Qt.ItemFlag.ItemIsEditable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        sub = self.columns[index.column()]
        problems = self._problems.get((index.row(), sub.id), [])
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, sub)
        if role == Qt.ItemDataRole.EditRole:
            return entry.values.get(sub.id) if sub.is_input else entry.derived.get(sub.id)
        if role == Qt.ItemDataRole.CheckStateRole and self.one_box(sub):
            value = entry.values.get(sub.id)
            checked = isinstance(value, list) and bool(value) and bool(value[0])
            return Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole:
            description = getattr(sub.model, "description", None)
            return "\n".join([*problems, *([description] if description else [])]) or None
        if role == Qt.ItemDataRole.ForegroundRole and problems:
            return QBrush(PROBLEM_COLOUR)
        if role == Qt.ItemDataRole.FontRole and not sub.is_input:
            font = QFont()
            font.setWeight(QFont.Weight.Bold)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and sub.kind in ("number", "derived"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _display(self, entry: EntryResult, sub: FieldSpec) -> str:
        """A cell's text: a derived subfield's number, nothing for a one-box track (its
        check box says it), a track's boxes (x checked, . not), the value as the sheet
        shows it."""
        if not sub.is_input:
            return number_text(entry.derived.get(sub.id))
        if self.one_box(sub):
            return ""
        value = entry.values.get(sub.id)
        if value is None:
            return EMPTY
        if sub.kind == "track":
            return "".join("x" if b else "." for b in value)
        return value_text(sub, value, self.context.state)

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return False
        sub = self.columns[index.column()]
        if not sub.is_input:
            return False
        if role == Qt.ItemDataRole.CheckStateRole and self.one_box(sub):
            value = [Qt.CheckState(value) == Qt.CheckState.Checked]
        elif role != Qt.ItemDataRole.EditRole:
            return False
        list_id, row = self.spec.id, index.row()
        where = f"{list_id}[{row}].{sub.id}"
        if value is None or value == "":
            return self._clear(row, sub, where)
        if sub.kind == "choice" and isinstance(value, str):
            value = choice_from_text(sub, value)
        return self.context.edit(
            where, translate("ListEntriesModel", "Set {field} of {list} {number}").format(
                field=sub.label, list=self.spec.label, number=row + 1),
            lambda s: s.set_entry(list_id, row, sub.id, value, text=isinstance(value, str)))

    def _clear(self, row: int, sub: FieldSpec, where: str) -> bool:
        list_id = self.spec.id
        entries = self.context.state.value(list_id)
        if not isinstance(entries, list) or row >= len(entries) \
                or entries[row].get(sub.id) in (None, ""):
            return False
        cleared = [dict(e) for e in entries]
        del cleared[row][sub.id]
        return self.context.edit(
            where, translate("ListEntriesModel", "Clear {field} of {list} {number}").format(
                field=sub.label, list=self.spec.label, number=row + 1),
            lambda s: s.set(list_id, cleared))
