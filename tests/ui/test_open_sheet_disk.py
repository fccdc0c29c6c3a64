"""An open character's save never replaces an edit made elsewhere that it did not see."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.errors import CharacterFileError
from gm_assistant.core.library import Library
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.characters.open_sheet import OpenSheet

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "adom" / "voltaire.yaml"


def test_a_save_over_an_unseen_edit_is_refused_and_a_seen_one_is_replaced(
        qtbot: QtBot, tmp_path: Path) -> None:
    library = Library(tmp_path)
    path = library.import_file(SAMPLE)
    sheet = OpenSheet(default_registry().get("adom"), library.open(path.stem), path)
    sheet.state.set("careful", 3)
    elsewhere = path.read_text(encoding="utf-8").replace("name: Voltaire", "name: Volt")
    path.write_text(elsewhere, encoding="utf-8")  # another program, not seen yet
    with pytest.raises(CharacterFileError, match="changed by another program"):
        sheet.save(library)
    assert path.read_text(encoding="utf-8") == elsewhere
    sheet.accept_disk_version()  # the area saw it and told the GM
    sheet.save(library)
    assert library.open(path.stem).values["careful"] == 3
    assert "name: Volt" in path.with_name(path.name + ".bak").read_text(encoding="utf-8")


@pytest.mark.parametrize("answer", ["save", "cancel"])
def test_the_area_asks_before_saving_over_an_unseen_edit(qtbot: QtBot, tmp_path: Path,
                                                         answer: str) -> None:
    """Another program saved the file a moment ago (before the folder watcher noticed):
    Save asks; Save over it keeps the other version as .bak, Cancel leaves it alone."""
    from PySide6.QtWidgets import QMessageBox

    from gm_assistant.core.library.recovery import RecoveryStore
    from gm_assistant.ui.characters.characters_view import CharactersView
    from gm_assistant.ui.settings import UiSettings

    library = Library(tmp_path / "library")
    path = library.import_file(SAMPLE)
    registry = default_registry()
    view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=registry.rulesets.get)
    qtbot.addWidget(view)
    view.set_ruleset(registry.get("adom"))
    sheet = view.open_path(path)
    assert sheet is not None
    sheet.state.set("careful", 3)
    elsewhere = path.read_text(encoding="utf-8").replace("name: Voltaire", "name: Volt")
    path.write_text(elsewhere, encoding="utf-8")
    asked: list[str] = []

    def ask(title: str, text: str, buttons: object, default: object) -> object:
        asked.append(text)
        return (QMessageBox.StandardButton.Save if answer == "save"
                else QMessageBox.StandardButton.Cancel)

    view.ask = ask  # type: ignore[method-assign]
    saved = view.keeper.save(sheet)
    assert asked and "another program" in asked[0] and "voltaire.yaml.bak" in asked[0]
    if answer == "save":
        assert saved
        assert library.open(path.stem).values["careful"] == 3
        assert "name: Volt" in path.with_name(path.name + ".bak").read_text(encoding="utf-8")
    else:
        assert not saved
        assert path.read_text(encoding="utf-8") == elsewhere
        assert sheet.state.value("careful") == 3  # the edit is still here


def test_the_characters_area_save_keeps_the_users_comments(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    from gm_assistant.core.library.recovery import RecoveryStore
    from gm_assistant.ui.characters.characters_view import CharactersView
    from gm_assistant.ui.settings import UiSettings

    library = Library(tmp_path / "library")
    path = library.import_file(SAMPLE)
    text = path.read_text(encoding="utf-8").replace(
        "name: Voltaire\n", "# our captain\nname: Voltaire  # never 'Volt'\n")
    path.write_text(text, encoding="utf-8")
    registry = default_registry()
    view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=registry.rulesets.get)
    qtbot.addWidget(view)
    view.set_ruleset(registry.get("adom"))
    sheet = view.open_path(path)
    assert sheet is not None
    sheet.state.set("careful", 3)
    assert view.keeper.save(sheet)
    after = path.read_text(encoding="utf-8")
    assert "# our captain\nname: Voltaire  # never 'Volt'\n" in after
    assert "careful: 3" in after
    assert library.open(path.stem).values["careful"] == 3
