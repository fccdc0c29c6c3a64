"""The mouse wheel scrolls the Encounters pane instead of changing the choice under it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from tests.ui.encounter_fights import open_encounters


def _wheel_down(widget: QWidget) -> None:
    """One notch of the wheel towards the user, over the middle of `widget`."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_an_unfocused_policy_scrolls_the_pane(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    # Short enough for the pane to scroll.
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=(900, 420))
    bar = view.editing_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the pane must scroll for this test"
    combo = view.party.target
    chosen, scrolled = combo.currentIndex(), bar.value()
    _wheel_down(combo)
    assert combo.currentIndex() == chosen
    assert bar.value() > scrolled
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    _wheel_down(combo)  # a focused choice takes the wheel, as the user asked for it
    assert combo.currentIndex() != chosen
    qtbot.waitUntil(lambda: not view.busy, timeout=180_000)
