"""Text the core makes for the screen, marked so the interface can translate it.

The core never imports Qt. `QT_TRANSLATE_NOOP` here gives its text back unchanged;
`pyside6-lupdate` finds the call by its name and collects the text under its context into
the catalogues, and the interface translates it where it shows it
(`QCoreApplication.translate(context, text)`).

A text with values in it (a field's label, a number) is a `Message`: English text, as the
command line prints it, that keeps its marked pattern, the pattern's context and the
values, so the interface can translate the pattern and fill in the same values
(`gm_assistant.ui.errors.message_text`)::

    Message("SheetProblem", QT_TRANSLATE_NOOP("SheetProblem", "{field} is required"),
            field="Strength")

The context is written twice: lupdate reads the literal in the `QT_TRANSLATE_NOOP` call,
the interface the one the message keeps (tests/core/test_translatable.py checks that every
`Message` of the core names the same context in both places).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["QT_TRANSLATE_NOOP", "Message", "message_of"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text`, marked for translation under `context`."""
    return text


class Message(str):
    """English text made from a marked `pattern` and its `values` (`{name}` placeholders).

    It is a `str`, the English text, wherever text is expected (the command line, JSON,
    comparisons); the interface words it in its own language from `context`, `pattern`
    and `values`. A value may itself be a `Message` (a reason inside a message).
    """

    context: str
    pattern: str
    values: Mapping[str, Any]

    def __new__(cls, context: str, pattern: str, /, **values: Any) -> Message:
        """The message `pattern` (marked under `context`) filled with `values`."""
        text = super().__new__(cls, pattern.format(**values))
        text.context = context
        text.pattern = pattern
        text.values = dict(values)
        return text

    @classmethod
    def kept(cls, context: str, pattern: str, values: Mapping[str, Any]) -> Message:
        """A message read back from where it was kept (a file, another process): its
        pattern was marked where the message was first made. ValueError/TypeError when
        the pattern cannot be filled with these values."""
        return cls(context, pattern, **values)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled with its pattern and values (a worker process sends it back)."""
        return _rebuild, (self.context, self.pattern, dict(self.values))


def message_of(error: BaseException) -> str:
    """An error's message: the `Message` it was raised with (so it is worded in the
    interface's language, also inside another message), else its text."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Message) else str(error)


def _rebuild(context: str, pattern: str, values: dict[str, Any]) -> Message:
    return Message.kept(context, pattern, values)
