"""The table's session file is a file the app reads: a hostile one is refused whole with
its name and reason, kept aside, and the Table starts clean; content that loads can always
be saved again."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.play.session import UNSEATED, Seating, load_session, save_session

GOOD_LINE = ('{"time": "2026-11-24T20:00:00", "who": "Ann", "check": "skill_test", '
             '"faces": "9", "total": "9", "outcome": "success", "outcome_label": "Success", '
             '"colour": "#16a34a", "notes": "NOTE"}')


def _session(people: str = '{"Ann": {"luck": 3}}', note: str = "fine") -> str:
    return ('{"format": 1, "log": [' + GOOD_LINE.replace("NOTE", note) + '], "people": '
            + people + ', "library": {}, "sheets": {}}')


@pytest.mark.parametrize(("content", "reason"), [
    (_session(people='{"Ann": {"luck": Infinity}}'), "Infinity"),
    (_session(people='{"Ann": {"luck": NaN}}'), "NaN"),
    (_session(people='{"Ann": {"luck": 1e400}}'), "not a finite number"),
    (_session(people='{"Ann": {"luck": 99999999999}}'), "whole number"),
    (_session(people='{"Ann": {"luck": true}}'), "whole number"),
    ('{"format": 1, "log": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested deeper than"),
    ("\udcff".encode("utf-8", "surrogateescape").decode("latin-1"), ""),
])
def test_a_hostile_session_is_refused_whole_named_and_kept(tmp_path: Path, content: str,
                                                           reason: str) -> None:
    path = tmp_path / "table-session.json"
    path.write_bytes(content.encode("utf-8", "surrogatepass"))
    before = path.read_bytes()
    session, problem = load_session(path)
    assert not session.log and not session.tables
    assert str(path) in problem and "kept as" in problem
    assert reason in problem
    kept = list(tmp_path.glob("table-session.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    save_session(path, session)  # the clean session saves


def test_a_lone_surrogate_loads_and_saves_again(tmp_path: Path) -> None:
    """A lone surrogate (a JSON escape) in a log line made every later save raise."""
    path = tmp_path / "table-session.json"
    path.write_text(_session(note="\\ud800"), encoding="utf-8")
    session, problem = load_session(path)
    assert problem == ""
    save_session(path, session)
    again, problem = load_session(path)
    assert problem == "" and again.log == session.log


def test_a_good_session_loads_and_saves_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "table-session.json"
    path.write_text(_session(note="Ann’s lucky day ✓"), encoding="utf-8")
    session, problem = load_session(path)
    assert problem == ""
    # A version 1 file did not say for which ruleset: its people wait to be seated.
    assert session.tables == {UNSEATED: Seating({"Ann": {"luck": 3}}, {})}
    assert session.log[0].notes == "Ann’s lucky day ✓"
    save_session(path, session)
    again, problem = load_session(path)
    assert problem == "" and again.log == session.log and again.tables == session.tables


def test_a_picture_of_the_table_neither_shows_nor_writes_the_users_session(
        qtbot, shipped_rulesets) -> None:
    """`--screenshot` draws a Table in preview: the user's session stays out of the
    picture, and the picture's rolls stay out of the user's session."""
    from gm_assistant.core.paths import user_state_dir
    from gm_assistant.ui.table.table_view import SESSION_FILE, TableView

    path = user_state_dir() / SESSION_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(_session(), encoding="utf-8")
    before = path.read_bytes()
    shown = TableView(preview=True)
    qtbot.addWidget(shown)
    shown.set_ruleset(shipped_rulesets["maofa"])
    assert shown.log_model.rowCount() == 0 and not shown.tracker_model.people
    shown.roller.select_check("skill_test")
    shown.roll_action.trigger()
    shown.save_session()
    assert path.read_bytes() == before
    normal = TableView()
    qtbot.addWidget(normal)
    assert normal.log_model.rowCount() == 1  # the user's own table is still there
