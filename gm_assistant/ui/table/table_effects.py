"""TableEffects: outcome effects applied to the people at the table, and their sheets.

The core's `apply_effects` changes the tracker's amounts (luck, fate points); the changed
resources of people linked to a library character are saved to their file (unless the
Characters area holds unsaved edits of it). A character picked in the Table's Character
menu joins the tracker, linked, the first time effects reach them; an amount typed in the
tracker reaches a linked file too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.play import (
    EffectChange,
    apply_effects,
    apply_table_action,
    describe_changes,
)
from gm_assistant.core.play.session import joined_notes
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.ui.errors import message_text
from gm_assistant.ui.table.resource_tracker_panel import ResourceTrackerPanel
from gm_assistant.ui.table.resource_writeback import write_back

__all__ = ["TableEffects"]

translate = QCoreApplication.translate


class TableEffects(QObject):
    """Applies effects to the tracker and saves linked sheets.

    Signals:
        reported(str): a line for the Table's status.
    """

    reported = Signal(str)

    def __init__(self, tracker: ResourceTrackerPanel, library: Callable[[], Library],
                 unsaved: Callable[[], set[Path]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tracker = tracker
        self.model = tracker.model
        self.library = library
        self.unsaved = unsaved
        self.ruleset: Ruleset | None = None
        self.taken: Callable[[Ruleset, str], Mapping[str, int]] = lambda _r, _n: {}
        """`taken_<absorber>` for a person: the slots marked on them this scene (read by
        table actions' formulas: Fate's concession)."""
        self.model.amount_edited.connect(self._on_model_amount_edited)

    def apply(self, who: str, outcome: str | list[str], spent: dict[str, int],
              picked: str | None = None) -> list[str]:
        """Apply what was spent, then each outcome's effects in turn (several for multiple
        actions in one round), for `who`; returns notes for the log.

        `picked` is the library character picked in the Table, who joins the tracker
        linked to their file when they are the one acting.
        """
        ruleset = self.ruleset
        if ruleset is None:
            return []
        if not who:
            self.reported.emit(translate("TableEffects", "Type who acts to apply effects."))
            return [Message("TableEffects", QT_TRANSLATE_NOOP(
                "TableEffects", "effects not applied: nobody named"))]
        if who == picked and who not in self.model.library_ids:
            self._bring(ruleset, who)
        resources: dict[str, MutableMapping[str, int]] = dict(self.model.resources())
        outcomes = [outcome] if isinstance(outcome, str) else list(outcome)
        changes: list[EffectChange] = []
        try:
            for position, key in enumerate(outcomes):
                changes += apply_effects(ruleset, key, who, resources,
                                         self.model.sheet_values(who),
                                         spent if position == 0 else None)
        except GMAssistantError as error:
            self.reported.emit(translate("TableEffects", "Effects not applied: {error}").format(
                error=error))
            return [Message("TableEffects", QT_TRANSLATE_NOOP(
                "TableEffects", "effects not applied: {error}"), error=message_of(error))]
        self.model.update_resources({n: dict(p) for n, p in resources.items()})
        text = describe_changes(ruleset, changes)
        saved = write_back(self.library(), ruleset, self.model, changes, self.unsaved())
        applied = translate("TableEffects", "Applied: {changes}").format(changes=text)
        self.reported.emit("; ".join([applied, *map(message_text, saved)]) if changes
                           else translate("TableEffects", "No resources changed."))
        return [text, *saved] if changes else []

    def apply_table_action(self, action_id: str, who: str) -> str:
        """Apply a table action (an out round, the start of a session) to everyone at the
        table, or to `who` when it is theirs alone; linked sheets are saved. Returns what
        changed, for the log (the app's words in it a `Message`, worded when read)."""
        ruleset = self.ruleset
        if ruleset is None:
            return ""
        action = ruleset.model.table_actions[action_id]
        if action.who == "actor" and not who:
            self.reported.emit(translate("TableEffects", "{action}: type who acts first.").format(
                action=action.label))
            return Message("TableEffects", QT_TRANSLATE_NOOP("TableEffects",
                                                             "not applied: nobody named"))
        resources: dict[str, MutableMapping[str, int]] = dict(self.model.resources())
        if action.who == "actor":
            resources.setdefault(who, {})
        values = {name: {**self.model.sheet_values(name), **self.taken(ruleset, name)}
                  for name in resources}
        try:
            changes = apply_table_action(ruleset, action_id, who, resources, values)
        except GMAssistantError as error:
            self.reported.emit(translate("TableEffects", "{action}: not applied: "
                                         "{error}").format(action=action.label, error=error))
            return Message("TableEffects", QT_TRANSLATE_NOOP(
                "TableEffects", "not applied: {error}"), error=message_of(error))
        self.model.update_resources({n: dict(p) for n, p in resources.items()})
        text = describe_changes(ruleset, changes)
        saved = write_back(self.library(), ruleset, self.model, changes, self.unsaved())
        said = text or Message("TableEffects", QT_TRANSLATE_NOOP("TableEffects",
                                                                 "nothing changed"))
        self.reported.emit("; ".join([f"{action.label}: {message_text(said)}",
                                      *map(message_text, saved)]))
        return joined_notes(said, *saved)

    def _bring(self, ruleset: Ruleset, name: str) -> None:
        """The picked character joins the tracker linked to their file: with the sheet's
        amounts when new here, keeping the tracked amounts when already at the table."""
        if name not in self.model.people:
            self.tracker.add_from_library(only=name)
            return
        entry = self.library().named(name, ruleset.id)
        if entry is not None:
            self.model.link_library(name, entry.id)

    def _on_model_amount_edited(self, who: str, key: str, before: int, after: int) -> None:
        ruleset = self.ruleset
        if ruleset is None or who not in self.model.library_ids:
            return
        notes = write_back(self.library(), ruleset, self.model,
                           [EffectChange(who, key, before, after)], self.unsaved())
        if notes:
            self.reported.emit("; ".join(map(message_text, notes)))
