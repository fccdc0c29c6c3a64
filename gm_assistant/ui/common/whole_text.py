"""Widgets that keep their whole text at any text size: a combo box as wide as its
longest choice, never squeezed by its layout below that."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QSizePolicy

__all__ = ["keep_choices_whole"]


def keep_choices_whole(*combos: QComboBox) -> None:
    """Make each combo box as wide as its longest choice needs and let no layout make it
    narrower (its size hint is its minimum). The hint is measured again when the text
    size changes or the choices do, so a larger text size widens the box instead of
    cutting its text ("the weakest fir")."""
    for combo in combos:
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setSizePolicy(QSizePolicy.Policy.Minimum, combo.sizePolicy().verticalPolicy())
