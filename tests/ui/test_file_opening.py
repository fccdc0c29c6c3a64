"""Opening files given to the app: the command line, a drop on the window, a second launch.

Characters open in the Characters area, encounters in the Encounters area (their ruleset
chosen), rulesets are validated and added to the user's folder; anything else is refused
with its name. A second launch hands its files to the running window and exits.
"""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir, rulesets_dir, user_rulesets_dir
from gm_assistant.ui.app import parse_args
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.file_opening import file_kind
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.single_instance import InstanceServer, hand_over

LOAD_TIMEOUT = 30_000
VOLTAIRE = resources_dir() / "samples" / "adom" / "voltaire.yaml"
FORD = resources_dir() / "encounters" / "lady_luck-goblin-ambush.yaml"


@pytest.fixture
def own(tmp_path: Path) -> Path:
    """A character file of the user's own (not a shipped sample)."""
    path = tmp_path / "mine" / "voltaire.yaml"
    path.parent.mkdir()
    path.write_bytes(VOLTAIRE.read_bytes())
    return path


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitExposed(window)
    return window


def test_files_are_recognised_by_what_they_hold(tmp_path: Path) -> None:
    assert file_kind(VOLTAIRE) == ("character", "adom")
    assert file_kind(FORD) == ("encounter", "lady_luck")
    assert file_kind(rulesets_dir() / "maofa.yaml") == ("ruleset", "maofa")
    junk = tmp_path / "notes.yaml"
    junk.write_text("shopping: [eggs, milk]\n", encoding="utf-8")
    with pytest.raises(Exception, match="not a character, an encounter or a ruleset"):
        file_kind(junk)


def test_the_command_line_takes_files() -> None:
    options = parse_args(["--view", "odds", str(VOLTAIRE), str(FORD)])
    assert options.files == (VOLTAIRE, FORD)
    assert not options.new_instance
    assert parse_args(["--new-instance"]).new_instance


def test_a_character_and_an_encounter_open_in_their_areas(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    window = _window(qtbot)
    mine = tmp_path / "voltaire.yaml"
    mine.write_bytes(VOLTAIRE.read_bytes())
    window.open_paths([mine])
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    assert window.current_area == "characters"
    assert characters.current is not None and characters.current.path == mine
    assert window.ruleset is not None and window.ruleset.id == "adom"
    window.open_paths([FORD])
    encounters = window.areas["encounters"]
    assert isinstance(encounters, EncountersView)
    assert window.current_area == "encounters"
    assert encounters.encounter is not None and encounters.encounter.name == \
        "Goblins at the ford"
    assert window.ruleset.id == "lady_luck"
    # A shipped sample is never saved over: Save keeps the user's own copy.
    assert encounters.sample == FORD and encounters.path is None
    assert "Opened lady_luck-goblin-ambush.yaml" in window.statusBar().currentMessage()


def test_a_shipped_sample_opens_as_a_copy_in_the_library(qtbot: QtBot) -> None:
    from gm_assistant.core.paths import user_library_dir

    window = _window(qtbot)
    before = VOLTAIRE.read_bytes()
    window.open_paths([VOLTAIRE])
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    assert characters.current is not None and characters.current.path is not None
    copy = characters.current.path
    assert copy.parent == user_library_dir() and copy.read_bytes() == before
    window.open_paths([VOLTAIRE])  # again: the same copy, not a second one
    assert characters.current.path == copy
    assert len(list(user_library_dir().glob("*.yaml"))) == 1
    assert VOLTAIRE.read_bytes() == before


def test_files_given_before_the_rulesets_load_open_once_they_have(qtbot: QtBot, own: Path) -> None:
    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    window.open_paths([own])  # the store is still loading
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitUntil(lambda: window.current_area == "characters", timeout=10_000)
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    assert characters.current is not None and characters.current.path == own


def test_a_ruleset_file_is_validated_and_added(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot)
    text = (rulesets_dir() / "maofa.yaml").read_text(encoding="utf-8")
    mine = tmp_path / "my_maofa.yaml"
    mine.write_text(text.replace("id: maofa", "id: my_maofa", 1), encoding="utf-8")
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.open_paths([mine])
    qtbot.waitUntil(lambda: window.ruleset is not None and window.ruleset.id == "my_maofa",
                    timeout=10_000)
    assert (user_rulesets_dir() / "my_maofa.yaml").read_text(encoding="utf-8") == \
        mine.read_text(encoding="utf-8")
    # A broken one is refused with its line, and nothing is added.
    broken = tmp_path / "broken.yaml"
    broken.write_text(text.replace("id: maofa", "id: broken_one", 1).replace(
        "roll: 2d6", "roll: 2d6x", 1), encoding="utf-8")
    window.open_paths([broken])
    box = window.findChild(QMessageBox, "ErrorBox")
    assert box is not None and "broken.yaml:" in box.text() + box.informativeText() \
        + (box.detailedText() or "")
    box.close()
    assert not (user_rulesets_dir() / "broken_one.yaml").exists()
    # The same id again is not put over the one already there.
    window.open_paths([mine])
    box = window.findChild(QMessageBox, "ErrorBox")
    assert box is not None
    box.close()


def test_a_file_dropped_on_the_window_opens(qtbot: QtBot, own: Path) -> None:
    window = _window(qtbot)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(own))])
    drop = QDropEvent(QPointF(QPoint(50, 50)), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(drop)
    assert drop.isAccepted()
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    assert characters.current is not None and characters.current.path == own
    other = QMimeData()
    other.setUrls([QUrl.fromLocalFile("/tmp/picture.png")])
    ignored = QDropEvent(QPointF(QPoint(50, 50)), Qt.DropAction.CopyAction, other,
                         Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(ignored)
    assert not ignored.isAccepted()


def test_a_second_launch_hands_its_files_to_the_running_window(qtbot: QtBot, own: Path) -> None:
    name = f"gm-assistant-test-{uuid.uuid4().hex[:8]}"
    assert not hand_over([own], name, timeout_ms=200)  # nobody runs yet
    window = _window(qtbot)
    server = InstanceServer(name, parent=window)
    assert server.listening
    server.files_received.connect(window.open_paths)
    # The second launch is another process, as from the file manager.
    launch = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from gm_assistant.ui.single_instance import hand_over; "
         f"sys.exit(0 if hand_over([Path({str(own)!r})], {name!r}, 5000) else 3)"],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    with qtbot.waitSignal(server.files_received, timeout=15_000) as blocker:
        pass
    assert launch.wait(timeout=15) == 0
    assert blocker.args[0] == [own.resolve()]
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    assert characters.current is not None and characters.current.path == own.resolve()


def test_several_bad_files_give_one_box_listing_them(qtbot: QtBot, tmp_path: Path,
                                                     own: Path) -> None:
    window = _window(qtbot)
    missing = tmp_path / "gone.yaml"
    stranger = tmp_path / "list.yaml"
    stranger.write_text("- just\n- a list\n", encoding="utf-8")
    window.open_paths([missing, own, stranger])
    boxes = [box for box in window.findChildren(QMessageBox, "ErrorBox") if box.isVisible()]
    assert len(boxes) == 1
    text = boxes[0].text() + "\n" + boxes[0].informativeText()
    assert "2 files did not open" in text
    lines = boxes[0].informativeText().splitlines()
    assert lines[0] == f"{missing}: cannot read the file: No such file or directory"
    assert lines[1].startswith(f"{stranger}: not a character, an encounter or a ruleset")
    assert ":0:0" not in text
    boxes[0].close()
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)  # the good one opened all the same
    assert characters.current is not None and characters.current.path == own


def test_a_missing_file_alone_says_it_cannot_be_read(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot)
    window.open_paths([tmp_path / "gone.yaml"])
    box = window.findChild(QMessageBox, "ErrorBox")
    assert box is not None
    assert "gone.yaml: cannot read the file" in box.text() and ":0:0" not in box.text()
    box.close()
