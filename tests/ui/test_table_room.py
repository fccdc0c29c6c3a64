"""The Table's room: the lookup's and the roller's inputs keep their height (no scrolling)
at text size 1.25 in the default window and after a lookup's outcome card grows, the
roll log below giving way; the dice field is wide enough for its hint."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.table.table_view import TableView
from tests.ui.test_main_window import open_window


def _scrolls(panel: QWidget) -> int:
    """How far the panel's inputs scroll (0: every input in sight)."""
    area = panel.findChild(QScrollArea)
    assert area is not None
    return area.verticalScrollBar().maximum()


def _table(qtbot: QtBot, scale: float, size: tuple[int, int]) -> TableView:
    window = open_window(qtbot, ruleset_id="adom", view="table")
    if scale:
        window.change_font_scale(scale)
    window.resize(*size)
    view = window.areas["table"]
    assert isinstance(view, TableView)
    qtbot.waitUntil(lambda: window.size() == QSize(*size), timeout=5_000)
    return view


def _laid_out(card: QWidget) -> bool:
    """The card at the height its text needs at its width (its layout pass is done)."""
    return card.height() == card.heightForWidth(card.width()) > 0


def test_the_roller_s_inputs_keep_their_room_at_bigger_text(qtbot: QtBot) -> None:
    view = _table(qtbot, 0.25, (1280, 860))
    qtbot.waitUntil(lambda: _scrolls(view.roller) == 0 and _scrolls(view.lookup) == 0
                    and view.roller.card.visibleRegion().boundingRect().height()
                    == view.roller.card.height() > 0, timeout=5_000)
    row = view.log_panel.fontMetrics().height()
    assert view.log_panel.view.height() >= 2 * row  # given way: its header and a row
    edit = view.lookup.dice_edits["roll"]
    hint = QFontMetrics(edit.font()).horizontalAdvance(edit.placeholderText())
    assert edit.placeholderText() == "-4–4 or ++0-"
    assert edit.contentsRect().width() > hint


def test_the_lookup_s_inputs_keep_their_room_when_its_card_grows(qtbot: QtBot) -> None:
    view = _table(qtbot, 0.0, (1280, 860))
    qtbot.waitUntil(lambda: _scrolls(view.lookup) == 0, timeout=5_000)
    view.lookup.select_check("overcome", {"skill": 2})
    view.lookup.dice_edits["roll"].setText("+ + 0 -")
    view.lookup.look_up()  # a long outcome: three lines of text in the card
    card = view.lookup.card
    qtbot.waitUntil(lambda: _laid_out(card) and card.height() > 5 * card.fontMetrics().height()
                    and _scrolls(view.lookup) == 0
                    and card.visibleRegion().boundingRect().height() == card.height(),
                    timeout=5_000)
