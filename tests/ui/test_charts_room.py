"""The Charts area shares its width and the odds panel its height so that a GM sees whole
tables (QA, issue of the charts cut sideways and the odds grid showing 5 of 11 rows):
measured with font metrics and widget geometry in a window of the screenshots' size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def charts_area(qtbot: QtBot, tmp_path: Path, ruleset_id: str, language: str,
                scale: float, size: QSize = SCREENSHOT_SIZE) -> ChartsView:
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    settings.font_scale = scale
    window = MainWindow(ruleset_id=ruleset_id, view="charts", settings=settings)
    qtbot.addWidget(window)
    window.resize(size)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=60_000)
    area = window.areas["charts"]
    assert isinstance(area, ChartsView)
    QApplication.processEvents()
    return area


def widest_chart_width(area: ChartsView) -> int:
    return max(panel.view.sizeHint().width() for panel in area.panels.values())


@pytest.mark.parametrize(("ruleset_id", "language", "scale"),
                         [("adom", "en", 1.0), ("adom", "es", 1.0), ("adom", "es", 1.25),
                          ("maofa", "en", 1.0), ("maofa", "es", 1.0), ("maofa", "en", 1.25),
                          ("maofa", "es", 1.25)])
def test_the_widest_chart_shows_whole_when_the_odds_panel_keeps_its_minimum(
        qtbot: QtBot, tmp_path: Path, ruleset_id: str, language: str, scale: float) -> None:
    area = charts_area(qtbot, tmp_path, ruleset_id, language, scale)
    total = area.splitter.width() - area.splitter.handleWidth()
    # Only where it can: the chart and the odds panel's least width fit side by side.
    assert widest_chart_width(area) + 48 + area.odds_panel.minimumSizeHint().width() <= total
    shown = area.charts_scroll.viewport().width()
    for chart_id, panel in area.panels.items():
        right = panel.view.mapTo(area.charts_box, panel.view.rect().topRight()).x()
        assert right < shown, f"{chart_id}: ends at {right}, {shown} in sight"
    # The titles wrap in the width shown: once laid out again, nothing scrolls sideways.
    qtbot.waitUntil(lambda: area.charts_box.width() <= shown, timeout=5_000)
    assert area.charts_scroll.horizontalScrollBar().maximum() == 0


def test_a_gloss_in_brackets_goes_on_a_line_of_its_own(qtbot: QtBot, tmp_path: Path) -> None:
    """AdOM's approaches ("Cauteloso (Careful)"): each column as wide as its longer line,
    not as the two words on one line."""
    area = charts_area(qtbot, tmp_path, "adom", "en", 1.0)
    panel = area.panels["sample_approaches"]
    header = panel.view.horizontalHeader()
    metrics = QFontMetrics(header.font())
    model = panel.model
    glossed = 0
    for column in range(model.columnCount()):
        text = model.headerData(column, Qt.Orientation.Horizontal)
        one_line = metrics.horizontalAdvance(text.replace("\n", " "))
        longest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        if "(" in text:
            glossed += 1
            assert "\n(" in text
            assert header.sectionSize(column) < one_line, text
        assert header.sectionSize(column) >= longest, text
    assert glossed == model.columnCount() >= 6


@pytest.mark.parametrize(("ruleset_id", "language", "scale"),
                         [("adom", "es", 1.25), ("adom", "en", 1.25), ("adom", "en", 1.0),
                          ("maofa", "es", 1.25)])
def test_the_rules_text_gives_its_height_to_the_odds_grid(
        qtbot: QtBot, tmp_path: Path, ruleset_id: str, language: str, scale: float) -> None:
    """Every row of the grid in sight, or else the check's rules text down to its fewest
    lines (it scrolls) and the grid showing more rows than with the text whole."""
    area = charts_area(qtbot, tmp_path, ruleset_id, language, scale)
    panel = area.odds_panel
    view = panel.view
    rows = view.verticalHeader()
    shown_rows = sum(1 for row in range(rows.count())
                     if rows.sectionViewportPosition(row) + rows.sectionSize(row)
                     <= view.viewport().height())
    about = panel.about
    lines = panel.description.fontMetrics().lineSpacing()
    full = about.widget().heightForWidth(about.viewport().width())
    if shown_rows < rows.count():
        assert about.height() <= panel.ABOUT_LINES_MIN * lines < full
        # The text's height went to the grid: with the text whole it would show fewer.
        hidden = full - about.height()
        assert rows.sectionSize(0) * (shown_rows - 1) < hidden + view.viewport().height()
        assert shown_rows >= 8
    else:
        assert about.height() <= full


def test_with_room_for_everything_nothing_scrolls(qtbot: QtBot, tmp_path: Path) -> None:
    area = charts_area(qtbot, tmp_path, "adom", "en", 1.0, QSize(1900, 1000))
    panel = area.odds_panel
    about = panel.about
    assert about.height() >= about.widget().heightForWidth(about.viewport().width())
    grid = panel.grid_size()
    assert panel.view.width() >= grid.width() and panel.view.height() >= grid.height()
    assert area.charts_scroll.horizontalScrollBar().maximum() == 0

