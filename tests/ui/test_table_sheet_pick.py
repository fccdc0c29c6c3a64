"""The Table's "From the sheet": the stat the check reads first, one pick per check and
character shared by the quick lookup and the roller (issue 23, item 3)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot
from ruamel.yaml import YAML

from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import open_encounters, sent_to_table

FIGHTER = Path(__file__).resolve().parents[2] / "resources" / "samples" / "riskbreaker" \
    / "fighter.yaml"
"""Riskbreaker's sample Fighter: fights with Muscle (the sheet's `fight_stat`)."""


def _values() -> dict[str, object]:
    loaded = YAML(typ="safe").load(FIGHTER.read_text(encoding="utf-8"))
    return dict(loaded["values"])


def _fighter_at(table_at: Callable[[str], TableView]) -> TableView:
    view = table_at("riskbreaker")
    Library().import_file(FIGHTER)  # this test's own library
    view.reload_characters()
    view.pick_character("Fighter")
    assert view.character is not None
    return view


def test_from_the_sheet_starts_at_the_stat_the_fight_reads(
        table_at: Callable[[str], TableView]) -> None:
    view = _fighter_at(table_at)
    values = _values()
    fights_with = values["fight_stat"]
    assert values[fights_with] != values["level"]  # the first number would be wrong
    for panel in (view.lookup, view.roller):
        panel.select_check("kill_damage_attack")
        assert panel.sheet_fill.isVisibleTo(view)
        assert panel.sheet_fill.field_combo.currentData() == "fight_stat"
        assert panel.inputs.values()["stat"] == values[fights_with]


def test_one_pick_is_shared_by_the_lookup_and_the_roller(
        table_at: Callable[[str], TableView]) -> None:
    view = _fighter_at(table_at)
    values = _values()
    view.lookup.select_check("skill_roll")
    view.roller.select_check("skill_roll")
    view.lookup.sheet_fill.select("wit")  # the GM reads Wit for this roll
    assert view.lookup.inputs.values()["stat"] == values["wit"]
    assert view.roller.sheet_fill.field_combo.currentData() == "wit"
    assert view.roller.inputs.values()["stat"] == values["wit"]
    view.roller.rng = random.Random(3)
    record = view.roller.roll()
    assert record is not None and record.inputs["stat"] == values["wit"]
    # And back the other way: the roller's pick is the lookup's.
    view.roller.sheet_fill.select("agility")
    assert view.lookup.sheet_fill.field_combo.currentData() == "agility"
    assert view.lookup.inputs.values()["stat"] == values["agility"]
    # Ad hoc and back: the character's pick is still there.
    view.pick_character(None)
    view.pick_character("Fighter")
    assert view.lookup.sheet_fill.field_combo.currentData() == "agility"
    assert view.roller.inputs.values()["stat"] == values["agility"]


def test_the_fighters_seated_from_an_encounter_are_in_the_character_picker(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    encounters = open_encounters(qtbot, shipped_rulesets["riskbreaker"])
    assert encounters.sample is not None and encounters.sample.name == "riskbreaker-bridge.yaml"
    sent = sent_to_table(qtbot, encounters)
    people = sent[0]
    view = table_at("riskbreaker")  # an empty library: none of them is in it
    assert view.seat_people(*sent) == len(people) == 4
    listed = [view.character_combo.itemText(i)
              for i in range(1, view.character_combo.count())]
    assert sorted(listed) == sorted(name for name, _amounts, _link in people)
    assert "Fighter" in listed and sum(name.startswith("Guard") for name in listed) == 2
    view.pick_character("Fighter")
    assert view.who == "Fighter"
    values = _values()
    view.roller.select_check("kill_damage_attack")
    assert view.roller.sheet_fill.isVisibleTo(view)
    assert view.roller.inputs.values()["stat"] == values[values["fight_stat"]]
    guard = next(name for name in listed if name.startswith("Guard"))
    view.pick_character(guard)
    assert view.character is not None and view.character.character.name == guard
    assert view.roller.sheet_fill.value is not None  # the guard's own fight stat


def test_hits_on_fighters_seated_from_an_encounter_are_marked_on_their_sheets(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    """A guard seated from the bridge takes its hits on its own sheet (its Kill Damage
    track as long as its fight stat), not on a new blank sheet with no track; and a guard
    out of an earlier fight is back in when the encounter is seated again."""
    from gm_assistant.core.play.harm import harm_slots

    ruleset = shipped_rulesets["riskbreaker"]
    encounters = open_encounters(qtbot, ruleset)
    sent = sent_to_table(qtbot, encounters)
    view = table_at("riskbreaker")
    view.hits.book.set_out(ruleset, "Guard 1")
    view.seat_people(*sent)
    assert not view.hits.book.is_out(ruleset, "Guard 1")
    target = view.hits.book.target(ruleset, "Guard 1", view.play.links)
    assert target is not None and target.character_id is None
    seated = sent[1]["Guard 1"]
    assert target.state.character.values == seated.values
    boxes = [s for s in harm_slots(ruleset, target.state) if s.box is not None]
    assert len(boxes) >= 1 and not any(s.marked for s in boxes)
