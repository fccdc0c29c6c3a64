"""A forecast panel follows a worker (as the Encounters area and Forecast from here do):
its forecast is shown when computed, and a forecast that cannot be made says why, in
red, instead of the last one."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import Encounter
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_panel import ForecastPanel
from gm_assistant.ui.common.forecast_worker import ForecastRequest, ForecastWorker
from tests.ui.encounter_fights import HANG_GUARD


def _encounter(character: str) -> Encounter:
    return Encounter.model_validate({
        "schema_version": 1, "kind": "encounter", "ruleset": "maofa", "name": "Brawl",
        "conflict": "fight",
        "party": [{"character": character, "set": {"fighting": "T", "luck": 6}}],
        "opposition": [{"template": "npc", "name": "Thief", "count": 2,
                        "set": {"fighting": "A", "defence": "A", "luck": 0}}]})


def test_the_panel_shows_what_its_worker_reports(qtbot: QtBot,
                                                 shipped_rulesets: dict[str, Ruleset]) -> None:
    panel = ForecastPanel()
    qtbot.addWidget(panel)
    worker = ForecastWorker(panel)
    panel.follow(worker)
    ruleset = shipped_rulesets["maofa"]
    with qtbot.waitSignal(worker.computed, timeout=HANG_GUARD) as computed:
        worker.request(ForecastRequest(1, ruleset, _encounter("margot-delacroix")))
    assert panel.result is computed.args[0]
    assert "the party wins" in panel.headline.text()
    with qtbot.waitSignal(worker.failed, timeout=HANG_GUARD) as failed:
        worker.request(ForecastRequest(2, ruleset, _encounter("nobody-of-that-name")))
    reason = failed.args[1]
    assert "nobody-of-that-name" in reason
    assert panel.result is None
    assert panel.status.text() == reason and "#b91c1c" in panel.status.styleSheet()
    assert not panel.headline.isVisibleTo(panel)
