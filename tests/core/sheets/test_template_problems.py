"""What an NPC template adds to the sheet (formulas for number fields, defaults, its own
constraints, its members field) is checked at load time, each problem at its line."""

from __future__ import annotations

import pytest

from gm_assistant.core.errors import RulesetError
from tests.core.sheets.test_sheet_checks import GOOD, LineOf, Tiny, problems

GRUNT = "fields: [level, points], defaults: {level: 2}}"


def _grunt(extra: str) -> str:
    assert GOOD.count(GRUNT) == 1
    return GOOD.replace(GRUNT, "fields: [level, points], defaults: {level: 2}, " + extra + "}")


@pytest.mark.parametrize(("extra", "expected"), [
    ("derived: {grade: 1}",
     "'grade' is not a number field this template uses; only those can be worked out"),
    ("derived: {level: 3}", "bad default: 'level' is worked out by "
     "'derived'"),
    ("constraints: [{id: c, kind: constraint, check: level >= 1, field: spare, message: low}]",
     "'spare' is not a field this template uses"),
    ("members: grade", "'grade' is not a number field this template uses"),
])
def test_a_templates_own_problems_are_located(tiny: Tiny, line_of: LineOf, extra: str,
                                              expected: str) -> None:
    text = _grunt(extra)
    found = problems(tiny, text)
    assert [message for _, message in found if expected in message], found
    line = next(line for line, message in found if expected in message)
    assert line == line_of(text, "id: grunt")  # the template's one line


def test_a_templates_formulas_and_members_are_kept(tiny: Tiny) -> None:
    ruleset = tiny(GOOD.replace(GRUNT, "fields: [level, points], derived: {level: 2 + 1}, "
                                       "members: level}"))
    assert ruleset.sheet is not None
    grunt = ruleset.sheet.templates["grunt"]
    assert grunt.members == "level"
    assert grunt.nodes["level"].kind == "override"
    default = tiny(GOOD.replace("defaults: {level: 2}", "defaults: {level: 1 + 1}"))
    assert default.sheet is not None
    assert default.sheet.templates["grunt"].default_formulas["level"].names == frozenset()


def test_a_cycle_through_a_templates_formula_is_named_at_it(tiny: Tiny) -> None:
    text = _grunt("derived: {level: points}")
    with pytest.raises(RulesetError) as caught:
        tiny(text)
    messages = [p.message for p in caught.value.problems]
    assert any("values depend on each other in a cycle" in m for m in messages), messages
