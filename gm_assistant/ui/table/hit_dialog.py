"""HitDialog: take a hit at the table. Whose sheet, how big, and which way to absorb it.

The ways are the core's (`absorb_options`), best first, with "taken out" last; a way that
fills a text slot (a Fate consequence) asks for its name. Nothing is marked here: the Table
applies the choice (`HitChoice`) and logs it.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.play import (
    AbsorbOption,
    Slot,
    absorb_options,
    describe_slots,
    harm_slots,
)
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.rules.compiled import HarmSpec, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["HitChoice", "HitDialog", "option_said", "option_text", "slots_text"]

translate = QCoreApplication.translate


@dataclass(frozen=True)
class HitChoice:
    """What the GM chose: who, how big, the way (None: taken out), consequence names."""

    target: str
    template: str | None
    amount: int
    option: AbsorbOption | None
    texts: dict[str, str]


def slots_text(slots: list[Slot]) -> str:
    """A glance at someone's boxes and slots for hits (see `describe_slots`), in the
    interface's language."""
    return describe_slots(slots, translate)


def option_text(harm: HarmSpec, option: AbsorbOption) -> str:
    """`Casilla de estrés 2 + Leve (Mild) (2): absorbs 4` (and what is wasted), or
    `3 × Kill Damage box: absorbs 3`."""
    if not option.slots:
        return translate("HitDialog", "Nothing to absorb")
    text = translate("HitDialog", "{slots}: absorbs {amount}").format(
        slots=_slot_names(option), amount=option.absorbed)
    if option.waste:
        # The ruleset's unit is one word for every count (aumentos): the count alone,
        # in Qt's plural forms (1 to spare, sobra 1).
        spare = option.waste  # a plain name: lupdate does not read an attribute as a count
        text += " " + translate("HitDialog", "(%n to spare)", None, spare)
    return text


def option_said(option: AbsorbOption) -> str:
    """The way a hit was absorbed as the roll log keeps it: a `Message`, worded in the
    language shown when the log is read (`option_text` words it now, for the dialog; a
    kept message has no plural forms, so what is wasted reads "to spare: 2")."""
    if not option.slots:
        return Message("HitDialog", QT_TRANSLATE_NOOP("HitDialog", "Nothing to absorb"))
    said = Message("HitDialog", QT_TRANSLATE_NOOP("HitDialog", "{slots}: absorbs {amount}"),
                   slots=_slot_names(option), amount=option.absorbed)
    if option.waste:
        said = Message("HitDialog", QT_TRANSLATE_NOOP("HitDialog",
                                                      "{absorbed} (to spare: {count})"),
                       absorbed=said, count=option.waste)
    return said


def _slot_names(option: AbsorbOption) -> str:
    """The slots of a way to absorb, in the ruleset's words: boxes that absorb alike come
    in a row ("3 × Kill Damage box"), not each one."""
    names: list[str] = []
    for (is_box, kind, _), run in itertools.groupby(
            option.slots, key=lambda s: (s.box is not None, s.kind, s.absorbs)):
        slots = list(run)
        if is_box and len(slots) > 1:
            names.append(f"{len(slots)} × {kind}")
        else:
            names.extend(s.title for s in slots)
    return " + ".join(names)


class HitDialog(QDialog):
    """Pick the target, the size of the hit and the way to absorb it."""

    def __init__(self, ruleset: Ruleset, book: HarmBook, links: Mapping[str, str],
                 names: list[str], parent: QWidget | None = None, *, target: str = "",
                 amount: int = 0) -> None:
        super().__init__(parent)
        assert ruleset.harm is not None
        self.ruleset = ruleset
        self.harm: HarmSpec = ruleset.harm
        self.book = book
        self.links = dict(links)
        self.setObjectName("HitDialog")
        self.setWindowTitle(translate("HitDialog", "Take a hit: {harm}").format(
            harm=self.harm.label))
        self._options: list[AbsorbOption] = []
        self._state: SheetState | None = None
        self._text_edits: dict[str, QLineEdit] = {}
        self._build(names, target, amount)
        self._refresh()

    def _build(self, names: list[str], target: str, amount: int) -> None:
        layout = QVBoxLayout(self)
        if self.harm.description:
            about = QLabel(self.harm.description, self)
            about.setWordWrap(True)
            layout.addWidget(about)
        form = QFormLayout()
        self.target_combo = QComboBox(self)
        self.target_combo.setObjectName("hit_target_combo")
        self.target_combo.setEditable(True)
        self.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.target_combo.addItems(names)
        self.target_combo.setEditText(target)
        self.target_combo.setMinimumContentsLength(18)
        self.target_combo.currentTextChanged.connect(self._refresh)
        form.addRow(translate("HitDialog", "&Who takes it"), self.target_combo)
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("hit_kind_combo")
        for template_id, label in self.book.templates(self.ruleset):
            self.kind_combo.addItem(label, template_id)
        # A new name at the table is nearly always one of the GM's people; picked here.
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(
            self.book.new_name_template(self.ruleset))))
        self.kind_combo.setToolTip(translate(
            "HitDialog", "Someone without a sheet gets one of this kind, kept with the "
            "table's session"))
        self.kind_combo.currentIndexChanged.connect(self._refresh)
        form.addRow(translate("HitDialog", "&Kind (new sheet)"), self.kind_combo)
        self.amount_spin = QSpinBox(self)
        self.amount_spin.setObjectName("hit_amount_spin")
        self.amount_spin.setRange(0, 99)
        self.amount_spin.setValue(amount)
        # The unit in brackets: the ruleset gives one word for every count (aumentos).
        self.amount_spin.setSuffix(f" ({self.harm.unit})")
        self.amount_spin.valueChanged.connect(self._refresh)
        form.addRow(f"&{self.harm.label}", self.amount_spin)
        self.state_label = QLabel(self)
        self.state_label.setObjectName("hit_state_label")
        self.state_label.setWordWrap(True)
        self.state_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(translate("HitDialog", "Now"), self.state_label)
        layout.addLayout(form)
        options_label = QLabel(translate("HitDialog", "&Absorb it with (best first)"), self)
        layout.addWidget(options_label)
        self.options_list = QListWidget(self)
        self.options_list.setObjectName("hit_options_list")
        self.options_list.currentRowChanged.connect(self._on_option_changed)
        self.options_list.itemDoubleClicked.connect(self._on_item_double_clicked)
        options_label.setBuddy(self.options_list)
        layout.addWidget(self.options_list, 1)
        self.texts_form = QFormLayout()
        layout.addLayout(self.texts_form)
        self.message = QLabel(self)
        self.message.setObjectName("hit_message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("HitDialog", "&Apply"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(560, 460)

    # --- reading the choice --------------------------------------------------------------

    @property
    def target(self) -> str:
        """The name typed or picked, trimmed."""
        return self.target_combo.currentText().strip()

    def choice(self) -> HitChoice:
        """The choice made (call after the dialog was accepted)."""
        row = self.options_list.currentRow()
        option = self._options[row] if 0 <= row < len(self._options) else None
        texts = {field: edit.text().strip() for field, edit in self._text_edits.items()}
        return HitChoice(self.target, self.kind_combo.currentData(), self.amount_spin.value(),
                         option, texts)

    # --- refreshing ----------------------------------------------------------------------

    def _refresh(self) -> None:
        name = self.target
        self._options = []
        self._state = None
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.options_list.clear()
        self.message.clear()
        if not name:
            self.state_label.setText(translate("HitDialog", "Type or pick who takes the hit."))
            self.kind_combo.setEnabled(False)
            ok.setEnabled(False)
            self._rebuild_texts()
            return
        try:
            found = self.book.target(self.ruleset, name, self.links)
        except (GMAssistantError, OSError) as error:
            self.state_label.setText(translate("HitDialog", "Their sheet could not be read: "
                                               "{error}").format(error=error))
            ok.setEnabled(False)
            self._rebuild_texts()
            return
        self.kind_combo.setEnabled(found is None)
        if found is None:
            template = self.kind_combo.currentData()
            state = SheetState(self.ruleset, Character(self.ruleset.id, name,
                                                       template=template))
            where = translate("HitDialog", "new sheet ({kind}), kept with the session").format(
                kind=self.kind_combo.currentText())
        else:
            state = found.state
            where = (translate("HitDialog", "library sheet") if found.character_id
                     else translate("HitDialog", "kept with the session"))
        self._state = state
        slots = harm_slots(self.ruleset, state)
        self.state_label.setText(f"{slots_text(slots)}  <i>({where})</i>")
        try:
            self._options = absorb_options(self.ruleset, slots, self.amount_spin.value())
        except GMAssistantError as error:
            self.message.setText(str(error))
        for option in self._options:
            self.options_list.addItem(QListWidgetItem(option_text(self.harm, option)))
        out = QListWidgetItem(translate("HitDialog", "{taken_out} (absorb nothing)").format(
            taken_out=self.harm.taken_out))
        self.options_list.addItem(out)
        if not self._options:
            self.message.setText(translate(
                "HitDialog", "No way to absorb a hit of {amount} ({unit}): {taken_out}.").format(
                amount=self.amount_spin.value(), unit=self.harm.unit,
                taken_out=self.harm.taken_out))
        self.options_list.setCurrentRow(0)
        nothing = self.amount_spin.value() == 0
        if nothing:
            self.message.setText(translate(
                "HitDialog", "A hit of 0 needs nothing: set its size."))
        ok.setEnabled(not nothing)

    def _on_option_changed(self, _row: int) -> None:
        self._rebuild_texts()

    def _rebuild_texts(self) -> None:
        while self.texts_form.rowCount():
            self.texts_form.removeRow(0)
        self._text_edits = {}
        row = self.options_list.currentRow()
        if not 0 <= row < len(self._options):
            return
        for slot in self._options[row].slots:
            if slot.box is None:
                edit = QLineEdit(self)
                edit.setObjectName(f"hit_text_{slot.field}")
                edit.setPlaceholderText(translate(
                    "HitDialog", "name it (else \"{harm}: {amount} ({unit})\")").format(
                    harm=self.harm.label, amount=self.amount_spin.value(),
                    unit=self.harm.unit))
                self.texts_form.addRow(slot.title, edit)
                self._text_edits[slot.field] = edit

    def _on_item_double_clicked(self, _item: QListWidgetItem) -> None:
        if not self._text_edits:
            self.accept()
