"""EncounterFile: the encounter being designed and the file it belongs to.

What the Encounters area edits, without Qt: the encounter, the file it was read from or
saved to, whether it came from a sample shipped with the app (never saved over: Save asks
for the user's own copy), and the file as read, so that a problem of the unchanged
encounter is located at its file's line. The rules of its file live here: an encounter of
another ruleset is not opened, and one with an empty side is not saved. Saving is
`save_encounter`'s (atomic, the previous version kept as `.bak`).
"""

from __future__ import annotations

from pathlib import Path

from gm_assistant.core.conflict.encounter import (
    Encounter,
    SidePolicy,
    read_encounter,
    save_encounter,
)
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.yaml_source import SourceDocument
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["EmptySideError", "EncounterFile", "NoFileError", "OtherRulesetError",
           "file_stem", "side_policy"]


class OtherRulesetError(GMAssistantError):
    """An encounter file written for another ruleset than the one in use."""

    def __init__(self, path: Path, ruleset: str) -> None:
        self.path = path
        self.ruleset = ruleset
        super().__init__(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "{path} is an encounter for '{ruleset}'; choose that ruleset "
            "first."), path=path.name, ruleset=ruleset))


class EmptySideError(GMAssistantError):
    """An encounter with no one on a side: it is not saved."""

    def __init__(self) -> None:
        super().__init__(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "Not saved: put at least one combatant on each side")))


class NoFileError(GMAssistantError):
    """Save without a file of the user's own (a new encounter, or a shipped sample)."""

    def __init__(self) -> None:
        super().__init__(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "The encounter has no file of its own yet: save it as a new file")))


class EncounterFile:
    """The encounter being designed, its file and the rules for that file."""

    def __init__(self, encounter: Encounter, path: Path | None = None,
                 sample: Path | None = None,
                 source: tuple[Encounter, SourceDocument] | None = None) -> None:
        self.encounter = encounter
        self.path = path
        """The user's file, saved to by `save()`; None for a new encounter or a sample."""
        self.sample = sample
        """The shipped sample it was read from (never saved over)."""
        self._source = source
        """The encounter as last read from (or saved to) its file, and that file."""

    @classmethod
    def new(cls, ruleset_id: str, conflict: str | None = None,
            name: str = "New encounter") -> EncounterFile:
        """An encounter being built: no one on either side yet (not valid for a file until
        each side has someone; the model's checks run when it is forecast or saved)."""
        return cls(Encounter.model_construct(ruleset=ruleset_id, name=name, party=[],
                                             opposition=[], policies={},
                                             conflict=conflict))

    @classmethod
    def open(cls, path: Path, ruleset_id: str) -> EncounterFile:
        """Read `path` (EncounterError with located problems when it cannot be used;
        OtherRulesetError for an encounter of another ruleset). A file shipped with the
        app opens as a sample: it has no path of its own to save to."""
        encounter, document = read_encounter(path)
        if encounter.ruleset != ruleset_id:
            raise OtherRulesetError(path, encounter.ruleset)
        shipped = path.resolve().is_relative_to(resources_dir().resolve())
        return cls(encounter, None if shipped else path, path if shipped else None,
                   (encounter, document))

    def change(self, encounter: Encounter) -> None:
        """The encounter as edited now (its file and sample stay)."""
        self.encounter = encounter

    def document_for_forecast(self) -> SourceDocument | None:
        """The file as read while the encounter is unchanged from it (so a forecast
        problem is located at the file's line), else None."""
        source = self._source
        return source[1] if source is not None and source[0] == self.encounter else None

    def save(self, path: Path | None = None) -> list[str]:
        """Save to `path` (by default the encounter's own file) and make it the
        encounter's file; returns `save_encounter`'s notes. EmptySideError when a side has
        no one, NoFileError without a path of the user's own (a sample is never written
        over), EncounterError when the file cannot be written; nothing is written then."""
        if not self.encounter.party or not self.encounter.opposition:
            raise EmptySideError()
        if path is None:
            if self.path is None:
                raise NoFileError()
            path = self.path
        notes: list[str] = []
        save_encounter(path, self.encounter, notes)
        self.path = path
        try:
            self._source = read_encounter(path)
        except GMAssistantError:
            self._source = None  # saved, but not readable back: problems name no line
        return notes

    def suggested_file_name(self, suffix: str = ".yaml") -> str:
        """A file name from the encounter's name."""
        return file_stem(self.encounter.name) + suffix

    def policy(self, side: str) -> SidePolicy:
        """The policy of `side` ("party" or "opposition"); the default when unset."""
        return side_policy(self.encounter, side)


def side_policy(encounter: Encounter, side: str) -> SidePolicy:
    """The policy of `side` in `encounter`; the default when unset."""
    found = encounter.policies.get(side)  # type: ignore[call-overload]
    return found if isinstance(found, SidePolicy) else SidePolicy()


def file_stem(name: str) -> str:
    """A file name (without suffix) from an encounter's name: letters, digits, `-` and
    `_`, lowercase, spaces as `-`; "encounter" when nothing is left."""
    cleaned = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip()
    return "-".join(cleaned.lower().split()) or "encounter"
