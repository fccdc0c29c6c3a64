"""The main window's menus (File, Edit, View, Help) and their actions.

Every action carries a `shortcut_group` property, which the shortcut sheet (F1) uses to
group them. `WindowMenus` holds the actions; what they do is asked of the window through
`WindowCommands`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QWidget

from gm_assistant.ui.areas import AREAS
from gm_assistant.ui.settings import LANGUAGES, THEMES
from gm_assistant.ui.theme import FONT_SCALE_STEP

__all__ = ["WindowCommands", "WindowMenus", "make_action"]

translate = QCoreApplication.translate

_LANGUAGE_NAMES = {"en": "&English", "es": "&Español"}
"""Each language in its own words (never translated)."""


def make_action(parent: QWidget, text: str, group: str, shortcut: Any = None,
                slot: Any = None, checkable: bool = False) -> QAction:
    """An action with its shortcut (a key sequence or a list of them) and shortcut group."""
    action = QAction(text, parent)
    if shortcut is not None:
        # Always the list form: `setShortcut` has an overload taking a `Qt.Key`, and
        # choosing between them makes Qt's `Qt` namespace (about 90 enums), which the
        # first frame does without.
        keys = shortcut if isinstance(shortcut, list) else [shortcut]
        action.setShortcuts([QKeySequence(key) for key in keys])
    action.setProperty("shortcut_group", group)
    action.setCheckable(checkable)
    if slot is not None:
        action.triggered.connect(slot)
    return action


class WindowCommands(Protocol):
    """What the menus ask of the window."""

    def close(self) -> bool: ...
    def show_area(self, name: str) -> object: ...
    def set_theme(self, mode: str) -> None: ...
    def toggle_theme(self) -> None: ...
    def set_language(self, setting: str) -> str: ...
    def change_font_scale(self, step: float) -> float: ...
    def reset_font_scale(self) -> None: ...
    def show_shortcuts(self) -> None: ...
    def show_about(self) -> None: ...
    def open_folder(self, which: str) -> Path | None: ...
    def choose_files_to_open(self) -> list[Path]: ...
    def open_paths(self, paths: list[Path]) -> None: ...
    def recent_files(self) -> list[Path]: ...
    def forget_recent_files(self) -> None: ...
    def show_preferences(self) -> object: ...


class WindowMenus:
    """The menu bar of `window`: its menus and actions, named in the interface's language
    (`retranslate`, at build and on every `LanguageChange`).

    Args:
        window: The window whose menu bar is filled (the actions' parent).
        commands: What the actions do (the window, as a rule).
        undo_group: The undo stacks Edit > Undo and Redo act on.
        problems_action: "Ruleset problems…" (of the ruleset toolbar), also in Help.
    """

    def __init__(self, window: QMainWindow, commands: WindowCommands, undo_group: QUndoGroup,
                 problems_action: QAction) -> None:
        self._window = window
        self._undo_group = undo_group
        self.problems_action = problems_action
        bar = window.menuBar()
        self._commands = commands
        self.file_menu = bar.addMenu("")
        self.open_action = make_action(window, "", "File", QKeySequence.StandardKey.Open,
                                       commands.choose_files_to_open)
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.quit_action = make_action(window, "", "File", "Ctrl+Q", commands.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        self.edit_menu = bar.addMenu("")
        self._build_undo_actions()
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.preferences_action = make_action(window, "", "Edit", "Ctrl+,",
                                              commands.show_preferences)
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.edit_menu.addAction(self.preferences_action)

        view_menu = self.view_menu = bar.addMenu("")
        self.area_actions: dict[str, QAction] = {}
        area_group = QActionGroup(window)
        for area in AREAS:
            action = make_action(window, "", "View", area.shortcut, checkable=True)
            action.triggered.connect(
                lambda _checked, name=area.name: commands.show_area(name))
            area_group.addAction(action)
            view_menu.addAction(action)
            self.area_actions[area.name] = action
        view_menu.addSeparator()
        self.theme_menu = view_menu.addMenu("")
        self.theme_actions: dict[str, QAction] = {}
        theme_group = QActionGroup(window)
        for mode in THEMES:
            action = make_action(window, "", "View", checkable=True)
            action.triggered.connect(lambda _checked, m=mode: commands.set_theme(m))
            theme_group.addAction(action)
            self.theme_menu.addAction(action)
            self.theme_actions[mode] = action
        self.toggle_theme_action = make_action(window, "", "View", "Ctrl+Shift+L",
                                               commands.toggle_theme)
        self.theme_menu.addSeparator()
        self.theme_menu.addAction(self.toggle_theme_action)
        self.language_menu = view_menu.addMenu("")
        self.language_actions: dict[str, QAction] = {}
        language_group = QActionGroup(window)
        for code in LANGUAGES:
            action = make_action(window, _LANGUAGE_NAMES.get(code, ""), "View",
                                 checkable=True)
            action.triggered.connect(lambda _checked, c=code: commands.set_language(c))
            language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        view_menu.addSeparator()
        self.bigger_action = make_action(window, "", "View", ["Ctrl++", "Ctrl+="],
                                         lambda: commands.change_font_scale(FONT_SCALE_STEP))
        self.smaller_action = make_action(window, "", "View", "Ctrl+-",
                                          lambda: commands.change_font_scale(-FONT_SCALE_STEP))
        self.reset_font_action = make_action(window, "", "View", "Ctrl+0",
                                             commands.reset_font_scale)
        for action in (self.bigger_action, self.smaller_action, self.reset_font_action):
            view_menu.addAction(action)

        self.help_menu = bar.addMenu("")
        self.shortcuts_action = make_action(window, "", "Help", "F1", commands.show_shortcuts)
        self.about_action = make_action(window, "", "Help", None, commands.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.guide_action = make_action(window, "", "Help", None,
                                        lambda: commands.open_folder("guide"))
        self.rulesets_folder_action = make_action(window, "", "Help", None,
                                                  lambda: commands.open_folder("rulesets"))
        self.log_folder_action = make_action(window, "", "Help", None,
                                             lambda: commands.open_folder("logs"))
        self.help_menu.addAction(self.shortcuts_action)
        self.help_menu.addAction(problems_action)
        self.help_menu.addSeparator()
        for action in (self.guide_action, self.rulesets_folder_action,
                       self.log_folder_action):
            self.help_menu.addAction(action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        problems_action.setProperty("shortcut_group", "Help")
        self.retranslate()

    def _fill_recent_menu(self) -> None:
        """File > Open Recent: the files opened last that are still there, newest first,
        numbered for the keyboard, and a way to empty the list."""
        menu = self.recent_menu
        menu.clear()
        files = [path for path in self._commands.recent_files() if path.is_file()]
        for number, path in enumerate(files, start=1):
            name = path.name.replace("&", "&&")  # a file's "&" is no mnemonic
            action = menu.addAction(f"&{number} {name}" if number < 10 else name)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(
                lambda _checked=False, p=path: self._commands.open_paths([p]))
        if not files:
            empty = menu.addAction(translate("MainWindow", "No recent files"))
            empty.setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(translate("MainWindow", "&Clear the list"))
        clear.setEnabled(bool(files))
        clear.triggered.connect(self._commands.forget_recent_files)

    def _build_undo_actions(self) -> None:
        """Edit > Undo and Redo over the window's undo group, named in the language shown.

        Not `QUndoGroup.createUndoAction`: its prefix ("&Undo") is given once, in the
        language of that moment; these actions take their text from `undo_texts`, at every
        change of the command to undo and of the language.
        """
        group, window = self._undo_group, self._window
        self.undo_action = make_action(window, "", "Edit", QKeySequence.StandardKey.Undo,
                                       group.undo)
        self.redo_action = make_action(window, "", "Edit", ["Ctrl+Shift+Z", "Ctrl+Y"],
                                       group.redo)
        self.undo_action.setEnabled(group.canUndo())
        self.redo_action.setEnabled(group.canRedo())
        group.canUndoChanged.connect(self.undo_action.setEnabled)
        group.canRedoChanged.connect(self.redo_action.setEnabled)
        group.undoTextChanged.connect(lambda _text: self.undo_texts())
        group.redoTextChanged.connect(lambda _text: self.undo_texts())
        # The status line says what was just undone or redone, not the change that was.
        self.undo_action.triggered.connect(lambda: window.statusBar().showMessage(
            translate("MainWindow", "Undone: {command}").format(command=group.redoText()),
            4000))
        self.redo_action.triggered.connect(lambda: window.statusBar().showMessage(
            translate("MainWindow", "Redone: {command}").format(command=group.undoText()),
            4000))

    def undo_texts(self) -> None:
        """Give Edit > Undo and Redo their texts: the verb and the command they would undo
        or redo, in the interface's language."""
        group = self._undo_group
        undo, redo = group.undoText(), group.redoText()
        self.undo_action.setText(
            translate("MainWindow", "&Undo {command}").format(command=undo) if undo
            else translate("MainWindow", "&Undo"))
        self.redo_action.setText(
            translate("MainWindow", "&Redo {command}").format(command=redo) if redo
            else translate("MainWindow", "&Redo"))

    def retranslate(self) -> None:
        """Give the menus and actions their titles in the interface's language (at build,
        and again on every `LanguageChange`). Each string is written out in a `translate`
        call so that `pyside6-lupdate` finds it."""
        def tr(text: str) -> str:
            return QCoreApplication.translate("MainWindow", text)

        self.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
        self.open_action.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Open &recent"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.preferences_action.setText(
            QCoreApplication.translate("MainWindow", "&Preferences…"))
        self.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        for area in AREAS:
            self.area_actions[area.name].setText(tr(area.title))
        self.theme_menu.setTitle(QCoreApplication.translate("MainWindow", "&Theme"))
        themes = {"system": QCoreApplication.translate("MainWindow", "Follow the &system"),
                  "light": QCoreApplication.translate("MainWindow", "&Light"),
                  "dark": QCoreApplication.translate("MainWindow", "&Dark")}
        for mode, action in self.theme_actions.items():
            action.setText(themes[mode])
        self.toggle_theme_action.setText(
            QCoreApplication.translate("MainWindow", "Toggle &light/dark"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.language_actions["system"].setText(
            QCoreApplication.translate("MainWindow", "Follow the &system"))
        self.bigger_action.setText(QCoreApplication.translate("MainWindow", "&Bigger text"))
        self.smaller_action.setText(
            QCoreApplication.translate("MainWindow", "&Smaller text"))
        self.reset_font_action.setText(
            QCoreApplication.translate("MainWindow", "&Normal text size"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.shortcuts_action.setText(
            QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"))
        self.about_action.setText(
            QCoreApplication.translate("MainWindow", "&About GM Assistant"))
        self.guide_action.setText(
            QCoreApplication.translate("MainWindow", "&Authoring guide (rulesets)"))
        self.rulesets_folder_action.setText(
            QCoreApplication.translate("MainWindow", "Open the &rulesets folder"))
        self.log_folder_action.setText(
            QCoreApplication.translate("MainWindow", "Open the &log folder"))
        self.undo_texts()
