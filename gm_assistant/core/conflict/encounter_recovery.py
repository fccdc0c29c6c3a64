"""Autosave of encounters with unsaved changes, brought back after a crash.

While the encounter of a ruleset has unsaved changes, the Encounters area writes it to a
recovery file of its own kind (`kind: encounter_recovery`), one per ruleset, in the
`encounters` folder under the recovery folder (apart from the characters' recovery files,
which are character files). Saving or discarding the changes removes the file; after a
crash the next start finds it here. Recovery files are user files like any other: read
with a size limit and validated, a broken one is reported with its file and line.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from gm_assistant.core.conflict.encounter import (
    MAX_MEMBERS,
    Encounter,
    EncounterError,
    EncounterMember,
    SidePolicy,
    encounter_data,
    located_problems,
)
from gm_assistant.core.errors import CharacterFileError, Problem, RulesetError
from gm_assistant.core.library.atomic import atomic_write
from gm_assistant.core.library.store import read_file
from gm_assistant.core.rules.yaml_source import read_yaml
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["EncounterRecovery", "EncounterRecoveryStore"]

KIND = "encounter_recovery"
_RULESET_ID = re.compile(r"[a-z][a-z0-9_]{0,63}")

_Key = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)]
_PathText = Annotated[str, StringConstraints(min_length=1, max_length=4096)]


class _Draft(BaseModel):
    """An encounter being designed: like a file's, but a side may still be empty."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = 1
    kind: Literal["encounter"] = "encounter"
    ruleset: _Key
    ruleset_version: Annotated[str, StringConstraints(max_length=40)] | None = None
    name: Annotated[str, StringConstraints(min_length=1, max_length=120)]
    description: Annotated[str, StringConstraints(max_length=4000)] | None = None
    conflict: _Key | None = None
    party: list[EncounterMember] = Field(max_length=MAX_MEMBERS)
    opposition: list[EncounterMember] = Field(max_length=MAX_MEMBERS)
    policies: dict[Literal["party", "opposition"], SidePolicy] = Field(default_factory=dict)


class _RecoveryFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["encounter_recovery"]
    schema_version: Literal[1]
    ruleset: _Key
    original: _PathText | None = None
    sample: _PathText | None = None
    saved_at: Annotated[str, StringConstraints(max_length=40)]
    encounter: _Draft


@dataclass(frozen=True)
class EncounterRecovery:
    """The unsaved encounter of one ruleset, as autosaved: its own file (`original`, None
    for a new encounter), the shipped sample it started from, and when it was written."""

    ruleset: str
    encounter: Encounter
    original: Path | None
    sample: Path | None
    saved_at: str


def _draft_data(encounter: Encounter) -> dict[str, Any]:
    data = encounter_data(encounter)
    # A side still being filled is saved as empty (the file format omits nothing else).
    data.setdefault("party", [])
    data.setdefault("opposition", [])
    return data


class EncounterRecoveryStore:
    """The encounters' recovery files in one folder (default: `recovery/encounters` in the
    user's state folder)."""

    def __init__(self, folder: Path | None = None) -> None:
        if folder is None:
            from gm_assistant.core.paths import user_state_dir

            folder = user_state_dir() / "recovery" / "encounters"
        self.folder = Path(folder)

    def path(self, ruleset_id: str) -> Path:
        """The recovery file of a ruleset's encounter."""
        if _RULESET_ID.fullmatch(ruleset_id) is None:
            raise ValueError(f"not a ruleset id: {ruleset_id!r}")
        return self.folder / f"{ruleset_id}.yaml"

    def write(self, encounter: Encounter, original: Path | None, sample: Path | None) -> Path:
        """Write (or refresh) the recovery file of the encounter of its ruleset."""
        path = self.path(encounter.ruleset)
        self.folder.mkdir(parents=True, exist_ok=True)
        document = {
            "kind": KIND,
            "schema_version": 1,
            "ruleset": encounter.ruleset,
            "original": str(Path(original).resolve()) if original is not None else None,
            "sample": str(Path(sample).resolve()) if sample is not None else None,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "encounter": _draft_data(encounter),
        }
        atomic_write(path, yaml.safe_dump(document, sort_keys=False, allow_unicode=True,
                                          width=4096).encode(), backup=False)
        return path

    def rulesets(self) -> list[str]:
        """The rulesets with a recovery file here, by name."""
        if not self.folder.is_dir():
            return []
        return sorted(p.stem for p in self.folder.glob("*.yaml") if p.is_file())

    def load(self, ruleset_id: str) -> EncounterRecovery | None:
        """The recovered encounter of a ruleset (None when there is none); EncounterError
        with located problems when its file is not a valid encounter recovery file."""
        path = self.path(ruleset_id)
        if not path.exists():
            return None
        try:
            document = read_yaml(read_file(path), str(path))
        except (CharacterFileError, RulesetError) as error:
            raise EncounterError(error.problems) from None
        if not isinstance(document.data, dict):
            raise EncounterError([Problem(str(path), 1, 1,
                                          Message("ConflictProblem", QT_TRANSLATE_NOOP(
                                              "ConflictProblem", "an encounter recovery file is "
                                              "a mapping")))])
        try:
            found = _RecoveryFile.model_validate(document.data)
        except ValidationError as error:
            raise EncounterError(located_problems(document, error)) from None
        if found.ruleset != ruleset_id or found.encounter.ruleset != ruleset_id:
            raise EncounterError([document.problem(("ruleset",),
                Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "the recovered encounter is not for '{ruleset_id}'"),
                ruleset_id=ruleset_id))])
        draft = found.encounter
        encounter = Encounter.model_construct(**{name: getattr(draft, name)
                                                 for name in type(draft).model_fields})
        return EncounterRecovery(ruleset_id, encounter,
                                 Path(found.original) if found.original else None,
                                 Path(found.sample) if found.sample else None,
                                 found.saved_at)

    def discard(self, ruleset_id: str) -> None:
        """Delete the recovery file of a ruleset's encounter (saved, or changes dropped)."""
        with contextlib.suppress(FileNotFoundError):
            self.path(ruleset_id).unlink()
