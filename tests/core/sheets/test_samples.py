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
# 40 - 13 (and the sums below), AdOM 3 + 2 + 2 + 1 + 1 + 0 = 9 and refresh 3, the d20
# examples, Lady Luck's size table (medium 3) plus the armour each sample wears.
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
    # Theo: -2 -2 +2 +4 +2 +4 +4 -2 +2 +2 = 14, hobbies 1 + 1, always hungry -1.
    "maofa/theo-brandt": {"characteristic_points": 14, "total_points": 15,
                          "initial_luck": 25},
    # Ines: 2 +2 -2 +2 +2 +2 +2 +2 +2 -2 = 12, Boxing 2 + Motorcycle 2, glasses -1.
    "maofa/ines-okafor": {"characteristic_points": 12, "total_points": 15,
                          "initial_luck": 25},
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
    "lady_luck/bram-holloway": {"default_defense": 3, "defense": 3 + 2,
                                "resilience": 2 + 1 + 1},
    "lady_luck/mira-quell": {"default_defense": 3, "defense": 3 + 1,
                             "resilience": 0 + 0 + 2},
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


def test_every_ruleset_with_conflicts_ships_a_party(rulesets: dict[str, Ruleset]) -> None:
    """At least three sample player characters for each ruleset with conflict rules."""
    with_conflicts = [r for r in rulesets.values() if r.model.conflicts]
    assert {r.id for r in with_conflicts} >= {"maofa", "lady_luck", "adom", "riskbreaker"}
    for ruleset in with_conflicts:
        pcs = [p for p in SAMPLES.glob(f"{ruleset.id}/*.yaml")
               if open_character(p).kind == "pc"]
        assert len(pcs) >= 3, ruleset.id
