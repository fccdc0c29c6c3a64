"""BatchDialog: "6 goblins" at once, as six individuals or as one mook group.

It opens on a fresh template (the one the GM picked last, else a mook); the individuals
may instead copy the selected character, or follow it (edit it later and they all
change). Where the ruleset buys opposition with a resource (Riskbreaker's Advantage), the
dialog sets their level and says what they cost, from the core's opposition rules.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from gm_assistant.core.errors import SheetError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character, buy_opposition, make_batch, opposition_cost
from gm_assistant.core.sheets.create import MAX_BATCH
from gm_assistant.ui.characters.new_character_dialog import templates_of
from gm_assistant.ui.common.kind_text import template_text

__all__ = ["BatchDialog"]

_NUMBERED = re.compile(r"\s+\d+$")

translate = QCoreApplication.translate


class BatchDialog(QDialog):
    """Count, name, template, individuals or a group; `characters()` once accepted.

    Args:
        ruleset: Their ruleset.
        selected: The character selected in the library (to copy or follow), with its
            library id, if any; offered, never copied unless the GM ticks it.
        last_template: The template picked for the previous batch of this ruleset.
    """

    def __init__(self, ruleset: Ruleset, selected: tuple[Character, str] | None = None,
                 parent: QWidget | None = None, last_template: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("BatchDialog")
        self.setWindowTitle(translate("BatchDialog", "Several {ruleset} characters at once")
                            .format(ruleset=ruleset.name))
        self.ruleset = ruleset
        self.selected = selected if selected and selected[0].ruleset == ruleset.id else None
        self.count_spin = QSpinBox(self)
        self.count_spin.setObjectName("batch_count")
        self.count_spin.setRange(1, MAX_BATCH)
        self.count_spin.setValue(6)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("batch_name")
        self.name_edit.setText(self._default_name())
        self.template_combo = QComboBox(self)
        self.template_combo.setObjectName("batch_template")
        mook_row = -1
        for spec in templates_of(ruleset):
            if spec.kind == "mook_group":
                continue
            self.template_combo.addItem(template_text(spec.label, spec.kind), spec.id)
            if spec.kind == "mook" and mook_row < 0:
                mook_row = self.template_combo.count() - 1
        row = self.template_combo.findData(last_template) if last_template else -1
        self.template_combo.setCurrentIndex(row if row >= 0 else max(mook_row, 0))

        self.individuals_radio = QRadioButton(
            translate("BatchDialog", "&Individuals, numbered"), self)
        self.individuals_radio.setObjectName("batch_individuals")
        self.group_radio = QRadioButton(
            translate("BatchDialog", "One &mook group of that many members"), self)
        self.group_radio.setObjectName("batch_group")
        kinds = QButtonGroup(self)
        kinds.addButton(self.individuals_radio)
        kinds.addButton(self.group_radio)
        self.individuals_radio.setChecked(True)
        has_group = ruleset.sheet is not None and any(
            t.kind == "mook_group" for t in ruleset.sheet.templates.values())
        self.group_radio.setEnabled(has_group)
        if not has_group:
            self.group_radio.setToolTip(translate(
                "BatchDialog", "{ruleset} has no mook group template").format(
                    ruleset=ruleset.name))

        self.copy_check = QCheckBox(self)
        self.copy_check.setObjectName("batch_copy")
        self.follow_check = QCheckBox(translate(
            "BatchDialog", "…and &follow it: changing it later changes them all"), self)
        self.follow_check.setObjectName("batch_follow")
        if self.selected is not None:
            self.copy_check.setText(translate("BatchDialog", "&Copy {name}").format(
                name=self.selected[0].name))
            self.copy_check.setChecked(False)
        else:
            self.copy_check.setText(translate(
                "BatchDialog", "Copy the selected character (none selected)"))
            self.copy_check.setEnabled(False)

        self.summary = QLabel(self)
        self.summary.setObjectName("batch_summary")
        self.summary.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(translate("BatchDialog", "&How many"), self.count_spin)
        form.addRow(translate("BatchDialog", "&Name"), self.name_edit)
        form.addRow(translate("BatchDialog", "&Template"), self.template_combo)
        form.addRow("", self.individuals_radio)
        form.addRow("", self.group_radio)
        form.addRow("", self.copy_check)
        form.addRow("", self.follow_check)
        self.opposition_box = self._build_opposition()
        if self.opposition_box is not None:
            form.addRow(self.opposition_box)
        form.addRow(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        self.create_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(translate("BatchDialog", "&Create"))
        self.create_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        for signal in (self.count_spin.valueChanged, self.name_edit.textChanged,
                       self.template_combo.currentIndexChanged, self.group_radio.toggled,
                       self.copy_check.toggled, self.follow_check.toggled):
            signal.connect(self._update)
        self.copy_check.toggled.connect(self._name_after_copy)
        self._update()
        self.count_spin.setFocus()
        self.count_spin.selectAll()

    @staticmethod
    def _default_name() -> str:
        return translate("BatchDialog", "Goblin")

    def _build_opposition(self) -> QGroupBox | None:
        spec = self.ruleset.sheet.opposition if self.ruleset.sheet is not None else None
        if spec is None:
            return None
        model = spec.model
        self._resource = model.resource
        box = QGroupBox(translate("BatchDialog", "{rules}: buy them with {resource}").format(
            rules=model.label, resource=model.resource), self)
        box.setObjectName("batch_opposition")
        box.setCheckable(True)
        box.setChecked(False)
        level_field = self.ruleset.sheet.fields[model.level_field].model  # type: ignore[union-attr]
        low = level_field.min if level_field.min is not None else 1
        high = level_field.max if level_field.max is not None else 20
        self.level_spin = QSpinBox(box)
        self.level_spin.setObjectName("batch_level")
        self.level_spin.setRange(low, high)
        self.party_spin = QSpinBox(box)
        self.party_spin.setObjectName("batch_party_level")
        self.party_spin.setRange(low, high)
        self.party_spin.setValue(min(max(4, low), high))
        self.level_spin.setValue(self.party_spin.value())
        self.cost_label = QLabel(box)
        self.cost_label.setObjectName("batch_cost")
        row = QHBoxLayout(box)
        level_label = QLabel(translate("BatchDialog", "Their &level"), box)
        level_label.setBuddy(self.level_spin)
        party_label = QLabel(translate("BatchDialog", "the &party's top level"), box)
        party_label.setBuddy(self.party_spin)
        row.addWidget(level_label)
        row.addWidget(self.level_spin)
        row.addWidget(party_label)
        row.addWidget(self.party_spin)
        row.addWidget(self.cost_label, 1)
        for signal in (box.toggled, self.level_spin.valueChanged, self.party_spin.valueChanged):
            signal.connect(self._update)
        return box

    def _name_after_copy(self, copying: bool) -> None:
        """Copying names the batch after the selected character, unless renamed already."""
        if self.selected is None:
            return
        copied = _NUMBERED.sub("", self.selected[0].name)
        current = self.name_edit.text().strip()
        if copying and current == self._default_name():
            self.name_edit.setText(copied)
        elif not copying and current == copied:
            self.name_edit.setText(self._default_name())

    @property
    def template_id(self) -> str | None:
        """The template the individuals are made from."""
        data = self.template_combo.currentData()
        return data if isinstance(data, str) else None

    @property
    def buying(self) -> bool:
        """True when the opposition rules set their level and cost."""
        return self.opposition_box is not None and self.opposition_box.isChecked() \
            and self.opposition_box.isEnabled()

    def _update(self) -> None:
        group = self.group_radio.isChecked()
        self.template_combo.setEnabled(not group)
        self.follow_check.setEnabled(self.copy_check.isChecked() and not group)
        if self.opposition_box is not None:
            self.opposition_box.setEnabled(not group and not self.copy_check.isChecked())
        count = self.count_spin.value()
        name = self.name_edit.text().strip() or self._default_name()
        if group:
            text = (translate("BatchDialog", "Makes one mook group, {name}, of 1 member.")
                    if count == 1 else
                    translate("BatchDialog", "Makes one mook group, {name}, of {count} members.")
                    ).format(name=name, count=count)
        elif count == 1:
            text = translate("BatchDialog", "Makes {name} 1.").format(name=name)
        else:
            text = translate("BatchDialog", "Makes {name} 1 … {name} {count}.").format(
                name=name, count=count)
        self.individuals_radio.setText(translate(
            "BatchDialog", "&Individuals, numbered ({name} 1, {name} 2, …)").format(name=name))
        if self.buying:
            try:
                cost = opposition_cost(self.ruleset, count, self.level_spin.value(),
                                       self.party_spin.value())
            except SheetError as error:
                self.cost_label.setText(str(error))
            else:
                self.cost_label.setText(translate(
                    "BatchDialog", "costs <b>{cost}</b> {resource}").format(
                        cost=cost, resource=self._resource))
        elif self.opposition_box is not None:
            self.cost_label.setText("")
        self.summary.setText(text)

    def characters(self) -> list[Character]:
        """The characters to add to the library (SheetError if they cannot be made)."""
        count = self.count_spin.value()
        name = self.name_edit.text().strip() or self._default_name()
        if self.group_radio.isChecked():
            base = self.selected[0] if self.selected and self.copy_check.isChecked() else None
            return make_batch(self.ruleset, count, name=name, base=base, as_group=True)
        template = self.template_combo.currentData()
        if self.buying:
            made, _cost = buy_opposition(self.ruleset, count, self.level_spin.value(),
                                         self.party_spin.value(), name=name,
                                         template=template)
            return made
        if self.selected is not None and self.copy_check.isChecked():
            character, library_id = self.selected
            follow = self.follow_check.isChecked()
            return make_batch(self.ruleset, count, name=name, template=template,
                              base=character, base_id=library_id if follow else None)
        return make_batch(self.ruleset, count, name=name, template=template)

