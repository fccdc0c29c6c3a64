"""What the simulation's sampler keeps by what it reads gives what the rules give: the
round's start (the Advantage gain and the order's ties), the end-of-round wear and the
merging of interchangeable fighters, and the turn orders drawn with one random number,
each checked against the fight's own procedures on states the test makes (reached ones,
and the same with what those steps do not read changed)."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import KILLED, OUT, Fight, FightState
from gm_assistant.core.conflict.sampling import FightSampler
from gm_assistant.core.conflict.simulation import simulate
from gm_assistant.core.conflict.turn_order import LISTED_TIE, Arrangements, RoundByRound
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = resources_dir() / "samples"


def _fighter(ruleset: Ruleset, conflict: str, source: str, side: str, name: str,
             **overrides: object) -> Combatant:
    path = SAMPLES / ruleset.id / f"{source}.yaml"
    character = open_character(path) if path.exists() else new_character(ruleset, source)
    return combatant_of(ruleset, ruleset.model.conflicts[conflict], character, side,
                        overrides, name=name, kind=name.rstrip("0123456789 "))


def _riskbreaker() -> Fight:
    """Two of the party against three townsfolk (Advantage, Skill Damage, conflict
    counters: everything the round's start and end read or leave alone)."""
    ruleset = default_registry().get("riskbreaker")
    fighters = [_fighter(ruleset, "fight", "fighter", PARTY, "Fighter"),
                _fighter(ruleset, "fight", "thief", PARTY, "Thief"),
                *(_fighter(ruleset, "fight", "townsfolk", OPPOSITION, f"Townsfolk {i}",
                           skill=2) for i in range(3))]
    return Fight(ruleset, ruleset.model.conflicts["fight"], fighters, {})


def _lady_luck() -> Fight:
    """Wren against three goblins who act one after the other (a run `canonical` merges)."""
    ruleset = default_registry().get("lady_luck")
    fighters = [_fighter(ruleset, "fight", "wren-ashdown", PARTY, "Wren"),
                *(_fighter(ruleset, "fight", "npc", OPPOSITION, f"Goblin {i}", size="small")
                  for i in range(3))]
    return Fight(ruleset, ruleset.model.conflicts["fight"], fighters, {})


def _reached(fight: Fight, order: tuple[int, ...], rounds: int, seed: int,
             listing: tuple[int, ...] | None = None) -> list[FightState]:
    """States a few played rounds reach from the start (over or not), in the order met."""
    sampler = FightSampler(fight)
    rng = random.Random(seed)
    found: list[FightState] = []
    for _ in range(rounds):
        state = fight.start()
        while not fight.is_over(state):
            found.append(state)
            state, _ = sampler.round(state, order, rng, listing)
        found.append(state)
    return found


def _varied(fight: Fight, state: FightState, rng: random.Random, pools: list[int],
            ) -> FightState:
    """`state` with the standing fighters' `pools` set anew at random (within their tops)."""
    tops = [pool.max for pool in fight.conflict.pools.values()]
    fighters = list(state)
    for i in range(len(fight.combatants)):
        out, mask, amounts = fighters[i]
        if out:
            continue
        fighters[i] = (out, mask, tuple(rng.randint(0, tops[p] or 0) if p in pools else a
                                        for p, a in enumerate(amounts)))
    return tuple(fighters)


def test_a_number_is_one_order_and_each_order_has_one() -> None:
    ties = ((4,), (0, 2, 3), (1, 5))
    arrangements = Arrangements(ties)
    every = {(4, *first, *second) for first in itertools.permutations((0, 2, 3))
             for second in itertools.permutations((1, 5))}
    assert arrangements.count == len(every) == 12
    drawn = [arrangements.order(number) for number in range(arrangements.count)]
    assert len(set(drawn)) == len(drawn)
    assert set(drawn) == every
    rng = random.Random(3)
    seen = [arrangements.drawn(rng) for _ in range(2_400)]
    # Each order 1/12 of 2,400 draws: 200 +- 4.5 binomial deviations (sd 13.5).
    assert all(abs(seen.count(order) - 200) <= 61 for order in every)
    assert Arrangements(()).order(0) == () and Arrangements(()).count == 1


def _places_in_order(group: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every order of `group`, by the first fighter's place in the group, then the
    rest's the same way (written here, not taken from the code)."""
    if len(group) == 1:
        return [group]
    return [(group[k], *rest) for k in range(len(group))
            for rest in _places_in_order(group[:k] + group[k + 1:])]


def test_listed_orders_are_numbered_as_worked_out_ones() -> None:
    # The groups' numbers are the digits of an order's number, the first group's the
    # lowest; a group's orders are numbered by the first fighter's place, then the rest's.
    ties = ((4,), (9, 2, 3), (1, 5), (6, 11, 7, 8), (10,))
    expected = [tuple(itertools.chain(*reversed(digits))) for digits in itertools.product(
        *[_places_in_order(group) for group in reversed(ties)])]
    listed: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    looked_up, worked_out = Arrangements(ties, listed), Arrangements(ties)
    assert looked_up.count == worked_out.count == len(expected) == 288
    assert [looked_up.order(n) for n in range(288)] == expected
    assert [worked_out.order(n) for n in range(288)] == expected
    assert set(listed) == {(9, 2, 3), (1, 5), (6, 11, 7, 8)}
    # Shared: another round's ties list no group twice.
    assert Arrangements(((1, 5), (0,)), listed).digits[0][2] is listed[(1, 5)]
    # A tie past LISTED_TIE is worked out: numbers in increasing order give its orders
    # in increasing order (the group sorted), each once.
    big = tuple(range(LISTED_TIE + 1))
    wide = Arrangements((big,), listed)
    assert big not in listed and wide.count == math.factorial(len(big))
    numbers = sorted(random.Random(5).sample(range(wide.count), 300))
    drawn = [wide.order(n) for n in numbers]
    assert drawn == sorted(set(drawn)) and all(sorted(o) == list(big) for o in drawn)
    assert wide.order(0) == big and wide.order(wide.count - 1) == big[::-1]


def test_a_kept_round_start_equals_the_rules() -> None:
    """Riskbreaker's round start (the side with the higher skill total gains Advantage,
    then the order's ties) kept by each fighter's standing, slots and Skill Damage and
    the Advantage: from states that differ elsewhere (conflict counters, the last Gain or
    Decrease) and from states with other Skill Damage, it is what the rules give."""
    fight = _riskbreaker()
    rounds = RoundByRound(fight)
    listing = rounds.listing
    states = _reached(fight, listing, 40, 5, listing)
    rng = random.Random(9)
    names = list(fight.pool_names)
    unread = [names.index("counters"), names.index("last_build")]
    read = [names.index("skill_damage")]
    made = [*states, *(_varied(fight, s, rng, unread) for s in states),
            *(_varied(fight, s, rng, read) for s in states[::3])]
    going = [s for s in made if not fight.is_over(s)]
    sampler = FightSampler(fight)
    fresh = RoundByRound(fight)  # its own caches: the rules worked out again
    for state in going:
        begun, orders = sampler.begin(sampler.ids(state))
        gained = fight.maneuvers.gain_advantage(state)
        assert sampler.state(begun) == gained
        assert orders.ties == fresh.tied(gained)
    assert len(sampler.bounds.starts) < len(going) / 2  # most came from what was kept


def test_a_kept_round_end_equals_wear_then_merging() -> None:
    """The round's end (Riskbreaker's conflict counters marked, a full row dealing its
    damage; interchangeable fighters merged, those out behind) kept per fighter's entry
    and by who is out: what `Fight.wear` then `Fight.canonical` give, on reached states,
    the same with other counters, and with other fighters out."""
    for fight in (_riskbreaker(), _lady_luck()):
        listing = tuple(range(len(fight.combatants)))
        states = _reached(fight, listing, 30, 2, listing)
        rng = random.Random(4)
        names = list(fight.pool_names)
        counters = [names.index("counters")] if "counters" in names else []
        made = [*states, *(_varied(fight, s, rng, counters) for s in states)]
        for state in list(made):  # some opponents out, killed or not, here and there
            fighters = list(state)
            for i in fight.sides[OPPOSITION]:
                if rng.random() < 0.4:
                    fighters[i] = (rng.choice((OUT, KILLED)), 0, (0,) * len(fighters[i][2]))
            made.append(tuple(fighters))
        sampler = FightSampler(fight)
        for state in made:
            ended, over = sampler.bounds.end(sampler.ids(state), listing)
            expected = fight.canonical(fight.wear(state), listing)
            assert sampler.state(ended) == expected, fight.ruleset.id
            assert over == fight.is_over(expected)
        assert len(sampler.bounds.merges) < len(made) / 4, fight.ruleset.id


def test_the_same_seed_plays_the_same_fights_and_another_does_not() -> None:
    """A simulation is the same from the same seed, whatever was kept before (a second
    fight object), and another seed plays other fights."""
    tallies = []
    for seed in (1, 1, 2):
        fight = _riskbreaker()
        order = RoundByRound(fight).listing
        tally = simulate(fight, [(order, fight.start(), 1)], 400, seed)
        tallies.append((tally.party_wins, tally.rounds, tally.rounds_squared, tally.out,
                        sorted(tally.lengths.items())))
    assert tallies[0] == tallies[1]
    assert tallies[0] != tallies[2]
    assert math.isclose(sum(tallies[0][4][i][1] for i in range(len(tallies[0][4]))), 400)


def test_an_aim_reads_who_stands_and_how_weak_each_is() -> None:
    """MAoFA's aim (the target each side's policy picks, and how many attacks it meets
    this round, the moves to come included) is kept by each entry's standing, slots and
    the pools `weakness` reads (`KeptAims.aims`): on reached states with the pools it
    does not read (luck) set anew, every move's aim at every place of the round is the
    same."""
    ruleset = default_registry().get("maofa")
    fighters = [_fighter(ruleset, "fight", "margot-delacroix", PARTY, "Margot", fighting="S"),
                _fighter(ruleset, "fight", "margot-delacroix", PARTY, "Ally", fighting="A"),
                *(_fighter(ruleset, "fight", "margot-delacroix", OPPOSITION, f"Thug {i}",
                           luck=2) for i in range(3))]
    fight = Fight(ruleset, ruleset.model.conflicts["fight"], fighters, {})
    crowd = fight.turn.crowd
    assert crowd is not None and crowd.every  # the aim reads the moves to come
    order, _, _ = fight.openings()[0][0]
    states = [s for s in _reached(fight, tuple(order), 30, 8) if not fight.is_over(s)]
    names = list(fight.pool_names)
    unread = [p for p in range(len(names)) if p not in fight.targeting.weakness_pools]
    assert unread  # luck
    rng = random.Random(6)
    moves = fight.moves(order)
    nobody = (0,) * len(fighters)
    checked = 0
    for state in states:
        other = _varied(fight, state, rng, unread)
        for place, move in enumerate(moves):
            for marks in (nobody, tuple(rng.randint(0, 1) for _ in fighters)):
                later = moves[place + 1:]
                assert fight.aim(state, move, marks, later) == \
                    fight.aim(other, move, marks, later)
                checked += other != state
    assert checked > 50


def test_a_kept_target_is_the_rules_pick_whatever_the_pools_it_does_not_read() -> None:
    """Riskbreaker's target (each side picks its weakest foe: standing, slots, Skill
    Damage) is kept by what the pick reads of the foes (`KeptAims.targets`): picks kept
    from states whose conflict counters and last Gain or Decrease were set anew, and from
    states with other Skill Damage, give each reached state's move the target
    `Fight.aim` picks on it, the pick worked out by a fight of its own."""
    fight = _riskbreaker()
    rounds = RoundByRound(fight)
    listing = rounds.listing
    states = [s for s in _reached(fight, listing, 40, 7, listing) if not fight.is_over(s)]
    rng = random.Random(12)
    names = list(fight.pool_names)
    assert fight.targeting.weakness_pools == (names.index("skill_damage"),)
    unread = [names.index("counters"), names.index("last_build")]
    sampler = FightSampler(fight)
    aiming = sampler.aiming
    fresh = _riskbreaker()  # its own caches: the pick worked out again
    nobody = (0,) * (len(fight.combatants) + 1)
    asked = 0
    for state in states:
        for other, same_read in ((_varied(fight, state, rng, unread), True),
                                 (_varied(fight, state, rng, [names.index("skill_damage")]),
                                  False)):
            for actor in range(len(fight.combatants)):
                if state[actor][0]:
                    continue  # out: the sampler asks for no aim (`Fight.aim`: None)
                aiming.aim(sampler.ids(other), (actor,), 0)
                picks = len(aiming.targets)
                kept = aiming.aim(sampler.ids(state), (actor,), 0)
                assert kept is not None and kept == fresh.aim(state, (actor,), nobody)
                assert aiming.looked_up(sampler.ids(state), actor, 0) == (kept[1], 0)
                if same_read:  # the pick kept from `other` answered
                    assert len(aiming.targets) == picks
                asked += 1
    assert asked > 200


def test_a_rounds_moves_put_together_from_its_fighters_are_the_fights() -> None:
    """Where the order is drawn every round, its moves are put together from each
    fighter's own (`FightSampler.round_moves`): the same moves, in the same order, as
    `Fight.moves` gives for the whole order, whichever order is drawn."""
    fight = _riskbreaker()
    sampler = FightSampler(fight)
    rng = random.Random(2)
    listing = tuple(range(len(fight.combatants)))
    for _ in range(50):
        order = list(listing)
        rng.shuffle(order)
        standing = tuple(order[:rng.randint(1, len(order))])
        _, _, pairs = sampler.round_moves(standing, listing)
        assert [move for move, _ in pairs] == fight.moves(standing)


def test_a_turn_changing_a_pool_its_view_leaves_out_is_refused() -> None:
    """A turn weighed by what it reads (`KeptTurns.local`) keeps only the pools its view
    names; one that changes another pool would carry a stale value onto every state that
    reads the same, so it is refused. Riskbreaker's Fighter, with no Advantage, builds
    some and notes it in its last-build pool: told its turn reads only its Skill Damage
    of itself, weighing the turn fails; told the truth, the turn is weighed."""
    names = _riskbreaker().pool_names
    last_build = names.index("last_build")
    for truthful in (True, False):
        fight = _riskbreaker()
        told = fight.turn_view

        def view(actor: int, target: int, told: object = told, truthful: bool = truthful,
                 ) -> tuple[tuple[int, tuple[int, ...] | None], ...]:
            assert callable(told)
            read = told(actor, target)
            if truthful:
                return read  # type: ignore[no-any-return]
            return tuple((i, tuple(p for p in kept if p != last_build)
                          if i == actor and kept is not None else kept) for i, kept in read)

        fight.turn_view = view  # type: ignore[method-assign]
        sampler = FightSampler(fight)
        _, state, _ = fight.openings()[0][0]
        ledger = fight.ledger
        assert ledger is not None and not any(state[ledger][2])  # nobody has Advantage
        ids = sampler.ids(state)
        aim = fight.aim(state, (0,), ())
        assert aim is not None
        key = sampler.turns.local_key(ids, 0, aim[1], aim[2])
        if truthful:
            local = sampler.turns.local(ids, aim, key, weigh=True)
            assert local is not None and any(
                change.index == 0 for changes in local.changes for change in changes)
        else:
            with pytest.raises(AssertionError, match="changed a pool of fighter 0"):
                sampler.turns.local(ids, aim, key, weigh=True)
