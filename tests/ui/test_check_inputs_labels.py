"""The labels of a check's inputs get the width their text needs on one line (up to a
cap) before the editors beside them grow: AdOM's "Atributos invocables" is not wrapped
onto two lines beside a wide field; a label past the cap still wraps."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.check_inputs import LABEL_CAP, CheckInputsPanel


def _lines(panel: CheckInputsPanel, name: str) -> int:
    """How many lines the input's label takes at its width now (from its height)."""
    label = panel.labels[name]
    return round(label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing())


def _panel(qtbot: QtBot, ruleset: Ruleset, check: str, width: int) -> CheckInputsPanel:
    panel = CheckInputsPanel()
    qtbot.addWidget(panel)
    panel.set_check(ruleset.checks[check])
    panel.resize(width, panel.sizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_a_label_gets_its_line_before_the_field_grows(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    panel = _panel(qtbot, shipped_rulesets["adom"], "overcome", 560)
    for scale in (1.0, 1.25):
        font = QFont(panel.font())
        font.setPointSizeF(QFont().pointSizeF() * scale)
        panel.setFont(font)
        qtbot.waitUntil(lambda: panel.labels["aspects"].width() > 0)
        panel.resize(560, panel.sizeHint().height())
        label, editor = panel.labels["aspects"], panel.editors["aspects"]
        assert label.text() == "Atributos invocables"
        qtbot.waitUntil(lambda label=label: label.width() >= label.fontMetrics()
                        .horizontalAdvance("Atributos invocables"))
        assert _lines(panel, "aspects") == 1, scale
        assert editor.width() > label.width()  # the field still has the most room


def test_a_label_past_the_cap_still_wraps(qtbot: QtBot,
                                          shipped_rulesets: dict[str, Ruleset]) -> None:
    spec = shipped_rulesets["adom"].checks["overcome"]
    long = "Atributos invocables y otras cosas que se invocan en la escena"
    assert len(long) > LABEL_CAP
    inputs = dict(spec.inputs)
    inputs["aspects"] = dataclasses.replace(inputs["aspects"], label=long)
    panel = CheckInputsPanel()
    qtbot.addWidget(panel)
    panel.set_check(dataclasses.replace(spec, inputs=inputs))
    panel.resize(560, panel.sizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    label, editor = panel.labels["aspects"], panel.editors["aspects"]
    average = panel.fontMetrics().averageCharWidth()
    qtbot.waitUntil(lambda: label.width() > 0)
    assert LABEL_CAP * average <= label.width() < (LABEL_CAP + 2) * average
    assert _lines(panel, "aspects") > 1
    assert editor.width() > 560 // 3
