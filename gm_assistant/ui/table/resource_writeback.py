"""Saving the resources changed at the table to the sheets of library characters."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.play import EffectChange, resource_fields, write_resources
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of
from gm_assistant.ui.table.resource_tracker_model import ResourceTrackerModel

__all__ = ["write_back"]


def write_back(library: Library, ruleset: Ruleset, tracker: ResourceTrackerModel,
               changes: Iterable[EffectChange], unsaved: set[Path]) -> list[str]:
    """Save the changed resources of linked people to their files; notes for the log
    (messages: worded in the language shown when the log is read).

    A character open with unsaved edits in the Characters area (its path in `unsaved`) is
    skipped, so those edits are not overwritten.
    """
    fields = resource_fields(ruleset)
    touched: dict[str, set[str]] = {}
    for change in changes:
        if change.resource in fields and change.who in tracker.library_ids:
            touched.setdefault(change.who, set()).add(change.resource)
    notes: list[str] = []
    for who, resources in touched.items():
        character_id = tracker.library_ids[who]
        try:
            path = library.path_of(character_id)
            if path.resolve() in unsaved:
                notes.append(Message("ResourceWriteback", QT_TRANSLATE_NOOP(
                    "ResourceWriteback", "{who}'s sheet not saved: it has unsaved edits in "
                    "Characters"), who=who))
                continue
            amounts = {r: tracker.value(who, r) for r in sorted(resources)}
            if write_resources(library, character_id, ruleset, amounts):
                notes.append(Message("ResourceWriteback", QT_TRANSLATE_NOOP(
                    "ResourceWriteback", "saved to {who}'s sheet"), who=who))
        except (GMAssistantError, OSError) as error:
            notes.append(Message("ResourceWriteback", QT_TRANSLATE_NOOP(
                "ResourceWriteback", "{who}'s sheet not saved: {error}"),
                who=who, error=message_of(error)))
    return notes
