"""Nothing of a sheet cut at a narrow width or a large text size (issue 23, item 8): a
section's two columns of compact fields fall to one where two would not fit the form
(and come back when they do), and a choice box is never narrower than the choice it
shows. Widths are measured with the widgets' own fonts; the cut check is the screenshot
walk's (`area_walk.cut_texts`)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetRegistry
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.forms.choice_editors import new_combo
from gm_assistant.ui.characters.forms.section_grid import SectionGrid
from gm_assistant.ui.characters.forms.sheet_form import SheetForm
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.common.whole_text import keep_current_whole, width_for_current
from gm_assistant.ui.settings import UiSettings

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import cut_texts

LONG = "expert remembering persons (S, +2)"
"""A MAoFA characteristic's choice, longer than the 22 letters a choice box keeps."""


@pytest.fixture(scope="module")
def rulesets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ruleset]:
    user = tmp_path_factory.mktemp("no-house-rules")
    return dict(RulesetRegistry(rulesets_dir(), user).load().rulesets)


@pytest.fixture
def maofa_form(qtbot: QtBot, tmp_path: Path,
               rulesets: dict[str, Ruleset]) -> Iterator[tuple[CharactersView, SheetForm]]:
    """The Characters area on MAoFA's samples, Ines Okafor's sheet open."""
    library = Library(tmp_path / "library")
    for path in sample_files("maofa"):
        library.import_file(path)
    view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=rulesets.get)
    qtbot.addWidget(view)
    view.resize(1600, 860)
    view.set_ruleset(rulesets["maofa"])
    with qtbot.waitExposed(view):
        view.show()
    entry = next(e for e in view.model.entries if e.name == "Ines Okafor")
    sheet = view.open_path(entry.path)
    assert sheet is not None and view.form is not None
    yield view, view.form
    sheet.discard_recovery()


def _grid(form: SheetForm, section: str) -> SectionGrid:
    placed = form.section_grids[section]
    assert placed.holder is form.section_boxes[section]
    return placed


def _settle(qtbot: QtBot, form: SheetForm, columns: int) -> None:
    grid = _grid(form, "characteristics")
    qtbot.waitUntil(lambda: grid.columns == columns, timeout=5_000)
    QApplication.processEvents()


def test_a_choice_box_is_never_narrower_than_its_choice(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    kept = new_combo(holder)
    keep_current_whole(kept)  # as a choice field of the form keeps it
    kept.addItems(["tough (T, +2)", LONG])
    kept.setCurrentIndex(1)
    plain = new_combo(holder)  # as the form's were: 22 letters at least
    plain.addItems(["tough (T, +2)", LONG])
    plain.setCurrentIndex(1)
    row = QHBoxLayout(holder)
    row.addWidget(QLabel("Memory", holder))
    row.addWidget(kept)
    row.addWidget(plain)
    text = kept.fontMetrics().horizontalAdvance(LONG)
    assert text > kept.fontMetrics().horizontalAdvance("x" * 22)  # longer than 22 letters
    long_needs = kept.minimumWidth()
    assert long_needs == width_for_current(kept) > text
    holder.resize(holder.minimumSizeHint())  # the layout squeezes both to their least
    holder.show()
    qtbot.waitExposed(holder)
    cut = cut_texts(holder)
    assert len(cut) == 1 and "QComboBox" in cut[0] and LONG in cut[0]  # the plain one
    assert plain.width() < width_for_current(plain)
    kept.setCurrentIndex(0)  # a shorter choice: the box may be narrower again
    assert kept.minimumWidth() == kept.minimumSizeHint().width() < long_needs


def test_two_columns_fall_to_one_where_they_do_not_fit(
        qtbot: QtBot, maofa_form: tuple[CharactersView, SheetForm]) -> None:
    view, form = maofa_form
    grid = _grid(form, "characteristics")
    assert grid.two_columns  # ten characteristics: two columns where they fit
    _settle(qtbot, form, 2)
    assert cut_texts(form) == []
    # The library takes most of the width: the form is narrower than two columns need.
    narrow = form.scroll_area.width() - 500
    total = sum(view.splitter.sizes())
    view.splitter.setSizes([total - narrow, narrow])
    _settle(qtbot, form, 1)
    assert cut_texts(form) == []
    area = form.scroll_area
    body = area.widget()
    assert body is not None and body.width() <= area.viewport().width()  # no sideways
    view.splitter.setSizes([total // 4, total - total // 4])
    _settle(qtbot, form, 2)  # room again: two columns
    assert cut_texts(form) == []


def test_a_larger_text_size_moves_the_sections_to_one_column(
        qtbot: QtBot, maofa_form: tuple[CharactersView, SheetForm]) -> None:
    view, form = maofa_form
    total = sum(view.splitter.sizes())
    view.splitter.setSizes([total - 760, 760])
    _settle(qtbot, form, 2)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    view.setFont(font)
    _settle(qtbot, form, 1)
    assert cut_texts(form) == []
