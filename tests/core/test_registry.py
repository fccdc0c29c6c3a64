"""The registry: shipped rulesets, the user's own files and house-rule overrides.

A broken file never stops the others from loading; an override changes only what it names,
and its problems point into the override file. Odds after an override are checked against
a hand computation over 2d6, not against the engine's earlier output.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.odds import check_odds
from gm_assistant.core.paths import rulesets_dir, user_rulesets_dir
from gm_assistant.core.rules.registry import RulesetRegistry, default_registry

SHIPPED = ("adom", "lady_luck", "maofa", "mastery_d20", "riskbreaker")

HOMEBREW = """\
format: 1
id: {id}
name: Homebrew
version: "1"
language: en
source: {{title: Mine, authors: [Me], licence: CC0, attribution: Mine.}}
scales:
  grade:
    label: Grade
    levels: [{{key: low, label: Low}}, {{key: high, label: High}}]
charts:
  target:
    label: Target
    rows: grade
    cells: number
    data: {{low: 4, high: {high}}}
outcomes:
  - {{key: miss, label: Miss, success: false, colour: "#ff0000"}}
  - {{key: hit, label: Hit, success: true, colour: "#00ff00"}}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    inputs:
      grade: {{label: Grade, scale: grade, default: low}}
    roll: d6
    values:
      target: {{chart: target, row: grade}}
    outcome:
      bands:
        - {{when: roll >= target, outcome: hit}}
        - {{else: miss}}
"""


def homebrew(ruleset_id: str = "homebrew", high: str = "3") -> str:
    return HOMEBREW.format(id=ruleset_id, high=high)


def line_of(text: str, needle: str) -> int:
    assert text.count(needle) == 1, needle
    return text[: text.index(needle)].count("\n") + 1


def two_d6_total(total: int) -> Fraction:
    ways = sum(1 for a, b in itertools.product(range(1, 7), repeat=2) if a + b == total)
    return Fraction(ways, 36)


# The MAoFA resolve chart, row S (a Simple task), totals 2..12 as the rulebook prints it.
ROW_S = ["out_of_luck", "failure", "better_next_time", "success", "success", "success",
         "success", "lucky_streak", "lucky_streak", "lucky_streak", "lucky_streak"]


def chart_odds(row: list[str]) -> dict[str, Fraction]:
    result: dict[str, Fraction] = {}
    for total, outcome in zip(range(2, 13), row, strict=True):
        result[outcome] = result.get(outcome, Fraction(0)) + two_d6_total(total)
    return result


@pytest.fixture
def user_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "user-rulesets"
    folder.mkdir()
    return folder


def registry(user_dir: Path | None) -> RulesetRegistry:
    return RulesetRegistry(rulesets_dir(), user_dir).load()


def test_shipped_rulesets_all_load() -> None:
    loaded = registry(None)
    assert sorted(loaded.rulesets) == sorted(SHIPPED)
    assert loaded.broken == []
    assert {e.origin for e in loaded.entries} == {"shipped"}


def test_a_missing_user_folder_is_fine(tmp_path: Path) -> None:
    assert sorted(registry(tmp_path / "nope").rulesets) == sorted(SHIPPED)


def test_a_user_ruleset_loads_beside_the_shipped_ones(user_dir: Path) -> None:
    (user_dir / "mine.yaml").write_text(homebrew())
    loaded = registry(user_dir)
    assert sorted(loaded.rulesets) == sorted([*SHIPPED, "homebrew"])
    (entry,) = [e for e in loaded.entries if e.id == "homebrew"]
    assert entry.origin == "user" and entry.ok and entry.override is None
    # d6 >= 4 at the low grade: faces 4, 5, 6.
    odds = check_odds(loaded.get("homebrew"), "roll", {"grade": "low"})
    assert odds.p_success == Fraction(3, 6)


def test_a_broken_user_file_is_listed_while_the_others_load(user_dir: Path) -> None:
    broken_text = homebrew("broken_brew", high="three")
    (user_dir / "broken.yaml").write_text(broken_text)
    (user_dir / "garbage.yaml").write_bytes(bytes(range(256)) * 4)
    (user_dir / "good.yaml").write_text(homebrew("good_brew"))
    loaded = registry(user_dir)
    assert sorted(loaded.rulesets) == sorted([*SHIPPED, "good_brew"])
    broken = {e.file.name: e for e in loaded.broken}
    assert set(broken) == {"broken.yaml", "garbage.yaml"}
    (problem,) = broken["broken.yaml"].problems
    assert problem.file == str(user_dir / "broken.yaml")
    assert problem.line == line_of(broken_text, "three")
    assert "'three' is not a whole number" in problem.message
    assert broken["broken.yaml"].id == "broken_brew"
    assert all(p.file == str(user_dir / "garbage.yaml") and p.line >= 1
               for p in broken["garbage.yaml"].problems)
    with pytest.raises(KeyError):
        loaded.get("broken_brew")


def test_an_override_changes_one_chart_cell_and_the_odds(user_dir: Path) -> None:
    inputs = {"trait": "S", "difficulty": "moderate"}  # a Simple task: row S
    shipped = check_odds(registry(None).get("maofa"), "skill_test", inputs)
    before = chart_odds(ROW_S)
    assert {o.key: o.probability for o in shipped.outcomes if o.probability} == before

    house = list(ROW_S)
    house[5 - 2] = "failure"  # a total of 5 fails instead of succeeding
    (user_dir / "maofa_house.yaml").write_text(
        "id: maofa\ncharts:\n  resolve:\n    data:\n"
        f"      S: [{', '.join(house)}]\n"
    )
    loaded = registry(user_dir)
    entry = next(e for e in loaded.entries if e.id == "maofa")
    assert entry.origin == "override"
    assert entry.override == user_dir / "maofa_house.yaml"
    assert entry.file == rulesets_dir() / "maofa.yaml"
    after = check_odds(loaded.get("maofa"), "skill_test", inputs)
    expected = chart_odds(house)
    assert {o.key: o.probability for o in after.outcomes if o.probability} == expected
    # By hand: 5 on 2d6 is 4/36, moved from success to failure.
    assert after.probability("failure") == Fraction(2, 36) + Fraction(4, 36)
    assert after.p_success == shipped.p_success - Fraction(4, 36)
    # Everything the override does not name is untouched.
    other = {"trait": "A", "difficulty": "moderate"}
    assert (check_odds(loaded.get("maofa"), "skill_test", other).outcomes
            == check_odds(registry(None).get("maofa"), "skill_test", other).outcomes)


def test_an_override_with_a_bad_cell_is_located_in_the_override_file(user_dir: Path) -> None:
    house = list(ROW_S)
    house[6] = "sucess"
    text = ("# house rules for MAoFA\nid: maofa\ncharts:\n  resolve:\n    data:\n"
            f"      S: [{', '.join(house)}]\n")
    override = user_dir / "maofa.yaml"
    override.write_text(text)
    loaded = registry(user_dir)
    (entry,) = [e for e in loaded.broken if e.id == "maofa"]
    (problem,) = entry.problems
    assert problem.file == str(override)
    assert problem.line == line_of(text, "sucess")
    assert problem.column == text.splitlines()[problem.line - 1].index("sucess") + 1
    assert "'sucess'" in problem.message
    # The other rulesets are not affected.
    assert set(SHIPPED) - {"maofa"} <= set(loaded.rulesets)


def test_an_override_with_an_unknown_key_points_into_the_override(user_dir: Path) -> None:
    text = "id: adom\nchecks:\n  overcome:\n    labl: Superar\n"
    (user_dir / "adom.yaml").write_text(text)
    loaded = registry(user_dir)
    (entry,) = [e for e in loaded.broken if e.id == "adom"]
    (problem,) = entry.problems
    assert problem.file == str(user_dir / "adom.yaml")
    assert problem.line == 4
    assert "unknown key 'labl'" in problem.message and "did you mean 'label'" in problem.message


def test_a_duplicate_id_among_user_files_is_reported(user_dir: Path) -> None:
    first = homebrew()
    second = "# a copy\n" + homebrew()
    (user_dir / "a.yaml").write_text(first)
    (user_dir / "b.yaml").write_text(second)
    loaded = registry(user_dir)
    assert "homebrew" in loaded.rulesets
    assert loaded.get("homebrew").file == str(user_dir / "a.yaml")
    (entry,) = loaded.broken
    assert entry.file == user_dir / "b.yaml"
    (problem,) = entry.problems
    assert problem.file == str(user_dir / "b.yaml")
    assert problem.line == line_of(second, "id: homebrew")
    assert "already used" in problem.message and "a.yaml" in problem.message


def test_two_overrides_of_the_same_shipped_ruleset_are_reported(user_dir: Path) -> None:
    (user_dir / "a.yaml").write_text("id: maofa\nname: House A\n")
    (user_dir / "b.yaml").write_text("# more house rules\nid: maofa\nname: House B\n")
    loaded = registry(user_dir)
    files = {e.file.name for e in loaded.entries} | {
        e.override.name for e in loaded.entries if e.override is not None}
    assert {"a.yaml", "b.yaml"} <= files, "one override vanished without a word"
    assert loaded.get("maofa").name == "House A"  # the first one (by name) applies
    (second,) = loaded.broken
    assert second.file == user_dir / "b.yaml"
    (problem,) = second.problems
    assert problem.file == str(user_dir / "b.yaml")
    assert problem.line == 2
    assert "a.yaml" in problem.message


def test_a_non_mapping_override_is_reported_in_the_user_file(user_dir: Path) -> None:
    (user_dir / "lady_luck.yaml").write_text("- just\n- a list\n")
    loaded = registry(user_dir)
    (entry,) = [e for e in loaded.broken]
    assert entry.file == user_dir / "lady_luck.yaml"
    assert entry.problems
    assert all(p.file == str(user_dir / "lady_luck.yaml") and p.line == 1
               for p in entry.problems)
    assert "lady_luck" in loaded.rulesets  # the shipped ruleset still loads


def test_default_registry_reads_the_user_folder(gm_home: Path) -> None:
    folder = user_rulesets_dir(ensure=True)
    assert folder.is_relative_to(gm_home)
    (folder / "mine.yaml").write_text(homebrew("from_home"))
    loaded = default_registry()
    assert "from_home" in loaded.rulesets
    assert sorted(SHIPPED) == sorted(e.id for e in loaded.entries if e.origin == "shipped")


def test_reloading_picks_up_changes(user_dir: Path) -> None:
    path = user_dir / "mine.yaml"
    path.write_text(homebrew(high="three"))
    loaded = registry(user_dir)
    assert [e.id for e in loaded.broken] == ["homebrew"]
    path.write_text(homebrew())
    assert "homebrew" in loaded.load().rulesets
    assert loaded.broken == []


def test_an_override_of_a_chart_the_ruleset_dropped_says_so(user_dir: Path) -> None:
    # Riskbreaker's chance-of-success chart (the winning faces in tenths, read by no roll)
    # is no longer shipped: a house rule written for it is refused where it names it,
    # saying which charts there are, and the rows for other charts are not lost.
    text = ("id: riskbreaker\ncharts:\n  success_faces:\n    data: {5: 6}\n"
            "  chance:\n    data: {5: 60}\n")
    override = user_dir / "riskbreaker.yaml"
    override.write_text(text)
    loaded = registry(user_dir)
    (entry,) = [e for e in loaded.broken if e.id == "riskbreaker"]
    assert entry.origin == "override" and entry.override == override
    (problem,) = entry.problems
    assert (problem.file, problem.line) == (str(override), line_of(text, "chance"))
    assert "no chart 'chance'" in problem.message and "success_faces" in problem.message
    assert override.read_text() == text
    # A whole new chart (with its label) is not such an edit: it is validated as usual.
    (user_dir / "riskbreaker.yaml").write_text(
        "id: riskbreaker\ncharts:\n  luck:\n    label: Luck\n    rows: stat\n"
        "    cells: number\n    data: {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1,"
        " 10: 1}\n")
    assert registry(user_dir).get("riskbreaker").charts["luck"].cell[(5, None)] == 1
