"""A change of the interface's language while the app runs: the restart it needs, and
the language a ruleset suggests.

The menus and tabs follow a language change at once; the areas write their texts when
they are made, so the window makes them again (`MainWindow.rebuild_areas`). An area
holding open work it would not show again (characters open for editing, say) is kept as
it is, and the window offers a restart that names it (`RestartOffer`).

A ruleset written in another language that the app has (`language:` in its file) is
said by a `LanguageBar` above the areas, once per language (declined: never again), with
a button that switches; the app never switches by itself.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QProcess, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

__all__ = ["LANGUAGE_NAMES", "LanguageBar", "RestartOffer", "restart_command",
           "start_detached", "suggested_language"]

translate = QCoreApplication.translate

LANGUAGE_NAMES = {"en": "English", "es": "Español"}
"""Each language the app has, in its own words (never translated)."""

_NAMES_TO_TRANSLATE = {"en": QT_TRANSLATE_NOOP("LanguageBar", "English"),
                       "es": QT_TRANSLATE_NOOP("LanguageBar", "Spanish")}
"""Each language the app has, named in English; translated, in the interface's language
("inglés" in Spanish)."""


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
    """Asks, in the new language, whether to restart now so that the areas kept for the
    work open in them (`areas`: their titles) show it."""

    def __init__(self, areas: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RestartOffer")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(translate("MainWindow", "Language"))
        self.areas = areas
        self.setText(translate(
            "MainWindow", "What is open in {areas} stays in the language it was opened in "
            "until a restart. Restart now?").format(areas=", ".join(areas)))
        self.restart_button = self.addButton(translate("MainWindow", "&Restart now"),
                                             QMessageBox.ButtonRole.AcceptRole)
        self.later_button = self.addButton(translate("MainWindow", "&Later"),
                                           QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.restart_button)
        self.setEscapeButton(self.later_button)


class LanguageBar(QFrame):
    """A bar above the areas: a ruleset chosen is written in a language the app has and
    does not show; its button shows the interface in it (`accepted`), "Not now" declines
    (`declined`: the window remembers it and never offers that language again).

    Offered once per language (not per ruleset): once shown it stays, whatever ruleset is
    chosen next, until answered, so switching rulesets never moves the areas up and down
    (it names the ruleset it is about)."""

    accepted = Signal(str)
    """(language code): the user asked for the interface in that language."""
    declined = Signal(str)
    """(language code): the user answered "Not now"."""

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
        self.dismiss_button.clicked.connect(self._on_dismiss_button_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.switch_button)
        layout.addWidget(self.dismiss_button)
        self.hide()

    def offer(self, code: str, ruleset: str) -> None:
        """Show the offer of language `code` (one of `LANGUAGE_NAMES`), which the
        ruleset named `ruleset` is written in. The language is named in the interface's
        language, and on the button in its own words too (for a reader who does not
        read the interface's)."""
        self.code = code
        name = translate("LanguageBar", str(_NAMES_TO_TRANSLATE[code]))
        self.label.setText(translate(
            "LanguageBar", "{ruleset} is written in {language}. Show the interface in "
            "{language}?").format(ruleset=ruleset, language=name))
        self.switch_button.setText(translate(
            "LanguageBar", "Show in {language} ({own_name})").format(
                language=name, own_name=LANGUAGE_NAMES[code]))
        self.dismiss_button.setText(translate("LanguageBar", "Not now"))
        self.show()

    def _on_switch_button_clicked(self) -> None:
        self.hide()
        self.accepted.emit(self.code)

    def _on_dismiss_button_clicked(self) -> None:
        self.hide()
        self.declined.emit(self.code)
