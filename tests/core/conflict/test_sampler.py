"""The simulation's sampler draws each round by the fight's exact rules: from a state, the
states a sampled round ends in come as often as `Fight.round`'s exact chances say (each
fighter's state counted, at 99.99%), and no sampled state is one the exact round cannot
reach; both ways of playing a move (its rolls drawn, or its results weighed and drawn),
and the weighed turns kept by the entries they read (`Fight.turn_entries`).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest

from gm_assistant.core.conflict import sampling
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.conflict.sampling import FightSampler
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


@pytest.mark.parametrize("weigh_after", [
    (1, 1, sampling.WHOLE_PROBE), (sampling.WEIGH_AFTER, sampling.WEIGH_PLAIN_AFTER,
                                   sampling.WHOLE_PROBE),
    (sampling.WEIGH_AFTER, sampling.WEIGH_PLAIN_AFTER, 1), (10**9, 10**9, 10**9)],
    ids=["weighed", "both ways", "turns kept", "rolls drawn"])
@pytest.mark.parametrize("name", ["lady_luck", "adom", "maofa", "riskbreaker"])
def test_sampled_rounds_come_as_often_as_the_exact_round_says(
        name: str, weigh_after: tuple[int, int, int], monkeypatch: pytest.MonkeyPatch,
        ) -> None:
    """"turns kept": after the first move met, moves are no longer kept by their whole
    state (`FightSampler._probed`), so the turns kept by what they read (looked up at
    once, `KeptTurns.quick`) play the rounds."""
    monkeypatch.setattr(sampling, "WEIGH_AFTER", weigh_after[0])
    monkeypatch.setattr(sampling, "WEIGH_PLAIN_AFTER", weigh_after[1])
    monkeypatch.setattr(sampling, "WHOLE_PROBE", weigh_after[2])
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
        counts: Counter[FightState] = Counter()
        for _ in range(ROUNDS):
            ended, _spent = sampler.round(state, order, rng)
            counts[_ended(fight, ended)] += 1
        if weigh_after[2] == 1 and name != "maofa":  # MAoFA's aim reads the moves to come
            assert not sampler.whole and sampler.turns.quick, name
        unreachable = [s for s in counts if s not in exact]
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


def _read(fight: Fight, view: dict[int, tuple[int, ...] | None], base: FightState,
          results: list[tuple[FightState, object, list[tuple[int, int]]]],
          ) -> dict[tuple[object, ...], float]:
    """A turn's results as its view sees them (what it kept of each entry), each result's
    chance summed; and nothing outside the view changed (but a fighter going out)."""
    seen: dict[tuple[object, ...], float] = {}
    for after, chance, used in results:
        for i, (old, new) in enumerate(zip(base, after, strict=True)):
            kept = view.get(i, ())
            if kept is None or new[0]:
                continue
            assert all(new[2][p] == old[2][p] for p in range(len(old[2])) if p not in kept), \
                (i, old, new)
            if i not in view:
                assert new == old, (i, old, new)
        key = tuple(after[i] if kept is None or after[i][0] else
                    (after[i][0], after[i][1], tuple(after[i][2][p] for p in kept))
                    for i, kept in sorted(view.items()))
        seen[(key, tuple(used))] = seen.get((key, tuple(used)), 0.0) + float(chance)
    return seen


@pytest.mark.parametrize("name", ["lady_luck", "adom", "maofa", "riskbreaker"])
def test_a_turn_reads_nothing_outside_its_view(name: str) -> None:
    """`Fight.turn_view` says what of a state a turn reads: the simulation keeps a
    weighed turn by it. Change everything outside it (other fighters' pools, the pools a
    turn does not read, such as Riskbreaker's conflict counters and, of the opponents a
    hit spills onto, their last Gain or Decrease) in states the fight reaches, and each
    turn's results, as the view sees them, keep their chances."""
    ruleset, conflict, fighters = _fights()[name]
    fight = Fight(ruleset, ruleset.model.conflicts[conflict], fighters, {})
    order, start, _ = fight.openings()[0][0]
    states = [start, *(s for s, _ in fight.round(start, order) if not fight.is_over(s))]
    tops = [pool.max for pool in fight.conflict.pools.values()]
    checked = 0
    for state in states:
        for actor, target in itertools.product(range(len(fighters)), repeat=2):
            if state[actor][0] or state[target][0] or \
                    fighters[actor].side == fighters[target].side:
                continue
            view = dict(fight.turn_view(actor, target))
            other = tuple(
                entry if i >= len(fighters) or entry[0] or view.get(i, ()) is None else
                (entry[0], entry[1], tuple(
                    amount if p in view.get(i, ()) else (amount + 1) % (tops[p] + 1)  # type: ignore[operator]
                    for p, amount in enumerate(entry[2])))
                for i, entry in enumerate(state))
            if other == state:
                continue
            checked += 1
            assert _read(fight, view, state, fight.turn_results(state, actor, target)) == \
                _read(fight, view, other, fight.turn_results(other, actor, target)), \
                (name, actor, target)
    assert checked > 0, name


@pytest.mark.parametrize("name", ["adom", "riskbreaker"])  # one move a fighter
def test_the_loop_of_turns_plays_the_rounds_the_loop_of_moves_plays(name: str) -> None:
    """Once moves are no longer kept by their whole state, a round of one-fighter turns
    is played by the loop with the quick look-up written out (`FightSampler._turns`); the
    loop of moves (`KeptTurns.kept` called per move, where `one_step` is not set) plays
    the same rounds from the same seed: the same states, spending and random numbers."""
    ruleset, conflict, fighters = _fights()[name]
    fight = Fight(ruleset, ruleset.model.conflicts[conflict], fighters, {})
    order, start, _ = fight.openings()[0][0]
    written, called = FightSampler(fight), FightSampler(fight)
    for sampler in (written, called):
        sampler.whole = sampler.probing = False
    assert written.one_step is not None
    called.one_step = None
    rng_written, rng_called = random.Random(11), random.Random(11)
    rounds = 0
    for _ in range(300):
        state = start
        while not fight.is_over(state):
            played = written.round(state, order, rng_written)
            assert played == called.round(state, order, rng_called), (name, state)
            state = played[0]
            rounds += 1
        assert rng_written.random() == rng_called.random()
    assert rounds > 300
    assert written.turns.quick and written.turns.quick.keys() == called.turns.quick.keys()
