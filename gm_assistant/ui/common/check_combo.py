"""A combo box listing the checks of a ruleset, shared by the Odds and Table areas."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from gm_assistant.core.rules.compiled import CheckSpec, Ruleset

__all__ = ["CheckCombo"]


class CheckCombo(QComboBox):
    """The checks of one ruleset by label; `spec` is the chosen one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ruleset: Ruleset | None = None

    @property
    def spec(self) -> CheckSpec | None:
        """The chosen check, or None when there is none."""
        check_id = self.currentData()
        if self.ruleset is None or not isinstance(check_id, str):
            return None
        return self.ruleset.checks.get(check_id)

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """List the checks of `ruleset` without emitting a change per item added."""
        self.ruleset = ruleset
        self.blockSignals(True)
        self.clear()
        for check_id, spec in (ruleset.checks.items() if ruleset else ()):
            self.addItem(spec.label, check_id)
        self.blockSignals(False)

    def select(self, check_id: str) -> bool:
        """Choose `check_id`; False if this ruleset has no such check."""
        index = self.findData(check_id)
        if index < 0:
            return False
        self.setCurrentIndex(index)
        return True
