"""The screenshot walk (issue 23's "Done when"): in English and Spanish, at text size 1.0
and 1.25, the AdOM sample encounter is seated at the Table from the Encounters area, the
AdOM sample characters are copied into the library with the first open in the Characters
area (the seated party's Abigail Zhao), and every area and main dialog is grabbed to a
PNG. Each grab must hold a picture, and no visible text may be cut
(`area_walk.cut_texts`: labels, buttons, combo boxes, group box titles, header sections
and item views' cells, a scroll area's edge included), nor in the window's toolbar
(`area_walk.toolbar_cuts`).

The PNGs go to the test's temporary folder; with GM_ASSISTANT_WALK_DIR set they are
copied there too, for a person to look at:
    GM_ASSISTANT_WALK_DIR=/tmp/walk QT_QPA_PLATFORM=offscreen \
        .venv/bin/python -m pytest -q tests/ui/test_screenshot_walk.py
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import wait_for_workers
from gm_assistant.ui.i18n import apply_language
from gm_assistant.ui.table.table_view import TableView

sys.path.insert(0, str(Path(__file__).parent))
from area_walk import (
    AREA_NAMES,
    cut_texts,
    line_cut,
    open_dialogs,
    open_sample_characters,
    seat_sample_encounter,
    start_window,
    toolbar_cuts,
    visit,
)


@pytest.fixture(autouse=True)
def english_again(qapp: QApplication) -> Iterator[None]:
    """Every test ends with no translator installed (the rest of the suite is English)."""
    yield
    apply_language("en")
    assert wait_for_workers(30)


@pytest.mark.slow  # a window per language and the sample forecast: seconds
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: from here
@pytest.mark.parametrize("language", ["en", "es"])
def test_every_area_is_grabbed_with_a_sample_encounter_at_the_table(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """One window per language: grabbed at text size 1.0, then again at 1.25."""
    window = start_window(qtbot, tmp_path, language)
    seated = seat_sample_encounter(qtbot, window)
    table = window.areas["table"]
    assert isinstance(table, TableView)
    assert set(seated) <= set(table.tracker_model.people), seated
    listed = open_sample_characters(qtbot, window)
    assert seated[0] in listed, (seated, listed)  # the party's first sheet in the library
    # The party's first fighter picked at the Table: its From the sheet rows are shown.
    picked = table.character_combo.findText(seated[0])
    assert picked > 0, seated[0]
    table.character_combo.setCurrentIndex(picked)
    assert table.lookup.sheet_fill.isVisibleTo(table), "no From the sheet row for a fighter"
    shots = tmp_path / "shots"
    shots.mkdir()
    cut: dict[str, list[str]] = {}
    for scale in (1.0, 1.25):
        assert window.set_font_scale(scale) == scale
        for name in AREA_NAMES:
            area = visit(qtbot, window, name)
            image = window.grab().toImage()
            assert not image.isNull() and image.width() > 0 and image.height() > 0
            colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
                       for y in range(0, image.height(), 41)}
            assert len(colours) > 3, f"{name} at {scale}: a blank grab"
            path = shots / f"{language}-{scale:.2f}-{name}.png"
            assert image.save(str(path))
            cut[f"{name} at {scale}"] = cut_texts(area) + toolbar_cuts(window)
            if name == "table":  # who acts: the picked fighter's name, typed or chosen
                who = table.who_combo.lineEdit()
                assert who is not None and who.text() == seated[0]
                cut[f"{name} at {scale}"] += line_cut(who)
        for name, dialog in open_dialogs(qtbot, window).items():
            image = dialog.grab().toImage()
            assert not image.isNull(), name
            assert image.save(str(shots / f"{language}-{scale:.2f}-dialog-{name}.png"))
            cut[f"{name} dialog at {scale}"] = cut_texts(dialog)
            dialog.reject()
    folder = os.environ.get("GM_ASSISTANT_WALK_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        for path in shots.iterdir():
            shutil.copy(path, Path(folder) / path.name)
    found = [f"{name}: {text}" for name, texts in cut.items() for text in texts]
    assert found == [], "\n".join(found)
