"""The `conflicts:` section of a ruleset: each mistake is reported at its file and line.

Each case changes one piece of a shipped ruleset's conflict and checks the message and
that the line is where the changed text stands (found in the changed text itself, so the
cases stay right when the ruleset changes elsewhere).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.errors import RulesetError
from gm_assistant.core.rules.loader import load_ruleset_bytes

RULESETS = Path(__file__).resolve().parents[3] / "rulesets"

MAOFA_COMBINE = "      combine: {input: opponent, shift: -1}\n    hit: {take_out: true}"

CASES = [
    # (ruleset, text to change, its replacement, the changed line's text, message)
    ("maofa", "      check: opposed_test\n      inputs: {trait: self.fighting",
     "      check: opposed_tset\n      inputs: {trait: self.fighting",
     "check: opposed_tset", "unknown check 'opposed_tset'"),
    ("maofa", "inputs: {trait: self.fighting, opponent: target.defence}",
     "inputs: {trait: self.fightin, opponent: target.defence}",
     "self.fightin", "unknown stat or pool 'fightin'"),
    ("maofa", "      spend: {input: luck, pool: luck}\n      crowd",
     "      spend: {input: luck, pool: lucky}\n      crowd",
     "pool: lucky", "unknown pool 'lucky'"),
    ("maofa", "    notes: [fight_one_shot,", "    notes: [fight_one_shoot,",
     "fight_one_shoot", "unknown note 'fight_one_shoot'"),
    ("maofa", "      crowd: {input: opponent, shift: -1, every: true}\n      combine",
     "      crowd: {input: luck, shift: -1, every: true}\n      combine",
     "crowd: {input: luck", "'luck' is not a scale input of 'opposed_test'"),
    ("maofa", MAOFA_COMBINE,
     "      combine: {input: trait_x, shift: -1}\n    hit: {take_out: true}",
     "combine: {input: trait_x", "'trait_x' is not a scale input of 'opposed_test'"),
    ("maofa", MAOFA_COMBINE,
     "      combine: {input: opponent, shift: -9}\n    hit: {take_out: true}",
     "shift: -9", "greater than or equal to -3"),
    ("maofa", MAOFA_COMBINE, "    hit: {take_out: true}",
     "team: [alone, together]", "'together' needs the turn's 'combine'"),
    ("maofa", "      team: [alone, together]\n      opening: [open, ambush]\n\nsheet",
     "      team: [alone, together, apart]\n      opening: [open, ambush]\n\nsheet",
     "team: [alone, together, apart]", "'alone' or 'together'"),
    ("maofa", "      opening: [open, ambush]\n\nsheet",
     "      opening: [open, ambush]\n      absorb: [all, first]\n\nsheet",
     "absorb: [all, first]", "'first' chooses among the harm rules' absorbers"),
    ("maofa", "      ambush: {trait: self.alertness, difficulty: moderate}\n"
     "      spend: {input: luck, pool: luck}\n    turn:\n      check: opposed_test",
     "      spend: {input: luck, pool: luck}\n    turn:\n      check: opposed_test",
     "opening: [open, ambush]", "'ambush' needs the order's 'ambush' inputs"),
    ("maofa", "      ambush: {trait: self.alertness, difficulty: moderate}\n"
     "      spend: {input: luck, pool: luck}\n    turn:\n      check: opposed_test",
     "      ambush: {trait: self.alertness, difficulty: moderate}\n"
     "      spend: {input: fortune, pool: luck}\n    turn:\n      check: opposed_test",
     "spend: {input: fortune", "'fortune' is not an input of 'skill_test'"),
    ("maofa", "best_of: [senses, reflexes], default: A}\n    pools:\n"
     "      luck: {label: Luck treats, resource: luck, from: luck, max: 20}\n    order:\n"
     "      check: skill_test\n      inputs: {trait: self.reflexes, difficulty: moderate}\n"
     "      ambush: {trait: self.alertness, difficulty: moderate}\n"
     "      spend: {input: luck, pool: luck}\n    turn:\n      check: opposed_test",
     "best_of: [senses, reflexs], default: A}\n    pools:\n"
     "      luck: {label: Luck treats, resource: luck, from: luck, max: 20}\n    order:\n"
     "      check: skill_test\n      inputs: {trait: self.reflexes, difficulty: moderate}\n"
     "      ambush: {trait: self.alertness, difficulty: moderate}\n"
     "      spend: {input: luck, pool: luck}\n    turn:\n      check: opposed_test",
     "best_of: [senses, reflexs]", "unknown sheet field 'reflexs'"),
    ("lady_luck", "      limit: [survive, reach]", "      limit: [survive, reach, beyond]",
     "limit: [survive, reach, beyond]", "'survive' or 'reach'"),
    ("maofa", "      team: [alone, together]\n      opening: [open, ambush]\n\nsheet",
     "      team: [alone, together]\n      opening: [open, ambush]\n"
     "      share: [one, spill]\n\nsheet",
     "share: [one, spill]", "'spill' shares a hit's harm among opponents"),
    ("riskbreaker", "      share: [spill, one]\n", "      share: [spill, all]\n",
     "share: [spill, all]", "'one' or 'spill'"),
    ("riskbreaker", "      each_round: {sides: less_advantage, within: agility}\n",
     "      each_round: {sides: less_advantage, within: agilty}\n",
     "within: agilty", "unknown stat 'agilty'"),
    ("riskbreaker", "      each_round: {sides: less_advantage, within: agility}\n",
     "      each_round: {sides: less, within: agility}\n",
     "sides: less,", "'less_advantage' or 'party'"),
    ("riskbreaker", "      turns: [each_round, fixed]\n", "      turns: [fixed]\n",
     "each_round: {sides", "add 'each_round' to the policies' 'turns'"),
    ("riskbreaker", "      turns: [each_round, fixed]\n", "      turns: [fixed, always]\n",
     "turns: [fixed, always]", "'each_round' or 'fixed'"),
    ("riskbreaker", "      each_round: {sides: less_advantage, within: agility}\n", "",
     "turns: [each_round, fixed]", "'each_round' needs the order's 'each_round'"),
    ("adom", "    order: {stat: speed}\n",
     "    order: {stat: speed, each_round: {sides: less_advantage}}\n",
     "each_round: {sides: less_advantage}",
     "'less_advantage' compares the sides' Advantage"),
    ("lady_luck", "    order: {listed: true}\n",
     "    order: {listed: true, each_round: {sides: party}}\n",
     "each_round: {sides: party}", "'each_round' belongs to an order by 'stat'"),
    ("lady_luck", "      check: attack\n      actions: 2\n",
     "      check: attack\n      actions: 2\n      combine: {input: brightness, shift: -1}\n",
     "combine: {input: brightness", "'combine' needs 'actions: 1'"),
    ("riskbreaker", "      check: kill_damage_attack\n      inputs: {stat: self.skill}\n",
     "      check: kill_damage_attack\n      inputs: {stat: self.skill}\n"
     "      combine: {input: stat, shift: 1}\n",
     "combine: {input: stat", "cannot go with 'risk'"),
    ("adom", "      invoke: {pool: fate_points, per_roll: aspects}\n",
     "      invoke: {pool: fate_point, per_roll: aspects}\n",
     "invoke: {pool: fate_point", "unknown pool 'fate_point'"),
    ("adom", "      invoke: {pool: fate_points, per_roll: aspects}\n",
     "      invoke: {pool: fate_points, per_roll: aspect}\n",
     "per_roll: aspect}", "aspect"),
    ("adom", "      invoke: {pool: fate_points, per_roll: aspects}\n",
     "      invoke: {pool: fate_points, per_roll: aspects}\n"
     "      spend: {input: fate_points, pool: fate_points}\n",
     "    turn:", "'invoke' needs an 'opposed' defence and replaces"),
]


@pytest.mark.parametrize(("ruleset", "old", "new", "at", "message"), CASES,
                         ids=[case[4][:40] for case in CASES])
def test_a_conflict_mistake_is_reported_at_its_line(ruleset: str, old: str, new: str,
                                                   at: str, message: str) -> None:
    text = (RULESETS / f"{ruleset}.yaml").read_text("utf-8")
    assert text.count(old) >= 1, f"the case no longer matches {ruleset}.yaml: {old!r}"
    changed = text.replace(old, new, 1)
    with pytest.raises(RulesetError) as caught:
        load_ruleset_bytes(changed.encode(), f"{ruleset}.yaml")
    found = [p for p in caught.value.problems if message in p.message]
    assert found, [str(p) for p in caught.value.problems]
    lines = [n for n, line in enumerate(changed.splitlines(), 1) if at in line]
    assert found[0].line in lines, (str(found[0]), lines)
    assert found[0].file == f"{ruleset}.yaml"
