"""rulesets/schema.json is the schema the model gives (regenerate it with
`gm-assistant schema > rulesets/schema.json` after changing the model)."""

from __future__ import annotations

import json
from pathlib import Path

from gm_assistant.core.rules.schema import ruleset_schema

SCHEMA = Path(__file__).resolve().parents[3] / "rulesets" / "schema.json"


def test_the_committed_schema_is_current() -> None:
    assert json.loads(SCHEMA.read_text(encoding="utf-8")) == ruleset_schema()


def test_the_schema_describes_sheets_and_npc_templates() -> None:
    schema = ruleset_schema()
    definitions = schema["$defs"]
    assert {"SheetTemplate", "NpcTemplate", "ListField", "ChoiceOption"} <= set(definitions)
    assert set(definitions["NpcTemplate"]["properties"]["kind"]["enum"]) == {
        "pc", "npc", "mook", "mook_group"}
