"""The sheet editor: forms for every template, live derived values, undo, problems inline,
quick mooks, batches, saving, autosave and recovery after a crash."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore, open_character
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetRegistry
from gm_assistant.core.sheets import Character, SheetState
from gm_assistant.ui.characters.batch_dialog import BatchDialog
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.forms.choice_editors import ChoiceEditor
from gm_assistant.ui.characters.forms.entries_model import ListEntriesModel
from gm_assistant.ui.characters.forms.list_editor import ListEditor
from gm_assistant.ui.characters.forms.sheet_form import PROBLEM_COLOUR, SheetForm
from gm_assistant.ui.characters.forms.simple_editors import DerivedEditor, NumberEditor, TrackEditor
from gm_assistant.ui.characters.new_character_dialog import NewCharacterDialog, templates_of
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.recovery_dialog import RecoveryDialog
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.settings import UiSettings

RULESET_IDS = ("adom", "lady_luck", "maofa", "mastery_d20", "riskbreaker")


def triangular(n: int) -> int:
    """Riskbreaker's Stat cost table: 1, 3, 6, 10, ... (the total of 1..n)."""
    return n * (n + 1) // 2


@pytest.fixture(scope="module")
def rulesets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ruleset]:
    user = tmp_path_factory.mktemp("no-house-rules")
    return dict(RulesetRegistry(rulesets_dir(), user).load().rulesets)


@pytest.fixture
def make_view(qtbot: QtBot, tmp_path: Path,
              rulesets: dict[str, Ruleset]) -> Iterator[object]:
    """Makes a shown CharactersView on a library in tmp_path, for a ruleset."""
    made: list[CharactersView] = []

    def make(ruleset_id: str, samples: bool = True) -> CharactersView:
        library = Library(tmp_path / "library")
        if samples:
            for path in sample_files(ruleset_id):
                library.import_file(path)
        view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                              settings=UiSettings(tmp_path / "settings.ini"),
                              rulesets=rulesets.get)
        # A test never waits on a question in a modal box.
        view.ask = lambda *_a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
        qtbot.addWidget(view)
        view.resize(1280, 860)
        view.set_ruleset(rulesets[ruleset_id])
        with qtbot.waitExposed(view):
            view.show()
        made.append(view)
        return view

    yield make
    for view in made:
        for sheet in list(view.sheets.values()):
            sheet.discard_recovery()


def activate(qtbot: QtBot, widget: QWidget) -> None:
    """Make the widget's window the active one (shortcuts and focus need it)."""
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=5000)


def open_named(view: CharactersView, name: str) -> OpenSheet:
    entry = next(e for e in view.model.entries if e.name == name)
    sheet = view.open_path(entry.path)
    assert sheet is not None and view.form is not None
    return sheet


def derived_text(form: SheetForm, field_id: str) -> str:
    editor = form.rows[field_id].editor
    assert isinstance(editor, DerivedEditor)
    return editor.label.text()


# --- every ruleset's sheet --------------------------------------------------------------


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_template_of_every_ruleset_builds_its_form(make_view, rulesets,
                                                          ruleset_id: str) -> None:
    view = make_view(ruleset_id, samples=False)
    ruleset = rulesets[ruleset_id]
    templates = templates_of(ruleset)
    assert templates
    for template in templates:
        sheet = view.maker.create_character(template.id, f"Test {template.id}")
        assert sheet is not None and view.form is not None
        form = view.form
        used = {f for _s, _l, ids in ruleset.sheet.sections for f in ids  # type: ignore
                if template.uses(f)}
        assert set(form.rows) == used
        for field_id, row in form.rows.items():
            kind = ruleset.sheet.fields[field_id].kind  # type: ignore[union-attr]
            if template.nodes[field_id].kind == "override":
                kind = "derived"
            assert kind in row.editor.kinds, (field_id, kind)
        problems = sheet.state.problems  # a new sheet may lack required values
        assert len(form.problems.messages) == len(problems)
        for line, problem in zip(form.problems.messages, problems, strict=True):
            assert line.endswith(problem.message)


def test_maofa_sample_shows_initial_luck_from_the_books_points(make_view) -> None:
    view = make_view("maofa")
    sheet = open_named(view, "Margot Delacroix")
    # The ten characteristics' points, read from the book's option lists.
    characteristics = {"teacher/professor": 4, "average": 0, "eagle eye": 4, "clumsy": -2,
                       "nosey": 2, "art scholar": 2, "no memory for faces": -1,
                       "easygoing": 2, "technical illiterate": -2, "classical painter": 2}
    hobbies = {"Cook": 1, "Birdwatcher/nature expert": 1, "Arts trivia": 2}
    disadvantages = {"addicted to coffee": -1, "glasses": -1}
    total = sum(characteristics.values()) + sum(hobbies.values()) + sum(disadvantages.values())
    form = view.form
    assert derived_text(form, "characteristic_points") == str(sum(characteristics.values()))
    assert derived_text(form, "total_points") == str(total)
    assert derived_text(form, "initial_luck") == str(40 - total) == "27"
    # Choices show their rating letter and points; the prime one reads P.
    art = form.rows["art"].editor
    assert isinstance(art, ChoiceEditor)
    assert art.combo.currentText() == "classical painter (T, +2)"
    assert "rated P" in art.note.text()
    senses = form.rows["senses"].editor
    assert isinstance(senses, ChoiceEditor)
    texts = [senses.combo.itemText(i) for i in range(senses.combo.count())]
    assert "eagle eye (S, +4)" in texts and "near deaf (D, -1)" in texts
    # Luck treats follow initial luck until written.
    luck = form.rows["luck"].editor
    assert isinstance(luck, NumberEditor) and luck.spin.value() == 27
    assert luck.spin.font().italic()
    assert sheet.state.problems == []


def test_riskbreaker_thief_spends_the_level_4_budget(make_view) -> None:
    view = make_view("riskbreaker")
    open_named(view, "Thief")
    stats = {"muscle": 4, "agility": 5, "wit": 3, "personality": 4}
    skills = 9  # each costs 1, none magical or with an area of effect
    spent = sum(triangular(v) for v in stats.values()) + skills
    form = view.form
    assert derived_text(form, "points") == str(10 * 4 + 10)
    assert derived_text(form, "points_spent") == str(spent) == "50"
    assert derived_text(form, "points_left") == "0"
    assert derived_text(form, "agility_cost") == str(triangular(5))
    skills_editor = form.rows["skills"].editor
    assert isinstance(skills_editor, ListEditor)
    assert skills_editor.model.rowCount() == skills


def test_fate_reth_lady_luck_wren_and_red_show_their_derived_values(make_view) -> None:
    view = make_view("adom")
    open_named(view, "Reth de la Resistencia andrali")
    assert derived_text(view.form, "approach_total") == str(2 + 1 + 0 + 3 + 2 + 1)
    assert derived_text(view.form, "refresh") == "3"  # one stunt: within the three free

    view = make_view("lady_luck")
    open_named(view, "Wren Ashdown")
    medium_default_defense = 3  # the book's Defense by size table
    assert derived_text(view.form, "default_defense") == str(medium_default_defense)
    assert derived_text(view.form, "defense") == str(medium_default_defense + 1)
    assert derived_text(view.form, "resilience") == str(1 + 1 + 1)

    view = make_view("mastery_d20")
    open_named(view, "Red")
    skills = view.form.rows["skills"].editor
    assert isinstance(skills, ListEditor)
    column = skills.model.column_of("mastery")
    assert skills.model.index(0, column).data() == str(8 + 4)  # Shark Feeding + Stamina


# --- editing ----------------------------------------------------------------------------


def test_problems_wait_for_the_mouse_button_before_moving_the_fields(
        qtbot: QtBot, make_view, monkeypatch: pytest.MonkeyPatch) -> None:
    """A problem that appears or clears moves every field below it: while a button is
    down (the click that moved the focus and committed the edit) the fields stay put, so
    the click lands where the user aimed; the problem shows once the button is up."""
    from PySide6.QtGui import QGuiApplication

    view = make_view("riskbreaker")
    open_named(view, "Thief")
    form = view.form
    muscle = form.rows["muscle"].editor
    assert isinstance(muscle, NumberEditor)
    label = form.rows["points_left"].problem_label
    pressed = [Qt.MouseButton.LeftButton]
    monkeypatch.setattr(QGuiApplication, "mouseButtons", staticmethod(lambda: pressed[0]))
    muscle.spin.setValue(5)  # over budget
    assert not label.isVisible()
    qtbot.wait(3 * 40)
    assert not label.isVisible()  # still held: the button is still down
    pressed[0] = Qt.MouseButton.NoButton
    qtbot.waitUntil(label.isVisible, timeout=2000)
    assert "over budget" in label.text()


def test_an_edit_updates_derived_values_live_and_undo_restores_them(qtbot: QtBot,
                                                                    make_view) -> None:
    view = make_view("riskbreaker")
    sheet = open_named(view, "Thief")
    form = view.form
    muscle = form.rows["muscle"].editor
    assert isinstance(muscle, NumberEditor)
    with qtbot.waitSignal(sheet.changed, timeout=1000):
        muscle.spin.setValue(5)
    spent = triangular(5) + triangular(5) + triangular(3) + triangular(4) + 9
    assert derived_text(form, "muscle_cost") == str(triangular(5))
    assert derived_text(form, "points_spent") == str(spent)
    assert derived_text(form, "points_left") == str(50 - spent)
    # Over budget: the rule's message shows beside Points left and at the top.
    message = f"over budget: {spent} points spent of 50"
    assert form.rows["points_left"].problem_label.isVisible()
    assert message in form.rows["points_left"].problem_label.text()
    assert any(message in line for line in form.problems.messages)
    assert sheet.dirty and view.model.index(view.model.row_of(sheet.path), 0).data() == "• Thief"

    with qtbot.waitSignal(sheet.changed, timeout=1000):
        view.undo_stack.undo()
    assert muscle.spin.value() == 4
    assert derived_text(form, "points_spent") == "50"
    assert not form.rows["points_left"].problem_label.isVisible()
    assert not sheet.dirty
    view.undo_stack.redo()
    assert derived_text(form, "points_spent") == str(spent)


def test_stepping_a_number_is_one_undo_step_and_lists_are_editable(qtbot: QtBot,
                                                                   make_view) -> None:
    view = make_view("riskbreaker")
    sheet = open_named(view, "Thief")
    level = view.form.rows["level"].editor
    assert isinstance(level, NumberEditor)
    for value in (5, 6, 7):
        level.spin.setValue(value)
    assert view.undo_stack.count() == 1
    assert derived_text(view.form, "points") == str(10 * 7 + 10)
    view.undo_stack.undo()
    assert derived_text(view.form, "points") == "50"

    skills = view.form.rows["skills"].editor
    assert isinstance(skills, ListEditor)
    model = skills.model
    magical = model.column_of("magical")
    cost = model.column_of("cost")
    assert model.setData(model.index(0, magical), Qt.CheckState.Checked.value,
                         Qt.ItemDataRole.CheckStateRole)
    assert model.index(0, cost).data() == "2"
    assert derived_text(view.form, "points_spent") == "51"
    skills.add_entry()
    assert model.rowCount() == 10
    assert any("Skills 10" in line for line in view.form.problems.messages)  # required
    skills.remove_current()
    assert model.rowCount() == 9
    for _ in range(3):
        view.undo_stack.undo()
    assert model.index(0, cost).data() == "1"
    assert not sheet.dirty


def test_the_entries_model_passes_the_model_tester(qtmodeltester, make_view) -> None:
    view = make_view("maofa")
    open_named(view, "Margot Delacroix")
    hobbies = view.form.rows["hobbies"].editor
    assert isinstance(hobbies, ListEditor)
    qtmodeltester.check(hobbies.model)
    assert isinstance(hobbies.model, ListEntriesModel)
    assert hobbies.model.index(0, 0).data() == "Cook (T, +1)"
    # A custom hobby written as the sheet shows it counts its points.
    assert hobbies.model.setData(hobbies.model.index(0, 0), "Juggler (S, +3)")
    assert derived_text(view.form, "total_points") == str(13 - 1 + 3)


def test_a_constraint_problem_shows_inline_by_its_field(qtbot: QtBot, make_view) -> None:
    view = make_view("adom")
    open_named(view, "Reth de la Resistencia andrali")
    form = view.form
    flashy = form.rows["flashy"].editor
    assert isinstance(flashy, NumberEditor)
    section = form._section_problems["approaches"]
    assert not section.isVisible()
    flashy.spin.setValue(1)  # +3 +2 +2 +1 +1 +1: not the creation pyramid
    assert section.isVisible()
    assert "+3, +2, +2, +1, +1, +0" in section.text()
    assert section.palette().color(QPalette.ColorRole.WindowText) == PROBLEM_COLOUR
    assert any("Métodos (Approaches)" in line for line in form.problems.messages)
    # Clicking the problem goes to the section; undo clears it.
    form.problems.list.setCurrentRow(0)
    view.undo_stack.undo()
    assert not section.isVisible()


def test_a_refused_value_is_not_recorded_and_says_why(make_view) -> None:
    view = make_view("maofa")
    sheet = open_named(view, "Margot Delacroix")
    hobbies = view.form.rows["hobbies"].editor
    assert isinstance(hobbies, ListEditor)
    before = view.undo_stack.count()
    assert not hobbies.model.setData(hobbies.model.index(0, 0), "Juggler (Q) 3")
    assert view.undo_stack.count() == before and not sheet.dirty
    assert "Not changed" in view.form.rows["hobbies"].problem_label.text()


def test_tracks_follow_their_formula_and_template_derived_fields_are_read_only(
        make_view) -> None:
    view = make_view("adom")
    sheet = open_named(view, "Banda de matones")
    form = view.form
    stress = form.rows["stress"].editor
    assert isinstance(stress, TrackEditor)
    assert isinstance(form.rows["stress_boxes"].editor, DerivedEditor)  # members // 2
    visible = [b for b in stress.boxes if b.isVisible()]
    assert len(visible) == 4 // 2
    members = form.rows["members"].editor
    assert isinstance(members, NumberEditor)
    members.spin.setValue(7)
    assert len([b for b in stress.boxes if b.isVisible()]) == 7 // 2
    stress.boxes[2].setChecked(True)
    assert sheet.state.value("stress") == [False, False, True]
    assert stress.count_label.text() == "1 of 3"


def test_tab_follows_the_form(qtbot: QtBot, make_view) -> None:
    view = make_view("riskbreaker")
    open_named(view, "Thief")
    form = view.form
    activate(qtbot, view)
    order: list[QWidget] = [form.name_edit, form.tags_edit]
    for row in form.rows.values():
        order.extend(w for w in row.editor.focus_widgets() if w.isVisible())
    form.name_edit.setFocus()
    visited = []
    for _ in range(len(order) - 1):
        focused = QApplication.focusWidget()
        assert focused is not None, visited
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        visited.append(_owner(QApplication.focusWidget(), order))
    assert visited == order[1:]


def _owner(widget: QWidget, candidates: list[QWidget]) -> QWidget:
    """The candidate that is the widget or holds it (a spin box's line edit)."""
    while widget is not None and widget not in candidates:
        widget = widget.parentWidget()
    return widget


# --- making characters ------------------------------------------------------------------


def test_a_mook_in_seconds_ctrl_n_then_enter(qtbot: QtBot, make_view) -> None:
    view = make_view("adom", samples=False)
    assert view.pages.currentWidget() is view.empty  # a friendly empty state
    activate(qtbot, view)
    view.take_focus()
    started = time.perf_counter()
    qtbot.keyClick(view.panel.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = view.findChild(NewCharacterDialog)
    assert dialog is not None and dialog.isVisible()
    mook = next(r for r in range(dialog.templates.count())
                if dialog.templates.item(r).data(Qt.ItemDataRole.UserRole) == "mook")
    for _ in range(mook):
        qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Down)
    assert dialog.template_id == "mook" and dialog.name_edit.text() == "Mook 1"
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert time.perf_counter() - started < 10
    sheet = view.current
    assert sheet is not None and sheet.character.kind == "mook"
    assert sheet.character.name == "Mook 1" and sheet.path is not None
    saved = open_character(sheet.path)
    assert saved.template == "mook" and saved.values == {}
    assert sheet.state.value("stress_boxes") == 1  # the template's default
    # The next one remembers the template and takes the next name.
    dialog = view.maker.choose_new()
    assert dialog is not None and dialog.template_id == "mook"
    assert dialog.name_edit.text() == "Mook 2"
    dialog.reject()


def test_a_batch_of_six_goblins_as_individuals_or_one_group(make_view) -> None:
    view = make_view("adom", samples=False)
    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog)
    assert dialog.count_spin.value() == 6 and dialog.template_combo.currentData() == "mook"
    dialog.accept()
    names = sorted(e.name for e in view.model.entries)
    assert names == [f"Goblin {n}" for n in range(1, 7)]
    assert all(e.kind == "mook" for e in view.model.entries)

    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog)
    dialog.name_edit.setText("Goblins")
    dialog.copy_check.setChecked(False)
    dialog.group_radio.setChecked(True)
    assert "one mook group" in dialog.summary.text()
    dialog.accept()
    group = view.current
    assert group is not None and group.character.kind == "mook_group"
    assert group.state.value("members") == 6
    assert group.state.value("stress_boxes") == 6 // 2  # one box per two members


def test_a_batch_that_follows_a_goblin_changes_with_it(make_view) -> None:
    view = make_view("adom", samples=False)
    first = view.maker.create_character("mook", "Goblin")
    assert first is not None and first.path is not None
    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog)
    dialog.count_spin.setValue(3)
    dialog.copy_check.setChecked(True)
    dialog.follow_check.setChecked(True)
    dialog.accept()
    followers = [e for e in view.model.entries if e.base == first.path.stem]
    assert len(followers) == 3
    assert view.current is not None and view.current.state.value("stress_boxes") == 1


def test_riskbreaker_opposition_is_bought_with_advantage(make_view) -> None:
    view = make_view("riskbreaker", samples=False)
    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog) and dialog.opposition_box is not None
    dialog.opposition_box.setChecked(True)
    dialog.count_spin.setValue(2)
    dialog.party_spin.setValue(4)
    dialog.level_spin.setValue(3)
    # One point buys one at the party's top level, or two one level lower.
    assert "costs <b>1</b> advantage" in dialog.cost_label.text()
    dialog.level_spin.setValue(5)
    assert "costs <b>4</b>" in dialog.cost_label.text()  # two points each, a level higher
    dialog.accept()
    assert sorted(c.state.value("level") for c in [view.current] if c is not None) == [5]
    assert len(view.model.entries) == 2


def test_duplicate_and_delete_with_confirmation(make_view, monkeypatch) -> None:
    view = make_view("riskbreaker")
    open_named(view, "Mage")
    copy = view.maker.duplicate()
    assert copy is not None and copy.character.name == "Mage (copy)"
    assert len(view.model.entries) == 5
    asked: list[str] = []

    def answer(title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(view, "ask", answer)
    view.panel.select_path(copy.path)
    assert view.maker.delete_selected() == 0 and len(view.model.entries) == 5
    assert view.maker.delete_selected() == 1
    assert "Mage (copy)" in asked[0]
    assert len(view.model.entries) == 4
    assert (view.library.folder / ".trash" / copy.path.name).is_file()


# --- saving, autosave, recovery ---------------------------------------------------------


def test_save_round_trip_keeps_the_file_readable_with_a_backup(qtbot: QtBot,
                                                               make_view) -> None:
    view = make_view("lady_luck")
    sheet = open_named(view, "Wren Ashdown")
    path = sheet.path
    original = path.read_bytes()
    assert view.keeper.save()  # unchanged: the same content
    assert path.read_bytes() == original
    view.form.name_edit.setText("")
    qtbot.keyClicks(view.form.name_edit, "Wren the Scout")
    speed = view.form.rows["speed"].editor
    assert isinstance(speed, NumberEditor)
    speed.spin.setValue(3)
    assert view.undo_stack.count() == 2  # the typing is one step
    assert view.character_actions.save.isEnabled()
    activate(qtbot, view)
    qtbot.keyClick(view.form.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not sheet.dirty and not view.character_actions.save.isEnabled()
    saved = open_character(path)
    assert saved.name == "Wren the Scout" and saved.values["speed"] == 3
    assert path.with_name(path.name + ".bak").read_bytes() == original
    wren = next(p for p in sample_files("lady_luck") if p.stem == "wren-ashdown")
    assert saved.values["weapons"] == open_character(wren).values["weapons"]


def test_unsaved_edits_are_autosaved_and_a_save_clears_them(qtbot: QtBot, make_view,
                                                            tmp_path: Path) -> None:
    view = make_view("riskbreaker")
    sheet = open_named(view, "Ranger")
    store = RecoveryStore(tmp_path / "recovery")
    wit = view.form.rows["wit"].editor
    assert isinstance(wit, NumberEditor)
    with qtbot.waitSignal(sheet.autosaved, timeout=5000):
        wit.spin.setValue(wit.spin.value() + 1)
    found = store.list()
    assert [r.name for r in found] == ["Ranger"] and found[0].original == sheet.path.resolve()
    recovered, _ = store.load(found[0].key)
    assert recovered.values["wit"] == sheet.character.values["wit"]
    # Another character opens meanwhile: the edited one stays open, unsaved.
    open_named(view, "Thief")
    assert sheet.path in view.sheets and sheet.dirty
    assert view.keeper.save_all()
    assert store.list() == []


def test_closing_asks_save_discard_or_cancel(make_view, monkeypatch, tmp_path: Path) -> None:
    view = make_view("riskbreaker")
    sheet = open_named(view, "Fighter")
    sheet.write_recovery()
    level = view.form.rows["level"].editor
    assert isinstance(level, NumberEditor)
    level.spin.setValue(5)
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard])
    monkeypatch.setattr(view, "ask", lambda *_args: next(answers))
    assert view.confirm_close() is False
    sheet.write_recovery()
    assert RecoveryStore(tmp_path / "recovery").list()
    assert view.confirm_close() is True
    assert RecoveryStore(tmp_path / "recovery").list() == []
    assert open_character(sheet.path).values["level"] == 4  # discarded, file unchanged


def test_recovery_is_offered_after_a_crash_and_restores_the_edits(qtbot: QtBot, make_view,
                                                                  rulesets,
                                                                  tmp_path: Path) -> None:
    # A session edited the Thief, autosaved, and was killed before saving.
    library = Library(tmp_path / "library")
    path = library.import_file(sample_files("riskbreaker")[-1])
    crashed = open_character(path)
    crashed.values["agility"] = 6
    RecoveryStore(tmp_path / "recovery").write(crashed, path)

    view = make_view("riskbreaker", samples=False)
    dialog = view.keeper.offer_recovery()
    assert isinstance(dialog, RecoveryDialog) and dialog.isVisible()
    assert dialog.list.count() == 1 and "Thief" in dialog.list.item(0).text()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    sheet = view.current
    assert sheet is not None and sheet.path == path and sheet.dirty
    assert sheet.state.value("agility") == 6
    assert view.model.index(view.model.row_of(path), 0).data() == "• Thief"
    assert open_character(path).values["agility"] == 5  # the file itself is untouched
    assert view.keeper.save()
    assert open_character(path).values["agility"] == 6
    assert RecoveryStore(tmp_path / "recovery").list() == []


def test_the_open_character_is_remembered(make_view, rulesets, tmp_path: Path,
                                          qtbot: QtBot) -> None:
    view = make_view("riskbreaker")
    open_named(view, "Ranger")
    again = CharactersView(library=Library(tmp_path / "library"),
                           recovery=RecoveryStore(tmp_path / "recovery"),
                           settings=UiSettings(tmp_path / "settings.ini"),
                           rulesets=rulesets.get)
    qtbot.addWidget(again)
    again.set_ruleset(rulesets["riskbreaker"])
    assert again.current is not None and again.current.character.name == "Ranger"


def test_choice_combos_offer_custom_entries_where_allowed(make_view) -> None:
    view = make_view("maofa")
    sheet = open_named(view, "Margot Delacroix")
    trick = view.form.rows["trademark_trick"].editor
    assert isinstance(trick, ChoiceEditor) and trick.combo.isEditable()
    line = trick.combo.lineEdit()
    assert line is not None
    line.setText("Paint doors (3)")
    line.editingFinished.emit()
    assert derived_text(view.form, "trick_cost") == "3"
    assert sheet.state.value("trademark_trick") == {"label": "Paint doors", "points": 3}
    assert trick.combo.currentText() == "Paint doors (3)"
    body = view.form.rows["body"].editor
    assert isinstance(body, ChoiceEditor) and not body.combo.isEditable()


def test_main_window_shows_the_editor_and_undo_follows_the_area(qtbot: QtBot, tmp_path: Path,
                                                               monkeypatch) -> None:
    from gm_assistant.ui.main_window import MainWindow

    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save]
    monkeypatch.setattr(CharactersView, "ask",
                        lambda *_a: answers.pop(0) if answers else
                        QMessageBox.StandardButton.Discard)
    library = Library()
    for path in sample_files("riskbreaker"):
        library.import_file(path)
    window = MainWindow(ruleset_id="riskbreaker", view="characters")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    view = window.areas["characters"]
    assert isinstance(view, CharactersView) and view.current is not None
    level = view.form.rows["level"].editor
    assert isinstance(level, NumberEditor)
    level.spin.setValue(6)
    assert window.menus.undo_action.isEnabled()
    assert "Level" in window.menus.undo_action.text()
    activate(qtbot, window)
    level.spin.setFocus()
    qtbot.keyClick(level.spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert level.spin.value() == 4  # the sheet's undo, not the spin box's own
    assert view.undo_stack.index() == 0 and view.undo_stack.count() == 1
    qtbot.keyClick(level.spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert level.spin.value() == 6
    window.menus.undo_action.trigger()
    assert level.spin.value() == 4
    window.show_area("charts")
    assert window.undo_group.activeStack() is window.undo_stack
    window.show_area("characters")
    assert window.undo_group.activeStack() is view.undo_stack
    level.spin.setValue(6)
    window.close()
    assert window.isVisible()  # cancelled: still open with its edits
    window.close()
    assert not window.isVisible() and not view.dirty_sheets


def test_main_window_offers_recovery_on_start(qtbot: QtBot) -> None:
    from gm_assistant.ui.main_window import MainWindow

    library = Library()
    path = library.import_file(sample_files("adom")[0])
    edited = open_character(path)
    edited.name = "Abigail (edited)"
    RecoveryStore().write(edited, path)
    window = MainWindow(ruleset_id="maofa", view="charts")
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitUntil(lambda: window.findChild(RecoveryDialog) is not None, timeout=5000)
    dialog = window.findChild(RecoveryDialog)
    assert window.current_area == "characters"
    assert "Abigail (edited)" in dialog.list.item(0).text()
    qtbot.mouseClick(dialog.later_button, Qt.MouseButton.LeftButton)
    assert RecoveryStore().list()  # still there for the next start
    view = window.areas["characters"]
    assert isinstance(view, CharactersView)
    view.recovery.discard(RecoveryStore().list()[0].key)  # type: ignore[union-attr]



def test_a_value_kept_as_written_comes_back_on_undo(make_view, tmp_path: Path) -> None:
    view = make_view("riskbreaker")
    path = view.library.folder / "thief.yaml"
    text = path.read_text().replace("wit: 3", "wit: three")
    path.write_text(text)
    sheet = view.open_path(path)
    assert sheet is not None and sheet.character.values["wit"] == "three"
    assert any("kept as written" in p.message for p in sheet.state.problems_for("wit"))
    wit = view.form.rows["wit"].editor
    assert isinstance(wit, NumberEditor)
    wit.spin.setValue(3)
    assert sheet.character.values["wit"] == 3 and not sheet.state.problems_for("wit")
    view.undo_stack.undo()
    assert sheet.character.values["wit"] == "three"  # the file's own text, not lost
    assert not sheet.dirty


def test_a_file_changed_outside_is_read_again_and_followers_follow(qtbot: QtBot,
                                                                   make_view) -> None:
    view = make_view("adom", samples=False)
    base = view.maker.create_character("mook", "Goblin")
    assert base is not None and base.path is not None
    follower = view.maker.add_characters(
        [Character("adom", name="Goblin 2", kind="mook", template="mook",
                   base=base.path.stem)])[0]
    follower_sheet = view.open_path(follower)
    assert follower_sheet is not None and follower_sheet.state.value("stress_boxes") == 1
    view.open_path(base.path)
    boxes = view.form.rows["stress_boxes"].editor
    assert isinstance(boxes, NumberEditor)
    boxes.spin.setValue(2)
    follower_sheet = view.open_path(follower)  # the base stays open, unsaved
    assert follower_sheet is not None and follower_sheet.state.value("stress_boxes") == 1
    assert view.keeper.save(view.sheets[base.path])
    assert follower_sheet.state.value("stress_boxes") == 2  # follows the saved base
    # The command line changes the follower's file: the open (clean) sheet reads it again.
    changed = open_character(follower)
    changed.name = "Goblin Boss"
    Library(follower.parent).save(changed, follower)
    qtbot.waitUntil(lambda: view.current is not None
                    and view.current.character.name == "Goblin Boss", timeout=5000)


def _choose(editor: QWidget, value: object) -> None:
    """Pick an item of a combo-box editor as a user would (select, then activate)."""
    combo = editor.combo  # type: ignore[attr-defined]
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_margot_built_from_scratch_in_the_form_matches_the_sample(make_view) -> None:
    view = make_view("maofa", samples=False)
    sheet = view.maker.create_character("pc", "Margot Delacroix")
    assert sheet is not None
    sample = open_character(next(p for p in sample_files("maofa")
                                 if p.stem == "margot-delacroix"))
    form = view.form
    for field_id in ("background", "profession", "body", "senses", "reflexes",
                     "intelligence", "knowledge", "memory", "social_skills", "technical",
                     "art", "trademark_trick"):
        option = sheet.state.spec.fields[field_id].option(sample.values[field_id])
        assert option is not None
        _choose(form.rows[field_id].editor, option.id)
    for list_id, sub in (("hobbies", "hobby"), ("disadvantages", "disadvantage")):
        editor = form.rows[list_id].editor
        assert isinstance(editor, ListEditor)
        for row, entry in enumerate(sample.values[list_id]):
            editor.add_entry()
            assert editor.model.setData(editor.model.index(row, 0), entry[sub])
    _choose(form.rows["prime"].editor, "art")
    description = form.rows["description"].editor
    description.box.setPlainText(sample.values["description"])  # type: ignore[attr-defined]
    assert sheet.state.values == SheetState(
        view.ruleset, sample).values  # type: ignore[arg-type]
    assert derived_text(form, "initial_luck") == "27"
    assert sheet.state.problems == []
    assert view.keeper.save()
    assert open_character(sheet.path).values == sample.values


def test_batch_opens_on_a_fresh_template_not_a_copy_of_the_selected_npc(make_view) -> None:
    view = make_view("adom", samples=False)
    first = view.maker.create_character("npc", "Cyclops boss")
    assert first is not None and view.current is first
    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog)
    assert not dialog.copy_check.isChecked()  # offered, not chosen for the GM
    assert dialog.copy_check.isEnabled()
    assert dialog.template_combo.currentData() == "mook"  # a fresh template
    assert dialog.name_edit.text() == "Goblin"
    dialog.template_combo.setCurrentIndex(dialog.template_combo.findData("npc"))
    dialog.name_edit.setText("Ogre")
    dialog.count_spin.setValue(2)
    dialog.accept()
    made = [e for e in view.model.entries if e.name.startswith("Ogre")]
    assert len(made) == 2 and all(e.kind == "npc" for e in made)
    # The next batch opens on what the GM picked last, still not copying.
    dialog = view.maker.choose_batch()
    assert isinstance(dialog, BatchDialog)
    assert dialog.template_combo.currentData() == "npc"
    assert not dialog.copy_check.isChecked()
    dialog.reject()


def test_the_pdf_dialog_opens_in_documents_then_the_last_pdf_folder(
        make_view, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QDialog, QFileDialog

    from gm_assistant.ui.common.printing.print_options_dialog import PrintOptionsDialog

    view = make_view("maofa")
    view.panel.select_first()
    asked: list[Path] = []
    out = tmp_path / "prints"
    out.mkdir()
    target = [out / "npcs.pdf"]

    def save_file_name(_parent, _title, start, _filter):
        asked.append(Path(start))
        return str(target[0]), "PDF (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    monkeypatch.setattr(PrintOptionsDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    view.files.choose_export_pdf()
    expected = documents if documents.is_dir() else Path.home()
    assert asked[0].parent == expected and asked[0].parent != Path.cwd()
    assert (out / "npcs.pdf").is_file()
    view.files.choose_export_pdf()
    assert asked[1].parent == out  # the folder used last
    # A remembered folder that is gone is not offered.
    (out / "npcs.pdf").unlink()
    out.rmdir()
    target[0] = tmp_path / "npcs.pdf"
    view.files.choose_export_pdf()
    assert asked[2].parent == expected
