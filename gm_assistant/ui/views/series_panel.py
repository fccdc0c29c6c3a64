"""SeriesPanel: the odds of a series of rolls of the check, at the marked point.

"Five rolls in a row all succeed" or "at least three of five": the check's exact
P(success) at the inputs shown, taken over n independent rolls (`core.odds.series`);
computed off the GUI thread, newest request wins.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from gm_assistant.core.odds.series import MAX_SERIES, SeriesOdds, series_odds
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.ui.background import BackgroundRunner

__all__ = ["SeriesPanel"]


def _chance(value: object) -> str:
    from fractions import Fraction

    assert isinstance(value, Fraction)
    text = f"{value.numerator}/{value.denominator}"
    exact = text if len(text) <= 40 else "exact"
    return f"{float(value):.2%} ({exact})"


class SeriesPanel(QGroupBox):
    """How often n rolls of the check all succeed, or at least k of them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Series of rolls", parent)
        self.setObjectName("SeriesPanel")
        self.setCheckable(True)
        self.setChecked(False)
        self.setToolTip("The odds over several rolls of the check at the marked point: "
                        "all of them succeed, or at least some")
        self.rolls = QSpinBox(self)
        self.rolls.setObjectName("series_rolls")
        self.rolls.setRange(1, min(MAX_SERIES, 100))
        self.rolls.setValue(5)
        self.at_least = QSpinBox(self)
        self.at_least.setObjectName("series_at_least")
        self.at_least.setRange(0, 5)
        self.at_least.setValue(5)
        self.result = QLabel(self)
        self.result.setObjectName("series_result")
        self.result.setWordWrap(True)
        layout = QFormLayout(self)
        layout.addRow("&Rolls:", self.rolls)
        layout.addRow("At &least:", self.at_least)
        layout.addRow(self.result)
        self.runner = BackgroundRunner(self)
        self.runner.finished.connect(self._on_runner_finished)
        self.runner.failed.connect(lambda error: self.result.setText(str(error)))
        self.rolls.valueChanged.connect(self._on_rolls_changed)
        self.at_least.valueChanged.connect(self.update_odds)
        self.toggled.connect(self.update_odds)
        self._request: tuple[Ruleset, str, dict[str, LevelKey]] | None = None

    def show_point(self, ruleset: Ruleset | None, check_id: str | None,
                   inputs: Mapping[str, LevelKey]) -> None:
        """The check and the inputs of the marked point (recomputed when shown)."""
        self._request = None if ruleset is None or check_id is None else (
            ruleset, check_id, dict(inputs))
        self.update_odds()

    def _on_rolls_changed(self, rolls: int) -> None:
        was_all = self.at_least.value() == self.at_least.maximum()
        self.at_least.setMaximum(rolls)
        if was_all:
            self.at_least.setValue(rolls)
        self.update_odds()

    def update_odds(self, *_args: object) -> None:
        """Recompute for the current point (off the GUI thread)."""
        if not self.isChecked() or self._request is None:
            self.result.setText("")
            return
        ruleset, check_id, inputs = self._request
        rolls, at_least = self.rolls.value(), self.at_least.value()
        self.runner.start(lambda: series_odds(ruleset, check_id, inputs, rolls, at_least))

    @property
    def busy(self) -> bool:
        """True while the series odds are being computed."""
        return self.runner.busy

    def _on_runner_finished(self, odds: object) -> None:
        assert isinstance(odds, SeriesOdds)
        text = (f"One roll succeeds: {_chance(odds.check.p_success)}<br>"
                f"All {odds.rolls} succeed: <b>{_chance(odds.p_all)}</b>")
        if odds.at_least != odds.rolls:
            text += (f"<br>At least {odds.at_least} of {odds.rolls} succeed: "
                     f"<b>{_chance(odds.p_at_least)}</b>")
        self.result.setText(text)
