"""The Table area's hits (AdOM/Fate): an attack's shifts marked on the target's sheet.

Numbers come from the book: an attack's shifts are its total minus the defence; stress
boxes absorb 1, 2 and 3 (one per hit), consequences 2, 4 and 6; a mook has no
consequences; what is not absorbed takes the character out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QToolButton
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.hit_dialog import HitDialog
from gm_assistant.ui.table.resource_tracker_model import HARM_COLUMN, ResourceTrackerModel
from gm_assistant.ui.table.table_undo import TableMemory
from gm_assistant.ui.table.table_view import TableView

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom"


@pytest.fixture
def rulesets(shipped_rulesets: dict[str, Ruleset]) -> dict[str, Ruleset]:
    return shipped_rulesets


@pytest.fixture
def view(table_at: Callable[[str], TableView]) -> TableView:
    return table_at("adom")


def attack(view: TableView, who: str, skill: int, defence: int, dice: int) -> None:
    view.set_who(who)
    view.lookup.select_check("attack", {"skill": skill, "difficulty": defence})
    view.lookup.set_faces({"roll": dice})
    view.lookup.look_up()


def dialog_of(qtbot: QtBot, view: TableView) -> HitDialog:
    dialog = view.hits.open_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def apply(qtbot: QtBot, dialog: HitDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def options(dialog: HitDialog) -> list[str]:
    return [dialog.options_list.item(i).text() for i in range(dialog.options_list.count())]


def test_the_tracker_with_a_hits_column_passes_the_model_tester(qtmodeltester,
                                                                rulesets) -> None:
    model = ResourceTrackerModel()
    model.set_ruleset(rulesets["adom"])
    model.add_person("Ann")
    model.set_harm_texts({"Ann": "Casilla de estrés 1☐ 2☒ 3☐"})
    qtmodeltester.check(model)
    column = 1 + [c.key for c in model.columns].index(HARM_COLUMN)
    assert model.index(0, column).data() == "Casilla de estrés 1☐ 2☒ 3☐"
    assert not model.setData(model.index(0, column), "x")
    assert not model.flags(model.index(0, column)) & Qt.ItemFlag.ItemIsEditable
    assert "Ann" in model.resources() and HARM_COLUMN not in model.resources()["Ann"]


def test_an_attack_on_a_pc_marks_box_two_and_a_mild_consequence_on_her_file(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    library = Library()
    path = library.import_file(SAMPLES / "abigail-zhao.yaml")
    view.add_from_library()
    # Skill +4 against defence 1, the dice +1: total 5, four shifts (the book's example).
    attack(view, "Bo", 4, 1, 1)
    assert "4 (aumentos)" in view.log_model.entries[-1].notes
    assert "Ctrl+H" in view.status.text()
    view.hits.last_target = "Abigail Zhao"  # the one Bo attacks
    dialog = dialog_of(qtbot, view)
    assert dialog.target == "Abigail Zhao"
    assert dialog.amount_spin.value() == 4
    assert not dialog.kind_combo.isEnabled()  # she has a sheet in the library
    offered = [dialog.target_combo.itemText(i) for i in range(dialog.target_combo.count())]
    assert "Abigail Zhao" in offered
    assert options(dialog) == [
        "Casilla de estrés 2 + Leve (Mild) (2): absorbs 4",
        "Casilla de estrés 3 + Leve (Mild) (2): absorbs 5 (1 to spare)",
        "Moderada (Moderate) (4): absorbs 4",
        "Grave (Severe) (6): absorbs 6 (2 to spare)",
        "Fuera de combate (absorb nothing)"]
    edit = dialog.findChild(QLineEdit, "hit_text_mild")
    assert edit is not None
    qtbot.keyClicks(edit, "Tobillo torcido")
    apply(qtbot, dialog)

    state = library.state(Library(library.folder).open(path.stem), rulesets["adom"])
    assert state.value("stress") == [False, True]
    assert state.value("mild") == "Tobillo torcido"
    entry = view.log_model.entries[-1]
    assert (entry.who, entry.check, entry.faces) == ("Abigail Zhao", "Golpe", "4 (aumentos)")
    assert entry.outcome == "absorbed"
    assert "saved to Abigail Zhao's sheet" in entry.notes
    tracker = view.tracker_model
    column = 1 + [c.key for c in tracker.columns].index(HARM_COLUMN)
    shown = tracker.index(tracker.people.index("Abigail Zhao"), column).data()
    assert "2☒" in shown and "Tobillo torcido" in shown

    # The same hit again: box 2 and the mild slot are taken, and one box cannot pair with
    # another, so only a moderate or severe consequence absorbs four.
    dialog = dialog_of(qtbot, view)
    dialog.amount_spin.setValue(4)
    assert options(dialog) == ["Moderada (Moderate) (4): absorbs 4",
                               "Grave (Severe) (6): absorbs 6 (2 to spare)",
                               "Fuera de combate (absorb nothing)"]
    dialog.reject()


def test_a_mook_with_two_boxes_is_taken_out_by_three_shifts(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    Library().import_file(SAMPLES / "sky-shark.yaml")  # a mook: stress boxes 1 and 2
    dialog = dialog_of(qtbot, view)  # not at the table, but offered from the library
    offered = [dialog.target_combo.itemText(i) for i in range(dialog.target_combo.count())]
    assert offered == ["Tiburón del cielo"]
    dialog.reject()
    attack(view, "Abigail Zhao", 3, 1, 1)  # total 4 against 1: three shifts
    view.hits.last_target = "Tiburón del cielo"
    dialog = dialog_of(qtbot, view)
    assert dialog.amount_spin.value() == 3
    assert options(dialog) == ["Fuera de combate (absorb nothing)"]
    assert "No way to absorb a hit of 3 (aumentos)" in dialog.message.text()
    apply(qtbot, dialog)
    entry = view.log_model.entries[-1]
    assert (entry.who, entry.outcome, entry.outcome_label) == (
        "Tiburón del cielo", "taken_out", "Fuera de combate")
    assert view.tracker_model.library_ids["Tiburón del cielo"] == "tiburon-del-cielo"  # joined,
    # linked to its copy in the library (named for its name)
    tracker = view.tracker_model
    assert tracker.harm_texts["Tiburón del cielo"].startswith("Fuera de combate · ")
    view.save_session()  # who is out is kept with the session, until the scene ends
    again = TableView()
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["adom"])
    assert again.tracker_model.harm_texts["Tiburón del cielo"].startswith("Fuera de combate")
    again.hits.end_scene()
    assert "back in the next scene: Tiburón del cielo" in again.status.text()
    assert not again.tracker_model.harm_texts["Tiburón del cielo"].startswith("Fuera de combate")


def test_a_failed_defence_is_taken_by_the_defender_on_a_kept_sheet(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    # A thug typed in (no library sheet) defends with +0 against an attack total of 2, the
    # dice 0: two shifts taken by the thug.
    view.set_who("Thug")
    view.lookup.select_check("defend", {"skill": 0, "difficulty": 2})
    view.lookup.set_faces({"roll": 0})
    view.lookup.look_up()
    dialog = dialog_of(qtbot, view)
    assert dialog.target == "Thug"
    assert dialog.amount_spin.value() == 2
    assert dialog.kind_combo.isEnabled()
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("mook_group"))
    # A group of four: two stress boxes, no consequences.
    assert options(dialog) == ["Casilla de estrés 2: absorbs 2",
                               "Fuera de combate (absorb nothing)"]
    apply(qtbot, dialog)
    assert "Thug" in view.tracker_model.people
    kept = view.hits.book.target(rulesets["adom"], "Thug", {})
    assert kept is not None and kept.character_id is None
    assert kept.state.value("stress")[:2] == [False, True]

    # Kept across a restart, and cleared at the end of the scene.
    view.save_session()
    again = TableView()
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["adom"])
    kept = again.hits.book.target(rulesets["adom"], "Thug", {})
    assert kept is not None and kept.state.template.id == "mook_group"
    assert kept.state.value("stress")[:2] == [False, True]
    assert again.hits.end_scene() == 1
    kept = again.hits.book.target(rulesets["adom"], "Thug", {})
    assert kept is not None and not any(kept.state.value("stress"))


def test_hits_are_offered_only_where_the_rules_have_them(view: TableView,
                                                         rulesets: dict[str, Ruleset]) -> None:
    assert view.take_hit_button.isVisibleTo(view)
    view.set_ruleset(rulesets["maofa"])
    assert not view.hits.take_hit_action.isEnabled()
    assert not view.take_hit_button.isVisibleTo(view)
    assert view.hits.open_dialog() is None


def test_a_bad_hit_sheets_entry_in_the_session_is_refused_whole(
        rulesets: dict[str, Ruleset]) -> None:
    book = HarmBook(Library)
    made = book.target(rulesets["adom"], "Thug", {}, "mook", make=True)
    assert made is not None
    good = book.to_json()
    for bad in ([], {"kept": []}, {"kept": {"adom": {"X": "no"}}}, {"out": {"adom": "X"}},
                {"taken": []}, {"taken": {"adom": {"X": {"consequences": -1}}}},
                {"taken": {"adom": {"X": {"consequences": True}}}},
                {"taken": {"adom": {"X": {"consequences": 10**9}}}}):
        with pytest.raises(ValueError):
            book.load_json(bad)
        assert book.to_json() == good  # nothing taken from a bad entry
    book.load_json({"kept": {}, "out": {"adom": ["Thug"]},
                    "taken": {"adom": {"Thug": {"consequences": 2}}}})
    assert book.is_out(rulesets["adom"], "Thug")
    assert book.taken_values(rulesets["adom"], "Thug")["taken_consequences"] == 2
    assert book.to_json()["taken"] == {"adom": {"Thug": {"consequences": 2}}}


def test_riskbreaker_kill_damage_marks_the_fighters_track_and_the_tracker_follows(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    samples = SAMPLES.parent / "riskbreaker"
    path = Library().import_file(samples / "fighter.yaml")  # Muscle 5: five boxes
    view = table_at("riskbreaker")
    view.add_from_library()
    name = view.tracker_model.people[0]
    assert view.tracker_model.value(name, "kill_damage") == 0
    # Inflict Kill Damage with Risk 3, stat 5: a 4 is a success, three damage dealt.
    view.set_who("Goblin chief")
    view.lookup.select_check("kill_damage_attack", {"stat": 5, "risk": 3})
    view.lookup.set_faces({"roll": 4})
    view.lookup.look_up()
    view.hits.last_target = name
    dialog = dialog_of(qtbot, view)
    assert dialog.amount_spin.value() == 3
    assert options(dialog) == ["3 × Kill Damage box: absorbs 3",
                               "Out of the fight (absorb nothing)"]
    apply(qtbot, dialog)
    assert view.tracker_model.value(name, "kill_damage") == 3  # follows the sheet
    saved = Library().open(path.stem)
    assert saved.values["kill_damage"][:5] == [True, True, True]
    # Two more fill the track: out of the fight.
    dialog = dialog_of(qtbot, view)
    dialog.amount_spin.setValue(2)
    apply(qtbot, dialog)
    entry = view.log_model.entries[-1]
    assert entry.outcome == "taken_out"
    assert entry.outcome_label.endswith("· Out of the fight")
    assert view.tracker_model.harm_texts[name].startswith("Out of the fight")
    tip = view.hits.end_scene_action.toolTip()  # Kill Damage does not clear with the scene
    assert "anyone marked Out of the fight is back" in tip and "clear every" not in tip


def test_an_attack_rolled_by_the_app_offers_its_shifts(qtbot: QtBot, view: TableView) -> None:
    # Roll Atacar for a thug (skill +2) against a defence total of +1, many times: each
    # roll's shifts are its total minus the defence when positive, worked out here from
    # the dice shown (an independent check of the engine's measure).
    view.set_who("Thug")
    roller = view.roller
    roller.rng = random.Random(7)
    roller.select_check("attack", {"skill": 2, "difficulty": 1})
    offered = 0
    for _ in range(30):
        with qtbot.waitSignal(roller.rolled) as blocker:
            view.roll_action.trigger()
        record = blocker.args[0]
        dice = record.attempts[-1].dice["roll"].total
        shifts = max(dice + 2 - 1, 0)
        pending = view.hits.pending
        if shifts:
            offered += 1
            assert pending is not None and pending.amount == shifts
            assert not pending.to_self and pending.actor == "Thug"
            assert f"{shifts} (aumentos)" in view.log_model.entries[-1].notes
        else:
            assert pending is None
    assert offered > 0


def test_a_hit_and_the_end_of_the_scene_are_undone_and_redone(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    library = Library()
    path = library.import_file(SAMPLES / "abigail-zhao.yaml")
    view.add_from_library()
    dialog = dialog_of(qtbot, view)
    dialog.target_combo.setEditText("Abigail Zhao")
    dialog.amount_spin.setValue(4)
    edit = dialog.findChild(QLineEdit, "hit_text_mild")
    assert edit is not None
    qtbot.keyClicks(edit, "Tobillo torcido")
    apply(qtbot, dialog)

    def saved() -> dict[str, object]:
        return Library().open(path.stem).values

    assert saved()["mild"] == "Tobillo torcido"
    stack = view.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Golpe: 4 (aumentos) to Abigail Zhao"
    stack.undo()
    assert "mild" not in saved() and not any(saved().get("stress", []))
    assert "2☒" not in view.tracker_model.harm_texts["Abigail Zhao"]
    last = view.log_model.entries[-1]
    assert last.outcome_label == "Undone: Golpe: 4 (aumentos) to Abigail Zhao"
    stack.redo()
    assert saved()["mild"] == "Tobillo torcido"
    assert "2☒" in view.tracker_model.harm_texts["Abigail Zhao"]
    assert view.log_model.entries[-1].outcome_label.startswith("Redone: ")

    # End of scene clears her box 2; undo brings it back.
    assert view.hits.end_scene() == 1
    assert not any(saved()["stress"])
    assert stack.undoText() == "End of scene"
    stack.undo()
    assert saved()["stress"][:2] == [False, True]


def test_undo_leaves_a_file_with_unsaved_edits_alone(tmp_path: Path) -> None:
    library = Library(tmp_path / "library")
    path = library.import_file(SAMPLES / "abigail-zhao.yaml")
    tracker = ResourceTrackerModel()
    tracker.add_person("Abigail Zhao")
    tracker.link_library("Abigail Zhao", path.stem)
    unsaved: set[Path] = set()
    memory = TableMemory(tracker, lambda: library, lambda: unsaved)
    before = memory.take()
    assert before.files == {path.stem: path.read_bytes()}
    path.write_bytes(path.read_bytes() + b"# changed\n")
    unsaved.add(path.resolve())
    notes = memory.restore(before)
    assert notes and "unsaved edits in Characters" in notes[0]
    assert path.read_bytes().endswith(b"# changed\n")
    unsaved.clear()
    assert memory.restore(before) == []
    assert path.read_bytes() == before.files[path.stem]


def test_a_hit_of_nothing_cannot_be_applied(qtbot: QtBot, view: TableView) -> None:
    dialog = dialog_of(qtbot, view)
    dialog.target_combo.setEditText("Thug")
    assert dialog.amount_spin.value() == 0  # no roll dealt a hit yet
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "needs nothing" in dialog.message.text()
    dialog.amount_spin.setValue(1)
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    dialog.reject()


def test_a_concession_pays_for_the_consequences_marked_this_scene_and_rest_clears_mild(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    """The book: conceding gives one fate point and one per consequence taken in the
    conflict; a mild consequence clears at the end of a scene with rest."""
    library = Library()
    path = library.import_file(SAMPLES / "abigail-zhao.yaml")
    view.add_from_library()
    dialog = dialog_of(qtbot, view)
    dialog.target_combo.setEditText("Abigail Zhao")
    dialog.amount_spin.setValue(6)  # mild + moderate is one of the ways to absorb six
    wanted = "Leve (Mild) (2) + Moderada (Moderate) (4): absorbs 6"
    row = options(dialog).index(wanted)
    dialog.options_list.setCurrentRow(row)
    apply(qtbot, dialog)
    assert view.hits.book.taken_values(rulesets["adom"], "Abigail Zhao") == {
        "taken_stress": 0, "taken_consequences": 2}

    view.set_who("Abigail Zhao")
    before = view.tracker_model.amounts["Abigail Zhao"]["fate_points"]
    view.run_table_action("concession")
    assert view.tracker_model.amounts["Abigail Zhao"]["fate_points"] == before + 1 + 2
    view.undo_stack.undo()
    assert view.tracker_model.amounts["Abigail Zhao"]["fate_points"] == before

    # A plain end of scene keeps the consequences; with rest, the mild one goes.
    assert view.end_scene_button.popupMode().name == "MenuButtonPopup"
    assert view.hits.end_rest_action in view.end_scene_button.menu().actions()
    view.hits.end_scene()
    values = Library().open(path.stem).values
    assert values["mild"] and values["moderate"]
    assert view.hits.book.taken_values(rulesets["adom"], "Abigail Zhao")[
        "taken_consequences"] == 0  # a new scene: a concession now pays one point
    view.undo_stack.undo()
    assert view.hits.book.taken_values(rulesets["adom"], "Abigail Zhao")[
        "taken_consequences"] == 2
    assert view.hits.end_scene(rest=True) == 1
    values = Library().open(path.stem).values
    assert not values.get("mild") and values["moderate"]
    assert view.undo_stack.undoText() == "End of scene, with rest"
    # "1 slot cleared" with the English catalogue of plurals, "1 slots" from the bare source.
    assert "with rest: 1 slot" in view.status.text()


def test_end_of_scene_with_rest_is_offered_only_where_rest_clears_more(
        view: TableView, table_at: Callable[[str], TableView]) -> None:
    assert view.hits.end_rest_action.isVisible()
    riskbreaker = table_at("riskbreaker")
    assert not riskbreaker.hits.end_rest_action.isVisible()
    # No menu holding only what the button does (its arrow was drawn over the text's
    # end), and no split button's arrow part (drawn with no menu behind it).
    assert riskbreaker.end_scene_button.menu() is None
    assert riskbreaker.end_scene_button.popupMode().name != "MenuButtonPopup"
    plain = QToolButton()
    plain.setDefaultAction(riskbreaker.hits.end_scene_action)
    assert riskbreaker.end_scene_button.sizeHint() == plain.sizeHint()
    riskbreaker.set_ruleset(view.ruleset)  # back to a ruleset with rest: the split button
    assert riskbreaker.hits.end_rest_action in riskbreaker.end_scene_button.menu().actions()
    assert riskbreaker.end_scene_button.popupMode().name == "MenuButtonPopup"


def test_the_tracker_shows_no_column_for_what_the_table_counts_itself(
        rulesets: dict[str, Ruleset]) -> None:
    model = ResourceTrackerModel()
    model.set_ruleset(rulesets["adom"])
    keys = [c.key for c in model.columns]
    assert "refresh" in keys and not any(k.startswith("taken_") for k in keys)


def test_take_a_hit_offers_the_person_selected_in_the_tracker(
        qtbot: QtBot, view: TableView) -> None:
    """A GM who selects a row and asks for a hit means that person (no roll named one)."""
    for name in ("Thug", "Tiburón del cielo 1"):
        view.tracker_model.add_person(name)
    row = view.tracker_model.people.index("Tiburón del cielo 1")
    view.tracker.view.setCurrentIndex(view.tracker_model.index(row, 0))
    assert view.tracker.selected_person() == "Tiburón del cielo 1"
    dialog = dialog_of(qtbot, view)
    assert dialog.target == "Tiburón del cielo 1"
    dialog.reject()
    view.tracker.view.setCurrentIndex(view.tracker_model.index(-1, -1))
    view.hits.last_target = "Thug"  # nobody selected: the last one hit, as before
    assert dialog_of(qtbot, view).target == "Thug"


def test_a_new_name_taking_a_hit_gets_an_npc_sheet_unless_the_gm_picks_another(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    view.set_who("Goblin")
    view.hits.last_target = "Goblin"
    dialog = dialog_of(qtbot, view)
    assert dialog.target == "Goblin"
    combo = dialog.kind_combo
    assert combo.isVisibleTo(dialog) and combo.isEnabled()  # still the GM's choice
    assert combo.currentData() == "npc"
    assert "pc" in [combo.itemData(i) for i in range(combo.count())]
    assert "new sheet (PNJ completo (full NPC))" in dialog.state_label.text()
    combo.setCurrentIndex(combo.findData("mook"))
    dialog.amount_spin.setValue(1)
    apply(qtbot, dialog)
    kept = view.hits.book.target(rulesets["adom"], "Goblin", {})
    assert kept is not None and kept.state.template.id == "mook"


def test_a_consequence_left_unnamed_is_reported_as_the_sheet_keeps_it(
        qtbot: QtBot, view: TableView, rulesets: dict[str, Ruleset]) -> None:
    """QA walk x-27: the status and the log said "Leve (Mild): —" while the sheet kept the
    hit's own note; both say what was stored."""
    library = Library()
    path = library.import_file(SAMPLES / "abigail-zhao.yaml")
    view.add_from_library()
    attack(view, "Bo", 4, 1, 1)  # four shifts, as above
    view.hits.last_target = "Abigail Zhao"
    dialog = dialog_of(qtbot, view)
    assert options(dialog)[0] == "Casilla de estrés 2 + Leve (Mild) (2): absorbs 4"
    edit = dialog.findChild(QLineEdit, "hit_text_mild")
    assert edit is not None and edit.text() == ""  # left empty
    apply(qtbot, dialog)

    state = library.state(Library(library.folder).open(path.stem), rulesets["adom"])
    stored = state.value("mild")
    assert stored == "Golpe: 4 (aumentos)"  # the hit's note, written for an empty name
    assert f"Leve (Mild): {stored}" in view.log_model.entries[-1].notes
    assert f"Leve (Mild): {stored}" in view.status.text()
    assert "—" not in view.status.text()
