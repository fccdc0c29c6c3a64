"""The app's log: Python and Qt messages in a rotating file, native crashes beside it, the
crash report naming the versions and the log, and a folder that cannot be written told,
not a crash."""

from __future__ import annotations

import faulthandler
import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning
from pytestqt.qtbot import QtBot

from gm_assistant import __version__
from gm_assistant.ui.app_log import CRASH_NAME, LOG_NAME, install_app_log, versions_text


@pytest.fixture(autouse=True)
def _pytests_crash_report_back(request: pytest.FixtureRequest) -> object:
    """Give faulthandler back to pytest's own copy of stderr after each test here.

    The log, when it closes, points faulthandler at the process's stderr; under pytest's
    capture that is a temporary file, so a later native crash in the suite would print
    its stack where nobody sees it (CI once ended with exit 139 and no stack).
    """
    yield
    try:
        from _pytest.faulthandler import fault_handler_stderr_fd_key
        fd = request.config.stash[fault_handler_stderr_fd_key]
    except (ImportError, KeyError):
        return
    faulthandler.enable(file=fd, all_threads=True)


def test_python_and_qt_messages_reach_the_log_file(tmp_path: Path) -> None:
    log = install_app_log(tmp_path / "logs")
    try:
        assert log.problem == "" and log.file == tmp_path / "logs" / LOG_NAME
        logging.getLogger("gm_assistant.test").warning("a warning from the app")
        qWarning("a warning from Qt")
        assert faulthandler.is_enabled()
        for handler in log.handlers:
            handler.flush()
        text = log.file.read_text(encoding="utf-8")
        assert "a warning from the app" in text
        assert "WARNING qt: a warning from Qt" in text
        assert f"started: GM Assistant {__version__}" in text
    finally:
        log.close()
    assert faulthandler.is_enabled()  # back on stderr, as pytest had it


def test_a_folder_that_cannot_be_written_is_told_not_a_crash(tmp_path: Path) -> None:
    if os.geteuid() == 0:  # root writes anywhere: make the folder a file instead
        blocked = tmp_path / "logs"
        blocked.write_text("not a folder", encoding="utf-8")
    else:
        tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
        blocked = tmp_path / "logs"
    log = install_app_log(blocked)
    assert log.folder is None and log.file is None
    assert "no log file" in log.problem and str(blocked) in log.problem


def test_a_native_crash_leaves_its_stack_in_the_log_folder(tmp_path: Path) -> None:
    """A segfault in a child process that set up the log: its stack is in the crash file."""
    code = ("import faulthandler, sys; from pathlib import Path; "
            "from gm_assistant.ui.app_log import install_app_log; "
            f"install_app_log(Path({str(tmp_path)!r})); faulthandler._sigsegv()")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode != 0
    crash = (tmp_path / CRASH_NAME).read_text(encoding="utf-8")
    assert "Segmentation fault" in crash and "line 1" in crash


def test_the_crash_report_names_the_versions_and_the_log(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gm_assistant.ui.dialogs.crash_dialog import CrashDialog
    from gm_assistant.ui.errors import install_excepthook
    from gm_assistant.ui.main_window import MainWindow

    window = MainWindow(ruleset_id="maofa", view="charts", load=False)
    qtbot.addWidget(window)
    window.app_log = install_app_log(tmp_path / "logs")
    uninstall = install_excepthook(lambda: window)
    try:
        try:
            raise RuntimeError("a bug for the test")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        dialog = CrashDialog._open
        assert dialog is not None
        report = dialog.details.toPlainText()
        assert versions_text() in report
        assert f"Log: {tmp_path / 'logs' / LOG_NAME}" in report
        assert "a bug for the test" in report
        dialog.close()
        for handler in window.app_log.handlers:
            handler.flush()
        assert "a bug for the test" in (tmp_path / "logs" / LOG_NAME).read_text("utf-8")
    finally:
        uninstall()
        window.app_log.close()


def test_the_help_menu_opens_the_folders(qtbot: QtBot, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices

    from gm_assistant.core.paths import rulesets_dir, user_rulesets_dir
    from gm_assistant.ui.main_window import MainWindow

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        lambda url: opened.append(url.toLocalFile()) or True)
    window = MainWindow(ruleset_id="maofa", view="charts", load=False)
    qtbot.addWidget(window)
    window.app_log = install_app_log(tmp_path / "logs")
    try:
        window.menus.guide_action.trigger()
        window.menus.rulesets_folder_action.trigger()
        window.menus.log_folder_action.trigger()
        assert opened == [str(rulesets_dir() / "README.md"), str(user_rulesets_dir()),
                          str(tmp_path / "logs")]
    finally:
        window.app_log.close()
    window.app_log = None
    window.menus.log_folder_action.trigger()
    assert "no log folder" in window.statusBar().currentMessage()


@pytest.mark.parametrize("name", [LOG_NAME, CRASH_NAME, f"{LOG_NAME}.1"])
@pytest.mark.parametrize("stranger", ["fifo", "device link"])
def test_a_pipe_or_device_where_a_log_goes_is_kept_aside_not_waited_on(
        tmp_path: Path, name: str, stranger: str) -> None:
    """A FIFO named like the log blocked the app's start for ever (opening it to append
    waits for a reader); a link to a device swallowed the log. In a child process, so that
    the old behaviour fails the test by its timeout instead of hanging the suite."""
    folder = tmp_path / "logs"
    folder.mkdir()
    if stranger == "fifo":
        os.mkfifo(folder / name)
    else:
        (folder / name).symlink_to(os.devnull)
    code = ("import logging, sys; from pathlib import Path; "
            "from gm_assistant.ui.app_log import install_app_log; "
            f"log = install_app_log(Path({str(folder)!r})); "
            "logging.getLogger('gm_assistant').warning('after the stranger'); "
            "print(log.problem); sys.stdout.flush()")
    try:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=60, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the app's start waited on a {stranger} named {name}")
    assert done.returncode == 0, done.stderr
    kept = [p for p in folder.iterdir() if p.name.startswith(f"{name}.broken-")]
    assert len(kept) == 1, sorted(p.name for p in folder.iterdir())
    assert f"{folder / name}: not a regular file" in done.stdout
    assert f"kept aside as {kept[0].name}" in done.stdout
    log_file = folder / LOG_NAME
    assert log_file.is_file() and not log_file.is_symlink()
    assert "after the stranger" in log_file.read_text(encoding="utf-8")
    assert stat.S_ISREG((folder / CRASH_NAME).stat().st_mode)


def test_a_start_after_a_crash_is_told_and_a_clean_quit_is_not(tmp_path: Path) -> None:
    """Each start leaves a marker and a dated line in the crash file; a clean quit takes
    the marker away; a marker whose process is gone is an unexpected close."""
    folder = tmp_path / "logs"
    code = ("import faulthandler; from pathlib import Path; "
            "from gm_assistant.ui.app_log import install_app_log; "
            f"install_app_log(Path({str(folder)!r})); faulthandler._sigsegv()")
    crashed = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert crashed.returncode != 0
    assert len(list(folder.glob("running-*"))) == 1  # left behind by the crash
    log = install_app_log(folder)
    try:
        assert len(log.unexpected) == 1 and log.unexpected[0][:4].isdigit()
        assert log.marker is not None and log.marker.name == f"running-{os.getpid()}"
        assert list(folder.glob("running-*")) == [log.marker]  # the dead one is gone
        log.quit(0)
        assert not list(folder.glob("running-*"))
        for handler in log.handlers:
            handler.flush()
        text = (folder / LOG_NAME).read_text(encoding="utf-8")
        assert "did not quit cleanly" in text and "quit (exit code 0)" in text
    finally:
        log.close()
    crash = (folder / CRASH_NAME).read_text(encoding="utf-8").splitlines()
    starts = [line for line in crash if line.startswith("=== ") and " started " in line]
    assert len(starts) == 2  # one dated line per start; the stack follows the first
    first = crash.index(starts[0])
    assert any("Segmentation fault" in line for line in crash[first:crash.index(starts[1])])
    again = install_app_log(folder)  # after a clean quit: nothing to tell
    try:
        assert again.unexpected == []
        again.quit(0)
    finally:
        again.close()


def test_the_crash_file_is_rotated(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / CRASH_NAME).write_text("old stack\n" * 40_000, encoding="utf-8")  # 400 kB
    log = install_app_log(folder)
    try:
        assert (folder / f"{CRASH_NAME}.1").read_text(encoding="utf-8").startswith("old")
        assert (folder / CRASH_NAME).stat().st_size < 1000
    finally:
        log.quit(0)
        log.close()


def test_the_unexpected_close_box_offers_the_log(qtbot: QtBot, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from gm_assistant.ui.app import tell_unexpected_close
    from gm_assistant.ui.main_window import MainWindow

    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    opened: list[str] = []
    monkeypatch.setattr(window, "open_folder", lambda which: opened.append(which))
    box = tell_unexpected_close(window, ["2026-11-26T22:00:00+00:00"])
    assert "closed unexpectedly" in box.text() and "2026-11-26T22:00:00" in box.text()
    (action,) = [b for b in box.buttons()
                 if box.buttonRole(b) == QMessageBox.ButtonRole.ActionRole]
    action.click()
    assert opened == ["logs"]
