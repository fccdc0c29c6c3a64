"""The Table's session: its roll log records and who holds which amounts, and its file.

The session file is one small JSON file in the user's state folder, written after every
change. It may be hostile: before parsing, its size and nesting depth are bounded; after
parsing every value is checked (finite, in range, of the right type) and a bad file is
refused whole with its name and the place of the first problem. A refused file is renamed
to `<name>.broken-<UTC time>` (never overwritten) and the Table starts clean.

Versions: the current format is `FORMAT`; older versions are brought up to date by the
functions registered in `MIGRATIONS` (version -> function returning the next version's data).

A log line says at which ruleset's table it was rolled (`LogEntry.ruleset`): the Table shows,
exports and clears one game's lines, and keeps the others' in the file. The texts the app
writes in a line (its notes, an undo line's words) are kept as what they are, a `Message`
(marked pattern, context, values), saved as such and worded in the language shown when the
line is read; a text typed by the GM, or written by an older version, is kept as it is.
"""

from __future__ import annotations

import json
import math
import os
import string
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
    "NO_GAME",
    "SAID_FIELDS",
    "SESSION_FILE",
    "TABLE_DICE",
    "UNSEATED",
    "LogEntry",
    "Seating",
    "SessionFileError",
    "TableSession",
    "joined_notes",
    "load_session",
    "parse_session",
    "save_session",
]

TABLE_DICE = "table"
"""`LogEntry.source` of a line for physical dice looked up."""

SESSION_FILE = "table-session.json"
"""The Table's session (roll log, seats, hit sheets), in the user's state folder."""

FORMAT = 3
"""The version written today (2: who sits at the table, for each ruleset; 3: each log line
says at which ruleset's table it was rolled, and the app's texts in it are messages)."""
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


NO_GAME = ""
"""`LogEntry.ruleset` of a line from a version 1 or 2 file, which did not say at which
ruleset's table it was rolled."""


def _lines_of_no_known_game(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: every log line gets `NO_GAME` as its ruleset; its texts stay as
    written (in the language of that day: what they said cannot be known again).

    Why not the game of some table in the file, or the first ruleset shown: an evening's
    log often held two games' rolls, and the file does not say which line is whose. A
    guess would file Tuesday's Riskbreaker rolls under Friday's Lady Luck for good; a line
    of no known game is shown at every ruleset's table instead (as all lines were before),
    until the GM clears it there, and nothing of it is lost or misfiled."""
    data = dict(data)
    log = data.get("log", [])
    if isinstance(log, list):  # anything else is refused, located, by the parser
        data["log"] = [{**line, "ruleset": NO_GAME} if isinstance(line, dict) else line
                       for line in log]
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _seated_by_ruleset, 2: _lines_of_no_known_game}
"""version -> function turning that version's data into the next version's."""

@dataclass(frozen=True)
class LogEntry:
    """One line of the roll log: a roll made by the app or a physical roll looked up.
    Its columns are `LOG_COLUMNS`; every field but `time` is text, saved by name, and
    given by name (a new field cannot shift the others). A shown text the app made (a
    note, an undo line's words) is a `Message`, worded in the language shown when read
    (`SAID_FIELDS`); the keys (`outcome`, `colour`, `source`, `ruleset`) are plain text."""

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
    ruleset: str = NO_GAME
    """The id of the ruleset at whose table the line was rolled (`NO_GAME`: from an older
    file, shown at every table)."""

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
SAID_FIELDS = frozenset({"who", "check", "faces", "dice", "total", "outcome_label", "notes"})
"""The fields whose text may be a `Message` (saved as its pattern, context and values)."""


def joined_notes(*notes: str) -> str:
    """Notes on one line, `; ` between them (empty ones left out): a `Message` when there
    are several, so that each part made by the app is still worded when shown. Halves
    are joined, not one note after another: the nesting grows as the logarithm of the
    count, far below the file's `MAX_DEPTH` however many notes a line has."""
    kept = [note for note in notes if note]
    if len(kept) <= 1:
        return kept[0] if kept else ""
    half = len(kept) // 2
    return Message("RollLogModel", QT_TRANSLATE_NOOP("RollLogModel", "{note}; {more}"),
                   note=joined_notes(*kept[:half]), more=joined_notes(*kept[half:]))


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


_JSON: dict[int, tuple[LogEntry, str]] = {}
"""id of a log line -> the line (kept alive, so that its id is not reused) and its JSON.
Not a cache keyed by the line's value: a `Message` equals its English text, so a plain
text and a message of the same words would share one JSON."""
_JSON_KEPT = 100_000


def _entry_json(entry: LogEntry) -> str:
    kept = _JSON.get(id(entry))
    if kept is not None and kept[0] is entry:
        return kept[1]
    data = {"time": entry.time.isoformat(timespec="seconds"),
            **{name: _said_json(getattr(entry, name)) for name in _FIELDS}}
    text = json.dumps(data)
    if len(_JSON) >= _JSON_KEPT:
        _JSON.clear()
    _JSON[id(entry)] = (entry, text)
    return text


def _said_json(text: str) -> Any:
    """A text as saved: a `Message` as its context, pattern and values (theirs too)."""
    if not isinstance(text, Message):
        return text
    return {"context": text.context, "pattern": text.pattern,
            "values": {name: _value_json(value) for name, value in text.values.items()}}


def _value_json(value: Any) -> Any:
    """A message's value as saved: text (or a message) as such, a whole or finite number
    as a number; anything else (a path, a fraction, an error's own value) as the text it
    reads as, which is what the message showed (the file keeps only what it can read)."""
    if isinstance(value, str):
        return _said_json(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    return str(value)


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
        entries.append(LogEntry(moment, **{
            name: (_said if name in SAID_FIELDS else _text)(line.get(name, ""),
                                                             f"{where}.{name}")
            for name in _FIELDS}))
    return entries


_SAFE_SPEC = frozenset("0123456789,._+-<>^=dfegn%")
"""The characters a placeholder's format may have in a saved message's pattern ("{n:,}",
"{share:.1f}"): no conversion, no attribute or index (a pattern from a hostile file
must not read anything but its own values)."""


def _said(value: Any, where: str) -> str:
    """A shown text of a log line: plain text, or a message saved as its context, pattern
    and values (each value text, a whole or finite number, or a message likewise)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict) or set(value) != {"context", "pattern", "values"}:
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{where}: {value} is neither text nor a message (context, "
            "pattern, values)"), where=where, value=f"{value!r:.40}"))
    context = _text(value["context"], f"{where}.context")
    pattern = _text(value["pattern"], f"{where}.pattern")
    values: dict[str, Any] = {}
    for name, item in _mapping(value["values"], f"{where}.values").items():
        place = f"{where}.values[{name!r:.40}]"
        if isinstance(item, int | float) and not isinstance(item, bool):
            values[name] = item
        else:
            values[name] = _said(item, place)
    try:
        fields_named = [(name, spec, conversion) for _, name, spec, conversion
                        in string.Formatter().parse(pattern) if name is not None]
    except ValueError:
        fields_named = [("{", "", None)]
    for name, spec, conversion in fields_named:
        if not name.isidentifier() or name not in values or conversion is not None \
                or not set(spec or "") <= _SAFE_SPEC:
            raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{where}.pattern: {name} is not one of its values"),
                where=where, name=f"{{{name:.40}}}"))
    try:
        return Message.kept(context, pattern, values)
    except (ValueError, TypeError, KeyError, IndexError):
        raise SessionFileError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "{where}.pattern: {pattern} cannot be filled with its values"),
            where=where, pattern=f"{pattern!r:.40}")) from None


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
