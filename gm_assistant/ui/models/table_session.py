"""The table's session on disk: the roll log and who has which resources, kept across restarts.

One small JSON file in the user's state folder, written atomically after every change. A
file that does not read back is set aside (never overwritten) and the session starts empty.
"""

from __future__ import annotations

import functools
import json
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from gm_assistant.core.library import atomic_write
from gm_assistant.ui.models.harm_book import HarmBook
from gm_assistant.ui.models.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.models.roll_log_model import LogEntry, RollLogModel

__all__ = ["TableSession", "load_session", "restore_table", "save_session", "save_table"]

_FORMAT = 1
_FIELDS = ("who", "check", "faces", "total", "outcome", "outcome_label", "colour", "notes")
MAX_SESSION_BYTES = 50_000_000
"""A session file larger than this is not one the table wrote: refused and kept aside."""
MAX_AMOUNT = 1_000_000
"""Resource amounts beyond ± this are not the table's own."""


@dataclass
class TableSession:
    """What the Table area keeps: the log, oldest first, everyone's amounts, and the
    sheets hits are marked on for people who are not in the library."""

    log: list[LogEntry] = field(default_factory=list)
    people: dict[str, dict[str, int]] = field(default_factory=dict)
    library: dict[str, str] = field(default_factory=dict)
    """Name -> library character id, for people brought from the library."""
    sheets: dict[str, Any] = field(default_factory=dict)
    """The hit sheets kept by the session (see `HarmBook.to_json`)."""


def save_session(path: Path, session: TableSession) -> None:
    """Write `session` to `path` atomically (OSError when the folder is not writable).

    The file is written after every roll, so each log line is turned into JSON once and
    remembered: a save costs the same after a thousand rolls as after one.
    """
    rest = {"people": session.people, "library": session.library, "sheets": session.sheets}
    text = (f'{{"format": {_FORMAT}, "log": ['
            + ", ".join(_entry_json(entry) for entry in session.log)
            + "], " + json.dumps(rest, ensure_ascii=False)[1:])
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text.encode("utf-8"), backup=False)


@functools.lru_cache(maxsize=100_000)
def _entry_json(entry: LogEntry) -> str:
    data = {"time": entry.time.isoformat(timespec="seconds"),
            **{name: getattr(entry, name) for name in _FIELDS}}
    return json.dumps(data, ensure_ascii=False)


def _text(value: object) -> str:
    """A string the session can write back: a lone surrogate (from a JSON escape) would
    make every later save fail, so it is refused when the file is read."""
    text = str(value)
    text.encode("utf-8")  # UnicodeEncodeError for a lone surrogate
    return text


def _entry(raw: dict[str, Any]) -> LogEntry:
    if not isinstance(raw, dict):
        raise ValueError("a log line is not a mapping")
    return LogEntry(datetime.fromisoformat(_text(raw["time"])),
                    *(_text(raw.get(name, "")) for name in _FIELDS))


def _amount(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) \
            or not -MAX_AMOUNT <= value <= MAX_AMOUNT:
        raise ValueError(f"an amount is not a whole number within ±{MAX_AMOUNT:,}: "
                         f"{str(value)[:40]}")
    return value


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a session holds")


def load_session(path: Path) -> tuple[TableSession, str]:
    """The session in `path` (empty when there is none) and a problem to show ("" if none).

    A file that cannot be read is renamed to `<name>.broken-<time>` so that it is kept.
    """
    if not path.exists():
        return TableSession(), ""
    try:
        if not path.is_file():
            raise ValueError("not a regular file")
        if path.stat().st_size > MAX_SESSION_BYTES:
            raise ValueError(f"larger than {MAX_SESSION_BYTES:,} bytes")
        data = json.loads(path.read_bytes().decode("utf-8"), parse_constant=_constant)
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            raise ValueError("not a table session of this version")
        log = [_entry(raw) for raw in data.get("log", [])]
        people = {_text(name): {_text(k): _amount(v) for k, v in amounts.items()}
                  for name, amounts in dict(data.get("people", {})).items()}
        library = {_text(name): _text(character_id)
                   for name, character_id in dict(data.get("library", {})).items()}
        sheets = data.get("sheets", {})
        if not isinstance(sheets, dict):
            raise ValueError("the kept sheets are not a mapping")
        json.dumps(sheets, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except RecursionError:
        return _set_aside(path, "it nests too deeply")
    except (OSError, ValueError, KeyError, TypeError, AttributeError, OverflowError) as error:
        return _set_aside(path, str(error)[:200])
    return TableSession(log, people, library, sheets), ""


def _set_aside(path: Path, reason: str) -> tuple[TableSession, str]:
    """Keep an unreadable session file as `<name>.broken-<time>` and start empty."""
    kept = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.replace(kept)
    except OSError:
        return TableSession(), f"The last session ({path}) could not be read: {reason}"
    return TableSession(), (f"The last session ({path}) could not be read ({reason}); "
                            f"it is kept as {kept.name}.")


def restore_table(path: Path, log: RollLogModel, tracker: ResourceTrackerModel,
                  book: HarmBook) -> str:
    """Fill the Table's models from the session in `path`; returns a line for the status
    ("" when there was nothing to restore)."""
    session, problem = load_session(path)
    log.extend(session.log)
    for name, amounts in session.people.items():
        tracker.set_amounts(name, amounts)
    for name, character_id in session.library.items():
        tracker.link_library(name, character_id)
    try:
        book.load_json(session.sheets)
    except ValueError as error:
        problem = problem or f"The hit sheets of the last session were not read: {error}"
    if problem:
        return problem
    if session.log or session.people:
        return (f"Session restored: {len(session.log)} roll(s), "
                f"{len(session.people)} at the table.")
    return ""


def save_table(path: Path, log: RollLogModel, tracker: ResourceTrackerModel,
               book: HarmBook) -> None:
    """Write the Table's models to `path` (OSError when it cannot be written)."""
    people = {name: dict(tracker.amounts.get(name, {})) for name in tracker.people}
    links = {n: i for n, i in tracker.library_ids.items() if n in people}
    save_session(path, TableSession(list(log.entries), people, links, book.to_json()))
