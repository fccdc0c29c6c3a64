"""The app's log: a rotating file in the user's state folder, Qt's messages routed into
it, and `faulthandler` writing a native crash's stack beside it.

Launched from a desktop menu the app has no terminal: whatever goes wrong (a Python error
the crash dialog shows, a Qt warning, a native abort) leaves a trace in
`<state>/logs/`. A folder that cannot be written leaves the app running without a log and
says so (`AppLog.problem`), never a crash.

Each start writes a dated line into the native crash file (a crash's stack follows the
line of the start it ended; the file is rotated like the log) and a marker file
(`running-<pid>`) that a clean quit removes: a marker left by a process that is gone
means the app closed unexpectedly, which the next start says (`AppLog.unexpected`).
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import IO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler, qVersion

from gm_assistant import __version__
from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.user_files import keep_aside, not_writable_file

__all__ = ["LOG_NAME", "AppLog", "install_app_log", "versions_text"]

LOG_NAME = "gm-assistant.log"
CRASH_NAME = "native-crash.log"
_MAX_BYTES = 1_000_000
_BACKUPS = 3
_CRASH_MAX_BYTES = 256_000
_MARKER_PREFIX = "running-"

_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


@dataclass
class AppLog:
    """Where the log is (None when it could not be opened, and why)."""

    folder: Path | None
    problem: str = ""
    handlers: list[logging.Handler] = field(default_factory=list)
    crash_file: IO[str] | None = None
    previous_handler: object = None
    """Qt's message handler before this log's (put back by `close`)."""
    faults_before: bool = False
    """Whether faulthandler was on before this log took it (to stderr again on close)."""
    marker: Path | None = None
    """This process's running marker (removed by `quit`)."""
    unexpected: list[str] = field(default_factory=list)
    """When each earlier start that did not quit cleanly began (ISO times, oldest first)."""

    def quit(self, exit_code: int) -> None:
        """Record a clean quit: the log says so and the running marker goes."""
        logging.getLogger("gm_assistant").info("quit (exit code %d)", exit_code)
        if self.marker is not None:
            self.marker.unlink(missing_ok=True)
            self.marker = None

    @property
    def file(self) -> Path | None:
        return self.folder / LOG_NAME if self.folder is not None else None

    def close(self) -> None:
        """Stop logging to the file (tests; the app keeps it until it exits)."""
        root = logging.getLogger()
        for handler in self.handlers:
            root.removeHandler(handler)
            handler.close()
        self.handlers.clear()
        qInstallMessageHandler(self.previous_handler)  # type: ignore[arg-type]
        if self.crash_file is not None:
            faulthandler.disable()
            self.crash_file.close()
            self.crash_file = None
            if self.faults_before and sys.__stderr__ is not None:  # a crash still leaves
                faulthandler.enable(file=sys.__stderr__, all_threads=True)  # its stack


def versions_text() -> str:
    """The app's and its libraries' versions, for a report."""
    return (f"GM Assistant {__version__}; Python {platform.python_version()}; "
            f"PySide6 {pyside_version}, Qt {qVersion()}; {platform.platform()}")


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    logger = logging.getLogger("qt")
    where = f" ({context.file}:{context.line})" if context.file else ""
    logger.log(_LEVELS.get(kind, logging.WARNING), "%s%s", message, where)


def install_app_log(folder: Path | None = None) -> AppLog:
    """Log to `folder` (default `<state>/logs`); route Qt's messages and native crashes
    there. Never raises: a folder that cannot be written gives an AppLog with a problem."""
    kept: list[str] = []
    try:
        folder = folder if folder is not None else user_state_dir(ensure=True) / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        kept = _keep_aside_strangers(folder)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_NAME, maxBytes=_MAX_BYTES, backupCount=_BACKUPS, encoding="utf-8")
        _rotate(folder / CRASH_NAME, _CRASH_MAX_BYTES)
        crash = open(folder / CRASH_NAME, "a", encoding="utf-8")  # noqa: SIM115 - kept open
        unexpected = _unexpected_closes(folder)
        started = datetime.now().astimezone().isoformat(timespec="seconds")
        marker = folder / f"{_MARKER_PREFIX}{os.getpid()}"
        marker.write_text(started + "\n", encoding="utf-8")
        # A native crash's stack follows the line of the start it ended.
        crash.write(f"=== {started}: GM Assistant {__version__} started (process "
                    f"{os.getpid()}) ===\n")
        crash.flush()
    except OSError as error:
        reason = error.strerror or str(error)
        where = error.filename or folder
        return AppLog(None, "; ".join([*kept, f"no log file: {where}: {reason}"]))
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    faults_before = faulthandler.is_enabled()
    previous = qInstallMessageHandler(_qt_message)
    # A native abort (a segfault in a library) writes every thread's stack here.
    faulthandler.enable(file=crash, all_threads=True)
    logging.getLogger("gm_assistant").info("started: %s; %s", versions_text(),
                                           " ".join(sys.argv[1:]) or "no arguments")
    for line in kept:
        logging.getLogger("gm_assistant").warning("%s", line)
    for when in unexpected:
        logging.getLogger("gm_assistant").warning(
            "the start of %s did not quit cleanly (a crash or a kill): see %s", when,
            folder / CRASH_NAME)
    return AppLog(folder, "; ".join(kept), [handler], crash, previous, faults_before,
                  marker, unexpected)


def _rotate(path: Path, max_bytes: int) -> None:
    """Rotate `path` as the log is (path.1 ... path.N) once it is over `max_bytes`."""
    if not path.is_file() or path.stat().st_size <= max_bytes:
        return
    for number in range(_BACKUPS - 1, 0, -1):
        older = path.with_name(f"{path.name}.{number}")
        if older.is_file():
            older.replace(path.with_name(f"{path.name}.{number + 1}"))
    path.replace(path.with_name(f"{path.name}.1"))


def _alive(pid: int) -> bool:
    if os.name != "posix":
        return False  # no cheap check: a marker left behind counts as a close
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _unexpected_closes(folder: Path) -> list[str]:
    """Start times of the markers left by processes that are gone (each one removed)."""
    found = []
    for marker in sorted(folder.glob(f"{_MARKER_PREFIX}*")):
        number = marker.name.removeprefix(_MARKER_PREFIX)
        if not number.isdigit() or int(number) == os.getpid() or _alive(int(number)):
            continue
        try:
            text = marker.read_text(encoding="utf-8", errors="replace").strip()[:40]
            marker.unlink()
        except OSError:
            continue
        found.append(text or "an unknown time")
    return sorted(found)


def _keep_aside_strangers(folder: Path) -> list[str]:
    """Keep aside whatever sits where a log file goes but is not a regular file (a FIFO
    there would block the app's start for ever, a device swallow the log): what was done,
    one line each. OSError when such a thing cannot be moved."""
    names = [LOG_NAME, CRASH_NAME, *(f"{LOG_NAME}.{n}" for n in range(1, _BACKUPS + 1)),
             *(f"{CRASH_NAME}.{n}" for n in range(1, _BACKUPS + 1))]
    done = []
    for name in names:
        reason = not_writable_file(folder / name)
        if reason is not None:
            try:
                aside = keep_aside(folder / name)
            except OSError as error:
                raise OSError(error.errno, f"{reason}, and it cannot be kept aside "
                                           f"({error.strerror or error})",
                              str(folder / name)) from None
            done.append(f"{folder / name}: {reason}; kept aside as {aside.name}")
    return done
