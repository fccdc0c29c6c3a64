"""The shell, Charts and Odds in Spanish: every text a GM reads there (menus, toolbar,
status bar, dialogs, charts, odds tables, the plot, the dice expression box, the overlay)
has no English left; Edit > Undo/Redo, the restart offer and the ruleset's suggested
language follow the language; every test ends in English."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import user_rulesets_dir
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui import i18n
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.dialogs.about_dialog import THIRD_PARTY, AboutDialog
from gm_assistant.ui.dialogs.problems_dialog import ProblemsDialog
from gm_assistant.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.language_change import LanguageBar, RestartOffer
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.odds.dice_expression import DiceExpressionDialog
from gm_assistant.ui.odds.odds_dialog import OddsDialog
from gm_assistant.ui.odds.odds_view import OddsView
from gm_assistant.ui.settings import UiSettings
from tests.ui.screen_text import english_left, ruleset_texts, screen_texts

ROOT = Path(__file__).resolve().parents[2]
ADOM = ROOT / "rulesets" / "adom.yaml"
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
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def theirs() -> list[str]:
    """What the screens quote from the rulesets: AdOM's own texts and its level keys
    (a chart header's tooltip says `not_tough (Nada difícil)`), and every shipped ruleset's
    name and file (the picker lists them all)."""
    registry = default_registry()
    names = [ruleset.name for ruleset in registry.rulesets.values()]
    files = [str(entry.file) for entry in registry.entries]
    keys = [str(key) for scale in registry.rulesets["adom"].scales.values()
            for key in scale.keys]
    return [*ruleset_texts(ADOM), *names, *files, *keys]


def open_window(qtbot: QtBot, tmp_path: Path, language: str = "es",
                **kwargs: object) -> MainWindow:
    """A shown main window in `language`, its rulesets loaded (AdOM chosen)."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = language
    window = MainWindow(ruleset_id="adom", settings=settings, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1280, 860)
    with qtbot.waitSignal(window.store.reloaded, timeout=LOAD_TIMEOUT):
        window.show()
    qtbot.waitExposed(window)
    if language == "es":
        qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=LOAD_TIMEOUT)
    return window


def english_in(widget: QWidget, allowed: tuple[str, ...] = ()) -> list[str]:
    """The texts of `widget` with English left in them; the ruleset picker's entries are
    rulesets' names (shortened when long)."""
    window = widget.window()
    picker = window.ruleset_picker if isinstance(window, MainWindow) else None
    names = [picker.itemText(i) for i in range(picker.count())] if picker else []
    return english_left(screen_texts(widget), [*theirs(), *names], allowed)


def plot_texts(odds: OddsView) -> list[str]:
    """The odds plot's titles, axis labels, legend and message (a GraphicsLayoutWidget:
    `screen_texts` reads PlotWidgets only)."""
    plot = odds.plot
    texts = [plot.title_label.text, plot.subtitle_label.text, plot.legend_title.text,
             plot.message.textItem.toPlainText(), plot.hover_text]
    texts += [plot.plot_item.getAxis(name).labelText for name in ("left", "bottom")]
    texts += [label.text for _, label in plot.legend.items]
    texts += plot.overlay_marks.texts
    return [text for text in texts if text]


def test_menus_toolbar_status_bar_and_charts_are_spanish(qtbot: QtBot, tmp_path: Path
                                                        ) -> None:
    window = open_window(qtbot, tmp_path, view="charts")
    charts = window.areas["charts"]
    assert isinstance(charts, ChartsView) and charts.panels
    assert window.summary.text() == "5 reglamentos cargados"
    assert window.statusBar().currentMessage() in ("Listo", "")
    # A chart path picked: the caption under the chart and the highlighted rows.
    chart_id, panel = next(iter(charts.panels.items()))
    charts.pick(chart_id, panel.model.row_key(0), panel.model.column_key(0))
    assert english_in(window) == [], "\n".join(english_in(window))
    # The odds table's tooltips and the copy menu's actions are Spanish too.
    model = charts.odds_panel.model
    assert model.rowCount() > 0
    assert english_in(charts.odds_panel) == []
    assert "Copiar" in charts.odds_panel.view.copy_csv_action.text()


def test_the_odds_area_is_spanish_with_a_check_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, view="odds")
    odds = window.areas["odds"]
    assert isinstance(odds, OddsView)
    for index in range(odds.check_combo.count()):
        if index == odds.check_combo.currentIndex():  # already shown: no change to wait on
            qtbot.waitUntil(lambda: odds.data is not None and not window.is_busy(),
                            timeout=LOAD_TIMEOUT)
        else:
            with qtbot.waitSignal(odds.plot_updated, timeout=LOAD_TIMEOUT):
                odds.check_combo.setCurrentIndex(index)
        assert odds.data is not None
        assert english_in(odds) == [], odds.check_combo.currentText()
        assert english_left(plot_texts(odds), theirs()) == []
    for measure in ("outcome", "at_least", "bands"):
        with qtbot.waitSignal(odds.plot_updated, timeout=LOAD_TIMEOUT):
            odds.set_plot_choice(measure=measure)
        assert english_in(odds) == [], measure
        assert english_left(plot_texts(odds), theirs()) == [], measure
    assert odds.data is not None and odds.data.y_label == "P(resultado)"
    # A series of rolls plotted, and the overlay asked for (the library is empty).
    odds.set_plot_choice(measure="success")
    odds.series.setChecked(True)
    qtbot.waitUntil(lambda: bool(odds.series.result.text()), timeout=LOAD_TIMEOUT)
    with qtbot.waitSignal(odds.plot_updated, timeout=LOAD_TIMEOUT):
        odds.series.plot.setChecked(True)
    odds.overlay_check.setChecked(True)
    qtbot.waitUntil(lambda: bool(odds.overlay.summary.text()), timeout=LOAD_TIMEOUT)
    assert "tiradas" in odds.data.title
    assert english_in(odds) == []
    assert english_left(plot_texts(odds), theirs()) == []
    assert "Dificultad" in odds.plot.plot_item.getAxis("bottom").labelText
    odds.set_ruleset(None)
    assert "Elige un reglamento para ver sus probabilidades." in plot_texts(odds)
    # The plot's menus (pyqtgraph's own) and the file dialog's words.
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("ViewBox", "View All") == "Ver todo"
    assert QCoreApplication.translate("GraphicsScene", "Export...") == "Exportar..."
    assert QCoreApplication.translate("PlotItem", "Plot Options") == "Opciones de la gráfica"


def test_the_dice_expression_box_is_spanish(qtbot: QtBot, tmp_path: Path) -> None:
    open_window(qtbot, tmp_path, view="odds")
    dialog = DiceExpressionDialog(None, "4d6kh3")
    qtbot.addWidget(dialog)
    dialog.expression_edit.setText("3d6 >= 10")
    dialog.refresh()
    assert "media" in dialog.status.text()
    assert english_in(dialog) == []
    # A notation the GM mistyped is said in Spanish (the core marks its messages).
    dialog.expression_edit.setText("3d6 4")
    dialog.refresh()
    assert dialog.status.text() == "'3d6 4': los términos deben ir unidos por + o -"
    dialog.expression_edit.setText("3d6")
    dialog.refresh()
    # Its plot is pyqtgraph's own, right-click menus and export dialog included.
    from pyqtgraph.GraphicsScene.exportDialog import ExportDialog

    item = dialog.plot.getPlotItem()
    menus = [item.vb.menu, item.ctrlMenu]
    texts = [text for menu in menus for text in screen_texts(menu)]
    assert "Ver todo" in texts and "Opciones de la gráfica" in texts
    export = ExportDialog(dialog.plot.scene())
    qtbot.addWidget(export)
    export.updateItemList(select=item)  # as show(item) does, without raise() (offscreen)
    texts += screen_texts(export)
    assert "Elemento a exportar:" in texts
    # pyqtgraph names the axes' menus "X axis" by gluing two words (X, "eje"), and lists
    # its scene's items by their class names: not words of ours. It writes its parameter
    # tree's header and the CSV exporter's column modes without translate() (the modes are
    # compared as written): those are left out.
    fixed = {"Value", "(x,y) per plot", "(x,y,y,y) for all plots"}
    assert english_left([t for t in texts if t not in fixed], theirs(),
                        ("PlotItem", "ViewBox", "Entire", "Scene")) == []


def test_the_dialogs_are_spanish(qtbot: QtBot, tmp_path: Path) -> None:
    (user_rulesets_dir(ensure=True) / "broken_game.yaml").write_text(BROKEN)
    window = open_window(qtbot, tmp_path, view="charts")
    assert window.summary.text() == "5 reglamentos cargados, 1 con problemas"
    rulesets = [entry.ruleset for entry in window.store.entries() if entry.ruleset]
    about = AboutDialog([r for r in rulesets if r.id == "adom"], window)
    qtbot.addWidget(about)
    # The ruleset's source (title, licence, attribution) is quoted as published, and so
    # are the libraries' names and licences ("gmpy2 with GMP, MPFR and MPC").
    source = [str(v) for v in vars(window.ruleset.model.source).values()  # type: ignore[union-attr]
              if isinstance(v, str)]
    libraries = [text for pair in THIRD_PARTY for text in pair]
    about_texts = [line for text in screen_texts(about) for line in text.splitlines()]
    assert english_left(about_texts, [*theirs(), *source, *libraries]) == []
    broken = [entry for entry in window.store.entries() if entry.ruleset is None]
    problems = ProblemsDialog(broken, window)
    qtbot.addWidget(problems)
    assert "no se pudo cargar" in problems.findChildren(type(window.summary))[0].text()
    # The problems themselves stay English this round: only the dialog's own words count.
    problems.text.setPlainText("")
    assert english_in(problems, ("broken", "game", "yaml", "validate")) == []
    window.show_shortcuts()
    shortcuts = window.findChild(ShortcutsDialog)
    assert shortcuts is not None
    # The other areas' actions are their translators' (other branches): here the sheet's
    # own words, every "where", and the actions of the menus and of Charts and Odds.
    table = shortcuts.table
    rows = [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]
    ours = {"Archivo", "Editar", "Ver", "Ayuda", "Tablas", "Probabilidades"}
    texts = [shortcuts.windowTitle(),
             *(table.horizontalHeaderItem(c).text() for c in range(3)),
             *(row[0] for row in rows), *(row[1] for row in rows if row[0] in ours)]
    assert {row[0] for row in rows} >= {"Archivo", "Editar", "Ver", "Ayuda", "Mesa"}
    assert english_left(texts, theirs()) == []
    adom = window.ruleset
    assert adom is not None
    check_id = next(iter(adom.checks))
    dialog = OddsDialog(adom, check_id, {}, window)
    qtbot.addWidget(dialog)
    assert english_in(dialog) == []


def test_undo_and_redo_name_their_command_in_the_language_shown(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, view="charts")
    window.undo_stack.push(QUndoCommand("Cambiar Escalera [3] a 4"))
    assert window.menus.undo_action.text() == "&Deshacer Cambiar Escalera [3] a 4"
    window.menus.undo_action.trigger()
    assert window.statusBar().currentMessage() == "Deshecho: Cambiar Escalera [3] a 4"
    assert window.menus.redo_action.text() == "&Rehacer Cambiar Escalera [3] a 4"
    assert window.menus.undo_action.text() == "&Deshacer"
    window.start_program = lambda _program, _arguments: True
    window.set_language("en")
    # Qt posts the LanguageChange to the window: the menus follow at its turn.
    qtbot.waitUntil(lambda: window.menus.redo_action.text() == "&Redo Cambiar Escalera [3] a 4",
                    timeout=5_000)
    assert window.menus.undo_action.text() == "&Undo"
    window.menus.redo_action.trigger()
    assert window.statusBar().currentMessage() == "Redone: Cambiar Escalera [3] a 4"


def _offer(window: MainWindow, qtbot: QtBot) -> RestartOffer:
    qtbot.waitUntil(lambda: window.restart_offer is not None and window.restart_offer.isVisible(),
                    timeout=5_000)
    assert window.restart_offer is not None
    return window.restart_offer


def test_a_language_change_offers_a_restart_in_the_new_language(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    """The areas are made again in the new language, but not one with work open in it
    (a character with unsaved edits): the window offers a restart naming that area."""
    from tests.ui.area_walk import open_sample_characters

    window = open_window(qtbot, tmp_path, language="en", view="charts")
    open_sample_characters(qtbot, window)
    characters = window.areas["characters"]
    assert isinstance(characters, CharactersView) and characters.form is not None
    characters.form.name_edit.end(False)
    qtbot.keyClicks(characters.form.name_edit, " la Osada")  # typed: an unsaved edit
    assert characters.dirty_sheets
    charts = window.areas["charts"]
    started: list[tuple[str, list[str]]] = []
    window.start_program = lambda program, arguments: started.append(
        (program, arguments)) is None
    assert window.set_language("es") == "es"
    offer = _offer(window, qtbot)
    assert offer.text() == ("Lo abierto en Personajes sigue en el idioma en que se abrió "
                            "hasta reiniciar. ¿Reiniciar ahora?")
    assert window.areas["characters"] is characters  # kept, its character still open
    window.show_area("charts")
    assert window.areas["charts"] is not charts  # made again, in Spanish
    assert offer.restart_button.text() == "&Reiniciar ahora"
    assert offer.later_button.text() == "Más &tarde"
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo",  # the menus at once
                    timeout=5_000)
    assert window.summary.text() == "5 reglamentos cargados"  # and the status bar
    assert window.ruleset_picker.toolTip().startswith("El reglamento")
    offer.later_button.click()
    assert started == [] and window.isVisible()

    # "Restart now": the window closes as Quit does, then the same program starts again.
    window.set_language("en")
    offer = _offer(window, qtbot)
    offer.restart_button.click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5_000)
    assert started == [(sys.executable, sys.orig_argv[1:])]


def test_a_restart_waits_for_unsaved_edits_and_a_cancel_keeps_the_app(qtbot: QtBot,
                                                                     tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, language="en", view="charts")
    started: list[str] = []
    window.start_program = lambda program, _arguments: started.append(program) is None
    asked: list[bool] = []

    def cancel() -> bool:
        asked.append(True)
        return False  # the GM cancels the close (unsaved edits kept)

    window.areas["charts"].confirm_close = cancel  # type: ignore[attr-defined]
    assert window.restart() is False
    assert asked == [True] and started == [] and window.isVisible()
    del window.areas["charts"].confirm_close  # type: ignore[attr-defined]


def test_a_ruleset_in_another_language_offers_it_once(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # The system's language is English here, whatever the machine running the test says.
    real = i18n.language_for
    monkeypatch.setattr(i18n, "language_for",
                        lambda setting, system=None: real(setting, system or "en_GB"))
    window = open_window(qtbot, tmp_path, language="system", view="charts")
    bar = window.findChild(LanguageBar)
    assert bar is not None and bar.isVisible()
    adom = window.ruleset
    assert adom is not None
    assert bar.label.text() == (f"{adom.name} is written in Spanish. Show the interface in "
                                "Spanish?")
    assert bar.switch_button.text() == "Show in Spanish (Español)"
    assert window.language_shown == "en" and window.settings.language == "system"
    # Another ruleset in English, AdOM again: the offer stays as it is (it names AdOM),
    # so the areas do not move; it is not made again.
    top = window.tabs.mapTo(window, window.tabs.rect().topLeft()).y()
    for ruleset_id in ("maofa", "adom", "lady_luck"):
        assert window.choose_ruleset(ruleset_id)
        assert bar.isVisible() and adom.name in bar.label.text()
        assert window.tabs.mapTo(window, window.tabs.rect().topLeft()).y() == top
    # Accepted (in a new session: a new window): the setting switches, a restart is offered.
    window.close()
    second = open_window(qtbot, tmp_path, language="system", view="charts")
    bar = second.findChild(LanguageBar)
    assert bar is not None and bar.isVisible()
    second.start_program = lambda _program, _arguments: True
    bar.switch_button.click()
    assert second.settings.language == "es" and second.language_shown == "es"
    assert not bar.isVisible()
    # Nothing open in the areas: they are made again in Spanish, no restart offered.
    qtbot.waitUntil(lambda: second.menus.file_menu.title() == "&Archivo", timeout=10_000)
    assert second.restart_offer is None
    assert english_in(second.areas["charts"]) == []


def test_a_declined_language_is_not_offered_again(qtbot: QtBot, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """"Not now" is remembered: the next session offers nothing, and nothing moves."""
    real = i18n.language_for
    monkeypatch.setattr(i18n, "language_for",
                        lambda setting, system=None: real(setting, system or "en_GB"))
    window = open_window(qtbot, tmp_path, language="system", view="charts")
    bar = window.findChild(LanguageBar)
    assert bar is not None and bar.isVisible()
    bar.dismiss_button.click()
    assert not bar.isVisible() and window.settings.declined_languages == ["es"]
    assert window.choose_ruleset("maofa") and window.choose_ruleset("adom")
    assert not bar.isVisible()
    window.close()
    again = open_window(qtbot, tmp_path, language="system", view="charts")
    assert again.settings.declined_languages == ["es"]
    found = again.findChild(LanguageBar)
    assert found is None or not found.isVisible()


def test_the_offer_names_the_language_in_the_interfaces_language(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Spanish interface offering English says "inglés" (it said "English" twice in a
    Spanish sentence); the button adds the language's own name."""
    real = i18n.language_for
    monkeypatch.setattr(i18n, "language_for",
                        lambda setting, system=None: real(setting, system or "es_ES"))
    window = open_window(qtbot, tmp_path, language="system", view="charts")
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    assert window.language_shown == "es"
    assert window.choose_ruleset("lady_luck")
    bar = window.findChild(LanguageBar)
    assert bar is not None and bar.isVisible()
    name = window.ruleset.name  # type: ignore[union-attr]
    assert bar.label.text() == (f"{name} está escrito en inglés. ¿Mostrar la interfaz en "
                                "inglés?")
    assert bar.switch_button.text() == "Mostrar en inglés (English)"
    assert bar.dismiss_button.text() == "Ahora no"


def test_the_first_frames_loading_text_follows_the_language(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    """The first frame is drawn before the catalogues load, so it says "Loading
    rulesets…" in English; once Spanish is installed, it says so in Spanish."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "es"
    window = MainWindow(ruleset_id="maofa", view="charts", settings=settings, load=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    waiting = window.findChildren(QLabel, "LoadingLabel")
    assert waiting
    assert english_left([waiting[0].text()], []) == []


def test_an_encounter_with_unsaved_changes_keeps_its_area(qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    """An encounter with unsaved changes is not dropped by a language change: its area is
    kept as it is (named by the restart offer); the areas with nothing open are made
    again."""
    from gm_assistant.ui.encounters.encounters_view import EncountersView

    window = open_window(qtbot, tmp_path, language="en", view="encounters")
    encounters = window.areas["encounters"]
    assert isinstance(encounters, EncountersView)
    encounters.name.setText("Sharks over the School, again")
    encounters.name.editingFinished.emit()
    assert encounters.keeper.unsaved_encounters()
    window.show_area("charts")
    charts = window.areas["charts"]
    window.start_program = lambda _program, _arguments: True
    assert window.set_language("es") == "es"
    offer = _offer(window, qtbot)
    assert offer.areas == ["Encuentros"]
    assert window.areas["encounters"] is encounters
    assert encounters.name.text() == "Sharks over the School, again"
    assert window.areas["charts"] is not charts
    offer.later_button.click()


def test_a_language_change_while_a_forecast_runs_makes_the_area_again(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The Encounters area still simulating its sample fight is made again: its forecast
    is told to stop, the new area forecasts in Spanish."""
    from gm_assistant.ui.background import SerialWorker
    from gm_assistant.ui.encounters.encounters_view import EncountersView

    window = open_window(qtbot, tmp_path, language="en", view="charts")
    old = window.show_area("encounters")
    assert isinstance(old, EncountersView)
    workers = old.findChildren(SerialWorker)
    assert old.busy and any(worker.busy for worker in workers)
    assert window.set_language("es") == "es"
    assert all(worker.stopped for worker in workers)
    new = window.areas["encounters"]
    assert isinstance(new, EncountersView) and new is not old
    qtbot.waitUntil(lambda: new.forecast.result is not None and not new.busy,
                    timeout=LOAD_TIMEOUT)  # a guard against a hang, not a speed budget
    assert window.restart_offer is None
    assert english_in(new) == []


@pytest.mark.slow  # the sample encounter's forecast, then the one from the Table: seconds
@pytest.mark.qt_log_ignore("does not support raise")  # offscreen: the dialog is raised
def test_a_forecast_from_the_table_open_keeps_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """The forecast from here follows the Table it was opened from: while it is open the
    Table is kept through a language change (the offer names it)."""
    from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
    from tests.ui.area_walk import seat_sample_encounter

    window = open_window(qtbot, tmp_path, language="en", view="encounters")
    seat_sample_encounter(qtbot, window)
    table = window.areas["table"]
    window.forecast_from_here(table)
    dialog = window.findChild(FromHereDialog)
    assert dialog is not None
    window.start_program = lambda _program, _arguments: True
    assert window.set_language("es") == "es"
    offer = _offer(window, qtbot)
    assert offer.areas == ["Mesa"]
    assert window.areas["table"] is table
    offer.later_button.click()
    dialog.close()
