"""The Characters area in Spanish: no English left on its screens, its dialogs, its undo
texts and its printed cards, once the ruleset's (AdOM's) and the sample's own texts are
taken out."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.common.printing.print_options_dialog import PrintOptionsDialog
from gm_assistant.ui.common.printing.sheet_html import card_html, sheet_html
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.main_window import MainWindow
from gm_assistant.ui.settings import UiSettings
from tests.ui.screen_text import english_left, ruleset_texts, screen_texts

ROOT = Path(__file__).resolve().parents[2]
ADOM = ROOT / "rulesets" / "adom.yaml"
SAMPLES = ("voltaire", "gang-of-thugs")
"""A PC and a mook group of AdOM, as the app ships them."""


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.fixture
def view(qtbot: QtBot, tmp_path: Path) -> CharactersView:
    """The Characters area of a window shown in Spanish, on AdOM, its library empty."""
    settings = UiSettings(tmp_path / "settings.ini")
    settings.language = "es"
    window = MainWindow(ruleset_id="adom", view="characters", settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    qtbot.waitUntil(lambda: window.menus.file_menu.title() == "&Archivo", timeout=10_000)
    qtbot.waitUntil(lambda: not window.is_busy(), timeout=30_000)
    area = window.areas["characters"]
    assert isinstance(area, CharactersView)
    assert area.ruleset is not None and area.ruleset.id == "adom"
    return area


def _sample(stem: str) -> Path:
    found = [p for p in sample_files("adom") if p.stem == stem]
    assert found, f"the app ships no AdOM sample {stem}"
    return found[0]


def _formulas(view: CharactersView) -> list[str]:
    """The sheet's formulas, as a derived value's tooltip quotes them ("Calculado: …"):
    the ruleset's own, written with its identifiers (`stunt_count`), never translated."""
    sheet = view.ruleset.sheet if view.ruleset is not None else None
    assert sheet is not None
    formulas = [getattr(spec.model, "formula", None) for spec in sheet.fields.values()]
    for template in sheet.templates.values():
        if template.model is not None:
            formulas += list(template.model.derived.values())
    return [" ".join(str(f).split()) for f in formulas if f]


def _english(widget: QWidget, *files: Path, view: CharactersView | None = None) -> list[str]:
    texts = screen_texts(widget)
    quoted = ruleset_texts(ADOM, *files)
    if view is not None:
        # A file's path (the list's tooltip) and name (the sheet's header) are the
        # user's, not the interface's: the temporary folder's name holds English words
        # (pytest-of-..., the test's name), a sample's file name its English name.
        texts = [t for t in texts if str(view.library.folder) not in t]
        quoted += [path.name for path in view.library.folder.glob("*.yaml")]
        quoted += _formulas(view)
    return english_left(texts, quoted)


def _plain(html: str) -> list[str]:
    document = QTextDocument()
    document.setHtml(html)
    return [line for line in document.toPlainText().splitlines() if line.strip()]


def test_the_empty_characters_area_is_spanish(view: CharactersView) -> None:
    assert view.pages.currentWidget() is view.empty
    assert "Aún no hay personajes de" in view.empty.heading.text()
    assert view.character_actions.new.text() == "&Nuevo…"
    assert _english(view) == []


@pytest.mark.parametrize("stem", SAMPLES)
def test_a_sample_character_open_is_spanish(qtbot: QtBot, view: CharactersView,
                                           stem: str) -> None:
    sample = _sample(stem)
    with qtbot.waitSignal(view.reported) as reported:
        view.files.open_samples([sample])
    form = view.form
    assert form is not None and view.pages.currentWidget() is form
    assert reported.args == ["1 personaje importado"]
    assert view.panel.table.model().headerData(0, view.panel.table.horizontalHeader()
                                               .orientation()) == "Nombre"
    assert _english(view, sample, view=view) == []

    # An edit's undo text (shown in Edit > Deshacer) is Spanish too.
    qtbot.keyClicks(form.name_edit, "x")
    assert view.undo_stack.undoText() == "Renombrar"
    view.undo_stack.undo()


def test_the_new_character_dialog_is_spanish(view: CharactersView) -> None:
    dialog = view.maker.choose_new()
    assert dialog is not None
    assert dialog.windowTitle().startswith("Personaje nuevo de")
    assert _english(dialog) == []
    dialog.reject()


def test_the_batch_and_samples_dialogs_are_spanish(view: CharactersView) -> None:
    batch = view.maker.choose_batch()
    assert batch is not None
    assert _english(batch) == []
    batch.reject()
    from gm_assistant.ui.characters.samples_dialog import SamplesDialog

    samples = SamplesDialog("adom", view.ruleset_for, view)
    assert samples.windowTitle() == "Abrir un personaje de ejemplo"
    assert _english(samples, *sample_files("adom")) == []
    samples.reject()


def test_the_print_options_dialog_is_spanish(view: CharactersView,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    view.files.open_samples([_sample("voltaire")])
    shown: list[PrintOptionsDialog] = []

    def cancel(dialog: PrintOptionsDialog) -> int:
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PrintOptionsDialog, "exec", cancel)
    view.files.choose_print()
    view.files.choose_export_pdf()
    view.files.choose_print_preview()
    assert [d.windowTitle() for d in shown] == ["Imprimir", "Exportar PDF", "Vista previa"]
    for dialog in shown:
        assert "1 personaje elegido" in "\n".join(screen_texts(dialog))
        assert _english(dialog) == []


@pytest.mark.parametrize("stem", SAMPLES)
def test_the_printed_card_and_sheet_of_a_sample_are_spanish(view: CharactersView,
                                                            stem: str) -> None:
    sample = _sample(stem)
    opened = view.files.open_samples([sample])
    assert opened and view.current is not None
    state: SheetState = view.current.state
    ruleset = ruleset_texts(ADOM, sample)
    card = _plain(card_html(state))
    assert english_left(card, ruleset) == []
    assert english_left(_plain(card_html(state, ["Matón 1", "Matón 2"])), ruleset) == []
    assert "× 2" in "\n".join(_plain(card_html(state, ["Matón 1", "Matón 2"])))
    sheet = _plain(sheet_html(state))
    assert english_left(sheet, ruleset) == []


def test_the_printed_encounter_sheet_is_spanish(qtbot: QtBot) -> None:
    from gm_assistant.core.rules.registry import default_registry
    from gm_assistant.ui.encounters.encounter_sheet import encounter_html
    from gm_assistant.ui.encounters.encounters_view import EncountersView

    assert apply_language("es") == ""
    area = EncountersView()
    qtbot.addWidget(area)
    area.set_ruleset(default_registry().rulesets["adom"])
    area.show()
    # A hang guard, not a budget: the sample is simulated (10,000 fights) after its exact
    # attempt, which takes a while on a loaded machine.
    qtbot.waitUntil(lambda: not area.busy, timeout=180_000)
    result = area.forecast.result
    assert result is not None and area.encounter is not None
    sheet = _plain(encounter_html(area.encounter.name, "AdOM", result, ["<p>ficha</p>"]))
    assert "Quién cae" in sheet and "Combatientes" in sheet
    # The encounter's and its characters' own texts (names, the ruleset's readings).
    theirs = ruleset_texts(ADOM, *sorted((ROOT / "resources" / "encounters").glob("adom-*.yaml")),
                           *sample_files("adom"))
    assert english_left(sheet, theirs) == []
