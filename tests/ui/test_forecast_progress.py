"""The Encounters area while a large fight is simulated: the estimate refines with a
progress bar, the verdict waits for the last fight, and a change stops the simulation."""

from __future__ import annotations

import functools
import threading

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict import scene
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.simulation import PROGRESS_EVERY, SIMULATED_FIGHTS
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common import forecast_worker
from gm_assistant.ui.common.forecast_panel import verdict
from gm_assistant.ui.common.forecast_worker import (
    ForecastCancelled,
    ForecastProgressed,
    ForecastRequest,
    ForecastResult,
)
from gm_assistant.ui.encounters.encounters_view import EncountersView

WAIT_MS = 120_000
"""How long a test waits for a forecast at most (a guard against a hang, not a budget)."""


@pytest.fixture()
def simulated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fight is too large to solve: a few states are the bound (a sample fight is
    then simulated, fast, as a large one would be)."""
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(forecast_fight,
                                                                   max_states=5))


def _view(qtbot: QtBot) -> EncountersView:
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    return view


@pytest.mark.usefixtures("simulated")
def test_a_large_fight_refines_and_its_verdict_waits_for_the_last_fight(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = _view(qtbot)
    panel = view.forecast
    seen: list[tuple[int, bool, str, str]] = []

    def record(progressed: ForecastProgressed) -> None:  # after the panel drew it
        seen.append((progressed.fight.fights, panel.progress.isVisible(),
                     panel.progress.format(), panel.headline.text()))

    view.worker.progressed.connect(record)
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as finished:
        view.set_ruleset(shipped_rulesets["lady_luck"])
        view.show()
    assert seen, "no estimate so far arrived"
    assert [fights for fights, *_ in seen] == list(
        range(PROGRESS_EVERY, SIMULATED_FIGHTS, PROGRESS_EVERY))
    for fights, shown, text, headline in seen:
        assert shown
        assert text == f"Simulating: {fights:,} of {SIMULATED_FIGHTS:,} fights"
        assert "so far" in headline
    result = finished.args[0]
    assert isinstance(result, ForecastResult)
    fight = result.scene.fight
    assert fight is not None and not fight.exact and fight.final
    assert fight.fights == fight.planned == SIMULATED_FIGHTS
    assert panel.result is result and not panel.progress.isVisible()
    assert "so far" not in panel.headline.text()
    assert verdict(fight.p_party_wins, panel.bands())[0] in panel.headline.text()
    assert f"{SIMULATED_FIGHTS:,} simulated fights" in panel.kind.text()


@pytest.mark.usefixtures("simulated")
def test_a_change_of_the_encounter_stops_the_simulation(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset],
        monkeypatch: pytest.MonkeyPatch) -> None:
    ended: list[tuple[str, str]] = []
    real = forecast_worker.compute
    # The first simulation waits after its first report until the change is made: on a
    # fast or idle machine it could otherwise finish its fights before the change comes.
    changed = threading.Event()

    def spy(request: ForecastRequest, progress: object = None,
            wanted: object = None) -> ForecastResult:
        ruleset = request.ruleset.id

        def held(fight: object) -> None:
            progress(fight)  # type: ignore[operator]
            if ruleset == "lady_luck":
                changed.wait(WAIT_MS / 1000)

        try:
            result = real(request, held if progress is not None else None,  # type: ignore[arg-type]
                          wanted)  # type: ignore[arg-type]
        except ForecastCancelled:
            ended.append((ruleset, "stopped"))
            raise
        ended.append((ruleset, "finished"))
        return result

    monkeypatch.setattr(forecast_worker, "compute", spy)
    view = _view(qtbot)
    with qtbot.waitSignal(view.worker.progressed, timeout=WAIT_MS):
        view.set_ruleset(shipped_rulesets["lady_luck"])
        view.show()
    # Another encounter while the first is being simulated: the first stops at its next
    # report, and only the second's forecast is shown.
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as finished:
        view.set_ruleset(shipped_rulesets["maofa"])
        changed.set()
    qtbot.waitUntil(lambda: len(ended) == 2, timeout=WAIT_MS)
    assert ended == [("lady_luck", "stopped"), ("maofa", "finished")]
    assert finished.args[0].request.ruleset.id == "maofa"
    assert view.forecast.result is finished.args[0]
