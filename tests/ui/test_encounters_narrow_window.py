"""At a narrow window the forecast is never cut (QA walk x-48, 960 px at 1.25 in Spanish:
"…,9% ± 1,1%", names cut on its left): the editing column gives way and scrolls sideways
instead, down to the narrowest window the app allows."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView
from tests.ui.encounter_fights import open_encounters


def _forecast_whole(view: EncountersView) -> None:
    scroll = view.forecast_scroll
    assert scroll.width() >= scroll.minimumWidth(), (scroll.width(), scroll.minimumWidth())
    left = scroll.mapTo(view, scroll.rect().topLeft()).x()
    assert left >= 0 and left + scroll.width() <= view.width()
    editing = view.editing_scroll
    assert editing.mapTo(view, editing.rect().topLeft()).x() + editing.width() <= left


@pytest.mark.parametrize("width", [640, 960, 1100])
def test_the_forecast_pane_is_whole_at_a_narrow_window(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], width: int) -> None:
    font = QFont(QApplication.font())
    font.setPointSizeF(font.pointSizeF() * 1.25)
    QApplication.setFont(font)  # the UI tests put the application's font back after
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=(1280, 800))
    view.resize(width, 800)
    QApplication.processEvents()
    QApplication.processEvents()
    assert view.width() <= max(width, view.minimumSizeHint().width())
    _forecast_whole(view)
    inside = view.editing_scroll.widget()
    assert inside is not None
    if view.editing_scroll.viewport().width() < inside.minimumSizeHint().width():
        assert view.editing_scroll.horizontalScrollBar().maximum() > 0
