"""The ruleset picker: whole names in the open list, a compact closed box, full tooltips."""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetEntry
from gm_assistant.ui.ruleset_picker import RulesetPicker

MAOFA = "The Adventures and Luck of the Municipal Academy of Fine Arts & Friends"


def _entry(ruleset: Ruleset, ruleset_id: str, name: str) -> RulesetEntry:
    return RulesetEntry(ruleset_id, Path(f"/rulesets/{ruleset_id}.yaml"), "user",
                        replace(ruleset, model=ruleset.model.model_copy(update={"name": name})))


def _picker(qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], *names: str) -> RulesetPicker:
    picker = RulesetPicker()
    qtbot.addWidget(picker)
    base = shipped_rulesets["maofa"]
    picker.set_entries([_entry(base, f"r{n}", name) for n, name in enumerate(names)], "r0")
    picker.show()
    qtbot.waitExposed(picker)
    return picker


@pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen: popups
def test_the_open_list_shows_a_long_name_whole(qtbot: QtBot,
                                               shipped_rulesets: dict[str, Ruleset]) -> None:
    picker = _picker(qtbot, shipped_rulesets, MAOFA, "Riskbreaker")
    assert len(MAOFA) == 71
    assert picker.itemText(0) == MAOFA  # the text the list's rows draw
    picker.showPopup()
    view = picker.view()
    qtbot.waitUntil(view.isVisible)
    row = view.visualRect(picker.model().index(0, 0))
    # The whole name fits the row shown, inside the list's viewport.
    assert view.fontMetrics().horizontalAdvance(MAOFA) < min(row.width(),
                                                             view.viewport().width())
    picker.hidePopup()
    tooltip = picker.model().index(0, 0).data(0x03)  # Qt.ItemDataRole.ToolTipRole
    assert html.escape(MAOFA) in tooltip


def test_a_hostile_name_is_bounded_in_the_list(qtbot: QtBot,
                                               shipped_rulesets: dict[str, Ruleset]) -> None:
    hostile = "Very long name " * 20  # 300 characters
    picker = _picker(qtbot, shipped_rulesets, hostile)
    shown = picker.itemText(0)
    assert len(shown) == 120 and shown.endswith("…")
    assert hostile.startswith(shown[:-1])


def test_the_closed_box_keeps_its_width_and_elides(qtbot: QtBot,
                                                   shipped_rulesets: dict[str, Ruleset]) -> None:
    short = _picker(qtbot, shipped_rulesets, "Riskbreaker")
    long = _picker(qtbot, shipped_rulesets, MAOFA, "x" * 300)
    assert long.sizeHint() == short.sizeHint()  # the toolbar does not grow with the names
    assert short.closed_text() == "Riskbreaker"
    closed = long.closed_text()
    assert closed.endswith("…") and MAOFA.startswith(closed[:-1]) and len(closed) > 30
    option = QStyleOptionComboBox()
    long.initStyleOption(option)
    field = long.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, long)
    assert long.fontMetrics().horizontalAdvance(closed) <= field.width()


def test_the_closed_box_tooltip_names_the_chosen_ruleset_whole(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    picker = _picker(qtbot, shipped_rulesets, MAOFA, "Riskbreaker")
    assert picker.toolTip().startswith("The ruleset (game system)")
    assert html.escape(MAOFA) in picker.toolTip()
    assert picker.choose("r1")
    assert "Riskbreaker" in picker.toolTip() and html.escape(MAOFA) not in picker.toolTip()
