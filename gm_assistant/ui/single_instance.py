"""One instance at a time: a second launch hands its files to the running window through
a local socket (one per user) and exits; the running window comes to the front and opens
them (see `file_opening`)."""

from __future__ import annotations

import getpass
import json
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["InstanceServer", "hand_over", "instance_name"]

# A launch hands over a list of paths; anything longer is not one.
_MAX_MESSAGE = 256_000


def instance_name() -> str:
    """The local socket the running instance listens on (one per user)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    safe = "".join(c for c in user if c.isalnum() or c in "-_") or "user"
    return f"gm-assistant-{safe}"


def hand_over(paths: list[Path], name: str | None = None, timeout_ms: int = 800) -> bool:
    """Give `paths` (possibly none: just come to the front) to an instance already
    running; False when none answers (this launch opens the window itself)."""
    socket = QLocalSocket()
    socket.connectToServer(name or instance_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    message = json.dumps([str(Path(p).resolve()) for p in paths]).encode("utf-8")
    socket.write(message + b"\n")
    socket.flush()
    while socket.bytesToWrite() > 0:  # flush may already have written it all
        if not socket.waitForBytesWritten(timeout_ms):
            return False
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later launches; each hands over a list of files to open here.

    Signals:
        files_received(list): the paths a later launch handed over.
    """

    files_received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or instance_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not self.server.listen(self.name):
            # A socket left by a crashed instance (nobody answered `hand_over`): take it.
            QLocalServer.removeServer(self.name)
            self.server.listen(self.name)
        self.server.newConnection.connect(self._on_new_connection)
        self._buffers: dict[QLocalSocket, bytes] = {}

    @property
    def listening(self) -> bool:
        return self.server.isListening()

    def close(self) -> None:
        """Stop listening: a later launch opens its own window (one restarting)."""
        self.server.close()

    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._finish(s))

    def _on_ready_read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > _MAX_MESSAGE:  # not a list of paths: drop it
            self._buffers.pop(socket, None)
            socket.abort()
            return
        self._buffers[socket] = data
        if data.endswith(b"\n"):
            self._finish(socket)

    def _finish(self, socket: QLocalSocket) -> None:
        data = self._buffers.pop(socket, None)
        if data is None:
            return
        try:
            paths = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return
        if isinstance(paths, list) and all(isinstance(p, str) for p in paths):
            self.files_received.emit([Path(p) for p in paths])
