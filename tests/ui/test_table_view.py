"""The Table area: quick lookup of physical rolls, the dice roller, its log and effects."""

from __future__ import annotations

import csv
import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton, QStyle, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore
from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.sheet_commands import push_edit
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.table.roll_log_model import LogEntry, RollLogModel
from gm_assistant.ui.table.table_view import SESSION_FILE, TableView

MARGOT = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa" \
    / "margot-delacroix.yaml"
"""A MAoFA sample character: Average Body (trait rating A), initial luck 27."""

# MAoFA's resolve chart rows used here, typed from the book: 2d6 totals 2..12.
# Strong against Moderate is task rating S; Average against Moderate is T.
ROW_S = ["out_of_luck", "failure", "better_next_time", "success", "success", "success",
         "success", "lucky_streak", "lucky_streak", "lucky_streak", "lucky_streak"]
ROW_T = ["out_of_luck", "failure", "failure", "better_next_time", "better_next_time",
         "success", "success", "lucky_streak", "lucky_streak", "lucky_streak", "morale_boost"]


@pytest.fixture
def rulesets(shipped_rulesets: dict[str, Ruleset]) -> dict[str, Ruleset]:
    return shipped_rulesets


@pytest.fixture
def view(table_at: Callable[[str], TableView]) -> TableView:
    return table_at("maofa")


def test_roll_log_model_passes_the_model_tester(qtmodeltester, rulesets) -> None:
    model = RollLogModel()
    colour = rulesets["maofa"].outcomes["lucky_streak"].colour
    for who in ("Ann", "Bo"):
        model.append(LogEntry(datetime(2026, 1, 2, 20, 15), who=who, check="Skill test",
                              faces="4+5", total="9", outcome="lucky_streak",
                              outcome_label="Lucky streak", colour=colour, notes="table dice"))
    qtmodeltester.check(model)
    outcome = model.index(0, 6)
    assert outcome.data() == "Lucky streak"
    assert outcome.data(Qt.ItemDataRole.BackgroundRole).color() == QColor(colour)
    assert model.index(1, 1).data() == "Bo"


def test_resource_tracker_model_passes_the_model_tester(qtmodeltester, rulesets) -> None:
    model = ResourceTrackerModel()
    model.set_ruleset(rulesets["maofa"])
    model.add_person("Ann")
    model.add_person("Bo")
    assert model.setData(model.index(0, 1), 3)
    assert not model.setData(model.index(1, 0), "Ann")  # names stay unique
    qtmodeltester.check(model)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    assert headers == ["Name", "Luck treats", "Initial luck"]
    assert model.setData(model.index(1, 1), 500)
    assert model.value("Bo", "luck") == 99  # clamped to the ruleset's bounds


def test_quick_lookup_strong_against_moderate_nine_is_a_lucky_streak(
        qtbot: QtBot, view: TableView) -> None:
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    edit = lookup.dice_edits["roll"]
    with qtbot.waitSignal(lookup.looked_up) as blocker:
        qtbot.keyClicks(edit, "9")
        qtbot.keyClick(edit, Qt.Key.Key_Return)

    assert blocker.args[0].outcome == ROW_S[9 - 2] == "lucky_streak"
    assert lookup.card.title.text() == "Lucky streak"
    assert lookup.card.effects_text() == "+1 Luck treats"
    assert view.log_model.rowCount() == 1
    entry = view.log_model.entries[0]
    assert (entry.faces, entry.outcome_label) == ("9", "Lucky streak")
    assert lookup.dice_edits["roll"].hasFocus()  # ready for the next number


def test_quick_lookup_shows_every_total_while_typing(view: TableView) -> None:
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    for total in range(2, 13):
        lookup.set_faces({"roll": total})
        assert lookup.card.outcome == ROW_S[total - 2], total
    lookup.inputs.set_values({"trait": "A"})  # the shown outcome follows the inputs
    assert lookup.card.outcome == ROW_T[12 - 2] == "morale_boost"
    assert view.log_model.rowCount() == 0  # only Enter logs


def test_quick_lookup_keyboard_only(qtbot: QtBot, view: TableView) -> None:
    view.focus_lookup_action.trigger()
    edit = view.lookup.dice_edits["roll"]
    assert edit.hasFocus()
    qtbot.keyClicks(edit, "2")
    with qtbot.waitSignal(view.lookup.looked_up):
        qtbot.keyClick(edit, Qt.Key.Key_Enter)
    assert view.lookup.card.outcome == "out_of_luck"


@pytest.mark.parametrize(("mastery", "first", "second", "expected"), [
    (22, 20, 5, "success"),             # second <= ML - 10: success
    (22, 20, 15, "failure"),            # above ML - 10
    (22, 20, 19, "critical_failure"),   # above ML - 4
    (22, 20, 20, "critical_failure"),   # a second 20 always is
    (0, 1, 3, "critical_success"),      # below ML + 4
    (0, 1, 9, "success"),               # below ML + 10
    (0, 1, 12, "failure"),
])
def test_quick_lookup_mastery_d20_asks_for_the_second_roll(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset], mastery: int,
        first: int, second: int, expected: str) -> None:
    view.set_ruleset(rulesets["mastery_d20"])
    lookup = view.lookup
    lookup.select_check("action", {"mastery": mastery})
    assert not lookup.second_edits["second"].isVisibleTo(lookup)
    lookup.set_faces({"roll": first})
    lookup.look_up()
    assert lookup.result is not None and lookup.result.needs == ("second",)
    assert lookup.card.title.text() == "Roll again"
    assert lookup.second_edits["second"].isVisibleTo(lookup)
    assert lookup.second_edits["second"].hasFocus()
    with qtbot.waitSignal(lookup.looked_up):
        qtbot.keyClicks(lookup.second_edits["second"], str(second))
        qtbot.keyClick(lookup.second_edits["second"], Qt.Key.Key_Return)
    assert lookup.card.outcome == expected


def test_quick_lookup_mastery_d20_plain_roll(view: TableView,
                                             rulesets: dict[str, Ruleset]) -> None:
    view.set_ruleset(rulesets["mastery_d20"])
    view.lookup.select_check("action", {"mastery": 12})
    expected = {1: "critical_success", 10: "success", 11: "critical_success", 12: "success",
                13: "failure", 20: "critical_failure"}
    for face, outcome in expected.items():
        view.lookup.set_faces({"roll": face})
        assert view.lookup.card.outcome == outcome, face


def test_lookup_charges_the_treat_eaten_to_roll_again(view: TableView) -> None:
    """MAoFA, physical dice: a Better next time when the one who acts has luck costs one
    treat (they eat it and roll again; the GM types the new dice), none without luck."""
    row = view.tracker_model.add_person("Ann")
    view.tracker_model.setData(view.tracker_model.index(row, 1), 3)
    view.apply_check.setChecked(True)
    view.set_who("Ann")
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "A", "difficulty": "moderate"})
    lookup.set_faces({"roll": 5})  # Average against Moderate is T: 5 is Better next time
    lookup.look_up()
    assert view.log_model.entries[-1].outcome == "better_next_time"
    assert view.tracker_model.value("Ann", "luck") == 2
    assert "rolled again" in view.log_model.entries[-1].notes
    lookup.set_faces({"roll": 8})  # the new dice: a success, nothing more eaten
    lookup.look_up()
    assert view.tracker_model.value("Ann", "luck") == 2
    view.tracker_model.setData(view.tracker_model.index(row, 1), 0)
    lookup.set_faces({"roll": 5})  # no luck left: Better next time is a failed test
    lookup.look_up()
    assert view.tracker_model.value("Ann", "luck") == 0
    assert "rolled again" not in view.log_model.entries[-1].notes


def test_lookup_charges_invocations_typed_in_but_not_free_ones(
        table_at: Callable[[str], TableView]) -> None:
    """AdOM, physical dice: two invocations typed in after the roll, one of them free:
    one fate point is paid (3 -> 2)."""
    view = table_at("adom")
    row = view.tracker_model.add_person("Abigail")
    fate = view.tracker_model.columns.index(next(
        c for c in view.tracker_model.columns if c.key == "fate_points")) + 1
    view.tracker_model.setData(view.tracker_model.index(row, fate), 3)
    view.apply_check.setChecked(True)
    view.set_who("Abigail")
    lookup = view.lookup
    # The lookup asks how many invocations were free, since that changes what they cost.
    assert "free_invokes" in lookup.inputs.editors
    lookup.select_check("overcome", {"skill": 1, "difficulty": 4, "free_invokes": 1})
    lookup.set_faces({"roll": 0})
    assert lookup.bonus_spin is not None
    lookup.bonus_spin.setValue(2)
    lookup.look_up()
    assert view.tracker_model.value("Abigail", "fate_points") == 2
    from gm_assistant.core.play.lookup import looked_up_spent

    inputs = {"skill": 1, "difficulty": 4, "fate_points": 3, "aspects": 2,
              "free_invokes": 1}
    spent, again = looked_up_spent(view.ruleset, "overcome", inputs, "success", 2)
    assert (spent, again) == ({"fate_points": 1}, False)
    spent, _ = looked_up_spent(view.ruleset, "overcome", inputs, "success", 1)
    assert spent == {}


def test_lookup_applies_effects_to_the_tracker(view: TableView) -> None:
    for name, luck, initial in (("Ann", 2, 5), ("Bo", 1, 4), ("Cy", 0, 3)):
        row = view.tracker_model.add_person(name)
        view.tracker_model.setData(view.tracker_model.index(row, 1), luck)
        view.tracker_model.setData(view.tracker_model.index(row, 2), initial)
    view.apply_check.setChecked(True)
    view.set_who("Ann")
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "A", "difficulty": "moderate"})

    lookup.set_faces({"roll": 9})  # lucky streak: +1 luck
    lookup.look_up()
    assert view.tracker_model.value("Ann", "luck") == 3
    lookup.set_faces({"roll": 12})  # morale boost: + initial luck, +1 to everyone else
    lookup.look_up()
    assert [view.tracker_model.value(n, "luck") for n in ("Ann", "Bo", "Cy")] == [8, 2, 1]
    lookup.set_faces({"roll": 2})  # out of luck: back to 0
    lookup.look_up()
    assert view.tracker_model.value("Ann", "luck") == 0
    assert view.who == "Ann"
    assert view.log_model.rowCount() == 3
    assert "Ann Luck treats 8→0" in view.log_model.entries[-1].notes


def test_dice_roller_logs_and_spends_luck(qtbot: QtBot, view: TableView) -> None:
    row = view.tracker_model.add_person("Guard")
    view.tracker_model.setData(view.tracker_model.index(row, 1), 20)
    view.tracker_model.setData(view.tracker_model.index(row, 2), 6)
    view.apply_check.setChecked(True)
    view.set_who("Guard")
    roller = view.roller
    roller.rng = random.Random(2026)
    roller.select_check("skill_test", {"trait": "A", "difficulty": "moderate", "luck": 20})

    for count in range(1, 13):
        before = view.tracker_model.value("Guard", "luck")
        with qtbot.waitSignal(roller.rolled) as blocker:
            view.roll_action.trigger()
        record = blocker.args[0]
        assert view.log_model.rowCount() == count
        totals = [a.dice["roll"].total for a in record.attempts]
        # Every attempt follows the chart; all but the last were 'better next time'.
        outcomes = [ROW_T[t - 2] for t in totals]
        assert outcomes[:-1] == ["better_next_time"] * (len(totals) - 1)
        assert outcomes[-1] == record.outcome
        spent = len(totals) - 1
        assert record.spent.get("luck", 0) == spent
        after = before - spent
        if record.outcome == "lucky_streak":
            after += 1
        elif record.outcome == "morale_boost":
            after += 6
        elif record.outcome == "out_of_luck":
            after = 0
        assert view.tracker_model.value("Guard", "luck") == min(99, after)
        entry = view.log_model.entries[-1]
        assert entry.who == "Guard" and entry.outcome == record.outcome
        assert entry.total == str(totals[-1])
        assert entry.faces.count("→") == spent


def test_roll_log_exports_to_csv(view: TableView, tmp_path: Path) -> None:
    view.set_who("Mook 1")
    view.roller.rng = random.Random(1)
    for _ in range(4):
        view.roller.roll()
    view.lookup.set_faces({"roll": 7})
    view.lookup.look_up()
    path = tmp_path / "log.csv"
    assert view.export_log_csv(path) == 5
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["date", "time", "who", "check", "faces", "dice", "total", "outcome",
                       "notes", "outcome key"]
    assert len(rows) == 6
    assert {row[2] for row in rows[1:]} == {"Mook 1"}
    assert rows[-1][4] == "7" and rows[-1][8] == "table dice"


@pytest.mark.parametrize("ruleset_id", ["adom", "lady_luck", "maofa", "mastery_d20",
                                        "riskbreaker"])
def test_every_check_can_be_rolled_and_looked_up(view: TableView,
                                                 rulesets: dict[str, Ruleset],
                                                 ruleset_id: str) -> None:
    ruleset = rulesets[ruleset_id]
    view.set_ruleset(ruleset)
    view.roller.rng = random.Random(5)
    for check_id, spec in ruleset.checks.items():
        view.roller.select_check(check_id)
        record = view.roller.roll()
        assert record is not None and record.outcome in spec.outcomes
        view.lookup.select_check(check_id)
        faces = {name: min(dist) for name, dist in spec.rolls}
        view.lookup.set_faces(faces)
        result = view.lookup.look_up()
        assert result is not None, check_id
        if result.outcome is None:  # another roll needed: give its lowest face
            for name in result.needs:
                view.lookup.set_faces({name: 1})
            view.lookup.look_up()
        assert view.lookup.card.title.text(), check_id


def test_characters_come_from_the_library_with_their_resources(qtbot: QtBot,
                                                               view: TableView) -> None:
    Library().import_file(MARGOT)  # this test's own library
    qtbot.mouseClick(view.tracker.from_library_button, Qt.MouseButton.LeftButton)
    # "1 character" with the English catalogue of plurals, "1 characters" from the source.
    assert "1 character" in view.status.text()
    assert "from the library at the table" in view.status.text()
    tracker = view.tracker_model
    assert tracker.people == ["Margot Delacroix"]
    # Her sheet: total points 13, so initial luck 40 - 13 = 27.
    assert tracker.value("Margot Delacroix", "initial_luck") == 27
    luck = tracker.value("Margot Delacroix", "luck")
    view.apply_check.setChecked(True)
    view.set_who("Margot Delacroix")
    view.lookup.select_check("skill_test", {"trait": "A", "difficulty": "moderate"})
    view.lookup.set_faces({"roll": 12})  # morale boost: + initial luck
    view.lookup.look_up()
    assert tracker.value("Margot Delacroix", "luck") == luck + 27


def test_a_picked_character_fills_the_check_from_their_sheet(qtbot: QtBot,
                                                             view: TableView) -> None:
    Library().import_file(MARGOT)  # this test's own library
    view.reload_characters()
    assert view.character_combo.currentText() == "Ad hoc (no character)"  # the default
    assert not view.lookup.sheet_fill.isVisible()
    view.lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.roller.select_check("skill_test", {"trait": "S"})

    view.pick_character("Margot Delacroix")
    assert view.who == "Margot Delacroix"
    fill = view.lookup.sheet_fill
    assert fill.isVisible()
    assert fill.input_combo.currentData() == "trait"
    fill.select("body")  # her sheet: Body average, trait rating A
    assert view.lookup.inputs.values()["trait"] == "A"
    view.roller.sheet_fill.select("body")
    assert view.roller.inputs.values()["trait"] == "A"
    # Average against Moderate is task rating T: the book's row ROW_T.
    edit = view.lookup.dice_edits["roll"]
    for total in (5, 12):
        edit.clear()
        with qtbot.waitSignal(view.lookup.looked_up) as blocker:
            qtbot.keyClicks(edit, str(total))
            qtbot.keyClick(edit, Qt.Key.Key_Return)
        assert blocker.args[0].outcome == ROW_T[total - 2]
        assert blocker.args[0].inputs["trait"] == "A"
    assert ROW_T[12 - 2] == "morale_boost"
    assert [e.who for e in view.log_model.entries] == ["Margot Delacroix"] * 2

    view.pick_character(None)  # back to ad hoc: inputs stay as they are, nobody named
    assert view.who == ""
    assert not fill.isVisible()
    assert view.lookup.inputs.values()["trait"] == "A"


def test_the_session_is_kept_across_restarts(qtbot: QtBot, view: TableView,
                                             rulesets: dict[str, Ruleset]) -> None:
    row = view.tracker_model.add_person("Ann")
    view.tracker_model.setData(view.tracker_model.index(row, 1), 4)
    view.set_who("Ann")
    view.lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.lookup.set_faces({"roll": 9})
    view.lookup.look_up()
    view.save_session()

    again = TableView()
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["maofa"])
    assert [(e.who, e.faces, e.outcome) for e in again.log_model.entries] == [
        ("Ann", "9", "lucky_streak")]
    assert again.tracker_model.value("Ann", "luck") == 4
    assert "Session restored" in again.status.text()


def test_each_ruleset_has_its_own_table_of_people(qtbot: QtBot, view: TableView,
                                                  rulesets: dict[str, Ruleset]) -> None:
    """A game's characters do not sit at another game's table: switching rulesets shows
    that ruleset's people, and switching back brings the first ones back as they were,
    across restarts too; each table has its own undo stack: undo at another table
    leaves the change alone, undo back at its own table puts it back."""
    model = view.tracker_model
    model.set_amounts("Ann", {"luck": 4, "initial_luck": 10})
    view.set_ruleset(rulesets["lady_luck"])
    assert model.people == [] and model.rowCount() == 0
    model.add_person("Bo")
    view.set_ruleset(rulesets["maofa"])
    assert model.people == ["Ann"] and model.value("Ann", "luck") == 4

    view.set_who("Ann")
    view.run_table_action("out_round")  # an undoable step at MAoFA's table
    assert view.undo_stack.count() == 1
    changed = model.value("Ann", "luck")
    view.set_ruleset(rulesets["lady_luck"])
    assert view.undo_stack.count() == 0  # Lady Luck's stack: MAoFA's step is not on it
    view.undo_stack.undo()
    assert model.people == ["Bo"]
    view.set_ruleset(rulesets["maofa"])
    assert model.value("Ann", "luck") == changed == 10
    view.undo_stack.undo()  # back at MAoFA's table, its own step
    assert model.value("Ann", "luck") == 4
    view.save_session()

    again = TableView()
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["lady_luck"])
    assert again.tracker_model.people == ["Bo"]
    again.set_ruleset(rulesets["maofa"])
    assert again.tracker_model.people == ["Ann"]
    assert again.tracker_model.value("Ann", "luck") == 4


def test_people_of_a_version_1_session_sit_at_the_first_ruleset_shown(
        qtbot: QtBot, gm_home: Path, rulesets: dict[str, Ruleset]) -> None:
    state = user_state_dir(ensure=True)
    (state / SESSION_FILE).write_text(
        '{"format": 1, "log": [], "people": {"Ann": {"luck": 7}}, "library": {}}',
        encoding="utf-8")
    widget = TableView()
    qtbot.addWidget(widget)
    widget.set_ruleset(rulesets["maofa"])
    assert widget.tracker_model.people == ["Ann"]
    assert widget.tracker_model.value("Ann", "luck") == 7
    widget.set_ruleset(rulesets["lady_luck"])
    assert widget.tracker_model.people == []


def test_a_broken_session_file_is_kept_aside(qtbot: QtBot, gm_home: Path) -> None:
    state = user_state_dir(ensure=True)
    (state / SESSION_FILE).write_text("{ not json", encoding="utf-8")
    widget = TableView()
    qtbot.addWidget(widget)
    assert widget.log_model.rowCount() == 0
    assert "could not be read" in widget.status.text()
    kept = list(state.glob(SESSION_FILE + ".broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"


def test_applied_effects_are_saved_to_library_sheets(qtbot: QtBot, tmp_path: Path,
                                                     rulesets: dict[str, Ruleset]) -> None:
    library = Library(tmp_path / "library")
    path = library.import_file(MARGOT)
    window = QWidget()
    qtbot.addWidget(window)
    layout = QHBoxLayout(window)
    characters = CharactersView(window, library=library,
                                recovery=RecoveryStore(tmp_path / "recovery"),
                                settings=UiSettings(tmp_path / "settings.ini"),
                                rulesets=rulesets.get)
    characters.ask = lambda *_a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    view = TableView(window, library=library)
    view.unsaved_paths = lambda: {  # as the main window wires the two areas
        sheet.path.resolve() for sheet in characters.dirty_sheets if sheet.path is not None}
    layout.addWidget(characters)
    layout.addWidget(view)
    characters.set_ruleset(rulesets["maofa"])
    view.set_ruleset(rulesets["maofa"])
    window.resize(1600, 860)
    window.show()
    qtbot.waitExposed(window)

    def saved_luck() -> int:
        state = library.state(Library(library.folder).open(path.stem), rulesets["maofa"])
        return int(state.number("luck") or 0)

    assert view.add_from_library() == 1
    name = "Margot Delacroix"
    luck = view.tracker_model.value(name, "luck")
    assert saved_luck() == luck
    view.apply_check.setChecked(True)
    view.set_who(name)
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    lookup.set_faces({"roll": 9})  # lucky streak: +1 luck, saved to her sheet
    lookup.look_up()
    assert saved_luck() == luck + 1
    assert "saved to Margot Delacroix's sheet" in view.log_model.entries[-1].notes
    lookup.set_faces({"roll": 2})  # out of luck: 0, saved too
    lookup.look_up()
    assert saved_luck() == 0

    # Open in Characters with an unsaved edit: the file is left alone and the log says so.
    sheet = characters.open_path(path)
    assert sheet is not None
    push_edit(sheet, "Description", lambda state: state.set("description", "Retired"))
    assert sheet.dirty
    before = path.read_bytes()
    lookup.set_faces({"roll": 9})
    lookup.look_up()
    assert view.tracker_model.value(name, "luck") == 1
    assert path.read_bytes() == before
    assert "unsaved edits in Characters" in view.log_model.entries[-1].notes
    sheet.discard_recovery()

    view.save_session()  # the link to her file is kept across restarts
    again = TableView(library=library)
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["maofa"])
    assert again.tracker_model.library_ids == {name: path.stem}


def test_a_picked_character_joins_the_table_and_effects_reach_their_file(
        view: TableView, rulesets: dict[str, Ruleset]) -> None:
    library = Library()  # this test's own library, the one the view uses
    path = library.import_file(MARGOT)
    view.reload_characters()
    name = "Margot Delacroix"
    luck = int(library.state(library.open(path.stem), rulesets["maofa"]).number("luck") or 0)
    view.pick_character(name)  # only picked: not brought with "From the library"
    assert view.tracker_model.people == []
    view.apply_check.setChecked(True)
    view.lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.lookup.set_faces({"roll": 9})  # lucky streak: +1 luck
    view.lookup.look_up()
    assert view.tracker_model.library_ids == {name: path.stem}
    assert view.tracker_model.value(name, "luck") == luck + 1
    saved = library.state(Library(library.folder).open(path.stem), rulesets["maofa"])
    assert saved.number("luck") == luck + 1
    assert f"saved to {name}'s sheet" in view.log_model.entries[-1].notes


def test_an_amount_typed_in_the_tracker_reaches_the_linked_file(
        table_at: Callable[[str], TableView]) -> None:
    # Riskbreaker's Kill Damage is a track on the sheet: 2 typed is two boxes checked.
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "riskbreaker"
    library = Library()  # this test's own library, the one the view uses
    path = library.import_file(samples / "fighter.yaml")
    view = table_at("riskbreaker")
    assert view.add_from_library() == 1
    tracker = view.tracker_model
    name = tracker.people[0]
    column = 1 + [c.key for c in tracker.columns].index("kill_damage")
    assert tracker.setData(tracker.index(0, column), 2)
    saved = Library(library.folder).open(path.stem)
    assert saved.values["kill_damage"][:3] == [True, True, False]
    assert f"saved to {name}'s sheet" in view.status.text()
    assert tracker.setData(tracker.index(0, column), 9)  # more than her 5 boxes: refused
    assert "not saved" in view.status.text()
    assert Library(library.folder).open(path.stem).values["kill_damage"][:3] == [
        True, True, False]


def test_the_sheet_field_picked_for_a_check_is_remembered(view: TableView) -> None:
    Library().import_file(MARGOT)  # this test's own library
    view.reload_characters()
    view.pick_character("Margot Delacroix")
    fill = view.lookup.sheet_fill
    view.lookup.select_check("skill_test", {"difficulty": "moderate"})
    first = fill.field_combo.currentData()
    other = next(fill.field_combo.itemData(i) for i in range(fill.field_combo.count())
                 if fill.field_combo.itemData(i) != first)
    fill.select(other)
    view.lookup.select_check("opposed_test", {})
    # At first the stat the fight reads for it (Body, the ruleset's `from: body`), not the
    # last pick of another check.
    assert fill.field_combo.currentData() == "body" != other
    fill.select(first)
    view.lookup.select_check("skill_test", {})
    assert fill.field_combo.currentData() == other  # skill test: as picked for it
    view.lookup.select_check("opposed_test", {})
    assert fill.field_combo.currentData() == first


def test_applied_effects_are_undone_in_the_tracker_and_the_linked_file(
        view: TableView, rulesets: dict[str, Ruleset]) -> None:
    library = Library()  # this test's own library, the one the view uses
    path = library.import_file(MARGOT)
    view.add_from_library()
    name = "Margot Delacroix"
    luck = view.tracker_model.value(name, "luck")

    def saved_luck() -> int:
        state = library.state(Library().open(path.stem), rulesets["maofa"])
        return int(state.number("luck") or 0)

    view.apply_check.setChecked(True)
    view.set_who(name)
    view.lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.lookup.set_faces({"roll": 2})  # out of luck: 0
    view.lookup.look_up()
    assert view.tracker_model.value(name, "luck") == saved_luck() == 0
    assert view.undo_stack.undoText() == f"effects of Out of luck for {name}"
    view.undo_stack.undo()
    assert view.tracker_model.value(name, "luck") == saved_luck() == luck
    assert view.log_model.entries[-1].outcome_label.startswith("Undone: effects of Out")
    view.undo_stack.redo()
    assert view.tracker_model.value(name, "luck") == saved_luck() == 0
    # A roll whose effects change nothing is no step to undo.
    view.apply_check.setChecked(False)
    view.lookup.look_up()
    assert view.undo_stack.count() == 1


def test_the_roller_applies_each_outcome_to_the_one_who_rolled_it(qtbot: QtBot,
                                                                  view: TableView) -> None:
    """Multiple actions: every action's effect reaches the one who acts (a lucky streak on
    the first is not lost); combining forces: a helper's outcome is not the actor's (the
    log names it for the GM), only the actor's own roll is applied to the actor."""
    row = view.tracker_model.add_person("Guard")
    view.tracker_model.setData(view.tracker_model.index(row, 1), 5)
    view.tracker_model.setData(view.tracker_model.index(row, 2), 6)
    view.apply_check.setChecked(True)
    view.set_who("Guard")
    roller = view.roller
    roller.select_check("multiple_actions", {"trait": "P", "difficulty": "easy",
                                             "actions": 2, "luck": 0})
    seen_streak_first = False
    for seed in range(300):
        roller.rng = random.Random(seed)
        before = view.tracker_model.value("Guard", "luck")
        with qtbot.waitSignal(roller.rolled) as blocker:
            view.roll_action.trigger()
        record = blocker.args[0]
        luck = before
        for outcome in record.results:  # by hand, every action in turn
            luck = {"lucky_streak": luck + 1, "morale_boost": luck + 6,
                    "out_of_luck": 0}.get(outcome, luck)
        assert view.tracker_model.value("Guard", "luck") == min(99, luck), record.results
        seen_streak_first |= len(record.results) == 2 and record.results[0] == "lucky_streak"
        if seen_streak_first and seed > 20:
            break
    assert seen_streak_first
    roller.select_check("combining_forces", {"trait": "T", "difficulty": "difficult",
                                             "helpers": 1, "helper_trait": "D", "luck": 0})
    for seed in range(3000):
        roller.rng = random.Random(seed)
        before = view.tracker_model.value("Guard", "luck")
        with qtbot.waitSignal(roller.rolled) as blocker:
            view.roll_action.trigger()
        record = blocker.args[0]
        if record.results == ("success", "out_of_luck"):
            assert view.tracker_model.value("Guard", "luck") == before  # not emptied
            assert "helper 1's own outcome, theirs to apply: Out of luck" \
                in view.log_model.entries[-1].notes
            break
    else:
        raise AssertionError("no seed gave a success with a helper out of luck")


def test_the_rhythm_menu_runs_an_out_round_as_one_undoable_step(view: TableView) -> None:
    """MAoFA's out round from the Table: luck back to the initial luck, undone at once."""
    for name, luck, initial in (("Ann", 2, 5), ("Bo", 9, 4)):
        row = view.tracker_model.add_person(name)
        view.tracker_model.setData(view.tracker_model.index(row, 1), luck)
        view.tracker_model.setData(view.tracker_model.index(row, 2), initial)
    assert view.rhythm_button.isVisibleTo(view)
    assert list(view.rhythm_actions) == ["out_round"]
    view.rhythm_actions["out_round"].trigger()
    assert [view.tracker_model.value(n, "luck") for n in ("Ann", "Bo")] == [5, 9]
    assert view.log_model.entries[-1].check.startswith("Out round")
    assert "Ann Luck treats 2→5" in view.log_model.entries[-1].notes
    view.undo_stack.undo()
    assert [view.tracker_model.value(n, "luck") for n in ("Ann", "Bo")] == [2, 9]


def test_a_ruleset_without_table_actions_shows_no_rhythm(
        table_at: Callable[[str], TableView]) -> None:
    view = table_at("lady_luck")
    assert not view.rhythm_button.isVisibleTo(view)


def test_the_card_shows_the_chart_step_and_the_log_the_checks_total(
        view: TableView, table_at: Callable[[str], TableView]) -> None:
    """MAoFA: Strong against Moderate is the personal task rating S (Simple), read off the
    book's first chart, on the result card; AdOM: the log's Total is the check's total
    (dice + approach), not the dice alone."""
    lookup = view.lookup
    lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    lookup.set_faces({"roll": 9})
    lookup.look_up()
    assert "Personal task rating: S (Simple)" in lookup.card.detail.text()
    view.roller.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.roller.rng = random.Random(4)
    view.roll_action.trigger()
    assert "Personal task rating: S (Simple)" in view.roller.card.detail.text()
    adom = table_at("adom")
    adom.lookup.select_check("overcome", {"skill": 2, "difficulty": 1})
    adom.lookup.set_faces({"roll": 1})
    adom.lookup.look_up()
    entry = adom.log_model.entries[-1]
    assert entry.faces == "1" and entry.total == "3"  # 4dF showed +1, Good (+2) approach
    adom.roller.select_check("overcome", {"skill": 2, "difficulty": 1})
    adom.roller.rng = random.Random(9)
    with_total = adom.roller.roll()
    assert with_total is not None
    dice = with_total.attempts[-1].dice["roll"].total
    assert adom.log_model.entries[-1].total == str(dice + 2)


def test_a_sheet_value_with_a_quote_reads_as_written(table_at) -> None:
    """The fill note shows escaped text as rich text: an apostrophe is never `&#x27;`."""
    view = table_at("maofa")
    note = view.lookup.sheet_fill.note
    assert note.textFormat() == Qt.TextFormat.RichText  # plain text would show &#x27;


def test_the_log_shows_the_dice_beside_the_checks_total(rulesets) -> None:
    """Fate's total is the dice plus the approach: the log's Dice column shows the dice,
    Total the check's; where the dice are the total (MAoFA's 2d6) Dice stays empty."""
    from gm_assistant.core.play import roll_check
    from gm_assistant.core.play.session import LOG_COLUMNS
    from gm_assistant.ui.table.roll_log_model import entry_from_lookup, entry_from_record

    record = roll_check(rulesets["adom"], "overcome", {"skill": 2, "difficulty": 0},
                        random.Random(5))
    dice = sum(record.attempts[-1].dice["roll"].faces)
    entry = entry_from_record(rulesets["adom"], record, "Voltaire")
    assert (entry.dice, entry.total) == (str(dice), str(dice + 2))
    titles = [title for _, title in LOG_COLUMNS]
    assert entry.cells()[titles.index("Dice")] == str(dice)
    from gm_assistant.core.play import lookup

    found = lookup(rulesets["adom"], "overcome", {"skill": 2, "difficulty": 0}, {"roll": -1})
    assert found.values["total"] == 1  # the dice -1 plus the approach 2
    looked = entry_from_lookup(rulesets["adom"], "overcome", {"roll": -1},
                               found.values, "success", "Voltaire")
    assert (looked.dice, looked.total) == ("-1", "1")
    plain = entry_from_record(rulesets["maofa"], roll_check(
        rulesets["maofa"], "skill_test", {"trait": "A"}, random.Random(5)), "Margot")
    assert plain.dice == "" and plain.total.isdigit()


def test_a_sheet_value_the_check_does_not_allow_is_not_typed_and_says_why(
        view: TableView) -> None:
    Library().import_file(MARGOT)  # this test's own library
    view.reload_characters()
    view.pick_character("Margot Delacroix")
    view.roller.select_check("skill_test", {"trait": "S", "luck": 3})
    fill = view.roller.sheet_fill
    fill.select("trick_cost", "luck")
    view.roller.inputs.set_values({"luck": 3})
    fill.select("luck")  # her sheet: 27 luck; Luck to spend goes 0..20
    assert fill.value is None
    assert view.roller.inputs.values()["luck"] == 3  # left as it was
    assert "no usable value" in fill.note.text()
    assert "27" in fill.note.toolTip() and "0..20" in fill.note.toolTip()
    fill.select("trick_cost", "luck")  # 2: allowed, typed in
    assert view.roller.inputs.values()["luck"] == 2
    assert fill.note.toolTip() == ""


def test_the_rhythm_button_is_wide_enough_for_its_text_and_its_menu_arrow(
        view: TableView) -> None:
    """The arrow that says "a menu opens" sits beside the text, not over its last letter:
    a push button keeps a strip of its own for the arrow (a tool button's instant popup
    draws it in the corner, over the text, whatever its size hint)."""
    button = view.rhythm_button
    assert isinstance(button, QPushButton)
    style = button.style()
    text = button.fontMetrics().horizontalAdvance(button.text())
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
    assert button.menu() is view.rhythm_menu
    assert button.sizeHint().width() >= text + arrow


def test_apply_effects_is_not_offered_where_the_table_tracks_nothing(
        view: TableView, rulesets: dict[str, Ruleset]) -> None:
    """d20 Mastery keeps nothing at the table: the box is unticked and disabled, its
    tooltip says why; back at a ruleset with resources, the GM's tick is there again."""
    view.apply_check.setChecked(True)
    view.set_ruleset(rulesets["mastery_d20"])
    assert not view.apply_check.isEnabled() and not view.apply_check.isChecked()
    assert "nothing for effects to change" in view.apply_check.toolTip()
    assert "d20 Mastery Level" in view.apply_check.toolTip()
    view.set_ruleset(rulesets["maofa"])
    assert view.apply_check.isEnabled() and view.apply_check.isChecked()
    assert "change the resources below" in view.apply_check.toolTip()
