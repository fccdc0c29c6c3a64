"""OddsDialog: the odds of one check for one set of inputs, outcome by outcome."""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from gm_assistant.core.odds import check_odds
from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.level_format import input_value_text

__all__ = ["OddsDialog"]

translate = QCoreApplication.translate


class OddsDialog(QDialog):
    """Shown when a table cell asks for its odds and there is no Odds area to show them."""

    def __init__(self, ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OddsDialog")
        spec = ruleset.checks[check_id]
        self.setWindowTitle(translate("OddsDialog", "Odds: {check}").format(check=spec.label))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        odds = check_odds(ruleset, check_id, inputs)
        esc = html.escape
        given = "".join(
            f"<tr><td>{esc(info.label)}</td><td><b>"
            f"{esc(input_value_text(info, odds.inputs[name]))}</b></td></tr>"
            for name, info in spec.inputs.items())
        outcomes = "".join(
            f"<tr><td><span style='color:{o.colour}'>■</span> {esc(o.label)}</td>"
            f"<td align='right'>{fraction_text(o.probability)}</td>"
            f"<td align='right'>{percent_text(o.probability, 2)}</td></tr>"
            for o in reversed(odds.outcomes))
        text = QLabel(
            f"<h3>{esc(spec.label)}</h3><table>{given}</table><hr>"
            f"<table cellspacing='4'>{outcomes}</table>"
            + translate("OddsDialog", "<p><b>P(success) = {fraction} = {percent}</b></p>").format(
                fraction=fraction_text(odds.p_success), percent=percent_text(odds.p_success, 2)),
            self)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
