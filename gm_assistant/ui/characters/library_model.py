"""LibraryTableModel and LibraryFilterProxyModel: the character library as a sortable list.

The model lists the core library's entries (one per file, broken ones included) with the
name, kind, tags, ruleset and the number of problems of each sheet. Open characters with
unsaved edits show their edited name and a bullet. The proxy filters by ruleset, kind and
text (found in the name or a tag), as the core's `Library.search` does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, LibraryEntry
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.kind_text import kind_label
from gm_assistant.ui.errors import message_text

__all__ = ["COLUMNS", "LibraryFilterProxyModel", "LibraryTableModel", "OpenInfo"]

translate = QCoreApplication.translate

COLUMNS = (str(QT_TRANSLATE_NOOP("LibraryTableModel", "Name")),
           str(QT_TRANSLATE_NOOP("LibraryTableModel", "Kind")),
           str(QT_TRANSLATE_NOOP("LibraryTableModel", "Tags")),
           str(QT_TRANSLATE_NOOP("LibraryTableModel", "Problems")),
           str(QT_TRANSLATE_NOOP("LibraryTableModel", "Ruleset")))
"""The list's column titles (in English; shown translated)."""
NAME, KIND, TAGS, PROBLEMS, RULESET = range(len(COLUMNS))

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's LibraryEntry."""

OpenInfo = tuple[str, tuple[str, ...], int, bool]
"""What an open character shows instead of its file: name, tags, problems, unsaved."""

_Index = QModelIndex | QPersistentModelIndex
_BROKEN = QColor("#d32f2f")


class LibraryTableModel(QAbstractTableModel):
    """Every file of a library folder, with the number of problems of each sheet.

    Args:
        library: The library to list.
        ruleset_of: Finds a loaded ruleset by id (None when it is not loaded).
    """

    def __init__(self, library: Library, ruleset_of: Callable[[str], Ruleset | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._ruleset_of = ruleset_of
        self._entries: list[LibraryEntry] = []
        self._by_id: dict[str, LibraryEntry] = {}
        """The listed entries by id, for following bases (kept with `_entries`)."""
        self._problems: dict[Path, tuple[tuple[int, ...], int | None, str]] = {}
        self._open: dict[Path, OpenInfo] = {}

    # --- content ------------------------------------------------------------------------

    def reload(self) -> None:
        """List the folder again (only changed files are read again)."""
        entries = self.library.entries()
        if [e.path for e in entries] == [e.path for e in self._entries]:
            pairs = list(zip(entries, self._entries, strict=True))
            edited = any(a != b for a, b in pairs)
            # A character that follows a base shows the base's edits too (its problems).
            changed = [r for r, (a, b) in enumerate(pairs) if a != b or (edited and a.base)]
            self._entries = entries
            self._by_id = {e.id: e for e in entries}
            for row in changed:
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
            return
        self.beginResetModel()
        self._entries = entries
        self._by_id = {e.id: e for e in entries}
        self.endResetModel()

    def entry(self, row: int) -> LibraryEntry:
        """The entry of a row."""
        return self._entries[row]

    def row_of(self, path: Path) -> int:
        """The row of a file (-1 if it is not listed)."""
        for row, entry in enumerate(self._entries):
            if entry.path == path:
                return row
        return -1

    @property
    def entries(self) -> list[LibraryEntry]:
        """Every entry listed, in order."""
        return list(self._entries)

    def set_open(self, path: Path, info: OpenInfo | None) -> None:
        """Show an open character's edited name, tags, problems and unsaved mark."""
        if self._open.get(path) == info:
            return
        if info is None:
            self._open.pop(path, None)
        else:
            self._open[path] = info
        self._problems.pop(path, None)
        row = self.row_of(path)
        if row >= 0:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def problem_count(self, entry: LibraryEntry) -> int | None:
        """How many problems the sheet of a file has (None when it cannot be worked out)."""
        return self._problems_of(entry)[0]

    def _stamp(self, entry: LibraryEntry) -> tuple[int, ...] | None:
        """When the file and the bases it follows last changed (None if the file is gone):
        a follower's problems change with its base."""
        by_id = self._by_id  # built once per listing: a dict per cell drawn was O(n^2)
        stamps: list[int] = []
        current: LibraryEntry | None = entry
        while current is not None and len(stamps) <= 8:  # Library refuses deeper chains
            try:
                stamps.append(current.path.stat().st_mtime_ns)
            except OSError:
                if current is entry:
                    return None
                break
            current = by_id.get(current.base) if current.base else None
        return tuple(stamps)

    def _problems_of(self, entry: LibraryEntry) -> tuple[int | None, str]:
        if not entry.ok:
            return None, message_text(entry.error) if entry.error else translate(
                "LibraryTableModel", "the file does not open")
        stamp = self._stamp(entry)
        if stamp is None:
            return None, translate("LibraryTableModel", "the file is gone")
        cached = self._problems.get(entry.path)
        if cached is not None and cached[0] == stamp:
            return cached[1], cached[2]
        ruleset = self._ruleset_of(entry.ruleset)
        if ruleset is None or ruleset.sheet is None:
            result: tuple[int | None, str] = (None, translate(
                "LibraryTableModel", "the ruleset '{ruleset}' is not loaded").format(
                    ruleset=entry.ruleset))
        else:
            try:
                character = self.library.open(entry.id)
                problems = self.library.state(character, ruleset).problems
                result = (len(problems), "\n".join(f"{p.field}: {message_text(p.message)}"
                                                   for p in problems[:12]))
            except GMAssistantError as error:
                result = (None, str(error))
        self._problems[entry.path] = (stamp, *result)
        return result

    # --- Qt model -----------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(COLUMNS):
            return translate("LibraryTableModel", COLUMNS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == ENTRY_ROLE:
            return entry
        opened = self._open.get(entry.path)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(entry, column, opened, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, column, opened)
        if role == Qt.ItemDataRole.ForegroundRole:
            if not entry.ok or (column == PROBLEMS and self._count(entry, opened)):
                return QBrush(_BROKEN)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column == PROBLEMS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tooltip(self, entry: LibraryEntry, column: int, opened: OpenInfo | None,
                 ) -> str | None:
        """A cell's tooltip: why a file cannot be read, a sheet's problems, the file's
        path (and whether it has unsaved edits), the tags in full."""
        if not entry.ok:
            return message_text(entry.error) if entry.error else entry.error
        if column == PROBLEMS:
            return self._problems_of(entry)[1] or translate("LibraryTableModel",
                                                            "No problems")
        if column == NAME:
            if opened is not None and opened[3]:
                return translate("LibraryTableModel", "{path} (unsaved edits)").format(
                    path=entry.path)
            return str(entry.path)
        if column == TAGS:
            return self._text(entry, TAGS, opened, False) or None
        return None

    def _count(self, entry: LibraryEntry, opened: OpenInfo | None) -> int | None:
        return opened[2] if opened is not None else self._problems_of(entry)[0]

    def _text(self, entry: LibraryEntry, column: int, opened: OpenInfo | None,
              for_sorting: bool) -> Any:
        if column == NAME:
            if not entry.ok:
                return translate("LibraryTableModel", "{file} (does not open)").format(
                    file=entry.path.name)
            if opened is not None:
                return f"• {opened[0]}" if opened[3] and not for_sorting else opened[0]
            return entry.name
        if column == KIND:
            return kind_label(entry.kind)
        if column == TAGS:
            return ", ".join(opened[1] if opened is not None else entry.tags)
        if column == PROBLEMS:
            count = self._count(entry, opened)
            if for_sorting:
                return -1 if count is None else count
            return "?" if count is None else str(count)
        if column == RULESET:
            ruleset = self._ruleset_of(entry.ruleset) if entry.ruleset else None
            return ruleset.name if ruleset is not None else entry.ruleset
        return None


class LibraryFilterProxyModel(QSortFilterProxyModel):
    """Filters the library by ruleset (unless all are shown), kind and text; sorts by any
    column (names without regard to case)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ruleset_id: str | None = None
        self.kind: str | None = None
        self.text = ""
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setSortRole(Qt.ItemDataRole.EditRole)

    def set_filters(self, *, ruleset_id: str | None = None, kind: str | None = None,
                    text: str = "") -> None:
        """Show entries of this ruleset (None: all), kind (None: all), with this text."""
        self.beginFilterChange()
        self.ruleset_id, self.kind, self.text = ruleset_id, kind, text.casefold().strip()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, LibraryTableModel):
            return True
        entry = model.entry(source_row)
        if not entry.ok:
            return not (self.kind or self.text)  # shown with every ruleset, to be seen
        if self.ruleset_id is not None and entry.ruleset != self.ruleset_id:
            return False
        if self.kind is not None and entry.kind != self.kind:
            return False
        if self.text:
            name = str(model.data(model.index(source_row, NAME), Qt.ItemDataRole.EditRole))
            tags = str(model.data(model.index(source_row, TAGS)))
            return self.text in name.casefold() or self.text in tags.casefold()
        return True
