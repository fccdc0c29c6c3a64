"""The readings of the rules a check depends on are shown beside it: in the Odds area, at
the Table (quick lookup and roller) and on the Charts' odds tables."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.charts.odds_table_panel import OddsTablePanel
from gm_assistant.ui.common.check_readings import CheckReadings
from gm_assistant.ui.odds.odds_view import OddsView
from gm_assistant.ui.table.table_view import TableView


def _shown(readings: CheckReadings) -> list[str]:
    return list(readings.topics)


def test_the_odds_area_shows_the_readings_of_the_chosen_check(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = OddsView()
    qtbot.addWidget(view)
    view.set_ruleset(shipped_rulesets["maofa"])
    view.show()
    readings = view.choice.readings
    view.choice.check_combo.setCurrentIndex(view.choice.check_combo.findData("skill_test"))
    assert readings.isVisible()
    assert _shown(readings) == ["Luck"]  # two readings of one topic: one link
    title, text = readings.topic_text(0)
    assert title == "Luck" and "Better next time" in text and "40" in text  # both
    assert "Better next time" in readings.toolTip()  # every reading in full on hover
    view.choice.check_combo.setCurrentIndex(view.choice.check_combo.findData("ko_test"))
    assert _shown(readings) == ["Slugfest"]


def test_the_table_shows_them_beside_the_lookup_and_the_roller(
        table_at: Callable[[str], TableView]) -> None:
    view = table_at("riskbreaker")
    view.lookup.select_check("counter_roll")
    assert view.lookup.readings.isVisible()
    assert sum(len(t) for t in view.lookup.readings.topics.values()) == 4
    view.roller.select_check("skill_roll")
    assert list(view.roller.readings.topics) == ["Skill rolls"]
    assert len(view.roller.readings.topics["Skill rolls"]) == 3


def test_the_charts_odds_tables_show_them_too(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    panel = OddsTablePanel()
    qtbot.addWidget(panel)
    panel.set_ruleset(shipped_rulesets["adom"])
    panel.show()
    panel.check_combo.setCurrentIndex(panel.check_combo.findData("contest"))
    # The contest's own reading, and why it offers no new roll for an invocation.
    assert list(panel.readings.topics) == ["Competiciones", "Atributos y puntos de destino"]
    assert panel.readings.isVisible()
