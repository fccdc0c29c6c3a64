"""Designed fights are not lost (issue 23, item 1): an encounter changed in one ruleset is
still there, unsaved, after working in another; Quit asks about every unsaved encounter
and saves them; the encounter open in a ruleset is opened again at the next start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView, encounters_dir
from gm_assistant.ui.i18n import apply_language
from tests.ui.encounter_fights import (
    HANG_GUARD,
    WINDOW,
    Asked,
    one_more_opponent,
    open_encounters,
)

Answer = QMessageBox.StandardButton


def test_an_encounter_changed_in_one_ruleset_is_still_there_after_another(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    count = one_more_opponent(qtbot, view)
    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    view.set_ruleset(shipped_rulesets["lady_luck"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter is not None
    assert view.encounter.opposition[0].count == count
    assert not view.undo_stack.isClean()
    assert view.title.text().endswith(" •") and "unsaved changes" in view.title.toolTip()


def test_quit_asks_about_the_encounter_of_another_ruleset_and_saves_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    count = one_more_opponent(qtbot, view)
    name = view.encounter.name if view.encounter is not None else ""
    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)

    cancel = Asked(Answer.Cancel)
    view.ask = cancel  # type: ignore[method-assign]
    assert view.confirm_close() is False
    assert len(cancel.texts) == 1 and name in cancel.texts[0]
    # One encounter named as one (the English catalogue's singular, as the app loads it
    # at start), not "the encounters".
    assert apply_language("en") == ""
    view.ask = cancel  # type: ignore[method-assign]
    assert view.confirm_close() is False
    assert f"the encounter “{name}” before" in cancel.texts[1], cancel.texts[1]

    save = Asked(Answer.Save)
    view.ask = save  # type: ignore[method-assign]
    assert view.confirm_close() is True
    saved = list(encounters_dir().glob("*.yaml"))
    assert len(saved) == 1  # a copy of its own: the shipped sample is never written
    encounter, _document = read_encounter(saved[0])
    assert encounter.ruleset == "lady_luck" and encounter.opposition[0].count == count
    assert view.confirm_close() is True  # saved: nothing more to ask
    assert len(save.texts) == 1


def test_quit_names_each_unsaved_encounter_apart(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """Two names quoted, not run together ("the 2 encounters Guards at the bridge, Brawl
    in the museum shop before closing"); in Spanish with Spanish quotes."""
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    one_more_opponent(qtbot, view)
    first = view.encounter.name if view.encounter is not None else ""
    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    one_more_opponent(qtbot, view)
    second = view.encounter.name if view.encounter is not None else ""
    assert first and second and first != second
    cancel = Asked(Answer.Cancel)
    view.ask = cancel  # type: ignore[method-assign]
    assert view.confirm_close() is False
    assert f"the 2 encounters “{second}”, “{first}” before" in cancel.texts[0], cancel.texts
    assert apply_language("es") == ""
    try:
        assert view.confirm_close() is False
    finally:
        assert apply_language("en") == ""
    assert f"los 2 encuentros «{second}», «{first}» antes" in cancel.texts[1], cancel.texts


def test_discarding_on_quit_asks_no_more(qtbot: QtBot,
                                         shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    one_more_opponent(qtbot, view)
    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    discard = Asked(Answer.Discard)
    view.ask = discard  # type: ignore[method-assign]
    assert view.confirm_close() is True
    assert view.confirm_close() is True
    assert len(discard.texts) == 1
    assert list(encounters_dir().glob("*.yaml")) == []


def test_the_encounter_open_at_quit_is_opened_at_the_next_start(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["lady_luck"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    count = one_more_opponent(qtbot, view)
    path = encounters_dir() / "kept-for-next-time.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert view.save_as(path)
    view.settings.sync()

    # The next start: a new area, the same settings.
    later = open_encounters(qtbot, ruleset, size=WINDOW)
    assert later.path is not None and Path(later.path) == path
    assert later.encounter is not None and later.encounter.opposition[0].count == count
    assert later.undo_stack.isClean()


def test_a_remembered_encounter_that_is_gone_is_said_and_the_sample_shown(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["lady_luck"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    path = encounters_dir() / "gone.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    assert view.save_as(path)
    view.settings.sync()
    path.unlink()
    later = EncountersView()
    qtbot.addWidget(later)
    with qtbot.waitSignal(later.reported) as said:
        later.set_ruleset(ruleset)
    assert "gone.yaml" in str(said.args[0])
    assert later.path is None and later.sample is not None
    qtbot.waitUntil(lambda: not later.busy, timeout=HANG_GUARD)
