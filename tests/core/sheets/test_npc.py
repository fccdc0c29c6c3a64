"""NPCs and mooks: quick creation from a template, batches, mook groups, and characters
that follow their template."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from gm_assistant.core.errors import SheetError
from gm_assistant.core.rules import Ruleset, load_ruleset_bytes
from gm_assistant.core.sheets import (
    Character,
    SheetState,
    find_template,
    make_batch,
    new_character,
)

ROOT = Path(__file__).resolve().parents[3]


def test_a_mook_is_ready_with_sensible_defaults(rulesets: dict[str, Ruleset]) -> None:
    for ruleset in rulesets.values():
        sheet = ruleset.sheet
        assert sheet is not None
        for template in sheet.templates.values():
            if template.kind not in ("mook", "mook_group"):
                continue
            start = time.perf_counter()
            state = SheetState(ruleset, new_character(ruleset, template.id))
            assert time.perf_counter() - start < 1.0
            assert state.character.values == {}
            assert state.problems == [], (ruleset.id, template.id)


def test_a_new_character_gets_the_pc_template(rulesets: dict[str, Ruleset]) -> None:
    for ruleset in rulesets.values():
        character = new_character(ruleset)
        assert character.kind == "pc"
        assert character.template == "pc"
        assert character.ruleset_version == ruleset.model.version


def test_templates_are_found_by_id_or_label(rulesets: dict[str, Ruleset]) -> None:
    adom = rulesets["adom"]
    assert find_template(adom, "Esbirro (mook)").id == "mook"
    assert find_template(adom, "MOOK_GROUP").id == "mook_group"
    with pytest.raises(SheetError, match=r"unknown template 'boss'.*pc, npc, mook, mook_group"):
        find_template(adom, "boss")


def test_six_goblins_as_six_individuals_storing_only_their_names(
        rulesets: dict[str, Ruleset]) -> None:
    adom = rulesets["adom"]
    goblins = make_batch(adom, 6, name="Goblin", template="mook")
    assert [g.name for g in goblins] == [f"Goblin {n}" for n in range(1, 7)]
    assert all(g.kind == "mook" and g.template == "mook" and g.values == {} for g in goblins)
    assert len({id(g.values) for g in goblins}) == 6


def test_a_batch_copies_a_base_or_links_to_it(rulesets: dict[str, Ruleset]) -> None:
    adom = rulesets["adom"]
    base = new_character(adom, "mook", "Goblin")
    base.values["skilled_at"] = [{"thing": "Stabbing"}]
    base.tags = ["goblins"]
    copies = make_batch(adom, 2, name="Goblin", base=base)
    assert copies[0].values == base.values and copies[0].values is not base.values
    assert copies[0].tags == ["goblins"]
    linked = make_batch(adom, 2, name="Goblin", base=base, base_id="goblin")
    assert all(c.base == "goblin" and c.values == {} for c in linked)


def test_six_goblins_as_one_mook_group(rulesets: dict[str, Ruleset]) -> None:
    adom = rulesets["adom"]
    base = new_character(adom, "mook", "Goblin")
    base.values.update(skilled_at=[{"thing": "Stabbing"}], stress_boxes=2)
    [group] = make_batch(adom, 6, name="Goblin pack", base=base, as_group=True)
    assert group.kind == "mook_group" and group.template == "mook_group"
    assert group.values == {"skilled_at": [{"thing": "Stabbing"}], "members": 6}
    state = SheetState(adom, group)
    assert state.boxes("stress") == 3  # one box per two members
    assert state.problems == []


def test_a_ruleset_without_mook_groups_refuses_a_group(rulesets: dict[str, Ruleset]) -> None:
    with pytest.raises(SheetError, match="no mook group template"):
        make_batch(rulesets["lady_luck"], 4, name="Bandit", as_group=True)
    with pytest.raises(SheetError, match="1 to 500"):
        make_batch(rulesets["adom"], 0, name="Nobody")


def test_instances_follow_their_template_except_their_own_values() -> None:
    text = (ROOT / "rulesets" / "riskbreaker.yaml").read_text(encoding="utf-8")
    before = load_ruleset_bytes(text.encode(), "riskbreaker.yaml")
    mook = Character("riskbreaker", name="Bandit", kind="mook", template="mook")
    tough = Character("riskbreaker", name="Tough bandit", kind="mook", template="mook",
                      values={"muscle": 3})
    assert SheetState(before, mook).boxes("kill_damage") == 1
    # A house rule makes every mook's Muscle 2: the plain mook follows, the tough one not.
    marker = "    defaults:\n      level: 1\n      muscle: 1\n"
    assert marker in text
    after = load_ruleset_bytes(text.replace(marker, marker.replace("muscle: 1", "muscle: 2"))
                               .encode(), "riskbreaker.yaml")
    assert SheetState(after, mook).boxes("kill_damage") == 2
    assert SheetState(after, tough).boxes("kill_damage") == 3
