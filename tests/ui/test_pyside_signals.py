"""Regression guard: emitting Python signals many times must not corrupt the interpreter.

PySide6-Essentials 6.12.0 drops a reference to `True` on every `SignalInstance.emit()`,
so after a few thousand emits (a GM hovering a plot for a minute) Python aborts with
"bool_dealloc: deallocating True or False". pyproject.toml excludes that version; this
test fails if a broken build is installed again.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_many_signal_emits_keep_the_interpreter_alive() -> None:
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QCoreApplication, QObject, Signal

        app = QCoreApplication([])

        class Emitter(QObject):
            fired = Signal()

        emitter = Emitter()
        before = sys.getrefcount(True)
        for _ in range(20000):
            emitter.fired.emit()
        after = sys.getrefcount(True)
        print(before - after)
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert abs(int(result.stdout.strip())) < 1000, "emit() leaks references to True"
