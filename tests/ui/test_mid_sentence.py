"""An input's label inside a sentence (plot titles, the odds table's line): only its first
letter lowered, so a game term further on keeps its capitals (brief QUITJOBS, item 3:
Riskbreaker's title read "one curve per modifier (items, triggers, minus skill damage)")."""

from __future__ import annotations

import pytest

from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.common.level_format import mid_sentence
from gm_assistant.ui.odds.odds_data import PlotRequest, build_plot_data


@pytest.mark.parametrize(("label", "inside"), [
    ("Action difficulty", "action difficulty"),
    ("Modifier (items, triggers, minus Skill Damage)",
     "modifier (items, triggers, minus Skill Damage)"),
    ("PC level", "PC level"),  # an abbreviation stays as it is
    ("Mastery Level (effective)", "Mastery Level (effective)"),  # so does a named term
    ("A", "A"),
    ("Método (con trucos)", "método (con trucos)"),
    ("2d6 bonus", "2d6 bonus"),
])
def test_only_the_first_letter_is_lowered(label: str, inside: str) -> None:
    assert mid_sentence(label) == inside


def test_every_shipped_input_label_keeps_all_but_its_first_letter() -> None:
    seen = 0
    for ruleset in default_registry().rulesets.values():
        for spec in ruleset.checks.values():
            for info in spec.inputs.values():
                inside = mid_sentence(info.label)
                assert inside[1:] == info.label[1:], info.label
                assert inside[:1] in (info.label[:1], info.label[:1].lower()), info.label
                seen += 1
    assert seen > 50


def test_the_plot_title_keeps_a_game_terms_capitals() -> None:
    riskbreaker = default_registry().get("riskbreaker")
    data = build_plot_data(PlotRequest(riskbreaker, "skill_roll", {}, "stat",
                                       series_input="modifier"))
    label = riskbreaker.checks["skill_roll"].inputs["modifier"].label
    assert "Skill Damage" in label
    assert "Skill Damage" in data.title
