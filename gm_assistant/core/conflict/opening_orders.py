"""The turn orders a fight can open in, each with its chance (`turn_orders`), and the one
it opens in when nothing is left to chance (`opening_order`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from gm_assistant.core.conflict.combatant import Combatant
from gm_assistant.core.conflict.exact import fraction
from gm_assistant.core.conflict.fight import Fight, Policy
from gm_assistant.core.conflict.turn_order import RoundByRound, each_round
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict

__all__ = ["opening_order", "turn_orders"]


def turn_orders(ruleset: Ruleset, conflict: Conflict, combatants: Sequence[Combatant],
                policies: Mapping[str, Policy] | None = None,
                ) -> list[tuple[tuple[int, ...], Fraction]]:
    """Each possible turn order with its chance (see `Fight.openings`: an order check is
    rolled as any test, spending as the party's policy says); with an order worked out
    every round (`turn_order`), the first round's, every order of fighters the dice leave
    tied listed (k tied fighters: k! orders; `opening_order` asks only whether one order
    is certain)."""
    assert conflict.order is not None
    fight = Fight(ruleset, conflict, combatants, policies or {})
    orders: dict[tuple[int, ...], Fraction] = {}
    if each_round(fight):
        for order, chance in RoundByRound(fight).orders(fight.start()):
            orders[order] = orders.get(order, Fraction(0)) + fraction(chance)
        return list(orders.items())
    for order, _, chance in fight.openings()[0]:
        orders[order] = orders.get(order, Fraction(0)) + fraction(chance)
    return list(orders.items())


def opening_order(ruleset: Ruleset, conflict: Conflict, combatants: Sequence[Combatant],
                  policies: Mapping[str, Policy] | None = None) -> tuple[int, ...] | None:
    """The one turn order the fight opens with (every fighter, those out last), or None
    when chance decides it: an order check, or fighters the first round of an order
    worked out every round leaves to the dice (found without listing their k! orders)."""
    assert conflict.order is not None
    fight = Fight(ruleset, conflict, combatants, policies or {})
    if each_round(fight):
        start = fight.start()
        ties = RoundByRound(fight).tied(fight.maneuvers.gain_advantage(start))
        if any(len(group) > 1 for group in ties):
            return None
        return (*(group[0] for group in ties),
                *(i for i in range(len(combatants)) if start[i][0]))
    orders = turn_orders(ruleset, conflict, combatants, policies)
    return orders[0][0] if len(orders) == 1 else None
