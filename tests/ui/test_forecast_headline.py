"""The forecast's headline greys its verdict word with the rest of the line while the
forecast is not final: a forecast being replaced (greyed) keeps no verdict colour, an
estimate so far shows its verdict in the greyed text's colour, a final one in its own."""

from __future__ import annotations

import functools

import pytest
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict import scene
from gm_assistant.core.conflict.forecast import FightForecast, forecast_fight
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_panel import VERDICTS, ForecastPanel, verdict
from gm_assistant.ui.common.forecast_worker import ForecastProgressed
from gm_assistant.ui.encounters.encounters_view import EncountersView
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, open_encounters


def _grey(panel: ForecastPanel) -> str:
    return panel.palette().color(QPalette.ColorGroup.Disabled,
                                 QPalette.ColorRole.WindowText).name()


def _colours_in(text: str) -> set[str]:
    return {colour for _, _, colour in VERDICTS if colour in text}


def test_a_greyed_forecast_greys_its_verdict(qtbot: QtBot,
                                             shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    panel = view.forecast
    assert panel.result is not None and panel.result.scene.fight is not None
    word, colour = verdict(panel.result.scene.fight.p_party_wins, panel.bands())
    assert colour != _grey(panel)
    final = panel.headline.text()
    assert word in final and _colours_in(final) == {colour}

    panel.show_working()  # a new forecast is on its way: the last one is greyed
    greyed = panel.headline.text()
    assert not panel.headline.isEnabled()
    assert word in greyed and _colours_in(greyed) == set()
    assert f"color:{_grey(panel)}" in greyed

    panel.show_result(panel.result)  # the answer: in colour again
    assert panel.headline.isEnabled() and _colours_in(panel.headline.text()) == {colour}


def test_a_verdict_so_far_is_grey(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                  shipped_rulesets: dict[str, Ruleset]) -> None:
    # Every fight too large to solve (a few states are the bound): it is simulated, and
    # its estimate so far shown as it refines.
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(forecast_fight,
                                                                   max_states=5))
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(*WINDOW)
    panel = view.forecast
    seen: list[tuple[bool, str]] = []

    def record(progressed: ForecastProgressed) -> None:  # after the panel drew it
        if isinstance(progressed.so_far, FightForecast):
            seen.append((panel.headline.isEnabled(), panel.headline.text()))

    view.worker.progressed.connect(record)
    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD):
        view.set_ruleset(shipped_rulesets["lady_luck"])
        view.show()
    assert seen, "no estimate so far arrived"
    for enabled, text in seen:
        assert enabled and "so far" in text
        assert _colours_in(text) == set()
        assert f"color:{_grey(panel)}" in text
    result = panel.result
    assert result is not None and result.scene.fight is not None
    _, colour = verdict(result.scene.fight.p_party_wins, panel.bands())
    assert _colours_in(panel.headline.text()) == {colour}
