"""What the guide and the README promise matches the code: the Limits section states the
dice notation's and the formulas' limits, the README names every key of `odds --json` and
of its `--sweep` form."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.dice.notation import MAX_NOTATION_LENGTH, MAX_WORK
from gm_assistant.core.rules import formula

ROOT = Path(__file__).parents[1]


def section(text: str, title: str) -> str:
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_guides_limits_state_the_notation_and_formula_limits() -> None:
    limits = " ".join(section((ROOT / "rulesets" / "README.md").read_text(encoding="utf-8"),
                              "Limits").split())
    assert f"whole notation at most {MAX_WORK:,} products of chances" in limits
    assert f"at most {MAX_NOTATION_LENGTH} characters" in limits
    assert f"formulas: at most {formula.MAX_LENGTH} characters" in limits
    assert f"at most {formula.MAX_NODES} nodes" in limits
    assert f"nested at most {formula.MAX_DEPTH} deep" in limits
    assert f"no value past {formula.MAX_MAGNITUDE:,}" in limits


def documented_keys() -> set[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    paragraph = text.split("`odds --json` prints one object:", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"`([a-z_]+)`", paragraph))


@pytest.mark.parametrize("sweeps", [[], ["trait"], ["trait", "difficulty"]])
def test_the_readme_names_every_key_of_odds_json(capsys: pytest.CaptureFixture[str],
                                                 sweeps: list[str]) -> None:
    arguments = ["odds", "maofa", "skill_test", "--json"]
    for name in sweeps:
        arguments += ["--sweep", name]
    assert main(arguments) == 0
    document = json.loads(capsys.readouterr().out)
    point = document
    if sweeps:
        assert set(document) == {"ruleset", "check", "sweep", "points"}
        point = document["points"][0]
        if len(sweeps) == 2:
            assert isinstance(point, list)
            point = point[0]
    keys = set(document) | set(point) | set(point["outcomes"][0])
    assert keys <= documented_keys()
