"""The window's menus, built on a bare QMainWindow: each action asks its command of the
`WindowCommands` it is given (no MainWindow needed), with its shortcut and group."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QUndoGroup
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from gm_assistant.ui.theme import FONT_SCALE_STEP
from gm_assistant.ui.window_menus import WindowMenus


class RecordedCommands:
    """A `WindowCommands` that notes each call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []
        self.recent: list[Path] = []

    def close(self) -> bool:
        self.calls.append(("close", None))
        return True

    def show_area(self, name: str) -> object:
        self.calls.append(("show_area", name))
        return None

    def set_theme(self, mode: str) -> None:
        self.calls.append(("set_theme", mode))

    def toggle_theme(self) -> None:
        self.calls.append(("toggle_theme", None))

    def set_language(self, setting: str) -> str:
        self.calls.append(("set_language", setting))
        return setting

    def change_font_scale(self, step: float) -> float:
        self.calls.append(("change_font_scale", step))
        return 1.0

    def reset_font_scale(self) -> None:
        self.calls.append(("reset_font_scale", None))

    def show_shortcuts(self) -> None:
        self.calls.append(("show_shortcuts", None))

    def show_about(self) -> None:
        self.calls.append(("show_about", None))

    def open_folder(self, which: str) -> Path | None:
        self.calls.append(("open_folder", which))
        return None

    def choose_files_to_open(self) -> list[Path]:
        self.calls.append(("choose_files_to_open", None))
        return []

    def open_paths(self, paths: list[Path]) -> None:
        self.calls.append(("open_paths", paths))

    def recent_files(self) -> list[Path]:
        return self.recent

    def forget_recent_files(self) -> None:
        self.calls.append(("forget_recent_files", None))

    def show_preferences(self) -> object:
        self.calls.append(("show_preferences", None))
        return None


def test_each_menu_action_asks_its_command(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    commands = RecordedCommands()
    problems = QAction(window)
    menus = WindowMenus(window, commands, QUndoGroup(window), problems)
    expected: list[tuple[QAction, tuple[str, object], str, list[str]]] = [
        (menus.open_action, ("choose_files_to_open", None), "File", ["Ctrl+O"]),
        (menus.quit_action, ("close", None), "File", ["Ctrl+Q"]),
        (menus.preferences_action, ("show_preferences", None), "Edit", ["Ctrl+,"]),
        (menus.area_actions["charts"], ("show_area", "charts"), "View", ["Ctrl+1"]),
        (menus.area_actions["odds"], ("show_area", "odds"), "View", ["Ctrl+2"]),
        (menus.area_actions["characters"], ("show_area", "characters"), "View", ["Ctrl+3"]),
        (menus.area_actions["table"], ("show_area", "table"), "View", ["Ctrl+4"]),
        (menus.area_actions["encounters"], ("show_area", "encounters"), "View", ["Ctrl+5"]),
        (menus.theme_actions["dark"], ("set_theme", "dark"), "View", []),
        (menus.theme_actions["light"], ("set_theme", "light"), "View", []),
        (menus.theme_actions["system"], ("set_theme", "system"), "View", []),
        (menus.toggle_theme_action, ("toggle_theme", None), "View", ["Ctrl+Shift+L"]),
        (menus.language_actions["es"], ("set_language", "es"), "View", []),
        (menus.language_actions["en"], ("set_language", "en"), "View", []),
        (menus.bigger_action, ("change_font_scale", FONT_SCALE_STEP), "View",
         ["Ctrl++", "Ctrl+="]),
        (menus.smaller_action, ("change_font_scale", -FONT_SCALE_STEP), "View", ["Ctrl+-"]),
        (menus.reset_font_action, ("reset_font_scale", None), "View", ["Ctrl+0"]),
        (menus.shortcuts_action, ("show_shortcuts", None), "Help", ["F1"]),
        (menus.about_action, ("show_about", None), "Help", []),
        (menus.guide_action, ("open_folder", "guide"), "Help", []),
        (menus.rulesets_folder_action, ("open_folder", "rulesets"), "Help", []),
        (menus.log_folder_action, ("open_folder", "logs"), "Help", []),
    ]
    for action, call, group, keys in expected:
        commands.calls.clear()
        action.trigger()
        assert commands.calls == [call], action.text()
        assert action.property("shortcut_group") == group
        assert [k.toString() for k in action.shortcuts()] == keys, action.text()


def test_the_menus_hold_the_actions_in_order(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    problems = QAction(window)
    menus = WindowMenus(window, RecordedCommands(), QUndoGroup(window), problems)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Help"]
    assert [a for a in menus.edit_menu.actions() if not a.isSeparator()] == [
        menus.undo_action, menus.redo_action, menus.preferences_action]
    assert [a for a in menus.file_menu.actions() if not a.isSeparator()] == [
        menus.open_action, menus.recent_menu.menuAction(), menus.quit_action]
    assert [k.toString() for k in menus.undo_action.shortcuts()] == ["Ctrl+Z"]
    assert [k.toString() for k in menus.redo_action.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    help_actions = [a for a in menus.help_menu.actions() if not a.isSeparator()]
    assert help_actions == [menus.shortcuts_action, problems, menus.guide_action,
                            menus.rulesets_folder_action, menus.log_folder_action,
                            menus.about_action]
    assert problems.property("shortcut_group") == "Help"
    assert menus.undo_action.text() == "&Undo" and not menus.undo_action.isEnabled()


def test_open_recent_lists_the_files_still_there_newest_first(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    commands = RecordedCommands()
    first, gone, second = tmp_path / "ford.yaml", tmp_path / "gone.yaml", tmp_path / "a&b.yaml"
    first.write_text("x")
    second.write_text("x")
    commands.recent = [second, gone, first]
    menus = WindowMenus(window, commands, QUndoGroup(window), QAction(window))
    menus.recent_menu.aboutToShow.emit()
    listed = [a for a in menus.recent_menu.actions() if not a.isSeparator()]
    assert [a.text() for a in listed] == ["&1 a&&b.yaml", "&2 ford.yaml", "&Clear the list"]
    listed[1].trigger()
    assert commands.calls == [("open_paths", [first])]
    listed[2].trigger()
    assert commands.calls[-1] == ("forget_recent_files", None)
    commands.recent = [gone]
    menus.recent_menu.aboutToShow.emit()
    listed = [a for a in menus.recent_menu.actions() if not a.isSeparator()]
    assert [(a.text(), a.isEnabled()) for a in listed] == [
        ("No recent files", False), ("&Clear the list", False)]
