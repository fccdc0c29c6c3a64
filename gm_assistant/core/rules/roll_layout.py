"""What one roll of a check walks and reads, worked out once when the ruleset is compiled.

The odds engine walks every combination of a check's faces through its values and outcome
rule. Which values move with the dice, which are fixed by the inputs, what the rule and the
measures read and the whole-number weights of the faces depend only on the rules, so the
compiler works them out here and a first query of a fresh ruleset starts from them.

    >>> layout.names, layout.denominator      # a check rolling 2d6 as `roll`
    (('roll',), 36)
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction

from gm_assistant.core.dice import counts
from gm_assistant.core.rules.compiled import (
    BandsRule,
    ChartRule,
    CheckSpec,
    LookupStep,
    RollLayout,
    ShiftStep,
    Step,
    all_second_rolls,
    rule_reads,
    second_rolls_of,
    step_reads,
)

__all__ = ["nested_denominator", "roll_counts", "roll_layout"]

Faces = tuple[tuple[int, int], ...]


def roll_counts(rolls: tuple[tuple[str, dict[int, Fraction]], ...],
                notation: Mapping[str, str]) -> tuple[tuple[Faces, ...], int]:
    """Each roll's faces with whole-number weights, and the denominator of them all (each
    notation's counts are worked out once, for every check and ruleset that rolls it)."""
    weights = []
    denominator = 1
    for name, _ in rolls:
        faces, scale = counts(notation[name])
        weights.append(faces)
        denominator *= scale
    return tuple(weights), denominator


def nested_denominator(rule: ChartRule | BandsRule) -> int:
    """A common multiple of the denominators of every second roll inside `rule` (without
    their pools, whose chances depend on the inputs: see `outcome_rule.nested_for`)."""
    result = 1
    for again in second_rolls_of(rule):
        _, denominator = roll_counts(again.rolls, again.notation)
        result = math.lcm(result, denominator * nested_denominator(again.rule))
    return result


def roll_layout(spec: CheckSpec) -> RollLayout:
    """The layout of one roll of `spec` (its `layout` is this, set by the compiler)."""
    names = tuple(name for name, _ in spec.rolls)
    moving = set(names)
    for pool in spec.pools:
        moving.update(pool.names)
    moving.update(s.variable for s in spec.spends if s.variable is not None)
    fixed: list[Step] = []
    dynamic: list[Step] = []
    level_names = {n for n, i in spec.inputs.items() if i.scale is not None}
    for step in spec.steps:
        if step_reads(step) & moving:
            moving.add(step.name)
            dynamic.append(step)
        else:
            fixed.append(step)
        if isinstance(step, ShiftStep) or (isinstance(step, LookupStep) and step.scale):
            level_names.add(step.name)
    # Only the values the rule and the measures need are worked out per face; the rest
    # (a total shown at the Table) are not needed for the odds.
    measure_names = {n for _, m in spec.measures for n in m.names}
    read = rule_reads(spec.rule)
    needed = read | measure_names
    relevant: list[Step] = []
    for step in reversed(dynamic):
        if step.name in needed:
            relevant.insert(0, step)
            needed |= step_reads(step)
    for pool in spec.pools:
        needed |= set(pool.dice.names) | (set(pool.sides.names) if pool.sides else set())
    second_measures = any(again.measures for again in all_second_rolls(spec.rule))
    weights, denominator = roll_counts(spec.rolls, spec.roll_notation)
    kept = [i for i, n in enumerate(names) if n not in spec.rerolled]
    kept.extend(range(len(names), len(names) + len(spec.pools)))  # pools are never rerolled
    ordered = tuple(sorted(read))
    key_names = None if second_measures else tuple(sorted(needed - moving))
    memo_rule = key_names is None or read != set(names) | set(key_names)
    return RollLayout(
        names=names, kept=tuple(kept), weights=weights, denominator=denominator,
        nested=nested_denominator(spec.rule), fixed=tuple(fixed), dynamic=tuple(relevant),
        rule_names=ordered, rule_levels=tuple(n for n in ordered if n in level_names),
        measure_names=tuple(sorted(measure_names)), second_measures=second_measures,
        key_names=key_names, memo_rule=memo_rule,
        inputs_read=tuple(n for n in spec.inputs if n in spec.referenced),
        plain=not (spec.pools or spec.rerolled or second_measures))
