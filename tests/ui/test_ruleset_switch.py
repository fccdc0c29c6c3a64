"""Switching rulesets: no area shows or applies what belongs to the previous ruleset
(issue 23, item 2)."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, open_encounters


def test_the_design_helpers_suggestion_is_not_offered_in_another_ruleset(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    view.vary_count(0)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.target.suggested is not None and view.target.use.isEnabled()
    shown = view.target.summary.text()
    assert view.target.name in shown

    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    encounter = view.encounter
    assert encounter is not None
    assert view.target.suggested is None and view.target.curve == {}
    assert not view.target.use.isEnabled()
    assert not view.target.plot.isVisible()
    assert view.target.summary.text() != shown
    view.target.use.click()  # disabled: nothing happens
    view.target.use.setEnabled(True)  # even if it were clickable, nothing to apply
    view.target.use.click()
    assert view.encounter == encounter
    assert not view.undo_stack.canUndo()


def test_a_curve_asked_for_in_the_previous_ruleset_is_not_shown_in_the_next(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    view.vary_count(0)  # still working when the ruleset changes
    view.set_ruleset(shipped_rulesets["riskbreaker"])
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.target.curve == {} and view.target.suggested is None
    assert not view.target.use.isEnabled()


def test_who_acts_belongs_to_the_ruleset_it_was_typed_in(
        table_at: Callable[[str], TableView], shipped_rulesets: dict[str, Ruleset]) -> None:
    view = table_at("adom")
    view.seat_people([("Sky Shark 1", {}, None)])
    view.set_who("Sky Shark 1")
    for other in ("riskbreaker", "maofa", "lady_luck"):
        view.set_ruleset(shipped_rulesets[other])
        assert view.who == "", other
        assert "Sky Shark 1" not in [view.who_combo.itemText(i)
                                     for i in range(view.who_combo.count())]
        record = view.roller.roll()
        assert record is not None
        last = view.log_model.rowCount() - 1
        assert view.log_model.index(last, 1).data() != "Sky Shark 1", other
    view.set_ruleset(shipped_rulesets["adom"])  # back: the name typed there is kept there
    assert view.who == "Sky Shark 1"
