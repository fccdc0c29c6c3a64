"""Saving an odds plot: PNG and SVG through pyqtgraph's exporters."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from pyqtgraph import exporters
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
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
    generator.setTitle(title)
    generator.setDescription("Exact odds from GM Assistant")
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"cannot write {path}")
    try:
        painter.fillRect(target, background)
        layout.scene().render(painter, target, source)
    finally:
        painter.end()
    if not path.exists():
        raise OSError(f"cannot write {path}")
