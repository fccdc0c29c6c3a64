"""The Encounters area: build a scene, see its forecast, undo, save, open the odds."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.encounter import read_encounter
from gm_assistant.core.conflict.forecast import Estimate
from gm_assistant.core.conflict.scene import forecast_scene
from gm_assistant.core.probability_text import chance_text
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.forecast_panel import verdict
from gm_assistant.ui.encounters.encounters_view import EncountersView
from tests.ui.encounter_fights import HANG_GUARD, WINDOW, open_encounters, window_encounters


def _button(view: EncountersView, parent: object, text: str) -> QPushButton:
    for button in parent.findChildren(QPushButton):  # type: ignore[attr-defined]
        if button.text() == text:
            return button  # type: ignore[no-any-return]
    raise AssertionError(f"no button {text!r}")


def test_the_area_opens_on_the_rulesets_sample_and_shows_its_forecast(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["maofa"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.sample is not None and view.sample.name == "maofa-museum-brawl.yaml"
    result = view.forecast.result
    assert result is not None
    # The panel shows what the core forecast for the same file says.
    encounter, _ = read_encounter(view.sample)
    scene = forecast_scene(ruleset, encounter)
    assert scene.fight is not None and scene.fight.exact
    assert result.scene.fight is not None
    assert result.scene.fight.p_party_wins == scene.fight.p_party_wins
    headline = view.forecast.headline.text()
    assert chance_text(scene.fight.p_party_wins) in headline
    assert verdict(scene.fight.p_party_wins)[0] in headline
    assert "Exact" in view.forecast.kind.text()
    assert view.forecast.casualties.rowCount() == 3
    assert "sample" in view.title.text()


def test_plus_one_changes_the_forecast_and_undo_brings_it_back(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert view.encounter is not None
    before = view.encounter
    first = view.forecast.result
    assert first is not None and first.scene.fight is not None
    view.opposition.table.selectRow(0)
    _button(view, view.opposition, "+1").click()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter.opposition[0].count == before.opposition[0].count + 1
    after = view.forecast.result
    assert after is not None and after.scene.fight is not None
    assert len(after.scene.combatants) == len(first.scene.combatants) + 1
    assert after.scene.fight.p_party_wins != first.scene.fight.p_party_wins
    assert view.title.text().endswith(" •") and "unsaved changes" in view.title.toolTip()
    view.undo_stack.undo()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter == before
    restored = view.forecast.result
    assert restored is not None and restored.scene.fight is not None
    assert restored.scene.fight.p_party_wins == first.scene.fight.p_party_wins


def test_build_an_encounter_from_nothing_and_save_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], tmp_path: Path) -> None:
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=WINDOW)
    _button(view, view, "New").click()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter is not None and not view.encounter.party
    assert "Add at least one combatant" in view.forecast.status.text()
    assert not view.save_as(tmp_path / "empty.yaml")  # a side with nobody is not saved
    assert not (tmp_path / "empty.yaml").exists()
    party = view.party
    party.characters.setCurrentIndex(party.characters.findData("fighter"))
    _button(view, party, "Add").click()
    opposition = view.opposition
    opposition.templates.setCurrentIndex(opposition.templates.findData("guard"))
    _button(view, opposition, "Add new").click()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    assert [c.name for c in result.scene.combatants] == ["Fighter", "Sheriff or guard"]
    assert result.scene.budget is not None and result.scene.budget.goal == 4
    assert "Advantage" in view.forecast.costs.text()
    path = tmp_path / "guard.yaml"
    assert view.save_as(path)
    saved, _ = read_encounter(path)
    assert saved == view.encounter
    assert view.undo_stack.isClean()
    assert path.name in view.title.text() and str(path) not in view.title.text()
    assert view.title.toolTip() == str(path)  # the folder too, on hovering


def test_a_policy_change_is_undoable(qtbot: QtBot,
                                     shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    assert view.encounter is not None
    spend = view.party.spend
    spend.setCurrentIndex(spend.findData("never"))
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter.policy("party").spend == "never"
    view.undo_stack.undo()
    assert view.encounter.policy("party").spend == "always"
    assert spend.currentData() == "always"


def test_a_threat_matrix_cell_opens_the_pairing_in_the_odds(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    result = view.forecast.result
    assert result is not None and result.pairs
    requests: list[tuple[str, dict]] = []
    view.odds_requested.connect(lambda check, inputs: requests.append((check, inputs)))
    attacker, defender = next(iter(result.pairs))
    view.forecast.pair_activated.emit(attacker, defender)
    assert requests
    check, inputs = requests[0]
    assert check == "attack"
    assert inputs["skill"] == result.scene.combatants[attacker].stats["attack"]
    pair = result.pairs[(attacker, defender)]
    assert 0 < pair.p_hit < 1
    assert sum(pair.harm.values(), Fraction(0)) == 1


@pytest.mark.parametrize("ruleset_id", ["maofa", "adom", "lady_luck"])
def test_the_forecast_tables_are_sound_models_showing_the_cores_numbers(
        qtbot: QtBot, qtmodeltester: object, shipped_rulesets: dict[str, Ruleset],
        ruleset_id: str) -> None:
    from PySide6.QtCore import Qt

    from gm_assistant.core.probability_text import chance_text as cell_text

    view = open_encounters(qtbot, shipped_rulesets[ruleset_id], size=WINDOW)
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    casualties, threats = view.forecast.casualties, view.forecast.threats
    qtmodeltester.check(casualties)  # type: ignore[attr-defined]
    qtmodeltester.check(threats)  # type: ignore[attr-defined]
    fight = result.scene.fight
    assert casualties.rowCount() == len(fight.combatants)
    for row, out in enumerate(fight.p_out):
        assert casualties.index(row, 2).data() == cell_text(out)
        tip = casualties.index(row, 2).data(Qt.ItemDataRole.ToolTipRole)
        if isinstance(out, Fraction):
            exact = f"{out.numerator}/{out.denominator}"
            assert (exact if len(exact) <= 80 else f"{float(out):.12f}") in tip
    shown = 0
    for row in range(threats.rowCount()):
        for column in range(threats.columnCount()):
            pair = threats.pair_at(row, column)
            cell = threats.index(row, column)
            if pair is None:
                assert cell.data() == "—"
                continue
            odds = result.pairs[pair]
            assert cell.data() == f"{float(odds.p_hit):.0%}"
            exact = f"{odds.p_hit.numerator}/{odds.p_hit.denominator}"
            assert (exact if len(exact) <= 80 else f"{float(odds.p_hit):.12f}") in \
                cell.data(Qt.ItemDataRole.ToolTipRole)
            assert cell.data(Qt.ItemDataRole.BackgroundRole) is not None
            shown += 1
    assert shown == len(result.pairs)
    # a double-click on a cell opens that pairing
    requests: list[tuple[int, int]] = []
    view.forecast.pair_activated.connect(lambda a, d: requests.append((a, d)))
    row, column = next((r, c) for r in range(threats.rowCount())
                       for c in range(threats.columnCount()) if threats.pair_at(r, c))
    view.forecast.matrix.doubleClicked.emit(threats.index(row, column))
    assert requests == [threats.pair_at(row, column)]


def test_a_ruleset_without_conflict_rules_says_so(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["mastery_d20"], size=WINDOW)
    message = view.findChild(QLabel, "EncountersMessage")
    assert message is not None and message.isVisible()
    assert "no conflict rules" in message.text()
    assert not view.splitter.isVisible()


def test_a_bad_encounter_file_is_refused_with_its_place(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], tmp_path: Path) -> None:
    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    before = view.encounter
    path = tmp_path / "bad.yaml"
    path.write_text("schema_version: 1\nkind: encounter\nruleset: adom\nname: x\n"
                    "party: []\nparty: []\n", encoding="utf-8")
    assert not view.open_encounter(path)
    assert f"{path}:6" in view.forecast.status.text()
    assert view.encounter == before
    assert path.read_text(encoding="utf-8").count("party") == 2


def test_a_stale_encounter_opens_with_its_lines_and_a_located_message(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], tmp_path: Path) -> None:
    """A character deleted from the library since: the encounter opens, its lines are
    shown, the message names the file and the line of the missing character, and the
    file is left as it was."""
    view = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    path = tmp_path / "stale.yaml"
    text = ("schema_version: 1\nkind: encounter\nruleset: maofa\nname: Stale\nparty:\n"
            "  - {character: margot-delacroix}\n  - {character: deleted-hero}\n"
            "opposition:\n  - {template: npc, name: Thug, count: 2}\n")
    path.write_text(text, encoding="utf-8")
    assert view.open_encounter(path)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter is not None
    assert [m.character for m in view.encounter.party] == ["margot-delacroix", "deleted-hero"]
    assert view.party.table.rowCount() == 2
    message = view.forecast.status.text()
    assert f"{path}:7:" in message and "deleted-hero" in message
    assert path.read_text(encoding="utf-8") == text
    # Removing the missing line is an ordinary, undoable edit that forecasts again.
    view.party.table.selectRow(1)
    view.party.remove.click()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.forecast.result is not None


@pytest.mark.parametrize("ruleset_id", ["maofa", "adom", "lady_luck", "riskbreaker"])
def test_every_ruleset_with_conflicts_forecasts_its_sample(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], ruleset_id: str) -> None:
    view = open_encounters(qtbot, shipped_rulesets[ruleset_id], size=WINDOW)
    assert view.forecast.result is not None
    assert "the party wins" in view.forecast.headline.text()


def test_clicking_the_areas_tab_puts_its_shortcuts_at_hand(qtbot: QtBot) -> None:
    """A GM clicks the Encounters tab and presses Ctrl+Shift+Up: one more opponent (the
    area takes the focus as the others do)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from gm_assistant.ui.main_window import MainWindow

    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(window.tabs.count() - 1)  # as a click on the tab does
    view = window.areas["encounters"]
    assert isinstance(view, EncountersView)
    qtbot.waitUntil(lambda: not view.busy and view.encounter is not None, timeout=HANG_GUARD)
    window.activateWindow()
    focused = QApplication.focusWidget()
    assert focused is view.opposition.table
    assert view.encounter is not None
    before = view.encounter.opposition[0].count
    qtbot.keyClick(focused, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert view.encounter.opposition[0].count == before + 1


def test_keyboard_adds_and_removes_an_opponent(qtbot: QtBot,
                                               shipped_rulesets: dict[str, Ruleset]) -> None:
    from PySide6.QtCore import Qt

    view = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert view.encounter is not None
    count = view.encounter.opposition[0].count
    view.opposition.table.setFocus()
    view.opposition.table.selectRow(0)
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(view.opposition.table, Qt.Key.Key_Up, modifiers)
    assert view.encounter.opposition[0].count == count + 1
    qtbot.keyClick(view.opposition.table, Qt.Key.Key_Down, modifiers)
    assert view.encounter.opposition[0].count == count
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)


def test_design_to_a_target_suggests_a_count_and_uses_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["lady_luck"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.encounter is not None
    view.target.target.setValue(50)
    view.vary_count(0)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    curve = view.target.curve
    assert list(curve) == list(range(1, 9))
    # Each point is the core's forecast of the encounter with that many goblins.
    for count in (1, 3):
        opposition = [view.encounter.opposition[0].model_copy(update={"count": count})]
        scene = forecast_scene(ruleset, view.encounter.model_copy(
            update={"opposition": opposition}))
        assert scene.fight is not None and scene.fight.exact
        assert curve[count] == scene.fight.p_party_wins
    # Eight goblins may be an estimate on a loaded machine (exact within a time budget).
    values = {n: p.value if isinstance(p, Estimate) else float(p) for n, p in curve.items()}
    assert values[1] > values[8]  # more goblins, worse odds
    best = min(values, key=lambda n: (abs(values[n] - 0.5), n))
    assert view.target.suggested == best
    view.target.use.click()
    assert view.encounter.opposition[0].count == best
    view.undo_stack.undo()
    assert view.encounter.opposition[0].count == 2


def test_design_to_a_target_tries_every_level_of_an_opponents_stat(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """How good a fighter must the thieves be for a fair fight?"""
    ruleset = shipped_rulesets["maofa"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.encounter is not None
    what = view.target.what
    assert what.findData("fighting") > 0
    what.setCurrentIndex(what.findData("fighting"))
    view.target.target.setValue(40)
    view.vary_count(0)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    curve = view.target.curve
    levels = list(ruleset.scales["trait_rating"].keys)
    assert list(curve) == levels
    for level in (levels[0], levels[-1]):
        member = view.encounter.opposition[0]
        tried = member.model_copy(update={"set": {**member.set, "fighting": level}})
        scene = forecast_scene(ruleset, view.encounter.model_copy(
            update={"opposition": [tried]}))
        assert scene.fight is not None
        assert curve[level] == scene.fight.p_party_wins
    values = [float(p) for p in curve.values()]  # type: ignore[arg-type]
    assert values == sorted(values, reverse=True)  # better thieves, worse odds
    best = min(curve, key=lambda v: (abs(float(curve[v]) - 0.4),  # type: ignore[arg-type]
                                     levels.index(v)))
    assert view.target.suggested == best
    assert ruleset.scales["trait_rating"].labels[best] in view.target.summary.text()
    before = view.encounter.opposition[0].set.get("fighting")
    view.target.use.click()
    assert view.encounter.opposition[0].set["fighting"] == best
    view.undo_stack.undo()
    assert view.encounter.opposition[0].set.get("fighting") == before


def test_riskbreakers_maneuvers_are_a_side_policy(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=WINDOW)
    assert view.encounter is not None
    assert view.party.maneuver.isVisibleTo(view) and view.party.broke.isVisibleTo(view)
    view.party.maneuver.setCurrentIndex(view.party.maneuver.findData("skill"))
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter.policy("party").maneuver == "skill"
    view.undo_stack.undo()
    assert view.encounter.policy("party").maneuver == "kill"
    maofa = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert not maofa.party.maneuver.isVisibleTo(maofa)


def test_combining_forces_is_a_side_policy_where_the_rules_have_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["maofa"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.encounter is not None and view.forecast.result is not None
    team = view.party.team
    assert team.isVisibleTo(view)
    team.setCurrentIndex(team.findData("together"))
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter.policy("party").team == "together"
    # what the panel shows is the core's forecast of the same encounter, combined
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    expected = forecast_scene(ruleset, view.encounter).fight
    assert expected is not None
    assert result.scene.fight.p_party_wins == expected.p_party_wins
    view.undo_stack.undo()
    assert view.encounter.policy("party").team == "alone"
    assert team.currentData() == "alone"
    adom = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    assert not adom.party.team.isVisibleTo(adom)
    assert not view.party.absorb.isVisibleTo(view)  # MAoFA: one hit takes out


def test_the_rules_readings_to_choose_are_side_policies(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    maofa = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert maofa.party.opening.isVisibleTo(maofa)  # only the party tests how it opens
    assert not maofa.opposition.opening.isVisibleTo(maofa)
    assert not maofa.party.limit.isVisibleTo(maofa)
    opening = maofa.party.opening
    opening.setCurrentIndex(opening.findData("ambush"))
    qtbot.waitUntil(lambda: not maofa.busy, timeout=HANG_GUARD)
    assert maofa.encounter is not None
    assert maofa.encounter.policy("party").opening == "ambush"
    assert "the party is caught in an ambush" in maofa.forecast.readings.text()
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    limit = view.opposition.limit
    assert limit.isVisibleTo(view) and view.party.limit.isVisibleTo(view)
    assert limit.currentData() == "survive"  # the default reading
    assert "they take as many as the limit" in view.forecast.readings.text()
    limit.setCurrentIndex(limit.findData("reach"))
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter is not None
    assert view.encounter.policy("opposition").limit == "reach"
    assert "out on reaching the limit" in view.forecast.readings.text()
    from gm_assistant.ui.encounters.encounter_sheet import encounter_html
    assert view.forecast.result is not None
    html = encounter_html("Ford", "Lady Luck", view.forecast.result, [])
    assert "Readings this forecast used" in html
    assert "fighters without a roll: out on reaching the limit" in html
    view.undo_stack.undo()
    assert view.encounter.policies.get("opposition") is None or \
        view.encounter.policies["opposition"].limit is None


def test_how_a_side_takes_hits_is_a_policy_where_the_rules_have_absorbers(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    ruleset = shipped_rulesets["adom"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.encounter is not None
    absorb = view.opposition.absorb
    assert absorb.isVisibleTo(view)
    first = absorb.findData("first")
    assert ruleset.harm is not None
    assert ruleset.harm.absorbers[0].label in absorb.itemText(first)
    absorb.setCurrentIndex(first)
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert view.encounter.policy("opposition").absorb == "first"
    view.undo_stack.undo()
    assert view.encounter.policy("opposition").absorb == "all"


def test_a_line_is_set_for_this_fight_in_a_dialog_and_undo_takes_it_back(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """Lady Luck's goblins stand in a dark, obscured area for this fight only."""
    ruleset = shipped_rulesets["lady_luck"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    assert view.encounter is not None and view.forecast.result is not None
    fight = view.forecast.result.scene.fight
    assert fight is not None
    before = fight.p_party_wins
    dialog = view.edit_line_settings("opposition", 0)
    assert dialog is not None
    # the fields start as the line sets them, the rest as on the sheet
    size = dialog.fields["size"]
    assert isinstance(size, QComboBox) and size.currentData() == "small"
    light = dialog.fields["area_light"]
    assert isinstance(light, QComboBox) and light.currentData() is None
    assert "as on the sheet" in light.currentText()
    light.setCurrentIndex(light.findData("dark"))
    cover = dialog.fields["area_cover"]
    assert isinstance(cover, QComboBox)
    cover.setCurrentIndex(cover.count() - 1)
    obscured = cover.currentData()
    dialog.accept()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    line = view.encounter.opposition[0]
    assert line.set["area_light"] == "dark" and line.set["size"] == "small"
    assert line.set["area_cover"] == obscured == "shrouded_and_obscured"
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    expected = forecast_scene(ruleset, view.encounter).fight
    assert expected is not None
    assert result.scene.fight.p_party_wins == expected.p_party_wins != before
    view.undo_stack.undo()
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    assert "area_light" not in view.encounter.opposition[0].set
    assert view.forecast.result is not None and view.forecast.result.scene.fight is not None
    assert view.forecast.result.scene.fight.p_party_wins == before


def test_send_to_the_table_seats_everyone_in_turn_order_with_resources(
        qtbot: QtBot) -> None:
    from gm_assistant.ui.main_window import MainWindow
    from gm_assistant.ui.table.table_view import TableView

    window = MainWindow(ruleset_id="adom", view="encounters")
    view = window_encounters(qtbot, window)
    sent = view.send_to_table()
    # Fate: the turn order is by Quick, highest first (Reth 3, Abigail 1, the sharks 0).
    assert [name for name, _, _ in sent] == ["Reth de la Resistencia andrali", "Abigail Zhao",
                                             "Tiburón del cielo 1", "Tiburón del cielo 2"]
    assert sent[0][1]["fate_points"] == 3
    assert window.current_area == "table"
    table = window.areas["table"]
    assert isinstance(table, TableView)
    assert table.tracker_model.people[-4:] == [name for name, _, _ in sent]
    assert table.tracker_model.value("Abigail Zhao", "fate_points") == 3


def test_the_table_gets_the_sheets_own_luck_and_initial_luck(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """MAoFA: the forecast caps luck at 20 treats, but the Table gets Margot's 27 (her
    sheet) and her initial luck (a morale boost adds it); a luck the encounter sets for
    the fight is the one sent."""
    from gm_assistant.core.library import open_character
    from gm_assistant.core.paths import resources_dir
    from gm_assistant.core.sheets import SheetState

    ruleset = shipped_rulesets["maofa"]
    view = open_encounters(qtbot, ruleset, size=WINDOW)
    margot = SheetState(ruleset, open_character(
        resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml"))
    numbers = margot.formula_values()
    assert numbers["luck"] > 20
    sample = view.encounter
    assert sample is not None and sample.party[0].set["luck"] == 6
    sent = {name: amounts for name, amounts, _ in view.send_to_table()}
    assert sent["Margot Delacroix"]["luck"] == 6  # the sample sets 6 for this fight
    assert sent["Margot Delacroix"]["initial_luck"] == numbers["initial_luck"]
    plain = sample.party[0].model_copy(update={"set": {}})
    view.show_encounter(sample.model_copy(update={"party": [plain]}))
    qtbot.waitUntil(lambda: not view.busy, timeout=HANG_GUARD)
    sent = {name: amounts for name, amounts, _ in view.send_to_table()}
    assert sent["Margot Delacroix"]["luck"] == numbers["luck"]


def test_the_encounter_sheet_is_a_pdf_with_the_forecast_and_the_cards(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset], tmp_path: Path) -> None:
    from gm_assistant.ui.encounters.encounter_sheet import encounter_html

    view = open_encounters(qtbot, shipped_rulesets["adom"], size=WINDOW)
    result = view.forecast.result
    assert result is not None and result.scene.fight is not None
    path = tmp_path / "sheet.pdf"
    assert view.export_pdf(path)
    assert path.read_bytes().startswith(b"%PDF")
    html = encounter_html("Sharks", "AdOM", result, ["<p>card</p>"])
    assert chance_text(result.scene.fight.p_party_wins) in html
    assert "Threat matrix" in html and "Tiburón del cielo 1" in html and "<p>card</p>" in html


def test_the_verdict_bands_are_a_remembered_setting(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    from gm_assistant.ui.settings import UiSettings

    # The sample: 55.4%, "fair".
    view = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    panel = view.forecast
    assert "fair" in panel.headline.text()
    panel.walkover.setValue(50)
    assert "walkover" in panel.headline.text()
    assert UiSettings().verdict_bands == (50, 40)
    panel.walkover.setValue(90)
    panel.deadly.setValue(60)
    assert "deadly" in panel.headline.text()
    again = open_encounters(qtbot, shipped_rulesets["lady_luck"], size=WINDOW)
    assert (again.forecast.walkover.value(), again.forecast.deadly.value()) == (90, 60)


def test_a_wide_stat_is_tried_at_twelve_values_around_the_lines_own(
        shipped_rulesets: dict[str, Ruleset]) -> None:
    from gm_assistant.core.paths import resources_dir
    from gm_assistant.ui.common.forecast_worker import MAX_LEVELS, stat_values

    ruleset = shipped_rulesets["lady_luck"]
    encounter, _ = read_encounter(resources_dir() / "encounters" /
                                  "lady_luck-goblin-ambush.yaml")
    assert encounter.opposition[0].set["injury_limit"] == 1
    values = stat_values(ruleset, encounter, 0, "injury_limit", None)
    assert values == list(range(1, MAX_LEVELS + 1))  # 1..20: the twelve from the bottom
    wider = encounter.opposition[0].model_copy(update={"set": {"injury_limit": 15}})
    values = stat_values(ruleset, encounter.model_copy(update={"opposition": [wider]}), 0,
                         "injury_limit", None)
    assert len(values) == MAX_LEVELS and 15 in values and values == sorted(values)
    assert stat_values(ruleset, encounter, 0, "size", None) == \
        list(ruleset.scales["size"].keys)


def test_sharing_kill_damage_is_a_side_policy_where_the_rules_have_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=WINDOW)
    assert view.encounter is not None
    share = view.party.share
    assert share.isVisibleTo(view)
    assert [share.itemData(i) for i in range(share.count())] == ["spill", "one"]
    assert share.currentData() == "spill"  # the ruleset's default, the file says nothing
    share.setCurrentIndex(share.findData("one"))
    qtbot.waitUntil(lambda: not view.busy, timeout=30_000)
    assert view.encounter.policy("party").share == "one"
    view.undo_stack.undo()
    assert view.encounter.policy("party").share is None
    maofa = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert not maofa.party.share.isVisibleTo(maofa)


def test_the_turn_order_reading_is_the_partys_choice_where_the_rules_offer_it(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = open_encounters(qtbot, shipped_rulesets["riskbreaker"], size=WINDOW)
    assert view.encounter is not None
    turns = view.party.turns
    assert turns.isVisibleTo(view)
    assert not view.opposition.turns.isVisibleTo(view)  # one order serves both sides
    assert [turns.itemData(i) for i in range(turns.count())] == ["each_round", "fixed"]
    assert turns.currentData() == "each_round"  # the rules' order, the file says nothing
    assert "Turn order: worked out again every round" in view.forecast.readings.text()
    turns.setCurrentIndex(turns.findData("fixed"))
    qtbot.waitUntil(lambda: not view.busy, timeout=60_000)
    assert view.encounter.policy("party").turns == "fixed"
    assert "Turn order: fixed for the whole fight" in view.forecast.readings.text()
    view.undo_stack.undo()
    assert view.encounter.policy("party").turns == ""
    maofa = open_encounters(qtbot, shipped_rulesets["maofa"], size=WINDOW)
    assert not maofa.party.turns.isVisibleTo(maofa)
