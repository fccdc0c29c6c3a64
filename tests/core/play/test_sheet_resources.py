"""Resources changed at the table written back to a library character's sheet file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.library import Library
from gm_assistant.core.play import apply_effects, resource_fields, write_resources
from gm_assistant.core.rules import Ruleset, load_ruleset, load_ruleset_bytes
from gm_assistant.core.rules.sheet_values import ValueRefused

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = ROOT / "resources" / "samples" / "maofa" / "margot-delacroix.yaml"

HEAD = """\
format: 1
id: tiny
name: Tiny
version: "1.0"
language: en
source: {title: Test, authors: [Tester], licence: none, attribution: none}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#aa0000"}
  - {key: hit, label: Hit, success: true, colour: "#00aa00"}
resources:
  luck: {label: Luck}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    roll: d6
    outcome:
      bands:
        - {when: roll >= 4, outcome: hit}
        - {else: miss}
sheet:
  sections:
    - id: main
      label: Main
      fields:
        - {id: luck_left, label: Luck left, kind: number, resource: RESOURCE}
"""


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return load_ruleset(ROOT / "rulesets" / "maofa.yaml")


def test_resource_key_names_a_declared_resource() -> None:
    ruleset = load_ruleset_bytes(HEAD.replace("RESOURCE", "luck").encode(), "tiny.yaml")
    assert resource_fields(ruleset) == {"luck": "luck_left"}


def test_unknown_resource_is_a_located_problem() -> None:
    text = HEAD.replace("RESOURCE", "fate")
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(text.encode(), "tiny.yaml")
    problems = caught.value.problems
    assert len(problems) == 1
    problem = problems[0]
    assert "unknown resource 'fate'" in problem.message
    assert problem.line == text[: text.index("resource: fate")].count("\n") + 1
    assert problem.column > 1


def test_shipped_sheets_mark_their_resources(maofa: Ruleset) -> None:
    assert resource_fields(maofa) == {"luck": "luck"}
    adom = load_ruleset(ROOT / "rulesets" / "adom.yaml")
    assert resource_fields(adom) == {"fate_points": "fate_points"}


@pytest.fixture
def library(tmp_path: Path) -> Library:
    folder = tmp_path / "library"
    folder.mkdir()
    shutil.copy(SAMPLE, folder / SAMPLE.name)
    return Library(folder)


def _apply(maofa: Ruleset, library: Library, outcome: str) -> tuple[int, int]:
    character_id = SAMPLE.stem
    state = library.state(library.open(character_id), maofa)
    before = int(state.number("luck") or 0)
    resources: dict[str, dict[str, int]] = {"Margot": {"luck": before}}
    apply_effects(maofa, outcome, "Margot", resources, state.formula_values())
    write_resources(library, character_id, maofa, resources["Margot"])
    saved = Library(library.folder).open(character_id)
    return before, int(saved.values["luck"])


def test_lucky_streak_raises_the_saved_luck(maofa: Ruleset, library: Library) -> None:
    before, after = _apply(maofa, library, "lucky_streak")
    assert after == before + 1
    again_before, again = _apply(maofa, library, "lucky_streak")
    assert (again_before, again) == (before + 1, before + 2)


def test_out_of_luck_sets_the_saved_luck_to_zero(maofa: Ruleset, library: Library) -> None:
    _apply(maofa, library, "lucky_streak")
    before, after = _apply(maofa, library, "out_of_luck")
    assert before > 0
    assert after == 0


def test_nothing_changed_leaves_the_file_alone(maofa: Ruleset, library: Library) -> None:
    path = library.path_of(SAMPLE.stem)
    text = path.read_bytes()
    state = library.state(library.open(SAMPLE.stem), maofa)
    same = int(state.number("luck") or 0)
    assert write_resources(library, SAMPLE.stem, maofa, {"luck": same}) == {}
    assert path.read_bytes() == text


def test_a_track_resource_is_saved_as_checked_boxes_from_the_first(tmp_path: Path) -> None:
    # Riskbreaker: the Fighter fights with Muscle 5, so her Kill Damage track has 5 boxes.
    riskbreaker = load_ruleset(ROOT / "rulesets" / "riskbreaker.yaml")
    assert resource_fields(riskbreaker)["kill_damage"] == "kill_damage"
    folder = tmp_path / "library"
    folder.mkdir()
    sample = ROOT / "resources" / "samples" / "riskbreaker" / "fighter.yaml"
    shutil.copy(sample, folder / sample.name)
    library = Library(folder)
    changed = write_resources(library, sample.stem, riskbreaker, {"kill_damage": 2})
    assert changed == {"kill_damage": (0, 2)}
    saved = Library(folder).open(sample.stem)
    assert saved.values["kill_damage"] == [True, True, False, False, False]
    state = library.state(saved, riskbreaker)
    assert state.number("kill_damage") == 2
    with pytest.raises(ValueRefused, match="more than the track's 5 boxes"):
        write_resources(library, sample.stem, riskbreaker, {"kill_damage": 6})
    assert Library(folder).open(sample.stem).values["kill_damage"][:2] == [True, True]
