"""The main window: rulesets (broken ones too), areas, settings, menus, dialogs, switches."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant import __version__
from gm_assistant.core.paths import user_rulesets_dir, user_state_dir
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui import areas
from gm_assistant.ui.areas import UnavailableArea
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.chart_model import ChartTableModel
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.dialogs.crash_dialog import CrashDialog
from gm_assistant.ui.errors import install_excepthook
from gm_assistant.ui.main_window import VIEWS, MainWindow
from gm_assistant.ui.settings import UiSettings, settings_file

LOAD_TIMEOUT = 30_000

BROKEN = """\
format: 1
id: broken_game
name: Broken game
scales:
  rating: {label: Rating, levels: [{key: a, label: A}]}
checks:
  test: {label: Test, roll: 2d6, outcome: {chart: nowhere, row: x, column: roll}}
"""


@pytest.fixture(autouse=True)
def workers_finish() -> Iterator[None]:
    """No odds or ruleset worker thread outlives its test (nor runs at interpreter exit)."""
    yield
    assert wait_for_workers(30)


@pytest.fixture(autouse=True)
def plain_appearance(qapp: QApplication) -> Iterator[None]:
    """Each test starts and ends with the light palette and the normal text size."""
    yield
    base = qapp.property("gm_base_point_size")
    if isinstance(base, float):
        font = qapp.font()
        font.setPointSizeF(base)
        qapp.setFont(font)
    qapp.setPalette(qapp.style().standardPalette())


def open_window(qtbot: QtBot, **kwargs: object) -> MainWindow:
    """A shown main window whose rulesets have loaded."""
    window = MainWindow(**kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitExposed(window)
    return window


def charts_of(window: MainWindow) -> ChartsView:
    view = window.areas["charts"]
    assert isinstance(view, ChartsView)
    return view


def test_every_ruleset_is_offered_and_the_requested_one_chosen(qtbot: QtBot) -> None:
    window = open_window(qtbot, ruleset_id="lady_luck", view="charts")
    expected = set(default_registry().rulesets)
    assert set(window.ruleset_picker.ruleset_ids()) == expected
    assert window.ruleset_picker.current_ruleset_id() == "lady_luck"
    assert window.ruleset is not None and window.ruleset.id == "lady_luck"
    assert charts_of(window).ruleset is window.ruleset
    assert not window.problems_action.isVisible()


def test_broken_ruleset_is_listed_with_its_problems(qtbot: QtBot) -> None:
    folder = user_rulesets_dir(ensure=True)
    (folder / "broken_game.yaml").write_text(BROKEN)
    window = open_window(qtbot, ruleset_id="maofa")

    picker = window.ruleset_picker
    rows = [picker.model().index(r, 0) for r in range(picker.count())]
    broken = [index for index in rows if "broken_game.yaml" in index.data()]
    assert len(broken) == 1
    item_flags = picker.model().flags(broken[0])
    assert not item_flags & Qt.ItemFlag.ItemIsEnabled
    tooltip = broken[0].data(Qt.ItemDataRole.ToolTipRole)
    assert f"{folder / 'broken_game.yaml'}:" in tooltip
    assert "broken_game" not in picker.ruleset_ids()
    assert window.problems_action.isVisible()
    assert "1 with problems" in window.summary.text()

    window.problems_action.trigger()
    dialog = window.findChild(QDialog, "ProblemsDialog")
    assert dialog is not None
    text = dialog.text.toPlainText()  # type: ignore[attr-defined]
    expected = [str(p) for p in window.store.registry.broken[0].problems]  # type: ignore
    assert expected and text.splitlines() == expected
    for line in expected:
        assert re.fullmatch(r".+broken_game\.yaml:\d+:\d+: .+", line), line
    dialog.close()


def test_settings_are_remembered_across_windows(qtbot: QtBot) -> None:
    assert settings_file().parent == user_state_dir()
    first = open_window(qtbot)
    assert first.settings.path == settings_file()
    assert first.choose_ruleset("riskbreaker")
    first.show_area("characters")
    first.resize(720, 520)  # fits the offscreen screen (800x600 by default)
    first.set_theme("dark")
    first.change_font_scale(0.2)
    first.close()
    assert settings_file().is_file()

    second = open_window(qtbot)
    assert second.ruleset is not None and second.ruleset.id == "riskbreaker"
    assert second.current_area == "characters"
    assert second.size() == QSize(720, 520)
    assert second.theme.mode == "dark" and second.theme.dark
    assert second.theme.font_scale == pytest.approx(1.2)
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    second.close()


def test_command_line_view_wins_over_the_remembered_area(qtbot: QtBot) -> None:
    UiSettings().area = "characters"
    window = open_window(qtbot, view="charts")
    assert window.current_area == "charts"


def test_keyboard_switches_areas_and_builds_them_lazily(qtbot: QtBot) -> None:
    window = open_window(qtbot, ruleset_id="maofa", view="charts")
    assert set(window.areas) == {"charts"}
    shortcuts = {area: window.menus.area_actions[area].shortcut().toString() for area in VIEWS}
    assert shortcuts == {"charts": "Ctrl+1", "odds": "Ctrl+2", "characters": "Ctrl+3",
                         "table": "Ctrl+4", "encounters": "Ctrl+5"}
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.current_area == "characters"
    characters = window.areas["characters"]
    assert characters.objectName() == "CharactersView"
    assert characters.findChild(QWidget, "CharactersEmptyState") is not None
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.current_area == "charts"


MISSING = "gm_assistant.ui.table.no_such_view"
"""An area's module in a build that left it out."""


def test_an_area_missing_from_the_build_is_an_error(qtbot: QtBot,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    missing = areas.AreaSpec("table", "&Table", MISSING, "Ctrl+4")
    monkeypatch.setattr("gm_assistant.ui.main_window.AREAS",
                        tuple(missing if a.name == "table" else a for a in areas.AREAS))
    window = open_window(qtbot, ruleset_id="maofa", view="table")
    area = window.areas["table"]
    assert isinstance(area, UnavailableArea)
    text = area.findChild(QLabel, "AreaMessage").text()
    assert text.startswith("The Table area failed to load: ModuleNotFoundError: No module "
                           "named 'gm_assistant.ui.table.no_such_view'")
    assert "fault of this build" in text


def test_smoke_fails_when_an_area_fails_to_load(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A build that left an area out (a bundle without --collect-submodules) is caught by
    --smoke, not by a user in front of an empty tab."""
    from gm_assistant.ui import app

    missing = areas.AreaSpec("table", "&Table", MISSING, "Ctrl+4")
    monkeypatch.setattr(areas, "AREAS",
                        tuple(missing if a.name == "table" else a for a in areas.AREAS))
    assert app.run(["--smoke"]) == 1
    err = capsys.readouterr().err
    assert "the table area failed to load" in err and "no_such_view" in err
    monkeypatch.undo()
    assert app.run(["--smoke"]) == 0


def test_shortcut_sheet_lists_every_shortcut(qtbot: QtBot) -> None:
    window = open_window(qtbot, ruleset_id="maofa", view="charts")
    charts = charts_of(window)
    if charts.busy:
        with qtbot.waitSignal(charts.ready, timeout=LOAD_TIMEOUT):
            pass
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(QDialog, "ShortcutsDialog")
    assert dialog is not None
    table = dialog.table  # type: ignore[attr-defined]
    listed = {(table.item(r, 1).text(), table.item(r, 2).text())
              for r in range(table.rowCount())}
    native = QKeySequence.SequenceFormat.NativeText
    for action in window.shortcut_actions():
        keys = ", ".join(k.toString(native) for k in action.shortcuts())
        assert any(keys == shown for _, shown in listed), action.text()
    names = {name for name, _ in listed}
    assert {"Charts", "Keyboard shortcuts", "Bigger text", "Smaller text", "Undo", "Redo",
            "Quit", "Copy table as CSV", "Copy table as Markdown"} <= names
    # Areas not opened yet are listed too, under their names.
    where = {table.item(r, 1).text(): table.item(r, 0).text() for r in range(table.rowCount())}
    assert where["Roll the dice"] == where["Type the dice of a physical roll"] == "Table"
    assert where["New"] == "Characters"
    assert where["Copy table as CSV"] == "Charts"
    assert "Take a hit" not in where  # MAoFA has no hit rules
    assert where["Send the encounter to the Table"] == "Encounters"
    assert where["One more of the selected opponent"] == "Encounters"
    dialog.close()
    window.choose_ruleset("adom")
    assert "Take a hit" in {a.text().replace("&", "").rstrip("…")
                            for a in window.shortcut_actions()}


def test_about_names_each_rulesets_source_and_licence(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    window.menus.about_action.trigger()
    dialog = window.findChild(QDialog, "AboutBox")
    assert dialog is not None
    text = " ".join(dialog.text().split())  # type: ignore[attr-defined]
    assert f"GM Assistant {__version__}" in text
    for ruleset in default_registry().rulesets.values():
        source = ruleset.model.source
        for part in (source.title, source.licence, source.attribution, *source.authors):
            assert " ".join(part.split()) in text, (ruleset.id, part)
        for note in ruleset.model.notes:
            assert " ".join(note.text.split()) in text
    dialog.close()


def test_font_scale_and_theme_actions(qtbot: QtBot, qapp: QApplication) -> None:
    window = open_window(qtbot)
    base = qapp.font().pointSizeF()
    window.menus.bigger_action.trigger()
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.1)
    window.menus.smaller_action.trigger()
    window.menus.smaller_action.trigger()
    assert qapp.font().pointSizeF() == pytest.approx(base * 0.9)
    window.menus.reset_font_action.trigger()
    assert qapp.font().pointSizeF() == pytest.approx(base)
    assert window.menus.bigger_action.shortcuts()[0].toString() == "Ctrl++"

    window.menus.theme_actions["dark"].trigger()
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    window.menus.toggle_theme_action.trigger()
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 128
    assert window.settings.theme == "light"


def test_the_table_at_bigger_text_keeps_the_roll_the_card_and_the_log_in_sight(
        qtbot: QtBot) -> None:
    """At 1.25 in the default window (AdOM, the longest roller), the roller's inputs
    scroll so that its Roll button and result card stay in sight, and the tracker and
    the log below keep room for several rows."""
    from gm_assistant.ui.table.table_view import TableView

    window = open_window(qtbot, ruleset_id="adom", view="table")
    window.change_font_scale(0.25)
    window.resize(1280, 860)
    view = window.areas["table"]
    assert isinstance(view, TableView)
    row = view.log_panel.fontMetrics().height()

    def fits() -> bool:
        return (view.log_panel.height() > 8 * row and view.tracker.height() > 8 * row
                and view.roller.card.visibleRegion().boundingRect().height()
                == view.roller.card.height() > 0)

    qtbot.waitUntil(fits, timeout=5_000)
    button = view.roller.roll_button
    assert button.visibleRegion().boundingRect().size() == button.size()
    # The user's divider wins from then on: the heights are no longer shared out.
    assert view._heights_shared
    view._columns[0].splitterMoved.emit(400, 1)
    assert not view._heights_shared


def test_ruleset_file_changes_are_reloaded_keeping_the_choice(qtbot: QtBot) -> None:
    window = open_window(qtbot, ruleset_id="maofa", view="charts")
    charts = charts_of(window)
    folder = user_rulesets_dir(ensure=True)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        (folder / "maofa.yaml").write_text(
            "id: maofa\ncharts:\n  personal_task:\n    data:\n"
            "      D: [X, X, X, X, X]\n")
    assert window.ruleset_picker.current_ruleset_id() == "maofa"
    model = charts.panels["personal_task"].model
    assert model.index(0, 0).data(ChartTableModel.KEY_ROLE) == "X"
    assert "(house rules)" in window.ruleset_picker.currentText()


def test_odds_cell_click_opens_the_odds(qtbot: QtBot) -> None:
    window = open_window(qtbot, ruleset_id="maofa", view="charts")
    charts = charts_of(window)
    if charts.busy:
        with qtbot.waitSignal(charts.ready, timeout=LOAD_TIMEOUT):
            pass
    charts.odds_requested.emit("skill_test", {"trait": "S", "difficulty": "moderate",
                                              "luck": 0})
    odds_area = window.areas.get("odds")
    if hasattr(odds_area, "show_check"):
        assert window.current_area == "odds"
    else:
        dialog = window.findChild(QDialog, "OddsDialog")
        assert dialog is not None
        dialog.close()


def test_crash_dialog_shows_a_copyable_traceback(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    uninstall = install_excepthook(lambda: window)
    try:
        try:
            raise RuntimeError("a bug in a slot")
        except RuntimeError as error:
            sys.excepthook(type(error), error, error.__traceback__)
            trace = "".join(traceback.format_exception(error))
    finally:
        uninstall()
    from gm_assistant.ui.app_log import versions_text

    # The report starts with the versions and where the log is (none in this test).
    expected = f"{versions_text()}\nLog: none\n\n{trace}"
    dialog = window.findChild(CrashDialog, "CrashDialog")
    assert dialog is not None
    assert dialog.details.toPlainText() == expected
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == expected
    assert window.isVisible()  # the app (and the user's work) is still there
    dialog.close()


def _png_size(path: Path) -> tuple[int, int]:
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not an image"
    return image.width(), image.height()


@pytest.mark.slow
def test_screenshot_switch_renders_the_charts(tmp_path: Path) -> None:
    shot = tmp_path / "charts-maofa.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "gm_assistant", "--ruleset", "maofa", "--view", "charts",
         "--screenshot", str(shot)],
        env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    width, height = _png_size(shot)
    assert width >= 1200 and height >= 800
    image = QImage(str(shot))
    # The resolve chart's "Out of luck" cells are drawn in the outcome's colour.
    out_of_luck = QColor("#b91c1c").rgb()
    assert any(image.pixel(x, y) == out_of_luck
               for x in range(0, width, 3) for y in range(0, height, 3))
    # Headless runs leave the user's settings alone.
    assert not settings_file().exists()


def test_switching_to_the_table_puts_the_cursor_in_the_dice_field(qtbot: QtBot) -> None:
    """Keyboard only at the table: Ctrl+4, type the roll, Enter."""
    window = open_window(qtbot, ruleset_id="maofa")
    window.activateWindow()
    window.menus.area_actions["table"].trigger()
    table = window.areas["table"]
    edit = table.lookup.dice_edits["roll"]  # type: ignore[attr-defined]
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClicks(edit, "9")
    with qtbot.waitSignal(table.lookup.looked_up):  # type: ignore[attr-defined]
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    # Average trait at Moderate difficulty is a Tricky task: 9 is a Lucky streak there
    assert table.lookup.card.outcome == "lucky_streak"  # type: ignore[attr-defined]


def test_edit_undo_in_the_table_undoes_the_last_hit(qtbot: QtBot) -> None:
    from gm_assistant.ui.table.hit_dialog import HitChoice
    from gm_assistant.ui.table.table_view import TableView

    window = open_window(qtbot, ruleset_id="adom", view="table")
    table = window.areas["table"]
    assert isinstance(table, TableView)
    ruleset = table.ruleset
    assert ruleset is not None and ruleset.harm is not None
    dialog = table.hits.open_dialog()
    assert dialog is not None
    dialog.target_combo.setEditText("Thug")
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("mook"))
    dialog.amount_spin.setValue(1)
    choice = dialog.choice()
    dialog.reject()
    assert isinstance(choice, HitChoice) and choice.option is not None
    table.hits.apply(choice)
    assert "1☒" in table.tracker_model.harm_texts["Thug"]
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    assert "Thug" not in table.tracker_model.people  # back to before the hit
    undone = window.statusBar().currentMessage()
    assert undone.startswith("Undone: ") and len(undone) > len("Undone: ")
    window.menus.redo_action.trigger()
    assert "1☒" in table.tracker_model.harm_texts["Thug"]
    assert window.statusBar().currentMessage() == undone.replace("Undone", "Redone")


def test_the_table_leaves_alone_a_file_the_characters_area_has_unsaved(
        qtbot: QtBot) -> None:
    """The window tells the Table which character files have unsaved edits in the
    Characters area (the Table writes no effect or hit over them)."""
    from gm_assistant.core.library import Library
    from gm_assistant.core.paths import resources_dir
    from gm_assistant.ui.characters.characters_view import CharactersView
    from gm_assistant.ui.characters.sheet_commands import push_edit
    from gm_assistant.ui.table.table_view import TableView

    path = Library().import_file(resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml")
    window = open_window(qtbot, ruleset_id="maofa", view="table")
    table = window.areas["table"]
    assert isinstance(table, TableView)
    assert table.unsaved_paths() == set()  # the Characters area is not even built yet
    window.menus.area_actions["characters"].trigger()
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView)
    sheet = characters.open_path(path)
    assert sheet is not None
    assert table.unsaved_paths() == set()
    push_edit(sheet, "Description", lambda state: state.set("description", "Retired"))
    assert table.unsaved_paths() == {path.resolve()}
    sheet.discard_recovery()
    characters.ask = lambda *_a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
