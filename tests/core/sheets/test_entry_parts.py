"""The parts of a list entry's work (`evaluate.run_entry`): the stored form's stray keys,
one input subfield (value in use, the number formulas read, problems) and one derived
subfield, each on a tiny sheet whose numbers are worked out by hand here."""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable

import pytest

from gm_assistant.core.rules import Ruleset
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.rules.sheet_compiled import FieldSpec
from gm_assistant.core.sheets import FieldProblem
from gm_assistant.core.sheets.evaluate import (
    entry_derived,
    entry_input,
    run_entry,
    stray_subfields,
)

SHEET = """\
sheet:
  sections:
    - id: main
      label: Main
      fields:
        - {id: might, label: Might, kind: number, min: 0, max: 9, default: 3}
        - id: gear
          label: Gear
          kind: list
          fields:
            - {id: weight, label: Weight, kind: number, min: 0, default: might + 1}
            - {id: bulk, label: Bulk, kind: number, min: 0, max: 9}
            - {id: worst, label: Worst, kind: pick, from: [weight, bulk]}
            - {id: wear, label: Wear, kind: track, boxes: bulk}
            - {id: grade, label: Grade, kind: rating, scale: grade}
            - {id: cost, label: Cost, kind: derived, chart: cost, row: bulk}
            - {id: load, label: Load, kind: derived, formula: weight * 2}
"""

COST = {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}  # the tiny ruleset's `cost` chart


@pytest.fixture
def gear(tiny: Callable[..., Ruleset]) -> FieldSpec:
    ruleset = tiny(SHEET)
    assert ruleset.sheet is not None
    return ruleset.sheet.fields["gear"]


def _sub(gear: FieldSpec, name: str) -> FieldSpec:
    assert gear.entry is not None
    return gear.entry.fields[name]


def _outer(name: str) -> object:
    raise AssertionError(f"no outer rating is read here ({name})")


def test_a_mapping_with_only_input_subfields_has_no_stray_keys(gear: FieldSpec) -> None:
    assert gear.entry is not None
    assert stray_subfields(gear, gear.entry, 0, {"bulk": 2, "wear": []}, "gear[0]") == []
    assert stray_subfields(gear, gear.entry, 0, {}, "gear[0]") == []


def test_keys_that_are_no_input_subfield_are_named_once_each(gear: FieldSpec) -> None:
    assert gear.entry is not None
    found = stray_subfields(gear, gear.entry, 2, {"bulk": 1, "zap": 1, "load": 3},
                            "gear[2]")
    assert found == [
        FieldProblem("gear[2].zap", "'zap' is not a subfield of Gear (kept as written)"),
        FieldProblem("gear[2].load", "'load' is not a subfield of Gear (kept as written)")]
    assert [problem.message.values for problem in found] == [  # type: ignore[attr-defined]
        {"key": "zap", "field": "Gear"}, {"key": "load", "field": "Gear"}]


@pytest.mark.parametrize("raw", ["junk", 7, None, ["bulk"]])
def test_an_entry_that_is_not_a_mapping_is_one_problem(gear: FieldSpec, raw: object) -> None:
    assert gear.entry is not None
    found = stray_subfields(gear, gear.entry, 4, raw, "gear[4]")
    assert found == [FieldProblem("gear[4]", "Gear: entry 5 is not a mapping of subfields")]


def test_an_empty_number_takes_its_formula_default(gear: FieldSpec) -> None:
    local: dict[str, Number | None] = {}
    env = ChainMap(local, {"might": 4})
    assert entry_input(_sub(gear, "weight"), None, local, env) == (None, 5, [])
    assert entry_input(_sub(gear, "weight"), "", local, env) == (None, 5, [])
    assert entry_input(_sub(gear, "weight"), 2, local, env) == (2, 2, [])


def test_a_number_out_of_bounds_is_kept_and_said(gear: FieldSpec) -> None:
    value, number, problems = entry_input(_sub(gear, "weight"), -1, {}, {"might": 1})
    assert (value, number) == (-1, -1)
    assert problems == ["Weight is -1, below the minimum 0"]


def test_a_number_that_is_not_one_is_kept_unused(gear: FieldSpec) -> None:
    value, number, problems = entry_input(_sub(gear, "bulk"), "x", {}, {})
    assert (value, number) == (None, None)
    assert problems == ["Bulk: expected a whole number, not 'x' (kept as written, not used)"]


def test_a_pick_reads_the_entry_s_own_subfield(gear: FieldSpec) -> None:
    local: dict[str, Number | None] = {"weight": 6, "bulk": 2}
    env = ChainMap(local, {"might": 3})
    assert entry_input(_sub(gear, "worst"), "bulk", local, env) == ("bulk", 2, [])
    assert entry_input(_sub(gear, "worst"), "weight", local, env) == ("weight", 6, [])
    assert entry_input(_sub(gear, "worst"), None, local, env) == (None, None, [])


def test_a_track_counts_its_boxes_up_to_the_formula_s_number(gear: FieldSpec) -> None:
    local: dict[str, Number | None] = {"bulk": 2}
    env = ChainMap(local, {})
    boxes = [True, False, True, True]
    value, number, problems = entry_input(_sub(gear, "wear"), boxes, local, env)
    # Two boxes (bulk 2): the first two hold one check; the two beyond are said.
    assert (value, number) == (boxes, 1)
    assert problems == ["Wear: 2 checked boxes beyond the track's 2"]
    local["bulk"] = 9
    assert entry_input(_sub(gear, "wear"), boxes, local, env) == (boxes, 3, [])


def test_a_derived_subfield_reads_a_chart_or_a_formula(gear: FieldSpec) -> None:
    problems: list[FieldProblem] = []
    for bulk, cost in COST.items():
        env = {"bulk": bulk, "weight": 3}
        assert entry_derived(_sub(gear, "cost"), env, _outer, "gear[0].cost", problems) == cost
    assert entry_derived(_sub(gear, "load"), {"weight": 3}, _outer, "gear[0].load",
                         problems) == 6
    assert problems == []


def test_a_derived_subfield_that_cannot_be_worked_out_is_none_and_said(
        gear: FieldSpec) -> None:
    problems: list[FieldProblem] = []
    assert entry_derived(_sub(gear, "cost"), {"bulk": 7}, _outer, "gear[3].cost",
                         problems) is None
    assert problems == [FieldProblem("gear[3].cost", "7 is not on the chart 'Cost'")]


def test_the_parts_make_the_whole_entry(gear: FieldSpec) -> None:
    raw = {"bulk": 3, "worst": "weight", "wear": [True, True], "grade": "mid", "zap": 0}
    result = run_entry(gear, 1, raw, {"might": 5}, _outer)
    assert result.values == {"weight": None, "bulk": 3, "worst": "weight",
                             "wear": [True, True], "grade": "mid"}
    # weight: might + 1 = 6; cost: the chart at bulk 3; load: 2 x weight.
    assert result.derived == {"cost": COST[3], "load": 12}
    assert result.problems == [
        FieldProblem("gear[1].zap", "'zap' is not a subfield of Gear (kept as written)")]


def test_a_formula_that_breaks_leaves_no_number_and_says_why(gear: FieldSpec) -> None:
    value, number, problems = entry_input(_sub(gear, "wear"), [True], {}, {"bulk": "x"})
    assert (value, number) == ([True], None)
    assert problems == ["'bulk' gave 'x', expected a number"]


def test_a_rating_reads_its_scale_s_value(gear: FieldSpec) -> None:
    assert entry_input(_sub(gear, "grade"), "mid", {}, {}) == ("mid", 5, [])
    assert entry_input(_sub(gear, "grade"), "zz", {}, {}) == (None, None, [
        "Grade: 'zz' is not a level of Grade (low, mid, high) (kept as written, not used)"])
