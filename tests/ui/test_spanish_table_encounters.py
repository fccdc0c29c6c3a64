"""The Table and Encounters areas in Spanish: no English word left on what a GM reads.

The window is started with the language set to Spanish and the AdOM ruleset (a ruleset
in Spanish, so every text on screen is either the app's, translated, or the ruleset's
own). The Table is looked at with a sample character of the library seated, a physical
roll looked up and a roll made (their log lines shown), and with the hit dialog open; the
Encounters area with its AdOM sample open (a side on each side) and its forecast shown.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.core.paths import user_library_dir
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.encounters.encounters_view import EncountersView
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings
from gm_assistant.ui.table.table_view import TableView

# The tests are no package (pytest imports them by path): the helper beside this file.
sys.path.insert(0, str(Path(__file__).parent))
from screen_text import english_left, ruleset_texts, screen_texts

ROOT = Path(__file__).resolve().parents[2]
ADOM = ROOT / "rulesets" / "adom.yaml"
SAMPLES = ROOT / "resources" / "samples" / "adom"
ENCOUNTERS = ROOT / "resources" / "encounters"


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


def spanish_window(qtbot: QtBot, tmp_path: Path, view: str) -> MainWindow:
    """The main window in Spanish on AdOM, its rulesets loaded, showing `view`."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "es"
    window = MainWindow(ruleset_id="adom", view=view, settings=settings)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    with qtbot.waitSignal(window.store.reloaded, timeout=30_000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    return window


def test_the_table_reads_spanish_with_a_character_seated_a_roll_made_and_a_hit_to_take(
        qtbot: QtBot, tmp_path: Path) -> None:
    library = user_library_dir()
    library.mkdir(parents=True, exist_ok=True)
    sample = SAMPLES / "abigail-zhao.yaml"
    shutil.copy(sample, library / sample.name)
    window = spanish_window(qtbot, tmp_path, "table")
    table = window.areas["table"]
    assert isinstance(table, TableView)
    assert table.add_from_library() == 1
    assert table.status.text() == "1 personaje de la biblioteca en la mesa."
    table.pick_character("Abigail Zhao")
    assert table.who == "Abigail Zhao"
    table.apply_check.setChecked(True)
    # A physical attack looked up (its shifts make a hit to take), then a roll made.
    table.lookup.select_check("attack", {"skill": 3, "difficulty": 1})
    table.lookup.set_faces({"roll": 2})
    assert table.lookup.look_up() is not None
    assert "Recibir un golpe" in table.status.text()
    table.roller.select_check("overcome")
    assert table.roller.roll() is not None
    assert len(table.log_model.entries) == 2
    notes = table.log_model.index(0, table.log_model.columnCount() - 1).data()
    assert "dados de la mesa" in notes  # said in the language shown
    # The rhythm of play and the end of a scene, each a step undone (and logged) at once.
    table.run_table_action("concession")  # she gains a fate point
    assert table.undo_stack.count() >= 1
    table.undo_stack.undo()
    undone = table.log_model.index(len(table.log_model.entries) - 1, 2).data()
    assert undone == "Deshecho"
    assert table.hits.end_scene() == 0
    assert table.status.text().startswith("Fin de escena: 0 huecos borrados")
    assert "total" in table.roller.summary.text()
    assert table.log_model.headerData(0, table.log_panel.view.horizontalHeader()
                                      .orientation()) == "Hora"
    theirs = ruleset_texts(ADOM, sample)
    left = english_left(screen_texts(table), theirs)
    assert left == [], "\n".join(left)

    dialog = table.hits.open_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Recibir un golpe: Golpe"
    dialog.target_combo.setEditText("Abigail Zhao")  # her boxes and the ways to absorb
    dialog.amount_spin.setValue(3)
    assert dialog.options_list.count() > 1
    assert "absorbe" in dialog.options_list.item(0).text()
    left = english_left(screen_texts(dialog), theirs)
    assert left == [], "\n".join(left)
    dialog.reject()


def test_the_encounters_area_reads_spanish_with_its_sample_forecast(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = spanish_window(qtbot, tmp_path, "encounters")
    view = window.areas["encounters"]
    assert isinstance(view, EncountersView)
    # Waits are guards against a hang, not speed budgets: the sample's exact attempt and
    # its 10,000 simulated fights (and one forecast per count below) take a while.
    qtbot.waitUntil(lambda: view.forecast.result is not None and not view.busy,
                    timeout=180_000)
    assert view.encounter is not None and view.sample is not None
    assert view.encounter.party and view.encounter.opposition
    assert "gana el grupo" in view.forecast.headline.text()
    verdicts = [QCoreApplication.translate("ForecastPanel", word)
                for word in ("walkover", "fair", "deadly")]
    assert verdicts == ["paseo", "equilibrado", "mortal"]
    assert any(word in view.forecast.headline.text() for word in verdicts)
    assert "Exacto" in view.forecast.kind.text() or "Estimación" in view.forecast.kind.text()
    # The encounter's file and every sample character the sides can add are the
    # ruleset's own texts (names, descriptions).
    theirs = ruleset_texts(ADOM, view.sample, *sorted(SAMPLES.glob("*.yaml")))
    left = english_left(screen_texts(view), theirs)
    assert left == [], "\n".join(left)

    # Designing to a target: every count of the sharks tried, the closest suggested.
    view.vary_count(0)
    qtbot.waitUntil(lambda: view.target.use.isEnabled() and not view.busy, timeout=600_000)
    assert view.target.summary.text().startswith("Lo más cerca del 60%")
    # What a line sets for this fight, in its dialog.
    dialog = view.edit_line_settings("opposition", 0)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle().startswith("Ajustes para este combate")
    for widget in (view, dialog):
        left = english_left(screen_texts(widget), theirs)
        assert left == [], "\n".join(left)
    dialog.reject()
