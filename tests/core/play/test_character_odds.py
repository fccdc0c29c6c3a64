"""Characters on a check without Qt (`core/play/character_odds`): the one matcher of sheet
fields to check inputs, each value validated once, and the characters' odds with them."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
import yaml

from gm_assistant.core.errors import InputError
from gm_assistant.core.library import open_character
from gm_assistant.core.odds import check_odds, curve
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.play.character_odds import (
    MarkedBy,
    SideBySide,
    characters_odds,
    match_characters,
)
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import SheetState

RULESETS = resources_dir().parent / "rulesets"
VOLTAIRE = resources_dir() / "samples" / "adom" / "voltaire.yaml"
MARGOT = resources_dir() / "samples" / "maofa" / "margot-delacroix.yaml"
TWO_D6 = [a + b for a, b in itertools.product(range(1, 7), repeat=2)]


def maofa_party() -> tuple[Ruleset, list[tuple[str, SheetState]]]:
    """MAoFA's sample Margot (Body average: A), Bruno her copy with a muscular body (S),
    and Cleo her copy with no body written; Margot's sheet gives 27 luck."""
    ruleset = load_ruleset(RULESETS / "maofa.yaml")
    margot = open_character(MARGOT)
    bruno, cleo = margot.copy(), margot.copy()
    bruno.name, bruno.values["body"] = "Bruno", "muscular"
    cleo.name = "Cleo"
    del cleo.values["body"]
    return ruleset, [(c.name, SheetState(ruleset, c)) for c in (margot, bruno, cleo)]


def test_characters_marked_by_their_body_get_the_checks_odds_at_their_rating() -> None:
    ruleset, party = maofa_party()
    found = characters_odds(ruleset, "skill_test", party, MarkedBy("trait", "body"),
                            {"difficulty": "moderate"})
    by_name = {one.character.name: one for one in found}
    assert list(by_name) == ["Margot Delacroix", "Bruno", "Cleo"]

    margot, bruno, cleo = by_name.values()
    assert margot.character.given == {"trait": "A"}
    assert margot.character.inputs == {"trait": "A", "difficulty": "moderate", "luck": 0}
    assert margot.odds == check_odds(ruleset, "skill_test",
                                     {"trait": "A", "difficulty": "moderate"})
    assert bruno.character.given == {"trait": "S"} and not bruno.character.unusable
    assert bruno.odds == check_odds(ruleset, "skill_test",
                                    {"trait": "S", "difficulty": "moderate"})
    # The book's charts: Strong against Moderate is a task rated S, whose row of the
    # second chart fails on 2d6 totals 2-4 (out of luck, failure, better next time).
    assert bruno.odds is not None
    assert bruno.odds.p_success == Fraction(sum(t >= 5 for t in TWO_D6), 36) == Fraction(5, 6)

    # Cleo's sheet gives no Body: no odds, and why; her inputs are the ones shown.
    assert cleo.odds is None and cleo.character.given == {}
    why = cleo.character.unusable["trait"]
    assert (why.input, why.field, why.value) == ("trait", "body", None)
    assert "Body" in why.reason and "rating" in why.reason
    assert cleo.character.inputs["trait"] == "A"  # the input's default, nothing guessed


def test_a_value_the_input_does_not_allow_is_refused_in_the_inputs_own_words() -> None:
    """Luck to spend goes 0..20: Margot's 27 luck is refused, her 2-point trick is not."""
    ruleset, party = maofa_party()
    margot = match_characters(ruleset, "skill_test", party[:1], MarkedBy("luck", "luck"))[0]
    assert margot.given == {}
    refused = margot.unusable["luck"]
    assert (refused.field, refused.value) == ("luck", 27)
    assert "Luck to spend" in refused.reason and "0..20" in refused.reason
    assert margot.inputs["luck"] == 0

    trick = match_characters(ruleset, "skill_test", party[:1], MarkedBy("luck", "trick_cost"))
    assert trick[0].given == {"luck": 2} and trick[0].unusable == {}


def test_side_by_side_each_character_is_a_curve_with_what_their_sheet_gives() -> None:
    ruleset, party = maofa_party()
    shown = {"trait": "T", "difficulty": "easy"}
    found = characters_odds(ruleset, "skill_test", party,
                            SideBySide("difficulty", "trait", "body"), shown)

    def successes(inputs: dict[str, object]) -> list[Fraction]:
        return [p.p_success for p in curve(ruleset, "skill_test", inputs, "difficulty").points]

    curves = {}
    for one in found:
        assert one.curve is not None and one.curve.input == "difficulty"
        curves[one.character.name] = [p.p_success for p in one.curve.points]
    assert curves["Margot Delacroix"] == successes({"trait": "A"})
    assert curves["Bruno"] == successes({"trait": "S"})
    assert curves["Cleo"] == successes({"trait": "T"})  # no Body: the trait shown
    # The luck field is the luck input's own resource: read, and refused (27 > 20).
    for one in found:
        assert one.character.unusable["luck"].field == "luck"
        assert "difficulty" not in one.character.given  # the curve runs across it


def test_the_picked_field_and_the_inputs_own_field_are_read_and_nothing_is_guessed(
        ) -> None:
    ruleset = load_ruleset(RULESETS / "adom.yaml")
    voltaire = [("Voltaire", SheetState(ruleset, open_character(VOLTAIRE)))]
    written = yaml.safe_load(VOLTAIRE.read_text(encoding="utf-8"))["values"]
    # Nothing picked: only the field named as an input's resource (fate points; the
    # template gives 3); no approach is taken for "helpers" or "skill" by guess.
    nothing = match_characters(ruleset, "overcome", voltaire, SideBySide("difficulty"))
    assert nothing[0].given == {"fate_points": 3}
    for approach in ("careful", "flashy", "quick"):
        picked = match_characters(ruleset, "overcome", voltaire,
                                  SideBySide("difficulty", "skill", approach))
        assert picked[0].given == {"skill": written[approach], "fate_points": 3}


def test_a_characters_odds_are_the_checks_odds_with_their_sheet() -> None:
    """Voltaire's Flashy (+3) against Good (+3), no aspects to invoke: a success needs
    4dF >= 1, counted here over the 81 rolls."""
    ruleset = load_ruleset(RULESETS / "adom.yaml")
    voltaire = [("Voltaire", SheetState(ruleset, open_character(VOLTAIRE)))]
    found = characters_odds(ruleset, "overcome", voltaire, MarkedBy("skill", "flashy"),
                            {"difficulty": 3, "skill": -2})
    odds = found[0].odds
    assert odds is not None
    assert odds.inputs["skill"] == 3 and odds.inputs["difficulty"] == 3
    assert odds.inputs["fate_points"] == 0  # marked by one value: the rest as shown
    rolls = [sum(dice) for dice in itertools.product((-1, 0, 1), repeat=4)]
    assert odds.p_success == Fraction(sum(1 for r in rolls if r >= 1), len(rolls))


def test_a_pick_the_check_or_sheet_cannot_read_is_an_error_naming_it() -> None:
    ruleset, party = maofa_party()
    with pytest.raises(InputError, match="'luck' cannot give Trait rating"):
        match_characters(ruleset, "skill_test", party, MarkedBy("trait", "luck"))
    with pytest.raises(InputError, match="'strength' is not an input of 'skill_test'"):
        match_characters(ruleset, "skill_test", party, MarkedBy("strength", "body"))
    with pytest.raises(InputError, match="'nope' is not a check"):
        characters_odds(ruleset, "nope", party, MarkedBy("trait", "body"))
