"""PrintOptionsDialog: full sheets or cards, and the paper size, before printing or a PDF."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QWidget,
)

from gm_assistant.ui.common.printing.character_printer import PAGE_SIZES

__all__ = ["PrintOptionsDialog"]

translate = QCoreApplication.translate


class PrintOptionsDialog(QDialog):
    """`layout` ("sheets" or "cards") and `page_size` ("A4" or "Letter") once accepted.

    Args:
        count: How many characters are to be printed.
        cards: Start on cards (NPCs and mooks) rather than full sheets.
        page_size: The paper size to start on (the last one used).
        action: The accept button's text ("Export PDF…", "Print…").
    """

    def __init__(self, count: int, cards: bool, page_size: str, action: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PrintOptionsDialog")
        self.setWindowTitle(action.rstrip("…"))
        self.sheets_radio = QRadioButton(
            translate("PrintOptionsDialog", "&Full character sheets (a page or more each)"),
            self)
        self.cards_radio = QRadioButton(
            translate("PrintOptionsDialog", "NPC and mook &cards, several to a page"), self)
        group = QButtonGroup(self)
        group.addButton(self.sheets_radio)
        group.addButton(self.cards_radio)
        (self.cards_radio if cards else self.sheets_radio).setChecked(True)
        self.page_combo = QComboBox(self)
        self.page_combo.setObjectName("page_size")
        self.page_combo.addItems(list(PAGE_SIZES))
        self.page_combo.setCurrentText(page_size if page_size in PAGE_SIZES else "A4")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(action)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        chosen = (translate("PrintOptionsDialog", "1 character chosen in the library list.")
                  if count == 1 else
                  translate("PrintOptionsDialog", "{count} characters chosen in the library "
                            "list."))
        form.addRow(QLabel(chosen.format(count=count), self))
        form.addRow(translate("PrintOptionsDialog", "Print"), self.sheets_radio)
        form.addRow("", self.cards_radio)
        form.addRow(translate("PrintOptionsDialog", "&Paper"), self.page_combo)
        form.addRow(buttons)

    @property
    def layout_name(self) -> str:
        """`sheets` or `cards`."""
        return "cards" if self.cards_radio.isChecked() else "sheets"

    @property
    def page_size(self) -> str:
        """`A4` or `Letter`."""
        return self.page_combo.currentText()
