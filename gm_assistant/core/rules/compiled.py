"""A validated ruleset in the form the odds engine runs: scales indexed, formulas compiled.

Nothing here reads files; `semantics.compile_ruleset` builds these from a RulesetModel.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, assert_never

from gm_assistant.core.dice.pool import PoolDie, PoolValue, joint_weights, mixed_weights
from gm_assistant.core.rules.formula import Formula, Number
from gm_assistant.core.rules.model import Note, Outcome, RulesetModel
from gm_assistant.core.rules.scales import ChartTable, LevelKey, ScaleInfo
from gm_assistant.core.rules.sheet_compiled import SheetSpec
from gm_assistant.core.rules.yaml_source import SourceDocument

__all__ = [
    "AbsorberSpec",
    "BandStep",
    "BandsRule",
    "ChartRule",
    "ChartTable",
    "CheckSpec",
    "FormulaStep",
    "GroupSpec",
    "HarmSpec",
    "HitSpec",
    "InputInfo",
    "LevelKey",
    "LookupStep",
    "PoolSpec",
    "RollAgainSpec",
    "RollLayout",
    "Ruleset",
    "ScaleInfo",
    "ShiftStep",
    "SpendSpec",
    "Step",
    "all_second_rolls",
    "rule_reads",
    "second_rolls_of",
    "step_reads",
    "taken_name",
]

@dataclass(frozen=True)
class InputInfo:
    """A check input with its allowed values and default."""

    name: str
    label: str
    description: str | None
    scale: ScaleInfo | None
    low: int
    high: int
    default: LevelKey
    resource: str | None

    @property
    def allowed(self) -> tuple[LevelKey, ...]:
        """Every value this input accepts, in order."""
        if self.scale is not None:
            return self.scale.keys
        return tuple(range(self.low, self.high + 1))


@dataclass(frozen=True)
class FormulaStep:
    """`name = formula`."""

    name: str
    formula: Formula


@dataclass(frozen=True)
class LookupStep:
    """`name = chart[row, column]`; `scale` is set when the cells are levels of a scale."""

    name: str
    chart: ChartTable
    row: str
    column: str | None
    scale: ScaleInfo | None


@dataclass(frozen=True)
class ShiftStep:
    """`name = source moved by formula steps along its scale`."""

    name: str
    source: str
    scale: ScaleInfo
    by: Formula


Step = FormulaStep | LookupStep | ShiftStep


@dataclass(frozen=True)
class ChartRule:
    """The outcome is a chart cell."""

    chart: ChartTable
    row: str
    column: str | None


@dataclass(frozen=True, eq=False)
class PoolSpec:
    """A pool of dice read as several named values, jointly (see `core.dice.pool`).

    `dice` and `sides` are formulas of the check's inputs; `die` is the fixed die when
    `sides` is None. `dice_range` is the fewest and most dice the inputs can give, and
    `widest` the die at its most sides (both found at load time, within the limits).
    """

    name: str
    dice: Formula
    die: PoolDie | None
    sides: Formula | None
    explode: int
    reroll: frozenset[int]
    reroll_times: int
    values: tuple[tuple[str, PoolValue], ...]
    dice_range: tuple[int, int]
    widest: PoolDie
    """The die at its most sides (for cost bounds)."""
    sizes: tuple[Formula, ...] | None = None
    """A pool of dice whose sizes may differ: each die's sides (0 or less: no die);
    `dice` then counts the sizes above 0."""

    @property
    def names(self) -> tuple[str, ...]:
        """The names the pool binds, in order."""
        return tuple(name for name, _ in self.values)

    @property
    def readings(self) -> tuple[PoolValue, ...]:
        return tuple(value for _, value in self.values)

    def die_for(self, numbers: Mapping[str, Number]) -> PoolDie:
        """The pool's die with these inputs (its size may come from an input)."""
        if self.die is not None:
            return self.die
        assert self.sides is not None
        return PoolDie(int(self.sides(numbers)), explode=self.explode, reroll=self.reroll,
                       reroll_depth=self.reroll_times if self.reroll else 0)

    def count_for(self, numbers: Mapping[str, Number]) -> int:
        """How many dice with these inputs (never fewer than 0)."""
        return max(0, int(self.dice(numbers)))

    def dice_for(self, numbers: Mapping[str, Number]) -> tuple[PoolDie, ...]:
        """Every die of the pool with these inputs, in order (sizes may differ)."""
        if self.sizes is None:
            return (self.die_for(numbers),) * self.count_for(numbers)
        reroll_depth = self.reroll_times if self.reroll else 0
        return tuple(PoolDie(sides, explode=self.explode, reroll=self.reroll,
                             reroll_depth=reroll_depth)
                     for sides in (int(size(numbers)) for size in self.sizes) if sides > 0)

    def label_for(self, numbers: Mapping[str, Number]) -> str:
        """The pool's dice as a player names them: 6 × d6, or d4 d8 d8 d12."""
        if self.sizes is None:
            return f"{self.count_for(numbers)} × {self.die_for(numbers).label}"
        return " ".join(die.label for die in self.dice_for(numbers)) or "0 dice"

    def weights_for(self, numbers: Mapping[str, Number],
                    ) -> tuple[dict[tuple[int, ...], int], int]:
        """The exact joint values of the pool with these inputs, as whole-number weights
        over one denominator (icepool's evaluation, cached per dice)."""
        if self.sizes is None:
            return joint_weights(self.die_for(numbers), self.count_for(numbers),
                                 self.readings)
        return mixed_weights(self.dice_for(numbers), self.readings)


@dataclass(frozen=True, eq=False)
class RollAgainSpec:
    """Roll again and decide with a nested rule."""

    rolls: tuple[tuple[str, dict[int, Fraction]], ...]
    steps: tuple[Step, ...]
    rule: ChartRule | BandsRule
    notation: dict[str, str] = field(default_factory=dict)
    measures: dict[str, Formula] = field(default_factory=dict)
    """The check's measures as this roll gives them (by name), read in its scope."""
    pools: tuple[PoolSpec, ...] = ()
    """Pools rolled beside `rolls` (their size and die read the check's inputs only)."""
    runtime: dict[str, Any] = field(default_factory=dict, repr=False)
    """Caches the odds engine keeps for this roll: they live and die with it."""


@dataclass(frozen=True)
class BandStep:
    """One band: `when` (None for else) and its result."""

    when: Formula | None
    outcome: str | None = None
    roll_again: RollAgainSpec | None = None
    reroll: tuple[str, ...] | None = None


@dataclass(frozen=True)
class BandsRule:
    """The first band whose condition holds decides."""

    bands: tuple[BandStep, ...]


@dataclass(frozen=True)
class SpendSpec:
    """A compiled spending rule."""

    kind: str
    budget: Formula
    on: frozenset[str] = frozenset()
    adds: int = 0
    variable: str | None = None
    until_success: bool = False
    free: Formula | None = None
    """How many of the budget cost nothing, used first (see `Spend.free`)."""
    reroll_instead: Formula | None = None
    """A bonus spend: when not 0, each use may roll the dice again instead (see
    `Spend.reroll_instead`)."""
    pool: str | None = None
    """A push: the pool rolled again (its dice showing `keep` stay)."""
    keep: frozenset[int] = frozenset()


@dataclass(frozen=True)
class GroupSpec:
    """Several rolls resolved together: `(count, input replacements)` per member entry."""

    members: tuple[tuple[Formula, dict[str, str]], ...]
    combine: str


@dataclass(frozen=True)
class RollLayout:
    """What one roll of a check walks and reads (see `roll_layout`): its single dice by
    name with whole-number weights over `denominator` (times `nested`, a multiple of its
    second rolls' denominators), which dice a reroll band keeps (`kept`, pools after the
    dice), the values fixed by the inputs and those that move with the dice (only those
    the rule or the measures need), the names the rule reads (`rule_levels`: those read as
    levels), the names the measures read, whether a second roll gives measures of its own,
    and the fixed values a roll's distribution depends on (`key_names`; None: not known).
    `memo_rule` says whether remembering the rule's results can save work: not when the
    rule reads every die and only fixed values that decide the whole roll (each face is a
    new case, and a case met again means the whole roll is known already)."""

    names: tuple[str, ...]
    kept: tuple[int, ...]
    weights: tuple[tuple[tuple[int, int], ...], ...]
    denominator: int
    nested: int
    fixed: tuple[Step, ...]
    dynamic: tuple[Step, ...]
    rule_names: tuple[str, ...]
    rule_levels: tuple[str, ...]
    measure_names: tuple[str, ...]
    second_measures: bool
    key_names: tuple[str, ...] | None
    memo_rule: bool = True
    inputs_read: tuple[str, ...] = ()
    """The check's inputs its roll depends on (`CheckSpec.referenced`), in order."""
    plain: bool = True
    """No pool, reroll band or second roll measuring itself: walked without their
    branches (unless a bonus is spent)."""


@dataclass(frozen=True, eq=False)
class CheckSpec:
    """A check ready to run."""

    id: str
    label: str
    description: str | None
    outcomes: tuple[str, ...]
    inputs: dict[str, InputInfo]
    rolls: tuple[tuple[str, dict[int, Fraction]], ...]
    roll_notation: dict[str, str]
    steps: tuple[Step, ...]
    rule: ChartRule | BandsRule
    spends: tuple[SpendSpec, ...]
    group: GroupSpec | None
    measures: tuple[tuple[str, Formula], ...]
    rerolled: frozenset[str] = field(default_factory=frozenset)
    success_of: dict[str, bool] = field(default_factory=dict)
    referenced: frozenset[str] = field(default_factory=frozenset)
    pools: tuple[PoolSpec, ...] = ()
    """Pools of dice read as named values, rolled beside `rolls`."""
    cost: int = 0
    """At most how many combinations of faces one roll walks, second rolls included (an
    estimate made at load time, within `check_semantics.MAX_CHECK_COST`)."""
    readings: tuple[Note, ...] = ()
    """The ruleset's readings of the rules that concern this check (shown beside it)."""
    measure_labels: dict[str, str] = field(default_factory=dict)
    """The ruleset's label of each measure that has one (by name)."""
    layout: RollLayout | None = None
    """What one roll walks and reads, worked out by the compiler (`roll_layout`)."""
    runtime: dict[str, Any] = field(default_factory=dict, repr=False)
    """Caches the odds engine keeps for this check (its distributions, finished odds):
    they live and die with the check, so a reloaded ruleset frees the old one's."""
    spends_by_kind: dict[str, SpendSpec] = field(default_factory=dict, repr=False)
    """The first spend of each kind (made once, from `spends`)."""

    def __post_init__(self) -> None:
        for spend in reversed(self.spends):
            self.spends_by_kind[spend.kind] = spend

    def spend(self, kind: str) -> SpendSpec | None:
        """The check's spend of this kind (`reroll`, `bonus` or `push`), if it has one."""
        return self.spends_by_kind.get(kind)


def taken_name(absorber_id: str) -> str:
    """The name a table action's formula reads for how many slots of an absorber the
    person marked at the Table since the scene began (`taken_consequences`)."""
    return f"taken_{absorber_id}"


@dataclass(frozen=True, eq=False)
class AbsorberSpec:
    """One way to absorb a hit. A track absorber's slots are the boxes of the sheet track
    `track`, box `box` absorbing `absorbs({"box": box})`; a field absorber's slots are
    the sheet text fields of `slots` (field id -> amount), labelled by `slot_labels`."""

    id: str
    label: str
    track: str | None
    absorbs: Formula | None
    slots: dict[str, int]
    slot_labels: dict[str, str]
    per_hit: int | None
    clears: str
    full_takes_out: bool = False
    rest_clears: frozenset[str] = frozenset()
    """Field ids of the slots that also clear at the end of a scene with rest."""

    def clears_at(self, slot_field: str, *, rest: bool) -> bool:
        """Whether the slot of `slot_field` clears at the end of a scene (with `rest`)."""
        if self.clears == "scene":
            return True
        return rest and (self.clears == "rest" or slot_field in self.rest_clears)


@dataclass(frozen=True)
class HitSpec:
    """A check's measure that is the size of a hit, and who takes it."""

    check: str
    measure: str
    formula: Formula
    target: str  # "self" or "opponent"


@dataclass(frozen=True, eq=False)
class HarmSpec:
    """The ruleset's rules for absorbing hits, and the checks that deal them."""

    label: str
    unit: str
    description: str | None
    taken_out: str
    absorbers: tuple[AbsorberSpec, ...]
    hits: dict[str, HitSpec]


@dataclass(frozen=True, eq=False)
class Ruleset:
    """A loaded, validated ruleset: the file's model plus its runnable parts."""

    model: RulesetModel
    file: str
    scales: dict[str, ScaleInfo]
    charts: dict[str, ChartTable]
    outcomes: dict[str, Outcome]
    checks: dict[str, CheckSpec]
    document: SourceDocument | None = None
    sheet: SheetSpec | None = None
    harm: HarmSpec | None = None
    effect_formulas: dict[tuple[str, int], Formula] = field(default_factory=dict)
    """The formulas of outcome effects, by (outcome key, effect index)."""
    action_formulas: dict[tuple[str, int], Formula] = field(default_factory=dict)
    """The formulas of table actions' effects, by (action id, effect index)."""

    @property
    def id(self) -> str:
        """The ruleset's id, such as `maofa`."""
        return self.model.id

    @property
    def name(self) -> str:
        """The ruleset's display name."""
        return self.model.name

    def check(self, check_id: str) -> CheckSpec:
        """A check by id; KeyError lists nothing, callers turn it into an InputError."""
        return self.checks[check_id]


def step_reads(step: Step) -> set[str]:
    """The names a value step reads."""
    if isinstance(step, FormulaStep):
        return set(step.formula.names)
    if isinstance(step, LookupStep):
        return {n for n in (step.row, step.column) if n is not None}
    if isinstance(step, ShiftStep):
        return {step.source, *step.by.names}
    assert_never(step)  # a new kind of step: mypy fails here until it is read


def second_rolls_of(rule: ChartRule | BandsRule) -> tuple[RollAgainSpec, ...]:
    """The second rolls an outcome rule may call for directly (not those nested in them):
    the one place that walks bands for them; callers recurse through `.rule`."""
    if isinstance(rule, ChartRule):
        return ()
    if isinstance(rule, BandsRule):
        return tuple(band.roll_again for band in rule.bands if band.roll_again is not None)
    assert_never(rule)  # a new kind of rule: mypy fails here until it is walked


def all_second_rolls(rule: ChartRule | BandsRule) -> list[RollAgainSpec]:
    """Every second roll inside `rule`, nested ones included, outermost first."""
    found: list[RollAgainSpec] = []
    pending = list(second_rolls_of(rule))
    while pending:
        again = pending.pop(0)
        found.append(again)
        pending.extend(second_rolls_of(again.rule))
    return found


def rule_reads(rule: ChartRule | BandsRule) -> set[str]:
    """Every name an outcome rule reads, through its second rolls (whose own dice and
    values are not counted: they are made inside)."""
    if isinstance(rule, ChartRule):
        return {n for n in (rule.row, rule.column) if n is not None}
    if not isinstance(rule, BandsRule):
        assert_never(rule)  # a new kind of rule: mypy fails here until it is read
    names: set[str] = set()
    for band in rule.bands:
        if band.when is not None:
            names.update(band.when.names)
    for again in second_rolls_of(rule):
        inner = rule_reads(again.rule)
        for step in again.steps:
            inner.update(step_reads(step))
        made = {n for n, _ in again.rolls} | {s.name for s in again.steps}
        for pool in again.pools:  # its values are made inside; its size reads inputs
            made.update(pool.names)
            inner.update(pool.dice.names)
            if pool.sides is not None:
                inner.update(pool.sides.names)
        names.update(inner - made)
    return names
