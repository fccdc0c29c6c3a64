"""A picture (`--screenshot`) never touches the user's crash-recovery files: an autosaved
encounter or character waiting to be recovered is neither brought back into the picture
nor removed, whatever it holds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.conflict.encounter_recovery import EncounterRecoveryStore
from gm_assistant.core.library import RecoveryStore
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.recovery_dialog import RecoveryDialog
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings
from tests.ui.encounter_fights import HANG_GUARD, window_encounters

GOBLINS = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"
WREN = resources_dir() / "samples" / "lady_luck" / "wren-ashdown.yaml"


def _waiting(changed: bool) -> dict[Path, bytes]:
    """Recovery files as a crash leaves them: the goblin ambush (one more goblin when
    `changed`, else as shipped) and a character's unsaved edits; their bytes by path."""
    encounter, _ = read_encounter(GOBLINS)
    if changed:
        line = encounter.opposition[0]
        encounter = encounter.model_copy(update={"opposition": [
            line.model_copy(update={"count": line.count + 1}), *encounter.opposition[1:]]})
    encounters = EncounterRecoveryStore()
    encounters.write(encounter, None, GOBLINS)
    characters = RecoveryStore()
    characters.write(open_character(WREN), None)
    files = [encounters.path("lady_luck"), *(r.path for r in characters.list())]
    return {path: path.read_bytes() for path in files}


def _untouched(files: dict[Path, bytes]) -> None:
    for path, raw in files.items():
        assert path.is_file(), f"{path.name} was removed"
        assert path.read_bytes() == raw, f"{path.name} was written"


@pytest.mark.parametrize("changed", [True, False])
def test_a_picture_neither_recovers_nor_removes_what_a_crash_left(
        qtbot: QtBot, tmp_path: Path, changed: bool) -> None:
    """Changed, an old preview showed the recovered encounter (unsaved); the same as its
    sample, it removed the recovery file as having nothing to recover."""
    files = _waiting(changed)
    window = MainWindow(ruleset_id="lady_luck", view="encounters",
                        settings=UiSettings(tmp_path / "settings.ini"), preview=True)
    view = window_encounters(qtbot, window)
    shipped, _ = read_encounter(GOBLINS)
    assert view.encounter == shipped and view.undo_stack.isClean()
    characters = window.show_area("characters")
    assert isinstance(characters, CharactersView)
    assert characters.dirty_sheets == []
    assert window.findChildren(RecoveryDialog) == []  # nothing offered back either
    _untouched(files)
    window.close()
    _untouched(files)


def test_the_screenshot_command_leaves_the_recovery_files(tmp_path: Path) -> None:
    """The real command, in a process of its own on this test's data home."""
    files = _waiting(False)
    for area in ("encounters", "characters"):
        picture = tmp_path / f"{area}.png"
        done = subprocess.run(
            [sys.executable, "-m", "gm_assistant", "--ruleset", "lady_luck", "--view", area,
             "--screenshot", str(picture)],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True,
            text=True, timeout=HANG_GUARD / 1000, check=False)
        assert done.returncode == 0, done.stderr
        assert picture.is_file()
        _untouched(files)
