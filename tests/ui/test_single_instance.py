"""The single-instance hand-over is a handshake: only the app's own answer makes a launch
give up its window; the socket name follows the user and GM_ASSISTANT_HOME; the launch's
activation token reaches the running window."""

from __future__ import annotations

import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.ui.single_instance import (
    ANSWER,
    HandOver,
    InstanceServer,
    hand_over,
    instance_name,
)

_IMPOSTOR = """
import socket, sys
listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
listener.bind(sys.argv[1])
listener.listen(4)
print("listening", flush=True)
connection, _ = listener.accept()
connection.settimeout(10)
received = b""
while not received.endswith(b"\\n"):
    chunk = connection.recv(4096)
    if not chunk:
        break
    received += chunk
connection.sendall(bytes.fromhex(sys.argv[2]))
open(sys.argv[3], "wb").write(received)
"""


class _Impostor:
    """Another program on the app's socket (another process: the launch's wait blocks
    this one): accepts, reads a line, answers garbage."""

    def __init__(self, path: Path, answer: bytes) -> None:
        self.received_file = path.with_suffix(".received")
        self.process = subprocess.Popen(
            [sys.executable, "-c", _IMPOSTOR, str(path), answer.hex(),
             str(self.received_file)], stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "listening"

    def close(self) -> bytes:
        """What it was sent."""
        self.process.wait(timeout=15)
        assert self.process.stdout is not None
        self.process.stdout.close()
        return self.received_file.read_bytes()


@pytest.mark.skipif(sys.platform == "win32", reason="Unix domain sockets")
@pytest.mark.parametrize("answer", [b"HTTP/1.1 400 Bad Request\r\n\r\n", b"", b"\x00\xff\n"])
def test_a_stranger_on_the_socket_does_not_take_the_launch(qapp: object, tmp_path: Path,
                                                           answer: bytes) -> None:
    path = tmp_path / "sock"
    impostor = _Impostor(path, answer)
    assert not hand_over([tmp_path / "a.yaml"], str(path), timeout_ms=2000)
    assert b'"app": "gm-assistant"' in impostor.close()  # it was asked, and failed


@pytest.mark.skipif(sys.platform == "win32", reason="Unix domain sockets")
def test_the_window_leaves_a_strangers_socket_alone(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "sock"
    stranger = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stranger.bind(str(path))
    stranger.listen(1)
    try:
        server = InstanceServer(str(path))
        assert not server.listening
        assert path.exists()  # not removed as if left by a crash
        server.close()
    finally:
        stranger.close()


def test_a_stale_socket_is_taken_over(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "sock"
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(path))
    dead.close()  # the file stays, nobody listens: a crashed instance's
    server = InstanceServer(str(path))
    assert server.listening
    server.close()


def test_the_running_instance_answers_and_gets_the_token(qtbot: QtBot, tmp_path: Path) -> None:
    name = f"gm-assistant-test-{uuid.uuid4().hex[:8]}"
    server = InstanceServer(name)
    assert server.listening
    own = tmp_path / "voltaire.yaml"
    launch = subprocess.Popen(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from gm_assistant.ui.single_instance import hand_over; "
         f"sys.exit(0 if hand_over([Path({str(own)!r})], {name!r}, 5000) else 3)"],
        env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen",
             "XDG_ACTIVATION_TOKEN": "token-42", "PYTHONPATH": str(Path.cwd())})
    with qtbot.waitSignal(server.handed_over, timeout=15_000) as blocker:
        pass
    assert launch.wait(timeout=15) == 0  # it read the answer: it leaves the window to us
    assert blocker.args[0] == HandOver([own.resolve()], "token-42")
    server.close()
    assert ANSWER.endswith(b"\n")


def test_the_socket_name_follows_the_home(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    monkeypatch.delenv("GM_ASSISTANT_HOME", raising=False)
    plain = instance_name()
    monkeypatch.setenv("GM_ASSISTANT_HOME", str(tmp_path / "one"))
    one = instance_name()
    monkeypatch.setenv("GM_ASSISTANT_HOME", str(tmp_path / "two"))
    two = instance_name()
    assert len({plain, one, two}) == 3
    assert one.startswith(plain) and two.startswith(plain)  # still the user's
    monkeypatch.setenv("USER", "someone-else")
    monkeypatch.setenv("LOGNAME", "someone-else")
    assert instance_name() != two


def test_a_launch_of_the_version_before_the_handshake_still_hands_over(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The launch of an earlier version sends a bare JSON list and exits at once: its
    files still open here; anything else is not a hand-over."""
    from PySide6.QtNetwork import QLocalSocket

    name = f"gm-assistant-test-{uuid.uuid4().hex[:8]}"
    server = InstanceServer(name)
    received: list[HandOver] = []
    server.handed_over.connect(received.append)
    # The refused ones first: by the time the last one has come, they have been read.
    for message in (b'{"app": "other", "paths": []}\n', b"junk\n", b'["/tmp/a.yaml"]\n'):
        socket = QLocalSocket()
        socket.connectToServer(name)
        assert socket.waitForConnected(2000)
        socket.write(message)
        socket.flush()
        qtbot.waitUntil(lambda s=socket: s.bytesToWrite() == 0, timeout=5000)
        socket.disconnectFromServer()
    qtbot.waitUntil(lambda: len(received) >= 1, timeout=5000)
    assert received == [HandOver([Path("/tmp/a.yaml")], "")]
    server.close()
