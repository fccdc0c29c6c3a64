"""The steps of one member's roll at the table (`roller._roll_member`): the dice thrown
until the rule decides (a tie's reroll band), then pushed while the push is made from its
outcome, then the bonus spent while not a success. The dice are scripted (a random source
that hands out the faces written here), so each step's log is checked against what the
rules in words say should happen with those faces."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from gm_assistant.core.play.roller import roll_check
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.loader import load_ruleset_bytes
from tests.core.test_engine import LAB
from tests.core.test_pools import _load
from tests.core.test_push_beside import CHECK


class Scripted(random.Random):
    """Hands out the faces given, in order, to every die rolled (notation or pool)."""

    def __init__(self, faces: Sequence[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def _next(self) -> int:
        assert self.faces, "the roll asked for more dice than scripted"
        return self.faces.pop(0)

    def choice(self, seq: Sequence[Any]) -> Any:
        face = self._next()
        assert face in seq
        return face

    def randint(self, a: int, b: int) -> int:
        face = self._next()
        assert a <= face <= b
        return face


@pytest.fixture(scope="module")
def lab() -> Ruleset:
    return load_ruleset_bytes(LAB.encode(), "engine_lab.yaml")


@pytest.fixture(scope="module")
def pushy() -> Ruleset:
    return _load("pushy", CHECK)


def test_a_tie_rolls_the_named_die_again_until_decided(lab: Ruleset) -> None:
    # mine 3 + edge 1 against theirs 4: a tie, theirs rolled again (4: a tie again),
    # then 2: a win.
    rng = Scripted([3, 4, 4, 2])
    record = roll_check(lab, "tie_reroll", {"edge": 1}, rng)
    assert [a.note for a in record.attempts] == ["rolled again: theirs"] * 2 + [""]
    assert [(a.dice["mine"].total, a.dice["theirs"].total) for a in record.attempts] == [
        (3, 4), (3, 4), (3, 2)]
    assert record.outcome == "win" and not rng.faces


def test_a_failure_is_pushed_then_the_bonus_makes_it_a_success(pushy: Ruleset) -> None:
    # 3 and 4: no six, a failure; pushed (neither stays): 2 and 5, still a failure and no
    # push left; one willpower's +1 gives strength 1, a success.
    rng = Scripted([3, 4, 2, 5])
    record = roll_check(pushy, "skill", {"dice": 2, "pushes": 1, "willpower": 1}, rng)
    assert [(a.note, a.outcome, a.bonus_spent) for a in record.attempts] == [
        ("pushed: every die but 1, 6 rolled again", "failure", 0), ("", "success", 1)]
    assert [a.dice["pool"].faces for a in record.attempts] == [(3, 4), (2, 5)]
    assert record.outcome == "success" and record.spent == {"willpower": 1}
    assert not rng.faces


def test_a_push_rolls_only_the_dice_that_do_not_stay(pushy: Ruleset) -> None:
    # 1 and 3: a failure; the 1 stays, the 3 is rolled again: 6, one six, a success (no
    # bonus spent on a success).
    rng = Scripted([1, 3, 6])
    record = roll_check(pushy, "skill", {"dice": 2, "pushes": 2, "willpower": 2}, rng)
    assert [a.dice["pool"].faces for a in record.attempts] == [(1, 3), (1, 6)]
    assert [a.outcome for a in record.attempts] == ["failure", "success"]
    assert record.spent == {} and not rng.faces


def test_no_push_when_every_die_stays(pushy: Ruleset) -> None:
    # 1 and 1: a failure, but both dice stay: nothing is rolled again; the two bonuses
    # are spent one at a time (the first makes it a success).
    rng = Scripted([1, 1])
    record = roll_check(pushy, "skill", {"dice": 2, "pushes": 1, "willpower": 2}, rng)
    assert [(a.note, a.outcome, a.bonus_spent) for a in record.attempts] == [
        ("", "success", 1)]
    assert record.spent == {"willpower": 1} and not rng.faces


def test_a_reroll_spend_throws_again_with_what_is_left(pushy: Ruleset) -> None:
    # 2 and 3, a failure, pushed: 4 and 5, still failing; luck rolls the whole throw
    # again: 6 and 2, a success. One push in all (the budget is shared by the throws).
    rng = Scripted([2, 3, 4, 5, 6, 2])
    record = roll_check(pushy, "skill", {"dice": 2, "pushes": 1, "luck": 1}, rng)
    assert [(a.note, a.outcome) for a in record.attempts] == [
        ("pushed: every die but 1, 6 rolled again", "failure"), ("", "failure"),
        ("", "success")]
    assert record.outcome == "success" and record.spent == {"luck": 1}
    assert not rng.faces
