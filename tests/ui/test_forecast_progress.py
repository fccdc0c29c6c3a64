"""The Encounters area while a large fight is worked out: its exact attempt shows the moves
weighed against the bound (the previous forecast greyed), its simulation an estimate
refining with a progress bar, the verdict waits for the last fight, and a change stops
either at its next report. Counts of reports, never the clock."""

from __future__ import annotations

import functools
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict import scene
from gm_assistant.core.conflict.forecast import (
    ESTIMATE_FIRST_AFTER,
    ExactAttempt,
    FightForecast,
    forecast_fight,
)
from gm_assistant.core.conflict.simulation import PROGRESS_EVERY, SIMULATED_FIGHTS
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common import forecast_worker
from gm_assistant.ui.common.forecast_panel import ForecastPanel, translate, verdict
from gm_assistant.ui.common.forecast_worker import (
    ForecastCancelled,
    ForecastProgressed,
    ForecastRequest,
    ForecastResult,
)
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.settings import UiSettings

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
        if isinstance(progressed.so_far, FightForecast):
            seen.append((progressed.so_far.fights, panel.progress.isVisible(),
                         panel.progress.format(), panel.headline.text(),
                         panel.kind.text()))

    view.worker.progressed.connect(record)
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as finished:
        view.set_ruleset(shipped_rulesets["lady_luck"])
        view.show()
    assert seen, "no estimate so far arrived"
    assert [fights for fights, *_ in seen] == list(
        range(PROGRESS_EVERY, SIMULATED_FIGHTS, PROGRESS_EVERY))
    for fights, shown, text, headline, kind in seen:
        assert shown
        assert text == f"Simulating: {fights:,} of {SIMULATED_FIGHTS:,} fights"
        assert "so far" in headline
        # One count of the fights simulated, the bar's (QA walk x-36: the text said
        # 7,000 while the bar said 6,000).
        assert "from the fights simulated" in kind and f"{fights:,}" not in kind
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


@pytest.fixture()
def weighed_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """The exact attempt gives up past 4,500 moves weighed and a simulation plays 2,000
    fights: Riskbreaker's bridge (about 24,000 moves weighed) is attempted, simulated
    while the attempt waits (past `ESTIMATE_FIRST_AFTER`, 3,000 moves), attempted on
    and refused, as a large fight would be."""
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(
        forecast_fight, max_weighed=4_500, fights=2 * PROGRESS_EVERY))


@pytest.mark.usefixtures("weighed_bound")
def test_the_exact_attempt_shows_its_moves_weighed_then_the_estimate_while_it_waits(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    assert ESTIMATE_FIRST_AFTER == 3_000  # the marks below
    view = _view(qtbot)
    panel = view.forecast
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as first:
        view.set_ruleset(shipped_rulesets["lady_luck"])  # the goblins: exact at once
        view.show()
    previous = first.args[0]
    assert previous.scene.fight.exact and panel.result is previous
    seen: list[tuple[object, ...]] = []

    def record(progressed: ForecastProgressed) -> None:  # after the panel drew it
        so_far = progressed.so_far
        assert isinstance(so_far, ExactAttempt)  # refused after the early estimate
        estimate = so_far.estimate
        seen.append((so_far.weighed // 1_000, estimate and estimate.fights,
                     panel.progress.isVisible() and panel.progress.isEnabled(),
                     panel.progress.value(), panel.progress.maximum(),
                     panel.progress.format(), panel.headline.isEnabled(),
                     panel.result is previous, panel.kind.text(), panel.headline.text()))

    view.worker.progressed.connect(record)
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as finished:
        view.set_ruleset(shipped_rulesets["riskbreaker"])
    # The bridge's turns weigh a few moves at once: a report in each thousand passed.
    assert [(thousands, fights) for thousands, fights, *_ in seen] == [
        (1, None), (2, None), (3, 1_000), (3, 2_000), (4, 2_000)]
    # Attempted: the bar at the moves weighed (of at most the bound), the goblins'
    # forecast still there, greyed.
    for thousands, _, bar, value, top, text, enabled, kept, kind, _ in seen[:2]:
        assert (bar, top, enabled, kept) == (True, 4_500, False, True)
        assert value // 1_000 == thousands
        assert text == f"Solving exactly: {value:,} of 4,500 moves"
        assert "working…" in kind
    # Simulated while the attempt waits: the bar at the fights, the estimate so far.
    _, _, bar, value, top, text, enabled, kept, kind, headline = seen[2]
    assert (bar, value, top, enabled, kept) == (True, 1_000, 2_000, True, False)
    assert text == "Simulating: 1,000 of 2,000 fights"
    assert "while the exact attempt waits" in kind and "so far" in headline
    assert "1,000" not in kind  # the fights are counted on the bar alone
    # Every fight played: the attempt goes on, the estimate kept, never as final.
    for thousands, _, bar, value, top, text, enabled, kept, kind, headline in seen[3:]:
        assert (bar, top, enabled, kept) == (True, 4_500, True, False)
        assert value // 1_000 == thousands
        assert text == f"Solving exactly: {value:,} of 4,500 moves"
        assert "2,000 simulated fights" in kind and "still being solved exactly" in kind
        assert "so far" in headline
    # Refused: the estimate simulated while it waited is the answer.
    result = finished.args[0]
    fight = result.scene.fight
    assert fight is not None and not fight.exact and fight.final and fight.fights == 2_000
    assert panel.result is result and panel.attempt is None
    assert not panel.progress.isVisible() and panel.headline.isEnabled()
    assert "so far" not in panel.headline.text()
    assert "too many states to solve exactly" in panel.kind.text()


def test_a_newer_request_stops_the_exact_attempt_at_its_next_report(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The bridge (exact at about 24,000 moves weighed, a report every thousand) is
    attempted; a change after its first report stops it at its second, and only the
    change's forecast is shown."""
    reports: list[int] = []
    ended: list[tuple[str, str]] = []
    real = forecast_worker.compute
    changed = threading.Event()

    def spy(request: ForecastRequest, progress: object = None,
            wanted: object = None) -> ForecastResult:
        ruleset = request.ruleset.id

        def held(so_far: object) -> None:
            if ruleset == "riskbreaker":
                assert isinstance(so_far, ExactAttempt)
                reports.append(so_far.weighed)
            progress(so_far)  # type: ignore[operator]
            if ruleset == "riskbreaker":
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
    with qtbot.waitSignal(view.worker.progressed, timeout=WAIT_MS) as first:
        view.set_ruleset(shipped_rulesets["riskbreaker"])
        view.show()
    assert isinstance(first.args[0].so_far, ExactAttempt)
    assert view.forecast.progress.isVisible()
    with qtbot.waitSignal(view.worker.computed, timeout=WAIT_MS) as finished:
        view.set_ruleset(shipped_rulesets["lady_luck"])
        changed.set()
    qtbot.waitUntil(lambda: len(ended) == 2, timeout=WAIT_MS)
    assert ended == [("riskbreaker", "stopped"), ("lady_luck", "finished")]
    # Stopped at the report after the change: two reports of the attempt's 24.
    assert [count // 1_000 for count in reports] == [1, 2]
    assert finished.args[0].request.ruleset.id == "lady_luck"
    assert view.forecast.result is finished.args[0]
    assert not view.forecast.progress.isVisible()


def test_new_verdict_thresholds_during_an_attempt_keep_the_previous_forecast_greyed(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], tmp_path: Path) -> None:
    """The previous forecast is drawn again with the thresholds moved, still greyed under
    the attempt's bar (not shown as the answer)."""
    from gm_assistant.core.conflict.encounter import read_encounter

    path = Path(__file__).resolve().parents[2] / "resources" / "encounters" / \
        "lady_luck-goblin-ambush.yaml"
    encounter, _ = read_encounter(path)
    request = ForecastRequest(1, shipped_rulesets["lady_luck"], encounter)
    previous = forecast_worker.compute(request)
    panel = ForecastPanel()
    qtbot.addWidget(panel)
    panel.settings = UiSettings(tmp_path / "settings.ini")
    panel.show()
    panel.show_result(previous)
    panel.show_working()
    attempt = ExactAttempt(2_000, 30_000, 150, 20_000)
    panel.show_progress(ForecastProgressed(ForecastRequest(2, request.ruleset, encounter),
                                           attempt))
    assert panel.isEnabled() and not panel.headline.isEnabled()
    fight = previous.scene.fight
    assert fight is not None and fight.exact
    chance = float(fight.p_party_wins)
    walkover = max(2, int(chance * 100))  # at or below the chance: a walkover now
    panel.deadly.setValue(1)
    panel.walkover.setValue(walkover)
    assert translate("ForecastPanel", "walkover") in panel.headline.text()
    assert panel.result is previous and panel.attempt == attempt
    assert panel.progress.isVisible() and panel.progress.isEnabled()
    assert panel.progress.format() == "Solving exactly: 2,000 of 30,000 moves"
    assert not panel.headline.isEnabled() and not panel.who.isEnabled()
