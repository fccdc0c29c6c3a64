"""`gm-assistant sheet show|new|set`: the public contract of the character commands."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.library import backup_path, open_character

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "resources" / "samples"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["sheet", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def fighter(tmp_path: Path) -> Path:
    path = tmp_path / "fighter.yaml"
    shutil.copy(SAMPLES / "riskbreaker" / "fighter.yaml", path)
    return path


def test_show_json_gives_values_derived_values_and_problems(
        capsys: pytest.CaptureFixture[str], fighter: Path) -> None:
    code, out, _ = run(capsys, "show", str(fighter), "--json")
    assert code == 0
    document = json.loads(out)
    assert {"ruleset", "name", "kind", "values", "derived", "problems"} <= set(document)
    assert (document["ruleset"], document["name"], document["kind"]) == (
        "riskbreaker", "Fighter", "pc")
    assert document["values"]["muscle"] == 5
    assert document["values"]["skills"][2] == {"skill": "Push", "stat": "muscle",
                                               "aoe": [True]}
    assert document["derived"]["points"] == 50
    assert document["derived"]["points_left"] == 1
    assert document["derived"]["skills[2].cost"] == 2
    assert document["derived"]["kill_damage.boxes"] == 5
    assert document["problems"] == []


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*/*.yaml")), ids=lambda p: p.stem)
def test_show_works_for_every_sample(capsys: pytest.CaptureFixture[str], path: Path) -> None:
    code, out, _ = run(capsys, "show", str(path))
    assert code == 0
    assert open_character(path).name in out
    assert "0 problems" in out


def test_show_reports_problems_by_field(capsys: pytest.CaptureFixture[str],
                                        fighter: Path) -> None:
    run(capsys, "set", str(fighter), "muscle=6")
    code, out, _ = run(capsys, "show", str(fighter), "--json")
    assert code == 0
    assert json.loads(out)["problems"] == [
        {"field": "points_left", "message": "over budget: 55 points spent of 50"}]


def test_new_makes_a_character_of_a_template(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    target = tmp_path / "goblin.yaml"
    code, out, _ = run(capsys, "new", "adom", "--template", "mook", "--name", "Goblin",
                       "-o", str(target))
    assert code == 0 and "goblin.yaml" in out
    goblin = open_character(target)
    assert (goblin.ruleset, goblin.name, goblin.kind, goblin.template) == (
        "adom", "Goblin", "mook", "mook")
    assert goblin.values == {}
    code, out, _ = run(capsys, "show", str(target), "--json")
    assert code == 0
    assert json.loads(out)["derived"]["stress.boxes"] == 1


def test_new_without_a_template_makes_a_pc(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    target = tmp_path / "pc.yaml"
    assert run(capsys, "new", "maofa", "-o", str(target))[0] == 0
    character = open_character(target)
    assert (character.kind, character.template) == ("pc", "pc")
    code, out, _ = run(capsys, "show", str(target), "--json")
    assert code == 0
    problems = json.loads(out)["problems"]
    assert {"field": "prime", "message": "Prime characteristic is required"} in problems


@pytest.mark.parametrize("args", [
    ["new", "nosuch", "-o", "x.yaml"],
    ["new", "adom", "--template", "boss", "-o", "x.yaml"],
])
def test_new_refuses_unknown_rulesets_and_templates(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path, args: list[str]) -> None:
    args = [str(tmp_path / a) if a == "x.yaml" else a for a in args]
    code, _, err = run(capsys, *args)
    assert code == 2
    assert "unknown" in err
    assert not (tmp_path / "x.yaml").exists()


def test_new_never_overwrites(capsys: pytest.CaptureFixture[str], fighter: Path) -> None:
    raw = fighter.read_bytes()
    code, _, err = run(capsys, "new", "adom", "-o", str(fighter))
    assert code == 2 and "already exists" in err
    assert fighter.read_bytes() == raw


def test_set_changes_values_entries_name_and_tags(capsys: pytest.CaptureFixture[str],
                                                  fighter: Path) -> None:
    code, out, _ = run(capsys, "set", str(fighter), "level=5", "skills[+].skill=Parry",
                       "skills[7].stat=Agility", "skills[1]=", "name=Fighter the Bold",
                       "tags=sample, veteran", "kill_damage=xx...")
    assert code == 0, out
    assert "saved; 0 problems" in out
    character = open_character(fighter)
    assert character.name == "Fighter the Bold"
    assert character.tags == ["sample", "veteran"]
    assert character.values["level"] == 5
    assert character.values["kill_damage"] == [True, True, False, False, False]
    skills = [s["skill"] for s in character.values["skills"]]
    assert skills == ["Sword", "Push", "Bow", "Move", "First Aid", "Intimidate", "Parry"]
    assert character.values["skills"][-1]["stat"] == "agility"
    assert backup_path(fighter).exists()


def test_set_with_an_empty_value_clears_to_the_default(capsys: pytest.CaptureFixture[str],
                                                       fighter: Path) -> None:
    run(capsys, "set", str(fighter), "level=")
    assert "level" not in open_character(fighter).values
    code, out, _ = run(capsys, "show", str(fighter), "--json")
    assert code == 0
    assert json.loads(out)["values"]["level"] == 4  # the PC template's default


def test_set_saves_a_sheet_with_problems(capsys: pytest.CaptureFixture[str],
                                         fighter: Path) -> None:
    code, out, _ = run(capsys, "set", str(fighter), "agility=6")
    assert code == 0
    assert "saved; 1 problem" in out and "over budget" in out
    assert open_character(fighter).values["agility"] == 6


@pytest.mark.parametrize("assignment", [
    "muscle=11",              # above the field's maximum
    "muscle=0",               # below its minimum
    "muscle=strong",          # not a number
    "fight_stat=luck",        # not one of the picks
    "points=60",              # derived: read-only
    "mana=3",                 # no such field
    "skills[0].stat=charm",   # not a level of the stat names
    "skills[0].colour=red",   # no such subfield
    "skills[40].skill=Swim",  # no such entry
    "conflict_counters=xyz",  # not boxes
    "level",                  # not NAME=VALUE
])
def test_a_refused_value_exits_2_and_leaves_the_file_byte_for_byte(
        capsys: pytest.CaptureFixture[str], fighter: Path, assignment: str) -> None:
    raw = fighter.read_bytes()
    code, out, err = run(capsys, "set", str(fighter), "level=5", assignment)
    assert code == 2, (out, err)
    assert err.startswith("gm-assistant: ")
    assert fighter.read_bytes() == raw
    assert not backup_path(fighter).exists()
    assert sorted(p.name for p in fighter.parent.iterdir()) == ["fighter.yaml"]


def test_a_corrupt_file_exits_1_and_is_not_touched(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_bytes(b"schema_version: 1\nruleset: adom\nvalues: [oops\n")
    for args in (["show", str(path)], ["set", str(path), "careful=3"]):
        code, _, err = run(capsys, *args)
        assert code == 1
        assert f"{path}:4:1: invalid YAML" in err
    assert path.read_bytes() == b"schema_version: 1\nruleset: adom\nvalues: [oops\n"


def test_show_json_copes_with_hand_written_dates(capsys: pytest.CaptureFixture[str],
                                                fighter: Path) -> None:
    fighter.write_text(fighter.read_text(encoding="utf-8").replace(
        "  fight_skill: Sword", "  fight_skill: 2024-05-01"), encoding="utf-8")
    code, out, _ = run(capsys, "show", str(fighter), "--json")
    assert code == 0
    assert json.loads(out)["values"]["fight_skill"] == "2024-05-01"


def test_a_file_of_an_unknown_ruleset_is_a_usage_error(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    path = tmp_path / "odd.yaml"
    path.write_text("schema_version: 1\nruleset: nosuch\nname: Odd\n", encoding="utf-8")
    code, _, err = run(capsys, "show", str(path))
    assert code == 2 and "unknown ruleset 'nosuch'" in err


def test_a_follower_shows_its_base_characters_values(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    shutil.copy(SAMPLES / "adom" / "sky-shark.yaml", tmp_path / "sky-shark.yaml")
    follower = tmp_path / "shark-2.yaml"
    follower.write_text("schema_version: 1\nruleset: adom\nkind: mook\nname: Shark 2\n"
                        "template: mook\nbase: sky-shark\n", encoding="utf-8")
    code, out, _ = run(capsys, "show", str(follower), "--json")
    assert code == 0
    document = json.loads(out)
    assert document["derived"]["stress.boxes"] == 2
    assert document["values"]["skilled_at"] == [{"thing": "Volar"}, {"thing": "Morder"}]
