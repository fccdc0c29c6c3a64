"""The simulation's sampler draws each round by the fight's exact rules: from a state, the
states a sampled round ends in come as often as `Fight.round`'s exact chances say (each
fighter's state counted, at 99.99%), no sampled state is one the exact round cannot
reach, and each move from a state is worked out once (a count of rule calls, not a time).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random
from collections import Counter

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState, Policy
from gm_assistant.core.conflict.simulation import FightSampler
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = resources_dir() / "samples"
ROUNDS = 4_000
Z9999 = 3.8906  # two-sided 99.99% quantile of the standard normal


def _fighter(ruleset: Ruleset, conflict: str, source: str, side: str, name: str,
             **overrides: object) -> Combatant:
    path = SAMPLES / ruleset.id / f"{source}.yaml"
    character = open_character(path) if path.exists() else new_character(ruleset, source)
    return combatant_of(ruleset, ruleset.model.conflicts[conflict], character, side,
                        overrides, name=name, kind=name.rstrip("0123456789 "))


def _fights() -> dict[str, tuple[Ruleset, str, list[Combatant]]]:
    registry = default_registry()
    lady_luck, adom = registry.get("lady_luck"), registry.get("adom")
    maofa, riskbreaker = registry.get("maofa"), registry.get("riskbreaker")
    return {
        "lady_luck": (lady_luck, "fight", [
            _fighter(lady_luck, "fight", "wren-ashdown", PARTY, "Wren"),
            *(_fighter(lady_luck, "fight", "npc", OPPOSITION, f"Goblin {i}", size="small")
              for i in range(2))]),
        "adom": (adom, "conflict", [
            _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail"),
            *(_fighter(adom, "conflict", "sky-shark", OPPOSITION, f"Shark {i}", attack=2)
              for i in range(2))]),
        "maofa": (maofa, "fight", [
            _fighter(maofa, "fight", "margot-delacroix", PARTY, "Margot", fighting="S"),
            *(_fighter(maofa, "fight", "margot-delacroix", OPPOSITION, f"Thug {i}", luck=1)
              for i in range(2))]),
        "riskbreaker": (riskbreaker, "fight", [
            _fighter(riskbreaker, "fight", "fighter", PARTY, "Fighter"),
            *(_fighter(riskbreaker, "fight", "townsfolk", OPPOSITION, f"Townsfolk {i}")
              for i in range(2))]),
    }


def _ended(fight: Fight, state: FightState) -> FightState:
    """A round's end as `Fight.round` keeps it: once over, only who is out."""
    if fight.is_over(state):
        return tuple((fighter[0], 0, ()) for fighter in state)
    return state


@pytest.mark.parametrize("name", ["lady_luck", "adom", "maofa", "riskbreaker"])
def test_sampled_rounds_come_as_often_as_the_exact_round_says(name: str) -> None:
    ruleset, conflict, fighters = _fights()[name]
    fight = Fight(ruleset, ruleset.model.conflicts[conflict], fighters, {})
    order, start, _ = fight.openings()[0][0]
    sampler = FightSampler(fight)
    rng = random.Random(7)
    # The opening state, then the likeliest state a first round leaves still fighting
    # (a round with Advantage already kept, or conflict counters marked).
    first = dict(fight.round(start, order))
    going = [s for s in first if not fight.is_over(s)]
    assert going, name
    later = max(going, key=lambda s: (first[s], s))
    for state in (start, later):
        exact = dict(fight.round(state, order))
        assert math.isclose(sum(float(p) for p in exact.values()), 1.0)
        node = sampler.begin(state)
        counts: Counter[FightState] = Counter()
        for _ in range(ROUNDS):
            ended, _spent = sampler.sample_round(node, order, rng)
            # The next round's beginning: the round's end once its Advantage is gained.
            counts[_ended(fight, sampler.node_states[ended])] += 1
        unreachable = [s for s in counts if s not in exact]
        # With Advantage, the sampler's state is the next round's beginning: compare
        # it with the exact end once that round has begun.
        if unreachable and fight.ledger is not None:
            begun = {_ended(fight, fight.gain_advantage(s)): p for s, p in exact.items()}
            exact, unreachable = begun, [s for s in counts if s not in begun]
        assert not unreachable, (name, unreachable[:3])
        # Each fighter's state after the round (a few values each, so few comparisons:
        # a fixed seed's count misses a 99.99% bound about once in ten thousand).
        for index in range(len(state)):
            marginal: dict[object, float] = {}
            for ended_state, chance in exact.items():
                key = ended_state[index]
                marginal[key] = marginal.get(key, 0.0) + float(chance)
            seen = Counter({key: 0 for key in marginal})
            for ended_state, count in counts.items():
                seen[ended_state[index]] += count
            for key, p in marginal.items():
                bound = Z9999 * math.sqrt(p * (1 - p) / ROUNDS) + 1 / ROUNDS
                assert abs(seen[key] / ROUNDS - p) <= bound, (name, index, key, p)

def test_each_move_from_a_state_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset, conflict, fighters = _fights()["adom"]
    fight = Fight(ruleset, ruleset.model.conflicts[conflict], fighters, {})
    calls = [0]
    rules = fight.aim

    def counted(*args: object, **kwargs: object) -> object:
        calls[0] += 1
        return rules(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(fight, "aim", counted)
    order, start, _ = fight.openings()[0][0]
    sampler = FightSampler(fight)
    rng = random.Random(3)
    played = 0
    for _ in range(300):
        node = sampler.begin(start)
        while not sampler.node_over[node]:
            node, _spent = sampler.sample_round(node, order, rng)
            played += 1
    assert calls[0] == len(sampler.draws)
    assert 0 < len(sampler.draws) < played  # states met again cost a look-up


def _whole_state(size: int, actor: int, target: int) -> tuple[int, ...]:
    return tuple(range(size))


@pytest.mark.parametrize("name", ["adom", "maofa", "riskbreaker", "riskbreaker spill"])
def test_turns_kept_by_the_entries_they_read_draw_the_same_fights(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn is worked out once per (actor, target, crowd, the entries of the state it
    reads: `Fight.turn_entries`) and reused whatever the other entries are: the same
    seed then plays exactly the same fights as with every turn worked out from the whole
    state. AdOM reads the two fighters; MAoFA the actor's whole side (a morale boost
    reaches allies); Riskbreaker the two and the sides' Advantage, and the target's
    whole side when its hits spill."""
    ruleset, conflict, fighters = _fights()[name.split()[0]]
    fighters = [fighters[0], dataclasses.replace(fighters[0], name="Second"), *fighters[1:],
                *(dataclasses.replace(f, name=f"{f.name}+") for f in fighters[1:])]
    policies = {
        "riskbreaker": {side: Policy(share="one") for side in (PARTY, OPPOSITION)},
        # Risk 3 against townsfolk who take 2: the Kill Damage spills onto the next.
        "riskbreaker spill": {PARTY: Policy(risk=3)},
    }.get(name, {})
    finals = []
    for local in (True, False):
        fight = Fight(ruleset, ruleset.model.conflicts[conflict], fighters, policies)
        order, start, _ = fight.openings()[0][0]
        sampler = FightSampler(fight)
        entries = fight.turn_entries(order[0], len(fighters) - 1)
        assert len(entries) < len(start), name
        if not local:
            whole = functools.partial(_whole_state, len(start))  # nothing shared
            monkeypatch.setattr(fight, "turn_entries", whole)
        rng = random.Random(11)
        played = []
        for _ in range(300):
            node = sampler.begin(start)
            while not sampler.node_over[node]:
                node, spent = sampler.sample_round(node, order, rng)
                played.append((node, spent))
        finals.append([(sampler.node_states[n], spent) for n, spent in played])
        if local:  # turns met again from other states are reused
            assert len(sampler.local_turns) < len(sampler.draws), name
    assert finals[0] == finals[1]
