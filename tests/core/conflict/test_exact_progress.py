"""The exact attempt at a fight reports how far it has gone (moves weighed against their
bound, rounds' starts found) every thousand moves, changes nothing in the answer, and
stops where its progress callback raises; in the GUI's order the fight is simulated while
the attempt waits, and the answer is still the one without it. Counts only, never the
clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.encounter import read_encounter, resolve_encounter
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import (
    EXACT_PROGRESS_EVERY,
    MAX_EXACT_STATES,
    MAX_EXACT_WEIGHED,
    ExactAttempt,
    FightForecast,
    ForecastSoFar,
    forecast_fight,
)
from gm_assistant.core.conflict.scene import character_folders
from gm_assistant.core.conflict.simulation import PROGRESS_EVERY
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

ROOT = Path(__file__).resolve().parents[3]


def _three_against_four() -> tuple[Ruleset, list[Combatant]]:
    """Lady Luck: three Wrens against a chief and three small mooks (the conflicts
    benchmark's cast; a fixed turn order, so one move weighed at a time), exact at about
    2,000 moves weighed."""
    ruleset = default_registry().get("lady_luck")
    conflict = ruleset.model.conflicts["fight"]
    wren = open_character(ROOT / "resources" / "samples" / "lady_luck" / "wren-ashdown.yaml")
    found = [combatant_of(ruleset, conflict, wren, PARTY, overrides,
                          name=f"PC {i + 1}", kind=f"pc{i}")
             for i, overrides in enumerate([{"itm": 1}, {"itm": 0, "attack": 2},
                                            {"itm": 2}])]
    found.append(combatant_of(ruleset, conflict, new_character(ruleset, "npc", "Chief"),
                              OPPOSITION, {"attack": 1, "injury_limit": 3, "itm": 1},
                              name="Chief", kind="chief"))
    for i in range(3):
        found.append(combatant_of(
            ruleset, conflict, new_character(ruleset, "npc", f"Mook {i + 1}"), OPPOSITION,
            {"size": "small", "attack": 0, "injury_limit": 1, "itm": 0},
            name=f"Mook {i + 1}", kind="mook"))
    return ruleset, found


def _bridge() -> tuple[Ruleset, str, list[Combatant], dict[str, Policy]]:
    """Riskbreaker's bridge sample: its order worked out every round, a turn (several
    moves weighed at once) at a time."""
    path = ROOT / "resources" / "encounters" / "riskbreaker-bridge.yaml"
    encounter, document = read_encounter(path)
    ruleset = default_registry().get(encounter.ruleset)
    conflict, combatants = resolve_encounter(ruleset, encounter, document,
                                             character_folders(ruleset, path))
    return ruleset, conflict, combatants, {side: encounter.policy(side)
                                           for side in (PARTY, OPPOSITION)}


class Stop(Exception):
    """Raised by a progress callback to stop the forecast."""


def test_an_exact_fight_reports_its_attempt_and_gives_the_same_answer() -> None:
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []
    reported = forecast_fight(lady_luck, "fight", fighters, progress=seen.append)
    plain = forecast_fight(lady_luck, "fight", fighters)
    assert reported == plain and reported.exact
    assert seen and all(isinstance(p, ExactAttempt) for p in seen)
    attempts = [p for p in seen if isinstance(p, ExactAttempt)]
    # One move weighed at a time: a report at each thousand, the bounds as set.
    assert [p.weighed for p in attempts] == [EXACT_PROGRESS_EVERY * (k + 1)
                                             for k in range(len(attempts))]
    assert {(p.max_weighed, p.max_starts) for p in attempts} == {
        (MAX_EXACT_WEIGHED, MAX_EXACT_STATES)}
    starts = [p.starts for p in attempts]
    assert starts == sorted(starts) and 0 < starts[-1] <= plain.states


def test_a_fight_past_the_bound_reports_up_to_it_then_its_simulation() -> None:
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []
    found = forecast_fight(lady_luck, "fight", fighters, max_weighed=1_500, fights=2_500,
                           progress=seen.append)
    assert not found.exact and found.final
    # Refused on the 1,501st move: one report of the attempt (at 1,000), then the
    # estimate so far at 1,000 and 2,000 of the 2,500 fights (not the last: the answer).
    assert [(type(p), p.weighed if isinstance(p, ExactAttempt) else p.fights)
            for p in seen] == [(ExactAttempt, 1_000), (FightForecast, PROGRESS_EVERY),
                               (FightForecast, 2 * PROGRESS_EVERY)]
    assert seen[0] == ExactAttempt(1_000, 1_500, seen[0].starts, MAX_EXACT_STATES)  # type: ignore[union-attr]


def test_turns_weighed_several_moves_at_once_report_at_each_thousand_passed() -> None:
    ruleset, conflict, fighters, policies = _bridge()
    seen: list[ForecastSoFar] = []
    bound = 4_500
    found = forecast_fight(ruleset, conflict, fighters, policies, max_weighed=bound,
                           fights=1_000, progress=seen.append)
    assert not found.exact
    attempts = [p for p in seen if isinstance(p, ExactAttempt)]
    assert len(attempts) == len(seen)  # 1,000 fights: no estimate so far before the end
    # A turn weighs a few moves at once: each report comes in the thousand it marks
    # (reached, not yet the next), never past the bound (refused before it is reported).
    assert [p.weighed // EXACT_PROGRESS_EVERY for p in attempts] == [1, 2, 3, 4]
    assert all(p.weighed <= bound for p in attempts)


def test_a_raising_callback_stops_the_exact_attempt_at_its_report() -> None:
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []

    def stop_at_first(so_far: ForecastSoFar) -> None:
        seen.append(so_far)
        raise Stop

    with pytest.raises(Stop):
        forecast_fight(lady_luck, "fight", fighters, progress=stop_at_first)
    assert len(seen) == 1 and isinstance(seen[0], ExactAttempt)
    assert seen[0].weighed == EXACT_PROGRESS_EVERY


def test_a_small_fight_reports_nothing() -> None:
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []
    duel = forecast_fight(lady_luck, "fight", fighters[:1] + fighters[4:5],
                          progress=seen.append)
    assert duel.exact and seen == []


def _shown(seen: list[ForecastSoFar]) -> list[tuple[str, int, int | None, bool | None]]:
    """Each report as (kind, moves weighed or fights played, the estimate's fights, whether
    the estimate is final)."""
    found: list[tuple[str, int, int | None, bool | None]] = []
    for so_far in seen:
        if isinstance(so_far, FightForecast):
            found.append(("estimate", so_far.fights, None, None))
        else:
            estimate = so_far.estimate
            found.append(("attempt", so_far.weighed,
                          None if estimate is None else estimate.fights,
                          None if estimate is None else estimate.final))
    return found


def test_estimated_first_a_fight_solved_exactly_gives_the_exact_answer() -> None:
    """Exact past its first report (about 2,000 moves weighed): simulated at that report,
    then solved; the answer is the exact one, as without the early simulation."""
    lady_luck, fighters = _three_against_four()
    plain_seen: list[ForecastSoFar] = []
    plain = forecast_fight(lady_luck, "fight", fighters, progress=plain_seen.append)
    marks = [p.weighed for p in plain_seen if isinstance(p, ExactAttempt)]
    assert plain.exact and len(marks) >= 2, "the fight should weigh 2,000 moves or more"
    seen: list[ForecastSoFar] = []
    staged = forecast_fight(lady_luck, "fight", fighters, fights=2_500, progress=seen.append,
                            estimate_first_after=marks[0])
    assert staged == plain
    assert _shown(seen) == [  # the attempt waits at its first report
        ("attempt", marks[0], 1_000, False), ("attempt", marks[0], 2_000, False),
        ("attempt", marks[0], 2_500, True),  # every fight played: the attempt goes on
        *(("attempt", mark, 2_500, True) for mark in marks[1:])]
    early = seen[-1].estimate  # type: ignore[union-attr]
    assert early == forecast_fight(lady_luck, "fight", fighters, fights=2_500,
                                   simulate_only=True)


def test_estimated_first_a_fight_refused_gives_the_same_seeded_estimate() -> None:
    """Refused past 1,500 moves: the estimate simulated while the attempt waited is the
    answer, the one the attempt refused first gives (`gm-assistant encounter`'s order)."""
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []
    staged = forecast_fight(lady_luck, "fight", fighters, max_weighed=1_500, fights=2_500,
                            progress=seen.append, estimate_first_after=1_000)
    plain = forecast_fight(lady_luck, "fight", fighters, max_weighed=1_500, fights=2_500)
    assert staged == plain and not plain.exact and plain.final
    assert _shown(seen) == [
        ("attempt", 1_000, 1_000, False), ("attempt", 1_000, 2_000, False),
        ("attempt", 1_000, 2_500, True)]
    assert seen[-1].estimate == plain  # type: ignore[union-attr]


def test_a_fight_refused_before_the_mark_is_simulated_as_usual() -> None:
    lady_luck, fighters = _three_against_four()
    seen: list[ForecastSoFar] = []
    staged = forecast_fight(lady_luck, "fight", fighters, max_weighed=1_500, fights=2_500,
                            progress=seen.append, estimate_first_after=2_000)
    assert staged == forecast_fight(lady_luck, "fight", fighters, max_weighed=1_500,
                                    fights=2_500)
    assert _shown(seen) == [("attempt", 1_000, None, None), ("estimate", 1_000, None, None),
                            ("estimate", 2_000, None, None)]
