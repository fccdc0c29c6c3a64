"""The readings of the rules a fight's forecast used, where a conflict offers a choice of
readings of an ambiguous rule as policies (`readings_used`): one line each, in English,
translated in the "Forecast" context where shown.
"""

from __future__ import annotations

from collections.abc import Mapping

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP

__all__ = ["INVOKES", "LIMITS", "OPENINGS", "TURNS", "readings_used"]


def readings_used(conflict: Conflict, policies: Mapping[str, Policy]) -> tuple[str, ...]:
    """The readings of the rules the forecast used where the conflict offers a choice of
    readings (the first offered is the default): one line each, in English (translated
    in the "Forecast" context where shown)."""
    found: list[str] = []
    offered = conflict.policies
    if len(offered.opening) > 1:
        chosen = policies[PARTY].opening if PARTY in policies else offered.opening[0]
        found.append(OPENINGS[chosen])
    if len(offered.turns) > 1:
        chosen = policies[PARTY].turns if PARTY in policies and policies[PARTY].turns \
            else offered.turns[0]
        found.append(TURNS[chosen])
    if len(offered.limit) > 1:
        for side in (PARTY, OPPOSITION):
            chosen = policies[side].limit if side in policies else offered.limit[0]
            found.append(LIMITS[(side, chosen)])
    if conflict.turn is not None and conflict.turn.invoke is not None:
        for side in (PARTY, OPPOSITION):
            chosen = policies[side].spend if side in policies else offered.spend[0]
            found.append(INVOKES[(side, chosen)])
    return tuple(found)


OPENINGS = {
    "open": QT_TRANSLATE_NOOP("Forecast", "Opening: an open attack (the party tests the "
                              "order's open-attack inputs)"),
    "ambush": QT_TRANSLATE_NOOP("Forecast", "Opening: the party is caught in an ambush "
                                "(it tests the order's ambush inputs)"),
}
"""The readings of the `opening` policy as the forecast names them."""
TURNS = {
    "each_round": QT_TRANSLATE_NOOP(
        "Forecast", "Turn order: worked out again every round from the stat as it stands, "
        "ties broken as the rules say (by the sides' Advantage, then Agility), the rest by "
        "a die: every order of the tied fighters equally likely"),
    "fixed": QT_TRANSLATE_NOOP(
        "Forecast", "Turn order: fixed for the whole fight from the stat as it starts, the "
        "party first on a tie, then the order listed"),
}
"""The readings of the `turns` policy as the forecast names them."""
LIMITS = {
    (PARTY, "reach"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the party's fighters without a roll: out on reaching the "
        "limit"),
    (PARTY, "survive"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the party's fighters without a roll: they take as many as "
        "the limit and are out at the next"),
    (OPPOSITION, "reach"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the opposition's fighters without a roll: out on reaching "
        "the limit"),
    (OPPOSITION, "survive"): QT_TRANSLATE_NOOP(
        "Forecast", "Limits of the opposition's fighters without a roll: they take as many "
        "as the limit and are out at the next"),
}
"""The readings of the `limit` policy as the forecast names them, per side."""
INVOKES = {
    (PARTY, "always"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the party, attacking and defending: only when they "
        "turn the attack round, the fewest that do, answered in turn (each aspect once a "
        "roll, one fate point each)"),
    (PARTY, "never"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the party: none"),
    (OPPOSITION, "always"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the opposition, attacking and defending: only when "
        "they turn the attack round, the fewest that do, answered in turn (each aspect "
        "once a roll, one fate point each)"),
    (OPPOSITION, "never"): QT_TRANSLATE_NOOP(
        "Forecast", "Invocations by the opposition: none"),
}
"""The readings of the `spend` policy of a fight with invocations, per side."""
