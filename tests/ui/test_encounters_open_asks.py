"""Opening another encounter never throws the GM's unsaved work away (QA walk x-31 ->
x-36): Open… and a file handed over by the file manager ask Save / Discard / Cancel
first, as quitting does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.paths import resources_dir
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


def _other_sample(view: EncountersView) -> Path:
    """The shipped sample of the view's ruleset, to open again over the changed copy of
    it (its file as shipped: the GM's changes are not in it)."""
    assert view.ruleset is not None
    samples = sorted((resources_dir() / "encounters").glob(f"{view.ruleset.id}-*.yaml"))
    assert samples
    return samples[0]


def _changed(qtbot: QtBot, ruleset: Ruleset) -> tuple[EncountersView, int, Path]:
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    count = one_more_opponent(qtbot, view)
    assert not view.undo_stack.isClean()
    return view, count, _other_sample(view)


def test_cancel_keeps_the_unsaved_encounter_and_its_undo(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view, count, other = _changed(qtbot, shipped_rulesets["lady_luck"])
    shown = view.encounter
    cancel = Asked(Answer.Cancel)
    view.ask = cancel  # type: ignore[method-assign]
    assert view.open_encounter(other) is False
    assert len(cancel.texts) == 1
    assert shown is not None and shown.name in cancel.texts[0]
    assert view.encounter == shown and view.encounter.opposition[0].count == count
    assert not view.undo_stack.isClean() and view.undo_stack.canUndo()


def test_save_writes_the_changes_then_opens(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view, count, other = _changed(qtbot, shipped_rulesets["lady_luck"])
    save = Asked(Answer.Save)
    view.ask = save  # type: ignore[method-assign]
    saved_as: list[Path] = []
    encounters_dir().mkdir(parents=True, exist_ok=True)
    target = encounters_dir() / "kept.yaml"

    def save_as(path: Path | None = None) -> bool:
        saved_as.append(target)
        return EncountersView.save_as(view, target)

    view.save_as = save_as  # type: ignore[method-assign]
    assert view.open_encounter(other) is True
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert len(save.texts) == 1 and saved_as == [target]
    encounter, _document = read_encounter(target)
    assert encounter.opposition[0].count == count
    assert view.sample == other and view.undo_stack.isClean()


def test_discard_opens_and_drops_the_recovery(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view, count, other = _changed(qtbot, shipped_rulesets["lady_luck"])
    assert view.keeper.write_recovery()
    discard = Asked(Answer.Discard)
    view.ask = discard  # type: ignore[method-assign]
    assert view.open_encounter(other) is True
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert len(discard.texts) == 1
    assert view.sample == other and view.undo_stack.isClean()
    assert view.encounter is not None
    assert view.encounter.opposition[0].count == count - 1  # as shipped
    assert view.recovery.load("lady_luck") is None
    assert not list(encounters_dir().glob("*.yaml"))


def test_nothing_unsaved_asks_nothing(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    asked = Asked(Answer.Cancel)
    view.ask = asked  # type: ignore[method-assign]
    assert view.open_encounter(_other_sample(view)) is True
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert asked.texts == []
