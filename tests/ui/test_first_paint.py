"""The first frame: the window paints before the rulesets load, and imports nothing heavy.

The start-up budget (the first painted window within 1.5x a bare Qt window) is timed by
tests/benchmarks/bench_gui.py; these tests check its structure, without timing anything:
what has run and what has been imported when the main window receives its first paint.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.first_paint import after_first_paint
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.ruleset_store import RulesetStore

LOAD_TIMEOUT = 30_000


class _PaintRecorder(QObject):
    """Counts the paint events a widget receives (installed last, so it sees them first)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_callback_runs_once_after_the_first_paint(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[int] = []
    watcher = after_first_paint(widget, lambda: calls.append(recorder.paints))
    recorder = _PaintRecorder(widget)
    QApplication.processEvents()
    assert calls == [] and not watcher.seen  # not shown: nothing painted, nothing run
    with qtbot.waitSignal(watcher.painted, timeout=LOAD_TIMEOUT):
        widget.show()
    assert watcher.seen
    assert len(calls) == 1 and calls[0] >= 1  # ran once, after a paint
    widget.update()
    qtbot.waitUntil(lambda: recorder.paints > calls[0])
    QApplication.processEvents()
    assert len(calls) == 1  # and never again


def test_the_rulesets_load_after_the_window_has_painted(qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        ) -> None:
    started: list[int] = []  # paint events seen when each load started
    load = RulesetStore.load_in_background

    def recorded_load(store: RulesetStore) -> None:
        started.append(recorder.paints)
        load(store)

    monkeypatch.setattr(RulesetStore, "load_in_background", recorded_load)
    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    recorder = _PaintRecorder(window)
    QApplication.processEvents()  # a zero-delay timer set in the constructor fires here
    assert started == [] and not window.store.loaded

    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    assert len(started) == 1 and started[0] >= 1
    # And then the window shows what it did before: the chosen ruleset, in its area.
    assert window.ruleset is not None and window.ruleset.id == "maofa"
    assert window.ruleset_picker.current_ruleset_id() == "maofa"
    assert "charts" in window.areas
    assert type(window.areas["charts"]).__name__ == "ChartsView"


# Run in a fresh interpreter: at the main window's first paint (an application-wide
# event filter sees it), write what has been imported, and whether Qt's `Qt` namespace
# (about 90 Python enums made at its first touch) has been made.
_PROBE = r"""
import json, sys
import PySide6.QtCore as QtCore
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

HEAVY = sys.argv[2].split(",")
found = {}

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if (not found and event.type() == QEvent.Type.Paint
                and watched.objectName() == "MainWindow"):
            found["modules"] = sorted(
                name for name in sys.modules
                if any(name == h or name.startswith(h + ".") for h in HEAVY))
            found["qt_namespace"] = "Qt" in vars(QtCore)
        return False

app = QApplication([])
watcher = FirstPaint()
app.installEventFilter(watcher)
from gm_assistant.cli import main

code = main(["--smoke"])
app.removeEventFilter(watcher)
with open(sys.argv[1], "w") as out:
    json.dump({"code": code, **found}, out)
"""

HEAVY = (
    # What the areas and the rulesets need, loaded after the first paint.
    "pyqtgraph", "numpy", "pydantic", "icepool", "yaml", "ruamel", "simpleeval", "gmpy2",
    "gm_assistant.core.rules", "gm_assistant.core.odds", "gm_assistant.core.sheets",
    "gm_assistant.core.library", "gm_assistant.core.conflict", "gm_assistant.core.play",
    "gm_assistant.ui.charts", "gm_assistant.ui.odds", "gm_assistant.ui.characters",
    "gm_assistant.ui.table", "gm_assistant.ui.encounters", "gm_assistant.ui.common",
    # The command line's commands, and the file opener (made on first use).
    "gm_assistant.cli.odds", "gm_assistant.cli.rulesets", "gm_assistant.cli.sheet",
    "gm_assistant.cli.conflict", "gm_assistant.ui.file_opening",
)


@pytest.mark.slow
def test_the_first_frame_imports_nothing_it_does_not_draw(tmp_path: Path) -> None:
    report = tmp_path / "first-paint.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "GM_ASSISTANT_HOME": str(tmp_path / "home")}
    subprocess.run([sys.executable, "-c", _PROBE, str(report), ",".join(HEAVY)],
                   env=env, check=True, timeout=120, capture_output=True)
    found = json.loads(report.read_text(encoding="utf-8"))
    assert found["code"] == 0
    assert found["modules"] == []
    assert found["qt_namespace"] is False
