"""The Charts area: every chart of the ruleset, chart paths, odds tables and house rules."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.house_rules import (
    can_override,
    overridden_rows,
    plan_cell_edit,
    plan_chart_revert,
)
from gm_assistant.core.odds import check_odds
from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.core.rules.chart_links import dice_column_odds, linked_charts, path_check
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.ui.charts.chart_panel import ChartPanel
from gm_assistant.ui.charts.house_rule_commands import OverrideFileCommand
from gm_assistant.ui.charts.odds_table_panel import OddsTablePanel
from gm_assistant.ui.common.level_format import level_text
from gm_assistant.ui.errors import show_error

if TYPE_CHECKING:
    from gm_assistant.ui.ruleset_store import RulesetStore

__all__ = ["ChartsView"]

translate = QCoreApplication.translate


class ChartsView(QWidget):
    """Printed charts on the left, odds tables from the checks on the right.

    Picking a cell of a chart whose cells are levels of a scale highlights it and the
    matching row of every chart whose rows are that scale (with the chance of each dice
    total). Double-clicking a cell changes it as a house rule, through `undo_stack`.

    Args:
        parent: Parent widget.
        store: The ruleset store (needed for house rules: reload after a change).
        undo_stack: Where house-rule edits go (none: charts are read-only).
    """

    odds_requested = Signal(str, dict)
    """(check id, inputs): the user asked for the full odds of a check."""
    ready = Signal()
    """The charts and the odds table are drawn for the current ruleset."""

    def __init__(self, parent: QWidget | None = None, store: RulesetStore | None = None,
                 undo_stack: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChartsView")
        self._store = store
        self._undo_stack = undo_stack
        self._ruleset: Ruleset | None = None
        self.panels: dict[str, ChartPanel] = {}
        self._path: tuple[str, LevelKey, LevelKey | None] | None = None

        self.hint = QLabel(self)
        self.hint.setObjectName("ChartsHint")
        self.hint.setWordWrap(True)
        self.charts_box = QWidget(self)
        self.charts_layout = QVBoxLayout(self.charts_box)
        self.charts_layout.setContentsMargins(0, 0, 0, 0)
        self.charts_layout.addStretch(1)
        self.charts_scroll = QScrollArea(self)
        self.charts_scroll.setObjectName("ChartsScroll")
        self.charts_scroll.setWidgetResizable(True)
        self.charts_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.charts_scroll.setWidget(self.charts_box)
        self.charts_scroll.viewport().installEventFilter(self)
        # The hint above the scrolled charts, not in them: it wraps in the width shown
        # (in the scroll area it was as wide as the widest chart, cut at font scale 1.25).
        charts_column = QWidget(self)
        column_layout = QVBoxLayout(charts_column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.addWidget(self.hint)
        column_layout.addWidget(self.charts_scroll, 1)

        self.odds_panel = OddsTablePanel(self)
        self.odds_panel.odds_requested.connect(self.odds_requested)
        # Shared out again before `ready` says the area is drawn.
        self.odds_panel.table_ready.connect(self._on_odds_panel_table_ready)
        self.odds_panel.table_ready.connect(self.ready)
        self._sized_for_grid = False
        """The columns were shared out knowing the first odds grid's width."""

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("ChartsSplitter")
        self.splitter.addWidget(charts_column)
        self.splitter.addWidget(self.odds_panel)
        self.splitter.setChildrenCollapsible(False)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.empty, 1)
        self.set_ruleset(None)
        if store is not None:
            store.reloaded.connect(self._on_store_reloaded)

    # --- public -------------------------------------------------------------------

    @property
    def ruleset(self) -> Ruleset | None:
        """The ruleset shown."""
        return self._ruleset

    @property
    def busy(self) -> bool:
        """True while the odds table is being computed."""
        return self.odds_panel.busy

    @property
    def undo_stack(self) -> QUndoStack | None:
        """House-rule edits: the window's own stack, given to the area."""
        return self._undo_stack

    def take_focus(self) -> None:
        """Coming to the area: the odds table's check, the first control."""
        self.odds_panel.check_combo.setFocus()

    def confirm_close(self) -> bool:
        """A house-rule edit is written to its file at once: nothing waits."""
        return True

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show the charts and checks of `ruleset` (None: an empty area).

        The same ruleset again (after a reload) keeps the path, scroll and choices.
        """
        if ruleset is not None and ruleset is self._ruleset:
            return
        same = (ruleset is not None and self._ruleset is not None
                and ruleset.id == self._ruleset.id and set(ruleset.charts) == set(self.panels))
        self._ruleset = ruleset
        self.splitter.setVisible(ruleset is not None)
        self.empty.setVisible(ruleset is None)
        self.empty.setText(
            translate("ChartsView", "Pick a ruleset in the toolbar to see its charts."))
        if ruleset is None:
            self._clear_panels()
            self.odds_panel.set_ruleset(None)
            return
        if same:
            for panel in self.panels.values():
                panel.set_ruleset(ruleset)
        else:
            self._path = None
            self._build_panels(ruleset)
        self._mark_overrides()
        self._apply_path()
        self._update_hint()
        self._sized_for_grid = False
        self.odds_panel.set_ruleset(ruleset)
        self._size_splitter()

    def _on_odds_panel_table_ready(self) -> None:
        # Once per ruleset, when its first grid is measured; not at every check or input
        # picked, which would undo the GM's own dragging of the splitter.
        if not self._sized_for_grid and self.isVisible():
            self._sized_for_grid = True
            self._size_splitter()

    def _on_store_reloaded(self) -> None:
        if self._store is not None and self._ruleset is not None:
            self.set_ruleset(self._store.ruleset(self._ruleset.id))

    def pick(self, chart_id: str, row_key: LevelKey, column_key: LevelKey | None) -> None:
        """Pick a cell of a chart, as a click does: highlights its path."""
        self._path = (chart_id, row_key, column_key)
        self._apply_path()

    # --- panels -------------------------------------------------------------------

    def _editable(self, ruleset: Ruleset) -> bool:
        if self._store is None or self._undo_stack is None:
            return False
        entry = self._store.entry(ruleset.id)
        return entry is not None and can_override(entry)

    def _clear_panels(self) -> None:
        for panel in self.panels.values():
            self.charts_layout.removeWidget(panel)
            panel.deleteLater()
        self.panels = {}

    def _build_panels(self, ruleset: Ruleset) -> None:
        self._clear_panels()
        editable = self._editable(ruleset)
        for position, chart_id in enumerate(ruleset.charts):
            panel = ChartPanel(ruleset, chart_id, editable, self.charts_box)
            panel.cell_picked.connect(self._on_panel_cell_picked)
            panel.revert_requested.connect(self._on_panel_revert_requested)
            panel.model.cell_edit_requested.connect(self._on_model_cell_edit_requested)
            if dice_column_odds(ruleset, chart_id) is not None:
                panel.reserve_for_percentages()
            self.charts_layout.insertWidget(position, panel)
            self.panels[chart_id] = panel
        self.charts_scroll.setVisible(bool(self.panels))
        self._fit_panel_texts()

    def _fit_panel_texts(self) -> None:
        width = self.charts_scroll.viewport().width()
        for panel in self.panels.values():
            panel.fit_texts(width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.charts_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_panel_texts()  # the charts' titles wrap in the width shown
            # The scroll area sized the charts before their titles narrowed: size them
            # again, or a narrower column kept them wider than it (a sideways scroll bar).
            self._fit_charts_box()
        return super().eventFilter(watched, event)

    def _fit_charts_box(self) -> None:
        box = self.charts_box
        # The panels laid out now with their titles' new widths (not at the next event
        # loop pass: the area says it is ready before that).
        for panel in self.panels.values():
            panel_layout = panel.layout()
            if panel_layout is not None:
                panel_layout.invalidate()
                panel_layout.activate()
        layout = box.layout()
        assert layout is not None  # made in __init__
        layout.invalidate()
        layout.activate()
        viewport = self.charts_scroll.viewport()
        width = max(viewport.width(), box.minimumSizeHint().width())
        # As high as its titles, wrapped in that width, need (they wrap onto more lines).
        high = box.heightForWidth(width) if box.hasHeightForWidth() else -1
        height = max(viewport.height(), high if high >= 0 else box.minimumSizeHint().height())
        if box.size().toTuple() != (width, height):
            box.resize(width, height)

    def _mark_overrides(self) -> None:
        entry = self._store.entry(self._ruleset.id) \
            if self._store is not None and self._ruleset is not None else None
        for chart_id, panel in self.panels.items():
            panel.set_overridden_rows(overridden_rows(entry, chart_id) if entry else [])
        self._fit_panel_texts()  # a Revert button takes room from its title

    def _update_hint(self) -> None:
        ruleset = self._ruleset
        if ruleset is None:
            return
        sources = [c for c in ruleset.charts if linked_charts(ruleset, c)]
        tips = []
        if sources:
            names = ", ".join(f"“{ruleset.charts[c].label}”" for c in sources)
            tips.append(translate(
                "ChartsView", "Click a cell of {charts} to follow it into the next chart.")
                .format(charts=names))
        if any(p.model.editable for p in self.panels.values()):
            tips.append(translate(
                "ChartsView", "Double-click a cell to change it as a house rule (Ctrl+Z undoes)."))
        self.hint.setText(" ".join(tips))
        self.hint.setVisible(bool(tips))

    def _size_splitter(self) -> None:
        if not self.panels:
            self.splitter.setSizes([0, 1])
            return
        # The charts column as wide as its widest chart and the odds panel as wide as its
        # grid, when the area holds both (the rest shared out evenly). Else the widest
        # chart whole if the odds panel keeps its minimum (its grid scrolls sideways),
        # else the grid whole if the charts keep a third, else half each. (Half at most,
        # as before, cut AdOM's approaches and MAoFA's dice charts even at text size 1.)
        charts = max(panel.view.sizeHint().width() + panel.chrome_width()
                     for panel in self.panels.values())
        charts += self.charts_scroll.verticalScrollBar().sizeHint().width() \
            + 2 * self.charts_scroll.frameWidth()
        total = max(self.splitter.width(), 1200) - self.splitter.handleWidth()
        odds = self.odds_panel.wanted_width()
        if charts + odds <= total:  # both whole; what is left over shared out evenly
            left = charts + (total - charts - odds) // 2
        elif total - charts >= self.odds_panel.minimumSizeHint().width():
            left = charts
        elif total - odds >= total // 3:
            left = total - odds
        else:
            left = total // 2
        self.splitter.setSizes([left, max(total - left, 300)])

    # --- chart paths ----------------------------------------------------------------

    def _apply_path(self) -> None:
        ruleset = self._ruleset
        for panel in self.panels.values():
            panel.model.clear_path()
            panel.set_caption("")
        if ruleset is None or self._path is None or self._path[0] not in self.panels:
            return
        chart_id, row_key, column_key = self._path
        source = self.panels[chart_id]
        targets = [t for t in linked_charts(ruleset, chart_id) if t in self.panels]
        if not targets:
            odds = dice_column_odds(ruleset, chart_id)
            if odds is not None:
                source.model.set_path_row(row_key, odds)
            return
        source.model.set_path_cell(row_key, column_key)
        value = ruleset.charts[chart_id].cell[(row_key, column_key)]
        for target in targets:
            self.panels[target].model.set_path_row(value, dice_column_odds(ruleset, target))
        source.set_caption(self._path_caption(chart_id, row_key, column_key, value, targets))

    def _path_caption(self, chart_id: str, row_key: LevelKey, column_key: LevelKey | None,
                      value: LevelKey, targets: list[str]) -> str:
        ruleset = self._ruleset
        assert ruleset is not None
        chart = ruleset.charts[chart_id]
        picked = level_text(chart.rows, row_key)
        if chart.columns is not None and column_key is not None:
            picked += f" × {level_text(chart.columns, column_key)}"
        result = level_text(chart.cells_scale, value) if chart.cells_scale else str(value)
        rows = ", ".join(f"“{ruleset.charts[t].label}”" for t in targets)
        text = translate(
            "ChartsView", "{picked} → <b>{result}</b>: highlighted row of {charts}.").format(
            picked=html.escape(picked), result=html.escape(result), charts=html.escape(rows))
        path = path_check(ruleset, chart_id, targets[0])
        if path is None:
            return text
        inputs: dict[str, object] = {path.row_input: row_key}
        if path.column_input is not None:
            inputs[path.column_input] = column_key
        try:
            odds = check_odds(ruleset, path.check_id, inputs)
        except GMAssistantError:
            return text
        label = ruleset.checks[path.check_id].label
        return text + "<br>" + translate(
            "ChartsView", "{check} with the defaults (no resources spent): "
            "P(success) = {fraction} = {percent}.").format(
            check=html.escape(label), fraction=fraction_text(odds.p_success),
            percent=percent_text(odds.p_success, 1))

    def _on_panel_cell_picked(self, chart_id: str, row_key: LevelKey,
                              column_key: LevelKey | None) -> None:
        self.pick(chart_id, row_key, column_key)

    # --- house rules ----------------------------------------------------------------

    def _report(self, error: BaseException, context: str) -> None:
        show_error(self.window(), error, title=translate("ChartsView", "House rule not saved"),
                   context=context)

    def _push(self, text: str, plan_maker: object) -> None:
        assert self._store is not None and self._undo_stack is not None
        store = self._store
        ruleset = self._ruleset
        entry = store.entry(ruleset.id) if ruleset is not None else None
        if entry is None or not can_override(entry):
            return
        try:
            plan = plan_maker(entry)  # type: ignore[operator]
        except (GMAssistantError, OSError, KeyError) as error:
            self._report(error, translate(
                "ChartsView", "{change}: the house-rule file was left as it was.").format(
                    change=text))
            return
        if not plan.changes_anything:
            return
        # Said over the window, not this view: the command lives in the window's stack
        # and may be undone after a language change has made the area again.
        window = self.window()

        def report(error: BaseException) -> None:
            show_error(window, error, title=translate("ChartsView", "House rule not saved"),
                       context=translate("ChartsView", "{change}: could not write {file}.")
                       .format(change=text, file=plan.file))

        command = OverrideFileCommand(text, plan, store.reload, report)
        self._undo_stack.push(command)

    def _on_model_cell_edit_requested(self, chart_id: str, row_key: LevelKey,
                                      column_key: LevelKey | None, value: LevelKey) -> None:
        if self._ruleset is None:
            return
        chart = self._ruleset.charts[chart_id]
        where = str(row_key) if column_key is None else f"{row_key}, {column_key}"
        # Later, not inside the editor's commit: the reload resets the model, which must
        # not happen while the view is still closing the cell editor.
        QTimer.singleShot(0, lambda: self._push(
            translate("ChartsView", "Change {chart} [{cell}] to {value}").format(
                chart=chart.label, cell=where, value=value),
            lambda entry: plan_cell_edit(entry, chart_id, row_key, column_key, value)))

    def _on_panel_revert_requested(self, chart_id: str) -> None:
        if self._ruleset is None:
            return
        chart = self._ruleset.charts[chart_id]
        self._push(translate("ChartsView", "Revert {chart} to the book").format(chart=chart.label),
                   lambda entry: plan_chart_revert(entry, chart_id))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._ruleset is not None:
            # Sizes set before the first layout are scaled, not kept: set them again.
            QTimer.singleShot(0, self._size_splitter)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.isVisible():
            # A larger text size widens the charts: the column made room for them again,
            # once their headers have been measured with the new font.
            QTimer.singleShot(0, self, self._size_splitter)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            for panel in self.panels.values():
                panel.model.refresh_colours()
            self.odds_panel.model.refresh_colours()
            self.odds_panel.legend.update()

