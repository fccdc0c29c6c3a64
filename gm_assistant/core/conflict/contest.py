"""The forecast of a contest: both sides race to a number of victories.

Each exchange, the party's best at the contest's stat rolls the contest check against the
opposition's best; the check's measures say how many victories each side marks (Fate: one
for winning the exchange, two with style, none on a tie). The first side to reach the
target wins; the race is solved exactly as a chain over the two scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from gm_assistant.core.conflict.chain import ChainCycleError, absorb
from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, stat_number
from gm_assistant.core.errors import InputError
from gm_assistant.core.odds.engine import joint_odds
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.conflict_model import ConflictStat, Contest
from gm_assistant.core.rules.conflict_semantics import input_source
from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = ["MAX_EXCHANGES_SHOWN", "ContestForecast", "Race", "forecast_contest"]

MAX_EXCHANGES_SHOWN = 30

Score = tuple[int, int]


@dataclass(frozen=True)
class ContestForecast:
    """Who wins the race, and how many exchanges it takes (all exact)."""

    conflict: str
    party: Combatant
    opposition: Combatant
    p_party_wins: Fraction
    exchanges: dict[int, Fraction]
    exchanges_beyond: Fraction
    expected_exchanges: Fraction


def _best(ruleset: Ruleset, stat_name: str, stat: ConflictStat,
          side: Sequence[Combatant]) -> Combatant:
    return max(side, key=lambda c: stat_number(ruleset, stat, c.stats[stat_name]))


def forecast_contest(ruleset: Ruleset, conflict_id: str,
                     combatants: Sequence[Combatant]) -> ContestForecast:
    """The exact forecast of a contest between the two sides' best."""
    conflict = ruleset.model.conflicts.get(conflict_id)
    if conflict is None or conflict.contest is None:
        raise InputError(Message("ConflictProblem", QT_TRANSLATE_NOOP(
            "ConflictProblem", "'{conflict_id}' is not a contest of '{ruleset}'"),
            conflict_id=conflict_id, ruleset=ruleset.id))
    contest = conflict.contest
    party = [c for c in combatants if c.side == PARTY]
    opposition = [c for c in combatants if c.side == OPPOSITION]
    if not party or not opposition:
        raise InputError(QT_TRANSLATE_NOOP(
            "Forecast", "a contest needs at least one participant on each side"))
    stat = conflict.stats[contest.stat]
    ours = _best(ruleset, contest.stat, stat, party)
    theirs = _best(ruleset, contest.stat, stat, opposition)
    race = Race(_marks(ruleset, contest, ours, theirs), contest.to)
    try:
        solved = absorb((0, 0), race.step, race.over)
    except ChainCycleError:
        raise InputError(QT_TRANSLATE_NOOP(
            "Forecast", "this contest cannot end: nobody ever marks a victory")) from None
    assert solved.expected_steps is not None  # asked for (absorb's `steps`)
    goal = contest.to
    wins = sum((p for (a, b), p in solved.outcomes.items() if a >= goal > b), Fraction(0))
    exchanges, beyond = race.exchanges(MAX_EXCHANGES_SHOWN)
    return ContestForecast(conflict_id, ours, theirs, wins, exchanges, beyond,
                           solved.expected_steps)


def _marks(ruleset: Ruleset, contest: Contest, ours: Combatant, theirs: Combatant,
           ) -> dict[Score, Fraction]:
    """The victories each side marks in one exchange (party's, opposition's), with their
    chances: the contest check's measures, with its inputs read from the two sides' best
    where the contest says (`self.` ours, `opponent.` theirs)."""
    inputs: dict[str, object] = {}
    for name, value in contest.inputs.items():
        source = input_source(value)
        if source is None:
            inputs[name] = value
        else:
            who = ours if source[0] == "self" else theirs
            inputs[name] = who.stats[source[1]]
    names = [name for name, _ in ruleset.checks[contest.check].measures]
    mine, other = names.index(contest.victories), names.index(contest.opponent_victories)
    marks: dict[Score, Fraction] = {}
    for (_, measures), p in joint_odds(ruleset, contest.check, inputs).items():
        key = (measures[mine], measures[other])
        marks[key] = marks.get(key, Fraction(0)) + p
    return marks


@dataclass(frozen=True)
class Race:
    """The race to `goal` victories, one exchange marking `marks` (a chain over the two
    scores, each capped at the goal)."""

    marks: dict[Score, Fraction]
    goal: int

    def over(self, score: Score) -> bool:
        """Whether a side has reached the goal."""
        return max(score) >= self.goal

    def step(self, score: Score) -> list[tuple[Score, Fraction]]:
        """The scores one exchange leads to from `score`, with their chances."""
        found: dict[Score, Fraction] = {}
        for (a, b), p in self.marks.items():
            after = (min(score[0] + a, self.goal), min(score[1] + b, self.goal))
            found[after] = found.get(after, Fraction(0)) + p
        return list(found.items())

    def exchanges(self, most: int) -> tuple[dict[int, Fraction], Fraction]:
        """The chance the race ends at each exchange up to `most`, and that it goes on
        beyond."""
        exchanges: dict[int, Fraction] = {}
        dist = {(0, 0): Fraction(1)}
        for number in range(1, most + 1):
            following: dict[Score, Fraction] = {}
            for score, chance in dist.items():
                for after, p in self.step(score):
                    if self.over(after):
                        exchanges[number] = exchanges.get(number, Fraction(0)) + chance * p
                    else:
                        following[after] = following.get(after, Fraction(0)) + chance * p
            dist = following
            if not dist:
                break
        return exchanges, sum(dist.values(), Fraction(0))
