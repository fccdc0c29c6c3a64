"""A scene: an encounter resolved against its ruleset and forecast, as the command line
and the Encounters area both show it.

`forecast_scene` finds the combatants (characters beside the encounter file, in the
library, among the samples, or fresh from NPC templates), runs the conflict's forecast (a
fight or a contest), prices the opposition where the ruleset can (Riskbreaker), and
gathers the readings of the rules the forecast relies on.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gm_assistant.core.conflict.budget import OppositionBudget, opposition_budget
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.conflict.contest import ContestForecast, forecast_contest
from gm_assistant.core.conflict.encounter import (
    Edited,
    Encounter,
    EncounterMember,
    resolve_encounter,
)
from gm_assistant.core.conflict.forecast import FightForecast, ForecastProgress, forecast_fight
from gm_assistant.core.conflict.from_here import (
    FROM_HERE_NOTE,
    TableNow,
    combatants_now,
    joining,
)
from gm_assistant.core.errors import InputError
from gm_assistant.core.paths import resources_dir, user_library_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.model import Note
from gm_assistant.core.rules.yaml_source import SourceDocument
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["SceneForecast", "character_folders", "forecast_scene", "line_on_its_sheet"]


@dataclass(frozen=True)
class SceneForecast:
    """Everything known about one encounter before it is played."""

    conflict: str
    label: str
    combatants: tuple[Combatant, ...]
    fight: FightForecast | None
    contest: ContestForecast | None
    budget: OppositionBudget | None
    readings: tuple[Note, ...]
    kills: bool
    """True when the conflict's rules can kill (Lady Luck), not only take out."""


def character_folders(ruleset: Ruleset, encounter_file: Path | None = None) -> list[Path]:
    """Where an encounter's characters are looked up, in order."""
    folders = [] if encounter_file is None else [encounter_file.resolve().parent]
    return [*folders, user_library_dir(), resources_dir() / "samples" / ruleset.id]


def line_on_its_sheet(ruleset: Ruleset, encounter: Encounter, side: str, line: int,
                      folders: Sequence[Path] | None = None) -> Combatant:
    """The combatant line `line` of `side` makes without its `set:` (what its sheet and
    the conflict's defaults give); EncounterError as for the forecast."""
    members: list[EncounterMember] = list(getattr(encounter, side))
    members[line] = members[line].model_copy(update={"set": {}})
    bare = encounter.model_copy(update={side: members})
    document = SourceDocument(file=f"encounter '{encounter.name}'",
                              data=bare.model_dump(mode="json"))
    _, combatants = resolve_encounter(
        ruleset, bare, document,
        list(folders) if folders is not None else character_folders(ruleset))
    before = sum(m.count for m in members[:line])
    if side == OPPOSITION:
        before += sum(m.count for m in encounter.party)
    return combatants[before]


def forecast_scene(ruleset: Ruleset, encounter: Encounter,
                   document: SourceDocument | None = None,
                   folders: Sequence[Path] | None = None,
                   progress: ForecastProgress | None = None,
                   now: TableNow | None = None,
                   edited: Edited | None = None,
                   estimate_first_after: int | None = None) -> SceneForecast:
    """Resolve and forecast `encounter`; EncounterError locating what does not fit (in
    `document`, the file it was read from, when there is one). `progress` is told how far
    the exact attempt at a fight has gone (moves weighed so far) and, for a fight too
    large to solve exactly, given the partial estimate while it is simulated; it may
    raise to stop the forecast. `now`: forecast the rest of the fight from where the
    Table stands (`from_here`); InputError for a contest, which the Table does not track.
    `edited`: sheets open for editing, read instead of their files (unsaved edits
    count). `estimate_first_after`: the GUI's order for a fight slow to solve (see
    `forecast_fight`); the same answer."""
    if document is None:
        document = SourceDocument(file=f"encounter '{encounter.name}'",
                                  data=encounter.model_dump(mode="json"))
    conflict_id, combatants = resolve_encounter(
        ruleset, encounter, document,
        list(folders) if folders is not None else character_folders(ruleset), edited)
    conflict = ruleset.model.conflicts[conflict_id]
    notes = {note.id: note for note in ruleset.model.notes}
    readings = tuple(notes[n] for n in conflict.notes if n in notes)
    kills = conflict.hit is not None and any(c.kills for c in conflict.hit.counters or [])
    advantage = (0, 0)
    if now is not None:
        if conflict.contest is not None:
            raise InputError(QT_TRANSLATE_NOOP(
                "Forecast", "a contest is forecast from its start only: the Table does not "
                "keep its exchanges"))
        combatants = combatants_now(
            conflict, [*combatants, *joining(ruleset, conflict, combatants, now)], now)
        advantage = now.advantage
    if conflict.contest is not None:
        contest = forecast_contest(ruleset, conflict_id, combatants)
        return SceneForecast(conflict_id, conflict.label, tuple(combatants), None, contest,
                             None, readings, kills)
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    fight = forecast_fight(ruleset, conflict_id, combatants, policies, progress=progress,
                           advantage=advantage, estimate_first_after=estimate_first_after)
    if now is not None:  # the forecast says where it started
        fight = dataclasses.replace(fight, notes=(FROM_HERE_NOTE, *fight.notes))
    return SceneForecast(conflict_id, conflict.label, tuple(combatants), fight, None,
                         opposition_budget(ruleset, combatants), readings, kills)
