"""A second encounter sent to the Table (QA walk, x-63): the GM is asked whether it
replaces the fight at the table (the default) or joins it, or nothing happens; either is
one step that Undo takes back, the fight seated with it included."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import Encounter, EncounterMember
from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character
from gm_assistant.ui.table.resource_tracker_model import HARM_COLUMN
from gm_assistant.ui.table.table_view import SEAT_ADD, SEAT_REPLACE, TableView


def _fight(name: str, *names: str) -> tuple[list[tuple[str, dict[str, int], str | None]],
                                             SeatedFight]:
    encounter = Encounter(ruleset="adom", name=name,
                          party=[EncounterMember(template="pc", name="Abigail Zhao")],
                          opposition=[EncounterMember(template="npc", name=n)
                                      for n in names])
    return [(n, {"fate_points": 2}, None) for n in names], SeatedFight(encounter, ())


def _seated(view: TableView) -> tuple[list[str], str | None]:
    fight = view.seated_fight
    return view.tracker_model.people, fight.encounter.name if fight is not None else None


def _view(table_at: Callable[[str], TableView]) -> tuple[TableView, list[tuple[str, int]]]:
    """The AdOM table with the dock's fight seated; the questions it asks are recorded
    (and answered by the test) in the list returned."""
    view = table_at("adom")
    asked: list[tuple[str, int]] = []
    people, fight = _fight("Muelle", "Tiburón 1", "Tiburón 2")
    view.ask_seating = (  # type: ignore[method-assign]
        lambda name, count, _why="": asked.append((name, count)) or "")
    assert view.seat_people(people, None, fight) == 2
    assert asked == []  # an empty table: nothing to ask
    return view, asked


def test_replace_seats_the_new_fight_alone_and_undo_brings_the_first_back(
        table_at: Callable[[str], TableView]) -> None:
    view, asked = _view(table_at)
    view.tracker_model.setData(view.tracker_model.index(0, 1 + [
        c.key for c in view.tracker_model.columns].index("fate_points")), 0)
    steps = view.undo_stack.count()
    answers = iter([SEAT_REPLACE])

    def answer(name: str, count: int, _why: str = "") -> str:
        asked.append((name, count))
        return next(answers)

    view.ask_seating = answer  # type: ignore[method-assign]
    people, fight = _fight("Almacén", "Matón 1")
    assert view.seat_people(people, None, fight) == 1
    assert asked == [("Almacén", 2)]
    assert _seated(view) == (["Matón 1"], "Almacén")
    assert view.undo_stack.count() == steps + 1
    assert view.status.text().startswith("1 at the table from the encounter")

    view.undo_stack.undo()
    assert _seated(view) == (["Tiburón 1", "Tiburón 2"], "Muelle")
    assert view.tracker_model.value("Tiburón 1", "fate_points") == 0  # as they were
    assert view.play.fights["adom"]["encounter"]["name"] == "Muelle"
    assert view.log_model.entries[-1].outcome_label.startswith(
        "Undone: encounter Almacén at the table, in place of the people there")
    view.undo_stack.redo()
    assert _seated(view) == (["Matón 1"], "Almacén")
    assert view.play.fights["adom"]["encounter"]["name"] == "Almacén"


def test_add_seats_both_fights_people_and_is_one_step(
        table_at: Callable[[str], TableView]) -> None:
    view, _asked = _view(table_at)
    view.ask_seating = lambda *_args: SEAT_ADD  # type: ignore[method-assign]
    steps = view.undo_stack.count()
    people, fight = _fight("Almacén", "Matón 1")
    assert view.seat_people(people, None, fight) == 1
    # The fight seated first goes on, joined by the newcomer (Forecast from here plays
    # them all).
    assert _seated(view) == (["Tiburón 1", "Tiburón 2", "Matón 1"], "Muelle")
    fight = view.seated_fight
    assert fight is not None and [m.name for m in fight.encounter.opposition] == [
        "Tiburón 1", "Tiburón 2", "Matón 1"]
    assert view.undo_stack.count() == steps + 1
    view.undo_stack.undo()
    assert _seated(view) == (["Tiburón 1", "Tiburón 2"], "Muelle")


def test_cancel_leaves_the_table_as_it_was(table_at: Callable[[str], TableView]) -> None:
    view, asked = _view(table_at)
    steps = view.undo_stack.count()
    people, fight = _fight("Almacén", "Matón 1")
    assert view.seat_people(people, None, fight) == 0
    assert asked == [("Almacén", 2)]
    assert _seated(view) == (["Tiburón 1", "Tiburón 2"], "Muelle")
    assert view.undo_stack.count() == steps
    assert view.status.text() == "Nothing seated: the table keeps its people."


def test_the_question_offers_replace_by_default_add_and_cancel(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    box = view.seating_question("Almacén", 2)
    qtbot.addWidget(box)
    assert "2 people already sit at this table" in box.text() and "Almacén" in box.text()
    answers = {button.text(): button.property("seating") for button in box.buttons()}
    assert answers == {"&Replace the fight": SEAT_REPLACE, "&Add to the fight": SEAT_ADD,
                       "Cancel": None}
    box.open()  # not modal: the test presses Enter as the GM would
    qtbot.waitExposed(box)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert not box.isVisible()
    clicked = box.clickedButton()
    assert clicked is not None and clicked.property("seating") == SEAT_REPLACE
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.Cancel)


def test_the_seated_show_their_free_boxes_at_once(
        table_at: Callable[[str], TableView], shipped_rulesets: dict[str, Ruleset]) -> None:
    """The hits column reads the sheets seated with the encounter straight away (it was
    blank until the first hit)."""
    view = table_at("adom")
    ruleset = shipped_rulesets["adom"]
    shark = Character(ruleset.id, "Tiburón 1", kind="npc")
    shark.values["stress"] = [False, False]
    people, fight = _fight("Muelle", "Tiburón 1")
    view.seat_people(people, {"Tiburón 1": shark}, fight)
    column = 1 + [c.key for c in view.tracker_model.columns].index(HARM_COLUMN)
    assert "1☐ 2☐" in view.tracker_model.index(0, column).data()
