"""The odds panel's footer: the heat legend beside the copy buttons when the width allows,
above them when not, so its least width is the wider of the two and not their sum."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QToolButton
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
    footer = OddsFooter(HeatLegend(), [copy_csv, copy_markdown])
    qtbot.addWidget(footer)
    legend, buttons = footer.legend, footer.buttons
    least = footer.minimumSizeHint().width()

    footer.resize(legend.sizeHint().width() + buttons.sizeHint().width() + 40, 100)
    footer.show()
    qtbot.waitExposed(footer)
    QApplication.processEvents()
    assert footer.stacked is False
    assert legend.geometry().right() < buttons.geometry().left()  # side by side
    assert legend.width() == legend.sizeHint().width()

    footer.resize(least, 100)
    QApplication.processEvents()
    assert footer.stacked is True
    assert buttons.geometry().top() >= legend.geometry().bottom()  # the legend above
    assert legend.width() >= legend.minimumSizeHint().width()
    assert buttons.geometry().right() <= footer.width()
    assert footer.sizeHint().height() >= (legend.sizeHint().height()
                                          + buttons.sizeHint().height())  # rows, not one
