"""A forecast still running when its window closes or the app quits (issue 23): nothing
is printed on the way out ("RuntimeError: Signal source has been deleted" was, from the
pool thread, once the relay that carries results back had gone), and a fight being
simulated for a deleted worker stops at its next report instead of running on."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest
import shiboken6
from PySide6.QtCore import QThreadPool

from gm_assistant.ui.common import forecast_worker
from gm_assistant.ui.common.forecast_worker import ForecastCancelled, ForecastWorker

CHECKOUT = Path(__file__).resolve().parents[2]

# A job still running in the thread pool when the process exits: the application's
# clean-up (PySide6's, at exit) deletes the relay, then waits for the pool; the job
# ends a moment later and its result has nowhere to go.
AT_EXIT = """
import threading
from types import SimpleNamespace
from PySide6.QtWidgets import QApplication
from gm_assistant.ui.background import SerialWorker
app = QApplication([])
started = threading.Event()
def work(request):
    started.set()
    threading.Event().wait(2)  # still at work when the app quits
    return "late"
worker = SerialWorker(work)
worker.request(SimpleNamespace(serial=1))
assert started.wait(60)
print("quitting", flush=True)
"""


def test_a_job_running_when_the_app_quits_prints_nothing() -> None:
    done = subprocess.run([sys.executable, "-c", AT_EXIT], capture_output=True, text=True,
                          timeout=120, cwd=CHECKOUT,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.stdout.strip() == "quitting"
    assert "Signal source has been deleted" not in done.stderr, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0


def test_a_deleted_forecast_worker_stops_its_simulation_at_the_next_report(
        monkeypatch: pytest.MonkeyPatch) -> None:
    started, go, ended = threading.Event(), threading.Event(), threading.Event()
    reports_after: list[int] = []
    stopped_by: list[BaseException] = []

    def simulated(request: object, progress: object, wanted: object = None) -> object:
        """A fight simulated in 1,000 steps, each reported (as the engine does)."""
        assert callable(progress)
        progress(None)  # the first thousand fights, reported while the worker lives
        started.set()
        assert go.wait(60)
        done = 0
        try:
            for _ in range(1_000):
                progress(None)
                done += 1
        except BaseException as error:
            stopped_by.append(error)
            raise
        finally:
            reports_after.append(done)
            ended.set()
        return None

    monkeypatch.setattr(forecast_worker, "compute", simulated)
    worker = ForecastWorker()
    worker.request(SimpleNamespace(serial=1))  # type: ignore[arg-type]
    assert started.wait(60)
    shiboken6.delete(worker)  # its window closed
    go.set()
    assert ended.wait(60)
    assert QThreadPool.globalInstance().waitForDone(60_000)
    assert reports_after == [0]  # not one more report: stopped at the next
    [error] = stopped_by
    assert isinstance(error, ForecastCancelled)
