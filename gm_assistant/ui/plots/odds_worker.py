"""OddsWorker: builds plot data off the GUI thread, newest request wins.

A first sweep over an uncached check can take a second (MAoFA's multiple actions with
20 luck); cached sweeps take a millisecond. Either way the GUI thread only draws.
"""

from __future__ import annotations

import itertools
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.ui.plots.odds_data import PlotData, PlotRequest, build_plot_data

__all__ = ["OddsWorker"]


class _Relay(QObject):
    """Carries results from pool threads back to the GUI thread (one for the process)."""

    finished = Signal(int, object)


_relay: _Relay | None = None
_tokens = itertools.count(1)


def _shared_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()  # created on the GUI thread; lives as long as the process
    return _relay


class _Job(QRunnable):
    def __init__(self, relay: _Relay, token: int, request: PlotRequest) -> None:
        super().__init__()
        self.relay = relay
        self.token = token
        self.request = request

    def run(self) -> None:
        result: object
        try:
            result = build_plot_data(self.request)
        except GMAssistantError as error:
            result = error
        except Exception as error:  # a bug: shown in the plot rather than lost in a thread
            result = RuntimeError("".join(traceback.format_exception_only(error)).strip())
        self.relay.finished.emit(self.token, (self.request, result))


class OddsWorker(QObject):
    """Computes `PlotData` for requests, one at a time; stale requests are skipped.

    Signals:
        computed(PlotData): the newest request's data.
        failed(PlotRequest, str): the newest request could not be computed, and why.
    """

    computed = Signal(object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = next(_tokens)
        self._pending: PlotRequest | None = None
        self._running = False
        self._newest_serial = -1
        relay = _shared_relay()
        relay.finished.connect(self._on_relay_finished)
        self._relay = relay

    @property
    def busy(self) -> bool:
        """True while a request is being computed or waits to be."""
        return self._running or self._pending is not None

    def request(self, request: PlotRequest) -> None:
        """Compute `request` soon; replaces any request that has not started yet."""
        self._newest_serial = request.serial
        self._pending = request
        self._start_next()

    def cancel(self) -> None:
        """Drop the waiting request, and the result of the one running (it is stale)."""
        self._pending = None
        self._newest_serial = -1

    def _start_next(self) -> None:
        if self._running or self._pending is None:
            return
        request, self._pending = self._pending, None
        self._running = True
        QThreadPool.globalInstance().start(_Job(self._relay, self._token, request))

    def _on_relay_finished(self, token: int, payload: object) -> None:
        if token != self._token:
            return
        self._running = False
        assert isinstance(payload, tuple)
        request: PlotRequest = payload[0]
        result: object = payload[1]
        if request.serial == self._newest_serial:
            if isinstance(result, PlotData):
                self.computed.emit(result)
            else:
                self.failed.emit(request, str(result))
        self._start_next()
