"""One hierarchy of user-readable errors, each able to say where the problem is."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "CharacterFileError",
    "FormulaError",
    "GMAssistantError",
    "InputError",
    "Problem",
    "RulesetError",
    "SheetError",
]


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
    """

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
