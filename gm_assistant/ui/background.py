"""Run pure-Python work (ruleset loading, odds sweeps, fight forecasts) off the GUI
thread; newest wins. Long work asks a `wanted()` between its steps and stops once it
turns False: a newer request replaced it, or its window closed (`stop_workers`). Python's
cyclic garbage is collected on the GUI thread only (`collect_garbage_on_gui_thread`)."""

from __future__ import annotations

import gc
import itertools
import threading
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from gm_assistant.core.errors import GMAssistantError

if TYPE_CHECKING:  # the odds engine is not imported with the first worker (start-up)
    from gm_assistant.core.odds import Wanted

__all__ = ["STOP_WAIT_MS", "BackgroundRunner", "SerialWorker",
           "collect_garbage_on_gui_thread", "stop_workers", "wait_for_workers"]

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


COLLECT_EVERY_MS = 500
"""How often the GUI thread looks whether Python's cyclic garbage is due a collection."""


class _GuiThreadCollector(QObject):
    """Collects Python's cyclic garbage on a timer of the GUI thread, by the thresholds
    the interpreter itself would use (`gc.get_threshold`), with automatic collection off.

    Left automatic, a collection runs on whichever thread allocates when a threshold is
    crossed: a forecast worker, say. A collection there walks and frees Qt wrappers while
    the GUI thread runs Qt without the interpreter's lock, and a forecast once stalled for
    good that way during the screenshot walk (the GUI thread waiting for the lock inside
    an event filter, the worker stopped inside a collection). pyqtgraph's
    `GarbageCollector` does the same; it is not imported here because importing
    pyqtgraph before the first paint costs start-up time.
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(COLLECT_EVERY_MS)
        self.timer.timeout.connect(self.collect)
        gc.disable()
        self.destroyed.connect(gc.enable)  # the application is gone: automatic again
        self.timer.start()

    def collect(self) -> None:
        """Collect the generations whose counts passed their thresholds."""
        counts = gc.get_count()
        generation = -1
        for level, (count, threshold) in enumerate(zip(counts, self.thresholds, strict=True)):
            if count <= threshold:
                break
            generation = level
        if generation >= 0:
            gc.collect(generation)


def collect_garbage_on_gui_thread(app: QCoreApplication) -> None:
    """Turn Python's automatic garbage collection off and collect on a timer of `app`'s
    (the GUI) thread instead (once per application; see `_GuiThreadCollector`)."""
    global _collector
    if _collector is None or not shiboken6.isValid(_collector):
        _collector = _GuiThreadCollector(app)


_collector: _GuiThreadCollector | None = None


class BackgroundRunner(QObject):
    """Runs one function at a time in a worker thread and reports back on the GUI thread.

    Starting a new job makes the previous one stale: its result is dropped, so a slow
    sweep never overwrites a newer one, and a job started with `start_stoppable` stops at
    its next step. `finished(result)` and `failed(error)` are emitted on the thread this
    object lives in (the GUI thread), whoever receives them. Once `stop`ped (its window
    closing) the running job is told to stop, its result is dropped and nothing starts.
    """

    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = 0
        self._idle = threading.Event()
        self._idle.set()
        self._running: set[threading.Thread] = set()
        self.stopped = False
        """True once `stop` was called: no job starts again."""
        # A job's result comes back by the process's relay (`SerialWorker.report` says
        # why), queued to the GUI thread; tokens are unique in the process.
        self._relay = _shared_relay()
        self._relay.delivered.connect(self._on_delivered)

    @property
    def busy(self) -> bool:
        """True while the newest job has not reported back yet."""
        return self._current != 0

    def start(self, job: Callable[[], Any]) -> int:
        """Run `job()` in a worker thread; returns the job's token (0: stopped, not run)."""
        return self.start_stoppable(lambda _wanted: job())

    def start_stoppable(self, job: Callable[[Wanted], Any]) -> int:
        """Run `job(wanted)` in a worker thread, the job asking `wanted()` between its
        steps and stopping (raising) once it is False: a newer job started, or the
        runner stopped. Returns the job's token (0: the runner is stopped, not run)."""
        if self.stopped:
            return 0
        token = next(_tokens)
        self._current = token
        self._idle.clear()
        thread = threading.Thread(target=self._run, args=(token, job), daemon=True,
                                  name=f"gm-assistant-job-{token}")
        with _threads_lock:
            _threads.add(thread)
            self._running.add(thread)
        thread.start()
        return token

    def wanted(self, token: int) -> bool:
        """Whether the job `token` is still wanted (read by the job in its thread): the
        newest job, the runner not stopped nor deleted."""
        return not self.stopped and token == self._current and shiboken6.isValid(self)

    def stop(self) -> None:
        """Stop for good (its window closes): the running job is told to stop (`wanted`
        turns False), its result will be dropped, and no job starts again."""
        self.stopped = True

    def threads(self) -> list[threading.Thread]:
        """This runner's worker threads still running (to wait for them at a close)."""
        with _threads_lock:
            return list(self._running)

    def wait_idle(self, timeout: float) -> bool:
        """Block until no worker thread runs (for shutdown and tests); False on timeout."""
        return self._idle.wait(timeout)

    def _run(self, token: int, job: Callable[[Wanted], Any]) -> None:
        try:
            result, ok = job(lambda: self.wanted(token)), True
        except BaseException as error:
            result, ok = error, False
        try:
            if shiboken6.isValid(self._relay):
                self._relay.delivered.emit(token, ok, result)
        except RuntimeError:  # the app is quitting: nobody is left to tell
            pass
        finally:
            if token == self._current:
                self._idle.set()
            with _threads_lock:
                _threads.discard(threading.current_thread())
                self._running.discard(threading.current_thread())

    @Slot(int, bool, object)
    def _on_delivered(self, token: int, ok: bool, result: object) -> None:
        if token != self._current:
            return
        self._current = 0
        self._idle.set()
        if not self.stopped:  # stopped: its window has closed, nobody waits for it
            (self.finished if ok else self.failed).emit(result)


class _Relay(QObject):
    """Carries results and reports from pool threads back to the GUI thread (one for the
    process)."""

    finished = Signal(int, object)
    reported = Signal(int, object)
    delivered = Signal(int, bool, object)


_relay: _Relay | None = None


def _shared_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()  # created on the GUI thread; lives as long as the process
    return _relay


class _Job(QRunnable):
    """One request's work in Qt's thread pool; kept by its worker until it reports (not
    deleted by the pool), so a job that has not started can be taken back out of it."""

    def __init__(self, relay: _Relay, token: int, work: Callable[[Any], Any],
                 request: Any) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.relay = relay
        self.token = token
        self.work = work
        self.request = request

    def run(self) -> None:
        result: object
        try:
            result = self.work(self.request)
        except GMAssistantError as error:
            result = error
        except Exception as error:  # a bug: shown where the result goes, not lost in a thread
            result = RuntimeError("".join(traceback.format_exception_only(error)).strip())
        # The relay lives as long as the application: a job still running when the app
        # quits finds it deleted, and nobody is left to tell (no "Signal source has been
        # deleted" printed on the way out).
        try:
            if shiboken6.isValid(self.relay):
                self.relay.finished.emit(self.token, (self.request, result))
        except RuntimeError:
            pass


class SerialWorker(QObject):
    """Runs `work(request)` for one request at a time in Qt's thread pool: a request that
    has not started yet is replaced by a newer one, and only the newest request's result
    is delivered. For heavy work (an odds sweep, a fight forecast) where running stale
    requests side by side would only slow the newest one down.

    Requests carry a `serial` that grows with each new one.

    Signals:
        computed(object): the newest request's result.
        failed(object, str): the newest request (and why it could not be computed).
    """

    computed = Signal(object)
    failed = Signal(object, str)
    reported = Signal(object)
    """What the work said of itself so far (`report`), on the GUI thread."""

    def __init__(self, work: Callable[[Any], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self._token = next(_tokens)
        self._pending: Any = None
        self._running = False
        self._job: _Job | None = None
        self._newest_serial = -1
        self.stopped = False
        """True once `stop` was called (its window closing): no request starts again."""
        self._relay = _shared_relay()
        self._relay.finished.connect(self._on_relay_finished)
        self._relay.reported.connect(self._on_relay_reported)

    @property
    def busy(self) -> bool:
        """True while a request is being computed or waits to be."""
        return self._running or self._pending is not None

    def request(self, request: Any) -> None:
        """Compute `request` soon; replaces any request that has not started yet."""
        if self.stopped:
            return
        self._newest_serial = request.serial
        self._pending = request
        self._start_next()

    def wanted(self, request: Any) -> bool:
        """Whether `request` is still wanted (read by the work in its thread, which stops
        when it is not): the newest request, and the worker neither stopped nor deleted."""
        return not self.stopped and request.serial == self._newest_serial \
            and shiboken6.isValid(self)

    def report(self, payload: object) -> None:
        """Send `payload` from the work's thread to the GUI thread (`reported`).

        By the process's relay, never by a signal of this worker: the worker goes with its
        window, on the GUI thread, while the work may still run, and a signal emitted on
        an object being deleted crashed the process (a forecast's progress, in a UI test
        that closed its area while the exact attempt went on). The relay lives as long as
        the application."""
        relay = self._relay
        try:
            if shiboken6.isValid(relay):
                relay.reported.emit(self._token, payload)
        except RuntimeError:  # the app is quitting: nobody is left to tell
            pass

    def cancel(self) -> None:
        """Drop the waiting request, and the result of the one running (it is stale); a
        job queued in the thread pool that has not started is taken back out of it."""
        self._take_back()
        self._pending = None
        self._newest_serial = -1

    def _take_back(self) -> None:
        """Take the job out of the thread pool if it has not started yet."""
        if self._job is not None and QThreadPool.globalInstance().tryTake(self._job):
            self._job = None
            self._running = False

    def stop(self) -> None:
        """Cancel for good (the window closes): the running work is told to stop
        (`wanted` turns False) and no request starts again."""
        self.stopped = True
        self.cancel()

    def _start_next(self) -> None:
        if self._running or self._pending is None or self.stopped:
            return
        request, self._pending = self._pending, None
        self._running = True
        self._job = _Job(self._relay, self._token, self._work, request)
        QThreadPool.globalInstance().start(self._job)

    def _on_relay_reported(self, token: int, payload: object) -> None:
        if token == self._token and not self.stopped:
            self.reported.emit(payload)

    def _on_relay_finished(self, token: int, payload: object) -> None:
        if token != self._token:
            return
        self._running = False
        self._job = None
        assert isinstance(payload, tuple)
        request, result = payload
        if request.serial == self._newest_serial:
            if isinstance(result, BaseException):
                self.failed.emit(request, str(result))
            else:
                self.computed.emit(result)
        self._start_next()


STOP_WAIT_MS = 5_000
"""How long closing the window waits, in all, for work told to stop to reach its next
check (a simulated fight checks every thousand fights, a sweep before each point); past
that, the quit goes on regardless (`wait_for_workers` is the last safety)."""


def stop_workers(owner: QObject) -> tuple[int, bool]:
    """Stop every `SerialWorker` and `BackgroundRunner` under `owner` at once (a window
    closing: its forecasts, odds plots, odds tables and series are wanted no more), then
    wait, at most `STOP_WAIT_MS` in all, for Qt's thread pool to be empty and the runners'
    threads to end. Returns how many were busy and whether all their work ended."""
    deadline = time.monotonic() + STOP_WAIT_MS / 1000
    workers = owner.findChildren(SerialWorker)
    runners = owner.findChildren(BackgroundRunner)
    busy = sum(worker.busy for worker in workers) + sum(runner.busy for runner in runners)
    for worker in workers:  # first out of the pool, before a stopping job frees a thread
        worker._take_back()
    for worker in workers:
        worker.stop()
    for runner in runners:
        runner.stop()
    threads = [thread for runner in runners for thread in runner.threads()]
    for thread in threads:
        thread.join(max(deadline - time.monotonic(), 0.0))
    left_ms = max(int((deadline - time.monotonic()) * 1000), 0)
    pool_done = QThreadPool.globalInstance().waitForDone(left_ms)
    return busy, pool_done and not any(thread.is_alive() for thread in threads)
