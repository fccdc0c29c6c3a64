"""The dice expression dialog: its table matches brute-force enumeration, errors are shown;
its table shows every column, its plot reads in percent with named axes."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.odds.dice_expression import DiceExpressionDialog, percent_ticks
from gm_assistant.ui.odds.odds_view import OddsView


def test_table_shows_every_total_with_exact_fractions(qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "4d6kh3")
    qtbot.addWidget(dialog)
    tally = Counter(sum(sorted(faces)[1:]) for faces in itertools.product(range(1, 7), repeat=4))
    assert dialog.model.rowCount() == len(tally)
    below = Fraction(0)
    for row in range(dialog.model.rowCount()):
        total = int(dialog.model.item(row, 0).text())
        equal = Fraction(tally[total], 6**4)
        assert Fraction(dialog.model.item(row, 1).toolTip()) == equal
        assert Fraction(dialog.model.item(row, 2).toolTip()) == 1 - below
        below += equal
        assert Fraction(dialog.model.item(row, 3).toolTip()) == below


def test_comparison_and_errors_in_the_status(qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "3d6 >= 10")
    qtbot.addWidget(dialog)
    assert "3d6 >= 10: 62.50% (5/8)" in dialog.status.text()
    assert "mean 10.500" in dialog.status.text()
    dialog.expression_edit.setText("4d6q")
    dialog.refresh()
    assert dialog.summary is None and "cannot read 'q'" in dialog.status.text()
    assert dialog.model.rowCount() == 0


def test_reachable_from_the_odds_area(qtbot: QtBot) -> None:
    view = OddsView()
    qtbot.addWidget(view)
    view.dice_button.click()
    dialogs = view.findChildren(DiceExpressionDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    dialogs[0].close()


def test_a_long_refusal_wraps_instead_of_widening_the_dialog(qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "+".join(["100d10"] * 3))
    qtbot.addWidget(dialog)
    message = dialog.status.text()
    assert "too much to work out exactly" in message
    one_line = dialog.status.fontMetrics().horizontalAdvance(message)
    assert dialog.minimumSizeHint().width() < one_line


@pytest.fixture
def spanish_at(qapp: QApplication) -> Iterator[Callable[[float], None]]:
    """Spanish at a text size (the app's font scaled); English at the old size after."""
    font = qapp.font()

    def switch(scale: float) -> None:
        assert apply_language("es") == ""
        scaled = QFont(font)
        scaled.setPointSizeF(font.pointSizeF() * scale)
        qapp.setFont(scaled)

    yield switch
    qapp.setFont(font)
    apply_language("en")


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_table_shows_every_column_at_open(qtbot: QtBot, scale: float,
                                              spanish_at: Callable[[float], None]) -> None:
    """Spanish headers ('Al menos', 'Como máximo') at 1 and 1.25: every column as wide as
    its header and cells need, none behind a sideways scroll bar."""
    spanish_at(scale)
    dialog = DiceExpressionDialog(None, "3d6")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.horizontalScrollBar().maximum() == 0
    header = table.horizontalHeader()
    metrics = QFontMetrics(header.font())
    right = 0
    for column in range(dialog.model.columnCount()):
        title = dialog.model.headerData(column, Qt.Orientation.Horizontal)
        texts = [title] + [dialog.model.item(row, column).text()
                           for row in range(dialog.model.rowCount())]
        widest = max(metrics.horizontalAdvance(text) for text in texts)
        # Room past the widest text, so two columns' numbers never touch.
        assert header.sectionSize(column) >= widest + metrics.averageCharWidth(), title
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
    assert right <= table.viewport().width()


def test_percent_ticks_are_round_and_cover_the_tallest_bar() -> None:
    for top in (0.004, 0.0463, 0.125, 0.37, 1.0):
        ticks = percent_ticks(top)
        values = [value for value, _ in ticks]
        assert values[0] == 0 and values[-1] >= top - 1e-12 and len(ticks) <= 9
        gaps = {round(b - a, 9) for a, b in itertools.pairwise(values)}
        assert len(gaps) == 1
        for value, text in ticks:  # the label says the tick's height in percent
            assert float(text.rstrip("%")) == pytest.approx(value * 100)


def test_the_plot_reads_in_percent_with_named_axes_in_the_palettes_colours(
        qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "3d6")
    qtbot.addWidget(dialog)
    item = dialog.plot.getPlotItem()
    left = item.getAxis("left")
    # 3d6: the tallest bar is 27/216 = 12.5%; the ticks reach it, each a percentage.
    labels = [text for _, text in left._tickLevels[0]]
    assert labels[0] == "0%" and all(text.endswith("%") for text in labels)
    assert max(value for value, _ in left._tickLevels[0]) >= 27 / 216
    assert "x0.0" not in left.labelString()  # no "(x0.001)"
    assert left.label.isVisible() and item.getAxis("bottom").label.isVisible()
    assert "Chance of exactly this total" in left.labelText
    assert item.getAxis("bottom").labelText == "Total"
    dialog.mode_combo.setCurrentIndex(1)
    assert "or more" in left.labelText
    base = dialog.palette().color(QPalette.ColorRole.Base)
    assert dialog.plot.backgroundBrush().color() == base
    text = dialog.palette().color(QPalette.ColorRole.Text)
    assert left.textPen().color() == text
