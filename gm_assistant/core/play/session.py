"""The Table's session: its roll log records and who holds which amounts, and its file.

The session file is one small JSON file in the user's state folder, written after every
change. It may be hostile: before parsing, its size and nesting depth are bounded; after
parsing every value is checked (finite, in range, of the right type) and a bad file is
refused whole with its name and the place of the first problem. A refused file is renamed
to `<name>.broken-<UTC time>` (never overwritten) and the Table starts clean.

Versions: the current format is `FORMAT`; older versions are brought up to date by the
functions registered in `MIGRATIONS` (version -> function returning the next version's data).
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable
from dataclasses import KW_ONLY, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any

from gm_assistant.core.library import atomic_write
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.core.user_files import keep_aside, read_user_file

__all__ = [
    "FORMAT",
    "LOG_COLUMNS",
    "MAX_AMOUNT",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MIGRATIONS",
    "SESSION_FILE",
    "TABLE_DICE",
    "UNSEATED",
    "LogEntry",
    "Seating",
    "SessionFileError",
    "TableSession",
    "load_session",
    "parse_session",
    "save_session",
]

TABLE_DICE = "table"
"""`LogEntry.source` of a line for physical dice looked up."""

SESSION_FILE = "table-session.json"
"""The Table's session (roll log, seats, hit sheets), in the user's state folder."""

FORMAT = 2
"""The version written today (2: who sits at the table, for each ruleset)."""
MAX_FILE_BYTES = 64 * 1024 * 1024
"""A session file larger than this is refused before it is read into memory."""
MAX_DEPTH = 64
"""Deepest nesting of JSON arrays/objects accepted (the real format needs about 6)."""
MAX_AMOUNT = 1_000_000
"""Largest magnitude of a tracked amount."""

UNSEATED = ""
"""The table of people from a version 1 file, which did not say for which ruleset: the
Table seats them at the first ruleset it shows."""


def _seated_by_ruleset(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: one table of people for every ruleset becomes one per ruleset; the
    old one is kept under `UNSEATED`."""
    data = dict(data)
    people, library = data.pop("people", {}), data.pop("library", {})
    data["tables"] = ({UNSEATED: {"people": people, "library": library}}
                      if people or library else {})
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _seated_by_ruleset}
"""version -> function turning that version's data into the next version's."""

@dataclass(frozen=True)
class LogEntry:
    """One line of the roll log: a roll made by the app or a physical roll looked up.
    Its columns are `LOG_COLUMNS`; every field but `time` is text, saved by name, and
    given by name (a new field cannot shift the others)."""

    time: datetime
    _: KW_ONLY
    who: str = ""
    check: str = ""
    faces: str = ""
    dice: str = ""
    """The dice's total, when the check's total (`total`) adds more to them."""
    total: str = ""
    outcome: str = ""
    """The outcome's key (the CSV's last column; undo lines use `undone`/`redone`)."""
    outcome_label: str = ""
    colour: str = ""
    notes: str = ""
    source: str = ""
    """Where the dice were rolled: `TABLE_DICE` for physical dice looked up, "" for a roll
    the app made. Kept as what it is (not as words): the log says it in the language
    shown when it is read."""

    def cells(self) -> tuple[str, ...]:
        """The texts shown in the log's columns, in order."""
        return tuple(self.time.strftime("%H:%M:%S") if name == "time" else getattr(self, name)
                     for name, _ in LOG_COLUMNS)


LOG_COLUMNS: tuple[tuple[str, str], ...] = (
    ("time", QT_TRANSLATE_NOOP("RollLogModel", "Time")),
    ("who", QT_TRANSLATE_NOOP("RollLogModel", "Who")),
    ("check", QT_TRANSLATE_NOOP("RollLogModel", "Check")),
    ("faces", QT_TRANSLATE_NOOP("RollLogModel", "Faces")),
    ("dice", QT_TRANSLATE_NOOP("RollLogModel", "Dice")),
    ("total", QT_TRANSLATE_NOOP("RollLogModel", "Total")),
    ("outcome_label", QT_TRANSLATE_NOOP("RollLogModel", "Outcome")),
    ("notes", QT_TRANSLATE_NOOP("RollLogModel", "Notes")),
)
"""The roll log's columns: the `LogEntry` field each shows and its title (translated
where shown). A new column is a field of `LogEntry` and a line here."""

_FIELDS = tuple(f.name for f in fields(LogEntry) if f.name != "time")
"""The fields a log line saves beside its time (every one, by name)."""


@dataclass
class Seating:
    """Who sits at one ruleset's table: their amounts, and the library characters they
    are (name -> library character id, for people brought from the library)."""

    people: dict[str, dict[str, int]] = field(default_factory=dict)
    library: dict[str, str] = field(default_factory=dict)


@dataclass
class TableSession:
    """What the Table area keeps: the log, oldest first, who sits at each ruleset's table
    with their amounts, and the sheets hits are marked on for people who are not in the
    library."""

    log: list[LogEntry] = field(default_factory=list)
    tables: dict[str, Seating] = field(default_factory=dict)
    """Ruleset id -> who sits at its table (`UNSEATED`: from a version 1 file)."""
    sheets: dict[str, Any] = field(default_factory=dict)
    """The hit sheets kept by the session (checked by the harm book that reads them)."""
    fights: Any = field(default_factory=dict)
    """Ruleset id -> the fight seated at its table and the GM's choices for a forecast
    from here, as plain data: checked entry by entry by `core.conflict.seated`, which
    reads them (a bad entry is refused there, the rest of the session loads)."""


class SessionFileError(ValueError):
    """A session file refused whole; the message names the place of the problem."""


def save_session(path: Path, session: TableSession) -> None:
    """Write `session` to `path` atomically (OSError when the folder is not writable).

    Text is written as ASCII JSON (non-ASCII escaped), so a lone surrogate in a log line
    cannot make the save raise, and reads back unchanged. Each log line is turned into
    JSON once and remembered: a save costs the same after a thousand rolls as after one.
    """
    tables = {ruleset: {"people": seats.people, "library": seats.library}
              for ruleset, seats in session.tables.items() if seats.people}
    rest = {"tables": tables, "sheets": session.sheets}
    # The seated fights one value a line: a message about one of them names a line.
    text = (f'{{"format": {FORMAT}, "log": ['
            + ", ".join(_entry_json(entry) for entry in session.log)
            + "], " + json.dumps(rest)[1:-1]
            + ', "fights": ' + json.dumps(session.fights, indent=1) + "}")
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text.encode("ascii"), backup=False)


@functools.lru_cache(maxsize=100_000)
def _entry_json(entry: LogEntry) -> str:
    data = {"time": entry.time.isoformat(timespec="seconds"),
            **{name: getattr(entry, name) for name in _FIELDS}}
    return json.dumps(data)


def load_session(path: Path) -> tuple[TableSession, str]:
    """The session in `path` (empty when there is none) and a problem to show ("" if none).

    A file that is refused is renamed to `<name>.broken-<UTC time>` so that it is kept.
    """
    if not os.path.lexists(path):
        return TableSession(), ""
    try:
        # A FIFO or device is refused without being read (reading one waits for ever).
        session = parse_session(read_user_file(path, MAX_FILE_BYTES))
    except OSError as error:
        return _kept_aside(path, error.strerror or str(error))
    except SessionFileError as error:
        return _kept_aside(path, str(error))
    return session, ""


def _kept_aside(path: Path, reason: str) -> tuple[TableSession, str]:
    """An empty session and the message for a refused file, kept aside when it can be."""
    try:
        kept = keep_aside(path)
    except OSError:
        return TableSession(), Message("TableSession", QT_TRANSLATE_NOOP(
            "TableSession", "The last session {path} could not be read: {reason}"),
            path=str(path), reason=reason)
    return TableSession(), Message("TableSession", QT_TRANSLATE_NOOP(
        "TableSession", "The last session {path} could not be read: {reason}; it is kept "
        "as {kept}."), path=str(path), reason=reason, kept=kept.name)


def parse_session(raw: bytes) -> TableSession:
    """The session in the bytes of a session file; SessionFileError (located) if bad."""
    if len(raw) > MAX_FILE_BYTES:
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "larger than {amount} MB"), amount=MAX_FILE_BYTES // (1024 * 1024)))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "byte {start}: not UTF-8 text"), start=error.start)) from None
    _check_depth(text)
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "line {lineno}, column {colno}: {msg}"),
            lineno=error.lineno, colno=error.colno, msg=error.msg)) \
            from None
    if not isinstance(data, dict):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "top level: not a JSON object")))
    version = data.get("format")
    if type(version) is not int or not 1 <= version <= FORMAT:
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "format: {version} is not a table session version this app reads (1 "
            "to {format})"), version=f"{version!r}", format=FORMAT))
    while version < FORMAT:
        data = MIGRATIONS[version](data)
        version += 1
    return TableSession(_log(data.get("log", [])), _tables(data.get("tables", {})),
                        _mapping(data.get("sheets", {}), "sheets"), data.get("fights", {}))


def _refuse_constant(name: str) -> float:
    raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
        "PlayProblem", "{name}: not a finite number"), name=name))


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{text}: not a finite number"), text=f"{text:.40}"))
    return value


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH before the parser recurses into it."""
    depth, in_string, escaped, line = 0, False, False, 1
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "line {line}: nested deeper than {max_depth}"),
                    line=line, max_depth=MAX_DEPTH))
        elif char in "]}":
            depth -= 1
        if char == "\n":
            line += 1


def _mapping(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{where}: not a mapping"), where=where))
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{where}: {value} is not text"), where=where, value=f"{value!r:.40}"))
    return value


def _log(raw: Any) -> list[LogEntry]:
    if not isinstance(raw, list):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "log: not a list")))
    entries = []
    for number, line in enumerate(raw):
        where = f"log[{number}]"
        line = _mapping(line, where)
        stamp = _text(line.get("time"), f"{where}.time")
        try:
            moment = datetime.fromisoformat(stamp)
        except ValueError:
            raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{where}.time: {stamp} is not a time"),
                where=where, stamp=f"{stamp!r:.40}")) from None
        entries.append(LogEntry(moment, **{name: _text(line.get(name, ""), f"{where}.{name}")
                                           for name in _FIELDS}))
    return entries


def _tables(raw: Any) -> dict[str, Seating]:
    tables: dict[str, Seating] = {}
    for ruleset, seats in _mapping(raw, "tables").items():
        where = f"tables[{ruleset!r:.40}]"
        seats = _mapping(seats, where)
        # A version 1 file's people are named where that file had them.
        people, library = (("people", "library") if ruleset == UNSEATED else
                           (f"{where}['people']", f"{where}['library']"))
        tables[ruleset] = Seating(_people(seats.get("people", {}), people),
                                  _library(seats.get("library", {}), library))
    return tables


def _people(raw: Any, place: str) -> dict[str, dict[str, int]]:
    people: dict[str, dict[str, int]] = {}
    for name, amounts in _mapping(raw, place).items():
        where = f"{place}[{name!r:.40}]"
        people[name] = {}
        for resource, amount in _mapping(amounts, where).items():
            if type(amount) is not int or abs(amount) > MAX_AMOUNT:
                raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "{where}[{resource}]: {amount} is not a whole number within "
                    "±{max_amount}"),
                    where=where, resource=f"{resource!r:.40}", amount=f"{amount!r:.40}",
                    max_amount=MAX_AMOUNT))
            people[name][resource] = amount
    return people


def _library(raw: Any, place: str) -> dict[str, str]:
    return {name: _text(character_id, f"{place}[{name!r:.40}]")
            for name, character_id in _mapping(raw, place).items()}
