"""DiceRollerPanel: roll any check, ad hoc or for a character, rerolls and spends included."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.play import RollRecord, roll_check
from gm_assistant.core.play.lookup import chart_path
from gm_assistant.core.play.measured import measures_text
from gm_assistant.ui.common.outcome_card import OutcomeCard
from gm_assistant.ui.errors import error_text
from gm_assistant.ui.table.check_panel import CheckPanel

__all__ = ["DiceRollerPanel"]

translate = QCoreApplication.translate


class DiceRollerPanel(CheckPanel):
    """A check, its inputs, a Roll button and the outcome of the last roll.

    Signals:
        rolled(RollRecord): a roll was made (the table view logs it and applies effects).
    """

    rolled = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("DiceRollerPanel", "Dice roller: roll for NPCs or anyone"),
                         "DiceRollerPanel", translate("DiceRollerPanel", "&Check"),
                         translate("DiceRollerPanel", "Inputs"), parent)
        self.check_combo.setObjectName("roller_check_combo")
        self.rng = random.Random()
        layout = self.column
        row = QHBoxLayout()
        self.summary = QLabel(self)
        self.summary.setObjectName("roll_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.summary, 1)
        self.roll_action = QAction(translate("DiceRollerPanel", "&Roll the dice"), self)
        self.roll_action.setShortcut(QKeySequence("Ctrl+R"))
        self.roll_action.setProperty("shortcut_group", "Table")
        self.roll_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.roll_action.triggered.connect(self.roll)
        self.addAction(self.roll_action)
        self.roll_button = QPushButton(translate("DiceRollerPanel", "R&oll  (Ctrl+R)"), self)
        self.roll_button.setObjectName("roll_button")
        self.roll_button.clicked.connect(self.roll_action.trigger)
        row.addWidget(self.roll_button)
        layout.addLayout(row)
        self.card = OutcomeCard(self, scale=0.6)
        layout.addWidget(self.card)

    def _on_check_combo_changed(self) -> None:
        super()._on_check_combo_changed()
        self.roll_action.setEnabled(self.spec is not None)
        self.roll_button.setEnabled(self.spec is not None)
        self.card.show_prompt("", translate("DiceRollerPanel",
                                             "Press Roll (Ctrl+R) to roll these dice."))
        self.summary.clear()

    def roll(self) -> RollRecord | None:
        """Roll the chosen check with the inputs shown; emits `rolled`."""
        spec, ruleset = self.spec, self.ruleset
        if spec is None or ruleset is None:
            return None
        try:
            record = roll_check(ruleset, spec.id, self.inputs.values(), self.rng)
        except GMAssistantError as error:
            self.card.show_prompt(translate("DiceRollerPanel", "Cannot roll this"),
                                  error_text(error))
            return None
        last = record.attempts[-1] if record.attempts else None
        detail = " · ".join(part for part in (measures_text(spec, last.values),
                                             chart_path(spec, last.values)) if part) \
            if last else ""
        self.card.show_outcome(ruleset, record.outcome, detail=detail)
        self.rolled.emit(record)
        return record
