"""The encounter's header stays one line (QA walk x-17 vs x-18): the first edit marks the
title unsaved without wrapping it, so the buttons and tables below do not move; a long
file name is elided to the pane, whole in the tooltip."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, one_more_opponent, open_encounters


def _new_button(view: EncountersView) -> QPushButton:
    return next(button for button in view.findChildren(QPushButton)
                if button.text() == "New")


def _places(view: EncountersView) -> list[int]:
    """Where the buttons and the two tables are, down the editing column."""
    inside = view.editing_scroll.widget()
    assert inside is not None
    return [widget.mapTo(inside, widget.rect().topLeft()).y()
            for widget in (_new_button(view), view.party.table,
                           view.opposition.table)]


def test_the_first_edit_moves_nothing(qtbot: QtBot,
                                      shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=(960, 700))
    qtbot.waitUntil(lambda: view.title.text() != "", timeout=HANG_GUARD)
    before = _places(view)
    height = view.title.height()
    assert not view.title.text().endswith("•")
    one_more_opponent(qtbot, view)
    qtbot.wait(0)
    assert view.title.text().endswith(" •")
    assert "unsaved changes" in view.title.toolTip()
    assert view.title.height() == height
    assert _places(view) == before


def test_a_long_name_is_elided_on_one_line(qtbot: QtBot,
                                           shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    line = view.title.fontMetrics().height()
    view.splitter.setSizes([200, 2000])  # as narrow as the pane goes
    qtbot.wait(0)
    assert view.sample is not None
    assert view.sample.name in view.title.toolTip()
    width = view.title.contentsRect().width()
    assert view.title.sizeHint().width() <= width + 1 or "…" in view.title.text()
    assert view.title.height() < 2 * line
