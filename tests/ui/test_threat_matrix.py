"""The threat matrix names every defender in full over its column (on lines of its own
words), even with long names and large text; the attackers' names give them room. With
more defenders than fit (4 against 8), it scrolls sideways rather than cutting names; with
few, the columns share out the width."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict import scene
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.encounters.encounters_view import EncountersView


def test_every_defenders_name_fits_its_column(qtbot: QtBot,
                                              shipped_rulesets: dict[str, Ruleset]) -> None:
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(shipped_rulesets["adom"])  # Reth de la Resistencia andrali, sharks
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.forecast.matrix.isVisible(), timeout=120_000)
    matrix = view.forecast.matrix
    model, header = matrix.model(), matrix.horizontalHeader()
    metrics = header.fontMetrics()
    names = []
    for column in range(model.columnCount()):
        shown = str(model.headerData(column, Qt.Orientation.Horizontal))
        full = str(model.headerData(column, Qt.Orientation.Horizontal,
                                    Qt.ItemDataRole.ToolTipRole))
        assert shown.replace("\n", " ") == full  # every word, none cut
        widest = max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
        assert widest <= header.sectionSize(column), (full, widest, header.sectionSize(column))
        names.append(full)
    assert "Reth de la Resistencia andrali" in names


FOUR_AGAINST_EIGHT = """\
schema_version: 1
kind: encounter
ruleset: adom
name: Asedio a la torre de Hipogrifo
conflict: conflict
party:
  - {character: abigail-zhao}
  - {character: reth-of-the-andrali-resistance}
  - {character: voltaire}
  - {character: bethesda-flushing-phd}
opposition:
  - {character: sky-shark, count: 4, set: {attack: 2, defend: 0}}
  - {character: gang-of-thugs, count: 2}
  - {character: cyclops-house-bully, count: 2}
"""


def test_twelve_fighters_scroll_sideways_rather_than_cut_names(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        shipped_rulesets: dict[str, Ruleset]) -> None:
    # Too many states to solve: simulated at once (the matrix is the same either way).
    monkeypatch.setattr(scene, "forecast_fight", functools.partial(forecast_fight,
                                                                   max_states=5))
    path = tmp_path / "adom-4v8.yaml"
    path.write_text(FOUR_AGAINST_EIGHT, encoding="utf-8")
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(shipped_rulesets["adom"])
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: not view.busy, timeout=120_000)
    with qtbot.waitSignal(view.worker.computed, timeout=120_000):
        assert view.open_encounter(path)
    matrix = view.forecast.matrix
    model, header, rows = matrix.model(), matrix.horizontalHeader(), matrix.verticalHeader()
    assert (model.rowCount(), model.columnCount()) == (12, 12)
    metrics = header.fontMetrics()
    for column in range(12):
        shown = str(model.headerData(column, Qt.Orientation.Horizontal))
        full = str(model.headerData(column, Qt.Orientation.Horizontal,
                                    Qt.ItemDataRole.ToolTipRole))
        assert shown.replace("\n", " ") == full
        widest = max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
        assert widest <= header.sectionSize(column), (full, widest, header.sectionSize(column))
        cells = [str(model.index(row, column).data()) for row in range(12)]
        assert max(metrics.horizontalAdvance(text) for text in cells) \
            <= header.sectionSize(column)
    # The names do not fit side by side: the matrix scrolls sideways, its scroll bar in
    # its height below every row.
    assert header.length() > matrix.viewport().width()
    bar = matrix.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == header.length() - matrix.viewport().width())
    assert bar.isVisible()
    assert matrix.viewport().height() >= rows.length()
    # Attackers with one long name but their number: shortened in the middle, apart.
    bullies = [str(model.headerData(row, Qt.Orientation.Vertical)) for row in (10, 11)]
    assert bullies == ["Matón de la casa Cíclope 1", "Matón de la casa Cíclope 2"]
    width = rows.width()
    shortened = {rows.fontMetrics().elidedText(name, rows.textElideMode(), width - 8)
                 for name in bullies}
    assert len(shortened) == 2, shortened


def test_few_fighters_share_out_the_width(qtbot: QtBot,
                                          shipped_rulesets: dict[str, Ruleset]) -> None:
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(shipped_rulesets["adom"])
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.forecast.matrix.isVisible(), timeout=120_000)
    matrix = view.forecast.matrix
    header = matrix.horizontalHeader()
    assert header.length() == matrix.viewport().width()  # no room left over, no scrolling
    assert not matrix.horizontalScrollBar().isVisible()
    assert matrix.viewport().height() >= matrix.verticalHeader().length()
    wide = matrix.viewport().width()
    view.resize(1100, 860)  # narrower: the columns follow
    qtbot.waitUntil(lambda: matrix.viewport().width() < wide)
    qtbot.waitUntil(lambda: header.length() == matrix.viewport().width())


def test_names_take_the_room_the_panel_has(qtbot: QtBot,
                                           shipped_rulesets: dict[str, Ruleset]) -> None:
    # Four fighters in a wide panel: the attackers' names whole (no "Reth de la...ia
    # andrali"), the defenders' on lines of two words rather than one a line.
    view = EncountersView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_ruleset(shipped_rulesets["adom"])
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.forecast.matrix.isVisible(), timeout=120_000)
    matrix = view.forecast.matrix
    model, rows = matrix.model(), matrix.verticalHeader()
    names = [str(model.headerData(row, Qt.Orientation.Vertical))
             for row in range(model.rowCount())]
    assert "Reth de la Resistencia andrali" in names
    widest = max(rows.fontMetrics().horizontalAdvance(name) for name in names)
    qtbot.waitUntil(lambda: rows.width() >= rows.sizeHint().width())  # nothing elided
    assert rows.width() > widest
    shown = {str(model.headerData(column, Qt.Orientation.Horizontal,
                                  Qt.ItemDataRole.ToolTipRole)):
             str(model.headerData(column, Qt.Orientation.Horizontal))
             for column in range(model.columnCount())}
    assert shown["Tiburón del cielo 1"] in ("Tiburón del\ncielo 1", "Tiburón del cielo 1")
    # Still every defender's name whole over its column.
    header = matrix.horizontalHeader()
    for column in range(model.columnCount()):
        lines = str(model.headerData(column, Qt.Orientation.Horizontal)).split("\n")
        assert max(header.fontMetrics().horizontalAdvance(line) for line in lines) \
            <= header.sectionSize(column)
