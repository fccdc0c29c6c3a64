"""The Odds area: plots follow their inputs, numbers match dice enumerated here, exports work."""

from __future__ import annotations

import csv
import struct
import xml.etree.ElementTree as ET
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.common.check_inputs import CheckInputsPanel
from gm_assistant.ui.odds.odds_view import OddsView, default_axes

# MAoFA's two charts, typed from the book for an independent oracle.
TASK = {  # trait rating -> task rating for Easy, Moderate, Difficult, Professional, Extreme
    "D": "TCDXX", "A": "MTCDX", "T": "SMTCD", "S": "ESMTC", "P": "EESMT",
}
DIFFICULTIES = ["easy", "moderate", "difficult", "professional", "extreme"]
RESOLVE = {  # task rating -> outcome for 2d6 totals 2..12 (O out of luck, F failure,
    # N better next time, S success, L lucky streak, M morale boost)
    "E": "ONSSSSSSLLL", "S": "OFNSSSSLLLL", "M": "OFFNSSSLLLM", "T": "OFFNNSSLLLM",
    "C": "OFFFNNSLLLM", "D": "OOFFFNNSLMM", "X": "OOOFFFNNMMM",
}
TWO_D6 = [a + b for a, b in product(range(1, 7), repeat=2)]


def maofa_success(trait: str, difficulty: str, luck: int) -> Fraction:
    """P(success) by enumerating 2d6: rerolling each 'better next time' while luck lasts."""
    row = RESOLVE[TASK[trait][DIFFICULTIES.index(difficulty)]]
    letters = [row[total - 2] for total in TWO_D6]
    win = Fraction(sum(letter in "SLM" for letter in letters), 36)
    again = Fraction(letters.count("N"), 36)
    return sum((win * again**k for k in range(luck + 1)), Fraction(0))


@pytest.fixture(scope="module")
def rulesets() -> dict[str, Ruleset]:
    return dict(default_registry().rulesets)


@pytest.fixture
def view(qtbot: QtBot, rulesets: dict[str, Ruleset]) -> OddsView:
    widget = OddsView()
    qtbot.addWidget(widget)
    widget.resize(1280, 860)
    widget.show()
    with qtbot.waitSignal(widget.plot_updated, timeout=10_000):
        widget.set_ruleset(rulesets["maofa"])
    return widget


def test_inputs_panel_builds_controls_from_input_info(qtbot: QtBot,
                                                      rulesets: dict[str, Ruleset]) -> None:
    panel = CheckInputsPanel()
    qtbot.addWidget(panel)
    panel.set_check(rulesets["maofa"].checks["skill_test"])

    trait = panel.editors["trait"]
    assert isinstance(trait, QComboBox)
    assert [trait.itemText(i) for i in range(trait.count())] == [
        "D — Disadvantage", "A — Average", "T — Trained", "S — Strong",
        "P — Prime characteristic"]
    luck = panel.editors["luck"]
    assert isinstance(luck, QSpinBox)
    assert (luck.minimum(), luck.maximum()) == (0, 20)
    assert panel.resources_box.isVisibleTo(panel)
    assert panel.resources_box.isAncestorOf(luck)
    assert not panel.resources_box.isAncestorOf(trait)
    assert panel.values() == {"trait": "A", "difficulty": "moderate", "luck": 0}

    with qtbot.waitSignal(panel.values_changed):
        panel.set_values({"trait": "S", "luck": 3})
    assert panel.values() == {"trait": "S", "difficulty": "moderate", "luck": 3}


def test_default_axes_put_difficulty_across_and_traits_as_curves(
        rulesets: dict[str, Ruleset]) -> None:
    assert default_axes(rulesets["maofa"].checks["skill_test"]) == ("difficulty", "trait")
    assert default_axes(rulesets["mastery_d20"].checks["action"]) == ("mastery", None)


def test_plot_updates_when_an_input_changes(qtbot: QtBot, view: OddsView) -> None:
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_plot_choice(measure="success", x_input="difficulty", no_series=True)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.inputs.set_values({"trait": "S"})

    expected = [maofa_success("S", d, luck=0) for d in DIFFICULTIES]
    assert view.data is not None
    assert list(view.data.series[0].values) == expected
    curve = view.plot.curves[0]
    assert list(curve.yData) == pytest.approx([float(v) for v in expected])
    assert list(curve.xData) == [0, 1, 2, 3, 4]

    # Luck to spend is a resource control: the plot redraws with the rerolls counted.
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.inputs.editors["luck"].setValue(2)
    expected = [maofa_success("S", d, luck=2) for d in DIFFICULTIES]
    assert list(view.data.series[0].values) == expected
    assert list(view.plot.curves[0].yData) == pytest.approx([float(v) for v in expected])
    assert "Luck to spend 2" in view.data.subtitle


def test_one_curve_per_trait_matches_the_charts(qtbot: QtBot, view: OddsView) -> None:
    data = view.data
    assert data is not None
    assert [s.key for s in data.series] == list(TASK)
    for series, curve in zip(data.series, view.plot.curves, strict=False):
        expected = [maofa_success(str(series.key), d, luck=0) for d in DIFFICULTIES]
        assert list(series.values) == expected
        assert list(curve.yData) == pytest.approx([float(v) for v in expected])
    assert len(view.plot.legend.items) == 5
    # The marked point is the inputs' own: Average against Moderate is 7/12.
    assert data.x_current == 1 and data.series_current == 1
    assert "7/12" in view.readout.text()


def test_at_least_an_outcome(qtbot: QtBot, view: OddsView) -> None:
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_plot_choice(measure="at_least", outcome="lucky_streak", no_series=True)
    assert view.data is not None
    assert view.data.y_label == "P(Lucky streak or better)"
    trait = "A"
    expected = []
    for difficulty in DIFFICULTIES:
        row = RESOLVE[TASK[trait][DIFFICULTIES.index(difficulty)]]
        expected.append(Fraction(sum(row[t - 2] in "LM" for t in TWO_D6), 36))
    assert list(view.data.series[0].values) == expected


def test_stacked_bands_use_the_outcome_colours(qtbot: QtBot, view: OddsView,
                                               rulesets: dict[str, Ruleset]) -> None:
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_plot_choice(measure="bands")
    data = view.data
    assert data is not None and data.stacked
    assert not view.series_combo.isEnabled()
    outcomes = rulesets["maofa"].outcomes
    for series, bars in zip(data.series, view.plot.bars, strict=False):
        assert series.colour == outcomes[str(series.key)].colour
        assert bars.opts["brush"].name() == outcomes[str(series.key)].colour
        assert bars.isVisible()
    for index in range(len(data.x_values)):
        assert sum(s.values[index] for s in data.series) == 1
    # Average against Easy (task M): totals 9-11 are a lucky streak, 12 a morale boost.
    lucky = next(s for s in data.series if s.key == "lucky_streak")
    assert lucky.values[0] == Fraction(sum(t in (9, 10, 11) for t in TWO_D6), 36)
    assert not any(curve.isVisible() for curve in view.plot.curves)


def test_hover_shows_the_exact_fraction(qtbot: QtBot, view: OddsView) -> None:
    data = view.data
    assert data is not None
    strong = [s.key for s in data.series].index("S")
    x, y = data.x_positions[2], float(data.series[strong].values[2])  # S vs Difficult
    scene_pos = view.plot.plot_item.vb.mapViewToScene(QPointF(x, y))
    with qtbot.waitSignal(view.plot.hovered) as blocker:
        view.plot.scene().sigMouseMoved.emit(scene_pos)
    # Strong against Difficult is task M: 6 or more on 2d6, 26/36 = 13/18.
    assert "13/18" in blocker.args[0]
    assert "72.22%" in blocker.args[0]
    assert view.plot.hover_label.isVisible()
    assert "13/18" in view.readout.text()


def test_show_check_marks_the_clicked_point(qtbot: QtBot, view: OddsView) -> None:
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.show_check("opposed_test", {"trait": "S", "opponent": "T"})
    assert view.check_id == "opposed_test"
    assert view.inputs.values()["trait"] == "S"
    assert view.data is not None and view.data.request.check_id == "opposed_test"
    assert view.data.request.inputs["opponent"] == "T"


def test_exports_write_png_svg_and_csv(qtbot: QtBot, view: OddsView, tmp_path: Path) -> None:
    png, svg, table = tmp_path / "odds.png", tmp_path / "odds.svg", tmp_path / "odds.csv"
    view.export_png(png, width=1200)
    view.export_svg(svg)
    rows = view.export_csv(table)

    header = png.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", header[16:24])
    assert width == 1200 and height > 300
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert len(list(root.iter())) > 20
    assert QSvgRenderer(str(svg)).isValid()
    with table.open(newline="", encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    assert rows == 25 and len(lines) == 26
    assert lines[0][:6] == ["check", "measure", "Action difficulty", "Trait rating",
                            "probability", "percent"]
    by_point = {(line[2], line[3]): line for line in lines[1:]}
    assert Fraction(by_point[("Moderate", "A · Average")][4]) == Fraction(7, 12)
    assert by_point[("Moderate", "A · Average")][5] == "58.33%"


def test_characters_from_the_library_are_marked(qtbot: QtBot, view: OddsView,
                                                rulesets: dict[str, Ruleset]) -> None:
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa"
    library = Library()  # in this test's GM_ASSISTANT_HOME
    margot = library.open(library.import_file(samples / "margot-delacroix.yaml").stem)
    bruno = margot.copy()
    bruno.name, bruno.values["body"] = "Bruno", "muscular"  # a body rated S
    library.save(bruno)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.select("trait", "body")

    data = view.data
    assert data is not None
    marks = {point.names: point for point in data.overlays}
    assert set(marks) == {("Bruno",), ("Margot Delacroix",)}
    # Margot's body is average (A); against Moderate that is 7/12; Bruno's S gives 5/6.
    assert marks[("Margot Delacroix",)].value == maofa_success("A", "moderate", 0)
    assert marks[("Bruno",)].value == maofa_success("S", "moderate", 0) == Fraction(5, 6)
    assert {p.x for p in data.overlays} == {1.0}
    assert "Bruno: S · Strong" in view.overlay.summary.text()
    assert any("Bruno" in text and "5/6" in text for text in view.plot.overlay_marks.texts)

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):  # the marks follow the inputs
        view.inputs.set_values({"difficulty": "extreme"})
    marks = {point.names: point for point in view.data.overlays}
    assert marks[("Bruno",)].value == maofa_success("S", "extreme", 0)

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay_check.setChecked(False)
    assert view.data.overlays == ()


def test_the_marks_follow_the_library_without_a_reload(qtbot: QtBot, view: OddsView,
                                                       rulesets: dict[str, Ruleset]) -> None:
    """A character saved elsewhere while the panel is on (the Characters area, the Table,
    another program) is marked a moment later; one deleted goes."""
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa"
    library = Library()
    margot = library.open(library.import_file(samples / "margot-delacroix.yaml").stem)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.select("trait", "body")
    assert {p.names for p in view.data.overlays} == {("Margot Delacroix",)}

    bruno = margot.copy()
    bruno.name, bruno.values["body"] = "Bruno", "muscular"
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        path = Library(library.folder).save(bruno)  # as another part of the app would
    marks = {p.names: p for p in view.data.overlays}
    assert marks[("Bruno",)].value == maofa_success("S", "moderate", 0)

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        path.unlink()
    assert {p.names for p in view.data.overlays} == {("Margot Delacroix",)}

    view.overlay_check.setChecked(False)  # off: the folder is no longer followed
    assert not view.overlay._watcher.directories()


def test_overlay_offers_only_inputs_a_sheet_can_fill(view: OddsView) -> None:
    inputs = [view.overlay.input_combo.itemData(i)
              for i in range(view.overlay.input_combo.count())]
    assert inputs == ["trait", "luck"]  # the curves' input first; difficulty is no trait
    assert view.overlay_check.isEnabled()


@pytest.mark.parametrize("ruleset_id", ["adom", "lady_luck", "maofa", "mastery_d20",
                                        "riskbreaker"])
def test_every_check_of_every_ruleset_plots(qtbot: QtBot, rulesets: dict[str, Ruleset],
                                            ruleset_id: str) -> None:
    widget = OddsView()
    qtbot.addWidget(widget)
    with qtbot.waitSignal(widget.plot_updated, timeout=10_000):
        widget.set_ruleset(rulesets[ruleset_id])
    for index in range(widget.check_combo.count()):
        if index != widget.check_combo.currentIndex():
            with qtbot.waitSignal(widget.plot_updated, timeout=20_000):
                widget.check_combo.setCurrentIndex(index)
        data = widget.data
        assert data is not None, widget.check_combo.itemText(index)
        for series in data.series:
            assert all(0 <= v <= 1 for v in series.values)


def test_choices_are_remembered_per_ruleset(qtbot: QtBot, view: OddsView,
                                            rulesets: dict[str, Ruleset]) -> None:
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.check_combo.setCurrentIndex(view.check_combo.findData("ko_test"))
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_plot_choice(measure="bands")
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_ruleset(rulesets["adom"])
    assert view.check_id == "overcome"
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_ruleset(rulesets["maofa"])
    assert view.check_id == "ko_test"
    assert view.data is not None and view.data.stacked

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_ruleset(None)
    assert view.data is None
    assert not view.check_combo.isEnabled()


def test_the_series_panel_gives_the_odds_of_several_rolls_at_the_marked_point(
        qtbot: QtBot) -> None:
    from fractions import Fraction

    from gm_assistant.core.odds import check_odds
    from gm_assistant.core.rules.registry import default_registry
    from gm_assistant.ui.odds.odds_view import OddsView

    ruleset = default_registry().get("mastery_d20")
    view = OddsView()
    qtbot.addWidget(view)
    view.set_ruleset(ruleset)
    view.show_check("action", {"mastery": 12})
    view.redraw_now()
    series = view.series
    series.setChecked(True)
    series.rolls.setValue(5)
    series.at_least.setValue(3)
    qtbot.waitUntil(lambda: "At least 3 of 5" in series.result.text(), timeout=10_000)
    p = check_odds(ruleset, "action", {"mastery": 12}).p_success
    # Every pattern of five rolls, by hand: all succeed, and at least three.
    every = p**5
    enough = sum((Fraction(c) * p**k * (1 - p) ** (5 - k)
                  for k, c in ((3, 10), (4, 5), (5, 1))), Fraction(0))
    text = series.result.text()
    assert f"{every.numerator}/{every.denominator}" in text
    assert f"{enough.numerator}/{enough.denominator}" in text


def test_the_series_is_plotted_across_the_inputs_when_asked(qtbot: QtBot,
                                                            view: OddsView) -> None:
    """Three rolls in a row at every difficulty: each point is the binomial tail of the
    one-roll chance, worked out here by enumerating every success pattern."""
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.set_plot_choice(measure="success", x_input="difficulty", no_series=True)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.inputs.set_values({"trait": "T"})
    one_roll = [maofa_success("T", d, luck=0) for d in DIFFICULTIES]
    series = view.series
    series.setChecked(True)
    series.rolls.setValue(3)
    series.at_least.setValue(2)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        series.plot.setChecked(True)

    def at_least_two_of_three(p: Fraction) -> Fraction:
        total = Fraction(0)
        for pattern in product((True, False), repeat=3):
            if sum(pattern) >= 2:
                chance = Fraction(1)
                for hit in pattern:
                    chance *= p if hit else 1 - p
                total += chance
        return total

    assert view.data is not None
    assert list(view.data.series[0].values) == [at_least_two_of_three(p) for p in one_roll]
    assert view.data.y_label == "P(success), at least 2 of 3 rolls"
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        series.at_least.setValue(3)
    assert list(view.data.series[0].values) == [p**3 for p in one_roll]
    assert "all 3 rolls" in view.data.title
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        series.plot.setChecked(False)
    assert list(view.data.series[0].values) == one_roll


def test_characters_side_by_side_each_their_own_curve(qtbot: QtBot, view: OddsView,
                                                      rulesets: dict[str, Ruleset]) -> None:
    """Two characters, each a curve across the difficulty with their own sheet's trait,
    and a table of their odds at the marked point; the library is read as it is now."""
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa"
    library = Library()  # in this test's GM_ASSISTANT_HOME
    margot = library.open(library.import_file(samples / "margot-delacroix.yaml").stem)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.select("trait", "body")
    bruno = margot.copy()  # saved after the overlay was first read
    bruno.name, bruno.values["body"] = "Bruno", "muscular"  # a body rated S
    library.save(bruno)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.side_check.setChecked(True)
    data = view.data
    assert data is not None and data.overlays == ()
    curves = {one.name: one.values for one in data.series}
    assert set(curves) == {"Margot Delacroix", "Bruno"}
    levels = rulesets["maofa"].scales["difficulty"].keys
    assert curves["Margot Delacroix"] == tuple(maofa_success("A", d, 0) for d in levels)
    assert curves["Bruno"] == tuple(maofa_success("S", d, 0) for d in levels)
    assert "one curve per character" in data.title
    table = view.overlay.summary.text()
    assert "Bruno" in table and "(5/6)" in table and "(7/12)" in table  # at Moderate

    people = view.overlay.people
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):  # one curve only
        people.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert len(view.data.series) == 1


def test_a_character_whose_sheet_gives_no_usable_value_is_named_not_marked(
        qtbot: QtBot, view: OddsView, rulesets: dict[str, Ruleset]) -> None:
    """Cleo's sheet has no Body: she is not marked, the panel says so, and side by side
    her curve takes the trait shown (Trained, here)."""
    samples = Path(__file__).resolve().parents[2] / "resources" / "samples" / "maofa"
    library = Library()  # in this test's GM_ASSISTANT_HOME
    margot = library.open(library.import_file(samples / "margot-delacroix.yaml").stem)
    cleo = margot.copy()
    cleo.name = "Cleo"
    del cleo.values["body"]
    library.save(cleo)
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.select("trait", "body")
    assert {p.names for p in view.data.overlays} == {("Margot Delacroix",)}
    assert "Cleo: <i>no usable value</i>" in view.overlay.summary.text()

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.inputs.set_values({"trait": "T"})
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.overlay.side_check.setChecked(True)
    table = view.overlay.summary.text()
    assert "Cleo" in table and "no usable Trait rating" in table
    levels = rulesets["maofa"].scales["difficulty"].keys
    curves = {one.name: one.values for one in view.data.series}
    assert curves["Cleo"] == tuple(maofa_success("T", d, 0) for d in levels)
    assert curves["Margot Delacroix"] == tuple(maofa_success("A", d, 0) for d in levels)

    with qtbot.waitSignal(view.plot_updated, timeout=10_000):  # bands: no character curves
        view.set_plot_choice(measure="bands")
    assert view.data.characters == () and "Trait rating T" in view.data.subtitle
    assert "Cleo: <i>no usable value</i>" in view.overlay.summary.text()


def test_the_legend_follows_the_marked_curve(qtbot: QtBot, view: OddsView) -> None:
    """The marked curve is drawn bold, in the plot and in its legend; marking another
    curve redraws the legend's samples (they kept the old one bold)."""
    before = [sample for sample, _label in view.plot.legend.items]
    with qtbot.waitSignal(view.plot_updated, timeout=10_000):
        view.inputs.set_values({"trait": "S"})
    after = [sample for sample, _label in view.plot.legend.items]
    assert len(after) == len(before) and not set(map(id, after)) & set(map(id, before))
    widths = [sample.item.opts["pen"].widthF() for sample in after]
    assert [i for i, w in enumerate(widths) if w == max(widths)] == [list(TASK).index("S")]
