"""StatusLine: the Table's message line, one line high whatever the message.

A long message (a located problem of the session file, a hit's notes) is cut with an
ellipsis to the room the bar leaves, and the whole text is its tooltip: the line never
wraps into two or three and pushes the Table's panels down. `text()` is the whole text.
"""

from __future__ import annotations

from gm_assistant.ui.common.one_line import OneLineLabel

__all__ = ["StatusLine"]


class StatusLine(OneLineLabel):
    """The Table's message line: one line, elided at the right, whole as a tooltip."""
