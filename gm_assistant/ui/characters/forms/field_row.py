"""FieldRow: one field of the sheet form. Its editor, "use the default", its problems.

A problem appearing or going while the GM types moves no field below: it is one line
(cut with an ellipsis, whole in its tooltip and in the problems panel above the form),
beside a narrow editor (a number, a derived value, a track) or on a line kept for it
beneath a wide one (a list, a long text). Beneath a combo box or a line of text the
line is taken when a problem shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGridLayout, QLabel, QToolButton, QWidget

from gm_assistant.ui.characters.forms.editor_base import FieldEditor
from gm_assistant.ui.common.one_line import OneLineLabel

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


def _paint_as_problem(label: QLabel) -> None:
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, PROBLEM_COLOUR)
    label.setPalette(palette)


class FieldRow(QWidget):
    """A field's editor, its "use the default" button and its problems, on one line
    beside a narrow editor, else beneath it."""

    def __init__(self, editor: FieldEditor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.reset_button = QToolButton(self)
        self.reset_button.setText("↺")
        self.reset_button.setObjectName("reset_field")
        self.reset_button.setAutoRaise(True)
        self.reset_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.problem_label = OneLineLabel(self)
        self.problem_label.setObjectName("field_problems")
        _paint_as_problem(self.problem_label)
        # Hidden without problems, its place kept beside a narrow editor or beneath a
        # wide one (a list, a long text: a line is little beside them), so the rows below
        # stay where they are; beneath a combo box or a line of text it takes a line only
        # when shown (a line kept under each would part them from their titles).
        policy = self.problem_label.sizePolicy()
        policy.setRetainSizeWhenHidden(editor.shrinks or editor.wide)
        self.problem_label.setSizePolicy(policy)
        self.problem_label.hide()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(1)
        grid.addWidget(editor, 0, 0)
        grid.addWidget(self.reset_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        if editor.shrinks:  # the room right of a narrow editor: no line added
            grid.addWidget(self.problem_label, 0, 2, Qt.AlignmentFlag.AlignVCenter)
        else:
            grid.addWidget(self.problem_label, 1, 0, 1, 3)
        grid.setColumnStretch(2 if editor.shrinks else 0, 1)

    def show_problems(self, lines: list[str]) -> None:
        """Show these problem lines by the editor (none: hide the label, its place kept)."""
        self.problem_label.setText(" · ".join(lines))
        self.problem_label.setVisible(bool(lines))
