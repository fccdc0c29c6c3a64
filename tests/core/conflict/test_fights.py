"""Fight forecasts against brute-force recursions over the fight written here.

Each recursion follows the rulebook's procedure as the ruleset notes read it, with its own
dice enumeration (4dF by hand) or the single-roll odds of the check (audited elsewhere
against the printed charts), its own spending loop, its own absorption rule and its own
handling of rounds where nothing changes (a geometric series), never the engine's chain.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import FightForecast, pair_odds
from gm_assistant.core.conflict.forecast import forecast_fight as _forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"



def forecast_fight(*args: Any, **kwargs: Any) -> FightForecast:
    """The forecast (whether it is exact depends on counts only, never on the time)."""
    return _forecast_fight(*args, **kwargs)

@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


@pytest.fixture(scope="module")
def adom() -> Ruleset:
    return default_registry().get("adom")


def _fighter(ruleset: Ruleset, conflict: str, sample: str, side: str, name: str,
             **overrides: object) -> Combatant:
    character = open_character(SAMPLES / ruleset.id / f"{sample}.yaml")
    return combatant_of(ruleset, ruleset.model.conflicts[conflict], character, side,
                        overrides, name=name, kind=name.rstrip("0123456789 "))


# -- MAoFA: one-shot fights with the luck economy -----------------------------------------

# The one-shot fights' recursions (turn order, luck, several attackers, combining forces)
# are in test_maofa_fight.py, written from the book's charts.


def test_combining_forces_changes_the_odds(maofa: Ruleset) -> None:
    """Joining in makes each roll easier but needs every roll to succeed: the forecast
    of the same fight moves."""
    heroes = [_fighter(maofa, "fight", "margot-delacroix", PARTY, f"Hero {i + 1}",
                       fighting="A", defence="A", luck=0) for i in range(2)]
    brute = _fighter(maofa, "fight", "margot-delacroix", OPPOSITION, "Brute", fighting="S",
                     defence="P", luck=0)
    alone = forecast_fight(maofa, "fight", [*heroes, brute], {PARTY: Policy(spend="never")})
    joint = forecast_fight(maofa, "fight", [*heroes, brute],
                           {PARTY: Policy(spend="never", team="together")})
    assert alone.p_party_wins != joint.p_party_wins


# -- AdOM (Fate): exchanges against active defence, stress and consequences ---------------

FATE = [sum(dice) for dice in itertools.product((-1, 0, 1), repeat=4)]


@cache
def _fate_attack(attack: int, defend: int, invokes: int, defences: int = 0,
                 ) -> dict[tuple[int, int, int], Fraction]:
    """(shifts of the hit or 0, invokes the attacker spent, invokes the defender spent)
    -> chance: 4dF + attack against the target's 4dF + defend, each side invoking (+2,
    at most `invokes` and `defences`) only when that turns the result round, the fewest
    that do, answering each other (see `_exchange`)."""
    found: dict[tuple[int, int, int], Fraction] = {}
    each = Fraction(1, len(FATE) ** 2)
    for mine, theirs in itertools.product(FATE, FATE):
        assert -6 <= theirs + defend + 2 * defences <= 12  # no clamping in these fights
        margin, spent, defended = _exchange(mine + attack - theirs - defend, invokes,
                                            defences)
        key = (max(margin, 0), spent, defended)
        found[key] = found.get(key, Fraction(0)) + each
    return found


def _exchange(margin: int, invokes: int, defences: int) -> tuple[int, int, int]:
    """(final margin, attacker's invokes, defender's invokes) in closed form: the side
    the margin goes against (a hit from 1 up) pays the fewest +2 that turn it round; from
    then on the margin sits at 1 or 2 against 0 or -1 and each answer costs one, so the
    side with more left wins the exchange."""
    if margin >= 1:
        first = (margin + 1) // 2
        if first > defences:
            return margin, 0, 0
        if invokes > defences - first:
            return margin - 2 * first + 2, defences - first + 1, defences
        return margin - 2 * first, invokes, first + invokes
    first = (2 - margin) // 2
    if first > invokes:
        return margin, 0, 0
    if defences > invokes - first:
        return margin + 2 * first - 2, invokes, invokes - first + 1
    return margin + 2 * first, first + defences, defences


@cache
def _cheapest(free: tuple[tuple[str, int], ...], shifts: int) -> tuple[int, ...] | None:
    """The slots (by position in `free`) the Table offers first for a hit: covering it,
    at most one stress box, no slot to spare, least consequence then least stress used,
    then least waste and fewest slots; None when nothing covers it (taken out)."""
    best = None
    for size in range(1, len(free) + 1):
        for chosen in itertools.combinations(range(len(free)), size):
            kinds = [free[i][0] for i in chosen]
            if kinds.count("stress") > 1:
                continue
            total = sum(free[i][1] for i in chosen)
            if total < shifts or any(total - free[i][1] >= shifts for i in chosen):
                continue
            cost = (sum(free[i][1] for i in chosen if free[i][0] == "consequence"),
                    sum(free[i][1] for i in chosen if free[i][0] == "stress"),
                    total - shifts, size)
            if best is None or cost < best[0]:
                best = (cost, chosen)
    return None if best is None else best[1]


def _fate_duel(a: tuple[int, int, tuple[tuple[str, int], ...], int, int],
               b: tuple[int, int, tuple[tuple[str, int], ...], int, int]) -> Fraction:
    """P(a wins): fighters (attack, defend, slots, fate points, aspects); a acts first."""
    def hit(slots: tuple[tuple[str, int], ...], used: frozenset[int], shifts: int,
            ) -> frozenset[int] | None:
        if shifts == 0:
            return used
        free = tuple(i for i in range(len(slots)) if i not in used)
        chosen = _cheapest(tuple(slots[i] for i in free), shifts)
        return None if chosen is None else used | {free[i] for i in chosen}

    @cache
    def value(used_a: frozenset[int], used_b: frozenset[int], fp_a: int, fp_b: int,
              ) -> Fraction:
        state = [used_a, used_b]
        wins = Fraction(0)
        going: dict[tuple[frozenset[int], frozenset[int], int, int], Fraction] = {}
        for (s1, k1, d1), p1 in _fate_attack(a[0], b[1], min(fp_a, a[4]),
                                             min(fp_b, b[4])).items():
            after_b = hit(b[2], state[1], s1)
            if after_b is None:
                wins += p1
                continue
            left_a, left_b = fp_a - k1, fp_b - d1
            for (s2, k2, d2), p2 in _fate_attack(b[0], a[1], min(left_b, b[4]),
                                                 min(left_a, a[4])).items():
                after_a = hit(a[2], state[0], s2)
                if after_a is None:
                    continue
                key = (after_a, after_b, left_a - d2, left_b - k2)
                going[key] = going.get(key, Fraction(0)) + p1 * p2
        stay = going.pop((used_a, used_b, fp_a, fp_b), Fraction(0))
        total = wins + sum((p * value(*key) for key, p in going.items()), Fraction(0))
        return total / (1 - stay)

    return value(frozenset(), frozenset(), a[3], b[3])


SHARK = (("stress", 1), ("stress", 2))
PC = (("stress", 1), ("stress", 2), ("stress", 3), ("consequence", 2), ("consequence", 4),
      ("consequence", 6))


def test_fate_mook_duel_matches_a_recursion(adom: Ruleset) -> None:
    shark = _fighter(adom, "conflict", "sky-shark", PARTY, "Shark", attack=2, defend=1)
    other = _fighter(adom, "conflict", "sky-shark", OPPOSITION, "Rival", attack=1, defend=0)
    forecast = forecast_fight(adom, "conflict", [shark, other])
    assert forecast.exact
    assert forecast.p_party_wins == _fate_duel((2, 1, SHARK, 0, 0), (1, 0, SHARK, 0, 0))


@pytest.mark.parametrize(("fate_points", "aspects"), [(0, 0), (2, 1), (3, 2)])
def test_fate_pc_with_fate_points_against_a_mook_matches_a_recursion(
        adom: Ruleset, fate_points: int, aspects: int) -> None:
    pc = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail", attack=1, defend=1,
                  fate_points=fate_points, aspects=aspects)
    shark = _fighter(adom, "conflict", "sky-shark", OPPOSITION, "Shark", attack=3, defend=2,
                     speed=-2)
    forecast = forecast_fight(adom, "conflict", [pc, shark])
    assert forecast.exact
    expected = _fate_duel((1, 1, PC, fate_points, aspects), (3, 2, SHARK, 0, 0))
    assert forecast.p_party_wins == expected
    assert forecast.p_out[1] == expected


@pytest.mark.parametrize("side", [PARTY, OPPOSITION])
def test_fate_fighters_who_absorb_with_stress_only_match_a_recursion(adom: Ruleset,
                                                                    side: str) -> None:
    """A side whose policy is `absorb: first` takes hits with its stress boxes only: a
    fighter who would rather be taken out than take a consequence fights as if it had
    none (the recursion is given the stress boxes alone)."""
    pc = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail", attack=1, defend=1,
                  fate_points=2, aspects=1)
    rival = _fighter(adom, "conflict", "abigail-zhao", OPPOSITION, "Rival", attack=2,
                     defend=1, fate_points=0, speed=-2)
    forecast = forecast_fight(adom, "conflict", [pc, rival], {side: Policy(absorb="first")})
    assert forecast.exact
    stress_only = PC[:3]
    ours = stress_only if side == PARTY else PC
    theirs = stress_only if side == OPPOSITION else PC
    assert forecast.p_party_wins == _fate_duel((1, 1, ours, 2, 1), (2, 1, theirs, 0, 0))
    assert forecast.p_party_wins != forecast_fight(adom, "conflict", [pc, rival]).p_party_wins


def test_fate_duel_with_invocations_on_both_sides_matches_a_recursion(adom: Ruleset,
                                                                     ) -> None:
    """Both characters invoke, attacking and defending, and take consequences."""
    pc = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail", attack=1, defend=1,
                  fate_points=2, aspects=1)
    rival = _fighter(adom, "conflict", "abigail-zhao", OPPOSITION, "Rival", attack=2,
                     defend=1, fate_points=1, aspects=1, speed=-2)
    forecast = forecast_fight(adom, "conflict", [pc, rival])
    assert forecast.exact
    assert forecast.p_party_wins == _fate_duel((1, 1, PC, 2, 1), (2, 1, PC, 1, 1))


def test_pair_odds_of_a_fate_attack(adom: Ruleset) -> None:
    pc = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail", attack=2,
                  fate_points=0)
    shark = _fighter(adom, "conflict", "sky-shark", OPPOSITION, "Shark", defend=1)
    pair = pair_odds(adom, "conflict", [pc, shark], 0, 1)
    shifts = _fate_attack(2, 1, 0)
    p_hit = sum((p for (s, _, _), p in shifts.items() if s > 0), Fraction(0))
    assert pair.p_hit == p_hit
    assert pair.harm == {s: p / p_hit for (s, _, _), p in sorted(shifts.items()) if s > 0}
    # Attacks until out, the shark not fighting back: its two boxes, then any hit.
    @cache
    def attacks(used: frozenset[int]) -> Fraction:
        going: dict[frozenset[int], Fraction] = {}
        for (s, _, _), p in shifts.items():
            if s == 0:
                going[used] = going.get(used, Fraction(0)) + p
                continue
            free = tuple(i for i in range(2) if i not in used)
            chosen = _cheapest(tuple(SHARK[i] for i in free), s)
            if chosen is not None:
                after = used | {free[i] for i in chosen}
                going[after] = going.get(after, Fraction(0)) + p
        stay = going.pop(used, Fraction(0))
        return (1 + sum((p * attacks(k) for k, p in going.items()), Fraction(0))) / (1 - stay)

    assert pair.expected_attacks == attacks(frozenset())


def test_interchangeable_mooks_share_their_chance_of_going_down(maofa: Ruleset) -> None:
    hero = _fighter(maofa, "fight", "margot-delacroix", PARTY, "Margot", fighting="S")
    mooks = [_fighter(maofa, "fight", "margot-delacroix", OPPOSITION, f"Goon {i}", luck=0)
             for i in range(3)]
    forecast = forecast_fight(maofa, "fight", [hero, *mooks])
    assert forecast.exact
    assert len(set(forecast.p_out[1:])) == 1


def test_a_fight_too_large_is_an_estimate_with_its_margin(adom: Ruleset) -> None:
    from gm_assistant.core.conflict.simulation import SIMULATED_FIGHTS

    party = [_fighter(adom, "conflict", "abigail-zhao", PARTY, f"Hero {i}") for i in range(2)]
    sharks = [_fighter(adom, "conflict", "sky-shark", OPPOSITION, f"Shark {i}", attack=2)
              for i in range(3)]
    forecast = forecast_fight(adom, "conflict", [*party, *sharks], max_states=50)
    assert not forecast.exact and forecast.final
    assert forecast.fights == forecast.planned == SIMULATED_FIGHTS
    assert 0 < forecast.p_party_wins.margin <= 0.01  # type: ignore[union-attr]
    # Nobody on the party side ever fell in these fights, or every one did: the interval
    # still has a width (Wilson's), never "0.0% ± 0.0%".
    for chance in forecast.p_out:
        assert chance.margin > 0  # type: ignore[union-attr]


@pytest.mark.parametrize(("ours", "theirs"), [(2, 2), (3, 1), (0, 2)])
def test_fate_contest_matches_a_recursion(adom: Ruleset, ours: int, theirs: int) -> None:
    from gm_assistant.core.conflict.contest import forecast_contest

    runner = _fighter(adom, "contest", "abigail-zhao", PARTY, "Abigail", skill=ours)
    slower = _fighter(adom, "contest", "abigail-zhao", PARTY, "Slow", skill=ours - 1)
    rival = _fighter(adom, "contest", "sky-shark", OPPOSITION, "Shark", skill=theirs)
    forecast = forecast_contest(adom, "contest", [slower, runner, rival])
    assert forecast.party.name == "Abigail"  # the side's best at the stat rolls
    marks: dict[tuple[int, int], Fraction] = {}
    for mine, other in itertools.product(FATE, FATE):
        margin = mine - other + ours - theirs
        key = (2 if margin >= 3 else 1 if margin >= 1 else 0,
               2 if margin <= -3 else 1 if margin <= -1 else 0)
        marks[key] = marks.get(key, Fraction(0)) + Fraction(1, 6561)

    @cache
    def value(a: int, b: int) -> Fraction:
        if a >= 3:
            return Fraction(1)
        if b >= 3:
            return Fraction(0)
        stay = marks.get((0, 0), Fraction(0))
        moving = sum((p * value(a + x, b + y) for (x, y), p in marks.items() if (x, y) != (0, 0)),
                     Fraction(0))
        return moving / (1 - stay)

    assert forecast.p_party_wins == value(0, 0)
    assert sum(forecast.exchanges.values(), Fraction(0)) + forecast.exchanges_beyond == 1


# -- Lady Luck: two attacks a turn, injury rolls for PCs, limits for NPCs -----------------

def _d6_at_least(threshold: int) -> Fraction:
    return Fraction(sum(1 for face in range(1, 7) if face >= threshold), 6)


@pytest.mark.parametrize(("limit", "itm", "start"), [(1, 0, 0), (2, 1, 1), (3, 0, 2)])
def test_lady_luck_duel_matches_a_recursion(limit: int, itm: int, start: int) -> None:
    ruleset = default_registry().get("lady_luck")
    wren = _fighter(ruleset, "fight", "wren-ashdown", PARTY, "Wren", itm=itm,
                    injuries=start)
    character = new_character(ruleset, "npc", "Goblin")
    goblin = combatant_of(ruleset, ruleset.model.conflicts["fight"], character, OPPOSITION,
                          {"size": "small", "attack": 0, "injury_limit": limit, "itm": 1},
                          name="Goblin")
    # The "reach" reading of the limit (both readings: test_lady_luck_fight.py).
    forecast = forecast_fight(ruleset, "fight", [wren, goblin],
                              {OPPOSITION: Policy(limit="reach")})
    assert forecast.exact
    # Wren: attack +1 (Weapon), Defense 3 (medium) + 1, Constitution +1; the goblin: small
    # (Defense 4), attack +0, knife ITM 1, dies at `limit` injuries.
    wren_hits = _d6_at_least(4 - 1)
    goblin_hits = _d6_at_least(4 - 0)

    def survives(injuries: int) -> Fraction:  # Wren's injury roll: d6 + 1 >= 1 + 1 + inj
        return _d6_at_least(1 + 1 + injuries - 1)

    @cache
    def value(wren_injuries: int, goblin_injuries: int) -> tuple[Fraction, Fraction]:
        """(P(Wren wins), P(Wren is killed)) at the start of a round."""
        # Wren's two attacks.
        states = {(wren_injuries, goblin_injuries, False): Fraction(1)}
        for _ in range(2):
            after: dict[tuple[int, int, bool], Fraction] = {}
            for (w, g, done), p in states.items():
                if done:
                    after[(w, g, done)] = after.get((w, g, done), Fraction(0)) + p
                    continue
                hit = (w, g + 1, g + 1 >= limit)
                after[hit] = after.get(hit, Fraction(0)) + p * wren_hits
                after[(w, g, False)] = after.get((w, g, False), Fraction(0)) + p * (1 - wren_hits)
            states = after
        win = sum((p for (_, _, done), p in states.items() if done), Fraction(0))
        dead = Fraction(0)
        going: dict[tuple[int, int], Fraction] = {}
        for (w, g, done), p in states.items():
            if done:
                continue
            lives = {w: Fraction(1)}
            for _ in range(2):  # the goblin's two attacks
                following: dict[int, Fraction] = {}
                for injuries, q in lives.items():
                    following[injuries] = following.get(injuries, Fraction(0)) + q * (
                        1 - goblin_hits)
                    if survives(injuries):
                        following[injuries + 1] = following.get(injuries + 1, Fraction(0)) \
                            + q * goblin_hits * survives(injuries)
                    dead += p * q * goblin_hits * (1 - survives(injuries))
                lives = following
            for injuries, q in lives.items():
                going[(injuries, g)] = going.get((injuries, g), Fraction(0)) + p * q
        stay = going.pop((wren_injuries, goblin_injuries), Fraction(0))
        later = [(p, value(*key)) for key, p in going.items()]
        wins = (win + sum((p * v[0] for p, v in later), Fraction(0))) / (1 - stay)
        killed = (dead + sum((p * v[1] for p, v in later), Fraction(0))) / (1 - stay)
        return wins, killed

    wins, killed = value(start, 0)
    assert forecast.p_party_wins == wins
    assert forecast.p_killed[0] == killed
    assert forecast.p_out[0] == 1 - wins


# -- Riskbreaker: Advantage, Risk, Kill Damage and conflict counters ----------------------

def _riskbreaker_fighters(count: int, stat: int) -> list[Combatant]:
    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    return [combatant_of(ruleset, conflict, new_character(ruleset, "guard", "Pike"),
                         OPPOSITION, {"skill": stat}, name=f"Pike {i}", kind="pike")
            for i in range(count)]


@pytest.mark.parametrize(("pikes", "gain"), [(2, 0), (3, 3)])
def test_riskbreaker_advantage_matches_the_rulebook_example(pikes: int, gain: int) -> None:
    """One M5 sword against two M2 pikes: 5 against 2 + 2 + 1 for outnumbering, nobody
    gains; a third pike makes it 8 against 5, three a round for the pikes."""
    from gm_assistant.core.conflict.fight import Fight

    ruleset = default_registry().get("riskbreaker")
    sword = _fighter(ruleset, "fight", "fighter", PARTY, "Sword")
    assert sword.stats["skill"] == 5
    fight = Fight(ruleset, ruleset.model.conflicts["fight"],
                  [sword, *_riskbreaker_fighters(pikes, 2)], {})
    after = fight.maneuvers.gain_advantage(fight.start())
    assert after[-1][2] == (0, gain)


def _d10_works(stat: int) -> Fraction:
    return Fraction(sum(1 for face in range(1, 11)
                        if face <= 2 or (face < 10 and face <= stat)), 10)


def _riskbreaker_duel(stats: tuple[int, int], tracks: tuple[int, int],
                      risks: tuple[int, int], maneuvers: tuple[str, str],
                      broke: tuple[str, str], members: tuple[int, int] = (1, 1)) -> Fraction:
    """P(the first fighter wins) by the conflict flow as the ruleset's notes read it:
    Advantage each round from the effective skill levels, Risk paid for Kill or Skill
    Damage, failures feeding the other side, Gain or Decrease Advantage when broke (never
    the same one twice in a row; with neither allowed, a turn without effect), conflict
    counters every round. The first acts first when its starting skill is not lower: the
    `fixed` reading of the turn order (the rules' order worked out every round is checked
    in test_riskbreaker_turn_order.py).
    A group of `members` characters (the rulesets' reading of groups) counts each of
    them standing for Advantage and outnumbering and establishes the Risk for each (at
    most 3 each); one leaves each time a row of its track (track / members) fills."""
    first = 0 if stats[0] >= stats[1] else 1
    gained, decreased = 1, 2

    def many(who: int, kill: tuple[int, int]) -> int:
        if members[who] == 1:
            return 1
        return max(1, members[who] - kill[who] // (tracks[who] // members[who]))

    def skill(who: int, hurt: tuple[int, int]) -> int:
        return max(1, stats[who] - hurt[who])

    def put(pair: tuple[int, int], who: int, value: int) -> tuple[int, int]:
        return (value, pair[1]) if who == 0 else (pair[0], value)

    @cache
    def value(adv: tuple[int, int], kill: tuple[int, int], hurt: tuple[int, int],
              last: tuple[int, int], counters: int) -> Fraction:
        counts = (many(0, kill), many(1, kill))
        gain = (skill(0, hurt) * counts[0] + max(counts[0] - counts[1], 0)
                - skill(1, hurt) * counts[1] - max(counts[1] - counts[0], 0))
        adv = (min(30, adv[0] + max(gain, 0)), min(30, adv[1] + max(-gain, 0)))
        ways = [(adv, kill, hurt, last, Fraction(1))]
        for actor in (first, 1 - first):
            other = 1 - actor
            following = []
            for a, k, h, m, p in ways:
                if k[0] >= tracks[0] or k[1] >= tracks[1]:
                    following.append((a, k, h, m, p))
                    continue
                stat = skill(actor, h)
                n = many(actor, k)
                if a[actor] >= 1:  # pays Risk for damage; may follow any maneuver
                    r = min(risks[actor] * n, 3 * n, a[actor])
                    paid = put(a, actor, a[actor] - r)
                    lost = put(paid, other, min(30, paid[other] + r))
                    m0 = put(m, actor, 0)
                    if maneuvers[actor] == "skill":
                        works = _d10_works(stat + min(r, 3))
                        hit = put(h, other, min(10, h[other] + r))
                        following.append((paid, k, hit, m0, p * works))
                    else:
                        works = _d10_works(stat)
                        following.append((paid, put(k, other, k[other] + r), h, m0,
                                          p * works))
                    following.append((lost, k, h, m0, p * (1 - works)))
                    continue
                works = _d10_works(stat)
                r = risks[actor] * n
                can_gain = m[actor] != gained
                can_decrease = m[actor] != decreased and a[other] > 0
                decrease = can_decrease and (broke[actor] == "decrease" or not can_gain)
                if not decrease and not can_gain:
                    following.append((a, k, h, put(m, actor, 0), p))
                elif decrease:
                    mark = put(m, actor, decreased)
                    following.append((put(a, other, max(0, a[other] - r)), k, h, mark,
                                      p * works))
                    following.append((put(a, actor, max(0, a[actor] - r)), k, h, mark,
                                      p * (1 - works)))
                else:
                    mark = put(m, actor, gained)
                    following.append((put(a, actor, min(30, a[actor] + r)), k, h, mark,
                                      p * works))
                    following.append((put(a, other, min(30, a[other] + r)), k, h, mark,
                                      p * (1 - works)))
            ways = following
        total = Fraction(0)
        for a, k, h, m, p in ways:
            if k[1] >= tracks[1]:
                total += p
                continue
            if k[0] >= tracks[0]:
                continue
            marked = counters + 1
            if marked == 3:  # the third counter: one Kill Damage each, counters cleared
                k = (k[0] + 1, k[1] + 1)
                marked = 0
                if k[1] >= tracks[1] and k[0] < tracks[0]:
                    total += p
                    continue
                if k[0] >= tracks[0] or k[1] >= tracks[1]:
                    continue
            total += p * value(a, k, h, m, marked)  # kill damage or counters always grow
        return total

    return value((0, 0), (0, 0), (0, 0), (0, 0), 0)


@pytest.mark.parametrize(("risk", "guard"), [(1, 4), (2, 4), (2, 5)])
def test_riskbreaker_duel_matches_a_recursion(risk: int, guard: int) -> None:
    ruleset = default_registry().get("riskbreaker")
    sword = _fighter(ruleset, "fight", "fighter", PARTY, "Sword")  # skill 5, track 5
    [foe] = _riskbreaker_fighters(1, guard)
    forecast = forecast_fight(ruleset, "fight", [sword, foe],
                              {PARTY: Policy(risk=risk, turns="fixed"),
                               OPPOSITION: Policy(risk=1)})
    assert forecast.exact
    assert forecast.p_party_wins == _riskbreaker_duel(
        (5, guard), (5, len(foe.slots)), (risk, 1), ("kill", "kill"), ("gain", "gain"))


def _riskbreaker_group(members: int, muscle: int) -> Combatant:
    ruleset = default_registry().get("riskbreaker")
    group = new_character(ruleset, "group", "Pikes")
    group.values.update({"members": members, "muscle": muscle})
    return combatant_of(ruleset, ruleset.model.conflicts["fight"], group, OPPOSITION,
                        name="Pikes", kind="pikes")


def test_a_group_of_three_pikes_gains_the_advantage_three_pikes_would() -> None:
    """The book's example again, with the three M2 pikes on one group sheet: 5 against
    2 + 2 + 2 and 2 for outnumbering, three a round for the pikes."""
    from gm_assistant.core.conflict.fight import Fight

    ruleset = default_registry().get("riskbreaker")
    sword = _fighter(ruleset, "fight", "fighter", PARTY, "Sword")
    group = _riskbreaker_group(3, 2)
    assert group.members == 3 and group.stats["skill"] == 2 and len(group.slots) == 6
    fight = Fight(ruleset, ruleset.model.conflicts["fight"], [sword, group], {})
    assert fight.maneuvers.gain_advantage(fight.start())[-1][2] == (0, 3)


@pytest.mark.parametrize(("members", "risk"), [(2, 1), (3, 1), (3, 2)])
def test_riskbreaker_group_duel_matches_a_recursion(members: int, risk: int) -> None:
    """A sword against a group of pikes acting as one: Advantage per character standing,
    the group's Risk for each of them (at most 3 each), one leaving per row of damage."""
    ruleset = default_registry().get("riskbreaker")
    sword = _fighter(ruleset, "fight", "fighter", PARTY, "Sword")  # skill 5, track 5
    group = _riskbreaker_group(members, 2)
    forecast = forecast_fight(ruleset, "fight", [sword, group],
                              {PARTY: Policy(risk=1, turns="fixed"),
                               OPPOSITION: Policy(risk=risk)})
    assert forecast.exact
    assert forecast.p_party_wins == _riskbreaker_duel(
        (5, 2), (5, 2 * members), (1, risk), ("kill", "kill"), ("gain", "gain"),
        members=(1, members))
    # One group of characters is not one character: the answer differs from a pike alone.
    alone = _riskbreaker_group(1, 2)
    assert forecast.p_party_wins != forecast_fight(ruleset, "fight", [sword, alone],
                                                   {OPPOSITION: Policy(risk=risk)}
                                                   ).p_party_wins


@pytest.mark.parametrize(("count", "level", "cost"), [
    (1, 4, 1), (2, 3, 1), (3, 2, 1), (4, 2, 2), (1, 5, 2), (1, 6, 3), (5, 3, 3)])
def test_riskbreaker_opposition_budget_of_a_level_4_party(count: int, level: int,
                                                          cost: int) -> None:
    """The rulebook's prices against a party whose top level is 4: one point for one
    character of level 4, or N characters N-1 levels lower; K points for one character
    K-1 levels higher. A balanced goal is the party's levels added up (4 + 4 = 8)."""
    from gm_assistant.core.conflict.budget import opposition_budget

    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    party = [_fighter(ruleset, "fight", name, PARTY, name) for name in ("fighter", "thief")]
    foes = []
    for i in range(count):
        character = new_character(ruleset, "guard", "Foe")
        character.values["level"] = level
        foes.append(combatant_of(ruleset, conflict, character, OPPOSITION, name=f"Foe {i}",
                                 kind="foe"))
    budget = opposition_budget(ruleset, [*party, *foes])
    assert budget is not None
    assert budget.goal == 8
    assert budget.cost == cost
    # The same characters on one group sheet cost the same: each of them counts.
    group = new_character(ruleset, "group", "Foes")
    group.values.update({"level": level, "members": count})
    grouped = opposition_budget(ruleset, [*party, combatant_of(
        ruleset, conflict, group, OPPOSITION, name="Foes", kind="foes")])
    assert grouped is not None and grouped.cost == cost


def test_fate_absorbs_the_rulebooks_four_shift_hit_with_box_2_and_a_mild_consequence(
        adom: Ruleset) -> None:
    """The rulebook's stress example: a 4-shift hit is absorbed by stress box 2 and a mild
    consequence (2 shifts), which is what the fight engine's cheapest choice takes."""
    from gm_assistant.core.conflict.fight import Fight

    pc = _fighter(adom, "conflict", "abigail-zhao", PARTY, "Abigail")
    shark = _fighter(adom, "conflict", "sky-shark", OPPOSITION, "Shark")
    fight = Fight(adom, adom.model.conflicts["conflict"], [pc, shark], {})
    start = fight.start()
    after = fight.hits.absorb(start, 0, 4)  # one hit, on its own
    marked = [(s.kind, s.label) for s in fight.absorption.slots(0, after[0][1]) if s.marked]
    assert marked == [("Casilla de estrés", "2"), ("Consecuencia", "Leve (Mild)")]
    assert after[0][0] == 0  # still in the fight


@pytest.mark.parametrize(("maneuvers", "broke"), [
    (("skill", "kill"), ("gain", "gain")),
    (("kill", "skill"), ("decrease", "gain")),
    (("skill", "skill"), ("decrease", "decrease")),
])
def test_riskbreaker_skill_damage_and_decrease_advantage_match_a_recursion(
        maneuvers: tuple[str, str], broke: tuple[str, str]) -> None:
    ruleset = default_registry().get("riskbreaker")
    sword = _fighter(ruleset, "fight", "fighter", PARTY, "Sword")  # skill 5, track 5
    [foe] = _riskbreaker_fighters(1, 4)
    policies = {PARTY: Policy(risk=2, maneuver=maneuvers[0], broke=broke[0], turns="fixed"),
                OPPOSITION: Policy(risk=1, maneuver=maneuvers[1], broke=broke[1])}
    # Skill Damage multiplies the states (each side's damage and Advantage): more than
    # the forecast's usual bounds, so the exact answer can be compared.
    forecast = forecast_fight(ruleset, "fight", [sword, foe], policies,
                              max_states=200_000, max_weighed=10**8)
    assert forecast.exact
    assert forecast.p_party_wins == _riskbreaker_duel(
        (5, 4), (5, len(foe.slots)), (2, 1), maneuvers, broke)


def test_lady_luck_area_light_and_cover_change_the_hits() -> None:
    """Wren (+1) against a small goblin (Defense 4): in a dim clear Area she hits on
    d6 + 1 >= 4 (4 faces); in a dark (-1) shrouded (+1 Defense) one, on d6 >= 5 (2)."""
    ruleset = default_registry().get("lady_luck")
    wren = _fighter(ruleset, "fight", "wren-ashdown", PARTY, "Wren")
    conflict = ruleset.model.conflicts["fight"]
    plain = combatant_of(ruleset, conflict, new_character(ruleset, "npc", "Goblin"),
                         OPPOSITION, {"size": "small"}, name="Goblin")
    hidden = combatant_of(ruleset, conflict, new_character(ruleset, "npc", "Goblin"),
                          OPPOSITION, {"size": "small", "area_light": "dark",
                                       "area_cover": "shrouded"}, name="Hidden goblin")
    assert pair_odds(ruleset, "fight", [wren, plain], 0, 1).p_hit == _d6_at_least(3)
    assert pair_odds(ruleset, "fight", [wren, hidden], 0, 1).p_hit == _d6_at_least(5)


def test_a_line_on_its_sheet_is_the_line_without_what_it_sets() -> None:
    from gm_assistant.core.conflict.encounter import read_encounter
    from gm_assistant.core.conflict.scene import forecast_scene, line_on_its_sheet

    ruleset = default_registry().get("lady_luck")
    encounter, _ = read_encounter(SAMPLES.parent / "encounters" /
                                  "lady_luck-goblin-ambush.yaml")
    goblin = encounter.opposition[0]
    assert goblin.set["size"] == "small"
    bare = line_on_its_sheet(ruleset, encounter, OPPOSITION, 0)
    stat = ruleset.model.conflicts["fight"].stats["size"]
    assert bare.stats["size"] == stat.default != "small"
    assert bare.side == OPPOSITION
    wren = line_on_its_sheet(ruleset, encounter, PARTY, 0)
    assert wren.side == PARTY and wren.stats["itm"] == 0  # the sample sets 1
    scene = forecast_scene(ruleset, encounter)
    assert [c.stats["size"] for c in scene.combatants if c.side == OPPOSITION] == \
        ["small", "small"]
