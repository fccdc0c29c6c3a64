"""The odds plot read by a GM at text size 1.25, in English and Spanish: every value
across the x axis has its label drawn, none overlapping another or the axis title (or, on
a plot too narrow for even two staggered rows, the reason is checked here); the curves
are told apart (no two drawn alike, and the colours of curves drawn with the same line
style stay apart for colour-blind eyes); the legend keeps to a small part of the plot's
width, every name whole. Positions and widths are measured here with the font's metrics
and the plot's own mapping, not taken from the code that chose the labels."""

from __future__ import annotations

import itertools
import math
import re
import sys
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPicture
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.app import SCREENSHOT_SIZE
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.odds.odds_plot import OddsPlot, series_styles
from gm_assistant.ui.odds.odds_view import OddsView

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import start_window

RULESETS = ("adom", "lady_luck", "maofa", "mastery_d20", "riskbreaker")
GAP = 2
"""Pixels two tick labels may come closer than without touching (antialiasing)."""


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The window's language; afterwards English at the usual text size again."""
    font = QFont(qapp.font())
    yield request.param
    apply_language("en")
    qapp.setFont(font)
    assert wait_for_workers(30)


def _odds_view(qtbot: QtBot, folder: Path, language: str, ruleset_id: str) -> OddsView:
    """The Odds area of a window of the screenshots' size at text size 1.25."""
    window = start_window(qtbot, folder, language, 1.25, ruleset=ruleset_id, view="odds")
    window.resize(SCREENSHOT_SIZE)
    view = window.show_area("odds")
    assert isinstance(view, OddsView)
    qtbot.waitUntil(lambda: not window.is_busy() and view.plot.data is not None,
                    timeout=30_000)
    return view


def _settle(plot: OddsPlot) -> None:
    """Let the plot's layout take the axes' new sizes (they follow the labels chosen)."""
    for _ in range(3):
        QApplication.processEvents()
        plot.ci.layout.activate()


def _drawn_ticks(plot: OddsPlot) -> list[tuple[QRectF, str]]:
    """The bottom axis's tick labels as pyqtgraph draws them (rect, text)."""
    axis = plot.plot_item.getAxis("bottom")
    picture = QPicture()
    painter = QPainter(picture)
    painter.setFont(axis.style["tickFont"])
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(rect, text) for rect, _flags, text in texts]


def _line_boxes(plot: OddsPlot, ticks: list[tuple[QRectF, str]]) -> list[QRectF]:
    """Each line of each drawn label, as the pixels its text covers (centred, top down)."""
    axis = plot.plot_item.getAxis("bottom")
    metrics = QFontMetricsF(axis.style["tickFont"])
    boxes = []
    for rect, text in ticks:
        for row, line in enumerate(text.split("\n")):
            if line:
                width = metrics.horizontalAdvance(line)
                boxes.append(QRectF(rect.center().x() - width / 2,
                                    rect.top() + row * metrics.lineSpacing(),
                                    width, metrics.height()))
    return boxes


def _staggered_crowd(plot: OddsPlot, labels: tuple[str, ...]) -> bool:
    """True when `labels` on two staggered rows would overlap or run off the axis."""
    axis = plot.plot_item.getAxis("bottom")
    metrics = QFontMetricsF(axis.style["tickFont"])
    data = plot.data
    assert data is not None
    vb = plot.plot_item.vb
    left = vb.mapViewToScene(QPointF(vb.viewRange()[0][0], 0)).x()
    right = vb.mapViewToScene(QPointF(vb.viewRange()[0][1], 0)).x()
    spans = []
    for position, label in zip(data.x_positions, labels, strict=True):
        x = vb.mapViewToScene(QPointF(position, 0)).x()
        half = metrics.horizontalAdvance(label) / 2
        spans.append((x - half, x + half))
    off = spans[0][0] < left - 15 or spans[-1][1] > right + 15
    return off or any(a[1] + GAP > b[0] for a, b in zip(spans, spans[2:], strict=False))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_value_across_has_its_label(qtbot: QtBot, tmp_path: Path, language: str,
                                          ruleset_id: str) -> None:
    view = _odds_view(qtbot, tmp_path, language, ruleset_id)
    plot = view.plot
    checked = 0
    for index in range(view.check_combo.count()):
        if index != view.check_combo.currentIndex():
            with qtbot.waitSignal(view.plot_updated, timeout=20_000):
                view.check_combo.setCurrentIndex(index)
        _settle(plot)
        data = plot.data
        assert data is not None
        ticks = _drawn_ticks(plot)
        shown = [text.strip("\n") for _, text in ticks]
        where = f"{ruleset_id} {view.check_combo.itemText(index)}: {shown}"
        if sorted(shown) in (sorted(data.x_long), sorted(data.x_short)):
            boxes = _line_boxes(plot, ticks)
            for a, b in itertools.combinations(boxes, 2):
                assert not a.adjusted(0, 0, GAP, 0).intersects(b), where
            axis = plot.plot_item.getAxis("bottom")
            title = axis.label.mapRectToParent(axis.label.boundingRect())
            # The title's box has a few pixels of margin above its text.
            assert max(box.bottom() for box in boxes) <= title.top() + 6, where
            checked += 1
        else:  # only when even two staggered rows of the short labels would crowd
            assert _staggered_crowd(plot, data.x_short), where
            assert set(shown) <= set(data.x_short), where
    assert checked


def test_maofa_names_every_difficulty(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """The case the GM saw: every other difficulty was unnamed at text size 1.25."""
    view = _odds_view(qtbot, tmp_path, language, "maofa")
    _settle(view.plot)
    shown = [text.strip("\n") for _, text in _drawn_ticks(view.plot)]
    assert shown == ["Easy", "Moderate", "Difficult", "Professional", "Extreme"]


# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
ALIKE = 15.0
"""CIE76 distance under which two colours count as alike (about 2.3 is just noticeable;
15 is told apart at a glance)."""


def _lab(colour: str, seen: tuple[tuple[float, ...], ...] | None) -> tuple[float, ...]:
    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    rgb = [linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5)]
    if seen is not None:
        rgb = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
               for row in seen]
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_adom_curves_are_told_apart(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """AdOM's eleven curves (-2 to +8): -2, -1 and +0 were three dark blues."""
    view = _odds_view(qtbot, tmp_path, language, "adom")
    data = view.plot.data
    assert data is not None and len(data.series) == 11
    curves = view.plot.curves[:11]
    pens = [(c.opts["pen"].color().name(), c.opts["pen"].style()) for c in curves]
    assert len(set(pens)) == len(pens)
    by_style: dict[object, list[str]] = {}
    for colour, style in pens:
        by_style.setdefault(style, []).append(colour)
    for colours in by_style.values():
        for seen in (None, *CVD.values()):
            for a, b in itertools.combinations(colours, 2):
                assert math.dist(_lab(a, seen), _lab(b, seen)) >= ALIKE, (a, b, seen)
    # Their markers follow the curves' looks: one shape per line style.
    symbols = view.plot.markers.data["symbol"]
    per_curve = [symbols[i * len(data.x_positions)] for i in range(11)]
    shapes = {style: {s for s, (_, st) in zip(per_curve, pens, strict=True) if st == style}
              for style in by_style}
    assert all(len(shape) == 1 for shape in shapes.values())
    assert len({next(iter(shape)) for shape in shapes.values()}) == len(shapes)


@pytest.mark.parametrize("count", [1, 2, 6, 7, 11, 24, 25, 41, 60])
def test_no_two_curves_look_alike(count: int) -> None:
    looks = [(s.colour.lower(), s.dash, s.symbol) for s in series_styles(count)]
    assert len(set(looks)) == count
    # Neighbours (the next level up) always differ in colour.
    assert all(a[0] != b[0] for a, b in itertools.pairwise(looks))


def _plain(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).replace("\xa0", " ").split())


@pytest.mark.parametrize("ruleset_id", ["maofa", "riskbreaker", "adom"])
def test_the_legend_is_compact_and_whole(qtbot: QtBot, tmp_path: Path, language: str,
                                         ruleset_id: str) -> None:
    view = _odds_view(qtbot, tmp_path, language, ruleset_id)
    plot = view.plot
    _settle(plot)
    data = plot.data
    assert data is not None and len(data.series) > 1
    names = sorted(" ".join(s.name.split()) for s in data.series)
    assert sorted(_plain(label.text) for _, label in plot.legend.items) == names
    assert _plain(plot.legend_title.text) == " ".join(data.series_label.split())
    legend = plot.legend.sceneBoundingRect() | plot.legend_title.sceneBoundingRect()
    assert legend.right() <= plot.width()
    assert legend.width() <= 0.3 * plot.width(), (legend.width(), plot.width())
    # Each label is drawn as wide as its text needs (pyqtgraph sizes it to its text).
    for _, label in plot.legend.items:
        needed = label.item.document().idealWidth()
        assert label.sceneBoundingRect().width() >= needed - 1


def test_the_legend_stays_beside_the_plot_once_drawn(qtbot: QtBot, tmp_path: Path,
                                                     language: str) -> None:
    """No layout pass forced by the test: pyqtgraph's legend moves itself to the corner
    when its rows change, and in Spanish at 1.25 a rebuild during a resize left it there,
    over the title and the curves."""
    view = _odds_view(qtbot, tmp_path, language, "adom")
    plot = view.plot
    QApplication.processEvents()
    legend = plot.legend.sceneBoundingRect()
    assert plot.legend.items
    assert legend.left() >= plot.plot_item.sceneBoundingRect().right(), legend
    assert legend.top() >= plot.legend_title.sceneBoundingRect().bottom(), legend
