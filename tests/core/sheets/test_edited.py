"""EditedSheets: listeners hear of a sheet opened, edited (undo included) or closed, and
a detached copy keeps what it was when it was taken."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import Character, EditedSheets, SheetState


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().rulesets["maofa"]


def test_listeners_follow_a_sheet_from_open_to_close(maofa: Ruleset, tmp_path: Path) -> None:
    state = SheetState(maofa, Character(name="Wren", ruleset="maofa", values={"body": "average"}))
    edited = EditedSheets()
    heard: list[Path] = []
    edited.subscribe(heard.append)
    path = tmp_path / "sub" / ".." / "wren.yaml"
    edited.open(path, state)
    key = (tmp_path / "wren.yaml").resolve()
    assert heard == [key] and edited.state(tmp_path / "wren.yaml") is state
    assert edited.paths == (key,)

    state.set("body", "muscular")
    assert heard == [key, key]
    state.restore("body", "average")  # as undo does
    assert heard == [key, key, key]

    edited.close(path)
    assert heard == [key] * 4 and edited.state(path) is None and edited.paths == ()
    state.set("body", "muscular")  # closed: no longer followed
    assert heard == [key] * 4
    edited.close(path)  # closing twice says nothing
    assert heard == [key] * 4


def test_an_unsubscribed_listener_hears_nothing(maofa: Ruleset, tmp_path: Path) -> None:
    state = SheetState(maofa, Character(name="Wren", ruleset="maofa"))
    edited = EditedSheets()
    heard: list[Path] = []
    edited.subscribe(heard.append)
    edited.unsubscribe(heard.append)
    edited.unsubscribe(heard.append)  # twice: ignored
    edited.open(tmp_path / "wren.yaml", state)
    state.set("body", "muscular")
    assert heard == []


def test_reopening_a_file_follows_the_new_sheet_only(maofa: Ruleset, tmp_path: Path) -> None:
    """A sheet rebuilt on a reloaded ruleset replaces the old one."""
    old = SheetState(maofa, Character(name="Wren", ruleset="maofa"))
    new = SheetState(maofa, Character(name="Wren", ruleset="maofa"))
    edited = EditedSheets()
    edited.open(tmp_path / "wren.yaml", old)
    heard: list[Path] = []
    edited.subscribe(heard.append)
    edited.open(tmp_path / "wren.yaml", new)
    assert len(heard) == 1
    old.set("body", "muscular")
    assert len(heard) == 1
    new.set("body", "muscular")
    assert len(heard) == 2


def test_a_detached_copy_is_left_alone_by_later_edits(maofa: Ruleset) -> None:
    state = SheetState(maofa, Character(name="Wren", ruleset="maofa", values={"body": "average"}))
    copy = state.detached()
    state.set("body", "muscular")
    assert copy.value("body") == "average" and copy.character.values["body"] == "average"
    assert state.value("body") == "muscular"
    assert copy.rating_of("body") == "A" and state.rating_of("body") == "S"


def test_a_snapshot_holds_each_edited_sheet_as_it_was_taken(maofa: Ruleset,
                                                             tmp_path: Path) -> None:
    state = SheetState(maofa, Character(name="Wren", ruleset="maofa", values={"body": "average"}))
    edited = EditedSheets()
    assert edited.snapshot() == {}
    edited.open(tmp_path / "wren.yaml", state)
    state.set("body", "muscular")
    taken = edited.snapshot()
    assert list(taken) == [(tmp_path / "wren.yaml").resolve()]
    state.set("body", "average")  # edited on after the snapshot: the snapshot stays
    assert next(iter(taken.values())).values["body"] == "muscular"
    edited.close(tmp_path / "wren.yaml")
    assert edited.snapshot() == {}
