"""The dice expression dialog: its table matches brute-force enumeration, errors are shown."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from pytestqt.qtbot import QtBot

from gm_assistant.ui.odds.dice_expression import DiceExpressionDialog
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
