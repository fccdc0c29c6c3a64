"""DiceRollerPanel: roll any check, ad hoc or for a character, rerolls and spends included."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.play import RollRecord, roll_check
from gm_assistant.core.play.lookup import chart_path
from gm_assistant.core.rules.compiled import CheckSpec, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.check_combo import CheckCombo
from gm_assistant.ui.common.check_inputs import CheckInputsPanel, scrolling
from gm_assistant.ui.common.check_readings import CheckReadings
from gm_assistant.ui.common.outcome_card import OutcomeCard
from gm_assistant.ui.common.sheet_fill import SheetFillRow

__all__ = ["DiceRollerPanel"]

translate = QCoreApplication.translate


class DiceRollerPanel(QGroupBox):
    """A check, its inputs, a Roll button and the outcome of the last roll.

    Signals:
        rolled(RollRecord): a roll was made (the table view logs it and applies effects).
    """

    rolled = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("DiceRollerPanel", "Dice roller: roll for NPCs or anyone"),
                         parent)
        self.setObjectName("DiceRollerPanel")
        self.ruleset: Ruleset | None = None
        self.rng = random.Random()
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.check_combo = CheckCombo(self)
        self.check_combo.setObjectName("roller_check_combo")
        self.check_combo.currentIndexChanged.connect(self._on_check_combo_changed)
        top.addRow(translate("DiceRollerPanel", "&Check"), self.check_combo)
        self.readings = CheckReadings(self)
        top.addRow(self.readings)
        layout.addLayout(top)
        self.inputs = CheckInputsPanel(self, title=translate("DiceRollerPanel", "Inputs"))
        self.sheet_fill = SheetFillRow(self.inputs, self)
        layout.addWidget(self.sheet_fill)
        layout.addWidget(scrolling(self.inputs), 1)
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

    @property
    def spec(self) -> CheckSpec | None:
        """The chosen check."""
        return self.check_combo.spec

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Offer the checks of `ruleset`."""
        self.ruleset = ruleset
        self.check_combo.set_ruleset(ruleset)
        self._on_check_combo_changed()
        self.roll_action.setEnabled(self.spec is not None)
        self.roll_button.setEnabled(self.spec is not None)

    def select_check(self, check_id: str, inputs: dict[str, object] | None = None) -> None:
        """Choose a check (and some of its inputs) as the user would."""
        self.check_combo.select(check_id)
        if inputs:
            self.inputs.set_values(inputs)

    def set_character(self, state: SheetState | None) -> None:
        """Fill inputs from this character's sheet (None: ad hoc, the inputs as typed)."""
        self.sheet_fill.set_state(state)

    def _on_check_combo_changed(self) -> None:
        self.inputs.set_check(self.spec)
        self.readings.set_check(self.spec)
        self.sheet_fill.set_check(self.ruleset, self.spec)
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
            self.card.show_prompt(translate("DiceRollerPanel", "Cannot roll this"), str(error))
            return None
        last = record.attempts[-1] if record.attempts else None
        self.card.show_outcome(ruleset, record.outcome,
                               detail=chart_path(spec, last.values) if last else "")
        self.rolled.emit(record)
        return record
