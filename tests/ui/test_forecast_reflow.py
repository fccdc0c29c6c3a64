"""The Encounters area's forecast reflows instead of scrolling sideways: at text size 1.25,
in English and Spanish, with the splitter pushed as far as it goes towards the forecast,
the forecast's pane shows no horizontal scroll bar and no text in it is cut. Its rows
wrap (the verdict's two thresholds one under the other), so that pane is far narrower
than the 434 px the forecast needed before (the thresholds on one line)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.i18n import apply_language

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts, start_window, visit


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_forecast_needs_no_sideways_scroll_at_the_splitters_least(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = start_window(qtbot, tmp_path, language, 1.25, ruleset="adom")
    view = visit(qtbot, window, "encounters")
    assert isinstance(view, EncountersView)
    qtbot.waitUntil(lambda: view.forecast.result is not None and not view.busy,
                    timeout=180_000)  # a guard against a hang, not a speed budget
    assert view.forecast.bands_row.isVisible()  # a fight: the verdict's thresholds shown
    total = sum(view.splitter.sizes())
    view.splitter.setSizes([total, 0])  # as far as the splitter lets the forecast go
    QApplication.processEvents()
    pane = view.forecast_scroll
    editing, forecast = view.splitter.sizes()
    assert forecast == pane.width() > 0  # the pane cannot be folded away
    assert pane.width() <= 330, pane.width()  # reflowed: was 434 + its scroll bar
    assert not pane.horizontalScrollBar().isVisible()
    assert pane.horizontalScrollBar().maximum() == 0
    assert view.forecast.width() <= pane.viewport().width()
    # The thresholds one under the other, each whole.
    walkover, deadly = view.forecast.walkover, view.forecast.deadly
    assert deadly.mapTo(view.forecast, deadly.rect().topLeft()).y() > \
        walkover.mapTo(view.forecast, walkover.rect().bottomLeft()).y()
    cut = cut_texts(view.forecast_scroll)
    assert cut == [], "\n".join(cut)
    # Wide again: the thresholds back on one line.
    view.splitter.setSizes([editing, forecast + 400])
    QApplication.processEvents()
    assert deadly.mapTo(view.forecast, deadly.rect().topLeft()).y() == \
        walkover.mapTo(view.forecast, walkover.rect().topLeft()).y()
    window.close()
