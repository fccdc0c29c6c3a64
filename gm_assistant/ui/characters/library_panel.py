"""LibraryPanel: the library list beside the sheet: search, kind filter, all rulesets."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.library import LibraryEntry
from gm_assistant.ui.characters.library_model import (
    KIND,
    NAME,
    PROBLEMS,
    RULESET,
    TAGS,
    LibraryFilterProxyModel,
    LibraryTableModel,
)
from gm_assistant.ui.common.kind_text import KIND_LABELS, kind_label
from gm_assistant.ui.common.wrapped_rows import WrappedRows

__all__ = ["LibraryPanel"]

translate = QCoreApplication.translate


class LibraryPanel(QWidget):
    """A searchable, filterable, sortable list of the library's characters.

    `current_changed(path)` follows the current row (the character to show);
    `filters_changed` follows the search box, the kind filter and the ruleset toggle.
    """

    current_changed = Signal(object)
    filters_changed = Signal()

    def __init__(self, model: LibraryTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryPanel")
        self.model = model
        self.proxy = LibraryFilterProxyModel(self)
        self.proxy.setSourceModel(model)
        self.ruleset_id: str | None = None
        self._filtering = False

        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("library_search")
        self.search_edit.setPlaceholderText(
            translate("LibraryPanel", "Search names and tags (Ctrl+F)"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self._apply_filters)
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("library_kind")
        self.kind_combo.addItem(translate("LibraryPanel", "All kinds"), None)
        for kind in KIND_LABELS:
            self.kind_combo.addItem(kind_label(kind), kind)
        self.kind_combo.currentIndexChanged.connect(self._apply_filters)
        self.all_check = QCheckBox(translate("LibraryPanel", "All rulesets"), self)
        self.all_check.setObjectName("library_all_rulesets")
        self.all_check.setToolTip(translate(
            "LibraryPanel", "Show the characters of every ruleset, not only this one"))
        self.all_check.toggled.connect(self._apply_filters)

        self.table = QTableView(self)
        self.table.setObjectName("library_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        # A long name or many tags wrap onto more lines of their row, never elided.
        self.rows = WrappedRows(self.table)
        self.table.setAlternatingRowColors(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in range(1, model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Tags can be long: a fixed share of the width, the rest on more lines.
        header.setSectionResizeMode(TAGS, QHeaderView.ResizeMode.Interactive)
        self._size_tags_column()
        self.table.setColumnHidden(RULESET, True)
        self.table.selectionModel().currentRowChanged.connect(self._on_table_current_changed)

        filters = QHBoxLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        filters.addWidget(self.kind_combo, 1)
        filters.addWidget(self.all_check)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        self._apply_filters()

    def wanted_width(self) -> int:
        """The width that shows every column whole (the titles and kinds in the
        interface's language: Spanish ones are longer) beside a dozen letters of names."""
        header = self.table.horizontalHeader()
        cells = self.table.fontMetrics()
        kinds = max(cells.horizontalAdvance(kind_label(kind)) for kind in KIND_LABELS)
        columns = (max(header.sectionSizeHint(NAME), cells.averageCharWidth() * 14)
                   + max(header.sectionSizeHint(KIND), kinds + 16)
                   + header.sectionSize(TAGS)
                   + header.sectionSizeHint(PROBLEMS))
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return columns + scroll_bar + 2 * self.table.frameWidth()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._size_tags_column()  # a larger text size: "Etiquetas" was cut at 1.25

    def _size_tags_column(self) -> None:
        """Tags: room for a couple of tags and for the column's own title."""
        header = self.table.horizontalHeader()
        header.resizeSection(TAGS, max(
            self.fontMetrics().horizontalAdvance("sample, goblins") + 12,
            header.sectionSizeFromContents(TAGS).width()))

    # --- filters ------------------------------------------------------------------------

    def set_ruleset_id(self, ruleset_id: str | None) -> None:
        """Show this ruleset's characters (unless all rulesets are shown)."""
        self.ruleset_id = ruleset_id
        self._apply_filters()

    @property
    def all_rulesets(self) -> bool:
        """True when every ruleset's characters are listed."""
        return self.all_check.isChecked()

    def _apply_filters(self) -> None:
        # Rows come and go while the proxy filters: the current row they move is not the
        # user choosing a character.
        self._filtering = True
        try:
            self.proxy.set_filters(ruleset_id=None if self.all_rulesets else self.ruleset_id,
                                   kind=self.kind_combo.currentData(),
                                   text=self.search_edit.text())
        finally:
            self._filtering = False
        self.table.setColumnHidden(RULESET, not self.all_rulesets)
        self.filters_changed.emit()

    # --- rows ---------------------------------------------------------------------------

    def shown_entries(self) -> list[LibraryEntry]:
        """The entries listed now, in the order shown."""
        return [self.model.entry(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                for r in range(self.proxy.rowCount())]

    def selected_entries(self) -> list[LibraryEntry]:
        """The selected entries (the current one if none is selected), in list order."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        if not rows and self.table.currentIndex().isValid():
            rows = [self.table.currentIndex().row()]
        return [self.model.entry(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                for r in rows]

    def current_path(self) -> Path | None:
        """The file of the current row."""
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.entry(self.proxy.mapToSource(index).row()).path

    def select_path(self, path: Path | None) -> bool:
        """Make a file's row current (and the only selection); False if it is not shown."""
        if path is None:
            return False
        row = self.model.row_of(path)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if not index.isValid():
            return False
        self.table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(index)
        return True

    def select_first(self) -> bool:
        """Make the first character that opens current; False when there is none."""
        for entry in self.shown_entries():
            if entry.ok:
                return self.select_path(entry.path)
        return False

    def show_problems_column(self, shown: bool) -> None:
        """Show or hide the problems column."""
        self.table.setColumnHidden(PROBLEMS, not shown)

    def _on_table_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._filtering:
            return
        path = self.model.entry(self.proxy.mapToSource(current).row()).path \
            if current.isValid() else None
        self.current_changed.emit(path)
