"""A slow odds query (a large pool) says it is working, marks the plot as stale, and a
newer input replaces it: the older result is never drawn. The worker is held by an event
the test releases, so nothing here depends on the machine's speed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.odds import Wanted
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.odds import odds_worker
from gm_assistant.ui.odds.odds_data import PlotData, PlotRequest, build_plot_data
from gm_assistant.ui.odds.odds_view import OddsView


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[Any]]]:
    """Each sweep waits for the gate to open (as a sweep of a large pool would take
    minutes) and records the inputs it was asked for."""
    opened = threading.Event()
    opened.set()
    asked: list[Any] = []

    def slow(request: PlotRequest, wanted: Wanted | None = None) -> PlotData:
        asked.append(dict(request.inputs))
        if not opened.wait(timeout=30):  # never hang the suite if the test goes wrong
            raise RuntimeError("the test never released the sweep")
        return build_plot_data(request, wanted)

    monkeypatch.setattr(odds_worker, "build_plot_data", slow)
    yield opened, asked
    opened.set()


def test_a_slow_sweep_says_so_and_the_newest_inputs_win(
        qtbot: QtBot, gate: tuple[threading.Event, list[Any]]) -> None:
    opened, asked = gate
    view = OddsView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.show()
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_ruleset(default_registry().get("maofa"))
    assert not view.stale and view.status.isHidden() and view.busy_bar.isHidden()
    shown = view.data
    assert shown is not None
    name = "luck"  # MAoFA's skill test: neither the x axis nor the series
    assert name in view.inputs.editors
    assert name not in (view.choice.x_input, view.choice.series_input)

    opened.clear()  # the next sweeps are "slow": they wait for the gate
    view.inputs.set_values({name: 3})
    view.redraw_now()
    qtbot.waitUntil(lambda: len(asked) == 2)  # the slow sweep has started
    assert view.stale and view.worker.busy
    assert view.status.isVisible() and view.busy_bar.isVisible()
    assert "previous" in view.status.text()
    assert view.data is shown  # the old numbers are still on screen, marked as stale

    view.inputs.set_values({name: 5})  # changed again while the first is running
    view.redraw_now()
    assert view.stale
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        opened.set()
    assert view.data is not None and view.data.request.inputs[name] == 5
    assert not view.stale and view.status.isHidden() and view.busy_bar.isHidden()
    qtbot.waitUntil(lambda: not view.worker.busy)
    assert asked[-1][name] == 5
    assert all(entry[name] != 3 for entry in asked[2:])  # the stale sweep is not rerun
