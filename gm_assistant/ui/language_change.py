"""A change of the interface's language while the app runs: the restart it needs, and
the language a ruleset suggests.

The menus and tabs follow a language change at once; the areas were built in the
language of their time (they translate when they make their texts), so the window offers
a restart (`RestartOffer`). A ruleset written in another language that the app has
(`language:` in its file) is said once per ruleset and session by a `LanguageBar` above
the areas, with a button that switches; the app never switches by itself.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QProcess, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

__all__ = ["LANGUAGE_NAMES", "LanguageBar", "RestartOffer", "restart_command",
           "start_detached", "suggested_language"]

translate = QCoreApplication.translate

LANGUAGE_NAMES = {"en": "English", "es": "Español"}
"""Each language the app has, in its own words (never translated)."""


def suggested_language(ruleset_language: str) -> str:
    """The interface language that fits a ruleset's `language:` (``es-AR`` -> ``es``);
    "" when the app has none for it."""
    code = ruleset_language.split("-")[0].lower()
    return code if code in LANGUAGE_NAMES else ""


def restart_command() -> tuple[str, list[str]]:
    """The program and arguments that started this process: the bundle's executable
    with its arguments, or the interpreter with its own options (``-m gm_assistant``
    or the entry-point script) and the app's."""
    if getattr(sys, "frozen", False):
        return sys.executable, list(sys.argv[1:])
    return sys.executable, list(sys.orig_argv[1:])


def start_detached(program: str, arguments: list[str]) -> bool:
    """Start `program` as a process of its own (it outlives this one); True if it
    started."""
    started, _pid = QProcess.startDetached(program, arguments)
    return bool(started)


class RestartOffer(QMessageBox):
    """Asks, in the new language, whether to restart now so that the areas show it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RestartOffer")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(translate("MainWindow", "Language"))
        self.setText(translate(
            "MainWindow", "The areas show the new language after a restart. Restart now?"))
        self.restart_button = self.addButton(translate("MainWindow", "&Restart now"),
                                             QMessageBox.ButtonRole.AcceptRole)
        self.later_button = self.addButton(translate("MainWindow", "&Later"),
                                           QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.restart_button)
        self.setEscapeButton(self.later_button)


class LanguageBar(QFrame):
    """A bar above the areas: the ruleset chosen is written in a language the app has
    and does not show; its button shows the interface in it (`accepted`)."""

    accepted = Signal(str)
    """(language code): the user asked for the interface in that language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LanguageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.code = ""
        """The language offered."""
        self.label = QLabel(self)
        self.label.setObjectName("LanguageBarText")
        self.label.setWordWrap(True)
        self.switch_button = QPushButton(self)
        self.switch_button.setObjectName("LanguageBarSwitch")
        self.switch_button.clicked.connect(self._on_switch_button_clicked)
        self.dismiss_button = QPushButton(self)
        self.dismiss_button.setObjectName("LanguageBarDismiss")
        self.dismiss_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.switch_button)
        layout.addWidget(self.dismiss_button)
        self.hide()

    def offer(self, code: str) -> None:
        """Show the offer of language `code` (one of `LANGUAGE_NAMES`)."""
        self.code = code
        name = LANGUAGE_NAMES[code]
        self.label.setText(translate(
            "MainWindow", "This ruleset is written in {language}. Show the interface in "
            "{language}?").format(language=name))
        self.switch_button.setText(
            translate("MainWindow", "Show in {language}").format(language=name))
        self.dismiss_button.setText(translate("MainWindow", "Not now"))
        self.show()

    def _on_switch_button_clicked(self) -> None:
        self.hide()
        self.accepted.emit(self.code)
