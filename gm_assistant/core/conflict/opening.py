"""How a fight opens: the state it starts from (slots as marked on the sheets, pools as
the combatants bring them, who is already out or past a limit, each side's Advantage), and
the turn orders it can start in with their chances: listed, by a stat, or by a check each
party member rolls (an ambush rolling other inputs), what those rolls spend counted.

Exact over a fight's states; the rolls and paying for them are the fight's (`Fight`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Protocol

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, stat_number
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight_facts import FightFacts
from gm_assistant.core.conflict.fight_state import KILLED, OUT, FightState
from gm_assistant.core.conflict.rolls import TurnResult
from gm_assistant.core.rules.conflict_model import ConflictHit, SpendFrom

__all__ = ["FightOpening", "OpeningFight", "OpeningPolicy", "Openings"]

Openings = tuple[list[tuple[tuple[int, ...], FightState, Rational]], tuple[Rational, ...]]
"""`FightOpening.openings`: each turn order with its start and chance, and what the
opening spends on average."""


class OpeningPolicy(Protocol):
    """What the opening reads of a side's policy (`fight.Policy`)."""

    @property
    def limit(self) -> str: ...  # "reach" or "survive": how a counter's limit is read
    @property
    def opening(self) -> str: ...  # "open", or "ambush" (the party's)


class OpeningFight(FightFacts[OpeningPolicy], Protocol):
    """What the opening reads of the fight it is part of (`fight.Fight`), besides
    its `FightFacts`."""

    @property
    def hit(self) -> ConflictHit: ...
    @property
    def sides(self) -> Mapping[str, tuple[int, ...]]: ...
    @property
    def ledger(self) -> int | None: ...
    @property
    def start_advantage(self) -> tuple[int, int]: ...

    def roll(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
             actor: int, target: int, state: FightState, *, opposed: bool,
             roller: int | None = None, extra: Mapping[str, object] | None = None,
             ) -> tuple[TurnResult, ...]: ...
    def used(self, roll: TurnResult,
             spend: SpendFrom | None) -> tuple[tuple[int, int], ...]: ...
    def pay(self, state: FightState, roller: int, roll: TurnResult,
            spend: SpendFrom | None) -> FightState: ...


class FightOpening:
    """The opening of `fight`."""

    def __init__(self, fight: OpeningFight) -> None:
        # What the opening reads, bound once (none of it changes during a fight).
        self.ruleset = fight.ruleset
        self.conflict = fight.conflict
        self.hit = fight.hit
        self.combatants = fight.combatants
        self.sides = fight.sides
        self.policies = fight.policies
        self.pool_names = fight.pool_names
        self.ledger = fight.ledger
        self.start_advantage = fight.start_advantage
        self.roll = fight.roll
        self.used = fight.used
        self.pay = fight.pay
        self.tests_weighed = 0
        """Order tests worked out so far (`openings`): one per member and party entries
        met when its turn to roll comes (not one per way the test has gone)."""
        self.payments_weighed = 0
        """Rolls of the order test paid so far: one per test weighed and result."""

    def start(self) -> FightState:
        """Everyone standing (but those who start out), slots as marked on the sheets,
        pools as the combatants bring them, each side's Advantage as given."""
        state = []
        for combatant in self.combatants:
            pools = tuple(combatant.pools[name] for name in self.pool_names)
            out = OUT if combatant.out else self._past_limit(combatant, pools)
            if out:  # out keeps nothing (as `changed` has it)
                state.append((out, 0, (0,) * len(pools)))
                continue
            mask = sum(1 << i for i, slot in enumerate(combatant.slots) if slot.marked)
            state.append((0, mask, pools))
        if self.ledger is not None:
            state.append((0, 0, self.start_advantage))
        return tuple(state)

    def _past_limit(self, combatant: Combatant, pools: tuple[int, ...]) -> int:
        """OUT or KILLED for a fighter (not a player character, who rolls instead) whose
        counted harm is already past its limit, as its side's `limit` policy reads the
        limit (a fight forecast from where the Table stands); 0 else."""
        if combatant.pc or not self.hit.counters:
            return 0
        survives = self.policies[combatant.side].limit == "survive"
        for counter in self.hit.counters:
            count = pools[self.pool_names.index(counter.pool)]
            limit = int(str(combatant.stats[counter.limit]))
            if count > limit if survives else count >= limit:
                return KILLED if counter.kills else OUT
        return 0

    def openings(self) -> Openings:
        """Each way the fight can open: its turn order, the state it starts from, and its
        chance; with the pool units each side spends on average before the first round
        (as `Fight.round` counts them: the party's pools, then the opposition's).

        By a stat: highest first; on a tie the party first, then the order listed. By a
        check: each party member in turn rolls it as any test (spending from the pool
        its `spend` names while its side's policy spends, its outcome's effects applied
        to the pools); those who succeed act first, then the opposition, then those who
        failed, each group in the order listed. The party's `opening: ambush` rolls the
        order's `ambush` inputs instead. Listed: the party, then the opposition.
        """
        order = self.conflict.order
        assert order is not None
        party, opposition = self.sides[PARTY], self.sides[OPPOSITION]
        start = self.start()
        none = tuple(ZERO for _ in range(2 * len(self.pool_names)))
        if order.listed:
            return [((*party, *opposition), start, ONE)], none
        if order.stat is not None:
            stat = self.conflict.stats[order.stat]
            name = order.stat
            ranked = sorted(range(len(self.combatants)), key=lambda i: (
                -stat_number(self.ruleset, stat, self.combatants[i].stats[name]),
                self.combatants[i].side != PARTY, i))
            return [(tuple(ranked), start, ONE)], none
        assert order.check is not None
        inputs = order.ambush if order.ambush is not None \
            and self.policies[PARTY].opening == "ambush" else order.inputs
        rolled = [i for i in party if not start[i][0]]  # who is out rolls nothing
        orders: dict[int, tuple[int, ...]] = {}  # by who passed (bit k: rolled[k])

        def order_of(passed: int) -> tuple[int, ...]:
            found = orders.get(passed)
            if found is None:
                won = [bool(passed >> bit & 1) for bit in range(len(rolled))]
                first = [i for i, up in zip(rolled, won, strict=True) if up]
                last = [*(i for i, up in zip(rolled, won, strict=True) if not up),
                        *(i for i in party if start[i][0])]
                found = orders[passed] = (*first, *opposition, *last)
            return found

        return self._tested(order.check, inputs, order.spend, rolled, start, order_of)

    def _tested(self, check_id: str, inputs: Mapping[str, object], spend: SpendFrom | None,
                rolled: list[int], start: FightState,
                order_of: Callable[[int], tuple[int, ...]],
                ) -> tuple[list[tuple[tuple[int, ...], FightState, Rational]],
                           tuple[Rational, ...]]:
        """Each way the party members in `rolled` can come out of the order test, rolled
        one after the other from `start`: the turn order who passed gives (`order_of`,
        bit k set when `rolled[k]` passed), the state left, its chance; and the pool
        units spent on average (as `openings`).

        Paying for a roll changes the roller's entry, or its side's (a morale boost), and
        a member's roll reads its own entry: the ways so far are kept by the party's
        entries (each numbered once) and who passed (a bit each), every other entry as
        it starts. A member's test is weighed once per party entries met, not once per
        way so far; the chances are whole numbers over the product of each test's common
        denominator, made exact fractions once at the end. The ways come out in the
        order the test meets them (the rolls' order, member after member), so a
        simulation drawing from them draws as before.
        """
        success_of = self.ruleset.checks[check_id].success_of
        party = self.sides[PARTY]
        shift = len(rolled)  # a way so far: its party's number << shift | who passed
        numbers: dict[FightState, int] = {}
        states: list[FightState] = []  # by number: the whole state

        others = [i for i in range(len(start)) if i not in party]
        kept = [start[i] for i in others]

        def numbered(state: FightState) -> int:
            entries = tuple([state[i] for i in party])
            number = numbers.get(entries)
            if number is None:
                # Paying changes the roller's side alone (`Payments.pay`).
                assert [state[i] for i in others] == kept, "the order test changed a foe"
                number = numbers[entries] = len(states)
                states.append(state)
            return number

        paths: dict[int, int] = {numbered(start) << shift: 1}
        denominator = 1
        spent = [ZERO] * (2 * len(self.pool_names))
        for bit, member in enumerate(rolled):
            met = list(dict.fromkeys(key >> shift for key in paths))
            rolls = [self.roll(check_id, inputs, spend, member, member, states[number],
                               opposed=False) for number in met]
            self.tests_weighed += len(rolls)
            common = math.lcm(*(int(roll.probability.denominator)
                                for results in rolls for roll in results))
            # Per party entries met: where each roll leads (merged, first met first) and
            # the units it spends on average.
            moves: dict[int, list[tuple[int, int]]] = {}
            costs: dict[int, list[tuple[int, Rational]]] = {}
            for number, results in zip(met, rolls, strict=True):
                led: dict[int, int] = {}
                cost: dict[int, Rational] = {}
                state = states[number]
                for roll in results:
                    after = self.pay(state, member, roll, spend)
                    self.payments_weighed += 1
                    key = (number if after is state else numbered(after)) << shift \
                        | success_of[roll.outcome] << bit
                    led[key] = led.get(key, 0) + int(roll.probability * common)
                    for pool, units in self.used(roll, spend):
                        cost[pool] = cost.get(pool, ZERO) + roll.probability * units
                moves[number] = list(led.items())
                costs[number] = list(cost.items())
            reached = dict.fromkeys(met, 0)  # the chance of meeting each, over denominator
            following: dict[int, int] = {}
            get = following.get
            low = (1 << shift) - 1
            for key, weight in paths.items():
                wins = key & low
                number = key >> shift
                reached[number] += weight
                for led_to, numerator in moves[number]:
                    key = led_to | wins
                    following[key] = get(key, 0) + weight * numerator
            for number, weight in reached.items():
                for pool, units in costs[number]:
                    spent[pool] += ONE * weight / denominator * units
            paths = following
            denominator *= common
        low = (1 << shift) - 1
        share = ONE / denominator
        return [(order_of(key & low), states[key >> shift], weight * share)
                for key, weight in paths.items()], tuple(spent)
