"""The Table area as the window opens it: it writes nothing over a character file that
has unsaved edits in the Characters area but reads them as typed (From the sheet), and
its forecast from here opens from the window (the dialog shows the forecast panel the
Encounters area shows); Edit > Undo follows the undo stack of the ruleset's table shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_assistant.ui.table.table_view import TableView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_assistant.ui.areas import Area, AreaHost

__all__ = ["open_area"]


def open_area(container: QWidget, window: AreaHost) -> Area:
    """Make the Table area in `container`, wired to `window`."""
    view = TableView(container, preview=window.preview, edited=window.edited_sheets)
    view.unsaved_paths = window.unsaved_character_files
    view.forecast_requested.connect(lambda: window.forecast_from_here(view))
    view.undo_stack_changed.connect(window.follow_undo_stack)
    return view
