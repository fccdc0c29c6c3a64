"""Sheet templates are checked when the ruleset loads: every problem located in the file."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.rules import Ruleset

Tiny = Callable[[str], Ruleset]
LineOf = Callable[[str, str], int]


def problems(tiny: Tiny, extra: str) -> list[tuple[int, str]]:
    with pytest.raises(RulesetError) as caught:
        tiny(extra)
    return [(p.line, p.message) for p in caught.value.problems]


GOOD = """\
sheet:
  sections:
    - id: main
      label: Main
      fields:
        - {id: level, label: Level, kind: number, min: 1, max: 5, default: 1}
        - {id: grade, label: Grade, kind: rating, scale: grade}
        - {id: points, label: Points, kind: derived, formula: 10 * level}
        - {id: level_cost, label: Cost, kind: derived, chart: cost, row: level}
        - {id: grade_bonus, label: Bonus, kind: derived, chart: grade_bonus, row: grade}
        - id: items
          label: Items
          kind: list
          max: 3
          fields:
            - {id: item, label: Item, kind: text}
            - {id: weight, label: Weight, kind: number, min: 0}
          totals: {load: weight, item_count: 1}
        - {id: spare, label: Spare, kind: derived, formula: points - load}
        - {id: fits, kind: constraint, check: load <= points, field: spare, message: too heavy}
npc_templates:
  - {id: pc, label: PC, kind: pc}
  - {id: grunt, label: Grunt, kind: mook, fields: [level, points], defaults: {level: 2}}
"""


def test_a_good_sheet_loads(tiny: Tiny) -> None:
    ruleset = tiny(GOOD)
    assert ruleset.sheet is not None
    assert set(ruleset.sheet.templates) == {"pc", "grunt"}
    assert ruleset.sheet.totals == {"load": "items", "item_count": "items"}
    grunt = ruleset.sheet.templates["grunt"]
    assert grunt.used == {"level", "points"}
    assert grunt.defaults == {"level": 2}


def test_unknown_name_in_a_formula_is_located(tiny: Tiny, line_of: LineOf) -> None:
    extra = GOOD.replace("formula: points - load", "formula: points - lode")
    found = problems(tiny, extra)
    assert len(found) == 1
    line, message = found[0]
    assert line == line_of(extra, "points - lode")
    assert "unknown name 'lode'" in message


def test_a_text_field_in_a_formula_is_refused_with_a_reason(tiny: Tiny) -> None:
    extra = GOOD.replace("formula: points - load", "formula: points - items")
    [(_, message)] = problems(tiny, extra)
    assert "'items' is not a number" in message


def test_cycles_among_derived_values_are_reported_as_a_path(tiny: Tiny, line_of: LineOf) -> None:
    extra = GOOD.replace("formula: 10 * level}", "formula: 10 * level + spare}")
    found = problems(tiny, extra)
    cycles = [(line, m) for line, m in found if "cycle" in m]
    assert len(cycles) == 1
    line, message = cycles[0]
    assert message.endswith("points -> spare -> points") or message.endswith(
        "spare -> points -> spare")
    assert line in (line_of(extra, "{id: points"), line_of(extra, "{id: spare"))


def test_a_cycle_inside_list_entries_is_reported(tiny: Tiny) -> None:
    extra = GOOD.replace(
        "            - {id: weight, label: Weight, kind: number, min: 0}",
        "            - {id: a, label: A, kind: derived, formula: b + 1}\n"
        "            - {id: b, label: B, kind: derived, formula: a + 1}\n"
        "            - {id: weight, label: Weight, kind: number, min: 0}")
    messages = [m for _, m in problems(tiny, extra)]
    assert any("cycle: a -> b -> a" in m or "cycle: b -> a -> b" in m for m in messages)


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("kind: number, min: 1, max: 5, default: 1}", "kind: number, min: 1, max: 5, default: 9}",
     "bad default: Level is 9, above the maximum 5"),
    ("kind: rating, scale: grade}", "kind: rating, scale: grade, default: top}",
     "bad default: Grade: 'top' is not a level of Grade"),
    ("defaults: {level: 2}", "defaults: {level: 7}", "bad default: Level is 7"),
    ("defaults: {level: 2}", "defaults: {level: two}", "unknown name 'two'"),
    ("defaults: {level: 2}", "defaults: {grade: high}", "bad default: 'grade' is not an input "
     "field this template uses"),
    ("defaults: {level: 2}", "defaults: {points: 3}", "bad default: 'points' is not an input"),
    ("defaults: {level: 2}", "defaults: {nothing: 3}", "bad default: 'nothing'"),
])
def test_bad_defaults_are_reported(tiny: Tiny, line_of: LineOf, old: str, new: str,
                                   expected: str) -> None:
    extra = GOOD.replace(old, new)
    found = problems(tiny, extra)
    assert any(expected in m for _, m in found), found
    line = next(line for line, m in found if expected in m)
    assert line == line_of(extra, new)


def test_a_bad_list_default_is_reported(tiny: Tiny) -> None:
    extra = GOOD.replace("          totals: {load: weight, item_count: 1}",
                         "          totals: {load: weight, item_count: 1}\n"
                         "          default: [{item: Rope, weight: heavy}]")
    [(_, message)] = problems(tiny, extra)
    assert message.startswith("bad default: Items entry 1: Weight: expected a whole number")


@pytest.mark.parametrize(("old", "new", "expected"), [
    ("scale: grade}", "scale: grades}", "unknown scale 'grades'"),
    ("chart: cost, row: level}", "chart: costs, row: level}", "unknown chart 'costs'"),
    ("chart: cost, row: level}", "chart: cost, row: items}", "'items' is not a number"),
    ("chart: grade_bonus, row: grade}", "chart: grade_bonus, row: level}",
     "'level' must be a rating on the scale 'grade'"),
    ("field: spare, message", "field: spar, message", "unknown field or section 'spar'"),
    ("fields: [level, points]", "fields: [level, pointz]", "unknown field or section 'pointz'"),
    ("fields: [level, points]", "fields: [points]", "'points' needs 'level', which this "
     "template does not use"),
    ("{id: grade, label: Grade", "{id: level, label: Grade", "duplicate field id 'level'"),
    ("{id: grade, label: Grade", "{id: name, label: Grade", "'name' is reserved"),
    ("totals: {load: weight", "totals: {points: weight", "the total 'points' reuses the name"),
])
def test_cross_references_are_checked(tiny: Tiny, old: str, new: str, expected: str) -> None:
    extra = GOOD.replace(old, new)
    assert extra != GOOD
    messages = [m for _, m in problems(tiny, extra)]
    assert any(expected in m for m in messages), messages


def test_unknown_keys_in_a_field_are_errors_with_their_line(tiny: Tiny,
                                                            line_of: LineOf) -> None:
    extra = GOOD.replace("{id: grade, label: Grade, kind: rating, scale: grade}",
                         "{id: grade, label: Grade, kind: rating, scale: grade, colour: red}")
    found = problems(tiny, extra)
    assert any("unknown key 'colour'" in m for _, m in found), found
    assert found[0][0] == line_of(extra, "{id: grade")


def test_an_unknown_field_kind_is_an_error(tiny: Tiny, line_of: LineOf) -> None:
    extra = GOOD.replace("kind: rating, scale: grade}", "kind: stars, scale: grade}")
    [(line, message)] = problems(tiny, extra)
    assert "expected 'kind': text, number, choice" in message
    assert line == line_of(extra, "{id: grade")


def test_a_list_inside_a_list_is_refused(tiny: Tiny, line_of: LineOf) -> None:
    extra = GOOD.replace(
        "            - {id: item, label: Item, kind: text}",
        "            - {id: item, label: Item, kind: text}\n"
        "            - {id: inner, label: Inner, kind: list, fields: [{id: x, label: X, "
        "kind: text}]}")
    [(line, message)] = problems(tiny, extra)
    assert "a list's entries cannot hold another list" in message
    assert line == line_of(extra, "- id: items")


def test_a_template_override_that_makes_a_cycle_is_reported(tiny: Tiny) -> None:
    extra = GOOD.replace("defaults: {level: 2}}", "derived: {level: points // 10}}")
    messages = [m for _, m in problems(tiny, extra)]
    assert any("cycle" in m and "level" in m and "points" in m for m in messages), messages


def test_effects_may_only_use_real_sheet_values(tiny: Callable[..., Ruleset]) -> None:
    hit = '- {key: hit, label: Hit, success: true, colour: "#00aa00"}'
    good = '- {key: hit, label: Hit, success: true, colour: "#00aa00", ' \
           'effects: [{resource: luck, add: points}]}'
    assert tiny(GOOD, head={hit: good}).sheet is not None
    bad = good.replace("add: points", "add: initial_luck")
    with pytest.raises(RulesetError) as caught:
        tiny(GOOD, head={hit: bad})
    [problem] = caught.value.problems
    assert "unknown name 'initial_luck'" in problem.message
    assert problem.line == 30  # the outcome's line in the tiny ruleset


def test_templates_need_a_sheet(tiny: Tiny) -> None:
    messages = [m for _, m in problems(tiny, "npc_templates:\n  - {id: pc, label: PC, "
                                            "kind: pc}\n")]
    assert messages == ["NPC templates need a 'sheet' template"]

