"""SeriesPanel: the odds of a series of rolls of the check, at the marked point and, when
asked, plotted across the check's inputs.

"Five rolls in a row all succeed" or "at least three of five": the check's exact
P(success) at the inputs shown, taken over n independent rolls (`core.odds.series`);
computed off the GUI thread, newest request wins. "Plot the series" makes the Odds plot
show the series' chance at every point instead of one roll's.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from gm_assistant.core.odds.series import MAX_SERIES, SeriesOdds, series_odds
from gm_assistant.core.probability_text import EXACT, exact_text
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.ui.background import BackgroundRunner

translate = QCoreApplication.translate


def _exact(value: Fraction) -> str:
    return exact_text(value, exact=translate("ProbabilityText", EXACT))

__all__ = ["SeriesPanel"]


class SeriesPanel(QGroupBox):
    """How often n rolls of the check all succeed, or at least k of them.

    Signals:
        plot_changed(): what `plotted()` says has changed (redraw the plot).
    """

    plot_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("SeriesPanel", "Series of rolls"), parent)
        self.setObjectName("SeriesPanel")
        self.setCheckable(True)
        self.setChecked(False)
        self.setToolTip(translate(
            "SeriesPanel", "The odds over several rolls of the check at the marked point: "
            "all of them succeed, or at least some"))
        self.rolls = QSpinBox(self)
        self.rolls.setObjectName("series_rolls")
        self.rolls.setRange(1, min(MAX_SERIES, 100))
        self.rolls.setValue(5)
        self.at_least = QSpinBox(self)
        self.at_least.setObjectName("series_at_least")
        self.at_least.setRange(0, 5)
        self.at_least.setValue(5)
        self.plot = QCheckBox(translate("SeriesPanel", "&Plot the series across the inputs"),
                              self)
        self.plot.setObjectName("series_plot")
        self.plot.setToolTip(translate(
            "SeriesPanel", "The plot shows the chance of the series (all, or at least k of n "
            "rolls) at every point, instead of one roll's"))
        self.result = QLabel(self)
        self.result.setObjectName("series_result")
        self.result.setWordWrap(True)
        layout = QFormLayout(self)
        layout.addRow(translate("SeriesPanel", "Ro&lls:"), self.rolls)
        layout.addRow(translate("SeriesPanel", "At leas&t:"), self.at_least)
        layout.addRow(self.plot)
        layout.addRow(self.result)
        self.runner = BackgroundRunner(self)
        self.runner.finished.connect(self._on_runner_finished)
        self.runner.failed.connect(lambda error: self.result.setText(str(error)))
        self.rolls.valueChanged.connect(self._on_rolls_changed)
        self.at_least.valueChanged.connect(self.update_odds)
        self.toggled.connect(self.update_odds)
        self._plotted = self.plotted()
        for signal in (self.rolls.valueChanged, self.at_least.valueChanged, self.toggled,
                       self.plot.toggled):
            signal.connect(self._on_plot_choice_changed)
        self._request: tuple[Ruleset, str, dict[str, LevelKey]] | None = None
        # Ticked at the foot of a scrolled column (text size 1.25), the panel and then its
        # result are scrolled into view, once laid out; later results leave the scroll be.
        self._revealing = False
        self._reveal = QTimer(self)
        self._reveal.setSingleShot(True)
        self._reveal.setInterval(0)
        self._reveal.timeout.connect(self._reveal_now)
        self.toggled.connect(self._on_toggled)

    def _on_toggled(self, checked: bool) -> None:
        self._revealing = checked
        if checked:
            self._reveal.start()

    def _reveal_now(self) -> None:
        """Scroll the column this panel is in so that its result (or, until there is one,
        the panel) shows."""
        scroll = self.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if scroll is None or not self._revealing:
            return
        done = bool(self.result.text())
        scroll.ensureWidgetVisible(self.result if done else self)
        if done:
            self._revealing = False

    def show_point(self, ruleset: Ruleset | None, check_id: str | None,
                   inputs: Mapping[str, LevelKey]) -> None:
        """The check and the inputs of the marked point (recomputed when shown)."""
        self._request = None if ruleset is None or check_id is None else (
            ruleset, check_id, dict(inputs))
        self.update_odds()

    def plotted(self) -> tuple[int, int] | None:
        """(rolls, at least) when the plot should show the series, else None."""
        if not self.isChecked() or not self.plot.isChecked():
            return None
        return self.rolls.value(), self.at_least.value()

    def _on_plot_choice_changed(self, *_args: object) -> None:
        now = self.plotted()
        if now != self._plotted:
            self._plotted = now
            self.plot_changed.emit()

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
        self.runner.start_stoppable(
            lambda wanted: series_odds(ruleset, check_id, inputs, rolls, at_least, wanted))

    @property
    def busy(self) -> bool:
        """True while the series odds are being computed."""
        return self.runner.busy

    def _on_runner_finished(self, odds: object) -> None:
        assert isinstance(odds, SeriesOdds)
        rolls = odds.rolls  # a name: lupdate reads a count given otherwise as no plural
        text = translate("SeriesPanel", "One roll succeeds: {odds}").format(
            odds=_exact(odds.check.p_success)) + "<br>" + translate(
            "SeriesPanel", "All %n succeed: <b>{odds}</b>", None, rolls).format(
                odds=_exact(odds.p_all))
        if odds.at_least != odds.rolls:
            text += "<br>" + translate(
                "SeriesPanel", "At least {count} of %n succeed: <b>{odds}</b>", None,
                rolls).format(count=odds.at_least, odds=_exact(odds.p_at_least))
        self.result.setText(text)
        if self._revealing:
            self._reveal.start()  # after the layout makes room for the text
