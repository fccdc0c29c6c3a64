"""Widgets that keep their whole text at any text size: a combo box as wide as its
longest choice, never squeezed by its layout below that (`keep_choices_whole`); or one
that may be narrow but never narrower than the choice it shows (`keep_current_whole`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox

__all__ = ["keep_choices_whole", "keep_current_whole", "width_for_current"]


def keep_choices_whole(*combos: QComboBox) -> None:
    """Make each combo box as wide as its longest choice needs and let no layout make it
    narrower (its size hint is its minimum). The hint is measured again when the text
    size changes or the choices do, so a larger text size widens the box instead of
    cutting its text ("the weakest fir")."""
    for combo in combos:
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setSizePolicy(QSizePolicy.Policy.Minimum, combo.sizePolicy().verticalPolicy())


def width_for_current(combo: QComboBox) -> int:
    """The width `combo` needs to show its current choice (or placeholder) whole: the
    text, its icon, and the box's frame and arrow as its style draws them."""
    text = combo.currentText() or combo.placeholderText()
    metrics = combo.fontMetrics()
    wide = metrics.horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        wide += combo.iconSize().width() + 4
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    return combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option,
                                          QSize(wide, metrics.height()), combo).width()


class _CurrentWhole(QObject):
    """Keeps its combo box's least width at what its current choice needs (and never
    below the least its size policy asks), measured again on a new choice, a new text
    size or style."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.combo = combo
        combo.currentIndexChanged.connect(self.fit)
        combo.currentTextChanged.connect(self.fit)
        combo.installEventFilter(self)
        self.fit()

    def fit(self, *_args: object) -> None:
        combo = self.combo
        least = max(combo.minimumSizeHint().width(), width_for_current(combo))
        if combo.minimumWidth() != least:
            combo.setMinimumWidth(least)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.fit()
        return False


def keep_current_whole(*combos: QComboBox) -> None:
    """Let each combo box be as narrow as its layout likes, but never narrower than its
    current choice needs ("expert remembering persons (S, +2)" at text size 1.25): a
    long list of choices does not widen the form, the one shown is never cut."""
    for combo in combos:
        _CurrentWhole(combo)
