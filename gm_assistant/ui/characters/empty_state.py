"""EmptyStatePanel: what the Characters area shows with no character to edit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["EmptyStatePanel"]


class EmptyStatePanel(QWidget):
    """A friendly heading, a line of help, and New character / Open a sample buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CharactersEmptyState")
        self.heading = QLabel(self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Wrapped: a long ruleset name in the heading widened the whole area, even with
        # a sheet shown (a stack is as wide as its widest page), and squeezed the list.
        self.heading.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setObjectName("empty_text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setFixedWidth(480)
        self.new_button = QPushButton(
            QCoreApplication.translate("EmptyStatePanel", "&New character…"), self)
        self.new_button.setObjectName("empty_new")
        self.sample_button = QPushButton(
            QCoreApplication.translate("EmptyStatePanel", "Open a &sample…"), self)
        self.sample_button.setObjectName("empty_sample")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.sample_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.heading)
        layout.addWidget(self.text, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        layout.addStretch(2)

    def show_message(self, heading: str, text: str, actions: bool = True) -> None:
        """Say why there is nothing to edit; `actions` shows the two buttons."""
        self.heading.setText(f"<h2>{heading}</h2>")
        self.text.setText(text)
        self._fit_text()
        self.new_button.setVisible(actions)
        self.sample_button.setVisible(actions)

    def changeEvent(self, event: QEvent) -> None:
        # A larger text size (View > Text size, Preferences) needs more lines: the help
        # line was cut at 1.25 while its height stayed the one worked out at 1.0.
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_text()

    def _fit_text(self) -> None:
        """The help line as wide as about 70 characters of the text size in use, and as
        tall as its wrapped lines."""
        self.text.setFixedWidth(max(480, self.text.fontMetrics().averageCharWidth() * 70))
        self.text.setMinimumHeight(self.text.heightForWidth(self.text.width()))
