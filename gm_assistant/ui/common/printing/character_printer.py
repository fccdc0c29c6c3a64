"""Laying characters out on paper: full sheets one after another, or cards several to a
page, onto any paged device (a PDF file through QPdfWriter, or a printer through QPrinter).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.printing.sheet_html import card_html, sheet_html

__all__ = ["LAYOUTS", "PAGE_SIZES", "export_pdf", "page_layout", "render_characters"]

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
"""The paper sizes offered."""

LAYOUTS = ("sheets", "cards")
"""Full sheets (one or more pages each) or compact cards (several to a page)."""

_MARGIN_MM = 12.0
_CARD_COLUMNS = 2
_GUTTER_MM = 5.0
_PDF_DPI = 300


def page_layout(page_size: str) -> QPageLayout:
    """A portrait page of `page_size` (A4 or Letter) with the sheets' margins."""
    if page_size not in PAGE_SIZES:
        raise ValueError(f"page size must be one of {', '.join(PAGE_SIZES)}, not {page_size!r}")
    return QPageLayout(QPageSize(PAGE_SIZES[page_size]), QPageLayout.Orientation.Portrait,
                       QMarginsF(_MARGIN_MM, _MARGIN_MM, _MARGIN_MM, _MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def _document(html: str, device: QPagedPaintDevice, width: float) -> QTextDocument:
    document = QTextDocument()
    layout = document.documentLayout()
    layout.setPaintDevice(device)
    document.setHtml(html)
    document.setTextWidth(width)
    return document


def render_characters(device: QPagedPaintDevice, states: Sequence[SheetState],
                      layout: str = "cards") -> int:
    """Paint characters on `device` (its page layout already set); the number of pages.

    Raises ValueError for an unknown layout or no characters.
    """
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    if not states:
        raise ValueError(QCoreApplication.translate("CharacterPrinter",
                                                    "choose at least one character to print"))
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate(
            "CharacterPrinter", "could not start drawing on the printer or file"))
    try:
        if layout == "sheets":
            return _paint_sheets(painter, device, states)
        return _paint_cards(painter, device, states)
    finally:
        painter.end()


def _page_rect(device: QPagedPaintDevice) -> QRectF:
    rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
    return QRectF(0, 0, rect.width(), rect.height())


def _paint_sheets(painter: QPainter, device: QPagedPaintDevice,
                  states: Sequence[SheetState]) -> int:
    page = _page_rect(device)
    pages = 0
    for number, state in enumerate(states):
        document = _document(sheet_html(state), device, page.width())
        document.setPageSize(QSizeF(page.width(), page.height()))
        for index in range(document.pageCount()):
            if number or index:
                device.newPage()
            pages += 1
            painter.save()
            painter.translate(0, -index * page.height())
            clip = QRectF(0, index * page.height(), page.width(), page.height())
            document.drawContents(painter, clip)
            painter.restore()
    return pages


_NAME_LINE = re.compile(r"<p class='name'>.*?</p>")


def card_groups(states: Sequence[SheetState]) -> list[tuple[SheetState, list[str]]]:
    """The cards to print: identical non-player characters (the same card but for the
    name: six bandits) once, with every name they go by; player characters each alone."""
    groups: dict[object, tuple[SheetState, list[str]]] = {}
    for index, state in enumerate(states):
        if state.character.kind == "pc":
            key: object = ("pc", index)
        else:  # the card as printed, but for its name
            key = (state.character.ruleset, state.character.kind,
                   _NAME_LINE.sub("", card_html(state), count=1))
        found = groups.get(key)
        if found is None:
            groups[key] = (state, [state.character.name])
        else:
            found[1].append(state.character.name)
    return list(groups.values())


def _paint_cards(painter: QPainter, device: QPagedPaintDevice,
                 states: Sequence[SheetState]) -> int:
    page = _page_rect(device)
    millimetre = device.logicalDpiX() / 25.4
    gutter = _GUTTER_MM * millimetre
    width = (page.width() - gutter * (_CARD_COLUMNS - 1)) / _CARD_COLUMNS
    pad = 2.0 * millimetre
    pen = QPen(QColor("#777777"))
    pen.setWidthF(max(1.0, 0.25 * millimetre))
    pages, column, top = 1, 0, 0.0
    for state, names in card_groups(states):
        document = _document(card_html(state, names), device, width - 2 * pad)
        height = min(document.size().height() + 2 * pad, page.height())
        if top + height > page.height() and top > 0:
            column, top = column + 1, 0.0
            if column == _CARD_COLUMNS:
                device.newPage()
                pages, column = pages + 1, 0
        x = column * (width + gutter)
        painter.save()
        painter.setPen(pen)
        painter.drawRoundedRect(QRectF(x, top, width, height), 2 * millimetre, 2 * millimetre)
        painter.translate(x + pad, top + pad)
        document.drawContents(painter, QRectF(0, 0, width - 2 * pad, height - 2 * pad))
        painter.restore()
        top += height + gutter
    return pages


def export_pdf(path: Path, states: Sequence[SheetState], layout: str = "cards",
               page_size: str = "A4") -> int:
    """Write characters to a PDF file; the number of pages.

    Raises ValueError (bad layout, page size or no characters) or OSError (not written).
    """
    writer = QPdfWriter(str(path))
    writer.setResolution(_PDF_DPI)
    writer.setTitle(", ".join(s.character.name for s in states[:6]))
    writer.setCreator("GM Assistant")
    writer.setPageLayout(page_layout(page_size))
    pages = render_characters(writer, states, layout)
    del writer  # the file is complete once the writer is gone
    if not Path(path).is_file():
        raise OSError(QCoreApplication.translate("CharacterPrinter", "could not write {file}")
                      .format(file=path))
    return pages


def set_page_size(device: QPagedPaintDevice, page_size: str) -> None:
    """Give a printer the paper size and margins the cards are laid out for."""
    device.setPageLayout(page_layout(page_size))
