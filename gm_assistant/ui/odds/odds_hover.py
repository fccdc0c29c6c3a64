"""OddsHover: the exact fraction and percentage of the point under the mouse."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from html import escape

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor

from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.ui.odds.odds_data import PlotData

__all__ = ["OddsHover", "fraction_text"]

_HOVER_RADIUS_PX = 60.0
"""How far (in pixels, vertically) the mouse may be from a curve's point to pick it."""


class OddsHover:
    """A marker and a label beside the nearest point (curves) or band (stacked bars).

    `announce(text)` is called whenever the text changes ("" when nothing is hovered).
    """

    def __init__(self, plot_item: pg.PlotItem, announce: Callable[[str], None],
                 colours: Callable[[int], list[str]]) -> None:
        self.plot_item = plot_item
        self.announce = announce
        self.colours = colours
        self.text = ""
        self.text_colour = QColor("#000000")
        self.background = QColor("#ffffff")
        self.points = 11.0
        self.point = pg.ScatterPlotItem(size=12, pxMode=True)
        self.point.setZValue(30)
        plot_item.addItem(self.point, ignoreBounds=True)
        self.label = pg.TextItem(anchor=(0, 1))
        self.label.setZValue(40)
        plot_item.addItem(self.label, ignoreBounds=True)
        self.clear()

    def clear(self) -> None:
        """Hide the marker and label."""
        if self.label.isVisible():
            self.point.setData([])
            self.label.setText("")
            self.label.hide()
        if self.text:
            self.text = ""
            self.announce("")

    def update(self, data: PlotData | None, scene_pos: QPointF) -> None:
        """Show the point of `data` nearest to the mouse at `scene_pos`, if near enough."""
        vb = self.plot_item.vb
        if data is None or not data.series or not vb.sceneBoundingRect().contains(scene_pos):
            self.clear()
            return
        view = vb.mapSceneToView(scene_pos)
        positions = data.x_positions
        index = min(range(len(positions)), key=lambda i: abs(positions[i] - view.x()))
        if data.stacked:
            self._band(data, index, view.y())
        else:
            self._curve(data, index, view.y())

    def _curve(self, data: PlotData, index: int, y: float) -> None:
        _, pixel_h = self.plot_item.vb.viewPixelSize()
        x = data.x_positions[index]
        best = min(range(len(data.series)),
                   key=lambda s: abs(float(data.series[s].values[index]) - y))
        value = data.series[best].values[index]
        if abs(float(value) - y) / max(pixel_h, 1e-9) > _HOVER_RADIUS_PX:
            self.clear()
            return
        colour = self.colours(len(data.series))[best]
        self.point.setData([x], [float(value)], brush=pg.mkBrush(colour),
                           pen=pg.mkPen(self.text_colour, width=1.5))
        head = data.x_long[index]
        if len(data.series) > 1:
            head = f"{data.series_label} {data.series[best].name}, {data.x_label} {head}"
        else:
            head = f"{data.x_label} {head}"
        self._show(x, float(value), head, data.y_label, value)

    def _band(self, data: PlotData, index: int, y: float) -> None:
        bottom = 0.0
        chosen = None
        for number, series in enumerate(data.series):
            top = bottom + float(series.values[index])
            if bottom <= y <= top and series.values[index] > 0:
                chosen = number
                break
            bottom = top
        if chosen is None:
            self.clear()
            return
        series = data.series[chosen]
        value = series.values[index]
        self.point.setData([])
        head = f"{data.x_label} {data.x_long[index]}"
        self._show(data.x_positions[index], bottom + float(value) / 2, head,
                   QCoreApplication.translate("PlotData", "P({outcome})").format(
                       outcome=series.name), value)

    def _show(self, x: float, y: float, head: str, measure: str, value: Fraction) -> None:
        fraction = fraction_text(value)
        text = f"{head}\n{measure} = {fraction} = {percent_text(value, 2)}"
        label = self.label
        fill = QColor(self.background)
        fill.setAlpha(235)
        # Shown and its transform set before it is placed: a hidden TextItem keeps a stale
        # transform, works out its anchor offset in data units and lands off screen.
        label.show()
        label.updateTransform(force=True)
        label.fill = pg.mkBrush(fill)
        label.border = pg.mkPen(self.text_colour)
        label.setHtml(
            f"<div style='color:{self.text_colour.name()}; font-size:{self.points}pt'>"
            f"{escape(head)}<br>"
            f"<b>{escape(measure)} = {fraction}</b> ({percent_text(value, 2)})</div>")
        # Beside the point, on the roomier side, and kept inside the plot area.
        size = label.textItem.boundingRect()
        width, height = max(size.width(), 1.0), max(size.height(), 1.0)
        point = self.plot_item.vb.mapViewToScene(QPointF(x, y))
        area = self.plot_item.vb.sceneBoundingRect()
        gap = 10.0
        if area.right() - point.x() >= point.x() - area.left():
            left = point.x() + gap
        else:
            left = point.x() - gap - width
        left = min(max(left, area.left() + 2), area.right() - width - 2)
        if point.y() - area.top() >= area.bottom() - point.y():
            top = point.y() - gap - height
        else:
            top = point.y() + gap
        top = min(max(top, area.top() + 2), area.bottom() - height - 2)
        label.setAnchor(((point.x() - left) / width, (point.y() - top) / height))
        label.setPos(x, y)
        if text != self.text:
            self.text = text
            self.announce(text)
