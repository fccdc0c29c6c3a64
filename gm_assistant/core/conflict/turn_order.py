"""A turn order worked out again at the start of every round (Riskbreaker's maneuvers).

Some rules order each round afresh: Riskbreaker's fighters act "in decreasing order of
skill level", and a skill level falls with the Skill Damage taken, so a hurt fighter may
act later next round. The conflict's `order.each_round` says how ties are broken: between
sides, the side with less Advantage first (read once the round's Advantage gain is made);
then the higher `within` stat (Agility); then a die each, lowest first, which makes every
order of the still-tied fighters equally likely. The order is set once per round, before
anyone acts: what is paid or dealt during the round moves nobody until the next.

The exact round (`RoundByRound.round`) does not list every order of a tie (k tied fighters
have k! of them): the d10s amount to drawing the next actor of a tie uniformly among those
of it still to act, one turn at a time, which is the same chance for each order, and ways
the round went that meet in one state with the same fighters still to act are weighed
once. A fighter who is out before its turn is skipped, as in a fixed order; drawing the
next among those still standing gives the same chances, since the order of the others
among themselves stays uniform. The simulation draws one whole order a round
(`RoundByRound.drawn`) and plays it as a fixed order's round, its end merged by the
listing as here (`FightSampler.round`'s `listing`), its moves kept by who moves, not by
the order drawn.

Interchangeable fighters (one side and kind, listed one after the other) are merged as
`Fight.canonical` does for a run of the listing: the order is worked out from the states
alone (ties left to chance, never to the listing), so the fighters who are out may move
behind the standing ones of their kind without changing any future.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence

from gm_assistant.core.conflict.chain import ChainTooLargeError
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, stat_number
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight import (
    MAX_ROUND_STATES,
    Aim,
    Fight,
    Fighter,
    FightState,
    TurnResults,
)
from gm_assistant.core.conflict.maneuvers import stat_pools
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["LISTED_TIE", "Arrangements", "RoundByRound", "SharedChances", "TurnWays", "arranged",
           "each_round", "turn_ways"]

LISTED_TIE = 8
"""`Arrangements` given a place to keep them in lists every order of a tie of at most this
many fighters (8: 40,320 orders), so that an order is drawn by looking its digit up rather
than by working its Lehmer code out (Riskbreaker's 4 against 8: 4.9 -> 1.3 us a round's
order; its ties, the standing mooks of one level, are 8 groups, 46,234 orders in all)."""

Partial = dict[tuple[FightState, tuple[int, ...], tuple[int, ...]], Rational]
"""A round under way: (state, who has been attacked this round, the fighters of the tie
being played who have still to act) -> chance."""


def each_round(fight: Fight) -> bool:
    """Whether `fight` works its turn order out again every round: its conflict says how
    (`order.each_round`) and the party's `turns` policy reads it so."""
    order = fight.conflict.order
    return order is not None and order.each_round is not None \
        and fight.policies[PARTY].turns == "each_round"


class SharedChances:
    """The chances a round's turns work out (`turn_ways`, `move_chain.TurnChain`), one
    object per operation and operands: the same product or sum of the same chances is the
    same object every time it is worked out.

    The chain (`chain.solve`) and the rounds' walk (`round_walk`) look every transition's
    chance up by hash, and a gmpy2 rational works its hash out once per object (about
    1.6 us), so fresh objects for the same few values cost that once each: Riskbreaker's
    3 vs 4 fight has 424,027 transitions and 9 distinct chances. The memos are keyed by
    their operands, themselves shared objects whose hashes are known, so a chance worked
    out again costs two look-ups and no arithmetic; the values are those of the operations
    themselves, exact."""

    def __init__(self) -> None:
        self.products: dict[tuple[Rational, Rational], Rational] = {}
        self.sums: dict[tuple[Rational, Rational], Rational] = {}
        self.shares: dict[int, Rational] = {}

    def times(self, p: Rational, q: Rational) -> Rational:
        """p * q."""
        found = self.products.get((p, q))
        if found is None:
            found = self.products[(p, q)] = p * q
        return found

    def plus(self, p: Rational, q: Rational) -> Rational:
        """p + q."""
        found = self.sums.get((p, q))
        if found is None:
            found = self.sums[(p, q)] = p + q
        return found

    def share(self, ways: int) -> Rational:
        """1 / ways: the chance of one of `ways` equally likely ways."""
        found = self.shares.get(ways)
        if found is None:
            found = self.shares[ways] = ONE / ways
        return found


class RoundByRound:
    """The rounds of `fight` with the turn order worked out at the start of each."""

    def __init__(self, fight: Fight) -> None:
        order = fight.conflict.order
        assert order is not None and order.stat is not None and order.each_round is not None
        self.fight = fight
        self.stat = order.stat
        self.ties = order.each_round
        self.listing = tuple(range(len(fight.combatants)))
        """The order `Fight.canonical` reads runs from: the listing (see the module)."""
        within = self.ties.within
        self.within = [0 if within is None else stat_number(
            fight.ruleset, fight.conflict.stats[within], c.stats[within])
            for c in fight.combatants]
        """Per fighter, its tie-break stat (as the fight starts)."""
        self.levels: dict[tuple[int, Fighter], int] = {}
        """Per (fighter, its entry of a state): its order stat's rank, negated (the stat
        less its `minus` pool reads the fighter's own entry alone: `Fight.value`)."""
        self.ties_of: dict[FightState, tuple[tuple[int, ...], ...]] = {}
        self.drawn_ties: dict[FightState, tuple[tuple[int, ...], ...]] = {}
        """Per state a simulated round starts from: its `tied` (before the gain)."""
        self.rounds: dict[FightState, list[tuple[FightState, Rational]]] = {}
        self.spent: dict[FightState, tuple[Rational, ...]] = {}
        """Per state a round started from: the pool units each side spends in it on
        average (the party's pools, then the opposition's, as `Fight.round`)."""
        self.chances = SharedChances()
        """The chances its turns work out, shared (`turn_ways`)."""

    # -- the order ----------------------------------------------------------------------
    def tied(self, begun: FightState) -> tuple[tuple[int, ...], ...]:
        """The standing fighters in turn order, as groups whose order among themselves is
        left to the dice (a group of one is settled); `begun`: the state once the round's
        Advantage gain is made."""
        known = self.ties_of.get(begun)
        if known is not None:
            return known
        fight = self.fight
        stat = fight.conflict.stats[self.stat]
        first = {PARTY: 0, OPPOSITION: 0}  # one rank: the side does not decide
        if self.ties.sides == "party":
            first = {PARTY: 0, OPPOSITION: 1}
        elif fight.ledger is not None:
            party, opposition = begun[fight.ledger][2]
            if party != opposition:
                first = {PARTY: int(party > opposition), OPPOSITION: int(opposition > party)}
        levels = self.levels
        keys = {}
        for i in self.listing:
            fighter = begun[i]
            if fighter[0]:
                continue
            level = levels.get((i, fighter))
            if level is None:
                level = levels[(i, fighter)] = -stat_number(
                    fight.ruleset, stat, str_or_int(fight.value(i, self.stat, begun)))
            keys[i] = (level, first[fight.combatants[i].side], -self.within[i])
        groups: list[list[int]] = []
        for i in sorted(keys, key=lambda i: (keys[i], i)):
            if groups and keys[groups[-1][0]] == keys[i]:
                groups[-1].append(i)
            else:
                groups.append([i])
        found = self.ties_of[begun] = tuple(tuple(group) for group in groups)
        return found

    def orders(self, state: FightState) -> list[tuple[tuple[int, ...], Rational]]:
        """Every turn order the round starting from `state` may take, with its chance
        (every fighter listed: those out at the end, in the listing's order)."""
        begun = self.fight.maneuvers.gain_advantage(state)
        found: list[tuple[tuple[int, ...], Rational]] = [((), ONE)]
        for group in self.tied(begun):
            found = [((*order, *arranged), chance / len(arrangements))
                     for order, chance in found
                     for arrangements in (_arrangements(group),)
                     for arranged in arrangements]
        out = tuple(i for i in self.listing if begun[i][0])
        return [((*order, *out), chance) for order, chance in found]

    def drawn(self, state: FightState, rng: random.Random,
              begun: FightState | None = None) -> tuple[int, ...]:
        """One turn order for the round starting from `state`, its ties drawn by `rng`
        (the simulation's round; the standing fighters only); `begun`: the state once
        the round's Advantage gain is made, when the caller has it already."""
        if begun is not None:
            ties = self.tied(begun)
        else:
            known = self.drawn_ties.get(state)
            if known is None:
                known = self.drawn_ties[state] = self.tied(
                    self.fight.maneuvers.gain_advantage(state))
            ties = known
        return arranged(ties, rng)

    def reads(self) -> tuple[int, ...]:
        """The pools of a fighter's entry `tied` reads, besides its standing: those its
        order stat reads (`Fight.value`: the stat less its `minus` pool, or a pool)."""
        return stat_pools(self.fight, self.stat)

    # -- one round ----------------------------------------------------------------------
    def round(self, state: FightState) -> list[tuple[FightState, Rational]]:
        """Every way one round can end from `state`, with its chance (summing to 1), its
        order worked out once the round's Advantage gain is made; records the pool units
        each side spends in it on average (`spent`)."""
        known = self.rounds.get(state)
        if known is not None:
            return known
        fight = self.fight
        begun = fight.maneuvers.gain_advantage(state)
        spent = [ZERO] * (2 * len(fight.pool_names))
        nobody: tuple[int, ...] = (0,) * len(state)
        dist: Partial = {(begun, nobody, ()): ONE}
        for group in self.tied(begun):
            dist = {(current, attacked, group): chance
                    for (current, attacked, _), chance in dist.items()}
            for _ in group:
                dist = self._next_turn(dist, spent)
        result: dict[FightState, Rational] = {}
        for (after, _, _), chance in dist.items():
            ended = fight.canonical(fight.wear(after), self.listing)
            if fight.is_over(ended):  # only who is out matters once it is over
                ended = tuple((fighter[0], 0, ()) for fighter in ended)
            result[ended] = result.get(ended, ZERO) + chance
        self.spent[state] = tuple(spent)
        found = self.rounds[state] = list(result.items())
        return found

    def _next_turn(self, dist: Partial, spent: list[Rational]) -> Partial:
        """The next turn of the tie being played: one of its fighters still to act and
        standing, each as likely, makes its moves (`actions` of them); a way the round
        went in which none is left, or the fight is over, stays as it is."""
        fight = self.fight
        if len(dist) > MAX_ROUND_STATES:
            raise ChainTooLargeError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "a round of this fight has too many ways to go")))
        following: Partial = {}
        for (current, attacked, left), chance in dist.items():
            ready = () if fight.is_over(current) else \
                tuple(i for i in left if not current[i][0])
            if not ready:
                done = (current, attacked, ready)
                following[done] = following.get(done, ZERO) + chance
                continue
            share = chance / len(ready)
            for actor in ready:
                rest = tuple(i for i in ready if i != actor)
                for (after, marks), p in turn_ways(fight, current, attacked, actor,
                                                   fight.move_results, share, spent,
                                                   self.chances):
                    key = (after, marks, rest)
                    following[key] = following.get(key, ZERO) + p
        if fight.weighed > fight.max_weighed:
            raise ChainTooLargeError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "this fight has too many ways to go to weigh them")))
        return following


TurnWays = list[tuple[tuple[FightState, tuple[int, ...]], Rational]]
"""Where a fighter's turn leads: (the state, who was attacked this round), its chance."""


def turn_ways(fight: Fight, state: FightState, attacked: tuple[int, ...], actor: int,
              results: Callable[[FightState, Aim], TurnResults], chance: Rational,
              spent: list[Rational], chances: SharedChances) -> TurnWays:
    """Where `actor`'s turn this round leads from `state` (`attacked`: who was attacked
    this round so far), taken with `chance`: its `actions` moves, each `Fight.aim`ed and
    played by `results` (the fight's own `move_results`, or the same kept by what it
    reads); a way in which the actor is out or the fight is over stays as it is. The
    pool units spent, weighted by their chances, are added to `spent`. The chances of the
    ways are worked out by `chances`, shared (`SharedChances`)."""
    offset = (0 if fight.combatants[actor].side == PARTY else 1) * len(fight.pool_names)
    ways: dict[tuple[FightState, tuple[int, ...]], Rational] = {(state, attacked): chance}
    for _ in range(fight.turn.actions):
        following: dict[tuple[FightState, tuple[int, ...]], Rational] = {}
        for (current, marks), p in ways.items():
            fight.weighed += 1
            aim = fight.aim(current, (actor,), marks)
            if aim is None:  # out, or the fight is over
                key = (current, marks)
                before = following.get(key)
                following[key] = p if before is None else chances.plus(before, p)
                continue
            for after, q, used in results(current, aim):
                weight = q if p == 1 else chances.times(p, q)
                key = (after, aim[3])
                before = following.get(key)
                following[key] = weight if before is None else chances.plus(before, weight)
                for pool, amount in used:  # past the pools: the other side's
                    spent[(offset + pool) % len(spent)] += weight * amount
        ways = following
    return list(ways.items())


def arranged(ties: Sequence[Sequence[int]], rng: random.Random) -> tuple[int, ...]:
    """A turn order from `ties` (`RoundByRound.tied`), each group's order among itself
    drawn by `rng` (every order as likely)."""
    order: list[int] = []
    for group in ties:
        if len(group) == 1:
            order.append(group[0])
            continue
        shuffled = list(group)
        rng.shuffle(shuffled)
        order.extend(shuffled)
    return tuple(order)


def str_or_int(value: object) -> str | int:
    """A stat's value as `stat_number` takes it: a level's key or a number."""
    return value if isinstance(value, int) else str(value)


class Arrangements:
    """Every turn order a round's ties (`RoundByRound.tied`) allow, numbered, so that the
    simulation draws one with one random number: each group of k tied fighters has k!
    orders, numbered by their Lehmer code, and the groups' numbers are the digits of the
    order's number (mixed radix). Each number is one order and each order one number, so
    a number drawn uniformly is an order drawn uniformly (as `arranged` draws it).

    A group's Lehmer code numbers its orders as `itertools.permutations` lists them (the
    first fighter's place among the group is the highest digit): given `listed` (a
    simulation's, shared by its rounds), a group of at most LISTED_TIE fighters has its
    orders listed there once and an order is looked up by its code."""

    def __init__(self, ties: tuple[tuple[int, ...], ...],
                 listed: dict[tuple[int, ...], list[tuple[int, ...]]] | None = None,
                 ) -> None:
        self.ties = ties
        self.count = math.prod(math.factorial(len(group)) for group in ties)
        """How many orders there are."""
        self.digits: list[tuple[tuple[int, ...], int, list[tuple[int, ...]] | None]] = []
        """Per group: its fighters, its count of orders (the digit's base) and, where
        listed, its orders by their code."""
        for group in ties:
            orders = None
            if listed is not None and 1 < len(group) <= LISTED_TIE:
                orders = listed.get(group)
                if orders is None:
                    orders = listed[group] = list(itertools.permutations(group))
            self.digits.append((group, math.factorial(len(group)), orders))

    def drawn(self, rng: random.Random) -> tuple[int, ...]:
        """One of the orders, each as likely."""
        if self.count == 1:
            return self.order(0)
        return self.order(rng.randrange(self.count))

    def order(self, number: int) -> tuple[int, ...]:
        """The order numbered `number` (0 to `count` - 1)."""
        found: tuple[int, ...] = ()
        for group, base, orders in self.digits:
            if base == 1:
                found += group
                continue
            number, code = divmod(number, base)
            found += orders[code] if orders is not None else _lehmer(group, code)
        return found


def _lehmer(group: tuple[int, ...], code: int) -> tuple[int, ...]:
    """The order of `group` whose Lehmer code is `code` (0 to len(group)! - 1)."""
    left = list(group)
    found = []
    for size in range(len(group) - 1, -1, -1):
        place, code = divmod(code, math.factorial(size))
        found.append(left.pop(place))
    return tuple(found)


def _arrangements(group: Sequence[int]) -> list[tuple[int, ...]]:
    """Every order of a tie's fighters."""
    if len(group) <= 1:
        return [tuple(group)]
    return [(first, *rest) for k, first in enumerate(group)
            for rest in _arrangements([*group[:k], *group[k + 1:]])]
