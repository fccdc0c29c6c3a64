"""Forecast from here on a large fight: the dialog's panel shows the exact attempt (moves
weighed against the bound), then the simulation's estimate refining, as the Encounters
area does. Counts of reports, never the clock."""

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
    """The exact attempt gives up past 3,000 moves weighed and a simulation plays 2,000
    fights: Riskbreaker's bridge (about 24,000 moves weighed) is attempted, then
    simulated, as a large fight would be."""
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(
        forecast_fight, max_weighed=3_000, fights=2 * PROGRESS_EVERY))


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
        if isinstance(so_far, ExactAttempt):
            seen.append(("exact", so_far.weighed // 1_000, panel.progress.isVisible(),
                         panel.progress.format() == f"Solving exactly: {so_far.weighed:,} "
                                                    "of at most 3,000 moves weighed"))
        else:
            seen.append(("estimate", so_far.fights // 1_000, panel.progress.isVisible(),
                         panel.progress.format() == "Simulating: 1,000 of 2,000 fights"))

    dialog.worker.progressed.connect(record)
    dialog.show()
    with qtbot.waitSignal(dialog.worker.computed, timeout=HANG_GUARD) as finished:
        dialog.refresh()
    assert seen == [("exact", 1, True, True), ("exact", 2, True, True),
                    ("exact", 3, True, True), ("estimate", 1, True, True)]
    fight = finished.args[0].scene.fight
    assert fight is not None and not fight.exact and fight.final
    assert panel.result is finished.args[0] and not panel.progress.isVisible()
    dialog.close()
