"""The fight seated at the Table kept with its session (`core/conflict/seated.py`): the
encounter and the GM's choices for a forecast from here come back from the file as they
went in; a bad entry is refused with its file, line, column and field, the file is copied
aside before anything is written over it, and the rest of the session loads."""

from __future__ import annotations

import json
import shutil
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.conflict.encounter import EncounterError, read_encounter
from gm_assistant.core.conflict.from_here import SeatedFight, fighter_names
from gm_assistant.core.conflict.seated import (
    FightChoices,
    SeatedFightError,
    fight_json,
    read_fight,
    restore_fights,
)
from gm_assistant.core.paths import DATA_DIR_ENV, HOME_ENV, resources_dir
from gm_assistant.core.play.session import LogEntry, load_session
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.registry import default_registry

ENCOUNTERS = resources_dir() / "encounters"
GOBLINS = ENCOUNTERS / "lady_luck-goblin-ambush.yaml"
WREN = resources_dir() / "samples" / "lady_luck" / "wren-ashdown.yaml"


def _riskbreaker() -> Path:
    found = sorted(ENCOUNTERS.glob("riskbreaker-*.yaml"))
    assert found, "a shipped Riskbreaker encounter"
    return found[0]


def _fights() -> dict[str, tuple[SeatedFight, FightChoices]]:
    goblins, _ = read_encounter(GOBLINS)
    bridge, _ = read_encounter(_riskbreaker())
    return {
        "lady_luck": (SeatedFight(goblins, (Path("/somewhere/library"),
                                            Path("/somewhere/samples/lady_luck"))),
                      FightChoices((0, 0), {"Bram": "party"})),
        "riskbreaker": (SeatedFight(bridge, (Path("/somewhere/library"),)),
                        FightChoices((2, 1), {"Ann": "opposition", "Bo": "party"})),
    }


def _saved(path: Path, entries: dict[str, Any]) -> PlayTable:
    """A session with a roll, someone seated and these seated fights, written to `path`."""
    play = PlayTable()
    play.show("lady_luck")
    play.seat({"Wren": {"injuries": 1}})
    play.add_to_log(LogEntry(datetime(2026, 11, 27, 20, 0), who="Wren", check="skill_test"))
    for table, data in entries.items():
        play.keep_fight(table, data)
    play.save(path)
    return play


def test_seated_fights_and_the_choices_come_back_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "table-session.json"
    fights = _fights()
    _saved(path, {table: fight_json(*pair) for table, pair in fights.items()})
    session, problem = load_session(path)
    assert problem == ""
    restored, messages = restore_fights(path, session.fights)
    assert messages == []
    assert restored == fights
    assert restored["riskbreaker"][1].advantage == (2, 1)
    assert not list(tmp_path.glob("*.broken-*"))  # nothing refused, nothing copied


def test_the_fights_in_the_file_are_one_value_a_line(tmp_path: Path) -> None:
    """So that a message about one of them names a line a person can go to."""
    path = tmp_path / "table-session.json"
    _saved(path, {table: fight_json(*pair) for table, pair in _fights().items()})
    text = path.read_text(encoding="ascii")
    assert text.count("\n") > 20
    assert json.loads(text)["fights"]["riskbreaker"]["advantage"] == [2, 1]


def _bad_count(data: dict[str, Any]) -> None:
    data["encounter"]["party"][0]["count"] = 0


def _bad_advantage(data: dict[str, Any]) -> None:
    data["advantage"] = [2, -7]


def _bad_side(data: dict[str, Any]) -> None:
    data["sides"]["Ann"] = "the villains"


def _other_ruleset(data: dict[str, Any]) -> None:
    data["encounter"]["ruleset"] = "maofa"


def _unknown_key(data: dict[str, Any]) -> None:
    data["encounter"]["party"][0]["colour"] = "red"


def _bad_folder(data: dict[str, Any]) -> None:
    data["folders"][0] = 42


def _unknown_root(data: dict[str, Any]) -> None:
    data["folders"][0] = {"root": "anywhere", "path": "x"}


def _climbing_folder(data: dict[str, Any]) -> None:
    data["folders"][0] = {"root": "library", "path": "../../etc"}


def _absolute_under_a_root(data: dict[str, Any]) -> None:
    data["folders"][0] = {"root": "samples", "path": "/etc"}


def _folder_key(data: dict[str, Any]) -> None:
    data["folders"][0] = {"root": "samples", "path": "adom", "colour": "red"}


@pytest.mark.parametrize(("spoil", "marker", "field", "reason"), [
    (_bad_count, '"count": |0', "fights.riskbreaker.encounter.party[0].count",
     "greater than or equal to 1"),
    (_bad_advantage, "-7", "fights.riskbreaker.advantage[1]", "whole number from 0 to 99"),
    (_bad_side, '"the villains"', "fights.riskbreaker.sides.Ann", "is not a side"),
    (_other_ruleset, '"maofa"', "fights.riskbreaker.encounter.ruleset",
     "not this table's ruleset"),
    (_unknown_key, '"red"', "fights.riskbreaker.encounter.party[0].colour",
     "unknown key 'colour'"),
    (_bad_folder, "42", "fights.riskbreaker.folders[0]", "is not a folder"),
    (_unknown_root, '"anywhere"', "fights.riskbreaker.folders[0].root", "is not a root"),
    (_climbing_folder, '"../../etc"', "fights.riskbreaker.folders[0].path",
     "not a folder inside the library folder"),
    (_absolute_under_a_root, '"/etc"', "fights.riskbreaker.folders[0].path",
     "not a folder inside the samples folder"),
    (_folder_key, '"red"', "fights.riskbreaker.folders[0].colour", "unknown key 'colour'"),
])
def test_a_bad_seated_fight_is_refused_located_kept_and_the_rest_loads(
        tmp_path: Path, spoil: Any, marker: str, field: str, reason: str) -> None:
    path = tmp_path / "table-session.json"
    fights = _fights()
    entries = {table: fight_json(*pair) for table, pair in fights.items()}
    spoil(entries["riskbreaker"])
    _saved(path, entries)
    before = path.read_bytes()
    text = before.decode("ascii")
    fights_at = text.index('"fights"')
    # The bad value's own place (after its key, where the marker names one).
    key, _, value = marker.rpartition("|")
    at = text.index(key + value, text.index('"riskbreaker"', fights_at)) + len(key)
    line = text.count("\n", 0, at) + 1
    column = at - (text.rfind("\n", 0, at) + 1) + 1
    session, problem = load_session(path)
    assert problem == ""  # the session file as a whole is read
    restored, messages = restore_fights(path, session.fights)
    # The other ruleset's fight, the log and who sits at the table all load.
    assert restored == {"lady_luck": fights["lady_luck"]}
    assert [entry.who for entry in session.log] == ["Wren"]
    assert session.tables["lady_luck"].people == {"Wren": {"injuries": 1}}
    [message] = messages
    assert str(path) in message and field in message and reason in message
    assert f"line {line}, column {column}" in message
    kept = list(tmp_path.glob("table-session.json.broken-*"))
    assert len(kept) == 1 and kept[0].name in message
    assert kept[0].read_bytes() == before and path.read_bytes() == before


def test_seated_fights_that_are_not_a_mapping_are_refused_whole(tmp_path: Path) -> None:
    path = tmp_path / "table-session.json"
    play = _saved(path, {})
    play.fights = ["not", "a", "mapping"]
    play.save(path)
    session, problem = load_session(path)
    assert problem == "" and session.log
    restored, [message] = restore_fights(path, session.fights)
    assert restored == {}
    assert "fights: not a mapping" in message and "line " in message


@pytest.mark.parametrize("raw", [None, [], "fight", {"folders": []},
                                 {"encounter": {}, "advantage": [0, 0, 0]}])
def test_an_entry_of_the_wrong_shape_raises_a_located_error(raw: Any) -> None:
    with pytest.raises(SeatedFightError):
        read_fight("lady_luck", raw)


def _install(root: Path) -> tuple[Path, Path]:
    """A data home and an install's data folder under `root`: Wren in the library, the
    Lady Luck samples (Wren too) in the install; (home, data folder)."""
    home, data = root / "home", root / "install"
    (home / "library").mkdir(parents=True)
    shutil.copy(WREN, home / "library" / WREN.name)
    (data / "rulesets").mkdir(parents=True)
    shutil.copytree(WREN.parent, data / "resources" / "samples" / "lady_luck")
    return home, data


def test_folders_under_the_library_or_the_samples_survive_a_moved_install(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lady_luck = default_registry().get("lady_luck")
    goblins, _ = read_encounter(GOBLINS)
    home, data = _install(tmp_path / "before")
    monkeypatch.setenv(HOME_ENV, str(home))
    monkeypatch.setenv(DATA_DIR_ENV, str(data))
    elsewhere = tmp_path / "elsewhere"
    library, samples = home / "library", data / "resources" / "samples" / "lady_luck"
    for folders in [(library,), (samples,)]:
        path = tmp_path / f"{folders[0].name}-session.json"
        _saved(path, {"lady_luck": fight_json(SeatedFight(goblins, (*folders, elsewhere)),
                                              FightChoices())})
        text = path.read_text(encoding="utf-8")
        # Kept by root and relative path: neither the home nor the install is named.
        assert str(home) not in text and str(data) not in text
        assert str(elsewhere) in text  # under no root: its absolute path, as before
        kept = json.loads(text)["fights"]["lady_luck"]["folders"]
        assert kept[0] == ({"root": "library", "path": "."} if folders[0] == library
                           else {"root": "samples", "path": "lady_luck"})
        # The data home and the install move; the old places are gone.
        moved = tmp_path / "after"
        shutil.move(tmp_path / "before", moved)
        monkeypatch.setenv(HOME_ENV, str(moved / "home"))
        monkeypatch.setenv(DATA_DIR_ENV, str(moved / "install"))
        session, problem = load_session(path)
        assert problem == ""
        restored, messages = restore_fights(path, session.fights)
        assert messages == []
        fight, _choices = restored["lady_luck"]
        new_place = (moved / "home" / "library" if folders[0] == library
                     else moved / "install" / "resources" / "samples" / "lady_luck")
        assert fight.folders == (new_place, elsewhere)
        # Wren is found there: the restored fight's look-ups work.
        assert fighter_names(lady_luck, fight) == ["Wren Ashdown", "Goblin 1", "Goblin 2"]
        shutil.move(moved, tmp_path / "before")  # back, for the other root
        monkeypatch.setenv(HOME_ENV, str(home))
        monkeypatch.setenv(DATA_DIR_ENV, str(data))


def test_an_old_session_with_absolute_folders_still_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sessions written before roots were named keep every folder as an absolute path;
    they load as they are (the folder still there is used, a gone one finds nothing)."""
    lady_luck = default_registry().get("lady_luck")
    goblins, _ = read_encounter(GOBLINS)
    home, data = _install(tmp_path)
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "another-home"))
    samples = data / "resources" / "samples" / "lady_luck"
    entry = fight_json(SeatedFight(goblins, ()), FightChoices((0, 0), {"Bram": "party"}))
    entry["folders"] = [str(home / "library"), str(samples)]  # as the old code wrote them
    path = tmp_path / "table-session.json"
    _saved(path, {"lady_luck": entry})
    session, _problem = load_session(path)
    restored, messages = restore_fights(path, session.fights)
    assert messages == []
    fight, choices = restored["lady_luck"]
    assert fight.folders == (home / "library", samples)
    assert choices.sides == {"Bram": "party"}
    assert fighter_names(lady_luck, fight)[0] == "Wren Ashdown"
    shutil.rmtree(home)
    shutil.rmtree(samples)
    with pytest.raises(EncounterError, match="wren-ashdown"):
        fighter_names(lady_luck, fight)
