"""Editors for text, numbers, tracks of boxes and read-only derived values."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from gm_assistant.ui.characters.forms.editor_base import (
    FieldEditor,
    FormContext,
    register,
    route_undo_keys,
)
from gm_assistant.ui.common.file_drops import pass_file_drops
from gm_assistant.ui.common.value_text import number_text
from gm_assistant.ui.common.wheel_guard import guard_wheel

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec

__all__ = ["DerivedEditor", "NumberEditor", "TextEditor", "TrackEditor", "inherited_hint"]

_WIDE_RANGE = 9999

translate = QCoreApplication.translate


def inherited_hint(context: FormContext, field_id: str) -> str:
    """Where a value the character does not set itself comes from ("" when it is its own)."""
    state = context.state
    if state.is_own(field_id):
        return ""
    if field_id in state.base:
        return translate("FieldEditor", "Follows the character this one is based on")
    if field_id in state.template.defaults:
        return translate("FieldEditor", "The template's value ({template})").format(
            template=state.template.label)
    if field_id in state.template.default_formulas:
        return translate("FieldEditor", "Worked out by the template until you write a value")
    default = getattr(state.spec.fields[field_id].model, "default", None)
    if isinstance(default, str) and state.spec.fields[field_id].kind == "number":
        return translate("FieldEditor", "Worked out ({formula}) until you write a number"
                         ).format(formula=default)
    return translate("FieldEditor", "The sheet's default") if default is not None else ""


class _FocusOut(QObject):
    """Calls `context.break_merge()` when the watched widget loses the focus."""

    def __init__(self, context: FormContext, parent: QObject) -> None:
        super().__init__(parent)
        self._context = context

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut:
            self._context.break_merge()
        return False


def _set_italic(widget: QWidget, italic: bool) -> None:
    font = widget.font()
    if font.italic() != italic:
        font.setItalic(italic)
        widget.setFont(font)


@register
class TextEditor(FieldEditor):
    """A line of text, or a box of several lines (`multiline: true`)."""

    kinds = ("text",)

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        self._updating = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.multiline = bool(getattr(spec.model, "multiline", False))
        self.line: QLineEdit | None = None
        self.box: QPlainTextEdit | None = None
        if self.multiline:
            self.wide = True  # type: ignore[misc]  # an instance's own choice
            box = QPlainTextEdit(self)
            box.setTabChangesFocus(True)
            box.setFixedHeight(box.fontMetrics().lineSpacing() * 4 + 12)
            box.textChanged.connect(self._on_box_text_changed)
            box.installEventFilter(_FocusOut(context, box))
            route_undo_keys(box)
            pass_file_drops(box)
            self.box = box
            layout.addWidget(box)
        else:
            line = QLineEdit(self)
            line.textEdited.connect(self._on_line_text_edited)
            line.editingFinished.connect(context.break_merge)
            route_undo_keys(line)
            pass_file_drops(line)
            self.line = line
            layout.addWidget(line)

    def refresh(self) -> None:
        value = self.context.state.value(self.field_id)
        text = "" if value is None else str(value)
        self._updating = True
        try:
            if self.line is not None and self.line.text() != text:
                self.line.setText(text)
            elif self.box is not None and self.box.toPlainText() != text:
                self.box.setPlainText(text)
        finally:
            self._updating = False

    def focus_widgets(self) -> list[QWidget]:
        return [w for w in (self.line, self.box) if w is not None]

    def _commit(self, text: str) -> None:
        field_id = self.field_id
        if text == "":
            self.context.edit(field_id, translate("FieldEditor", "Clear {field}").format(
                field=self.spec.label), lambda s: s.clear(field_id), merge=True)
        else:
            self.context.edit(field_id, translate("FieldEditor", "Edit {field}").format(
                field=self.spec.label), lambda s: s.set(field_id, text), merge=True)

    def _on_line_text_edited(self, text: str) -> None:
        self._commit(text)

    def _on_box_text_changed(self) -> None:
        if not self._updating and self.box is not None:
            self._commit(self.box.toPlainText())


@register
class NumberEditor(FieldEditor):
    """A whole number in a spin box with the field's bounds; its lowest step means empty.

    A value outside the bounds (from a file) is shown as it is, with its problem.
    """

    kinds = ("number",)
    shrinks = True

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        self._updating = False
        model = spec.model
        self.low = model.min if model.min is not None else -_WIDE_RANGE
        self.high = model.max if model.max is not None else _WIDE_RANGE
        self.empty = self.low - 1
        self.spin = QSpinBox(self)
        self.spin.setRange(self.empty, self.high)
        self.spin.setSpecialValueText("–")
        self.spin.setKeyboardTracking(True)
        self.spin.setAccelerated(True)
        self.spin.setMinimumWidth(self.spin.fontMetrics().horizontalAdvance("-0000") + 40)
        guard_wheel(self.spin)
        route_undo_keys(self.spin)  # it hands the keys to its line edit directly
        self.spin.valueChanged.connect(self._on_spin_value_changed)
        self.spin.editingFinished.connect(context.break_merge)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)
        tip = ""
        if model.min is not None and model.max is not None:
            tip = translate("NumberEditor", "From {low} to {high}; the lowest step is empty")
        elif model.min is not None:
            tip = translate("NumberEditor", "From {low}; the lowest step is empty")
        elif model.max is not None:
            tip = translate("NumberEditor", "To {high}; the lowest step is empty")
        if tip:
            self.spin.setToolTip(tip.format(low=model.min, high=model.max))

    def refresh(self) -> None:
        value = self.context.state.value(self.field_id)
        self._updating = True
        try:
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                number = int(value)
                self.spin.setRange(min(self.empty, number - 1), max(self.high, number))
                self.spin.setValue(number)
            else:
                self.spin.setRange(self.empty, self.high)
                self.spin.setValue(self.empty)
        finally:
            self._updating = False
        hint = inherited_hint(self.context, self.field_id)
        _set_italic(self.spin, bool(hint))
        self.spin.setStatusTip(hint)

    def focus_widgets(self) -> list[QWidget]:
        return [self.spin]

    def _on_spin_value_changed(self, value: int) -> None:
        if self._updating:
            return
        field_id = self.field_id
        if value == self.spin.minimum():
            self.context.edit(field_id, translate("FieldEditor", "Clear {field}").format(
                field=self.spec.label), lambda s: s.clear(field_id), merge=True)
        else:
            self.context.edit(field_id, translate("NumberEditor", "Set {field} to {value}")
                              .format(field=self.spec.label, value=value),
                              lambda s: s.set(field_id, value), merge=True)


@register
class DerivedEditor(FieldEditor):
    """A worked-out value, read-only, updated live from the sheet."""

    kinds = ("derived",)
    shrinks = True

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        self.label = QLabel(self)
        self.label.setObjectName("derived_value")
        font = self.label.font()
        font.setWeight(QFont.Weight.Bold)
        self.label.setFont(font)
        self.label.setMinimumWidth(self.label.fontMetrics().horizontalAdvance("-0000"))
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        how = self._how()
        if how:
            self.label.setToolTip(how)

    def _how(self) -> str:
        model = self.spec.model
        template = self.context.state.template
        if template.model is not None and self.field_id in template.model.derived:
            return translate("DerivedEditor", "Worked out by the template: {formula}").format(
                formula=template.model.derived[self.field_id])
        formula = getattr(model, "formula", None)
        if formula:
            return translate("DerivedEditor", "Worked out: {formula}").format(
                formula=" ".join(str(formula).split()))
        chart = getattr(model, "chart", None)
        if chart:
            return translate("DerivedEditor", "Read from the chart '{chart}' by {row}").format(
                chart=chart, row=model.row)
        return ""

    def refresh(self) -> None:
        self.label.setText(number_text(self.context.state.value(self.field_id)))


@register
class TrackEditor(FieldEditor):
    """A row of check boxes whose count follows the track's formula (stress, damage)."""

    kinds = ("track",)
    shrinks = True

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        self.boxes: list[QCheckBox] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("track_count")
        self._row.addWidget(self.count_label)
        self._labels = list(getattr(spec.model, "box_labels", None) or [])

    def _box(self, index: int) -> QCheckBox:
        while len(self.boxes) <= index:
            number = len(self.boxes)
            text = self._labels[number] if number < len(self._labels) else ""
            box = QCheckBox(text, self)
            box.setObjectName(f"box_{number}")
            box.setAccessibleName(translate("TrackEditor", "{field} box {number}").format(
                field=self.spec.label, number=number + 1))
            box.toggled.connect(lambda checked, i=number: self._on_box_toggled(i, checked))
            self._row.insertWidget(number, box)
            self.boxes.append(box)
            self.layout_changed.emit()
        return self.boxes[index]

    def refresh(self) -> None:
        state = self.context.state
        value = state.value(self.field_id)
        checked = [bool(b) for b in value] if isinstance(value, list) else []
        count = state.boxes(self.field_id)
        shown = max(count if count is not None else 0, len(checked))
        for index in range(shown):
            box = self._box(index)
            box.blockSignals(True)
            box.setChecked(index < len(checked) and checked[index])
            box.blockSignals(False)
            beyond = count is not None and index >= count
            box.setProperty("beyond", beyond)
            box.setToolTip(translate("TrackEditor", "Beyond the track's boxes: clear it")
                           if beyond else "")
            box.setVisible(True)
        for box in self.boxes[shown:]:
            box.setVisible(False)
        if count is None:
            formula = getattr(self.spec.model, "boxes", "")
            self.count_label.setText(translate(
                "TrackEditor", "boxes follow {formula}: not known yet").format(formula=formula))
        else:
            self.count_label.setText(translate("TrackEditor", "{checked} of {count}").format(
                checked=state.number(self.field_id), count=count))

    def focus_widgets(self) -> list[QWidget]:
        return list(self.boxes)

    def _on_box_toggled(self, index: int, checked: bool) -> None:
        field_id = self.field_id
        if checked:
            text = translate("TrackEditor", "Check {field} box {number}")
        else:
            text = translate("TrackEditor", "Clear {field} box {number}")
        self.context.edit(field_id, text.format(field=self.spec.label, number=index + 1),
                          lambda s: s.set_box(field_id, index, checked))
