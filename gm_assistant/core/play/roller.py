"""Rolling a check for real (for NPCs at the table): dice, rerolls and spends, step by step.

The roll follows the same rules as the odds: a reroll spend rolls again while the outcome
is one it names and the budget lasts; a bonus spend adds after the roll while the outcome
is not yet a success; a push rolls the pool's other dice again while the outcome is one it
pushes from; a reroll band (ties) rolls those dice again; a second roll is made
when the rules ask for one. Every attempt is kept for the table log.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from gm_assistant.core.dice import RolledDice, roll
from gm_assistant.core.dice.pool import pool_values, roll_mixed, roll_pool
from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.bonus_choice import BestUse
from gm_assistant.core.odds.engine import (
    bind_inputs,
    bonus_rerolls,
    group_members,
    input_environment,
    spend_budget,
)
from gm_assistant.core.odds.resolve import best_use
from gm_assistant.core.play.lookup import Lookup, lookup, second_rolls, spend_charges
from gm_assistant.core.rules.compiled import CheckSpec, LevelKey, PoolSpec, Ruleset
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["Attempt", "RollRecord", "roll_check"]

_MAX_ATTEMPTS = 1000


@dataclass(frozen=True)
class Attempt:
    """One throw of the dice: what showed, and what it meant."""

    member: int
    dice: dict[str, RolledDice]
    outcome: str | None
    bonus_spent: int = 0
    note: str = ""
    values: dict[str, object] = field(default_factory=dict)
    """The check's values for these faces (a chart's step, the total): see `chart_path`."""


@dataclass(frozen=True)
class RollRecord:
    """A finished check: every attempt, the final outcome and what was spent."""

    ruleset: str
    check: str
    inputs: dict[str, LevelKey]
    attempts: tuple[Attempt, ...]
    outcome: str
    success: bool
    spent: dict[str, int]
    results: tuple[str, ...] = ()
    """Each member's own outcome, in the order rolled (one for a check without a group):
    the lead's first, then each helper's or each further action's."""
    combine: str | None = None
    """The group's way of combining (`worst` for combining forces, `in_order` for multiple
    actions), None without a group."""

    def own_outcomes(self) -> list[str]:
        """The outcomes whose effects fall on the one who acts: every action of multiple
        actions in one round, only the lead's own roll when others combine forces with
        them (each helper's outcome is the helper's), the outcome of a single roll."""
        if not self.results:
            return [self.outcome]
        if self.combine == "in_order":
            return list(self.results)
        return [self.results[0]]

    def helpers_outcomes(self) -> list[str]:
        """The outcomes of the others who combined forces, in order (their own effects)."""
        return list(self.results[1:]) if self.combine not in (None, "in_order") else []


def _roll_pools(spec: CheckSpec, numbers: Mapping[str, Number], rng: random.Random,
                ) -> dict[str, RolledDice]:
    """Each pool's dice, rolled one by one (the log shows every face)."""
    return {pool.name: _roll_pool(pool, numbers, rng) for pool in spec.pools}


def _roll_pool(pool: PoolSpec, numbers: Mapping[str, Number], rng: random.Random,
               ) -> RolledDice:
    """A pool's dice, rolled one by one, with the values read from them."""
    if pool.sizes is not None:
        dice = pool.dice_for(numbers)
        faces = roll_mixed(dice, rng)
        values = tuple(zip(pool.names, pool_values(pool.readings, faces,
                                                   [d.sides for d in dice]), strict=True))
        return RolledDice(pool.label_for(numbers), faces, faces, sum(faces), values)
    die = pool.die_for(numbers)
    faces = roll_pool(die, pool.count_for(numbers), rng)
    values = tuple(zip(pool.names, pool_values(pool.readings, faces), strict=True))
    return RolledDice(f"{len(faces)} × {die.label}", faces, faces, sum(faces), values)


def _push(spec: CheckSpec, numbers: Mapping[str, Number], rolled: RolledDice,
          rng: random.Random) -> RolledDice | None:
    """The pool after a push: its dice not showing a face that stays, rolled again (None
    when every die stays)."""
    push = spec.spend("push")
    assert push is not None
    pool = next(p for p in spec.pools if p.name == push.pool)
    again = [i for i, face in enumerate(rolled.faces) if face not in push.keep]
    if not again:
        return None
    die = pool.die_for(numbers)
    faces = list(rolled.faces)
    for i in again:
        faces[i] = die.roll(rng)
    values = tuple(zip(pool.names, pool_values(pool.readings, faces), strict=True))
    return RolledDice(rolled.notation, tuple(faces), tuple(faces), sum(faces), values)


def _best_use(spec: CheckSpec, bound: dict[str, LevelKey], budget: int) -> BestUse | None:
    """The best use of each bonus spend when it may roll again instead (else None)."""
    numbers, levels = input_environment(spec, bound)
    if budget <= 0 or not bonus_rerolls(spec, numbers):
        return None
    return best_use(spec, numbers, levels, budget)


def _roll_member(ruleset: Ruleset, spec: CheckSpec, bound: dict[str, LevelKey], member: int,
                 rng: random.Random, reroll_left: int, bonus_budget: int,
                 push_budget: int = 0) -> tuple[list[Attempt], str, int, int, int]:
    """Roll one member; returns attempts, outcome, reroll budget left, bonuses spent and
    pushes made."""
    reroll = spec.spend("reroll")
    rolling = _MemberRoll(ruleset, spec, bound, member, rng)
    pushes = bonus_used = 0
    while len(rolling.attempts) < _MAX_ATTEMPTS:
        dice = {name: roll(spec.roll_notation[name], rng) for name, _ in spec.rolls}
        dice.update(_roll_pools(spec, rolling.numbers, rng))
        found = rolling.decided(dice)
        # a push first, then the bonus spends on the dice it leaves (as the odds do)
        found, made = rolling.pushed(dice, found, push_budget - pushes)
        pushes += made
        spent = rolling.spent(dice, found, bonus_budget - bonus_used)
        bonus_used += spent.uses
        rolling.attempts.append(Attempt(member, dict(spent.dice), spent.outcome,
                                        spent.bonuses, values=dict(spent.found.values)))
        if reroll is not None and spent.outcome in reroll.on and reroll_left > 0:
            reroll_left -= 1
            continue
        return rolling.attempts, spent.outcome, reroll_left, bonus_used, pushes
    raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
        "PlayProblem", "the dice were rolled again too many times")))  # pragma: no cover


def _shown(dice: Mapping[str, RolledDice]) -> dict[str, int | tuple[int, ...]]:
    """What each roll shows (a total; a pool's faces), as `lookup` reads it."""
    return {name: rolled.shown for name, rolled in dice.items()}


@dataclass
class _BonusesSpent:
    """A throw after the bonus spends: its dice (new ones when a use rolled again), the
    last look-up, the outcome, the uses spent and how many of them added the bonus."""

    dice: dict[str, RolledDice]
    found: Lookup
    outcome: str
    uses: int
    bonuses: int


class _MemberRoll:
    """One member's throws (see `_roll_member`): each throw decided by the rule, pushed,
    then spent on, every step kept in `attempts`."""

    def __init__(self, ruleset: Ruleset, spec: CheckSpec, bound: dict[str, LevelKey],
                 member: int, rng: random.Random) -> None:
        self.ruleset, self.spec, self.bound, self.member, self.rng = (
            ruleset, spec, bound, member, rng)
        self.numbers, _ = input_environment(spec, bound)
        self.attempts: list[Attempt] = []

    def decided(self, dice: dict[str, RolledDice]) -> Lookup:
        """The thrown `dice` until the rule decides: second rolls rolled as it asks, and
        the dice a reroll band names rolled again (each such throw an attempt)."""
        spec, rng = self.spec, self.rng
        pools = {pool.name for pool in spec.pools}
        while True:
            found = lookup(self.ruleset, spec.id, self.bound, _shown(dice))
            if found.needs:
                for name in found.needs:
                    second = second_rolls(spec)[name]
                    if second.pool is not None:
                        dice[name] = _roll_pool(second.pool, self.numbers, rng)
                    else:
                        dice[name] = roll(second.notation, rng)
                continue
            if not found.reroll:
                assert found.outcome is not None
                return found
            self.attempts.append(Attempt(self.member, dict(dice), None, 0,
                                         "rolled again: " + ", ".join(found.reroll)))
            for name in found.reroll:
                dice[name] = roll(spec.roll_notation[name], rng)
            for name in [n for n in dice if n not in spec.roll_notation and
                         n not in pools]:
                del dice[name]

    def pushed(self, dice: dict[str, RolledDice], found: Lookup, left: int,
               ) -> tuple[Lookup, int]:
        """The throw pushed while its outcome is one the push is made from, `left`
        pushes last and some die does not stay: the last look-up and the pushes made."""
        push = self.spec.spend("push")
        made = 0
        while push is not None and push.pool is not None and found.outcome in push.on \
                and made < left:
            pushed = _push(self.spec, self.numbers, dice[push.pool], self.rng)
            if pushed is None:
                break
            kept = ", ".join(str(face) for face in sorted(push.keep))
            self.attempts.append(Attempt(self.member, dict(dice), found.outcome, 0,
                                         f"pushed: every die but {kept} rolled again",
                                         values=dict(found.values)))
            dice[push.pool] = pushed
            made += 1
            found = lookup(self.ruleset, self.spec.id, self.bound, _shown(dice))
            assert found.outcome is not None  # a push has no second rolls (load time)
        return found, made

    def spent(self, dice: dict[str, RolledDice], found: Lookup, budget: int,
              ) -> _BonusesSpent:
        """The bonus spends on the throw, one at a time while its outcome is not yet a
        success (or all of `budget`); a use may roll the dice again instead when that is
        likelier to succeed (`BestUse`)."""
        spec = self.spec
        outcome = found.outcome
        assert outcome is not None
        bonus = spec.spend("bonus")
        if bonus is None:
            return _BonusesSpent(dice, found, outcome, 0, 0)
        faces = _shown(dice)
        choice = _best_use(spec, self.bound, budget)
        uses = bonuses = 0  # bonuses: the uses that added the bonus (others rolled again)
        while uses < budget and not (bonus.until_success and spec.success_of[outcome]):
            left = budget - uses
            uses += 1
            if choice is not None and choice.reroll_better(faces, bonuses, left):
                self.attempts.append(Attempt(self.member, dict(dice), outcome, bonuses,
                                             "invoked to roll again",
                                             values=dict(found.values)))
                dice = {name: roll(spec.roll_notation[name], self.rng)
                        for name, _ in spec.rolls}
                faces = _shown(dice)
            else:
                bonuses += 1
            found = lookup(self.ruleset, spec.id, self.bound, faces, bonus_spent=bonuses)
            if found.outcome is None:
                break
            outcome = found.outcome
        return _BonusesSpent(dice, found, outcome, uses, bonuses)


def roll_check(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
               rng: random.Random | None = None) -> RollRecord:
    """Roll `check_id` with real dice from `rng`, spending resources by the check's rules."""
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "'{check_id}' is not a check of '{ruleset}'"),
            check_id=check_id, ruleset=ruleset.id), list(ruleset.checks))
    rng = rng or random.Random()
    bound = bind_inputs(spec, inputs)
    numbers, _ = input_environment(spec, bound)
    reroll_budget = spend_budget(spec, "reroll", numbers)
    bonus_budget = spend_budget(spec, "bonus", numbers)
    push_budget = spend_budget(spec, "push", numbers)
    pushes = 0
    members = group_members(spec, bound) if spec.group is not None else [bound]
    attempts: list[Attempt] = []
    results: list[str] = []
    reroll_left = reroll_budget
    bonus_used = 0
    in_order = spec.group is not None and spec.group.combine == "in_order"
    for index, member in enumerate(members):
        spends = index == 0 or in_order
        tries, outcome, left, used, pushed = _roll_member(
            ruleset, spec, member, index, rng, reroll_left if spends else 0,
            bonus_budget if index == 0 else 0, push_budget - pushes if spends else 0)
        pushes += pushed
        if spends:
            reroll_left = left
        bonus_used += used
        attempts.extend(tries)
        results.append(outcome)
        if in_order and not spec.success_of[outcome]:
            break
    rank = {key: i for i, key in enumerate(spec.outcomes)}
    if in_order and not spec.success_of[results[-1]]:
        final = results[-1]
    else:
        final = min(results, key=rank.__getitem__)
    spent = spend_charges(spec, numbers, reroll_budget - reroll_left, bonus_used, pushes)
    return RollRecord(ruleset.id, check_id, bound, tuple(attempts), final,
                      spec.success_of[final], spent, tuple(results),
                      spec.group.combine if spec.group is not None else None)
