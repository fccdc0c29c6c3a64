"""What a designed encounter hands on to play: its combatants seated at the Table, and
the check one of them rolls against another (a threat matrix cell opened in the Odds).

The Encounters area asks these when the GM sends a forecast to the Table or opens a
pairing; they read only the forecast's combatants and the ruleset. No Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from gm_assistant.core.conflict.combatant import SIDES, Combatant
from gm_assistant.core.conflict.encounter import Edited, Encounter, member_character
from gm_assistant.core.conflict.opening_orders import opening_order
from gm_assistant.core.conflict.scene import SceneForecast
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.play.effects import effect_sheet_names
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.rules.conflict_semantics import input_source
from gm_assistant.core.sheets import SheetState
from gm_assistant.core.sheets.character import Character

__all__ = ["PairingCheck", "Seat", "pairing_check", "seats", "with_line_values"]


@dataclass(frozen=True)
class Seat:
    """One combatant at the Table: the amounts it tracks for them (resources, and the
    sheet values outcome effects read), the library character they are, if any, and the
    sheet their line fields under the seat's name (its file's, or a fresh NPC of its
    template; None when not asked for or not readable) for filling check inputs."""

    name: str
    amounts: dict[str, int]
    character: str | None = None
    sheet: Character | None = None


@dataclass(frozen=True)
class PairingCheck:
    """The conflict's turn check for one fighter against another, with the inputs their
    stats give (an input neither gives keeps the check's default)."""

    check: str
    inputs: dict[str, object]


def seats(ruleset: Ruleset, encounter: Encounter, scene: SceneForecast,
          library: Path, folders: Sequence[Path] | None = None,
          edited: Edited | None = None) -> list[Seat]:
    """The forecast's combatants in turn order (the listed order when the order is
    rolled at the table, or when dice break ties in the first round of an order worked
    out every round), each with what the Table tracks; `edited`: sheets open for
    editing, their lines' seats sit with the sheet as edited (as the forecast read it).

    Amounts are the ruleset's resources and the sheet values its effects read (MAoFA's
    initial luck, added by a morale boost). A pool that is a resource takes the sheet's
    own amount (a forecast may cap it, as MAoFA's luck at 20 treats) unless the
    encounter sets one for this fight. A combatant is linked to `library`'s character of
    the encounter line's id when that file exists.
    """
    fighters = scene.combatants
    conflict = ruleset.model.conflicts[scene.conflict]
    order: tuple[int, ...] = tuple(range(len(fighters)))
    if conflict.order is not None:
        opening = opening_order(ruleset, conflict, fighters,
                                {side: encounter.policy(side) for side in SIDES})
        if opening is not None:
            order = opening
    tracked = set(ruleset.model.resources) | set(effect_sheet_names(ruleset))
    lines = _fighters_lines(ruleset, encounter, library, folders, edited)
    seated = []
    for i in order:
        fighter, line = fighters[i], lines[i]
        own = line.sheet.copy() if line.sheet is not None else None
        if own is not None:
            own.name = fighter.name  # "Sky Shark 2", as seated
            own = with_line_values(ruleset, conflict, own, line.chosen)
        seated.append(Seat(fighter.name, _amounts(conflict, fighter, tracked, line.chosen),
                           line.link, own))
    return seated


@dataclass(frozen=True)
class _Line:
    """What a fighter takes from its encounter line: the values set for this fight, the
    library character it links to (when that file exists), the sheet it was made from."""

    chosen: dict[str, object]
    link: str | None
    sheet: Character | None


def _fighters_lines(ruleset: Ruleset, encounter: Encounter, library: Path,
                    folders: Sequence[Path] | None, edited: Edited | None) -> list[_Line]:
    """Each fighter's line, in the encounter's order (a line of n members gives n), its
    sheet as edited where it is open for editing (`edited`)."""
    lines = []
    for member in [*encounter.party, *encounter.opposition]:
        sheet: Character | None = None
        if folders is not None:
            try:
                sheet = member_character(ruleset, member, folders, edited)
            except GMAssistantError:
                sheet = None  # the forecast, which read the same line, says what is wrong
        link = member.character if member.character and (
            library / f"{member.character}.yaml").is_file() else None
        lines += [_Line(dict(member.set), link, sheet) for _ in range(member.count)]
    return lines


def _amounts(conflict: Conflict, fighter: Combatant, tracked: set[str],
             chosen: Mapping[str, object]) -> dict[str, int]:
    """What the Table tracks for a fighter: its numbers that are `tracked`, and each pool
    that is a tracked resource at the fighter's amount when the line sets it or the
    numbers have none."""
    amounts = {key: int(value) for key, value in fighter.numbers.items()
               if key in tracked and isinstance(value, (int, float))}
    for name, pool in conflict.pools.items():
        if pool.resource is not None and pool.resource in tracked and (
                name in chosen or pool.resource not in amounts):
            amounts[pool.resource] = fighter.pools[name]
    return amounts


def with_line_values(ruleset: Ruleset, conflict: Conflict, sheet: Character,
                     chosen: Mapping[str, object]) -> Character:
    """`sheet` with an encounter line's `set:` values ("set for this fight") written into
    the sheet fields the conflict reads those stats and pools from, so that what the
    Table reads from the seat's sheet is what the forecast used. A value its field cannot
    hold as it is (a derived field, another scale) keeps the sheet's own; the seat's
    amounts and the forecast carry the line's value all the same."""
    state = SheetState(ruleset, sheet)
    for name, value in chosen.items():
        spec = conflict.stats.get(name) or conflict.pools.get(name)
        field = spec.from_ if spec is not None else None
        if field is None or not state.template.uses(field):
            continue
        try:
            state.set(field, value)
        except GMAssistantError:
            continue
    return state.character


def pairing_check(ruleset: Ruleset, scene: SceneForecast, attacker: int,
                  defender: int) -> PairingCheck | None:
    """The turn check `attacker` rolls against `defender` (indices of the forecast's
    combatants), its `self.` inputs from the attacker's stats or pools and its `target.`
    inputs from the defender's; None when the conflict has no turn check (a contest)."""
    conflict = ruleset.model.conflicts[scene.conflict]
    if conflict.turn is None:
        return None
    fighters = scene.combatants
    inputs: dict[str, object] = {}
    for name, value in conflict.turn.inputs.items():
        source = input_source(value)
        if source is None:
            inputs[name] = value
            continue
        side, stat = source
        who = fighters[attacker] if side == "self" else fighters[defender]
        found = who.stats.get(stat, who.pools.get(stat))
        if found is not None:
            inputs[name] = found
    return PairingCheck(conflict.turn.check, inputs)
