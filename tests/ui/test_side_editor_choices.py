"""A side's choices (`SideEditor.set_choices` and its parts): what can be added (the
opposition starting at the first NPC template), each policy offered by the conflict in
its combo, a combo shown only when there is a choice (Risk's only where the turn has
Risk), and how the absorb policies read."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.encounters.side_editor import SideEditor


def _editor(qtbot: QtBot, **options: bool) -> SideEditor:
    editor = SideEditor("Side", **options)
    qtbot.addWidget(editor)
    return editor


def _data(combo) -> list[object]:  # type: ignore[no-untyped-def]
    return [combo.itemData(i) for i in range(combo.count())]


def _templates(ruleset: Ruleset) -> list[tuple[str, str, str]]:
    return [(t.id, t.label, t.kind) for t in ruleset.model.npc_templates]


@pytest.mark.parametrize("risk", [True, False])
def test_riskbreaker_offers_risk_choices_only_with_risk(qtbot: QtBot, risk: bool) -> None:
    riskbreaker = default_registry().get("riskbreaker")
    policies = riskbreaker.model.conflicts["fight"].policies
    editor = _editor(qtbot, prefer_npcs=True)
    editor.set_choices([("wren", "Wren")], _templates(riskbreaker), policies, risk)
    assert _data(editor.maneuver) == ["kill", "skill"] and _data(editor.broke) == [
        "gain", "decrease"]
    assert editor.maneuver.isHidden() is not risk and editor.broke.isHidden() is not risk
    assert (editor.risk.minimum(), editor.risk.maximum()) == (1, 2)
    assert editor.risk.isHidden() is not risk
    assert editor.team.isHidden() and editor.absorb.isHidden()  # one choice each
    assert editor.sharing and not editor.share.isHidden()  # spill or one
    assert editor.templates.currentData() == "townsfolk"  # the first that is no PC
    assert editor.add_character.isEnabled() and editor.add_template.isEnabled()


def test_absorb_policies_read_with_the_first_absorber(qtbot: QtBot) -> None:
    adom = default_registry().get("adom")
    policies = adom.model.conflicts["conflict"].policies
    editor = _editor(qtbot)
    editor.set_choices([], _templates(adom), policies, False, first_absorber="Stress")
    texts = [editor.absorb.itemText(i) for i in range(editor.absorb.count())]
    assert texts == ["hits: any way they can", "hits: Stress only"]
    assert not editor.absorb.isHidden()
    editor.set_choices([], [], policies, False)
    assert editor.absorb.itemText(1) == "hits: the first absorber only"
    assert editor.templates.count() == 0 and not editor.add_template.isEnabled()
    assert not editor.add_character.isEnabled()
    assert editor.templates.currentIndex() == -1


def test_maofa_offers_teams_and_openings_where_the_side_opens(qtbot: QtBot) -> None:
    maofa = default_registry().get("maofa")
    policies = maofa.model.conflicts["fight"].policies
    opens, follows = _editor(qtbot, opens=True), _editor(qtbot)
    for editor in (opens, follows):
        editor.set_choices([], _templates(maofa), policies, False, spend=False)
        assert _data(editor.team) == ["alone", "together"] and not editor.team.isHidden()
        assert editor.spend.isHidden()
        assert editor.templates.currentData() == "pc"  # not preferring NPCs
    assert not opens.opening.isHidden() and follows.opening.isHidden()
