"""The dice field never reads `5d6>4` silently as a total: it says how to write each
meaning, and the count form's table matches enumeration of every face combination."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from pytestqt.qtbot import QtBot

from gm_assistant.ui.odds.dice_expression import DiceExpressionDialog


def test_compact_comparison_is_refused_with_both_forms(qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "5d6>4")
    qtbot.addWidget(dialog)
    assert dialog.summary is None and dialog.model.rowCount() == 0
    assert "'5d6 > 4'" in dialog.status.text()
    assert "'count 5d6 > 4'" in dialog.status.text()


def test_count_form_table_counts_the_dice_over_four(qtbot: QtBot) -> None:
    dialog = DiceExpressionDialog(None, "count 5d6 > 4")
    qtbot.addWidget(dialog)
    tally = Counter(sum(1 for f in faces if f > 4)
                    for faces in itertools.product(range(1, 7), repeat=5))
    assert dialog.model.rowCount() == len(tally) == 6  # 0 to 5 dice over 4
    for row in range(dialog.model.rowCount()):
        count = int(dialog.model.item(row, 0).text())
        assert Fraction(dialog.model.item(row, 1).toolTip()) == Fraction(tally[count], 6**5)
