"""JoiningSides: the side of each person seated at the Table by hand, for a forecast from
here.

The fighters seated from an encounter keep their side; anyone else at the table (a
character brought from the library, a name typed in) stays out of the fight unless the GM
puts them on the party's side or the opposition's here. `sides()` is what
`core.conflict.from_here.table_now` takes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY

__all__ = ["JoiningSides"]

translate = QCoreApplication.translate

CHOICES: tuple[tuple[str | None, str], ...] = (
    (None, str(QT_TRANSLATE_NOOP("JoiningSides", "Not in this fight"))),
    (PARTY, str(QT_TRANSLATE_NOOP("JoiningSides", "With the party"))),
    (OPPOSITION, str(QT_TRANSLATE_NOOP("JoiningSides", "With the opposition"))))
"""What a person seated by hand can be in the fight (shown translated)."""


class JoiningSides(QGroupBox):
    """One side picker per person seated by hand; hidden while there is nobody.

    Signals:
        changed(): the GM put someone on another side.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("JoiningSides", "Seated by hand"), parent)
        self.setObjectName("JoiningSides")
        self.setToolTip(translate(
            "JoiningSides", "People at the table who are not the encounter's fighters join "
            "the fight on the side chosen here, as their sheet at the Table makes them"))
        self.form = QFormLayout(self)
        self.boxes: dict[str, QComboBox] = {}
        self.setVisible(False)

    def set_people(self, names: Sequence[str],
                   chosen: Mapping[str, str] | None = None) -> None:
        """List these people (in this order); each keeps the side chosen before, or takes
        the one `chosen` gives (name -> side; the others are not in the fight)."""
        if list(names) == list(self.boxes):
            # The same people: their pickers stay (one the GM is using keeps the keys).
            if chosen is not None:
                for name, box in self.boxes.items():
                    box.setCurrentIndex(box.findData(chosen[name]) if name in chosen else 0)
            return
        if chosen is None:
            chosen = self.sides()
        while self.form.rowCount():
            self.form.removeRow(0)
        self.boxes = {}
        for name in names:
            box = QComboBox(self)
            box.setObjectName(f"side_of_{name}")
            for side, label in CHOICES:
                box.addItem(translate("JoiningSides", label), side)
            box.setCurrentIndex(box.findData(chosen[name]) if name in chosen else 0)
            box.currentIndexChanged.connect(lambda _index: self.changed.emit())
            self.form.addRow(name, box)
            self.boxes[name] = box
        self.setVisible(bool(names))

    def set_side(self, name: str, side: str | None) -> None:
        """Put `name` on `side` (None: not in the fight)."""
        box = self.boxes[name]
        box.setCurrentIndex(box.findData(side))

    def sides(self) -> dict[str, str]:
        """Name -> side of those the GM put in the fight."""
        return {name: str(box.currentData()) for name, box in self.boxes.items()
                if box.currentData() is not None}
