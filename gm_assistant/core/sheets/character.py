"""A character: the values a player or GM wrote on a sheet of some ruleset.

PCs, NPCs, mooks and mook groups are all characters; `kind` says which. A character made
from a template keeps a link to it (`template`, an NPC template of the ruleset, and
optionally `base`, another character in the library) and stores in `values` only what
differs: everything else is read from the base, then the template's defaults, then the
sheet's own defaults, so changing a template changes its instances too.

>>> goblin = Character("adom", name="Goblin 1", kind="mook", template="mook")
>>> goblin.values
{}
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

__all__ = ["KINDS", "Character"]

KINDS = ("pc", "npc", "mook", "mook_group")
"""The kinds of character, from the players' own to a group of throwaway opponents."""


@dataclass
class Character:
    """One character sheet's data, independent of any file.

    Attributes:
        ruleset: The id of the ruleset whose sheet this is (`maofa`, `adom`, ...).
        name: The character's name.
        kind: `pc`, `npc`, `mook` or `mook_group`.
        ruleset_version: The ruleset version the character was last saved with.
        template: The NPC template it was made from (None: the whole sheet).
        base: Another character (its library id) whose values this one follows.
        tags: Free labels for search ("session 3", "goblins").
        values: What this character itself sets, by field id (lists and tracks included).
        extra: Keys of the character file the app does not know; kept as they were.
    """

    ruleset: str
    name: str = ""
    kind: str = "pc"
    ruleset_version: str | None = None
    template: str | None = None
    base: str | None = None
    tags: list[str] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Character:
        """A deep copy, safe to edit without touching this one."""
        return copy.deepcopy(self)
