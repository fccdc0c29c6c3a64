"""ResourceTrackerPanel: who is at the table and their resources, editable, with the library.

Under the people's buttons, a row for the Table's actions on them (Take a hit, End of
scene, Forecast from here, Rhythm), placed by the Table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel

__all__ = ["ResourceTrackerPanel"]

translate = QCoreApplication.translate


class ResourceTrackerPanel(QGroupBox):
    """The tracker table with Add, From the library and Remove.

    Signals:
        reported(str): a message for the status line (people added, a file that failed).
    """

    reported = Signal(str)

    def __init__(self, model: ResourceTrackerModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("ResourceTrackerPanel",
                                   "Resources at the table (this session)"), parent)
        self.setObjectName("ResourceTrackerPanel")
        self.model = model
        self.ruleset: Ruleset | None = None
        self.suggested_name = ""
        self.library_source: Callable[[], Library] = Library
        """Gives the library to read characters from (the Table area passes its own)."""
        layout = QVBoxLayout(self)
        self.view = QTableView(self)
        self.view.setObjectName("tracker_view")
        self.view.setTabKeyNavigation(False)  # Tab moves on; arrows move between cells
        self.view.setModel(model)
        self.view.verticalHeader().hide()
        # A row as tall as its wrapped "Hits taken" glance (the boxes at its end were cut
        # at text size 1.25), measured again as the columns widen or narrow.
        self.view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.sectionResized.connect(self._on_header_section_resized)
        # The hits column's texts change with the hits: its share measured again.
        model.dataChanged.connect(self._on_header_section_resized)
        model.modelReset.connect(self._on_header_section_resized)
        model.rowsInserted.connect(self._on_header_section_resized)
        layout.addWidget(self.view)
        buttons = QHBoxLayout()
        self.add_person_button = QPushButton(translate("ResourceTrackerPanel", "Add &person…"),
                                             self)
        self.add_person_button.setObjectName("add_person_button")
        self.add_person_button.clicked.connect(self._on_add_person_clicked)
        self.from_library_button = QPushButton(
            translate("ResourceTrackerPanel", "From the librar&y"), self)
        self.from_library_button.setObjectName("from_library_button")
        self.from_library_button.setToolTip(translate(
            "ResourceTrackerPanel", "Add this ruleset's characters from the library with "
            "their current resources. Effects applied at the table are also saved to their "
            "sheets."))
        self.from_library_button.clicked.connect(self._on_from_library_button_clicked)
        self.remove_person_button = QPushButton(translate("ResourceTrackerPanel", "Remove"),
                                                self)
        self.remove_person_button.setObjectName("remove_person_button")
        self.remove_person_button.clicked.connect(self._on_remove_person_clicked)
        buttons.addWidget(self.add_person_button)
        buttons.addWidget(self.from_library_button)
        buttons.addWidget(self.remove_person_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        # A ruleset with nothing to track (d20 Mastery) says so instead of a lone Name
        # column and buttons that add people to it.
        self.nothing_label = QLabel(self)
        self.nothing_label.setObjectName("nothing_to_track_label")
        self.nothing_label.setWordWrap(True)
        self.nothing_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.nothing_label, 1)
        self._buttons = (self.add_person_button, self.from_library_button,
                         self.remove_person_button)
        self.actions_row = QHBoxLayout()
        self.actions_row.addStretch(1)
        layout.addLayout(self.actions_row)

    def add_action_button(self, action: QAction, name: str) -> QToolButton:
        """A button for `action` at the end of the actions' row."""
        button = QToolButton(self)
        button.setObjectName(name)
        button.setDefaultAction(action)
        self.add_button(button)
        return button

    def add_button(self, button: QWidget) -> None:
        """Put `button` at the end of the actions' row (before its stretch), never
        narrower than its text: the row's width is the panel's minimum."""
        button.setSizePolicy(QSizePolicy.Policy.Minimum, button.sizePolicy().verticalPolicy())
        self.actions_row.insertWidget(self.actions_row.count() - 1, button)

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show the resources of `ruleset`."""
        self.ruleset = ruleset
        self.model.set_ruleset(ruleset)
        self._size_columns()
        self.from_library_button.setEnabled(ruleset is not None and ruleset.sheet is not None)
        nothing = ruleset is not None and not self.model.columns
        self.nothing_label.setText(translate(
            "ResourceTrackerPanel", "{ruleset} keeps no resources, harm or points at the "
            "table: there is nothing to track here. Who acts is typed above.").format(
            ruleset=ruleset.name) if ruleset is not None else "")
        self.nothing_label.setVisible(nothing)
        for widget in (self.view, *self._buttons):
            widget.setVisible(not nothing)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._size_columns()  # a larger text size: the hits column measured again

    def _size_columns(self) -> None:
        header = self.view.horizontalHeader()
        texts = [i for i, column in enumerate(self.model.columns, start=1) if column.text]
        # The glance at hits taken takes the room the names and numbers leave (its text
        # wraps); without it, the last column does.
        header.setStretchLastSection(not texts)
        for index, column in enumerate(self.model.columns, start=1):
            header.setSectionResizeMode(index, QHeaderView.ResizeMode.Stretch if column.text
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self._on_header_section_resized()

    def _on_header_section_resized(self, *_args: object) -> None:
        """The table at least as wide as its names and numbers need, with room for the
        hits column's header: its area makes room for it (the columns were cut at text
        size 1.25, "Puntos de desti")."""
        header = self.view.horizontalHeader()
        needed = 0
        for index in range(header.count()):
            if header.sectionResizeMode(index) == QHeaderView.ResizeMode.Stretch:
                # Its text wraps, but a share of the width for a slot and its boxes on
                # one line ("Kill Damage box ☐☐☐☐☐" took 4 lines of a 75 px column at
                # 1.25 in Spanish, x-43): its longest text, up to about 26 characters.
                share = min(self.view.sizeHintForColumn(index),
                            self.view.fontMetrics().averageCharWidth() * 26)
                needed += max(header.sectionSizeFromContents(index).width(), share)
            elif index == header.count() - 1 and header.stretchLastSection():
                needed += max(header.sectionSizeFromContents(index).width(),
                              self.view.sizeHintForColumn(index))
            else:
                needed += header.sectionSize(index)
        needed += 2 * self.view.frameWidth() + self.view.verticalScrollBar().sizeHint().width()
        if self.view.minimumWidth() != needed:
            self.view.setMinimumWidth(needed)

    def add_from_library(self, only: str | None = None) -> int:
        """Put this ruleset's library characters (or the one called `only`) at the table
        with their resources and the sheet values effects use; returns how many were added
        or updated."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.sheet is None:
            return 0
        library = self.library_source()
        keys = [c.key for c in self.model.columns]
        amounts: dict[str, dict[str, int]] = {}
        links: dict[str, str] = {}
        if only is None:
            entries = library.search(ruleset=ruleset.id)
        else:
            found = library.named(only, ruleset.id)
            entries = [found] if found is not None else []
        for entry in entries:
            try:
                character = library.open(entry.id)
                state = library.state(character, ruleset)
            except (GMAssistantError, OSError) as error:
                self.reported.emit(translate(
                    "ResourceTrackerPanel", "{file} could not be opened: {error}").format(
                    file=entry.path.name, error=error))
                continue
            numbers = state.formula_values()
            name = character.name or entry.id
            if name not in amounts:  # two files of one name: the first, as `named` finds
                amounts[name] = {key: int(numbers[key]) for key in keys if key in numbers}
                links[name] = entry.id
        self.model.add_people(amounts, links)  # one refresh of the table, not one a person
        count = len(amounts)
        if only is None:
            self.reported.emit(
                # "%n characters": the English catalogue of plurals gives the singular.
                translate("ResourceTrackerPanel", "%n characters from the library at the "
                          "table.", None, count) if count
                else translate("ResourceTrackerPanel", "No {ruleset} characters in the "
                               "library yet.").format(ruleset=ruleset.name))
        return count

    def _on_from_library_button_clicked(self) -> None:
        self.add_from_library()  # not connected directly: `clicked` would pass `only`

    def _on_add_person_clicked(self) -> None:
        name, ok = QInputDialog.getText(
            self, translate("ResourceTrackerPanel", "Add a person"),
            translate("ResourceTrackerPanel", "Name:"), text=self.suggested_name)
        if ok and name.strip():
            row = self.model.add_person(name)
            self.view.setCurrentIndex(self.model.index(row, 1))

    def selected_person(self) -> str:
        """The person of the row the GM has selected ('' when none is)."""
        index = self.view.currentIndex()
        people = self.model.people
        return people[index.row()] if index.isValid() and index.row() < len(people) else ""

    def _on_remove_person_clicked(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            self.model.remove_row(index.row())
