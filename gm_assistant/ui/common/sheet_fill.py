"""SheetFillRow: a check input filled from the picked character's sheet (say trait ← Body)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from gm_assistant.core.play.character_odds import (
    CharacterOnCheck,
    MarkedBy,
    SheetSource,
    match_characters,
    sheet_sources,
)
from gm_assistant.core.play.check_stat import stat_field
from gm_assistant.core.rules.compiled import CheckSpec, LevelKey, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.check_inputs import CheckInputsPanel
from gm_assistant.ui.common.level_text import long_text
from gm_assistant.ui.common.sheet_sources import offer_sources
from gm_assistant.ui.common.whole_text import keep_choices_whole
from gm_assistant.ui.errors import message_text

__all__ = ["SheetFillRow"]

translate = QCoreApplication.translate


class SheetFillRow(QWidget):
    """Which input of the check the character gives, and from which field of their sheet.

    Shown only while a character is picked; every pick (character, input or field) types
    the sheet's value into the input's editor, which the GM can still change by hand. The
    field first offered is the stat the ruleset's conflicts read for that input (the
    fight stat for Riskbreaker's attacks), else the first that fits. The pick is
    remembered for each check and character: coming back to them offers the same input and
    field again. Rows given the same `remembered` dict share their picks (`follow`).

    Signals:
        filled: an input was set from the sheet.
        chosen: the GM picked another input or field (rows sharing picks follow).
    """

    filled = Signal()
    chosen = Signal()

    def __init__(self, inputs: CheckInputsPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetFillRow")
        self.inputs = inputs
        self.ruleset: Ruleset | None = None
        self.spec: CheckSpec | None = None
        self.state: SheetState | None = None
        self._sources: list[SheetSource] = []
        self.remembered: dict[tuple[str, str, str], tuple[object, object]] = {}
        """(ruleset id, check id, character) -> the (input, field) last picked for that
        check and character (their name; "" ad hoc)."""
        # Two lines (the field, then the input it gives): on one line, at a large text
        # size, the two choices no longer fit a panel's width whole.
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setVerticalSpacing(2)
        self.input_combo = QComboBox(self)
        self.input_combo.setObjectName("fill_input_combo")
        self.input_combo.currentIndexChanged.connect(self._on_input_combo_changed)
        self.field_combo = QComboBox(self)
        self.field_combo.setObjectName("fill_field_combo")
        self.field_combo.currentIndexChanged.connect(self._on_field_combo_changed)
        # Both as wide as their longest choice: a squeezed "Cauteloso (Caref" misleads.
        keep_choices_whole(self.field_combo, self.input_combo)
        label = QLabel(translate("SheetFillRow", "From the sheet:"), self)
        label.setBuddy(self.field_combo)
        self.note = QLabel(self)
        self.note.setObjectName("fill_note")
        self.note.setTextFormat(Qt.TextFormat.RichText)  # escaped text: &#x27; is a quote
        gives = QLabel(translate("SheetFillRow", "gives"), self)
        gives.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(label, 0, 0)
        layout.addWidget(self.field_combo, 0, 1, 1, 2)
        layout.addWidget(gives, 1, 0)
        layout.addWidget(self.input_combo, 1, 1)
        layout.addWidget(self.note, 1, 2)
        layout.setColumnStretch(1, 1)
        self.setVisible(False)

    def set_check(self, ruleset: Ruleset | None, spec: CheckSpec | None) -> None:
        """Offer the inputs of `spec` shown in the inputs panel that a sheet field can fill."""
        self.ruleset, self.spec = ruleset, spec
        previous = (self.input_combo.currentData(), self.field_combo.currentData())
        remembered = self._key() in self.remembered
        if remembered:
            previous = self.remembered[self._key()]
        usable: list[tuple[bool, str]] = []
        if ruleset is not None and spec is not None:
            for name in spec.inputs:
                sources = sheet_sources(ruleset, spec.inputs[name])
                if sources and name in self.inputs.editors:
                    usable.append((not sources[0].rating, name))
        usable.sort(key=lambda pair: pair[0])  # ratings (traits, approaches) first
        self.input_combo.blockSignals(True)
        self.input_combo.clear()
        for _numeric, name in usable:
            assert spec is not None
            self.input_combo.addItem(spec.inputs[name].label, name)
        self.input_combo.setCurrentIndex(max(self.input_combo.findData(previous[0]), 0))
        self.input_combo.blockSignals(False)
        name = self.input_combo.currentData()
        if not remembered and ruleset is not None and spec is not None \
                and isinstance(name, str):
            previous = (name, stat_field(ruleset, spec.id, name) or previous[1])
        self._fill_fields(previous[1])
        self._update()

    def follow(self) -> None:
        """Show again the pick remembered for this check and character (another row
        sharing `remembered` changed it)."""
        if self._key() in self.remembered:
            self.set_check(self.ruleset, self.spec)

    def _key(self) -> tuple[str, str, str]:
        """The check and character a pick is remembered for."""
        return (self.ruleset.id if self.ruleset is not None else "",
                self.spec.id if self.spec is not None else "",
                self.state.character.name if self.state is not None else "")

    def set_state(self, state: SheetState | None) -> None:
        """Take values from `state` (a character's sheet); None: ad hoc, the row hides."""
        self.state = state
        self.set_check(self.ruleset, self.spec)  # the pick made for this character

    def select(self, field_id: str, input_name: str | None = None) -> None:
        """Fill `input_name` (the first offered when None) from `field_id`, as the user would."""
        if input_name is not None:
            self.input_combo.setCurrentIndex(self.input_combo.findData(input_name))
        self.field_combo.setCurrentIndex(self.field_combo.findData(field_id))

    @property
    def value(self) -> LevelKey | None:
        """The picked character's value for the chosen input (None: none usable)."""
        matched = self._matched()
        name = self.input_combo.currentData()
        return matched.given.get(name) if matched is not None and isinstance(name, str) \
            else None

    def _matched(self) -> CharacterOnCheck | None:
        """The character's reading for the chosen input and field, by the core's one
        matcher (the Odds area's overlay reads sheets the same way)."""
        name = self.input_combo.currentData()
        index = self.field_combo.currentIndex()
        if (self.state is None or self.ruleset is None or self.spec is None
                or not isinstance(name, str) or not 0 <= index < len(self._sources)):
            return None
        pick = MarkedBy(name, self._sources[index].field)
        return match_characters(self.ruleset, self.spec.id, [("", self.state)], pick)[0]

    def _fill_fields(self, keep: object = None) -> None:
        self._sources = offer_sources(self.field_combo, self.ruleset, self.spec,
                                      self.input_combo.currentData())
        self.field_combo.blockSignals(True)
        self.field_combo.setCurrentIndex(max(self.field_combo.findData(keep), 0))
        self.field_combo.blockSignals(False)

    def _update(self) -> None:
        self.setVisible(self.state is not None and self.input_combo.count() > 0)
        name = self.input_combo.currentData()
        if self.state is None or self.spec is None or not isinstance(name, str):
            self.note.clear()
            return
        matched = self._matched()
        value = matched.given.get(name) if matched is not None else None
        if value is None:
            self.note.setText(translate("SheetFillRow", "<i>no usable value</i>"))
            why = matched.unusable.get(name) if matched is not None else None
            self.note.setToolTip(message_text(why.reason) if why is not None else "")
            return
        self.note.setToolTip("")
        self.note.setText(escape(long_text(self.spec.inputs[name], value)))
        self.inputs.set_values({name: value})
        self.filled.emit()

    def _remember(self) -> None:
        if self.ruleset is not None and self.spec is not None:
            self.remembered[self._key()] = (self.input_combo.currentData(),
                                            self.field_combo.currentData())
            self.chosen.emit()

    def _on_input_combo_changed(self) -> None:
        self._fill_fields()
        self._remember()
        self._update()

    def _on_field_combo_changed(self) -> None:
        self._remember()
        self._update()
