"""Run pure-Python work (ruleset loading, odds sweeps) off the GUI thread; newest wins."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal, Slot

__all__ = ["BackgroundRunner", "wait_for_workers"]

_tokens = itertools.count(1)
_threads: set[threading.Thread] = set()
_threads_lock = threading.Lock()


def wait_for_workers(timeout: float = 10.0) -> bool:
    """Block until every worker thread has finished (call before the process exits).

    A Python thread still inside C code (libyaml, Qt) when the interpreter shuts down
    can abort the process, so the app waits for its workers on the way out.
    """
    with _threads_lock:
        running = list(_threads)
    for thread in running:
        thread.join(timeout)
    return not any(thread.is_alive() for thread in running)


class BackgroundRunner(QObject):
    """Runs one function at a time in a worker thread and reports back on the GUI thread.

    Starting a new job makes the previous one stale: its result is dropped, so a slow
    sweep never overwrites a newer one. `finished(result)` and `failed(error)` are emitted
    on the thread this object lives in (the GUI thread), whoever receives them.
    """

    finished = Signal(object)
    failed = Signal(object)
    _delivered = Signal(int, bool, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = 0
        self._idle = threading.Event()
        self._idle.set()
        # Emitted from the worker thread; queued to this object's (GUI) thread.
        self._delivered.connect(self._on_delivered)

    @property
    def busy(self) -> bool:
        """True while the newest job has not reported back yet."""
        return self._current != 0

    def start(self, job: Callable[[], Any]) -> int:
        """Run `job()` in a worker thread; returns the job's token."""
        token = next(_tokens)
        self._current = token
        self._idle.clear()
        thread = threading.Thread(target=self._run, args=(token, job), daemon=True,
                                  name=f"gm-assistant-job-{token}")
        with _threads_lock:
            _threads.add(thread)
        thread.start()
        return token

    def wait_idle(self, timeout: float) -> bool:
        """Block until no worker thread runs (for shutdown and tests); False on timeout."""
        return self._idle.wait(timeout)

    def _run(self, token: int, job: Callable[[], Any]) -> None:
        try:
            result, ok = job(), True
        except BaseException as error:
            result, ok = error, False
        try:
            if shiboken6.isValid(self):
                self._delivered.emit(token, ok, result)
        except RuntimeError:  # the runner was deleted while the job ran: nobody to tell
            pass
        finally:
            if token == self._current:
                self._idle.set()
            with _threads_lock:
                _threads.discard(threading.current_thread())

    @Slot(int, bool, object)
    def _on_delivered(self, token: int, ok: bool, result: object) -> None:
        if token != self._current:
            return
        self._current = 0
        self._idle.set()
        (self.finished if ok else self.failed).emit(result)
