"""Hostile character files: every one is refused with its line (or read as it looks), never
crashes or hangs the reader, and nothing in it is silently dropped or changed."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import open_character, save_character
from gm_assistant.core.library.format import dump_character, load_character

HEAD = """schema_version: 1
ruleset: adom
kind: pc
name: Test
values:
  careful: 1
"""


def _problem(raw: bytes) -> str:
    with pytest.raises(CharacterFileError) as caught:
        load_character(raw, "x.yaml")
    return str(caught.value)


def test_a_key_given_twice_is_refused_with_its_line_and_the_file_is_kept(
        tmp_path: Path) -> None:
    text = HEAD + "values:\n  clever: 2\n"
    path = tmp_path / "twice.yaml"
    path.write_text(text, encoding="utf-8")
    message = _problem(text.encode())
    assert "x.yaml:7:1: duplicate key 'values'" in message
    with pytest.raises(CharacterFileError):
        open_character(path)
    character = load_character(HEAD.encode(), "ok.yaml")
    with pytest.raises(CharacterFileError):  # a failed save never replaces it
        save_character(path, character)
    assert path.read_text(encoding="utf-8") == text
    assert not list(tmp_path.glob("*.bak"))


def test_yaml_1_1_surprises_are_read_as_they_look() -> None:
    """`on` and `yes` stay keys of their own (not both `true`), 017 is seventeen and 1:30
    is text, as YAML 1.2 reads them; and they are written back the same."""
    text = HEAD + "  on: first\n  yes: second\n  code: 017\n  time: 1:30\n"
    character = load_character(text.encode(), "x.yaml")
    assert character.values["on"] == "first" and character.values["yes"] == "second"
    assert character.values["code"] == 17
    assert character.values["time"] == "1:30"
    again = load_character(dump_character(character), "again.yaml")
    assert again.values == character.values


@pytest.mark.parametrize("line_break", ["\n", "\u2028", "\x85"])
def test_an_alias_bomb_is_refused_at_once_whatever_the_line_breaks(line_break: str) -> None:
    lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"] + [
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]"
        for i in range(9)]
    raw = (HEAD + "\n".join(lines).replace("\n", line_break) + "\n").encode()
    start = time.monotonic()
    message = _problem(raw)
    assert time.monotonic() - start < 2
    assert "too large" in message or "not allowed" in message or "invalid YAML" in message


@pytest.mark.parametrize("line_break", ["\u2028", "\x85"])
def test_anchors_right_after_an_unusual_line_break_are_counted(line_break: str) -> None:
    """The bomb that hung e93cbdb for hours: in a flow list over several lines, each
    anchor right after a U+2028 (or NEL) line break slipped past the old anchor check,
    and walking the aliased result took 10^10 steps. The reader counts every node."""
    items = ["&a [" + ", ".join(["x"] * 10) + "]"] + [
        f"&{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]" for i in range(9)]
    raw = (HEAD + "  bomb: [" + line_break + f",{line_break}".join(items) + "]\n").encode()
    start = time.monotonic()
    message = _problem(raw)
    assert time.monotonic() - start < 2
    assert "too large" in message


def test_a_file_nested_50000_deep_is_refused_without_a_crash(tmp_path: Path) -> None:
    """It used to overflow the C parser's stack (a segfault) in `sheet show`, the
    Characters area and every start of the app with it in the recovery folder."""
    path = tmp_path / "deep.yaml"
    path.write_text(HEAD + "  notes: " + "[" * 50_000 + "]" * 50_000 + "\n",
                    encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "gm_assistant", "sheet", "show", str(path)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode in (1, 2), result.stderr[-500:]
    assert f"{path}:7:" in result.stdout + result.stderr
    assert "nesting deeper than" in result.stdout + result.stderr


def test_a_file_with_an_anchor_reads_the_same_as_one_without() -> None:
    """Files with anchors went through another reader than those without, and the same
    content came back different (`on:` as true in one, 'on' in the other)."""
    plain = HEAD + "  on: first\n  code: 017\n  notes: [a, b]\n"
    anchored = HEAD + "  on: first\n  code: 017\n  notes: &n [a, b]\n  copy: *n\n"
    first = load_character(plain.encode(), "plain.yaml").values
    second = load_character(anchored.encode(), "anchored.yaml").values
    assert second.pop("copy") == ["a", "b"]
    assert first == second


def test_a_deep_file_in_the_recovery_folder_does_not_crash_the_start(tmp_path: Path) -> None:
    """It used to crash every start of the app: the start lists the recovery folder."""
    folder = tmp_path / "recovery"
    folder.mkdir()
    (folder / "deep.yaml").write_text(HEAD + "  notes: " + "[" * 50_000 + "]" * 50_000
                                      + "\n", encoding="utf-8")
    code = ("import sys; from pathlib import Path; "
            "from gm_assistant.core.library import RecoveryStore; "
            f"found = RecoveryStore(Path({str(folder)!r})).list(); "
            "print(len(found), found[0].error)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr[-500:]
    assert result.stdout.startswith("1 ") and "nesting deeper than" in result.stdout
