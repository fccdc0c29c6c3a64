"""A contest (AdOM's race down the corridors) is worded as a contest, not a fight: no fight
verdict, its plot counted in contests, its lines set "for this contest", and no choice of
targets, which cannot matter when each side's best acts alone; a fight keeps its words."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_panel import VERDICTS
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.encounters.side_editor import SideEditor
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, open_encounters


def _plot_words(view: EncountersView) -> tuple[str, str]:
    """The rounds plot's (title, left axis label) as shown."""
    item = view.forecast.plot.getPlotItem()
    return item.titleLabel.text, item.getAxis("left").labelText


def _line_words(editor: SideEditor) -> tuple[str, str]:
    """A side's (line settings column, line settings button) texts."""
    header = editor.table.horizontalHeaderItem(2)
    assert header is not None
    buttons = [b.text() for b in editor.findChildren(QPushButton) if "Set for" in b.text()]
    assert len(buttons) == 1, buttons
    return header.text(), buttons[0]


def test_a_contest_is_worded_as_a_contest(qtbot: QtBot,
                                          shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    fight = view.sample
    assert fight is not None
    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD):
        assert view.open_encounter(resources_dir() / "encounters" / "adom-race.yaml")
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    result = view.forecast.result
    assert result is not None and result.scene.contest is not None
    headline = view.forecast.headline.text()
    assert "the party wins" in headline
    for _, word, _ in VERDICTS:  # a race lost is not "deadly"
        assert word not in headline
    assert not view.forecast.bands_row.isVisible()
    title, axis = _plot_words(view)
    assert "contest" in title and "fight" not in title
    assert "contests" in axis and "fights" not in axis
    for editor in (view.party, view.opposition):
        assert _line_words(editor) == ("Set for this contest", "Set for this contest…")
        assert not editor.target.isVisible()
        assert not editor.target_label.isVisible()
    dialog = view.edit_line_settings("opposition", 0)
    assert dialog is not None
    assert dialog.windowTitle().startswith("Set for this contest: ")
    dialog.reject()

    # Back to the sample fight: the fight's words, verdict and choices come back.
    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD):
        assert view.open_encounter(fight)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.forecast.result is not None and view.forecast.result.scene.fight is not None
    headline = view.forecast.headline.text()
    assert any(word in headline for _, word, _ in VERDICTS)
    assert view.forecast.bands_row.isVisible()
    assert _plot_words(view) == ("When the fight ends", "% of fights")
    for editor in (view.party, view.opposition):
        assert _line_words(editor) == ("Set for this fight", "Set for this fight…")
        assert editor.target.isVisible() and editor.target_label.isVisible()


def test_a_contest_is_designed_to_a_target_by_its_stat_not_by_how_many(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """Only each side's best acts in a contest: "how many" is not offered (its curve
    would be flat); the contest's stat is, and its curve falls as the opponent gets
    better. Back at a fight, "how many" comes first again."""
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    fight = view.sample
    assert fight is not None
    assert view.target.what.itemData(0) == "count"
    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD):
        assert view.open_encounter(resources_dir() / "encounters" / "adom-race.yaml")
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    target = view.target
    offered = [(target.what.itemData(i), target.what.itemText(i))
               for i in range(target.what.count())]
    # the race's stat, as the ruleset labels it
    label = shipped_rulesets["adom"].model.conflicts["contest"].stats["skill"].label
    assert offered == [("skill", label)]
    assert target.isVisible() and target.what.isVisible()
    assert "how many opponents" in target.summary.text() and label in target.summary.text()

    with qtbot.waitSignal(view.forecasts.curve_worker.computed, timeout=HANG_GUARD):
        target.vary.click()
    qtbot.waitUntil(lambda: bool(target.curve), timeout=HANG_GUARD)
    assert target.varied == "skill"
    assert list(target.curve) == list(range(-2, 9))  # the stat's range in adom.yaml
    chances = [float(chance) for chance in target.curve.values()]  # exact in a contest
    assert all(a >= b for a, b in pairwise(chances)), chances
    assert chances[0] > chances[-1]
    result = view.forecast.result
    assert result is not None and result.scene.contest is not None
    # The bully's skill now (set: 2 in the file) gives the forecast shown.
    assert target.curve[2] == result.scene.contest.p_party_wins

    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD):
        assert view.open_encounter(fight)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert target.what.itemData(0) == "count" and target.what.count() > 1
    assert not target.curve and not target.use.isEnabled()  # the contest's curve is gone


def test_a_contest_says_who_sits_out(qtbot: QtBot, shipped_rulesets: dict[str, Ruleset],
                                     tmp_path: Path) -> None:
    """Two Abigails in the race (QA walk x-31): the odds do not change, and the forecast
    says why: each side's best at the contest's stat races, the other sits out, named."""
    race = tmp_path / "race.yaml"
    race.write_text(
        (resources_dir() / "encounters" / "adom-race.yaml").read_text(encoding="utf-8")
        .replace("  - {character: abigail-zhao}\n",
                 "  - {character: abigail-zhao, count: 2}\n"),
        encoding="utf-8")
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    with qtbot.waitSignal(view.worker.computed, timeout=HANG_GUARD) as done:
        assert view.open_encounter(race)
    result = done.args[0]
    assert result.scene.contest is not None
    names = [c.name for c in result.scene.combatants]
    assert len(names) == 3
    assert len(set(names)) == 3  # numbered: "Abigail Zhao 1", "Abigail Zhao 2"
    racing = {result.scene.contest.party.name, result.scene.contest.opposition.name}
    (sitting,) = [name for name in names if name not in racing]
    kind = view.forecast.kind.text()
    assert f"Sitting out: {sitting}." in kind
    assert "each side's best at" in kind
    # One racer each: nobody sits out, and nothing is said about it.
    assert view.open_encounter(resources_dir() / "encounters" / "adom-race.yaml")
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert "Sitting out" not in view.forecast.kind.text()
