"""How long a fight lasts: the chance it ends in each round, every turn order together
(`fight_lengths`), each turn order's solved chain walked a round at a time (`RoundWalk`).
"""

from __future__ import annotations

import gc
from fractions import Fraction
from math import lcm

from gm_assistant.core.conflict.estimate import Estimate
from gm_assistant.core.conflict.exact import ZERO, Rational, fraction, quotient
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.conflict.fight_forecast import MAX_ROUNDS_SHOWN
from gm_assistant.core.conflict.move_chain import MoveChain, Node, Step, TurnChain, is_start

__all__ = ["ROUNDS_TAIL", "RoundWalk", "fight_lengths"]

ROUNDS_TAIL = Fraction(1, 10_000)
"""Rounds stop being listed once the chance of a longer fight is below this (the rest is
still given exactly, as the chance of "more than" the last round listed)."""


def fight_lengths(fight: Fight, steps: list[Step],
                  ) -> tuple[dict[int, Fraction | Estimate], Fraction]:
    """The chance the fight ends in each round (up to MAX_ROUNDS_SHOWN, or until less than
    ROUNDS_TAIL is left), every turn order together, and the chance it lasts longer.

    Round by round, the chance of standing at each round's start is carried through the
    round's points in the order of their moves (every step is the chain's, already worked
    out; see `RoundWalk`): what reaches an end of the fight ends in this round, what
    reaches a round's start begins the next.
    """
    if all(fight.is_over(start) for _, starts in steps for start, _ in starts):
        return {}, Fraction(0)
    walks = [RoundWalk(fight, step, starts) for step, starts in steps]
    left = sum((chance for _, starts in steps for start, chance in starts
                if not fight.is_over(start)), ZERO)
    rounds: dict[int, Fraction | Estimate] = {}
    # The walk keeps a plan of tuples per point next to the chains' every state and step,
    # and the cyclic garbage collector would walk all of them again and again as they
    # grow: switched off during the walk (as `chain.absorb` does while it solves).
    collecting = gc.isenabled()
    gc.disable()
    try:
        for number in range(1, MAX_ROUNDS_SHOWN + 1):
            ending = sum((walk.round() for walk in walks), ZERO)
            if ending:
                rounds[number] = fraction(ending)
            left -= ending
            if not any(walk.counts for walk in walks) or left < ROUNDS_TAIL:
                break
    finally:
        if collecting:
            gc.enable()
    return rounds, fraction(left)


class RoundWalk:
    """One turn order's chain walked a round at a time (`fight_lengths`), its chances counted
    in whole numbers over one denominator per place of the round.

    Carried as rationals, every product and sum of chances took a greatest common divisor
    of numbers that grow with every round behind them (most of the walk's time). A step's
    chances have small denominators (dice: powers of a few small primes), so with `scale`
    their least common multiple, a chance at the round's place `a` is `count / (D *
    scale**a)` (D the round's), and a step from place `a` to place `b` with chance `p`
    adds `count * p * scale**(b - a)` (a whole number, as `p * scale` is) to the count
    there: whole-number products and sums, exact, with nothing to reduce (the numbers
    grow by `scale`'s digits per place, far cheaper than a rational's reductions). Where
    a point a step leads to is counted is found once (`spots`). The round's end is place
    `len(moves)` (the next round's starts counted at their own place in it, which carries
    on from there); the chance the round ends the fight is made a rational once. (A plan
    of weights kept per point paid in AdOM's long rounds but not in the bridge's, whose
    points are met about once.)
    """

    def __init__(self, fight: Fight, step: MoveChain | TurnChain,
                 starts: list[tuple[FightState, Rational]]) -> None:
        self.fight = fight
        self.step = step
        self.places = len(step.moves)
        chances = {p for nexts in step.after.values() for _, p in nexts}
        self.scale = scale = lcm(*(int(p.denominator) for p in chances))
        self.units = {p: int(p.numerator) * (scale // int(p.denominator)) for p in chances}
        """Per chance of a step: its numerator over `scale`."""
        self.powers = [scale ** rise for rise in range(2 * self.places + 1)]
        self.spots: dict[Node, tuple[int, int]] = {}
        """Per point a step leads to: its place in `round`'s walk (`places + 1`: the fight
        is over), and the power of `scale` its count carries (`places` and past: the
        next round's starts, at their own place in it)."""
        going = [(start, chance) for start, chance in starts if not fight.is_over(start)]
        self.denominator = lcm(*(int(chance.denominator) for _, chance in going))
        """D, the denominator of the counts at the round's first place."""
        self.counts: dict[Node, int] = {}
        """The counts of the rounds' starts the next round begins with."""
        for start, chance in going:
            count = int(chance.numerator) * (self.denominator // int(chance.denominator)) \
                * self.powers[step.position[start]]
            self.counts[start] = self.counts.get(start, 0) + count

    def round(self) -> Rational:
        """Walk one round from `counts` (left with the next round's): the chance that the
        fight ends in it."""
        places = self.places
        at: list[dict[Node, int]] = [{} for _ in range(places + 2)]
        position = self.step.position
        for node, count in self.counts.items():
            at[position[node]][node] = count
        nexts, units, powers, spots = self.step.after, self.units, self.powers, self.spots
        # each point before the points its move leads to
        for here, place in enumerate(at[:places], 1):
            for node, count in place.items():
                for after, p in nexts[node]:
                    spot = spots.get(after)
                    if spot is None:
                        spot = spots[after] = self._spot(after)
                    target = at[spot[0]]
                    before = target.get(after)  # the first count in stored as is
                    added = count * units[p] * powers[spot[1] - here]
                    target[after] = added if before is None else before + added
        ended = at[places + 1]
        denominator = self.denominator * self.powers[places]
        self.counts, self.denominator = at[places], denominator
        return quotient(sum(ended.values()), denominator) if ended else ZERO

    def _spot(self, node: Node) -> tuple[int, int]:
        """Where a point a step leads to is counted (`spots`)."""
        places = self.places
        position = self.step.position
        if not is_start(node):
            return position[node], position[node]
        if self.fight.is_over(node):  # type: ignore[arg-type]
            return places + 1, places
        return places, places + position[node]  # the next round's, at its place there
