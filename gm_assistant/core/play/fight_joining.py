"""An encounter joining the people at a Table ("Add to the fight"): the names its people
sit under, none of them taken from someone already seated (a taken name gets the next free
number, as an encounter numbers the copies of one line), and the seated fight's encounter
grown by them, so that Forecast from here plays the whole fight.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from gm_assistant.core.conflict.encounter import MAX_MEMBERS, Encounter, EncounterMember
from gm_assistant.core.errors import InputError
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["Joined", "free_name", "join_encounter"]


def free_name(name: str, taken: Collection[str]) -> str:
    """`name`, or when it is taken the next free number after its base's highest:
    "Sky Shark 1" with "Sky Shark 1" to "Sky Shark 3" taken -> "Sky Shark 4"; "Ogre" with
    "Ogre" taken -> "Ogre 2"."""
    if name not in taken:
        return name
    numbered = re.fullmatch(r"(.*\S) (\d+)", name)
    base = numbered.group(1) if numbered else name
    pattern = re.compile(re.escape(base) + r" (\d+)")
    highest = 1
    for other in taken:
        found = pattern.fullmatch(other)
        if found:
            highest = max(highest, int(found.group(1)))
    number = highest + 1
    while f"{base} {number}" in taken:
        number += 1
    return f"{base} {number}"


@dataclass(frozen=True)
class Joined:
    """What "Add to the fight" seats."""

    names: dict[str, str]
    """The added encounter's name of each newcomer -> the name they sit under (a
    character file fielded once and already seated under its name is not seated again:
    absent)."""
    encounter: Encounter
    """The fight to play from here: the seated encounter (or the added one's sides when
    none is seated) with one line per newcomer, named as they sit."""


def join_encounter(seated: Encounter | None, added: Encounter, added_names: Sequence[str],
                   taken: Collection[str]) -> Joined:
    """Join `added` (whose fighters are `added_names`, in its lines' order, party first)
    to the people `taken` at the table, whose fight is `seated` (None: they were seated by
    hand). InputError when the fight would field more than an encounter may."""
    counts = [m.count for m in [*added.party, *added.opposition]]
    assert len(added_names) == sum(counts), "one name per fighter of `added`"
    in_use = set(taken)
    names: dict[str, str] = {}
    lines: dict[str, list[EncounterMember]] = {"party": [], "opposition": []}
    given = iter(added_names)
    for side, members in (("party", added.party), ("opposition", added.opposition)):
        for member in members:
            for _copy in range(member.count):
                name = next(given)
                if member.character is not None and member.count == 1 and name in in_use:
                    # That one character sits at the table already (not cloned; a line
                    # fielding copies of a sheet numbers them instead).
                    if seated is None:
                        lines[side].append(member.model_copy(update={"name": name,
                                                                     "count": 1}))
                    continue
                seat = free_name(name, in_use)
                in_use.add(seat)
                names[name] = seat
                lines[side].append(member.model_copy(update={"name": seat, "count": 1}))
    base = seated if seated is not None else added
    party = [*(seated.party if seated is not None else []), *lines["party"]]
    opposition = [*(seated.opposition if seated is not None else []),
                  *lines["opposition"]]
    total = sum(m.count for m in [*party, *opposition])
    if total > MAX_MEMBERS:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "the fight would field {total}; an encounter fields at most "
            "{max_members}"), total=total, max_members=MAX_MEMBERS))
    if not party or not opposition:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "the fight would have a side with nobody in it")))
    return Joined(names, base.model_copy(update={"party": party, "opposition": opposition}))
