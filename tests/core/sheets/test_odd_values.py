"""A character file may hold anything: no stored value, however odd, breaks a sheet.

Every field of every shipped sheet gets values of every YAML type; the sheet must still
open, keep the value as written and report a problem instead of failing."""

from __future__ import annotations

import datetime
from typing import Any

import pytest

from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import Character, SheetState

ODD: list[Any] = [None, True, False, 0, -1, 10**30, 1.5, float("nan"), "", "x", "7",
                  [], [1, 2], [True] * 2000, {}, {"a": 1}, [{"skill": [1]}], [[[]]],
                  datetime.date(2024, 1, 1), b"\x00bytes", {"label": None},
                  {"label": "Custom", "rating": ["S"], "points": "many"}]


@pytest.mark.parametrize("ruleset_id", ["maofa", "lady_luck", "mastery_d20", "adom",
                                        "riskbreaker"])
def test_odd_stored_values_become_problems_not_crashes(rulesets: dict[str, Ruleset],
                                                       ruleset_id: str) -> None:
    ruleset = rulesets[ruleset_id]
    assert ruleset.sheet is not None
    for template in (None, *ruleset.sheet.templates):
        for field_id, spec in ruleset.sheet.fields.items():
            for value in ODD:
                character = Character(ruleset_id, template=template,
                                      values={field_id: value})
                state = SheetState(ruleset, character)
                state.problems  # noqa: B018 - working them out must not fail
                state.all_derived()
                assert character.values[field_id] is value
                if spec.kind == "list" and isinstance(value, list):
                    for index in range(min(len(value), 3)):
                        state.rating_of(field_id, index)


@pytest.mark.parametrize("ruleset_id", ["maofa", "adom", "riskbreaker"])
def test_odd_entries_in_lists_become_problems(rulesets: dict[str, Ruleset],
                                              ruleset_id: str) -> None:
    ruleset = rulesets[ruleset_id]
    assert ruleset.sheet is not None
    for field_id, spec in ruleset.sheet.fields.items():
        if spec.entry is None:
            continue
        for sub in spec.entry.fields:
            for value in ODD:
                state = SheetState(ruleset, Character(ruleset_id,
                                                      values={field_id: [{sub: value}]}))
                assert isinstance(state.problems, list)
