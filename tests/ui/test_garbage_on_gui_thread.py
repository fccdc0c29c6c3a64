"""Python's cyclic garbage is collected on the GUI thread only, never on a worker.

A collection runs on whichever thread allocates when a threshold is crossed. On a forecast
worker it walks and frees Qt wrappers while the GUI thread runs Qt without the
interpreter's lock: the screenshot walk once stalled for good that way. The app (and the
UI tests' conftest) turns automatic collection off and collects on a GUI-thread timer.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import BackgroundRunner, collect_garbage_on_gui_thread


@pytest.fixture
def collections() -> Iterator[list[str]]:
    """The name of the thread each collection starts on, while the test runs."""
    found: list[str] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            found.append(threading.current_thread().name)

    gc.callbacks.append(note)
    yield found
    gc.callbacks.remove(note)


def _cycles(count: int) -> int:
    """Make `count` reference cycles and drop them (what a busy worker leaves behind)."""
    for _ in range(count):
        node: list[object] = []
        node.append(node)
    return count


def test_a_worker_full_of_cycles_is_collected_on_the_gui_thread(
        qtbot: QtBot, qapp: QApplication, collections: list[str]) -> None:
    collect_garbage_on_gui_thread(qapp)
    runner = BackgroundRunner()
    # Far more allocations than the youngest generation's threshold (700 by default):
    # left automatic, the worker would collect hundreds of times.
    with qtbot.waitSignal(runner.finished, timeout=60_000):
        runner.start(lambda: _cycles(50 * gc.get_threshold()[0]))
    worker_collections = [name for name in collections
                          if name != threading.main_thread().name]
    assert worker_collections == []
    assert not gc.isenabled()
    # The garbage is still collected: on the GUI thread, by the timer.
    qtbot.waitUntil(lambda: threading.main_thread().name in collections, timeout=10_000)
    assert gc.get_count()[0] < 50 * gc.get_threshold()[0]


def test_the_collector_is_installed_once(qapp: QApplication) -> None:
    collect_garbage_on_gui_thread(qapp)
    collect_garbage_on_gui_thread(qapp)
    from gm_assistant.ui import background

    timers = [child for child in qapp.children()
              if type(child).__name__ == "_GuiThreadCollector"]
    assert len(timers) == 1
    assert background.COLLECT_EVERY_MS > 0
