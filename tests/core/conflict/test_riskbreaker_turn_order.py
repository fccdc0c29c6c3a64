"""Riskbreaker's turn order worked out again every round, against an exact recursion
written here from the seed's "Maneuvers" paragraph and the readings the ruleset's notes
state.

Each round, after the round's Advantage gain, the standing fighters act from the highest
skill level down, the skill level being the fight stat less the Skill Damage taken so far
(never below 1); at one level, of different sides, the side holding less Advantage first
(equal Advantage: the side does not decide); then the higher Agility; then a d10 each,
lowest first. The recursion lists every order of the standing fighters and keeps those
that respect these rules, each equally likely (what the d10s give), so it never shares
the engine's way of drawing the next actor one turn at a time. Skill Damage moves
fighters down the order in the middle of a fight; the cases below have ties between
sides, within a side, and left to the dice.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict import turn_order as turn_order_module
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, Policy
from gm_assistant.core.conflict.forecast import (
    FightForecast,
    forecast_fight,
    opening_order,
    turn_orders,
)
from gm_assistant.core.conflict.simulation import simulate
from gm_assistant.core.conflict.turn_order import RoundByRound, each_round
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "riskbreaker"
MAX_ADVANTAGE = 30
MAX_SKILL_DAMAGE = 10
GAIN, DECREASE = 1, 2


@pytest.fixture(scope="module")
def riskbreaker() -> Ruleset:
    return default_registry().get("riskbreaker")


def _fighter(ruleset: Ruleset, sample: str, side: str, name: str | None = None,
             hurt: int = 0, **overrides: object) -> Combatant:
    """A sample character in the fight, with `hurt` boxes of its Kill Damage track
    already marked (a shorter fight to solve)."""
    character = open_character(SAMPLES / f"{sample}.yaml")
    combatant = combatant_of(ruleset, ruleset.model.conflicts["fight"], character, side,
                             overrides, name=name or sample, kind=name or sample)
    slots = tuple(dataclasses.replace(slot, marked=True) if i < hurt else slot
                  for i, slot in enumerate(combatant.slots))
    return dataclasses.replace(combatant, slots=slots)


def _works(effective: int) -> Fraction:
    """A d10 roll: 1 and 2 always work, 10 never, else at most `effective`."""
    return Fraction(sum(1 for roll in range(1, 11)
                        if roll <= 2 or (roll < 10 and roll <= effective)), 10)


@dataclass(frozen=True)
class Side:
    """A side's choices, as the recursion plays them."""

    risk: int = 1
    maneuver: str = "kill"  # or "skill"
    broke: str = "gain"  # or "decrease"


@dataclass(frozen=True)
class Body:
    """A fighter as the recursion knows it: side (0 the party), fight stat, Agility, Kill
    Damage track (as long as the stat) and the Kill Damage it starts with."""

    side: int
    stat: int
    agility: int
    track: int
    hurt: int = 0


def _forecast_by_rules(bodies: list[Body],
                       sides: tuple[Side, Side]) -> tuple[Fraction, Fraction]:
    """P(party wins) and P(both sides out at once), every round's order worked out as
    the module docstring says."""
    count = len(bodies)

    def level(skill_damage: tuple[int, ...], i: int) -> int:
        return max(1, bodies[i].stat - skill_damage[i])

    def out(damage: tuple[int, ...], i: int) -> bool:
        return damage[i] >= bodies[i].track

    def over(damage: tuple[int, ...]) -> bool:
        return any(all(out(damage, i) for i in range(count) if bodies[i].side == side)
                   for side in (0, 1))

    def weakest(damage: tuple[int, ...], skill_damage: tuple[int, ...], side: int) -> int:
        """The standing opponent with the least track left, then the most Skill Damage,
        then the first listed."""
        return min((i for i in range(count) if bodies[i].side == side
                    and not out(damage, i)),
                   key=lambda i: (bodies[i].track - damage[i], -skill_damage[i], i))

    def kill(damage: tuple[int, ...], skill_damage: tuple[int, ...], actor: int,
             amount: int) -> tuple[int, ...]:
        """Kill Damage on the weakest opponent, what it cannot take on the next."""
        hurt = list(damage)
        foe = 1 - bodies[actor].side
        while amount > 0 and not over(tuple(hurt)):
            target = weakest(tuple(hurt), skill_damage, foe)
            room = bodies[target].track - hurt[target]
            hurt[target] += amount
            amount -= room
        return tuple(hurt)

    def turn(state: tuple, actor: int) -> list[tuple[tuple, Fraction]]:
        advantage, damage, skill_damage, counters, last = state
        side = bodies[actor].side
        choice = sides[side]
        stat = level(skill_damage, actor)
        remembered = list(last)
        if advantage[side] >= 1:  # a damage maneuver, paying the Risk
            paid = min(choice.risk, advantage[side])
            paying = list(advantage)
            paying[side] -= paid
            missed = list(paying)
            missed[1 - side] = min(MAX_ADVANTAGE, missed[1 - side] + paid)
            remembered[actor] = 0
            if choice.maneuver == "kill":
                works = _works(stat)
                hit = (tuple(paying), kill(damage, skill_damage, actor, paid), skill_damage)
            else:  # Skill Damage: the Risk adds to the roll, at most 3
                works = _works(stat + min(paid, 3))
                target = weakest(damage, skill_damage, 1 - side)
                lowered = list(skill_damage)
                lowered[target] = min(MAX_SKILL_DAMAGE, lowered[target] + paid)
                hit = (tuple(paying), damage, tuple(lowered))
            return [((*hit, counters, tuple(remembered)), works),
                    ((tuple(missed), damage, skill_damage, counters, tuple(remembered)),
                     1 - works)]
        can_gain = last[actor] != GAIN
        can_decrease = last[actor] != DECREASE and advantage[1 - side] > 0
        decrease = can_decrease and (choice.broke == "decrease" or not can_gain)
        if not decrease and not can_gain:
            remembered[actor] = 0
            return [((advantage, damage, skill_damage, counters, tuple(remembered)),
                     Fraction(1))]
        remembered[actor] = DECREASE if decrease else GAIN
        works = _works(stat)
        results = []
        for worked, p in ((True, works), (False, 1 - works)):
            changed = list(advantage)
            if decrease:
                loser = 1 - side if worked else side
                changed[loser] = max(0, changed[loser] - choice.risk)
            else:
                gainer = side if worked else 1 - side
                changed[gainer] = min(MAX_ADVANTAGE, changed[gainer] + choice.risk)
            results.append(((tuple(changed), damage, skill_damage, counters,
                             tuple(remembered)), p))
        return results

    def orders(advantage: tuple[int, int], damage: tuple[int, ...],
               skill_damage: tuple[int, ...]) -> list[tuple[int, ...]]:
        """The orders the rules allow this round, each as likely as the others."""
        standing = [i for i in range(count) if not out(damage, i)]

        def rank(i: int) -> tuple[int, int, int]:
            side = bodies[i].side
            first = 0 if advantage[0] == advantage[1] else \
                int(advantage[side] > advantage[1 - side])
            return (-level(skill_damage, i), first, -bodies[i].agility)

        return [order for order in itertools.permutations(standing)
                if all(rank(a) <= rank(b) for a, b in itertools.pairwise(order))]

    @cache
    def win(state: tuple) -> tuple[Fraction, Fraction]:
        advantage, damage, skill_damage, counters, last = state
        if over(damage):
            party_out, opposition_out = (
                all(out(damage, i) for i in range(count) if bodies[i].side == side)
                for side in (0, 1))
            return Fraction(int(not party_out)), Fraction(int(party_out and opposition_out))
        standing = [i for i in range(count) if not out(damage, i)]
        totals = [sum(level(skill_damage, i) for i in standing if bodies[i].side == side)
                  for side in (0, 1)]
        sizes = [sum(1 for i in standing if bodies[i].side == side) for side in (0, 1)]
        for side in (0, 1):
            totals[side] += max(0, sizes[side] - sizes[1 - side])
        gained = list(advantage)
        gainer = 0 if totals[0] > totals[1] else 1
        gained[gainer] = min(MAX_ADVANTAGE, gained[gainer] + abs(totals[0] - totals[1]))
        begun = (tuple(gained), damage, skill_damage, counters, last)
        allowed = orders(begun[0], damage, skill_damage)
        wins = draws = Fraction(0)
        for order in allowed:
            spread = [(begun, Fraction(1, len(allowed)))]
            for actor in order:
                following = []
                for current, chance in spread:
                    if over(current[1]) or out(current[1], actor):
                        following.append((current, chance))
                        continue
                    following.extend((after, chance * p) for after, p in turn(current, actor))
                spread = following
            for current, chance in spread:
                advantage, damage, skill_damage, counters, last = current
                if not over(damage):  # a conflict counter each; the third: 1 Kill Damage
                    marked = [c + (0 if out(damage, i) else 1) for i, c in enumerate(counters)]
                    damage = tuple(d + (1 if m >= 3 else 0)
                                   for d, m in zip(damage, marked, strict=True))
                    counters = tuple(0 if m >= 3 else m for m in marked)
                won, drawn = win((advantage, damage, skill_damage, counters, last))
                wins += chance * won
                draws += chance * drawn
        return wins, draws

    return win(((0, 0), tuple(body.hurt for body in bodies), (0,) * count, (0,) * count,
                (0,) * count))


def _bodies(combatants: list[Combatant]) -> list[Body]:
    return [Body(0 if c.side == PARTY else 1, int(str(c.stats["skill"])),
                 int(str(c.stats["agility"])), len(c.slots),
                 sum(slot.marked for slot in c.slots)) for c in combatants]


def _policies(sides: tuple[Side, Side], turns: str = "") -> dict[str, Policy]:
    return {side: Policy(risk=chosen.risk, maneuver=chosen.maneuver, broke=chosen.broke,
                         turns=turns)
            for side, chosen in zip((PARTY, OPPOSITION), sides, strict=True)}


def _solved(ruleset: Ruleset, combatants: list[Combatant], sides: tuple[Side, Side],
            turns: str = "") -> FightForecast:
    forecast = forecast_fight(ruleset, "fight", combatants, _policies(sides, turns))
    assert forecast.exact
    return forecast


def _assert_by_rules(forecast: FightForecast, bodies: list[Body],
                     sides: tuple[Side, Side]) -> None:
    wins, draws = _forecast_by_rules(bodies, sides)
    assert 0 < wins < 1
    assert forecast.p_party_wins == wins
    assert forecast.p_draw == draws


@pytest.mark.parametrize(("ranger", "sides"), [
    # Both at 5: equal Advantage at first, so the Ranger's Agility 5 beats the Fighter's
    # 4; the Ranger's Skill Damage then drops the Fighter below it.
    ({"skill": 5}, (Side(risk=2), Side(risk=1, maneuver="skill"))),
    # Equal Agility too: a d10 each while the sides' Advantage is equal; the side with
    # less Advantage first once it is not.
    ({"skill": 5, "agility": 4}, (Side(risk=1, broke="decrease"),
                                  Side(risk=2, maneuver="skill"))),
    # The Ranger a level below: the Fighter's first Skill Damage makes a tie between the
    # sides.
    ({"skill": 4, "agility": 4}, (Side(risk=1), Side(risk=1, maneuver="skill"))),
])
def test_a_duel_orders_every_round_as_the_rules_say(
        riskbreaker: Ruleset, ranger: dict[str, int], sides: tuple[Side, Side]) -> None:
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=2),
                  _fighter(riskbreaker, "ranger", OPPOSITION, hurt=1, **ranger)]
    bodies = _bodies(combatants)
    assert bodies[0] == Body(0, 5, 4, 5, 2)  # the sample Fighter: Muscle 5, Agility 4
    _assert_by_rules(_solved(riskbreaker, combatants, sides), bodies, sides)


@pytest.mark.parametrize("sides", [
    (Side(risk=1), Side(risk=2, maneuver="skill")),
    (Side(risk=2, broke="decrease"), Side(risk=1, maneuver="skill")),
])
def test_two_against_one_orders_every_round_as_the_rules_say(
        riskbreaker: Ruleset, sides: tuple[Side, Side]) -> None:
    """The Fighter and the Thief tie at level 4 and Agility 3 (the d10 decides between
    them); the Ranger at 5 acts before both until they bring it down, or it drops them
    further; the Advantage decides between the sides at one level."""
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=2, skill=4, agility=3),
                  _fighter(riskbreaker, "thief", PARTY, hurt=1, skill=4, agility=3),
                  _fighter(riskbreaker, "ranger", OPPOSITION, hurt=1)]
    bodies = _bodies(combatants)
    assert bodies == [Body(0, 4, 3, 5, 2), Body(0, 4, 3, 4, 1), Body(1, 5, 5, 5, 1)]
    _assert_by_rules(_solved(riskbreaker, combatants, sides), bodies, sides)


def test_the_order_is_the_default_reading_and_the_fixed_one_is_offered(
        riskbreaker: Ruleset) -> None:
    """Unless the party's policy says otherwise the order is worked out every round; the
    other reading, one order for the fight, is the old one (see
    test_riskbreaker_fight.py, whose recursions play it) and gives another answer here."""
    conflict = riskbreaker.model.conflicts["fight"]
    assert conflict.policies.turns == ["each_round", "fixed"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=2),
                  _fighter(riskbreaker, "ranger", OPPOSITION, hurt=1)]
    sides = (Side(risk=2), Side(risk=1, maneuver="skill"))
    chosen = _solved(riskbreaker, combatants, sides)
    named = _solved(riskbreaker, combatants, sides, "each_round")
    fixed = _solved(riskbreaker, combatants, sides, "fixed")
    assert chosen.p_party_wins == named.p_party_wins != fixed.p_party_wins
    assert any(note.startswith("Turn order: worked out again") for note in chosen.notes)
    assert any(note.startswith("Turn order: fixed") for note in fixed.notes)
    assert each_round(Fight(riskbreaker, conflict, combatants, {}))
    assert not each_round(Fight(riskbreaker, conflict, combatants,
                                {PARTY: Policy(turns="fixed")}))


def test_the_first_rounds_orders(riskbreaker: Ruleset) -> None:
    """`turn_orders` gives the first round's: equal Advantage and level between the
    Fighter (Agility 4) and the Ranger (5), the Ranger first; two alike Guards after
    them, either first."""
    conflict = riskbreaker.model.conflicts["fight"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY),
                  _fighter(riskbreaker, "ranger", PARTY),
                  _fighter(riskbreaker, "fighter", OPPOSITION, "Guard", skill=4, agility=3),
                  _fighter(riskbreaker, "fighter", OPPOSITION, "Guard", skill=4, agility=3)]
    # Totals 10 + 0 against 8: the party gains 2, so it holds more Advantage; no tie
    # between the sides arises (the levels differ), and the Ranger's Agility settles the
    # party's tie.
    assert sorted(turn_orders(riskbreaker, conflict, combatants)) == [
        ((1, 0, 2, 3), Fraction(1, 2)), ((1, 0, 3, 2), Fraction(1, 2))]
    fixed = turn_orders(riskbreaker, conflict, combatants, {PARTY: Policy(turns="fixed")})
    assert fixed == [((0, 1, 2, 3), Fraction(1))]


def test_the_side_with_less_advantage_goes_first(riskbreaker: Ruleset) -> None:
    """At one level, the side holding less Advantage once the round's gain is made acts
    first, whatever the Agility: the party of two at level 3 outnumbers the one at 3 and
    gains 4, so the opposition (Agility 1) acts before both."""
    conflict = riskbreaker.model.conflicts["fight"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY, skill=3, agility=5),
                  _fighter(riskbreaker, "thief", PARTY, skill=3, agility=4),
                  _fighter(riskbreaker, "ranger", OPPOSITION, skill=3, agility=1)]
    fight = Fight(riskbreaker, conflict, combatants, {})
    rounds = RoundByRound(fight)
    assert rounds.orders(fight.start()) == [((2, 0, 1), 1)]
    # With the Advantage the other way round (the opposition holding more once the
    # party's 4 is added), the party goes first, Agility deciding within it.
    ledger = fight.start()[-1]
    ahead = (*fight.start()[:-1], (ledger[0], ledger[1], (0, 9)))
    assert rounds.orders(ahead) == [((0, 1, 2), 1)]


def test_count_equals_lines_with_the_order_each_round(riskbreaker: Ruleset) -> None:
    """Two alike Guards as one line of two (one kind, merged) and as two lines (two
    kinds, never merged) give the same fractions, Skill Damage reordering them."""
    party = [_fighter(riskbreaker, "fighter", PARTY, hurt=1)]
    guard = {"hurt": 3, "skill": 3, "agility": 3}
    counted = [_fighter(riskbreaker, "fighter", OPPOSITION, "Guard", **guard),
               _fighter(riskbreaker, "fighter", OPPOSITION, "Guard", **guard)]
    lines = [_fighter(riskbreaker, "fighter", OPPOSITION, "Guard A", **guard),
             _fighter(riskbreaker, "fighter", OPPOSITION, "Guard B", **guard)]
    sides = (Side(risk=1), Side(risk=1, maneuver="skill"))
    merged = _solved(riskbreaker, party + counted, sides)
    apart = _solved(riskbreaker, party + lines, sides)
    assert merged.p_party_wins == apart.p_party_wins
    assert merged.expected_rounds == apart.expected_rounds
    assert merged.rounds == apart.rounds
    assert merged.p_draw == apart.p_draw
    assert sum(merged.p_out[1:]) == sum(apart.p_out[1:])  # type: ignore[arg-type]
    assert merged.states <= apart.states


def test_the_simulation_draws_the_same_orders(riskbreaker: Ruleset) -> None:
    """The simulation draws each round's ties afresh (`RoundByRound.drawn`): its orders
    come with the chances the exact round gives them, and a whole simulated fight agrees
    with the exact answer within its interval."""
    conflict = riskbreaker.model.conflicts["fight"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY, skill=4, agility=3),
                  _fighter(riskbreaker, "thief", PARTY, skill=4, agility=3),
                  _fighter(riskbreaker, "ranger", OPPOSITION, skill=4, agility=3)]
    fight = Fight(riskbreaker, conflict, combatants, {})
    rounds = RoundByRound(fight)
    start = fight.start()
    exact = dict(rounds.orders(start))
    # Levels all 4; the party outnumbers and gains 5, so the Ranger acts first; the two
    # of the party are tied on Agility.
    assert exact == {(2, 0, 1): Fraction(1, 2), (2, 1, 0): Fraction(1, 2)}
    rng = random.Random(5)
    drawn = [rounds.drawn(start, rng) for _ in range(2000)]
    assert set(drawn) == set(exact)
    assert 900 < drawn.count((2, 0, 1)) < 1100  # binomial(2000, 1/2): 4.5 sd either side
    sides = (Side(risk=1), Side(risk=2, maneuver="skill"))
    solved = _solved(riskbreaker, combatants, sides)
    tally = simulate(Fight(riskbreaker, conflict, combatants, _policies(sides)),
                     fight.openings()[0], fights=4000, seed=3)
    share = tally.party_wins / tally.fights
    assert abs(share - float(solved.p_party_wins)) < 4.5 * (0.25 / tally.fights) ** 0.5


def test_the_table_seats_the_opening_order_only_when_it_is_certain(
        riskbreaker: Ruleset, monkeypatch: pytest.MonkeyPatch) -> None:
    """`opening_order` (the order the Table seats a fight in): the first round's order
    when no dice are needed, None when they are, found without listing the orders of a
    tie (twelve alike Pikes would have 12! of them)."""
    conflict = riskbreaker.model.conflicts["fight"]
    party = [_fighter(riskbreaker, "fighter", PARTY), _fighter(riskbreaker, "ranger", PARTY)]
    guard = _fighter(riskbreaker, "fighter", OPPOSITION, "Guard", skill=4, agility=3)
    assert opening_order(riskbreaker, conflict, [*party, guard]) == (1, 0, 2)
    assert opening_order(riskbreaker, conflict, [*party, guard],
                         {PARTY: Policy(turns="fixed")}) == (0, 1, 2)

    def listed(group: object) -> list[tuple[int, ...]]:
        raise AssertionError("the orders of a tie were listed")

    monkeypatch.setattr(turn_order_module, "_arrangements", listed)
    pikes = [_fighter(riskbreaker, "fighter", OPPOSITION, "Pike", skill=1, agility=2)
             for _ in range(12)]
    assert opening_order(riskbreaker, conflict, [*party, *pikes]) is None


def test_a_simulated_round_comes_as_often_as_the_exact_round_says(
        riskbreaker: Ruleset) -> None:
    """The simulation's round (a drawn order played by `FightSampler.round`, as
    `simulate` plays it) against the exact round worked out a turn at a time. The
    Fighter and the Thief tie (level 3, Agility 3: the dice order them) after the Ranger;
    the party's 2 Advantage pays the first one's Risk, so the second gains Advantage
    instead and remembers it: which of them does is the order's doing. Every ended state
    met is one the exact round gives, and each fighter's state after the round comes
    about as often as the exact chance says (a 99.99% bound on each)."""
    from collections import Counter

    from gm_assistant.core.conflict.sampling import FightSampler

    rounds_played = 4_000
    z9999 = 3.8906  # two-sided 99.99% quantile of the standard normal
    conflict = riskbreaker.model.conflicts["fight"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=3, skill=3, agility=3),
                  _fighter(riskbreaker, "thief", PARTY, hurt=2, skill=3, agility=3),
                  _fighter(riskbreaker, "ranger", OPPOSITION, hurt=4)]
    fight = Fight(riskbreaker, conflict, combatants,
                  {PARTY: Policy(risk=2), OPPOSITION: Policy(risk=1)})
    rounds = RoundByRound(fight)
    listing = tuple(range(len(combatants)))
    start = fight.start()  # 3 + 3 + 1 against 5: the party gains 2
    assert rounds.orders(start) == [((2, 0, 1), Fraction(1, 2)), ((2, 1, 0), Fraction(1, 2))]
    exact = dict(rounds.round(start))
    sampler = FightSampler(fight)
    rng = random.Random(11)
    counts: Counter[tuple] = Counter()
    for _ in range(rounds_played):
        ended, _spent = sampler.round(start, rounds.drawn(start, rng), rng)
        if fight.is_over(ended):
            ended = tuple((fighter[0], 0, ()) for fighter in ended)
        counts[fight.canonical(ended, listing)] += 1
    assert set(counts) <= set(exact)
    assert len(exact) > 4
    for index in range(len(start)):
        marginal: dict[object, float] = {}
        for ended, chance in exact.items():
            marginal[ended[index]] = marginal.get(ended[index], 0.0) + float(chance)
        seen: Counter[object] = Counter()
        for ended, count in counts.items():
            seen[ended[index]] += count
        for key, p in marginal.items():
            bound = z9999 * (p * (1 - p) / rounds_played) ** 0.5 + 1 / rounds_played
            assert abs(seen[key] / rounds_played - p) <= bound, (index, key, p)


def test_a_simulated_move_is_kept_by_who_moves_not_by_the_order_drawn(
        riskbreaker: Ruleset) -> None:
    """The Ranger acts first in both orders the dice may give this round (the Fighter
    and the Thief tie behind it): its move from the round's start, with nobody attacked
    yet, is one move whichever order was drawn, met twice in two rounds and kept once
    (its count of plays is 2, under one key); the tied fighters' moves are their own."""
    from gm_assistant.core.conflict.sampling import WEIGH_AFTER, FightSampler

    assert WEIGH_AFTER > 2  # else the move would be weighed whole, not counted
    conflict = riskbreaker.model.conflicts["fight"]
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=3, skill=3, agility=3),
                  _fighter(riskbreaker, "thief", PARTY, hurt=2, skill=3, agility=3),
                  _fighter(riskbreaker, "ranger", OPPOSITION, hurt=4)]
    fight = Fight(riskbreaker, conflict, combatants,
                  {PARTY: Policy(risk=2), OPPOSITION: Policy(risk=1)})
    listing = tuple(range(len(combatants)))
    start = fight.start()
    sampler = FightSampler(fight)
    rng = random.Random(5)
    for order in ((2, 0, 1), (2, 1, 0)):
        sampler.round(start, order, rng, listing)
    begun, _ = sampler.begin(sampler.ids(start))
    ranger_first = (begun, sampler.movers[(2,)], 0, 0)
    assert sampler.visits[ranger_first] == 2
    assert sorted(sampler.movers) == [(0,), (1,), (2,)]
    assert [key for key in sampler.visits if key[0] == begun] == [ranger_first]


def test_an_encounter_file_keeps_the_turn_order_reading() -> None:
    """`turns: fixed` in a file reaches the engine and is written back; a file that
    names none gets the ruleset's default and writes nothing; a reading the encounter
    does not know is refused at its line."""
    from gm_assistant.core.conflict.encounter import (
        EncounterError,
        dump_encounter,
        load_encounter,
    )

    text = ("ruleset: riskbreaker\nname: Bridge\nparty:\n  - {character: fighter}\n"
            "opposition:\n  - {template: guard}\npolicies:\n  party: {turns: fixed}\n")
    encounter, _ = load_encounter(text.encode(), "bridge.yaml")
    assert encounter.policy("party").turns == "fixed"
    again, _ = load_encounter(dump_encounter(encounter), "again.yaml")
    assert again.policy("party").turns == "fixed"
    plain, _ = load_encounter(text.replace("  party: {turns: fixed}\n", "").replace(
        "policies:\n", "").encode(), "plain.yaml")
    assert plain.policy("party").turns == ""
    assert b"turns" not in dump_encounter(plain)
    with pytest.raises(EncounterError) as caught:
        load_encounter(text.replace("turns: fixed", "turns: shuffled").encode(), "bad.yaml")
    assert any(problem.line == 8 and "turns" in problem.message
               for problem in caught.value.problems)


def test_a_round_drawn_a_turn_at_a_time_equals_every_order_played_whole(
        riskbreaker: Ruleset) -> None:
    """Three of the party tie (level 3, Agility 3): the round worked out by drawing the
    next of them a turn at a time equals the mean of the six orders each played whole
    by the fixed-order round (`Fight.round`), from the start and from every state the
    first round leaves."""
    conflict = riskbreaker.model.conflicts["fight"]
    tie = {"skill": 3, "agility": 3}
    combatants = [_fighter(riskbreaker, "fighter", PARTY, hurt=3, **tie),
                  _fighter(riskbreaker, "thief", PARTY, hurt=2, **tie),
                  _fighter(riskbreaker, "ranger", PARTY, hurt=3, **tie),
                  _fighter(riskbreaker, "mage", OPPOSITION, hurt=1)]
    fight = Fight(riskbreaker, conflict, combatants,
                  {PARTY: Policy(risk=2, broke="decrease"), OPPOSITION: Policy(risk=1)})
    rounds = RoundByRound(fight)
    listing = tuple(range(len(combatants)))
    start = fight.start()
    compared = 0
    for state in [start, *(s for s, _ in rounds.round(start) if not fight.is_over(s))]:
        orders = rounds.orders(state)
        whole: dict[tuple, Fraction] = {}
        for order, chance in orders:
            for ended, p in fight.round(state, order):
                key = fight.canonical(ended, listing)
                whole[key] = whole.get(key, Fraction(0)) + Fraction(chance) * Fraction(p)
        assert {s: Fraction(p) for s, p in rounds.round(state)} == whole
        compared += 1
    assert compared > 3
    assert len(rounds.orders(start)) == 6
