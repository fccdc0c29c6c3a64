"""The Table's session file: version 1 still loads, hostile files are refused whole."""

from __future__ import annotations

import json
import os
import threading
from datetime import datetime
from pathlib import Path

import pytest

from gm_assistant.core.play.session import (
    UNSEATED,
    LogEntry,
    Seating,
    SessionFileError,
    TableSession,
    load_session,
    parse_session,
    save_session,
)

_V1 = ('{"format": 1, "log": [{"time": "2026-11-24T08:00:00", "who": "Ana", "check": "Fight",'
       ' "faces": "3+4", "total": "7", "outcome": "hit", "outcome_label": "Hit",'
       ' "colour": "#00ff00", "notes": ""}], "people": {"Ana": {"Stress": 2}},'
       ' "library": {"Ana": "c1"}, "sheets": {"kept": {}, "out": {}}}')


def test_version_1_file_loads() -> None:
    session = parse_session(_V1.encode())
    assert session.log[0].who == "Ana" and session.log[0].total == "7"
    assert session.tables == {UNSEATED: Seating({"Ana": {"Stress": 2}}, {"Ana": "c1"})}


def test_round_trip_with_lone_surrogate(tmp_path: Path) -> None:
    entry = LogEntry(datetime(2026, 11, 24, 8), who="Bad \ud800 name", check="Fight",
                     faces="1", total="1", outcome="o", outcome_label="O", colour="#000000",
                     notes="note \udfff")
    path = tmp_path / "session.json"
    save_session(path, TableSession([entry], {"maofa": Seating({"Bo\ud801": {"Luck": 3}})}))
    back, problem = load_session(path)
    assert problem == "" and back.log == [entry]
    assert back.tables == {"maofa": Seating({"Bo\ud801": {"Luck": 3}})}


@pytest.mark.parametrize(("text", "where"), [
    ('{"format": 1, "people": {"Ana": {"Stress": Infinity}}}', "Infinity"),
    ('{"format": 1, "people": {"Ana": {"Stress": NaN}}}', "NaN"),
    ('{"format": 1, "sheets": {"x": 1e999}}', "1e999"),
    ('{"format": 1, "people": {"Ana": {"Stress": 2.5}}}', "people['Ana']['Stress']"),
    ('{"format": 1, "people": {"Ana": {"Stress": true}}}', "people['Ana']['Stress']"),
    ('{"format": 1, "people": {"Ana": {"Stress": 10000000}}}', "people['Ana']['Stress']"),
    ('{"format": 1, "log": [{"time": 5}]}', "log[0].time"),
    ('{"format": 1, "log": [{"time": "2026-11-24T08:00:00", "who": 3}]}', "log[0].who"),
    ('{"format": 1, "log": [{"time": "yesterday"}]}', "log[0].time"),
    ('{"format": 1, "log": {}}', "log"),
    ('{"format": 1, "library": {"Ana": 7}}', "library['Ana']"),
    ('{"format": 1, "sheets": []}', "sheets"),
    ('{"format": 2, "tables": {"maofa": {"people": {"Ana": {"luck": 1.5}}}}}',
     "tables['maofa']['people']['Ana']['luck']"),
    ('{"format": 2, "tables": {"maofa": {"library": {"Ana": []}}}}',
     "tables['maofa']['library']['Ana']"),
    ('{"format": 2, "tables": {"maofa": []}}', "tables['maofa']"),
    ('{"format": 2, "tables": []}', "tables"),
    ('{"format": 99}', "format"),
    ('[1]', "top level"),
    ('{"format": 1,', "line 1"),
])
def test_bad_file_is_refused_with_a_place(text: str, where: str) -> None:
    with pytest.raises(SessionFileError, match=__import__("re").escape(where)):
        parse_session(text.encode())


def test_deep_nesting_refused_before_parsing() -> None:
    text = '{"format": 1, "sheets": {"x": ' + "[" * 100_000 + "]" * 100_000 + "}}"
    with pytest.raises(SessionFileError, match="nested deeper"):
        parse_session(text.encode())


def test_refused_file_renamed_aside_and_table_starts_clean(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    path.write_text(json.dumps({"format": 1, "people": {"Ana": {"Stress": "x"}}}))
    session, problem = load_session(path)
    assert session == TableSession()
    assert "session.json" in problem and "people['Ana']['Stress']" in problem
    kept = list(tmp_path.glob("session.json.broken-*Z"))
    assert len(kept) == 1 and not path.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_named_like_the_session_is_refused_unread(tmp_path: Path) -> None:
    """A FIFO where the session goes blocked the Table (and the app's start) for ever: it
    was read whole. Now it is refused without being read, kept aside, the Table clean."""
    path = tmp_path / "session.json"
    os.mkfifo(path)
    found: list[tuple[TableSession, str]] = []
    reader = threading.Thread(target=lambda: found.append(load_session(path)), daemon=True)
    reader.start()
    reader.join(timeout=20)
    if reader.is_alive():  # unblock the old reader, then fail
        with open(path, "wb"):
            pass
        reader.join(timeout=20)
        pytest.fail("loading the session waited on a FIFO")
    session, problem = found[0]
    assert session == TableSession()
    assert "session.json" in problem and "not a regular file" in problem
    kept = list(tmp_path.glob("session.json.broken-*Z"))
    assert len(kept) == 1 and not os.path.lexists(path)


def test_an_unreadable_session_is_told_in_words_not_errno(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    path.mkdir()  # a folder where the file goes: reading it fails
    session, problem = load_session(path)
    assert session == TableSession()
    assert "[Errno" not in problem and "session.json" in problem
