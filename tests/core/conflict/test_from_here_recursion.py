"""Forecast from here against a recursion written here: a Lady Luck duel taken up in the
middle, from the injuries the Table tracks for both fighters.

The recursion follows the fight as the ruleset's notes read it (two attacks a turn, the
party first; a goblin dies on reaching its injury limit; Wren rolls to survive each
injury), with its own d6 counting and its own geometric series for rounds where nothing
changes; it never calls the engine. The start comes from a real `PlayTable` (amounts set
as the Table sets them) through `table_now` and `combatants_now`.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.conflict.from_here import combatants_now, table_now
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.harm_book import HarmBook
from gm_assistant.core.play.table import PlayTable
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

WREN = resources_dir() / "samples" / "lady_luck" / "wren-ashdown.yaml"


def _d6_at_least(threshold: int) -> Fraction:
    return Fraction(sum(1 for face in range(1, 7) if face >= threshold), 6)


def _duel(limit: int, wren_start: int, goblin_start: int,
          ) -> tuple[Fraction, Fraction, Fraction]:
    """(P(Wren wins), P(Wren is killed), expected rounds) of Wren (attack +1, Defense 3
    + 1, Constitution +1) against a small goblin (Defense 4, attack +0, knife ITM 1,
    dead on reaching `limit` injuries), from the injuries each has taken so far."""
    wren_hits = _d6_at_least(4 - 1)
    goblin_hits = _d6_at_least(4 - 0)

    def survives(injuries: int) -> Fraction:  # d6 + Constitution >= 1 + ITM + injuries
        return _d6_at_least(1 + 1 + injuries - 1)

    @cache
    def value(w0: int, g0: int) -> tuple[Fraction, Fraction, Fraction]:
        if g0 >= limit:
            return Fraction(1), Fraction(0), Fraction(0)
        # Wren's two attacks: (goblin's injuries, goblin dead) -> chance.
        after_wren: dict[tuple[int, bool], Fraction] = {(g0, False): Fraction(1)}
        for _ in range(2):
            step: dict[tuple[int, bool], Fraction] = {}
            for (g, dead), p in after_wren.items():
                if dead:
                    step[(g, dead)] = step.get((g, dead), Fraction(0)) + p
                    continue
                hit = (g + 1, g + 1 >= limit)
                step[hit] = step.get(hit, Fraction(0)) + p * wren_hits
                step[(g, False)] = step.get((g, False), Fraction(0)) + p * (1 - wren_hits)
            after_wren = step
        win = sum((p for (_, dead), p in after_wren.items() if dead), Fraction(0))
        killed = Fraction(0)
        going: dict[tuple[int, int], Fraction] = {}
        for (g, dead), p in after_wren.items():
            if dead:
                continue
            lives = {w0: Fraction(1)}  # the goblin's two attacks on Wren
            for _ in range(2):
                step_w: dict[int, Fraction] = {}
                for w, q in lives.items():
                    step_w[w] = step_w.get(w, Fraction(0)) + q * (1 - goblin_hits)
                    if survives(w):  # (a roll Wren cannot survive leads nowhere)
                        step_w[w + 1] = step_w.get(w + 1, Fraction(0)) \
                            + q * goblin_hits * survives(w)
                    killed += p * q * goblin_hits * (1 - survives(w))
                lives = step_w
            for w, q in lives.items():
                going[(w, g)] = going.get((w, g), Fraction(0)) + p * q
        stay = going.pop((w0, g0), Fraction(0))
        later = [(p, value(*key)) for key, p in going.items()]
        wins = (win + sum((p * v[0] for p, v in later), Fraction(0))) / (1 - stay)
        dies = (killed + sum((p * v[1] for p, v in later), Fraction(0))) / (1 - stay)
        rounds = (1 + sum((p * v[2] for p, v in later), Fraction(0))) / (1 - stay)
        return wins, dies, rounds

    return value(wren_start, goblin_start)


@pytest.mark.parametrize(("limit", "wren_start", "goblin_start"),
                         [(2, 1, 1), (3, 2, 1), (3, 0, 2)])
def test_a_duel_taken_up_from_the_table_matches_a_recursion(
        tmp_path: Path, limit: int, wren_start: int, goblin_start: int) -> None:
    lady_luck = default_registry().get("lady_luck")
    conflict = lady_luck.model.conflicts["fight"]
    wren = combatant_of(lady_luck, conflict, open_character(WREN), PARTY,
                        {"itm": 0, "injuries": 0}, name="Wren", kind="wren")
    goblin = combatant_of(lady_luck, conflict, new_character(lady_luck, "npc", "Goblin"),
                          OPPOSITION, {"size": "small", "attack": 0,
                                       "injury_limit": limit, "itm": 1},
                          name="Goblin", kind="goblin")
    assert wren.pools["injuries"] == 0 and goblin.pools["injuries"] == 0
    library = Library(tmp_path / "library")
    play = PlayTable(HarmBook(lambda: library))
    play.show("lady_luck")
    play.seat({"Wren": {"injuries": 0}, "Goblin": {"injuries": 0}})
    # The fight goes on at the Table: injuries are marked as they are taken.
    play.set_amount("Wren", "injuries", wren_start)
    play.set_amount("Goblin", "injuries", goblin_start)
    now = combatants_now(conflict, [wren, goblin], table_now(lady_luck, play))
    assert [c.pools["injuries"] for c in now] == [wren_start, goblin_start]
    assert not any(c.out for c in now)
    policies = {OPPOSITION: Policy(limit="reach")}
    from_here = forecast_fight(lady_luck, "fight", now, policies)
    assert from_here.exact
    wins, killed, rounds = _duel(limit, wren_start, goblin_start)
    assert from_here.p_party_wins == wins
    assert from_here.p_killed[0] == killed
    assert from_here.expected_rounds == rounds
    # Taken up in the middle, the duel is not the one that began.
    fresh = forecast_fight(lady_luck, "fight", [wren, goblin], policies)
    assert fresh.p_party_wins == _duel(limit, 0, 0)[0] != wins
