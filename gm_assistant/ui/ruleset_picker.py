"""RulesetPicker: a combo box of every ruleset file; broken ones listed but disabled."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from gm_assistant.core.rules.registry import RulesetEntry

__all__ = ["RulesetPicker"]

translate = QCoreApplication.translate

_ID_ROLE = 0x0101
"""Qt.ItemDataRole.UserRole + 1, as a number: the picker is drawn in the first frame,
which does without Qt's `Qt` namespace (about 90 enums, made at its first touch)."""
_MAX_PROBLEMS_SHOWN = 8
_MAX_NAME = 120
"""Characters of a ruleset's name the open list shows (a hostile file's name is bounded)."""
_CLOSED_LENGTH = 40
"""The closed box's least width in widest characters ("X")."""
_CLOSED_MOST = 64
"""The closed box's most width in "X"s: as wide as the longest loaded name up to this (and
to the room its toolbar leaves), the same whichever ruleset is chosen; a longer name is
elided there (whole in the open list and the tooltip)."""


def _inert(item: QStandardItem) -> QStandardItem:
    """`item` with no flags (Qt.ItemFlag.NoItemFlags): shown greyed, never chosen."""
    item.setEnabled(False)
    item.setSelectable(False)
    item.setEditable(False)
    item.setDragEnabled(False)
    item.setDropEnabled(False)
    return item


def _short(name: str) -> str:
    return name if len(name) <= _MAX_NAME else name[: _MAX_NAME - 1].rstrip() + "…"


class RulesetPicker(QComboBox):
    """Lists loaded rulesets (choosable) and broken files (greyed, problems in tooltip)."""

    ruleset_chosen = Signal(str)
    """(ruleset id): the user picked a ruleset."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesetPicker")
        self.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(_CLOSED_LENGTH)
        self.retranslate()
        self._model = QStandardItemModel(self)
        self.setModel(self._model)
        self._filling = False
        self.currentIndexChanged.connect(self._on_self_current_index_changed)
        self.show_loading()
        if parent is not None:  # its toolbar: the room it leaves follows the window
            parent.installEventFilter(self)

    def fit_width(self) -> None:
        """As wide as the longest loaded ruleset's name needs, at least `_CLOSED_LENGTH`
        "X"s and at most `_CLOSED_MOST` or the room left in its toolbar (a wider name is
        elided in the closed box)."""
        metrics = self.fontMetrics()
        x_width = max(metrics.horizontalAdvance("X"), 1)
        names = [item.text() for item in (self._model.item(row) for row in
                                          range(self._model.rowCount()))
                 if item is not None and item.isEnabled()]
        needed = -(-max((metrics.horizontalAdvance(name) for name in names), default=0)
                   // x_width)
        most = _CLOSED_MOST
        toolbar = self.parentWidget()
        if toolbar is not None and toolbar.width() > self.x() > 0:
            chrome = self.sizeHint().width() - self.minimumContentsLength() * x_width
            room = toolbar.width() - self.x() - chrome - 4 * x_width  # its other actions
            most = min(most, max(room // x_width, _CLOSED_LENGTH // 2))
        length = max(min(needed, most), min(_CLOSED_LENGTH, most))
        if length != self.minimumContentsLength():
            self.setMinimumContentsLength(length)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.fit_width()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_width()

    def retranslate(self) -> None:
        """Say what the picker is for in the interface's language (again after a change),
        and the chosen ruleset's whole name (the closed box may elide it)."""
        tip = translate("RulesetPicker",
                        "The ruleset (game system) the charts, odds and sheets use")
        if self.current_ruleset_id():
            import html  # a ruleset is chosen after the first paint

            tip = f"{html.escape(tip)}<br><b>{html.escape(self.currentText())}</b>"
        self.setToolTip(tip)

    def show_loading(self) -> None:
        """Show a "Loading rulesets…" placeholder until entries arrive."""
        self._filling = True
        self._model.clear()
        self._model.appendRow(_inert(QStandardItem(translate("RulesetPicker",
                                                             "Loading rulesets…"))))
        self._filling = False

    def current_ruleset_id(self) -> str:
        """The chosen ruleset's id ("" if none)."""
        value = self.currentData(_ID_ROLE)
        return value if isinstance(value, str) else ""

    def ruleset_ids(self) -> list[str]:
        """Ids of the rulesets offered (loaded ones only), in order."""
        found = []
        for row in range(self._model.rowCount()):
            item = self._model.item(row)
            if item is not None and item.isEnabled():
                found.append(str(item.data(_ID_ROLE)))
        return found

    def set_entries(self, entries: Sequence[RulesetEntry], wanted: str) -> str:
        """List `entries`; choose `wanted` if it loaded, else the first loaded one.

        Returns the chosen id ("" when nothing loaded). Does not emit `ruleset_chosen`.
        """
        import html  # after the first paint: the entries come with the loaded rulesets

        from gm_assistant.ui.errors import problem_text

        self._filling = True
        self._model.clear()
        chosen_row = -1
        for entry in entries:
            item = QStandardItem()
            if entry.ruleset is not None:
                name = entry.ruleset.name
                item.setText(translate("RulesetPicker", "{name}  (house rules)").format(
                    name=_short(name)) if entry.override else _short(name))
                item.setData(entry.id, _ID_ROLE)
                tip = f"<b>{html.escape(name)}</b><br>{html.escape(str(entry.file))}"
                if entry.override is not None:
                    tip += "<br>" + translate("RulesetPicker", "House rules from {file}").format(
                        file=html.escape(str(entry.override)))
                item.setToolTip(tip)
                if entry.id == wanted or chosen_row < 0:
                    chosen_row = self._model.rowCount()
            else:
                item.setText(translate("RulesetPicker", "{file}: does not load").format(
                    file=entry.file.name))
                _inert(item)
                problems = [html.escape(problem_text(p))
                            for p in entry.problems[:_MAX_PROBLEMS_SHOWN]]
                more = len(entry.problems) - len(problems)
                rest = "<br>" + translate("RulesetPicker", "… and %n more", None, more) \
                    if more else ""
                tip = "<br>".join(problems) + rest
                item.setToolTip(translate(
                    "RulesetPicker", "<b>This file has problems</b> (Help ▸ Ruleset problems)")
                    + f"<br><tt>{tip}</tt>")
            self._model.appendRow(item)
        self.setCurrentIndex(chosen_row)
        self._filling = False
        self.retranslate()
        self.fit_width()
        return self.current_ruleset_id()

    def choose(self, ruleset_id: str) -> bool:
        """Select `ruleset_id` (emits `ruleset_chosen` if it changes); False if not offered."""
        for row in range(self._model.rowCount()):
            item = self._model.item(row)
            if item is not None and item.isEnabled() and item.data(_ID_ROLE) == ruleset_id:
                self.setCurrentIndex(row)
                return True
        return False

    def closed_text(self) -> str:
        """The current item's text as the closed box draws it: elided to fit its field."""
        text = self.currentText()
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(text) <= self.width() - 2 * self.height():
            return text  # surely fits (the first frame's "Loading rulesets…" does)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        if metrics.horizontalAdvance(text) <= field.width() - 2:
            return text
        from PySide6.QtCore import Qt  # only for a long name: after the first paint

        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, field.width() - 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw as QComboBox does, with a name too long for the closed box elided."""
        text = self.closed_text()
        if text == self.currentText():
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        painter.setPen(self.palette().color(self.palette().ColorRole.Text))
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = text
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def _on_self_current_index_changed(self, _index: int) -> None:
        if not self._filling:
            self.retranslate()
        if not self._filling and self.current_ruleset_id():
            self.ruleset_chosen.emit(self.current_ruleset_id())
