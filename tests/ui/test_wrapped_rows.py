"""Rows as tall as their wrapped text (`ui.common.wrapped_rows`): a long cell gets more
lines when its column narrows and its row goes back to the usual height when the column
widens again (Qt's ResizeToContents rows keep the first height they measured); nothing is
elided at either width (the walk's cut check)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.common.wrapped_rows import WrappedRows

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts

LONG = "Una vez por sesión, aparece en escena un profesor dispuesto a ayudar."


def _holder(qtbot: QtBot) -> tuple[QWidget, QTableView, WrappedRows]:
    holder = QWidget()
    qtbot.addWidget(holder)
    view = QTableView(holder)
    QVBoxLayout(holder).addWidget(view)
    model = QStandardItemModel(2, 2, view)
    model.setItem(0, 0, QStandardItem("1"))
    model.setItem(0, 1, QStandardItem(LONG))
    model.setItem(1, 1, QStandardItem("Ana"))
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    rows = WrappedRows(view)
    holder.resize(1000, 400)
    holder.show()
    qtbot.waitExposed(holder)
    return holder, view, rows


def _lines(view: QTableView, row: int) -> int:
    """How many lines the row's height holds (the view's font)."""
    return view.rowHeight(row) // view.fontMetrics().lineSpacing()


def test_rows_follow_the_column_width_both_ways(qtbot: QtBot) -> None:
    holder, view, rows = _holder(qtbot)
    usual = view.verticalHeader().defaultSectionSize()
    one_line = view.fontMetrics().horizontalAdvance(LONG)
    qtbot.waitUntil(lambda: view.columnWidth(1) > one_line + 20)
    with qtbot.waitSignal(rows.resized):
        rows.measure()
    assert view.rowHeight(0) == usual  # one line: the usual row
    assert cut_texts(holder) == []
    # Narrower than a third of the text: three lines at least.
    with qtbot.waitSignal(rows.resized):
        holder.resize(view.verticalHeader().width() + view.columnWidth(0)
                      + one_line // 3 + 30, 400)
    assert view.columnWidth(1) < one_line // 2
    assert _lines(view, 0) >= 3 and view.rowHeight(0) > usual
    assert view.rowHeight(1) == usual  # a short cell keeps the usual row
    assert cut_texts(holder) == []
    # Wide again: back to one line (Qt's own ResizeToContents would keep three).
    with qtbot.waitSignal(rows.resized):
        holder.resize(1000, 400)
    assert view.rowHeight(0) == usual
    assert cut_texts(holder) == []


def test_a_larger_text_size_measures_the_rows_again(qtbot: QtBot) -> None:
    holder, view, rows = _holder(qtbot)
    with qtbot.waitSignal(rows.resized):
        holder.resize(view.verticalHeader().width() + view.columnWidth(0)
                      + view.fontMetrics().horizontalAdvance(LONG) // 2, 400)
    before = view.rowHeight(0)
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    with qtbot.waitSignal(rows.resized):
        view.setFont(font)
    assert view.rowHeight(0) > before
    assert cut_texts(holder) == []
