"""ProblemsDialog: the ruleset files that did not load, each problem as file:line:col."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from gm_assistant.core.rules.registry import RulesetEntry

__all__ = ["ProblemsDialog", "problems_text"]

translate = QCoreApplication.translate


def problems_text(entries: Sequence[RulesetEntry]) -> str:
    """Every problem of every broken entry, one `file:line:col: message` a line, in the
    interface's language."""
    from gm_assistant.ui.errors import problem_text

    lines: list[str] = []
    for entry in entries:
        lines.extend(problem_text(problem) for problem in entry.problems)
        if not entry.problems:
            lines.append(translate("ProblemsDialog", "{file}:0:0: the file did not load").format(
                file=entry.file))
    return "\n".join(lines)


class ProblemsDialog(QDialog):
    """Lists the problems of broken ruleset files; the text can be copied."""

    def __init__(self, entries: Sequence[RulesetEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ProblemsDialog")
        self.setWindowTitle(translate("ProblemsDialog", "Rulesets with problems"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(760, 360)
        count = len(entries)
        names = ", ".join(entry.file.name for entry in entries)
        intro = QLabel(translate(
            "ProblemsDialog", "%n ruleset files could not be loaded ({names}). Fix the lines "
            "below in a text editor; the app reloads a file as soon as it is saved. "
            "`gm-assistant validate FILE` prints the same list.", None, count).format(
                names=names), self)
        intro.setWordWrap(True)
        self.text = QPlainTextEdit(problems_text(entries), self)
        self.text.setObjectName("ProblemsText")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = QPushButton(translate("ProblemsDialog", "&Copy"), self)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.text.toPlainText()))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
