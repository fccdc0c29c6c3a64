"""Shared set-up of the UI tests: the shipped rulesets, and a Table area to play at."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import default_registry
from gm_assistant.ui.views.table_view import TableView


@pytest.fixture(scope="session")
def shipped_rulesets() -> dict[str, Ruleset]:
    """The five shipped rulesets by id (loaded once)."""
    return dict(default_registry().rulesets)


@pytest.fixture
def table_at(qtbot: QtBot, shipped_rulesets: dict[str, Ruleset]) -> Callable[[str], TableView]:
    """Opens a Table area at a table-sized window for the ruleset with the given id."""

    def open_table(ruleset_id: str) -> TableView:
        widget = TableView()
        qtbot.addWidget(widget)
        widget.resize(1280, 860)
        widget.set_ruleset(shipped_rulesets[ruleset_id])
        widget.show()
        qtbot.waitExposed(widget)
        return widget

    return open_table
