"""The Charts odds table's heat legend at text size 1.25, in English and Spanish: its
colour bar is long enough to hold a cell's colour against (150 px: 15 px for each ten
points), and both its ends are labelled in full beside it, within the legend."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import start_window

ENDS = {"en": ("0%", "100% success"), "es": ("0%", "100% de éxito")}


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's language; afterwards English at the usual text size again."""
    font = QFont(qapp.font())
    yield request.param
    apply_language("en")
    qapp.setFont(font)
    assert wait_for_workers(30)


def test_the_heat_legend_is_long_and_labelled(qtbot: QtBot, tmp_path: Path,
                                              language: str) -> None:
    window = start_window(qtbot, tmp_path, language, 1.25, ruleset="maofa", view="charts")
    window.resize(SCREENSHOT_SIZE)
    charts = window.show_area("charts")
    assert isinstance(charts, ChartsView)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=30_000)
    legend = charts.odds_panel.legend
    assert legend.isVisible()
    bar = legend.bar_rect()
    assert bar.width() >= 150, bar
    metrics = legend.fontMetrics()
    left, right = ENDS[language]
    assert metrics.horizontalAdvance(left) < bar.left()
    assert bar.right() + metrics.horizontalAdvance(right) < legend.width()
    assert legend.height() >= metrics.height()
