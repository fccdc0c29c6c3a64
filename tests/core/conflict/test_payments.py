"""`Payments` on its own, for MAoFA's luck: what a roll spent comes off its roller's pool, then
its outcome's effects as the rulebook's outcome list gives them (out of luck: none left; a
lucky streak: one more; a morale boost: the roller's initial luck more and one more for
every ally standing), each pool kept within 0 and its top. Worked out here for every
outcome, spend and roller; nobody else's luck moves, and a fighter who is out keeps
nothing. With no side spending, luck is read by no rule: it stays as it started.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.exact import ONE
from gm_assistant.core.conflict.fight import Fight, Policy
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"
TOP = 20
"""The fight's luck pool keeps at most this many treats (`conflicts.fight.pools.luck`)."""


@pytest.fixture(scope="module")
def maofa() -> Ruleset:
    return default_registry().get("maofa")


def _margots(ruleset: Ruleset) -> list[Combatant]:
    """Three Margots in the party (luck 3, 5 and 19), one against them (luck 4)."""
    conflict = ruleset.model.conflicts["fight"]
    margot = open_character(SAMPLES / "maofa" / "margot-delacroix.yaml")
    return [combatant_of(ruleset, conflict, margot, side, {"luck": luck},
                         name=f"Margot {i}", kind=f"margot{i}")
            for i, (side, luck) in enumerate([(PARTY, 3), (PARTY, 5), (PARTY, 19),
                                              (OPPOSITION, 4)])]


def _expected(luck: list[int], out: list[bool], roller: int, outcome: str, spent: int,
              initial: int) -> list[int]:
    """Everyone's luck after the roll, from the outcome list, in the rulebook's words."""
    after = list(luck)
    after[roller] = max(0, after[roller] - spent)
    if outcome == "out_of_luck":
        after[roller] = 0
    elif outcome == "lucky_streak":
        after[roller] += 1
    elif outcome == "morale_boost":
        after[roller] += initial
        for ally in (0, 1, 2):  # the party: the roller's side
            if ally != roller and not out[ally]:
                after[ally] += 1
    return [min(TOP, amount) for amount in after]


def test_paying_for_every_outcome_and_spend(maofa: Ruleset) -> None:
    fighters = _margots(maofa)
    conflict = maofa.model.conflicts["fight"]
    fight = Fight(maofa, conflict, fighters, {})
    spend = conflict.turn.spend if conflict.turn is not None else None
    assert spend is not None and fight.pool_names == ("luck",)
    initial = int(fighters[0].numbers["initial_luck"])
    outcomes = [outcome.key for outcome in maofa.model.outcomes]
    assert {"out_of_luck", "lucky_streak", "morale_boost"} <= set(outcomes)
    checked = 0
    for out_one in (False, True):
        out = [False, out_one, False, False]
        luck = [0 if gone else c.pools["luck"] for c, gone in zip(fighters, out, strict=True)]
        state = tuple((int(gone), 0, (amount,)) for gone, amount in zip(out, luck, strict=True))
        for roller, outcome, spent in itertools.product((0, 2), outcomes, range(3)):
            roll = TurnResult(outcome, (), spent, ONE)
            paid = fight.payments.pay(state, roller, roll, spend)
            assert [fighter[2][0] for fighter in paid] == _expected(
                luck, out, roller, outcome, spent, initial), (out, roller, outcome, spent)
            assert [fighter[:2] for fighter in paid] == [fighter[:2] for fighter in state]
            assert fight.payments.used(roll, spend) == (((0, spent),) if spent else ())
            checked += 1
    assert checked == 2 * 2 * len(outcomes) * 3


def test_luck_nobody_spends_stays_as_it_started(maofa: Ruleset) -> None:
    fighters = _margots(maofa)
    never = Policy(spend="never")
    fight = Fight(maofa, maofa.model.conflicts["fight"], fighters,
                  {PARTY: never, OPPOSITION: never})
    state = fight.start()
    for outcome in ("out_of_luck", "lucky_streak", "morale_boost"):
        assert fight.payments.pay(state, 0, TurnResult(outcome, (), 0, ONE), None) == state
