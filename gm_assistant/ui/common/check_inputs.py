"""CheckInputsPanel: one control per input of a check, built from its InputInfo.

Scale inputs get a combo box (`S — Strong`), numbers a spin box; inputs that spend a
resource (luck, fate points) are grouped apart under "Resources".
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, LevelKey
from gm_assistant.ui.common.level_text import combo_text

__all__ = ["LABEL_CAP", "LABEL_LEAST", "CheckInputsPanel", "scrolling"]

LABEL_LEAST = 16
"""The label column is at least this many average characters wide."""
LABEL_CAP = 34
"""The label column grows to its widest label's one line up to this many average
characters (past it a label wraps), before the editors beside it take the rest."""


class _WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its actual width
    (layouts inside splitters and scroll areas do not ask a label's height-for-width)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class CheckInputsPanel(QWidget):
    """Editors for a check's inputs; `values()` is ready for the core's odds and lookups.

    Signals:
        values_changed: emitted once per user change (and once per `set_values`).
    """

    values_changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, title: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CheckInputsPanel")
        self.spec: CheckSpec | None = None
        self.editors: dict[str, QComboBox | QSpinBox] = {}
        self.labels: dict[str, QLabel] = {}
        self._keys: dict[str, tuple[LevelKey, ...]] = {}
        self._quiet = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if title is None:
            title = QCoreApplication.translate("CheckInputsPanel", "Inputs")
        self.inputs_box = QGroupBox(title, self)
        # Grids rather than form layouts: a grid gives a wrapped long label the height
        # it needs ("Beginner's luck: first use of a level-0 skill (0 no, 1 yes)").
        self.inputs_form = QGridLayout(self.inputs_box)
        self.resources_box = QGroupBox(
            QCoreApplication.translate("CheckInputsPanel", "Resources"), self)
        self.resources_box.setObjectName("ResourcesBox")
        self.resources_form = QGridLayout(self.resources_box)
        for form in (self.inputs_form, self.resources_form):
            form.setColumnStretch(1, 1)
        self._size_label_column()
        layout.addWidget(self.inputs_box)
        layout.addWidget(self.resources_box)
        self.resources_box.hide()

    def set_check(self, spec: CheckSpec | None, values: Mapping[str, object] | None = None,
                  only: Collection[str] | None = None) -> None:
        """Build the editors for `spec` (None clears), starting at defaults or `values`.

        With `only`, inputs not named in it get no editor (they keep their defaults).
        """
        for widget in [*self.editors.values(), *self.labels.values()]:
            for form in (self.inputs_form, self.resources_form):
                form.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.editors.clear()
        self.labels.clear()
        self._keys.clear()
        self.spec = spec
        if spec is None:
            self.resources_box.hide()
            return
        has_resources = False
        for name, info in spec.inputs.items():
            if only is not None and name not in only:
                continue
            editor = self._make_editor(info)
            label = _WrappedLabel(escape(info.label), self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setBuddy(editor)
            if info.description:
                label.setToolTip(info.description)
                editor.setToolTip(info.description)
            form = self.resources_form if info.resource else self.inputs_form
            has_resources = has_resources or info.resource is not None
            row = sum(1 for n in self.editors
                      if (spec.inputs[n].resource is None) == (info.resource is None))
            form.addWidget(label, row, 0)
            form.addWidget(editor, row, 1)
            self.editors[name] = editor
            self.labels[name] = label
        self.resources_box.setVisible(has_resources)
        self._size_label_column()
        if values:
            self.set_values(values, notify=False)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a new text size: new widths
            self._size_label_column()

    def _size_label_column(self) -> None:
        """Give the labels the width their text needs on one line ("Atributos
        invocables"), between LABEL_LEAST and LABEL_CAP average characters."""
        metrics = self.fontMetrics()
        least, cap = (metrics.averageCharWidth() * n for n in (LABEL_LEAST, LABEL_CAP))
        # A label's own text, without the marks set later ("(x axis)"), which may wrap.
        widest = max((metrics.horizontalAdvance(info.label) + 2
                      for name, info in (self.spec.inputs.items() if self.spec else ())
                      if name in self.labels), default=0)
        for form in (self.inputs_form, self.resources_form):
            form.setColumnMinimumWidth(0, max(least, min(widest, cap)))

    def _make_editor(self, info: InputInfo) -> QComboBox | QSpinBox:
        editor: QComboBox | QSpinBox
        if info.scale is not None:
            editor = QComboBox(self)
            keys = info.scale.keys
            self._keys[info.name] = keys
            for key in keys:
                editor.addItem(combo_text(info, key))
            editor.setCurrentIndex(keys.index(info.default))
            editor.currentIndexChanged.connect(self._on_editor_changed)
        else:
            editor = QSpinBox(self)
            editor.setRange(info.low, info.high)
            editor.setValue(int(info.default))
            editor.valueChanged.connect(self._on_editor_changed)
        editor.setObjectName(f"input_{info.name}")
        return editor

    def _on_editor_changed(self) -> None:
        if not self._quiet:
            self.values_changed.emit()

    def values(self) -> dict[str, LevelKey]:
        """The chosen value of every input, by name (level keys or numbers)."""
        result: dict[str, LevelKey] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                result[name] = self._keys[name][max(editor.currentIndex(), 0)]
            else:
                result[name] = editor.value()
        return result

    def set_values(self, values: Mapping[str, object], notify: bool = True) -> None:
        """Set the inputs named in `values` (others keep theirs); unknown names are ignored."""
        self._quiet = True
        try:
            for name, value in values.items():
                editor = self.editors.get(name)
                if isinstance(editor, QComboBox):
                    keys = self._keys[name]
                    found = [i for i, k in enumerate(keys)
                             if k == value or str(k).lower() == str(value).lower()]
                    if found:
                        editor.setCurrentIndex(found[0])
                elif isinstance(editor, QSpinBox):
                    try:
                        editor.setValue(int(str(value)))
                    except ValueError:
                        continue
        finally:
            self._quiet = False
        if notify:
            self.values_changed.emit()

    def set_marks(self, marks: Mapping[str, str]) -> None:
        """Show a note after some inputs' labels, such as `(x axis)`; others get none."""
        if self.spec is None:
            return
        for name, label in self.labels.items():
            text = self.spec.inputs[name].label
            mark = marks.get(name)
            label.setText(f"{escape(text)} <i>({escape(mark)})</i>" if mark else escape(text))

    def first_editor(self) -> QWidget | None:
        """The first editor in tab order, for focus."""
        return next(iter(self.editors.values()), None)


class _InputsScroll(QScrollArea):
    """A scroll area that asks for its panel's whole height (a plain one asks for at
    most 24 lines) and can still be made shorter."""

    def sizeHint(self) -> QSize:
        panel = self.widget()
        return panel.sizeHint() if panel is not None else super().sizeHint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's inputs changed: so does the height asked
        return super().eventFilter(watched, event)


def scrolling(panel: QWidget) -> QScrollArea:
    """`panel` (a check's inputs) in a frameless scroll area that scrolls up and down
    when the space is short, so that the buttons and the result below it stay in sight."""
    area = _InputsScroll(panel.parentWidget())
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
