"""The Table's room: the lookup's and the roller's inputs keep their height (no scrolling)
at text size 1.25 in the default window and after a lookup's outcome card grows, the
roll log below giving way; the dice field is wide enough for its hint. The log keeps a
useful share beside the tallest roller in a 1400x950 window, in English and Spanish: six
rows or more at text size 1 (under six before the Table's actions moved under the
tracker; a row and a half was reported), three and three quarters at 1.25 (3.4 before)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView
from tests.ui.test_main_window import open_window


def _scrolls(panel: QWidget) -> int:
    """How far the panel's inputs scroll (0: every input in sight)."""
    area = panel.findChild(QScrollArea)
    assert area is not None
    return area.verticalScrollBar().maximum()


def _table(qtbot: QtBot, scale: float, size: tuple[int, int],
           settings: UiSettings | None = None) -> TableView:
    window = open_window(qtbot, ruleset_id="adom", view="table", settings=settings)
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


def _rows_in_sight(view: TableView) -> float:
    """How many of the roll log's rows its viewport holds."""
    log = view.log_panel.view
    return log.viewport().height() / log.rowHeight(0)


def _settled(view: TableView) -> bool:
    """The columns shared out after the last change (the roller at the height the Table
    gives it), every input in sight."""
    right = view.roller.parentWidget()
    return (view.log_model.rowCount() > 0 and _scrolls(view.roller) == 0
            and _scrolls(view.lookup) == 0 and right is not None
            and view.roller.height() + view.log_panel.height() <= right.height())


def _in(language: str, tmp_path: Path) -> UiSettings:
    """Settings in `language`: no bar offering the ruleset's language above the areas (it
    shows while the language follows the system; it takes a row's height while shown)."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    return settings


@pytest.fixture
def english_again(qapp: QApplication) -> Iterator[None]:
    """The test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")


def _rolled_everything(qtbot: QtBot, view: TableView, least: float,
                       ) -> dict[tuple[str, str], float]:
    """Every AdOM check rolled with eight seeds (each outcome's card: its text is longer
    or shorter); the rows in sight once the columns are shared out, each at least
    `least`, by check and outcome."""
    assert view.ruleset is not None
    view.set_who("Ann")
    seen: dict[tuple[str, str], float] = {}
    for check_id, seed in itertools.product(view.ruleset.checks, range(8)):
        view.roller.select_check(check_id)
        view.roller.rng = random.Random(seed)
        record = view.roller.roll()
        assert record is not None
        qtbot.waitUntil(lambda: _settled(view) and _rows_in_sight(view) >= least,
                        timeout=5_000)
        seen[check_id, record.outcome] = _rows_in_sight(view)
    return seen


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_roll_log_keeps_six_rows_beside_the_tallest_roller(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """AdOM's roller is the Table's tallest: beside it, at text size 1 in a 1400x950
    window, the log shows six rows or more after every check and outcome, and no panel's
    inputs scroll."""
    view = _table(qtbot, 0.0, (1400, 950), _in(language, tmp_path))
    assert view.log_panel.title() == {"en": "Roll log", "es": "Registro de tiradas"}[language]
    seen = _rolled_everything(qtbot, view, 6)
    assert len(seen) >= 10 and min(seen.values()) >= 6, seen


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_roll_log_keeps_over_three_rows_at_bigger_text(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    view = _table(qtbot, 0.25, (1400, 950), _in(language, tmp_path))
    assert view.log_panel.title() == {"en": "Roll log", "es": "Registro de tiradas"}[language]
    seen = _rolled_everything(qtbot, view, 3.75)
    assert len(seen) >= 10, seen
