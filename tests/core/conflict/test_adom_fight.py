"""AdOM's conflicts as the forecast reads them: the notes say what is modelled and no more.

The contest forecast (the two sides' best racing to three victories) is checked against a
recursion over 4dF - 4dF in tests/core/conflict/test_fights.py with a character who has
fate points: it invokes nothing, so the note the contest shows must say so.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry


def test_the_contest_forecast_note_says_nobody_invokes() -> None:
    adom = default_registry().get("adom")
    contest = adom.model.conflicts["contest"]
    notes = {note.id: note for note in adom.model.notes}
    assert contest.notes == ["contest_forecast"]
    text = notes["contest_forecast"].text
    assert "No calcula invocaciones de ningún bando" in text
    # The Table's single exchange does model the acting side's invocations: its note may
    # say so, and it is not the one the forecast shows.
    assert "contest" in adom.model.checks["contest"].notes


# -- Invocations in a fight: both sides, attacking and defending ---------------------------
#
# The seed: an aspect is invoked after the roll, once per roll, for a fate point, +2 (or a
# reroll, which the forecast does not use). The ruleset's reading (note `fight_invocations`):
# both rolls are seen; the side the result goes against invokes only when that turns the
# attack round, the fewest that do; the other side may answer the same way, in turn.

FATE = [sum(dice) for dice in itertools.product((-1, 0, 1), repeat=4)]
SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "adom"


def _exchange(margin: int, attacker: int, defender: int) -> tuple[int, int, int]:
    """(final margin, attacker's invocations, defender's) played out one answer at a time:
    a hit lands from margin 1 up."""
    used = [0, 0]
    left = [attacker, defender]
    while True:
        losing = 1 if margin >= 1 else 0  # the side the result goes against
        need = (margin + 1) // 2 if losing else (2 - margin) // 2
        if need > left[losing]:
            return margin, used[0], used[1]
        left[losing] -= need
        used[losing] += need
        margin += -2 * need if losing else 2 * need


@cache
def _attack(attack: int, defend: int, attacker: int, defender: int,
            ) -> dict[tuple[int, int, int], Fraction]:
    """(shifts or 0, attacker's invocations, defender's) -> chance, 4dF against 4dF."""
    found: dict[tuple[int, int, int], Fraction] = {}
    for mine, theirs in itertools.product(FATE, FATE):
        margin, a, d = _exchange(mine + attack - (theirs + defend), attacker, defender)
        key = (max(margin, 0), a, d)
        found[key] = found.get(key, Fraction(0)) + Fraction(1, 81 * 81)
    return found


Fighter = tuple[bool, frozenset[int], int]
"""(out, stress boxes marked by value, fate points)."""


def _stress_fight(stats: list[tuple[int, int, tuple[int, ...], int, int]], party: int,
                  ) -> tuple[Fraction, Fraction, Fraction]:
    """(P(party wins), expected fate points the party spends, the opposition's): fighters
    (attack, defend, stress boxes, fate points, aspects) in turn order, the first `party`
    of them the party's; each round every standing fighter attacks, the party the
    opponent whose free boxes add up least (the first listed on a tie), the opposition the
    first standing party member; a hit marks the smallest free box that covers it, or
    takes the fighter out. The stress-only fighters take no consequences."""
    sides = [0 if i < party else 1 for i in range(len(stats))]

    def over(state: tuple[Fighter, ...]) -> bool:
        return any(all(f[0] for f, s in zip(state, sides, strict=True) if s == side)
                   for side in (0, 1))

    def target(state: tuple[Fighter, ...], actor: int) -> int:
        foes = [i for i in range(len(stats)) if sides[i] != sides[actor] and not state[i][0]]
        return min(foes, key=lambda i: (sum(b for b in stats[i][2] if b not in state[i][1]),
                                        i))

    def attack_from(state: tuple[Fighter, ...], actor: int,
                    ) -> dict[tuple[Fighter, ...], Fraction]:
        victim = target(state, actor)
        a_stats, v_stats = stats[actor], stats[victim]
        caps = (min(state[actor][2], a_stats[4]), min(state[victim][2], v_stats[4]))
        found: dict[tuple[Fighter, ...], Fraction] = {}
        for (shifts, spent, defended), p in _attack(a_stats[0], v_stats[1], *caps).items():
            after = list(state)
            out, marked, fp = after[actor]
            after[actor] = (out, marked, fp - spent)
            out, marked, fp = after[victim]
            fp -= defended
            if shifts:
                free = [b for b in v_stats[2] if b not in marked and b >= shifts]
                if free:
                    marked = marked | {min(free)}
                else:
                    out = True
            after[victim] = (out, marked, fp)
            key = tuple(after)
            found[key] = found.get(key, Fraction(0)) + p
        return found

    @cache
    def value(state: tuple[Fighter, ...]) -> tuple[Fraction, Fraction, Fraction]:
        if over(state):
            won = all(state[i][0] for i in range(party, len(stats)))
            return (Fraction(int(won)),
                    Fraction(sum(f[2] for f in state[:party])),
                    Fraction(sum(f[2] for f in state[party:])))
        dist = {state: Fraction(1)}
        for actor in range(len(stats)):
            following: dict[tuple[Fighter, ...], Fraction] = {}
            for current, p in dist.items():
                if current[actor][0] or over(current):
                    following[current] = following.get(current, Fraction(0)) + p
                    continue
                for after, q in attack_from(current, actor).items():
                    following[after] = following.get(after, Fraction(0)) + p * q
            dist = following
        stay = dist.pop(state, Fraction(0))
        totals = [Fraction(0)] * 3
        for after, p in dist.items():
            for k, v in enumerate(value(after)):
                totals[k] += p * v
        return (totals[0] / (1 - stay), totals[1] / (1 - stay), totals[2] / (1 - stay))

    start = tuple((False, frozenset(), s[3]) for s in stats)
    won, party_left, opposition_left = value(start)
    return (won, sum(s[3] for s in stats[:party]) - party_left,
            sum(s[3] for s in stats[party:]) - opposition_left)


def _shark(adom: Ruleset, side: str, name: str, sample: str = "sky-shark",
           **overrides: object) -> Combatant:
    character = open_character(SAMPLES / f"{sample}.yaml")
    return combatant_of(adom, adom.model.conflicts["conflict"], character, side, overrides,
                        name=name, kind=name.rstrip("0123456789 "))


@pytest.fixture(scope="module")
def adom() -> Ruleset:
    return default_registry().get("adom")


def test_the_exchange_of_invocations_turns_the_attack_round_in_turn() -> None:
    # A hit by 1 against a defender with 1 to spend: it invokes once (margin -1); the
    # attacker with 2 answers once (margin 1); the defender has nothing left.
    assert _exchange(1, 2, 1) == (1, 1, 1)
    # A miss by 4 needs three invocations: the attacker has only two, so spends none.
    assert _exchange(-4, 2, 3) == (-4, 0, 0)
    # A hit by 5 needs three to stop: the defender has them; the attacker answers with its
    # one (margin 1) and the defender cannot answer again.
    assert _exchange(5, 1, 3) == (1, 1, 3)


def test_a_duel_with_invocations_on_both_sides_matches_a_recursion(adom: Ruleset) -> None:
    hero = _shark(adom, PARTY, "Hero", attack=1, defend=1, speed=1, fate_points=2, aspects=1)
    rival = _shark(adom, OPPOSITION, "Rival", attack=2, defend=0, speed=0, fate_points=3,
                   aspects=2)
    forecast = forecast_fight(adom, "conflict", [hero, rival])
    assert forecast.exact
    won, ours, theirs = _stress_fight([(1, 1, (1, 2), 2, 1), (2, 0, (1, 2), 3, 2)], 1)
    assert forecast.p_party_wins == won
    assert forecast.spent[PARTY]["fate_points"] == ours
    assert forecast.spent[OPPOSITION]["fate_points"] == theirs
    assert ours > 0 and theirs > 0


def test_one_against_two_with_invocations_matches_a_recursion(adom: Ruleset) -> None:
    # A character with three stress boxes who takes no consequence (`absorb: first`).
    hero = _shark(adom, PARTY, "Hero", "abigail-zhao", attack=2, defend=2, speed=2,
                  fate_points=3, aspects=2)
    first = _shark(adom, OPPOSITION, "Biter", attack=1, defend=0, speed=1,
                   fate_points=1, aspects=1)
    second = _shark(adom, OPPOSITION, "Flyer", attack=0, defend=1, speed=0,
                    fate_points=2, aspects=1)
    forecast = forecast_fight(adom, "conflict", [hero, first, second],
                              {PARTY: Policy(absorb="first")})
    assert forecast.exact
    won, ours, theirs = _stress_fight(
        [(2, 2, (1, 2, 3), 3, 2), (1, 0, (1, 2), 1, 1), (0, 1, (1, 2), 2, 1)], 1)
    assert forecast.p_party_wins == won
    assert forecast.spent[PARTY]["fate_points"] == ours
    assert forecast.spent[OPPOSITION]["fate_points"] == theirs


def test_never_invoking_is_the_fight_without_fate_points(adom: Ruleset) -> None:
    hero = _shark(adom, PARTY, "Hero", attack=1, defend=1, speed=1, fate_points=2, aspects=1)
    rival = _shark(adom, OPPOSITION, "Rival", attack=2, defend=0, speed=0, fate_points=3,
                   aspects=2)
    never = {side: Policy(spend="never") for side in (PARTY, OPPOSITION)}
    forecast = forecast_fight(adom, "conflict", [hero, rival], never)
    won, ours, theirs = _stress_fight([(1, 1, (1, 2), 0, 0), (2, 0, (1, 2), 0, 0)], 1)
    assert forecast.p_party_wins == won
    assert (ours, theirs) == (0, 0)
    assert not any(forecast.spent[PARTY].values())
    assert forecast.p_party_wins != forecast_fight(adom, "conflict", [hero, rival]
                                                   ).p_party_wins
    assert "Invocations by the party: none" in forecast.notes
    assert "Invocations by the opposition: none" in forecast.notes


def test_the_forecast_names_the_invocation_reading(adom: Ruleset) -> None:
    hero = _shark(adom, PARTY, "Hero", fate_points=1)
    rival = _shark(adom, OPPOSITION, "Rival", speed=-1)
    forecast = forecast_fight(adom, "conflict", [hero, rival])
    assert any(note.startswith("Invocations by the party, attacking and defending")
               for note in forecast.notes)
    conflict = adom.model.conflicts["conflict"]
    assert "fight_invocations" in conflict.notes
    assert "invoke_policy" not in conflict.notes  # the single roll's reading, not the fight's
