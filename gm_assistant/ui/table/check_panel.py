"""CheckPanel: what the Table's two panels share: a check to choose, how its rules are
read, its inputs (scrolling when space is short) and a row filling them from the picked
character's sheet. The quick lookup adds the dice shown; the roller, a Roll button."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtWidgets import QFormLayout, QGroupBox, QVBoxLayout, QWidget

from gm_assistant.core.rules.compiled import CheckSpec, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.check_combo import CheckCombo
from gm_assistant.ui.common.check_inputs import CheckInputsPanel, scrolling
from gm_assistant.ui.common.check_readings import CheckReadings
from gm_assistant.ui.common.sheet_fill import SheetFillRow

__all__ = ["CheckPanel"]


class CheckPanel(QGroupBox):
    """A titled panel with a check, its readings, its inputs and the sheet fill row, laid
    out top to bottom in `self.column` (subclasses add below). `_on_check_combo_changed`
    runs whenever another check is chosen (and when the ruleset changes)."""

    def __init__(self, title: str, name: str, check_label: str, inputs_title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName(name)
        self.ruleset: Ruleset | None = None
        self.column = QVBoxLayout(self)
        top = QFormLayout()
        self.check_combo = CheckCombo(self)
        self.check_combo.currentIndexChanged.connect(self._on_check_combo_changed)
        top.addRow(check_label, self.check_combo)
        self.readings = CheckReadings(self)
        top.addRow(self.readings)
        self.column.addLayout(top)
        self.inputs = CheckInputsPanel(self, title=inputs_title)
        self.sheet_fill = SheetFillRow(self.inputs, self)
        self.column.addWidget(self.sheet_fill)
        self.column.addWidget(scrolling(self.inputs), 1)

    @property
    def spec(self) -> CheckSpec | None:
        """The chosen check."""
        return self.check_combo.spec

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Offer the checks of `ruleset`."""
        self.ruleset = ruleset
        self.check_combo.set_ruleset(ruleset)
        self._on_check_combo_changed()

    def select_check(self, check_id: str, inputs: dict[str, object] | None = None) -> None:
        """Choose a check (and some of its inputs) as the user would."""
        self.check_combo.select(check_id)
        if inputs:
            self.inputs.set_values(inputs)

    def set_character(self, state: SheetState | None) -> None:
        """Fill inputs from this character's sheet (None: ad hoc, the inputs as typed)."""
        self.sheet_fill.set_state(state)

    def _shown_inputs(self, spec: CheckSpec) -> Collection[str] | None:
        """The inputs of `spec` this panel asks for (None: all of them)."""
        return None

    def _on_check_combo_changed(self) -> None:
        """Show the chosen check's readings, inputs and sheet fields (subclasses add what
        they show for it)."""
        spec = self.spec
        self.inputs.set_check(spec, only=None if spec is None else self._shown_inputs(spec))
        self.readings.set_check(spec)
        self.sheet_fill.set_check(self.ruleset, spec)
