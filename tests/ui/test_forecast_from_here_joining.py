"""Forecast from here with someone seated by hand: the dialog lists them, out of the
fight until the GM puts them on a side, and the forecast follows the side chosen."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pytestqt.qtbot import QtBot

from gm_assistant.core.conflict.combatant import OPPOSITION, PARTY, Combatant, combatant_of
from gm_assistant.core.conflict.forecast import forecast_fight
from gm_assistant.core.library import Library
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.dialogs.from_here_dialog import FromHereDialog
from gm_assistant.ui.table.table_view import TableView
from tests.ui.encounter_fights import answer_from_here, open_encounters, sent_to_table

BRAM = resources_dir() / "samples" / "lady_luck" / "bram-holloway.yaml"


def _harm(combatants: Sequence[Combatant]) -> str:
    """Lady Luck's harm as the dialog should say it: each fighter's injuries and fatigue
    that are not 0, by name ("none" when nobody has any)."""
    said = []
    for combatant in combatants:
        counts = [f"{label} {combatant.pools[pool]}"
                  for pool, label in (("injuries", "Injuries"), ("fatigue", "Fatigue"))
                  if combatant.pools.get(pool)]
        if counts:
            said.append(f"{combatant.name} ({', '.join(counts)})")
    return "; ".join(said) or "none"


def test_someone_seated_by_hand_joins_the_side_chosen_in_the_dialog(
        qtbot: QtBot, tmp_path: Path, shipped_rulesets: dict[str, Ruleset]) -> None:
    lady_luck = shipped_rulesets["lady_luck"]
    encounters = open_encounters(qtbot, lady_luck)
    designed = encounters.forecast.result
    assert designed is not None and designed.scene.fight is not None
    library = Library(tmp_path / "library")
    bram_sheet = open_character(BRAM)
    library.save(bram_sheet)
    view = TableView(library=library, preview=True)
    qtbot.addWidget(view)
    view.set_ruleset(lady_luck)
    view.seat_people(*sent_to_table(qtbot, encounters))
    entry = library.named(bram_sheet.name, "lady_luck")
    assert entry is not None
    view.play.seat({"Bram": {"injuries": 0}}, {"Bram": entry.id})
    dialog = FromHereDialog(view)  # deleted on close: not given to qtbot
    dialog.show()
    dialog.refresh()
    # Bram is listed, out of the fight: the encounter's own answer.
    assert answer_from_here(qtbot, dialog) == designed.scene.fight.p_party_wins
    assert dialog.joining.isVisible() and list(dialog.joining.boxes) == ["Bram"]
    assert dialog.joining.sides() == {}
    # The state it starts from: the encounter's harm; Lady Luck's pools (injuries,
    # fatigue) are harm a hit raises, said as harm, not again as pools.
    harm_line = f"Harm marked: {_harm(designed.scene.combatants)}"
    assert harm_line in dialog.state.text().splitlines()
    assert "Pools" not in dialog.state.text() and "Bram" not in dialog.state.text()
    # Bram joins the party: the forecast follows, and is the fight with him in it.
    dialog.panel.result = None
    dialog.joining.set_side("Bram", PARTY)
    helped = answer_from_here(qtbot, dialog)
    bram = combatant_of(lady_luck, lady_luck.model.conflicts["fight"], bram_sheet, PARTY,
                        {"injuries": 0}, name="Bram", kind="bram")
    encounter = encounters.encounter
    assert encounter is not None
    policies = {side: encounter.policy(side) for side in (PARTY, OPPOSITION)}
    expected = forecast_fight(lady_luck, "fight", [*designed.scene.combatants, bram],
                              policies)
    assert helped == expected.p_party_wins > designed.scene.fight.p_party_wins
    assert harm_line in dialog.state.text().splitlines()  # Bram joins unhurt
    # With the opposition instead, he makes it harder.
    dialog.panel.result = None
    dialog.joining.set_side("Bram", OPPOSITION)
    assert answer_from_here(qtbot, dialog) < designed.scene.fight.p_party_wins
    dialog.reject()
