"""The Table's Forecast from here is offered only for a ruleset with conflict rules."""

from __future__ import annotations

from collections.abc import Callable

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import TableView


def test_forecast_from_here_is_hidden_for_a_ruleset_without_conflicts(
        table_at: Callable[[str], TableView], shipped_rulesets: dict[str, Ruleset]) -> None:
    assert not shipped_rulesets["mastery_d20"].model.conflicts  # the premise
    assert shipped_rulesets["lady_luck"].model.conflicts
    view = table_at("mastery_d20")
    assert not view.forecast_button.isVisibleTo(view)
    assert not view.forecast_action.isEnabled()  # nor reached by its shortcut
    view.set_ruleset(shipped_rulesets["lady_luck"])
    assert view.forecast_button.isVisibleTo(view)  # shown, disabled until a fight is seated
    assert not view.forecast_action.isEnabled()
    view.set_ruleset(shipped_rulesets["mastery_d20"])
    assert not view.forecast_button.isVisibleTo(view)
