"""Text the core makes for the screen, marked so the interface can translate it.

The core never imports Qt. `QT_TRANSLATE_NOOP` here gives its text back unchanged;
`pyside6-lupdate` finds the call by its name and collects the text under its context into
the catalogues, and the interface translates it where it shows it
(`QCoreApplication.translate(context, text)`). Only whole, fixed texts can be marked: a
text with a number in it is made by the interface from a marked pattern.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text`, marked for translation under `context`."""
    return text
