"""What every part of a fight reads of the whole: the facts the parts share.

A fight (`fight.Fight`) is put together from parts, each about one concept (its rolls,
paying for them, targeting, attacks, hits, maneuvers, the opening), and each part reads the
fight through a small protocol of its own that names what it reads, so no part imports the
fight (no import cycle). The facts they all read are declared once here: the ruleset and
the conflict played, the fighters, the pools their entries count, and the sides' policies
(each part's protocol says which of a policy's choices it reads, as `P_co`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict

__all__ = ["FightFacts"]

P_co = TypeVar("P_co", covariant=True)


class FightFacts(Protocol[P_co]):
    """The fight's facts every part reads; `P_co`: what a part reads of a side's policy."""

    @property
    def ruleset(self) -> Ruleset: ...
    @property
    def conflict(self) -> Conflict: ...
    @property
    def combatants(self) -> tuple[Combatant, ...]: ...
    @property
    def pool_names(self) -> tuple[str, ...]: ...
    @property
    def policies(self) -> Mapping[str, P_co]: ...
