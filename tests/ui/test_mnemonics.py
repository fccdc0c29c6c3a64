"""Alt+letter: within the window as shown (menus, toolbar, the area's visible controls)
no two mnemonics share a letter, in English and in Spanish, in every area, with a
character open, seated and marked. (A shared letter only moves the focus between the
two; the second is never reached by its letter.)"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenuBar,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library
from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.areas import AREAS
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.odds.odds_view import OddsView
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView

LOAD_TIMEOUT = 30_000


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")
    assert wait_for_workers(30)


def _letter(text: str) -> str | None:
    """The mnemonic of a text ("&&" is a literal ampersand), lower case."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def mnemonics(window: MainWindow) -> dict[str, list[str]]:
    """Letter -> the texts that take it, of what the window shows now."""
    found: dict[str, list[str]] = {}

    def add(kind: str, text: str) -> None:
        letter = _letter(text)
        if letter is not None:
            found.setdefault(letter, []).append(f"{kind}: {text}")

    for bar in window.findChildren(QMenuBar):
        for action in bar.actions():
            add("menu", action.text())
    for tabs in window.findChildren(QTabBar):
        if tabs.isVisible():
            for index in range(tabs.count()):
                add("tab", tabs.tabText(index))
    for button in window.findChildren(QAbstractButton):
        if button.isVisible():
            add(type(button).__name__, button.text())
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None:
            add("label", label.text())
    for box in window.findChildren(QGroupBox):
        if box.isVisible():
            add("group", box.title())
    return found


def clashes(window: MainWindow) -> dict[str, list[str]]:
    return {letter: texts for letter, texts in mnemonics(window).items() if len(texts) > 1}


@pytest.mark.parametrize("language", ["en", "es"])
def test_no_two_mnemonics_share_a_letter_in_any_area(qtbot: QtBot, tmp_path: Path,
                                                    language: str) -> None:
    library = Library()  # the test's own (GM_ASSISTANT_HOME is per test)
    samples = resources_dir() / "samples" / "adom"
    sample = next(iter(sorted(samples.glob("*.yaml"))))
    copied = tmp_path / sample.name
    shutil.copy(sample, copied)
    library.import_file(copied)
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    window = MainWindow(ruleset_id="adom", settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitExposed(window)
    if language == "es":
        qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    found: dict[str, dict[str, list[str]]] = {}
    # The Encounters area first: its forecast is done before sheets are open elsewhere
    # (a CI run once stalled with that forecast and a sample's form both live).
    for area in sorted(AREAS, key=lambda spec: spec.name != "encounters"):
        window.menus.area_actions[area.name].trigger()
        qtbot.waitUntil(lambda: not window.is_busy(), timeout=LOAD_TIMEOUT)
        shown = window.areas[area.name]
        if isinstance(shown, CharactersView):
            shown.files.open_samples([sample])
        elif isinstance(shown, TableView):
            shown.reload_characters()
            shown.pick_character(shown.characters[0][0])
        elif isinstance(shown, OddsView):
            shown.overlay.enable_check.setChecked(True)
        QApplication.processEvents()
        found[area.name] = clashes(window)
    assert found == {area.name: {} for area in AREAS}


def test_a_shared_letter_is_found(qtbot: QtBot, tmp_path: Path) -> None:
    """The check above can fail: two buttons given the same letter are reported."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    window = MainWindow(ruleset_id="adom", settings=UiSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitExposed(window)
    holder = QWidget(window)
    layout = QVBoxLayout(holder)
    layout.addWidget(QPushButton("&Quench", holder))
    layout.addWidget(QPushButton("&Quest", holder))
    holder.show()
    assert clashes(window).get("q") == ["QPushButton: &Quench", "QPushButton: &Quest"]
