"""OddsView: the Odds area. Pick a check, the input to sweep and the curves, and read the odds.

The numbers come from the core (`curve`/`grid`) through `OddsWorker`, off the GUI thread;
this view only arranges controls and hands requests over.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.play.character_odds import SideBySide
from gm_assistant.core.probability_text import fraction_text, percent_text
from gm_assistant.core.rules.compiled import CheckSpec, LevelKey, Ruleset
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.common.check_inputs import CheckInputsPanel
from gm_assistant.ui.odds.dice_expression import DiceExpressionDialog
from gm_assistant.ui.odds.odds_choice import OddsChoicePanel, default_axes
from gm_assistant.ui.odds.odds_data import PlotData, PlotRequest, write_csv
from gm_assistant.ui.odds.odds_overlay import OverlayPanel
from gm_assistant.ui.odds.odds_plot import OddsPlot
from gm_assistant.ui.odds.odds_worker import OddsWorker
from gm_assistant.ui.odds.series_panel import SeriesPanel

__all__ = ["OddsView", "default_axes"]

translate = QCoreApplication.translate

_DRAWN_BEFORE_LIMIT = 256
_FILE_TYPES = {"png": QT_TRANSLATE_NOOP("OddsView", "PNG image (*.png)"),
               "svg": QT_TRANSLATE_NOOP("OddsView", "SVG drawing (*.svg)"),
               "csv": QT_TRANSLATE_NOOP("OddsView", "CSV table (*.csv)")}


class OddsView(QWidget):
    """The Odds area: a check, its inputs and resources on the left, the plot on the right.

    Signals:
        plot_updated: emitted after every redraw of the plot (data or message).
    """

    plot_updated = Signal()

    def __init__(self, parent: QWidget | None = None, *,
                 edited: EditedSheets | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OddsView")
        self._edited = edited
        self.ruleset: Ruleset | None = None
        self._remembered: dict[str, dict[str, object]] = {}
        self._serial = 0
        # Plots already computed, newest last: going back to one redraws at once.
        self._drawn_before: dict[tuple[object, ...], PlotData] = {}
        self._last_dir = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        self.worker = OddsWorker(self)
        self.worker.computed.connect(self._on_worker_computed)
        self.worker.failed.connect(self._on_worker_failed)
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.setInterval(0)
        self._redraw_timer.timeout.connect(self._on_redraw_timer_timeout)
        self._build()
        self._build_actions()
        self._set_enabled(False)
        self.plot.show_message(translate("OddsView", "Pick a ruleset to see its odds."))

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(splitter)

        controls = QWidget()
        controls.setObjectName("OddsControls")
        column = QVBoxLayout(controls)
        column.setContentsMargins(4, 4, 8, 4)
        self.choice = OddsChoicePanel(controls)
        self.choice.check_chosen.connect(self._on_choice_check_chosen)
        self.choice.choice_changed.connect(self._on_choice_changed)
        column.addWidget(self.choice)
        self.check_combo = self.choice.check_combo
        self.measure_combo = self.choice.measure_combo
        self.outcome_combo = self.choice.outcome_combo
        self.x_combo = self.choice.x_combo
        self.series_combo = self.choice.series_combo
        self.inputs = CheckInputsPanel(
            controls, title=translate("OddsView", "Inputs (the marked point)"))
        self.inputs.values_changed.connect(self._schedule_redraw)
        column.addWidget(self.inputs)
        self.overlay = OverlayPanel(controls, edited=self._edited)
        self.overlay.overlay_changed.connect(self._schedule_redraw)
        column.addWidget(self.overlay)
        self.overlay_check = self.overlay.enable_check
        self.series = SeriesPanel(controls)
        self.series.plot_changed.connect(self._schedule_redraw)
        column.addWidget(self.series)
        column.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(controls)
        self._controls = controls
        scroll.setMinimumWidth(300)
        splitter.addWidget(scroll)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.plot = OddsPlot()
        self.plot.redrawn.connect(self.plot_updated)
        self.plot.hovered.connect(self._on_plot_hovered)
        right_layout.addWidget(self.plot, 1)
        bottom = QHBoxLayout()
        self.readout = QLabel()
        self.readout.setObjectName("odds_readout")
        # The readout has a line of its own, wrapped, so it is never cut (at any text size);
        # it must not widen the window, so it wraps instead of growing.
        self.readout.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.readout.setWordWrap(True)
        self.readout.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right_layout.addWidget(self.readout)
        # While a sweep runs (a large pool can take minutes) the plot is faded and says
        # it shows the previous inputs; a newer request replaces it (see `OddsWorker`).
        self._fade = QGraphicsOpacityEffect(self.plot)
        self._fade.setOpacity(0.35)
        self._fade.setEnabled(False)
        self.plot.setGraphicsEffect(self._fade)
        self.busy_bar = QProgressBar()
        self.busy_bar.setObjectName("odds_busy_bar")
        self.busy_bar.setRange(0, 0)  # no end known: Qt's "busy" animation
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.hide()
        # On a row of their own: beside the buttons the status was squeezed to nothing.
        working = QHBoxLayout()
        working.addWidget(self.busy_bar)
        self.status = QLabel()
        self.status.setObjectName("odds_status")
        self.status.hide()
        working.addWidget(self.status, 1)
        right_layout.addLayout(working)
        bottom.addStretch(1)
        # Any roll: 4d6kh3, 3d6 >= 10.
        self.dice_button = QPushButton(translate("OddsView", "&Dice expression…"))
        self.dice_button.clicked.connect(lambda: DiceExpressionDialog(self).show())
        bottom.addWidget(self.dice_button)
        self.export_buttons: dict[str, QPushButton] = {}
        for kind in _FILE_TYPES:
            button = QPushButton(
                translate("OddsView", "Export {format}…").format(format=kind.upper()))
            button.setObjectName(f"export_{kind}_button")
            bottom.addWidget(button)
            self.export_buttons[kind] = button
        right_layout.addLayout(bottom)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([340, 900])

    def _build_actions(self) -> None:
        self.export_actions: dict[str, QAction] = {}
        for kind in _FILE_TYPES:
            action = QAction(translate("OddsView", "Export odds plot as {format}…").format(
                format=kind.upper()), self)
            action.triggered.connect(lambda _checked=False, k=kind: self._on_export_requested(k))
            self.export_buttons[kind].clicked.connect(action.trigger)
            self.export_actions[kind] = action
        self.export_png_action = self.export_actions["png"]
        self.export_svg_action = self.export_actions["svg"]
        self.export_csv_action = self.export_actions["csv"]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_controls()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_controls()

    def _fit_controls(self) -> None:
        """Give the controls their natural width (a larger font needs more), within reason."""
        total = sum(self.splitter.sizes())
        if total <= 0:
            return
        wanted = self._controls.sizeHint().width() + 24
        # Up to half the width: at text size 1.25 a long choice ("Modifier (items,
        # triggers, minus Skill Damage)") needs it, and the plot keeps the other half.
        left = max(300, min(wanted, int(total * 0.5)))
        self.splitter.setSizes([left, total - left])

    def _set_enabled(self, enabled: bool) -> None:
        self.choice.setEnabled(enabled)
        for widget in self.export_buttons.values():
            widget.setEnabled(enabled)
        for action in self.export_actions.values():
            action.setEnabled(enabled)

    # --- public API ---------------------------------------------------------------------

    @property
    def check_id(self) -> str | None:
        """The chosen check's id."""
        return self.choice.check_id

    @property
    def spec(self) -> CheckSpec | None:
        """The chosen check."""
        return self.choice.spec

    @property
    def data(self) -> PlotData | None:
        """What the plot shows now."""
        return self.plot.data

    def take_focus(self) -> None:
        """Put the keyboard focus on the check to plot (Tab then walks the controls)."""
        self.check_combo.setFocus()

    @property
    def busy(self) -> bool:
        """True while the odds plotted are being worked out."""
        return self.worker.busy

    @property
    def stale(self) -> bool:
        """True while the plot shows the previous inputs' numbers and newer ones are being
        worked out (the plot is faded and the status says so)."""
        return self._fade.isEnabled()

    def _set_working(self, working: bool) -> None:
        self._fade.setEnabled(working)
        self.busy_bar.setVisible(working)
        self.status.setVisible(working)
        self.status.setText(translate(
            "OddsView", "Working out the odds… the plot shows the previous inputs")
            if working else "")

    @property
    def undo_stack(self) -> QUndoStack | None:
        """Nothing to undo here (inputs are choices, not edits): the window's stack."""
        return None

    def confirm_close(self) -> bool:
        """Nothing here is kept in a file."""
        return True

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show the checks of `ruleset` (None: nothing to show)."""
        self._remember()
        self.ruleset = ruleset
        has_checks = ruleset is not None and bool(ruleset.checks)
        self._set_enabled(has_checks)
        if not has_checks:
            self.choice.set_ruleset(ruleset, {})
            self.overlay.set_check(ruleset, None, [])
            self.inputs.set_check(None)
            self.worker.cancel()  # a sweep still running is for another ruleset
            self._set_working(False)
            self._set_readout("")
            self.plot.show_message(
                translate("OddsView", "Pick a ruleset to see its odds.") if ruleset is None
                else translate("OddsView", "{ruleset} has no checks to plot.").format(
                    ruleset=ruleset.name))
            return
        assert ruleset is not None
        self.choice.set_ruleset(ruleset, self._remembered.get(ruleset.id, {}))

    def show_check(self, check_id: str, inputs: Mapping[str, object]) -> None:
        """Plot `check_id` with `inputs` (the point clicked in the charts area) marked."""
        index = self.check_combo.findData(check_id)
        if index < 0:
            return
        if index == self.check_combo.currentIndex():
            self.inputs.set_values(inputs)
            return
        self.choice.select_check(index, {"values": dict(inputs)})

    def set_plot_choice(self, *, measure: str | None = None, outcome: str | None = None,
                        x_input: str | None = None, series_input: str | None = None,
                        no_series: bool = False) -> None:
        """Choose what to plot (as the combo boxes would); unknown choices are ignored."""
        self.choice.set_plot_choice(measure=measure, outcome=outcome, x_input=x_input,
                                    series_input=series_input, no_series=no_series)

    def redraw_now(self) -> None:
        """Ask for a redraw at once (normally changes are gathered for one event loop turn)."""
        self._redraw_timer.stop()
        self._on_redraw_timer_timeout()

    # --- choosing -----------------------------------------------------------------------

    def _on_choice_check_chosen(self, spec: CheckSpec, values: object) -> None:
        self.inputs.set_check(spec, values if isinstance(values, Mapping) else None)

    def _on_choice_changed(self) -> None:
        self.inputs.set_marks(self.choice.marks())
        preferred = [n for n in (self.choice.series_input, self.choice.x_input) if n]
        self.overlay.blockSignals(True)
        self.overlay.set_check(self.ruleset, self.spec, preferred)
        self.overlay.blockSignals(False)
        self._schedule_redraw()

    def _remember(self) -> None:
        if self.ruleset is None or self.check_id is None:
            return
        self._remembered[self.ruleset.id] = {**self.choice.state(),
                                             "values": self.inputs.values()}

    # --- drawing ------------------------------------------------------------------------

    def _schedule_redraw(self) -> None:
        self._redraw_timer.start()

    def _on_redraw_timer_timeout(self) -> None:
        spec, x_input = self.spec, self.choice.x_input
        if self.ruleset is None or spec is None or x_input is None:
            return
        self._serial += 1
        inputs: dict[str, LevelKey] = self.inputs.values()
        self.series.show_point(self.ruleset, spec.id, inputs)
        request = PlotRequest(
            ruleset=self.ruleset,
            check_id=spec.id,
            inputs=inputs,
            x_input=x_input,
            series_input=self.choice.series_input,
            measure=self.choice.measure,
            outcome=self.choice.outcome,
            serial=self._serial,
            rolls=self.series.plotted(),
            characters=self.overlay.characters(),
            pick=self.overlay.pick(x_input),
        )
        seen = self._drawn_before.get(self._key(request))
        if seen is not None:  # drawn before: no thread, no wait, same frame
            self.worker.cancel()
            self._on_worker_computed(seen)
            return
        self._set_working(True)
        self.worker.request(request)

    @staticmethod
    def _key(request: PlotRequest) -> tuple[object, ...]:
        # The ruleset by identity: a house-rule edit makes a new Ruleset object; so are
        # the characters' sheets: the overlay loads new ones to follow the library.
        return (id(request.ruleset), request.check_id, tuple(request.inputs.items()),
                request.x_input, request.series_input, request.measure, request.outcome,
                request.rolls, request.pick, request.characters)

    def _on_worker_computed(self, data: PlotData) -> None:
        key = self._key(data.request)
        self._drawn_before.pop(key, None)
        self._drawn_before[key] = data  # newest last; the oldest go first
        while len(self._drawn_before) > _DRAWN_BEFORE_LIMIT:
            del self._drawn_before[next(iter(self._drawn_before))]
        self._set_working(False)
        self.plot.show_data(data)
        self._set_readout(self._current_text(data))
        if isinstance(data.request.pick, SideBySide) and data.x_current is not None:
            at = data.x_long[data.x_current]
            curves = zip(data.characters, data.series, strict=True) if data.characters else ()
            self.overlay.show_odds([(one.character, series.values[data.x_current])
                                    for one, series in curves],
                                   translate("OddsView", "{input} {value}, {odds}").format(
                                       input=data.x_label, value=at, odds=data.y_label))

    def _on_worker_failed(self, request: PlotRequest, message: str) -> None:
        self._set_working(False)
        self._set_readout("")
        self.plot.show_message(translate(
            "OddsView", "These odds cannot be computed:\n{reason}").format(reason=message))

    def _on_plot_hovered(self, text: str) -> None:
        data = self.plot.data
        if text:
            self._set_readout(text.replace("\n", "  ·  "))
        elif data is not None:
            self._set_readout(self._current_text(data))

    def _set_readout(self, text: str) -> None:
        self.readout.setText(text)
        self.readout.setToolTip(text)

    @staticmethod
    def _current_text(data: PlotData) -> str:
        if data.x_current is None or not data.series:
            return ""
        at = translate("OddsView", "{input} {value}").format(
            input=data.x_label, value=data.x_long[data.x_current])
        if data.stacked:
            return translate("OddsView", "Marked: {point} (hover a band for its exact odds)"
                             ).format(point=at)
        index = data.series_current if data.series_current is not None else 0
        series = data.series[index]
        if len(data.series) > 1:
            at = translate("OddsView", "{series} {name}, {point}").format(
                series=data.series_label, name=series.name, point=at)
        value = series.values[data.x_current]
        return translate("OddsView", "Marked: {point}: {odds} = {fraction} = {percent}").format(
            point=at, odds=data.y_label, fraction=fraction_text(value),
            percent=percent_text(value, 2))

    # --- export -------------------------------------------------------------------------

    def export_png(self, path: Path | str, width: int = 1600) -> None:
        """Save the plot as a PNG image."""
        self.plot.export_png(Path(path), width)

    def export_svg(self, path: Path | str) -> None:
        """Save the plot as an SVG drawing."""
        self.plot.export_svg(Path(path))

    def export_csv(self, path: Path | str) -> int:
        """Save the plotted numbers (exact fractions and percentages) as CSV; returns rows."""
        if self.plot.data is None:
            raise ValueError("nothing is plotted yet")
        return write_csv(self.plot.data, Path(path))

    def _on_export_requested(self, kind: str) -> None:
        if self.plot.data is None:
            return
        request = self.plot.data.request
        suggested = Path(self._last_dir or ".") / f"{request.ruleset.id}-{request.check_id}.{kind}"
        chosen, _ = QFileDialog.getSaveFileName(
            self, translate("OddsView", "Export the odds plot as {format}").format(
                format=kind.upper()),
            str(suggested), translate("OddsView", str(_FILE_TYPES[kind])))
        if not chosen:
            return
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(f".{kind}")
        self._last_dir = str(path.parent)
        try:
            {"png": self.export_png, "svg": self.export_svg, "csv": self.export_csv}[kind](path)
        except OSError as error:
            QMessageBox.warning(self, translate("OddsView", "Export failed"),
                                translate("OddsView", "Could not write {path}:\n{reason}")
                                .format(path=path, reason=error.strerror or error))

