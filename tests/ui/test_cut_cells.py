"""The walk's cut check reads item views' cells (issue 23): a cell whose text the view
elides is listed, one wide enough is not, a wrapping view's cell counts as cut only when
its lines do not fit; the widths are set here, the text measured with the view's font."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts

LONG = "Reth de la Resistencia, capitana de la guardia"


def _table(qtbot: QtBot, width: int, wrap: bool = False, height: int = 0) -> QTableView:
    holder = QWidget()
    qtbot.addWidget(holder)
    view = QTableView(holder)
    view.setObjectName("Who")
    QVBoxLayout(holder).addWidget(view)
    model = QStandardItemModel(2, 2, view)
    model.setItem(0, 0, QStandardItem(LONG))
    model.setItem(0, 1, QStandardItem("3"))
    model.setItem(1, 0, QStandardItem("Ana"))
    view.setModel(model)
    view.setWordWrap(wrap)
    view.setColumnWidth(0, width)
    if height:
        view.setRowHeight(0, height)
    holder.resize(900, 300)
    holder.show()
    qtbot.waitExposed(holder)
    return view


def test_an_elided_cell_is_cut_and_a_wide_one_is_not(qtbot: QtBot) -> None:
    narrow = _table(qtbot, 80)
    text_width = narrow.fontMetrics().horizontalAdvance(LONG)
    assert text_width > 80  # the view elides it
    [cut] = cut_texts(narrow.parentWidget())
    assert "cell (0, 0)" in cut and LONG in cut
    wide = _table(qtbot, text_width + 40)
    assert cut_texts(wide.parentWidget()) == []


def test_a_wrapping_cell_is_cut_only_when_its_lines_do_not_fit(qtbot: QtBot) -> None:
    width = 100
    low = _table(qtbot, width, wrap=True)  # a row of the usual height: two lines
    spacing = low.fontMetrics().lineSpacing()
    assert low.fontMetrics().horizontalAdvance(LONG) > 2 * width  # three lines or more
    assert low.rowHeight(0) < 3 * spacing  # the third line elided
    assert any("cell (0, 0)" in cut for cut in cut_texts(low.parentWidget()))
    lines = -(-low.fontMetrics().horizontalAdvance(LONG) // (width - 12)) + 1
    tall = _table(qtbot, width, wrap=True, height=(lines + 1) * spacing + 8)
    assert cut_texts(tall.parentWidget()) == []


def test_a_cell_past_the_viewport_edge_is_cut(qtbot: QtBot) -> None:
    view = _table(qtbot, 100)
    view.model().setData(view.model().index(0, 0), "")
    view.model().setData(view.model().index(0, 1), LONG)
    view.setColumnWidth(1, 2 * view.fontMetrics().horizontalAdvance(LONG))
    # The second column starts where only part of the text is in sight.
    start = view.viewport().width() - view.fontMetrics().horizontalAdvance(LONG) // 2
    view.setColumnWidth(0, start)
    [cut] = cut_texts(view.parentWidget())
    assert "cell (0, 1)" in cut
