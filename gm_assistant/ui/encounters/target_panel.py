"""TargetPanel: design to a target, "how many goblins make it fair?".

Tries one opposition line at every count from 1 up (off the GUI thread), plots P(party
wins) against the count with the chosen target, and suggests the count closest to it; the
GM applies it with one click (undoable, like any edit).
"""

from __future__ import annotations

from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.forecast import Estimate
from gm_assistant.ui.encounters.forecast_panel import chance_text
from gm_assistant.ui.encounters.forecast_worker import ForecastResult, suggest

__all__ = ["TargetPanel"]


class TargetPanel(QGroupBox):
    """The count curve of one opposition line and the suggested count.

    Signals:
        vary_requested(): try the selected line's counts.
        count_chosen(int, int): set this opposition line (index) to this count.
    """

    vary_requested = Signal()
    count_chosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Design to a target", parent)
        self.setObjectName("TargetPanel")
        self.line: int | None = None
        self.name = ""
        self.suggested: int | None = None
        self.target = QSpinBox(self)
        self.target.setObjectName("target_spin")
        self.target.setRange(5, 95)
        self.target.setSingleStep(5)
        self.target.setValue(60)
        self.target.setPrefix("P(party wins) ")
        self.target.setSuffix("%")
        self.target.valueChanged.connect(self._show_suggestion)
        self.vary = QPushButton("Try every count of the selected opponent", self)
        self.vary.setObjectName("vary_button")
        self.vary.clicked.connect(self.vary_requested)
        self.use = QPushButton("Use it", self)
        self.use.setObjectName("use_suggestion")
        self.use.setEnabled(False)
        self.use.clicked.connect(self._on_use_clicked)
        self.summary = QLabel("Select an opponent's line, then try its counts.", self)
        self.summary.setObjectName("TargetSummary")
        self.summary.setWordWrap(True)
        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName("TargetPlot")
        self.plot.setFixedHeight(160)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setLabel("left", "% party wins")
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.plot.setYRange(0, 100)
        self.plot.setVisible(False)
        self.curve: dict[int, Fraction | Estimate] = {}
        row = QHBoxLayout()
        row.addWidget(self.target)
        row.addWidget(self.vary, 1)
        choose = QHBoxLayout()
        choose.addWidget(self.summary, 1)
        choose.addWidget(self.use)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.plot)
        layout.addLayout(choose)

    def show_working(self, name: str) -> None:
        """Counts are being tried for the line `name`."""
        self.summary.setText(f"Trying every count of {name}…")
        self.use.setEnabled(False)

    def show_curve(self, result: ForecastResult, line: int, name: str) -> None:
        """Show P(party wins) at each count of line `line`."""
        self.line = line
        self.name = name
        self.curve = dict(result.curve)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for axis_name in ("left", "bottom"):
            axis = self.plot.getAxis(axis_name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.plot.setLabel("bottom", f"how many: {name}")
        self.plot.setVisible(True)
        self._show_suggestion()

    def _show_suggestion(self, *_args: object) -> None:
        if not self.curve or self.line is None:
            return
        target = self.target.value() / 100
        values = {n: (p.value if isinstance(p, Estimate) else float(p))
                  for n, p in self.curve.items()}
        self.plot.clear()
        self.plot.addItem(pg.PlotDataItem(list(values), [100 * v for v in values.values()],
                                          pen=pg.mkPen("#2563eb", width=2), symbol="o",
                                          symbolBrush="#2563eb"))
        dashed = pg.mkPen("#b45309", style=Qt.PenStyle.DashLine)
        self.plot.addItem(pg.InfiniteLine(100 * target, angle=0, pen=dashed))
        self.plot.getAxis("bottom").setTicks([[(n, str(n)) for n in values]])
        self.suggested = suggest(self.curve, target)
        if self.suggested is None:
            return
        chance = self.curve[self.suggested]
        self.summary.setText(f"Closest to {target:.0%}: {self.suggested} × {self.name} "
                             f"(the party wins {chance_text(chance)})")
        self.use.setEnabled(True)

    def _on_use_clicked(self) -> None:
        if self.line is not None and self.suggested is not None:
            self.count_chosen.emit(self.line, self.suggested)
