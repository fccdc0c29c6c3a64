"""EditedSheets: the character files open for editing right now, each with its live sheet,
so that whatever shows a character's numbers can follow its unsaved edits.

    >>> edited = EditedSheets()                          # doctest: +SKIP
    >>> edited.subscribe(lambda path: replot(path))      # doctest: +SKIP
    >>> edited.open(path, state)                         # doctest: +SKIP
    >>> state.set("body", "muscular")                    # replot(path) is called

A plain observer, like `SheetState.subscribe` which it builds on: listeners are called in
the thread that made the change. A listener that hands a sheet to another thread hands it
`detached()`, a copy that later edits leave alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from gm_assistant.core.sheets.character import Character
from gm_assistant.core.sheets.state import SheetState

__all__ = ["EditedSheets"]

Listener = Callable[[Path], None]


class EditedSheets:
    """Sheets being edited, by file (paths are compared resolved).

    Listeners get the file whose sheet was opened, edited or closed; `state(path)` then
    says what it is now (None: closed, the file is what counts again).
    """

    def __init__(self) -> None:
        self._states: dict[Path, SheetState] = {}
        self._hooks: dict[Path, Callable[[frozenset[str]], None]] = {}
        self._listeners: list[Listener] = []

    def open(self, path: Path, state: SheetState) -> None:
        """`path` is edited through `state` now (replacing the sheet it had, if any)."""
        key = Path(path).resolve()
        self._unhook(key)
        self._states[key] = state

        def edited(_names: frozenset[str]) -> None:
            self._tell(key)

        self._hooks[key] = edited
        state.subscribe(edited)
        self._tell(key)

    def close(self, path: Path) -> None:
        """`path` is no longer edited (its file is what counts again)."""
        key = Path(path).resolve()
        if key in self._states:
            self._unhook(key)
            self._tell(key)

    def state(self, path: Path) -> SheetState | None:
        """The live sheet of `path` while it is edited (None otherwise)."""
        return self._states.get(Path(path).resolve())

    @property
    def paths(self) -> tuple[Path, ...]:
        """The files edited now (resolved)."""
        return tuple(self._states)

    def snapshot(self) -> dict[Path, Character]:
        """The sheets edited now as they are, detached copies (safe to hand to a worker
        thread while the editing goes on)."""
        return {path: state.detached().character for path, state in self._states.items()}

    def subscribe(self, listener: Listener) -> None:
        """Call `listener(path)` when a sheet is opened, edited or closed."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling `listener` (one not subscribed is ignored)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _unhook(self, key: Path) -> None:
        state = self._states.pop(key, None)
        hook = self._hooks.pop(key, None)
        if state is not None and hook is not None:
            state.unsubscribe(hook)

    def _tell(self, key: Path) -> None:
        for listener in list(self._listeners):
            listener(key)
