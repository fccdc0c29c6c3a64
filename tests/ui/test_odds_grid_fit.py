"""The Charts area's odds grid fits its panel instead of scrolling sideways: MAoFA's skill
test (trait rating x action difficulty) in a 1400x950 window at text size 1.25, English
and Spanish, shows every column with no horizontal scroll bar; to fit, the long row titles
go on two lines and the widest column titles are shortened ("Profess…"), each title
whole in its tooltip and no cell cut. In a window wide enough nothing is shortened."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts, start_window, visit


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def _shown_titles(view: object) -> list[str]:
    model = view.model()  # type: ignore[attr-defined]
    return [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in
            range(model.columnCount())]


@pytest.mark.parametrize("language", ["en", "es"])
def test_maofas_odds_grid_fits_at_one_and_a_quarter(qtbot: QtBot, tmp_path: Path,
                                                    language: str) -> None:
    window = start_window(qtbot, tmp_path, language, 1.25, ruleset="maofa", view="charts")
    window.resize(1400, 950)
    area = visit(qtbot, window, "charts")
    assert isinstance(area, ChartsView)
    panel = area.odds_panel
    view = panel.view
    qtbot.waitUntil(lambda: panel.model.columnCount() == 5, timeout=30_000)
    qtbot.waitUntil(lambda: not panel.fit_later.isActive(), timeout=5_000)
    QApplication.processEvents()
    header = view.horizontalHeader()
    assert not view.horizontalScrollBar().isVisible()
    assert view.horizontalScrollBar().maximum() == 0
    assert header.length() <= view.viewport().width()
    # What had to give: the whole titles are wider than the grid's room.
    metrics = header.fontMetrics()
    titles = _shown_titles(view)
    assert "Professional" in titles
    professional = titles.index("Professional")
    assert header.sectionSize(professional) < metrics.horizontalAdvance("Professional")
    tip = str(view.model().headerData(professional, Qt.Orientation.Horizontal,
                                      Qt.ItemDataRole.ToolTipRole))
    assert "Professional" in tip
    assert panel.model.rows_wrapped  # "P · Prime" over "characteristic"
    assert "\n" in str(view.model().headerData(4, Qt.Orientation.Vertical))
    # Every cell whole; a shortened title only where its tooltip holds it whole.
    cut = cut_texts(panel)
    assert cut == [], "\n".join(cut)
    window.close()


def test_with_room_no_title_is_shortened(qtbot: QtBot, tmp_path: Path) -> None:
    window = start_window(qtbot, tmp_path, "en", 1.0, ruleset="maofa", view="charts")
    window.resize(1900, 1000)
    area = visit(qtbot, window, "charts")
    assert isinstance(area, ChartsView)
    panel = area.odds_panel
    view = panel.view
    qtbot.waitUntil(lambda: panel.model.columnCount() == 5, timeout=30_000)
    qtbot.waitUntil(lambda: not panel.fit_later.isActive(), timeout=5_000)
    QApplication.processEvents()
    header = view.horizontalHeader()
    for column in range(header.count()):
        assert header.sectionSize(column) >= header.sectionSizeFromContents(column).width()
    assert not panel.model.rows_wrapped
    assert view.model().headerData(4, Qt.Orientation.Vertical) == "P · Prime characteristic"
    assert not view.horizontalScrollBar().isVisible()
    window.close()
