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


def _field_width(picker: RulesetPicker) -> int:
    option = QStyleOptionComboBox()
    picker.initStyleOption(option)
    return picker.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField,
                                         picker).width()


def test_the_closed_box_fits_the_longest_name_up_to_a_bound(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """As wide as the longest loaded name (MAoFA's whole, whichever ruleset is chosen:
    the toolbar keeps one width), never narrower than 40 "X"s; a hostile name longer
    than 64 "X"s is elided in the closed box (whole in the list and tooltip)."""
    short = _picker(qtbot, shipped_rulesets, "Riskbreaker")
    x_width = short.fontMetrics().horizontalAdvance("X")
    assert _field_width(short) >= 40 * x_width
    assert short.closed_text() == "Riskbreaker"
    both = _picker(qtbot, shipped_rulesets, "Riskbreaker", MAOFA)
    assert both.closed_text() == "Riskbreaker"
    width = both.sizeHint().width()
    assert both.fontMetrics().horizontalAdvance(MAOFA) <= _field_width(both)
    assert both.choose("r1")
    assert both.closed_text() == MAOFA  # whole
    assert both.sizeHint().width() == width  # the same width for either
    assert width > short.sizeHint().width()

    long = _picker(qtbot, shipped_rulesets, MAOFA, "x" * 300)
    assert _field_width(long) <= 64 * x_width + 8  # bounded, whatever the names
    assert long.closed_text() == MAOFA
    assert long.choose("r1")
    closed = long.closed_text()
    assert closed.endswith("…") and len(closed) > 30
    assert long.fontMetrics().horizontalAdvance(closed) <= _field_width(long)


def test_the_closed_box_tooltip_names_the_chosen_ruleset_whole(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    picker = _picker(qtbot, shipped_rulesets, MAOFA, "Riskbreaker")
    assert picker.toolTip().startswith("The ruleset (game system)")
    assert html.escape(MAOFA) in picker.toolTip()
    assert picker.choose("r1")
    assert "Riskbreaker" in picker.toolTip() and html.escape(MAOFA) not in picker.toolTip()
