"""What the app loads at run time: not Qt's test library (pyqtgraph would import
PySide6.QtTest whenever it can; only its own tests use it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

_PROBE = """
import sys
from gm_assistant.ui.app import run
code = run(["--smoke"])
import pyqtgraph  # the areas' plots: loaded by the smoke run
loaded = sys.modules.get("PySide6.QtTest") is not None
print("QtTest loaded" if loaded else "QtTest not loaded", "pyqtgraph" in sys.modules)
sys.exit(code)
"""


def test_a_smoke_start_does_not_load_qt_test(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GM_ASSISTANT_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True,
                            text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.split() == ["QtTest", "not", "loaded", "True"]
