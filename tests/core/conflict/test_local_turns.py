"""A turn kept by what it reads of the state (`LocalTurns`) gives, from every state, what
`Fight.turn_results` works out from that state anew.

Every state a small fight of each ruleset can reach by single turns (every actor on every
foe, crowds of 0 and 1) is visited; from each, each turn put back from the kept ones is
compared with the turn worked out whole by a second, separate `Fight` (its own memos): the
same states with the same chances and spending. The kept turns must also be reused (fewer
turns worked out than met), or nothing was gained.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState, Policy
from gm_assistant.core.conflict.fight_state import changed
from gm_assistant.core.conflict.local_turns import LocalTurns, own_slots_unread
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"

CASTS: dict[str, tuple[str, list[tuple[str, dict[str, object]]],
                       list[tuple[str, dict[str, object]]]]] = {
    "maofa": ("fight", [("margot-delacroix", {"fighting": "T", "luck": 3}),
                        ("margot-delacroix", {"fighting": "A", "luck": 2})],
              [("npc", {"fighting": "S", "defence": "T", "luck": 2}),
               ("npc", {"fighting": "A", "defence": "A", "luck": 0})]),
    "lady_luck": ("fight", [("wren-ashdown", {"itm": 1}), ("wren-ashdown", {"itm": 0})],
                  [("npc", {"attack": 1, "injury_limit": 2, "itm": 1}),
                   ("npc", {"size": "small", "attack": 0, "injury_limit": 1, "itm": 0})]),
    "riskbreaker": ("fight", [("fighter", {}), ("thief", {})],
                    [("guard", {}), ("townsfolk", {"skill": 1})]),
    "adom": ("conflict", [("abigail-zhao", {}), ("bethesda-flushing-phd", {})],
             [("steel-assassin", {"attack": 3, "defend": 2}),
              ("cyclops-house-bully", {"attack": 2, "defend": 0})]),
}
"""Per ruleset: its fight, two player characters and two opponents (sheet, overrides)."""

MOST_STATES = 400
"""States visited per fight at most (enough to meet every kind of turn many times)."""


def _fighters(ruleset: Ruleset) -> tuple[str, list[Combatant]]:
    conflict_id, party, opposition = CASTS[ruleset.id]
    conflict = ruleset.model.conflicts[conflict_id]
    found = []
    for side, lines in ((PARTY, party), (OPPOSITION, opposition)):
        for index, (source, overrides) in enumerate(lines):
            path = SAMPLES / ruleset.id / f"{source}.yaml"
            sheet = open_character(path) if path.exists() \
                else new_character(ruleset, source)
            found.append(combatant_of(ruleset, conflict, sheet, side, overrides,
                                      name=f"{side} {index}", kind=f"{side}{index}"))
    return conflict_id, found


def _as_counted(results: list[tuple[FightState, object, list[tuple[int, int]]]],
                ) -> Counter[tuple[FightState, object, tuple[tuple[int, int], ...]]]:
    return Counter((after, p, tuple(used)) for after, p, used in results)


TurnMet = tuple[FightState, int, int, int, list[tuple[FightState, object, list[tuple[int, int]]]]]
"""A turn met on the walk: the state, actor, target, crowd, and its results worked out
anew."""


def _turns_met(fight: Fight, most: int = MOST_STATES) -> list[TurnMet]:
    """Every turn of every actor on every foe (crowds of 0 and 1 where the conflict reads
    a crowd) from the states single turns reach, breadth first, up to `most` states;
    each worked out whole by `fight`."""
    fighters = fight.combatants
    turn = fight.conflict.turn
    pairs = [(a, t) for a in range(len(fighters)) for t in range(len(fighters))
             if fighters[a].side != fighters[t].side]
    start = fight.start()
    seen = {start}
    queue = [start]
    met: list[TurnMet] = []
    while queue and len(seen) < most:
        state = queue.pop(0)
        if fight.is_over(state):
            continue
        for actor, target in pairs:
            if state[actor][0] or state[target][0]:
                continue
            for crowd in (0, 1) if turn and turn.crowd else (0,):
                whole = fight.turn_results(state, actor, target, crowd)
                met.append((state, actor, target, crowd, whole))
                for after, _, _ in whole:
                    if after not in seen:
                        seen.add(after)
                        queue.append(after)
    assert len(seen) > 50  # the fight went somewhere
    return met


@pytest.mark.parametrize("ruleset_id", sorted(CASTS))
def test_kept_turns_equal_turns_worked_out_anew(ruleset_id: str) -> None:
    ruleset = default_registry().get(ruleset_id)
    conflict_id, fighters = _fighters(ruleset)
    conflict = ruleset.model.conflicts[conflict_id]
    kept = LocalTurns(Fight(ruleset, conflict, fighters, {}))
    met = _turns_met(Fight(ruleset, conflict, fighters, {}))
    for state, actor, target, crowd, whole in met:
        assert _as_counted(kept.results(state, actor, target, crowd)) == _as_counted(whole)
    assert kept.weighed < len(met)  # kept turns were put back on other states


@pytest.mark.parametrize("ruleset_id", sorted(CASTS))
def test_kept_moves_equal_turns_worked_out_anew(ruleset_id: str) -> None:
    """`LocalTurns.move`, the move-by-move chain's form of a turn: the same states and
    chances as the turn worked out anew, each saying whether somebody's standing changed,
    and the spending summed per side and pool as the results list it."""
    ruleset = default_registry().get(ruleset_id)
    conflict_id, fighters = _fighters(ruleset)
    conflict = ruleset.model.conflicts[conflict_id]
    kept = LocalTurns(Fight(ruleset, conflict, fighters, {}))
    pools = len(conflict.pools)
    met = _turns_met(Fight(ruleset, conflict, fighters, {}))
    spending = 0
    for state, actor, target, crowd, whole in met:
        results, spent = kept.move(state, actor, target, crowd)
        assert Counter(results) == Counter(
            (after, p, any(after[i][0] != state[i][0] for i in range(len(state))))
            for after, p, _ in whole)
        own = 0 if fighters[actor].side == PARTY else 1  # the party's block comes first
        expected = [Fraction(0)] * (2 * pools)
        for _, p, used in whole:
            for pool, amount in used:  # a pool index past the pools: the other side's
                block = own if pool < pools else 1 - own
                expected[block * pools + pool % pools] += Fraction(str(p)) * amount
        assert [Fraction(str(v)) for v in spent] == expected
        spending += any(expected)
    assert kept.weighed < len(met)  # kept turns were put back on other states
    assert bool(spending) == bool(kept.fight.spendable())  # spending checked where it is


def test_riskbreaker_turns_kept_by_advantage_read_and_without_spill_readers() -> None:
    """Riskbreaker's turns are kept by what they read of the ledger
    (`Maneuvers.advantage_read`, their change put back as a shift) and, where no hit of
    the turn spills, without the target's side but the target (`spill_only`); both ways
    of keying met (turns whose hits may spill too: the sides risking 2 and 1, deep enough
    into the fight for a worn target), every turn as worked out anew from its state, and
    fewer weighed than the turns keyed by the entries they read, each whole."""
    ruleset = default_registry().get("riskbreaker")
    conflict_id, fighters = _fighters(ruleset)
    conflict = ruleset.model.conflicts[conflict_id]
    policies = {PARTY: Policy(risk=2), OPPOSITION: Policy(risk=1)}
    kept = LocalTurns(Fight(ruleset, conflict, fighters, policies))
    met = _turns_met(Fight(ruleset, conflict, fighters, policies), most=3000)
    anew = Fight(ruleset, conflict, fighters, policies)
    for state, actor, target, crowd, whole in met:
        assert _as_counted(kept.results(state, actor, target, crowd)) == _as_counted(whole)
        # The target's side but the target marked once more, or out: a hit's spill reads
        # them; a turn kept without them is kept so only where none of its hits spill.
        for other in anew.sides[fighters[target].side]:
            if other == target or state[other][0]:
                continue
            for variant in (changed(state, other, mask=state[other][1] | 1),
                            changed(state, other, out=True)):
                assert _as_counted(kept.results(variant, actor, target, crowd)) \
                    == _as_counted(anew.turn_results(variant, actor, target, crowd))
    assert kept.shifting >= 0  # the ledger read through advantage_read
    assert set(kept.spill_free.values()) == {True, False}  # kept bare, and kept whole
    read_whole = {(actor, target, crowd, tuple(state[i] for i, _ in
                                               kept.fight.turn_view(actor, target)))
                  for state, actor, target, crowd, _ in met}
    assert kept.weighed < len(read_whole) / 2  # fewer than keyed by every entry read whole


@pytest.mark.parametrize("ruleset_id", ["adom", "maofa"])
def test_turns_kept_without_the_actors_own_slots(ruleset_id: str) -> None:
    """Where nothing hits back and the attacker stands for one character
    (`own_slots_unread`: AdOM, MAoFA), a turn is kept without its actor's harm slots: put
    back on a state whose actor has other slots marked (none, the first, all), it gives
    what the turn worked out anew there gives, the actor keeping its own slots; and fewer
    turns are weighed than keyed with the actor's slots."""
    ruleset = default_registry().get(ruleset_id)
    conflict_id, fighters = _fighters(ruleset)
    conflict = ruleset.model.conflicts[conflict_id]
    kept = LocalTurns(Fight(ruleset, conflict, fighters, {}))
    anew = Fight(ruleset, conflict, fighters, {})
    met = _turns_met(Fight(ruleset, conflict, fighters, {}), most=150)
    with_slots = set()  # each turn put back, keyed with every entry it reads whole
    for state, actor, target, crowd, whole in met:
        assert own_slots_unread(kept.fight, actor, target)
        assert _as_counted(kept.results(state, actor, target, crowd)) == _as_counted(whole)
        for mask in {state[actor][1], 0, 1, (1 << len(fighters[actor].slots)) - 1}:
            variant = changed(state, actor, mask=mask)
            assert _as_counted(kept.results(variant, actor, target, crowd)) \
                == _as_counted(anew.turn_results(variant, actor, target, crowd))
            with_slots.add((actor, target, crowd, tuple(
                variant[i] for i, _ in kept.fight.turn_view(actor, target))))
    assert kept.weighed < len(with_slots)  # the same turn for other slots of the actor


def test_turns_that_may_hit_back_or_count_members_read_the_actors_slots() -> None:
    """Lady Luck's hits are countered and Riskbreaker's turns take a Risk read by members
    standing: their turns are kept with their actor's slots."""
    for ruleset_id in ("lady_luck", "riskbreaker"):
        ruleset = default_registry().get(ruleset_id)
        conflict_id, fighters = _fighters(ruleset)
        fight = Fight(ruleset, ruleset.model.conflicts[conflict_id], fighters, {})
        assert not own_slots_unread(fight, 0, 2)
        kept = LocalTurns(fight)
        kept.view(0, 2)
        start = fight.start()
        assert kept.readers[(0, 2)](start) != kept.readers[(0, 2)](
            changed(start, 0, mask=start[0][1] ^ 1))  # the actor's slots in the key
