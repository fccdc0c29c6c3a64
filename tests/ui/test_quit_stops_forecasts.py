"""Quitting during a long forecast (issue 23, item 2 of CUTS2): closing the main window
tells every running forecast or odds job to stop and takes back the jobs not started, so
Qt's thread pool is empty when the window has closed and the app quits at once instead
of waiting for the simulation. Counts and flags only: no time limit."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import SerialWorker
from gm_assistant.ui.common import forecast_worker
from gm_assistant.ui.common.forecast_worker import ForecastCancelled, ForecastWorker
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings

GUARD = 60.0
"""Seconds a test waits for a thread before calling it hung (a guard, not a budget)."""


@dataclass(frozen=True)
class Request:
    serial: int


class Slow:
    """Work that runs until it is told to stop: counts its rounds and how it ended."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.rounds = 0
        self.told_to_stop = False
        self.starts = 0
        self.wanted: object = None

    def __call__(self, request: Request) -> str:
        self.starts += 1
        self.started.set()
        gate = threading.Event()
        while self.wanted(request):  # type: ignore[operator]
            self.rounds += 1
            gate.wait(0.001)  # a busy simulation, one round after another
        self.told_to_stop = True
        return "stopped"


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = MainWindow(settings=UiSettings(tmp_path / "settings.ini"), load=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_closing_the_window_stops_the_running_job_and_empties_the_pool(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    pool = QThreadPool.globalInstance()
    assert pool.waitForDone(int(GUARD * 1000))  # nothing of other tests left running
    slow = Slow()
    worker = SerialWorker(slow, window)
    slow.wanted = worker.wanted
    worker.request(Request(1))
    worker.request(Request(2))  # waits behind the first: never started
    assert slow.started.wait(GUARD)
    assert worker.busy

    assert window.close()
    assert slow.told_to_stop
    assert slow.starts == 1  # the waiting request was dropped, not run
    assert window.stopped_work == (1, True)  # one worker busy, the pool emptied
    assert pool.activeThreadCount() == 0
    worker.request(Request(3))  # a stopped worker starts nothing again
    assert slow.starts == 1 and pool.activeThreadCount() == 0


def test_a_job_queued_behind_a_full_pool_is_taken_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    pool = QThreadPool.globalInstance()
    assert pool.waitForDone(int(GUARD * 1000))
    slows = [Slow() for _ in range(pool.maxThreadCount() + 1)]
    workers = []
    for slow in slows:
        worker = SerialWorker(slow, window)
        slow.wanted = worker.wanted
        workers.append(worker)
        worker.request(Request(1))
    for slow in slows[:-1]:
        assert slow.started.wait(GUARD)
    assert not slows[-1].started.is_set()  # every thread busy: the last job waits

    assert window.close()
    assert window.stopped_work == (len(slows), True)
    assert all(slow.told_to_stop for slow in slows[:-1])
    assert slows[-1].starts == 0  # taken back out of the pool, never run
    assert pool.activeThreadCount() == 0


def test_a_forecast_being_simulated_stops_when_its_window_closes(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path)
    pool = QThreadPool.globalInstance()
    assert pool.waitForDone(int(GUARD * 1000))
    started = threading.Event()
    reports: list[int] = []
    ended: list[str] = []

    def simulate(request: object, progress: object, wanted: object) -> None:
        """A simulation that reports its estimate after every round, as a large fight's
        does every thousand fights, until the report is refused."""
        started.set()
        gate = threading.Event()
        try:
            while True:
                progress(None)  # type: ignore[operator]
                reports.append(1)
                gate.wait(0.001)
        except ForecastCancelled:
            ended.append("cancelled")
            raise

    monkeypatch.setattr(forecast_worker, "compute", simulate)
    worker = ForecastWorker(window)
    worker.request(forecast_worker.ForecastRequest(
        serial=1, ruleset=None, encounter=None))  # type: ignore[arg-type]
    assert started.wait(GUARD)
    assert window.close()
    assert ended == ["cancelled"]  # told to stop at its next report
    assert window.stopped_work == (1, True)
    assert pool.activeThreadCount() == 0
