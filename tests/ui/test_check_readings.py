"""The readings of the rules a check depends on are shown beside it: in the Odds area, at
the Table (quick lookup and roller) and on the Charts' odds tables."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.views.check_readings import CheckReadings
from gm_assistant.ui.views.odds_table_panel import OddsTablePanel
from gm_assistant.ui.views.odds_view import OddsView
from gm_assistant.ui.views.table_view import TableView


def _shown(readings: CheckReadings) -> list[str]:
    return [readings.reading_text(i)[0] for i in range(len(readings.readings))]


def test_the_odds_area_shows_the_readings_of_the_chosen_check(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = OddsView()
    qtbot.addWidget(view)
    view.set_ruleset(shipped_rulesets["maofa"])
    view.show()
    readings = view.choice.readings
    view.choice.check_combo.setCurrentIndex(view.choice.check_combo.findData("skill_test"))
    assert readings.isVisible()
    assert _shown(readings) == ["Luck 1", "Luck 2"]  # two readings share a topic
    title, text = readings.reading_text(1)
    assert "Better next time" in text and title == "Luck 2"
    assert "Better next time" in readings.toolTip()  # every reading in full on hover
    view.choice.check_combo.setCurrentIndex(view.choice.check_combo.findData("ko_test"))
    assert _shown(readings) == ["Slugfest"]


def test_the_table_shows_them_beside_the_lookup_and_the_roller(
        table_at: Callable[[str], TableView]) -> None:
    view = table_at("riskbreaker")
    view.lookup.select_check("counter_roll")
    assert view.lookup.readings.isVisible()
    assert len(view.lookup.readings.readings) == 4
    view.roller.select_check("skill_roll")
    assert [n.id for n in view.roller.readings.readings] == [
        "success_level", "effective_stat", "chance_roll_column"]


def test_the_charts_odds_tables_show_them_too(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    panel = OddsTablePanel()
    qtbot.addWidget(panel)
    panel.set_ruleset(shipped_rulesets["adom"])
    panel.show()
    panel.check_combo.setCurrentIndex(panel.check_combo.findData("contest"))
    assert [n.id for n in panel.readings.readings] == ["contest"]
    assert panel.readings.isVisible()
