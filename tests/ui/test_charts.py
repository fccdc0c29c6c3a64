"""The Charts area: chart and odds-table models, chart paths, copying, house-rule edits."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QUndoStack
from PySide6.QtWidgets import QComboBox, QMessageBox, QSpinBox, QTableView
from pytestqt.qtbot import QtBot

from gm_assistant.core.odds import check_odds
from gm_assistant.core.paths import user_rulesets_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetRegistry, default_registry
from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.charts.chart_model import ChartTableModel
from gm_assistant.ui.charts.charts_view import ChartsView
from gm_assistant.ui.charts.odds_table_model import OUTCOMES, OddsTableModel, build_odds_table
from gm_assistant.ui.ruleset_store import RulesetStore

# The MAoFA book's resolve chart, row E (Easy), for 2d6 totals 2..12, copied from the
# rulebook, and which outcomes count as success there.
BOOK_ROW_E = ["out_of_luck", "better_next_time", "success", "success", "success", "success",
              "success", "success", "lucky_streak", "lucky_streak", "lucky_streak"]
SUCCESSES = {"success", "lucky_streak", "morale_boost"}


def two_d6_chance(total: int) -> Fraction:
    """P(2d6 = total), counted over the 36 faces (independent of the app's dice code)."""
    faces = list(itertools.product(range(1, 7), repeat=2))
    return Fraction(sum(1 for a, b in faces if a + b == total), len(faces))


def success_chance(row: list[str]) -> Fraction:
    """P(success) with no luck spent for a resolve row, counted over the 36 faces."""
    faces = list(itertools.product(range(1, 7), repeat=2))
    hits = sum(1 for a, b in faces if row[a + b - 2] in SUCCESSES)
    return Fraction(hits, len(faces))


@pytest.fixture(autouse=True)
def workers_finish() -> Iterator[None]:
    """No odds or ruleset worker thread outlives its test (nor runs at interpreter exit)."""
    yield
    assert wait_for_workers(30)


@pytest.fixture(scope="module")
def registry() -> RulesetRegistry:
    return default_registry()


@pytest.fixture
def maofa(registry: RulesetRegistry) -> Ruleset:
    return registry.get("maofa")


def click_cell(qtbot: QtBot, view: QTableView, row: int, column: int) -> None:
    rect = view.visualRect(view.model().index(row, column))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


# --- models ---------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset_id", ["maofa", "lady_luck", "adom", "riskbreaker"])
def test_chart_model_passes_the_model_tester(qtmodeltester, registry: RulesetRegistry,
                                             ruleset_id: str) -> None:
    ruleset = registry.get(ruleset_id)
    assert ruleset.charts
    for chart_id in ruleset.charts:
        model = ChartTableModel(ruleset, chart_id, editable=True)
        qtmodeltester.check(model)
        model.set_path_row(model.row_key(0), {})
        qtmodeltester.check(model)


def test_chart_model_shows_the_book(maofa: Ruleset) -> None:
    model = ChartTableModel(maofa, "resolve")
    assert model.rowCount() == 7 and model.columnCount() == 11
    assert model.headerData(0, Qt.Orientation.Horizontal) == "2"
    assert model.headerData(0, Qt.Orientation.Vertical) == "E · Easy"
    row_e = [model.index(0, c).data(ChartTableModel.KEY_ROLE) for c in range(11)]
    assert row_e == BOOK_ROW_E
    cell = model.index(0, 1)  # E, total 3: Better next time
    assert cell.data() == "NT"
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() == "#d97706"
    assert "Better next time" in cell.data(Qt.ItemDataRole.ToolTipRole)
    levels = ChartTableModel(maofa, "personal_task")
    assert levels.index(3, 1).data() == "S"  # Strong x Moderate: task S
    assert levels.headerData(1, Qt.Orientation.Horizontal) == "Moderate"


@pytest.mark.parametrize(("ruleset_id", "check_id", "columns"), [
    ("maofa", "skill_test", None),
    ("mastery_d20", "action", OUTCOMES),
    ("riskbreaker", "skill_roll", OUTCOMES),
])
def test_odds_table_model_passes_the_model_tester(qtmodeltester, registry: RulesetRegistry,
                                                  ruleset_id: str, check_id: str,
                                                  columns: str | None) -> None:
    ruleset = registry.get(ruleset_id)
    names = list(ruleset.checks[check_id].inputs)
    table = build_odds_table(ruleset, check_id, {}, names[0],
                             names[1] if columns is None else columns)
    model = OddsTableModel()
    qtmodeltester.check(model)  # empty
    model.set_table(table)
    qtmodeltester.check(model)


def test_odds_table_cells_are_exact(maofa: Ruleset) -> None:
    model = OddsTableModel()
    model.set_table(build_odds_table(maofa, "skill_test", {}, "trait", "difficulty"))
    # Strong x Moderate -> task rating S (Simple); no luck: NT counts as failure.
    row_s = ["out_of_luck", "failure", "better_next_time", "success", "success", "success",
             "success", "lucky_streak", "lucky_streak", "lucky_streak", "lucky_streak"]
    cell = model.index(3, 1)
    assert cell.data(OddsTableModel.FRACTION_ROLE) == success_chance(row_s)
    assert cell.data() == "83.3%"
    assert "5/6" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert cell.data(OddsTableModel.INPUTS_ROLE) == {"trait": "S", "difficulty": "moderate",
                                                     "luck": 0}


# --- the view -------------------------------------------------------------------------


@pytest.fixture
def store(qtbot: QtBot) -> RulesetStore:
    store = RulesetStore(watch=False)
    store.reload()
    return store


@pytest.fixture
def charts(qtbot: QtBot, store: RulesetStore) -> ChartsView:
    stack = QUndoStack()
    view = ChartsView(store=store, undo_stack=stack)
    view.undo_stack_for_test = stack  # type: ignore[attr-defined]
    qtbot.addWidget(view)
    view.resize(1280, 800)
    with qtbot.waitSignal(view.ready, timeout=20_000):
        view.set_ruleset(store.ruleset("maofa"))
    view.show()
    qtbot.waitExposed(view)
    return view


def test_path_from_trait_and_difficulty_to_the_resolve_row(qtbot: QtBot,
                                                           charts: ChartsView) -> None:
    first = charts.panels["personal_task"]
    resolve = charts.panels["resolve"].model

    click_cell(qtbot, first.view, 3, 1)  # trait S (Strong) x Moderate

    assert first.model.path_cell == ("S", "moderate")
    highlighted = [(r, c) for r in range(5) for c in range(5)
                   if first.model.index(r, c).data(ChartTableModel.HIGHLIGHT_ROLE)]
    assert highlighted == [(3, 1)]
    assert resolve.path_row == "S"
    for row in range(resolve.rowCount()):
        for column in range(resolve.columnCount()):
            cell = resolve.index(row, column)
            on_path = cell.data(ChartTableModel.HIGHLIGHT_ROLE)
            assert on_path == (row == 1), (row, column)
            if row != 1:
                assert cell.data(ChartTableModel.PROBABILITY_ROLE) is None
    for column in range(11):
        total = column + 2
        cell = resolve.index(1, column)
        assert cell.data(ChartTableModel.PROBABILITY_ROLE) == two_d6_chance(total)
        short = maofa_short(charts, cell.data(ChartTableModel.KEY_ROLE))
        assert cell.data().split("\n")[0] == short
    assert resolve.index(1, 5).data() == "S\n16.7%"  # total 7: 6/36
    assert "5/6" in first.caption.text()  # the skill test's P(success), no luck
    assert first.caption.isVisible()

    click_cell(qtbot, first.view, 0, 4)  # Disadvantage x Extreme -> X
    assert resolve.path_row == "X"
    assert not resolve.index(1, 0).data(ChartTableModel.HIGHLIGHT_ROLE)


def maofa_short(charts: ChartsView, outcome: str) -> str:
    ruleset = charts.ruleset
    assert ruleset is not None
    return ruleset.outcomes[outcome].short or ""


def test_copy_chart_as_csv_and_markdown(charts: ChartsView) -> None:
    view = charts.panels["personal_task"].view
    csv_text = view.copy_as_csv()
    assert QGuiApplication.clipboard().text() == csv_text
    lines = csv_text.splitlines()
    assert lines[0] == ("Trait rating \\ Action difficulty,Easy,Moderate,Difficult,"
                        "Professional,Extreme")
    assert lines[4] == "S · Strong,E,S,M,T,C"
    markdown = view.copy_as_markdown().splitlines()
    assert markdown[1] == "| --- | --- | --- | --- | --- | --- |"
    assert markdown[5] == "| S · Strong | E | S | M | T | C |"


def test_clicking_an_odds_cell_asks_for_its_odds(qtbot: QtBot, charts: ChartsView) -> None:
    table = charts.odds_panel.view
    with qtbot.waitSignal(charts.odds_requested) as signal:
        click_cell(qtbot, table, 3, 1)
    assert signal.args == ["skill_test", {"trait": "S", "difficulty": "moderate", "luck": 0}]


def test_other_inputs_get_controls_and_change_the_odds(qtbot: QtBot,
                                                       charts: ChartsView) -> None:
    panel = charts.odds_panel
    assert set(panel._controls) == {"luck"}
    before = panel.model.index(3, 1).data(OddsTableModel.FRACTION_ROLE)
    with qtbot.waitSignal(panel.table_ready, timeout=20_000):
        panel.set_input("luck", 1)
    after = panel.model.index(3, 1).data(OddsTableModel.FRACTION_ROLE)
    # Task S: one reroll on NT (total 4, 3/36) turns 3/36 of the time into a fresh roll.
    assert after == before + Fraction(3, 36) * before


def _override_file() -> Path:
    return user_rulesets_dir() / "maofa.yaml"


def _edit(qtbot: QtBot, charts: ChartsView, chart: str, row: int, column: int,
          value: str) -> None:
    model = charts.panels[chart].model
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        assert model.setData(model.index(row, column), value)


def test_house_rule_edit_undo_redo_and_revert(qtbot: QtBot, charts: ChartsView) -> None:
    stack: QUndoStack = charts.undo_stack_for_test  # type: ignore[attr-defined]
    file = _override_file()
    assert not file.exists()
    # Strong x Easy is task E; with no luck, P(success) counts row E of the resolve chart.
    odds = charts.odds_panel.model
    assert odds.index(3, 0).data(OddsTableModel.FRACTION_ROLE) == success_chance(BOOK_ROW_E)

    _edit(qtbot, charts, "resolve", 0, 2, "failure")  # row E, total 4

    house_row = [*BOOK_ROW_E[:2], "failure", *BOOK_ROW_E[3:]]
    assert yaml.safe_load(file.read_text()) == {
        "id": "maofa", "charts": {"resolve": {"data": {"E": house_row}}}}
    resolve = charts.panels["resolve"]
    assert resolve.model.index(0, 2).data(ChartTableModel.KEY_ROLE) == "failure"
    assert resolve.overridden and resolve.revert_button.isVisibleTo(resolve)
    assert odds.index(3, 0).data(OddsTableModel.FRACTION_ROLE) == success_chance(house_row)
    assert success_chance(house_row) == success_chance(BOOK_ROW_E) - Fraction(3, 36)
    assert not [p for p in file.parent.iterdir() if p.name != "maofa.yaml"]  # no temp files

    with qtbot.waitSignal(charts.ready, timeout=20_000):
        stack.undo()
    assert not file.exists()
    assert resolve.model.index(0, 2).data(ChartTableModel.KEY_ROLE) == "success"
    assert odds.index(3, 0).data(OddsTableModel.FRACTION_ROLE) == success_chance(BOOK_ROW_E)
    assert not resolve.overridden

    with qtbot.waitSignal(charts.ready, timeout=20_000):
        stack.redo()
    assert yaml.safe_load(file.read_text())["charts"]["resolve"]["data"]["E"] == house_row

    # A second change in another chart; then revert only the resolve chart.
    _edit(qtbot, charts, "personal_task", 4, 4, "C")  # Prime x Extreme: T -> C
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        resolve.revert_button.click()
    assert yaml.safe_load(file.read_text()) == {
        "id": "maofa", "charts": {"personal_task": {"data": {"P": ["E", "E", "S", "M", "C"]}}}}
    assert resolve.model.index(0, 2).data(ChartTableModel.KEY_ROLE) == "success"

    with qtbot.waitSignal(charts.ready, timeout=20_000):
        charts.panels["personal_task"].revert_button.click()
    assert not file.exists()  # nothing but the id was left: the file goes
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        stack.undo()  # undo the revert: the house rule comes back
    assert yaml.safe_load(file.read_text())["charts"]["personal_task"]["data"]["P"][4] == "C"


def test_setting_a_cell_back_to_the_book_drops_the_row(qtbot: QtBot,
                                                       charts: ChartsView) -> None:
    _edit(qtbot, charts, "resolve", 0, 2, "failure")
    _edit(qtbot, charts, "resolve", 0, 2, "success")
    assert not _override_file().exists()


def test_a_house_rule_file_keeps_the_users_comments(qtbot: QtBot,
                                                    charts: ChartsView) -> None:
    """A GM annotates the override file by hand; the next edit in the app keeps it."""
    _edit(qtbot, charts, "resolve", 0, 2, "failure")
    file = _override_file()
    text = file.read_text(encoding="utf-8").replace(
        "charts:\n", "# agreed with the players on 12 March\ncharts:\n")
    file.write_text(text, encoding="utf-8")  # the next edit reads the file afresh
    _edit(qtbot, charts, "personal_task", 4, 4, "C")
    after = file.read_text(encoding="utf-8")
    assert "# agreed with the players on 12 March\ncharts:\n" in after
    assert after.startswith("# House rules for the 'maofa' ruleset")
    data = yaml.safe_load(after)
    assert data["charts"]["personal_task"]["data"]["P"][4] == "C"
    assert data["charts"]["resolve"]["data"]["E"][2] == "failure"


def test_a_failed_write_leaves_the_file_and_records_nothing(
        qtbot: QtBot, charts: ChartsView, monkeypatch: pytest.MonkeyPatch) -> None:
    stack: QUndoStack = charts.undo_stack_for_test  # type: ignore[attr-defined]
    _edit(qtbot, charts, "resolve", 0, 2, "failure")
    file = _override_file()
    before = file.read_bytes()

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device", str(file))

    monkeypatch.setattr("os.replace", refuse)
    model = charts.panels["resolve"].model
    model.setData(model.index(0, 3), "failure")
    qtbot.waitUntil(lambda: charts.findChild(QMessageBox, "ErrorBox") is not None)

    assert file.read_bytes() == before
    assert not [p for p in file.parent.iterdir() if p.name != "maofa.yaml"]
    assert stack.count() == 1
    box = charts.window().findChild(QMessageBox, "ErrorBox")
    assert box is not None
    assert "No space left on device" in box.text()
    box.close()


def test_an_unreadable_override_file_is_never_overwritten(qtbot: QtBot,
                                                          charts: ChartsView) -> None:
    file = _override_file()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text("id: maofa\ncharts: [unclosed\n")
    model = charts.panels["resolve"].model
    model.setData(model.index(0, 2), "failure")
    qtbot.waitUntil(lambda: charts.findChild(QMessageBox, "ErrorBox") is not None)
    assert file.read_text() == "id: maofa\ncharts: [unclosed\n"
    box = charts.window().findChild(QMessageBox, "ErrorBox")
    assert box is not None
    assert "maofa.yaml:" in box.informativeText()
    box.close()


def test_charts_of_a_system_without_chains_still_show(qtbot: QtBot, store: RulesetStore
                                                      ) -> None:
    view = ChartsView(store=store, undo_stack=QUndoStack())
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.ready, timeout=20_000):
        view.set_ruleset(store.ruleset("mastery_d20"))
    assert not view.panels and not view.charts_scroll.isVisibleTo(view)
    model = view.odds_panel.model
    table = model.table
    assert table is not None and table.by_outcome  # one input: the outcomes across
    assert model.columnCount() == 4 + 1  # the four outcomes and P(success)
    total = sum(model.index(0, c).data(OddsTableModel.FRACTION_ROLE) for c in range(4))
    assert total == 1
    view.pick("anything", "x", None)  # no such chart: nothing happens


def test_double_click_edits_a_cell_with_the_allowed_values(qtbot: QtBot,
                                                           charts: ChartsView) -> None:
    panel = charts.panels["resolve"]
    rect = panel.view.visualRect(panel.model.index(0, 2))  # row E, total 4
    # A real double-click: press, release, then the double-click event.
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = panel.view.findChild(QComboBox, "ChartCellEditor")
    assert combo is not None
    offered = [combo.itemData(i) for i in range(combo.count())]
    # The outcomes of the checks that read this chart, worst to best.
    assert offered == ["out_of_luck", "failure", "better_next_time", "success",
                       "lucky_streak", "morale_boost"]
    assert combo.currentData() == "success"
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        combo.setCurrentIndex(combo.findData("failure"))  # what picking in the list does
        combo.activated.emit(combo.currentIndex())
    data = yaml.safe_load(_override_file().read_text())
    assert data["charts"]["resolve"]["data"]["E"][2] == "failure"
    assert panel.model.index(0, 2).data() == "F\n8.3%"  # the click also picked row E


def lady_luck_hit_chance(defense: int) -> Fraction:
    """P(d6 + modifier + brightness - obscured >= Defense), counted over the six faces.

    The attack check of rulesets/lady_luck.yaml with its neutral inputs: modifier 0,
    brightness Dim (0), obscurity Clear (not shrouded: no +1 Defense; not obscured: no -1),
    attacker not obscured, no extra Defense.
    """
    modifier, brightness, obscured = 0, 0, 0
    hits = sum(1 for face in range(1, 7) if face + modifier + brightness - obscured >= defense)
    return Fraction(hits, 6)


def test_a_number_cell_is_edited_with_a_spin_box_undone_and_reverted(
        qtbot: QtBot, store: RulesetStore) -> None:
    stack = QUndoStack()
    charts = ChartsView(store=store, undo_stack=stack)
    qtbot.addWidget(charts)
    charts.resize(1280, 800)
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        charts.set_ruleset(store.ruleset("lady_luck"))
    charts.show()
    qtbot.waitExposed(charts)
    file = user_rulesets_dir() / "lady_luck.yaml"
    assert not file.exists()
    attack = {"target_size": "medium"}
    assert check_odds(store.ruleset("lady_luck"), "attack", attack).p_success \
        == lady_luck_hit_chance(3) == Fraction(4, 6)

    panel = charts.panels["size_defense"]
    assert panel.model.editable
    cell = panel.model.index_of("medium", None)
    assert cell.data(ChartTableModel.KEY_ROLE) == 3
    panel.view.scrollTo(cell)
    rect = panel.view.visualRect(cell)
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    spin = panel.view.findChild(QSpinBox, "ChartCellEditor")
    assert spin is not None
    assert spin.value() == 3
    assert (spin.minimum(), spin.maximum()) == ChartTableModel.NUMBER_RANGE == (-99, 999)
    spin.setValue(5)
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        qtbot.keyClick(spin, Qt.Key.Key_Return)  # Enter commits the edit

    assert yaml.safe_load(file.read_text()) == {
        "id": "lady_luck", "charts": {"size_defense": {"data": {"medium": 5}}}}
    assert panel.model.index_of("medium", None).data(ChartTableModel.KEY_ROLE) == 5
    assert panel.overridden and panel.revert_button.isVisibleTo(panel)
    house = store.ruleset("lady_luck")
    assert house.charts["size_defense"].cell[("medium", None)] == 5
    assert check_odds(house, "attack", attack).p_success \
        == lady_luck_hit_chance(5) == Fraction(2, 6)
    # Out of the spin box's range (or not a whole number): refused, nothing written.
    model = panel.model
    assert not model.setData(model.index_of("medium", None), 1000)
    assert not model.setData(model.index_of("medium", None), "five")
    assert stack.count() == 1

    with qtbot.waitSignal(charts.ready, timeout=20_000):
        stack.undo()
    assert not file.exists()
    assert panel.model.index_of("medium", None).data(ChartTableModel.KEY_ROLE) == 3
    assert check_odds(store.ruleset("lady_luck"), "attack", attack).p_success \
        == lady_luck_hit_chance(3)

    with qtbot.waitSignal(charts.ready, timeout=20_000):
        stack.redo()
    assert yaml.safe_load(file.read_text())["charts"]["size_defense"]["data"] == {"medium": 5}
    with qtbot.waitSignal(charts.ready, timeout=20_000):
        panel.revert_button.click()
    assert not file.exists()
    assert panel.model.index_of("medium", None).data(ChartTableModel.KEY_ROLE) == 3
    assert not panel.overridden
    assert check_odds(store.ruleset("lady_luck"), "attack", attack).p_success \
        == lady_luck_hit_chance(3)



def double_click_cell(qtbot: QtBot, view: QTableView, row: int, column: int,
                      upper: bool = False) -> None:
    """Double-click a cell as a mouse does (press, release, double-click, release); the
    app's event loop runs between the two clicks, as it does while a hand moves."""
    rect = view.visualRect(view.model().index(row, column))
    where = rect.center() if not upper else rect.topLeft() + QPoint(rect.width() // 2, 2)
    left = Qt.MouseButton.LeftButton
    qtbot.mousePress(view.viewport(), left, pos=where)
    qtbot.mouseRelease(view.viewport(), left, pos=where)
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    qtbot.mouseDClick(view.viewport(), left, pos=where)
    qtbot.mouseRelease(view.viewport(), left, pos=where)


@pytest.mark.parametrize(("chart", "row", "column", "upper"),
                         [("resolve", 0, 2, False), ("personal_task", 4, 4, False),
                          ("resolve", 4, 2, False), ("resolve", 4, 2, True),
                          ("resolve", 1, 5, True)])
def test_double_click_on_a_cell_opens_its_editor(qtbot: QtBot, charts: ChartsView, chart: str,
                                                 row: int, column: int, upper: bool) -> None:
    # A path picked before (Strong x Easy) highlights a resolve row with its percentages.
    click_cell(qtbot, charts.panels["personal_task"].view, 3, 0)
    assert charts.panels["resolve"].model.path_row is not None
    view = charts.panels[chart].view
    index = view.model().index(row, column)
    assert view.findChild(QComboBox, "ChartCellEditor") is None

    double_click_cell(qtbot, view, row, column, upper)

    editor = view.findChild(QComboBox, "ChartCellEditor")
    assert editor is not None and editor.isVisible()
    assert view.state() == QTableView.State.EditingState
    assert view.currentIndex() == index
    assert view.visualRect(index).contains(editor.geometry().center())


def test_a_measure_column_is_named_by_the_rulesets_label(registry: RulesetRegistry) -> None:
    """AdOM names its attack's `shifts` "Aumentos": the mean column and its tooltip say so."""
    adom = registry.get("adom")
    names = list(adom.checks["attack"].inputs)
    model = OddsTableModel()
    model.set_table(build_odds_table(adom, "attack", {}, names[0], OUTCOMES))
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[-1] == "Mean\nAumentos"
    tip = model.index(0, model.columnCount() - 1).data(Qt.ItemDataRole.ToolTipRole)
    assert "Average Aumentos:" in tip
