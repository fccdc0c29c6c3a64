"""One hierarchy of user-readable errors, each able to say where the problem is."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gm_assistant.core.translatable import QT_TRANSLATE_NOOP, Message

__all__ = [
    "NONE",
    "CharacterFileError",
    "FormulaError",
    "GMAssistantError",
    "InputError",
    "Problem",
    "RulesetError",
    "SheetError",
    "located_text",
    "problems_text",
]

NONE: str = Message("CoreMessage", QT_TRANSLATE_NOOP("CoreMessage", "none"))
"""What an empty list of names reads as ("checks: none"), in the interface's language."""

MAX_WORDED_PROBLEMS = 50
"""Problems worded one by one in `problems_text`; the rest are counted."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One located problem in a user file: `file:line:col: message`.

    Lines and columns count from 1, as editors show them; 0 means "unknown".
    """

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        # An unknown place is left out ("file: cannot read the file"), never shown as 0.
        if self.line <= 0:
            return f"{self.file}: {self.message}"
        if self.column <= 0:
            return f"{self.file}:{self.line}: {self.message}"
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


def located_text(problem: Problem) -> str:
    """`str(problem)` as a `Message`, so its own message is worded in the interface's
    language (the place stays as it is)."""
    if problem.line <= 0:
        return Message("FileProblem", QT_TRANSLATE_NOOP("FileProblem", "{file}: {message}"),
                       file=problem.file, message=problem.message)
    if problem.column <= 0:
        return Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "{file}:{line}: {message}"),
            file=problem.file, line=str(problem.line), message=problem.message)
    return Message("FileProblem", QT_TRANSLATE_NOOP(
        "FileProblem", "{file}:{line}:{column}: {message}"), file=problem.file,
        line=str(problem.line), column=str(problem.column), message=problem.message)


def problems_text(problems: Sequence[Problem]) -> str:
    """The problems one a line (`str` of each), as a `Message` whose lines are worded in
    the interface's language: the first `MAX_WORDED_PROBLEMS`, then how many more."""
    shown = [located_text(problem) for problem in problems[:MAX_WORDED_PROBLEMS]]
    more = len(problems) - len(shown)
    if more:
        shown.append(Message("FileProblem", QT_TRANSLATE_NOOP(
            "FileProblem", "… and {count} more problems"), count=more))
    if not shown:
        return ""
    text = shown[-1]
    for line in reversed(shown[:-1]):
        text = Message("FileProblem", QT_TRANSLATE_NOOP("FileProblem", "{first}\n{rest}"),
                       first=line, rest=text)
    return text


class GMAssistantError(Exception):
    """Base of every error the app shows to a user."""


class FormulaError(GMAssistantError):
    """A formula that cannot be compiled or evaluated (bad syntax, unknown name, too big)."""


class InputError(GMAssistantError):
    """A check input that is unknown or out of its allowed values.

    `allowed` lists what would have been accepted, so the message can say so.
    """

    def __init__(self, message: str, allowed: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.allowed = tuple(allowed)


class RulesetError(GMAssistantError):
    """A ruleset file that cannot be used; `problems` holds every problem found at once."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class SheetError(GMAssistantError):
    """A character sheet action that cannot be done: a value a field cannot hold, an
    unknown field, template or ruleset."""


class CharacterFileError(GMAssistantError):
    """A character file that cannot be opened (corrupt, incompatible, unreadable) or saved.

    `problems` locate each one as `file:line:col: message`; the file is left untouched.
    Its message is `problems_text` (the same text, worded in the interface's language).
    """

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(problems_text(self.problems))
