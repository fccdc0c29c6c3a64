"""An encounter line whose character is open for editing fields the sheet as edited
(`member_character`'s `edited`): the forecast, and the seat sent to the Table, read the
unsaved edit; the file is not read for it, nor written; the other lines are as before."""

from __future__ import annotations

import shutil
from pathlib import Path

from gm_assistant.core.conflict.encounter import character_files, read_encounter
from gm_assistant.core.conflict.handoff import seats
from gm_assistant.core.conflict.scene import forecast_scene
from gm_assistant.core.library.store import open_character
from gm_assistant.core.paths import resources_dir
from gm_assistant.core.rules.registry import default_registry

SAMPLES = resources_dir() / "samples" / "maofa"
BRAWL = resources_dir() / "encounters" / "maofa-museum-brawl.yaml"


def test_a_line_reads_its_sheet_as_edited(tmp_path: Path) -> None:
    maofa = default_registry().get("maofa")
    path = Path(shutil.copy(SAMPLES / "margot-delacroix.yaml", tmp_path))
    on_disk = path.read_bytes()
    encounter, _ = read_encounter(BRAWL)
    folders = [tmp_path]
    assert character_files(encounter, folders) == {path.resolve()}
    margot = open_character(path)
    assert margot.values["body"] == "average"  # Defending trait A (MAoFA's Body)
    margot.values["body"] = "muscular"  # ... S, typed and not saved
    edited = {path.resolve(): margot}

    saved = forecast_scene(maofa, encounter, folders=folders)
    typed = forecast_scene(maofa, encounter, folders=folders, edited=edited)
    assert saved.combatants[0].stats["defence"] == "A"
    assert typed.combatants[0].stats["defence"] == "S"
    # Only her line changed: the thieves are the same in both.
    assert saved.combatants[1:] == typed.combatants[1:]
    # The seat sent to the Table carries the sheet the forecast read.
    [seat] = [s for s in seats(maofa, encounter, typed, tmp_path / "library", folders,
                                edited) if s.name == "Margot Delacroix"]
    assert seat.sheet is not None and seat.sheet.values["body"] == "muscular"
    assert seat.sheet is not margot  # a copy: the seat's hits never mark the open sheet
    assert path.read_bytes() == on_disk
