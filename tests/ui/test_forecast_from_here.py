"""Forecast from here (issue 23, item 4): the fight seated from the Encounters area,
forecast from where the Table stands, following the Table as play goes on."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import answer_from_here, open_encounters, sent_to_table


def _seated(qtbot: QtBot, table_at: Callable[[str], TableView],
            shipped_rulesets: dict[str, Ruleset]) -> tuple[EncountersView, TableView]:
    encounters = open_encounters(qtbot, shipped_rulesets["lady_luck"])
    view = table_at("lady_luck")
    assert not view.forecast_action.isEnabled()  # nothing seated yet
    view.seat_people(*sent_to_table(qtbot, encounters))
    assert view.forecast_action.isEnabled()
    return encounters, view


def test_the_forecast_from_here_follows_the_table(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    encounters, view = _seated(qtbot, table_at, shipped_rulesets)
    designed = encounters.forecast.result
    assert designed is not None and designed.scene.fight is not None
    with qtbot.waitSignal(view.forecast_requested):
        view.forecast_action.trigger()
    dialog = FromHereDialog(view)  # deleted on close: not given to qtbot
    dialog.show()
    dialog.refresh()
    # Just seated: the encounter's own answer.
    assert answer_from_here(qtbot, dialog) == designed.scene.fight.p_party_wins
    # Wren takes another injury at the table: the forecast follows, and is the fight of
    # a Wren with that many injuries from the start (computed here without the Table).
    scene = designed.scene
    wren = scene.combatants[0]
    assert wren.side == PARTY
    dialog.panel.result = None
    injuries = view.play.value(wren.name, "injuries") + 1
    view.play.set_amount(wren.name, "injuries", injuries)
    hurt = answer_from_here(qtbot, dialog)
    ruleset = shipped_rulesets["lady_luck"]
    policies = {side: encounters.encounter.policy(side)  # type: ignore[union-attr]
                for side in (PARTY, OPPOSITION)}
    expected = forecast_fight(ruleset, scene.conflict, [
        dataclasses.replace(wren, pools={**wren.pools, "injuries": injuries}),
        *scene.combatants[1:]], policies)
    assert hurt == expected.p_party_wins < designed.scene.fight.p_party_wins
    assert "Out: nobody" in dialog.state.text()
    # The injury is harm marked (it read "Harm marked: none" beside "Injuries 1"), said
    # once: Lady Luck's pools are all harm a hit raises.
    assert f"Harm marked: {wren.name} (Injuries {injuries})" in dialog.state.text()
    assert "Pools" not in dialog.state.text()
    # A goblin taken off the table counts as out: better odds for Wren.
    dialog.panel.result = None
    view.play.leave(scene.combatants[2].name)
    assert answer_from_here(qtbot, dialog) > hurt
    # Closed, it no longer follows the Table.
    dialog.reject()
    view.play.set_amount(wren.name, "injuries", 0)


def test_without_a_seated_fight_the_dialog_says_so(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    dialog = FromHereDialog(view)
    qtbot.addWidget(dialog)
    dialog.refresh()
    assert "Encounters" in dialog.intro.text()
    assert dialog.panel.result is None
