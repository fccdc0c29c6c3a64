"""ProblemsPanel: every problem of a sheet at the top of the form; a click goes to its field.

The panel keeps one height whether the sheet has problems or not: a problem that appears
while the GM types would otherwise push the whole form down under the cursor. The list has
room for a few lines and scrolls past them; with no problems its place stays empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.ui.common.value_text import problem_place
from gm_assistant.ui.errors import message_text

if TYPE_CHECKING:
    from gm_assistant.core.sheets import SheetState

__all__ = ["ProblemsPanel"]

LINES_SHOWN = 2
"""Lines of problems the list shows without scrolling (its height, kept when it is empty)."""


class ProblemsPanel(QWidget):
    """A heading with the count and a short list of `Place: message` lines."""

    problem_activated = Signal(str)
    """The field (`skills[1].level`) of the problem the user chose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problems_panel")
        self.heading = QLabel(self)
        self.heading.setObjectName("problems_heading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.list = QListWidget(self)
        self.list.setObjectName("problems_list")
        self.list.setAccessibleName(QCoreApplication.translate("ProblemsPanel",
                                                               "Problems of the sheet"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        hidden_keeps_place = self.list.sizePolicy()
        hidden_keeps_place.setRetainSizeWhenHidden(True)  # no problems: the place stays
        self.list.setSizePolicy(hidden_keeps_place)
        self.list.itemActivated.connect(self._on_list_item_activated)
        self.list.itemClicked.connect(self._on_list_item_activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.heading)
        layout.addWidget(self.list)
        self._fit_height()

    def show_problems(self, state: SheetState) -> None:
        """List the sheet's problems now."""
        problems = state.problems
        self.list.clear()
        for problem in problems:
            place = problem_place(state, problem.field)
            item = QListWidgetItem(f"{place}: {message_text(problem.message)}")
            item.setData(Qt.ItemDataRole.UserRole, problem.field)
            item.setForeground(Qt.GlobalColor.red)
            self.list.addItem(item)
        count = len(problems)
        self.list.setToolTip("\n".join(self.messages))
        if count:
            heading = QCoreApplication.translate(
                "ProblemsPanel", "<b style='color:#d32f2f'>1 problem</b> (a sheet may be "
                "saved with problems; click it to go to its field)") if count == 1 else \
                QCoreApplication.translate(
                    "ProblemsPanel", "<b style='color:#d32f2f'>{count} problems</b> (a sheet "
                    "may be saved with problems; click one to go to its field)")
            self.heading.setText(heading.format(count=count))
        else:
            self.heading.setText(QCoreApplication.translate(
                "ProblemsPanel", "No problems: the sheet follows its rules."))
        self.list.setVisible(bool(count))
        self._fit_height()

    def _fit_height(self) -> None:
        """The same height with or without problems (`LINES_SHOWN` lines of the list and
        the heading's line), measured again when the text size changes."""
        metrics = self.list.fontMetrics()
        self.list.setFixedHeight(LINES_SHOWN * metrics.lineSpacing() + 4
                                 + 2 * self.list.frameWidth())
        self.heading.setFixedHeight(self.heading.fontMetrics().lineSpacing() + 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()

    @property
    def messages(self) -> list[str]:
        """The lines shown, in order (for tests and screen readers)."""
        return [self.list.item(r).text() for r in range(self.list.count())]

    def _on_list_item_activated(self, item: QListWidgetItem) -> None:
        field = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(field, str):
            self.problem_activated.emit(field)
