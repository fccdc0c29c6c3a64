"""The crash dialog: an unexpected error, its traceback to copy, and the app kept running."""

from __future__ import annotations

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

__all__ = ["CrashDialog"]

translate = QCoreApplication.translate


class CrashDialog(QDialog):
    """Shows a traceback with a Copy button; one dialog collects every report."""

    _open: CrashDialog | None = None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CrashDialog")
        self.setWindowTitle(translate("CrashDialog", "GM Assistant: something went wrong"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(720, 420)
        message = QLabel(translate(
            "CrashDialog", "<b>GM Assistant hit a bug.</b> Nothing you have open was closed "
            "or discarded: save your work, then restart the app if it misbehaves.<br>"
            "Please send the report below with what you were doing."))
        message.setWordWrap(True)
        self.details = QPlainTextEdit(self)
        self.details.setObjectName("CrashDetails")
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(translate("CrashDialog", "&Copy report"), self)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(message)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)

    @classmethod
    def report(cls, text: str, parent: QWidget | None = None) -> CrashDialog:
        """Show `text` (a formatted traceback), in the dialog already open if there is one."""
        dialog = cls._open
        if dialog is None:
            dialog = cls(parent)
            cls._open = dialog
            dialog.destroyed.connect(cls._forget)
            dialog.details.setPlainText(text)
            dialog.open()
        else:
            dialog.details.appendPlainText("\n" + text)
        return dialog

    @classmethod
    def _forget(cls) -> None:
        cls._open = None

    def _on_copy_button_clicked(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())
