""""Add to the fight" (QA walk x-54/x-55): the same encounter sent again seats its copies
under the next numbers and never touches those seated or their hit sheets; the fight
Forecast from here plays grows by them; a contest cannot join, and the question says so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.from_here import SeatedFight, fighter_names
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import SEAT_ADD, SEAT_REPLACE, TableView
from tests.ui.encounter_fights import open_encounters, sent_to_table

SHARK = "Tiburón del cielo"


def test_adding_the_same_encounter_seats_copies_and_keeps_the_harm_marked(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["adom"]
    encounters = open_encounters(qtbot, ruleset)
    sent = sent_to_table(qtbot, encounters)
    view = table_at("adom")
    assert view.seat_people(*sent) == 4
    order = view.tracker_model.people
    first = sorted(order)
    sharks = [name for name in first if name.startswith(SHARK)]
    assert sharks == [f"{SHARK} 1", f"{SHARK} 2"]
    sheet = view.hits.book.kept["adom"][f"{SHARK} 1"]
    sheet.values["stress"] = [False, True]  # stress box 2 ticked
    view.tracker_model.setData(view.tracker_model.index(
        view.tracker_model.people.index(f"{SHARK} 1"),
        1 + [c.key for c in view.tracker_model.columns].index("fate_points")), 0)
    choices = view.choices

    view.ask_seating = lambda *_args: SEAT_ADD  # type: ignore[method-assign]
    steps = view.undo_stack.count()
    assert view.seat_people(*sent_to_table(qtbot, encounters)) == 2
    people = view.tracker_model.people
    assert people[:4] == order  # those seated keep their seats, in their order
    assert sorted(people) == sorted([*first, f"{SHARK} 3", f"{SHARK} 4"])
    kept = view.hits.book.kept["adom"]
    assert kept[f"{SHARK} 1"].values["stress"] == [False, True]  # the harm stays
    assert not any(kept[f"{SHARK} 3"].values.get("stress", []))
    assert kept[f"{SHARK} 3"].name == f"{SHARK} 3"
    assert view.tracker_model.value(f"{SHARK} 1", "fate_points") == 0
    assert view.status.text().startswith("2 at the table from the encounter")
    assert view.undo_stack.count() == steps + 1
    # Forecast from here plays the whole fight: all six, under the names they sit under.
    fight = view.seated_fight
    assert fight is not None
    assert sorted(fighter_names(ruleset, fight)) == sorted(people)
    assert view.forecast_action.isEnabled()
    assert view.choices == choices

    view.undo_stack.undo()
    assert sorted(view.tracker_model.people) == first
    assert view.seated_fight is not None
    assert sorted(fighter_names(ruleset, view.seated_fight)) == first


def test_a_contest_is_not_offered_to_join_a_fight(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["adom"]
    view = table_at("adom")
    view.seat_people(*sent_to_table(qtbot, open_encounters(qtbot, ruleset)))
    seated = view.seated_fight
    contest_id = next(key for key, conflict in ruleset.model.conflicts.items()
                      if conflict.contest is not None)
    assert seated is not None
    race = SeatedFight(seated.encounter.model_copy(update={
        "name": "Carrera", "conflict": contest_id}), seated.folders)
    asked: list[str] = []

    def answer(name: str, count: int, why: str = "") -> str:
        asked.append(why)
        return SEAT_ADD  # as if Add were pressed: never seats anyone

    view.ask_seating = answer  # type: ignore[method-assign]
    assert view.seat_people([("Piloto", {}, None)], None, race) == 0
    assert asked and "Carrera is a contest" in asked[0]
    assert view.seated_fight is seated and view.forecast_action.isEnabled()
    box = view.seating_question("Carrera", 4, asked[0])
    qtbot.addWidget(box)
    answers = {button.text(): button.property("seating") for button in box.buttons()}
    assert answers == {"&Replace them": SEAT_REPLACE, "Cancel": None}
    assert "Carrera is a contest" in box.informativeText()
    assert "fight" not in box.text()
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.Cancel)
