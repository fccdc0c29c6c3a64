"""How the play core words its screen texts in the interface's language.

The core never imports Qt: a function that words a text for the screen (a glance at the
boxes, an outcome's effects) takes a `Translate`, `QCoreApplication.translate` in the
interface, and words the text from patterns marked with `QT_TRANSLATE_NOOP` (so
`pyside6-lupdate` collects them). Left out, the text is English, as written.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Translate", "as_written"]

Translate = Callable[[str, str], str]
"""(context, text) -> the text in the interface's language."""


def as_written(context: str, text: str) -> str:
    """`text` as written (English): the `Translate` of the command line and the tests."""
    return text
