"""The Table's state for play, without Qt: who sits at each ruleset's table with their
amounts, the library characters they are, the hit sheets, and the roll log (every game's
lines, each saying its ruleset: the shown table's are `shown_log`).

`PlayTable` owns that state; the Table area's Qt models are views of it. Every change goes
through its methods, which tell the observers (plain callables given a `Change`) after it
is made. It saves and loads itself through the session file (`session`: versioned, with
migrations, a bad file refused whole), and it takes and restores `TableSnapshot`s, the
steps the Table's undo stack moves between, hit sheets included (its `HarmBook`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.session import (
    NO_GAME,
    UNSEATED,
    LogEntry,
    Seating,
    TableSession,
    load_session,
    save_session,
)

__all__ = ["Change", "PlayTable", "TableSnapshot"]

ChangeKind = Literal["shown", "people", "amounts", "log", "sheets", "fight"]


@dataclass(frozen=True)
class Change:
    """What changed: `shown` (another ruleset's table is shown), `people` (someone sat
    down, left or was renamed: `names` those added or renamed), `amounts` (of `names`),
    `log` (lines added or cleared), `sheets` (the hit sheets kept with the session),
    `fight` (the fight seated at a table, or the GM's choices for it: `names` its ruleset)."""

    kind: ChangeKind
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableSnapshot:
    """One table at one moment, as undo puts it back."""

    table: str
    """The ruleset whose table it is (undo puts it back there, shown or not)."""
    people: tuple[str, ...]
    amounts: dict[str, dict[str, int]]
    links: dict[str, str]
    hit_sheets: dict[str, Any] | None = None
    """The harm book's sheets, who is out and the slots taken (None: no book)."""


Observer = Callable[[Change], None]


class PlayTable:
    """Who sits at each ruleset's table and the roll log (see the module's text)."""

    def __init__(self, book: HarmBook | None = None) -> None:
        self.book = book
        """The sheets hits are marked on, who is out, the slots taken this scene (the
        Table's harm; None where nothing takes hits)."""
        self.shown = UNSEATED
        """The ruleset whose table is shown; each ruleset seats its own people."""
        self._tables: dict[str, Seating] = {UNSEATED: Seating()}
        self._order: list[str] = []
        """The shown table's people in their order (a seating keeps its own by insertion)."""
        self.log: list[LogEntry] = []
        """The roll log, oldest first: every ruleset's rolls, as the file keeps them (the
        shown table's: `shown_log`)."""
        self.sheets: dict[str, Any] = {}
        """The hit sheets of the session file when there is no harm book to hold them."""
        self.fights: Any = {}
        """Ruleset id -> the fight seated at its table, as the session file keeps it
        (`core.conflict.seated` writes and reads the entries; as read from the file,
        unchecked, until its reader keeps the good ones)."""
        self._observers: list[Observer] = []

    # --- observers ------------------------------------------------------------------

    def observe(self, observer: Observer) -> Callable[[], None]:
        """Call `observer` after each change; returns a function that stops it."""
        self._observers.append(observer)
        return lambda: self._observers.remove(observer)

    def _tell(self, kind: ChangeKind, names: Iterable[str] = ()) -> None:
        change = Change(kind, tuple(names))
        for observer in list(self._observers):
            observer(change)

    # --- the shown table ------------------------------------------------------------

    @property
    def seating(self) -> Seating:
        """The shown table's seating (its people's amounts and library links)."""
        return self._tables.setdefault(self.shown, Seating())

    @property
    def people(self) -> list[str]:
        """The shown table's people, in order (a copy)."""
        return list(self._order)

    @property
    def amounts(self) -> dict[str, dict[str, int]]:
        """Name -> amounts at the shown table (the live mapping: change it through
        `set_amount` and `update`, so that observers hear of it)."""
        return self.seating.people

    @property
    def links(self) -> dict[str, str]:
        """Name -> library character id at the shown table (live; see `link`)."""
        return self.seating.library

    def show(self, table: str) -> None:
        """Show ruleset `table`'s people. People of an older session, which did not say
        at which ruleset's table they sat (`UNSEATED`), sit at the first one shown."""
        if table != UNSEATED:
            unseated = self._tables.pop(UNSEATED, None)
            seats = self._tables.setdefault(table, Seating())
            if unseated is not None:
                for name, amounts in unseated.people.items():
                    seats.people.setdefault(name, amounts)
                for name, character_id in unseated.library.items():
                    seats.library.setdefault(name, character_id)
        self.shown = table
        self._order = list(self.seating.people)
        self._tell("shown")

    def value(self, name: str, key: str) -> int:
        """A person's amount of a resource or sheet value (0 when never set)."""
        return self.amounts.get(name, {}).get(key, 0)

    def seat(self, amounts: Mapping[str, Mapping[str, int]],
             links: Mapping[str, str] | None = None) -> list[str]:
        """Seat these people (name -> amounts to set) at the shown table, or set the given
        amounts of those already seated, and link them to library characters; returns
        the names that sat down. Observers hear once."""
        seats = self.seating
        new = [name for name in dict.fromkeys(amounts) if name not in seats.people]
        for name, given in amounts.items():
            seats.people.setdefault(name, {}).update(given)
        self._order.extend(new)
        for name, character_id in (links or {}).items():
            if name in seats.people:
                seats.library[name] = character_id
        if new:
            self._tell("people", new)
        if amounts:
            self._tell("amounts", amounts)
        return new

    def leave(self, name: str) -> bool:
        """`name` leaves the shown table, with their amounts and link."""
        seats = self.seating
        if name not in seats.people:
            return False
        del seats.people[name]
        seats.library.pop(name, None)
        self._order.remove(name)
        self._tell("people")
        return True

    def rename(self, old: str, new: str) -> bool:
        """Rename someone at the shown table; refused when empty or taken."""
        new = new.strip()
        seats = self.seating
        if old not in seats.people or not new or (new != old and new in seats.people):
            return False
        if new == old:
            return True
        seats.people = {new if n == old else n: a for n, a in seats.people.items()}
        if old in seats.library:
            seats.library[new] = seats.library.pop(old)
        self._order[self._order.index(old)] = new
        self._tell("people", (new,))
        return True

    def set_amount(self, name: str, key: str, value: int) -> int:
        """Set one amount of someone seated; returns the amount before."""
        pool = self.seating.people.setdefault(name, {})
        before = pool.get(key, 0)
        pool[key] = value
        if value != before:
            self._tell("amounts", (name,))
        return before

    def update(self, amounts: Mapping[str, Mapping[str, int]]) -> None:
        """Take amounts changed elsewhere (the core's effects); new names sit down."""
        self.seat(amounts)

    def link(self, name: str, character_id: str) -> None:
        """Say that `name` is the library character `character_id`."""
        if name in self.seating.people:
            self.seating.library[name] = character_id

    # --- every table ----------------------------------------------------------------

    def tables(self) -> dict[str, Seating]:
        """Every ruleset's table with someone at it (copies), for the session file."""
        return {table: Seating({n: dict(a) for n, a in seats.people.items()},
                               dict(seats.library))
                for table, seats in self._tables.items() if seats.people}

    def load_tables(self, tables: Mapping[str, Seating]) -> None:
        """Seat a session's tables (the shown one's people join those there)."""
        for table, seats in tables.items():
            if table == self.shown:
                self.seat(seats.people, seats.library)
            else:
                self._tables[table] = Seating({n: dict(a) for n, a in seats.people.items()},
                                              dict(seats.library))

    def keep_fight(self, table: str, data: dict[str, Any] | None) -> None:
        """Keep the fight seated at ruleset `table`'s table (None: no fight there), as
        plain data for the session file."""
        if not isinstance(self.fights, dict):
            self.fights = {}
        if self.fights.get(table) == data:
            return
        if data is None:
            self.fights.pop(table, None)
        else:
            self.fights[table] = copy.deepcopy(data)
        self._tell("fight", (table,))

    # --- the log --------------------------------------------------------------------

    def at_shown_table(self, entry: LogEntry) -> bool:
        """Whether `entry` is one of the shown table's lines: rolled at it, or of no known
        game (from an older file: shown at every table until cleared)."""
        return entry.ruleset in (self.shown, NO_GAME)

    def shown_log(self) -> list[LogEntry]:
        """The shown table's lines, oldest first (see `at_shown_table`)."""
        return [entry for entry in self.log if self.at_shown_table(entry)]

    def add_to_log(self, *entries: LogEntry) -> None:
        """Add lines at the end of the roll log (each says its own ruleset)."""
        self.log.extend(entries)
        self._tell("log")

    def clear_log(self) -> int:
        """Forget the shown table's lines (the other games' stay); returns how many."""
        kept = [entry for entry in self.log if not self.at_shown_table(entry)]
        forgotten = len(self.log) - len(kept)
        if forgotten:
            self.log[:] = kept
            self._tell("log")
        return forgotten

    # --- undo steps -----------------------------------------------------------------

    def snapshot(self) -> TableSnapshot:
        """The shown table now, for undo."""
        sheets = copy.deepcopy(self.book.to_json()) if self.book is not None else None
        return TableSnapshot(self.shown, tuple(self._order), copy.deepcopy(self.amounts),
                             dict(self.links), sheets)

    def restore(self, snapshot: TableSnapshot) -> None:
        """Put a table back as `snapshot` had it, shown or not."""
        people = {n: copy.deepcopy(snapshot.amounts.get(n, {})) for n in snapshot.people}
        links = {n: i for n, i in snapshot.links.items() if n in people}
        self._tables[snapshot.table] = Seating(people, links)
        if self.book is not None and snapshot.hit_sheets is not None:
            self.book.load_json(copy.deepcopy(snapshot.hit_sheets))
            self._tell("sheets")
        if snapshot.table == self.shown:
            self._order = list(snapshot.people)
            self._tell("people")
            self._tell("amounts", snapshot.people)

    # --- the file -------------------------------------------------------------------

    def session(self) -> TableSession:
        """What the session file keeps."""
        sheets = self.book.to_json() if self.book is not None else self.sheets
        return TableSession(list(self.log), self.tables(), copy.deepcopy(sheets),
                            copy.deepcopy(self.fights))

    def save(self, path: Path) -> None:
        """Write the session to `path` atomically (OSError when it cannot be written)."""
        save_session(path, self.session())

    def load(self, path: Path) -> str:
        """Take the session in `path` (its log lines after any already here, its people at
        their tables); returns a problem to show, "" when none. A refused file is kept
        aside and nothing of it is taken. Its seated fights are taken as read (`fights`),
        for their reader to check."""
        session, problem = load_session(path)
        self.fights = session.fights
        if session.log:
            self.add_to_log(*session.log)
        self.load_tables(session.tables)
        if self.book is None:
            self.sheets = session.sheets
        else:
            try:
                self.book.load_json(session.sheets)
            except ValueError as error:  # the book takes nothing of a bad entry
                problem = problem or (f"The hit sheets of the last session were not read: "
                                      f"{error}")
        self._tell("sheets")
        return problem
