"""What a Riskbreaker turn reads of the opponents besides its target: only what a hit
spilling past its target reads (`Attacks.spills_over`). Where no hit of the turn can be
bigger than its target can take, the turn's results are the same whatever the other
opponents are; where one can, some results mark or take out another opponent.

Each turn of every actor on every foe is worked out by the turn's own procedure
(`Fight.turn_results`) from states whose other opponents are each fresh, marked once or
out, its target fresh or marked once, under a Risk of 2 (the party's) and of 1. Then the
simulation's kept turns (`KeptTurns.local_key`) keep a turn that cannot spill by the
entries it reads without the other opponents, one key for all of them.
"""

from __future__ import annotations

import itertools
from collections import Counter

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import OUT, Fight, FightState, Policy
from gm_assistant.core.conflict.sampling import FightSampler
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = resources_dir() / "samples" / "riskbreaker"


def _fight() -> Fight:
    """The fighter and the thief (Risk 2) against three townsfolk (Risk 1), spilling."""
    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    fighters: list[Combatant] = []
    for side, sources in ((PARTY, ("fighter", "thief")),
                          (OPPOSITION, ("townsfolk", "townsfolk", "townsfolk"))):
        for index, source in enumerate(sources):
            path = SAMPLES / f"{source}.yaml"
            sheet = open_character(path) if path.exists() else new_character(ruleset, source)
            fighters.append(combatant_of(ruleset, conflict, sheet, side, {},
                                         name=f"{side} {index}", kind=f"{side}{index}"))
    policies = {PARTY: Policy(risk=2, share="spill"), OPPOSITION: Policy(risk=1, share="spill")}
    return Fight(ruleset, conflict, fighters, policies)


def _kinds(fight: Fight, index: int, fresh: tuple[int, int, tuple[int, ...]],
           ) -> list[tuple[int, int, tuple[int, ...]]]:
    """A fighter's entry fresh, with its first harm slot marked, and out."""
    out, mask, pools = fresh
    marked = [(out, mask | 1, pools)] if len(fight.combatants[index].slots) > 1 else []
    return [fresh, *marked, (OUT, 0, (0,) * len(pools))]


def _others_left_out(fight: Fight, state: FightState, actor: int, target: int,
                     ) -> tuple[Counter[tuple[object, ...]], bool]:
    """The turn's results with the other opponents' entries left out, and whether any
    result changed one of them."""
    theirs = [i for i in fight.sides[fight.combatants[target].side] if i != target]
    found: Counter[tuple[object, ...]] = Counter()
    touched = False
    for after, p, used in fight.turn_results(state, actor, target):
        touched |= any(after[i] != state[i] for i in theirs)
        found[(tuple(e for i, e in enumerate(after) if i not in theirs), p,
               tuple(used))] += 1
    return found, touched


def test_a_turn_that_cannot_spill_reads_no_other_opponent() -> None:
    fight = _fight()
    ledger = fight.ledger
    assert ledger is not None
    start = (*fight.start()[:ledger], (0, 0, (5, 5)))  # Advantage to pay Risks with
    fighters = fight.combatants
    spilling = free = 0
    for actor, target in itertools.permutations(range(len(fighters)), 2):
        if fighters[actor].side == fighters[target].side:
            continue
        theirs = [i for i in fight.sides[fighters[target].side] if i != target]
        for mine in _kinds(fight, target, start[target])[:-1]:  # the target stands
            base = list(start)
            base[target] = mine
            spills = fight.attacks.spills_over(tuple(base), actor, target, 0)
            results = []
            touched = False
            for others in itertools.product(*(_kinds(fight, i, start[i]) for i in theirs)):
                state = list(base)
                for i, entry in zip(theirs, others, strict=True):
                    state[i] = entry
                found, touching = _others_left_out(fight, tuple(state), actor, target)
                results.append(found)
                touched |= touching
            if spills:
                spilling += 1
                assert touched  # some hit did spill onto another opponent
            else:
                free += 1
                assert not touched
                assert all(found == results[0] for found in results)
    assert spilling and free  # both kinds of turn were met


def test_kept_turns_key_a_turn_that_cannot_spill_without_the_other_opponents() -> None:
    fight = _fight()
    ledger = fight.ledger
    assert ledger is not None
    start = (*fight.start()[:ledger], (0, 0, (5, 5)))
    sampler = FightSampler(fight)
    turns, numbers = sampler.turns, sampler.numbers
    actor, target = 0, 2
    theirs = [3, 4]
    met = set()
    for mine in _kinds(fight, target, start[target])[:-1]:
        base = list(start)
        base[target] = mine
        spills = fight.attacks.spills_over(tuple(base), actor, target, 0)
        keys = set()
        for others in itertools.product(*(_kinds(fight, i, start[i]) for i in theirs)):
            state = list(base)
            for i, entry in zip(theirs, others, strict=True):
                state[i] = entry
            keys.add(turns.local_key(numbers.ids(tuple(state)), actor, target, 0))
        # One key for every other opponents where no hit spills; else one each.
        assert len(keys) == (9 if spills else 1)
        met.add(spills)
    assert met == {True, False}  # fresh, the target takes a hit of 2; marked, it cannot
