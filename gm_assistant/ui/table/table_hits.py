"""TableHits: the Table area's hits. Take a hit, end of scene, and the hit a roll deals.

After a roll or lookup of a check that deals a hit (Fate's attack and defend), the size of
the hit is remembered and offered: "Take a hit…" (Ctrl+H) opens the dialog with it filled
in. The chosen way is marked on the target's sheet (their library file, or a sheet kept
with the session) through the core, logged, and shown in the tracker's "Hits taken".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.play import (
    clear_scene,
    clears_with_rest,
    harm_slots,
    hit_size,
    is_out,
    lookup,
    resource_fields,
)
from gm_assistant.core.play import take_hit as mark_hit
from gm_assistant.core.play.harm_book import HarmBook, HarmTarget
from gm_assistant.core.play.session import joined_notes
from gm_assistant.core.rules.compiled import LevelKey, Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message
from gm_assistant.ui.errors import error_text, message_text
from gm_assistant.ui.table.hit_dialog import HitChoice, HitDialog, option_said, slots_text
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel
from gm_assistant.ui.table.roll_log_model import LogEntry

__all__ = ["PendingHit", "TableHits"]

translate = QCoreApplication.translate

ABSORBED_COLOUR = "#6b7280"
TAKEN_OUT_COLOUR = "#dc2626"


Remember = Callable[[str, Iterable[str], Callable[[], object]], object]


def _just_do(_text: str, _files: Iterable[str], action: Callable[[], object]) -> object:
    return action()


@dataclass(frozen=True)
class PendingHit:
    """The hit the last roll dealt: how big, who rolled, and whether they take it."""

    amount: int
    actor: str
    to_self: bool


class TableHits(QObject):
    """Owns the hit actions and the sheets hits are marked on.

    Signals:
        logged(LogEntry): a hit was taken (or someone was taken out).
        reported(str): a line for the Table's status.
        joining(str): someone not at the table took a hit; the Table may bring them with
            their library sheet's amounts (else they join with none).
    """

    logged = Signal(object)
    reported = Signal(str)
    joining = Signal(str)

    def __init__(self, parent: QWidget, tracker: ResourceTrackerModel,
                 library: Callable[[], Library], unsaved: Callable[[], set[Path]]) -> None:
        super().__init__(parent)
        self._widget = parent
        self.tracker = tracker
        self.book = HarmBook(library)
        self.unsaved = unsaved
        self.ruleset: Ruleset | None = None
        self.pending: PendingHit | None = None
        self.last_target = ""
        self.selected: Callable[[], str] = lambda: ""
        """The person the GM has selected in the tracker, offered first as a hit's target
        when no roll has just named one."""
        self.dialog: HitDialog | None = None
        self.remember: Remember = _just_do
        """Runs an action as one undoable step: (text, library ids it may write, action)."""
        self.take_hit_action = QAction(translate("TableHits", "Take a &hit…"), parent)
        self.take_hit_action.setShortcut(QKeySequence("Ctrl+H"))
        self.take_hit_action.setProperty("shortcut_group", "Table")
        self.take_hit_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.take_hit_action.setToolTip(translate(
            "TableHits", "Mark a hit on someone's sheet: stress boxes, consequences, or taken "
            "out (Ctrl+H)"))
        self.take_hit_action.triggered.connect(self.open_dialog)
        self.end_scene_action = QAction(translate("TableHits", "&End of scene"), parent)
        self.end_scene_action.triggered.connect(lambda: self.end_scene())
        self.end_rest_action = QAction(translate("TableHits", "End of scene, with &rest"), parent)
        self.end_rest_action.triggered.connect(lambda: self.end_scene(rest=True))
        parent.addAction(self.take_hit_action)
        self.set_ruleset(None)

    def set_ruleset(self, ruleset: Ruleset | None) -> None:
        """Offer hits only for rulesets with harm rules."""
        self.ruleset = ruleset if ruleset is not None and ruleset.harm is not None else None
        self.pending = None
        for action in (self.take_hit_action, self.end_scene_action):
            action.setEnabled(self.ruleset is not None)
            action.setVisible(self.ruleset is not None)
        rests = self.ruleset is not None and clears_with_rest(self.ruleset)
        self.end_rest_action.setEnabled(rests)
        self.end_rest_action.setVisible(rests)
        if self.ruleset is not None and self.ruleset.harm is not None:
            harm = self.ruleset.harm
            cleared = [a.label for a in harm.absorbers if a.clears == "scene"]
            self.end_scene_action.setToolTip(
                translate("TableHits", "For everyone at the table: clear every {cleared}; "
                          "anyone marked {taken_out} is back").format(
                    cleared=", ".join(cleared), taken_out=harm.taken_out) if cleared else
                translate("TableHits", "For everyone at the table: anyone marked "
                          "{taken_out} is back").format(taken_out=harm.taken_out))
            rested = cleared + [a.label for a in harm.absorbers if a.clears == "rest"] + [
                a.slot_labels[f] for a in harm.absorbers for f in sorted(a.rest_clears)]
            self.end_rest_action.setToolTip(translate(
                "TableHits", "A scene ends and everyone at the table could rest: clear every "
                "{cleared}; anyone marked {taken_out} is back").format(
                cleared=", ".join(rested), taken_out=harm.taken_out))
        self.refresh_tracker()

    # --- the hit a roll deals -------------------------------------------------------------

    def note_roll(self, check_id: str, inputs: dict[str, LevelKey],
                  faces: Mapping[str, int | Sequence[int]],
                  bonus_spent: int, actor: str) -> str:
        """Remember the hit this roll dealt; returns a note for the log ("" if none)."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.harm is None or check_id not in ruleset.harm.hits:
            return ""
        try:
            values = lookup(ruleset, check_id, inputs, faces, bonus_spent).values
            amount = hit_size(ruleset, check_id, values)
        except GMAssistantError:
            return ""
        if not amount:
            self.pending = None
            return ""
        to_self = ruleset.harm.hits[check_id].target == "self"
        self.pending = PendingHit(amount, actor, to_self)
        unit = ruleset.harm.unit
        # Kept as a message: the log words it in the language shown when it is read.
        if not to_self:
            text = Message("TableHits", QT_TRANSLATE_NOOP(
                "TableHits", "{amount} ({unit}) for the target to absorb"),
                amount=amount, unit=unit)
        elif actor:
            text = Message("TableHits", QT_TRANSLATE_NOOP(
                "TableHits", "{amount} ({unit}) for {who} to absorb"),
                amount=amount, unit=unit, who=actor)
        else:
            text = Message("TableHits", QT_TRANSLATE_NOOP(
                "TableHits", "{amount} ({unit}) for them to absorb"),
                amount=amount, unit=unit)
        self.reported.emit(translate("TableHits", "{hit}: Take a hit… (Ctrl+H)").format(
            hit=message_text(text)))
        return text

    # --- taking a hit ----------------------------------------------------------------------

    def names(self) -> list[str]:
        """Everyone a hit could go to: the tracker's people, then kept sheets, then the
        ruleset's characters in the library."""
        names = list(self.tracker.people)
        if self.ruleset is not None:
            more = self.book.kept_names(self.ruleset) + self.book.library_names(self.ruleset)
            names += [n for n in dict.fromkeys(more) if n not in names]
        return names

    def open_dialog(self) -> HitDialog | None:
        """Show the hit dialog (not blocking); Apply marks the hit. Returns the dialog."""
        ruleset = self.ruleset
        if ruleset is None:
            return None
        pending = self.pending
        target, amount = self.selected() or self.last_target, 0
        if pending is not None:
            amount = pending.amount
            target = pending.actor if pending.to_self else self._opponent(pending.actor)
        dialog = HitDialog(ruleset, self.book, self.tracker.library_ids, self.names(),
                           self._widget, target=target, amount=amount)
        dialog.accepted.connect(lambda: self.apply(dialog.choice()))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _opponent(self, actor: str) -> str:
        if self.last_target and self.last_target != actor:
            return self.last_target
        return ""

    def apply(self, choice: HitChoice) -> list[str]:
        """Mark `choice` on the target's sheet, save it, log it; returns the log's notes.

        One undoable step (see `remember`)."""
        ruleset = self.ruleset
        if ruleset is None or ruleset.harm is None or not choice.target:
            return []
        found = self.book.library_id(ruleset, choice.target, self.tracker.library_ids)
        text = Message("TableHits", QT_TRANSLATE_NOOP(
            "TableHits", "{harm}: {amount} ({unit}) to {who}"),
            harm=ruleset.harm.label, amount=choice.amount, unit=ruleset.harm.unit,
            who=choice.target)
        notes = self.remember(text, [found] if found else [], lambda: self._apply(choice))
        return notes if isinstance(notes, list) else []

    def _apply(self, choice: HitChoice) -> list[str]:
        ruleset = self.ruleset
        assert ruleset is not None and ruleset.harm is not None
        harm = ruleset.harm
        try:
            target = self.book.target(ruleset, choice.target, self.tracker.library_ids,
                                      choice.template, make=True)
            assert target is not None  # made when missing
            if choice.option is not None:
                mark_hit(ruleset, target.state, choice.option, choice.texts)
                self.book.note_taken(ruleset, choice.target, choice.option.slots)
        except (GMAssistantError, OSError) as error:
            self.reported.emit(translate("TableHits", "The hit was not marked: {error}").format(
                error=error))
            return []
        notes = []
        marked = choice.option is not None and bool(choice.option.slots)
        if marked or target.character_id is None:  # a new kept sheet is kept even unmarked
            note, _saved = self.book.save(ruleset, target, self.unsaved())
            if note:
                notes.append(note)
        out = choice.option is None or is_out(ruleset, harm_slots(ruleset, target.state))
        # The way it was absorbed as a message: the log words it when it is read.
        label: str = harm.taken_out
        if choice.option is not None:
            label = option_said(choice.option)
            # What the sheet keeps: the name typed, or the hit's note put for an empty one.
            notes.extend(f"{s.label}: {target.state.value(s.field) or '—'}"
                         for s in choice.option.slots if s.box is None)
            if out:
                label = Message("TableHits", QT_TRANSLATE_NOOP("TableHits", "{way} · {out}"),
                                way=label, out=harm.taken_out)
        if out:
            self.book.set_out(ruleset, choice.target)
        outcome, colour = ("taken_out", TAKEN_OUT_COLOUR) if out else ("absorbed",
                                                                      ABSORBED_COLOUR)
        self.last_target = choice.target
        self.pending = None
        if choice.target not in self.tracker.people:
            self.joining.emit(choice.target)
        if choice.target not in self.tracker.people:
            self.tracker.add_person(choice.target)
        self._follow_sheet(ruleset, target)
        self.refresh_tracker()
        amount = f"{choice.amount} ({harm.unit})"  # one word for every count
        self.logged.emit(LogEntry(time=datetime.now(), who=choice.target, check=harm.label,
                                  faces=amount, total=str(choice.amount), outcome=outcome,
                                  outcome_label=label, colour=colour,
                                  notes=joined_notes(*notes), ruleset=ruleset.id))
        said = "; ".join(map(message_text, notes))
        self.reported.emit(f"{choice.target}: {message_text(label)}"
                           + (f" ({said})" if notes else ""))
        return notes

    def _follow_sheet(self, ruleset: Ruleset, target: HarmTarget) -> None:
        """The person's tracked resources follow the boxes the hit marked on their sheet,
        a library file or one kept with the session (Riskbreaker's Kill Damage is a
        resource and a track: the tracker's amount and the hits column never disagree)."""
        if target.character_id is not None and self.tracker.library_ids.get(target.name) \
                != target.character_id:
            return
        amounts = {}
        for resource, field in resource_fields(ruleset).items():
            number = target.state.number(field)
            if number is not None:
                amounts[resource] = int(number)
        if amounts:
            self.tracker.set_amounts(target.name, amounts)

    # --- end of scene and the tracker ------------------------------------------------------

    def end_scene(self, *, rest: bool = False) -> int:
        """Clear the scene's boxes of everyone with a sheet here (with `rest`, also what
        clears after a rest); returns how many.

        One undoable step (see `remember`)."""
        ruleset = self.ruleset
        if ruleset is None:
            return 0
        links = self.tracker.library_ids
        files = [self.book.library_id(ruleset, name, links) for name in self.tracker.people]
        text = (Message("TableHits", QT_TRANSLATE_NOOP("TableHits", "End of scene, with rest"))
                if rest else Message("TableHits", QT_TRANSLATE_NOOP("TableHits",
                                                                    "End of scene")))
        cleared = self.remember(text, [f for f in files if f],
                                lambda: self._end_scene(rest=rest))
        return cleared if isinstance(cleared, int) else 0

    def _end_scene(self, *, rest: bool = False) -> int:
        ruleset = self.ruleset
        assert ruleset is not None
        cleared = 0
        notes = []
        for name in self.tracker.people + self.book.kept_names(ruleset):
            try:
                target = self.book.target(ruleset, name, self.tracker.library_ids)
                if target is None:
                    continue
                freed = clear_scene(ruleset, target.state, rest=rest)
                if freed:
                    cleared += len(freed)
                    note, saved = self.book.save(ruleset, target, self.unsaved())
                    if note and not saved:
                        notes.append(note)
            except (GMAssistantError, OSError) as error:
                notes.append(f"{name}: {error_text(error)}")
        back = self.book.end_scene(ruleset)
        self.refresh_tracker()
        # "%n slots": the English catalogue of plurals gives the singular its form.
        text = (translate("TableHits", "End of scene, with rest: %n slots cleared", None,
                          cleared) if rest else
                translate("TableHits", "End of scene: %n slots cleared", None, cleared))
        if back:
            text += "; " + translate("TableHits", "back in the next scene: {names}").format(
                names=", ".join(back))
        self.reported.emit(text + (f" ({'; '.join(map(message_text, notes))})" if notes
                                   else "."))
        return cleared

    def refresh_tracker(self) -> None:
        """Show everyone's hits taken in the tracker."""
        ruleset = self.ruleset
        texts: dict[str, str] = {}
        if ruleset is not None:
            for name in self.tracker.people:
                try:
                    target = self.book.target(ruleset, name, self.tracker.library_ids)
                except (GMAssistantError, OSError) as error:
                    texts[name] = translate("TableHits", "(sheet unreadable: {error})").format(
                        error=error)
                    continue
                if target is not None:
                    texts[name] = slots_text(harm_slots(ruleset, target.state))
                if self.book.is_out(ruleset, name):
                    texts[name] = " · ".join(
                        t for t in (ruleset.harm.taken_out if ruleset.harm else "",
                                    texts.get(name, "")) if t)
        self.tracker.set_harm_texts(texts)
