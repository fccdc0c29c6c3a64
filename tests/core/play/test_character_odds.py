"""A character's odds on a check without Qt (`core/play/character_odds`): the one matcher
of sheet fields to check inputs, and the odds with what it gives."""

from __future__ import annotations

import itertools
from fractions import Fraction

import yaml

from gm_assistant.core.library import open_character
from gm_assistant.core.odds import check_odds
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.character_odds import sheet_inputs
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.sheets import SheetState

VOLTAIRE = resources_dir() / "samples" / "adom" / "voltaire.yaml"


def test_the_picked_field_and_the_inputs_own_field_are_read_and_nothing_is_guessed(
        ) -> None:
    ruleset = load_ruleset(resources_dir().parent / "rulesets" / "adom.yaml")
    spec = ruleset.checks["overcome"]
    state = SheetState(ruleset, open_character(VOLTAIRE))
    written = yaml.safe_load(VOLTAIRE.read_text(encoding="utf-8"))["values"]
    # Nothing picked: only the field named as an input's resource (fate points; the
    # template gives 3); no approach is taken for "helpers" or "skill" by guess.
    assert sheet_inputs(ruleset, spec, state) == {"fate_points": 3}
    for approach in ("careful", "flashy", "quick"):
        given = sheet_inputs(ruleset, spec, state, {"skill": approach})
        assert given == {"skill": written[approach], "fate_points": 3}


def test_a_characters_odds_are_the_checks_odds_with_their_sheet() -> None:
    """Voltaire's Flashy (+3) against Good (+3), no aspects to invoke: a success needs
    4dF >= 1, counted here over the 81 rolls."""
    ruleset = load_ruleset(resources_dir().parent / "rulesets" / "adom.yaml")
    state = SheetState(ruleset, open_character(VOLTAIRE))
    given = sheet_inputs(ruleset, ruleset.checks["overcome"], state, {"skill": "flashy"})
    odds = check_odds(ruleset, "overcome", {"difficulty": 3, "skill": -2, **given})
    bound = odds.inputs
    assert bound["skill"] == 3 and bound["difficulty"] == 3 and bound["fate_points"] == 3
    rolls = [sum(dice) for dice in itertools.product((-1, 0, 1), repeat=4)]
    assert odds.p_success == Fraction(sum(1 for r in rolls if r >= 1), len(rolls))
