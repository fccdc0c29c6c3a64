"""A sheet declares what its printed card shows; a wrong field there is told with its place."""

from __future__ import annotations

import pytest

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.loader import load_ruleset, load_ruleset_bytes


def test_the_card_follows_each_template() -> None:
    adom = load_ruleset(rulesets_dir() / "adom.yaml")
    assert adom.sheet is not None
    pc = adom.sheet.template("pc").card
    mook = adom.sheet.template("mook").card
    assert pc is not None and mook is not None
    assert pc[:3] == ("description", "high_concept", "trouble")
    assert "mild" in pc and "approach_total" not in pc
    assert "mild" not in mook and "skilled_at" in mook  # only the fields a mook has


def test_an_unknown_card_field_is_located() -> None:
    text = (rulesets_dir() / "mastery_d20.yaml").read_text(encoding="utf-8")
    broken = text.replace("card: [description, characteristics, skills, notes]",
                          "card: [description, charisma, skills]")
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(broken.encode(), "broken.yaml")
    text_error = str(caught.value)
    assert "unknown field or section 'charisma'" in text_error
    assert "broken.yaml:" in text_error
    assert text_error.count("charisma") == 1  # said once, not once per template
