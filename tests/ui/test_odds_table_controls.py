"""The odds table's input controls fold into fewer columns when the panel is narrow
(brief QUITJOBS, item 3): three columns of Spanish labels at text size 1.25 made the panel
at least 1,040 pixels wide, and in a window of the screenshots' size the Charts beside it
were squeezed to one column of AdOM's archetype chart. For every check of every shipped
ruleset, in English and Spanish at text size 1.25: the panel can shrink to half the
Charts area, no label or control of it is cut as the area lays itself out, and wide,
the inputs stand side by side again."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.charts.odds_table_panel import MAX_CONTROL_COLUMNS
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English at the usual text size, its workers done."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("ruleset_id", sorted(default_registry().rulesets))
def test_the_inputs_fold_so_the_charts_keep_their_room(
        qtbot: QtBot, tmp_path: Path, language: str, ruleset_id: str) -> None:
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    settings.font_scale = 1.25
    window = MainWindow(ruleset_id=ruleset_id, view="charts", settings=settings)
    qtbot.addWidget(window)
    window.resize(SCREENSHOT_SIZE)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=60_000)
    area = window.areas["charts"]
    assert isinstance(area, ChartsView)
    panel, splitter = area.odds_panel, area.splitter
    half = splitter.width() // 2
    checks = [panel.check_combo.itemData(row) for row in range(panel.check_combo.count())]
    assert checks
    folded = 0
    for check_id in checks:
        with qtbot.waitSignal(panel.table_ready, timeout=30_000):
            panel.choose(check_id)
        grid = panel.controls_box
        where = f"{ruleset_id} {check_id} ({language})"
        assert panel.minimumSizeHint().width() <= half, where
        # As the area lays itself out: the charts as wide as they want, within reason.
        QApplication.processEvents()
        cut = cut_texts(panel)
        assert cut == [], where + "\n" + "\n".join(cut)
        for label in grid.findChildren(QLabel):
            if label.isVisible():
                assert label.width() >= label.sizeHint().width(), f"{where}: {label.text()}"
        sizes = splitter.sizes()
        # Narrowest: the panel at its least width (charts as narrow as the area lets
        # them be; the area itself gives the charts only the width they need).
        least = panel.minimumSizeHint().width()
        splitter.setSizes([splitter.width() - least, least])
        QApplication.processEvents()
        narrow_columns = grid.columns
        # Widest: the inputs side by side, as many as fit (up to three).
        splitter.setSizes([1, splitter.width()])
        QApplication.processEvents()
        wide_columns = grid.columns
        assert wide_columns >= narrow_columns, where
        if len(grid.pairs) >= 2 and wide_columns > narrow_columns:
            folded += 1
        assert wide_columns <= min(MAX_CONTROL_COLUMNS, len(grid.pairs)), where
        splitter.setSizes(sizes)
    if ruleset_id in ("adom", "lady_luck"):  # several inputs, folded at the least width
        assert folded >= 1  # a check with several inputs laid out both ways
