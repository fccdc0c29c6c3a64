"""RecoveryDialog: unsaved edits found from a session that ended badly, offered back."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.library import Recovery
from gm_assistant.ui.errors import message_text

__all__ = ["RecoveryDialog"]

translate = QCoreApplication.translate


class RecoveryDialog(QDialog):
    """Lists recovery files with check boxes; Restore, Discard or decide later.

    After it closes, `choice` is "restore", "discard" or "later" and `keys` the recovery
    keys that were ticked.
    """

    def __init__(self, recoveries: Sequence[Recovery], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecoveryDialog")
        self.setWindowTitle(translate("RecoveryDialog", "Recover unsaved characters"))
        self.choice = "later"
        self.keys: list[str] = []
        intro = QLabel(translate(
            "RecoveryDialog", "<b>GM Assistant did not close normally last time.</b> These "
            "characters had edits that were not saved. Restore them to keep working on them "
            "(they open with their edits, unsaved), or discard the edits."), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("recovery_list")
        for recovery in recoveries:
            if recovery.error is not None:
                text = translate("RecoveryDialog", "{file}: cannot be read ({error})").format(
                    file=recovery.path.name, error=message_text(recovery.error))
            else:
                where = recovery.original.name if recovery.original is not None \
                    else translate("RecoveryDialog", "a new character")
                when = recovery.saved_at.replace("T", " ").split("+")[0]
                text = translate("RecoveryDialog",
                                 "{name}  ({ruleset}; {file}; edited {when} UTC)").format(
                    name=recovery.name, ruleset=recovery.ruleset, file=where, when=when)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, recovery.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if recovery.error is None
                               else Qt.CheckState.Unchecked)
            if recovery.error is not None:
                item.setToolTip(str(recovery.path))
            self.list.addItem(item)
        buttons = QDialogButtonBox(self)
        self.restore_button = QPushButton(translate("RecoveryDialog", "&Restore"), self)
        self.restore_button.setObjectName("restore_button")
        self.restore_button.setDefault(True)
        self.discard_button = QPushButton(translate("RecoveryDialog", "&Discard the edits"),
                                          self)
        self.discard_button.setObjectName("discard_button")
        self.later_button = QPushButton(translate("RecoveryDialog", "Decide &later"), self)
        self.later_button.setObjectName("later_button")
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.restore_button.clicked.connect(lambda: self._finish("restore"))
        self.discard_button.clicked.connect(lambda: self._finish("discard"))
        self.later_button.clicked.connect(lambda: self._finish("later"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(620, 320)

    def _finish(self, choice: str) -> None:
        self.choice = choice
        self.keys = [self.list.item(r).data(Qt.ItemDataRole.UserRole)
                     for r in range(self.list.count())
                     if self.list.item(r).checkState() == Qt.CheckState.Checked]
        if choice == "later":
            self.reject()
        else:
            self.accept()
