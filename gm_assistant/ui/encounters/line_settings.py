"""Set for this fight: one encounter line's values that differ from its sheet.

Every stat and pool of the conflict, each "as on the sheet" (the value shown) or a value
chosen for this fight only: a mook's skill, a weapon, the brightness and obscurity of the
fighter's area in Lady Luck's fights, the luck a villain starts with. The encounter file
keeps the choices as the line's `set:`; the character's file is never changed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict

__all__ = ["LineSettingsDialog"]

translate = QCoreApplication.translate


class LineSettingsDialog(QDialog):
    """Edits one line's `set`: `sheet` is the line's combatant without any of them (what
    its sheet and the conflict's defaults give), `chosen` what the line sets now."""

    def __init__(self, ruleset: Ruleset, conflict: Conflict, who: str, sheet: Combatant,
                 chosen: dict[str, int | str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = (translate("LineSettingsDialog", "Set for this contest: {who}")
                 if conflict.contest is not None else
                 translate("LineSettingsDialog", "Set for this fight: {who}"))
        self.setWindowTitle(title.format(who=who))
        self.setObjectName("LineSettingsDialog")
        self.fields: dict[str, QComboBox | QSpinBox] = {}
        form = QFormLayout()
        for name, stat in conflict.stats.items():
            current = chosen.get(name)
            scale = ruleset.scales[stat.scale] if stat.scale is not None else None
            if scale is not None and not scale.numeric:
                combo = QComboBox(self)
                combo.addItem(self._as_on_sheet(scale.labels[sheet.stats[name]]), None)
                for key in scale.keys:
                    combo.addItem(scale.labels[key], key)
                combo.setCurrentIndex(max(combo.findData(current), 0)
                                      if current is not None else 0)
                self.fields[name] = combo
            else:
                if scale is not None:
                    low, high = min(scale.numbers.values()), max(scale.numbers.values())
                else:
                    assert stat.range is not None
                    low, high = stat.range.min, stat.range.max
                self.fields[name] = self._number(low, high, int(str(sheet.stats[name])),
                                                 current)
            self.fields[name].setObjectName(f"set_{name}")
            form.addRow(stat.label, self.fields[name])
        for name, pool in conflict.pools.items():
            self.fields[name] = self._number(0, pool.max, sheet.pools[name],
                                             chosen.get(name))
            self.fields[name].setObjectName(f"set_{name}")
            form.addRow(translate("LineSettingsDialog", "{pool} at the start").format(
                pool=pool.label), self.fields[name])
        note = QLabel(translate("LineSettingsDialog", "Only this encounter changes; the "
                                "character's sheet stays as it is."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    @staticmethod
    def _as_on_sheet(value: object) -> str:
        """The choice that keeps the sheet's value (shown)."""
        return translate("LineSettingsDialog", "as on the sheet ({value})").format(value=value)

    def _number(self, low: int, high: int, on_sheet: int,
                current: int | str | None) -> QSpinBox:
        """A whole number in [low, high], or (one below low) as on the sheet."""
        spin = QSpinBox(self)
        spin.setRange(low - 1, high)
        spin.setSpecialValueText(self._as_on_sheet(on_sheet))
        spin.setValue(int(current) if isinstance(current, int) else low - 1)
        return spin

    def values(self) -> dict[str, int | str]:
        """What the line sets for this fight (the fields not left as on the sheet)."""
        found: dict[str, int | str] = {}
        for name, field in self.fields.items():
            if isinstance(field, QComboBox):
                data = field.currentData()
                if data is not None:
                    found[name] = data
            elif field.value() >= field.minimum() + 1:
                found[name] = field.value()
        return found
