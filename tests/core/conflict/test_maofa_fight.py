"""MAoFA's fights against recursions written here from the rulebook's procedure.

The two charts are copied from the book (trait rating x action difficulty -> personal task
rating; task rating x 2d6 -> outcome) and every roll is enumerated over 2d6 with
fractions: nothing here asks the odds engine or the fight engine for an expected value.
The readings tested are the book's: the turn-order test is a test like any other (Better
next time rerolled with luck, the outcome's luck effects kept for the fight), an ambushed
party tests senses or reflexes, whichever is better, and a fighter attacked by several
adversaries in a round takes the multiple-action penalty on every defence.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset_bytes
from gm_assistant.core.rules.registry import default_registry

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"
RULESETS = Path(__file__).resolve().parents[3] / "rulesets"

LEVELS = ["D", "A", "T", "S", "P"]
DIFFICULTIES = ["easy", "moderate", "difficult", "professional", "extreme"]
TASK = {  # the book's first chart: trait rating -> task rating per action difficulty
    "D": "TCDXX", "A": "MTCDX", "T": "SMTCD", "S": "ESMTC", "P": "EESMT"}
RESOLVE = {  # the book's second chart: task rating -> outcome for 2, 3, ..., 12
    "E": "O N S S S S S S L L L", "S": "O F N S S S S L L L L",
    "M": "O F F N S S S L L L B", "T": "O F F N N S S L L L B",
    "C": "O F F F N N S L L L B", "D": "O O F F F N N S L B B",
    "X": "O O O F F F N N B B B"}
SUCCESS = {"S", "L", "B"}  # success, lucky streak, morale boost
MAX_LUCK = 20



@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


def _margot(ruleset: Ruleset, conflict: str, side: str, name: str,
            **overrides: object) -> Combatant:
    """Margot Delacroix's sheet: reflexes clumsy (D), senses eagle eye (S)."""
    character = open_character(SAMPLES / "maofa" / "margot-delacroix.yaml")
    return combatant_of(ruleset, ruleset.model.conflicts[conflict], character, side,
                        overrides, name=name, kind=name.rstrip("0123456789 "))


@cache
def roll(trait: str, difficulty: str) -> dict[str, Fraction]:
    """Each outcome's chance: the task rating from the first chart, 2d6 on the second."""
    task = TASK[trait][DIFFICULTIES.index(difficulty)]
    row = RESOLVE[task].split()
    found: dict[str, Fraction] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        outcome = row[a + b - 2]
        found[outcome] = found.get(outcome, Fraction(0)) + Fraction(1, 36)
    return found


def lowered(level: str, steps: int) -> str:
    return LEVELS[max(LEVELS.index(level) - steps, 0)]


def against(opponent: str) -> str:
    """An opposed test's difficulty: the opponent's rating (D easy ... P extreme)."""
    return DIFFICULTIES[LEVELS.index(opponent)]


def take_test(trait: str, difficulty: str, luck: int, initial: int, spends: bool,
         ) -> list[tuple[str, int, int, Fraction]]:
    """(outcome, luck after, treats eaten, chance) of one test: a Better next time ("N")
    eats a treat and rolls again while treats last and the side spends; then out of luck
    empties the stack, a lucky streak adds one, a morale boost the initial luck."""
    p = roll(trait, difficulty)
    found = []
    tries = range(luck + 1) if spends else range(1)
    for eaten in tries:
        before = p.get("N", Fraction(0)) ** eaten
        for outcome, chance in p.items():
            if outcome == "N" and spends:
                continue
            left = luck - eaten
            left = {"O": 0, "L": left + 1, "B": left + initial}.get(outcome, left)
            found.append((outcome, min(left, MAX_LUCK), eaten, before * chance))
    if spends:
        found.append(("N", 0, luck, p.get("N", Fraction(0)) ** (luck + 1)))
    return [f for f in found if f[3]]


def solve(start: Iterable[tuple[Any, Fraction]], step: Any,
          ) -> tuple[Fraction, Fraction, Fraction]:
    """(P(the party wins), luck the party eats, luck the opposition eats) of a chain whose
    rounds only ever lower the lucks while it goes on (each round: `step(state)` gives
    (chance, next state or "won"/"lost", party eaten, opposition eaten)); a round that
    comes back to its own state is a geometric series."""

    @cache
    def value(state: Any) -> tuple[Fraction, Fraction, Fraction]:
        stay = Fraction(0)
        totals = [Fraction(0)] * 3
        for chance, after, party, opposition in step(state):
            totals[1] += chance * party
            totals[2] += chance * opposition
            if after == "won":
                totals[0] += chance
            elif after == state:
                stay += chance
            elif after != "lost":
                later = value(after)
                for i in range(3):
                    totals[i] += chance * later[i]
        return totals[0] / (1 - stay), totals[1] / (1 - stay), totals[2] / (1 - stay)

    result = [Fraction(0)] * 3
    for state, chance in start:
        found = value(state)
        for i in range(3):
            result[i] += chance * found[i]
    return result[0], result[1], result[2]


Step = Any
"""A round of a chain: state -> [(chance, next state or "won"/"lost", party eaten,
opposition eaten)]."""


def duel(a: tuple[str, str, int], b: tuple[str, str, int], initial: int, reflexes: str,
         spends: bool = True) -> tuple[Fraction, Fraction, Fraction]:
    """P(a wins) of a one-shot duel and the luck each side eats (see `duel_chain`)."""
    opening, eaten_first, step = duel_chain(a, b, initial, reflexes, spends)
    wins, party, opposition = solve(opening, step)
    return wins, party + eaten_first, opposition


def duel_chain(a: tuple[str, str, int], b: tuple[str, str, int], initial: int,
               reflexes: str, spends: bool = True,
               ) -> tuple[list[tuple[Any, Fraction]], Fraction, Step]:
    """A one-shot duel (fighting, defence, luck): a, the party, tests `reflexes` at
    Moderate for the turn order as a normal test (luck and its effects), then each round
    the first to act attacks, then the other; any success takes the target out. The
    states after the opening with their chances, the luck the opening eats, the round."""

    def step(state: tuple[int, int, bool]) -> list[tuple[Fraction, Any, int, int]]:
        luck_a, luck_b, a_first = state
        found: list[tuple[Fraction, Any, int, int]] = []
        fighters = [a, b]
        first, second = (0, 1) if a_first else (1, 0)
        lucks = [luck_a, luck_b]
        for o1, left1, eaten1, p1 in take_test(fighters[first][0], against(fighters[second][1]),
                                          lucks[first], initial, spends):
            spent1 = [0, 0]
            spent1[first] = eaten1
            if o1 in SUCCESS:
                found.append((p1, "won" if first == 0 else "lost", *spent1))
                continue
            after = list(lucks)
            after[first] = left1
            for o2, left2, eaten2, p2 in take_test(fighters[second][0],
                                              against(fighters[first][1]), after[second],
                                              initial, spends):
                spent = list(spent1)
                spent[second] += eaten2
                if o2 in SUCCESS:
                    found.append((p1 * p2, "won" if second == 0 else "lost", *spent))
                    continue
                final = list(after)
                final[second] = left2
                found.append((p1 * p2, (final[0], final[1], a_first), *spent))
        return found

    opening = []
    eaten_first = Fraction(0)
    for outcome, left, eaten, p in take_test(reflexes, "moderate", a[2], initial, spends):
        opening.append(((left, b[2], outcome in SUCCESS), p))
        eaten_first += p * eaten
    return opening, eaten_first, step


@pytest.mark.parametrize(("luck_a", "luck_b"), [(0, 0), (2, 0), (3, 1)])
def test_a_duel_opens_with_a_test_that_spends_luck(maofa: Ruleset, luck_a: int,
                                                   luck_b: int) -> None:
    hero = _margot(maofa, "fight", PARTY, "Margot", luck=luck_a, fighting="T", defence="A")
    thug = _margot(maofa, "fight", OPPOSITION, "Thug", luck=luck_b, fighting="S",
                   defence="T")
    initial = int(hero.numbers["initial_luck"])
    forecast = forecast_fight(maofa, "fight", [hero, thug])
    assert forecast.exact
    wins, party, opposition = duel(("T", "A", luck_a), ("S", "T", luck_b), initial, "D")
    assert forecast.p_party_wins == wins
    assert forecast.spent == {PARTY: {"luck": party}, OPPOSITION: {"luck": opposition}}
    # Rounds: the opening is no round; each round's end, walked forward from it.
    opening, _, step = duel_chain(("T", "A", luck_a), ("S", "T", luck_b), initial, "D")
    counted = solve(opening, lambda state: [(p, after, 1, 0) for p, after, _, _ in
                                            step(state)])
    assert forecast.expected_rounds == counted[1]
    on: dict[Any, Fraction] = {}
    for state, chance in opening:  # several outcomes may leave the same state
        on[state] = on.get(state, Fraction(0)) + chance
    for number in range(1, max(forecast.rounds) + 1):
        ending = Fraction(0)
        following: dict[Any, Fraction] = {}
        for state, chance in on.items():
            for p, after, _, _ in step(state):
                if after in ("won", "lost"):
                    ending += chance * p
                else:
                    following[after] = following.get(after, Fraction(0)) + chance * p
        on = following
        assert forecast.rounds.get(number, Fraction(0)) == ending, number
    assert forecast.rounds_beyond == sum(on.values(), Fraction(0))
    if luck_a:  # the opening test's reroll and luck effects move the answer
        assert forecast.p_party_wins != _fixed_opening(luck_a, luck_b, initial)


def _fixed_opening(luck_a: int, luck_b: int, initial: int) -> Fraction:
    """The same duel with the previous reading: the opening test spends no luck and its
    outcome changes no luck (kept to show the reading matters)."""
    p = roll("D", "moderate")
    first = sum((c for o, c in p.items() if o in SUCCESS), Fraction(0))
    total = Fraction(0)
    for a_first, chance in ((True, first), (False, 1 - first)):
        wins = _duel_from(("T", "A"), ("S", "T"), luck_a, luck_b, a_first, initial)
        total += chance * wins
    return total


def _duel_from(a: tuple[str, str], b: tuple[str, str], luck_a: int, luck_b: int,
               a_first: bool, initial: int) -> Fraction:
    opening = [((luck_a, luck_b, a_first), Fraction(1))]

    def step(state: tuple[int, int, bool]) -> list[tuple[Fraction, Any, int, int]]:
        return _duel_step(a, b, initial, state)

    return solve(opening, step)[0]


def _duel_step(a: tuple[str, str], b: tuple[str, str], initial: int,
               state: tuple[int, int, bool]) -> list[tuple[Fraction, Any, int, int]]:
    luck_a, luck_b, a_first = state
    found: list[tuple[Fraction, Any, int, int]] = []
    fighters = [a, b]
    first, second = (0, 1) if a_first else (1, 0)
    lucks = [luck_a, luck_b]
    for o1, left1, _, p1 in take_test(fighters[first][0], against(fighters[second][1]),
                                 lucks[first], initial, True):
        if o1 in SUCCESS:
            found.append((p1, "won" if first == 0 else "lost", 0, 0))
            continue
        after = list(lucks)
        after[first] = left1
        for o2, left2, _, p2 in take_test(fighters[second][0], against(fighters[first][1]),
                                     after[second], initial, True):
            if o2 in SUCCESS:
                found.append((p1 * p2, "won" if second == 0 else "lost", 0, 0))
                continue
            final = list(after)
            final[second] = left2
            found.append((p1 * p2, (final[0], final[1], a_first), 0, 0))
    return found


def test_an_ambushed_party_tests_the_better_of_senses_and_reflexes(maofa: Ruleset) -> None:
    hero = _margot(maofa, "fight", PARTY, "Margot", luck=0, fighting="T", defence="A")
    thug = _margot(maofa, "fight", OPPOSITION, "Thug", luck=0, fighting="S", defence="T")
    assert hero.stats["alertness"] == "S"  # eagle eye (S) beats clumsy (D)
    never = Policy(spend="never")
    ambushed = forecast_fight(maofa, "fight", [hero, thug],
                              {PARTY: Policy(spend="never", opening="ambush"),
                               OPPOSITION: never})
    open_attack = forecast_fight(maofa, "fight", [hero, thug],
                                 {PARTY: never, OPPOSITION: never})
    for forecast, trait in ((ambushed, "S"), (open_attack, "D")):
        wins, _, _ = duel(("T", "A", 0), ("S", "T", 0), 0, trait, spends=False)
        assert forecast.p_party_wins == wins
    assert ambushed.p_party_wins > open_attack.p_party_wins
    assert any("ambush" in note for note in ambushed.notes)
    assert any("open attack" in note for note in open_attack.notes)


def _hero_against_foes(hero: tuple[str, str], foes: int, foe: tuple[str, str],
                       reflexes: str) -> Fraction:
    """P(the hero beats `foes` identical foes), nobody spending luck. The hero tests
    reflexes (Moderate) to act first; it attacks one foe a round (one attacker: no
    penalty for that foe); every standing foe attacks the hero, whose every defence that
    round is one level weaker for each attacker beyond the first."""
    p = roll(reflexes, "moderate")
    first = sum((c for o, c in p.items() if o in SUCCESS), Fraction(0))

    def hit(attacker: str, defender: str, attackers: int) -> Fraction:
        outcomes = roll(attacker, against(lowered(defender, attackers - 1)))
        return sum((c for o, c in outcomes.items() if o in SUCCESS), Fraction(0))

    hero_hits = hit(hero[0], foe[1], 1)

    def survive(attackers: int) -> Fraction:
        return (1 - hit(foe[0], hero[1], attackers)) ** attackers

    @cache
    def value(standing: int, hero_first: bool) -> Fraction:
        if standing == 0:
            return Fraction(1)
        if hero_first:
            win = hero_hits * survive(standing - 1) * value(standing - 1, True)
            stay = (1 - hero_hits) * survive(standing)
        else:
            win = survive(standing) * hero_hits * value(standing - 1, False)
            stay = survive(standing) * (1 - hero_hits)
        return win / (1 - stay)

    return first * value(foes, True) + (1 - first) * value(foes, False)


@pytest.mark.parametrize("policy", ["weakest", "spread"])
@pytest.mark.parametrize("foes", [1, 2, 3])
def test_every_defence_against_several_takes_the_penalty(maofa: Ruleset, foes: int,
                                                         policy: str) -> None:
    hero = _margot(maofa, "fight", PARTY, "Margot", fighting="S", defence="T")
    goons = [_margot(maofa, "fight", OPPOSITION, f"Goon {i}", fighting="A", defence="A",
                     luck=0) for i in range(foes)]
    never = Policy(target=policy, spend="never")
    forecast = forecast_fight(maofa, "fight", [hero, *goons],
                              {PARTY: never, OPPOSITION: never})
    assert forecast.exact
    assert forecast.p_party_wins == _hero_against_foes(("S", "T"), foes, ("A", "A"), "D")


def _pair_against_one(fighting: tuple[str, str], defence: str, foe: tuple[str, str],
                      reflexes: str, together: bool) -> Fraction:
    """P(two heroes beat one foe), nobody spending luck. Heroes who pass the reflexes test
    act first, then the foe, then those who failed. Together, heroes acting one after the
    other attack as one (each rolls against the foe's defence one level lower per other
    one joining, the foe out only when all succeed; one attack for the foe's defence).
    The foe strikes the first hero standing. The foe defends against every attack on it
    this round with one level less per attack beyond the first: those made and those
    still to come from heroes standing at the time of the attack."""
    p = roll(reflexes, "moderate")
    passing = sum((c for o, c in p.items() if o in SUCCESS), Fraction(0))

    def p_hit(attacker: str, defender: str, lower: int) -> Fraction:
        outcomes = roll(attacker, against(lowered(defender, lower)))
        return sum((c for o, c in outcomes.items() if o in SUCCESS), Fraction(0))

    Up = tuple[bool, bool, bool]

    def round_from(moves: tuple[tuple[int, ...], ...], start: Up) -> dict[Up, Fraction]:
        ways: dict[tuple[Up, int], Fraction] = {(start, 0): Fraction(1)}
        for index, move in enumerate(moves):
            following: dict[tuple[Up, int], Fraction] = {}

            def add(key: tuple[Up, int], chance: Fraction,
                    following: dict[tuple[Up, int], Fraction] = following) -> None:
                following[key] = following.get(key, Fraction(0)) + chance

            for (up, made), chance in ways.items():
                if not up[2] or not (up[0] or up[1]):
                    add((up, made), chance)
                    continue
                if move == ():
                    victim = 0 if up[0] else 1
                    hit = p_hit(foe[0], defence, 0)
                    down = (False, up[1], up[2]) if victim == 0 else (up[0], False, up[2])
                    add((down, made), chance * hit)
                    add((up, made), chance * (1 - hit))
                    continue
                standing = [h for h in move if up[h]]
                if not standing:
                    add((up, made), chance)
                    continue
                coming = sum(1 for later in moves[index + 1:]
                             if later and any(up[h] for h in later))
                attacks = made + 1 + coming
                landed = Fraction(1)
                for hero in standing:
                    landed *= p_hit(fighting[hero], foe[1], attacks - 1 + len(standing) - 1)
                add(((up[0], up[1], False), made + 1), chance * landed)
                add((up, made + 1), chance * (1 - landed))
            ways = following
        found: dict[Up, Fraction] = {}
        for (up, _), chance in ways.items():
            found[up] = found.get(up, Fraction(0)) + chance
        return found

    def value(moves: tuple[tuple[int, ...], ...]) -> Fraction:
        @cache
        def solve_from(up: Up) -> Fraction:
            if not up[2]:
                return Fraction(1)
            if not (up[0] or up[1]):
                return Fraction(0)
            going = round_from(moves, up)
            stay = going.pop(up, Fraction(0))
            return sum((c * solve_from(u) for u, c in going.items()),
                       Fraction(0)) / (1 - stay)
        return solve_from((True, True, True))

    total = Fraction(0)
    for passed in itertools.product((True, False), repeat=2):
        chance = Fraction(1)
        for ok in passed:
            chance *= passing if ok else 1 - passing
        first = [h for h in (0, 1) if passed[h]]
        last = [h for h in (0, 1) if not passed[h]]
        moves: list[tuple[int, ...]]
        if together:
            moves = [*([tuple(first)] if first else []), (), *([tuple(last)] if last else [])]
        else:
            moves = [*((h,) for h in first), (), *((h,) for h in last)]
        total += chance * value(tuple(moves))
    return total


@pytest.mark.parametrize("together", [True, False])
def test_two_against_one_penalises_each_of_its_defences(maofa: Ruleset,
                                                         together: bool) -> None:
    heroes = [_margot(maofa, "fight", PARTY, name, fighting=level, defence="A", luck=0)
              for name, level in (("Ann", "A"), ("Bea", "T"))]
    brute = _margot(maofa, "fight", OPPOSITION, "Brute", fighting="S", defence="S", luck=0)
    party = Policy(spend="never", team="together" if together else "alone")
    forecast = forecast_fight(maofa, "fight", [*heroes, brute],
                              {PARTY: party, OPPOSITION: Policy(spend="never")})
    assert forecast.exact
    assert forecast.p_party_wins == _pair_against_one(("A", "T"), "A", ("S", "S"), "D",
                                                      together)


SMALL_STACK = 3
"""The slugfest's luck stacks here hold at most this many treats (the shipped 20 makes a
chain that returns to earlier states too large to solve exactly; the rules are the same)."""


def _gauss(rows: list[list[Fraction]]) -> list[list[Fraction]]:
    """Solve [A | B] for X in A X = B by Gauss-Jordan elimination, exactly."""
    n = len(rows)
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        rows[col] = [x / head for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [row[n:] for row in rows]


def test_slugfest_counts_the_luck_eaten_on_knock_out_tests() -> None:
    """A slugfest duel: an attack (Better next time already hits; the attacker's outcome
    changes its own luck) then the target's knock-out test, luck eaten on its Better next
    time. Solved here as a linear system over (luck of each, who acts first)."""
    text = (RULESETS / "maofa.yaml").read_text(encoding="utf-8")
    pool = "luck: {label: Luck treats, resource: luck, from: luck, max: 20}"
    assert text.count(pool) == 2
    maofa = load_ruleset_bytes(text.replace(pool, pool.replace("20", str(SMALL_STACK)))
                               .encode(), "maofa.yaml")
    hero = _margot(maofa, "slugfest", PARTY, "Margot", luck=2, fighting="A", toughness="A",
                   guard="moderate", weapon="moderate")
    thug = _margot(maofa, "slugfest", OPPOSITION, "Thug", luck=2, fighting="A",
                   toughness="A", guard="moderate", weapon="moderate")
    initial = int(hero.numbers["initial_luck"])
    forecast = forecast_fight(maofa, "slugfest", [hero, thug])
    assert forecast.exact
    hits = {"N", "S", "L", "B"}

    def capped(found: list[tuple[str, int, int, Fraction]],
               ) -> list[tuple[str, int, int, Fraction]]:
        return [(o, min(left, SMALL_STACK), spent, p) for o, left, spent, p in found]

    def effect(outcome: str, luck: int) -> int:
        return min(SMALL_STACK, {"O": 0, "L": luck + 1, "B": luck + initial}.get(outcome,
                                                                                luck))

    def blow(lucks: list[int], attacker: int,
             ) -> list[tuple[Fraction, list[int] | None, int]]:
        """(chance, lucks after or None when the target is knocked out, eaten by it)."""
        target = 1 - attacker
        found: list[tuple[Fraction, list[int] | None, int]] = []
        for outcome, chance in roll("A", "moderate").items():
            after = list(lucks)
            after[attacker] = effect(outcome, after[attacker])
            if outcome not in hits:
                found.append((chance, after, 0))
                continue
            for o2, left, spent, p2 in capped(take_test("A", "moderate", after[target],
                                                        initial, True)):
                kept = list(after)
                kept[target] = left
                found.append((chance * p2, kept if o2 in SUCCESS else None, spent))
        return found

    states = [(a, b, f) for a in range(SMALL_STACK + 1) for b in range(SMALL_STACK + 1)
              for f in (True, False)]
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    # Rows of [I - M | wins, party eaten, opposition eaten] for V = r + M V.
    rows = [[Fraction(int(i == j)) for j in range(n)] + [Fraction(0)] * 3 for i in range(n)]
    for (a, b, a_first), i in index.items():
        order = (0, 1) if a_first else (1, 0)
        for c1, after1, e1 in blow([a, b], order[0]):
            rows[i][n + 1 + order[1]] += c1 * e1
            if after1 is None:
                rows[i][n] += c1 if order[0] == 0 else 0
                continue
            for c2, after2, e2 in blow(after1, order[1]):
                rows[i][n + 1 + order[0]] += c1 * c2 * e2
                if after2 is None:
                    rows[i][n] += c1 * c2 if order[1] == 0 else 0
                    continue
                rows[i][index[(after2[0], after2[1], a_first)]] -= c1 * c2
    value = _gauss(rows)
    wins = Fraction(0)
    spent = [Fraction(0), Fraction(0)]
    for outcome, left, spent_first, chance in capped(take_test("D", "moderate", 2, initial,
                                                               True)):
        row = value[index[(left, 2, outcome in SUCCESS)]]
        wins += chance * row[0]
        spent[0] += chance * (row[1] + spent_first)
        spent[1] += chance * row[2]
    assert forecast.p_party_wins == wins
    assert forecast.spent == {PARTY: {"luck": spent[0]}, OPPOSITION: {"luck": spent[1]}}
    assert spent[1] > 0


def test_the_opening_tests_one_after_the_other_with_a_morale_boost_for_allies(
        maofa: Ruleset) -> None:
    """Two party members test in the order listed; a morale boost also gives the other
    one a treat before (or after) their own test; the order follows who passed."""
    ann = _margot(maofa, "fight", PARTY, "Ann", luck=1)
    bea = _margot(maofa, "fight", PARTY, "Bea", luck=2)
    thug = _margot(maofa, "fight", OPPOSITION, "Thug", luck=0)
    initial = int(ann.numbers["initial_luck"])
    fight = Fight(maofa, maofa.model.conflicts["fight"], [ann, bea, thug], {})
    openings, spent = fight.openings()
    found = {(order, state[0][2][0], state[1][2][0]): chance
             for order, state, chance in openings}
    expected: dict[tuple[tuple[int, ...], int, int], Fraction] = {}
    eaten_total = Fraction(0)
    for o1, left1, eaten1, p1 in take_test("D", "moderate", 1, initial, True):
        bea_luck = min(MAX_LUCK, 2 + (o1 == "B"))
        for o2, left2, eaten2, p2 in take_test("D", "moderate", bea_luck, initial, True):
            ann_luck = min(MAX_LUCK, left1 + (o2 == "B"))
            passed = [i for i, o in ((0, o1), (1, o2)) if o in SUCCESS]
            failed = [i for i in (0, 1) if i not in passed]
            key = ((*passed, 2, *failed), ann_luck, left2)
            expected[key] = expected.get(key, Fraction(0)) + p1 * p2
            eaten_total += p1 * p2 * (eaten1 + eaten2)
    assert found == expected
    assert spent == (eaten_total, Fraction(0))


def _book_openings(traits: list[str], lucks: list[int], initial: int,
                   ) -> tuple[dict[tuple[tuple[int, ...], tuple[int, ...]], Fraction], Fraction,
                              list[set[tuple[int, ...]]]]:
    """The book's order test for a party with `traits` (reflexes) and `lucks`, every
    member standing, one after the other in the order listed: each takes the test
    (`take_test`), keeps the luck it leaves, and a morale boost also gives every other
    member a treat. Returns each (who passed, in order listed; the lucks after) with its
    chance, the treats eaten on average, and per member the lucks the party has when that
    member's turn to roll comes."""
    Way = tuple[tuple[int, ...], tuple[int, ...]]
    ways: dict[Way, Fraction] = {((), tuple(lucks)): Fraction(1)}
    met: list[set[tuple[int, ...]]] = []
    eaten = Fraction(0)
    for member, trait in enumerate(traits):
        met.append({now for _, now in ways})
        following: dict[Way, Fraction] = {}
        for (passed, now), chance in ways.items():
            for outcome, left, spent, p in take_test(trait, "moderate", now[member],
                                                     initial, True):
                after = [min(MAX_LUCK, luck + (outcome == "B")) for luck in now]
                after[member] = left
                eaten += chance * p * spent
                key = ((*passed, member) if outcome in SUCCESS else passed, tuple(after))
                following[key] = following.get(key, Fraction(0)) + chance * p
        ways = following
    return ways, eaten, met


@pytest.mark.parametrize(("lucks", "traits"), [((2, 3), ("D", "T")), ((0, 4), ("A", "D")),
                                                 ((5, 1), ("S", "A"))])
def test_two_against_two_open_as_the_book_walks_the_order_test(
        maofa: Ruleset, lucks: tuple[int, int], traits: tuple[str, str]) -> None:
    """Two party members with luck against two foes with luck: every way the order test
    can go (turn order, each member's luck after it, the foes untouched) and its chance,
    and the treats eaten, equal the book's test walked member by member here."""
    party = [_margot(maofa, "fight", PARTY, f"Hero {k + 1}", luck=luck, reflexes=trait)
             for k, (luck, trait) in enumerate(zip(lucks, traits, strict=True))]
    foes = [_margot(maofa, "fight", OPPOSITION, f"Foe {k + 1}", luck=luck)
            for k, luck in enumerate((2, 1))]
    initial = int(party[0].numbers["initial_luck"])
    fight = Fight(maofa, maofa.model.conflicts["fight"], [*party, *foes], {})
    openings, spent = fight.openings()
    ways, eaten, _ = _book_openings(list(traits), list(lucks), initial)
    expected = {((*passed, 2, 3, *(k for k in (0, 1) if k not in passed)), now): chance
                for (passed, now), chance in ways.items()}
    found: dict[tuple[tuple[int, ...], tuple[int, ...]], Fraction] = {}
    for order, state, chance in openings:
        assert [entry[2][0] for entry in state[2:]] == [2, 1]  # the foes roll nothing
        key = (order, (state[0][2][0], state[1][2][0]))
        assert key not in found  # every way listed once
        found[key] = Fraction(chance)
    assert found == expected
    assert spent == (eaten, Fraction(0))


def test_four_against_eight_weigh_each_test_once_per_party_lucks(maofa: Ruleset) -> None:
    """Four members test (lucks 6, 3, 4, 6) before eight foes: each member's test is
    worked out once per lucks the party can have when its turn comes (as the book's walk
    counts them here), not once per way the test has gone so far (2,179 tests, 79,519
    payments as it was), and each of its results paid once; the 33,116 ways it can go
    are the book's, with their chances."""
    lucks = [6, 3, 4, 6]
    party = [_margot(maofa, "fight", PARTY, f"Hero {k + 1}", luck=luck)
             for k, luck in enumerate(lucks)]
    foes = [_margot(maofa, "fight", OPPOSITION, f"Foe {k + 1}", luck=0) for k in range(8)]
    fight = Fight(maofa, maofa.model.conflicts["fight"], [*party, *foes], {})
    opening = fight.opening
    tests: list[int] = []
    pays = 0
    roll, pay = opening.roll, opening.pay

    def counted_roll(*args: Any, **kwargs: Any) -> Any:
        results = roll(*args, **kwargs)
        tests.append(len(results))
        return results

    def counted_pay(*args: Any, **kwargs: Any) -> Any:
        nonlocal pays
        pays += 1
        return pay(*args, **kwargs)

    opening.roll, opening.pay = counted_roll, counted_pay
    openings, spent = fight.openings()
    ways, eaten, met = _book_openings(["D"] * 4, lucks, int(party[0].numbers["initial_luck"]))
    assert len(tests) == sum(len(lucks_met) for lucks_met in met)
    assert len(tests) < 2_179 // 4
    assert pays == sum(tests)
    found = {(order, tuple(entry[2][0] for entry in state[:4])): Fraction(chance)
             for order, state, chance in openings}
    assert len(found) == len(openings) == 33_116
    assert found == {((*passed, *range(4, 12), *(k for k in range(4) if k not in passed)),
                      now): chance for (passed, now), chance in ways.items()}
    assert spent == (eaten, Fraction(0))
