"""The Charts area as the window opens it: the view on the window's rulesets and house-rule
undo stack; a chart's cell asks for its odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_assistant.ui.charts.charts_view import ChartsView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_assistant.ui.areas import Area, AreaHost

__all__ = ["open_area"]


def open_area(container: QWidget, window: AreaHost) -> Area:
    """Make the Charts area in `container`, wired to `window`."""
    view = ChartsView(container, store=window.store, undo_stack=window.undo_stack)
    view.odds_requested.connect(window.show_odds)
    return view
