"""The sheet and NPC templates of the five shipped rulesets."""

from __future__ import annotations

from gm_assistant.core.rules import Ruleset


def test_the_shipped_rulesets_have_sheets_and_templates(rulesets: dict[str, Ruleset]) -> None:
    for ruleset in rulesets.values():
        assert ruleset.sheet is not None, ruleset.id
        assert ruleset.sheet.default_template().kind == "pc"
        assert ruleset.sheet.templates, ruleset.id
