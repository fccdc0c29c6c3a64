"""The main window's toolbar in the cut-text walk: MAoFA's long name shows whole in the
ruleset picker at text size 1.25, English and Spanish, in a window of the screenshots'
size (it was elided in a toolbar with room to spare); in the narrowest window the picker
narrows (the name elided, whole in its tooltip) instead of leaving for the overflow menu."""

from __future__ import annotations

import html
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import start_window, toolbar_cuts

MAOFA = "The Adventures and Luck of the Municipal Academy of Fine Arts & Friends"


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_toolbar_shows_the_rulesets_name_whole(qtbot: QtBot, tmp_path: Path,
                                                   language: str) -> None:
    window = start_window(qtbot, tmp_path, language, 1.25, ruleset="maofa", view="odds")
    window.resize(SCREENSHOT_SIZE)
    QApplication.processEvents()
    picker = window.ruleset_picker
    assert picker.currentText() == MAOFA
    assert picker.closed_text() == MAOFA
    assert toolbar_cuts(window) == []

    window.resize(window.minimumSize())  # 640 px: no room for the whole name
    QApplication.processEvents()
    toolbar = picker.parentWidget()
    assert toolbar is not None
    assert picker.isVisible()  # still in the toolbar, not in its overflow menu
    assert picker.geometry().right() <= toolbar.width()
    assert picker.closed_text().endswith("…")
    assert html.escape(MAOFA) in picker.toolTip()
    assert not [cut for cut in toolbar_cuts(window) if "overflow" in cut]
    window.close()
