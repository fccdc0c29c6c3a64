"""Forecast from here on a large fight: the dialog's panel shows the exact attempt (moves
weighed against the bound), then the estimate simulated while it waits, then the attempt
going on, as the Encounters area does. Counts of reports, never the clock."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict import scene
from gm_assistant.core.conflict.forecast import ExactAttempt, forecast_fight
from gm_assistant.core.conflict.simulation import PROGRESS_EVERY
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_worker import ForecastProgressed
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.table.table_view import TableView

HANG_GUARD = 180_000
"""Milliseconds before a wait counts as a hang (never a speed requirement)."""


@pytest.fixture()
def weighed_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """The exact attempt gives up past 4,500 moves weighed and a simulation plays 2,000
    fights: Riskbreaker's bridge (about 24,000 moves weighed) is attempted, simulated
    while the attempt waits (past 3,000 moves), attempted on and refused, as a large
    fight would be."""
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(
        forecast_fight, max_weighed=4_500, fights=2 * PROGRESS_EVERY))


@pytest.mark.usefixtures("weighed_bound")
def test_the_dialog_shows_the_exact_attempt_then_the_estimate(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    encounters = EncountersView()
    qtbot.addWidget(encounters)
    encounters.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not encounters.busy and encounters.forecast.result is not None,
                    timeout=HANG_GUARD)
    view = table_at("riskbreaker")
    with qtbot.waitSignal(encounters.table_requested) as sent:
        encounters.send_to_table()
    view.seat_people(*sent.args)
    dialog = FromHereDialog(view)  # deleted on close: not given to qtbot
    panel = dialog.panel
    seen: list[tuple[object, ...]] = []

    def record(progressed: ForecastProgressed) -> None:  # after the panel drew it
        so_far = progressed.so_far
        assert isinstance(so_far, ExactAttempt)
        if so_far.estimate is None or so_far.estimate.final:
            bar = f"Solving exactly: {so_far.weighed:,} of 4,500 moves"
        else:
            bar = f"Simulating: {so_far.estimate.fights:,} of 2,000 fights"
        seen.append((so_far.weighed // 1_000, so_far.estimate and so_far.estimate.fights,
                     panel.progress.isVisible(), panel.progress.format() == bar,
                     "so far" in panel.headline.text()))

    dialog.worker.progressed.connect(record)
    dialog.show()
    with qtbot.waitSignal(dialog.worker.computed, timeout=HANG_GUARD) as finished:
        dialog.refresh()
    assert seen == [(1, None, True, True, False), (2, None, True, True, False),
                    (3, 1_000, True, True, True), (3, 2_000, True, True, True),
                    (4, 2_000, True, True, True)]
    fight = finished.args[0].scene.fight
    assert fight is not None and not fight.exact and fight.final
    assert panel.result is finished.args[0] and not panel.progress.isVisible()
    dialog.close()
