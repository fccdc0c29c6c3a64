"""`gm-assistant encounter` and `gm-assistant series`: the shipped sample encounters, the
JSON shape, located refusals of hostile encounter files, and series odds checked against
an enumeration of every success/failure pattern written here."""

from __future__ import annotations

import itertools
import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.cli import main
from gm_assistant.core.odds import check_odds
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.registry import default_registry

ENCOUNTERS = sorted((resources_dir() / "encounters").glob("*.yaml"))
PROBLEM_LINE = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<column>\d+): (?P<message>.+)$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _fraction(text: str) -> Fraction:
    return Fraction(text)  # "n/d", or a whole number ("0" for none left)


def test_every_ruleset_with_conflicts_has_a_sample_encounter() -> None:
    with_conflicts = {r.id for r in default_registry().rulesets.values() if r.model.conflicts}
    sampled = {path.name.split("-")[0] for path in ENCOUNTERS}
    assert with_conflicts <= sampled


@pytest.mark.parametrize("path", ENCOUNTERS, ids=lambda p: p.stem)
def test_sample_encounters_forecast(capsys: pytest.CaptureFixture[str], path: Path) -> None:
    code, out, err = run(capsys, "encounter", str(path), "--json")
    assert code == 0, err
    document: dict[str, Any] = json.loads(out)
    assert set(document) >= {"ruleset", "encounter", "exact", "p_party_wins", "combatants",
                             "rounds", "spent"}
    assert path.name.startswith(document["ruleset"])
    assert {c["side"] for c in document["combatants"]} == {"party", "opposition"}
    if document["exact"]:
        p = _fraction(document["p_party_wins"])
        total = sum((_fraction(v) for v in document["rounds"].values()), Fraction(0))
        assert total + _fraction(document["rounds_beyond"]) == 1
    else:
        p = Fraction(document["p_party_wins"]["estimate"])
        assert document["p_party_wins"]["margin"] > 0
    assert 0 <= p <= 1
    code, text, _ = run(capsys, "encounter", str(path))
    assert code == 0
    assert "P(party wins)" in text
    assert ("ESTIMATE" in text) == (not document["exact"])


def test_the_forecast_says_which_readings_it_used(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    text = (resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml").read_text(
        encoding="utf-8")
    path = tmp_path / "ford.yaml"
    path.write_text(text + "policies:\n  opposition: {limit: reach}\n", encoding="utf-8")
    code, out, err = run(capsys, "encounter", str(path))
    assert code == 0, err
    readings = out.split("Readings used:\n")[1].split("\n\n")[0].splitlines()
    assert readings == [
        "  - Limits of the party's fighters without a roll: they take as many as the limit "
        "and are out at the next",
        "  - Limits of the opposition's fighters without a roll: out on reaching the limit"]
    assert "How the rules are read" in out
    code, out, _ = run(capsys, "encounter", str(path), "--json")
    assert json.loads(out)["readings_used"][1].endswith("out on reaching the limit")
    maofa = resources_dir() / "encounters" / "maofa-museum-brawl.yaml"
    code, out, _ = run(capsys, "encounter", str(maofa), "--json")
    document = json.loads(out)
    assert document["readings_used"] == [
        "Opening: an open attack (the party tests the order's open-attack inputs)"]
    assert set(document["spent"]["party"]) == {"luck"}


def test_an_adom_fight_names_its_invocations_and_counts_both_sides(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Both sides invoke by default (the shark's one fate point set for the fight), the
    JSON says so in `readings_used` and counts both sides' fate points in `spent`."""
    path = tmp_path / "duel.yaml"
    path.write_text(
        "schema_version: 1\nkind: encounter\nruleset: adom\nname: Duel\n"
        "conflict: conflict\nparty:\n  - {character: abigail-zhao}\nopposition:\n"
        "  - {character: sky-shark, set: {attack: 2, defend: 0, fate_points: 1}}\n",
        encoding="utf-8")
    code, out, err = run(capsys, "encounter", str(path), "--json")
    assert code == 0, err
    document = json.loads(out)
    assert document["exact"]
    assert [r.split(",")[0] for r in document["readings_used"]] == [
        "Invocations by the party", "Invocations by the opposition"]
    assert _fraction(document["spent"]["party"]["fate_points"]) > 0
    assert _fraction(document["spent"]["opposition"]["fate_points"]) > 0
    path.write_text(path.read_text(encoding="utf-8")
                    + "policies:\n  opposition: {spend: never}\n", encoding="utf-8")
    code, out, err = run(capsys, "encounter", str(path), "--json")
    document = json.loads(out)
    assert document["readings_used"][1] == "Invocations by the opposition: none"
    assert _fraction(document["spent"]["opposition"]["fate_points"]) == 0


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "encounter.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD = """\
schema_version: 1
kind: encounter
ruleset: adom
name: Test
party:
  - {character: abigail-zhao}
opposition:
  - {character: sky-shark, count: 2}
"""


@pytest.mark.parametrize(("text", "line", "words"), [
    (GOOD + "party: []\n", 9, "duplicate key 'party'"),
    (GOOD.replace("name: Test", "name: Test\nnmae: typo"), 5, "unknown key 'nmae'"),
    (GOOD.replace("count: 2", "count: 99"), 8, "less than or equal to 24"),
    (GOOD.replace("sky-shark", "nobody-here"), 8, "no character file 'nobody-here.yaml'"),
    (GOOD.replace("sky-shark", "../../etc/passwd"), 8, "should match pattern"),
    (GOOD.replace("count: 2", "count: 2, set: {bite: 3}"), 8, "'bite' is not a stat"),
    (GOOD.replace("count: 2", "count: 2, set: {attack: 99}"), 8, "allowed: whole numbers"),
    (GOOD.replace("name: Test", "name: Test\nconflict: duel"), 5, "unknown conflict 'duel'"),
    (GOOD.replace("ruleset: adom", "ruleset: maofa"), 6, "no character file 'abigail-zhao"),
])
def test_bad_encounter_files_are_refused_with_located_messages(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, line: int,
        words: str) -> None:
    path = _write(tmp_path, text)
    before = path.read_bytes()
    code, out, _ = run(capsys, "encounter", str(path))
    assert code == 1
    problems = [PROBLEM_LINE.match(row) for row in out.splitlines()]
    assert problems and all(problems), out
    assert any(m is not None and m["file"] == str(path) and int(m["line"]) == line
               and words in m["message"] for m in problems), out
    assert path.read_bytes() == before


def test_an_alias_bomb_encounter_is_refused_at_once(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(9))
    code, out, _ = run(capsys, "encounter", str(_write(tmp_path, bomb)))
    assert code == 1
    assert PROBLEM_LINE.match(out.splitlines()[0])


def _series_oracle(p: Fraction, rolls: int, at_least: int) -> tuple[Fraction, Fraction]:
    """P(all succeed), P(at least k succeed), by enumerating every pattern of rolls."""
    every = Fraction(0)
    enough = Fraction(0)
    for pattern in itertools.product((True, False), repeat=rolls):
        chance = Fraction(1)
        for success in pattern:
            chance *= p if success else 1 - p
        if all(pattern):
            every += chance
        if sum(pattern) >= at_least:
            enough += chance
    return every, enough


@pytest.mark.parametrize(("ruleset", "check", "inputs", "rolls", "at_least"), [
    ("mastery_d20", "action", {"mastery": "12"}, 5, 3),
    ("mastery_d20", "action", {"mastery": "13"}, 5, 3),
    ("maofa", "skill_test", {"trait": "S", "difficulty": "difficult", "luck": "2"}, 4, 2),
    ("adom", "overcome", {"skill": "2", "difficulty": "3"}, 3, 1),
])
def test_series_odds_match_an_enumeration(capsys: pytest.CaptureFixture[str], ruleset: str,
                                          check: str, inputs: dict[str, str], rolls: int,
                                          at_least: int) -> None:
    pairs = [f"{k}={v}" for k, v in inputs.items()]
    code, out, err = run(capsys, "series", ruleset, check, f"n={rolls}",
                         f"at_least={at_least}", *pairs, "--json")
    assert code == 0, err
    document = json.loads(out)
    # The single roll's P(success) is the audited check odds; the series is checked here.
    p = check_odds(default_registry().get(ruleset), check, inputs).p_success
    every, enough = _series_oracle(p, rolls, at_least)
    assert _fraction(document["p_all"]) == every
    assert _fraction(document["p_at_least"]) == enough
    assert sum(_fraction(v) for v in document["successes"].values()) == 1


def test_the_weight_of_one_point_over_a_series(capsys: pytest.CaptureFixture[str]) -> None:
    """The d20 rulebook's point: +1 Mastery Level matters more over five rolls than one."""
    def all_five(mastery: int) -> Fraction:
        code, out, _ = run(capsys, "series", "mastery_d20", "action", "n=5",
                           f"mastery={mastery}", "--json")
        assert code == 0
        return _fraction(json.loads(out)["p_all"])

    one = check_odds(default_registry().get("mastery_d20"), "action", {"mastery": 13}
                     ).p_success / check_odds(default_registry().get("mastery_d20"),
                                              "action", {"mastery": 12}).p_success
    assert all_five(13) / all_five(12) == one**5
    assert one**5 > one


@pytest.mark.parametrize(("argv", "words"), [
    (["series", "mastery_d20", "action", "mastery=12"], "n=N"),
    (["series", "mastery_d20", "action", "n=0", "mastery=12"], "1 to 1000"),
    (["series", "mastery_d20", "action", "n=５", "mastery=12"], "whole number"),
    (["series", "mastery_d20", "action", "n=1000000000", "mastery=12"],
     "n=1000000000: a series has at most 1000 rolls"),
    (["series", "mastery_d20", "action", "n=" + "9" * 5000, "mastery=12"],
     "a series has at most 1000 rolls"),
    (["series", "mastery_d20", "action", "n=1001", "mastery=12"], "1 to 1000 rolls, not 1001"),
    (["series", "mastery_d20", "action", "n=3", "n=4", "mastery=12"], "given twice"),
    (["series", "mastery_d20", "action", "n=3", "at_least=4", "mastery=12"], "0 to 3"),
    (["series", "nope", "action", "n=3"], "unknown ruleset"),
])
def test_series_usage_errors(capsys: pytest.CaptureFixture[str], argv: list[str],
                             words: str) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert words in err


def _seed_price(count: int, level: int, top: int) -> int:
    """Riskbreaker's Creating Opposition, counted out: at the party's top level one point
    a character; K levels lower one point buys K+1 characters (a part bought in full);
    K levels higher one character costs K+1 points."""
    if level > top:
        return (level - top + 1) * count
    per_point = top - level + 1
    points = 0
    while points * per_point < count:
        points += 1
    return points


def test_riskbreaker_opposition_cost_is_in_the_json(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    # The Fighter and the Ranger (level 4 each) against three guards (level 3) and an
    # adventurer template (level 4) named Captain.
    samples = resources_dir() / "samples" / "riskbreaker"
    for name in ("fighter", "ranger"):
        (tmp_path / f"{name}.yaml").write_text(
            (samples / f"{name}.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    path = _write(tmp_path, """\
schema_version: 1
kind: encounter
ruleset: riskbreaker
name: Budget
party:
  - {character: fighter}
  - {character: ranger}
opposition:
  - {template: guard, name: Guard, count: 3}
  - {template: pc, name: Captain}
""")
    code, out, err = run(capsys, "encounter", str(path), "--json")
    assert code == 0, err
    budget = json.loads(out)["budget"]
    goal = 4 + 4
    cost = _seed_price(3, 3, 4) + _seed_price(1, 4, 4)
    assert cost == 3  # 3 guards one level lower: 2 points; the captain: 1
    assert budget["goal"] == goal
    assert budget["cost"] == cost
    assert _fraction(budget["share"]) == Fraction(cost, goal)
    assert budget["epic"] == 3 * goal
    assert sorted((g["count"], g["level"], g["cost"]) for g in budget["groups"]) == [
        (1, 4, 1), (3, 3, 2)]
    code, out, err = run(capsys, "encounter", str(path))
    assert code == 0, err
    share = Fraction(100 * cost, goal)  # 37.5: one place, never rounded to a whole 38
    assert share.denominator != 1
    assert (f"Opposition cost: {cost} Advantage of {goal} ({float(share):.1f}% of a "
            "balanced goal") in out
