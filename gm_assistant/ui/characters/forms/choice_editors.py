"""Combo-box editors: choices (with rating and points), ratings on a scale, and picks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from gm_assistant.ui.characters.forms.editor_base import (
    FieldEditor,
    FormContext,
    register,
    route_undo_keys,
)
from gm_assistant.ui.characters.forms.simple_editors import inherited_hint
from gm_assistant.ui.common.value_text import (
    EMPTY,
    choice_from_text,
    entry_title,
    level_text,
    option_text,
    value_text,
)
from gm_assistant.ui.common.wheel_guard import guard_wheel
from gm_assistant.ui.common.whole_text import keep_current_whole

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import FieldSpec
    from gm_assistant.core.sheets import SheetState

__all__ = [
    "ChoiceEditor",
    "PickEditor",
    "RatingEditor",
    "fill_choice_combo",
    "fill_pick_combo",
    "fill_rating_combo",
    "new_combo",
    "select_data",
]

translate = QCoreApplication.translate


def new_combo(parent: QWidget | None, editable: bool = False) -> QComboBox:
    """A combo box sized for long option labels, safe under the form's mouse wheel."""
    combo = QComboBox(parent)
    combo.setEditable(editable)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(22)
    combo.setMaxVisibleItems(20)
    guard_wheel(combo)
    if editable:
        route_undo_keys(combo)  # it hands the keys to its line edit directly
    return combo


def _fit_popup(combo: QComboBox) -> None:
    view = combo.view()
    view.setMinimumWidth(min(view.sizeHintForColumn(0) + 32, 720))


def _header(combo: QComboBox, text: str) -> None:
    combo.insertSeparator(combo.count())
    combo.addItem(text)
    model = combo.model()
    if isinstance(model, QStandardItemModel):
        item = model.item(combo.count() - 1)
        item.setEnabled(False)
        font = item.font()
        font.setWeight(QFont.Weight.Bold)
        item.setFont(font)


def fill_choice_combo(combo: QComboBox, spec: FieldSpec) -> None:
    """The empty entry, then every option as `label (rating, points)`, grouped."""
    combo.clear()
    combo.addItem(EMPTY, None)
    group: str | None = None
    for option in spec.options.values():
        if option.group is not None and option.group != group:
            group = option.group
            _header(combo, group)
        combo.addItem(option_text(option), option.id)
        if option.detail:
            combo.setItemData(combo.count() - 1, option.detail, Qt.ItemDataRole.ToolTipRole)
    _fit_popup(combo)


def fill_rating_combo(combo: QComboBox, spec: FieldSpec) -> None:
    """The empty entry, then every level of the field's scale."""
    combo.clear()
    combo.addItem(EMPTY, None)
    scale = spec.scale
    if scale is not None:
        for key in scale.keys:
            combo.addItem(level_text(scale, key), key)
    _fit_popup(combo)


def fill_pick_combo(combo: QComboBox, spec: FieldSpec, state: SheetState,
                    local: Mapping[str, FieldSpec] | None = None) -> None:
    """The empty entry, then every field (or list entry) the pick may name.

    `local` are the subfields of a list entry, for a pick inside a list: those names are
    the entry's own values, the rest the sheet's.
    """
    combo.clear()
    combo.addItem(EMPTY, None)
    for name in spec.pick_from:
        target = (local or {}).get(name) or state.spec.fields.get(name)
        if target is None:
            continue
        if target.kind == "list" and state.template.uses(name):
            for index in range(len(state.entries(name))):
                combo.addItem(entry_title(state, name, index), f"{name}[{index}]")
            continue
        text = target.label
        if local is None or name not in local:
            value = state.value(name) if state.template.uses(name) else None
            if value is not None:
                text = translate("FieldEditor", "{field}: {value}").format(
                    field=target.label, value=value_text(target, value, state))
        combo.addItem(text, name)
    _fit_popup(combo)


def select_data(combo: QComboBox, value: Any, missing_text: str) -> None:
    """Select the item holding `value`; an item saying `missing_text` is added if none."""
    if value is None:
        combo.setCurrentIndex(0)
        return
    for index in range(combo.count()):
        if combo.itemData(index) == value:
            combo.setCurrentIndex(index)
            return
    combo.addItem(missing_text, value)
    combo.setCurrentIndex(combo.count() - 1)


class _ComboEditor(FieldEditor):
    """A combo box with a grey note beside it; commits the chosen item's data."""

    def __init__(self, spec: FieldSpec, context: FormContext, parent: QWidget | None = None,
                 editable: bool = False) -> None:
        super().__init__(spec, context, parent)
        self._updating = False
        self.combo = new_combo(self, editable)
        # The choice shown never cut by the form's layout (a table cell's editor, made by
        # the entry delegate, keeps the cell's width instead).
        keep_current_whole(self.combo)
        self.combo.activated.connect(self._on_combo_activated)
        self.note = QLabel(self)
        self.note.setObjectName("field_note")
        self.note.setEnabled(False)  # drawn in the palette's disabled (grey) colour
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.combo)
        layout.addWidget(self.note)

    def focus_widgets(self) -> list[QWidget]:
        return [self.combo]

    def _set_current(self, value: Any, missing_text: str) -> None:
        self._updating = True
        try:
            select_data(self.combo, value, missing_text)
        finally:
            self._updating = False
        hint = inherited_hint(self.context, self.field_id)
        font = self.combo.font()
        if font.italic() != bool(hint):
            font.setItalic(bool(hint))
            self.combo.setFont(font)
        self.combo.setStatusTip(hint)

    def _commit(self, value: Any) -> None:
        field_id = self.field_id
        if value is None:
            self.context.edit(field_id, translate("FieldEditor", "Clear {field}").format(
                field=self.spec.label), lambda s: s.clear(field_id))
        else:
            self.context.edit(field_id, translate("FieldEditor", "Set {field}").format(
                field=self.spec.label),
                lambda s: s.set(field_id, value, text=isinstance(value, str)))
        self.refresh()

    def _on_combo_activated(self, index: int) -> None:
        if not self._updating:
            self._commit(self.combo.itemData(index))


@register
class ChoiceEditor(_ComboEditor):
    """One option of a list, shown with its rating letter and points; a custom entry
    (`Juggler (T, +1)`) may be typed when the field allows it."""

    kinds = ("choice",)

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        custom = bool(getattr(spec.model, "custom", False))
        super().__init__(spec, context, parent, editable=custom)
        fill_choice_combo(self.combo, spec)
        self._base_count = self.combo.count()
        line = self.combo.lineEdit()
        if line is not None:
            line.setPlaceholderText(translate("ChoiceEditor",
                                              "an option, or your own: Label (R, points)"))
            line.editingFinished.connect(self._on_line_editing_finished)

    def refresh(self) -> None:
        state = self.context.state
        value = state.value(self.field_id)
        while self.combo.count() > self._base_count:  # an earlier custom entry
            self.combo.removeItem(self.combo.count() - 1)
        if isinstance(value, Mapping):
            value = dict(value)
        self._set_current(value, value_text(self.spec, value))
        option = self.spec.options.get(value) if isinstance(value, str) else None
        notes = []
        if option is not None and option.detail:
            notes.append(option.detail)
        rating = state.rating_of(self.field_id)
        own = option.rating if option is not None else (
            value.get("rating") if isinstance(value, dict) else None)
        if rating is not None and own is not None and rating != own:
            notes.append(translate("ChoiceEditor", "rated {rating} (picked)").format(
                rating=rating))
        self.note.setText("; ".join(notes))
        self.note.setVisible(bool(notes))

    def _on_line_editing_finished(self) -> None:
        if self._updating:
            return
        text = self.combo.currentText().strip()
        current = self.combo.currentData()
        if text == self.combo.itemText(self.combo.currentIndex()) and current is not None:
            self._commit(current)
        elif text in ("", EMPTY):
            self._commit(None)
        else:
            self._commit(choice_from_text(self.spec, text))


@register
class RatingEditor(_ComboEditor):
    """A level of the field's scale."""

    kinds = ("rating",)

    def __init__(self, spec: FieldSpec, context: FormContext,
                 parent: QWidget | None = None) -> None:
        super().__init__(spec, context, parent)
        fill_rating_combo(self.combo, spec)
        self.note.hide()

    def refresh(self) -> None:
        value = self.context.state.value(self.field_id)
        self._set_current(value, translate("RatingEditor", "{value} (not on the scale)")
                          .format(value=value))

    def _commit(self, value: Any) -> None:
        field_id = self.field_id
        if value is None:
            self.context.edit(field_id, translate("FieldEditor", "Clear {field}").format(
                field=self.spec.label), lambda s: s.clear(field_id))
        else:
            self.context.edit(field_id, translate("FieldEditor", "Set {field}").format(
                field=self.spec.label), lambda s: s.set(field_id, value))
        self.refresh()


@register
class PickEditor(_ComboEditor):
    """One of the fields (or list entries) a pick names, e.g. the prime characteristic."""

    kinds = ("pick",)

    def refresh(self) -> None:
        state = self.context.state
        self._updating = True
        try:
            fill_pick_combo(self.combo, self.spec, state)
        finally:
            self._updating = False
        value = state.value(self.field_id)
        self._set_current(value, translate("PickEditor", "{value} (missing)").format(
            value=value))
        rating = getattr(self.spec.model, "rating", None)
        self.note.setText(translate("PickEditor", "rated {rating} while picked").format(
            rating=rating) if rating is not None and value else "")
        self.note.setVisible(bool(self.note.text()))
