"""The Table reads what was typed whole and shows what a check measured, by its labels."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.ui.table.table_view import TableView


def test_fate_faces_typed_at_the_lookup_are_summed(qtbot: QtBot,
                                                   table_at: Callable[[str], TableView]) -> None:
    """`++0-` is +1 (two pluses, a blank, a minus); margin 1 against an even difficulty
    is a success, where the field used to keep only `+0`, a tie."""
    view = table_at("adom")
    lookup = view.lookup
    lookup.select_check("overcome", {"skill": 2, "difficulty": 2})
    edit = lookup.dice_edits["roll"]
    edit.clear()
    qtbot.keyClicks(edit, "++0-")
    assert edit.text() == "++0-"
    result = lookup.look_up()
    assert result is not None
    assert result.values["margin"] == 1
    assert result.outcome == "success"


def test_fate_faces_that_are_not_four_are_refused_with_a_message(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    lookup = view.lookup
    lookup.select_check("overcome", {"skill": 2, "difficulty": 2})
    edit = lookup.dice_edits["roll"]
    edit.clear()
    qtbot.keyClicks(edit, "++-")
    assert lookup.look_up() is None
    assert "4dF" in lookup.card.body.text()


def test_the_lookup_and_its_log_line_show_the_checks_measures(
        table_at: Callable[[str], TableView]) -> None:
    """AdOM attack, skill 2 against 1, the dice showed +2: margin 3, so 3 shifts."""
    view = table_at("adom")
    lookup = view.lookup
    lookup.select_check("attack", {"skill": 2, "difficulty": 1})
    lookup.set_faces({"roll": 2})
    assert lookup.look_up() is not None
    assert "Aumentos 3" in lookup.card.detail.text()
    assert "Aumentos 3" in view.log_model.entries[-1].notes


def test_the_roller_and_its_log_line_show_the_checks_measures(
        table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    roller = view.roller
    roller.select_check("attack", {"skill": 2, "difficulty": 1})
    record = roller.roll()
    assert record is not None
    faces = record.attempts[-1].dice["roll"].faces
    shifts = max(sum(faces) + 2 - 1, 0)  # 4dF + skill - opposition, never below 0
    assert f"Aumentos {shifts}" in roller.card.detail.text()
    assert f"Aumentos {shifts}" in view.log_model.entries[-1].notes
