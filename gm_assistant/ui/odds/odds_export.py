"""Saving an odds plot: PNG and SVG through pyqtgraph's exporters."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from pyqtgraph import exporters
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QPainter
from PySide6.QtSvg import QSvgGenerator

__all__ = ["export_png", "export_svg"]


def export_png(layout: pg.GraphicsLayout, path: Path, width: int) -> None:
    """Save `layout` (plot, title and legend) as a PNG `width` pixels wide."""
    exporter = exporters.ImageExporter(layout)
    exporter.parameters()["width"] = int(width)
    exporter.export(str(path))
    if not path.exists():
        raise OSError(f"cannot write {path}")


def export_svg(layout: pg.GraphicsLayout, path: Path, title: str,
               background: QColor) -> None:
    """Save `layout` as an SVG drawing."""
    try:
        exporters.SVGExporter(layout).export(str(path))
    except ValueError:
        # pyqtgraph 0.14 cannot read the closed paths ("... Z") that Qt 6.10 and later
        # write (pyqtgraph issue 3485); Qt's own generator draws the same scene.
        _export_svg_with_qt(layout, path, title, background)


def _export_svg_with_qt(layout: pg.GraphicsLayout, path: Path, title: str,
                        background: QColor) -> None:
    source = layout.sceneBoundingRect()
    target = QRectF(0, 0, source.width(), source.height())
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(source.size().toSize())
    generator.setViewBox(target)
    # The screen's resolution: pyqtgraph sizes text and pens for the device it draws on.
    screen = QGuiApplication.primaryScreen()
    generator.setResolution(round(screen.logicalDotsPerInch()) if screen else 96)
    generator.setTitle(title)
    generator.setDescription("Exact odds from GM Assistant")
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"cannot write {path}")
    # Export mode, as pyqtgraph's own exporters set it: markers are drawn as shapes
    # rather than stamped from the on-screen pixmap cache.
    items = [i for i in layout.scene().items() if hasattr(i, "setExportMode")]
    for item in items:
        item.setExportMode(True, {"painter": painter, "antialias": True})
    try:
        painter.fillRect(target, background)
        layout.scene().render(painter, target, source)
    finally:
        for item in items:
            item.setExportMode(False)
        painter.end()
    if not path.exists():
        raise OSError(f"cannot write {path}")
