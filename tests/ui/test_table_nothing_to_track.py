"""A ruleset with nothing to track at the table (QA walk, x-56: d20 Mastery showed a lone
Name column with Add person and From the library): the tracker says so plainly, with no
table or buttons; another ruleset's table brings them back."""

from __future__ import annotations

from collections.abc import Callable

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import TableView


def test_d20_mastery_says_there_is_nothing_to_track(
        table_at: Callable[[str], TableView], shipped_rulesets: dict[str, Ruleset]) -> None:
    mastery = shipped_rulesets["mastery_d20"]
    assert not mastery.model.resources and mastery.harm is None  # the premise
    view = table_at("mastery_d20")
    tracker = view.tracker
    assert tracker.nothing_label.isVisibleTo(view)
    assert tracker.nothing_label.text().startswith(mastery.name)
    assert "nothing to track" in tracker.nothing_label.text()
    for widget in (tracker.view, tracker.add_person_button, tracker.from_library_button,
                   tracker.remove_person_button):
        assert not widget.isVisibleTo(view), widget.objectName()

    view.set_ruleset(shipped_rulesets["adom"])  # fate points and hits to track
    assert not tracker.nothing_label.isVisibleTo(view)
    for widget in (tracker.view, tracker.add_person_button, tracker.from_library_button,
                   tracker.remove_person_button):
        assert widget.isVisibleTo(view), widget.objectName()
