"""Riskbreaker's fight, 1 vs 1, against an exact recursion written here from the seed's
conflict flow and the readings the ruleset's notes state (`fight_forecast`,
`fight_departures`): Advantage gained at the start of each round by the higher skill
total (equal totals: nobody gains), turns in the `fixed` reading of the turn order (by
skill level as the fight starts, a tie: the party first; the rules' order worked out
every round is tested in test_riskbreaker_turn_order.py, and these recursions check that
the fixed reading still gives the numbers it gave before it became a choice), Risk
paid from the side's Advantage for Kill Damage on the one opponent, Gain or Decrease
Advantage when the side has none (never the same one twice in a row), a conflict counter
each round and one Kill Damage at the third. d10 rolls enumerated with fractions; the
expected values never come from the fight engine.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.fight import Policy
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library.store import open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples" / "riskbreaker"
MAX_ADVANTAGE = 30
GAIN, DECREASE = "gain", "decrease"


@pytest.fixture(scope="module")
def riskbreaker() -> Ruleset:
    return default_registry().get("riskbreaker")


def _fighter(ruleset: Ruleset, sample: str, side: str, **overrides: object) -> Combatant:
    character = open_character(SAMPLES / f"{sample}.yaml")
    return combatant_of(ruleset, ruleset.model.conflicts["fight"], character, side,
                        overrides, name=sample, kind=sample)


def _works(stat: int) -> Fraction:
    """A d10 skill roll: 1 and 2 always work, 10 never, else at most the stat."""
    return Fraction(sum(1 for roll in range(1, 11)
                        if roll <= 2 or (roll < 10 and roll <= stat)), 10)


def _duel(stats: tuple[int, int], tracks: tuple[int, int], risks: tuple[int, int],
          broke: tuple[str, str]) -> Fraction:
    """P(party wins) of a duel; side 0 is the party."""
    first = 0 if stats[0] >= stats[1] else 1
    order = (first, 1 - first)

    def turn(state: tuple, actor: int) -> list[tuple[tuple, Fraction]]:
        advantage, damage, counters, last = state
        other = 1 - actor
        works = _works(stats[actor])
        if advantage[actor] >= 1:  # Inflict Kill Damage, paying the Risk
            paid = min(risks[actor], advantage[actor])
            adv = list(advantage)
            adv[actor] -= paid
            hurt = list(damage)
            hurt[other] += paid
            missed = list(adv)
            missed[other] = min(MAX_ADVANTAGE, missed[other] + paid)
            remembered = list(last)
            remembered[actor] = None
            return [((tuple(adv), tuple(hurt), counters, tuple(remembered)), works),
                    ((tuple(missed), damage, counters, tuple(remembered)), 1 - works)]
        can_gain = last[actor] != GAIN
        can_decrease = last[actor] != DECREASE and advantage[other] > 0
        decrease = can_decrease and (broke[actor] == DECREASE or not can_gain)
        remembered = list(last)
        if not decrease and not can_gain:
            remembered[actor] = None
            return [((advantage, damage, counters, tuple(remembered)), Fraction(1))]
        remembered[actor] = DECREASE if decrease else GAIN
        risk = risks[actor]
        results = []
        for worked, p in ((True, works), (False, 1 - works)):
            adv = list(advantage)
            if decrease:
                side = other if worked else actor
                adv[side] = max(0, adv[side] - risk)
            else:
                side = actor if worked else other
                adv[side] = min(MAX_ADVANTAGE, adv[side] + risk)
            results.append(((tuple(adv), damage, counters, tuple(remembered)), p))
        return results

    def out(state: tuple, side: int) -> bool:
        return state[1][side] >= tracks[side]

    @cache
    def win(state: tuple) -> Fraction:
        if out(state, 0) or out(state, 1):  # both out at once (worn down): a draw
            return Fraction(1 if not out(state, 0) else 0)
        advantage = list(state[0])
        gainer = 0 if stats[0] > stats[1] else 1
        advantage[gainer] = min(MAX_ADVANTAGE, advantage[gainer] + abs(stats[0] - stats[1]))
        spread = [((tuple(advantage), *state[1:]), Fraction(1))]
        for actor in order:
            following = []
            for current, chance in spread:
                if out(current, 0) or out(current, 1):
                    following.append((current, chance))
                    continue
                following.extend((after, chance * p) for after, p in turn(current, actor))
            spread = following
        total = Fraction(0)
        for current, chance in spread:
            if out(current, 0) or out(current, 1):
                total += chance * (1 if out(current, 1) and not out(current, 0) else 0)
                continue
            advantage, damage, counters, last = current
            marked = tuple(c + 1 for c in counters)
            worn = tuple(d + (1 if m >= 3 else 0) for d, m in zip(damage, marked, strict=True))
            cleared = tuple(0 if m >= 3 else m for m in marked)
            total += chance * win((advantage, worn, cleared, last))
        return total

    return win(((0, 0), (0, 0), (0, 0), (None, None)))


@pytest.mark.parametrize(("ranger_skill", "risks", "broke"), [
    (5, (1, 1), (GAIN, GAIN)),  # equal skill: nobody gains at the start of a round
    (4, (2, 1), (GAIN, DECREASE)),
    (3, (1, 2), (DECREASE, GAIN)),
])
def test_a_duel_matches_the_conflict_flow(riskbreaker: Ruleset, ranger_skill: int,
                                          risks: tuple[int, int],
                                          broke: tuple[str, str]) -> None:
    fighter = _fighter(riskbreaker, "fighter", PARTY)
    ranger = _fighter(riskbreaker, "ranger", OPPOSITION, skill=ranger_skill)
    for combatant in (fighter, ranger):
        assert not any(slot.marked for slot in combatant.slots)
        assert all(combatant.pools[name] == 0 for name in combatant.pools)
    stats = (int(str(fighter.stats["skill"])), ranger_skill)
    tracks = (len(fighter.slots), len(ranger.slots))
    assert tracks == (5, 5)  # Muscle 5 and Agility 5: the track stays as long as the stat
    policies = {PARTY: Policy(target="weakest", risk=risks[0], broke=broke[0],
                              turns="fixed"),
                OPPOSITION: Policy(target="weakest", risk=risks[1], broke=broke[1])}
    forecast = forecast_fight(riskbreaker, "fight", [fighter, ranger], policies)
    assert forecast.exact
    assert forecast.p_party_wins == _duel(stats, tracks, risks, broke)


def test_the_departures_from_the_conflict_flow_are_shown(riskbreaker: Ruleset) -> None:
    """The readings the forecast follows where the rules leave a choice or it is simpler
    than the rules (turn order ties at equal Advantage, Kill Damage on one target, one
    skill per fighter) are notes of the fight, so "How the rules are read" shows them;
    the turn order's fixed reading is named there too."""
    fight = riskbreaker.model.conflicts["fight"]
    notes = {note.id: note.text for note in riskbreaker.model.notes}
    assert "fight_departures" in fight.notes
    text = notes["fight_departures"]
    for words in ("sides hold equal Advantage", "split one maneuver's damage",
                  "same skill twice in a row"):
        assert words in text
    flow = notes["fight_forecast"]
    for words in ("the side holding less Advantage", "higher Agility", "a d10 each",
                  '("fixed") keeps one order for the whole fight'):
        assert words in flow


def _melee(fighters: list[tuple[int, int, int]], risks: tuple[int, int],
           spill: tuple[bool, bool]) -> Fraction:
    """P(party wins) of a fight of (side, skill, Kill Damage track) fighters, side 0 the
    party: as `_duel`, with the side outnumbering the other adding 1 a member more, each
    attack on the standing opponent with the least track left (a tie: the first listed),
    and with `spill` what that opponent cannot take going on to the next such one."""
    count = len(fighters)
    order = sorted(range(count), key=lambda i: (-fighters[i][1], fighters[i][0], i))

    def out(damage: tuple[int, ...], i: int) -> bool:
        return damage[i] >= fighters[i][2]

    def over(damage: tuple[int, ...]) -> bool:
        return any(all(out(damage, i) for i in range(count) if fighters[i][0] == side)
                   for side in (0, 1))

    def weakest(damage: tuple[int, ...], side: int) -> int:
        return min((i for i in range(count) if fighters[i][0] == side
                    and not out(damage, i)), key=lambda i: (fighters[i][2] - damage[i], i))

    def hit(damage: tuple[int, ...], actor: int, amount: int) -> tuple[int, ...]:
        hurt = list(damage)
        foe = 1 - fighters[actor][0]
        while amount > 0 and not over(tuple(hurt)):
            target = weakest(tuple(hurt), foe)
            room = fighters[target][2] - hurt[target]
            hurt[target] += amount
            amount = amount - room if spill[fighters[actor][0]] else 0
        return tuple(hurt)

    def turn(state: tuple, actor: int) -> list[tuple[tuple, Fraction]]:
        advantage, damage, counters, last = state
        side = fighters[actor][0]
        works = _works(fighters[actor][1])
        remembered = list(last)
        if advantage[side] >= 1:
            paid = min(risks[side], advantage[side])
            adv = list(advantage)
            adv[side] -= paid
            missed = list(adv)
            missed[1 - side] = min(MAX_ADVANTAGE, missed[1 - side] + paid)
            remembered[actor] = None
            return [((tuple(adv), hit(damage, actor, paid), counters, tuple(remembered)),
                     works),
                    ((tuple(missed), damage, counters, tuple(remembered)), 1 - works)]
        if last[actor] == GAIN and advantage[1 - side] == 0:
            remembered[actor] = None
            return [((advantage, damage, counters, tuple(remembered)), Fraction(1))]
        decrease = last[actor] == GAIN
        remembered[actor] = DECREASE if decrease else GAIN
        results = []
        for worked, p in ((True, works), (False, 1 - works)):
            adv = list(advantage)
            if decrease:
                loser = 1 - side if worked else side
                adv[loser] = max(0, adv[loser] - risks[side])
            else:
                gainer = side if worked else 1 - side
                adv[gainer] = min(MAX_ADVANTAGE, adv[gainer] + risks[side])
            results.append(((tuple(adv), damage, counters, tuple(remembered)), p))
        return results

    @cache
    def win(state: tuple) -> Fraction:
        damage = state[1]
        if over(damage):
            party_out = all(out(damage, i) for i in range(count) if fighters[i][0] == 0)
            return Fraction(0 if party_out else 1)
        standing = [i for i in range(count) if not out(damage, i)]
        totals = [sum(fighters[i][1] for i in standing if fighters[i][0] == side)
                  for side in (0, 1)]
        sizes = [sum(1 for i in standing if fighters[i][0] == side) for side in (0, 1)]
        for side in (0, 1):
            totals[side] += max(0, sizes[side] - sizes[1 - side])
        advantage = list(state[0])
        gainer = 0 if totals[0] > totals[1] else 1
        advantage[gainer] = min(MAX_ADVANTAGE,
                                advantage[gainer] + abs(totals[0] - totals[1]))
        spread = [((tuple(advantage), *state[1:]), Fraction(1))]
        for actor in order:
            following = []
            for current, chance in spread:
                if over(current[1]) or out(current[1], actor):
                    following.append((current, chance))
                    continue
                following.extend((after, chance * p) for after, p in turn(current, actor))
            spread = following
        total = Fraction(0)
        for current, chance in spread:
            advantage, damage, counters, last = current
            if not over(damage):
                marked = [c + (0 if out(damage, i) else 1) for i, c in enumerate(counters)]
                damage = tuple(d + (1 if m >= 3 else 0) for d, m in zip(damage, marked,
                                                                         strict=True))
                counters = tuple(0 if m >= 3 else m for m in marked)
            total += chance * win((advantage, damage, counters, last))
        return total

    return win(((0, 0), (0,) * count, (0,) * count, (None,) * count))


@pytest.mark.parametrize("share", ["spill", "one"])
def test_one_against_two_shares_kill_damage_as_the_policy_says(riskbreaker: Ruleset,
                                                                share: str) -> None:
    # The Fighter (Muscle 5, track 5) at Risk 3 against the Ranger (Agility 5, track 5)
    # and the Thief (Muscle 4, track 4), both fighting at skill 2 and Risk 1.
    fighter = _fighter(riskbreaker, "fighter", PARTY)
    ranger = _fighter(riskbreaker, "ranger", OPPOSITION, skill=2)
    thief = _fighter(riskbreaker, "thief", OPPOSITION, skill=2)
    combatants = [fighter, ranger, thief]
    fighters = [(0 if c.side == PARTY else 1, int(str(c.stats["skill"])), len(c.slots))
                for c in combatants]
    assert fighters == [(0, 5, 5), (1, 2, 5), (1, 2, 4)]
    policies = {PARTY: Policy(risk=3, share=share, turns="fixed"),
                OPPOSITION: Policy(risk=1)}
    forecast = forecast_fight(riskbreaker, "fight", combatants, policies)
    assert forecast.exact
    expected = _melee(fighters, (3, 1), (share == "spill", False))
    assert forecast.p_party_wins == expected
    if share == "spill":  # spilling never wastes damage: the party does better
        assert expected > _melee(fighters, (3, 1), (False, False))


def test_the_ruleset_default_is_to_spill(riskbreaker: Ruleset) -> None:
    fighter = _fighter(riskbreaker, "fighter", PARTY)
    foes = [_fighter(riskbreaker, "ranger", OPPOSITION, skill=2),
            _fighter(riskbreaker, "thief", OPPOSITION, skill=2)]
    assert riskbreaker.model.conflicts["fight"].policies.share == ["spill", "one"]
    chosen = forecast_fight(riskbreaker, "fight", [fighter, *foes],
                            {PARTY: Policy(risk=3), OPPOSITION: Policy(risk=1)})
    spilled = forecast_fight(riskbreaker, "fight", [fighter, *foes],
                             {PARTY: Policy(risk=3, share="spill", turns="each_round"),
                              OPPOSITION: Policy(risk=1, share="spill")})
    assert chosen.p_party_wins == spilled.p_party_wins
