"""SIGTERM (a logout, `kill PID`) quits the app as File > Quit does, not as a crash.

Python runs a signal's handler only between two Python statements, and Qt's event loop
runs in C++ for as long as nothing happens: a handler alone would wait for the next mouse
move. `signal.set_wakeup_fd` makes the interpreter write the signal's number to a socket
as soon as the signal comes; a `QSocketNotifier` on the other end of that socket wakes
the event loop, which then says `terminated`. The app connects that to
`QApplication.quit`, which closes the windows as Quit does (the window's layout and
settings are saved; unsaved work is asked about) and so ends with the clean quit that
removes the app log's running marker (`app_log`).
"""

from __future__ import annotations

import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

__all__ = ["TerminationWatcher"]


class TerminationWatcher(QObject):
    """Says `terminated` on the GUI thread when the process is asked to terminate.

    Signals:
        terminated(int): the signal's number (`signal.SIGTERM`).

    Args:
        parent: The owner (the application).
        signals: The signals that mean "quit" (SIGTERM by default).

    Must be made on the main thread (Python's rule for signal handlers). `uninstall` puts
    back the handlers and the wakeup socket that were there before.
    """

    terminated = Signal(int)

    def __init__(self, parent: QObject | None = None,
                 signals: tuple[signal.Signals, ...] = (signal.SIGTERM,)) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._previous_handlers = {number: signal.signal(number, self._noted)
                                   for number in signals}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._on_notifier_activated)
        self.received: list[int] = []
        """The signals received so far (numbers, in order)."""

    def _noted(self, number: int, frame: FrameType | None) -> None:
        """The Python-level handler: nothing to do here (the wakeup socket already woke
        the event loop); it only replaces the default action, which ends the process."""

    def _on_notifier_activated(self) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        for number in data:
            if number in self._previous_handlers:
                self.received.append(number)
                self.terminated.emit(number)

    def uninstall(self) -> None:
        """Put back the handlers and wakeup socket that were there before; close ours."""
        if self._reader.fileno() < 0:
            return
        self._notifier.setEnabled(False)
        for number, handler in self._previous_handlers.items():
            # None: a handler set outside Python; the default is the nearest to put back.
            signal.signal(number, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
