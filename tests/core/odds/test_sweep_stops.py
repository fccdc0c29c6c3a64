"""Long odds work stops at its next step once nobody wants it (a newer request, the window
closing): a curve or grid before each point, a series before each count of successes.
Counted, never timed."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb

import pytest

from gm_assistant.core.odds import SweepStopped, check_odds, curve, grid
from gm_assistant.core.odds import sweep as sweep_module
from gm_assistant.core.odds.engine import CheckOdds
from gm_assistant.core.odds.series import series_odds
from gm_assistant.core.rules import load_ruleset_bytes
from gm_assistant.core.rules.compiled import Ruleset

WIDE = """
format: 1
id: wide
name: Wide
version: "1"
language: en
source: {title: Test, authors: [Me], licence: none, attribution: test}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#aa0000"}
  - {key: hit, label: Hit, success: true, colour: "#00aa00"}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    inputs:
      a: {label: A, range: {min: 0, max: 30}, default: 0}
      b: {label: B, range: {min: 0, max: 20}, default: 0}
    roll: d6
    values: {total: roll + a - b}
    outcome:
      bands:
        - {when: total >= 4, outcome: hit}
        - {else: miss}
"""


@pytest.fixture
def wide() -> Ruleset:
    return load_ruleset_bytes(WIDE.encode(), "wide.yaml")


class Countdown:
    """`wanted()` True for the first `yes` questions, then False; counts the questions."""

    def __init__(self, yes: int) -> None:
        self.yes = yes
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked <= self.yes


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the points the sweep module works out (the real odds, counted)."""
    calls = [0]
    real: Callable[..., CheckOdds] = check_odds

    def counted(*args: object, **kwargs: object) -> CheckOdds:
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(sweep_module, "check_odds", counted)
    return calls


def test_a_grid_stops_before_the_point_after_wanted_turns_false(
        wide: Ruleset, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    with pytest.raises(SweepStopped) as stopped:
        grid(wide, "roll", {}, "a", "b", Countdown(100))
    assert (stopped.value.done, stopped.value.asked) == (100, 31 * 21)
    assert calls[0] == 100  # not one point more than were wanted


def test_a_curve_stops_too_and_an_always_wanted_sweep_is_whole(
        wide: Ruleset, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    with pytest.raises(SweepStopped) as stopped:
        curve(wide, "roll", {}, "a", Countdown(0))
    assert (stopped.value.done, stopped.value.asked, calls[0]) == (0, 31, 0)
    whole = grid(wide, "roll", {"a": 2}, "a", "b", lambda: True)
    assert calls[0] == 31 * 21
    assert len(whole.points) == 31 and all(len(row) == 21 for row in whole.points)
    # Cell (a, b) is d6 + a - b >= 4: counted over the six faces here.
    for row, a in zip(whole.points, whole.rows, strict=True):
        for point, b in zip(row, whole.columns, strict=True):
            faces = sum(1 for face in range(1, 7) if face + int(a) - int(b) >= 4)
            assert point.p_success == Fraction(faces, 6)


def test_a_series_stops_between_its_counts_of_successes(wide: Ruleset) -> None:
    with pytest.raises(SweepStopped) as stopped:
        series_odds(wide, "roll", {"a": 1}, 100, 50, Countdown(11))
    # One question before the check's odds, then one before each count 0, 1, ...
    assert (stopped.value.done, stopped.value.asked) == (11, 102)
    odds = series_odds(wide, "roll", {"a": 1}, 100, 50, lambda: True)
    p = Fraction(sum(1 for face in range(1, 7) if face + 1 >= 4), 6)
    assert odds.p_at_least == sum(comb(100, j) * p**j * (1 - p) ** (100 - j)
                                  for j in range(50, 101))
