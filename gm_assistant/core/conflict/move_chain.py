"""The fight as a chain of moves: the steps the exact forecast solves (`forecast`).

A round is a walk through its moves, so the chain goes one move at a time (`MoveChain`,
for a turn order fixed for the fight) or one turn at a time (`TurnChain`, where the order
is worked out again every round, `turn_order.RoundByRound`). Its states (`Node`) are the
rounds' starts and the points within a round where a move or a turn is about to be made,
each known to the chain by its number; a point reached from several rounds' starts is
weighed once. `OpenedChain` puts a turn order's opening (the states its test leaves) in
front, as one chain from `OPENING`. Each
step also keeps what it spends on average and where it leads (`after`, `position`), which
the forecast reads again to tell in which round the fight ends. Every chain is bounded by
counts (`max_states` rounds' starts, `Fight.max_weighed` moves weighed), never by time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from gm_assistant.core.conflict.chain import ChainTooLargeError
from gm_assistant.core.conflict.combatant import PARTY
from gm_assistant.core.conflict.exact import ONE, ZERO, Rational
from gm_assistant.core.conflict.fight import Aim, Fight, FightState, TurnResults
from gm_assistant.core.conflict.local_turns import LocalTurns
from gm_assistant.core.conflict.turn_order import RoundByRound, turn_ways
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["OPENING", "ChainSteps", "MoveChain", "Node", "OpenedChain", "Point", "Step",
           "TurnChain", "is_start"]


Node = int
"""A state of the move-by-move chain, by its number (`ChainSteps.points`, in the order
met; OPENING before them). The chain's solver and the rounds' walk look a state up again
and again (whether met, its step, its reward, its chance): a small number's hash is
itself, where a fight state's is worked out anew over every fighter at each look-up."""

Point = tuple[object, ...]
"""What a chain state stands for: a round's start (a `FightState`) or a point within a
round (`MoveChain`: the move about to be made, the fight's state by its number, who was
attacked this round; `TurnChain`: see `TurnPoint`). A point names its fight state by
number (`ChainSteps.states`): a few small numbers hash far faster than a whole fight
state."""


MovePoint = tuple[int, int, tuple[int, ...]]
"""A point of a round in `MoveChain`: the move about to be made, the state's number, who
was attacked this round (an alias made once: `cast` would build the type at every
call)."""
TurnPoint = tuple[int, tuple[tuple[int, ...], ...], tuple[int, ...], int, tuple[int, ...]]
"""A point of a round in `TurnChain`: its place, the ties to come, the fighters of the
current tie yet to act (standing), the state's number, who was attacked this round."""


def is_start(point: Point) -> bool:
    """A round's start (a fight state: its entries are fighters), not a point within."""
    return bool(point) and isinstance(point[0], tuple)


class PointStates:
    """The fight states of a chain's points, numbered in the order met (`Point`)."""

    def __init__(self) -> None:
        self.states: list[FightState] = []
        """The states met, by number."""
        self.numbers: dict[FightState, int] = {}

    def number(self, state: FightState) -> int:
        """The number of `state`, given when first met."""
        known = self.numbers.get(state)
        if known is None:
            known = self.numbers[state] = len(self.states)
            self.states.append(state)
        return known


class ChainSteps:
    """What `MoveChain` and `TurnChain` keep alike: the bookkeeping of every step (what it
    spends, where it leads, its place in the round), the fight states of its points by
    number, the turns kept by what they read, and the two count bounds with the progress
    hook."""

    def __init__(self, fight: Fight, zero: tuple[Rational, ...], max_states: int) -> None:
        self.fight = fight
        self.zero = zero
        self.max_states = max_states
        self.weighing: Callable[[], None] | None = None
        """Called after each step's moves are counted in `Fight.weighed` (the forecast
        reports how far its exact attempt has gone; it may raise to stop the attempt)."""
        self.none = (0,) * (len(fight.combatants) + (fight.ledger is not None))
        """Who was attacked at a round's start: nobody (and no ledger entry)."""
        self.spent: dict[Node, tuple[Rational, ...]] = {}
        self.after: dict[Node, list[tuple[Node, Rational]]] = {}
        self.position: dict[Node, int] = {}
        """Per state stepped: its place in the round."""
        self.starts = 0
        """Rounds' starts stepped (the fight states, as `states` counts them)."""
        self.turns = LocalTurns(fight)
        """The turns of one fighter, kept by what they read of the state."""
        self.ends: dict[FightState, Node] = {}
        """Per state after a round's last move: the next round's start
        (`Fight.round_end`)."""
        numbered = PointStates()
        self.states = numbered.states
        """The fight states of the points met, by number (`Point`)."""
        self.numbered = numbered.number
        self.points: list[Point] = []
        """What each chain state stands for, by its number (`Node`)."""
        self.numbers: dict[Point, Node] = {}
        """Per point met: its number."""
        self.starting: list[bool] = []
        """Per chain state (by number): whether it is a round's start (`is_start`)."""

    def node(self, point: Point) -> Node:
        """The number of `point`, given when first met."""
        known = self.numbers.get(point)
        if known is None:
            known = self.numbers[point] = len(self.points)
            self.points.append(point)
            self.starting.append(is_start(point))
        return known

    def is_over(self, node: Node) -> bool:
        """A round's start where the fight is over (a final state of the chain)."""
        return self.starting[node] and self.fight.is_over(self.points[node])  # type: ignore[arg-type]

    def reward(self, node: Node) -> tuple[Rational, ...]:
        """One round at a round's start (none within), then the pool units each side
        spends on average in the step."""
        return (ONE if self.starting[node] else ZERO, *self.spent.get(node, self.zero))

    def count_start(self) -> None:
        """One more round's start stepped; ChainTooLargeError past `max_states`."""
        self.starts += 1
        if self.starts > self.max_states:
            raise ChainTooLargeError(
                Message("ConflictProblem", QT_TRANSLATE_NOOP(
                    "ConflictProblem", "the fight has more than {max_states:,} states to "
                    "solve exactly"), max_states=self.max_states))

    def check_weighed(self) -> None:
        """After a step's moves are counted in `Fight.weighed`: ChainTooLargeError past
        `Fight.max_weighed`, else the progress hook (`weighing`)."""
        fight = self.fight
        if fight.weighed > fight.max_weighed:
            raise ChainTooLargeError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
                "ConflictProblem", "this fight has too many ways to go to weigh them")))
        if self.weighing is not None:
            self.weighing()


class MoveChain(ChainSteps):
    """One move as the chain's step, for one turn order.

    A round is a walk through its moves, so the chain goes one move at a time: its states
    are the rounds' starts and the points within a round where a move is about to be made
    (which move, the fight's state, who was attacked this round). A point reached from
    several rounds' starts (a luck treat spent in one, none in the other) is weighed once,
    where `Fight.round` weighs a round's every way for each start anew. A round that
    changes nothing comes back to its start through its points: the chain solves such a
    cycle exactly (see `chain`). Moves nobody in them can make are skipped.
    """

    def __init__(self, fight: Fight, order: tuple[int, ...], zero: tuple[Rational, ...],
                 max_states: int) -> None:
        super().__init__(fight, zero, max_states)
        self.order = order
        self.moves = fight.moves(order)
        self.later = [self.moves[number + 1:] for number in range(len(self.moves))]
        pools = len(fight.pool_names)
        self.offsets = [0 if fight.combatants[move[0]].side == PARTY else pools
                        for move in self.moves]

    def point(self, number: int, state: FightState, attacked: tuple[int, ...]) -> Node:
        """Where the round stands before move `number`: the next move somebody in it can
        make, or, past the last (or once the fight is over), the next round's start."""
        if not self.fight.is_over(state):
            number = self.next_move(number, state)
            if number < len(self.moves):
                return self.node((number, self.numbered(state), attacked))
        ended = self.ends.get(state)
        return self._end(state) if ended is None else ended

    def __call__(self, node: Node) -> list[tuple[Node, Rational]]:
        """The chain states one move leads to, with their chances."""
        fight = self.fight
        if self.starting[node]:  # the round's first move, from the state its start leaves
            self.count_start()
            state = fight.maneuvers.gain_advantage(self.points[node])  # type: ignore[arg-type]
            number = self.next_move(0, state)
            attacked = self.none
            state_number = -1  # numbered when a result leaves it as it was
        else:
            number, state_number, attacked = cast(MovePoint, self.points[node])
            state = self.states[state_number]
        fight.weighed += 1
        self.check_weighed()
        aim = fight.aim(state, self.moves[number], attacked, self.later[number])
        assert aim is not None  # somebody in the move stands and the fight goes on
        standing, target, crowd, marks = aim
        if len(standing) == 1:
            results, spent = self.turns.move(state, standing[0], target, crowd)
        else:
            results, spent = self._joint(state, aim, number)
        # A result that takes nobody out leaves who stands as it was: the fight goes on
        # and the next move somebody in it can make is the same for all of them.
        following_number = self.next_move(number + 1, state)
        numbers, ends = self.numbers, self.ends
        found: dict[Node, Rational] = {}
        for after, p, down in results:
            if down:
                following = self.point(number + 1, after, marks)
            elif following_number < len(self.moves):
                # a result that changes nothing (a miss) is the state itself, its number known
                if after is not state:
                    point = (following_number, self.numbered(after), marks)
                else:
                    if state_number < 0:
                        state_number = self.numbered(state)
                    point = (following_number, state_number, marks)
                known = numbers.get(point)
                following = self.node(point) if known is None else known
            else:
                known = ends.get(after)
                following = self._end(after) if known is None else known
            # The first chance in is kept as is (not added to zero): the turns' own
            # rationals, shared by many steps, whose hash (a modular inverse, kept once
            # worked out) the look-ups by chance (`chain`, the round walk) then reuse.
            before = found.get(following)
            found[following] = p if before is None else before + p
        self.spent[node] = spent
        self.position[node] = number
        result = list(found.items())
        self.after[node] = result
        return result

    def next_move(self, number: int, state: FightState) -> int:
        """The first move from `number` on that somebody in it can make (who stands read
        from `state`), or past the last move. (Loops, not `all` over a generator: two
        calls a step of a large chain, most of them answered by the first fighter.)"""
        moves = self.moves
        while number < len(moves):
            for i in moves[number]:
                if not state[i][0]:
                    return number
            number += 1
        return number

    def _end(self, state: FightState) -> Node:
        """The next round's start after the round's last move left `state`, kept."""
        ended = self.ends[state] = self.node(self.fight.round_end(state, self.order))
        return ended

    def _joint(self, state: FightState, aim: Aim,
               number: int) -> tuple[list[tuple[FightState, Rational, bool]],
                                     tuple[Rational, ...]]:
        """A move of several fighters together (`Fight.joint_results`), as `LocalTurns.move`
        gives a turn of one."""
        spent = list(self.zero)
        offset = self.offsets[number]
        results = []
        for after, p, used in self.fight.move_results(state, aim):
            results.append((after, p, any(
                fighter[0] != before[0] for fighter, before in zip(after, state, strict=True))))
            for pool_index, amount in used:  # past the pools: the other side's
                spent[(offset + pool_index) % len(spent)] += p * amount
        return results, tuple(spent)


class TurnChain(ChainSteps):
    """One turn as the chain's step, where the turn order is worked out again every round
    (`turn_order.RoundByRound`: the round's ties as its Advantage gain leaves them, each
    tie drawn a turn at a time). Its states are the rounds' starts and the points within a
    round where a turn is about to be taken: the ties still to come, the fighters of the
    current tie yet to act, the fight's state and who was attacked this round. Nothing
    else decides the rest of the round, so a point reached from several rounds' starts is
    weighed once, where `RoundByRound.round` weighs a round's every way for each start
    anew (the same futures, the same chances: `test_move_chain` checks it against
    `RoundByRound.round`). Offers what `MoveChain` does to `exact_forecast` and
    `round_walk.fight_lengths`: a point's place in the round is the fighters whose turn has
    come (taken, or passed by as out), which every turn raises."""

    def __init__(self, fight: Fight, each: RoundByRound, zero: tuple[Rational, ...],
                 max_states: int) -> None:
        super().__init__(fight, zero, max_states)
        self.each = each
        fighters = len(fight.combatants)
        self.moves: list[tuple[int, ...]] = [()] * fighters
        """The places of a round (`round_walk.fight_lengths` walks them in order): one per
        turn at most."""
        self.fighters = fighters

    def point(self, ties: tuple[tuple[int, ...], ...], left: tuple[int, ...],
              state: FightState, attacked: tuple[int, ...]) -> Node:
        """Where the round stands before its next turn: the fighters of the current tie
        still to act who stand (the next tie's once none is left), or, past the last tie
        (or once the fight is over), the next round's start."""
        fight = self.fight
        if not fight.is_over(state):
            while True:
                ready = tuple([i for i in left if not state[i][0]])
                if ready:
                    return self.node((self.fighters - len(ready) - sum(map(len, ties)), ties,
                                      ready, self.numbered(state), attacked))
                if not ties:
                    break
                left, ties = ties[0], ties[1:]
        ended = self.ends.get(state)
        if ended is None:
            start = fight.canonical(fight.wear(state), self.each.listing)
            if fight.is_over(start):  # only who is out matters once it is over
                start = tuple((fighter[0], 0, ()) for fighter in start)
            ended = self.ends[state] = self.node(start)
        return ended

    def __call__(self, node: Node) -> list[tuple[Node, Rational]]:
        """The chain states one turn leads to, with their chances: one of the current
        tie's fighters, each as likely, makes its moves (`actions` of them)."""
        fight = self.fight
        if self.starting[node]:
            self.count_start()
            begun = fight.maneuvers.gain_advantage(self.points[node])  # type: ignore[arg-type]
            point = self.points[self.point(self.each.tied(begun), (), begun, self.none)]
            self.position[node] = 0
        else:
            point = self.points[node]
            self.position[node] = cast(int, point[0])
        _, ties, ready, state_number, attacked = cast(TurnPoint, point)
        state = self.states[state_number]
        chances = self.each.chances
        share = chances.share(len(ready))
        spent = list(self.zero)
        found: dict[Node, Rational] = {}
        for actor in ready:
            rest = tuple([i for i in ready if i != actor])
            for (after, marks), p in turn_ways(fight, state, attacked, actor,
                                               self._moves(actor), share, spent, chances):
                following_point = self.point(ties, rest, after, marks)
                before = found.get(following_point)
                found[following_point] = p if before is None else chances.plus(before, p)
        self.check_weighed()
        self.spent[node] = tuple(spent)
        result = list(found.items())
        self.after[node] = result
        return result

    def _moves(self, actor: int) -> Callable[[FightState, Aim], TurnResults]:
        """The actor's moves as `turn_ways` plays them: kept by what they read."""
        turns = self.turns
        return lambda current, aim: turns.results(current, actor, aim[1], aim[2])


Step = tuple["MoveChain | TurnChain", list[tuple[FightState, Rational]]]
"""A turn order's chain step (a move, or a round where the order is worked out every
round) and the round starts its opening leaves, with their chances."""


OPENING: Node = -1
"""The chain state before a fight's opening: its one step leads to the states the
turn-order test leaves."""


class OpenedChain:
    """A turn order's moves preceded by its opening, as one chain from OPENING; what a
    final state counts for given by `ending` (from its fight state)."""

    def __init__(self, moves: MoveChain | TurnChain,
                 starts: list[tuple[FightState, Rational]],
                 ending: Callable[[FightState], tuple[Rational, ...]]) -> None:
        self.moves = moves
        self.starts = [(moves.node(start), chance) for start, chance in starts]
        """The opening's step: the rounds' starts it leaves, by number."""
        self.ending = ending

    def __call__(self, node: Node) -> list[tuple[Node, Rational]]:
        return self.moves(node) if node != OPENING else self.starts

    def is_final(self, node: Node) -> bool:
        return node != OPENING and self.moves.is_over(node)

    def reward(self, node: Node) -> tuple[Rational, ...]:
        return self.moves.reward(node) if node != OPENING else (ZERO, *self.moves.zero)

    def final(self, node: Node) -> tuple[Rational, ...]:
        """What a final state counts for (`ending`, from the fight state it stands for)."""
        return self.ending(self.moves.points[node])  # type: ignore[arg-type]
