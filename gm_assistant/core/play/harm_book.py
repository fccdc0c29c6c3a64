"""HarmBook: the sheets the Table marks hits on, for everyone at the table.

A library character (linked at the table, or of the same name in the library) is marked on
their own file, saved atomically through the library unless the Characters area holds
unsaved edits of it. Anyone else (a mook typed in) gets a sheet of a chosen kind that is
kept with the table's session. No Qt: its notes are `Message`s (English text that keeps
its marked pattern and values), worded by the interface in the language shown when they
are read (the roll log keeps them so); the Table view and its dialog use it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library
from gm_assistant.core.play.harm import Slot
from gm_assistant.core.rules.compiled import Ruleset, taken_name
from gm_assistant.core.sheets import SheetState, sheet_of
from gm_assistant.core.sheets.character import Character
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["HarmBook", "HarmTarget"]

_NEW_NAME_KINDS = ("npc", "mook")
"""The template kinds a new name at the table gets by default, the first found."""


@dataclass
class HarmTarget:
    """Whose sheet a hit is marked on; `character_id` for a library file, else None."""

    name: str
    state: SheetState
    character_id: str | None


class HarmBook:
    """Finds, makes and saves the sheets hits are marked on."""

    def __init__(self, library: Callable[[], Library]) -> None:
        self._library = library
        self.kept: dict[str, dict[str, Character]] = {}
        """Ruleset id -> name -> the session's own sheet for that name."""
        self.out: dict[str, set[str]] = {}
        """Ruleset id -> the names taken out of the conflict this scene."""
        self.taken: dict[str, dict[str, dict[str, int]]] = {}
        """Ruleset id -> name -> absorber id -> the slots marked on them this scene."""

    def library_id(self, ruleset: Ruleset, name: str, links: Mapping[str, str]) -> str | None:
        """The library character `name` stands for: their link at the table, else the
        first character of this ruleset with that name."""
        if name in links:
            return links[name]
        entry = self._library().named(name, ruleset.id)
        return entry.id if entry is not None else None

    def library_names(self, ruleset: Ruleset) -> list[str]:
        """The names of this ruleset's characters in the library, as listed."""
        return [e.name for e in self._library().search(ruleset=ruleset.id) if e.name]

    def templates(self, ruleset: Ruleset) -> list[tuple[str | None, str]]:
        """(template id, label) of the kinds a new sheet can be: the ruleset's templates,
        or the whole sheet when it has none."""
        spec = sheet_of(ruleset)
        if not spec.templates:
            return [(None, spec.full.label)]
        return [(t.id, t.label) for t in spec.templates.values()]

    @staticmethod
    def new_name_template(ruleset: Ruleset) -> str | None:
        """The kind a name new to the table gets unless the GM picks another: the
        ruleset's first NPC template, else its first mook; one who takes hits at the
        table without a sheet is nearly always the GM's. The first template when it has
        neither (None: the whole sheet, for a ruleset without templates)."""
        templates = list(sheet_of(ruleset).templates.values())
        for kind in _NEW_NAME_KINDS:
            found = next((t.id for t in templates if t.kind == kind), None)
            if found is not None:
                return found
        return templates[0].id if templates else None

    def target(self, ruleset: Ruleset, name: str, links: Mapping[str, str],
               template: str | None = None, *, make: bool = False) -> HarmTarget | None:
        """The sheet of `name`: their library file, their kept sheet, or (with `make`) a
        new kept sheet of `template`. None when there is none yet.

        Raises GMAssistantError/OSError when a library file cannot be read.
        """
        character_id = self.library_id(ruleset, name, links)
        if character_id is not None:
            library = self._library()
            return HarmTarget(name, library.state(library.open(character_id), ruleset),
                              character_id)
        kept = self.kept.setdefault(ruleset.id, {})
        if name not in kept:
            if not make:
                return None
            kept[name] = Character(ruleset.id, name, kind=self._kind(ruleset, template),
                                   template=template)
        return HarmTarget(name, SheetState(ruleset, kept[name]), None)

    @staticmethod
    def _kind(ruleset: Ruleset, template: str | None) -> str:
        spec = sheet_of(ruleset)
        return spec.templates[template].kind if template in spec.templates else "npc"

    def save(self, ruleset: Ruleset, target: HarmTarget,
             unsaved: set[Path]) -> tuple[str, bool]:
        """Keep the marks: save a library file (not one with unsaved edits elsewhere) or
        keep the session's sheet. Returns a note for the log ("" when nothing to say; a
        `Message`) and whether the marks are kept."""
        if target.character_id is None:
            self.kept.setdefault(ruleset.id, {})[target.name] = target.state.character
            return "", True
        library = self._library()
        try:
            path = library.path_of(target.character_id)
            if path.resolve() in unsaved:
                return Message("HarmBook", QT_TRANSLATE_NOOP(
                    "HarmBook", "{who}'s sheet not saved: it has unsaved edits in Characters"),
                    who=target.name), False
            library.save(target.state.character, path)
        except (GMAssistantError, OSError) as error:
            return Message("HarmBook", QT_TRANSLATE_NOOP(
                "HarmBook", "{who}'s sheet not saved: {error}"),
                who=target.name, error=message_of(error)), False
        return Message("HarmBook", QT_TRANSLATE_NOOP("HarmBook", "saved to {who}'s sheet"),
                       who=target.name), True

    def kept_names(self, ruleset: Ruleset) -> list[str]:
        """Names with a sheet kept by the session, for this ruleset."""
        return list(self.kept.get(ruleset.id, {}))

    # --- taken out ------------------------------------------------------------------------

    def set_out(self, ruleset: Ruleset, name: str, out: bool = True) -> None:
        """Mark `name` taken out of the conflict (or back in)."""
        names = self.out.setdefault(ruleset.id, set())
        if out:
            names.add(name)
        else:
            names.discard(name)

    def is_out(self, ruleset: Ruleset, name: str) -> bool:
        """True when `name` was taken out and the scene has not ended since."""
        return name in self.out.get(ruleset.id, set())

    def end_scene(self, ruleset: Ruleset) -> list[str]:
        """Everyone taken out is back for the next scene, and the slots taken this scene
        are counted anew; returns who was out."""
        self.taken.pop(ruleset.id, None)
        return sorted(self.out.pop(ruleset.id, set()))

    # --- what was taken this scene ---------------------------------------------------------

    def note_taken(self, ruleset: Ruleset, name: str, slots: Iterable[Slot]) -> None:
        """Count the slots a hit marked on `name` (a concession pays for consequences taken
        in the conflict: the Table reads the conflict as the scene)."""
        counts = self.taken.setdefault(ruleset.id, {}).setdefault(name, {})
        for slot in slots:
            counts[slot.absorber] = counts.get(slot.absorber, 0) + 1

    def taken_values(self, ruleset: Ruleset, name: str) -> dict[str, int]:
        """`taken_<absorber>` for each of the ruleset's absorbers: how many of its slots
        were marked on `name` at this table since the scene began (the names a table
        action's formula reads)."""
        if ruleset.harm is None:
            return {}
        counts = self.taken.get(ruleset.id, {}).get(name, {})
        return {taken_name(a.id): counts.get(a.id, 0) for a in ruleset.harm.absorbers}

    # --- the session file ----------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The kept sheets and who is out, as plain data for the session file."""
        kept = {ruleset: {name: {"template": c.template, "kind": c.kind,
                                 "values": c.values} for name, c in people.items()}
                for ruleset, people in self.kept.items() if people}
        out = {ruleset: sorted(names) for ruleset, names in self.out.items() if names}
        data: dict[str, Any] = {"kept": kept, "out": out}
        taken = {ruleset: {name: dict(counts) for name, counts in people.items() if counts}
                 for ruleset, people in self.taken.items() if people}
        if taken:
            data["taken"] = taken
        return data

    def load_json(self, data: Any) -> None:
        """Take kept sheets and who is out back from the session file; ValueError for a
        bad shape (nothing is taken then)."""
        if not isinstance(data, dict):
            raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "the hit sheets are not a mapping")))
        raw_kept, raw_out = data.get("kept", {}), data.get("out", {})
        if not isinstance(raw_kept, dict) or not isinstance(raw_out, dict):
            raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "the hit sheets are not a mapping")))
        kept: dict[str, dict[str, Character]] = {}
        for ruleset, people in raw_kept.items():
            if not isinstance(people, dict):
                raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "the kept sheets of {ruleset} are not a mapping"),
                    ruleset=ruleset))
            for name, raw in people.items():
                if not isinstance(raw, dict) or not isinstance(raw.get("values", {}), dict):
                    raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                        "PlayProblem", "the kept sheet of {name} is not a mapping"), name=name))
                template = raw.get("template")
                kept.setdefault(str(ruleset), {})[str(name)] = Character(
                    str(ruleset), str(name), kind=str(raw.get("kind", "npc")),
                    template=str(template) if template is not None else None,
                    values=dict(raw.get("values", {})))
        out: dict[str, set[str]] = {}
        for ruleset, names in raw_out.items():
            if not isinstance(names, list):
                raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "who is out in {ruleset} is not a list"), ruleset=ruleset))
            out[str(ruleset)] = {str(n) for n in names}
        taken = _taken(data.get("taken", {}))
        self.kept, self.out, self.taken = kept, out, taken


def _taken(raw: Any) -> dict[str, dict[str, dict[str, int]]]:
    """The slots taken this scene, from the session file; ValueError for a bad shape."""
    if not isinstance(raw, dict):
        raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "the slots taken this scene are not a mapping")))
    taken: dict[str, dict[str, dict[str, int]]] = {}
    for ruleset, people in raw.items():
        if not isinstance(people, dict):
            raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "the slots taken in {ruleset} are not a mapping"), ruleset=ruleset))
        for name, counts in people.items():
            if not isinstance(counts, dict) or not all(
                    isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1000
                    for n in counts.values()):
                raise ValueError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                    "PlayProblem", "the slots taken by {name} are not counts from 0 to 1000"),
                    name=name))
            taken.setdefault(str(ruleset), {})[str(name)] = {str(k): v
                                                             for k, v in counts.items()}
    return taken
