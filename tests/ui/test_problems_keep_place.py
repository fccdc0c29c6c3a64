"""A problem that appears while the GM types does not move the form: the problems panel
above the sheet keeps one height with or without problems (its list's place kept empty),
so the field being typed into stays under the cursor; the problem is listed there, named
by its field, in a list a screen reader names, and beside its field."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.forms.simple_editors import NumberEditor
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.settings import UiSettings


def _thief(qtbot: QtBot, tmp_path: Path, ruleset: Ruleset, scale: float) -> CharactersView:
    """The Characters area on Riskbreaker's samples, the Thief's sheet open (50 of 50
    points spent: no problems), its text at `scale` times the usual size."""
    library = Library(tmp_path / "library")
    for path in sample_files(ruleset.id):
        library.import_file(path)
    view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets={ruleset.id: ruleset}.get)
    view.ask = lambda *_a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    qtbot.addWidget(view)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    view.setFont(font)
    view.resize(1280, 860)
    view.set_ruleset(ruleset)
    with qtbot.waitExposed(view):
        view.show()
    entry = next(e for e in view.model.entries if e.name == "Thief")
    assert view.open_path(entry.path) is not None and view.form is not None
    QApplication.processEvents()
    return view


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_problem_appearing_does_not_move_the_field_typed_into(
        qtbot: QtBot, tmp_path: Path, shipped_rulesets: dict[str, Ruleset],
        scale: float) -> None:
    view = _thief(qtbot, tmp_path, shipped_rulesets["riskbreaker"], scale)
    form = view.form
    assert form is not None
    assert form.problems.messages == []
    muscle = form.rows["muscle"].editor
    assert isinstance(muscle, NumberEditor)
    muscle.spin.setFocus()
    place = muscle.spin.mapTo(view, QPoint(0, 0))
    scroll_body = form.scroll_area.mapTo(view, QPoint(0, 0))
    panel_height = form.problems.height()

    with qtbot.waitSignal(form.sheet.changed, timeout=5000):
        muscle.spin.setValue(muscle.spin.value() + 3)  # over the 50 points' budget
    QApplication.processEvents()
    messages = form.problems.messages
    assert len(messages) == 1 and "over budget" in messages[0]
    assert messages[0].startswith("Points left: ")  # the field named
    assert form.problems.list.isVisible()
    assert form.problems.list.accessibleName() == "Problems of the sheet"
    assert form.rows["points_left"].problem_label.isVisible()  # and beside its field
    # Nothing above the field moved it: the panel kept its height, the form its place.
    assert form.problems.height() == panel_height
    assert form.scroll_area.mapTo(view, QPoint(0, 0)) == scroll_body
    assert muscle.spin.mapTo(view, QPoint(0, 0)) == place

    with qtbot.waitSignal(form.sheet.changed, timeout=5000):
        view.undo_stack.undo()  # the problem goes: nothing moves back either
    QApplication.processEvents()
    assert form.problems.messages == []
    assert not form.problems.list.isVisible()
    assert form.problems.height() == panel_height
    assert muscle.spin.mapTo(view, QPoint(0, 0)) == place


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_a_problem_beside_a_field_moves_no_field_below_it(
        qtbot: QtBot, tmp_path: Path, shipped_rulesets: dict[str, Ruleset],
        scale: float) -> None:
    """Points left's problem (under Muscle in the form) showed on a new line beneath it
    and pushed every field after it down while the GM typed; now nothing moves, and the
    problem reads beside its field, whole in its tooltip."""
    view = _thief(qtbot, tmp_path, shipped_rulesets["riskbreaker"], scale)
    form = view.form
    assert form is not None
    muscle = form.rows["muscle"].editor
    assert isinstance(muscle, NumberEditor)
    muscle.spin.setFocus()
    form.fit_columns(widen=True)  # the columns as the form settles on them, first
    QApplication.processEvents()
    rows = form.rows
    before = {name: row.mapTo(view, QPoint(0, 0)) for name, row in rows.items()}
    heights = {name: row.height() for name, row in rows.items()}
    below = [name for name, place in before.items()
             if place.y() > before["points_left"].y()]
    assert len(below) > 5  # the check sees fields that could move

    with qtbot.waitSignal(form.sheet.changed, timeout=5000):
        muscle.spin.setValue(muscle.spin.value() + 3)  # over the 50 points' budget
    QApplication.processEvents()
    label = rows["points_left"].problem_label
    assert label.isVisible()
    assert "over budget" in label.toolTip() and "over budget" in label.text()
    assert {name: row.mapTo(view, QPoint(0, 0)) for name, row in rows.items()} == before
    assert {name: row.height() for name, row in rows.items()} == heights
    # On its field's own line, right of the value, and not cut to nothing.
    editor = rows["points_left"].editor
    assert label.geometry().top() >= editor.geometry().top() - 1
    assert label.geometry().bottom() <= editor.geometry().bottom() + 1
    assert label.geometry().left() > editor.geometry().right()
    assert label.width() > label.fontMetrics().horizontalAdvance("over budget")

    with qtbot.waitSignal(form.sheet.changed, timeout=5000):
        view.undo_stack.undo()  # the problem goes: nothing moves back either
    QApplication.processEvents()
    assert not label.isVisible()
    assert {name: row.mapTo(view, QPoint(0, 0)) for name, row in rows.items()} == before
