"""One attacker against one defender alone (`pair_odds`): the chance of a hit, the harm a
hit does, and the expected number of attacks to take the defender out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.conflict.chain import ChainCycleError, absorb
from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.conflict.exact import ZERO, Rational, fraction
from gm_assistant.core.conflict.fight import Fight, FightState, Policy
from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["PairOdds", "pair_odds"]


@dataclass(frozen=True)
class PairOdds:
    """One attacker against one defender: the chance of a hit, the harm a hit does, and
    the expected number of attacks to take the defender out (the defender not fighting
    back, pools as they start)."""

    attacker: int
    defender: int
    p_hit: Fraction
    harm: dict[int, Fraction]
    """Size of the hit when there is one (1 when any hit takes the defender out)."""
    expected_attacks: Fraction | None
    """None when the attacker can never take the defender out."""


def pair_odds(ruleset: Ruleset, conflict_id: str, combatants: Sequence[Combatant],
              attacker: int, defender: int, policies: Mapping[str, Policy] | None = None,
              ) -> PairOdds:
    """The attacker against the defender alone: P(a hit), the harm of a hit, and the
    expected number of attacks until the defender is out."""
    conflict = ruleset.model.conflicts[conflict_id]
    pair = [combatants[attacker], combatants[defender]]
    fight = Fight(ruleset, conflict, pair, policies or {})
    start = fight.start()
    turn = conflict.turn
    assert turn is not None and conflict.hit is not None
    spec = ruleset.checks[turn.check]
    p_hit = ZERO
    harm: dict[int, Rational] = {}
    for roll in fight.roll(spec.id, turn.inputs, turn.spend, 0, 1, start,
                           opposed=True):
        if spec.success_of[roll.outcome]:
            p_hit += roll.probability
            size = roll.measures[0] if conflict.hit.absorb is not None else 1
            harm[size] = harm.get(size, ZERO) + roll.probability
    shares = {size: fraction(p / p_hit) for size, p in sorted(harm.items())} if p_hit else {}

    def step(state: FightState) -> list[tuple[FightState, Rational]]:
        following: dict[FightState, Rational] = {}
        for after, p, _ in fight.turn_results(state, 0, 1):
            following[after] = following.get(after, ZERO) + p
        return list(following.items())

    try:
        solved = absorb(start, step, lambda s: bool(s[1][0] or s[0][0]))
        expected: Fraction | None = solved.expected_steps
    except ChainCycleError:
        expected = None
    return PairOdds(attacker, defender, fraction(p_hit), shares, expected)
