"""SamplesDialog: the sample characters shipped with the app, copied into the library."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import open_character
from gm_assistant.core.paths import DataDirNotFoundError, resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.common.kind_text import kind_label

__all__ = ["SamplesDialog", "sample_files"]

translate = QCoreApplication.translate


def sample_files(ruleset_id: str | None = None) -> list[Path]:
    """The shipped sample character files (of one ruleset, or all), sorted."""
    try:
        folder = resources_dir() / "samples"
    except DataDirNotFoundError:
        return []
    pattern = f"{ruleset_id}/*.yaml" if ruleset_id else "*/*.yaml"
    return sorted(folder.glob(pattern))


def _ruleset_name(ruleset_id: str, ruleset_for: Callable[[str], Ruleset | None]) -> str:
    """The ruleset's name; its id, said as not loaded, when no such ruleset loaded."""
    ruleset = ruleset_for(ruleset_id)
    if ruleset is None:
        return translate("SamplesDialog", "{id}, not loaded").format(id=ruleset_id)
    return ruleset.name


class SamplesDialog(QDialog):
    """Choose samples (several with Ctrl or Shift); `chosen` lists their files.

    Args:
        ruleset_id: The ruleset whose samples are offered (None, or none shipped: all).
        ruleset_for: Finds a loaded ruleset by id: each sample names its ruleset by name.
        parent: The owner.
    """

    def __init__(self, ruleset_id: str | None,
                 ruleset_for: Callable[[str], Ruleset | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SamplesDialog")
        self.setWindowTitle(translate("SamplesDialog", "Open a sample character"))
        self.list = QListWidget(self)
        self.list.setObjectName("samples_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # A long ruleset's name (MAoFA's) is shortened in its middle to the list's width,
        # whole in the row's tooltip, rather than cut off at the right behind a scroll bar.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        files = sample_files(ruleset_id) or sample_files()
        for path in files:
            try:
                character = open_character(path)
            except CharacterFileError:
                continue
            item = QListWidgetItem(translate("SamplesDialog", "{name}  ({kind}, {ruleset})")
                                   .format(name=character.name,
                                           kind=kind_label(character.kind),
                                           ruleset=_ruleset_name(character.ruleset,
                                                                 ruleset_for)))
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        intro = QLabel(translate("SamplesDialog",
                                 "The samples from the rulebooks. The ones you choose are "
                                 "copied into your library, to read, change or print."), self)
        intro.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("SamplesDialog", "&Copy into the library"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(480, 360)

    @property
    def chosen(self) -> list[Path]:
        """The sample files selected."""
        return [Path(item.data(Qt.ItemDataRole.UserRole)) for item in self.list.selectedItems()]
