"""Text size 1.25 in English and Spanish (issue 23, item 8): in every area of a window of
the screenshots' size, in the rulesets the screenshot walk (AdOM) does not show, no text
is cut: no push button narrower than its text needs (its size hint), nor a label, combo
box, group title, header section or cell (`area_walk.cut_texts`), in the areas and in the
window's toolbar (`area_walk.toolbar_cuts`: MAoFA's long name). The Characters area is
measured with the ruleset's sample characters in the library and the first one's sheet
open (its choice boxes, section notes and the line about the sheet)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts, open_sample_characters, toolbar_cuts, visit

AREAS = ("encounters", "table", "charts", "odds", "characters")


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English at the usual text size, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("ruleset_id", ["maofa", "riskbreaker", "lady_luck", "mastery_d20"])
def test_no_text_is_cut_at_text_size_one_and_a_quarter(qtbot: QtBot, tmp_path: Path,
                                                        language: str,
                                                        ruleset_id: str) -> None:
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    settings.font_scale = 1.25
    window = MainWindow(ruleset_id=ruleset_id, settings=settings)
    qtbot.addWidget(window)
    window.resize(SCREENSHOT_SIZE)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=60_000)
    assert window.theme.font_scale == pytest.approx(1.25)
    if language == "es":
        assert window.menus.file_menu.title() == "&Archivo"

    cut = []
    seen = 0
    for area in AREAS:
        if area == "characters":  # the ruleset's sample characters, the first one open
            assert open_sample_characters(qtbot, window)
        visit(qtbot, window, area)  # its numbers worked out, its layout done, then measured
        seen += sum(1 for button in window.areas[area].findChildren(QPushButton)
                    if button.isVisible() and button.text())
        # Labels, buttons, combo boxes, group titles and header sections (area_walk).
        cut += [f"{area}: {text}" for text in cut_texts(window.areas[area])]
    cut += toolbar_cuts(window)  # the ruleset's name in its picker
    assert seen >= 10  # the areas' buttons were there to measure
    assert cut == [], "\n".join(cut)
    # No worker outlives the window it reports to (every area's, not only the one shown).
    qtbot.waitUntil(lambda: not any(area.busy for area in window.areas.values()),
                    timeout=180_000)
    assert QThreadPool.globalInstance().waitForDone(60_000)
    assert wait_for_workers(60)
    QApplication.processEvents()
    window.close()


@pytest.mark.parametrize("language", ["en", "es"])
def test_an_edited_encounter_keeps_its_pane_whole(qtbot: QtBot, tmp_path: Path,
                                                  language: str) -> None:
    """Walked as a new user would: a fighter added to the sample encounter marks it
    unsaved (a mark after its file's name); the title stays inside the pane instead of
    widening it, so no button or choice slides out past the pane's edge."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    window = MainWindow(ruleset_id="maofa", settings=settings)
    qtbot.addWidget(window)
    window.resize(SCREENSHOT_SIZE)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    view = visit(qtbot, window, "encounters")
    view.party.change_count(1)  # one more of the party's first line: an unsaved change
    qtbot.waitUntil(lambda: not view.busy, timeout=180_000)
    assert not view.undo_stack.isClean()
    QApplication.processEvents()
    cut = cut_texts(view)
    assert cut == [], "\n".join(cut)
    qtbot.waitUntil(lambda: not any(area.busy for area in window.areas.values()),
                    timeout=180_000)
    assert wait_for_workers(60)
    window.close()
