"""`gm-assistant roll` shows the check's measures (AdOM's shifts), in text and JSON; each
is checked against the faces rolled, worked out here by the Fate rules."""

from __future__ import annotations

import json

import pytest

from gm_assistant.cli import main


@pytest.mark.parametrize("seed", range(8))
def test_attack_reports_its_shifts(capsys: pytest.CaptureFixture[str], seed: int) -> None:
    args = ["roll", "adom", "attack", "skill=2", "difficulty=1", "--seed", str(seed)]
    assert main([*args, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    (attempt,) = document["attempts"]
    margin = sum(attempt["faces"]["roll"]["faces"]) + 2 - 1  # 4dF + skill - opposition
    assert attempt["measures"] == {"shifts": max(margin, 0)}
    assert main(args) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.endswith(f"· Aumentos {max(margin, 0)}")  # the ruleset's label


def test_a_check_without_measures_shows_none(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "maofa", "skill_test", "trait=S", "difficulty=moderate",
                 "--seed", "1", "--json"]) == 0
    (attempt,) = json.loads(capsys.readouterr().out)["attempts"]
    assert attempt["measures"] == {}
