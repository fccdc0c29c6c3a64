"""Quick lookup: the outcome of a check for the faces the physical dice showed.

    >>> lookup(maofa, "skill_test", {"trait": "S", "difficulty": "moderate"}, {"roll": 9})
    Lookup(outcome='lucky_streak', ...)

When the rules call for a second roll (the d20 extreme Mastery Levels) the result says
which dice are still needed; give them in `faces` and look up again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from gm_assistant.core.dice.pool import pool_values
from gm_assistant.core.errors import FormulaError, InputError
from gm_assistant.core.odds.engine import bind_inputs, input_environment, spend_budget
from gm_assistant.core.odds.outcome_rule import band_for
from gm_assistant.core.odds.resolve import OddsError, apply_rule, run_steps
from gm_assistant.core.rules.compiled import (
    BandsRule,
    ChartRule,
    CheckSpec,
    LevelKey,
    LookupStep,
    PoolSpec,
    RollAgainSpec,
    Ruleset,
    ShiftStep,
    SpendSpec,
    all_second_rolls,
)
from gm_assistant.core.rules.formula import Number
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["Lookup", "SecondRoll", "chart_path", "check_pushed", "looked_up_spent", "lookup",
           "pushes_again", "second_rolls", "spend_charges"]


@dataclass(frozen=True)
class Lookup:
    """What a roll means: the outcome, or which further dice the rules need first."""

    outcome: str | None
    needs: tuple[str, ...] = ()
    reroll: tuple[str, ...] = ()
    values: dict[str, Number] = field(default_factory=dict)


@dataclass(frozen=True)
class SecondRoll:
    """A further roll the rules may call for (the d20 extremes): its notation and range;
    for a pool, `pool` (whose faces are given one per die, each from `low` to `high`)."""

    notation: str
    low: int
    high: int
    pool: PoolSpec | None = None


def second_rolls(spec: CheckSpec) -> dict[str, SecondRoll]:
    """Every further roll a check's bands may call for, by name, nested ones included."""
    found: dict[str, SecondRoll] = {}
    for again in all_second_rolls(spec.rule):
        for name, dist in again.rolls:
            found[name] = SecondRoll(again.notation.get(name, ""), min(dist), max(dist))
        for pool in again.pools:
            widest = pool.widest
            found[pool.name] = SecondRoll(f"pool of {widest.label}" if pool.die is not None
                                          else "pool", widest.low,
                                          widest.top * (widest.explode + 1), pool)
    return found


def _decide(rule: ChartRule | BandsRule, numbers: dict[str, Number],
            levels: dict[str, LevelKey], faces: Mapping[str, int | Sequence[int]]) -> Lookup:
    if isinstance(rule, ChartRule):
        result = apply_rule(rule, numbers, levels)
        assert isinstance(result, str)
        return Lookup(result, values=dict(numbers))
    band = band_for(rule, numbers)
    if band.outcome is not None:
        return Lookup(band.outcome, values=dict(numbers))
    if band.reroll is not None:
        return Lookup(None, reroll=band.reroll, values=dict(numbers))
    assert band.roll_again is not None
    return _again(band.roll_again, numbers, levels, faces)


def _again(spec: RollAgainSpec, numbers: dict[str, Number], levels: dict[str, LevelKey],
           faces: Mapping[str, int | Sequence[int]]) -> Lookup:
    missing = tuple(name for name in (*(n for n, _ in spec.rolls),
                                      *(p.name for p in spec.pools)) if name not in faces)
    if missing:
        return Lookup(None, needs=missing, values=dict(numbers))
    inner_numbers = dict(numbers)
    inner_levels = dict(levels)
    for pool in spec.pools:
        _bind_pool(pool, inner_numbers, faces)
    for name, dist in spec.rolls:
        shown = faces[name]
        if not isinstance(shown, int) or shown not in dist:
            raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{name} = {shown} cannot be rolled on these dice"),
                name=name, shown=shown),
                             [str(v) for v in dist])
        inner_numbers[name] = shown
    run_steps(spec.steps, inner_numbers, inner_levels)
    return _decide(spec.rule, inner_numbers, inner_levels, faces)


def _pool_numbers(spec: CheckSpec, numbers: dict[str, Number],
                  faces: Mapping[str, int | Sequence[int]]) -> None:
    """Bind each pool's values, read from the faces its dice showed."""
    for pool in spec.pools:
        _bind_pool(pool, numbers, faces)


def _bind_pool(pool: PoolSpec, numbers: dict[str, Number],
               faces: Mapping[str, int | Sequence[int]]) -> None:
    """Bind a pool's values, read from the faces its dice showed (the inputs in
    `numbers` say how many dice of which die)."""
    count = pool.count_for(numbers)
    shown = faces.get(pool.name)
    if shown is None or isinstance(shown, int):
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "the pool '{pool}' needs the faces of its {count} dice"),
            pool=pool.name, count=count))
    dice = pool.dice_for(numbers)
    if len(shown) != count:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "the pool '{pool}' has {count} dice, {count_2} faces were given"),
            pool=pool.name, count=count, count_2=len(shown)))
    for die, face in zip(dice, shown, strict=True):  # each face on its own die, in order
        possible = sorted(int(f) for f in die.die().outcomes())
        if face not in possible:
            raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{pool}: {face} cannot be rolled on its {die} "
                "({possible}..{possible2})"),
                pool=pool.name, face=face, die=die.label, possible=possible[0],
                possible2=possible[-1]), [str(v) for v in possible])
    sides = [die.sides for die in dice] if pool.sizes is not None else None
    numbers.update(zip(pool.names, pool_values(pool.readings, shown, sides), strict=True))


def lookup(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
           faces: Mapping[str, int | Sequence[int]], bonus_spent: int = 0) -> Lookup:
    """The outcome of `check_id` when its dice show `faces` (roll name -> total shown;
    a pool's name -> the face of each of its dice).

    `bonus_spent` counts bonus spends already made (Fate invokes), each adding the
    ruleset's amount. Raises InputError for impossible faces or bad inputs.
    """
    spec = ruleset.checks.get(check_id)
    if spec is None:
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "'{check_id}' is not a check of '{ruleset}'"),
            check_id=check_id, ruleset=ruleset.id), list(ruleset.checks))
    bound = bind_inputs(spec, inputs)
    numbers, levels = input_environment(spec, bound)
    _pool_numbers(spec, numbers, faces)
    for name, dist in spec.rolls:
        if name not in faces:
            raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "the roll '{name}' is missing"), name=name), [str(v) for v in dist])
        shown = faces[name]
        if not isinstance(shown, int) or shown not in dist:
            low, high = min(dist), max(dist)
            raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "{name} = {faces} cannot be rolled on {roll_notation} "
                "({low}..{high})"),
                name=name, faces=faces[name], roll_notation=spec.roll_notation[name], low=low,
                high=high),
                             [str(v) for v in dist])
        numbers[name] = shown
    for spend in spec.spends:
        if spend.kind == "bonus" and spend.variable is not None:
            numbers[spend.variable] = bonus_spent * spend.adds
    try:
        run_steps(spec.steps, numbers, levels)
        return _decide(spec.rule, numbers, levels, faces)
    except FormulaError as error:
        raise OddsError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "check '{spec}': {error}"),
            spec=spec.id, error=message_of(error))) from None


def _resource_of(spec: CheckSpec, spend: SpendSpec) -> str:
    """The resource a spend is paid from: the one of an input its budget reads."""
    for name in sorted(spend.budget.names):
        info = spec.inputs.get(name)
        if info is not None and info.resource is not None:
            return info.resource
    return spend.kind


def spend_charges(spec: CheckSpec, numbers: Mapping[str, Number], rerolls: int,
                  bonuses: int, pushes: int = 0) -> dict[str, int]:
    """What `rerolls` rerolls, `bonuses` bonuses and `pushes` pushes cost, by resource: a
    spend's free part (Fate's free invocations) goes first and costs nothing; a push whose
    budget reads no resource costs nothing."""
    charges: dict[str, int] = {}
    for kind, used in (("reroll", rerolls), ("bonus", bonuses), ("push", pushes)):
        spend = spec.spend(kind)
        if spend is None or used <= 0:
            continue
        free = max(0, int(spend.free(numbers))) if spend.free is not None else 0
        if used - free > 0:
            resource = _resource_of(spec, spend)
            if kind == "push" and resource == "push":
                continue  # a push that no resource pays for (Year Zero's) is free
            charges[resource] = charges.get(resource, 0) + used - free
    return charges


def pushes_again(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
                 outcome: str, pushes: int = 0,
                 faces: Mapping[str, int | Sequence[int]] | None = None) -> bool:
    """Whether a looked-up roll is pushed (as the roller would): its outcome is one the
    push names, `pushes` made on this roll so far leave one in the budget, and (when the
    `faces` are given) some die of the pool shows a face that does not stay."""
    spec = ruleset.checks[check_id]
    push = spec.spend("push")
    if push is None or outcome not in push.on:
        return False
    numbers, _ = input_environment(spec, bind_inputs(spec, inputs))
    if pushes >= spend_budget(spec, "push", numbers):
        return False
    shown = faces.get(push.pool or "") if faces is not None else None
    return shown is None or isinstance(shown, int) or any(f not in push.keep for f in shown)


def check_pushed(ruleset: Ruleset, check_id: str, before: Sequence[int],
                 after: Sequence[int]) -> None:
    """Refuse (InputError) a pushed pool `after` that did not keep the dice that stay from
    `before`: as many dice, and at least as many of each face that stays (the dice rolled
    again may show them too)."""
    push = ruleset.checks[check_id].spend("push")
    assert push is not None
    if len(after) != len(before):
        raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
            "PlayProblem", "a push rolls the same {count} dice again, {count_2} faces were given"),
            count=len(before), count_2=len(after)))
    for face in sorted(push.keep):
        if after.count(face) < before.count(face):
            raise InputError(Message("PlayProblem", QT_TRANSLATE_NOOP(
                "PlayProblem", "a push keeps the dice showing {face}: {value} before, {value_2} "
                "now"), face=face, value=before.count(face), value_2=after.count(face)))


def looked_up_spent(ruleset: Ruleset, check_id: str, inputs: Mapping[str, object],
                    outcome: str, bonus_spent: int = 0, pushes: int = 0,
                    faces: Mapping[str, int | Sequence[int]] | None = None,
                    rerolls: int = 0) -> tuple[dict[str, int], bool]:
    """What a looked-up physical roll costs, and whether it is to be rolled again: the
    invocations typed in (`bonus_spent`, free ones first); for an outcome the check pushes
    from while pushes are left (see `pushes_again`), the push, charged as the roller
    charges it; otherwise, for an outcome the check rerolls (MAoFA's Better next time)
    while the budget allows one, the treat eaten to roll again (the GM types the new
    dice next).

    `inputs` are as the roll began (as `roll_check` takes them); `pushes` and `rerolls`
    are those made on this roll before this throw (0 for its first throw, when `inputs`
    may be the resources left: a budget that is a resource needs no count)."""
    spec = ruleset.checks[check_id]
    numbers, _ = input_environment(spec, bind_inputs(spec, inputs))
    pushed = pushes_again(ruleset, check_id, inputs, outcome, pushes, faces)
    reroll = spec.spend("reroll")
    again = not pushed and reroll is not None and outcome in reroll.on \
        and spend_budget(spec, "reroll", numbers) - rerolls >= 1
    charges = spend_charges(spec, numbers, 1 if again else 0, bonus_spent)
    if pushed:  # this push's share: the free ones go first, as in `spend_charges`
        before = spend_charges(spec, numbers, 0, 0, pushes)
        for resource, count in spend_charges(spec, numbers, 0, 0, pushes + 1).items():
            extra = count - before.get(resource, 0)
            if extra:
                charges[resource] = charges.get(resource, 0) + extra
    return charges, again or pushed


def chart_path(spec: CheckSpec, values: Mapping[str, object]) -> str:
    """The steps between the inputs and the outcome, as a GM reads them on the charts:
    `Personal task rating: S (Simple)`, one per chart lookup or shift of the check, with
    what it gave for these values ('' when the check has none); a number read off a
    chart is named by the chart's label, never by the check's internal value name."""
    parts = []
    for step in spec.steps:
        if not isinstance(step, LookupStep | ShiftStep) or step.name not in values:
            continue
        value = values[step.name]
        scale = step.scale
        shown = str(value)
        if scale is not None and not scale.numeric and isinstance(value, int) \
                and 0 <= value < len(scale.keys):
            key = scale.keys[value]  # the engine keeps a level as its place on the scale
            shown = f"{key} ({scale.labels[key]})" if scale.labels[key] != str(key) \
                else str(key)
        where = (scale.label if scale is not None
                 else step.chart.label if isinstance(step, LookupStep) else step.name)
        parts.append(f"{where}: {shown}")
    return " · ".join(parts)
