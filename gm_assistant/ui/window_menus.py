"""The main window's toolbar (ruleset picker) and menus (File, Edit, View, Help).

Every action carries a `shortcut_group` property, which the shortcut sheet (F1) uses to
group them. The actions are set as attributes of the window (`window.quit_action`, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QToolBar, QWidget

from gm_assistant.ui.areas import AREAS
from gm_assistant.ui.ruleset_picker import RulesetPicker
from gm_assistant.ui.settings import LANGUAGES, THEMES
from gm_assistant.ui.theme import FONT_SCALE_STEP

if TYPE_CHECKING:
    from gm_assistant.ui.main_window import MainWindow

__all__ = ["build_menus", "build_toolbar", "build_undo_actions", "make_action",
           "retranslate_menus", "undo_texts"]

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


def build_toolbar(window: MainWindow) -> None:
    """The ruleset toolbar: the picker, and "Ruleset problems…" when some did not load."""
    toolbar = QToolBar(translate("MainWindow", "Ruleset"), window)
    toolbar.setObjectName("RulesetToolBar")
    toolbar.setMovable(False)
    label = QLabel(toolbar)
    window.ruleset_label = label
    window.ruleset_picker = RulesetPicker(toolbar)
    label.setBuddy(window.ruleset_picker)
    toolbar.addWidget(label)
    toolbar.addWidget(window.ruleset_picker)
    window.problems_action = QAction(window)
    window.problems_action.setObjectName("ProblemsAction")
    window.problems_action.triggered.connect(window.show_problems)
    window.problems_action.setVisible(False)
    toolbar.addSeparator()
    toolbar.addAction(window.problems_action)
    window.addToolBar(toolbar)


def build_undo_actions(window: MainWindow) -> None:
    """Edit > Undo and Redo over the window's undo group, named in the language shown.

    Not `QUndoGroup.createUndoAction`: its prefix ("&Undo") is given once, in the
    language of that moment; these actions take their text from `undo_texts`, at every
    change of the command to undo and of the language.
    """
    group = window.undo_group
    window.undo_action = make_action(window, "", "Edit", QKeySequence.StandardKey.Undo,
                                     group.undo)
    window.redo_action = make_action(window, "", "Edit", ["Ctrl+Shift+Z", "Ctrl+Y"],
                                     group.redo)
    window.undo_action.setEnabled(group.canUndo())
    window.redo_action.setEnabled(group.canRedo())
    group.canUndoChanged.connect(window.undo_action.setEnabled)
    group.canRedoChanged.connect(window.redo_action.setEnabled)
    group.undoTextChanged.connect(lambda _text: undo_texts(window))
    group.redoTextChanged.connect(lambda _text: undo_texts(window))
    # The status line says what was just undone or redone, not the change that was.
    window.undo_action.triggered.connect(lambda: window.statusBar().showMessage(
        translate("MainWindow", "Undone: {command}").format(command=group.redoText()),
        4000))
    window.redo_action.triggered.connect(lambda: window.statusBar().showMessage(
        translate("MainWindow", "Redone: {command}").format(command=group.undoText()),
        4000))


def undo_texts(window: MainWindow) -> None:
    """Give Edit > Undo and Redo their texts: the verb and the command they would undo
    or redo, in the interface's language."""
    group = window.undo_group
    undo, redo = group.undoText(), group.redoText()
    window.undo_action.setText(
        translate("MainWindow", "&Undo {command}").format(command=undo) if undo
        else translate("MainWindow", "&Undo"))
    window.redo_action.setText(
        translate("MainWindow", "&Redo {command}").format(command=redo) if redo
        else translate("MainWindow", "&Redo"))


def build_menus(window: MainWindow) -> None:
    """Fill the window's menu bar and set its actions as attributes."""
    bar = window.menuBar()
    window.menus = {}
    file_menu = window.menus["file"] = bar.addMenu("")
    window.quit_action = make_action(window, "", "File", "Ctrl+Q", window.close)
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    file_menu.addAction(window.quit_action)

    edit_menu = window.menus["edit"] = bar.addMenu("")
    build_undo_actions(window)
    edit_menu.addAction(window.undo_action)
    edit_menu.addAction(window.redo_action)

    view_menu = window.menus["view"] = bar.addMenu("")
    window.area_actions = {}
    area_group = QActionGroup(window)
    for area in AREAS:
        action = make_action(window, "", "View", area.shortcut, checkable=True)
        action.triggered.connect(lambda _checked, name=area.name: window.show_area(name))
        area_group.addAction(action)
        view_menu.addAction(action)
        window.area_actions[area.name] = action
    view_menu.addSeparator()
    theme_menu = window.menus["theme"] = view_menu.addMenu("")
    window.theme_actions = {}
    theme_group = QActionGroup(window)
    for mode in THEMES:
        action = make_action(window, "", "View", checkable=True)
        action.triggered.connect(lambda _checked, m=mode: window.set_theme(m))
        theme_group.addAction(action)
        theme_menu.addAction(action)
        window.theme_actions[mode] = action
    window.toggle_theme_action = make_action(window, "", "View", "Ctrl+Shift+L",
                                             window.toggle_theme)
    theme_menu.addSeparator()
    theme_menu.addAction(window.toggle_theme_action)
    language_menu = window.menus["language"] = view_menu.addMenu("")
    window.language_actions = {}
    language_group = QActionGroup(window)
    for code in LANGUAGES:
        action = make_action(window, _LANGUAGE_NAMES.get(code, ""), "View", checkable=True)
        action.triggered.connect(lambda _checked, c=code: window.set_language(c))
        language_group.addAction(action)
        language_menu.addAction(action)
        window.language_actions[code] = action
    view_menu.addSeparator()
    window.bigger_action = make_action(window, "", "View", ["Ctrl++", "Ctrl+="],
                                       lambda: window.change_font_scale(FONT_SCALE_STEP))
    window.smaller_action = make_action(window, "", "View", "Ctrl+-",
                                        lambda: window.change_font_scale(-FONT_SCALE_STEP))
    window.reset_font_action = make_action(window, "", "View", "Ctrl+0",
                                           window.reset_font_scale)
    for action in (window.bigger_action, window.smaller_action, window.reset_font_action):
        view_menu.addAction(action)

    help_menu = window.menus["help"] = bar.addMenu("")
    window.shortcuts_action = make_action(window, "", "Help", "F1", window.show_shortcuts)
    window.about_action = make_action(window, "", "Help", None, window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    window.guide_action = make_action(window, "", "Help", None,
                                      lambda: window.open_folder("guide"))
    window.rulesets_folder_action = make_action(window, "", "Help", None,
                                                lambda: window.open_folder("rulesets"))
    window.log_folder_action = make_action(window, "", "Help", None,
                                           lambda: window.open_folder("logs"))
    help_menu.addAction(window.shortcuts_action)
    help_menu.addAction(window.problems_action)
    help_menu.addSeparator()
    for action in (window.guide_action, window.rulesets_folder_action,
                   window.log_folder_action):
        help_menu.addAction(action)
    help_menu.addSeparator()
    help_menu.addAction(window.about_action)
    window.problems_action.setProperty("shortcut_group", "Help")
    retranslate_menus(window)


def retranslate_menus(window: MainWindow) -> None:
    """Give the toolbar, menus and actions their titles in the interface's language (at
    build, and again on every `LanguageChange`). Each string is written out in a
    `translate` call so that `pyside6-lupdate` finds it."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("MainWindow", text)

    window.ruleset_label.setText(QCoreApplication.translate("MainWindow", " &Ruleset: "))
    window.ruleset_picker.retranslate()
    toolbar = window.findChild(QToolBar, "RulesetToolBar")
    if toolbar is not None:
        toolbar.setWindowTitle(translate("MainWindow", "Ruleset"))
    problems = window.problems_action
    problems.setText(QCoreApplication.translate("MainWindow", "Ruleset &problems…"))
    problems.setToolTip(QCoreApplication.translate(
        "MainWindow", "Some ruleset files did not load: see why"))
    menus = window.menus
    menus["file"].setTitle(QCoreApplication.translate("MainWindow", "&File"))
    window.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
    menus["edit"].setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
    menus["view"].setTitle(QCoreApplication.translate("MainWindow", "&View"))
    for area in AREAS:
        window.area_actions[area.name].setText(tr(area.title))
    menus["theme"].setTitle(QCoreApplication.translate("MainWindow", "&Theme"))
    themes = {"system": QCoreApplication.translate("MainWindow", "Follow the &system"),
              "light": QCoreApplication.translate("MainWindow", "&Light"),
              "dark": QCoreApplication.translate("MainWindow", "&Dark")}
    for mode, action in window.theme_actions.items():
        action.setText(themes[mode])
    window.toggle_theme_action.setText(
        QCoreApplication.translate("MainWindow", "Toggle &light/dark"))
    menus["language"].setTitle(QCoreApplication.translate("MainWindow", "&Language"))
    window.language_actions["system"].setText(
        QCoreApplication.translate("MainWindow", "Follow the &system"))
    window.bigger_action.setText(QCoreApplication.translate("MainWindow", "&Bigger text"))
    window.smaller_action.setText(QCoreApplication.translate("MainWindow", "&Smaller text"))
    window.reset_font_action.setText(
        QCoreApplication.translate("MainWindow", "&Normal text size"))
    menus["help"].setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    window.shortcuts_action.setText(
        QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"))
    window.about_action.setText(QCoreApplication.translate("MainWindow", "&About GM Assistant"))
    window.guide_action.setText(
        QCoreApplication.translate("MainWindow", "&Authoring guide (rulesets)"))
    window.rulesets_folder_action.setText(
        QCoreApplication.translate("MainWindow", "Open the &rulesets folder"))
    window.log_folder_action.setText(
        QCoreApplication.translate("MainWindow", "Open the &log folder"))
    undo_texts(window)
