"""Every shipped sample character opens, has no problems, round-trips byte for byte, and
has the derived values its source gives (worked out here by hand)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.library import dump_character, open_character
from gm_assistant.core.rules import Ruleset
from gm_assistant.core.sheets import SheetState

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"
FILES = sorted(SAMPLES.glob("*/*.yaml"))

# Derived values by hand: Riskbreaker from the stat cost table (see its own test), MAoFA
# 40 - 13, AdOM 3 + 2 + 2 + 1 + 1 + 0 = 9 and refresh 3, the d20 examples, Lady Luck's
# size table (medium 3) plus one for the jerkin.
EXPECTED: dict[str, dict[str, object]] = {
    "riskbreaker/fighter": {"points": 50, "points_spent": 49, "points_left": 1,
                            "kill_damage.boxes": 5},
    "riskbreaker/thief": {"points": 50, "points_spent": 50, "points_left": 0,
                          "kill_damage.boxes": 4},
    "riskbreaker/mage": {"points": 50, "points_spent": 50, "points_left": 0,
                         "kill_damage.boxes": 5},
    "riskbreaker/ranger": {"points": 50, "points_spent": 50, "points_left": 0,
                           "kill_damage.boxes": 5},
    "maofa/margot-delacroix": {"total_points": 13, "initial_luck": 27},
    "adom/reth-of-the-andrali-resistance": {"approach_total": 9, "refresh": 3,
                                            "stress.boxes": 3},
    "adom/voltaire": {"approach_total": 9, "refresh": 3},
    "adom/abigail-zhao": {"approach_total": 9, "refresh": 3},
    "adom/bethesda-flushing-phd": {"approach_total": 9, "stunt_count": 2, "refresh": 3},
    "adom/cyclops-house-bully": {"stress.boxes": 0},
    "adom/steel-assassin": {"stress.boxes": 1},
    "adom/sky-shark": {"stress.boxes": 2},
    "adom/gang-of-thugs": {"stress_boxes": 2, "stress.boxes": 2},
    "mastery_d20/red": {"skills[0].mastery": 12, "skills[1].mastery": 4},
    "lady_luck/wren-ashdown": {"default_defense": 3, "defense": 4, "resilience": 3},
}


def key(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def test_every_sample_is_listed() -> None:
    assert sorted(key(p) for p in FILES) == sorted(EXPECTED)


def test_the_riskbreaker_archetypes_are_named_after_them() -> None:
    names = {open_character(p).name for p in SAMPLES.glob("riskbreaker/*.yaml")}
    for word in ("Fighter", "Thief", "Mage", "Ranger"):
        assert any(word in name for name in names)


@pytest.mark.parametrize("path", FILES, ids=key)
def test_a_sample_loads_with_its_derived_values_and_no_problems(
        rulesets: dict[str, Ruleset], path: Path) -> None:
    character = open_character(path)
    assert character.ruleset == path.parent.name
    assert "sample" in character.tags
    ruleset = rulesets[character.ruleset]
    assert character.ruleset_version == ruleset.model.version
    state = SheetState(ruleset, character)
    derived = state.all_derived()
    for name, value in EXPECTED[key(path)].items():
        assert derived[name] == value, name
    assert state.problems == []


@pytest.mark.parametrize("path", FILES, ids=key)
def test_a_sample_round_trips_byte_for_byte(path: Path) -> None:
    raw = path.read_bytes()
    assert dump_character(open_character(path)) == raw
