"""Whom a simulated move aims at, kept by what the pick reads (`Fight.aim`,
`Fight.choose_target`): the acting side's foes' standing, slots and the pools `weakness`
reads and, where the side spreads its attacks, who has been attacked this round (its
marks, numbered as met); where a move
reads the moves still to come (a crowd's `every`), its place in its order and each
entry's standing, slots and the pools `weakness` reads. States are kept by numbers
(`numbered_states`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY
from gm_assistant.core.conflict.fight import Aim, Fight
from gm_assistant.core.conflict.numbered_states import Ids, NumberedStates, entries_of

__all__ = ["KeptAims"]

UNAIMED: Aim = ((), 0, 0, ())
"""`KeptAims.aims`' answer for a move not met yet (compared by identity)."""


class KeptAims:
    """The aims of a fight's moves met in a simulation, kept by what they read."""

    def __init__(self, fight: Fight, numbers: NumberedStates) -> None:
        self.fight = fight
        self.numbers = numbers
        self.aims: dict[tuple[int, ...], Aim | None] = {}
        """Per move whose aim reads the moves still to come (a crowd's `every`), by its
        order, place, marks and each entry's standing, slots and the pools `weakness`
        reads (`Fight.aim` reads no more: who stands, and how weak each is): its aim
        (None: nobody in it can act)."""
        self.weak = numbers.kind(fight.targeting.weakness_pools)
        """Per entry number: what `Fight.aim` reads of it, numbered (`aims`)."""
        self.crowded = fight.turn.crowd is not None
        # Nobody attacked yet this round (one count per entry of a state).
        nobody = (0,) * (len(fight.combatants) + (fight.ledger is not None))
        self.marks: dict[tuple[int, ...], int] = {nobody: 0}
        """Who has been attacked this round (one count per entry of a state), numbered in
        the order met, so that a move's key hashes four numbers."""
        self.mark_counts: list[tuple[int, ...]] = [nobody]
        self.marked: dict[tuple[int, int], int] = {}
        """Per (marks, target): the marks once the target is attacked once more."""
        self.targets: dict[tuple[int, tuple[int, ...], int], int] = {}
        """Per (the acting side, what the pick reads of its foes' entries, `weak`, the
        marks where the side spreads its attacks): the foe it picks
        (`Fight.choose_target`). Kept by what it reads, not by the foes' whole entries:
        Riskbreaker's 4 against 8 meets 10,601 foes' entries and 65 picks."""
        self.foes: list[Callable[[Ids], Ids]] = []
        """Per fighter: its foes' entries of a state (as a tuple)."""
        self.spreads: list[bool] = []
        """Per fighter: whether its side spreads its attacks (its pick reads the marks)."""
        for combatant in fight.combatants:
            others = fight.sides[OPPOSITION if combatant.side == PARTY else PARTY]
            self.foes.append(entries_of(others))
            self.spreads.append(fight.policies[combatant.side].target == "spread")
        self.side_number = [0 if c.side == PARTY else 1 for c in fight.combatants]
        self.counting = fight.counting

    def aim(self, ids: Ids, move: tuple[int, ...], marks: int) -> Aim | None:
        """The move's aim (`Fight.aim`, from the entries' numbers: the target kept by its
        side's foes' entries, `targets`); None when nobody in it can act. For a move
        whose aim does not read the moves still to come."""
        outs = self.numbers.outs
        standing = move if len(move) == 1 else tuple([i for i in move if not outs[ids[i]]])
        if not standing:
            return None
        actor = standing[0]
        spreads = self.spreads[actor]
        pick = (self.side_number[actor], tuple(map(self.weak.__getitem__,
                                                   self.foes[actor](ids))),
                marks if spreads else 0)
        target = self.targets.get(pick)
        if target is None:
            target = self.targets[pick] = self.fight.choose_target(
                self.numbers.state(ids), actor, self.mark_counts[marks])
        after = marks
        if self.counting:
            after = self.marked.get((marks, target), -1)
            if after < 0:
                counts = self.mark_counts[marks]
                after = self.marked[(marks, target)] = self.mark(
                    (*counts[:target], counts[target] + 1, *counts[target + 1:]))
        crowd = self.mark_counts[marks][target] if self.crowded else 0
        return standing, target, crowd, self.mark_counts[after]

    def aim_by_place(self, ids: Ids, order: int, place: int, marks: int,
                     move: tuple[int, ...], later: Sequence[tuple[int, ...]],
                     ) -> Aim | None:
        """The move's aim (`Fight.aim`, reading the moves still to come, `later`), kept by
        its order's number, its place in it, the marks and what it reads of each entry
        (`aims`); None when nobody in it can act."""
        weak = self.weak
        read = (order, place, marks, *[weak[number] for number in ids])
        aim = self.aims.get(read, UNAIMED)
        if aim is UNAIMED:
            aim = self.aims[read] = self.fight.aim(self.numbers.state(ids), move,
                                                   self.mark_counts[marks], later)
        return aim

    def looked_up(self, ids: Ids, actor: int, marks: int) -> tuple[int, int] | None:
        """The target of a turn of `actor` alone and the marks after it, where both are
        kept (`targets`, `marked`); None else."""
        target = self.targets.get((self.side_number[actor],
                                   tuple(map(self.weak.__getitem__, self.foes[actor](ids))),
                                   marks if self.spreads[actor] else 0))
        if target is None:
            return None
        after = marks
        if self.counting:
            after = self.marked.get((marks, target), -1)
            if after < 0:
                return None
        return target, after

    def mark(self, marks: tuple[int, ...]) -> int:
        """The number of `marks` (who has been attacked this round) among those met."""
        number = self.marks.get(marks)
        if number is None:
            number = self.marks[marks] = len(self.mark_counts)
            self.mark_counts.append(marks)
        return number
