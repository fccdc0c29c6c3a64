"""TableView: the Table area for play. Quick lookup, dice roller, roll log, resources.

Who is acting is one field for both lookups and rolls; with "Apply effects" ticked, the
outcome's effects (and luck spent on rerolls) change the resources of the people at the
table (see `TableEffects`). A hit an attack deals is offered for marking on its target's
sheet (see `TableHits`). The resource tracker is this session's: names typed in, or
characters brought from the library.
Picking a character of the library (Ad hoc by default) names who acts and fills the
check inputs their sheet gives (a trait from a characteristic, a skill from an approach).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.from_here import SeatedFight, TableNow, fighter_names, table_now
from gm_assistant.core.conflict.seated import FightChoices, fight_json
from gm_assistant.core.errors import GMAssistantError, InputError
from gm_assistant.core.library import Library
from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.play import RollRecord
from gm_assistant.core.play.character_odds import load_characters
from gm_assistant.core.play.fight_joining import free_name, join_encounter
from gm_assistant.core.play.lookup import check_pushed, looked_up_spent, pushes_again
from gm_assistant.core.play.session import SESSION_FILE, joined_notes
from gm_assistant.core.play.table import Change, PlayTable
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.sheets import Character, EditedSheets, SheetState
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.ui.common.one_line import OneLineLabel
from gm_assistant.ui.common.whole_text import keep_choices_whole
from gm_assistant.ui.errors import message_text
from gm_assistant.ui.table.dice_roller import DiceRollerPanel
from gm_assistant.ui.table.quick_lookup import LookupDone, QuickLookupPanel
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.table.resource_tracker_panel import ResourceTrackerPanel
from gm_assistant.ui.table.roll_log_model import (
    LogEntry,
    RollLogModel,
    entry_from_lookup,
    entry_from_record,
)
from gm_assistant.ui.table.roll_log_panel import RollLogPanel
from gm_assistant.ui.table.table_effects import TableEffects
from gm_assistant.ui.table.table_hits import TableHits
from gm_assistant.ui.table.table_session import restore_table
from gm_assistant.ui.table.table_undo import TableMemory, TableUndo

__all__ = ["SESSION_FILE", "TableView"]


AD_HOC = QT_TRANSLATE_NOOP("TableView", "Ad hoc (no character)")
"""The character picker's first entry: inputs as typed, for NPCs and anyone (shown
translated)."""

translate = QCoreApplication.translate

SEAT_REPLACE = "replace"
"""An encounter sent to a table with people: they leave, the encounter's sit (default)."""
SEAT_ADD = "add"
"""An encounter sent to a table with people: its people join them."""


WHO_LETTERS = 14
"""The fewest letters the Who acts box has room for (more when a longer name sits at the
table)."""

class TableView(QWidget):
    """The Table area: look up physical rolls, roll for NPCs, log both, track resources.

    Signals:
        forecast_requested(): the GM asks who wins the seated fight from here (the
            window opens the forecast, which reads `seated_fight` and `now`).
        undo_stack_changed(): another ruleset's table is shown, with its own undo stack
            (Edit > Undo follows it).
    """

    forecast_requested = Signal()
    undo_stack_changed = Signal()

    def __init__(self, parent: QWidget | None = None, library: Library | None = None,
                 preview: bool = False, edited: EditedSheets | None = None) -> None:
        """`preview`: drawn for a picture (`--screenshot`): the user's table session is
        neither shown nor written; `edited`: the characters open for editing, whose
        unsaved edits the Character picker's sheets follow (From the sheet)."""
        super().__init__(parent)
        self.setObjectName("TableView")
        self.preview = preview
        self.edited = edited
        self.ruleset: Ruleset | None = None
        self._library = library
        self.characters: list[tuple[str, SheetState]] = []
        self._picked: str | None = None
        self.seated_fights: dict[str, SeatedFight] = {}
        """Ruleset id -> the encounter last seated at its table (Forecast from here),
        kept with the session."""
        self.fight_choices: dict[str, FightChoices] = {}
        """Ruleset id -> the GM's choices for a forecast from here of its seated fight
        (each side's Advantage, the sides of those seated by hand), kept with it."""
        self.seated_sheets: dict[str, dict[str, Character]] = {}
        """Ruleset id -> the sheets of the people seated from an encounter, by name
        (listed in the Character picker after the library's)."""
        self._who_by_ruleset: dict[str | None, str] = {}
        """The Who field's text in each ruleset shown (its people are that ruleset's)."""
        # A physical roll the lookup called to throw again (a push or a reroll): its
        # check, who and inputs; the inputs its spends' budgets began with; the pushes and
        # rerolls made; the pool before a push (see `looked_up_spent`).
        self._throwing: tuple[tuple[object, ...], dict[str, object], int, int,
                              tuple[int, ...] | None] | None = None
        self.unsaved_paths: Callable[[], set[Path]] = set
        """Files of characters with unsaved edits elsewhere, not to be written over (the
        window gives the Characters area's; alone, none)."""
        self.play = PlayTable()
        """The Table's state; the log and tracker models below are views of it."""
        self.log_model = RollLogModel(self, self.play)
        self.tracker_model = ResourceTrackerModel(self, self.play)
        self._build()
        self._build_actions()
        self.set_ruleset(None)
        self._session_path = user_state_dir() / SESSION_FILE
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(0)
        self._save_timer.timeout.connect(self.save_session)
        if not preview:
            self._restore_session()
        self.play.observe(self._on_play_changed)
        # A burst of edits (an undo of several fields) reads the sheets once, after it.
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(0)
        self._follow.timeout.connect(self.reload_characters)
        if edited is not None:
            follow = self._on_sheet_edited
            edited.subscribe(follow)
            self.destroyed.connect(lambda: edited.unsubscribe(follow))
        for signal in (self.log_model.rowsInserted, self.log_model.modelReset,
                       self.tracker_model.dataChanged, self.tracker_model.rowsInserted,
                       self.tracker_model.rowsRemoved):
            signal.connect(self._save_timer.start)

    # --- building -----------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        bar = QHBoxLayout()
        character_label = QLabel(translate("TableView", "Charac&ter"), self)
        self.character_combo = QComboBox(self)
        self.character_combo.setObjectName("character_combo")
        self.character_combo.setToolTip(translate(
            "TableView", "A character of the library: names who acts and fills the inputs "
            "their sheet gives. Ad hoc: the inputs as typed."))
        self.character_combo.setMinimumContentsLength(14)
        self.character_combo.addItem(translate("TableView", AD_HOC))
        self.character_combo.currentIndexChanged.connect(self._on_character_combo_changed)
        character_label.setBuddy(self.character_combo)
        who_label = QLabel(translate("TableView", "&Who acts"), self)
        self.who_combo = QComboBox(self)
        self.who_combo.setObjectName("who_combo")
        self.who_combo.setEditable(True)
        self.who_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.tracker_model.people_changed.connect(self._on_tracker_people_changed)
        self.who_combo.setMinimumContentsLength(WHO_LETTERS)
        line = self.who_combo.lineEdit()
        assert line is not None  # an editable combo box has one
        line.setPlaceholderText(translate("TableView", "a name (free text)"))
        line.setClearButtonEnabled(True)
        self.who_combo.currentTextChanged.connect(self._on_who_combo_changed)
        who_label.setBuddy(self.who_combo)
        # Both as wide as the longest name at the table ("Reth de la Resistencia andrali").
        keep_choices_whole(self.character_combo, self.who_combo)
        self.apply_check = QCheckBox(
            translate("TableView", "&Apply effects to their resources"), self)
        self.apply_check.setObjectName("apply_check")
        self._apply_tip = translate(
            "TableView", "Outcome effects (and luck spent on rerolls) change the resources "
            "below")
        self.apply_check.setToolTip(self._apply_tip)
        self._apply_wanted = False
        """Whether the GM ticked Apply effects: kept while a ruleset with nothing to apply
        them to shows the box unticked and disabled."""
        # A long message (a located problem of the session file) is one line, cut to the
        # room left (whole in its tooltip): neither widening the window nor pushing the
        # panels down.
        self.status = OneLineLabel(self)
        self.status.setObjectName("table_status")
        bar.addWidget(character_label)
        bar.addWidget(self.character_combo)
        bar.addWidget(who_label)
        bar.addWidget(self.who_combo)
        bar.addWidget(self.apply_check)
        bar.addWidget(self.status, 1)
        outer.addLayout(bar)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        outer.addWidget(splitter, 1)

        left = QSplitter(Qt.Orientation.Vertical)
        left.setChildrenCollapsible(False)
        self.lookup = QuickLookupPanel()
        self.lookup.looked_up.connect(self._on_lookup_looked_up)
        left.addWidget(self.lookup)
        self.tracker = ResourceTrackerPanel(self.tracker_model)
        self.tracker.library_source = self.library
        self.tracker.reported.connect(self.status.setText)
        self.tracker.from_library_button.clicked.connect(self._sync_resource_inputs)
        left.addWidget(self.tracker)
        left.setStretchFactor(0, 0)  # the lookup at its natural height, the tracker the rest
        left.setStretchFactor(1, 1)
        splitter.addWidget(left)

        right = QSplitter(Qt.Orientation.Vertical)
        right.setChildrenCollapsible(False)
        self.roller = DiceRollerPanel()
        self.roller.rolled.connect(self._on_roller_rolled)
        right.addWidget(self.roller)
        self.log_panel = RollLogPanel(self.log_model)
        right.addWidget(self.log_panel)
        right.setStretchFactor(0, 0)  # the roller at its natural height, the log the rest
        right.setStretchFactor(1, 1)
        splitter.addWidget(right)
        # One "From the sheet" pick per check and character, shared by both panels.
        self.roller.sheet_fill.remembered = self.lookup.sheet_fill.remembered
        self.lookup.sheet_fill.chosen.connect(self.roller.sheet_fill.follow)
        self.roller.sheet_fill.chosen.connect(self.lookup.sheet_fill.follow)
        splitter.setSizes([520, 740])
        self._columns = (left, right)
        self._heights_shared = True
        """The columns' heights follow the view's size until the user moves a divider."""
        self._sharing = QTimer(self)
        self._sharing.setSingleShot(True)
        self._sharing.setInterval(0)  # once the splitters have their size
        self._sharing.timeout.connect(self._share_heights)
        for column in self._columns:
            column.splitterMoved.connect(self._on_column_splitter_moved)
            # A top panel that needs more room (the outcome card after a lookup, a check
            # with more inputs) gets it from the panel below, as at a resize.
            top = column.widget(0)
            if top is not None:
                top.installEventFilter(self)

    def _build_actions(self) -> None:
        self.roll_action = self.roller.roll_action
        self.focus_lookup_action = QAction(
            translate("TableView", "Type the &dice of a physical roll"), self)
        self.focus_lookup_action.setShortcut(QKeySequence("Ctrl+L"))
        self.focus_lookup_action.setProperty("shortcut_group", "Table")
        self.focus_lookup_action.setShortcutContext(
            Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.focus_lookup_action.triggered.connect(self.lookup.focus_dice)
        self.addAction(self.focus_lookup_action)
        # The roller's Ctrl+R works anywhere in this area, not only inside the roller.
        self.roll_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(self.roll_action)
        self.export_log_action = self.log_panel.export_action
        self.hits = TableHits(self, self.tracker_model, self.library,
                              lambda: self.unsaved_paths())
        self.hits.selected = self.tracker.selected_person
        self.hits.logged.connect(self.log_model.append)
        self.hits.reported.connect(self.status.setText)
        self.hits.joining.connect(self._on_hits_joining)
        self.play.book = self.hits.book  # the Table's harm is part of its state
        memory = TableMemory(self.tracker_model, self.library, lambda: self.unsaved_paths())
        self.undo = TableUndo(self, memory, self.log_model.append, self._on_table_restored)
        self.hits.remember = self.undo.remember
        self.tracker_model.people_changed.connect(self.hits.refresh_tracker)
        self.effects = TableEffects(self.tracker, self.library, lambda: self.unsaved_paths(),
                                    self)
        self.effects.reported.connect(self.status.setText)
        self.effects.taken = self.hits.book.taken_values
        self.take_hit_button = self.tracker.add_action_button(self.hits.take_hit_action,
                                                              "take_hit_button")
        self.end_scene_button = self.tracker.add_action_button(self.hits.end_scene_action,
                                                               "end_scene_button")
        self.forecast_action = QAction(translate("TableView", "&Forecast from here…"), self)
        self.forecast_action.setObjectName("forecast_from_here_action")
        self.forecast_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.forecast_action.setProperty("shortcut_group", "Table")
        self.forecast_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.forecast_action.triggered.connect(self.forecast_requested)
        self.addAction(self.forecast_action)
        self.forecast_button = self.tracker.add_action_button(self.forecast_action,
                                                              "forecast_from_here_button")
        # "With rest" is on the End of scene button's own menu (Fate's mild consequences).
        self.end_scene_menu = QMenu(self)
        self.end_scene_menu.addAction(self.hits.end_scene_action)
        self.end_scene_menu.addAction(self.hits.end_rest_action)
        self.rhythm_menu = QMenu(translate("TableView", "Rhythm"), self)
        # A push button: its size hint makes room for the menu's arrow (a tool button's
        # instant popup draws the arrow over the last letter).
        self.rhythm_button = QPushButton(self)
        self.rhythm_button.setObjectName("rhythm_button")
        self.rhythm_button.setText(translate("TableView", "Rhythm"))
        self.rhythm_button.setToolTip(translate(
            "TableView", "The steps of play the rules give: an out round, a new session, a "
            "concession (each one undoable step)"))
        self.rhythm_button.setMenu(self.rhythm_menu)
        self.tracker.add_button(self.rhythm_button)
        self.rhythm_actions: dict[str, QAction] = {}

    # --- public API ---------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """Characters made in the Characters area meanwhile can be picked."""
        super().showEvent(event)
        self.reload_characters()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._heights_shared:
            self._sharing.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and self._heights_shared:
            self._sharing.start()
        return super().eventFilter(watched, event)

    def _on_column_splitter_moved(self) -> None:
        self._heights_shared = False

    def _share_heights(self) -> None:
        """Each column's top panel (lookup, roller) at its natural height: its inputs,
        their fields and its card are what the GM works with. The panel below (tracker,
        log) gives way, down to its own minimum (a few rows and its buttons); only a
        column shorter than both makes the top panel's inputs scroll."""
        for column in self._columns:
            panel, below = column.widget(0), column.widget(1)
            room = sum(column.sizes())
            if room < 100 or panel is None or below is None:
                continue
            natural = panel.heightForWidth(panel.width()) if panel.hasHeightForWidth() else -1
            if natural < 0:
                natural = panel.sizeHint().height()
            top = min(natural, room - below.minimumSizeHint().height())
            top = max(top, panel.minimumSizeHint().height())
            if column.sizes()[0] == top:
                continue
            column.blockSignals(True)  # not a move by the user
            column.setSizes([top, max(room - top, 1)])
            column.blockSignals(False)

    def _fill_rhythm(self) -> None:
        """One menu entry per table action of the ruleset (none: no Rhythm button)."""
        self.rhythm_menu.clear()
        self.rhythm_actions = {}
        actions = self.ruleset.model.table_actions if self.ruleset is not None else {}
        for action_id, spec in actions.items():
            entry = self.rhythm_menu.addAction(spec.label)
            entry.setToolTip(spec.description or "")
            entry.triggered.connect(lambda _=False, a=action_id: self.run_table_action(a))
            self.rhythm_actions[action_id] = entry
        self.rhythm_button.setVisible(bool(actions))

    def run_table_action(self, action_id: str) -> None:
        """Apply a step of play's rhythm (see the ruleset's `table_actions`) as one undoable
        step, and log it."""
        ruleset = self.ruleset
        if ruleset is None or action_id not in ruleset.model.table_actions:
            return
        spec = ruleset.model.table_actions[action_id]
        who = self.who if spec.who == "actor" else Message("TableView", QT_TRANSLATE_NOOP(
            "TableView", "everyone"))
        text = self.undo.remember(spec.label, [],
                                  lambda: self.effects.apply_table_action(action_id,
                                                                          self.who))
        self.log_model.append(LogEntry(time=datetime.now(), who=who, check=spec.label,
                                       outcome_label=spec.label,
                                       notes=text if isinstance(text, str) else "",
                                       ruleset=ruleset.id))
        self._sync_resource_inputs()

    def take_focus(self) -> None:
        """Put the cursor in the quick lookup's dice field: type the roll and press Enter."""
        self.lookup.focus_dice()

    @property
    def undo_stack(self) -> QUndoStack:
        """The shown table's applied effects, hits and scene ends, one step each (Edit >
        Undo in this area); each ruleset's table has its own."""
        return self.undo.stack

    @property
    def busy(self) -> bool:
        """The Table works nothing out in the background: never busy."""
        return False

    def confirm_close(self) -> bool:
        """The session is saved after every change; a save still waiting is made now."""
        if self._save_timer.isActive():
            self.save_session()
        return True

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Use the checks, outcomes and resources of `ruleset`."""
        # Who acts is one of this ruleset's people: the previous ruleset's name is kept
        # for coming back to it, never shown (nor logged) here.
        self._who_by_ruleset[self.ruleset.id if self.ruleset is not None else None] = \
            self.who_combo.currentText()
        if self.ruleset is not None and (ruleset is None or ruleset.id != self.ruleset.id):
            self.status.clear()  # the message was about the other ruleset's table
        self.ruleset = ruleset
        who = self._who_by_ruleset.get(ruleset.id if ruleset is not None else None, "")
        self._throwing = None  # a throw called for by the previous ruleset's check
        stack = self.undo_stack
        self.tracker.set_ruleset(ruleset)  # shows its table (its log, its undo stack)
        self._offer_apply(ruleset)
        self.hits.set_ruleset(ruleset)
        self.effects.ruleset = ruleset
        for button in (self.take_hit_button, self.end_scene_button):
            button.setVisible(self.hits.ruleset is not None)  # tool buttons ignore the action's
        # A menu, on its own arrow, only where it offers more than the button (with rest);
        # else a plain button: a menu held down for drew its arrow over the end of the
        # text ("Fin de escena⌄"), a split button's arrow part shows even with no menu.
        rests = self.hits.end_rest_action.isVisible()
        self.end_scene_button.setMenu(self.end_scene_menu if rests else None)  # type: ignore[arg-type]
        self.end_scene_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup
                                           if rests else
                                           QToolButton.ToolButtonPopupMode.DelayedPopup)
        self._fill_rhythm()
        self._update_forecast_action()
        self.who_combo.setEditText(who)
        self.lookup.set_ruleset(ruleset)
        self.roller.set_ruleset(ruleset)
        self.reload_characters()
        self._sync_resource_inputs()
        if self._heights_shared:
            self._sharing.start()  # other panels: their natural heights shared again
        if self.undo_stack is not stack:
            self.undo_stack_changed.emit()

    def reload_characters(self) -> None:
        """Offer the ruleset's characters in the library again (keeping the pick if there)."""
        picked = self._picked
        self.characters = []
        if self.ruleset is not None:
            self.characters, _broken = load_characters(self.library(), self.ruleset,
                                                       self.edited)
            known = {name for name, _state in self.characters}
            for name, character in self.seated_sheets.get(self.ruleset.id, {}).items():
                if name in known:
                    continue  # a library character seated: their own file's sheet
                try:
                    self.characters.append((name, SheetState(self.ruleset, character)))
                except GMAssistantError as error:
                    self.status.setText(translate("TableView", "{name}'s sheet cannot be "
                                                  "read: {error}").format(name=name,
                                                                          error=error))
        self.character_combo.blockSignals(True)
        self.character_combo.clear()
        self.character_combo.addItem(translate("TableView", AD_HOC))
        for name, _state in self.characters:
            self.character_combo.addItem(name)
        index = self.character_combo.findText(picked) if picked else -1
        self.character_combo.setCurrentIndex(max(index, 0))
        self.character_combo.blockSignals(False)
        self._on_character_combo_changed()

    def library(self) -> Library:
        """The character library (the user's, unless one was given)."""
        if self._library is None:
            self._library = Library()
        return self._library

    def pick_character(self, name: str | None) -> None:
        """Pick a library character by name (None: ad hoc), as the user would."""
        index = self.character_combo.findText(name) if name else 0
        self.character_combo.setCurrentIndex(max(index, 0))

    @property
    def character(self) -> SheetState | None:
        """The picked character's sheet (None: ad hoc)."""
        index = self.character_combo.currentIndex() - 1
        return self.characters[index][1] if 0 <= index < len(self.characters) else None

    @property
    def who(self) -> str:
        """The name in the Who field, trimmed."""
        return self.who_combo.currentText().strip()

    def set_who(self, name: str) -> None:
        """Type `name` in the Who field."""
        self.who_combo.setEditText(name)

    def seat_people(self, people: list[tuple[str, dict[str, int], str | None]],
                    sheets: dict[str, Character] | None = None,
                    fight: SeatedFight | None = None) -> int:
        """Seat these people at the table in this order (an encounter's combatants in turn
        order): name, amounts of the tracked resources, and the library character id their
        sheet is linked to (None for a sample or a fresh NPC); `sheets`: their sheets by
        name, offered in the Character picker to fill check inputs; `fight`: the encounter
        they come from (Forecast from here plays it on). An encounter sent to a table with
        people at it asks the GM whether it replaces them or joins them (`ask_seating`).
        One undoable step. Returns how many were seated (0: the GM cancelled)."""
        answer = SEAT_ADD
        seated = self.seated_fight
        keep = fight  # the fight Forecast from here plays after this
        fresh = True  # a new fight: the GM's choices for it start afresh
        if fight is not None and self.tracker_model.people:
            why = self._cannot_join(seated, fight)
            answer = self.ask_seating(fight.encounter.name, len(self.tracker_model.people),
                                      why)
            if answer not in (SEAT_ADD, SEAT_REPLACE) or (answer == SEAT_ADD and why):
                self.status.setText(translate("TableView", "Nothing seated: the table keeps "
                                              "its people."))
                return 0
            if answer == SEAT_ADD:
                try:
                    people, sheets, keep = self._joining(people, sheets, fight, seated)
                except GMAssistantError as error:
                    self.status.setText(translate(
                        "TableView", "Nothing seated: {encounter} cannot join the fight: "
                        "{error}").format(encounter=fight.encounter.name,
                                          error=message_text(message_of(error))))
                    return 0
                fresh = seated is None
        name = fight.encounter.name if fight is not None else ""
        said = str(QT_TRANSLATE_NOOP(
            "TableView", "encounter {name} at the table, in place of the people there")
            if answer == SEAT_REPLACE else QT_TRANSLATE_NOOP(
            "TableView", "encounter {name} at the table"))
        text = Message("TableView", said, name=name)
        table = self.ruleset.id if self.ruleset is not None else None
        kept = ((lambda: self._fight_kept(table)),
                (lambda state: self._put_fight(table, state))) if table is not None else None
        count = self.undo.remember(
            text, [],
            lambda: self._seat(people, sheets, keep, answer == SEAT_REPLACE, fresh), kept)
        return count if isinstance(count, int) else 0

    def ask_seating(self, encounter: str, count: int, why: str = "") -> str:
        """Ask the GM what an encounter sent to a table with `count` people does there:
        `SEAT_REPLACE` (the default), `SEAT_ADD`, or "" (cancel); `why`: why it cannot
        join them (then only Replace and Cancel are offered)."""
        box = self.seating_question(encounter, count, why)
        box.exec()
        clicked = box.clickedButton()
        answer = clicked.property("seating") if clicked is not None else None
        box.deleteLater()
        return answer if isinstance(answer, str) else ""

    def seating_question(self, encounter: str, count: int, why: str = "") -> QMessageBox:
        """The question `ask_seating` asks: Replace (default), Add to it, Cancel; each
        button's "seating" property is its answer. With `why` (the encounter cannot join
        those seated) it says so and offers only Replace and Cancel."""
        if why:
            text = translate("TableView", "%n people already sit at this table. Does "
                             "{encounter} replace them?", None, count)
            informative = translate(
                "TableView", "{why} Replace: those at the table leave and the encounter's "
                "people sit down. It can be undone.").format(why=why)
        else:
            text = translate("TableView", "%n people already sit at this table. Does "
                             "{encounter} replace the fight there or join it?", None, count)
            informative = translate(
                "TableView", "Replace: those at the table leave and the encounter's people "
                "sit down, for a new fight. Add: they join the fight (a name already at "
                "the table gets the next number). Either can be undone.")
        box = QMessageBox(QMessageBox.Icon.Question, translate("TableView", "Seat an encounter"),
                          text.format(encounter=encounter), parent=self)
        box.setObjectName("seating_question")
        box.setInformativeText(informative)
        replace = box.addButton(translate("TableView", "&Replace them") if why
                                else translate("TableView", "&Replace the fight"),
                                QMessageBox.ButtonRole.AcceptRole)
        replace.setProperty("seating", SEAT_REPLACE)
        if not why:
            add = box.addButton(translate("TableView", "&Add to the fight"),
                                QMessageBox.ButtonRole.AcceptRole)
            add.setProperty("seating", SEAT_ADD)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(replace)
        box.setEscapeButton(cancel)
        return box

    def _conflict_of(self, fight: SeatedFight) -> Conflict | None:
        """The conflict an encounter plays at this ruleset's table (None: none known)."""
        if self.ruleset is None:
            return None
        conflicts = self.ruleset.model.conflicts
        return conflicts.get(fight.encounter.conflict or next(iter(conflicts), ""))

    def _cannot_join(self, seated: SeatedFight | None, fight: SeatedFight) -> str:
        """Why encounter `fight` cannot join the people at the table ("": it can)."""
        conflict = self._conflict_of(fight)
        if conflict is not None and conflict.contest is not None:
            return translate("TableView", "{encounter} is a contest: a contest is played "
                             "by its own people only.").format(encounter=fight.encounter.name)
        if seated is None:
            return ""
        there = self._conflict_of(seated)
        if there is not None and there.contest is not None:
            return translate("TableView", "The table plays the contest {seated}: nobody "
                             "joins a contest.").format(seated=seated.encounter.name)
        if there is not conflict:
            return translate("TableView", "{encounter} plays another kind of conflict than "
                             "{seated} at the table.").format(
                encounter=fight.encounter.name, seated=seated.encounter.name)
        return ""

    def _joining(self, people: list[tuple[str, dict[str, int], str | None]],
                 sheets: dict[str, Character] | None, fight: SeatedFight,
                 seated: SeatedFight | None
                 ) -> tuple[list[tuple[str, dict[str, int], str | None]],
                            dict[str, Character], SeatedFight]:
        """Encounter `fight`'s people as they join those at the table (Add): a name taken
        gets the next free number, a character file already seated is not seated again;
        their sheets under those names; and the fight Forecast from here plays then (the
        seated one with the newcomers; GMAssistantError when it cannot be made)."""
        assert self.ruleset is not None
        at_table = self.tracker_model.people
        added = fighter_names(self.ruleset, fight)
        joined = join_encounter(seated.encounter if seated is not None else None,
                                fight.encounter, added, at_table)
        taken = {*at_table, *joined.names.values()}
        names: dict[str, str] = {}
        for name, _amounts, _link in people:
            if name in joined.names:
                names[name] = joined.names[name]
            elif name not in added:  # not one of the encounter's fighters: seated by name
                names[name] = free_name(name, taken)
                taken.add(names[name])
        seats = [(names[name], amounts, link) for name, amounts, link in people
                 if name in names]
        renamed: dict[str, Character] = {}
        for name, sheet in (sheets or {}).items():
            if name in names:
                renamed[names[name]] = sheet.copy()
                renamed[names[name]].name = names[name]
        folders = tuple(dict.fromkeys([*(seated.folders if seated is not None else ()),
                                       *fight.folders]))
        return seats, renamed, SeatedFight(joined.encounter, folders)

    def _fight_kept(self, table: str) -> object:
        """The fight seated at ruleset `table`'s table as undo keeps it (see `_put_fight`)."""
        fights = self.play.fights if isinstance(self.play.fights, dict) else {}
        return (self.seated_fights.get(table), self.fight_choices.get(table),
                dict(self.seated_sheets.get(table, {})), copy.deepcopy(fights.get(table)))

    def _put_fight(self, table: str, kept: object) -> None:
        """Put back the fight seated at ruleset `table`'s table (undo, redo)."""
        assert isinstance(kept, tuple)
        fight, choices, sheets, data = kept
        self.seated_fights.pop(table, None)
        self.fight_choices.pop(table, None)
        if fight is not None:
            self.seated_fights[table] = fight
        if choices is not None:
            self.fight_choices[table] = choices
        self.seated_sheets[table] = dict(sheets)
        self.play.keep_fight(table, data)
        if self.ruleset is not None and self.ruleset.id == table:
            self._update_forecast_action()
            self.reload_characters()

    def _seat(self, people: list[tuple[str, dict[str, int], str | None]],
              sheets: dict[str, Character] | None, fight: SeatedFight | None,
              replace: bool, fresh: bool = True) -> int:
        """Seat `people` (see `seat_people`), after those at the table leave (`replace`);
        `fight`: the fight seated then, a new one (`fresh`: the GM's choices start afresh)
        or the one there grown by them."""
        if replace and self.ruleset is not None:
            kept = self.hits.book.kept.get(self.ruleset.id, {})
            for name in self.tracker_model.people:
                kept.pop(name, None)  # their hit sheets go with them
            self.seated_sheets.pop(self.ruleset.id, None)
            while self.tracker_model.people:
                self.tracker_model.remove_row(0)
        if fight is not None and self.ruleset is not None:
            self.seated_fights[self.ruleset.id] = fight
            if fresh or self.ruleset.id not in self.fight_choices:
                self.fight_choices[self.ruleset.id] = FightChoices()  # a new fight's own
            self.play.keep_fight(self.ruleset.id,
                                 fight_json(fight, self.fight_choices[self.ruleset.id]))
            self._update_forecast_action()
        amounts = {name: values for name, values, _ in people}
        links = {name: link for name, _, link in people if link is not None}
        self.tracker_model.add_people(amounts, links)
        if sheets and self.ruleset is not None:
            self.seated_sheets.setdefault(self.ruleset.id, {}).update(sheets)
            # Their hits are marked on these sheets (a library character's on its file),
            # kept with the session: a new fight seated starts them afresh.
            kept = self.hits.book.kept.setdefault(self.ruleset.id, {})
            for name, sheet in sheets.items():
                if name not in links and name in amounts:  # never one seated before
                    kept[name] = sheet.copy()
        if self.ruleset is not None:
            for name in amounts:  # back in for this fight, if out of an earlier one
                self.hits.book.set_out(self.ruleset, name, False)
            self.hits.refresh_tracker()  # their hits column, from the sheets kept now
            self.reload_characters()
        self._sync_resource_inputs()
        # lupdate reads a plural's count only as a plain name (not `len(people)`).
        count = len(people)
        self.status.setText(translate("TableView", "%n at the table from the encounter, in "
                                      "turn order.", None, count))
        return count

    @property
    def seated_fight(self) -> SeatedFight | None:
        """The encounter last seated at this ruleset's table, if any."""
        return self.seated_fights.get(self.ruleset.id) if self.ruleset is not None else None

    @property
    def choices(self) -> FightChoices:
        """The GM's choices for a forecast from here at this ruleset's table."""
        return self.fight_choices.get(self.ruleset.id, FightChoices()) \
            if self.ruleset is not None else FightChoices()

    def set_choices(self, choices: FightChoices) -> None:
        """Keep the GM's choices for a forecast from here of this table's seated fight
        (with the session, for the next start)."""
        fight = self.seated_fight
        if self.ruleset is None or fight is None:
            return
        self.fight_choices[self.ruleset.id] = choices
        self.play.keep_fight(self.ruleset.id, fight_json(fight, choices))

    def now(self, advantage: tuple[int, int] = (0, 0),
            sides: dict[str, str] | None = None) -> TableNow:
        """Where the fight stands at this table (see `core.conflict.from_here`; `sides`:
        those seated by hand the GM puts in the fight); raises GMAssistantError/OSError
        when a seat's library file cannot be read."""
        assert self.ruleset is not None
        return table_now(self.ruleset, self.play, advantage, sides)

    def _update_forecast_action(self) -> None:
        # A ruleset without conflict rules has no fight to seat: no button that stays
        # disabled for ever (the Encounters area says why there is none).
        fights = self.ruleset is not None and bool(self.ruleset.model.conflicts)
        self.forecast_action.setVisible(fights)
        self.forecast_button.setVisible(fights)  # tool buttons ignore the action's
        seated = fights and self.seated_fight is not None
        # A contest is forecast from its start only (the Table keeps no exchanges): the
        # button says so rather than refusing once pressed.
        contest = seated and self._seated_contest()
        self.forecast_action.setEnabled(seated and not contest)
        self.forecast_action.setToolTip(translate(
            "TableView", "A contest is forecast from its start only, in the Encounters area: "
            "the Table does not keep its exchanges") if contest
            else translate(
            "TableView", "Who wins the fight seated from the Encounters area, from where the "
            "Table stands now: harm marked, luck and fate points left, who is out") if seated
            else translate("TableView", "Seat an encounter first: in the Encounters area, "
                           "Send to the Table"))

    def _seated_contest(self) -> bool:
        """Whether the encounter seated at this table plays a contest, not a fight."""
        fight = self.seated_fight
        if self.ruleset is None or fight is None:
            return False
        conflicts = self.ruleset.model.conflicts
        conflict = conflicts.get(fight.encounter.conflict or next(iter(conflicts), ""))
        return conflict is not None and conflict.contest is not None

    def add_from_library(self) -> int:
        """Bring this ruleset's characters from the library to the tracker (see the panel)."""
        count = self.tracker.add_from_library()
        self._sync_resource_inputs()
        return count

    def export_log_csv(self, path: Path | str) -> int:
        """Save the roll log as CSV; returns the rows written."""
        return self.log_panel.export_csv(path)

    # --- lookups and rolls ---------------------------------------------------------------

    def _on_lookup_looked_up(self, done: LookupDone) -> None:
        ruleset = self.ruleset
        if ruleset is None:
            return
        spec = ruleset.checks[done.check_id]
        notes: list[str] = []
        invoked = done.bonus_spent
        if invoked:
            notes.append(Message("TableView", QT_TRANSLATE_NOOP(
                "TableView", "invoked after the roll: {count}"), count=invoked))
        who = self.who
        # What the physical roll cost: the invocations typed in (free ones first), and for
        # an outcome the check rerolls while the budget allows, the treat eaten to roll
        # again (the GM types the new dice next).
        # The lookup shows only what the dice's meaning reads; what the one who acts
        # could spend is what the tracker says they have.
        budget_inputs: dict[str, object] = dict(done.inputs)
        for name, info in spec.inputs.items():
            if info.resource is not None and name not in budget_inputs:
                have = self.tracker_model.value(who, info.resource) \
                    if who in self.tracker_model.people else 0
                budget_inputs[name] = max(info.low, min(int(have or 0), info.high))
        # A throw the lookup called for continues its roll: the budgets it began with,
        # the pushes and rerolls made (a push keeps the dice that stay).
        key = (done.check_id, who, tuple(sorted(done.inputs.items(), key=str)))
        pushes = rerolls = 0
        push = spec.spend("push")
        pool = done.faces.get(push.pool or "") if push is not None else None
        ongoing, self._throwing = self._throwing, None
        if ongoing is not None and ongoing[0] == key:
            try:
                if ongoing[4] is not None and isinstance(pool, tuple):
                    check_pushed(ruleset, done.check_id, ongoing[4], pool)
                budget_inputs, pushes, rerolls = ongoing[1], ongoing[2], ongoing[3]
            except InputError as error:  # not the pushed pool: a new roll
                notes.append(message_of(error))
        spent, again = looked_up_spent(ruleset, done.check_id, budget_inputs, done.outcome,
                                       done.bonus_spent, pushes, done.faces, rerolls)
        if again:
            pushed = pushes_again(ruleset, done.check_id, budget_inputs, done.outcome,
                                  pushes, done.faces)
            self._throwing = (key, budget_inputs, pushes + pushed, rerolls + (not pushed),
                              pool if pushed and isinstance(pool, tuple) else None)
            notes.append(Message("TableView", QT_TRANSLATE_NOOP(
                "TableView", "rolled again (type the new dice)")))
        notes.extend(self._apply(who, done.outcome, spent))
        hit = self.hits.note_roll(done.check_id, done.inputs, done.faces, done.bonus_spent, who)
        if hit:
            notes.append(hit)
        self.log_model.append(entry_from_lookup(ruleset, done.check_id, done.faces,
                                                done.values, done.outcome, who,
                                                joined_notes(*notes),
                                                dice_faces=done.dice_faces))

    def _on_roller_rolled(self, record: RollRecord) -> None:
        ruleset = self.ruleset
        if ruleset is None:
            return
        who = self.who
        # Each outcome falls on the one who rolled it: every action of multiple actions on
        # the one who acts, a helper's on the helper (noted for the GM to apply).
        notes = self._apply(who, record.own_outcomes(), record.spent)
        # One note a helper: each is worded again when the log is read in another language.
        notes.extend(Message("TableView", QT_TRANSLATE_NOOP(
            "TableView", "helper {number}'s own outcome, theirs to apply: {outcome}"),
            number=number, outcome=ruleset.outcomes[key].label)
            for number, key in enumerate(record.helpers_outcomes(), start=1))
        last = record.attempts[-1]
        hit = self.hits.note_roll(record.check, record.inputs,
                                  {name: rolled.shown for name, rolled in last.dice.items()},
                                  last.bonus_spent, who)
        if hit:
            notes.append(hit)
        entry = entry_from_record(ruleset, record, who, joined_notes(*notes))
        self.roller.summary.setText(
            translate("TableView", "<b>{faces}</b> → total {total}").format(
                faces=message_text(entry.faces), total=entry.total)
            + (f" · {message_text(entry.notes)}" if entry.notes else ""))
        self.log_model.append(entry)

    def _offer_apply(self, ruleset: Ruleset | None) -> None:
        """Apply effects is offered where the table tracks something; elsewhere the box is
        unticked and disabled, its tooltip saying why (the GM's choice kept for later)."""
        nothing = ruleset is not None and not self.tracker_model.columns
        if self.apply_check.isEnabled():
            self._apply_wanted = self.apply_check.isChecked()
        self.apply_check.setEnabled(not nothing)
        self.apply_check.setChecked(self._apply_wanted and not nothing)
        self.apply_check.setToolTip(translate(
            "TableView", "{ruleset} keeps no resources, harm or points at the table: there "
            "is nothing for effects to change").format(ruleset=ruleset.name)
            if nothing and ruleset is not None else self._apply_tip)

    def _apply(self, who: str, outcome: str | list[str],
               spent: dict[str, int]) -> list[str]:
        """Apply effects when asked, as one undoable step; returns notes for the log."""
        ruleset = self.ruleset
        if ruleset is None or not self.apply_check.isChecked():
            return []
        picked = self.library().named(who, ruleset.id) if who and who == self._picked else None
        files = [picked.id] if picked is not None else []
        keys = [outcome] if isinstance(outcome, str) else outcome
        label = ", ".join(ruleset.outcomes[key].label for key in keys)
        text = Message("TableView", QT_TRANSLATE_NOOP("TableView",
                                                      "effects of {outcome} for {who}"),
                       outcome=label, who=who)
        notes = self.undo.remember(text, files,
                                   lambda: self.effects.apply(who, outcome, spent, self._picked))
        self._sync_resource_inputs()
        return notes if isinstance(notes, list) else []

    def _on_table_restored(self) -> None:
        self.hits.refresh_tracker()
        self._sync_resource_inputs()

    def _on_hits_joining(self, name: str) -> None:
        # A library character hit before joining the table comes with their amounts.
        self.tracker.add_from_library(only=name)

    # --- who and resources --------------------------------------------------------------

    def _on_tracker_people_changed(self) -> None:
        # Items are copied rather than sharing the tracker model: a shared model resets
        # the typed name whenever an amount changes.
        text = self.who_combo.currentText()
        self.who_combo.blockSignals(True)
        self.who_combo.clear()
        self.who_combo.addItems(self.tracker_model.people)
        self.who_combo.setEditText(text)
        self.who_combo.blockSignals(False)
        # The line edit shares the box with its clear button: room for three letters
        # more than the longest name, so a picked name shows whole.
        longest = max(map(len, self.tracker_model.people), default=0)
        self.who_combo.setMinimumContentsLength(max(WHO_LETTERS, longest + 3))

    def _on_character_combo_changed(self) -> None:
        index = self.character_combo.currentIndex() - 1
        name = self.characters[index][0] if 0 <= index < len(self.characters) else None
        state = self.character
        self.lookup.set_character(state)
        self.roller.set_character(state)
        if name != self._picked:
            if name is not None:
                self.set_who(name)
                line = self.who_combo.lineEdit()
                if line is not None:
                    line.setCursorPosition(0)  # the name's start shows in a narrow field
            elif self.who == self._picked:
                self.set_who("")  # back to ad hoc: the character no longer acts
            self._picked = name

    def _on_who_combo_changed(self, _text: str) -> None:
        self.tracker.suggested_name = self.who
        self._sync_resource_inputs()

    def _sync_resource_inputs(self) -> None:
        """Never offer to spend more than the acting person has (when they are tracked)."""
        who = self.who
        spec = self.roller.spec
        if spec is None or who not in self.tracker_model.people:
            return
        current = self.roller.inputs.values()
        values = {}
        for name, info in spec.inputs.items():
            if info.resource and name in current:
                have = self.tracker_model.value(who, info.resource)
                values[name] = max(info.low, min(int(current[name]), have))
        if values:
            self.roller.inputs.set_values(values, notify=False)

    # --- the session on disk -------------------------------------------------------------

    def _on_sheet_edited(self, _path: Path) -> None:
        """A character open for editing changed, opened or closed: the picker's sheets
        are read again (the edited ones as they are now), From the sheet follows."""
        if self.ruleset is not None:
            self._follow.start()

    def _on_play_changed(self, change: Change) -> None:
        if change.kind == "fight":
            self._save_timer.start()

    def _restore_session(self) -> None:
        text, fights = restore_table(self._session_path, self.play)
        tables = self.play.tables()
        for table, (fight, choices) in fights.items():
            self.seated_fights[table] = fight
            self.fight_choices[table] = choices
            # The fighters' sheets are the ones their hits are marked on, kept with the
            # session: the Character picker lists them again.
            seated = tables[table].people if table in tables else {}
            self.seated_sheets[table] = {
                name: sheet.copy() for name, sheet in self.hits.book.kept.get(table, {}).items()
                if name in seated}
        self._update_forecast_action()
        self.hits.refresh_tracker()
        if text:
            self.status.setText(text)

    def save_session(self) -> None:
        """Write the log and the resources to the user's state folder (done after changes)."""
        self._save_timer.stop()
        if self.preview:
            return
        try:
            self.play.save(self._session_path)
        except OSError as error:
            self.status.setText(translate("TableView", "The session could not be saved: "
                                          "{error}").format(error=error))

