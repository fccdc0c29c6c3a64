"""Edit > Preferences and File > Open on the real window: the text size can be 125%, the
theme and language change only when OK is pressed, and a file opened through File > Open
comes back in File > Open Recent, also after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings

FORD = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = MainWindow(ruleset_id="maofa", view="charts",
                        settings=UiSettings(tmp_path / "settings.ini"))
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    return window


def test_preferences_set_a_text_size_of_125_percent(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    dialog = window.show_preferences()
    dialog.text_size.setValue(125)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.accept()
    assert window.theme.font_scale == pytest.approx(1.25)
    assert window.settings.font_scale == pytest.approx(1.25)
    assert window.settings.theme == "dark" and window.theme.dark
    again = window.show_preferences()
    assert again.text_size.value() == 125
    assert again.theme.currentData() == "dark"
    again.text_size.setValue(90)
    again.reject()  # Cancel changes nothing
    assert window.settings.font_scale == pytest.approx(1.25)
    window.set_theme("system")
    assert wait_for_workers(30)


def test_preferences_change_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    window.preview = True  # no restart offer: only the language is looked at here
    dialog = window.show_preferences()
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    dialog.accept()
    assert window.settings.language == "es"
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    apply_language("en")
    assert wait_for_workers(30)


def test_file_open_opens_and_remembers_the_file(qtbot: QtBot, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path)
    asked: list[str] = []

    def pick(_parent: object, _title: str, folder: str, _filter: str) -> tuple[list[str], str]:
        asked.append(folder)
        return [str(FORD)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", pick)
    window.menus.open_action.trigger()
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not None
                    and window.settings.area == "encounters", timeout=30_000)
    assert window.recent_files() == [FORD]
    window.settings.sync()
    assert UiSettings(tmp_path / "settings.ini").recent_files == [FORD]  # kept for next time
    window.menus.open_action.trigger()
    assert asked[-1] == str(FORD.parent)  # the dialog starts where the last file was
    assert wait_for_workers(30)
