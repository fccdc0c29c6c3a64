"""The Encounters area as the window opens it: a line's odds open in the Odds area, a
fight's combatants sit at the Table, messages are shown by the window; drawn for a
picture, it neither recovers nor removes the user's autosaved encounters; its forecast
follows the unsaved edits of the characters its lines field."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_assistant.ui.encounters.encounters_view import EncountersView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_assistant.ui.areas import Area, AreaHost

__all__ = ["open_area"]


def open_area(container: QWidget, window: AreaHost) -> Area:
    """Make the Encounters area in `container`, wired to `window`."""
    view = EncountersView(container, preview=window.preview, settings=window.settings,
                          edited=window.edited_sheets)
    view.odds_requested.connect(window.show_odds)
    view.table_requested.connect(window.seat_at_table)
    view.reported.connect(window.report)
    return view
