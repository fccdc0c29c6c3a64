"""EncountersView: build an encounter against the party and see its forecast, live.

On the left the encounter: its name, which of the ruleset's conflicts it runs, the party
and the opposition (characters from the library or the samples, fresh NPCs and mooks from
the ruleset's templates, counts with +1 and -1) and each side's policy; New, Open, Save
and Save as work on encounter files in the library's `encounters` folder, and every edit
is undone with Ctrl+Z. On the right the forecast, recomputed off the GUI thread after each
edit (the newest edit wins).

The forecast requests are `encounter_forecasts`'; keeping unsaved encounters safe
(autosave, recovery, the question on closing) is `encounter_keeper`'s; the printed sheet
is `encounter_sheet`'s.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
    QTemporaryDir,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.conflict.encounter import (
    Encounter,
    EncounterError,
    EncounterMember,
    SidePolicy,
    character_files,
)
from gm_assistant.core.conflict.encounter_file import (
    EmptySideError,
    EncounterFile,
    OtherRulesetError,
    file_stem,
    side_policy,
)
from gm_assistant.core.conflict.encounter_recovery import (
    EncounterRecovery,
    EncounterRecoveryStore,
)
from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.conflict.handoff import pairing_check, seats
from gm_assistant.core.conflict.scene import character_folders, line_on_its_sheet
from gm_assistant.core.library import Library
from gm_assistant.core.paths import resources_dir, user_library_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import Character, EditedSheets
from gm_assistant.ui.common.forecast_panel import ForecastPanel
from gm_assistant.ui.common.forecast_worker import ForecastWorker
from gm_assistant.ui.common.wheel_guard import guard_wheels
from gm_assistant.ui.encounters.encounter_forecasts import EncounterForecasts
from gm_assistant.ui.encounters.encounter_keeper import EncounterKeeper, encounters_dir
from gm_assistant.ui.encounters.line_settings import LineSettingsDialog
from gm_assistant.ui.encounters.side_editor import SideEditor
from gm_assistant.ui.encounters.target_panel import TargetPanel
from gm_assistant.ui.settings import UiSettings

__all__ = ["EncountersView", "encounters_dir"]

translate = QCoreApplication.translate

FORECAST_LEAST_CHARS = 30
"""The forecast's pane is at least about this many average characters wide (its plot's
axes and title need room even when its texts would wrap narrower)."""


class _Edit(QUndoCommand):
    """One change to the encounter, undone by going back to the encounter before it."""

    def __init__(self, view: EncountersView, before: Encounter, after: Encounter,
                 text: str) -> None:
        super().__init__(text)
        self.view = view
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.view.show_encounter(self.after)

    def undo(self) -> None:
        self.view.show_encounter(self.before)


class _ForecastInputs(NamedTuple):
    """What a forecast of the encounter read: compared when the GM comes back to the area,
    so that a forecast of the same fight is not started over."""

    ruleset: Ruleset
    encounter: Encounter
    folders: tuple[Path, ...]
    sheets: tuple[tuple[Path, int, int], ...]
    """Each character file the lines field, with its modification time and size."""
    edited: dict[Path, Character]
    """The encounter's sheets open for editing, as they were."""

    def same_as(self, other: _ForecastInputs | None) -> bool:
        """True when `other` reads the same (the ruleset itself, not an equal copy: house
        rules changed load it anew)."""
        return other is not None and other.ruleset is self.ruleset and (
            other.encounter, other.folders, other.sheets, other.edited) == (
            self.encounter, self.folders, self.sheets, self.edited)


class EncountersView(QWidget):
    """The Encounters area.

    Signals:
        odds_requested(str, dict): open a check with these inputs in the Odds area (a
            threat matrix pairing).
        reported(str): a short message for the status bar.
    """

    odds_requested = Signal(str, dict)
    table_requested = Signal(list, dict, object)
    """[(name, tracked amounts, library id or None), ...] in turn order, each seat's
    sheet by name (the ones that could be read), and the fight seated (a core
    `SeatedFight`, for a forecast from here)."""
    reported = Signal(str)

    def __init__(self, parent: QWidget | None = None,
                 recovery: EncounterRecoveryStore | None = None, *, preview: bool = False,
                 settings: UiSettings | None = None,
                 edited: EditedSheets | None = None) -> None:
        """`preview`: drawn for a picture (`--screenshot`): the user's autosaved encounters
        are neither recovered nor removed (its own go to a scratch folder); `settings`:
        the window's (default: the user's); `edited`: the characters open for editing,
        whose unsaved edits the forecast follows (a line reads its sheet as edited)."""
        super().__init__(parent)
        self.setObjectName("EncountersView")
        self.edited = edited
        self._scratch: QTemporaryDir | None = None
        if preview and recovery is None:
            self._scratch = QTemporaryDir()
            recovery = EncounterRecoveryStore(Path(self._scratch.path()))
        self.recovery = recovery if recovery is not None else EncounterRecoveryStore()
        """Where unsaved encounters are autosaved, to be brought back after a crash."""
        self._switching = False
        self._forecast_inputs: _ForecastInputs | None = None
        """What the last forecast asked for read (`showEvent` compares it)."""
        self.ruleset: Ruleset | None = None
        self.file: EncounterFile | None = None
        """The encounter shown, its file and the rules for it (None without conflicts)."""
        self.settings = settings if settings is not None else UiSettings()
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._show_title)
        self.keeper = EncounterKeeper(self, self.recovery, self.settings, self)
        """Autosave and recovery, the encounters left in other rulesets, the question on
        closing."""
        self.keeper.reported.connect(self.reported)
        self.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        # A burst of edits (an undo of several fields) forecasts once, when it is over.
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(0)
        self._follow.timeout.connect(self._forecast)
        if edited is not None:
            follow = self._on_sheet_edited
            edited.subscribe(follow)
            self.destroyed.connect(lambda: edited.unsubscribe(follow))

        self.title = QLabel(self)
        self.title.setObjectName("EncounterTitle")
        # One line, whatever its length: the file's name is elided to the pane's width
        # (whole in the tooltip), and unsaved changes are a mark after it, so the first
        # edit moves neither the buttons nor the tables below (a wrapped line did).
        self.title.setWordWrap(False)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self._title_where = ""
        self.title.installEventFilter(self)
        self.name = QLineEdit(self)
        self.name.setObjectName("encounter_name")
        self.name.setPlaceholderText(translate("EncountersView", "Name of the encounter"))
        self.name.editingFinished.connect(self._on_name_editing_finished)
        self.conflict = QComboBox(self)
        self.conflict.setObjectName("conflict_combo")
        self.conflict.currentIndexChanged.connect(self._on_conflict_changed)
        buttons = QHBoxLayout()
        self.file_actions: list[QAction] = []
        for label, short, keys, slot in (
                (translate("EncountersView", "&New encounter"),
                 translate("EncountersView", "New"), "Ctrl+N", self.new_encounter),
                (translate("EncountersView", "&Open an encounter…"),
                 translate("EncountersView", "Open…"), "Ctrl+O", self.open_encounter),
                (translate("EncountersView", "&Save the encounter"),
                 translate("EncountersView", "Save"), "Ctrl+S", self.save),
                (translate("EncountersView", "Save the encounter &as…"),
                 translate("EncountersView", "Save as…"), "Ctrl+Shift+S", self.save_as)):
            action = self._action(label, keys)
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.file_actions.append(action)
            button = QPushButton(short, self)
            button.setToolTip(f"{label.replace('&', '')} ({keys})")
            button.clicked.connect(action.trigger)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.party = SideEditor(translate("EncountersView", "Party"), self, opens=True)
        self.party.setObjectName("PartyEditor")
        self.opposition = SideEditor(translate("EncountersView", "Opposition"), self,
                                     prefer_npcs=True)
        self.opposition.setObjectName("OppositionEditor")
        for side, editor in (("party", self.party), ("opposition", self.opposition)):
            editor.members_changed.connect(
                lambda members, side=side: self._edit_members(side, members))
            editor.policy_changed.connect(
                lambda policy, side=side: self._edit_policy(side, policy))
            editor.settings_requested.connect(
                lambda row, side=side: self.edit_line_settings(side, row))
        self.print_action = self._action(
            translate("EncountersView", "&Print the encounter sheet to PDF…"), "Ctrl+P")
        self.print_action.triggered.connect(lambda: self.export_pdf())
        print_button = QPushButton("PDF…", self)
        print_button.setToolTip(translate(
            "EncountersView", "The forecast, the threat matrix and the combatants' cards in a "
            "PDF (Ctrl+P)"))
        print_button.clicked.connect(self.print_action.trigger)
        buttons.insertWidget(buttons.count() - 1, print_button)
        self.table_action = self._action(
            translate("EncountersView", "Send the encounter to the &Table"), "Ctrl+Shift+T")
        self.table_action.triggered.connect(self.send_to_table)
        table_button = QPushButton(translate("EncountersView", "Send to the Table"), self)
        table_button.setToolTip(translate(
            "EncountersView", "Everyone at the Table area in turn order, with their resources "
            "(Ctrl+Shift+T)"))
        table_button.clicked.connect(self.table_action.trigger)
        buttons.insertWidget(buttons.count() - 1, table_button)
        self.more_action = self._action(
            translate("EncountersView", "One &more of the selected opponent"), "Ctrl+Shift+Up")
        self.more_action.triggered.connect(lambda: self.opposition.change_count(+1))
        self.fewer_action = self._action(
            translate("EncountersView", "One &fewer of the selected opponent"),
            "Ctrl+Shift+Down")
        self.fewer_action.triggered.connect(lambda: self.opposition.change_count(-1))
        self.target = TargetPanel(self)
        self.target.vary_requested.connect(self.vary_count)
        self.target.value_chosen.connect(self._on_target_value_chosen)
        self.forecast = ForecastPanel(self)
        self.forecasts = EncounterForecasts(self.forecast, self.target, self)
        """The fight's forecast and the target panel's curves, off the GUI thread."""
        self.forecast.pair_activated.connect(self._on_forecast_pair_activated)
        self.message = QLabel(self)
        self.message.setObjectName("EncountersMessage")
        self.message.setWordWrap(True)

        editing = QWidget(self)
        column = QVBoxLayout(editing)
        column.addWidget(self.title)
        column.addLayout(buttons)
        heading = QHBoxLayout()
        heading.addWidget(self.name, 2)
        heading.addWidget(self.conflict, 1)
        column.addLayout(heading)
        column.addWidget(self.party)
        column.addWidget(self.opposition)
        column.addWidget(self.target)
        column.addStretch(1)
        # Both columns scroll: on a small screen (or at a large font scale) the design-
        # to-a-target panel and its "Use it" stay reachable.
        # (No Python override of a size hint here: Qt calls those while a widget is being
        # destroyed, which can crash; the width is set when the choices are filled.)
        editing_scroll = QScrollArea(self)
        editing_scroll.setObjectName("EncounterEditing")
        editing_scroll.setWidgetResizable(True)
        editing_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # Sideways only when the window is too narrow for both columns whole: the
        # forecast is never cut, the editing column scrolls instead (`_share_width`).
        editing_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        editing_scroll.setWidget(editing)
        guard_wheels(editing)  # the wheel scrolls the pane, not the choice under it
        self.editing_scroll = editing_scroll
        self._editing_need = 0
        """The editing column's width with nothing scrolled sideways."""
        scroll = QScrollArea(self)
        scroll.setObjectName("ForecastScroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.forecast)
        self.forecast_scroll = scroll
        """The forecast's pane: never narrower than the forecast reflowed (`_fit_forecast_
        column`), so it scrolls up and down only."""
        self.splitter = QSplitter(self)
        self.splitter.addWidget(editing_scroll)
        self.splitter.addWidget(scroll)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, False)
        # The forecast's least width follows its texts (a result shown, a language or a
        # text size): the pane's least width is measured again after its layout changes.
        self._fit_forecast_later = QTimer(self)
        self._fit_forecast_later.setSingleShot(True)
        self._fit_forecast_later.setInterval(0)
        self._fit_forecast_later.timeout.connect(self._fit_forecast_column)
        self.forecast.installEventFilter(self)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([520, 760])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message)
        layout.addWidget(self.splitter, 1)
        self.message.setVisible(False)

    def showEvent(self, event: QShowEvent) -> None:
        """Coming back to the area: forecast again only when something the forecast reads
        changed meanwhile (a character's file saved in the Characters area or elsewhere):
        the forecast shown (or being worked out) stays otherwise."""
        super().showEvent(event)
        self._fit_editing_column()  # shown, the texts have their final widths
        if self.encounter is not None and not self._forecast_is_current():
            self._forecast()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # A larger text size widens the choices: the column makes room for them once
            # they have been measured with the new font.
            QTimer.singleShot(0, self, self._fit_editing_column)

    def take_focus(self) -> None:
        """Coming to the area (a tab click, Ctrl+5): focus the opposition's lines, so the
        area's shortcuts (+1 and -1 on the selected opponent, Ctrl+Shift+T...) work at
        once."""
        table = self.opposition.table
        if table.currentRow() < 0 and table.rowCount():
            table.selectRow(0)
        table.setFocus()

    def _action(self, text: str, keys: str) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setProperty("shortcut_group", "Encounters")  # the F1 sheet's "where"
        self.addAction(action)
        return action

    @property
    def encounter(self) -> Encounter | None:
        """The encounter shown (None before a ruleset with conflicts is set)."""
        return self.file.encounter if self.file is not None else None

    @property
    def path(self) -> Path | None:
        """The user's file of the encounter (None when new or a shipped sample)."""
        return self.file.path if self.file is not None else None

    @property
    def sample(self) -> Path | None:
        """The shipped sample shown (saved elsewhere, never over it)."""
        return self.file.sample if self.file is not None else None

    @property
    def busy(self) -> bool:
        """True while a forecast (or a count curve) is being computed."""
        return self.forecasts.busy

    @property
    def worker(self) -> ForecastWorker:
        """The worker of the fight's forecast (`computed`, `progressed`, `failed`)."""
        return self.forecasts.worker

    # -- ruleset ------------------------------------------------------------------------
    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Show the encounter builder for this ruleset (a new, empty encounter)."""
        if ruleset is self.ruleset:
            return
        self.keeper.write_pending()  # the changes of the ruleset left are kept safe now
        if self.ruleset is not None and self.file is not None:
            self.keeper.keep(self.ruleset.id, self.file, not self.undo_stack.isClean())
        self.ruleset = ruleset
        self.forecasts.set_ruleset(ruleset)
        self._switching = True
        self.undo_stack.clear()
        self._switching = False
        self.file = None
        # The count curve and its suggestion were the previous ruleset's encounter's.
        self.target.clear()
        has_conflicts = ruleset is not None and bool(ruleset.model.conflicts)
        self.splitter.setVisible(has_conflicts)
        self.message.setVisible(not has_conflicts)
        if ruleset is None:
            self.message.setText(translate("EncountersView", "No ruleset is loaded."))
            return
        if not has_conflicts:
            self.message.setText(translate(
                "EncountersView", "<h3>{ruleset} has no conflict rules</h3>Its rulebook "
                "resolves everything one roll at a time, so there is no fight to forecast. The "
                "odds of a series of rolls (all of n, or at least k) are in the Odds area "
                "(<i>Series of rolls</i>) and from <tt>gm-assistant series</tt>.").format(
                ruleset=ruleset.name))
            return
        self.conflict.blockSignals(True)
        self.conflict.clear()
        for conflict_id, conflict in ruleset.model.conflicts.items():
            self.conflict.addItem(conflict.label, conflict_id)
        self.conflict.blockSignals(False)
        self._fill_choices()
        kept, unsaved = self.keeper.take(ruleset.id)
        if kept is None:
            recovered = self.keeper.recovered(ruleset)
            if recovered is not None:
                self._restore(ruleset, recovered)
                return
            kept = self._last_opened(ruleset)
        if kept is not None:
            self.file = kept
            self.show_encounter(kept.encounter)
            self.undo_stack.setClean()
            if unsaved:
                self.undo_stack.resetClean()  # changed before the switch: still unsaved
            self._show_title()
            return
        shown = _first_sample(ruleset)
        self.file = shown
        self.show_encounter(shown.encounter)
        self.undo_stack.setClean()

    # -- where the shown encounter comes from -----------------------------------------
    def _on_undo_stack_index_changed(self, _index: int) -> None:
        if not self._switching:
            self.keeper.follow_changes()

    def _restore(self, ruleset: Ruleset, recovered: EncounterRecovery) -> None:
        """Show the encounter as its file (or sample) has it, then the recovered changes
        on top as one undoable step: unsaved, and Undo gives back the saved version."""
        base: EncounterFile | None = None
        for path in (recovered.original, recovered.sample):
            if path is None or not path.is_file():
                continue
            try:
                base = EncounterFile.open(path, ruleset.id)
                break
            except (EncounterError, OtherRulesetError, OSError):
                continue  # the file changed meanwhile: the recovered encounter stands alone
        if base is None:
            base = EncounterFile(recovered.encounter, recovered.original, recovered.sample)
            base.change(_empty(ruleset.id, recovered.encounter.conflict).encounter)
        self.file = base
        self.show_encounter(base.encounter)
        self.undo_stack.setClean()
        if recovered.encounter == base.encounter:  # the same as the file: nothing was lost
            self.recovery.discard(ruleset.id)
            return
        self.undo_stack.push(_Edit(self, base.encounter, recovered.encounter, translate(
            "EncountersView", "Recover the unsaved changes")))
        self._show_title()
        self.reported.emit(translate(
            "EncountersView", "Recovered the unsaved changes to {name} (autosaved {when}); "
            "save them, or Undo for the saved version").format(
                name=recovered.encounter.name, when=recovered.saved_at))

    def _last_opened(self, ruleset: Ruleset) -> EncounterFile | None:
        """The encounter file open in this ruleset when the app last closed (None: none
        remembered, then the sample); one that no longer opens is said, not hidden."""
        remembered = self.settings.encounter(ruleset.id)
        if not remembered:
            return None
        try:
            return EncounterFile.open(Path(remembered), ruleset.id)
        except (EncounterError, OtherRulesetError, OSError) as error:
            self.settings.set_encounter(ruleset.id, None)
            self.reported.emit(translate(
                "EncountersView", "The encounter open last time did not open again: "
                "{error}").format(error=error))
            return None

    def _remember_file(self) -> None:
        """The encounter's file is the one to reopen at the next start."""
        if self.ruleset is not None and self.file is not None:
            self.settings.set_encounter(self.ruleset.id, self.file.path or self.file.sample)

    def _fill_choices(self) -> None:
        ruleset = self.ruleset
        assert ruleset is not None
        characters: dict[str, str] = {}
        names: dict[str, str] = {}
        samples = resources_dir() / "samples" / ruleset.id
        sample = translate("EncountersView", "{name} (sample)")
        for folder, shown in ((samples, sample), (user_library_dir(), "{name}")):
            for entry in Library(folder).entries() if folder.is_dir() else []:
                if entry.ok and entry.ruleset == ruleset.id:
                    characters[entry.id] = shown.format(name=entry.name)
                    names[entry.id] = entry.name
        templates = [(t.id, t.label, t.kind) for t in ruleset.model.npc_templates]
        conflict = ruleset.model.conflicts.get(self.conflict.currentData() or "")
        turn = conflict.turn if conflict is not None else None
        hit = conflict.hit if conflict is not None else None
        spends = turn is not None and (turn.spend is not None or turn.invoke is not None or (
            hit is not None and hit.test is not None and hit.test.spend is not None))
        if conflict is not None and conflict.contest is not None:
            # Each side's best acts alone: its stat for the contest is all that matters.
            contest_stat = conflict.contest.stat
            self.target.set_stats([(contest_stat, conflict.stats[contest_stat].label)],
                                  contest=True)
        else:
            self.target.set_stats([(name, stat.label) for name, stat in
                                   conflict.stats.items()] if conflict is not None else [])
        harm = self.ruleset.harm if self.ruleset is not None else None
        first_absorber = harm.absorbers[0].label if harm is not None and harm.absorbers \
            else None
        for editor in (self.party, self.opposition):
            editor.names = names
            editor.labels = {} if conflict is None else {
                **{name: stat.label for name, stat in conflict.stats.items()},
                **{name: pool.label for name, pool in conflict.pools.items()}}
            editor.set_choices(sorted(characters.items(), key=lambda kv: kv[1].casefold()),
                               templates, conflict.policies if conflict else None,
                               turn is not None and turn.risk is not None, spends,
                               first_absorber,
                               contest=conflict is not None and conflict.contest is not None)
        self._fit_editing_column()

    # -- the encounter ------------------------------------------------------------------
    def show_encounter(self, encounter: Encounter) -> None:
        """Show `encounter` in the editors and forecast it."""
        assert self.file is not None
        self.file.change(encounter)
        if self.name.text() != encounter.name:
            self.name.setText(encounter.name)
        wanted = encounter.conflict or self.conflict.itemData(0)
        index = self.conflict.findData(wanted)
        if index >= 0 and index != self.conflict.currentIndex():
            self.conflict.blockSignals(True)
            self.conflict.setCurrentIndex(index)
            self.conflict.blockSignals(False)
            self._fill_choices()
        self.party.show_side(encounter.party, side_policy(encounter, "party"))
        self.opposition.show_side(encounter.opposition, side_policy(encounter, "opposition"))
        self._show_title()
        self._forecast()

    def _change(self, after: Encounter, text: str) -> None:
        if self.encounter is None or after == self.encounter:
            return
        self.undo_stack.push(_Edit(self, self.encounter, after, text))

    def _edit_members(self, side: str, members: list[EncounterMember]) -> None:
        if self.encounter is not None:
            self._change(self.encounter.model_copy(update={side: members}),
                         translate("EncountersView", "Change the party") if side == "party"
                         else translate("EncountersView", "Change the opposition"))

    def edit_line_settings(self, side: str, line: int) -> LineSettingsDialog | None:
        """Open the dialog of what line `line` of `side` sets for this fight (an undoable
        change when accepted); returns it, or None when the line cannot be resolved (the
        reason is shown)."""
        encounter, ruleset = self.encounter, self.ruleset
        if encounter is None or ruleset is None:
            return None
        members: list[EncounterMember] = list(getattr(encounter, side))
        if not 0 <= line < len(members):
            return None
        try:
            sheet = line_on_its_sheet(ruleset, encounter, side, line,
                                      character_folders(ruleset, self.path))
        except (EncounterError, ValueError) as error:
            self.forecast.show_message(str(error), error=True)
            return None
        conflict_id = encounter.conflict or next(iter(ruleset.model.conflicts))
        conflict = ruleset.model.conflicts[conflict_id]
        dialog = LineSettingsDialog(ruleset, conflict, sheet.name, sheet,
                                    dict(members[line].set), self)
        done = (translate("EncountersView", "Set {name} for this contest")
                if conflict.contest is not None else
                translate("EncountersView", "Set {name} for this fight"))

        def apply() -> None:
            current = self.encounter
            if current is None or current is not encounter:
                return  # the encounter changed meanwhile: that line may be another
            changed = list(members)
            changed[line] = members[line].model_copy(update={"set": dialog.values()})
            if changed[line] != members[line]:
                self._change(current.model_copy(update={side: changed}),
                             done.format(name=sheet.name))

        dialog.accepted.connect(apply)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _edit_policy(self, side: str, policy: SidePolicy) -> None:
        if self.encounter is not None:
            policies = dict(self.encounter.policies)
            policies[side] = policy  # type: ignore[index]
            self._change(self.encounter.model_copy(update={"policies": policies}),
                         translate("EncountersView", "Change the party's policy")
                         if side == "party" else
                         translate("EncountersView", "Change the opposition's policy"))

    def _on_name_editing_finished(self) -> None:
        text = self.name.text().strip()
        if self.encounter is not None and text and text != self.encounter.name:
            self._change(self.encounter.model_copy(update={"name": text[:120]}),
                         translate("EncountersView", "Rename the encounter"))

    def _on_conflict_changed(self, _index: int) -> None:
        if self.encounter is not None and self.ruleset is not None:
            self._fill_choices()
            self._change(self.encounter.model_copy(
                update={"conflict": self.conflict.currentData()}),
                translate("EncountersView", "Change the conflict"))

    def _show_title(self, *_args: object) -> None:
        # The file's name (its folder in the tooltip): a whole path would crowd the pane.
        where = self.path.name if self.path is not None else translate("EncountersView",
                                                                       "not saved yet")
        tip = str(self.path) if self.path is not None else ""
        if self.path is None and self.sample is not None:
            where = translate("EncountersView", "the sample {file}: Save keeps your own "
                              "copy").format(file=self.sample.name)
            tip = where
        if not self.undo_stack.isClean():
            unsaved = translate("EncountersView", "• unsaved changes (Ctrl+S saves them)")
            tip = f"{tip}\n{unsaved}" if tip else unsaved
        self.title.setToolTip(tip)
        self._title_where = where
        self._draw_title()

    @property
    def unsaved_mark(self) -> str:
        """The mark after the title while the encounter has unsaved changes."""
        return "" if self.undo_stack.isClean() else " •"

    def _draw_title(self) -> None:
        """The title on one line: the file's name elided to the label's width."""
        label = self.title
        heading = translate("EncountersView", "Encounter")
        bold = QFont(label.font())
        bold.setBold(True)
        metrics = label.fontMetrics()
        used = (QFontMetrics(bold).horizontalAdvance(heading)
                + metrics.horizontalAdvance(" · " + self.unsaved_mark) + 4)
        room = label.contentsRect().width() - used
        where = self._title_where
        if room > 0 and metrics.horizontalAdvance(where) > room:
            where = metrics.elidedText(where, Qt.TextElideMode.ElideMiddle, room)
        label.setText(f"<b>{escape(heading)}</b> · {escape(where)}{self.unsaved_mark}")

    # -- forecast -----------------------------------------------------------------------
    def _forecast(self) -> None:
        # Whatever comes next, the forecast being worked out is for an encounter that
        # is no more: drop it (a simulation stops at its next report).
        if self.file is None or self.ruleset is None:
            self.forecasts.cancel()
            self._forecast_inputs = None
            return
        edited = self._edited_now()
        self._forecast_inputs = self._inputs_now(edited)
        self.forecasts.forecast(self.ruleset, self.file, edited)

    def _inputs_now(self, edited: dict[Path, Character] | None) -> _ForecastInputs | None:
        """What the forecast of the shown encounter reads, as it is now (None: nothing
        to forecast)."""
        if self.file is None or self.ruleset is None:
            return None
        encounter = self.file.encounter
        folders = character_folders(self.ruleset, self.path)
        files = character_files(encounter, folders)
        sheets: list[tuple[Path, int, int]] = []
        for path in sorted(files):
            try:
                stat = path.stat()
            except OSError:
                sheets.append((path, -1, -1))  # gone: the forecast says so
            else:
                sheets.append((path, stat.st_mtime_ns, stat.st_size))
        followed = {path: sheet for path, sheet in (edited or {}).items()
                    if Path(path).resolve() in files}
        return _ForecastInputs(self.ruleset, encounter, tuple(folders), tuple(sheets),
                               followed)

    def _forecast_is_current(self) -> bool:
        """True when the last forecast asked for read what the forecast would read now
        (the same encounter, ruleset, character files and sheets being edited)."""
        last = self._forecast_inputs
        return last is not None and last.same_as(self._inputs_now(self._edited_now()))

    def _edited_now(self) -> dict[Path, Character] | None:
        """The sheets open for editing as they are now (None: nothing is followed)."""
        return None if self.edited is None else self.edited.snapshot()

    def _on_sheet_edited(self, path: Path) -> None:
        """A character open for editing changed (or was opened or closed): forecast again
        when one of the encounter's lines fields it."""
        encounter = self.encounter
        if self.ruleset is None or encounter is None:
            return
        folders = character_folders(self.ruleset, self.path)
        if Path(path).resolve() in character_files(encounter, folders):
            self._follow.start()

    def vary_count(self, line: int | None = None, what: str | None = None) -> None:
        """Try every count (or value of the stat `what`; by default what the target
        panel shows) of an opposition line (the selected one by default)."""
        file = self.file
        if file is None or self.ruleset is None or not file.encounter.opposition \
                or not file.encounter.party:
            self.target.summary.setText(translate("EncountersView",
                                                  "Put someone on each side first."))
            return
        if line is None:
            line = self.opposition.table.currentRow()
            if not 0 <= line < len(file.encounter.opposition):
                line = 0
        item = self.opposition.table.item(line, 0)
        name = item.text() if item is not None else translate("EncountersView", "them")
        if what is None:
            what = self.target.what.currentData() or "count"
        self.forecasts.vary(self.ruleset, file, line, name, what, self._edited_now())

    def _fit_editing_column(self) -> None:
        """As wide as the editing column's contents need, where the window has room for
        it beside the forecast (`_share_width`)."""
        inside = self.editing_scroll.widget()
        if inside is not None:
            self._editing_need = (inside.minimumSizeHint().width()
                                  + self.editing_scroll.verticalScrollBar().sizeHint().width())
            self._share_width()

    def _share_width(self) -> None:
        """The editing column's least width: all its contents need, but never so much
        that the forecast's pane would be cut (its least width comes first); narrower,
        the editing column scrolls sideways."""
        room = (self.splitter.width() - self.splitter.handleWidth()
                - self.forecast_scroll.minimumWidth())
        least = max(0, min(self._editing_need, room))
        if self.editing_scroll.minimumWidth() != least:
            self.editing_scroll.setMinimumWidth(least)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()

    def _fit_forecast_column(self) -> None:
        """As wide as the forecast needs once reflowed (its rows wrapped, one under the
        other): the splitter cannot make it narrower, so it never scrolls sideways."""
        scroll = self.forecast_scroll
        # Never so narrow that the rounds plot has no room to draw its axes.
        width = max(self.forecast.minimumSizeHint().width(),
                    FORECAST_LEAST_CHARS * self.forecast.fontMetrics().averageCharWidth())
        scroll.setMinimumWidth(width + scroll.verticalScrollBar().sizeHint().width()
                               + 2 * scroll.frameWidth())
        self._share_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.title and event.type() in (QEvent.Type.Resize,
                                                      QEvent.Type.FontChange):
            self._draw_title()
        if watched is self.forecast and event.type() in (QEvent.Type.LayoutRequest,
                                                         QEvent.Type.FontChange):
            self._fit_forecast_later.start()
        return super().eventFilter(watched, event)

    def _on_target_value_chosen(self, line: int, what: str, value: object) -> None:
        encounter = self.encounter
        if encounter is None or not 0 <= line < len(encounter.opposition):
            return
        opposition = list(encounter.opposition)
        member = opposition[line]
        if what == "count":
            opposition[line] = member.model_copy(update={"count": value})
        else:
            opposition[line] = member.model_copy(update={"set": {**member.set, what: value}})
        self._change(encounter.model_copy(update={"opposition": opposition}),
                     translate("EncountersView", "Use {value} for the target").format(
                         value=value))

    def _on_forecast_pair_activated(self, attacker: int, defender: int) -> None:
        result = self.forecast.result
        if result is None or self.ruleset is None:
            return
        found = pairing_check(self.ruleset, result.scene, attacker, defender)
        if found is not None:
            self.odds_requested.emit(found.check, found.inputs)

    # -- the table ----------------------------------------------------------------------
    def send_to_table(self) -> list[tuple[str, dict[str, int], str | None]]:
        """Send the forecast's combatants to the Table, in turn order (`handoff.seats`);
        returns what was sent."""
        result = self.forecast.result
        ruleset = self.ruleset
        if result is None or ruleset is None or self.encounter is None:
            self.reported.emit(translate("EncountersView",
                                         "Nothing to send yet: the forecast is not ready"))
            return []
        seated = seats(ruleset, self.encounter, result.scene, user_library_dir(),
                       character_folders(ruleset, self.path), self._edited_now())
        people = [(seat.name, seat.amounts, seat.character) for seat in seated]
        fight = SeatedFight(self.encounter, tuple(character_folders(ruleset, self.path)))
        self.table_requested.emit(people, {seat.name: seat.sheet for seat in seated
                                           if seat.sheet is not None}, fight)
        return people

    def export_pdf(self, path: Path | None = None) -> bool:
        """The encounter sheet (forecast, threat matrix, one card per line) as a PDF."""
        result = self.forecast.result
        ruleset = self.ruleset
        if result is None or ruleset is None or self.encounter is None:
            self.reported.emit(translate("EncountersView",
                                         "Nothing to print yet: the forecast is not ready"))
            return False
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, translate("EncountersView", "Save the encounter sheet"),
                str(Path.home() / f"{file_stem(self.encounter.name)}.pdf"), "PDF (*.pdf)")
            if not chosen:
                return False
            path = Path(chosen)
        from gm_assistant.ui.encounters.encounter_sheet import (
            encounter_cards,
            encounter_html,
            export_encounter_pdf,
        )

        cards = encounter_cards(ruleset, self.encounter, character_folders(ruleset, self.path))
        html = encounter_html(self.encounter.name, ruleset.name, result, cards)
        try:
            pages = export_encounter_pdf(path, html, self.encounter.name)
        except (OSError, ValueError) as error:
            self.reported.emit(translate("EncountersView", "The PDF was not written: "
                                         "{error}").format(error=error))
            return False
        # "%n pages": the English catalogue of plurals gives the singular its form.
        self.reported.emit(translate("EncountersView", "Saved {file} (%n pages)", None,
                                     pages).format(file=path.name))
        return True

    # -- files --------------------------------------------------------------------------
    def new_encounter(self) -> None:
        """Start an empty encounter (undoable)."""
        if self.ruleset is None or self.file is None:
            return
        before = self.file.encounter
        self.file = _empty(self.ruleset.id, before.conflict)
        after = self.file.encounter
        # Shown by the command's redo (a new file: no path, no sample; undone, the
        # encounter before comes back, still unsaved).
        self.file.change(before)
        self._change(after, translate("EncountersView", "New encounter"))
        self._show_title()

    def open_encounter(self, path: Path | None = None) -> bool:
        """Open an encounter file (asks for one when `path` is None); unsaved changes to
        the encounter shown are saved or dropped first, as the GM answers (Cancel: the
        encounter shown stays, nothing is opened)."""
        if self.ruleset is None or not self.keeper.confirm_replace():
            return False
        if path is None:
            folder = encounters_dir()
            chosen, _ = QFileDialog.getOpenFileName(
                self, translate("EncountersView", "Open an encounter"),
                str(folder if folder.is_dir() else resources_dir() / "encounters"),
                translate("EncountersView", "Encounters (*.yaml)"))
            if not chosen:
                return False
            path = Path(chosen)
        try:
            opened = EncounterFile.open(path, self.ruleset.id)
        except EncounterError as error:
            self.forecast.show_message(str(error), error=True)
            return False
        except OtherRulesetError as error:
            self.forecast.show_message(translate(
                "EncountersView", "{file} is an encounter for '{ruleset}'; choose that "
                "ruleset first.").format(file=path.name, ruleset=error.ruleset),
                error=True)
            return False
        # A sample shipped with the app is never saved over: Save keeps the user's copy.
        self.file = opened
        self.undo_stack.clear()
        self.show_encounter(opened.encounter)
        self.undo_stack.setClean()
        self._remember_file()
        self.reported.emit(translate("EncountersView", "Opened {file}").format(file=path.name))
        return True

    def ask(self, title: str, text: str, buttons: QMessageBox.StandardButton,
            default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
        """Ask a question in a message box (tests replace this)."""
        return QMessageBox.StandardButton(QMessageBox.question(self, title, text, buttons,
                                                               default))

    def confirm_close(self) -> bool:
        """Unsaved changes to encounters (in any ruleset): save them, drop them, or stay
        open."""
        return self.keeper.confirm_close()

    def save(self) -> bool:
        """Save to the encounter's file (asks for one the first time)."""
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self, path: Path | None = None) -> bool:
        """Save to a new file (asks for it when `path` is None)."""
        if self.file is None:
            return False
        if path is None:
            folder = encounters_dir()
            folder.mkdir(parents=True, exist_ok=True)
            chosen, _ = QFileDialog.getSaveFileName(
                self, translate("EncountersView", "Save the encounter"),
                str(folder / self.file.suggested_file_name()),
                translate("EncountersView", "Encounters (*.yaml)"))
            if not chosen:
                return False
            path = Path(chosen)
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        assert self.file is not None
        try:
            notes = self.file.save(path)
        except EmptySideError:
            self.reported.emit(translate("EncountersView", "Not saved: put at least one "
                                         "combatant on each side"))
            return False
        except EncounterError as error:
            self.forecast.show_message(str(error), error=True)
            return False
        self.undo_stack.setClean()
        if self.ruleset is not None:
            self.keeper.saved(self.ruleset.id)
        self._show_title()
        self._remember_file()
        saved = translate("EncountersView", "Saved {file}").format(file=path.name)
        self.reported.emit("; ".join([saved, *notes]))
        return True


def _empty(ruleset_id: str, conflict: str | None = None) -> EncounterFile:
    """A new encounter, named in the interface's language."""
    return EncounterFile.new(ruleset_id, conflict,
                             name=translate("EncountersView", "New encounter"))


def _first_sample(ruleset: Ruleset) -> EncounterFile:
    """The first sample encounter shipped for the ruleset whose conflict has turns (a new
    empty encounter when there is none)."""
    for path in sorted((resources_dir() / "encounters").glob(f"{ruleset.id}-*.yaml")):
        try:
            sample = EncounterFile.open(path, ruleset.id)
        except (EncounterError, OtherRulesetError):
            continue  # a broken sample is a packaging bug the tests catch
        kind = ruleset.model.conflicts.get(sample.encounter.conflict or "")
        if kind is not None and kind.turn is not None:
            return sample
    return _empty(ruleset.id)
