"""The library list of the Characters area: model, search and filters, broken files,
import, export and the bundled samples."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore, open_character
from gm_assistant.core.paths import resources_dir, rulesets_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetRegistry
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.library_model import (
    KIND,
    NAME,
    PROBLEMS,
    RULESET,
    TAGS,
    LibraryFilterProxyModel,
    LibraryTableModel,
)
from gm_assistant.ui.characters.samples_dialog import SamplesDialog, sample_files
from gm_assistant.ui.settings import UiSettings


@pytest.fixture(scope="module")
def rulesets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ruleset]:
    user = tmp_path_factory.mktemp("no-house-rules")
    return dict(RulesetRegistry(rulesets_dir(), user).load().rulesets)


@pytest.fixture
def library(tmp_path: Path) -> Library:
    """Every sample, one character with a broken rule, and one file that does not open."""
    library = Library(tmp_path / "library")
    for path in sample_files():
        library.import_file(path)
    over = open_character(library.folder / "thief.yaml")
    over.name = "Greedy Thief"
    over.tags = ["villain"]
    over.values["agility"] = 7  # 28 points for agility: over the budget of 50
    library.save(over, library.folder / "greedy-thief.yaml")
    (library.folder / "broken.yaml").write_text("schema_version: 1\nvalues: [oops\n")
    return library


@pytest.fixture
def view(qtbot: QtBot, tmp_path: Path, library: Library,
         rulesets: dict[str, Ruleset]) -> CharactersView:
    widget = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                            settings=UiSettings(tmp_path / "settings.ini"),
                            rulesets=rulesets.get)
    qtbot.addWidget(widget)
    widget.resize(1280, 860)
    widget.set_ruleset(rulesets["adom"])
    with qtbot.waitExposed(widget):
        widget.show()
    return widget


def shown_names(view: CharactersView) -> list[str]:
    return [e.name for e in view.panel.shown_entries()]


def test_library_models_pass_the_model_tester(qtmodeltester, library: Library,
                                              rulesets) -> None:
    model = LibraryTableModel(library, rulesets.get)
    model.reload()
    qtmodeltester.check(model)
    proxy = LibraryFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_filters(ruleset_id="riskbreaker", text="thief")
    qtmodeltester.check(proxy)
    assert proxy.rowCount() == 2  # "Thief" and "Greedy Thief"


def test_the_list_shows_name_kind_tags_and_problems(library: Library, rulesets) -> None:
    model = LibraryTableModel(library, rulesets.get)
    model.reload()
    greedy = model.row_of(library.folder / "greedy-thief.yaml")
    assert model.index(greedy, NAME).data() == "Greedy Thief"
    assert model.index(greedy, KIND).data() == "PC"
    assert model.index(greedy, TAGS).data() == "villain"
    assert model.index(greedy, RULESET).data() == "Riskbreaker"
    # Agility 7 costs 28 by the Stat cost table: 10 + 28 + 6 + 10 + 9 skills = 63 > 50.
    assert model.index(greedy, PROBLEMS).data() == "1"
    assert "63 points spent of 50" in model.index(greedy, PROBLEMS).data(
        Qt.ItemDataRole.ToolTipRole)
    thief = model.row_of(library.folder / "thief.yaml")
    assert model.index(thief, PROBLEMS).data() == "0"
    group = model.row_of(library.folder / "banda-de-matones.yaml")  # named for its name
    assert model.index(group, KIND).data() == "Mook group"
    broken = model.row_of(library.folder / "broken.yaml")
    assert model.index(broken, NAME).data() == "broken.yaml (does not open)"
    assert "broken.yaml" in model.index(broken, NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(broken, PROBLEMS).data() == "?"


def test_search_kind_filter_and_all_rulesets(view: CharactersView) -> None:
    names = shown_names(view)
    assert "Reth de la Resistencia andrali" in names and "Thief" not in names
    assert "broken.yaml" in [e.path.name for e in view.panel.shown_entries()]
    view.panel.search_edit.setText("mook")  # a tag of the Fate mooks
    assert sorted(shown_names(view)) == ["Asesino de acero", "Banda de matones",
                                         "Matón de la casa Cíclope", "Tiburón del cielo"]
    view.panel.search_edit.setText("TIBUR")  # names, any case
    assert shown_names(view) == ["Tiburón del cielo"]
    view.panel.search_edit.clear()
    view.panel.kind_combo.setCurrentIndex(view.panel.kind_combo.findData("mook_group"))
    assert shown_names(view) == ["Banda de matones"]
    view.panel.kind_combo.setCurrentIndex(0)
    view.panel.search_edit.setText("villain")
    assert shown_names(view) == []
    view.panel.all_check.setChecked(True)
    assert shown_names(view) == ["Greedy Thief"]
    assert not view.panel.table.isColumnHidden(RULESET)
    view.panel.table.setCurrentIndex(view.panel.proxy.index(0, 0))
    assert view.current is not None and view.current.ruleset.id == "riskbreaker"


def test_a_broken_file_opens_with_a_clear_error_and_is_left_alone(
        qtbot: QtBot, view: CharactersView, library: Library) -> None:
    broken = library.folder / "broken.yaml"
    before = broken.read_bytes()
    view.panel.select_path(broken)
    assert view.current is None and view.pages.currentWidget() is view.empty
    assert "does not open" in view.empty.heading.text()
    assert "broken.yaml" in view.empty.text.text()  # names the file and the line
    assert view.findChild(QMessageBox) is None  # no box in the way
    assert broken.read_bytes() == before


def test_the_ruleset_switch_shows_that_rulesets_characters(view: CharactersView,
                                                           rulesets) -> None:
    view.set_ruleset(rulesets["maofa"])
    assert shown_names(view) == ["broken", "Ines Okafor", "Margot Delacroix",
                                 "Theo Brandt"]  # the broken file is shown
    # with every ruleset, so that it is seen; the first character opens
    assert view.current is not None and view.current.character.name == "Ines Okafor"
    view.set_ruleset(rulesets["adom"])
    assert view.current is not None and view.current.ruleset.id == "adom"


def test_import_and_export_a_file_and_a_folder(view: CharactersView, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    reth = view.library.folder / "reth-de-la-resistencia-andrali.yaml"
    entries = [e for e in view.model.entries if e.path == reth]
    written = view.files.export_entries(entries, outside / "reth.yaml")
    assert written == [outside / "reth.yaml"] and written[0].read_bytes() == reth.read_bytes()
    all_fate = [e for e in view.model.entries if e.ruleset == "adom"]
    folder = tmp_path / "export"
    assert len(view.files.export_entries(all_fate, folder)) == 8
    added = view.files.import_files([outside / "reth.yaml"])
    assert added and open_character(added[0]).name == "Reth de la Resistencia andrali"
    assert view.current is not None and view.current.path == added[0]
    (folder / "junk.yaml").write_text("not: [a character")
    before = len(view.model.entries)
    imported = view.files.import_folder(folder)
    assert len(imported) == 8 and len(view.model.entries) == before + 8


def test_samples_are_copied_into_an_empty_library(qtbot: QtBot, tmp_path: Path,
                                                  rulesets) -> None:
    view = CharactersView(library=Library(tmp_path / "empty"),
                          recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=rulesets.get)
    qtbot.addWidget(view)
    view.set_ruleset(rulesets["mastery_d20"])
    assert view.pages.currentWidget() is view.empty
    assert view.empty.new_button.isVisibleTo(view) and view.empty.sample_button.isVisibleTo(view)
    assert "No characters for d20 Mastery Level yet" in view.empty.heading.text()
    dialog = SamplesDialog("mastery_d20", view.ruleset_for, view)
    # The ruleset by its name (it read "Red  (PC, mastery_d20)").
    assert dialog.list.count() == 1
    assert dialog.list.item(0).text() == f"Red  (PC, {rulesets['mastery_d20'].name})"
    assert rulesets["mastery_d20"].name != "mastery_d20"
    unloaded = SamplesDialog("mastery_d20", lambda _id: None, view)
    assert unloaded.list.item(0).text() == "Red  (PC, mastery_d20, not loaded)"
    unloaded.reject()
    added = view.files.open_samples(dialog.chosen)
    assert [p.name for p in added] == ["red.yaml"]
    assert view.current is not None and view.current.character.name == "Red"
    assert view.pages.currentWidget() is view.form


def test_a_long_ruleset_name_in_the_samples_is_shortened_in_its_middle_whole_in_tooltips(
        qtbot: QtBot, rulesets) -> None:
    """MAoFA's name ran off the list's right edge behind a scroll bar: each row is
    shortened in its middle to the list's width, the whole row in its tooltip."""
    dialog = SamplesDialog("maofa", rulesets.get)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.list
    metrics = view.fontMetrics()
    width = view.viewport().width()
    assert view.count() >= 1
    for row in range(view.count()):
        item = view.item(row)
        assert rulesets["maofa"].name in item.text()
        assert metrics.horizontalAdvance(item.text()) > width  # too long for the list
        assert item.toolTip() == item.text()
    # Nothing beyond the right edge to scroll to: each row is drawn at the list's width,
    # shortened in its middle (QListView paints a top-to-bottom list's rows that wide).
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert not view.horizontalScrollBar().isVisible()
    assert view.textElideMode() == Qt.TextElideMode.ElideMiddle
    dialog.reject()


def test_a_file_changed_outside_the_app_is_listed_again(qtbot: QtBot, view: CharactersView,
                                                        library: Library) -> None:
    other = Library(library.folder)
    copy = open_character(library.folder / "voltaire.yaml")
    copy.name = "Voltaire II"
    other.save(copy)
    qtbot.waitUntil(lambda: "Voltaire II" in shown_names(view), timeout=5000)


def test_the_library_folder_can_be_moved_and_is_remembered(qtbot: QtBot, view: CharactersView,
                                                           tmp_path: Path, rulesets) -> None:
    elsewhere = tmp_path / "campaign two"
    elsewhere.mkdir()
    Library(elsewhere).import_file(sample_files("adom")[0])
    view.follower.use_folder(elsewhere)
    assert shown_names(view) == ["Abigail Zhao"]
    assert view.current is not None and view.current.path.parent == elsewhere
    again = CharactersView(recovery=RecoveryStore(tmp_path / "recovery"),
                           settings=UiSettings(tmp_path / "settings.ini"),
                           rulesets=rulesets.get)
    qtbot.addWidget(again)
    assert again.library.folder == elsewhere


def test_a_followers_problem_count_follows_its_base(tmp_path: Path,
                                                     rulesets: dict[str, Ruleset]) -> None:
    from gm_assistant.core.sheets import make_batch

    adom = rulesets["adom"]
    library = Library(tmp_path / "library")
    base = open_character(resources_dir() / "samples" / "adom" / "sky-shark.yaml")
    base_path = library.save(base)
    [follower] = library.add_all(make_batch(adom, 1, name="Shark", base=base,
                                            base_id=base_path.stem))
    model = LibraryTableModel(library, lambda _id: adom)
    model.reload()

    def shown() -> int | None:
        return model.problem_count(next(e for e in model.entries if e.path == follower))

    assert shown() == 0
    base.values["stress_boxes"] = 9  # a mook has at most 2: a problem the follower shares
    library.save(base, base_path)
    model.reload()
    actual = len(library.state(library.open(follower.stem), adom).problems)
    assert actual > 0 and shown() == actual


def test_drawing_the_list_does_not_walk_the_whole_library_for_each_cell(
        tmp_path: Path) -> None:
    """Each cell drawn used to build a dict of every entry (O(n^2): a 5,000-character
    library took a minute to open); drawing now looks entries up by id."""
    from gm_assistant.core.library import Library
    from gm_assistant.core.rules.registry import default_registry
    from gm_assistant.ui.characters.library_model import LibraryTableModel

    source = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom"
    for number in range(30):
        (tmp_path / f"c{number:02d}.yaml").write_bytes(
            (source / "voltaire.yaml").read_bytes())
    model = LibraryTableModel(Library(tmp_path), default_registry().rulesets.get)
    model.reload()

    class Counting(list):  # type: ignore[type-arg]
        walks = 0

        def __iter__(self):  # type: ignore[no-untyped-def]
            Counting.walks += 1
            return super().__iter__()

    model._entries = Counting(model._entries)
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            model.data(model.index(row, column))
    assert Counting.walks <= 2


def test_a_large_library_is_listed_in_the_background(qtbot: QtBot, tmp_path: Path,
                                                     rulesets: dict[str, Ruleset]) -> None:
    """More files than LIST_IN_BACKGROUND: the area is built before the files are read
    (busy, "Listing..."), an edit asked for meanwhile waits, then every file is listed."""
    from gm_assistant.ui.characters.library_following import LIST_IN_BACKGROUND

    source = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom"
    folder = tmp_path / "big"
    folder.mkdir()
    count = LIST_IN_BACKGROUND + 50
    for number in range(count):
        (folder / f"c{number:04d}.yaml").write_bytes((source / "voltaire.yaml").read_bytes())
    view = CharactersView(library=Library(folder), recovery=RecoveryStore(tmp_path / "rec"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=rulesets.get)
    qtbot.addWidget(view)
    assert view.busy and view.follower.listing
    assert view.model.rowCount() == 0  # nothing read on the GUI thread yet
    view.set_ruleset(rulesets["adom"])
    assert "Listing" in view.empty.text.text()
    view.reload_library()  # asked while listing: done after it, not at once
    assert view.model.rowCount() == 0
    qtbot.waitUntil(lambda: not view.busy, timeout=180_000)
    assert not view.follower.listing
    assert view.model.rowCount() == count
    assert len(view.panel.shown_entries()) == count


def test_a_small_library_is_listed_at_once(view: CharactersView) -> None:
    assert not view.follower.listing and not view.busy
    assert view.model.rowCount() > 0


def test_a_character_of_an_unknown_ruleset_says_so_instead_of_the_last_sheet(
        qtbot: QtBot, view: CharactersView, library: Library) -> None:
    """Opening it leaves no earlier character's sheet and problems on screen."""
    voltaire = next(p for p in library.folder.glob("*.yaml") if "voltaire" in p.name)
    assert view.open_path(voltaire) is not None and view.current is not None
    stranger = open_character(voltaire)
    stranger.ruleset, stranger.name = "homebrew_unknown", "Stranger"
    path = library.folder / "stranger.yaml"
    library.save(stranger, path)
    before = path.read_bytes()
    assert view.open_path(path) is None
    assert view.current is None and view.pages.currentWidget() is view.empty
    assert "Stranger cannot be shown" in view.empty.heading.text()
    assert "homebrew_unknown" in view.empty.text.text()
    assert path.read_bytes() == before  # left as it is
