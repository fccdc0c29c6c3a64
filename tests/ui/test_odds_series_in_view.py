"""Series of rolls ticked at the foot of the Odds controls (QA walk x-67/x-68, text size
1.25): the column scrolls so that the series' result shows, rather than below the fold."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.odds.odds_view import OddsView


def test_ticking_the_series_scrolls_its_result_into_view(qtbot: QtBot) -> None:
    view = OddsView()
    qtbot.addWidget(view)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    view.setFont(font)
    view.resize(1280, 620)
    view.show()
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_ruleset(default_registry().rulesets["maofa"])
    series = view.series
    scroll = series.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll is not None
    viewport = scroll.viewport()
    assert viewport is not None

    def seen(widget_rect: QRect, widget: object) -> bool:
        top_left = widget.mapTo(viewport, QPoint(0, 0))  # type: ignore[attr-defined]
        return viewport.rect().contains(QRect(top_left, widget_rect.size()))

    assert not seen(series.rect(), series)  # the premise: below the fold
    series.setChecked(True)
    qtbot.waitUntil(lambda: bool(series.result.text()))
    qtbot.waitUntil(lambda: seen(series.result.rect(), series.result))
    assert series.result.height() > 0 and "All 5 succeed" in series.result.text()
