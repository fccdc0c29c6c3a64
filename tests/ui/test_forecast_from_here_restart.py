"""Forecast from here after a restart (issue 23, item 3): the fight seated at the Table and
the sides chosen in the dialog are kept with the Table's session, so a new window on the
same data home offers Forecast from here at once, with the same sides and the same
answer; a session file whose seated fight is bad still restores the rest."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, combatant_of
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir, user_state_dir
from gm_assistant.core.play.session import SESSION_FILE
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import HANG_GUARD, answer_from_here, open_encounters, sent_to_table

BRAM = resources_dir() / "samples" / "lady_luck" / "bram-holloway.yaml"
SHOTS = os.environ.get("GM_ASSISTANT_SHOTS_DIR", "")
"""A folder to keep pictures of the restarted Table in ("" keeps none)."""


def _window(qtbot: QtBot, view: str) -> MainWindow:
    window = MainWindow(ruleset_id="lady_luck", view=view)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    return window


def _dialog(qtbot: QtBot, window: MainWindow, table: TableView) -> FromHereDialog:
    assert table.forecast_action.isEnabled()
    with qtbot.waitSignal(table.forecast_requested):
        table.forecast_action.trigger()
    dialog = window.findChild(FromHereDialog)
    assert dialog is not None
    return dialog


# The window raises the dialog, which the offscreen platform cannot do (and says so).
@pytest.mark.qt_log_ignore("does not support raise")
def test_forecast_from_here_survives_a_restart_with_its_sides(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    lady_luck = shipped_rulesets["lady_luck"]
    bram_sheet = open_character(BRAM)
    Library().save(bram_sheet)  # the user's library, under this test's data home
    # The first evening: the goblin ambush seated, Bram seated by hand with the party,
    # Wren one injury down.
    first = _window(qtbot, "encounters")
    encounters = first.areas["encounters"]
    assert isinstance(encounters, EncountersView)
    qtbot.waitUntil(lambda: not encounters.busy and encounters.forecast.result is not None,
                    timeout=HANG_GUARD)
    designed = encounters.forecast.result
    assert designed is not None and designed.scene.fight is not None
    encounter = encounters.encounter
    assert encounter is not None
    encounters.send_to_table()
    table = first.areas["table"]
    assert isinstance(table, TableView)
    entry = Library().named(bram_sheet.name, "lady_luck")
    assert entry is not None
    table.play.seat({"Bram": {"injuries": 0}}, {"Bram": entry.id})
    wren = designed.scene.combatants[0]
    assert wren.side == PARTY
    injuries = table.play.value(wren.name, "injuries") + 1
    table.play.set_amount(wren.name, "injuries", injuries)
    dialog = _dialog(qtbot, first, table)
    assert dialog.joining.sides() == {}
    dialog.panel.result = None
    dialog.joining.set_side("Bram", PARTY)
    # Lady Luck keeps no Advantage (the boxes are hidden and not read by its forecast),
    # but what the dialog holds is kept all the same.
    dialog.party_advantage.setValue(3)
    assert table.choices.advantage == (0, 0)  # taken when the forecast is asked
    before = answer_from_here(qtbot, dialog)
    assert table.choices.advantage == (3, 0) and table.choices.sides == {"Bram": PARTY}
    dialog.reject()
    table.save_session()
    first.close()
    # The next start, the same data home: Forecast from here is there at once.
    second = _window(qtbot, "table")
    table = second.areas["table"]
    assert isinstance(table, TableView)
    assert table.seated_fight is not None
    assert table.seated_fight.encounter == encounter
    # The goblins' sheets are offered in the Character picker again.
    listed = [table.character_combo.itemText(i) for i in range(table.character_combo.count())]
    assert {"Goblin 1", "Goblin 2"} <= set(listed)
    dialog = _dialog(qtbot, second, table)
    after = answer_from_here(qtbot, dialog)
    assert dialog.joining.sides() == {"Bram": PARTY}
    assert dialog.party_advantage.value() == 3
    # The same people seated by hand: their side pickers stay (the one in use keeps
    # the keys) as the dialog follows the Table.
    picker = dialog.joining.boxes["Bram"]
    dialog.refresh()
    assert dialog.joining.boxes["Bram"] is picker
    assert answer_from_here(qtbot, dialog) == after
    # The same fight set up by hand: Wren with one more injury, the goblins, and Bram
    # on the party's side as his sheet makes him.
    bram = combatant_of(lady_luck, lady_luck.model.conflicts["fight"], bram_sheet, PARTY,
                        {"injuries": 0}, name="Bram", kind="bram")
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    by_hand = forecast_fight(lady_luck, "fight", [
        dataclasses.replace(wren, pools={**wren.pools, "injuries": injuries}),
        *designed.scene.combatants[1:], bram], policies)
    assert after == before == by_hand.p_party_wins
    if SHOTS:
        QApplication.processEvents()  # the answer laid out before the picture
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        second.grab().save(str(Path(SHOTS) / "table-after-restart.png"))
        dialog.grab().save(str(Path(SHOTS) / "forecast-from-here-after-restart.png"))
    dialog.reject()
    # Another ruleset's table has no fight seated; back here, this one's is there again.
    assert second.choose_ruleset("riskbreaker")
    assert table.seated_fight is None and not table.forecast_action.isEnabled()
    assert second.choose_ruleset("lady_luck")
    assert table.seated_fight is not None and table.forecast_action.isEnabled()


def test_a_bad_seated_fight_in_the_session_leaves_the_rest_of_the_table(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """The seated fight's encounter has a line of no one (count 0): the Table still
    seats its people, says where the problem is, and keeps a copy of the file."""
    encounters = open_encounters(qtbot, shipped_rulesets["lady_luck"])
    table = TableView()
    qtbot.addWidget(table)
    table.set_ruleset(shipped_rulesets["lady_luck"])
    table.seat_people(*sent_to_table(qtbot, encounters))
    table.save_session()
    path = user_state_dir() / SESSION_FILE
    data = json.loads(path.read_text(encoding="ascii"))
    data["fights"]["lady_luck"]["encounter"]["opposition"][0]["count"] = 0
    path.write_text(json.dumps(data, indent=1), encoding="ascii")
    seated = table.play.people
    again = TableView()
    qtbot.addWidget(again)
    again.set_ruleset(shipped_rulesets["lady_luck"])
    assert again.play.people == seated
    assert again.seated_fight is None and not again.forecast_action.isEnabled()
    status = again.status.text()
    assert str(path) in status and "line " in status
    assert "fights.lady_luck.encounter.opposition[0].count" in status
    kept = list(path.parent.glob(f"{SESSION_FILE}.broken-*"))
    assert len(kept) == 1 and kept[0].name in status
    # The long message wraps: the Table still fits a laptop's screen.
    assert again.minimumSizeHint().width() <= 1280
    if SHOTS:
        again.resize(1280, 860)
        again.show()
        qtbot.waitExposed(again)
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        again.grab().save(str(Path(SHOTS) / "table-with-a-bad-seated-fight.png"))
