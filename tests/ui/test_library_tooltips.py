"""The library table's tooltips (`LibraryTableModel._tooltip` through `data`): why a file
cannot be read, a sheet's problems (or none), the file's path and whether an open sheet
has unsaved edits, the tags in full."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.characters.library_model import (
    KIND,
    NAME,
    PROBLEMS,
    TAGS,
    LibraryTableModel,
)
from tests.ui.test_library_view import library, rulesets  # noqa: F401 - fixtures

TIP = Qt.ItemDataRole.ToolTipRole


def _tip(model: LibraryTableModel, path: Path, column: int) -> object:
    return model.data(model.index(model.row_of(path), column), TIP)


def test_tooltips_say_what_each_cell_holds(library: Library,  # noqa: F811
                                           rulesets: dict[str, Ruleset]) -> None:  # noqa: F811
    model = LibraryTableModel(library, rulesets.get)
    model.reload()
    broken = library.folder / "broken.yaml"
    greedy = library.folder / "greedy-thief.yaml"
    entry = model.entry(model.row_of(broken))
    assert not entry.ok and entry.error
    assert {_tip(model, broken, column) for column in (NAME, PROBLEMS, TAGS)} == {entry.error}
    assert _tip(model, greedy, NAME) == str(greedy)
    assert _tip(model, greedy, TAGS) == "villain"
    assert _tip(model, greedy, KIND) is None
    problems = _tip(model, greedy, PROBLEMS)
    assert problems == "points_left: over budget: 63 points spent of 50"  # 28 for agility 7
    clean = next(e for e in model.entries if e.ok and not model.problem_count(e))
    assert _tip(model, clean.path, PROBLEMS) == "No problems"


def test_an_open_sheet_with_unsaved_edits_says_so(library: Library,  # noqa: F811
                                                  rulesets: dict[str, Ruleset],  # noqa: F811
                                                  ) -> None:
    model = LibraryTableModel(library, rulesets.get)
    model.reload()
    greedy = library.folder / "greedy-thief.yaml"
    model.set_open(greedy, ("Greedier Thief", ("villain", "boss"), 1, True))
    assert _tip(model, greedy, NAME) == f"{greedy} (unsaved edits)"
    assert _tip(model, greedy, TAGS) == "villain, boss"
    model.set_open(greedy, ("Greedier Thief", ("villain",), 1, False))
    assert _tip(model, greedy, NAME) == str(greedy)
