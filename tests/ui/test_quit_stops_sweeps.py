"""Quitting during a long odds sweep (brief QUITJOBS, item 1): closing the main window
tells the Charts area's odds table, the Odds area's plot (a series of rolls plotted
across the inputs) and its series of rolls to stop at their next point, all at once, so
the window closes without waiting for the sweep. The sweeps are made long by their
inputs (a grid of 141 x 141 values); that they ended early is checked by counting the
points worked out, never by a clock."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from pytestqt.qtbot import QtBot

from gm_assistant.core.odds import check_odds
from gm_assistant.core.odds import series as series_module
from gm_assistant.core.odds import sweep as sweep_module
from gm_assistant.core.odds.engine import CheckOdds
from gm_assistant.core.rules import load_ruleset_bytes
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.charts.odds_table_panel import OddsTablePanel
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.odds.odds_data import PlotRequest
from gm_assistant.ui.odds.odds_worker import OddsWorker
from gm_assistant.ui.odds.series_panel import SeriesPanel
from gm_assistant.ui.settings import UiSettings

GUARD = 60.0
"""Seconds a test waits for a thread before calling it hung (a guard, not a budget)."""

SIDE = 141
"""Values of each swept input: a grid of SIDE * SIDE points, under the sweep's bound."""

WIDE = f"""
format: 1
id: wide
name: Wide
version: "1"
language: en
source: {{title: Test, authors: [Me], licence: none, attribution: test}}
outcomes:
  - {{key: miss, label: Miss, success: false, colour: "#aa0000"}}
  - {{key: hit, label: Hit, success: true, colour: "#00aa00"}}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    inputs:
      a: {{label: A, range: {{min: 0, max: {SIDE - 1}}}, default: 0}}
      b: {{label: B, range: {{min: 0, max: {SIDE - 1}}}, default: 0}}
    roll: 3d6
    values: {{total: roll + a - b}}
    outcome:
      bands:
        - {{when: total >= 11, outcome: hit}}
        - {{else: miss}}
"""


class Counted:
    """The sweep's real odds, counted; `started` once the first point is worked out."""

    def __init__(self) -> None:
        self.points = 0
        self.started = threading.Event()
        self.real: Callable[..., CheckOdds] = check_odds

    def __call__(self, *args: object, **kwargs: object) -> CheckOdds:
        odds = self.real(*args, **kwargs)
        self.points += 1
        self.started.set()
        return odds


@pytest.fixture
def wide() -> Ruleset:
    """A fresh ruleset each test: its odds are not cached yet."""
    return load_ruleset_bytes(WIDE.encode(), "wide.yaml")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counted:
    counter = Counted()
    monkeypatch.setattr(sweep_module, "check_odds", counter)
    return counter


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = MainWindow(settings=UiSettings(tmp_path / "settings.ini"), load=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert QThreadPool.globalInstance().waitForDone(int(GUARD * 1000))  # none left over
    return window


def test_closing_the_window_stops_the_odds_table_sweep(
        qtbot: QtBot, tmp_path: Path, wide: Ruleset, counted: Counted) -> None:
    window = _window(qtbot, tmp_path)
    panel = OddsTablePanel(window)
    panel.set_ruleset(wide)  # the odds of a and b, every pair: a long sweep starts
    assert (panel.rows_combo.currentData(), panel.columns_combo.currentData()) == ("a", "b")
    assert counted.started.wait(GUARD)
    assert panel.busy

    assert window.close()
    assert window.stopped_work == (1, True)  # one job busy; it ended before the close did
    done = counted.points
    assert 0 < done < SIDE * SIDE  # stopped at its next point, far from the last
    QCoreApplication.processEvents()
    assert counted.points == done
    assert panel.model.table is None  # nothing shown, no error either
    assert panel.status.text() == QCoreApplication.translate(
        "OddsTablePanel", "Working out the odds…")
    panel.refresh()  # a closed window's table starts nothing again
    assert not panel.busy and counted.points == done


def test_closing_the_window_stops_the_odds_plot_of_a_series(
        qtbot: QtBot, tmp_path: Path, wide: Ruleset, counted: Counted) -> None:
    window = _window(qtbot, tmp_path)
    worker = OddsWorker(window)
    results: list[object] = []
    worker.computed.connect(results.append)
    worker.failed.connect(lambda request, why: results.append(why))
    worker.request(PlotRequest(wide, "roll", {}, "a", series_input="b", serial=1,
                               rolls=(20, 10)))  # one curve per b, 20 rolls at each point
    assert counted.started.wait(GUARD)

    assert window.close()
    assert window.stopped_work == (1, True)
    assert 0 < counted.points < SIDE * SIDE
    assert QThreadPool.globalInstance().activeThreadCount() == 0
    QCoreApplication.processEvents()
    assert results == []  # the stopped plot delivers nothing


def test_closing_the_window_stops_the_series_of_rolls(
        qtbot: QtBot, tmp_path: Path, wide: Ruleset, monkeypatch: pytest.MonkeyPatch,
        ) -> None:
    window = _window(qtbot, tmp_path)
    panel = SeriesPanel(window)
    panel.rolls.setValue(100)
    # The series works out each count of successes 0..100 in turn (a short job: at most
    # 100 rolls); its first count is held until the window has told it to stop, so the
    # close certainly finds it running.
    counts: list[int] = []
    working = threading.Event()
    real_comb = series_module.comb

    def comb(n: int, k: int) -> int:
        counts.append(k)
        working.set()
        gate = threading.Event()
        for _ in range(int(GUARD * 1000)):
            if panel.runner.stopped:
                break
            gate.wait(0.001)
        return real_comb(n, k)

    monkeypatch.setattr(series_module, "comb", comb)
    panel.setChecked(True)
    panel.show_point(wide, "roll", {"a": 3, "b": 0})
    assert working.wait(GUARD)
    assert panel.busy

    assert window.close()
    assert window.stopped_work == (1, True)
    assert counts == [0]  # stopped before the next count of successes
    QCoreApplication.processEvents()
    assert panel.result.text() == ""  # no result, no error shown
