"""The settings file is a file the app reads: a bad one is kept aside, not overwritten,
and values are checked before use."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gm_assistant.ui.settings import FONT_SCALE_DEFAULT, UiSettings


@pytest.mark.parametrize("content", [
    b"\x00\x01\xff[garbage\n=\n\x00",
    b"[appearance]\nthis is not a setting\n",
    b"[appearance]\nfont_scale=1.2\n" + b"x" * 1_100_000,
])
def test_a_corrupt_settings_file_is_kept_aside_and_not_overwritten(
        tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "gm-assistant.ini"
    path.write_bytes(content)
    settings = UiSettings(path)
    assert settings.problem is not None and "kept aside" in settings.problem
    kept = list(tmp_path.glob("gm-assistant.ini.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    settings.font_scale = 1.5
    settings.sync()
    assert UiSettings(path).font_scale == 1.5  # a clean file, the old one untouched
    assert kept[0].read_bytes() == content


def test_a_good_settings_file_stays_where_it_is(tmp_path: Path) -> None:
    path = tmp_path / "gm-assistant.ini"
    path.write_text("; comment\n[appearance]\nfont_scale=1.2\ntheme=dark\n\n",
                    encoding="utf-8")
    settings = UiSettings(path)
    assert settings.problem is None
    assert settings.font_scale == 1.2 and settings.theme == "dark"
    assert not list(tmp_path.glob("*.broken-*"))


@pytest.mark.parametrize("raw", ["nan", "inf", "-inf", "1e999", "huge"])
def test_font_scale_must_be_a_finite_number(tmp_path: Path, raw: str) -> None:
    path = tmp_path / "gm-assistant.ini"
    path.write_text(f"[appearance]\nfont_scale={raw}\n", encoding="utf-8")
    settings = UiSettings(path)
    assert settings.font_scale == FONT_SCALE_DEFAULT
    settings.font_scale = float("nan")
    settings.sync()
    assert UiSettings(path).font_scale == FONT_SCALE_DEFAULT


def test_the_window_says_the_settings_were_kept_aside(qtbot: QtBot) -> None:
    from gm_assistant.ui.main_window import MainWindow
    from gm_assistant.ui.settings import settings_file

    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage")
    window = MainWindow(load=False)
    qtbot.addWidget(window)
    assert "kept aside" in window.statusBar().currentMessage()
