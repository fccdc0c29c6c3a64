"""OverlayMarks: characters from the library drawn on the odds plot as named diamonds."""

from __future__ import annotations

from html import escape

import pyqtgraph as pg
from PySide6.QtGui import QColor

from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.ui.odds.odds_data import OverlayPoint

__all__ = ["OverlayMarks"]


class OverlayMarks:
    """A diamond per character value, labelled with the names and the exact odds."""

    def __init__(self, plot_item: pg.PlotItem) -> None:
        self.plot_item = plot_item
        self.diamonds = pg.ScatterPlotItem(size=15, pxMode=True, symbol="d")
        self.diamonds.setZValue(25)
        plot_item.addItem(self.diamonds, ignoreBounds=True)
        self.labels: list[pg.TextItem] = []
        self.texts: list[str] = []

    def show(self, points: tuple[OverlayPoint, ...], text: QColor,
             background: QColor) -> None:
        """Draw `points` (none clears), in the plot's text and background colours."""
        self.diamonds.setData([p.x for p in points], [float(p.value) for p in points],
                              brush=pg.mkBrush(text), pen=pg.mkPen(background, width=1.5))
        fill = QColor(background)
        fill.setAlpha(200)
        self.texts = []
        for index, point in enumerate(points):
            if index >= len(self.labels):
                label = pg.TextItem(anchor=(-0.08, 1.1))
                label.setZValue(35)
                self.plot_item.addItem(label, ignoreBounds=True)
                self.labels.append(label)
            label = self.labels[index]
            names = ", ".join(point.names)
            odds = f"{fraction_text(point.value)} ({percent_text(point.value, 2)})"
            self.texts.append(f"{names}: {point.value_text}, {odds}")
            label.fill = pg.mkBrush(fill)
            label.setHtml(f"<span style='color:{text.name()}'><b>{escape(names)}</b> "
                          f"{escape(odds)}</span>")
            label.setPos(point.x, float(point.value))
            label.show()
        for label in self.labels[len(points):]:
            label.hide()
