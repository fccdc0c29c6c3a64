"""FieldRow: one field of the sheet form. Its editor, "use the default", its problems."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGridLayout, QLabel, QToolButton, QWidget

from gm_assistant.ui.characters.forms.editor_base import FieldEditor

__all__ = ["PROBLEM_COLOUR", "FieldRow", "problem_label"]

PROBLEM_COLOUR = QColor("#d32f2f")
"""Problems are written in this red, readable on light and dark backgrounds."""


def problem_label(parent: QWidget) -> QLabel:
    """A label for problems: red, wrapped, selectable (a palette, not a style sheet, so
    that a form of a hundred fields builds fast)."""
    label = QLabel(parent)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, PROBLEM_COLOUR)
    label.setPalette(palette)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class FieldRow(QWidget):
    """A field's editor, its "use the default" button and its problems beneath it."""

    def __init__(self, editor: FieldEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.reset_button = QToolButton(self)
        self.reset_button.setText("↺")
        self.reset_button.setObjectName("reset_field")
        self.reset_button.setAutoRaise(True)
        self.reset_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.problem_label = problem_label(self)
        self.problem_label.setObjectName("field_problems")
        self.problem_label.hide()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(1)
        grid.addWidget(editor, 0, 0)
        grid.addWidget(self.reset_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.problem_label, 1, 0, 1, 3)
        grid.setColumnStretch(2 if editor.shrinks else 0, 1)

    def show_problems(self, lines: list[str]) -> None:
        """Show these problem lines under the editor (none: hide the label)."""
        self.problem_label.setText("\n".join(lines))
        self.problem_label.setVisible(bool(lines))
