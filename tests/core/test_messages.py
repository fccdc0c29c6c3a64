"""Messages are located and free of Python internals, and numbers in them stay short."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.cli import main
from gm_assistant.core.errors import RulesetError, SheetError
from gm_assistant.core.library import Library
from gm_assistant.core.odds import OddsError, check_odds
from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.rules.registry import default_registry

BASE = """format: 1
id: tiny
name: Tiny
version: "1"
language: en
source: {title: t, authors: [a], licence: l, attribution: a}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#dc2626"}
  - {key: hit, label: Hit, success: true, colour: "#16a34a"}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    inputs:
      a: {label: A, range: {min: 0, max: 10000}, default: 1}
    roll: d6
    values: {total: VALUE}
    outcome:
      bands:
        - {when: total >= 4, outcome: hit}
        - {else: miss}
"""
INTERNALS = ("sys.set_int_max_str_digits", "_clamp", "positional argument", "Traceback")


def _problems(value: str) -> str:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(BASE.replace("VALUE", value).encode(), "tiny.yaml")
    return str(caught.value)


@pytest.mark.parametrize(("value", "words"), [
    ("clamp(roll)", "clamp takes three values (value, lowest, highest), not 1 value"),
    ("min()", "min takes one value or more, not 0 values"),
    ('"abs(roll, a)"', "abs takes one value, not 2 values"),
])
def test_formula_mistakes_read_in_the_rules_words(value: str, words: str) -> None:
    message = _problems(value)
    assert message.startswith("tiny.yaml:17:")
    assert words in message
    assert not any(internal in message for internal in INTERNALS)
    assert len(message) < 300


def test_a_number_of_5000_digits_is_refused_without_python_internals() -> None:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(BASE.replace("VALUE", "roll").replace(
            "default: 1", "default: " + "9" * 5000).encode(), "tiny.yaml")
    message = str(caught.value)
    assert message.startswith("tiny.yaml:15:")
    assert "a number of 5000 digits" in message and len(message) < 200
    assert not any(internal in message for internal in INTERNALS)


def test_the_formula_result_limit_holds_when_computing_odds() -> None:
    ruleset = load_ruleset_bytes(BASE.replace("VALUE", "roll * a * 1000000000").encode(),
                                 "tiny.yaml")
    assert check_odds(ruleset, "roll", {"a": 1}).p_success > 0
    with pytest.raises(OddsError, match=r"too large \(more than 1,000,000,000,000"):
        check_odds(ruleset, "roll", {"a": 9999})


def test_a_huge_command_line_value_is_shortened_in_the_message(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "maofa", "skill_test", "luck=" + "9" * 400]) == 2
    err = capsys.readouterr().err
    assert "(400 characters)" in err and "9" * 60 not in err


def test_a_base_loop_names_the_files_and_a_base_cannot_leave_the_library(
        tmp_path: Path) -> None:
    source = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom"
    text = (source / "voltaire.yaml").read_text(encoding="utf-8")
    (tmp_path / "a.yaml").write_text(text.replace("kind: ", "base: b\nkind: ", 1),
                                     encoding="utf-8")
    (tmp_path / "b.yaml").write_text(text.replace("kind: ", "base: a\nkind: ", 1),
                                     encoding="utf-8")
    library = Library(tmp_path)
    ruleset = default_registry().get("adom")
    with pytest.raises(SheetError) as caught:
        library.state(library.open("a"), ruleset)
    assert "a.yaml -> b.yaml -> a.yaml" in str(caught.value) or \
        "b.yaml -> a.yaml -> b.yaml" in str(caught.value)
    assert str(tmp_path) in str(caught.value)
    message = str(caught.value)
    assert message.startswith(f"{tmp_path / 'b.yaml'}:") or \
        message.startswith(f"{tmp_path / 'a.yaml'}:")
    line = int(message.split(".yaml:")[1].split(":")[0])
    assert line == text.replace("kind: ", "base: a\nkind: ", 1).splitlines().index(
        "base: a") + 1
    (tmp_path / "c.yaml").write_text(text.replace("kind: ", "base: ../../etc/x\nkind: ", 1),
                                     encoding="utf-8")
    with pytest.raises(SheetError, match="a library id is a file name without folders"):
        library.state(library.open("c"), ruleset)
