"""Forecast from here: the rest of a fight in play, from where the Table stands now.

The GM seats an encounter at the Table, plays some rounds (hits marked on sheets, luck
and fate points spent, fighters taken out), and asks who wins from here. The answer is
the encounter's own forecast (the same combatants, policies and engine), started from the
Table's state instead of the sheets as they were:
- harm: the slots marked now on each seat's hit sheet (stress boxes, consequences, the
  Kill Damage track), matched to the combatant's slots by field and box;
- pools: each pool that is a resource the Table tracks (luck, fate points, injuries,
  fatigue) takes the seat's amount now, within the pool's bounds; the others (the
  Risk a Riskbreaker fighter last took, Skill Damage) start as at the fight's start;
- out: who the Table marked out stays out, and so does anyone no longer seated (the GM
  took them off the table); a fighter whose counted harm is already past its limit
  (Lady Luck's injuries, tracked as an amount) starts out as the limit's reading says;
- Riskbreaker's Advantage: each side's as the GM gives it (the Table does not track it);
- joining: anyone seated by hand (not one of the encounter's fighters) whom the GM puts
  on a side joins the fight as their sheet at the Table makes them (`joining`), with the
  conflict's stats and pools read from it as for an encounter's line.
A new round starts from there: its turn order is worked out as at the fight's start (a
rolled initiative is rolled again), which `FROM_HERE_NOTE` says where the answer is shown.
No Qt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gm_assistant.core.conflict.combatant import SIDES, Combatant, combatant_of
from gm_assistant.core.conflict.encounter import Encounter, resolve_encounter
from gm_assistant.core.errors import InputError
from gm_assistant.core.library import Library
from gm_assistant.core.play.harm import harm_slots
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.session import MAX_FILE_BYTES, SessionFileError, parse_session
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.rules.yaml_source import SourceDocument
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.core.user_files import read_user_file

__all__ = ["FROM_HERE_NOTE", "SeatNow", "SeatedFight", "TableNow", "combatants_now",
           "fighter_names", "joining", "session_table", "table_now"]

FROM_HERE_NOTE = QT_TRANSLATE_NOOP(
    "Forecast", "from the Table's state now: harm marked on the sheets, pools as tracked, "
    "who is out (anyone no longer seated counts as out); the next round's turn order is "
    "worked out as at the fight's start")


@dataclass(frozen=True)
class SeatedFight:
    """The encounter whose fighters the Table seated, and where its characters are
    looked up: what a forecast from here plays on."""

    encounter: Encounter
    folders: tuple[Path, ...]


@dataclass(frozen=True)
class SeatNow:
    """One seat as the Table holds it now."""

    amounts: Mapping[str, int] = field(default_factory=dict)
    """Its tracked amounts, by resource (luck, fate points, injuries...)."""
    marked: frozenset[tuple[str, int | None]] | None = None
    """The harm slots marked on its hit sheet now, as (field, box); None when the Table
    has no sheet for it (no hit taken yet): the slots stay as the encounter had them."""
    out: bool = False
    """Taken out at the Table."""
    sheet: Character | None = None
    """Its hit sheet at the Table (library file or the session's), None when it has none:
    what someone seated by hand joins the fight as (`joining`)."""


@dataclass(frozen=True)
class TableNow:
    """Where a fight stands at the Table: each seat by the name it sits under, and each
    side's Advantage (party, opposition) where the conflict keeps some."""

    seats: Mapping[str, SeatNow]
    advantage: tuple[int, int] = (0, 0)
    sides: Mapping[str, str] = field(default_factory=dict)
    """Name -> side ("party" or "opposition") of those seated by hand whom the GM puts in
    the fight (`joining`); the encounter's own fighters keep their side."""


def combatants_now(conflict: Conflict, combatants: Sequence[Combatant],
                   now: TableNow) -> list[Combatant]:
    """The encounter's combatants as they stand at the Table now (see the module's
    docstring); a combatant no longer seated under its name (the GM took it off the
    table) counts as out."""
    found = []
    for combatant in combatants:
        seat = now.seats.get(combatant.name, SeatNow(out=True))
        pools = dict(combatant.pools)
        for name, pool in conflict.pools.items():
            if pool.resource is not None and pool.resource in seat.amounts:
                pools[name] = max(0, min(pool.max, int(seat.amounts[pool.resource])))
        slots = combatant.slots
        if seat.marked is not None:
            slots = tuple(dataclasses.replace(s, marked=(s.field, s.box) in seat.marked)
                          for s in slots)
        # One whose state the Table changed is no longer interchangeable with the others
        # of its kind: the forecast then never moves it behind them when it is out, and
        # reports it under its own name.
        changed = seat.out or pools != combatant.pools or slots != combatant.slots
        kind = f"{combatant.kind}/{combatant.name}" if changed else combatant.kind
        found.append(dataclasses.replace(combatant, pools=pools, slots=slots, out=seat.out,
                                         kind=kind))
    return found


def fighter_names(ruleset: Ruleset, seated: SeatedFight) -> list[str]:
    """The names the seated encounter's fighters sit under (as the Encounters area seats
    them); EncounterError as for its forecast."""
    document = SourceDocument(file=f"encounter '{seated.encounter.name}'",
                              data=seated.encounter.model_dump(mode="json"))
    _, combatants = resolve_encounter(ruleset, seated.encounter, document,
                                      list(seated.folders))
    return [c.name for c in combatants]


def joining(ruleset: Ruleset, conflict: Conflict, combatants: Sequence[Combatant],
            now: TableNow) -> list[Combatant]:
    """The combatants of those seated by hand whom `now.sides` puts in the fight (in the
    order seated), made from their sheet at the Table as an encounter's line is made
    from its sheet; the encounter's own fighters (`combatants`) are left out, they keep
    their side. InputError naming anyone who has no sheet there, or an unknown side."""
    own = {c.name for c in combatants}
    found = []
    for name, seat in now.seats.items():
        side = now.sides.get(name)
        if side is None or name in own:
            continue
        if side not in SIDES:
            raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "{name}: '{side}' is not a side"), name=name, side=side), SIDES)
        if seat.sheet is None:
            raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "{name} has no sheet at the Table to join the fight with: "
                "link them to a library character, or mark a hit on them"), name=name))
        found.append(combatant_of(ruleset, conflict, seat.sheet, side, name=name,
                                  kind=f"joining/{name}"))
    return found


def table_now(ruleset: Ruleset, play: PlayTable,
              advantage: tuple[int, int] = (0, 0),
              sides: Mapping[str, str] | None = None) -> TableNow:
    """The shown table's seats as they stand: amounts tracked, harm marked on each one's
    hit sheet (their library file or the session's sheet), who is out; `sides`: those
    seated by hand whom the GM puts in the fight (see `TableNow.sides`). Raises
    GMAssistantError/OSError when a library character's file cannot be read."""
    seats: dict[str, SeatNow] = {}
    book = play.book
    for name in play.people:
        marked: frozenset[tuple[str, int | None]] | None = None
        out = False
        sheet: Character | None = None
        if book is not None:
            target = book.target(ruleset, name, play.links)
            if target is not None:
                sheet = target.state.character
                if ruleset.harm is not None:
                    marked = frozenset((s.field, s.box)
                                       for s in harm_slots(ruleset, target.state) if s.marked)
            out = book.is_out(ruleset, name)
        seats[name] = SeatNow(dict(play.amounts.get(name, {})), marked, out, sheet)
    return TableNow(seats, advantage, dict(sides or {}))


def session_table(ruleset: Ruleset, path: Path, library: Library) -> PlayTable:
    """`ruleset`'s table as the session file in `path` left it (its seats, amounts,
    library links, hit sheets, who is out and its seated fights as read), read without
    changing the file (a bad one
    is not kept aside, unlike the Table's own start). SessionFileError, located, for a
    file that cannot be read or used."""
    try:
        session = parse_session(read_user_file(path, MAX_FILE_BYTES))
    except OSError as error:
        raise SessionFileError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{path}: {value}"),
            path=path, value=error.strerror or error)) from None
    except SessionFileError as error:
        raise SessionFileError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{path}: {error}"), path=path, error=message_of(error))) from None
    play = PlayTable(HarmBook(lambda: library))
    play.load_tables(session.tables)
    play.fights = session.fights  # as read: `seated.kept_choices` checks an entry
    assert play.book is not None
    try:
        play.book.load_json(session.sheets)
    except ValueError as error:
        raise SessionFileError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{path}: the hit sheets: {error}"),
            path=path, error=message_of(error))) from None
    play.show(ruleset.id)
    return play
