"""A character open for editing in the Characters area, as the UI tests set it up to see
the other areas follow its unsaved edits: the area on the character's file, and a choice
picked in its form as the user picks it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import EditedSheets
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.forms.choice_editors import ChoiceEditor
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.settings import UiSettings

__all__ = ["editing", "pick"]


def editing(qtbot: QtBot, folder: Path, library: Library, ruleset: Ruleset,
            edited: EditedSheets, path: Path) -> tuple[CharactersView, OpenSheet]:
    """The Characters area of `library` with the character of `path` open, its edits
    followed through `edited`; its recovery and settings in `folder`, its question boxes
    answered Discard."""
    characters = CharactersView(library=library, recovery=RecoveryStore(folder / "recovery"),
                                settings=UiSettings(folder / "settings.ini"),
                                rulesets={ruleset.id: ruleset}.get, edited=edited)
    characters.ask = lambda *_a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    qtbot.addWidget(characters)
    characters.set_ruleset(ruleset)
    sheet = characters.open_path(path)
    assert sheet is not None and characters.form is not None
    return characters, sheet


def pick(characters: CharactersView, field: str, value: str) -> None:
    """Pick `value` in the choice field `field` of the open character's form, as the user
    does (the choice box set, then activated)."""
    assert characters.form is not None
    editor = characters.form.rows[field].editor
    assert isinstance(editor, ChoiceEditor)
    index = editor.combo.findData(value)
    assert index >= 0
    editor.combo.setCurrentIndex(index)
    editor.combo.activated.emit(index)
