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
from gm_assistant.core.conflict.move_chain import MoveChain, Node, Step, TurnChain

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
    left = sum((chance for _, starts in steps for start, chance in starts
                if not fight.is_over(start)), ZERO)
    rounds: dict[int, Fraction | Estimate] = {}
    # The walk keeps a plan of tuples per point next to the chains' every state and step,
    # and the cyclic garbage collector would walk all of them again and again as they
    # grow: switched off while the plans are made and walked (as `chain.absorb` does
    # while it solves).
    collecting = gc.isenabled()
    gc.disable()
    try:
        walks = [RoundWalk(fight, step, starts) for step, starts in steps]
        for number in range(1, MAX_ROUNDS_SHOWN + 1):
            ending = sum((walk.round() for walk in walks), ZERO)
            if ending:
                rounds[number] = fraction(ending)
            left -= ending
            if not any(walk.going for walk in walks) or left < ROUNDS_TAIL:
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
    grow by `scale`'s digits per place, far cheaper than a rational's reductions). The
    round's end is place `len(moves)` (the next round's starts counted at their own
    place in it, which carries on from there); the chance the round ends the fight is
    made a rational once.

    The walk goes over the same points round after round (AdOM's 3 against 4: 44,235
    points, most of them in each of its last rounds), so each point's step is made once
    into a plan (`plan`): the points numbered in the order of their places, and per
    point where each step leads (a number) with its whole-number weight (`p *
    scale**(b - a)`). A round is then one sweep over the numbers with its counts in a
    list: a product and a sum per step, no look-up of a point.
    """

    def __init__(self, fight: Fight, step: MoveChain | TurnChain,
                 starts: list[tuple[FightState, Rational]]) -> None:
        self.fight = fight
        places = self.places = len(step.moves)
        position = step.position
        chances = {p for nexts in step.after.values() for _, p in nexts}
        scale = lcm(*(int(p.denominator) for p in chances))
        units = {p: int(p.numerator) * (scale // int(p.denominator)) for p in chances}
        powers = [scale ** rise for rise in range(2 * places + 1)]
        # Every point stepped, in the order of their places (a step goes to a later place
        # of its round, or out of it), numbered so.
        self.points: list[Node] = sorted(step.after, key=position.__getitem__)
        ahead = len(self.points)
        starting = step.starting
        landing = [(2 * ahead, places)] * len(starting)  # never stepped: the fight is over
        """Per chain state (`Node`): where a step that leads to it is counted (`plan`),
        and the place it is counted at (past `places`: in the next round)."""
        for number, node in enumerate(self.points):
            landing[node] = (ahead + number, places + position[node]) if starting[node] \
                else (number, position[node])
        self.plan: list[list[tuple[int, int]]] = []
        """Per point (by number): where each of its steps leads and its weight, the
        count carried being `count * weight`. Where: a point of this round (its
        number); the next round's start (its number plus `len(points)`, counted in the
        next round at its own place); the end of the fight (`2 * len(points)`)."""
        for node in self.points:
            here = position[node] + 1  # the step's own chance is units over `scale`
            self.plan.append([(target, units[p] * powers[place - here])
                              for after, p in step.after[node]
                              for target, place in (landing[after],)])
        going = [(start, chance) for start, chance in starts if not fight.is_over(start)]
        self.denominator = lcm(*(int(chance.denominator) for _, chance in going))
        """D, the denominator of the counts at the round's first place."""
        self.power = powers[places]
        """What a round's end multiplies the denominator by."""
        self.counts: list[int] = [0] * ahead
        """Per point (by number): the count the next round begins with (a round's
        start's, the rest 0)."""
        for start, chance in going:
            node = step.numbers[start]
            self.counts[landing[node][0] - ahead] += int(chance.numerator) \
                * (self.denominator // int(chance.denominator)) * powers[position[node]]
        self.going = bool(going)
        """Whether the next round begins anywhere (a count not 0)."""

    def round(self) -> Rational:
        """Walk one round from `counts` (left with the next round's): the chance that the
        fight ends in it."""
        ahead = len(self.points)
        # this round's places, then the next round's, then the fight's end
        counts = self.counts + [0] * (ahead + 1)
        for number, steps in enumerate(self.plan):  # each point before those it leads to
            count = counts[number]
            if count:
                for target, weight in steps:
                    counts[target] += count * weight
        ended = counts[-1]
        self.counts = counts[ahead:-1]
        self.going = any(self.counts)
        denominator = self.denominator * self.power
        self.denominator = denominator
        return quotient(ended, denominator) if ended else ZERO
