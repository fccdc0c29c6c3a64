"""The Table's state without Qt (`core/play/table.PlayTable`): each ruleset seats its own
people, observers hear of every change, undo snapshots put a table back, and the session
file round-trips."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from gm_assistant.core.play.session import NO_GAME, UNSEATED, LogEntry, Seating
from gm_assistant.core.play.table import Change, PlayTable


def _entry(who: str) -> LogEntry:
    return LogEntry(datetime(2026, 11, 25, 18, 0, 0), who=who, check="Skill test",
                    faces="3 4", total="7", outcome="success", outcome_label="Success",
                    colour="#00aa00")


def test_each_ruleset_seats_its_own_people_and_observers_hear_of_it() -> None:
    table = PlayTable()
    heard: list[Change] = []
    stop = table.observe(heard.append)
    table.show("maofa")
    assert table.seat({"Margot": {"luck": 5}, "Rat": {}}) == ["Margot", "Rat"]
    assert table.people == ["Margot", "Rat"] and table.value("Margot", "luck") == 5
    assert Change("people", ("Margot", "Rat")) in heard
    table.show("adom")
    assert table.people == []
    table.seat({"Voltaire": {"fate_points": 3}}, {"Voltaire": "voltaire"})
    assert table.links == {"Voltaire": "voltaire"}
    table.show("maofa")
    assert table.people == ["Margot", "Rat"]
    heard.clear()
    assert table.set_amount("Margot", "luck", 2) == 5
    assert heard == [Change("amounts", ("Margot",))]
    assert table.rename("Rat", "  Big rat ") and table.people == ["Margot", "Big rat"]
    assert not table.rename("Big rat", "Margot")  # taken
    assert not table.rename("Big rat", "  ")  # empty
    assert table.leave("Margot") and table.people == ["Big rat"]
    stop()
    heard.clear()
    table.seat({"Someone": {}})
    assert heard == []
    assert set(table.tables()) == {"maofa", "adom"}


def test_people_of_an_old_session_sit_at_the_first_ruleset_shown() -> None:
    table = PlayTable()
    table.load_tables({UNSEATED: Seating({"Old": {"luck": 1}}, {"Old": "old-id"})})
    table.show("lady_luck")
    assert table.people == ["Old"] and table.links == {"Old": "old-id"}
    table.show("maofa")
    assert table.people == []


def test_a_snapshot_puts_the_table_back_shown_or_not() -> None:
    table = PlayTable()
    table.show("maofa")
    table.seat({"Margot": {"luck": 5}})
    before = table.snapshot()
    table.set_amount("Margot", "luck", 0)
    table.seat({"Rat": {"luck": 1}})
    table.restore(before)
    assert table.people == ["Margot"] and table.value("Margot", "luck") == 5
    # A step of another ruleset's table goes back there, not to the one shown.
    table.show("adom")
    table.restore(before)
    assert table.people == []
    table.show("maofa")
    assert table.people == ["Margot"]


def test_the_session_file_round_trips_and_a_bad_one_is_refused_whole(
        tmp_path: Path) -> None:
    table = PlayTable()
    table.show("maofa")
    table.seat({"Margot": {"luck": 5}}, {"Margot": "margot"})
    table.add_to_log(_entry("Margot"), _entry("Rat"))
    path = tmp_path / "table-session.json"
    table.save(path)
    again = PlayTable()
    again.show("maofa")
    assert again.load(path) == ""
    assert again.people == ["Margot"] and again.links == {"Margot": "margot"}
    assert [e.who for e in again.log] == ["Margot", "Rat"]
    path.write_text('{"format": 2, "log": [{"time": "never"}]}', encoding="utf-8")
    third = PlayTable()
    problem = third.load(path)
    assert "log[0].time" in problem and "kept as" in problem
    assert third.log == [] and third.tables() == {}


def test_the_harm_book_rides_with_the_table_in_undo_and_in_the_file(tmp_path: Path) -> None:
    from gm_assistant.core.library import Library
    from gm_assistant.core.paths import resources_dir
    from gm_assistant.core.play.harm_book import HarmBook
    from gm_assistant.core.rules import load_ruleset

    ruleset = load_ruleset(resources_dir().parent / "rulesets" / "adom.yaml")
    library = Library(tmp_path / "library")
    table = PlayTable(HarmBook(lambda: library))
    table.show("adom")
    before = table.snapshot()
    assert table.book is not None
    assert table.book.target(ruleset, "Thug", {}, "mook", make=True) is not None
    table.book.set_out(ruleset, "Thug")
    made = table.snapshot()
    table.restore(before)
    assert not table.book.is_out(ruleset, "Thug") and table.book.kept_names(ruleset) == []
    table.restore(made)
    assert table.book.is_out(ruleset, "Thug")
    path = tmp_path / "table-session.json"
    table.save(path)
    again = PlayTable(HarmBook(lambda: library))
    again.show("adom")
    assert again.load(path) == ""
    assert again.book is not None and again.book.is_out(ruleset, "Thug")
    assert again.book.kept_names(ruleset) == ["Thug"]


def test_each_table_shows_and_clears_its_own_game_s_lines_and_keeps_the_others(
        tmp_path: Path) -> None:
    """Tuesday's Riskbreaker lines are not Friday's Lady Luck table's: clearing one table's
    log keeps the other's, in the file too; a line of no known game (an older file) is at
    every table until cleared at one."""
    table = PlayTable()
    heard: list[Change] = []
    table.observe(heard.append)
    table.add_to_log(LogEntry(datetime(2026, 11, 24, 20), who="Old", ruleset=NO_GAME),
                     LogEntry(datetime(2026, 11, 24, 21), who="Rex", ruleset="riskbreaker"),
                     LogEntry(datetime(2026, 11, 27, 20), who="Lu", ruleset="lady_luck"),
                     LogEntry(datetime(2026, 11, 27, 21), who="Lia", ruleset="lady_luck"))
    table.show("lady_luck")
    assert [e.who for e in table.shown_log()] == ["Old", "Lu", "Lia"]
    table.show("riskbreaker")
    assert [e.who for e in table.shown_log()] == ["Old", "Rex"]
    heard.clear()
    assert table.clear_log() == 2
    assert heard == [Change("log")]
    assert table.shown_log() == []
    assert [e.who for e in table.log] == ["Lu", "Lia"]
    heard.clear()
    assert table.clear_log() == 0 and heard == []  # nothing here: nothing to hear
    path = tmp_path / "table-session.json"
    table.save(path)
    again = PlayTable()
    again.show("lady_luck")
    assert again.load(path) == ""
    assert [(e.who, e.ruleset) for e in again.shown_log()] == [
        ("Lu", "lady_luck"), ("Lia", "lady_luck")]
