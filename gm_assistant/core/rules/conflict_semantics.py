"""Cross-reference checks of a ruleset's `conflicts`: every check, input, stat, pool, roll,
measure, sheet field and note a conflict names must exist and fit where it is used.

Problems are reported with their place in the file through the collector of `semantics`,
like every other cross reference.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import CheckSpec, ScaleInfo
from gm_assistant.core.rules.conflict_model import Conflict, ConflictStat, Invoke, SpendFrom
from gm_assistant.core.rules.model import RulesetModel
from gm_assistant.core.rules.yaml_source import Path

if TYPE_CHECKING:
    from gm_assistant.core.rules.sheet_compiled import SheetSpec

__all__ = ["check_conflicts", "input_source"]

SIDES = ("self", "target")


def input_source(value: object) -> tuple[str, str] | None:
    """`("self", "fighting")` for `self.fighting`; None for a literal level or number."""
    if isinstance(value, str) and "." in value:
        side, _, name = value.partition(".")
        if side in SIDES and name:
            return side, name
    return None


class _ConflictCheck:
    def __init__(self, conflict_id: str, conflict: Conflict, model: RulesetModel,
                 scales: Mapping[str, ScaleInfo | None], checks: Mapping[str, CheckSpec],
                 sheet: SheetSpec | None, out: Collector) -> None:
        self.path: Path = ("conflicts", conflict_id)
        self.conflict = conflict
        self.model = model
        self.scales = scales
        self.checks = checks
        self.sheet = sheet
        self.out = out

    def _before_turn(self) -> None:
        """The conflict's notes, stats, pools and order of action."""
        conflict = self.conflict
        notes = {note.id for note in self.model.notes}
        for index, note in enumerate(conflict.notes):
            if note not in notes:
                self.out.add((*self.path, "notes", index), f"unknown note '{note}'")
        for name, stat in conflict.stats.items():
            self._stat(name, stat)
        for name, pool in conflict.pools.items():
            if pool.resource is not None and pool.resource not in self.model.resources:
                self.out.add((*self.path, "pools", name, "resource"),
                             f"unknown resource '{pool.resource}'")
            self._sheet_field((*self.path, "pools", name, "from"), pool.from_)
        if conflict.order is not None:
            order = conflict.order
            if order.stat is not None:
                self._stat_name((*self.path, "order", "stat"), order.stat)
            if order.each_round is not None:
                self._each_round()
            if order.check is not None:
                spec = self._inputs((*self.path, "order"), order.check, order.inputs,
                                    targeted=False)
                self._spend((*self.path, "order", "spend"), spec, order.spend)
                if order.ambush is not None and spec is not None:
                    self._inputs((*self.path, "order", "ambush"), order.check, order.ambush,
                                 targeted=False)

    def _each_round(self) -> None:
        """An order worked out every round: its tie-breaks, and the rules it cannot go
        with (they read who acts next before the round's order is drawn)."""
        conflict = self.conflict
        assert conflict.order is not None and conflict.order.each_round is not None
        path = (*self.path, "order", "each_round")
        ties = conflict.order.each_round
        if ties.within is not None:
            self._stat_name((*path, "within"), ties.within)
        if ties.sides == "less_advantage" and conflict.advantage is None:
            self.out.add((*path, "sides"), "'less_advantage' compares the sides' Advantage: "
                                           "the conflict needs 'advantage'")
        turn = conflict.turn
        if turn is not None and (turn.combine is not None or (
                turn.crowd is not None and turn.crowd.every)):
            self.out.add(path, "an order drawn every round cannot go with the turn's "
                               "'combine' or a crowd's 'every'")
        if "each_round" not in conflict.policies.turns:
            self.out.add(path, "offer the reading it gives: add 'each_round' to the "
                               "policies' 'turns'")

    def run(self) -> None:
        """Check the whole conflict, every problem reported at its place."""
        conflict = self.conflict
        self._before_turn()
        if conflict.turn is not None:
            turn = conflict.turn
            path = (*self.path, "turn")
            spec = self._inputs(path, turn.check, turn.inputs, targeted=True)
            self._spend((*path, "spend"), spec, turn.spend)
            if turn.opposed is not None:
                opposed = turn.opposed
                if opposed.roll not in self.model.dice:
                    known = ", ".join(self.model.dice) or "none"
                    self.out.add((*path, "opposed", "roll"),
                                 f"unknown roll '{opposed.roll}' (the ruleset's dice: {known})")
                self._stat_name((*path, "opposed", "plus"), opposed.plus)
                if spec is not None and opposed.input not in spec.inputs:
                    self.out.add((*path, "opposed", "input"),
                                 f"'{opposed.input}' is not an input of '{spec.id}'")
            if turn.invoke is not None:
                self._invoke(path, spec, turn.invoke)
        if conflict.turn is not None and conflict.turn.risk is not None:
            self._risk()
        self._after_turn()

    def _risk(self) -> None:
        """The turn's Risk: its input, how it is built, lowered and rolled against."""
        conflict = self.conflict
        assert conflict.turn is not None and conflict.turn.risk is not None
        risk = conflict.turn.risk
        path = (*self.path, "turn", "risk")
        spec = self.checks.get(conflict.turn.check)
        if spec is not None and risk.input not in spec.inputs:
            self.out.add((*path, "input"), f"'{risk.input}' is not an input of '{spec.id}'")
        if conflict.advantage is None:
            self.out.add(path, "Risk is paid from Advantage: add 'advantage'")
        self._inputs((*path, "build"), risk.build.check, risk.build.inputs, targeted=False)
        if risk.no_repeat is not None and risk.no_repeat not in conflict.pools:
            self.out.add((*path, "no_repeat"), f"unknown pool '{risk.no_repeat}'")
        if risk.decrease is not None:
            self._inputs((*path, "decrease"), risk.decrease.check, risk.decrease.inputs,
                         targeted=False)
        if risk.skill is not None:
            skill = self._inputs((*path, "skill"), risk.skill.check, risk.skill.inputs,
                                 targeted=True)
            if skill is not None and risk.input not in skill.inputs:
                self.out.add((*path, "skill", "check"),
                             f"'{skill.id}' has no input '{risk.input}' for the Risk")
            if risk.skill.pool not in conflict.pools:
                self.out.add((*path, "skill", "pool"), f"unknown pool '{risk.skill.pool}'")

    def _after_turn(self) -> None:
        """The conflict's advantage, crowds, joint rolls, policies, wear, hits and contest."""
        conflict = self.conflict
        if conflict.advantage is not None:
            self._stat_name((*self.path, "advantage", "stat"), conflict.advantage.stat)
        if conflict.turn is not None and conflict.turn.crowd is not None:
            self._crowd()
        if conflict.turn is not None and conflict.turn.combine is not None:
            self._combine(conflict)
        self._policies()
        if conflict.wear is not None:
            self._wear()
        if conflict.hit is not None:
            self._hit()
        if conflict.contest is not None:
            self._contest()

    def _crowd(self) -> None:
        turn = self.conflict.turn
        assert turn is not None and turn.crowd is not None
        spec = self.checks.get(turn.check)
        info = spec.inputs.get(turn.crowd.input) if spec is not None else None
        if spec is not None and (info is None or info.scale is None):
            self.out.add((*self.path, "turn", "crowd", "input"),
                         f"'{turn.crowd.input}' is not a scale input of '{spec.id}'")

    def _policies(self) -> None:
        """Each policy chosen needs the part of the conflict it reads."""
        conflict = self.conflict
        no_absorb = conflict.hit is None or conflict.hit.absorb is None
        needs = [
            ("absorb", "first", no_absorb,
             "'first' chooses among the harm rules' absorbers: the conflict "
             "needs 'hit: {absorb: ...}'"),
            ("share", "spill", no_absorb,
             "'spill' shares a hit's harm among opponents: the conflict "
             "needs 'hit: {absorb: ...}'"),
            ("team", "together", conflict.turn is None or conflict.turn.combine is None,
             "'together' needs the turn's 'combine' (how joining in changes "
             "each roll)"),
            ("opening", "ambush", conflict.order is None or conflict.order.ambush is None,
             "'ambush' needs the order's 'ambush' inputs (the test the party "
             "rolls when caught in an ambush)"),
            ("turns", "each_round",
             conflict.order is None or conflict.order.each_round is None,
             "'each_round' needs the order's 'each_round' (how it breaks ties)"),
            ("limit", "survive", conflict.hit is None or not conflict.hit.counters,
             "'survive' reads a hit counter's limit: the conflict needs "
             "'hit: {counters: ...}'"),
        ]
        for key, policy, missing, message in needs:
            if missing and policy in getattr(conflict.policies, key):
                self.out.add((*self.path, "policies", key), message)

    def _wear(self) -> None:
        conflict = self.conflict
        assert conflict.wear is not None
        if conflict.wear.pool not in conflict.pools:
            self.out.add((*self.path, "wear", "pool"), f"unknown pool '{conflict.wear.pool}'")
        if conflict.hit is None or conflict.hit.absorb is None:
            self.out.add((*self.path, "wear"), "wear is absorbed as a hit: the conflict "
                                              "needs 'hit: {absorb: ...}'")

    def _contest(self) -> None:
        contest = self.conflict.contest
        assert contest is not None
        path = (*self.path, "contest")
        spec = self._inputs(path, contest.check, contest.inputs, targeted=True)
        self._stat_name((*path, "stat"), contest.stat)
        for key in ("victories", "opponent_victories"):
            measure = getattr(contest, key)
            if spec is not None and measure not in dict(spec.measures):
                self.out.add((*path, key), f"'{measure}' is not a measure of '{spec.id}'")

    def _combine(self, conflict: Conflict) -> None:
        turn = conflict.turn
        assert turn is not None and turn.combine is not None
        path = (*self.path, "turn", "combine")
        spec = self.checks.get(turn.check)
        info = spec.inputs.get(turn.combine.input) if spec is not None else None
        if spec is not None and (info is None or info.scale is None):
            self.out.add((*path, "input"),
                         f"'{turn.combine.input}' is not a scale input of '{spec.id}'")
        if turn.actions != 1:
            self.out.add(path, "fighters combine one attack each: 'combine' needs "
                               "'actions: 1'")
        if turn.risk is not None:
            self.out.add(path, "a combined attack pays no Risk: 'combine' cannot go "
                               "with 'risk'")
        hit = conflict.hit
        if hit is not None and (hit.absorb is not None or hit.counters is not None):
            self.out.add(path, "a combined attack has no size of its own: 'combine' "
                               "needs a hit that takes out or calls for a test")

    def _hit(self) -> None:
        hit = self.conflict.hit
        assert hit is not None
        path = (*self.path, "hit")
        turn = self.conflict.turn
        if hit.absorb is not None:
            if self.model.harm is None:
                self.out.add((*path, "absorb"),
                             "absorbing a hit needs the ruleset's 'harm' section")
            spec = self.checks.get(turn.check) if turn is not None else None
            if spec is not None and hit.absorb not in dict(spec.measures):
                self.out.add((*path, "absorb"),
                             f"'{hit.absorb}' is not a measure of '{spec.id}'")
        if hit.test is not None:
            test_spec = self._inputs((*path, "test"), hit.test.check, hit.test.inputs,
                                     targeted=True)
            self._spend((*path, "test", "spend"), test_spec, hit.test.spend)
        for index, counter in enumerate(hit.counters or []):
            where = (*path, "counters", index)
            if counter.pool not in self.conflict.pools:
                self.out.add((*where, "pool"), f"unknown pool '{counter.pool}'")
            for key in ("when", "limit"):
                name = getattr(counter, key)
                if name is not None:
                    self._stat_name((*where, key), name)
            test_spec = self._inputs((*where, "test"), counter.test.check, counter.test.inputs,
                                     targeted=True)
            self._spend((*where, "test", "spend"), test_spec, counter.test.spend)

    def _stat(self, name: str, stat: ConflictStat) -> None:
        path = (*self.path, "stats", name)
        scale = None
        if stat.scale is not None:
            if stat.scale not in self.scales:
                self.out.add((*path, "scale"), f"unknown scale '{stat.scale}'")
                return
            scale = self.scales[stat.scale]
        if scale is not None and scale.find(str(stat.default)) is None:
            self.out.add((*path, "default"),
                         f"'{stat.default}' is not a level of '{stat.scale}'")
        if stat.range is not None and not (
                isinstance(stat.default, int)
                and stat.range.min <= stat.default <= stat.range.max):
            self.out.add((*path, "default"),
                         f"'{stat.default}' is not in {stat.range.min}..{stat.range.max}")
        self._sheet_field((*path, "from"), stat.from_)
        for index, field in enumerate(stat.best_of or []):
            self._sheet_field((*path, "best_of", index), field)
        if stat.minus is not None and stat.minus not in self.conflict.pools:
            self.out.add((*path, "minus"), f"unknown pool '{stat.minus}'")

    def _sheet_field(self, path: Path, field: str | None) -> None:
        if field is None:
            return
        if self.sheet is None:
            self.out.add(path, "reading a sheet field needs the ruleset's 'sheet'")
        elif field not in self.sheet.fields and field not in self.sheet.totals:
            self.out.add(path, f"unknown sheet field '{field}'")

    def _stat_name(self, path: Path, name: str) -> None:
        if name not in self.conflict.stats:
            known = ", ".join(self.conflict.stats) or "none"
            self.out.add(path, f"unknown stat '{name}' (this conflict's stats: {known})")

    def _inputs(self, path: Path, check_id: str, inputs: Mapping[str, object],
                *, targeted: bool) -> CheckSpec | None:
        spec = self.checks.get(check_id)
        if spec is None:
            if check_id not in self.model.checks:
                self.out.add((*path, "check"), f"unknown check '{check_id}'")
            return None
        known = {**self.conflict.stats, **self.conflict.pools}
        for name, value in inputs.items():
            where = (*path, "inputs", name)
            info = spec.inputs.get(name)
            if info is None:
                self.out.add(where, f"'{name}' is not an input of '{check_id}'")
                continue
            source = input_source(value)
            if source is not None:
                side, stat = source
                if side == "target" and not targeted:
                    self.out.add(where, "there is no target here; use 'self.<stat>'")
                elif stat not in known:
                    self.out.add(where, f"unknown stat or pool '{stat}'")
                continue
            if info.scale is not None and info.scale.find(str(value)) is None:
                self.out.add(where, f"'{value}' is not a level of {info.label}")
            elif info.scale is None and not (
                    isinstance(value, int) and info.low <= value <= info.high):
                self.out.add(where, f"'{value}' is not a whole number in "
                                    f"{info.low}..{info.high}")
        return spec

    def _invoke(self, path: Path, spec: CheckSpec | None, invoke: Invoke) -> None:
        if invoke.pool not in self.conflict.pools:
            self.out.add((*path, "invoke", "pool"), f"unknown pool '{invoke.pool}'")
        self._stat_name((*path, "invoke", "per_roll"), invoke.per_roll)
        if spec is not None and (spec.spend("bonus") is None or len(spec.rolls) != 1
                                 or spec.pools):
            self.out.add((*path, "invoke"), f"'{spec.id}' needs a bonus spend (what an "
                                            "invocation adds) and a single roll")

    def _spend(self, path: Path, spec: CheckSpec | None, spend: SpendFrom | None) -> None:
        if spend is None or spec is None:
            return
        if spend.pool not in self.conflict.pools:
            self.out.add((*path, "pool"), f"unknown pool '{spend.pool}'")
        if spend.input not in spec.inputs:
            self.out.add((*path, "input"), f"'{spend.input}' is not an input of '{spec.id}'")
        elif not spec.spends:
            self.out.add((*path, "input"), f"'{spec.id}' has nothing to spend")


def check_conflicts(model: RulesetModel, scales: Mapping[str, ScaleInfo | None],
                    checks: Mapping[str, CheckSpec], sheet: SheetSpec | None,
                    out: Collector) -> None:
    """Report every broken reference in the ruleset's conflicts."""
    for conflict_id, conflict in model.conflicts.items():
        _ConflictCheck(conflict_id, conflict, model, scales, checks, sheet, out).run()
