"""OddsWorker: builds plot data off the GUI thread, newest request wins.

A first sweep over an uncached check can take a second (MAoFA's multiple actions with
20 luck); cached sweeps take a millisecond. Either way the GUI thread only draws. A sweep
replaced by a newer request, or whose window closes, stops before its next point.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gm_assistant.ui.background import SerialWorker
from gm_assistant.ui.odds.odds_data import PlotData, PlotRequest, build_plot_data

__all__ = ["OddsWorker"]


class OddsWorker(SerialWorker):
    """Computes `PlotData` for `PlotRequest`s, one at a time; stale requests are skipped.

    Signals (from `SerialWorker`):
        computed(PlotData): the newest request's data.
        failed(PlotRequest, str): the newest request could not be computed, and why.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(self._build, parent)

    def _build(self, request: PlotRequest) -> PlotData:  # in the worker thread
        return build_plot_data(request, lambda: self.wanted(request))
