"""One instance at a time: a second launch hands its files to the running window through
a local socket (one per user and per `GM_ASSISTANT_HOME`) and exits; the running window
comes to the front and opens them (see `file_opening`).

The hand-over is a handshake: the launch sends one JSON line (``{"app": ..., "paths":
[...], "activation_token": ...}``) and the running instance answers `ANSWER`. Anything
else on that socket name (another program, a hung instance) gets no such answer, and the
launch opens its own window instead of exiting with none.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from gm_assistant.core.paths import HOME_ENV

__all__ = ["ANSWER", "HandOver", "InstanceServer", "activation_token", "hand_over",
           "instance_name"]

ANSWER = b"gm-assistant: taken\n"
"""What a running instance answers once it has read a launch's hand-over."""

_APP = "gm-assistant"
# A launch hands over a list of paths; anything longer is not one.
_MAX_MESSAGE = 256_000
_TOKEN_VARIABLES = ("XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID")

_log = logging.getLogger(__name__)


class HandOver(NamedTuple):
    """What a later launch passed on: its files and the desktop's activation token (so
    the running window may come to the front; empty when the launcher gave none)."""

    paths: list[Path]
    activation_token: str = ""


def instance_name() -> str:
    """The local socket the running instance listens on: one per user, and one per
    `GM_ASSISTANT_HOME` (a separate home is a separate app, with its own window)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    safe = "".join(c for c in user if c.isalnum() or c in "-_") or "user"
    home = os.environ.get(HOME_ENV)
    if not home:
        return f"gm-assistant-{safe}"
    digest = hashlib.sha256(os.path.abspath(home).encode("utf-8")).hexdigest()[:12]
    return f"gm-assistant-{safe}-{digest}"


def activation_token() -> str:
    """The token the desktop gave this launch to raise a window (Wayland's
    XDG_ACTIVATION_TOKEN, X11's DESKTOP_STARTUP_ID), or ""."""
    for variable in _TOKEN_VARIABLES:
        token = os.environ.get(variable, "")
        if token:
            return token
    return ""


def hand_over(paths: list[Path], name: str | None = None, timeout_ms: int = 800,
              token: str | None = None) -> bool:
    """Give `paths` (possibly none: just come to the front) to an instance already
    running; False when none takes them (nobody listening, or a listener that does not
    answer as the app does): this launch then opens the window itself."""
    name = name or instance_name()
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    message = json.dumps({
        "app": _APP,
        "paths": [str(Path(p).resolve()) for p in paths],
        "activation_token": activation_token() if token is None else token,
    }).encode("utf-8")
    socket.write(message + b"\n")
    socket.flush()
    while socket.bytesToWrite() > 0:  # flush may already have written it all
        if not socket.waitForBytesWritten(timeout_ms):
            socket.abort()
            return False
    answer = b""
    while len(answer) < len(ANSWER) and socket.waitForReadyRead(timeout_ms):
        answer += bytes(socket.readAll().data())
    socket.abort()
    if answer != ANSWER:
        _log.warning("the program on the socket %s did not answer as GM Assistant does "
                     "(%r): opening a window here", name, answer[:60])
        return False
    return True


def _parse(data: bytes) -> HandOver | None:
    """A launch's message, or None when it is not one."""
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if isinstance(message, list) and all(isinstance(p, str) for p in message):
        # A launch of the version before the handshake (a bare list): it exits anyway.
        return HandOver([Path(p) for p in message])
    if not isinstance(message, dict) or message.get("app") != _APP:
        return None
    paths, token = message.get("paths"), message.get("activation_token", "")
    if not (isinstance(paths, list) and all(isinstance(p, str) for p in paths)
            and isinstance(token, str)):
        return None
    return HandOver([Path(p) for p in paths], token)


class InstanceServer(QObject):
    """Listens for later launches; each hands over a list of files to open here.

    Signals:
        handed_over(HandOver): a later launch's files and activation token.
        files_received(list): the paths a later launch handed over.
    """

    handed_over = Signal(object)
    files_received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or instance_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # Qt's listen (with access options) would replace a live socket of the same
        # name: ask first. Whoever answers there is another program (or an instance that
        # did not take this launch's hand-over): its socket is left alone, and this
        # window simply takes no hand-overs.
        if _someone_listens(self.name):
            _log.warning("the socket %s is taken by another program: this window will "
                         "not receive later launches' files", self.name)
        elif not self.server.listen(self.name):
            # A socket left by a crashed instance: take it.
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
        handed = _parse(data)
        if handed is None:
            _log.warning("a connection to %s sent something that is not a hand-over",
                         self.name)
            socket.abort()
            return
        if socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
            socket.write(ANSWER)
            socket.flush()
        _log.info("a later launch handed over %d file(s)%s", len(handed.paths),
                  " with an activation token" if handed.activation_token else "")
        self.handed_over.emit(handed)
        self.files_received.emit(handed.paths)


def _someone_listens(name: str) -> bool:
    probe = QLocalSocket()
    probe.connectToServer(name)
    connected = probe.waitForConnected(300)
    probe.abort()
    return connected
