"""The Table's status line (QA walk, x-27/x-55/x-64/x-72): one line whatever the message,
cut with an ellipsis to the room there is, the whole text in its tooltip; a message about
one ruleset's table goes when another ruleset's table is shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QSplitter
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.ui.table.table_view import TableView

LONG = ("The session file could not be read whole: table_session.json, line 42, field "
        "'tables.adom.people.Tiburón del cielo.fate_points': not a whole number ('tres'); "
        "the rest of the session was restored and the file was kept aside as "
        "table_session.json.bad for you to look at.")


def test_a_long_message_stays_one_line_and_keeps_the_panels_where_they_were(
        qtbot: QtBot, table_at: Callable[[str], TableView]) -> None:
    view = table_at("adom")
    view.resize(1280, 860)  # the window's first size (at 900 px the row leaves it 228 px)
    splitter = view.findChild(QSplitter)
    assert splitter is not None
    view.status.setText("1 at the table from the encounter, in turn order.")
    qtbot.waitUntil(lambda: view.status.shown() == view.status.text())
    top = splitter.y()
    line = view.status.fontMetrics().lineSpacing()
    assert view.status.fontMetrics().horizontalAdvance(LONG) > 2 * view.status.width()

    view.status.setText(LONG)
    assert view.status.text() == LONG  # the whole message, for whoever reads it
    assert view.status.toolTip() == LONG
    shown = view.status.shown()
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert view.status.fontMetrics().horizontalAdvance(shown) <= view.status.width()
    assert view.status.height() < 2 * line  # one line, not two or three
    view.layout().activate()
    assert splitter.y() == top  # the panels are not pushed down

    view.status.setText("Saved.")
    assert view.status.shown() == "Saved." and view.status.toolTip() == "Saved."


def test_the_message_goes_when_another_ruleset_is_shown(
        qtbot: QtBot, table_at: Callable[[str], TableView],
        shipped_rulesets: dict[str, Ruleset]) -> None:
    view = table_at("adom")
    assert view.seat_people([("Sky Shark 1", {}, None), ("Sky Shark 2", {}, None)]) == 2
    said = view.status.text()
    assert said.startswith("2 at the table from the encounter")
    view.set_ruleset(shipped_rulesets["adom"])  # the same table shown again: kept
    assert view.status.text() == said
    view.set_ruleset(shipped_rulesets["maofa"])
    assert view.status.text() == "" and view.status.shown() == ""
    assert view.status.toolTip() == ""
