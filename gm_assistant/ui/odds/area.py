"""The Odds area as the window opens it: it follows the characters open for editing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_assistant.ui.odds.odds_view import OddsView

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gm_assistant.ui.areas import Area, AreaHost

__all__ = ["open_area"]


def open_area(container: QWidget, window: AreaHost) -> Area:
    """Make the Odds area in `container`, following `window`'s edited sheets."""
    return OddsView(container, edited=window.edited_sheets)
