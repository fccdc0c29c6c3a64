"""stat_field: the sheet field a conflict reads for a check's input."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from gm_assistant.core.play.check_stat import stat_field
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry

RULESETS = Path(__file__).resolve().parents[3] / "rulesets"


@pytest.fixture(scope="module")
def rulesets() -> dict[str, Ruleset]:
    return dict(default_registry().rulesets)


def test_riskbreakers_attacks_read_the_fight_stat(rulesets: dict[str, Ruleset]) -> None:
    # Read from the ruleset file itself: the fight's turn check takes `self.skill`, and
    # the fight stat `skill` comes from the sheet's `fight_stat`.
    document = YAML(typ="safe").load((RULESETS / "riskbreaker.yaml").read_text("utf-8"))
    conflict = next(iter(document["conflicts"].values()))
    turn = conflict["turn"]
    stat = turn["inputs"]["stat"].partition(".")[2]
    field = conflict["stats"][stat]["from"]
    assert field == "fight_stat"
    ruleset = rulesets["riskbreaker"]
    assert stat_field(ruleset, turn["check"], "stat") == field
    for step in ("build", "skill"):
        assert stat_field(ruleset, turn["risk"][step]["check"], "stat") == field


def test_an_input_no_conflict_binds_reads_no_field(rulesets: dict[str, Ruleset]) -> None:
    assert stat_field(rulesets["riskbreaker"], "kill_damage_attack", "risk") is None
    assert stat_field(rulesets["riskbreaker"], "counter_roll", "actor_stat") is None
    # No conflicts at all: nothing to read.
    mastery = rulesets["mastery_d20"]
    assert not mastery.model.conflicts
    for check_id, spec in mastery.checks.items():
        for name in spec.inputs:
            assert stat_field(mastery, check_id, name) is None
