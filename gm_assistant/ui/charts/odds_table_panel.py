"""OddsTablePanel: pick a check and two of its inputs, see the odds as a heat-map table."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QLinearGradient, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.rules.compiled import InputInfo, LevelKey, Ruleset
from gm_assistant.ui.background import BackgroundRunner
from gm_assistant.ui.charts.odds_table_model import (
    OUTCOMES,
    OddsTable,
    OddsTableModel,
    build_odds_table,
)
from gm_assistant.ui.common.check_readings import CheckReadings
from gm_assistant.ui.common.copyable_table import CopyableTableView
from gm_assistant.ui.common.level_format import input_value_text, mid_sentence
from gm_assistant.ui.errors import show_error
from gm_assistant.ui.theme import heat_colour, is_dark

__all__ = ["ControlGrid", "HeatLegend", "OddsFooter", "OddsTablePanel"]

translate = QCoreApplication.translate

MAX_CONTROL_COLUMNS = 3
"""The most inputs side by side above the table (each a label and its control)."""
_LEGEND_GAP = 3
"""Half the pixels the heat legend keeps between its bar and each end label."""


class ControlGrid(QWidget):
    """The check's inputs that are not swept, each a label and its control, in as many
    columns (up to `MAX_CONTROL_COLUMNS`) as the width allows: its narrowest is one
    column, so a check with many inputs never widens the panel and squeezes the charts
    beside it (three columns of Spanish labels at text size 1.25 took 1,040 pixels)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.pairs: list[tuple[QLabel, QWidget]] = []
        self.columns = 0
        """How many columns the inputs are laid out in now (0: none laid out)."""

    def set_pairs(self, pairs: list[tuple[QLabel, QWidget]]) -> None:
        """Show these labels and controls (the previous ones are deleted)."""
        for label, control in self.pairs:
            self.grid.removeWidget(label)
            self.grid.removeWidget(control)
            label.deleteLater()
            control.deleteLater()
        self.pairs = pairs
        self.columns = 0
        self._arrange(self._fitting(self.width()))
        self.setVisible(bool(pairs))
        self.updateGeometry()

    def _needed(self, columns: int, minimum: bool = False) -> int:
        """The width the inputs take in `columns` columns: in each column its widest
        label and its widest control side by side (the grid gives every row of a column
        the same widths)."""
        spacing = max(self.grid.horizontalSpacing(), 0)

        def width(widget: QWidget) -> int:
            return (widget.minimumSizeHint() if minimum else widget.sizeHint()).width()

        total = spacing * (2 * columns - 1)
        for column in range(columns):
            in_column = self.pairs[column::columns]
            total += max((width(label) for label, _ in in_column), default=0)
            total += max((width(control) for _, control in in_column), default=0)
        return total

    def _fitting(self, width: int) -> int:
        """How many columns fit in `width` (at least one)."""
        if not self.pairs:
            return 0
        most = min(MAX_CONTROL_COLUMNS, len(self.pairs))
        return next((columns for columns in range(most, 1, -1)
                     if self._needed(columns) <= width), 1)

    def _arrange(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for label, control in self.pairs:
            self.grid.removeWidget(label)
            self.grid.removeWidget(control)
        for position, (label, control) in enumerate(self.pairs):
            row, column = divmod(position, columns)
            self.grid.addWidget(label, row, column * 2, Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(control, row, column * 2 + 1)
        for column in range(MAX_CONTROL_COLUMNS * 2 + 1):
            self.grid.setColumnStretch(column, 0)
        self.grid.setColumnStretch(columns * 2, 1)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        if not self.pairs:
            return QSize(0, 0)
        return QSize(self._needed(1, minimum=True), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(self._fitting(event.size().width()))


class HeatLegend(QWidget):
    """The heat map's colour scale, 0% to 100%: a bar of the cells' colours between its
    two labelled ends, long enough to read a cell's colour against it."""

    BAR_LINES = 12
    """The bar's length it asks for, in lines of text (it grows with the text size)."""
    BAR_LINES_MIN = 7
    """The shortest bar it accepts, in lines of text."""

    def _ends(self) -> tuple[str, str]:
        return "0%", translate("OddsTablePanel", "100% success")

    def _needed(self, bar_lines: int) -> QSize:
        metrics = self.fontMetrics()
        left, right = (metrics.horizontalAdvance(text) for text in self._ends())
        bar = bar_lines * metrics.height()
        return QSize(left + right + bar + 4 * _LEGEND_GAP, metrics.height() + 8)

    def sizeHint(self) -> QSize:
        return self._needed(self.BAR_LINES)

    def minimumSizeHint(self) -> QSize:
        return self._needed(self.BAR_LINES_MIN)

    def bar_rect(self) -> QRectF:
        """Where the colour bar is drawn: between the two end labels, `_LEGEND_GAP`
        pixels from each."""
        metrics = self.fontMetrics()
        left_text, right_text = self._ends()
        left = metrics.horizontalAdvance(left_text) + 2 * _LEGEND_GAP
        right = self.width() - metrics.horizontalAdvance(right_text) - 2 * _LEGEND_GAP
        return QRectF(left, 4, max(right - left, 10), self.height() - 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        left_text, right_text = self._ends()
        bar = self.bar_rect()
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        dark = is_dark(self.palette())
        for step in range(11):
            gradient.setColorAt(step / 10, heat_colour(step / 10, dark))
        painter.fillRect(bar, gradient)
        painter.setPen(self.palette().windowText().color())
        flags = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(0, 0, bar.left() - _LEGEND_GAP, self.height()),
                         flags | Qt.AlignmentFlag.AlignRight, left_text)
        painter.drawText(QRectF(bar.right() + _LEGEND_GAP, 0,
                                self.width() - bar.right() - _LEGEND_GAP, self.height()),
                         flags | Qt.AlignmentFlag.AlignLeft, right_text)
        painter.end()


class OddsFooter(QWidget):
    """The heat legend and the copy buttons under the odds grid: side by side when the
    width allows, else the legend above the buttons. Its narrowest is the stacked one, so
    the footer never holds the panel as wide as both together (552 pixels at text size
    1.25, which cut MAoFA's widest chart beside the panel at column 8)."""

    def __init__(self, legend: HeatLegend, buttons: list[QToolButton],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legend = legend
        self.buttons = QWidget(self)
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(0, 0, 0, 0)
        for button in buttons:
            row.addWidget(button)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.stacked: bool | None = None
        """True when the legend is above the buttons (None: not laid out yet)."""
        self._arrange(stacked=False)

    def _side_by_side(self) -> int:
        """The least width the legend (at its shortest bar) and the buttons take in a row:
        wider, the legend's bar grows up to the length it asks for."""
        spacing = max(self.grid.horizontalSpacing(), 0)
        return (self.legend.minimumSizeHint().width() + spacing
                + self.buttons.sizeHint().width())

    def _arrange(self, stacked: bool) -> None:
        if stacked == self.stacked:
            return
        self.stacked = stacked
        self.grid.removeWidget(self.legend)
        self.grid.removeWidget(self.buttons)
        # The legend at its own length (from its minimum up to what it asks), on the left.
        if stacked:
            self.grid.addWidget(self.legend, 0, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
            self.grid.addWidget(self.buttons, 1, 0, 1, 2, Qt.AlignmentFlag.AlignRight)
        else:
            self.grid.addWidget(self.legend, 0, 0, Qt.AlignmentFlag.AlignLeft)
            self.grid.addWidget(self.buttons, 0, 1, Qt.AlignmentFlag.AlignRight)
        self.grid.setColumnStretch(0, 1)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        width = max(self.legend.minimumSizeHint().width(), self.buttons.minimumSizeHint().width())
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(stacked=event.size().width() < self._side_by_side())


class OddsTablePanel(QWidget):
    """Odds tables built from a ruleset's checks.

    Rows and columns are two inputs of the chosen check (the first two by default), or
    one input down the side and the outcomes across. The other inputs get controls.
    The odds are computed off the GUI thread; `table_ready` says when they are shown.
    Clicking a cell emits `odds_requested(check_id, inputs)`.
    """

    odds_requested = Signal(str, dict)
    table_ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OddsTablePanel")
        self._ruleset: Ruleset | None = None
        self._controls: dict[str, QComboBox | QSpinBox] = {}
        self._values: dict[str, LevelKey] = {}
        self._choices: dict[tuple[str, str], tuple[str, str]] = {}
        self._updating = False
        self._runner = BackgroundRunner(self)
        self._runner.finished.connect(self._on_runner_finished)
        self._runner.failed.connect(self._on_runner_failed)

        title = QLabel("<b>{}</b>".format(translate("OddsTablePanel", "Odds tables")), self)
        self.check_combo = QComboBox(self)
        self.check_combo.setObjectName("CheckCombo")
        self.check_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.check_combo.setMinimumContentsLength(16)
        self.rows_combo = QComboBox(self)
        self.rows_combo.setObjectName("RowsCombo")
        self.columns_combo = QComboBox(self)
        self.columns_combo.setObjectName("ColumnsCombo")
        # The check's rules text and its links scroll in a box of their own, which gives
        # up height (down to `ABOUT_LINES_MIN` lines) for the odds grid's rows: at text
        # size 1.25 in Spanish, AdOM's grid showed 5 of its 11 rows under the text.
        self.about = QScrollArea(self)
        self.about.setObjectName("CheckAbout")
        self.about.setWidgetResizable(True)
        self.about.setFrameShape(QFrame.Shape.NoFrame)
        self.about.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        about_box = QWidget(self.about)
        about_layout = QVBoxLayout(about_box)
        about_layout.setContentsMargins(0, 0, 0, 0)
        self.description = QLabel(about_box)
        self.description.setWordWrap(True)
        self.readings = CheckReadings(about_box)
        about_layout.addWidget(self.description)
        about_layout.addWidget(self.readings)
        self.about.setWidget(about_box)
        self.controls_box = ControlGrid(self)
        self.status = QLabel(self)
        self.status.setObjectName("OddsTableStatus")
        self.status.setWordWrap(True)
        self.model = OddsTableModel(self)
        self.view = CopyableTableView(self)
        self.view.setObjectName("OddsTable")
        # A grid of odds larger than the panel scrolls: the column or row at its edge is
        # partly shown by design (the screenshot walk's cut check reads this).
        self.view.setProperty("grid_scrolls", True)
        self.view.setModel(self.model)
        self.view.setMouseTracking(True)
        # Columns as wide as their titles where the panel has room, else narrower down to
        # their cells, their titles shortened ("Profess…", the whole title in the
        # tooltip): `fit_columns`, again whenever the grid's width or font changes.
        columns = self.view.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        columns.setMinimumSectionSize(52)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.fit_later = QTimer(self)
        """Fits the columns again once the event loop is idle (a resize, a font)."""
        self.fit_later.setSingleShot(True)
        self.fit_later.setInterval(0)
        self.fit_later.timeout.connect(self.fit_columns)
        self.view.installEventFilter(self)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view.clicked.connect(self._on_view_clicked)
        self.legend = HeatLegend(self)
        copy_csv = QToolButton(self)
        copy_csv.setText(translate("OddsTablePanel", "Copy CSV"))
        copy_csv.setToolTip(
            translate("OddsTablePanel", "Copy the whole table as CSV (Ctrl+C in the table)"))
        copy_csv.clicked.connect(self.view.copy_csv_action.trigger)
        copy_markdown = QToolButton(self)
        copy_markdown.setText(translate("OddsTablePanel", "Copy Markdown"))
        copy_markdown.setToolTip(
            translate("OddsTablePanel", "Copy the whole table as a Markdown table (Ctrl+Shift+C)"))
        copy_markdown.clicked.connect(self.view.copy_markdown_action.trigger)

        picker = QHBoxLayout()
        picker.addWidget(self._buddy(translate("OddsTablePanel", "&Check:"), self.check_combo))
        picker.addWidget(self.check_combo, 1)
        # Rows and columns one above the other: side by side, a long name of what varies
        # ("Modifier (items, triggers, minus Skill Damage)") was cut at text size 1.25.
        axes = QGridLayout()
        axes.addWidget(self._buddy(translate("OddsTablePanel", "Ro&ws:"), self.rows_combo), 0, 0)
        axes.addWidget(self.rows_combo, 0, 1)
        axes.addWidget(self._buddy(translate("OddsTablePanel", "C&olumns:"), self.columns_combo),
                       1, 0)
        axes.addWidget(self.columns_combo, 1, 1)
        axes.setColumnStretch(1, 1)
        self.footer = OddsFooter(self.legend, [copy_csv, copy_markdown], self)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(picker)
        layout.addWidget(self.about)
        layout.addLayout(axes)
        layout.addWidget(self.controls_box)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.footer)

        self.check_combo.currentIndexChanged.connect(self._on_check_combo_changed)
        self.rows_combo.currentIndexChanged.connect(self._on_axis_combo_changed)
        self.columns_combo.currentIndexChanged.connect(self._on_axis_combo_changed)

    ABOUT_LINES_MIN = 3
    """The fewest lines of the check's rules text shown when the grid needs the height."""

    SHORTENED_CHARS = 4
    """A column title shortened to fit keeps at least this many characters."""

    def grid_size(self) -> QSize:
        """The odds grid's size with every row and column in sight, each column as wide
        as its title (no scroll bar, no title shortened)."""
        view = self.view
        frame = 2 * view.frameWidth()
        rows, columns = view.verticalHeader(), view.horizontalHeader()
        width = rows.sizeHint().width() if rows.isVisible() else 0
        return QSize(width + sum(self._column_widths()[0]) + frame,
                     columns.sizeHint().height() + rows.length() + frame)

    def _column_widths(self) -> tuple[list[int], list[int]]:
        """Each column's width with its title whole, and its least: its cells, and its
        title shortened to `SHORTENED_CHARS` characters and "…"."""
        view, header = self.view, self.view.horizontalHeader()
        metrics = header.fontMetrics()
        whole, least = [], []
        for column in range(header.count()):
            cells = max(view.sizeHintForColumn(column), header.minimumSectionSize())
            title = header.sectionSizeFromContents(column).width()
            text = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")
            longest = max(text.split("\n"), key=len) if text else ""
            short = title - metrics.horizontalAdvance(longest) + metrics.horizontalAdvance(
                longest[:self.SHORTENED_CHARS] + "…") if len(longest) > self.SHORTENED_CHARS \
                else title
            whole.append(max(cells, title))
            least.append(max(cells, min(short, title)))
        return whole, least

    def fit_columns(self) -> None:
        """Every column in the grid's width: each as wide as its title where they all
        fit, else long row titles on two lines and the column titles shortened as far
        as needed (widest first, never below `_column_widths`' least); only a grid that
        does not fit even so scrolls."""
        self.fit_later.stop()
        view, header, rows = self.view, self.view.horizontalHeader(), self.view.verticalHeader()
        whole, least = self._column_widths()
        # The room beside the row titles, measured from the texts (the headers' own
        # widths follow a change of title only at the next layout).
        metrics = rows.fontMetrics()
        shown = [self.model.row_title(r, self.model.rows_wrapped) for r in range(rows.count())]
        padding = max([rows.sectionSizeFromContents(r).width() - max(
            metrics.horizontalAdvance(line) for line in shown[r].split("\n"))
            for r in range(rows.count())] + [0])

        def titles_width(wrapped: bool) -> int:
            lines = [line for r in range(rows.count())
                     for line in self.model.row_title(r, wrapped).split("\n")]
            return padding + max([metrics.horizontalAdvance(line) for line in lines] + [0])

        inside = view.width() - 2 * view.frameWidth() - (
            view.verticalScrollBar().sizeHint().width()
            if view.verticalScrollBar().isVisible() else 0)
        wrap = rows.count() > 0 and sum(whole) > inside - titles_width(False)
        if wrap != self.model.rows_wrapped:
            self.model.wrap_rows(wrap)
            rows.resizeSections()  # the rows' heights; the header's width follows
        room = inside - (titles_width(wrap) if rows.count() else 0)
        widths = list(whole)
        over = sum(widths) - room
        while over > 0:
            wider = [c for c, width in enumerate(widths) if width > least[c]]
            if not wider:
                break  # as narrow as the titles and cells allow: the grid scrolls
            top = max(widths[c] for c in wider)
            second = max([widths[c] for c in wider if widths[c] < top] + [0])
            tops = [c for c in wider if widths[c] == top]
            step = min(-(-over // len(tops)), top - second,
                       min(top - least[c] for c in tops))
            for column in tops:
                cut = min(step, over)
                widths[column] -= cut
                over -= cut
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        # The grid's sideways scroll bar may have come or gone: the rules text's height
        # follows (it had given the bar's room to a grid that no longer needs it).
        self.share_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Resize,
                                                     QEvent.Type.FontChange):
            self.fit_later.start()
        return super().eventFilter(watched, event)

    def wanted_width(self) -> int:
        """The panel's width with its whole grid in sight (at least its minimum)."""
        layout = self.layout()
        assert layout is not None  # made in __init__
        margins = layout.contentsMargins()
        grid = self.grid_size().width() + self.view.verticalScrollBar().sizeHint().width()
        return max(self.minimumSizeHint().width(), grid + margins.left() + margins.right())

    def share_height(self) -> None:
        """The rules text as high as it needs, less what the odds grid needs to show every
        row: the grid comes first, the text keeps `ABOUT_LINES_MIN` lines (it scrolls)."""
        box = self.about.widget()
        assert box is not None  # set in __init__
        width = self.about.viewport().width()
        full = box.heightForWidth(width) if box.hasHeightForWidth() else -1
        if full < 0:
            full = box.sizeHint().height()
        least = min(full, self.ABOUT_LINES_MIN * self.description.fontMetrics().lineSpacing())
        grid = self.grid_size().height()
        if self.view.horizontalHeader().length() > self.view.viewport().width():  # sideways
            grid += self.view.horizontalScrollBar().sizeHint().height()
        room = self.about.height() + self.view.height()  # the rest of the panel is fixed
        height = max(least, min(full, room - grid))
        if height != self.about.height():
            self.about.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.share_height()

    def _buddy(self, text: str, control: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(control)
        return label

    # --- public -----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while odds are being computed."""
        return self._runner.busy

    @property
    def check_id(self) -> str:
        """The chosen check ("" if none)."""
        data = self.check_combo.currentData()
        return data if isinstance(data, str) else ""

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Offer the checks of `ruleset`; the same ruleset reloaded keeps the choices."""
        same = (self._ruleset is not None and ruleset is not None
                and self._ruleset.id == ruleset.id)
        previous = self.check_id if same else ""
        self._ruleset = ruleset
        if not same:
            self._values = {}
        self._updating = True
        self.check_combo.clear()
        if ruleset is not None:
            for check_id, spec in ruleset.checks.items():
                self.check_combo.addItem(spec.label, check_id)
                self.check_combo.setItemData(self.check_combo.count() - 1,
                                             spec.description or spec.label,
                                             Qt.ItemDataRole.ToolTipRole)
        position = self.check_combo.findData(previous)
        self.check_combo.setCurrentIndex(max(position, 0) if self.check_combo.count() else -1)
        self._updating = False
        self._on_check_combo_changed()

    def choose(self, check_id: str, rows: str | None = None, columns: str | None = None) -> None:
        """Show `check_id` with `rows` and `columns` (an input name or OUTCOMES)."""
        position = self.check_combo.findData(check_id)
        if position < 0:
            raise KeyError(check_id)
        self._updating = True
        self.check_combo.setCurrentIndex(position)
        self._updating = False
        self._fill_axes(rows, columns)
        self._remember_axes()
        self._rebuild_controls()
        self.refresh()

    def set_input(self, name: str, value: LevelKey) -> None:
        """Set one of the other inputs (not rows or columns) and recompute."""
        control = self._controls[name]
        if isinstance(control, QSpinBox):
            control.setValue(int(value))
        else:
            control.setCurrentIndex(control.findData(value))

    def refresh(self) -> None:
        """Recompute the table in the background for the current choices."""
        ruleset = self._ruleset
        check_id = self.check_id
        rows = self.rows_combo.currentData()
        columns = self.columns_combo.currentData()
        if ruleset is None or not check_id or not isinstance(rows, str) \
                or not isinstance(columns, str):
            self.model.set_table(None)
            self.status.setText(translate("OddsTablePanel", "This ruleset has no checks.")
                                if ruleset is not None else "")
            return
        inputs = dict(self._values_for(check_id))
        self.status.setText(translate("OddsTablePanel", "Working out the odds…"))
        self._runner.start_stoppable(
            lambda wanted: build_odds_table(ruleset, check_id, inputs, rows, columns, wanted))

    # --- building the controls ------------------------------------------------------

    def _values_for(self, check_id: str) -> dict[str, LevelKey]:
        assert self._ruleset is not None
        spec = self._ruleset.checks[check_id]
        return {name: self._values.get(f"{check_id}.{name}", info.default)
                for name, info in spec.inputs.items()}

    def _fill_axes(self, rows: str | None = None, columns: str | None = None) -> None:
        self._updating = True
        self.rows_combo.clear()
        self.columns_combo.clear()
        ruleset, check_id = self._ruleset, self.check_id
        if ruleset is not None and check_id:
            spec = ruleset.checks[check_id]
            self.description.setText(spec.description or "")
            self.readings.set_check(spec)
            names = list(spec.inputs)
            remembered = self._choices.get((ruleset.id, check_id))
            default_rows = names[0] if names else ""
            default_columns = names[1] if len(names) > 1 else OUTCOMES
            if remembered is not None:
                default_rows, default_columns = remembered
            for name in names:
                self.rows_combo.addItem(spec.inputs[name].label, name)
            self.rows_combo.setCurrentIndex(max(self.rows_combo.findData(rows or default_rows),
                                                0))
            chosen_rows = self.rows_combo.currentData()
            self.columns_combo.addItem(translate("OddsTablePanel", "Each outcome"), OUTCOMES)
            for name in names:
                if name != chosen_rows:
                    self.columns_combo.addItem(spec.inputs[name].label, name)
            wanted = columns if columns is not None else default_columns
            if wanted == chosen_rows:
                wanted = OUTCOMES
            self.columns_combo.setCurrentIndex(max(self.columns_combo.findData(wanted), 0))
        else:
            self.description.setText("")
            self.readings.set_check(None)
        self._updating = False
        self.share_height()

    def _rebuild_controls(self) -> None:
        self._controls = {}
        pairs: list[tuple[QLabel, QWidget]] = []
        ruleset, check_id = self._ruleset, self.check_id
        if ruleset is not None and check_id:
            spec = ruleset.checks[check_id]
            swept = {self.rows_combo.currentData(), self.columns_combo.currentData()}
            values = self._values_for(check_id)
            for name, info in spec.inputs.items():
                if name in swept:
                    continue
                control = self._control_for(info, values[name])
                label = QLabel(translate("OddsTablePanel", "{input}:").format(
                    input=info.label), self.controls_box)
                label.setBuddy(control)
                label.setToolTip(info.description or "")
                self._controls[name] = control
                pairs.append((label, control))
        self.controls_box.set_pairs(pairs)

    def _control_for(self, info: InputInfo, value: LevelKey) -> QComboBox | QSpinBox:
        control: QComboBox | QSpinBox
        if info.scale is not None:
            control = QComboBox(self.controls_box)
            for key in info.allowed:
                control.addItem(input_value_text(info, key), key)
            control.setCurrentIndex(max(control.findData(value), 0))
            control.currentIndexChanged.connect(
                lambda _i, name=info.name: self._on_control_changed(name))
        else:
            control = QSpinBox(self.controls_box)
            control.setRange(info.low, info.high)
            control.setValue(int(value))
            control.valueChanged.connect(
                lambda _v, name=info.name: self._on_control_changed(name))
        control.setObjectName(f"Input_{info.name}")
        control.setToolTip(info.description or info.label)
        return control

    # --- handlers ---------------------------------------------------------------------

    def _remember_axes(self) -> None:
        rows, columns = self.rows_combo.currentData(), self.columns_combo.currentData()
        if self._ruleset is not None and isinstance(rows, str) and isinstance(columns, str):
            self._choices[(self._ruleset.id, self.check_id)] = (rows, columns)

    def _on_check_combo_changed(self, _index: int = 0) -> None:
        if self._updating:
            return
        self._fill_axes()
        self._remember_axes()
        self._rebuild_controls()
        self.refresh()

    def _on_axis_combo_changed(self, _index: int = 0) -> None:
        if self._updating:
            return
        rows, columns = self.rows_combo.currentData(), self.columns_combo.currentData()
        previous = self._choices.get((self._ruleset.id, self.check_id)) \
            if self._ruleset is not None else None
        if previous is not None and rows == columns:  # picked the columns input: swap
            columns = previous[0]
        self._fill_axes(rows, columns)
        self._remember_axes()
        self._rebuild_controls()
        self.refresh()

    def _on_control_changed(self, name: str) -> None:
        control = self._controls.get(name)
        if control is None:
            return
        value = control.value() if isinstance(control, QSpinBox) else control.currentData()
        self._values[f"{self.check_id}.{name}"] = value
        self.refresh()

    def _on_runner_finished(self, table: object) -> None:
        assert isinstance(table, OddsTable)
        self.model.set_table(table)
        rows_label = self.rows_combo.currentText()
        columns_label = self.columns_combo.currentText()
        if table.by_outcome:
            self.status.setText(translate(
                "OddsTablePanel", "Chance of each outcome, by {rows}. Hover for exact "
                "fractions; click a cell for its odds.").format(rows=mid_sentence(rows_label)))
        else:
            self.status.setText(translate(
                "OddsTablePanel", "Chance of success: {rows} (rows) × {columns} (columns). "
                "Hover for exact fractions; click for the odds.").format(
                    rows=rows_label, columns=columns_label))
        self.view.corner = f"{rows_label} \\ {columns_label}"
        self.view.verticalHeader().resizeSections()  # measured now, not at the next layout
        self.fit_columns()
        self.share_height()
        self.table_ready.emit()

    def _on_runner_failed(self, error: object) -> None:
        self.model.set_table(None)
        self.status.setText(translate("OddsTablePanel", "These odds could not be worked out."))
        if isinstance(error, BaseException):
            show_error(self, error,
                       context=translate("OddsTablePanel", "Working out the odds table"))
        self.table_ready.emit()

    def _on_view_clicked(self, index: QModelIndex) -> None:
        inputs = index.data(OddsTableModel.INPUTS_ROLE)
        if isinstance(inputs, dict) and self.check_id:
            self.odds_requested.emit(self.check_id, inputs)
