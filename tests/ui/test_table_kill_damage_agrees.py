"""Riskbreaker's Kill Damage is one thing shown twice at the Table (QA walk x-52): the
track on a fighter's sheet (its checked boxes, what the hits column shows) and the
tracker's Kill Damage amount, which the ruleset ties to that track (`resource:
kill_damage`). A hit on a fighter seated from an encounter (a sheet kept with the
session, no library file) checks its boxes and sets the amount to match."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.hit_dialog import HitChoice
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import open_encounters, sent_to_table


def test_a_hit_on_a_seated_guard_sets_its_kill_damage_amount(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["riskbreaker"]
    view = table_at("riskbreaker")
    view.seat_people(*sent_to_table(qtbot, open_encounters(qtbot, ruleset)))
    guard = next(name for name in view.tracker_model.people if name.startswith("Guard"))
    assert view.tracker_model.value(guard, "kill_damage") == 0
    dialog = view.hits.open_dialog()
    assert dialog is not None
    dialog.target_combo.setEditText(guard)
    dialog.amount_spin.setValue(2)
    choice = dialog.choice()
    dialog.reject()
    assert isinstance(choice, HitChoice) and choice.option is not None
    view.hits.apply(choice)
    text = view.tracker_model.harm_texts[guard]
    assert text.count("☒") == 2  # two boxes checked on the sheet...
    assert view.tracker_model.value(guard, "kill_damage") == 2  # ...and the amount agrees
    view.undo_stack.undo()
    assert view.tracker_model.value(guard, "kill_damage") == 0
    assert "☒" not in view.tracker_model.harm_texts[guard]
