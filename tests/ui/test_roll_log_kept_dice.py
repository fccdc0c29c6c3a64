"""The roll log's faces of dice kept from a larger roll ("4+6+2 (kept 6+4)"): a message,
read in the language shown, through the session file too."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gm_assistant.core.play import roll_check
from gm_assistant.core.play.session import TableSession, parse_session, save_session
from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.translatable import Message
from gm_assistant.ui.errors import message_text
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.roll_log_model import entry_from_record

KEEPING = """\
format: 1
id: keeping
name: Keep the best two
version: "1.0"
language: en
source: {title: A test of kept dice, authors: [GM Assistant tests], year: 2026,
         licence: CC0, attribution: Written for this test.}
outcomes:
  - {key: failure, label: Failure, success: false, colour: "#b91c1c"}
  - {key: success, label: Success, success: true, colour: "#15803d"}
checks:
  best_two:
    label: Best two of three
    outcomes: [failure, success]
    roll: 3d6kh2
    outcome:
      bands:
        - {when: roll >= 8, outcome: success}
        - {else: failure}
  two_rolls:
    label: Two rolls
    outcomes: [failure, success]
    roll: {first: 3d6kh2, second: d6}
    outcome:
      bands:
        - {when: first >= 8, outcome: success}
        - {else: failure}
"""


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def _kept(faces: tuple[int, ...]) -> str:
    """The faces a 3d6kh2 keeps, written as the log writes them (independent of the
    app: the two highest, highest first)."""
    return "+".join(str(f) for f in sorted(faces, reverse=True)[:2])


@pytest.mark.parametrize("check", ["best_two", "two_rolls"])
def test_kept_dice_are_read_in_the_language_shown(check: str, tmp_path: Path) -> None:
    ruleset = load_ruleset_bytes(KEEPING.encode(), "keeping.yaml")
    record = roll_check(ruleset, check, {}, random.Random(7))
    rolled = record.attempts[-1].dice["roll" if check == "best_two" else "first"]
    faces = "+".join(str(f) for f in rolled.faces)
    english = f"{faces} (kept {_kept(rolled.faces)})"
    spanish = f"{faces} (se quedan {_kept(rolled.faces)})"
    if check == "two_rolls":
        second = record.attempts[-1].dice["second"].faces[0]
        english = f"first {english}, second {second}"
        spanish = f"first {spanish}, second {second}"
    entry = entry_from_record(ruleset, record, "Ann", time=datetime(2026, 11, 27, 17))
    assert isinstance(entry.faces, Message)
    assert entry.faces == english  # the English text wherever text is read (CSV, CLI)
    assert message_text(entry.faces) == english
    path = tmp_path / "session.json"
    save_session(path, TableSession(log=[entry]))
    assert apply_language("es") == ""
    assert message_text(entry.faces) == spanish
    assert message_text(parse_session(path.read_bytes()).log[0].faces) == spanish
