"""A turn settled by its attack roll (MAoFA's fight: no Risk, no invocations, a hit that
takes out) is worked out from what each roll result does to the actor's and the target's
entries, kept (`Attacks.outcomes`), and in a simulation drawn from what its roll reads
(`SampledTurns`). Both give what the turn's own procedure gives: checked against the same
fight with those shortcuts switched off (`Attacks.settled`), on states with the party's
and the opposition's luck set at random (every result of every turn, in order, with its
exact chance), and on seeded simulations (the same fights played). Paying, kept per entry,
is checked against MAoFA's outcome list worked out here.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from gm_assistant.core.conflict import sampling
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.exact import ONE
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.conflict.sampling import FightSampler
from gm_assistant.core.conflict.simulation import simulate
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.effects import effect_steps
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = resources_dir() / "samples"
TOP = 20
Z9999 = 3.8906  # two-sided 99.99% quantile of the standard normal
"""The fight's luck pool keeps at most this many treats (`conflicts.fight.pools.luck`)."""


def _fighters(ruleset: Ruleset) -> list[Combatant]:
    """Three Margots (luck 6, 3, 4) against an NPC with luck and two mooks."""
    conflict = ruleset.model.conflicts["fight"]
    margot = open_character(SAMPLES / "maofa" / "margot-delacroix.yaml")
    party = [combatant_of(ruleset, conflict, margot, PARTY, {"fighting": fighting,
                                                             "luck": luck},
                          name=f"Margot {i}", kind=f"margot{i}")
             for i, (fighting, luck) in enumerate([("T", 6), ("S", 3), ("A", 4)])]
    npc = new_character(ruleset, "npc")
    others = [combatant_of(ruleset, conflict, npc, OPPOSITION,
                           {"fighting": "S", "defence": "T", "luck": 2}, name="NPC",
                           kind="npc"),
              *(combatant_of(ruleset, conflict, npc, OPPOSITION,
                             {"fighting": "A", "defence": "A", "luck": 0},
                             name=f"Mook {i}", kind="mook") for i in range(2))]
    return [*party, *others]


def _fight(*, settled: bool) -> Fight:
    ruleset = default_registry().get("maofa")
    fight = Fight(ruleset, ruleset.model.conflicts["fight"], _fighters(ruleset), {})
    if not settled:  # every turn by its own procedure
        fight.attacks.settled[:] = [False] * len(fight.combatants)
    return fight


def _states(fight: Fight, rng: random.Random, count: int) -> list[FightState]:
    """`count` states: each fighter standing or (now and then) out, its luck at random."""
    found = []
    for _ in range(count):
        found.append(tuple(
            (1, 0, (0,)) if rng.random() < 0.2 else (0, 0, (rng.randint(0, TOP),))
            for _ in fight.combatants))
    return found


def test_a_settled_turn_gives_what_its_procedure_gives() -> None:
    fast, slow = _fight(settled=True), _fight(settled=False)
    assert all(fast.attacks.settled) and not any(slow.attacks.settled)
    rng = random.Random(7)
    checked = 0
    for state in _states(fast, rng, 60):
        for actor, target in itertools.product(range(6), repeat=2):
            if fast.combatants[actor].side == fast.combatants[target].side \
                    or state[actor][0] or state[target][0]:
                continue
            for crowd in (0, 1):
                found = fast.turn_results(state, actor, target, crowd)
                assert found == slow.turn_results(state, actor, target, crowd), (
                    state, actor, target, crowd)
                assert sum(p for _, p, _ in found) == ONE
                checked += 1
    assert checked > 500
    assert fast.attacks.outcomes  # the shortcut was taken


def test_a_sampled_settled_turn_plays_the_same_fights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same seed plays the same fights with the turns drawn from what their roll
    reads as with every roll drawn by the turn's own procedure (no move weighed whole:
    the procedure's turns would be weighed by what they read after a few meetings, the
    settled ones never are)."""
    monkeypatch.setattr(sampling, "WEIGH_AFTER", 10**9)
    tallies = []
    for settled in (True, False):
        fight = _fight(settled=settled)
        tally = simulate(fight, fight.openings()[0], 600, 3)
        tallies.append((tally.party_wins, tally.draws, tally.rounds, tally.rounds_squared,
                        tally.out, tally.killed, sorted(tally.lengths.items()), tally.spent,
                        tally.spent_squared))
    assert tallies[0] == tallies[1]
    assert tallies[0][0] not in (0, 600)  # both sides win some: the draws matter


def test_sampled_turns_keep_what_each_drawn_result_does() -> None:
    fight = _fight(settled=True)
    sampler = FightSampler(fight)
    rng = random.Random(5)
    openings = fight.openings()[0]
    for number in range(60):
        order, state, _ = openings[number % len(openings)]
        while not fight.is_over(state):
            state, _ = sampler.round(state, order, rng)
    turns = sampler.sampled_turns
    assert turns.rolls and turns.results
    # A settled turn is never weighed by what it reads (only whole moves met often
    # enough are weighed, `sampling.WEIGH_AFTER`): none was counted to be.
    assert not sampler.turns.local_visits
    # Every result kept changes the actor's and the target's entries as paying and
    # the hit say: luck spent (and won) by the actor, the target out on a success.
    success = fight.ruleset.checks[fight.turn.check].success_of
    entries = sampler.numbers.entries
    for (actor, target, crowd, mine, theirs, index), kept in turns.results.items():
        roll = turns.rolls[(actor, target, crowd, mine, theirs)][index]
        after_mine, after_theirs, _, down = kept
        assert entries[after_theirs][0] == (1 if success[roll.outcome] else 0) == down
        assert entries[after_mine][0] == 0
        assert entries[after_mine][2][0] == _luck_after(
            entries[mine][2][0], roll, int(fight.combatants[actor].numbers.get(
                "initial_luck", 0)))


def _luck_after(luck: int, roll: TurnResult, initial: int) -> int:
    """The roller's luck after its roll, from MAoFA's outcome list."""
    left = max(0, luck - roll.spent)
    if roll.outcome == "out_of_luck":
        return 0
    if roll.outcome == "lucky_streak":
        return min(TOP, left + 1)
    if roll.outcome == "morale_boost":
        return min(TOP, left + initial)
    return left


def test_paying_kept_per_entry_meets_the_outcome_list() -> None:
    """Paying from many states (each entry kept on its own) gives every fighter's luck as
    the outcome list says, whatever the order the states come in."""
    fight = _fight(settled=True)
    spend = fight.turn.spend
    rng = random.Random(11)
    outcomes = [outcome.key for outcome in fight.ruleset.model.outcomes
                if outcome.key in fight.ruleset.checks[fight.turn.check].success_of]
    checked = 0
    for state in _states(fight, rng, 150):
        for roller in range(len(fight.combatants)):
            if state[roller][0]:
                continue
            outcome = rng.choice(outcomes)
            spent = rng.randint(0, state[roller][2][0])
            paid = fight.payments.pay(state, roller, TurnResult(outcome, (), spent, ONE),
                                      spend)
            initial = int(fight.combatants[roller].numbers.get("initial_luck", 0))
            side = fight.sides[fight.combatants[roller].side]
            for i, (before, after) in enumerate(zip(state, paid, strict=True)):
                luck = before[2][0]
                if i == roller:
                    luck = _luck_after(luck, TurnResult(outcome, (), spent, ONE), initial)
                elif outcome == "morale_boost" and i in side and not before[0]:
                    luck = min(TOP, luck + 1)
                assert after == (before[0], before[1], (luck,)), (state, roller, outcome)
            checked += 1
    assert checked > 500


def test_an_outcomes_effects_worked_out_for_a_roller() -> None:
    """A morale boost gives the roller its initial luck and each ally one treat; a lucky
    streak one treat; out of luck none left (MAoFA's outcome list)."""
    ruleset = default_registry().get("maofa")
    boost = effect_steps(ruleset, "morale_boost", {"initial_luck": 5})
    assert [(s.resource, s.allies, s.set, s.amount) for s in boost] == [
        ("luck", False, False, 5), ("luck", True, False, 1)]
    assert [(s.allies, s.set, s.amount) for s in effect_steps(
        ruleset, "lucky_streak", {})] == [(False, False, 1)]
    assert [(s.allies, s.set, s.amount) for s in effect_steps(
        ruleset, "out_of_luck", {})] == [(False, True, 0)]


def test_a_drawn_settled_turn_comes_as_often_as_the_charts_say() -> None:
    """Margot (Fighting T, six luck treats) attacks a mook (Defence A): a Moderate feat,
    a Medium task for a T; on 2d6 the resolve chart's Medium row gives a 5 'better next
    time' (a treat eaten, rolled again, while treats last) and 6 or more a success of some
    kind (the mook out). Turns drawn from what their roll reads come as often as that
    says: the mook out, and the treats eaten, counted at 99.99%."""
    fight = _fight(settled=True)
    sampler = FightSampler(fight)
    turns = sampler.sampled_turns
    ids = sampler.numbers.ids(fight.start())
    margot, mook = 0, 4
    assert fight.combatants[margot].pools["luck"] == 6
    ways = {total: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == total)
            for total in range(2, 13)}
    again = Fraction(ways[5], 36)
    lands = Fraction(sum(ways[total] for total in range(6, 13)), 36)
    out = lands * sum(again**k for k in range(7))
    eaten = {k: again**k * (1 - again) for k in range(6)} | {6: again**6}
    rng = random.Random(13)
    drawn = 20_000
    outs = 0
    spent: Counter[int] = Counter()
    for _ in range(drawn):
        played = turns.played(ids, margot, mook, 0, rng)
        assert played is not None
        after, uses, down = played
        outs += down
        assert down == bool(sampler.numbers.entries[after[mook]][0])
        spent[sum(units for _, units in uses)] += 1
    for p, seen in [(out, outs), *((eaten[k], spent[k]) for k in eaten)]:
        bound = Z9999 * math.sqrt(float(p * (1 - p)) / drawn) + 1 / drawn
        assert abs(seen / drawn - float(p)) <= bound, (p, seen)
