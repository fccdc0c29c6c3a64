"""The odds panel's footer: the heat legend beside the copy buttons when the width allows,
above them when not, so its least width is the wider of the two and not their sum."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QToolButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.ui.charts.odds_table_panel import HeatLegend, OddsFooter, OddsTablePanel


def test_the_footer_stacks_when_narrow_and_lines_up_when_wide(qtbot: QtBot) -> None:
    panel = OddsTablePanel()
    qtbot.addWidget(panel)
    # The panel's own footer sets no minimum wider than its widest part.
    legend, buttons = panel.footer.legend, panel.footer.buttons
    both = legend.minimumSizeHint().width() + buttons.minimumSizeHint().width()
    assert panel.footer.minimumSizeHint().width() == max(
        legend.minimumSizeHint().width(), buttons.minimumSizeHint().width()) < both

    copy_csv, copy_markdown = QToolButton(), QToolButton()
    copy_csv.setText("Copy CSV")
    copy_markdown.setText("Copy Markdown")
    # In a box of its own, as in the panel: the box's layout keeps it at its least width.
    box = QWidget()
    qtbot.addWidget(box)
    footer = OddsFooter(HeatLegend(), [copy_csv, copy_markdown], box)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(footer)
    legend, buttons = footer.legend, footer.buttons
    least = footer.minimumSizeHint().width()

    box.resize(legend.sizeHint().width() + buttons.sizeHint().width() + 40, 100)
    box.show()
    qtbot.waitExposed(box)
    QApplication.processEvents()
    assert footer.stacked is False
    assert legend.geometry().right() < buttons.geometry().left()  # side by side
    assert legend.width() == legend.sizeHint().width()

    # A little narrower than it asks: still in a row, the legend's bar shorter.
    row = legend.minimumSizeHint().width() + buttons.sizeHint().width() + 20
    box.resize(row, 100)
    QApplication.processEvents()
    assert footer.stacked is False
    assert legend.geometry().right() < buttons.geometry().left()
    assert legend.minimumSizeHint().width() <= legend.width() < legend.sizeHint().width()

    box.resize(least, 100)
    QApplication.processEvents()
    assert footer.stacked is True
    assert buttons.geometry().top() >= legend.geometry().bottom()  # the legend above
    assert legend.width() >= legend.minimumSizeHint().width()
    assert buttons.geometry().right() <= footer.width()
    assert footer.sizeHint().height() >= (legend.sizeHint().height()
                                          + buttons.sizeHint().height())  # rows, not one

    box.resize(row, 100)  # and back in a row once there is room again
    QApplication.processEvents()
    assert footer.stacked is False
