"""QuickLookupPanel: type what the physical dice showed and read the outcome at once.

Keyboard first: pick the check and its inputs, type the dice, press Enter. The outcome
shows while typing; Enter commits it (to the log, and to resources when asked). When the
rules call for another roll (the d20 extreme Mastery Levels) a field for it appears.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIntValidator, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.odds.engine import bind_inputs, input_environment
from gm_assistant.core.play import Lookup, lookup, second_rolls
from gm_assistant.core.play.lookup import chart_path
from gm_assistant.core.play.measured import measures_text
from gm_assistant.core.play.shown_dice import fate_dice, read_faces, read_shown
from gm_assistant.core.rules.compiled import CheckSpec, LevelKey
from gm_assistant.ui.common.outcome_card import OutcomeCard
from gm_assistant.ui.errors import error_text
from gm_assistant.ui.table.check_panel import CheckPanel

__all__ = ["LookupDone", "QuickLookupPanel"]

translate = QCoreApplication.translate

_DICE_SCALE = 2.0
_FACES = re.compile(r"-?\d+")


@dataclass(frozen=True)
class LookupDone:
    """A physical roll looked up and confirmed with Enter."""

    check_id: str
    inputs: dict[str, LevelKey]
    faces: dict[str, int | tuple[int, ...]]
    """Each roll's total, and each pool's faces one by one."""
    outcome: str
    bonus_spent: int = 0
    values: dict[str, object] = field(default_factory=dict)
    """The check's values for these faces (its total, a chart's step)."""
    dice_faces: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Each roll of Fate dice typed face by face (`++0-`): its faces, one per die."""


class QuickLookupPanel(CheckPanel):
    """Check, inputs, the dice's numbers, and the outcome in large type.

    Signals:
        looked_up(LookupDone): a lookup confirmed with Enter (or the Look up button).
    """

    looked_up = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("QuickLookupPanel", "Quick lookup: the dice on the table"),
                         "QuickLookupPanel", translate("QuickLookupPanel", "Chec&k"),
                         translate("QuickLookupPanel", "Inputs"), parent)
        self.check_combo.setObjectName("lookup_check_combo")
        self.result: Lookup | None = None
        self.dice_edits: dict[str, QLineEdit] = {}
        self.pool_edits: dict[str, QLineEdit] = {}
        self._pool_labels: dict[str, QLabel] = {}
        self.second_edits: dict[str, QLineEdit] = {}
        self._second_labels: dict[str, QLabel] = {}
        layout = self.column
        self.inputs.values_changed.connect(self._on_inputs_values_changed)
        self.dice_form = QFormLayout()
        self.bonus_spin: QSpinBox | None = None
        self.look_up_button = QPushButton(translate("QuickLookupPanel", "&Look up"), self)
        self.look_up_button.setObjectName("look_up_button")
        self.look_up_button.clicked.connect(self.look_up)
        # The button beside the dice's fields, not on a row of its own: that row's height
        # is the inputs' above (at text size 1.25 they scrolled after a lookup).
        dice_row = QHBoxLayout()
        dice_row.addLayout(self.dice_form, 1)
        dice_row.addWidget(self.look_up_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(dice_row)
        self.card = OutcomeCard(self, scale=1.0)
        layout.addWidget(self.card)

    # --- building -----------------------------------------------------------------------

    def _shown_inputs(self, spec: CheckSpec) -> set[str]:
        # Only inputs the roll itself reads: luck to spend or fate points do not change
        # what a face means (invokes after the roll have their own field); and how many of
        # those invokes were free (Fate), which changes what they cost.
        shown = set(spec.referenced)
        for spend in spec.spends:
            if spend.free is not None:
                shown |= set(spend.free.names)
        return shown

    def _on_check_combo_changed(self) -> None:
        super()._on_check_combo_changed()
        spec = self.spec
        self._build_dice(spec)
        self.result = None
        self.card.show_prompt("", translate("QuickLookupPanel",
                                            "Type what the dice showed and press Enter.")
                              if spec else translate("QuickLookupPanel",
                                                     "Pick a ruleset with checks."))

    def _make_dice_edit(self, name: str, low: int, high: int, pool: bool = False,
                        fate: int | None = None) -> QLineEdit:
        edit = QLineEdit(self)
        edit.setObjectName(f"dice_{name}")
        if pool:  # every die's face, separated by spaces or commas
            edit.setValidator(QRegularExpressionValidator(
                QRegularExpression(r"[-\d\s,]*"), edit))
        elif fate is not None:  # a total, or each Fate die's face (`++0-`), read whole
            edit.setValidator(QRegularExpressionValidator(
                QRegularExpression(r"[-+\d\s]*"), edit))
            edit.setPlaceholderText(translate("QuickLookupPanel", "{low}–{high} or {faces}")
                                    .format(low=low, high=high, faces=("++0-" * fate)[:fate]))
        else:
            edit.setValidator(QIntValidator(low, high, edit))
            edit.setPlaceholderText(f"{low}–{high}")
        edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(edit.font())
        font.setPointSizeF(max(font.pointSizeF(), 9.0) * _DICE_SCALE)
        font.setBold(True)
        edit.setFont(font)
        # Wide enough for its hint in its large type (`-4–4 or ++0-` was cut at 1.25).
        metrics = QFontMetrics(font)
        hint = metrics.horizontalAdvance(edit.placeholderText()) + metrics.horizontalAdvance("MM")
        edit.setMinimumWidth(min(hint, 420))
        edit.setMaximumWidth(max(420 if pool else 180, min(hint, 420)))
        edit.textChanged.connect(lambda _text: self._evaluate(commit=False))
        edit.returnPressed.connect(self.look_up)
        return edit

    def _build_dice(self, spec: CheckSpec | None) -> None:
        while self.dice_form.rowCount():
            self.dice_form.removeRow(0)
        self.dice_edits.clear()
        self.pool_edits.clear()
        self._pool_labels.clear()
        self.second_edits.clear()
        self._second_labels.clear()
        self.bonus_spin = None
        if spec is None:
            return
        single = len(spec.rolls) == 1 and not spec.pools
        for pool in spec.pools:
            edit = self._make_dice_edit(pool.name, 0, 0, pool=True)
            edit.setToolTip(translate("QuickLookupPanel", "Type each die of the pool, "
                                      "separated by spaces; read as {names}").format(
                names=", ".join(pool.names)))
            label = QLabel(translate("QuickLookupPanel", "{pool}: each die").format(
                pool=pool.name), self)
            label.setBuddy(edit)
            self.dice_form.addRow(label, edit)
            self.pool_edits[pool.name] = edit
            self._pool_labels[pool.name] = label
        self._update_pool_hints()
        for name, dist in spec.rolls:
            notation = spec.roll_notation.get(name, "")
            edit = self._make_dice_edit(name, min(dist), max(dist),
                                        fate=fate_dice(spec.roll_notation.get(name, "")))
            text = (translate("QuickLookupPanel", "&Dice showed ({notation})").format(
                notation=notation) if single else f"{name} ({notation})")
            self.dice_form.addRow(text, edit)
            self.dice_edits[name] = edit
        for name, second in second_rolls(spec).items():
            edit = self._make_dice_edit(name, second.low, second.high,
                                        pool=second.pool is not None)
            buddy = QLabel(translate("QuickLookupPanel", "Then {roll} ({notation})").format(
                roll=name, notation=second.notation), self)
            buddy.setBuddy(edit)
            self.dice_form.addRow(buddy, edit)
            self.dice_form.setRowVisible(edit, False)
            self.second_edits[name] = edit
            self._second_labels[name] = buddy
        bonus = spec.spend("bonus")
        if bonus is not None:
            self.bonus_spin = QSpinBox(self)
            self.bonus_spin.setObjectName("lookup_bonus_spin")
            self.bonus_spin.setRange(0, 10)
            self.bonus_spin.valueChanged.connect(lambda _value: self._evaluate(commit=False))
            self.dice_form.addRow(translate("QuickLookupPanel",
                                            "&Invokes after the roll (+{adds} each)").format(
                adds=bonus.adds), self.bonus_spin)
        previous: QWidget = self.check_combo
        QWidget.setTabOrder(previous, self.sheet_fill.field_combo)
        QWidget.setTabOrder(self.sheet_fill.field_combo, self.sheet_fill.input_combo)
        previous = self.sheet_fill.input_combo
        extra = [self.bonus_spin] if self.bonus_spin is not None else []
        for widget in [*self.inputs.editors.values(), *self.pool_edits.values(),
                       *self.dice_edits.values(),
                       *self.second_edits.values(), *extra, self.look_up_button]:
            QWidget.setTabOrder(previous, widget)
            previous = widget

    def focus_dice(self) -> None:
        """Put the cursor in the first dice field, its text selected for overtyping."""
        edit = next(iter([*self.pool_edits.values(), *self.dice_edits.values()]), None)
        if edit is not None:
            edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
            edit.selectAll()

    def set_faces(self, faces: dict[str, int | tuple[int, ...]]) -> None:
        """Type dice numbers into their fields (as the user would); a pool's as a list."""
        for name, value in faces.items():
            edit = (self.dice_edits.get(name) or self.pool_edits.get(name)
                    or self.second_edits.get(name))
            if edit is not None:
                edit.setText(" ".join(str(v) for v in value) if isinstance(value, tuple)
                             else str(value))

    def _update_pool_hints(self) -> None:
        """Each pool field says how many dice the inputs give, and of which die."""
        spec = self.spec
        if spec is None or not self.pool_edits:
            return
        try:
            numbers, _ = input_environment(spec, bind_inputs(spec, self.inputs.values()))
        except GMAssistantError:
            return
        for pool in spec.pools:
            edit = self.pool_edits[pool.name]
            dice = pool.label_for(numbers)
            edit.setPlaceholderText(translate("QuickLookupPanel", "{dice}, e.g. 6 5 1").format(
                dice=dice))
            self._pool_labels[pool.name].setText(translate(
                "QuickLookupPanel", "{pool}: each of {dice}").format(pool=pool.name, dice=dice))

    # --- looking up ---------------------------------------------------------------------

    def look_up(self) -> Lookup | None:
        """Look up the typed dice and confirm the outcome (logged by the table view)."""
        return self._evaluate(commit=True)

    def _on_inputs_values_changed(self) -> None:
        self._update_pool_hints()
        self._evaluate(commit=False)

    def _typed(self, edits: dict[str, QLineEdit]) -> dict[str, int | tuple[int, ...]]:
        """The numbers typed; a Fate roll's text is read whole (InputError when it is
        neither a total nor one face per die)."""
        faces: dict[str, int | tuple[int, ...]] = {}
        spec = self.spec
        for name, edit in edits.items():
            notation = spec.roll_notation.get(name, "") if spec is not None else ""
            if spec is not None and edit.text().strip() and fate_dice(notation) is not None:
                dist = dict(spec.rolls)[name]
                faces[name] = read_shown(edit.text(), notation, min(dist), max(dist))
            elif not isinstance(edit.validator(), QIntValidator):  # a pool: each die's face
                typed = tuple(int(v) for v in _FACES.findall(edit.text()))
                if typed:
                    faces[name] = typed
            elif edit.hasAcceptableInput():
                faces[name] = int(edit.text())
        return faces

    def _typed_faces(self, names: Iterable[str]) -> dict[str, tuple[int, ...]]:
        """The Fate rolls among `names` typed face by face: each one's faces."""
        spec = self.spec
        edits = {**self.dice_edits, **self.second_edits}
        typed: dict[str, tuple[int, ...]] = {}
        for name in names:
            edit = edits.get(name)
            notation = self._notation(spec, name) if spec is not None else ""
            shown = read_faces(edit.text(), notation) if edit is not None else None
            if shown is not None:
                typed[name] = shown
        return typed

    def _evaluate(self, commit: bool) -> Lookup | None:  # noqa: C901
        spec, ruleset = self.spec, self.ruleset
        if spec is None or ruleset is None:
            return None
        try:
            faces: dict[str, int | tuple[int, ...]] = dict(self._typed(self.dice_edits))
        except GMAssistantError as error:
            self.result = None
            self._show_seconds(())
            self.card.show_prompt(translate("QuickLookupPanel", "Cannot look this up"),
                                  error_text(error))
            return None
        for name, edit in self.pool_edits.items():
            typed = tuple(int(v) for v in _FACES.findall(edit.text()))
            if typed:
                faces[name] = typed
        missing_pool = next((n for n, e in self.pool_edits.items() if n not in faces), None)
        if missing_pool is not None:
            self.result = None
            self._show_seconds(())
            edit = self.pool_edits[missing_pool]
            if commit or any(e.text() for e in self.pool_edits.values()):
                self.card.show_prompt("", translate(
                    "QuickLookupPanel", "Type each die of {pool}: {example}.").format(
                    pool=missing_pool, example=edit.placeholderText()))
            else:
                self.card.show_prompt("", translate(
                    "QuickLookupPanel", "Type what the dice showed and press Enter."))
            if commit:
                edit.setFocus()
            return None
        missing = [n for n in self.dice_edits if n not in faces]
        if missing:
            self.result = None
            self._show_seconds(())
            edit = self.dice_edits[missing[0]]
            if commit or edit.text():
                notation = spec.roll_notation.get(missing[0], "")
                self.card.show_prompt("", translate(
                    "QuickLookupPanel", "Type what {notation} showed: {range}.").format(
                    notation=notation, range=edit.placeholderText()))
            if commit:
                edit.setFocus()
            return None
        inputs = self.inputs.values()
        bonus = self.bonus_spin.value() if self.bonus_spin is not None else 0
        try:
            first = lookup(ruleset, spec.id, inputs, faces, bonus)
            self._show_seconds(first.needs)
            result = first
            if first.needs:
                seconds = self._typed({n: self.second_edits[n] for n in first.needs
                                       if n in self.second_edits})
                if len(seconds) == len(first.needs):
                    result = lookup(ruleset, spec.id, inputs, {**faces, **seconds}, bonus)
                    faces = {**faces, **seconds}
        except GMAssistantError as error:
            self.result = None
            self.card.show_prompt(translate("QuickLookupPanel", "Cannot look this up"),
                                  error_text(error))
            return None
        self.result = result
        if result.outcome is None:
            self._prompt_more(spec, result, commit)
            return result
        detail = " · ".join(part for part in (self._detail(spec, faces),
                                             measures_text(spec, result.values),
                                             chart_path(spec, result.values)) if part)
        self.card.show_outcome(ruleset, result.outcome, detail=detail)
        if commit:
            self.looked_up.emit(LookupDone(spec.id, dict(inputs), dict(faces), result.outcome,
                                           bonus, dict(result.values),
                                           self._typed_faces(faces)))
            self.focus_dice()
        return result

    def _show_seconds(self, needed: tuple[str, ...]) -> None:
        for name, edit in self.second_edits.items():
            self.dice_form.setRowVisible(edit, name in needed)

    def _prompt_more(self, spec: CheckSpec, result: Lookup, commit: bool) -> None:
        if result.needs:
            names = ", ".join(f"{n} ({self._notation(spec, n)})" for n in result.needs)
            self.card.show_prompt(translate("QuickLookupPanel", "Roll again"), translate(
                "QuickLookupPanel", "The rules call for another roll: {rolls}. Type it and "
                "press Enter.").format(rolls=names))
            target = self.second_edits.get(result.needs[0])
        else:
            names = ", ".join(result.reroll)
            self.card.show_prompt(translate("QuickLookupPanel", "Roll again"), translate(
                "QuickLookupPanel", "A tie: roll {rolls} again, type the new number over the "
                "old one and press Enter.").format(rolls=names))
            target = self.dice_edits.get(result.reroll[0]) if result.reroll else None
        if commit and target is not None:
            target.setFocus()
            target.selectAll()

    @staticmethod
    def _notation(spec: CheckSpec, name: str) -> str:
        if name in spec.roll_notation:
            return spec.roll_notation[name]
        found = second_rolls(spec).get(name)
        return found.notation if found is not None else ""

    def _detail(self, spec: CheckSpec, faces: dict[str, int | tuple[int, ...]]) -> str:
        parts = []
        for name, value in faces.items():
            if isinstance(value, tuple):
                pool = next((p for p in spec.pools if p.name == name),
                            None) or second_rolls(spec)[name].pool
                assert pool is not None
                read = ", ".join(f"{n} {self.result.values.get(n)}" for n in pool.names) \
                    if self.result is not None else ""
                parts.append(f"{name} {' '.join(str(v) for v in value)} → {read}")
            else:
                parts.append(translate("QuickLookupPanel", "{notation} showed {value}").format(
                    notation=self._notation(spec, name), value=value) if name == "roll"
                    else f"{name} {value}")
        return " · ".join(parts)
