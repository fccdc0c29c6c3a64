"""Cross-reference checks of a ruleset's `conflicts`: every check, input, stat, pool, roll,
measure, sheet field and note a conflict names must exist and fit where it is used.

Problems are reported with their place in the file through the collector of `semantics`,
like every other cross reference.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from gm_assistant.core.errors import NONE
from gm_assistant.core.rules.collector import Collector
from gm_assistant.core.rules.compiled import CheckSpec, ScaleInfo
from gm_assistant.core.rules.conflict_model import Conflict, ConflictStat, Invoke, SpendFrom
from gm_assistant.core.rules.model import RulesetModel
from gm_assistant.core.rules.yaml_source import Path
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

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
                self.out.add((*self.path, "notes", index),
                    Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown note '{note}'"), note=note))
        for name, stat in conflict.stats.items():
            self._stat(name, stat)
        for name, pool in conflict.pools.items():
            if pool.resource is not None and pool.resource not in self.model.resources:
                self.out.add((*self.path, "pools", name, "resource"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "unknown resource '{resource}'"),
                                 resource=pool.resource))
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
            self.out.add((*path, "sides"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'less_advantage' compares the sides' Advantage: the conflict "
                "needs 'advantage'")))
        turn = conflict.turn
        if turn is not None and (turn.combine is not None or (
                turn.crowd is not None and turn.crowd.every)):
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "an order drawn every round cannot go with the turn's "
                "'combine' or a crowd's 'every'")))
        if "each_round" not in conflict.policies.turns:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "offer the reading it gives: add 'each_round' to the policies' "
                "'turns'")))

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
                    known = ", ".join(self.model.dice) or NONE
                    self.out.add((*path, "opposed", "roll"),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "unknown roll '{roll}' (the ruleset's "
                                     "dice: {known})"), roll=opposed.roll, known=known))
                self._stat_name((*path, "opposed", "plus"), opposed.plus)
                if spec is not None and opposed.input not in spec.inputs:
                    self.out.add((*path, "opposed", "input"),
                                 Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                     "RulesetProblem", "'{input}' is not an input of '{spec}'"),
                                     input=opposed.input, spec=spec.id))
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
            self.out.add((*path, "input"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{input}' is not an input of '{spec}'"),
                input=risk.input, spec=spec.id))
        if conflict.advantage is None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "Risk is paid from Advantage: add 'advantage'")))
        self._inputs((*path, "build"), risk.build.check, risk.build.inputs, targeted=False)
        if risk.no_repeat is not None and risk.no_repeat not in conflict.pools:
            self.out.add((*path, "no_repeat"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown pool '{no_repeat}'"), no_repeat=risk.no_repeat))
        if risk.decrease is not None:
            self._inputs((*path, "decrease"), risk.decrease.check, risk.decrease.inputs,
                         targeted=False)
        if risk.skill is not None:
            skill = self._inputs((*path, "skill"), risk.skill.check, risk.skill.inputs,
                                 targeted=True)
            if skill is not None and risk.input not in skill.inputs:
                self.out.add((*path, "skill", "check"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "'{skill}' has no input '{input}' for the Risk"),
                                 skill=skill.id, input=risk.input))
            if risk.skill.pool not in conflict.pools:
                self.out.add((*path, "skill", "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown pool '{pool}'"), pool=risk.skill.pool))

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
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'{input}' is not a scale input of '{spec}'"),
                             input=turn.crowd.input, spec=spec.id))

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
            self.out.add((*self.path, "wear", "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown pool '{pool}'"), pool=conflict.wear.pool))
        if conflict.hit is None or conflict.hit.absorb is None:
            self.out.add((*self.path, "wear"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "wear is absorbed as a hit: the conflict needs 'hit: {{absorb: "
                "...}}'")))

    def _contest(self) -> None:
        contest = self.conflict.contest
        assert contest is not None
        path = (*self.path, "contest")
        spec = self._inputs(path, contest.check, contest.inputs, targeted=True)
        self._stat_name((*path, "stat"), contest.stat)
        for key in ("victories", "opponent_victories"):
            measure = getattr(contest, key)
            if spec is not None and measure not in dict(spec.measures):
                self.out.add((*path, key), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{measure}' is not a measure of '{spec}'"),
                    measure=measure, spec=spec.id))

    def _combine(self, conflict: Conflict) -> None:
        turn = conflict.turn
        assert turn is not None and turn.combine is not None
        path = (*self.path, "turn", "combine")
        spec = self.checks.get(turn.check)
        info = spec.inputs.get(turn.combine.input) if spec is not None else None
        if spec is not None and (info is None or info.scale is None):
            self.out.add((*path, "input"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'{input}' is not a scale input of '{spec}'"),
                             input=turn.combine.input, spec=spec.id))
        if turn.actions != 1:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem",
                "fighters combine one attack each: 'combine' needs 'actions: 1'")))
        if turn.risk is not None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a combined attack pays no Risk: 'combine' cannot go with "
                "'risk'")))
        hit = conflict.hit
        if hit is not None and (hit.absorb is not None or hit.counters is not None):
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "a combined attack has no size of its own: 'combine' needs a "
                "hit that takes out or calls for a test")))

    def _hit(self) -> None:
        hit = self.conflict.hit
        assert hit is not None
        path = (*self.path, "hit")
        turn = self.conflict.turn
        if hit.absorb is not None:
            if self.model.harm is None:
                self.out.add((*path, "absorb"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "absorbing a hit needs the ruleset's 'harm' "
                                 "section")))
            spec = self.checks.get(turn.check) if turn is not None else None
            if spec is not None and hit.absorb not in dict(spec.measures):
                self.out.add((*path, "absorb"),
                             Message("RulesetProblem", QT_TRANSLATE_NOOP(
                                 "RulesetProblem", "'{absorb}' is not a measure of '{spec}'"),
                                 absorb=hit.absorb, spec=spec.id))
        if hit.test is not None:
            test_spec = self._inputs((*path, "test"), hit.test.check, hit.test.inputs,
                                     targeted=True)
            self._spend((*path, "test", "spend"), test_spec, hit.test.spend)
        for index, counter in enumerate(hit.counters or []):
            where = (*path, "counters", index)
            if counter.pool not in self.conflict.pools:
                self.out.add((*where, "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown pool '{pool}'"), pool=counter.pool))
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
                self.out.add((*path, "scale"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown scale '{scale}'"), scale=stat.scale))
                return
            scale = self.scales[stat.scale]
        if scale is not None and scale.find(str(stat.default)) is None:
            self.out.add((*path, "default"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'{default}' is not a level of '{scale}'"),
                             default=stat.default, scale=stat.scale))
        if stat.range is not None and not (
                isinstance(stat.default, int)
                and stat.range.min <= stat.default <= stat.range.max):
            self.out.add((*path, "default"),
                         Message("RulesetProblem", QT_TRANSLATE_NOOP(
                             "RulesetProblem", "'{default}' is not in {min}..{max}"),
                             default=stat.default, min=stat.range.min, max=stat.range.max))
        self._sheet_field((*path, "from"), stat.from_)
        for index, field in enumerate(stat.best_of or []):
            self._sheet_field((*path, "best_of", index), field)
        if stat.minus is not None and stat.minus not in self.conflict.pools:
            self.out.add((*path, "minus"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown pool '{minus}'"), minus=stat.minus))

    def _sheet_field(self, path: Path, field: str | None) -> None:
        if field is None:
            return
        if self.sheet is None:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "reading a sheet field needs the ruleset's 'sheet'")))
        elif field not in self.sheet.fields and field not in self.sheet.totals:
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown sheet field '{field}'"), field=field))

    def _stat_name(self, path: Path, name: str) -> None:
        if name not in self.conflict.stats:
            known = ", ".join(self.conflict.stats) or NONE
            self.out.add(path, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown stat '{name}' (this conflict's stats: {known})"),
                name=name, known=known))

    def _inputs(self, path: Path, check_id: str, inputs: Mapping[str, object],
                *, targeted: bool) -> CheckSpec | None:
        spec = self.checks.get(check_id)
        if spec is None:
            if check_id not in self.model.checks:
                self.out.add((*path, "check"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "unknown check '{check_id}'"), check_id=check_id))
            return None
        known = {**self.conflict.stats, **self.conflict.pools}
        for name, value in inputs.items():
            where = (*path, "inputs", name)
            info = spec.inputs.get(name)
            if info is None:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{name}' is not an input of '{check_id}'"),
                    name=name, check_id=check_id))
                continue
            source = input_source(value)
            if source is not None:
                side, stat = source
                if side == "target" and not targeted:
                    self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "there is no target here; use 'self.<stat>'")))
                elif stat not in known:
                    self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                        "RulesetProblem", "unknown stat or pool '{stat}'"), stat=stat))
                continue
            if info.scale is not None and info.scale.find(str(value)) is None:
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{value}' is not a level of {info}"),
                    value=value, info=info.label))
            elif info.scale is None and not (
                    isinstance(value, int) and info.low <= value <= info.high):
                self.out.add(where, Message("RulesetProblem", QT_TRANSLATE_NOOP(
                    "RulesetProblem", "'{value}' is not a whole number in {low}..{high}"),
                    value=value, low=info.low, high=info.high))
        return spec

    def _invoke(self, path: Path, spec: CheckSpec | None, invoke: Invoke) -> None:
        if invoke.pool not in self.conflict.pools:
            self.out.add((*path, "invoke", "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown pool '{pool}'"), pool=invoke.pool))
        self._stat_name((*path, "invoke", "per_roll"), invoke.per_roll)
        if spec is not None and (spec.spend("bonus") is None or len(spec.rolls) != 1
                                 or spec.pools):
            self.out.add((*path, "invoke"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{spec}' needs a bonus spend (what an invocation adds) and a "
                "single roll"), spec=spec.id))

    def _spend(self, path: Path, spec: CheckSpec | None, spend: SpendFrom | None) -> None:
        if spend is None or spec is None:
            return
        if spend.pool not in self.conflict.pools:
            self.out.add((*path, "pool"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "unknown pool '{pool}'"), pool=spend.pool))
        if spend.input not in spec.inputs:
            self.out.add((*path, "input"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{input}' is not an input of '{spec}'"),
                input=spend.input, spec=spec.id))
        elif not spec.spends:
            self.out.add((*path, "input"), Message("RulesetProblem", QT_TRANSLATE_NOOP(
                "RulesetProblem", "'{spec}' has nothing to spend"), spec=spec.id))


def check_conflicts(model: RulesetModel, scales: Mapping[str, ScaleInfo | None],
                    checks: Mapping[str, CheckSpec], sheet: SheetSpec | None,
                    out: Collector) -> None:
    """Report every broken reference in the ruleset's conflicts."""
    for conflict_id, conflict in model.conflicts.items():
        _ConflictCheck(conflict_id, conflict, model, scales, checks, sheet, out).run()
