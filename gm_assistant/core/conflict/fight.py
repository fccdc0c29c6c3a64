"""One round of a fight as an exact step of a Markov chain over the combatants' states.

A fighter's state is whether it is out, which of its harm slots are marked (a bit mask over
`Combatant.slots`) and how much is left in each pool. A round: every fighter still standing
acts once, in the turn order; it picks a target by its side's policy, rolls the turn check
against it (the target rolling its active defence, if any), pays what it spent from its
pool, applies the outcome's effects on pools (the ruleset's outcome effects), and on a
success hits the target: out at once, absorbed by the harm slots (out when nothing can
absorb it or a track that takes out is full), or a test the target must pass to stay in.
States the rules cannot tell apart are counted once (`Fight.canonical`): a fighter who is
out keeps nothing, and interchangeable fighters who are out move behind the standing ones
of their run; standing fighters are never reordered, since their place in the turn order
and in the target tie-break tells them apart. A side that never spends keeps its pools as
they start (`payments`: nothing reads them).

The parts are modules of their own: the state (`fight_state`), the rolls (`fight_rolls`),
whom a side attacks (`targeting`), what one attack can lead to (`attacks`), what a landed
attack does (`hits`), how harm slots absorb a hit (`absorption`), the maneuvers that move
Advantage (Riskbreaker's, `maneuvers`), how the fight opens (`opening`); the simulation's
draws are `sampling`'s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from gm_assistant.core.conflict.absorption import Absorption
from gm_assistant.core.conflict.attacks import Attacks
from gm_assistant.core.conflict.chain import ChainTooLargeError
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight_rolls import FightRolls
from gm_assistant.core.conflict.fight_state import (
    KILLED,
    OUT,
    Fighter,
    FightState,
    TurnResults,
)
from gm_assistant.core.conflict.hits import Hits
from gm_assistant.core.conflict.maneuvers import Maneuvers
from gm_assistant.core.conflict.opening import FightOpening
from gm_assistant.core.conflict.payments import Payments
from gm_assistant.core.conflict.targeting import Targeting
from gm_assistant.core.errors import InputError
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import Conflict
from gm_assistant.core.rules.conflict_semantics import input_source
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["KILLED", "OUT", "Aim", "Fight", "FightState", "Fighter", "Policy", "TurnResults",
           "View"]

MAX_ROUND_STATES = 50_000
"""The most ways one round may branch into before exact work gives up."""

View = tuple[int, ...] | None
"""The pools of a state's entry a turn may read or change (`Fight.turn_view`), by index;
None: the whole entry."""
Aim = tuple[tuple[int, ...], int, int, tuple[int, ...]]
"""A move's aim (`Fight.aim`): who in it stands and acts, its target, the attacks the
target met before it this round, and the attacks made this round after it."""


@dataclass(frozen=True)
class Policy:
    """A side's choices: whom to target, and whether to spend pools on its rolls."""

    target: str = "weakest"
    spend: str = "always"
    risk: int = 1
    maneuver: str = "kill"
    broke: str = "gain"
    team: str = "alone"
    absorb: str = "all"
    opening: str = "open"
    limit: str = ""
    """How hit counters' limits are read (see `ConflictPolicies.limit`); empty: the
    conflict's default reading, the first it offers."""
    share: str | None = None
    """Where a hit bigger than its target can take goes (see `ConflictPolicies.share`);
    None: the first the conflict offers."""
    turns: str = ""
    """How the turn order is read (see `ConflictPolicies.turns`; only the party's is
    read); empty: the conflict's default reading, the first it offers."""


class Fight:
    """The rules of one fight between `combatants`, with each side's policy."""

    def __init__(self, ruleset: Ruleset, conflict: Conflict,
                 combatants: Sequence[Combatant], policies: Mapping[str, Policy], *,
                 advantage: tuple[int, int] = (0, 0)) -> None:
        """`advantage`: each side's Advantage at the start (party, opposition), where the
        conflict keeps some (a fight forecast from where the Table stands)."""
        assert conflict.turn is not None and conflict.hit is not None
        self.ruleset = ruleset
        self.conflict = conflict
        self.turn = conflict.turn
        self.hit = conflict.hit
        self.combatants = tuple(combatants)
        self.policies = {side: _resolved(policies.get(side, Policy()), conflict)
                         for side in (PARTY, OPPOSITION)}
        self.spills = {side: policy.share == "spill"
                       for side, policy in self.policies.items()}
        """Per side: whether its hits spill what their target cannot take onto the next
        opponent (Riskbreaker's shared Kill Damage)."""
        self.pool_names = tuple(conflict.pools)
        self.sides = {side: tuple(i for i, c in enumerate(combatants) if c.side == side)
                      for side in (PARTY, OPPOSITION)}
        if not self.sides[PARTY] or not self.sides[OPPOSITION]:
            raise InputError(QT_TRANSLATE_NOOP(
                "Forecast", "a fight needs at least one combatant on each side"))
        # The parts, each reading the fight through a protocol of its own. What the rest
        # of the code (and the hot loops) call on a part is bound here once, as the
        # fight's own: `fight.roll` is `fight.rolls.roll`, without a call in between.
        self.payments = Payments(self)
        """What a roll costs: the units spent and its outcome's effects on pools."""
        self.pay = self.payments.pay
        self.used = self.payments.used
        self.effective = self.payments.effective
        self.attack_stat = next(
            (src[1] for value in self.turn.inputs.values()
             if (src := input_source(value)) is not None and src[0] == "self"
             and src[1] in conflict.stats), None)
        self.spent: dict[FightState, tuple[Rational, ...]] = {}
        self.advantage = conflict.advantage
        self.ledger = len(self.combatants) if self.advantage is not None else None
        self.start_advantage = advantage
        """Where the sides' Advantage is kept: one more entry after the fighters,
        (0, 0, (party's Advantage, opposition's Advantage))."""
        self.side_members = tuple(self.sides.values())
        """Each side's fighters (`is_over`)."""
        self.runs: dict[tuple[int, ...], list[list[int]]] = {}
        self.counting = any(p.target == "spread" for p in self.policies.values()) \
            or self.turn.crowd is not None
        """Who was attacked this round matters only to a side that spreads its attacks,
        or when a crowded defender is penalised."""
        named = _named(conflict.turn) | _named(self.hit) | {
            stat.minus for stat in conflict.stats.values() if stat.minus} | {
            name for name, pool in conflict.pools.items() if pool.resource is not None
            and any(effect.resource == pool.resource for outcome in ruleset.model.outcomes
                    if outcome.key in self.effective for effect in outcome.effects)}
        self.turn_pools = tuple(i for i, name in enumerate(self.pool_names) if name in named)
        """The pools a turn may read or change (`turn_view`)."""
        self.weighed = 0
        """Moves weighed so far: by `round`, one per move made and way the round had gone
        until then; by the forecast's move-by-move chain, one per point of a round met."""
        self.max_weighed = 10**12
        """Where exact work gives up (`weighed`: a count, not a time; set by the
        forecast)."""
        self.rounds: dict[tuple[FightState, tuple[int, ...]],
                          list[tuple[FightState, Rational]]] = {}
        self.absorption = Absorption(
            ruleset, self.combatants,
            [self.policies[c.side].absorb == "first" for c in self.combatants])
        """How the fighters' harm slots absorb hits."""
        self.rolls = FightRolls(self)
        """The fight's rolls, each worked out once (or drawn, while the simulation's
        `sampler` is set)."""
        self.roll = self.rolls.roll
        self.value = self.rolls.value
        self.maneuvers = Maneuvers(self)
        """The maneuvers that move Advantage (where the conflict keeps it)."""
        self.targeting = Targeting(self)
        """Whom each side attacks."""
        self.choose_target = self.targeting.choose_target
        self.defences = self.targeting.defences
        self.hits = Hits(self)
        """What a landed attack does to its target."""
        self.attacks = Attacks(self)
        """What one attack can lead to."""
        self.turn_results = self.attacks.turn_results
        self.joint_results = self.attacks.joint_results
        self.opening = FightOpening(self)
        """How the fight opens: its start and turn orders."""
        self.start = self.opening.start
        self.openings = self.opening.openings

    def spendable(self) -> tuple[str, ...]:
        """The pools some rule of the conflict spends from (the others are never spent)."""
        conflict = self.conflict
        spends = [conflict.turn.spend if conflict.turn is not None else None,
                  conflict.order.spend if conflict.order is not None else None]
        if conflict.hit is not None:
            spends.append(conflict.hit.test.spend if conflict.hit.test is not None else None)
            spends.extend(counter.test.spend for counter in conflict.hit.counters or [])
        named = {spend.pool for spend in spends if spend is not None}
        if conflict.turn is not None and conflict.turn.invoke is not None:
            named.add(conflict.turn.invoke.pool)
        return tuple(name for name in self.pool_names if name in named)

    def is_over(self, state: FightState) -> bool:
        """One side has nobody standing."""
        for members in self.side_members:
            for i in members:
                if not state[i][0]:
                    break
            else:
                return True
        return False

    def both_out(self, state: FightState) -> bool:
        """Nobody is standing on either side (a draw: both go down in the same round)."""
        return all(all(state[i][0] for i in members) for members in self.sides.values())

    def party_won(self, state: FightState) -> bool:
        return all(state[i][0] for i in self.sides[OPPOSITION]) and not all(
            state[i][0] for i in self.sides[PARTY])

    # -- one round --------------------------------------------------------------------
    def round(self, state: FightState, order: Sequence[int]) -> list[tuple[FightState, Rational]]:
        """Every way one round can end from `state`, with its chance (summing to 1).

        Also records the expected pool units each side spends in the round (`spent`).
        """
        known = self.rounds.get((state, tuple(order)))
        if known is not None:
            return known
        none = (0,) * len(state)
        dist: dict[tuple[FightState, tuple[int, ...]], Rational] = {
            (self.maneuvers.gain_advantage(state), none): ONE}
        spent = [ZERO] * (2 * len(self.pool_names))
        pools = len(self.pool_names)
        moves = self.moves(order)
        over: dict[FightState, Rational] = {}  # ended before the round did
        for number, move in enumerate(moves):
            following: dict[tuple[FightState, tuple[int, ...]], Rational] = {}
            if len(dist) > MAX_ROUND_STATES:
                raise ChainTooLargeError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "a round of this fight has too many ways to go")))
            offset = (0 if self.combatants[move[0]].side == PARTY else 1) * pools
            later = moves[number + 1:]
            for key, chance in dist.items():
                current, attacked = key
                if all(current[i][0] for i in move):  # nobody in it stands: nothing moves
                    following[key] = following.get(key, ZERO) + chance
                    continue
                if self.is_over(current):  # nothing moves for the rest of the round
                    over[current] = over.get(current, ZERO) + chance
                    continue
                self.weighed += 1
                if self.weighed > self.max_weighed:
                    raise ChainTooLargeError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                        "ConflictProblem", "this fight has too many ways to go to weigh them")))
                step = self._move(current, move, attacked, later)
                assert step is not None  # somebody stands and the fight goes on
                marks, results = step
                for after, p, used in results:
                    mass = chance * p
                    moved = (after, marks)
                    following[moved] = following.get(moved, ZERO) + mass
                    for pool_index, amount in used:  # past the pools: the other side's
                        spent[(offset + pool_index) % len(spent)] += mass * amount
            dist = following
        for current, chance in over.items():
            key = (current, none)
            dist[key] = dist.get(key, ZERO) + chance
        result: dict[FightState, Rational] = {}
        for (after, _), chance in dist.items():
            ended = self.round_end(after, order)
            result[ended] = result.get(ended, ZERO) + chance
        self.spent[state] = tuple(spent)
        found = list(result.items())
        self.rounds[(state, tuple(order))] = found
        return found

    def round_end(self, state: FightState, order: Sequence[int]) -> FightState:
        """The state a round leaves (its wear done), as the next round starts from it: one
        representative of those the rules cannot tell apart (`canonical`), only who is out
        once the fight is over."""
        ended = self.canonical(self.wear(state), order)
        if self.is_over(ended):  # only who is out matters once it is over
            ended = tuple((fighter[0], 0, ()) for fighter in ended)
        return ended

    def wear(self, state: FightState) -> FightState:
        """The end of a round: every fighter still standing marks a conflict counter; a
        full row clears and deals its damage (absorbed like a hit)."""
        wear = self.conflict.wear
        if wear is None or self.is_over(state):
            return state
        pool = self.pool_names.index(wear.pool)
        fighters = list(state)
        for i in range(len(self.combatants)):
            out, mask, pools = fighters[i]
            if out:
                continue
            marked = pools[pool] + 1
            if marked >= wear.every:
                fighters[i] = (out, mask, (*pools[:pool], 0, *pools[pool + 1:]))
                fighters[i] = self.hits.absorb(tuple(fighters), i, wear.damage)[i]
            else:
                fighters[i] = (out, mask, (*pools[:pool], marked, *pools[pool + 1:]))
        state = tuple(fighters)
        return state

    def moves(self, order: Sequence[int]) -> list[tuple[int, ...]]:
        """Who acts, one entry per action, in turn order (each `actions` times); fighters
        of a side that combines forces and who act one after the other share one entry."""
        found: list[tuple[int, ...]] = []
        for actor in order:
            side = self.combatants[actor].side
            joining = self.turn.combine is not None and self.policies[side].team == "together"
            if joining and found and self.combatants[found[-1][0]].side == side:
                found[-1] = (*found[-1], actor)
                continue
            found.extend((actor,) for _ in range(self.turn.actions))
        return found

    def _move(self, state: FightState, move: tuple[int, ...], attacked: tuple[int, ...],
              later: Sequence[tuple[int, ...]] = (),
              ) -> tuple[tuple[int, ...], TurnResults] | None:
        """What one move does from `state`: who has been attacked this round after it and
        the turn's results; None when nobody in it can act (all out, or the fight over).
        `later`: the moves still to come this round (for a crowd's `every`)."""
        aim = self.aim(state, move, attacked, later)
        if aim is None:
            return None
        return aim[3], self.move_results(state, aim)

    def aim(self, state: FightState, move: tuple[int, ...], attacked: tuple[int, ...],
            later: Sequence[tuple[int, ...]] = ()) -> Aim | None:
        """Who in a move acts, at whom, the attacks the target met before (its crowd),
        and who has been attacked this round after it; None when nobody in it can act."""
        standing: tuple[int, ...]
        if len(move) == 1:  # the common case, without a generator
            standing = () if state[move[0]][0] else move
        else:
            standing = tuple([i for i in move if not state[i][0]])
        if not standing or self.is_over(state):
            return None
        target = self.choose_target(state, standing[0], attacked)
        marks = attacked
        if self.counting:
            marks = (*attacked[:target], attacked[target] + 1, *attacked[target + 1:])
        crowd = attacked[target] if self.turn.crowd is not None else 0
        if self.turn.crowd is not None and self.turn.crowd.every:
            crowd = self.defences(state, target, marks, later) - 1
        return standing, target, crowd, marks

    def move_results(self, state: FightState, aim: Aim) -> TurnResults:
        """The results of a move aimed as `aim` says."""
        standing, target, crowd, _ = aim
        if len(standing) == 1:
            return self.turn_results(state, standing[0], target, crowd)
        return self.joint_results(state, standing, target, crowd)

    def turn_entries(self, actor: int, target: int) -> tuple[int, ...]:
        """The entries of a state (fighters, the sides' Advantage) a turn of `actor` alone
        on `target` may read or change, in order. Beyond the two
        fighters: the Advantage; the target's whole side when a hit spills onto the next
        opponent (picked among them; the fight is over when they are all out); and the
        sides of whoever rolls when an outcome's effect reaches allies (MAoFA's morale
        boost)."""
        found = {actor, target}
        if self.spills[self.combatants[actor].side]:
            found.update(self.sides[self.combatants[target].side])
        if self.ledger is not None:
            found.add(self.ledger)
        if any(effect.target != "self" for outcome in self.ruleset.model.outcomes
               if outcome.key in self.effective for effect in outcome.effects):
            found.update(self.sides[self.combatants[actor].side])
            if self.hit.test is not None or self.hit.counters is not None:
                found.update(self.sides[self.combatants[target].side])  # the target rolls
        return tuple(sorted(found))

    def turn_view(self, actor: int, target: int) -> tuple[tuple[int, View], ...]:
        """`turn_entries`, each with the pools of it the turn may read or change (None:
        the whole entry, the sides' Advantage). A fighter's other pools stay as they are
        (unless it goes out: then it keeps nothing). The actor, the target and the allies
        an outcome's effect reaches: every pool a rule of the turn or the hit names, that
        lowers a stat, or that an outcome's effect changes (not Riskbreaker's conflict
        counters, which only the end of a round marks); the other opponents a hit spills
        onto: only the pools their weakness reads (the spill picks among them by it, then
        marks their harm slots or takes them out)."""
        reached: set[int] = set()
        if any(effect.target != "self" for outcome in self.ruleset.model.outcomes
               if outcome.key in self.effective for effect in outcome.effects):
            reached.update(self.sides[self.combatants[actor].side])
            if self.hit.test is not None or self.hit.counters is not None:
                reached.update(self.sides[self.combatants[target].side])
        return tuple(
            (i, None if i == self.ledger else self.turn_pools
             if i in (actor, target) or i in reached else self.targeting.weakness_pools)
            for i in self.turn_entries(actor, target))

    def canonical(self, state: FightState, order: Sequence[int]) -> FightState:
        """One representative of the states the rules cannot tell apart.

        A fighter who is out never acts, is never targeted and gives nothing to its side
        (it kept nothing when it went out: see `changed`). Within a run of interchangeable
        fighters (one side and kind, acting one after the other and listed one after the
        other), the standing ones keep their order and the ones out move behind them: the
        same fighters then act at the same moment of the round, against targets picked in
        the same order, so both states lead to the same futures. Standing fighters whose
        states differ are never reordered: who acts first, or who is picked on a tie,
        would change.
        """
        runs = self.runs.get(tuple(order))
        if runs is None:
            runs = self.runs[tuple(order)] = self._runs(order)
        if not runs:
            return state
        fixed = list(state)
        for run in runs:
            members = [fixed[i] for i in run]
            standing = [f for f in members if not f[0]]
            if len(standing) == len(members):
                continue
            for slot, fighter in zip(run, [*standing, *sorted(f for f in members if f[0])],
                                     strict=True):
                fixed[slot] = fighter
        return tuple(fixed)

    def _runs(self, order: Sequence[int]) -> list[list[int]]:
        """The fighters of one side and kind who act one after the other in `order` and
        are listed one after the other, in turn order (runs of one left out)."""
        runs: list[list[int]] = []
        run: list[int] = []
        for index in [*order, -1]:
            if run and (index < 0 or self._kind(index) != self._kind(run[0])
                        or index != run[-1] + 1):
                if len(run) > 1:
                    runs.append(run)
                run = []
            if index >= 0:
                run.append(index)
        return runs

    def _kind(self, index: int) -> tuple[str, str]:
        combatant = self.combatants[index]
        return combatant.side, combatant.kind

    def side_of(self, index: int) -> int:
        """0 for a fighter of the party, 1 for the opposition's (as the ledger keeps them)."""
        return 0 if self.combatants[index].side == PARTY else 1

    def members_standing(self, index: int, state: FightState) -> int:
        """How many characters a fighter still stands for: 0 when out, 1 for a character
        alone; a group loses one each time a row of its harm slots (as many as its slots
        divided by its members) is marked, the last one standing until it is out."""
        out, marked, _pools = state[index]
        if out:
            return 0
        combatant = self.combatants[index]
        if combatant.members <= 1:
            return 1
        row = max(1, len(combatant.slots) // combatant.members)
        return max(1, combatant.members - marked.bit_count() // row)


def _named(value: object) -> set[str]:
    """Every name a part of a conflict's rules mentions: its strings, and of those that
    read a fighter's value (`self.x`, `target.x`), the value's name."""
    named: set[str] = set()
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            named |= _named(getattr(value, name))
    elif isinstance(value, dict):
        for key, item in value.items():
            named |= _named(key) | _named(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            named |= _named(item)
    elif isinstance(value, str):
        source = input_source(value)
        named.add(value if source is None else source[1])
    return named


def _resolved(policy: Policy, conflict: Conflict) -> Policy:
    """The policy with the conflict's default (the first it offers) wherever it leaves a
    reading open: the limit, where a hit's spare harm goes, and the turn order."""
    if policy.limit and policy.share and policy.turns:
        return policy
    return dataclasses.replace(policy, limit=policy.limit or conflict.policies.limit[0],
                               share=policy.share or conflict.policies.share[0],
                               turns=policy.turns or conflict.policies.turns[0])
