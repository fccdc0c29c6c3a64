"""OddsChoicePanel: which check to plot, and how: the measure, the x axis, the curves."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.rules.compiled import CheckSpec, Ruleset
from gm_assistant.ui.common.check_combo import CheckCombo
from gm_assistant.ui.common.check_readings import CheckReadings
from gm_assistant.ui.common.whole_text import keep_choices_whole
from gm_assistant.ui.odds.odds_data import MEASURES

__all__ = ["OddsChoicePanel", "default_axes"]

translate = QCoreApplication.translate

_MAX_DEFAULT_SERIES = 14


def default_axes(spec: CheckSpec) -> tuple[str, str | None]:
    """A sensible x input and series input: the two first non-resource inputs.

    The one with more levels goes on the x axis (the second on a tie, which puts
    difficulty across and trait ratings as curves); the other becomes the curves unless
    it has too many levels to read.
    """
    names = [n for n, info in spec.inputs.items() if info.resource is None] or list(spec.inputs)
    if len(names) == 1:
        return names[0], None
    first, second = names[0], names[1]
    sizes = {n: len(spec.inputs[n].allowed) for n in (first, second)}
    x, other = (first, second) if sizes[first] > sizes[second] else (second, first)
    return x, other if sizes[other] <= _MAX_DEFAULT_SERIES else None


class OddsChoicePanel(QWidget):
    """The check picker with its description, and the plot's measure and axes.

    Signals:
        check_chosen(CheckSpec, object): a check was picked; the object is the input
            values to start from (a mapping) or None for the defaults.
        choice_changed: the measure, outcome, x input or series input changed.
    """

    check_chosen = Signal(object, object)
    choice_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ruleset: Ruleset | None = None
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)

        check_box = QGroupBox(translate("OddsChoicePanel", "Check"), self)
        check_form = QFormLayout(check_box)
        self.check_combo = CheckCombo(check_box)
        self.check_combo.setObjectName("check_combo")
        self.check_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.check_combo.setMinimumContentsLength(16)
        self.check_combo.currentIndexChanged.connect(self._on_check_combo_changed)
        check_form.addRow(translate("OddsChoicePanel", "&Check"), self.check_combo)
        self.description = QLabel(check_box)
        self.description.setWordWrap(True)
        self.description.setObjectName("check_description")
        self.description.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Minimum)
        check_form.addRow(self.description)
        self.readings = CheckReadings(check_box)
        check_form.addRow(self.readings)
        column.addWidget(check_box)

        plot_box = QGroupBox(translate("OddsChoicePanel", "Plot"), self)
        plot_form = QFormLayout(plot_box)
        self.measure_combo = QComboBox(plot_box)
        self.measure_combo.setObjectName("measure_combo")
        for key, text in MEASURES.items():
            self.measure_combo.addItem(translate("PlotData", text), key)
        self.measure_combo.currentIndexChanged.connect(self._on_choice_changed)
        plot_form.addRow(translate("OddsChoicePanel", "Sho&w"), self.measure_combo)
        self.outcome_combo = QComboBox(plot_box)
        self.outcome_combo.setObjectName("outcome_combo")
        self.outcome_combo.currentIndexChanged.connect(self._on_choice_changed)
        plot_form.addRow(translate("OddsChoicePanel", "&Outcome"), self.outcome_combo)
        self.x_combo = QComboBox(plot_box)
        self.x_combo.setObjectName("x_combo")
        self.x_combo.currentIndexChanged.connect(self._on_x_combo_changed)
        plot_form.addRow(translate("OddsChoicePanel", "&Across (x)"), self.x_combo)
        self.series_combo = QComboBox(plot_box)
        self.series_combo.setObjectName("series_combo")
        self.series_combo.currentIndexChanged.connect(self._on_choice_changed)
        plot_form.addRow(translate("OddsChoicePanel", "One c&urve per"), self.series_combo)
        column.addWidget(plot_box)
        self._combos = (self.measure_combo, self.outcome_combo, self.x_combo,
                        self.series_combo)
        keep_choices_whole(*self._combos)  # a long stat name was cut at text size 1.25

    # --- what is chosen -----------------------------------------------------------------

    @property
    def check_id(self) -> str | None:
        """The chosen check's id."""
        data = self.check_combo.currentData()
        return data if isinstance(data, str) else None

    @property
    def spec(self) -> CheckSpec | None:
        """The chosen check."""
        if self.ruleset is None or self.check_id is None:
            return None
        return self.ruleset.checks.get(self.check_id)

    @property
    def measure(self) -> str:
        """A key of `MEASURES`."""
        return str(self.measure_combo.currentData())

    @property
    def outcome(self) -> str | None:
        """The outcome for P(outcome) and P(at least)."""
        data = self.outcome_combo.currentData()
        return data if isinstance(data, str) else None

    @property
    def x_input(self) -> str | None:
        """The input across the x axis."""
        data = self.x_combo.currentData()
        return data if isinstance(data, str) else None

    @property
    def series_input(self) -> str | None:
        """The input with one curve per level (None: one curve)."""
        data = self.series_combo.currentData()
        return data if isinstance(data, str) and self.measure != "bands" else None

    def marks(self) -> dict[str, str]:
        """Notes for the inputs panel: which input is the x axis, which the curves."""
        marks = {}
        if self.x_input is not None:
            marks[self.x_input] = translate("OddsChoicePanel", "x axis")
        if self.series_input is not None:
            marks[self.series_input] = translate("OddsChoicePanel", "curves")
        return marks

    def state(self) -> dict[str, object]:
        """The choices, to restore with `set_ruleset` later."""
        return {"check": self.check_id, "measure": self.measure, "outcome": self.outcome,
                "x": self.x_input, "series": self.series_combo.currentData()}

    # --- choosing -----------------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset | None, state: Mapping[str, object]) -> None:
        """Offer the checks of `ruleset`; pick the one in `state` (else the first)."""
        self.ruleset = ruleset
        self.check_combo.set_ruleset(ruleset)
        if ruleset is None or not ruleset.checks:
            self.description.clear()
            self.readings.set_check(None)
            return
        remembered = state.get("check")
        index = self.check_combo.findData(remembered) if isinstance(remembered, str) else -1
        self.select_check(max(index, 0), state)

    def select_check(self, index: int, state: Mapping[str, object]) -> None:
        """Pick the check at `index`, restoring what `state` says (values, axes, ...)."""
        self.check_combo.blockSignals(True)
        self.check_combo.setCurrentIndex(index)
        self.check_combo.blockSignals(False)
        self._load_check(state)

    def set_plot_choice(self, *, measure: str | None = None, outcome: str | None = None,
                        x_input: str | None = None, series_input: str | None = None,
                        no_series: bool = False) -> None:
        """Choose what to plot (as the combo boxes would); unknown choices are ignored."""
        for combo in self._combos:
            combo.blockSignals(True)
        try:
            self._pick(self.measure_combo, measure)
            self._pick(self.outcome_combo, outcome)
            if self._pick(self.x_combo, x_input):
                self._fill_series_combo(self.series_combo.currentData())
            if no_series:
                self.series_combo.setCurrentIndex(0)
            else:
                self._pick(self.series_combo, series_input)
        finally:
            for combo in self._combos:
                combo.blockSignals(False)
        self._on_choice_changed()

    @staticmethod
    def _pick(combo: QComboBox, data: object) -> bool:
        index = combo.findData(data) if data is not None else -1
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0

    def _on_check_combo_changed(self) -> None:
        self._load_check({})

    def _load_check(self, state: Mapping[str, object]) -> None:
        spec, ruleset = self.spec, self.ruleset
        if spec is None or ruleset is None:
            return
        self.description.setText(spec.description or "")
        self.readings.set_check(spec)
        values = state.get("values")
        self.check_chosen.emit(spec, values if isinstance(values, Mapping) else None)
        x_default, series_default = default_axes(spec)
        for combo in self._combos:
            combo.blockSignals(True)
        self.outcome_combo.clear()
        for key in spec.outcomes:
            self.outcome_combo.addItem(ruleset.outcomes[key].label, key)
        first_success = next((k for k in spec.outcomes if spec.success_of.get(k)),
                             spec.outcomes[-1])
        if not self._pick(self.outcome_combo, state.get("outcome") or first_success):
            self.outcome_combo.setCurrentIndex(0)
        self._pick(self.measure_combo, state.get("measure"))
        self.x_combo.clear()
        for name, info in spec.inputs.items():
            self.x_combo.addItem(info.label, name)
        if not self._pick(self.x_combo, state.get("x") or x_default):
            self.x_combo.setCurrentIndex(0)
        self._fill_series_combo(state.get("series", series_default))
        for combo in self._combos:
            combo.blockSignals(False)
        self._on_choice_changed()

    def _fill_series_combo(self, wanted: object) -> None:
        spec = self.spec
        self.series_combo.clear()
        self.series_combo.addItem(translate("OddsChoicePanel", "(one curve)"), None)
        if spec is None:
            return
        for name, info in spec.inputs.items():
            if name != self.x_input:
                self.series_combo.addItem(info.label, name)
        self.series_combo.setCurrentIndex(max(self.series_combo.findData(wanted), 0))

    def _on_x_combo_changed(self) -> None:
        self.series_combo.blockSignals(True)
        self._fill_series_combo(self.series_combo.currentData())
        self.series_combo.blockSignals(False)
        self._on_choice_changed()

    def _on_choice_changed(self) -> None:
        self.outcome_combo.setEnabled(self.measure in ("outcome", "at_least"))
        self.series_combo.setEnabled(self.measure != "bands")
        self.choice_changed.emit()
