"""AdOM's conflicts as the forecast reads them: the notes say what is modelled and no more.

The contest forecast (the two sides' best racing to three victories) is checked against a
recursion over 4dF - 4dF in tests/core/conflict/test_fights.py with a character who has
fate points: it invokes nothing, so the note the contest shows must say so.
"""

from __future__ import annotations

from gm_assistant.core.rules.registry import default_registry


def test_the_contest_forecast_note_says_nobody_invokes() -> None:
    adom = default_registry().get("adom")
    contest = adom.model.conflicts["contest"]
    notes = {note.id: note for note in adom.model.notes}
    assert contest.notes == ["contest_forecast"]
    text = notes["contest_forecast"].text
    assert "No calcula invocaciones de ningún bando" in text
    # The Table's single exchange does model the acting side's invocations: its note may
    # say so, and it is not the one the forecast shows.
    assert "contest" in adom.model.checks["contest"].notes
