"""OddsPlot: curves or stacked outcome bands of a check's odds, drawn with pyqtgraph.

The plot never computes odds: it draws a `PlotData` built from the core. Redraws reuse
their graphics items (curves, bars) and only change their data.
"""

from __future__ import annotations

import functools
import math
from html import escape
from pathlib import Path
from typing import NamedTuple

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from gm_assistant.ui.odds.odds_data import PlotData
from gm_assistant.ui.odds.odds_export import export_png, export_svg
from gm_assistant.ui.odds.odds_hover import OddsHover
from gm_assistant.ui.odds.overlay_marks import OverlayMarks
from gm_assistant.ui.odds.plot_text import (
    X_MARGIN,
    font_points,
    pick_ticks,
    wrap_text,
    wrap_words,
)

__all__ = ["SERIES_PALETTE", "SERIES_SYMBOLS", "OddsPlot", "SeriesStyle", "series_colours",
           "series_styles"]

SERIES_PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9")
"""Categorical curve colours that stay apart for colour-blind eyes (Okabe and Ito's set,
without its black and yellow, which vanish on a dark or a light background)."""

SERIES_DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
                 Qt.PenStyle.DashDotLine)
SERIES_SYMBOLS = ("o", "s", "t", "d")
"""Marker shapes, one per line style: past the palette's colours the curves go on dashed
(then dotted...) with other markers, so no two curves look alike."""

_BAR_WIDTH = 0.72
_LEGEND_SHARE = 0.17
"""The part of the plot's width a line of the legend may take (its sample comes on top)."""
_LEGEND_MIN_PX = 90


class SeriesStyle(NamedTuple):
    """How one curve is drawn: its colour, line style and marker shape."""

    colour: str
    dash: Qt.PenStyle
    symbol: str


def series_colours(count: int) -> list[str]:
    """The colours of `count` curves (see `series_styles`)."""
    return [style.colour for style in _series_styles(count)]


def series_styles(count: int) -> list[SeriesStyle]:
    """`count` curves' looks, no two alike: the palette's colours solid, then again
    dashed, dotted and dash-dotted (each with its own marker); past that many curves, an
    even sweep of colours whose line styles take turns."""
    return list(_series_styles(count))


@functools.lru_cache(maxsize=64)
def _series_styles(count: int) -> tuple[SeriesStyle, ...]:
    colours = len(SERIES_PALETTE)
    if count <= colours * len(SERIES_DASHES):
        return tuple(SeriesStyle(SERIES_PALETTE[i % colours], SERIES_DASHES[i // colours],
                                 SERIES_SYMBOLS[i // colours]) for i in range(count))
    cmap = pg.colormap.get("CET-R4")  # a rainbow of even lightness: no colour fades out
    turns = len(SERIES_DASHES)
    return tuple(SeriesStyle(cmap.map(0.05 + 0.9 * i / (count - 1), mode="qcolor").name(),
                             SERIES_DASHES[i % turns], SERIES_SYMBOLS[i % turns])
                 for i in range(count))


def _axis_height(axis: pg.AxisItem, metrics: QFontMetrics, lines: int) -> int:
    """The height a bottom axis needs for tick labels of `lines` lines and its title."""
    # float(): pyqtgraph's style values are untyped.
    height = float(lines * metrics.lineSpacing() + axis.style["tickTextOffset"][1])
    height += max(0.0, float(axis.style["tickLength"]))
    if axis.label.isVisible():
        height += float(axis.label.boundingRect().height()) * 0.8
    return math.ceil(height)


class OddsPlot(pg.GraphicsLayoutWidget):  # type: ignore[misc]  # pyqtgraph is untyped
    """A plot of P(...) across one input: one curve per series, or stacked outcome bands.

    Signals:
        redrawn: emitted after every `show_data`.
        hovered(str): the text for the point under the mouse ("" when there is none).
    """

    redrawn = Signal()
    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OddsPlot")
        self.setMinimumSize(360, 260)
        self.data: PlotData | None = None
        self._drawn: dict[str, object] = {}
        # The titles span plot and legend, so a long title never squeezes the legend.
        self.title_label = pg.LabelItem("", justify="center")
        self.addItem(self.title_label, row=0, col=0, colspan=2)
        self.subtitle_label = pg.LabelItem("", justify="center")
        self.addItem(self.subtitle_label, row=1, col=0, colspan=2)
        self.plot_item = self.addPlot(row=2, col=0, rowspan=3)
        # Compact at the top right, beside the plot rather than over its curves.
        self.legend_title = pg.LabelItem("", justify="left")
        self.addItem(self.legend_title, row=2, col=1)
        self.legend = pg.LegendItem(offset=None, verSpacing=-4)
        self.addItem(self.legend, row=3, col=1)
        for item in (self.legend_title, self.legend):
            item.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.ci.layout.setAlignment(item, Qt.AlignmentFlag.AlignTop)
        self.ci.layout.setRowStretchFactor(4, 1)
        self.ci.layout.setColumnStretchFactor(0, 1)
        self.ci.layout.setContentsMargins(8, 8, 8, 8)
        self._setup_axes()
        self.curves: list[pg.PlotCurveItem] = []
        # One item for every curve's markers: far cheaper to update than one per curve.
        self.markers = pg.ScatterPlotItem(size=7, pxMode=True)
        self.markers.setZValue(10)
        self._brushes: dict[str, QBrush] = {}
        self._no_pen = pg.mkPen(None)
        self.plot_item.addItem(self.markers)
        self.bars: list[pg.BarGraphItem] = []
        self.current_line = pg.InfiniteLine(angle=90, movable=False)
        self.current_line.setZValue(-5)
        self.plot_item.addItem(self.current_line, ignoreBounds=True)
        self.current_point = pg.ScatterPlotItem(size=16, pxMode=True)
        self.current_point.setZValue(20)
        self.plot_item.addItem(self.current_point, ignoreBounds=True)
        self.overlay_marks = OverlayMarks(self.plot_item)
        self.hover = OddsHover(self.plot_item, self.hovered.emit, series_colours)
        self.message = pg.TextItem(anchor=(0.5, 0.5))
        self.message.setZValue(50)
        self.plot_item.addItem(self.message, ignoreBounds=True)
        self.scene().sigMouseMoved.connect(self._on_scene_mouse_moved)
        self.plot_item.vb.sigResized.connect(self._on_view_resized)
        self._apply_palette()

    # --- set-up ------------------------------------------------------------------------

    def _setup_axes(self) -> None:
        item = self.plot_item
        item.setMouseEnabled(x=False, y=False)
        item.setMenuEnabled(False)
        item.hideButtons()
        item.showGrid(x=False, y=True, alpha=0.22)
        item.setYRange(0.0, 1.0, padding=0.02)
        left = item.getAxis("left")
        left.setTicks([[(v / 10, f"{v * 10}%") for v in range(0, 11, 2)],
                       [(v / 10, "") for v in range(1, 10, 2)]])
        bottom = item.getAxis("bottom")
        bottom.setStyle(hideOverlappingLabels=False)

    def _apply_palette(self) -> None:
        palette = self.palette()
        background = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        self.setBackground(background)
        for name in ("left", "bottom"):
            axis = self.plot_item.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self._text_colour = text
        self._background = background
        self._drawn.clear()
        self.hover.text_colour = text
        self.hover.background = background
        self.hover.points = float(self._points(1.1)[:-2])
        for name in ("left", "bottom"):
            self.plot_item.getAxis(name).setStyle(tickFont=self.font())
        self.current_line.setPen(pg.mkPen(text, width=1, style=Qt.PenStyle.DashLine))
        self.legend.setLabelTextColor(text)
        self.message.setColor(text)
        if self.data is not None:
            self._draw_titles(self.data)
            self._rebuild_legend(self.data)

    def changeEvent(self, event: QEvent) -> None:
        themed = event.type() in (QEvent.Type.PaletteChange,
                                  QEvent.Type.ApplicationPaletteChange,
                                  QEvent.Type.FontChange,
                                  QEvent.Type.ApplicationFontChange)
        if themed and hasattr(self, "hover"):  # not while the base class is being set up
            self._apply_palette()
        super().changeEvent(event)

    # --- drawing ------------------------------------------------------------------------

    def show_data(self, data: PlotData) -> None:
        """Draw `data`, reusing the existing curves and bars."""
        self.data = data
        if self.message.textItem.toPlainText():
            self.message.setText("")
        self.hover.clear()
        if data.stacked:
            self._hide_curves(0)
            self._draw_bars(data)
        else:
            self._hide_bars(0)
            self._draw_curves(data)
        self._draw_current(data)
        if data.overlays or self.overlay_marks.texts:
            self.overlay_marks.show(data.overlays, self._text_colour, self._background)
        self._draw_titles(data)
        self._rebuild_legend(data)
        positions = data.x_positions
        if self._changed("x range", positions):
            self.plot_item.setXRange(min(positions) - X_MARGIN, max(positions) + X_MARGIN,
                                     padding=0)
        self._update_ticks()
        self.redrawn.emit()

    def _changed(self, part: str, signature: object) -> bool:
        """True (and remembered) when `part` must be redrawn: its inputs differ from last time.

        Most redraws only move the curves (a resource changed); titles, legend and ticks
        stay, and rebuilding them would cost more than the rest of the frame.
        """
        if self._drawn.get(part) == signature:
            return False
        self._drawn[part] = signature
        return True

    def show_message(self, text: str) -> None:
        """Replace the plot with a message (such as why the odds cannot be computed)."""
        self.data = None
        self._drawn.clear()
        self._hide_curves(0)
        self._hide_bars(0)
        self.hover.clear()
        self.current_line.hide()
        self.current_point.setData([])
        self.overlay_marks.show((), self._text_colour, self._background)
        self.legend.clear()
        self.legend_title.setText("")
        self.title_label.setText("")
        self.subtitle_label.setText("")
        self.plot_item.setXRange(0, 1, padding=0)
        self.message.setPos(0.5, 0.5)
        self.message.setText(text)
        self.redrawn.emit()

    def _draw_curves(self, data: PlotData) -> None:
        styles = series_styles(len(data.series))
        x = list(data.x_positions)
        marker_x: list[float] = []
        marker_y: list[float] = []
        for index, (series, style) in enumerate(zip(data.series, styles, strict=True)):
            if index >= len(self.curves):
                item = pg.PlotCurveItem()
                self.plot_item.addItem(item)
                self.curves.append(item)
            item = self.curves[index]
            width = 4.0 if index == data.series_current else 2.4
            y = [float(v) for v in series.values]
            if self._changed(f"curve {index}", (style, width)):
                item.setData(x, y, pen=pg.mkPen(style.colour, width=width, style=style.dash))
            else:
                item.setData(x, y)
            item.setVisible(True)
            marker_x.extend(x)
            marker_y.extend(y)
        self._hide_curves(len(data.series))
        if len(x) > 30:  # dense curves read better without dots
            self.markers.setData([], [])
            return
        # The same brush and pen objects every time: pyqtgraph caches rendered markers by
        # object identity, and fresh objects would redraw every marker on every update.
        brushes = [self._brush(style.colour) for style in styles for _ in x]
        symbols = [style.symbol for style in styles for _ in x]
        self.markers.setData(marker_x, marker_y, brush=brushes, symbol=symbols,
                             pen=self._no_pen)
        self.markers.setVisible(True)

    def _brush(self, colour: str) -> QBrush:
        brush = self._brushes.get(colour)
        if brush is None:
            brush = self._brushes[colour] = pg.mkBrush(colour)
        return brush

    def _draw_bars(self, data: PlotData) -> None:
        bottoms = [0.0] * len(data.x_positions)
        for index, series in enumerate(data.series):
            if index >= len(self.bars):
                item = pg.BarGraphItem(x=[0], height=[0], width=_BAR_WIDTH)
                self.plot_item.addItem(item)
                self.bars.append(item)
            heights = [float(v) for v in series.values]
            colour = QColor(series.colour or series_colours(len(data.series))[index])
            edge = pg.mkPen(self._background, width=1)
            marked = pg.mkPen(self._text_colour, width=2.5)
            pens = [marked if i == data.x_current else edge
                    for i in range(len(data.x_positions))]
            self.bars[index].setOpts(x=list(data.x_positions), height=heights,
                                     y0=list(bottoms), width=_BAR_WIDTH, brush=colour,
                                     pens=pens)
            self.bars[index].setVisible(True)
            bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
        self._hide_bars(len(data.series))

    def _hide_curves(self, start: int) -> None:
        for item in self.curves[start:]:
            if item.isVisible():
                item.setData([], [])
                item.setVisible(False)
        if start == 0:
            self.markers.setData([], [])

    def _hide_bars(self, start: int) -> None:
        for item in self.bars[start:]:
            item.setVisible(False)

    def _draw_current(self, data: PlotData) -> None:
        if data.x_current is None or data.stacked:  # a marked bar has its own outline
            self.current_line.hide()
            self.current_point.setData([])
            return
        x = data.x_positions[data.x_current]
        self.current_line.setPos(x)
        self.current_line.show()
        if data.stacked or not data.series:
            self.current_point.setData([])
            return
        index = data.series_current if data.series_current is not None else 0
        colour = series_colours(len(data.series))[index]
        y = float(data.series[index].values[data.x_current])
        self.current_point.setData([x], [y], brush=pg.mkBrush(colour),
                                   pen=pg.mkPen(self._text_colour, width=2), symbol="o")

    def _draw_titles(self, data: PlotData) -> None:
        colour = self._text_colour.name()
        # The axes repaint themselves whenever their label is set: set them only when their
        # text changes, not with every subtitle (a resource value) change.
        if self._changed("axis labels", (data.x_label, data.y_label, colour,
                                         self._points(1.0))):
            style = {"color": colour, "font-size": self._points(1.0)}
            self.plot_item.setLabel("bottom", escape(data.x_label), **style)
            self.plot_item.setLabel("left", escape(data.y_label), **style)
        signature = (data.title, data.subtitle, colour, self.width(), self._points(1.0))
        if not self._changed("titles", signature):
            return
        # Wrapped to the widget's width: an unwrapped title would widen the layout and
        # push the legend out of sight.
        title = self._wrap(data.title, " ", 1.3)
        self.title_label.setText("<br>".join(escape(line) for line in title),
                                 color=colour, size=self._points(1.3))
        subtitle = self._wrap(data.subtitle, " · ", 0.95)
        self.subtitle_label.setText("<br>".join(escape(line) for line in subtitle),
                                    color=colour, size=self._points(0.95))

    def _points(self, scale: float) -> str:
        return font_points(self.font(), scale)

    def _wrap(self, text: str, separator: str, scale: float) -> list[str]:
        return wrap_text(self.font(), text, separator, scale, self.width())

    def _legend_limit(self) -> int:
        """How wide (pixels) a line of the legend's title or labels may be: a small part
        of the plot's width, so the curves keep the rest; longer names wrap."""
        width: int = self.width()
        return max(_LEGEND_MIN_PX, round(width * _LEGEND_SHARE))

    def _rebuild_legend(self, data: PlotData) -> None:
        # The marked series is drawn bold in the legend too: a new one redraws it.
        limit = self._legend_limit()
        signature = (data.stacked, data.series_label, tuple(s.name for s in data.series),
                     self._text_colour.name(), self._points(1.0), data.series_current, limit)
        if not self._changed("legend", signature):
            return
        self.legend.clear()
        self.legend.opts["labelTextSize"] = self._points(1.0)
        title = data.series_label if data.stacked or len(data.series) > 1 else ""
        # A long name must not widen the legend's column at the plot's expense.
        font = QFont(self.font())
        font.setPointSizeF(float(self._points(1.0)[:-2]))
        plain = QFontMetrics(font)
        font.setBold(True)
        lines = wrap_words(QFontMetrics(font), title, limit) if title else []
        self.legend_title.setText("<br>".join(f"<b>{escape(line)}</b>" for line in lines),
                                  color=self._text_colour.name(), size=self._points(1.0))

        def label(name: str) -> str:
            return "<br>".join(escape(line) for line in wrap_words(plain, name, limit))

        if data.stacked:
            pairs = list(zip(data.series, self.bars, strict=False))
            for series, item in reversed(pairs):  # best outcome on top, as stacked
                self.legend.addItem(item, label(series.name))
        elif len(data.series) > 1:
            for series, item in zip(data.series, self.curves, strict=False):
                self.legend.addItem(item, label(series.name))
        rows = max(1, math.ceil(len(data.series) / 18))
        self.legend.setColumnCount(rows)
        # pyqtgraph's legend moves itself to (0, 0) when its rows change, and a rebuild
        # during the layout's own resize was not laid out again: the legend stayed in the
        # top-left corner, over the title (seen in Spanish at 1.25). Back to its cell now.
        self.ci.layout.activate()

    @property
    def hover_label(self) -> pg.TextItem:
        """The label beside the hovered point."""
        return self.hover.label

    @property
    def hover_text(self) -> str:
        """The hovered point's text ("" when none)."""
        return self.hover.text

    def _on_scene_mouse_moved(self, scene_pos: QPointF) -> None:
        self.hover.update(self.data, scene_pos)

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        data = getattr(self, "data", None)  # pyqtgraph calls this while setting up
        if data is not None:
            self._draw_titles(data)
            self._rebuild_legend(data)

    def _on_view_resized(self) -> None:
        self._update_ticks()

    def _update_ticks(self) -> None:
        data = self.data
        axis = self.plot_item.getAxis("bottom")
        if data is None:
            axis.setTicks([[]])
            return
        width = max(1.0, self.plot_item.vb.width())
        signature = (data.x_positions, data.x_short, data.x_long, width, self._points(1.0))
        if not self._changed("ticks", signature):
            return
        # The font the labels are drawn in (the axis item's own font() is the scene's,
        # which does not follow the text size).
        metrics = QFontMetrics(axis.style["tickFont"] or self.font())
        major, minor = pick_ticks(metrics, data.x_positions, data.x_short, data.x_long, width)
        axis.setTicks([major, minor])
        lines = max((text.count("\n") + 1 for _, text in major), default=1)
        # pyqtgraph sizes the axis for 0.8 of its labels' height, which is enough for
        # one line; two staggered rows would touch the axis title below them.
        axis.setHeight(None if lines == 1 else _axis_height(axis, metrics, lines))

    # --- export -------------------------------------------------------------------------

    def export_png(self, path: Path, width: int = 1600) -> None:
        """Save the plot, title and legend included, as a PNG `width` pixels wide."""
        self.hover.clear()
        export_png(self.ci, path, width)

    def export_svg(self, path: Path) -> None:
        """Save the plot, title and legend included, as an SVG drawing."""
        self.hover.clear()
        export_svg(self.ci, path, self.data.title if self.data else "Odds", self._background)
