"""A list field's table (`ListEntriesModel`): each cell's text (`_display`) and tooltip,
on a tiny sheet whose entries are written here: a derived subfield's number, a track's
boxes, a one-box track left to its check box, an empty value, the problems then the
subfield's description in the tooltip."""

from __future__ import annotations

import textwrap
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.sheets import Character, SheetState
from gm_assistant.ui.characters.forms.entries_model import ListEntriesModel
from gm_assistant.ui.common.value_text import EMPTY
from tests.core.sheets.conftest import TINY_HEAD

SHEET = """\
sheet:
  sections:
    - id: main
      label: Main
      fields:
        - id: gear
          label: Gear
          kind: list
          fields:
            - {id: item, label: Item, kind: text}
            - {id: weight, label: Weight, kind: number, min: 0,
               description: "Kilograms, rounded up."}
            - {id: wear, label: Wear, kind: track, boxes: 3}
            - {id: lit, label: Lit, kind: track, boxes: 1}
            - {id: load, label: Load, kind: derived, formula: weight * 2}
"""


class Context:
    """The form a list editor sits in: only its sheet is read here."""

    def __init__(self, state: SheetState) -> None:
        self.state = state

    def edit(self, field_id: str, text: str, edit: Callable[[SheetState], object], *,
             merge: bool = False) -> bool:
        raise AssertionError("nothing is edited here")

    def break_merge(self) -> None:
        pass


@pytest.fixture
def model() -> ListEntriesModel:
    ruleset = load_ruleset_bytes((TINY_HEAD + textwrap.dedent(SHEET)).encode(), "tiny.yaml")
    entries = [{"item": "Rope", "weight": 3, "wear": [True, False, True], "lit": [True]},
               {"weight": -2}]
    state = SheetState(ruleset, Character("tiny", values={"gear": entries}))
    assert ruleset.sheet is not None
    return ListEntriesModel(ruleset.sheet.fields["gear"], Context(state))


def _cells(model: ListEntriesModel, row: int, role: Qt.ItemDataRole) -> list[object]:
    return [model.data(model.index(row, column), role) for column in range(model.columnCount())]


def test_each_cell_shows_its_value_as_the_sheet_reads_it(model: ListEntriesModel) -> None:
    assert [sub.id for sub in model.columns] == ["item", "weight", "wear", "lit", "load"]
    display = Qt.ItemDataRole.DisplayRole
    assert _cells(model, 0, display) == ["Rope", "3", "x.x", "", "6"]  # load: 3 x 2
    assert _cells(model, 1, display) == [EMPTY, "-2", EMPTY, "", "-4"]
    check = Qt.ItemDataRole.CheckStateRole
    assert model.data(model.index(0, 3), check) == Qt.CheckState.Checked
    assert model.data(model.index(1, 3), check) == Qt.CheckState.Unchecked


def test_a_tooltip_gives_the_problems_then_the_description(model: ListEntriesModel) -> None:
    tip = Qt.ItemDataRole.ToolTipRole
    assert model.data(model.index(0, 1), tip) == "Kilograms, rounded up."
    assert model.data(model.index(1, 1), tip) == (
        "Weight is -2, below the minimum 0\nKilograms, rounded up.")
    assert model.data(model.index(0, 0), tip) is None
