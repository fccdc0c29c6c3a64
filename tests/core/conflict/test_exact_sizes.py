"""Which fights a GM designs stay exact, by counts (never by the clock), and the memos
`Fight.round` keeps between round starts change no round.

The cast is the conflicts benchmark's (`tests/benchmarks/bench_conflict.py`): three player
characters against one NPC and three mooks. The exactness of small fights against
recursions written from the rules is tested per ruleset in `test_*_fight.py`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.conflict.forecast import (
    MAX_EXACT_STATES,
    MAX_EXACT_WEIGHED,
    forecast_fight,
)
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture(scope="module")
def lady_luck() -> Ruleset:
    return default_registry().get("lady_luck")


def _three_against_four(ruleset: Ruleset) -> list[Combatant]:
    """Three Wrens (different weapons and attacks) against an NPC and three small mooks."""
    conflict = ruleset.model.conflicts["fight"]
    wren = open_character(SAMPLES / "lady_luck" / "wren-ashdown.yaml")
    found = [combatant_of(ruleset, conflict, wren, PARTY, overrides,
                          name=f"PC {i + 1}", kind=f"pc{i}")
             for i, overrides in enumerate([{"itm": 1}, {"itm": 0, "attack": 2},
                                            {"itm": 2}])]
    npc = new_character(ruleset, "npc", "Chief")
    found.append(combatant_of(ruleset, conflict, npc, OPPOSITION,
                              {"attack": 1, "injury_limit": 3, "itm": 1},
                              name="Chief", kind="chief"))
    for i in range(3):
        mook = new_character(ruleset, "npc", f"Mook {i + 1}")
        found.append(combatant_of(ruleset, conflict, mook, OPPOSITION,
                                  {"size": "small", "attack": 0, "injury_limit": 1,
                                   "itm": 0}, name=f"Mook {i + 1}", kind="mook"))
    return found


def test_lady_luck_three_against_four_is_exact_within_the_counts(lady_luck: Ruleset) -> None:
    fighters = _three_against_four(lady_luck)
    forecast = forecast_fight(lady_luck, "fight", fighters)
    assert forecast.exact
    assert 0 < forecast.states <= MAX_EXACT_STATES
    fight = Fight(lady_luck, lady_luck.model.conflicts["fight"], fighters, {})
    (order, start, _), = fight.openings()[0]
    seen: set[FightState] = set()
    waiting = [start]
    while waiting:  # every round start the chain meets, each round worked out once
        state = waiting.pop()
        if state in seen or fight.is_over(state):
            continue
        seen.add(state)
        waiting.extend(after for after, _ in fight.round(state, order))
    assert len(seen) <= MAX_EXACT_STATES
    assert fight.weighed <= MAX_EXACT_WEIGHED


def test_kept_moves_change_no_round(lady_luck: Ruleset) -> None:
    """Each round start's round, worked out by one fight that keeps every turn it met
    (`Attacks.turns`, `rounds`), equals the same round worked out by a fight that met nothing."""
    fighters = _three_against_four(lady_luck)[:2] + _three_against_four(lady_luck)[3:5]
    conflict = lady_luck.model.conflicts["fight"]
    warm = Fight(lady_luck, conflict, fighters, {})
    (order, start, _), = warm.openings()[0]
    seen: set[FightState] = set()
    waiting = [start]
    compared = 0
    while waiting:
        state = waiting.pop()
        if state in seen or warm.is_over(state):
            continue
        seen.add(state)
        found = warm.round(state, order)
        cold = Fight(lady_luck, conflict, fighters, {}).round(state, order)
        assert dict(found) == dict(cold)
        compared += 1
        waiting.extend(after for after, _ in found)
    assert compared > 10
    assert warm.attacks.turns  # the memo was used
