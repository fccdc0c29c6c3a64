"""Cross-reference checks of a dice pool in a check's roll, and its cost, said at load time.

A pool's size (and its die's size) are formulas of the check's inputs. Every combination
of the inputs they read is tried here, so the fewest and most dice are known before any
odds are asked for; a pool that could go past the limits, or whose values together could
take too many combinations, is refused with its place in the file and its size.
"""

from __future__ import annotations

import itertools
import math

from gm_assistant.core.dice import DiceNotationError, parse
from gm_assistant.core.dice.pool import (
    MAX_POOL_DICE,
    MAX_POOL_SIDES,
    MAX_POOL_STATES,
    PoolDie,
    PoolValue,
    state_bound,
)
from gm_assistant.core.errors import FormulaError
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import InputInfo, PoolSpec
from gm_assistant.core.rules.formula import Formula, Number
from gm_assistant.core.rules.model import PoolRoll, PoolValueSpec
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message, message_of

__all__ = ["MAX_INPUT_COMBINATIONS", "compile_pool"]

# A pool's size may read inputs whose combinations are tried one by one at load time.
MAX_INPUT_COMBINATIONS = 10_000


def _value(spec: PoolValueSpec) -> PoolValue:
    if spec.highest is not None:
        return PoolValue("highest", n=spec.highest)
    if spec.lowest is not None:
        return PoolValue("lowest", n=spec.lowest)
    if spec.sum:
        return PoolValue("sum")
    if spec.effect is not None:
        return PoolValue("effect", n=spec.effect)
    return PoolValue("count", frozenset(spec.faces) if spec.faces is not None else None,
                     spec.at_least, spec.at_most)


def _fixed_die(notation: str, pool: PoolRoll) -> PoolDie:
    """A die from notation such as d6, dF, d%, d10-1 or d6!3 (one die, maybe shifted)."""
    terms = parse(notation)
    first, rest = terms[0], terms[1:]
    if first.count != 1 or first.keep is not None or first.sign < 0 or any(
        term.count for term in rest
    ):
        raise DiceNotationError(QT_TRANSLATE_NOOP(
            "DiceNotationError", "'{notation}': a pool's die is one die, such as d6, dF, d10-1 or "
            "d6!3 (the pool's 'dice' says how many)"), notation=notation)
    shift = sum(term.sign * term.constant for term in rest)
    low = (-1 if first.sides == 0 else 1) + shift
    sides = 3 if first.sides == 0 else first.sides
    explode = first.depth or pool.explode
    reroll = frozenset(pool.reroll.faces) if pool.reroll else frozenset()
    return PoolDie(sides, low, explode, reroll, pool.reroll.times if pool.reroll else 0)


def _input_values(names: set[str], inputs: dict[str, InputInfo],
                  ) -> list[dict[str, Number]] | None:
    """Every combination of the inputs `names` as numbers; None when there are too many."""
    ordered = sorted(names)
    choices: list[list[Number]] = []
    for name in ordered:
        info = inputs[name]
        if info.scale is not None:
            choices.append([info.scale.numbers[key] for key in info.scale.keys])
        else:
            choices.append(list(range(info.low, info.high + 1)))
    if math.prod(len(c) for c in choices) > MAX_INPUT_COMBINATIONS:
        return None
    return [dict(zip(ordered, combo, strict=True)) for combo in itertools.product(*choices)]


_SIDES = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "number of sides"))
_DICE = Message("RulesetProblem", QT_TRANSLATE_NOOP("RulesetProblem", "number of dice"))


def _range(formula: Formula, inputs: dict[str, InputInfo], path: Path, out: Collector,
           what: str) -> tuple[int, int] | None:
    combos = _input_values(set(formula.names), inputs)
    if combos is None:
        out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the {what} reads inputs with more than {max_input_combinations:,} "
            "combinations; narrow their ranges"),
            what=what, max_input_combinations=MAX_INPUT_COMBINATIONS))
        return None
    try:
        found = [int(formula(numbers)) for numbers in combos]
    except (FormulaError, ArithmeticError, ValueError, TypeError) as error:
        out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "the {what} cannot be worked out for every input ({error})"),
            what=what, error=message_of(error)))
        return None
    return min(found), max(found)


def compile_pool(name: str, pool: PoolRoll, path: Path, inputs: dict[str, InputInfo],
                 out: Collector) -> PoolSpec | None:
    """The compiled pool, or None with its problems reported under `path`."""
    known = set(inputs)
    if pool.sizes is not None:
        return _compile_sizes(name, pool, path, inputs, out)
    assert pool.dice is not None  # the model asks for `dice` or `sizes`
    dice = out.formula((*path, "dice"), pool.dice, known)
    sides = None if pool.sides is None else out.formula((*path, "sides"), pool.sides, known)
    if dice is None or (pool.sides is not None and sides is None):
        return None
    fixed: PoolDie | None = None
    top_sides = 0
    try:
        if pool.die is not None:
            fixed = _fixed_die(pool.die, pool)
            top_sides = fixed.sides
    except DiceNotationError as error:
        out.add((*path, "die"), message_of(error))
        return None
    if sides is not None:
        side_range = _range(sides, inputs, (*path, "sides"), out, _SIDES)
        if side_range is None:
            return None
        if side_range[0] < 1 or side_range[1] > MAX_POOL_SIDES:
            out.add((*path, "sides"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the die has {side_range} to {side_range2} sides with these "
                "inputs; a pool's die has 1 to {max_pool_sides}"),
                side_range=side_range[0], side_range2=side_range[1], max_pool_sides=MAX_POOL_SIDES))
            return None
        if pool.explode and side_range[0] < 2:
            out.add((*path, "sides"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an exploding die needs at least 2 sides")))
            return None
        top_sides = side_range[1]
    dice_range = _range(dice, inputs, (*path, "dice"), out, _DICE)
    if dice_range is None:
        return None
    low, high = max(0, dice_range[0]), max(0, dice_range[1])
    if high > MAX_POOL_DICE:
        out.add((*path, "dice"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "up to {high} dice with these inputs; a pool has at most "
            "{max_pool_dice}"), high=high, max_pool_dice=MAX_POOL_DICE))
        return None
    values = tuple((key, _value(spec)) for key, spec in pool.values.items())
    widest = fixed or PoolDie(top_sides, explode=pool.explode)  # the costliest die
    bound = state_bound(widest, high, [value for _, value in values])
    if bound > MAX_POOL_STATES:
        out.add((*path, "values"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "with {high} dice these values may take about {bound:,} "
            "combinations together, more than the {max_pool_states:,} worked "
            "out exactly; read fewer values (a count instead of a sum) or "
            "fewer dice"), high=high, bound=bound, max_pool_states=MAX_POOL_STATES))
        return None
    reroll = frozenset(pool.reroll.faces) if pool.reroll else frozenset()
    return PoolSpec(name, dice, fixed, sides, pool.explode, reroll,
                    pool.reroll.times if pool.reroll else 0, values, (low, high), widest)


def _compile_sizes(name: str, pool: PoolRoll, path: Path, inputs: dict[str, InputInfo],
                   out: Collector) -> PoolSpec | None:
    """A pool of dice whose sizes may differ (`sizes`), or None with its problems."""
    assert pool.sizes is not None
    known = set(inputs)
    sizes: list[Formula] = []
    widest = 0
    for position, text in enumerate(pool.sizes):
        where = (*path, "sizes", position)
        size = out.formula(where, text, known)
        if size is None:
            return None
        found = _range(size, inputs, where, out, _SIDES)
        if found is None:
            return None
        if found[1] > MAX_POOL_SIDES:
            out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "the die has up to {found} sides with these inputs; a pool's "
                "die has at most {max_pool_sides}"), found=found[1], max_pool_sides=MAX_POOL_SIDES))
            return None
        if pool.explode and found[0] == 1:
            out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an exploding die needs at least 2 sides")))
            return None
        sizes.append(size)
        widest = max(widest, found[1])
    # How many dice: the sizes above 0 (a formula reading what the sizes read).
    counted = " + ".join(f"(1 if ({size.source}) > 0 else 0)" for size in sizes)
    dice = out.formula((*path, "sizes"), counted, known)
    if dice is None:
        return None
    dice_range = _range(dice, inputs, (*path, "sizes"), out, _DICE)
    if dice_range is None:
        return None
    values = tuple((key, _value(spec)) for key, spec in pool.values.items())
    widest_die = PoolDie(max(widest, 1), explode=pool.explode)
    bound = state_bound(widest_die, dice_range[1], [value for _, value in values])
    if bound > MAX_POOL_STATES:
        out.add((*path, "values"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
            "RulesetProblem", "with {dice_range} dice these values may take about {bound:,} "
            "combinations together, more than the {max_pool_states:,} worked "
            "out exactly; read fewer values (a count instead of a sum) or "
            "fewer dice"), dice_range=dice_range[1], bound=bound, max_pool_states=MAX_POOL_STATES))
        return None
    reroll = frozenset(pool.reroll.faces) if pool.reroll else frozenset()
    return PoolSpec(name, dice, None, None, pool.explode, reroll,
                    pool.reroll.times if pool.reroll else 0, values,
                    (max(0, dice_range[0]), max(0, dice_range[1])), widest_die,
                    tuple(sizes))
