"""The Table's Forecast from here is offered only for a ruleset with conflict rules, and
enabled only for a fight: a contest is forecast from its start (its tooltip says so)."""

from __future__ import annotations

from collections.abc import Callable

from gm_assistant.core.conflict.encounter import Encounter, EncounterMember
from gm_assistant.core.conflict.from_here import SeatedFight
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import SEAT_REPLACE, TableView


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


def _seat(view: TableView, conflict: str | None) -> None:
    encounter = Encounter(ruleset="adom", name="Duelo en el muelle", conflict=conflict,
                          party=[EncounterMember(name="Abigail Zhao")],
                          opposition=[EncounterMember(name="Tiburón del cielo")])
    view.seat_people([("Abigail Zhao", {}, None), ("Tiburón del cielo", {}, None)],
                     fight=SeatedFight(encounter, ()))


def test_forecast_from_here_is_disabled_for_a_contest_saying_why(
        table_at: Callable[[str], TableView], shipped_rulesets: dict[str, Ruleset]) -> None:
    conflicts = shipped_rulesets["adom"].model.conflicts
    assert conflicts["contest"].contest is not None  # the premise: a contest
    assert conflicts["conflict"].contest is None and next(iter(conflicts)) == "conflict"
    view = table_at("adom")
    view.ask_seating = lambda *_a: SEAT_REPLACE  # type: ignore[method-assign]
    _seat(view, "contest")
    assert not view.forecast_action.isEnabled()
    assert view.forecast_button.isVisibleTo(view) and not view.forecast_button.isEnabled()
    assert "contest is forecast from its start only" in view.forecast_action.toolTip()
    assert "contest is forecast from its start only" in view.forecast_button.toolTip()
    _seat(view, None)  # the ruleset's first conflict: a fight, forecast from here
    assert view.forecast_action.isEnabled()
    assert view.forecast_action.toolTip().startswith("Who wins the fight seated")
    _seat(view, "contest")
    view.set_ruleset(shipped_rulesets["lady_luck"])  # nothing seated there
    view.set_ruleset(shipped_rulesets["adom"])  # the contest again: still disabled
    assert not view.forecast_action.isEnabled()
