"""Closing: SIGTERM (a logout, `kill PID`) quits as File > Quit does, so the next start
does not call it a crash; the box that tells of an unexpected close is written in the
interface's language (the translators come after the first paint)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import user_state_dir
from gm_assistant.ui.app_log import LOG_NAME, install_app_log
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.quit_signal import TerminationWatcher

HANG_GUARD_S = 180
"""Only against a hang (a start that never ends): no test here times anything."""

posix_only = pytest.mark.skipif(os.name != "posix", reason="SIGTERM from kill is POSIX")


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends in English (the rest of the suite is)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def test_the_unexpected_close_box_follows_the_interfaces_language(qtbot: QtBot) -> None:
    """Made before the translators are installed (as at the start), it is Spanish once
    Spanish is: text, explanation and both buttons, with no English left."""
    from gm_assistant.ui.app import tell_unexpected_close

    window = MainWindow(ruleset_id="maofa", view="charts", load=False)
    qtbot.addWidget(window)
    box = tell_unexpected_close(window, ["2026-11-26T22:00:00+00:00"])
    assert "closed unexpectedly" in box.text()
    assert apply_language("es") == ""
    qtbot.waitUntil(lambda: "closed unexpectedly" not in box.text())  # a posted event
    texts = [box.text(), box.informativeText(), *(b.text() for b in box.buttons())]
    joined = " | ".join(texts)
    assert "2026-11-26T22:00:00" in box.text()
    for english in ("closed unexpectedly", "log folder", "Open", "Close", "report"):
        assert english not in joined, joined
    (log_button,) = [b for b in box.buttons()
                     if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole]
    assert log_button is box.log_button and "registro" in log_button.text().lower()
    assert apply_language("en") == ""
    qtbot.waitUntil(lambda: "closed unexpectedly" in box.text())  # and back


@posix_only
def test_a_terminate_signal_is_said_on_the_gui_thread(qtbot: QtBot) -> None:
    """The signal wakes the event loop (no Python code runs while Qt waits) and is said
    once; after `uninstall` the handler before is back."""
    before = signal.getsignal(signal.SIGTERM)
    watcher = TerminationWatcher()
    try:
        assert signal.getsignal(signal.SIGTERM) is not before
        with qtbot.waitSignal(watcher.terminated, timeout=30_000) as said:
            os.kill(os.getpid(), signal.SIGTERM)
        assert said.args == [signal.SIGTERM]
        assert watcher.received == [signal.SIGTERM]
    finally:
        watcher.uninstall()
    assert signal.getsignal(signal.SIGTERM) == before


def _wait_for_line(qtbot: QtBot, path: Path, line: str,
                   process: subprocess.Popen[str]) -> None:
    """Until `path` holds `line` (the app's log), failing at once if the app ended."""
    def written() -> bool:
        if process.poll() is not None:
            pytest.fail(f"the app ended before {line!r}: {process.communicate()}")
        return path.is_file() and line in path.read_text(encoding="utf-8", errors="replace")
    try:
        qtbot.waitUntil(written, timeout=HANG_GUARD_S * 1000)
    except AssertionError:
        process.kill()
        raise


@posix_only
def test_sigterm_quits_as_quit_does_and_the_next_start_tells_no_crash(
        qtbot: QtBot, gm_home: Path) -> None:
    """`kill PID` on the running app: it quits cleanly (exit code 0, the window's layout
    saved as on quit, the running marker gone), and the next start has no unexpected
    close to tell. Before, the process died of the signal and left its marker."""
    folder = user_state_dir() / "logs"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GM_ASSISTANT_HOME": str(gm_home)}
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from gm_assistant.ui.app import run; "
         "sys.exit(run(['--new-instance', '--ruleset', 'maofa', '--view', 'charts']))"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_line(qtbot, folder / LOG_NAME, "SIGTERM quits as Quit does", process)
        assert len(list(folder.glob("running-*"))) == 1
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=HANG_GUARD_S)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err[-3000:]
    assert not list(folder.glob("running-*"))
    log_text = (folder / LOG_NAME).read_text(encoding="utf-8")
    assert "signal 15: quitting as Quit does" in log_text
    assert "quit (exit code 0)" in log_text
    settings = list(gm_home.rglob("*.ini")) + list(gm_home.rglob("*.conf"))
    assert any("geometry" in p.read_text(encoding="utf-8", errors="replace")
               for p in settings), settings
    again = install_app_log(folder)
    try:
        assert again.unexpected == []
        again.quit(0)
    finally:
        again.close()
