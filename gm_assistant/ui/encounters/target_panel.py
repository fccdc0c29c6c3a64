"""TargetPanel: design to a target, "how many goblins make it fair?".

Tries one opposition line at every count from 1 up, or at every level of one of its stats
("how good a fighter must the villain be?"), off the GUI thread; plots P(party wins)
against it with the chosen target, and suggests the value closest to it; the GM applies
it with one click (undoable, like any edit). In a contest each side's best acts alone, so
how many opponents there are changes nothing: only the contest's stat is offered.
"""

from __future__ import annotations

from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.forecast import Estimate
from gm_assistant.core.probability_text import chance_text, percent_text
from gm_assistant.ui.common.forecast_worker import ForecastResult, suggest
from gm_assistant.ui.common.whole_text import keep_choices_whole

__all__ = ["TargetPanel"]

translate = QCoreApplication.translate

_HOW_MANY = str(QT_TRANSLATE_NOOP("TargetPanel", "how many"))
_FIGHT_HINT = str(QT_TRANSLATE_NOOP("TargetPanel",
                                    "Select an opponent's line, then try its counts."))
_CONTEST_HINT = str(QT_TRANSLATE_NOOP(
    "TargetPanel", "In a contest only each side's best acts, so how many opponents there "
    "are changes nothing: select an opponent's line, then try its values of {stat}."))


class TargetPanel(QGroupBox):
    """The count curve of one opposition line and the suggested count.

    Signals:
        vary_requested(): try the selected line's values of `what`.
        value_chosen(int, str, object): give this opposition line (index) this value of
            "count" or of a stat.
    """

    vary_requested = Signal()
    value_chosen = Signal(int, str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("TargetPanel", "Design to a target"), parent)
        self.setObjectName("TargetPanel")
        self.line: int | None = None
        self.name = ""
        self.varied = "count"
        self.contest = False
        """A contest's panel: its stat offered, not "how many" (`set_stats`)."""
        self.labels: dict[object, str] = {}
        self.suggested: object | None = None
        self.target = QSpinBox(self)
        self.target.setObjectName("target_spin")
        self.target.setRange(5, 95)
        self.target.setSingleStep(5)
        self.target.setValue(60)
        self.target.setPrefix(translate("TargetPanel", "P(party wins) "))
        self.target.setSuffix("%")
        self.target.valueChanged.connect(self._show_suggestion)
        self.what = QComboBox(self)
        self.what.setObjectName("vary_what")
        self.what.addItem(translate("TargetPanel", _HOW_MANY), "count")
        keep_choices_whole(self.what)
        self.what.setToolTip(translate("TargetPanel", "What to try every value of: how many "
                                       "of the selected opponent, or one of its stats"))
        self.vary = QPushButton(translate("TargetPanel",
                                          "Try every value for the selected opponent"), self)
        self.vary.setObjectName("vary_button")
        self.vary.clicked.connect(self.vary_requested)
        self.use = QPushButton(translate("TargetPanel", "Use it"), self)
        self.use.setObjectName("use_suggestion")
        self.use.setEnabled(False)
        self.use.clicked.connect(self._on_use_clicked)
        self.summary = QLabel(translate("TargetPanel", _FIGHT_HINT), self)
        self.summary.setObjectName("TargetSummary")
        self.summary.setWordWrap(True)
        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName("TargetPlot")
        self.plot.setFixedHeight(160)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setLabel("left", translate("TargetPanel", "% party wins"))
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.plot.setYRange(0, 100)
        self.plot.setVisible(False)
        self.curve: dict[object, Fraction | Estimate] = {}
        row = QHBoxLayout()
        row.addWidget(self.target)
        row.addWidget(self.what)
        row.addStretch(1)
        trying = QHBoxLayout()  # on a row of its own: at text size 1.25 it cut the choice
        trying.addWidget(self.vary)
        trying.addStretch(1)
        choose = QHBoxLayout()
        choose.addWidget(self.summary, 1)
        choose.addWidget(self.use)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(trying)
        layout.addWidget(self.plot)
        layout.addLayout(choose)

    def clear(self) -> None:
        """Forget the curve and its suggestion (they belong to another encounter or
        ruleset): nothing to plot, nothing to use, the opening hint again."""
        self.line = None
        self.name = ""
        self.varied = "count"
        self.labels = {}
        self.suggested = None
        self.curve = {}
        self.plot.clear()
        self.plot.setVisible(False)
        self.use.setEnabled(False)
        self.summary.setText(self._hint())

    def _hint(self) -> str:
        """What to do first: a fight's counts, or a contest's stat (and why only it)."""
        if not self.contest:
            return translate("TargetPanel", _FIGHT_HINT)
        return translate("TargetPanel", _CONTEST_HINT).format(stat=self.what.itemText(0))

    def set_stats(self, stats: list[tuple[str, str]], *, contest: bool = False) -> None:
        """The stats an opponent's line can be tried at ((name, label)), after "how
        many" in a fight; in a `contest` (whose odds do not depend on how many there
        are) these stats only."""
        chosen = self.what.currentData()
        was_contest, self.contest = self.contest, contest and bool(stats)
        self.what.clear()
        if not self.contest:
            self.what.addItem(translate("TargetPanel", _HOW_MANY), "count")
        for name, label in stats:
            self.what.addItem(label, name)
        keep_choices_whole(self.what)
        self.what.setCurrentIndex(max(self.what.findData(chosen), 0))
        self.what.setToolTip(translate(
            "TargetPanel", "What to try every value of: one of the selected opponent's "
            "stats (in a contest how many there are changes nothing)") if self.contest
            else translate("TargetPanel", "What to try every value of: how many of the "
                           "selected opponent, or one of its stats"))
        if self.contest != was_contest:  # a fight's curve means nothing for a contest
            self.clear()

    def show_working(self, name: str) -> None:
        """Values are being tried for the line `name`."""
        what = self.what.currentText()
        self.summary.setText(translate("TargetPanel", "Trying every value of {what} for "
                                       "{name}…").format(what=what, name=name))
        self.use.setEnabled(False)

    def show_curve(self, result: ForecastResult, line: int, name: str,
                   labels: dict[object, str] | None = None) -> None:
        """Show P(party wins) at each value tried for line `line` (`labels`: how to
        write each value; counts as they are)."""
        self.line = line
        self.name = name
        self.varied = result.request.what
        self.labels = labels or {}
        self.curve = dict(result.curve)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for axis_name in ("left", "bottom"):
            axis = self.plot.getAxis(axis_name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        what = translate("TargetPanel", _HOW_MANY) if self.varied == "count" else \
            self.what.itemText(max(self.what.findData(self.varied), 0))
        self.plot.setLabel("bottom", f"{what}: {name}")
        self.plot.setVisible(True)
        self._show_suggestion()

    def _show_suggestion(self, *_args: object) -> None:
        if not self.curve or self.line is None:
            return
        target = self.target.value() / 100
        values = [p.value if isinstance(p, Estimate) else float(p)
                  for p in self.curve.values()]
        self.plot.clear()
        self.plot.addItem(pg.PlotDataItem(list(range(len(values))),
                                          [100 * v for v in values],
                                          pen=pg.mkPen("#2563eb", width=2), symbol="o",
                                          symbolBrush="#2563eb"))
        dashed = pg.mkPen("#b45309", style=Qt.PenStyle.DashLine)
        self.plot.addItem(pg.InfiniteLine(100 * target, angle=0, pen=dashed))
        self.plot.getAxis("bottom").setTicks(
            [[(i, self._label(value)) for i, value in enumerate(self.curve)]])
        self.plot.setXRange(-0.8, len(values) - 0.2, padding=0)  # room for the end labels
        self.suggested = suggest(self.curve, target)
        if self.suggested is None:
            return
        chance = self.curve[self.suggested]
        if self.varied == "count":
            chosen = f"{self.suggested} × {self.name}"
        else:
            chosen = translate("TargetPanel", "{name} at {value}").format(
                name=self.name, value=self._label(self.suggested))
        self.summary.setText(translate("TargetPanel", "Closest to {target}: {chosen} "
                                       "(the party wins {chance})").format(
            target=percent_text(target, 0), chosen=chosen, chance=chance_text(chance)))
        self.use.setEnabled(True)

    def _label(self, value: object) -> str:
        return self.labels.get(value, str(value))

    def _on_use_clicked(self) -> None:
        if self.line is not None and self.suggested is not None:
            self.value_chosen.emit(self.line, self.varied, self.suggested)
