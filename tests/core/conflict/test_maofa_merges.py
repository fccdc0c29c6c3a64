"""MAoFA's exact forecast counts once what the rules cannot tell apart, and nothing more.

Checked against a recursion written from the book's procedure (the two charts copied from
the book, every roll enumerated over 2d6 with fractions; nothing here asks the odds
engine or the fight engine for a chance). The luck of a side that never spends is read by
nothing (a roll's budget is its roller's own luck, spent only by its side's policy): it is
kept as it starts, so states differing only there are one state (fewer rounds' starts and
moves weighed). Each fight's every reported number (the party's chance, each fighter's
chance of being out, the luck each side eats, the expected rounds and the chance of each
round) must equal the recursion's, and the forecast's counts of rounds' starts and of
moves weighed must equal the distinct states and points the recursion meets with that
merge made (fewer than without it where a side never spends).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import FightForecast, forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"

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


@cache
def roll(trait: str, difficulty: str) -> dict[str, Fraction]:
    """Each outcome's chance: the task rating from the first chart, 2d6 on the second."""
    task = TASK[trait][DIFFICULTIES.index(difficulty)]
    row = RESOLVE[task].split()
    found: dict[str, Fraction] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        found[row[a + b - 2]] = found.get(row[a + b - 2], Fraction(0)) + Fraction(1, 36)
    return found


@cache
def take_test(trait: str, difficulty: str, luck: int, initial: int, spends: bool,
              ) -> tuple[tuple[str, int, int, Fraction], ...]:
    """(outcome, the roller's luck after, treats eaten, chance) of one test: a Better next
    time eats a treat and rolls again while treats last and the side spends; then out of
    luck empties the stack, a lucky streak adds one, a morale boost the initial luck (the
    stack never over 20)."""
    p = roll(trait, difficulty)
    found = []
    for eaten in range(luck + 1) if spends else range(1):
        before = p.get("N", Fraction(0)) ** eaten
        for outcome, chance in p.items():
            if outcome == "N" and spends:
                continue
            left = luck - eaten
            left = {"O": 0, "L": left + 1, "B": left + initial}.get(outcome, left)
            found.append((outcome, min(left, MAX_LUCK), eaten, before * chance))
    if spends:
        found.append(("N", 0, luck, p.get("N", Fraction(0)) ** (luck + 1)))
    return tuple(f for f in found if f[3])


@dataclass(frozen=True)
class Sheet:
    """A fighter as the book's fight reads it."""

    side: str
    fighting: str
    defence: str
    reflexes: str
    luck: int
    initial: int


Standing = tuple[bool, ...]
Lucks = tuple[int, ...]
Start = tuple[Standing, Lucks]
Marks = tuple[int, ...]


class BookFight:
    """The book's one-shot fight, walked here: the party tests reflexes (Moderate) one
    after the other in the order listed, those who pass act first, then the adversaries,
    then those who failed; each round every fighter standing attacks the first foe
    standing (in the order listed: nobody is weaker than another, as one blow takes a
    fighter out), with an opposed test of its fighting against the foe's defence, one
    level lower for every other attack the foe meets this round (those made, and those
    of fighters standing who act later this round and aim at it); any success takes the
    foe out; the luck effects of every test are kept (a morale boost also gives every
    standing ally one treat)."""

    def __init__(self, sheets: list[Sheet], spends: dict[str, bool]) -> None:
        self.sheets = sheets
        self.spends = spends
        self.foes = [tuple(j for j, other in enumerate(sheets) if other.side != sheet.side)
                     for sheet in sheets]
        self.members = {side: [i for i, sheet in enumerate(sheets) if sheet.side == side]
                        for side in (PARTY, OPPOSITION)}

    def over(self, standing: Standing) -> bool:
        return not any(standing[i] for i in self.members[PARTY]) \
            or not any(standing[i] for i in self.members[OPPOSITION])

    def target(self, actor: int, standing: Standing) -> int:
        return next(j for j in self.foes[actor] if standing[j])

    def test(self, roller: int, trait: str, difficulty: str, lucks: Lucks,
             standing: Standing) -> Iterable[tuple[str, Lucks, int, Fraction]]:
        """Each way a test goes: outcome, every fighter's luck after, eaten, chance."""
        sheet = self.sheets[roller]
        for outcome, left, eaten, p in take_test(trait, difficulty, lucks[roller],
                                                 sheet.initial, self.spends[sheet.side]):
            after = [min(MAX_LUCK, luck + 1) if outcome == "B" and i != roller
                     and standing[i] and self.sheets[i].side == sheet.side else luck
                     for i, luck in enumerate(lucks)]
            after[roller] = left
            yield outcome, tuple(after), eaten, p

    def openings(self) -> tuple[dict[tuple[tuple[int, ...], Start], Fraction], Fraction]:
        """Each (turn order, start) the reflexes tests leave, with its chance; the treats
        the party eats in them on average."""
        everyone = tuple(True for _ in self.sheets)
        party = [i for i, s in enumerate(self.sheets) if s.side == PARTY]
        ways: dict[tuple[tuple[int, ...], Lucks], Fraction] = {
            ((), tuple(s.luck for s in self.sheets)): Fraction(1)}
        eaten_total = Fraction(0)
        for member in party:
            following: dict[tuple[tuple[int, ...], Lucks], Fraction] = {}
            for (passed, lucks), chance in ways.items():
                for outcome, after, eaten, p in self.test(
                        member, self.sheets[member].reflexes, "moderate", lucks, everyone):
                    eaten_total += chance * p * eaten
                    key = ((*passed, member) if outcome in SUCCESS else passed, after)
                    following[key] = following.get(key, Fraction(0)) + chance * p
            ways = following
        found: dict[tuple[tuple[int, ...], Start], Fraction] = {}
        for (passed, lucks), chance in ways.items():
            order = (*passed, *(i for i, s in enumerate(self.sheets) if s.side == OPPOSITION),
                     *(i for i in party if i not in passed))
            key = (order, (everyone, lucks))
            found[key] = found.get(key, Fraction(0)) + chance
        return found, eaten_total

    def round(self, order: tuple[int, ...], start: Start,
              points: Callable[[int, Standing, Lucks, Marks], None]) -> Round:
        """Every way a round from `start` ends (the next start, or the final one) with its
        chance, and the treats the party and the opposition eat in it on average;
        `points` is told every point of the round a move is made from after its first
        (the next fighter to act, by place in `order`, and the state and who was
        attacked there)."""
        Way = tuple[Standing, Lucks, Marks]
        ways: dict[Way, Fraction] = {(*start, tuple(0 for _ in self.sheets)): Fraction(1)}
        eaten = {PARTY: Fraction(0), OPPOSITION: Fraction(0)}
        for place, actor in enumerate(order):
            following: dict[Way, Fraction] = {}
            for (standing, lucks, marks), chance in ways.items():
                if self.over(standing) or not standing[actor]:
                    key = (standing, lucks, marks)
                    following[key] = following.get(key, Fraction(0)) + chance
                    continue
                target = self.target(actor, standing)
                attacks = marks[target] + 1 + sum(
                    1 for later in order[place + 1:]
                    if standing[later] and self.target(later, standing) == target)
                defence = LEVELS[max(0, LEVELS.index(self.sheets[target].defence)
                                     - (attacks - 1))]
                difficulty = DIFFICULTIES[LEVELS.index(defence)]
                marked = tuple(m + (i == target) for i, m in enumerate(marks))
                for outcome, after, spent, p in self.test(
                        actor, self.sheets[actor].fighting, difficulty, lucks, standing):
                    eaten[self.sheets[actor].side] += chance * p * spent
                    down = tuple(up and not (i == target and outcome in SUCCESS)
                                 for i, up in enumerate(standing))
                    after = tuple(luck if down[i] else 0 for i, luck in enumerate(after))
                    key = (down, after, marked)
                    following[key] = following.get(key, Fraction(0)) + chance * p
                    if not self.over(down):
                        coming = [k for k in range(place + 1, len(order)) if down[order[k]]]
                        if coming:
                            points(coming[0], down, after, marked)
            ways = following
        ends: dict[Start, Fraction] = {}
        for (standing, lucks, _), chance in ways.items():
            ends[(standing, lucks)] = ends.get((standing, lucks), Fraction(0)) + chance
        return list(ends.items()), eaten[PARTY], eaten[OPPOSITION]


Round = tuple[list[tuple[Start, Fraction]], Fraction, Fraction]
"""A round from a start: each way it ends with its chance, the treats the party and the
opposition eat in it on average."""


@dataclass
class Solved:
    """What the recursion finds for a fight: the forecast's numbers, and the rounds' starts
    and the moves to weigh it meets, without and with the luck of a side that never spends
    left out."""

    wins: Fraction
    out: list[Fraction]
    eaten: dict[str, Fraction]
    expected_rounds: Fraction
    rounds: dict[int, Fraction]
    beyond: Fraction
    starts: int
    starts_merged: int
    weighed: int
    weighed_merged: int


def solve(book: BookFight, shown: int = 30, tail: Fraction = Fraction(1, 10_000)) -> Solved:
    """The book's fight solved by recursion: a round either comes back to its own start
    or leaves it for good (luck only grows with a blow that lands, which takes a foe out,
    and only shrinks otherwise), so each start's values are its rounds' values over the
    chance of leaving it (a geometric series). Per turn order, every start and every
    point of a round a move is made from (the next fighter to act, the state, who was
    attacked this round) is counted once as it is, and once with the luck of a side that
    never spends left out. A move is weighed from each start and from each point after
    the round's first move."""
    n = len(book.sheets)
    sides = [sheet.side for sheet in book.sheets]
    openings, eaten_opening = book.openings()

    def merged(lucks: Lucks) -> Lucks:
        return tuple(luck if book.spends[side] else 0
                     for luck, side in zip(lucks, sides, strict=True))

    def won(standing: Standing) -> bool:
        return any(up for up, side in zip(standing, sides, strict=True) if side == PARTY) \
            and not any(up for up, side in zip(standing, sides, strict=True)
                        if side == OPPOSITION)

    totals = {"starts": 0, "starts_merged": 0, "weighed": 0, "weighed_merged": 0}
    wins = expected_rounds = Fraction(0)
    out = [Fraction(0)] * n
    eaten = {PARTY: eaten_opening, OPPOSITION: Fraction(0)}
    walks: list[tuple[Callable[[Start], Round], dict[Start, Fraction]]] = []
    for order in dict.fromkeys(order for order, _ in openings):
        rounds: dict[Start, Round] = {}
        points: set[object] = set()
        merged_points: set[object] = set()

        def met(place: int, standing: Standing, lucks: Lucks, marks: Marks,
                points: set[object] = points,
                merged_points: set[object] = merged_points) -> None:
            points.add((place, standing, lucks, marks))
            merged_points.add((place, standing, merged(lucks), marks))

        def ways(start: Start, order: tuple[int, ...] = order,
                 rounds: dict[Start, Round] = rounds,
                 met: Callable[[int, Standing, Lucks, Marks], None] = met) -> Round:
            known = rounds.get(start)
            if known is None:
                known = rounds[start] = book.round(order, start, met)
            return known

        going: set[Start] = set()
        values: dict[Start, tuple[Fraction, ...]] = {}

        def value(start: Start, ways: Callable[[Start], Round] = ways,
                  going: set[Start] = going,
                  values: dict[Start, tuple[Fraction, ...]] = values) -> tuple[Fraction, ...]:
            """(wins, each out, party eats, opposition eats, rounds) from a start."""
            known = values.get(start)
            if known is not None:
                return known
            standing = start[0]
            if book.over(standing):
                return (Fraction(int(won(standing))),
                        *(Fraction(int(not up)) for up in standing), *[Fraction(0)] * 3)
            assert start not in going  # no round leads back to an earlier start
            going.add(start)
            ends, party, opposition = ways(start)
            stay = Fraction(0)
            total = [Fraction(0)] * (n + 4)
            total[n + 1:] = [party, opposition, Fraction(1)]
            for after, chance in ends:
                if after == start:
                    stay += chance
                    continue
                for k, v in enumerate(value(after)):
                    total[k] += chance * v
            going.discard(start)
            known = values[start] = tuple(t / (1 - stay) for t in total)
            return known

        begins = {start: chance for (each, start), chance in openings.items()
                  if each == order}
        for start, chance in begins.items():
            found = value(start)
            wins += chance * found[0]
            for i in range(n):
                out[i] += chance * found[1 + i]
            eaten[PARTY] += chance * found[n + 1]
            eaten[OPPOSITION] += chance * found[n + 2]
            expected_rounds += chance * found[n + 3]
        live = [start for start in rounds if not book.over(start[0])]
        kept = {(standing, merged(lucks)) for standing, lucks in live}
        totals["starts"] += len(live)
        totals["starts_merged"] += len(kept)
        totals["weighed"] += len(live) + len(points)
        totals["weighed_merged"] += len(kept) + len(merged_points)
        walks.append((ways, begins))
    # The chance the fight ends in each round: the starts walked forward round by round.
    by_round: dict[int, Fraction] = {}
    left = sum(openings.values(), Fraction(0))
    for number in range(1, shown + 1):
        ending = Fraction(0)
        following_walks = []
        for ways, on in walks:
            following: dict[Start, Fraction] = {}
            for start, chance in on.items():
                for after, p in ways(start)[0]:
                    if book.over(after[0]):
                        ending += chance * p
                    else:
                        following[after] = following.get(after, Fraction(0)) + chance * p
            following_walks.append((ways, following))
        walks = following_walks
        if ending:
            by_round[number] = ending
        left -= ending
        if not any(on for _, on in walks) or left < tail:
            break
    return Solved(wins, out, eaten, expected_rounds, by_round, left, **totals)


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


def _fighter(ruleset: Ruleset, side: str, name: str, source: str,
             **overrides: object) -> tuple[Combatant, Sheet]:
    """A fighter of the one-shot fight (Margot's sample sheet, or a new NPC: no initial
    luck), each of a kind of its own, and the same fighter as the book reads it."""
    conflict = ruleset.model.conflicts["fight"]
    character = open_character(SAMPLES / "maofa" / "margot-delacroix.yaml") \
        if source == "margot" else new_character(ruleset, "npc", name)
    combatant = combatant_of(ruleset, conflict, character, side, overrides, name=name,
                             kind=name)
    stats = combatant.stats
    sheet = Sheet(side, str(stats["fighting"]), str(stats["defence"]),
                  str(stats["reflexes"]), combatant.pools["luck"],
                  int(combatant.numbers.get("initial_luck", 0)))
    return combatant, sheet


def _checked(ruleset: Ruleset, cast: list[tuple[Combatant, Sheet]],
             policies: dict[str, Policy]) -> tuple[FightForecast, Solved]:
    """The fight forecast and solved here: every reported number equal, and the forecast's
    counts those the recursion meets once merged (exact at exactly that many moves
    weighed, refused at one fewer)."""
    fighters = [combatant for combatant, _ in cast]
    book = BookFight([sheet for _, sheet in cast],
                     {side: policies.get(side, Policy()).spend != "never"
                      for side in (PARTY, OPPOSITION)})
    solved = solve(book)
    forecast = forecast_fight(ruleset, "fight", fighters, policies,
                              max_weighed=solved.weighed_merged)
    assert forecast.exact
    assert forecast.p_party_wins == solved.wins
    assert forecast.p_draw == 0
    assert list(forecast.p_out) == solved.out
    assert forecast.spent == {side: {"luck": solved.eaten[side]} for side in (PARTY, OPPOSITION)}
    assert forecast.expected_rounds == solved.expected_rounds
    assert forecast.rounds == solved.rounds
    assert forecast.rounds_beyond == solved.beyond
    assert forecast.states == solved.starts_merged
    refused = forecast_fight(ruleset, "fight", fighters, policies,
                             max_weighed=solved.weighed_merged - 1, fights=10)
    assert not refused.exact
    return forecast, solved


def test_a_duel_counts_each_state_once(maofa: Ruleset) -> None:
    """One against one, both spending: nothing to leave out, the counts are the
    recursion's distinct states and points."""
    cast = [_fighter(maofa, PARTY, "Margot", "margot", fighting="T", defence="A", luck=2),
            _fighter(maofa, OPPOSITION, "Thug", "npc", fighting="S", defence="T", luck=1)]
    _, solved = _checked(maofa, cast, {})
    assert (solved.starts_merged, solved.weighed_merged) == (solved.starts, solved.weighed)


def test_one_against_two_counts_each_state_once(maofa: Ruleset) -> None:
    """Margot (her morale boost fills her stack to the top) against a thug and a mook,
    everybody spending."""
    cast = [_fighter(maofa, PARTY, "Margot", "margot", fighting="T", defence="A", luck=2),
            _fighter(maofa, OPPOSITION, "Thug", "npc", fighting="S", defence="T", luck=1),
            _fighter(maofa, OPPOSITION, "Mook", "npc", fighting="A", defence="A", luck=0)]
    _, solved = _checked(maofa, cast, {})
    assert (solved.starts_merged, solved.weighed_merged) == (solved.starts, solved.weighed)


def _two_against_two(maofa: Ruleset) -> list[tuple[Combatant, Sheet]]:
    """Two against two, lucks kept small (nobody has initial luck)."""
    return [_fighter(maofa, PARTY, "Ann", "npc", fighting="T", defence="A", reflexes="T",
                     luck=2),
            _fighter(maofa, PARTY, "Bea", "npc", fighting="A", defence="T", reflexes="D",
                     luck=1),
            _fighter(maofa, OPPOSITION, "Thug", "npc", fighting="S", defence="A", luck=2),
            _fighter(maofa, OPPOSITION, "Mook", "npc", fighting="A", defence="A", luck=1)]


def test_two_against_two_counts_each_state_once(maofa: Ruleset) -> None:
    _, solved = _checked(maofa, _two_against_two(maofa), {})
    assert (solved.starts_merged, solved.weighed_merged) == (solved.starts, solved.weighed)


@pytest.mark.parametrize("never", [PARTY, OPPOSITION])
def test_the_luck_of_a_side_that_never_spends_is_one_state(maofa: Ruleset,
                                                           never: str) -> None:
    """The same two against two where one side never spends: its luck still moves (out
    of luck empties it, a morale boost adds to it) but nothing reads it, so states
    differing only there are one."""
    _, solved = _checked(maofa, _two_against_two(maofa), {never: Policy(spend="never")})
    assert solved.starts_merged < solved.starts
    assert solved.weighed_merged < solved.weighed
