"""Whom a side attacks in a fight: by its target policy, the weakest standing foe (what
"weakest" means: `Targeting.weakness`), the strongest by the attack stat, or the one
attacked least this round; on a tie the first listed, the only tie-break. Also how many
attacks a foe meets in a round, the moves still to come aiming by the same rules.

Exact steps over a fight's states; the harm slots' capacity is `absorption`'s, the rest of
the turn the fight's (`Fight`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from gm_assistant.core.conflict.absorption import Absorption
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, stat_number
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import Fighter, FightState
from gm_assistant.core.rules.conflict_model import ConflictHit

__all__ = ["TargetPolicy", "Targeting", "TargetingFight"]


class TargetPolicy(Protocol):
    """What targeting reads of a side's policy (`fight.Policy`)."""

    @property
    def target(self) -> str: ...  # "weakest", "strongest" or "spread"


class TargetingFight(FightFacts[TargetPolicy], Protocol):
    """What targeting reads of the fight it is part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def hit(self) -> ConflictHit: ...
    @property
    def sides(self) -> Mapping[str, tuple[int, ...]]: ...
    @property
    def attack_stat(self) -> str | None: ...
    @property
    def absorption(self) -> Absorption: ...


class Targeting:
    """The targeting of `fight`: each pick worked out once per what it reads."""

    def __init__(self, fight: TargetingFight) -> None:
        self.ruleset = fight.ruleset
        self.stats = fight.conflict.stats
        self.combatants = fight.combatants
        self.sides = fight.sides
        self.policies = fight.policies
        self.attack_stat = fight.attack_stat
        self.absorption = fight.absorption
        pool_names = fight.pool_names
        self.counted = [(pool_names.index(c.pool), c.limit) for c in fight.hit.counters or []]
        """(pool, limit stat) of each kind of harm counted towards a limit."""
        self.lowering = sorted({pool_names.index(stat.minus)
                                for stat in self.stats.values() if stat.minus})
        """The pools of harm that lower a stat while they last (Skill Damage)."""
        self.weakness_pools = tuple(sorted({pool for pool, _ in self.counted}
                                           | set(self.lowering)))
        """The pools `weakness` reads."""
        self.foes_of: dict[str, Callable[[Sequence[object]], object]] = {
            side: operator.itemgetter(*self.sides[OPPOSITION if side == PARTY else PARTY])
            for side in (PARTY, OPPOSITION)}
        """Per side: what of a state (or of per-entry counts) its foes' entries are."""
        self.weaknesses: dict[tuple[int, Fighter], tuple[int, int, int]] = {}
        """Per (fighter, its state): its `weakness`."""
        self.targets: dict[tuple[str, object, object], int] = {}
        """Per (side, its foes' states, the attacks each met where the side spreads its
        attacks): the foe it picks (`choose_target`)."""

    def weakness(self, index: int, state: FightState) -> tuple[int, int, int]:
        """How close a standing fighter is to going out, lowest first: what its free
        slots could still absorb, then the counted harm it can still take before its
        limit (injuries, fatigue), then less the harm that lowers its stats (Skill
        Damage). Every kind of harm counts, so a fighter hurt in any way comes before an
        unhurt one of its kind."""
        fighter = state[index]
        key = (index, fighter)
        known = self.weaknesses.get(key)
        if known is not None:
            return known
        _, mask, pools = fighter
        left = sum(int(str(self.combatants[index].stats[limit])) - pools[pool]
                   for pool, limit in self.counted)
        lowered = sum(pools[pool] for pool in self.lowering)
        known = self.weaknesses[key] = (self.absorption.capacity(index, mask), left, -lowered)
        return known

    def choose_target(self, state: FightState, actor: int, attacked: Sequence[int]) -> int:
        """The opponent the actor's side policy picks; on a tie the first listed (the
        only tie-break, so the answer never depends on the listing beyond it)."""
        side = self.combatants[actor].side
        foes = self.sides[OPPOSITION if side == PARTY else PARTY]
        policy = self.policies[side].target
        # The pick reads the foes' states alone (and, spreading, who was attacked).
        pick = self.foes_of[side]
        key = (side, pick(state), pick(attacked) if policy == "spread" else ())
        known = self.targets.get(key)
        if known is not None:
            return known
        standing = [i for i in foes if not state[i][0]]
        attack = self.attack_stat
        if policy == "strongest" and attack is not None:
            stat = self.stats[attack]
            known = max(standing, key=lambda i: (
                stat_number(self.ruleset, stat, self.combatants[i].stats[attack]), -i))
        elif policy == "spread":
            known = min(standing, key=lambda i: (attacked[i], self.weakness(i, state), i))
        else:
            known = min(standing, key=lambda i: (self.weakness(i, state), i))
        self.targets[key] = known
        return known

    def defences(self, state: FightState, target: int, marks: Sequence[int],
                 later: Sequence[tuple[int, ...]]) -> int:
        """How many attacks `target` meets this round, this one included: those already
        made on it (`marks`, counting this one) and those of the moves still to come
        whose fighters, standing now, aim at it by their side's policy."""
        count = marks[target]
        aimed = list(marks)
        picks: dict[str, int] = {}  # per side whose pick does not follow `aimed`
        for move in later:
            if len(move) == 1:
                if state[move[0]][0]:
                    continue
                first = move[0]
            else:
                standing = [i for i in move if not state[i][0]]
                if not standing:
                    continue
                first = standing[0]
            side = self.combatants[first].side
            aim = picks.get(side)
            if aim is None:
                aim = self.choose_target(state, first, aimed)
                if self.policies[side].target != "spread":
                    picks[side] = aim
            aimed[aim] += 1
            count += aim == target
        return count
