"""The main window: ruleset picker, the four areas, menus, shortcuts and remembered layout."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.ui.areas import AREAS, Area, AreaSpec, UnavailableArea, load_area
from gm_assistant.ui.errors import show_error
from gm_assistant.ui.first_paint import after_first_paint
from gm_assistant.ui.ruleset_picker import RulesetPicker
from gm_assistant.ui.ruleset_store import RulesetStore
from gm_assistant.ui.settings import FONT_SCALE_DEFAULT, LANGUAGES, UiSettings
from gm_assistant.ui.theme import ThemeController
from gm_assistant.ui.window_menus import WindowMenus

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent

    from gm_assistant.core.rules.compiled import Ruleset
    from gm_assistant.core.sheets.edited import EditedSheets
    from gm_assistant.ui.app_log import AppLog
    from gm_assistant.ui.dialogs.preferences_dialog import PreferencesDialog
    from gm_assistant.ui.file_opening import FileOpener
    from gm_assistant.ui.language_change import LanguageBar, RestartOffer

__all__ = ["VIEWS", "MainWindow"]

VIEWS = tuple(area.name for area in AREAS)
"""Names of the main areas, as accepted by ``--view``."""


def _views() -> tuple[str, ...]:
    """The areas' names now (`AREAS` as the window is made)."""
    return tuple(area.name for area in AREAS)

translate = QCoreApplication.translate

class MainWindow(QMainWindow):
    """Top-level window of GM Assistant.

    Args:
        ruleset_id: Ruleset to open (``--ruleset``); else the last one used.
        view: Area to show first (``--view``, one of `VIEWS`); else the last one shown.
        settings: Where to remember layout and choices (default: the user's INI file).
        store: The rulesets (default: shipped and user folders, loaded in the background).
        theme: The app's theme controller (default: one made for this window's app).
        load: Start loading the rulesets (False only for ``--smoke``, which exits at
            its first paint).
        preview: Draw for a picture (``--screenshot``): the Table shows no session of the
            user's and writes none; the Characters area shows the
            sample characters when the library has none, and nothing asks questions.
    """

    def __init__(self, ruleset_id: str | None = None, view: str | None = None,
                 parent: QWidget | None = None, *, settings: UiSettings | None = None,
                 store: RulesetStore | None = None,
                 theme: ThemeController | None = None, load: bool = True,
                 preview: bool = False) -> None:
        super().__init__(parent)
        self.preview = preview
        self.stopped_work: tuple[int, bool] | None = None
        """At close: how many forecast or odds workers were busy and told to stop, and
        whether all their work had ended then (`stop_workers`)."""
        self._recovery_offered = False
        self.requested_ruleset_id = ruleset_id
        self.requested_view = view
        self.setWindowTitle("GM Assistant")
        self.setObjectName("MainWindow")
        self.setMinimumSize(640, 400)
        self.settings = settings or UiSettings(parent=self)
        app = QApplication.instance()
        assert isinstance(app, QApplication), "create the QApplication first"
        self.theme = theme or ThemeController(app, self)
        self.undo_stack = QUndoStack(self)
        """House-rule edits (the Charts area); each area may bring its own stack."""
        self.undo_group = QUndoGroup(self)
        self.undo_group.addStack(self.undo_stack)
        self.undo_group.setActiveStack(self.undo_stack)
        self.store = store or RulesetStore(parent=self)
        self.store.reloaded.connect(self._on_store_reloaded)
        self.store.load_failed.connect(self._on_store_load_failed)
        self.areas: dict[str, Area] = {}
        self._edited_sheets: EditedSheets | None = None
        self._containers: dict[str, QWidget] = {}
        self._ruleset_id = ""
        self.language_shown = "en"
        """The language the interface shows (the source language until the translators
        are installed, after the first paint)."""
        self.language_bar: LanguageBar | None = None
        """The offer of the chosen ruleset's language (made at the first offer)."""
        self._languages_offered: set[str] = set()
        """The languages offered by the language bar this session."""
        self.restart_offer: RestartOffer | None = None
        """The last offer to restart after a language change."""
        self.start_program: Callable[[str, list[str]], bool] | None = None
        """Starts the app again (`language_change.start_detached` unless a test gives
        another)."""

        self._build_toolbar()
        self.ruleset_picker.ruleset_chosen.connect(self._on_ruleset_picker_ruleset_chosen)
        self._build_tabs()
        self.menus = WindowMenus(self, self, self.undo_group, self.problems_action)
        """The menu bar's menus and actions."""
        self._retranslate_toolbar()
        self.summary = QLabel(self)
        self.summary.setObjectName("RulesetSummary")
        self.statusBar().addPermanentWidget(self.summary)
        self._ready = translate("MainWindow", "Ready")
        self.statusBar().showMessage(self.settings.problem or self._ready,
                                     15000 if self.settings.problem else 0)

        self.app_log: AppLog | None = None
        """The app's log, when the app was started with one (see `app_log`)."""
        self._opener: FileOpener | None = None
        self.setAcceptDrops(not preview)
        self._apply_appearance()
        self._restore_layout()
        views = _views()
        first = view if view in views else self.settings.area
        self.show_area(first if first in views else views[0])
        after_first_paint(self, self._apply_language)  # see `i18n`
        if self.store.loaded:
            QTimer.singleShot(0, self._on_store_reloaded)
        elif load and not self.store.loading:
            # After the first paint: the window shows while the core is imported (a
            # zero-delay timer would start the load before the window is drawn).
            after_first_paint(self, self.store.load_in_background)

    # --- building -----------------------------------------------------------------

    def _build_toolbar(self) -> None:
        """The ruleset toolbar: the picker, and "Ruleset problems…" when some did not
        load."""
        toolbar = QToolBar(self)
        toolbar.setObjectName("RulesetToolBar")
        toolbar.setMovable(False)
        self.ruleset_label = QLabel(toolbar)
        self.ruleset_picker = RulesetPicker(toolbar)
        self.ruleset_label.setBuddy(self.ruleset_picker)
        toolbar.addWidget(self.ruleset_label)
        toolbar.addWidget(self.ruleset_picker)
        self.problems_action = QAction(self)
        self.problems_action.setObjectName("ProblemsAction")
        self.problems_action.triggered.connect(self.show_problems)
        self.problems_action.setVisible(False)
        toolbar.addSeparator()
        toolbar.addAction(self.problems_action)
        self.addToolBar(toolbar)
        self._ruleset_toolbar = toolbar

    def _retranslate_toolbar(self) -> None:
        """The ruleset toolbar's texts in the interface's language."""
        self._ruleset_toolbar.setWindowTitle(translate("MainWindow", "Ruleset"))
        self.ruleset_label.setText(translate("MainWindow", " &Ruleset: "))
        self.ruleset_picker.retranslate()
        self.problems_action.setText(translate("MainWindow", "Ruleset &problems…"))
        self.problems_action.setToolTip(translate(
            "MainWindow", "Some ruleset files did not load: see why"))

    def _build_tabs(self) -> None:
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("Areas")
        self.tabs.setDocumentMode(True)
        for area in AREAS:
            container = QWidget(self.tabs)
            container.setObjectName(f"Area_{area.name}")
            layout = QVBoxLayout(container)
            layout.setContentsMargins(4, 4, 4, 4)
            self._containers[area.name] = container
            self.tabs.addTab(container, _tab_text(area))
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        central = QWidget(self)
        self._central_layout = QVBoxLayout(central)
        self._central_layout.setContentsMargins(0, 0, 0, 0)
        self._central_layout.setSpacing(0)
        self._central_layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

    # --- appearance and layout ----------------------------------------------------

    def _apply_appearance(self) -> None:
        self.theme.set_mode(self.settings.theme)
        self.menus.theme_actions[self.theme.mode].setChecked(True)
        self.menus.language_actions[self.settings.language].setChecked(True)
        self.theme.set_font_scale(self.settings.font_scale)

    def _restore_layout(self) -> None:
        geometry = self.settings.geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.window_state
        if state is not None:
            self.restoreState(state)

    def set_theme(self, mode: str) -> None:
        """Use theme `mode` (`system`, `light`, `dark`) and remember it."""
        self.theme.set_mode(mode)
        self.settings.theme = mode
        self.menus.theme_actions[mode].setChecked(True)

    def set_language(self, setting: str) -> str:
        """Show the interface in `setting` (``system``, ``en``, ``es``) and remember it;
        returns the language now shown. The areas write their texts when they are made,
        so on a change each area is made again in the new language (`rebuild_areas`);
        one holding open work it cannot make again keeps it, and the window offers a
        restart naming it."""
        before = self.language_shown
        self.settings.language = setting
        self.menus.language_actions[setting].setChecked(True)
        code = self._apply_language()
        if self.language_bar is not None:
            self.language_bar.hide()
        if code != before and self.areas and not self.preview:
            kept = self.rebuild_areas()
            if kept:
                self.offer_restart(kept)
        return code

    def rebuild_areas(self) -> list[str]:
        """Make every area made so far again (the shown one now, the others when next
        shown), so that it shows the interface's language; returns the titles of the
        areas kept as they are because they hold open work that a new one would not
        show again (a character with unsaved edits, an encounter opened from a file or
        with unsaved changes, a forecast from the Table's seats open). The Table saves
        its session first and reads it back; the Characters area lets go of its open
        character and opens it again (it remembers the one open per ruleset)."""
        kept: list[str] = []
        for spec in AREAS:
            area = self.areas.get(spec.name)
            if area is None:
                continue
            if self._holds_open_work(spec.name, area):
                kept.append(_tab_text(spec).replace("&", ""))
                continue
            area.confirm_close()  # nothing unsaved here: the Table writes its session
            self._let_go(spec.name, area)
            del self.areas[spec.name]
            layout = self._containers[spec.name].layout()
            assert layout is not None
            while layout.count():
                item = layout.takeAt(0)
                old = item.widget() if item is not None else None
                if old is not None:
                    old.hide()
                    _stop_work(old)
                    old.deleteLater()
        self._on_tabs_current_changed(self.tabs.currentIndex())
        return kept

    def _let_go(self, name: str, area: Area) -> None:
        """Before area `name` is made again: the characters it has open (none with
        unsaved edits) are no longer followed by the other areas through it."""
        if name == "characters":
            from gm_assistant.ui.characters.characters_view import CharactersView

            if isinstance(area, CharactersView):
                for sheet in list(area.sheets.values()):
                    sheet.unshare()

    def _holds_open_work(self, name: str, area: Area) -> bool:
        """True when area `name`, made again, would lose what the user has open in it."""
        if name == "characters":
            from gm_assistant.ui.characters.characters_view import CharactersView

            return isinstance(area, CharactersView) and bool(area.dirty_sheets)
        if name == "encounters":
            from gm_assistant.ui.encounters.encounters_view import EncountersView

            return isinstance(area, EncountersView) and (
                area.path is not None or bool(area.keeper.unsaved_encounters()))
        if name == "table":
            from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog

            return self.findChild(FromHereDialog) is not None
        return False

    def _apply_language(self) -> str:
        """Install the translators of the language the settings ask for (after the first
        paint: the window is drawn first, then every widget gets a LanguageChange)."""
        from gm_assistant.ui.i18n import apply_language, language_for

        code = language_for(self.settings.language)
        problem = apply_language(code)
        self.language_shown = code
        if problem:
            # Said on the console and in the log too (English: read in reports).
            print(f"gm-assistant: language: {problem}", file=sys.stderr)
            logging.getLogger("gm_assistant").warning("language: %s", problem)
            self.statusBar().showMessage(
                translate("MainWindow", "Language: {problem}").format(problem=problem), 15000)
        return code

    def offer_restart(self, areas: list[str]) -> RestartOffer:
        """Ask (window-modal, not blocking) whether to restart now so that `areas` (their
        titles), kept as they were for the work open in them, show the new language;
        "Restart now" calls `restart`."""
        from gm_assistant.ui.language_change import RestartOffer

        if self.restart_offer is not None:
            self.restart_offer.close()
        box = self.restart_offer = RestartOffer(areas, self)
        box.buttonClicked.connect(
            lambda button: self.restart() if button is box.restart_button else None)
        box.destroyed.connect(self._on_restart_offer_destroyed)
        box.open()
        return box

    def _on_restart_offer_destroyed(self) -> None:
        self.restart_offer = None

    def restart(self) -> bool:
        """Close as Quit does (unsaved edits are asked about; a cancel keeps the app as
        it is), then start the app again with the same arguments. True if it started."""
        from gm_assistant.ui.language_change import restart_command, start_detached
        from gm_assistant.ui.single_instance import InstanceServer

        if not self.close():
            return False
        # The new instance must not hand its launch over to this one, still running.
        for server in self.findChildren(InstanceServer):
            server.close()
        program, arguments = restart_command()
        start = self.start_program or start_detached
        if start(program, arguments):
            return True
        print(f"gm-assistant: could not restart ({program} {' '.join(arguments)})",
              file=sys.stderr)
        return False

    def _offer_ruleset_language(self) -> None:
        """Once per language and session (never again once declined), when the language
        follows the system: say that the chosen ruleset is written in another language
        the app has (never switch). The offer stays until answered: choosing another
        ruleset neither hides it nor shows it again, so the areas do not move."""
        from gm_assistant.ui.language_change import LanguageBar, suggested_language

        ruleset = self.ruleset
        code = suggested_language(ruleset.model.language) if ruleset is not None else ""
        wanted = (ruleset is not None and not self.preview and code in LANGUAGES
                  and self.settings.language == "system" and code != self.language_shown
                  and code not in self._languages_offered
                  and code not in self.settings.declined_languages)
        if not wanted:
            return
        assert ruleset is not None
        self._languages_offered.add(code)
        if self.language_bar is None:
            self.language_bar = LanguageBar(self.centralWidget())
            self.language_bar.accepted.connect(self.set_language)
            self.language_bar.declined.connect(self.settings.decline_language)
            self._central_layout.insertWidget(0, self.language_bar)
        self.language_bar.offer(code, ruleset.name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_toolbar()
            self.menus.retranslate()
            for waiting in self.findChildren(QLabel, "LoadingLabel"):  # drawn in English
                waiting.setText(translate("MainWindow", "Loading rulesets…"))
            if self.statusBar().currentMessage() == self._ready:  # drawn before the change
                self._ready = translate("MainWindow", "Ready")
                self.statusBar().showMessage(self._ready)
            if self.store.loaded and self.store.entries():
                self._update_summary()
                self.ruleset_picker.set_entries(self.store.entries(), self._ruleset_id)
            for index, area in enumerate(AREAS):
                self.tabs.setTabText(index, _tab_text(area))
        super().changeEvent(event)

    def toggle_theme(self) -> None:
        """Switch to light when dark is showing, else to dark."""
        self.set_theme("light" if self.theme.dark else "dark")

    def change_font_scale(self, step: float) -> float:
        """Make text bigger (positive `step`) or smaller; returns the new scale."""
        scale = self.theme.set_font_scale(self.theme.font_scale + step)
        self.settings.font_scale = scale
        self.statusBar().showMessage(
            translate("MainWindow", "Text size {percent}%").format(percent=round(scale * 100)),
            2000)
        return scale

    def reset_font_scale(self) -> None:
        """Back to the normal text size."""
        self.settings.font_scale = self.theme.set_font_scale(FONT_SCALE_DEFAULT)

    def set_font_scale(self, scale: float) -> float:
        """Use text `scale` times the normal size and remember it; returns the scale."""
        self.settings.font_scale = self.theme.set_font_scale(scale)
        return self.settings.font_scale

    @property
    def theme_setting(self) -> str:
        """The theme chosen (``system``, ``light``, ``dark``)."""
        return self.settings.theme

    @property
    def language_setting(self) -> str:
        """The language chosen (``system``, ``en``, ``es``)."""
        return self.settings.language

    @property
    def font_scale(self) -> float:
        """The text size in use, as a multiple of the normal size."""
        return self.theme.font_scale

    def show_preferences(self) -> PreferencesDialog:
        """Open Edit > Preferences (theme, language, text size)."""
        from gm_assistant.ui.dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self, self)
        dialog.open()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        # Asked once: a window already closed (closed again by its owner) asks nothing.
        if not self.preview and self.isVisible():
            for area in self.areas.values():
                if not area.confirm_close():
                    event.ignore()
                    return
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.sync()
        # Forecasts, odds plots, tables and series still running are wanted no more: all
        # told to stop at once, so the app quits at once instead of waiting for a long
        # simulation or sweep to finish.
        from gm_assistant.ui.background import stop_workers

        self.stopped_work = stop_workers(self)
        super().closeEvent(event)

    # --- areas ----------------------------------------------------------------------

    @property
    def current_area(self) -> str:
        """Name of the area shown (one of `VIEWS`)."""
        return AREAS[max(self.tabs.currentIndex(), 0)].name

    @property
    def ruleset(self) -> Ruleset | None:
        """The chosen ruleset (None before loading or when none loads)."""
        return self.store.ruleset(self._ruleset_id) if self._ruleset_id else None

    def show_area(self, name: str) -> Area | None:
        """Switch to area `name`; returns its widget once the rulesets are loaded."""
        index = _views().index(name)
        if self.tabs.currentIndex() != index:
            self.tabs.setCurrentIndex(index)
        else:
            self._on_tabs_current_changed(index)
        return self.areas.get(name)

    def is_busy(self) -> bool:
        """True while rulesets load or the area shown is still computing."""
        if not self.store.loaded or self.store.loading:
            return True
        area = self.areas.get(self.current_area)
        return area is None or area.busy

    def _on_tabs_current_changed(self, index: int) -> None:
        if index < 0:
            return
        area = AREAS[index]
        self.menus.area_actions[area.name].setChecked(True)
        self.settings.area = area.name
        if self.store.loaded:
            widget = self._ensure_area(area)
            self.follow_undo_stack()
            if self.isVisible():
                widget.take_focus()
        else:
            container = self._containers[area.name]
            layout = container.layout()
            if layout is not None and not layout.count():
                waiting = QLabel(translate("MainWindow", "Loading rulesets…"), container)
                waiting.setObjectName("LoadingLabel")
                layout.addWidget(waiting)

    def _ensure_area(self, area: AreaSpec) -> Area:
        existing = self.areas.get(area.name)
        if existing is not None:
            return existing
        container = self._containers[area.name]
        layout = container.layout()
        assert layout is not None
        while layout.count():
            item = layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        widget = self._create_area(area, container)
        layout.addWidget(widget)
        shown = cast(Area, widget)  # `_create_area` made sure of it
        self.areas[area.name] = shown
        self._give_ruleset(shown)
        return shown

    @property
    def edited_sheets(self) -> EditedSheets:
        """The characters open for editing, which the areas showing a character's numbers
        follow (made when an area first asks: the first frame imports no sheet code)."""
        if self._edited_sheets is None:
            from gm_assistant.core.sheets.edited import EditedSheets

            self._edited_sheets = EditedSheets()
        return self._edited_sheets

    def _create_area(self, area: AreaSpec, container: QWidget) -> QWidget:
        title = _tab_text(area)
        open_area, reason = load_area(area)
        if open_area is None:
            # The log and the console stay English (they are read in reports).
            print(f"gm-assistant: the {area.name} area failed to load:\n{reason}",
                  file=sys.stderr)
            logging.getLogger("gm_assistant").error("the %s area failed to load:\n%s",
                                                    area.name, reason)
            return UnavailableArea(title, reason, container)
        try:
            widget = open_area(container, self)
        except Exception as error:
            show_error(self, error, context=translate(
                "MainWindow", "The {area} area could not be opened.").format(area=title))
            return UnavailableArea(title, f"{type(error).__name__}: {error}", container)
        if not isinstance(widget, QWidget) or not isinstance(widget, Area):
            reason = (f"{type(widget).__name__} lacks what the window asks of an area "
                      "(gm_assistant.ui.areas.Area)")
            logging.getLogger("gm_assistant").error("the %s area failed to load: %s",
                                                    area.name, reason)
            return UnavailableArea(title, reason, container)
        return widget

    def report(self, text: str) -> None:
        """Show a short message in the status bar (what an area asks, `AreaHost`)."""
        self.statusBar().showMessage(text, 6000)

    def unsaved_character_files(self) -> set[Path]:
        """Character files open in the Characters area with unsaved edits (the Table
        writes no effect or hit over them)."""
        from gm_assistant.ui.characters.characters_view import CharactersView

        view = self.areas.get("characters")
        if not isinstance(view, CharactersView):
            return set()
        return {sheet.path.resolve() for sheet in view.dirty_sheets if sheet.path is not None}

    def follow_undo_stack(self, *_args: object) -> None:
        """Edit > Undo and Redo act on the shown area's stack (house rules elsewhere)."""
        area = self.areas.get(self.current_area)
        stack = area.undo_stack if area is not None else None
        if stack is None:
            stack = self.undo_stack
        if stack not in self.undo_group.stacks():
            self.undo_group.addStack(stack)
        self.undo_group.setActiveStack(stack)

    def _give_ruleset(self, widget: Area) -> None:
        try:
            widget.set_ruleset(self.ruleset)
        except Exception as error:
            show_error(self, error, context=translate(
                "MainWindow", "The area could not show this ruleset."))

    def seat_at_table(self, people: list[object], sheets: dict[str, object],
                      fight: object = None) -> None:
        """Seat an encounter's combatants at the Table (the Table area opens)."""
        from gm_assistant.ui.table.table_view import TableView

        table = self.show_area("table")
        if isinstance(table, TableView):
            table.seat_people(people, sheets, fight)  # type: ignore[arg-type]  # the seats

    def forecast_from_here(self, table: object) -> None:
        """The Table asks who wins from where it stands: the dialog follows the Table."""
        from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
        from gm_assistant.ui.table.table_view import TableView

        assert isinstance(table, TableView)
        dialog = self.findChild(FromHereDialog)
        if dialog is None:
            dialog = FromHereDialog(table, self)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        dialog.refresh()

    def show_odds(self, check_id: str, inputs: dict[str, object]) -> None:
        """Open a check's odds at these inputs: the Odds area, or a dialog when it
        cannot show them."""
        ruleset = self.ruleset
        if ruleset is None:
            return
        from gm_assistant.ui.odds.odds_view import OddsView

        odds_area = self.show_area("odds")
        if isinstance(odds_area, OddsView):
            odds_area.show_check(check_id, inputs)
            return
        from gm_assistant.ui.odds.odds_dialog import OddsDialog

        OddsDialog(ruleset, check_id, inputs, self).open()

    # --- rulesets -----------------------------------------------------------------

    def _on_store_reloaded(self) -> None:
        entries = self.store.entries()
        wanted = (self._ruleset_id or self.requested_ruleset_id or self.settings.ruleset
                  or "")
        if self.requested_ruleset_id and not self._ruleset_id \
                and self.store.entry(self.requested_ruleset_id) is None:
            self.statusBar().showMessage(translate(
                "MainWindow", "No loaded ruleset has the id '{id}'").format(
                    id=self.requested_ruleset_id), 8000)
        chosen = self.ruleset_picker.set_entries(entries, wanted)
        broken = [entry for entry in entries if entry.ruleset is None]
        self.problems_action.setVisible(bool(broken))
        self.problems_action.setEnabled(bool(broken))
        self._update_summary()
        self._use_ruleset(chosen)
        shown = self._ensure_area(AREAS[self.tabs.currentIndex()])
        self.follow_undo_stack()
        focused = QApplication.focusWidget()
        if self.isVisible() and (focused is None or focused is self.tabs.tabBar()):
            shown.take_focus()  # the area shown at start gets the keys, as after a tab change
        if not self._recovery_offered and not self.preview:
            self._recovery_offered = True
            QTimer.singleShot(0, self.offer_recovery)

    def offer_recovery(self) -> QWidget | None:
        """Offer back unsaved character edits left by a crash (opens the Characters area);
        returns the dialog, or None when there is nothing to recover."""
        from gm_assistant.core.library import RecoveryStore

        try:
            pending = RecoveryStore().list()
        except OSError:
            return None
        if not pending:
            return None
        from gm_assistant.ui.characters.characters_view import CharactersView

        view = self._ensure_area(AREAS[_views().index("characters")])
        if not isinstance(view, CharactersView):
            return None  # the area failed to load: it says so itself
        self.show_area("characters")
        dialog: QWidget | None = view.keeper.offer_recovery()
        return dialog

    def _update_summary(self) -> None:
        """Say in the status bar how many rulesets loaded and how many did not."""
        entries = self.store.entries()
        problems = sum(1 for entry in entries if entry.ruleset is None)
        loaded = len(entries) - problems  # names: lupdate reads a call here as no plural
        summary = translate("MainWindow", "%n rulesets loaded", None, loaded)
        if problems:
            summary = translate("MainWindow", "{loaded}, %n with problems", None,
                                problems).format(loaded=summary)
        self.summary.setText(summary)

    def _on_store_load_failed(self, error: object) -> None:
        self.summary.setText(translate("MainWindow", "No rulesets loaded"))
        if isinstance(error, BaseException):
            show_error(self, error,
                       context=translate("MainWindow", "The rulesets could not be loaded."))

    def _on_ruleset_picker_ruleset_chosen(self, ruleset_id: str) -> None:
        self._use_ruleset(ruleset_id)

    def choose_ruleset(self, ruleset_id: str) -> bool:
        """Switch to a loaded ruleset; False if there is none with that id."""
        return self.ruleset_picker.choose(ruleset_id) or ruleset_id == self._ruleset_id

    def _use_ruleset(self, ruleset_id: str) -> None:
        self._ruleset_id = ruleset_id
        if ruleset_id:
            self.settings.ruleset = ruleset_id
        for widget in self.areas.values():
            self._give_ruleset(widget)
        self._offer_ruleset_language()

    def show_problems(self) -> None:
        """Open the list of ruleset files that did not load, with their problems."""
        from gm_assistant.ui.dialogs.problems_dialog import ProblemsDialog

        broken = [entry for entry in self.store.entries() if entry.ruleset is None]
        ProblemsDialog(broken, self).open()

    # --- files given to the app -------------------------------------------------------

    @property
    def opener(self) -> FileOpener:
        """Opens files given on the command line, dropped here or handed over (made when
        the first file comes: the first frame does without it and its imports)."""
        if self._opener is None:
            from gm_assistant.ui.file_opening import FileOpener

            self._opener = FileOpener(self)
        return self._opener

    def open_paths(self, paths: list[Path]) -> None:
        """Open characters, encounters and rulesets (as soon as the rulesets are loaded);
        File > Open Recent lists them from now on."""
        if paths:
            self.settings.remember_files(paths)
            self.opener.open_paths(paths)

    def choose_files_to_open(self) -> list[Path]:
        """File > Open: characters, encounters or rulesets, picked in a file dialog that
        starts in the library (or where the last file was opened from)."""
        from PySide6.QtWidgets import QFileDialog

        from gm_assistant.core.paths import user_library_dir

        recent = self.settings.recent_files
        start = recent[0].parent if recent and recent[0].parent.is_dir() \
            else user_library_dir()
        names, _ = QFileDialog.getOpenFileNames(
            self, translate("MainWindow", "Open characters, encounters or rulesets"),
            str(start), translate("MainWindow", "GM Assistant files (*.yaml *.yml)"))
        paths = [Path(name) for name in names]
        self.open_paths(paths)
        return paths

    def recent_files(self) -> list[Path]:
        """The files opened last, newest first."""
        return self.settings.recent_files

    def forget_recent_files(self) -> None:
        """Empty File > Open Recent."""
        self.settings.forget_recent_files()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_files(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        files = _dropped_files(event.mimeData())
        if not files:
            event.ignore()
            return
        event.acceptProposedAction()
        self.open_paths(files)

    # --- help -----------------------------------------------------------------------

    def shortcut_actions(self) -> list[QAction]:
        """Every action of the window and its areas that the ruleset offers (the shortcut
        sheet lists these; a hidden one, such as Take a hit without hit rules, is not)."""
        return [action for action in self.findChildren(QAction)
                if action.shortcuts() and action.isVisible()]

    def show_shortcuts(self) -> None:
        """Open the keyboard shortcut sheet, every area's shortcuts included (areas not
        opened yet are made now, once the rulesets are loaded)."""
        from gm_assistant.ui.dialogs.shortcuts_dialog import ShortcutsDialog

        if self.store.loaded:
            for area in AREAS:
                self._ensure_area(area)
        ShortcutsDialog(self.shortcut_actions(), self).open()

    def open_folder(self, which: str) -> Path | None:
        """Open the log folder ("logs"), the user's rulesets folder ("rulesets") or the
        authoring guide ("guide") in the system's file manager or viewer."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        from gm_assistant.core.paths import rulesets_dir, user_rulesets_dir

        target: Path | None
        if which == "logs":
            target = self.app_log.folder if self.app_log is not None else None
            if target is None:
                problem = self.app_log.problem if self.app_log is not None else ""
                reason = problem or translate("MainWindow", "the app was started without one")
                self.statusBar().showMessage(translate(
                    "MainWindow", "There is no log folder ({reason})").format(reason=reason),
                    8000)
                return None
        elif which == "rulesets":
            target = user_rulesets_dir(ensure=True)
        else:
            target = rulesets_dir() / "README.md"
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(target))):
            self.statusBar().showMessage(
                translate("MainWindow", "Could not open {path}").format(path=target), 8000)
        return target

    def show_about(self) -> None:
        """Open the About box: the app and each ruleset's source, licence and notes."""
        from gm_assistant.ui.dialogs.about_dialog import AboutDialog

        rulesets = [e.ruleset for e in self.store.entries() if e.ruleset is not None]
        AboutDialog(rulesets, self).open()


def _stop_work(widget: QWidget) -> None:
    """Stop the forecasts and sweeps still running in `widget`, about to be deleted, and
    wait (at most `background.STOP_WAIT_MS`) for them to reach their next check; when it
    runs none, nothing waits (another area's work goes on)."""
    from gm_assistant.ui.background import BackgroundRunner, SerialWorker, stop_workers

    workers = widget.findChildren(SerialWorker)
    runners = widget.findChildren(BackgroundRunner)
    if any(worker.busy for worker in workers) or any(
            runner.busy or runner.threads() for runner in runners):
        stop_workers(widget)


def _dropped_files(mime: QMimeData) -> list[Path]:
    """The local YAML files in a drop (others are not the app's)."""
    from gm_assistant.ui.file_opening import SUFFIXES

    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls()
            if url.isLocalFile() and url.toLocalFile().lower().endswith(SUFFIXES)]


def _tab_text(area: AreaSpec) -> str:
    """An area's tab title, without a mnemonic: Ctrl+1..5 and the View menu switch areas,
    and Alt+letter is left to the menus and to the controls of the area shown."""
    return translate("MainWindow", area.title).replace("&", "")
