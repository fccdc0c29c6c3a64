"""`gm-assistant roll`'s parts (cli/roll.py): the roller a character file makes (its
resources fill the check's resource inputs not given), the books kept only with --apply,
and the text report, which says what the JSON report says."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from gm_assistant.core.library import open_character
from tests.test_cli_roll import VOLTAIRE, _json, _roll

INPUTS = ("adom", "overcome", "skill=0", "difficulty=2", "aspects=1")


def test_the_character_s_resources_fill_the_inputs_not_given(tmp_path: Path) -> None:
    character = tmp_path / "voltaire.yaml"
    shutil.copy(VOLTAIRE, character)
    rolled = _json(*INPUTS, "--seed", "3", "--as", str(character))
    assert rolled["who"] == "Voltaire" and rolled["inputs"]["fate_points"] == 3
    given = _json(*INPUTS, "fate_points=1", "--seed", "3", "--as", str(character))
    assert given["inputs"]["fate_points"] == 1  # what is given is kept
    assert _json(*INPUTS, "--seed", "3")["inputs"]["fate_points"] == 0  # no file: default
    # Without --apply nothing is spent from the file, whatever the roll spent.
    assert rolled["spent"] == {"fate_points": 1}
    assert character.read_bytes() == VOLTAIRE.read_bytes()


def test_apply_keeps_the_books_and_saves_the_file(tmp_path: Path) -> None:
    character = tmp_path / "voltaire.yaml"
    shutil.copy(VOLTAIRE, character)
    applied = _json(*INPUTS, "--seed", "3", "--as", str(character), "--apply")
    spent = applied["spent"].get("fate_points", 0)
    assert applied["resources"]["Voltaire"] == {"before": {"fate_points": 3},
                                                "after": {"fate_points": 3 - spent}}
    assert open_character(character).values.get("fate_points") == 3 - spent
    code, out, _ = _roll(*INPUTS, "--seed", "3", "--apply")  # no file: nothing to save
    assert code == 0 and "Applied: no resources changed" in out and "saved" not in out


def test_the_text_report_says_what_the_json_says() -> None:
    for seed in range(6):
        report = _json(*INPUTS, "fate_points=2", "--seed", str(seed))
        code, out, _ = _roll(*INPUTS, "fate_points=2", "--seed", str(seed))
        assert code == 0
        lines = out.splitlines()
        attempts = report["attempts"]
        assert len(lines) == len(attempts) + 1
        for number, (line, attempt) in enumerate(zip(lines, attempts, strict=False), 1):
            faces = attempt["faces"]["roll"]
            assert line.startswith(f"{number}. member 1: roll {faces['faces']} = "
                                   f"{faces['total']} → ")
            assert f"Margen {attempt['measures']['margin']}" in line  # AdOM's label
            assert (attempt["note"] in line) if attempt["note"] else " · " in line
        spent = report["spent"] or "nothing"
        assert re.fullmatch(rf"Outcome: \w+; spent: {re.escape(str(spent))}", lines[-1])
