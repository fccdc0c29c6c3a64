"""How the GUI shows errors: one function for user errors, a crash dialog for bugs."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable, Iterable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from gm_assistant.core.errors import Problem

__all__ = [
    "describe_error", "error_text", "install_excepthook", "message_text", "problem_text",
    "show_error",
]

_MAX_LISTED = 12

translate = QCoreApplication.translate


def problem_text(problem: Problem) -> str:
    """A located problem (`file:line:col: message`) with its message in the interface's
    language; the place stays as it is."""
    message = message_text(problem.message)
    if problem.line <= 0:
        return f"{problem.file}: {message}"
    if problem.column <= 0:
        return f"{problem.file}:{problem.line}: {message}"
    return f"{problem.file}:{problem.line}:{problem.column}: {message}"


def _problem_lines(problems: Iterable[Problem]) -> list[str]:
    return [problem_text(problem) for problem in problems]


def message_text(text: str) -> str:
    """A text of the core in the interface's language: a `Message` is worded from its
    translated pattern (the values that are messages too, likewise), its numbers with the
    language's marks ("1.409" in Spanish); other text is shown as it is (a ruleset's own
    words)."""
    from gm_assistant.core.translatable import Message
    from gm_assistant.ui.i18n import localized

    if not isinstance(text, Message):
        return text
    values = {name: message_text(value) if isinstance(value, Message) else value
              for name, value in text.values.items()}
    return localized(translate(text.context, text.pattern), **values)


def error_text(error: BaseException) -> str:
    """An error's message in the interface's language: an error raised with a `Message`,
    or that carries its message's `pattern` and `values` (`DiceNotationError`, translated
    under its class name), is translated; any other says what it says."""
    from gm_assistant.core.errors import Problem
    from gm_assistant.core.translatable import Message, message_of

    message = message_of(error)
    if isinstance(message, Message):
        return message_text(message)
    problems = getattr(error, "problems", None)
    if isinstance(problems, tuple) and problems and all(
            isinstance(problem, Problem) for problem in problems):
        return "\n".join(problem_text(problem) for problem in problems)
    pattern, values = getattr(error, "pattern", None), getattr(error, "values", None)
    if isinstance(pattern, str) and isinstance(values, dict):
        from gm_assistant.ui.i18n import localized

        return localized(translate(type(error).__name__, pattern), **values)
    return str(error)


def describe_error(error: BaseException | Iterable[Problem]) -> tuple[str, list[str]]:
    """A one-line summary and the detail lines (`file:line:col: message`) of an error,
    in the interface's language (a problem's place stays as it is)."""
    from gm_assistant.core.errors import RulesetError

    if isinstance(error, RulesetError):
        lines = _problem_lines(error.problems)
        count = len(lines)
        return translate("ErrorBox", "The file has %n problems:", None, count), lines
    if isinstance(error, OSError):
        reason = message_text(error.strerror) if error.strerror else str(error)
        if error.filename:
            return translate("ErrorBox", "Could not use the file {file}: {reason}").format(
                file=error.filename, reason=reason), []
        return translate("ErrorBox", "Could not use the file: {reason}").format(
            reason=reason), []
    if isinstance(error, BaseException):
        return error_text(error) or type(error).__name__, []
    lines = _problem_lines(error)
    count = len(lines)  # a name: lupdate reads a count given by a call as no plural
    return translate("ErrorBox", "%n problems:", None, count), lines


def show_error(parent: QWidget | None, error: BaseException | Iterable[Problem],
               title: str = "GM Assistant", context: str = "") -> QMessageBox:
    """Show a user-facing error in a window-modal box that names file, line and field.

    Args:
        parent: The window the box belongs to.
        error: A GMAssistantError (RulesetError lists every problem), an OSError (names
            the file), another exception, or a list of located problems.
        title: The box's title.
        context: What the user was doing, as a first line ("Saving the house rule").

    Returns:
        The box, already open (not blocking the event loop).
    """
    # Here, not at the top: the first frame does without them (Qt's `Qt` namespace alone
    # makes about 90 enums).
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    summary, lines = describe_error(error)
    logging.getLogger(__name__).info("shown to the user: %s", " | ".join(
        [part for part in (context, summary) if part] + lines))
    box = QMessageBox(parent)
    box.setObjectName("ErrorBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(f"{context}\n{summary}" if context else summary)
    if lines:
        shown = lines[:_MAX_LISTED]
        more = len(lines) - len(shown)
        rest = "\n" + translate("ErrorBox", "… and %n more", None, more) if more else ""
        box.setInformativeText("\n".join(shown) + rest)
        if more:
            box.setDetailedText("\n".join(lines))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def install_excepthook(parent_of: Callable[[], QWidget | None] = lambda: None
                       ) -> Callable[[], None]:
    """Route uncaught exceptions to a dialog instead of killing the app.

    User errors (GMAssistantError) get `show_error`; anything else is a bug and gets the
    crash dialog with a copyable traceback. The app keeps running, so the user's open
    work (sheets, edits, the roll log) is still there to be saved.

    Args:
        parent_of: Returns the window the dialogs belong to (the main window).

    Returns:
        A function that puts the previous hook back.
    """
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException,
             trace: TracebackType | None) -> None:
        if QApplication.instance() is None or issubclass(kind, KeyboardInterrupt):
            previous(kind, error, trace)
            return
        text = "".join(traceback.format_exception(kind, error, trace))
        print(text, file=sys.stderr, end="")
        logging.getLogger("gm_assistant").error("uncaught: %s", text.rstrip())
        from gm_assistant.core.errors import GMAssistantError

        if isinstance(error, GMAssistantError):
            show_error(parent_of(), error)
            return
        from gm_assistant.ui.app_log import LOG_NAME, versions_text
        from gm_assistant.ui.dialogs.crash_dialog import CrashDialog

        window = parent_of()
        log = getattr(window, "app_log", None)
        folder = getattr(log, "folder", None)
        where = f"Log: {folder / LOG_NAME}" if folder is not None else "Log: none"
        CrashDialog.report(f"{versions_text()}\n{where}\n\n{text}", window)

    sys.excepthook = hook

    def uninstall() -> None:
        if sys.excepthook is hook:
            sys.excepthook = previous

    return uninstall
