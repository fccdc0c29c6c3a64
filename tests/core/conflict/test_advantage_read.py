"""What a Riskbreaker turn reads of the sides' Advantage (`Maneuvers.advantage_read`):
two ledgers read alike give the same results, each ledger moved by the same amounts.

Every ledger a fight can hold (each side's Advantage from 0 to the conflict's most) is put
on a few states, and each turn of every actor on every foe is worked out by the turn's own
procedure (`Fight.turn_results`) from each; the results with the ledger's change written
as the amounts each side's Advantage moved must be equal for ledgers read alike, under
policies that pay Risk, build or decrease Advantage and deal Skill Damage, for a fighter
alone and a group (whose Risk is per member). Then the simulation's kept turns
(`KeptTurns`) weigh one turn per read and put it on every ledger of that read as the rules
give.
"""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState, Policy
from gm_assistant.core.conflict.maneuvers import GAINED
from gm_assistant.core.conflict.sampling import FightSampler
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = resources_dir() / "samples" / "riskbreaker"

POLICIES = {
    "pay and gain": {PARTY: Policy(risk=1), OPPOSITION: Policy(risk=2)},
    "skill and decrease": {PARTY: Policy(risk=2, maneuver="skill", broke="decrease"),
                           OPPOSITION: Policy(risk=1, maneuver="skill", broke="decrease")},
}
"""Per name: each side's policy (the Risk it establishes, its damage, its move when broke)."""

Counted = Counter[tuple[FightState, tuple[int, ...], object, tuple[tuple[int, int], ...]]]


def _fight(policies: str) -> Fight:
    """The fighter and the thief against a guard and a group of three mooks."""
    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    fighters: list[Combatant] = []
    for side, sources in ((PARTY, ("fighter", "thief")), (OPPOSITION, ("guard", "group"))):
        for index, source in enumerate(sources):
            path = SAMPLES / f"{source}.yaml"
            sheet = open_character(path) if path.exists() else new_character(ruleset, source)
            fighters.append(combatant_of(ruleset, conflict, sheet, side, {},
                                         name=f"{side} {index}", kind=f"{side}{index}"))
    return Fight(ruleset, conflict, fighters, POLICIES[policies])


def _bases(fight: Fight) -> list[FightState]:
    """The start, and a state where everyone last built Advantage (no Gain again: a
    Decrease or nothing) and the group has lost a member."""
    start = fight.start()
    last = fight.pool_names.index("last_build")
    worn = []
    for index, (out, mask, pools) in enumerate(start[:len(fight.combatants)]):
        marked = mask | (0b111 if fight.combatants[index].members > 1 else 0)
        worn.append((out, marked, (*pools[:last], GAINED, *pools[last + 1:])))
    return [start, (*worn, start[-1])]


def _with_ledger(state: FightState, ledger: int, party: int, opposition: int) -> FightState:
    return (*state[:ledger], (0, 0, (party, opposition)), *state[ledger + 1:])


def _shifted(fight: Fight, state: FightState, actor: int, target: int) -> Counted:
    """The turn's results from `state`, the ledger's change as each side's move."""
    ledger = fight.ledger
    assert ledger is not None
    before = state[ledger][2]
    return Counter(
        ((*after[:ledger], *after[ledger + 1:]),
         tuple(a - b for a, b in zip(after[ledger][2], before, strict=True)), p, tuple(used))
        for after, p, used in fight.turn_results(state, actor, target))


@pytest.mark.parametrize("policies", sorted(POLICIES))
def test_ledgers_read_alike_give_the_same_moves(policies: str) -> None:
    fight = _fight(policies)
    ledger = fight.ledger
    assert ledger is not None and fight.advantage is not None
    most = fight.advantage.max
    fighters = fight.combatants
    assert [fight.maneuvers.reach(i) for i in range(len(fighters))] == (
        [1, 1, 2, 6] if policies == "pay and gain" else [2, 2, 1, 3])
    reads = ledgers = 0
    for state in _bases(fight):
        for actor in range(len(fighters)):
            read = fight.maneuvers.advantage_read(actor)
            for target in range(len(fighters)):
                if fighters[actor].side == fighters[target].side:
                    continue
                by_read: dict[object, list[Counted]] = defaultdict(list)
                for party in range(most + 1):
                    for opposition in range(most + 1):
                        on = _with_ledger(state, ledger, party, opposition)
                        by_read[read(on[ledger])].append(_shifted(fight, on, actor, target))
                for results in by_read.values():
                    assert all(found == results[0] for found in results)
                # Its own side's Advantage read up to the reach, the other's where a
                # move by the reach could meet 0 or the most: many ledgers read alike.
                reach = fight.maneuvers.reach(actor)
                assert len(by_read) <= (reach + 1) * (2 * reach + 1)
                reads += len(by_read)
                ledgers += (most + 1) ** 2
    assert reads * 20 < ledgers


def test_a_turn_weighed_once_serves_every_ledger_read_alike() -> None:
    """The simulation's kept turns: one `Local` per read, put on each ledger by a shift,
    giving the rules' states and chances from every ledger."""
    fight = _fight("pay and gain")
    ledger = fight.ledger
    assert ledger is not None and fight.advantage is not None
    sampler = FightSampler(fight)
    turns, numbers = sampler.turns, sampler.numbers
    start = fight.start()
    actor, target = 0, 2
    weighed: dict[object, object] = {}
    read = fight.maneuvers.advantage_read(actor)
    for party in range(fight.advantage.max + 1):
        for opposition in (0, 5, 29, 30):
            state = _with_ledger(start, ledger, party, opposition)
            ids = numbers.ids(state)
            aim = (((actor,), target, 0, ()))
            key = turns.local_key(ids, actor, target, 0)
            local = turns.local(ids, aim, key, weigh=True)
            assert local is not None
            assert weighed.setdefault(read(state[ledger]), local) is local
            expected = {after: float(p) for after, p, _ in fight.turn_results(
                state, actor, target)}
            chances = [b - a for a, b in zip([0.0, *local.cumulative], local.cumulative,
                                             strict=False)]
            found = {numbers.state(turns.changed(ids, changes)): chance
                     for changes, chance in zip(local.changes, chances, strict=True)}
            assert found.keys() == expected.keys()
            for after, chance in found.items():
                assert chance == pytest.approx(expected[after])
    assert len(weighed) == 2 * 3  # own side: none, 1 or more; the other's: 0, between, top
    assert len(turns.locals) == len(weighed)
