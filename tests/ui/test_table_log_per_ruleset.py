"""The Table's roll log belongs to its game: a GM who played Riskbreaker on Tuesday and
opens Lady Luck on Friday meets only Lady Luck's rolls. Each ruleset's table shows,
exports, clears and undoes its own lines; the other games' stay in the session file. The
app's words in a line are worded in the language shown when it is read."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.play.session import (
    NO_GAME,
    LogEntry,
    TableSession,
    load_session,
    save_session,
)
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.table_view import SESSION_FILE, TableView


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    yield
    apply_language("en")


def _line(who: str, ruleset: str, hour: int) -> LogEntry:
    return LogEntry(datetime(2026, 11, 24, hour), who=who, check="Check", faces="3",
                    total="3", outcome="o", outcome_label="O", colour="#445566",
                    ruleset=ruleset)


def _shown_who(view: TableView) -> list[str]:
    model = view.log_model
    return [model.index(row, 1).data() for row in range(model.rowCount())]


def _table(qtbot: QtBot, ruleset: Ruleset) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    view.set_ruleset(ruleset)
    return view


def test_each_ruleset_s_table_shows_exports_and_clears_its_own_lines(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        shipped_rulesets: dict[str, Ruleset]) -> None:
    path = user_state_dir(ensure=True) / SESSION_FILE
    save_session(path, TableSession([
        _line("Rex", "riskbreaker", 19), _line("Lu", "lady_luck", 20),
        _line("Vex", "riskbreaker", 21), _line("Lia", "lady_luck", 22)]))
    view = _table(qtbot, shipped_rulesets["riskbreaker"])
    assert _shown_who(view) == ["Rex", "Vex"]
    with qtbot.waitSignal(view.undo_stack_changed):  # Edit > Undo follows the table
        view.set_ruleset(shipped_rulesets["lady_luck"])
    assert _shown_who(view) == ["Lu", "Lia"]

    # A roll made at Lady Luck's table is hers alone.
    view.set_who("Ida")
    assert view.roller.roll() is not None
    assert _shown_who(view) == ["Lu", "Lia", "Ida"]
    assert view.log_model.entries[-1].ruleset == "lady_luck"

    exported = tmp_path / "friday.csv"
    assert view.export_log_csv(exported) == 3
    with exported.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert [row[2] for row in rows[1:]] == ["Lu", "Lia", "Ida"]  # date, time, who, ...

    asked: list[str] = []

    def answer(_parent: object, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    view.log_panel.clear_button.click()
    assert asked and "3 rolls" in asked[0] and "kept" in asked[0]
    assert view.log_model.rowCount() == 0

    view.set_ruleset(shipped_rulesets["riskbreaker"])  # Tuesday's rolls are still there
    assert _shown_who(view) == ["Rex", "Vex"]
    view.save_session()
    kept, problem = load_session(path)
    assert problem == ""
    assert [(line.who, line.ruleset) for line in kept.log] == [
        ("Rex", "riskbreaker"), ("Vex", "riskbreaker")]


def test_a_version_2_line_is_at_every_table_until_cleared_at_one(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        shipped_rulesets: dict[str, Ruleset]) -> None:
    """A version 2 file did not say its lines' game: they show at every table (as they
    did) rather than being filed under a game they may not be of."""
    path = user_state_dir(ensure=True) / SESSION_FILE
    path.write_text('{"format": 2, "log": [{"time": "2026-11-24T20:00:00", "who": "Old", '
                    '"check": "Fight", "outcome": "hit", "outcome_label": "Hit"}], '
                    '"tables": {}, "sheets": {}}', encoding="utf-8")
    view = _table(qtbot, shipped_rulesets["maofa"])
    assert _shown_who(view) == ["Old"] and view.log_model.entries[0].ruleset == NO_GAME
    view.set_ruleset(shipped_rulesets["adom"])
    assert _shown_who(view) == ["Old"]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a: QMessageBox.StandardButton.Yes)
    view.log_panel.clear_button.click()
    view.set_ruleset(shipped_rulesets["maofa"])
    assert view.log_model.rowCount() == 0


def test_undo_acts_at_the_shown_table_and_logs_there(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = _table(qtbot, shipped_rulesets["maofa"])
    view.tracker_model.set_amounts("Ann", {"luck": 4, "initial_luck": 10})
    view.run_table_action("out_round")
    assert view.tracker_model.value("Ann", "luck") == 10
    view.set_ruleset(shipped_rulesets["lady_luck"])
    assert view.undo_stack.count() == 0 and not view.undo_stack.canUndo()
    view.set_ruleset(shipped_rulesets["maofa"])
    view.undo_stack.undo()
    assert view.tracker_model.value("Ann", "luck") == 4
    undone = view.log_model.entries[-1]
    assert (undone.ruleset, undone.outcome) == ("maofa", "undone")
    assert view.log_model.index(view.log_model.rowCount() - 1, 6).data() == \
        "Undone: Out round (a night's sleep)"
    view.set_ruleset(shipped_rulesets["lady_luck"])
    assert view.log_model.rowCount() == 0


def test_the_app_s_words_in_a_line_are_read_in_the_language_shown(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    """A line made in English reads Spanish once the language is Spanish, through the
    session file too; a name typed by the GM stays as typed."""
    view = _table(qtbot, shipped_rulesets["maofa"])
    view.tracker_model.set_amounts("Ann", {"luck": 4, "initial_luck": 10})
    view.apply_check.setChecked(True)  # nobody named: the note says the effects waited
    view.lookup.select_check("skill_test", {"trait": "S", "difficulty": "moderate"})
    view.lookup.set_faces({"roll": 9})
    assert view.lookup.look_up() is not None
    view.run_table_action("out_round")  # for everyone
    view.undo_stack.undo()
    model = view.log_model
    notes, who, check = model.columnCount() - 1, 1, 2
    assert model.index(0, notes).data() == "effects not applied: nobody named; table dice"
    assert model.index(1, who).data() == "everyone"
    assert model.index(2, check).data() == "Undone"

    assert apply_language("es") == ""
    assert model.index(0, notes).data() == \
        "efectos no aplicados: no se nombró a nadie; dados de la mesa"
    assert model.index(1, who).data() == "todos"
    assert model.index(2, check).data() == "Deshecho"
    assert model.index(2, 6).data().startswith("Deshecho: ")
    assert model.entries[0].notes == "effects not applied: nobody named"  # kept as made

    view.save_session()  # read again by the next start, in Spanish: still worded now
    again = _table(qtbot, shipped_rulesets["maofa"])
    assert again.log_model.index(0, notes).data() == \
        "efectos no aplicados: no se nombró a nadie; dados de la mesa"
    assert again.status.text() == \
        "Sesión recuperada: 3 tiradas en los registros, 1 persona sentada a las mesas."


@pytest.mark.parametrize(("rolls", "people", "english", "spanish"), [
    (1, 0, "Session restored: 1 roll in the logs.",
     "Sesión recuperada: 1 tirada en los registros."),
    (0, 6, "Session restored: 6 people seated at the tables.",
     "Sesión recuperada: 6 personas sentadas a las mesas."),
    (2, 1, "Session restored: 2 rolls in the logs, 1 person seated at the tables.",
     "Sesión recuperada: 2 tiradas en los registros, 1 persona sentada a las mesas."),
])
def test_the_restored_session_says_what_each_number_counts(
        qtbot: QtBot, rolls: int, people: int, english: str, spanish: str) -> None:
    path = user_state_dir(ensure=True) / SESSION_FILE
    from gm_assistant.core.play.session import Seating

    seats = {"maofa": Seating({f"P{n}": {"luck": 1} for n in range(people)})} \
        if people else {}
    save_session(path, TableSession([_line(f"R{n}", "maofa", 20) for n in range(rolls)],
                                    seats))
    english_view = TableView()
    qtbot.addWidget(english_view)
    assert english_view.status.text() == english
    assert apply_language("es") == ""
    spanish_view = TableView()
    qtbot.addWidget(spanish_view)
    assert spanish_view.status.text() == spanish


def test_edit_undo_follows_the_table_of_the_ruleset_chosen(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    """In the window, Edit > Undo acts on the shown table's stack: after choosing another
    ruleset there is nothing to undo; back at the first, its step is there."""
    from gm_assistant.ui.settings import UiSettings
    from tests.ui.test_main_window import open_window

    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "en"
    window = open_window(qtbot, ruleset_id="maofa", view="table", settings=settings)
    table = window.areas["table"]
    assert isinstance(table, TableView)
    table.tracker_model.set_amounts("Ann", {"luck": 4, "initial_luck": 10})
    table.run_table_action("out_round")
    assert window.undo_group.activeStack() is table.undo_stack
    assert window.undo_group.canUndo()
    assert window.choose_ruleset("lady_luck")
    qtbot.waitUntil(lambda: table.ruleset is not None and table.ruleset.id == "lady_luck")
    assert window.undo_group.activeStack() is table.undo_stack
    assert not window.undo_group.canUndo()
    assert window.choose_ruleset("maofa")
    qtbot.waitUntil(lambda: table.ruleset is not None and table.ruleset.id == "maofa")
    assert window.undo_group.canUndo()
    window.undo_group.undo()
    assert table.tracker_model.value("Ann", "luck") == 4


def test_invocations_after_the_roll_are_noted_and_read_in_spanish(
        qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> None:
    view = _table(qtbot, shipped_rulesets["adom"])
    view.lookup.select_check("overcome", {"skill": 1, "difficulty": 4})
    view.lookup.set_faces({"roll": 0})
    assert view.lookup.bonus_spin is not None
    view.lookup.bonus_spin.setValue(2)
    assert view.lookup.look_up() is not None
    notes = view.log_model.index(0, view.log_model.columnCount() - 1)
    assert "invoked after the roll: 2" in notes.data()
    assert apply_language("es") == ""
    assert "invocaciones tras la tirada: 2" in notes.data()


def test_a_hit_s_line_reads_in_the_language_shown(qtbot: QtBot,
                                                  shipped_rulesets: dict[str, Ruleset]
                                                  ) -> None:
    """The attack's note (the hit to absorb), the way the hit was absorbed and the save to
    the sheet are the app's words: made in English, read in Spanish."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from gm_assistant.core.library import Library

    Library().import_file(Path(__file__).resolve().parents[2] / "resources" / "samples"
                          / "adom" / "abigail-zhao.yaml")
    view = _table(qtbot, shipped_rulesets["adom"])
    view.add_from_library()
    view.set_who("Bo")
    view.lookup.select_check("attack", {"skill": 4, "difficulty": 1})
    view.lookup.set_faces({"roll": 1})  # total 5 against 1: four shifts
    assert view.lookup.look_up() is not None
    view.hits.last_target = "Abigail Zhao"
    dialog = view.hits.open_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.options_list.setCurrentRow(1)  # box 3 and a mild consequence: one to spare
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    model = view.log_model
    attack, hit = 0, model.rowCount() - 1
    notes, outcome = model.columnCount() - 1, 6
    assert "4 (aumentos) for the target to absorb" in model.index(attack, notes).data()
    assert model.index(hit, outcome).data() == \
        "Casilla de estrés 3 + Leve (Mild) (2): absorbs 5 (to spare: 1)"
    assert "saved to Abigail Zhao's sheet" in model.index(hit, notes).data()

    assert apply_language("es") == ""
    assert "4 (aumentos) para el objetivo" in model.index(attack, notes).data()
    assert model.index(hit, outcome).data() == \
        "Casilla de estrés 3 + Leve (Mild) (2): absorbe 5 (sobrante: 1)"
    assert "guardado en la hoja de Abigail Zhao" in model.index(hit, notes).data()
