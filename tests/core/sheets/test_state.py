"""The live sheet: values resolved in layers, derived values, problems, and edits that
recompute only what depends on them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gm_assistant.core.errors import SheetError
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.rules.sheet_values import ValueRefused
from gm_assistant.core.sheets import Character, FieldProblem, SheetState, new_character

SHEET = """\
sheet:
  sections:
    - id: main
      label: Main
      fields:
        - {id: level, label: Level, kind: number, min: 1, max: 5, default: 1}
        - {id: grade, label: Grade, kind: rating, scale: grade}
        - {id: might, label: Might, kind: number, min: 0, max: 9}
        - {id: wits, label: Wits, kind: number, min: 0, max: 9}
        - {id: points, label: Points, kind: derived, formula: 10 * level}
        - {id: level_cost, label: Level cost, kind: derived, chart: cost, row: level}
        - {id: grade_bonus, label: Bonus, kind: derived, chart: grade_bonus, row: grade}
        - {id: might_plus, label: Might plus, kind: derived, formula: might + 1}
        - {id: best, label: Best, kind: pick, from: [might, wits, items], rating: high}
        - {id: wounds, label: Wounds, kind: track, boxes: best}
        - {id: luck, label: Luck, kind: number, min: 0, default: points // 2}
        - id: items
          label: Items
          kind: list
          max: 2
          fields:
            - {id: item, label: Item, kind: text, required: true}
            - {id: weight, label: Weight, kind: number, min: 0, default: 1}
            - {id: heavy, label: Heavy, kind: track, boxes: 1}
            - {id: load, label: Load, kind: derived, formula: weight * (1 + heavy)}
            - {id: not_too_heavy, kind: constraint, check: load <= might, field: weight,
               message: "{load} is too heavy for might {might}"}
          totals: {carried: load, item_count: 1}
        - {id: spare, label: Spare, kind: derived, formula: points - carried}
        - {id: fits, kind: constraint, check: carried <= points, field: spare,
           message: "carrying {carried} of {points}"}
npc_templates:
  - {id: hero, label: Hero, kind: pc}
  - id: grunt
    label: Grunt
    kind: mook
    fields: [level, might, points, luck]
    defaults: {level: 2, might: 3, luck: might + 1}
  - id: swarm
    label: Swarm
    kind: mook_group
    fields: [level, might, points]
    derived: {might: level * 2}
"""


@pytest.fixture
def ruleset(tiny: Callable[[str], Ruleset]) -> Ruleset:
    return tiny(SHEET)


def state_of(ruleset: Ruleset, template: str | None = "hero", **values: object) -> SheetState:
    character = new_character(ruleset, template, "Test")
    character.values.update(values)
    return SheetState(ruleset, character)


def test_values_come_from_the_character_then_the_template_then_the_field(
        ruleset: Ruleset) -> None:
    hero = state_of(ruleset)
    assert hero.value("level") == 1  # the field's default
    grunt = state_of(ruleset, "grunt")
    assert grunt.value("level") == 2  # the template's default
    assert grunt.value("might") == 3
    own = state_of(ruleset, "grunt", level=4)
    assert own.value("level") == 4
    assert own.is_own("level") and not own.is_own("might")


def test_derived_values_and_chart_lookups(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=3, grade="high", might=4)
    derived = state.derived
    assert derived["points"] == 30
    assert derived["level_cost"] == 6  # the tiny cost chart: 1, 3, 6, 10, 15
    assert derived["grade_bonus"] == 2
    assert derived["might_plus"] == 5
    assert derived["carried"] == 0 and derived["item_count"] == 0
    assert derived["spare"] == 30


def test_unknown_inputs_leave_what_depends_on_them_unknown(ruleset: Ruleset) -> None:
    state = state_of(ruleset)
    assert state.value("might") is None
    assert state.derived["might_plus"] is None
    assert state.derived["grade_bonus"] is None
    assert state.boxes("wounds") is None
    assert state.problems == []  # nothing is required at the top


def test_a_formula_default_follows_until_the_player_writes_a_number(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=4)
    assert state.value("luck") == 20
    state.set("level", 2)
    assert state.value("luck") == 10
    state.set("luck", 7)
    state.set("level", 5)
    assert state.value("luck") == 7
    state.clear("luck")
    assert state.value("luck") == 25


def test_a_template_formula_default_wins_over_the_fields(ruleset: Ruleset) -> None:
    grunt = state_of(ruleset, "grunt")
    assert grunt.value("luck") == 4  # might + 1, not points // 2
    grunt.set("might", 5)
    assert grunt.value("luck") == 6


def test_an_edit_recomputes_only_what_depends_on_it(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=2, might=3, wits=1)
    changed = state.set("might", 4)
    assert set(state.recomputed) <= {"might", "might_plus", "best", "wounds", "items",
                                     "carried", "item_count", "spare", "!fits"}
    assert "points" not in state.recomputed and "level_cost" not in state.recomputed
    assert {"might", "might_plus"} <= changed
    state.set("wits", 2)
    assert state.recomputed == ("wits", "best")  # best picks nothing yet: nothing follows
    changed = state.set("level", 3)
    assert "might_plus" not in state.recomputed
    assert {"level", "points", "level_cost", "spare", "luck"} <= changed


def test_an_unchanged_value_stops_the_recomputation(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=2)
    state.set("level", 2)
    assert state.recomputed == ("level",)


def test_listeners_hear_which_names_changed(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=2)
    heard: list[frozenset[str]] = []
    state.subscribe(heard.append)
    state.set("level", 3)
    state.set("level", 3)
    assert len(heard) == 1
    assert {"level", "points"} <= heard[0]


def test_a_pick_stands_for_the_picked_value_and_sets_the_track(ruleset: Ruleset) -> None:
    state = state_of(ruleset, might=4, wits=2)
    state.set("best", "wits")
    assert state.number("best") == 2
    assert state.boxes("wounds") == 2
    state.set("best", "might")
    assert state.boxes("wounds") == 4
    state.set("might", 1)
    assert state.boxes("wounds") == 1


def test_track_boxes_beyond_the_track_are_a_problem(ruleset: Ruleset) -> None:
    state = state_of(ruleset, might=3, best="might")
    state.set("wounds", "xxx", text=True)
    assert state.number("wounds") == 3
    state.set("might", 1)
    assert state.number("wounds") == 1
    assert state.problems_for("wounds") == [
        FieldProblem("wounds", "Wounds: 2 checked boxes beyond the track's 1")]
    state.set_box("wounds", 1, False)
    state.set_box("wounds", 2, False)
    assert state.problems_for("wounds") == []


def test_list_entries_derived_values_totals_and_rules(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=1, might=2)
    state.add_entry("items", {"item": "Rope"})
    state.add_entry("items", {"item": "Anvil", "weight": 3, "heavy": True})
    entries = state.entries("items")
    assert [e.derived["load"] for e in entries] == [1, 6]
    assert state.derived["carried"] == 7
    assert state.derived["item_count"] == 2
    assert state.derived["spare"] == 3
    assert FieldProblem("items[1].weight", "6 is too heavy for might 2") in state.problems
    state.set_entry("items", 1, "heavy", False)
    assert state.recomputed[0] == "items"
    assert state.derived["carried"] == 4
    assert FieldProblem("items[1].weight", "3 is too heavy for might 2") in state.problems
    state.add_entry("items", {"item": "Lamp"})
    assert FieldProblem("items", "Items: at most 2 allowed, 3 written") in state.problems


def test_a_required_entry_subfield_and_unknown_keys(ruleset: Ruleset) -> None:
    state = state_of(ruleset, items=[{"weight": 2, "colour": "red"}])
    assert FieldProblem("items[0].item", "Item is required") in state.problems
    assert any(p.field == "items[0].colour" for p in state.problems)
    assert state.value("items") == [{"weight": 2, "colour": "red"}]  # kept as written


def test_constraint_messages_name_their_values(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=1, might=9,
                     items=[{"item": "Chest", "weight": 6, "heavy": True}])
    assert FieldProblem("spare", "carrying 12 of 10") in state.problems


def test_removing_an_entry_moves_picks_that_name_later_entries(ruleset: Ruleset) -> None:
    state = state_of(ruleset, might=5, items=[{"item": "A"}, {"item": "B"}])
    state.set("best", "items[1]")
    assert state.rating_of("items", 1) == "high"
    state.remove_entry("items", 0)
    assert state.value("best") == "items[0]"
    assert state.rating_of("items", 0) == "high"
    state.remove_entry("items", 0)
    assert state.value("best") is None


def test_a_pick_naming_a_missing_entry_is_a_problem(ruleset: Ruleset) -> None:
    state = state_of(ruleset, best="items[3]")
    assert state.problems_for("best") == [
        FieldProblem("best", "Best names entry 4 of 'items', which has 0")]


def test_values_of_the_wrong_type_are_refused_and_change_nothing(ruleset: Ruleset) -> None:
    state = state_of(ruleset, level=2)
    before = dict(state.character.values)
    with pytest.raises(ValueRefused, match="expected a whole number"):
        state.set("level", "three", text=True)
    with pytest.raises(ValueRefused, match="not a level of Grade"):
        state.set("grade", "epic", text=True)
    with pytest.raises(ValueRefused, match="read-only"):
        state.set("points", 3)
    with pytest.raises(SheetError, match="unknown field 'lvl'"):
        state.set("lvl", 3)
    assert state.character.values == before


def test_out_of_bounds_values_are_problems_unless_strict(ruleset: Ruleset) -> None:
    state = state_of(ruleset)
    state.set("level", 9)
    assert FieldProblem("level", "Level is 9, above the maximum 5") in state.problems
    with pytest.raises(ValueRefused, match="above the maximum 5"):
        state.set("level", 7, strict=True)
    assert state.value("level") == 9


def test_text_input_is_read_as_a_user_types_it(ruleset: Ruleset) -> None:
    state = state_of(ruleset, might=3, best="might")
    state.set("level", " 3 ", text=True)
    state.set("grade", "Mid", text=True)
    state.set("wounds", "x.x", text=True)
    assert state.value("level") == 3
    assert state.value("grade") == "mid"
    assert state.value("wounds") == [True, False, True]
    assert state.number("wounds") == 2


def test_a_template_uses_only_its_fields(ruleset: Ruleset) -> None:
    grunt = state_of(ruleset, "grunt")
    assert set(grunt.values) == {"level", "might", "luck"}
    assert set(grunt.derived) == {"points"}
    with pytest.raises(SheetError, match="not used by the template 'Grunt'"):
        grunt.set("wits", 3)


def test_a_template_formula_replaces_an_input(ruleset: Ruleset) -> None:
    swarm = state_of(ruleset, "swarm", level=3)
    assert swarm.value("might") == 6
    swarm.set("level", 4)
    assert swarm.value("might") == 8
    with pytest.raises(ValueRefused, match="read-only"):
        swarm.set("might", 1)


def test_a_character_follows_its_base_values(ruleset: Ruleset) -> None:
    follower = new_character(ruleset, "grunt", "Grunt 2")
    state = SheetState(ruleset, follower, base={"might": 7, "level": 3})
    assert state.value("might") == 7
    assert state.derived["points"] == 30
    state.set("might", 1)
    assert state.value("might") == 1 and follower.values == {"might": 1}


def test_unknown_stored_fields_and_templates_are_problems_not_errors(ruleset: Ruleset) -> None:
    character = Character("tiny", template="boss", values={"mana": 3})
    state = SheetState(ruleset, character)
    fields = [p.field for p in state.problems]
    assert fields[:2] == ["template", "mana"]
    assert state.template.id is None  # falls back to the whole sheet


def test_a_ruleset_without_a_sheet_is_a_sheet_error(tiny: Callable[[str], Ruleset]) -> None:
    with pytest.raises(SheetError, match="no character sheet"):
        SheetState(tiny(""), Character("tiny"))
