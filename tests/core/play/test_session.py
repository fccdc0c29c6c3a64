"""The Table's session file: versions 1 and 2 still load, hostile files are refused whole
with the place of the problem named."""

from __future__ import annotations

import json
import os
import threading
from datetime import datetime
from pathlib import Path

import pytest

from gm_assistant.core.play.session import (
    NO_GAME,
    UNSEATED,
    LogEntry,
    Seating,
    SessionFileError,
    TableSession,
    joined_notes,
    load_session,
    parse_session,
    save_session,
)
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

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


# --- format 3: each line's game, the app's words kept as messages ---------------------

_V2 = ('{"format": 2, "log": [{"time": "2026-11-24T20:00:00", "who": "Ana", "check": "Fight",'
       ' "faces": "3+4", "total": "7", "outcome": "hit", "outcome_label": "Hit",'
       ' "colour": "#00ff00", "notes": "suerte gastada: 1", "source": "table"},'
       ' {"time": "2026-11-24T20:01:00", "who": "Bo", "check": "Dodge", "outcome": "miss",'
       ' "ruleset": "maofa"}],'
       ' "tables": {"riskbreaker": {"people": {"Ana": {"stress": 2}}, "library": {}}},'
       ' "sheets": {}, "fights": {}}')


def test_a_version_2_file_s_lines_are_of_no_known_game_and_keep_their_words() -> None:
    """A version 2 line did not say its game: it is of no known game (not the game of
    the one table in the file, nor a key the file slipped in), its notes as written."""
    session = parse_session(_V2.encode())
    assert [line.ruleset for line in session.log] == [NO_GAME, NO_GAME]
    first = session.log[0]
    assert (first.who, first.total, first.notes, first.source) == (
        "Ana", "7", "suerte gastada: 1", "table")
    assert not isinstance(first.notes, Message)
    assert session.tables == {"riskbreaker": Seating({"Ana": {"stress": 2}})}


def test_lines_keep_their_game_and_the_app_s_messages_through_the_file(
        tmp_path: Path) -> None:
    spent = Message("RollLogModel", QT_TRANSLATE_NOOP("RollLogModel",
                                                      "{resource} spent: {amount}"),
                    resource="Luck", amount=2)
    note = joined_notes("Margin 3", spent, "typed by the GM")
    undone = Message("TableUndo", QT_TRANSLATE_NOOP("TableUndo", "Undone: {action}"),
                     action=Message("TableView", QT_TRANSLATE_NOOP(
                         "TableView", "effects of {outcome} for {who}"),
                         outcome="Hit", who="Ana"))
    lines = [LogEntry(datetime(2026, 11, 24, 20), who="Ana", notes=note, ruleset="maofa"),
             LogEntry(datetime(2026, 11, 27, 20), outcome_label=undone,
                      ruleset="lady_luck")]
    path = tmp_path / "session.json"
    save_session(path, TableSession(lines))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["format"] == 3
    assert [line["ruleset"] for line in saved["log"]] == ["maofa", "lady_luck"]
    back, problem = load_session(path)
    assert problem == "" and back.log == lines
    assert back.log[0].notes == "Margin 3; Luck spent: 2; typed by the GM"
    kept = back.log[0].notes
    assert isinstance(kept, Message) and kept.pattern == "{note}; {more}"
    more = kept.values["more"]
    assert isinstance(more, Message) and isinstance(more.values["note"], Message)
    assert more.values["note"].pattern == "{resource} spent: {amount}"
    assert more.values["note"].values == {"resource": "Luck", "amount": 2}
    assert not isinstance(more.values["more"], Message)  # typed: kept as typed
    label = back.log[1].outcome_label
    assert isinstance(label, Message) and isinstance(label.values["action"], Message)
    assert label == "Undone: effects of Hit for Ana"


def test_a_plain_text_and_a_message_of_the_same_words_save_apart(tmp_path: Path) -> None:
    """A message equals its English text: the save must not take one's JSON for the
    other's."""
    said = Message("TableUndo", QT_TRANSLATE_NOOP("TableUndo", "Undone"))
    typed = LogEntry(datetime(2026, 11, 24, 20), check="Undone", ruleset="maofa")
    made = LogEntry(datetime(2026, 11, 24, 20), check=said, ruleset="maofa")
    path = tmp_path / "session.json"
    save_session(path, TableSession([typed, made]))
    back, _ = load_session(path)
    assert not isinstance(back.log[0].check, Message)
    assert isinstance(back.log[1].check, Message)


def _v3(line: str) -> bytes:
    return ('{"format": 3, "log": [{"time": "2026-11-24T20:00:00", ' + line + '}]}').encode()


@pytest.mark.parametrize(("line", "where"), [
    ('"ruleset": 7', "log[0].ruleset"),
    ('"ruleset": {"context": "C", "pattern": "x", "values": {}}', "log[0].ruleset"),
    ('"notes": 3', "log[0].notes"),
    ('"notes": ["a"]', "log[0].notes"),
    ('"notes": {"context": "C", "pattern": "x"}', "log[0].notes"),
    ('"notes": {"context": 1, "pattern": "x", "values": {}}', "log[0].notes.context"),
    ('"notes": {"context": "C", "pattern": null, "values": {}}', "log[0].notes.pattern"),
    ('"notes": {"context": "C", "pattern": "x", "values": []}', "log[0].notes.values"),
    ('"notes": {"context": "C", "pattern": "{a}", "values": {"a": true}}',
     "log[0].notes.values['a']"),
    ('"notes": {"context": "C", "pattern": "{a}", "values": {"a": [1]}}',
     "log[0].notes.values['a']"),
    ('"who": {"context": "C", "pattern": "{a}", "values": {}}', "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a.__class__}", "values": {"a": "x"}}',
     "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a[0]}", "values": {"a": "x"}}',
     "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a!r}", "values": {"a": "x"}}',
     "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{0}", "values": {"0": "x"}}', "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a", "values": {"a": "x"}}', "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a:{a}}", "values": {"a": "x"}}',
     "log[0].who.pattern"),
    ('"who": {"context": "C", "pattern": "{a:d}", "values": {"a": "x"}}',
     "log[0].who.pattern"),
    ('"notes": {"context": "C", "pattern": "{a}", "values": {"a": {"context": "C", '
     '"pattern": "{b.real}", "values": {"b": 1}}}}', "log[0].notes.values['a'].pattern"),
])
def test_a_hostile_line_is_refused_with_its_place(line: str, where: str) -> None:
    with pytest.raises(SessionFileError) as refused:
        parse_session(_v3(line))
    assert where in str(refused.value)


def test_a_line_with_many_notes_reads_back(tmp_path: Path) -> None:
    """Notes are joined by halves: two hundred of them nest about eight deep, so the file
    stays within the nesting it accepts (one after another, they nested 200 deep)."""
    parts = [Message("TableView", QT_TRANSLATE_NOOP(
        "TableView", "helper {number}'s own outcome, theirs to apply: {outcome}"),
        number=number, outcome="Hit") for number in range(200)]
    line = LogEntry(datetime(2026, 11, 24, 20), notes=joined_notes(*parts), ruleset="maofa")
    assert line.notes == "; ".join(parts)
    path = tmp_path / "session.json"
    save_session(path, TableSession([line]))
    back, problem = load_session(path)
    assert problem == "" and back.log == [line]


def test_a_message_s_other_values_are_saved_as_the_text_they_read_as(
        tmp_path: Path) -> None:
    """An error's message may hold a path or a fraction: the save writes it as the text the
    message showed (it never raises), and the line reads back the same."""
    from fractions import Fraction

    said = Message("HarmBook", QT_TRANSLATE_NOOP("HarmBook", "{who}'s sheet not saved: {error}"),
                   who=Path("/tmp/ana.yaml"), error=Fraction(1, 3))
    flag = Message("TableView", QT_TRANSLATE_NOOP("TableView", "invoked after the roll: {count}"),
                   count=True)
    line = LogEntry(datetime(2026, 11, 24, 20), notes=joined_notes(said, flag),
                    ruleset="maofa")
    path = tmp_path / "session.json"
    save_session(path, TableSession([line]))
    back, problem = load_session(path)
    assert problem == "" and back.log[0].notes == line.notes
    assert back.log[0].notes == "/tmp/ana.yaml's sheet not saved: 1/3; invoked after the roll: True"
