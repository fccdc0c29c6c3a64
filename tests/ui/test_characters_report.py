"""What the Characters area did is said once, in the window's status bar, as every area
says it (issue 23's walk: "Imported 3 characters" stood in the area's own line and in the
status bar at once)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import open_sample_characters, start_window


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English (the language is the application's, not the window's)."""
    yield
    apply_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_imported_samples_are_reported_once_in_the_status_bar(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = start_window(qtbot, tmp_path, language, ruleset="maofa", view="characters")
    names = open_sample_characters(qtbot, window)
    said = window.statusBar().currentMessage()
    assert str(len(names)) in said and said, said  # "Imported 3 characters"
    area = window.areas["characters"]
    shown = [label.text() for label in area.findChildren(QLabel)
             if label.isVisibleTo(area) and label.text() == said]
    assert shown == []  # not again inside the area
    window.close()
