"""A Riskbreaker turn's Risk paid from what paying it and the attack roll read
(`Attacks.risks`: the actor's and the target's entries, the crowd and the Advantage of
the actor's side) gives, from every state, what paying it anew gives.

Every state a small Riskbreaker fight reaches by single turns is visited (every actor on
every foe); each turn is worked out by one `Fight` keeping its paid Risks, and by a second
one whose kept Risks and turns are forgotten before each turn: the same states with the
same chances and spending. The kept Risks must also be met again from states that differ
elsewhere (the other fighters, the other side's Advantage), or nothing was gained.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Fight, FightState
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.core.sheets import new_character

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "riskbreaker"

MOST_STATES = 400
"""States visited at most (enough to meet each actor's Risk from many states)."""


def _fighters() -> tuple[Fight, Fight]:
    """The same two against three, as two separate fights (their own memos)."""
    ruleset = default_registry().get("riskbreaker")
    conflict = ruleset.model.conflicts["fight"]
    lines: tuple[tuple[str, list[tuple[str, dict[str, object]]]], ...] = (
        (PARTY, [("fighter", {}), ("thief", {})]),
        (OPPOSITION, [("guard", {}), ("townsfolk", {"skill": 1}), ("guard", {})]))
    fighters: list[Combatant] = []
    for side, cast in lines:
        for index, (sample, overrides) in enumerate(cast):
            path = SAMPLES / f"{sample}.yaml"  # the opponents: new sheets of their kind
            sheet = open_character(path) if path.exists() else new_character(ruleset, sample)
            fighters.append(combatant_of(ruleset, conflict, sheet, side, overrides,
                                         name=f"{side} {index}", kind=f"{side}{index}"))
    return (Fight(ruleset, conflict, fighters, {}), Fight(ruleset, conflict, fighters, {}))


def _counted(results: list[tuple[FightState, object, list[tuple[int, int]]]],
             ) -> Counter[tuple[FightState, object, tuple[tuple[int, int], ...]]]:
    return Counter((after, p, tuple(used)) for after, p, used in results)


def test_risks_paid_from_kept_entries_equal_risks_paid_anew() -> None:
    kept, anew = _fighters()
    assert kept.turn.risk is not None and kept.ledger is not None
    fighters = kept.combatants
    pairs = [(a, t) for a in range(len(fighters)) for t in range(len(fighters))
             if fighters[a].side != fighters[t].side]
    start = kept.start()
    seen = {start}
    queue = [start]
    paying: Counter[tuple[object, ...]] = Counter()
    while queue and len(seen) < MOST_STATES:
        state = queue.pop(0)
        if kept.is_over(state):
            continue
        for actor, target in pairs:
            if state[actor][0] or state[target][0]:
                continue
            side = 0 if fighters[actor].side == PARTY else 1
            if state[kept.ledger][2][side]:  # Advantage to pay its Risk with
                paying[(actor, target, state[actor], state[target],
                        state[kept.ledger][2][side])] += 1
            anew.attacks.risks.clear()
            anew.attacks.turns.clear()
            whole = anew.turn_results(state, actor, target)
            assert _counted(kept.turn_results(state, actor, target)) == _counted(whole)
            for after, _, _ in whole:
                if after not in seen:
                    seen.add(after)
                    queue.append(after)
    assert len(seen) > 50  # the fight went somewhere
    # Each Risk paid is kept once per what it reads, and met again from other states.
    assert len(kept.attacks.risks) < sum(paying.values())
    assert {(a, t, mine, theirs, available)
            for (a, t, _, mine, theirs, available), paid in kept.attacks.risks.items()
            if paid[0]} == set(paying)
