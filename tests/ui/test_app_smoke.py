"""The main window opens, and the GUI's headless modes (--smoke, --screenshot) work."""

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from gm_assistant import __version__
from gm_assistant.ui import app
from gm_assistant.ui.main_window import MainWindow


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk, read without Qt (an independent check)."""
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def test_main_window_opens(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)

    window.show()
    qtbot.waitExposed(window)

    assert window.isVisible()
    assert window.windowTitle() == "GM Assistant"
    assert window.statusBar().currentMessage() == "Ready"
    menu_titles = [action.text() for action in window.menuBar().actions()]
    assert menu_titles == ["&File", "&Edit", "&View", "&Help"]


def test_about_box_names_the_version(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    window.menus.about_action.trigger()

    box = window.findChild(QDialog, "AboutBox")
    assert box is not None
    qtbot.waitExposed(box)
    assert __version__ in box.text()
    box.accept()


def test_command_line_choices_are_kept_on_the_window(qtbot: QtBot) -> None:
    options = app.parse_args(["--ruleset", "maofa", "--view", "odds"])
    window = MainWindow(ruleset_id=options.ruleset_id, view=options.view)
    qtbot.addWidget(window)

    assert (window.requested_ruleset_id, window.requested_view) == ("maofa", "odds")


def test_unknown_view_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert app.run(["--view", "nonsense"]) == 2
    assert "invalid choice" in capsys.readouterr().err


def test_smoke_returns_after_first_paint(qapp: QApplication) -> None:
    # run() reuses the QApplication pytest-qt made; a second one would abort.
    assert app.run(["--smoke"]) == 0


@pytest.mark.slow
def test_screenshot_from_the_command_line(tmp_path: Path) -> None:
    shot = tmp_path / "shots" / "main.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

    result = subprocess.run(
        [sys.executable, "-m", "gm_assistant", "--screenshot", str(shot)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    width, height = _png_size(shot)
    assert width >= 1200
    assert height >= 800


def test_the_text_size_can_be_given_on_the_command_line() -> None:
    """`--font-scale` sets the text size as View > Larger text does (screenshots at 1.25)."""
    assert app.parse_args(["--font-scale", "1.25"]).font_scale == 1.25
    assert app.parse_args([]).font_scale is None
    with pytest.raises(SystemExit):
        app.parse_args(["--font-scale", "big"])
