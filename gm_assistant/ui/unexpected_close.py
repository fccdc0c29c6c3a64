"""The box that says the last run closed unexpectedly (a crash or a kill) and offers the
log folder."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

__all__ = ["UnexpectedCloseBox"]

translate = QCoreApplication.translate


class UnexpectedCloseBox(QMessageBox):
    """Says when the run that closed unexpectedly started; `log_button` opens the log
    folder. Deleted when closed.

    Its texts follow the interface's language (a `LanguageChange` writes them again),
    like the rest of the window: the translators are installed after the first paint.

    Args:
        parent: The main window.
        started: When the run that closed unexpectedly started (ISO time).
    """

    def __init__(self, parent: QWidget, started: str) -> None:
        super().__init__(parent)
        self.setObjectName("UnexpectedCloseBox")
        self.setIcon(QMessageBox.Icon.Information)
        self.setWindowTitle("GM Assistant")
        self._started = started
        self.log_button: QPushButton = self.addButton(
            self._log_button_text(), QMessageBox.ButtonRole.ActionRole)
        self.addButton(QMessageBox.StandardButton.Close)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.retranslate()

    def retranslate(self) -> None:
        """Write the texts in the interface's language."""
        self.setText(translate(
            "MainWindow", "GM Assistant closed unexpectedly the last time (started {when})."
        ).format(when=self._started))
        self.setInformativeText(translate(
            "MainWindow", "The log folder holds what it wrote before it closed; a report "
            "with those files helps to find the cause."))
        self.log_button.setText(self._log_button_text())

    @staticmethod
    def _log_button_text() -> str:
        return translate("MainWindow", "Open the log folder")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
