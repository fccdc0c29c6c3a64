"""The progress bar's text stays on one line, whole, at the forecast's least width and a
large text size (QA walk x-42: "Resolviendo con exactitud: 26.000 de 30.000 jugadas
sopesadas como máximo" wrapped inside the bar at 1.25 in Spanish)."""

from __future__ import annotations

from typing import cast

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.exact_attempt import ExactAttempt
from gm_assistant.ui.common.forecast_panel import ForecastPanel
from gm_assistant.ui.common.forecast_worker import ForecastProgressed, ForecastRequest
from gm_assistant.ui.i18n import apply_language


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_exact_attempt_bar_is_one_whole_line(qtbot: QtBot, language: str) -> None:
    assert apply_language(language) == ""
    font = QFont(QApplication.font())
    font.setPointSizeF(font.pointSizeF() * 1.25)
    QApplication.setFont(font)  # the UI tests put the application's font back after
    panel = ForecastPanel()
    qtbot.addWidget(panel)
    # No request is read for an exact attempt's report: the panel shows its counts.
    attempt = ExactAttempt(weighed=26_000, max_weighed=30_000, starts=412, max_starts=9_000)
    panel.show_progress(ForecastProgressed(cast(ForecastRequest, None), attempt))
    panel.resize(panel.minimumSizeHint().width(), 700)
    panel.show()
    qtbot.waitExposed(panel)
    QApplication.processEvents()
    bar = panel.progress
    text = bar.format()
    assert "26" in text and "30" in text
    assert bar.width() >= bar.fontMetrics().horizontalAdvance(text), (bar.width(), text)
    assert "30" in bar.toolTip() and "412" in bar.toolTip()
    apply_language("en")
