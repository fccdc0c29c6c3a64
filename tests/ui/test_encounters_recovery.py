"""Encounters autosaved like sheets (issue 23, item 1): an unsaved encounter is written to
its own recovery file shortly after each change, survives the app being killed (SIGKILL)
and comes back, unsaved and undoable, at the next start; saving, undoing back to the saved
version or discarding on quit removes the file."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter_recovery import EncounterRecoveryStore
from gm_assistant.core.library import RecoveryStore
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView, encounters_dir
from tests.ui.encounter_fights import (
    HANG_GUARD,
    WINDOW,
    Asked,
    one_more_opponent,
    open_encounters,
)

Answer = QMessageBox.StandardButton


def _recovery_file(ruleset_id: str) -> Path:
    return EncounterRecoveryStore().path(ruleset_id)


def _sample_count(view: EncountersView) -> int:
    sample = view.sample
    assert sample is not None
    raw = yaml.safe_load(sample.read_text(encoding="utf-8"))
    return int(raw["opposition"][0].get("count", 1))


def test_a_change_is_autosaved_and_comes_back_at_the_next_start(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["lady_luck"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    before = _sample_count(view)
    count = one_more_opponent(qtbot, view)
    assert count == before + 1
    qtbot.waitUntil(_recovery_file("lady_luck").exists, timeout=10_000)
    raw = yaml.safe_load(_recovery_file("lady_luck").read_text(encoding="utf-8"))
    assert raw["kind"] == "encounter_recovery"
    assert raw["encounter"]["opposition"][0]["count"] == count
    assert RecoveryStore().list() == []  # not taken for a character

    later = EncountersView()  # the app started again, nothing saved in between
    qtbot.addWidget(later)
    with qtbot.waitSignal(later.reported) as said:
        later.set_ruleset(ruleset)
    assert "Recovered" in str(said.args[0])
    assert later.encounter is not None and later.encounter.opposition[0].count == count
    assert not later.undo_stack.isClean() and later.title.text().endswith(" •")
    assert later.sample == view.sample  # Save still keeps the user's own copy
    later.undo_stack.undo()  # back to the sample as shipped: nothing left to recover
    assert later.encounter is not None and later.encounter.opposition[0].count == before
    assert later.undo_stack.isClean() and not _recovery_file("lady_luck").exists()
    later.undo_stack.redo()
    qtbot.waitUntil(_recovery_file("lady_luck").exists, timeout=10_000)
    qtbot.waitUntil(lambda: not later.busy, timeout=HANG_GUARD)


def test_saving_removes_the_recovery_file(qtbot: QtBot,
                                          shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    one_more_opponent(qtbot, view)
    qtbot.waitUntil(_recovery_file("lady_luck").exists, timeout=10_000)
    path = encounters_dir() / "mine.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert view.save_as(path)
    assert not _recovery_file("lady_luck").exists()


def test_leaving_a_ruleset_autosaves_at_once_and_discard_on_quit_removes_them(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    one_more_opponent(qtbot, view)
    view.set_ruleset(shipped_rulesets["riskbreaker"])  # before the autosave timer
    assert _recovery_file("lady_luck").exists()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    view.ask = Asked(Answer.Discard)  # type: ignore[method-assign]
    assert view.confirm_close()
    assert not _recovery_file("lady_luck").exists()


def test_a_broken_recovery_file_is_said_and_kept(qtbot: QtBot,
                                                 shipped_rulesets: dict[str, Ruleset]) -> None:
    broken = _recovery_file("lady_luck")
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("kind: encounter_recovery\nschema_version: 7\n", encoding="utf-8")
    view = EncountersView()
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.reported) as said:
        view.set_ruleset(shipped_rulesets["lady_luck"])
    assert f"{broken}:2" in str(said.args[0])
    assert broken.exists() and view.sample is not None and view.undo_stack.isClean()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)


_KILLED = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication
    from gm_assistant.core.rules.registry import default_registry
    from gm_assistant.ui.encounters.encounters_view import EncountersView
    app = QApplication([])
    view = EncountersView()
    view.set_ruleset(default_registry().get("lady_luck"))
    encounter = view.encounter
    line = encounter.opposition[0].model_copy(update={"count": 7})
    view.opposition.members_changed.emit([line, *encounter.opposition[1:]])
    def written():
        if view.recovery.path("lady_luck").exists():
            print("autosaved", flush=True)
            return
        timer.start()
    from PySide6.QtCore import QTimer
    timer = QTimer(singleShot=True, interval=50)
    timer.timeout.connect(written)
    timer.start()
    app.exec()
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_an_encounter_survives_the_app_being_killed(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, "-c", _KILLED], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert process.stdout is not None
        # A guard against a hung child only, not a timing: the line comes once written.
        ready, _, _ = select.select([process.stdout], [], [], 120)
        assert ready and process.stdout.readline().strip() == "autosaved"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
        if process.stdout is not None:
            process.stdout.close()
    assert process.returncode == -signal.SIGKILL

    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    assert view.encounter is not None and view.encounter.opposition[0].count == 7
    assert not view.undo_stack.isClean()
