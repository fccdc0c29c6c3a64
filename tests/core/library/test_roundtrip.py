"""Files users edit by hand keep what they wrote: comments, order, quoting, block text.

Each case writes a file as a user would (comments above keys and at line ends, a comment
in a list, quoted strings, a block scalar, keys in their own order), changes one value
through the app's real save path, and compares the file line by line with what it was:
exactly the changed line differs. An unchanged save gives the same bytes.
"""

from __future__ import annotations

import contextlib
import difflib
import io
from pathlib import Path

import pytest

from gm_assistant.cli import main as cli_main
from gm_assistant.core.conflict.encounter import read_encounter, save_encounter
from gm_assistant.core.library import Library, open_character
from gm_assistant.core.library import roundtrip as roundtrip_module
from gm_assistant.core.library.roundtrip import RoundTripError, lay_over

SAMPLES = Path(__file__).resolve().parents[3] / "resources"

CHARACTER = """\
# Voltaire, as played on Sunday nights (do not let the app eat this comment)
schema_version: 1
ruleset: adom
kind: pc
name: "Voltaire"   # she insists on the quotes
template: pc
tags: [sample, fate]
values:
  description: |
    Cat-person captain of the skyship Cirrus Skimmer.
    Prone to dozing off.
  high_concept: 'Feline Captain of Cirrus Skimmer'
  trouble: '*Yawn*'
  other_aspects:
  # Martin owes her money
  - aspect: Martin Is a Big Cheat
  - aspect: Sanchez Is the Best First Mate a Ship Could Have
  careful: 1  # raised after the heist
  clever: 1
  flashy: 3
  forceful: 0
  quick: 2
  sneaky: 2
"""


def _changed_lines(before: str, after: str) -> list[str]:
    return [line for line in difflib.ndiff(before.splitlines(), after.splitlines())
            if line.startswith(("+ ", "- "))]


def _cli(*args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli_main(list(args))
    assert code == 0, out.getvalue()
    return out.getvalue()


def test_sheet_set_changes_one_line_and_keeps_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "voltaire.yaml"
    path.write_text(CHARACTER, encoding="utf-8")
    _cli("sheet", "set", str(path), "flashy=4")
    after = path.read_text(encoding="utf-8")
    assert _changed_lines(CHARACTER, after) == ["-   flashy: 3", "+   flashy: 4"]
    assert open_character(path).values["flashy"] == 4


def test_an_unchanged_save_gives_the_same_bytes(tmp_path: Path) -> None:
    path = tmp_path / "voltaire.yaml"
    path.write_text(CHARACTER, encoding="utf-8")
    library = Library(tmp_path)
    library.save(open_character(path), path)
    assert path.read_text(encoding="utf-8") == CHARACTER


def test_a_new_key_is_added_and_a_removed_one_goes_the_rest_untouched(
        tmp_path: Path) -> None:
    path = tmp_path / "voltaire.yaml"
    path.write_text(CHARACTER, encoding="utf-8")
    character = open_character(path)
    character.values["fate_points"] = 3
    del character.values["sneaky"]
    notes: list[str] = []
    Library(tmp_path).save(character, path, notes=notes)
    after = path.read_text(encoding="utf-8")
    assert notes == []
    assert _changed_lines(CHARACTER, after) == ["-   sneaky: 2", "+   fate_points: 3"]
    assert open_character(path).values["fate_points"] == 3


def test_a_file_that_cannot_keep_its_layout_is_written_plainly_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> bytes:
        raise RoundTripError("a test says no")

    monkeypatch.setattr(roundtrip_module, "lay_over", refuse)
    path = tmp_path / "voltaire.yaml"
    path.write_text(CHARACTER, encoding="utf-8")
    output = _cli("sheet", "set", str(path), "flashy=4")
    assert "written without its comments and layout (a test says no)" in output
    assert open_character(path).values["flashy"] == 4
    assert "# Voltaire" not in path.read_text(encoding="utf-8")


def test_lay_over_refuses_text_it_cannot_read_back() -> None:
    with pytest.raises(RoundTripError, match="does not read back"):
        lay_over(b"a: [unclosed\n", {"a": 1})
    with pytest.raises(RoundTripError, match="not a mapping"):
        lay_over(b"- a list\n", {"a": 1})


def test_an_encounter_keeps_its_comments(tmp_path: Path) -> None:
    path = tmp_path / "ford.yaml"
    text = (SAMPLES / "encounters" / "lady_luck-goblin-ambush.yaml").read_text("utf-8")
    text = text.replace("opposition:\n", "# the goblins come from the reeds\nopposition:\n")
    path.write_text(text, encoding="utf-8")
    encounter, _ = read_encounter(path)
    goblins = encounter.opposition[0].model_copy(update={"count": 3})
    notes: list[str] = []
    save_encounter(path, encounter.model_copy(update={"opposition": [goblins]}), notes)
    after = path.read_text(encoding="utf-8")
    assert notes == []
    assert "# the goblins come from the reeds" in after
    assert read_encounter(path)[0].opposition[0].count == 3
    # Only the goblins' line changes (its flow mapping, folded over two lines by hand,
    # is written on one); the description block and the party keep their layout.
    changed = _changed_lines(text, after)
    assert all("Goblin" in c or "set: {size" in c for c in changed), changed
    assert [c for c in changed if c.startswith("+ ")] == [
        "+   - {template: npc, name: Goblin, count: 3, set: {size: small, attack: 0, "
        "injury_limit: 1, itm: 0}}"]


def test_a_large_character_near_the_size_cap_round_trips(tmp_path: Path) -> None:
    """Bounded: a 1.5 MB file (the cap is 2 MB) is laid over in one pass."""
    lines = [f"  note_{i}: 'a note of the campaign, number {i}'  # kept" for i in range(30_000)]
    text = CHARACTER + "\n".join(lines) + "\n"
    assert 1_000_000 < len(text.encode()) < 2_000_000
    path = tmp_path / "big.yaml"
    path.write_text(text, encoding="utf-8")
    character = open_character(path)
    character.values["flashy"] = 5
    Library(tmp_path).save(character, path)
    after = path.read_text(encoding="utf-8")
    assert _changed_lines(text, after) == ["-   flashy: 3", "+   flashy: 5"]
