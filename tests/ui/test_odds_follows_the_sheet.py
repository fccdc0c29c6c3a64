"""The Odds area follows a character open in the Characters area as it is edited: an
unsaved edit moves the character's mark on the plot, undo moves it back, and nothing is
written to the character's file."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.odds.odds_view import OddsView
from tests.ui.sheet_edits import editing, pick

# MAoFA's charts, typed from the book: trait rating -> task rating against Moderate, and
# the outcome of each 2d6 total (2..12) on that task (S, L, M succeed).
MODERATE_TASK = {"A": "T", "S": "S"}
RESOLVE = {"S": "OFNSSSSLLLL", "T": "OFFNNSSLLLM"}


def moderate_success(trait: str) -> Fraction:
    """P(success) against Moderate without luck, by enumerating 2d6."""
    row = RESOLVE[MODERATE_TASK[trait]]
    totals = [a + b for a, b in product(range(1, 7), repeat=2)]
    return Fraction(sum(row[total - 2] in "SLM" for total in totals), len(totals))


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().rulesets["maofa"]


def _mark(odds: OddsView, name: str) -> Fraction:
    assert odds.data is not None
    marks = {point.names: point.value for point in odds.data.overlays}
    return marks[(name,)]


def test_typing_in_the_sheet_moves_the_mark_and_undo_moves_it_back(
        qtbot: QtBot, tmp_path: Path, maofa: Ruleset) -> None:
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa"
    library = Library()  # in this test's GM_ASSISTANT_HOME: the Odds area reads it
    path = library.import_file(samples / "margot-delacroix.yaml")
    on_disk = path.read_bytes()
    edited = EditedSheets()

    odds = OddsView(edited=edited)
    qtbot.addWidget(odds)
    odds.resize(1280, 860)
    odds.show()
    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        odds.set_ruleset(maofa)
    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        odds.overlay.select("trait", "body")
    assert _mark(odds, "Margot Delacroix") == moderate_success("A") == Fraction(7, 12)

    characters, sheet = editing(qtbot, tmp_path, library, maofa, edited, path)

    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        pick(characters, "body", "muscular")
    assert sheet.dirty and path.read_bytes() == on_disk  # unsaved
    assert _mark(odds, "Margot Delacroix") == moderate_success("S") == Fraction(5, 6)

    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        characters.undo_stack.undo()
    assert _mark(odds, "Margot Delacroix") == moderate_success("A")

    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        characters.undo_stack.redo()
    assert _mark(odds, "Margot Delacroix") == moderate_success("S")
    # Closed without saving: the file counts again.
    with qtbot.waitSignal(odds.plot_updated, timeout=10_000):
        characters.close_sheet(sheet, discard=True)
    assert _mark(odds, "Margot Delacroix") == moderate_success("A")
    assert open_character(path).values["body"] == "average"
