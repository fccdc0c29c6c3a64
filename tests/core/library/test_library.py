"""The library folder: listing, search, broken files, trash, import and export, and
characters that follow a base character."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from gm_assistant.core.errors import CharacterFileError, SheetError
from gm_assistant.core.library import Library, file_stem_for, open_character
from gm_assistant.core.paths import user_library_dir
from gm_assistant.core.rules import load_ruleset
from gm_assistant.core.sheets import Character, make_batch

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = ROOT / "resources" / "samples"


@pytest.fixture
def library(tmp_path: Path) -> Library:
    folder = tmp_path / "library"
    folder.mkdir()
    for path in SAMPLES.glob("*/*.yaml"):
        shutil.copy(path, folder / path.name)
    return Library(folder)


def test_the_default_folder_is_the_users_library(gm_home: Path) -> None:
    library = Library()
    assert library.folder == user_library_dir()
    assert library.folder.is_dir()
    assert library.folder.is_relative_to(gm_home)


def test_entries_list_every_character_sorted_by_name(library: Library) -> None:
    entries = library.entries()
    assert len(entries) == len(list(SAMPLES.glob("*/*.yaml")))  # every sample copied in
    assert [e.name for e in entries] == sorted((e.name for e in entries), key=str.casefold)
    reth = next(e for e in entries if e.name.startswith("Reth"))
    assert (reth.ruleset, reth.kind, reth.template, reth.id) == (
        "adom", "pc", "pc", "reth-of-the-andrali-resistance")
    assert reth.ok


def test_search_by_ruleset_kind_tag_and_name(library: Library) -> None:
    def names(**filters: str) -> list[str]:
        return [e.name for e in library.search(**filters)]

    assert names(ruleset="riskbreaker") == ["Fighter", "Mage", "Ranger", "Thief"]
    assert names(ruleset="adom", kind="mook") == ["Asesino de acero",
                                                  "Matón de la casa Cíclope",
                                                  "Tiburón del cielo"]
    assert names(kind="mook_group") == ["Banda de matones"]
    assert names(tag="ARCHETYPE") == ["Fighter", "Mage", "Ranger", "Thief"]
    assert names(text="tibu") == ["Tiburón del cielo"]
    assert names(text="pirate") == ["Red"]  # a tag matches too
    assert names(ruleset="adom", kind="pc", text="zhao") == ["Abigail Zhao"]
    assert names(ruleset="nothing") == []


def test_a_broken_file_is_listed_with_its_error_and_not_overwritten(library: Library) -> None:
    broken = library.folder / "broken.yaml"
    broken.write_bytes(b"schema_version: 1\nname: [oops\n")
    [entry] = [e for e in library.entries() if not e.ok]
    assert entry.path == broken
    assert entry.error is not None and "broken.yaml:3" in entry.error
    assert library.search(text="broken") == [entry]
    assert entry not in library.search(ruleset="adom")
    with pytest.raises(CharacterFileError):
        library.save(Character("adom", name="X"), broken)
    assert broken.read_bytes() == b"schema_version: 1\nname: [oops\n"


def test_listing_notices_changed_added_and_removed_files(library: Library) -> None:
    before = {e.id: e for e in library.entries()}
    path = library.path_of("voltaire")
    character = open_character(path)
    character.name = "Captain Voltaire"
    library.save(character, path)
    os.utime(path, ns=(1, before["voltaire"].path.stat().st_mtime_ns + 10**9))
    (library.folder / "sky-shark.yaml").unlink()
    new = library.save(Character("adom", name="Newcomer", kind="npc"))
    after = {e.id: e for e in library.entries()}
    assert after["voltaire"].name == "Captain Voltaire"
    assert "sky-shark" not in after
    assert after[new.stem].name == "Newcomer"


def test_new_files_get_free_readable_names(library: Library) -> None:
    assert file_stem_for("Bethesda Flushing, PhD") == "bethesda-flushing-phd"
    assert file_stem_for("Señora Núñez") == "senora-nunez"
    assert file_stem_for("!!!") == "character"
    first = library.save(Character("adom", name="Voltaire"))
    second = library.save(Character("adom", name="Voltaire"))
    assert (first.name, second.name) == ("voltaire-2.yaml", "voltaire-3.yaml")


def test_a_batch_of_mooks_is_saved_as_files(library: Library) -> None:
    adom = load_ruleset(ROOT / "rulesets" / "adom.yaml")
    paths = library.add_all(make_batch(adom, 6, name="Goblin", template="mook"))
    assert [p.name for p in paths] == [f"goblin-{n}.yaml" for n in range(1, 7)]
    assert len(library.search(text="goblin", kind="mook")) == 6


def test_deleting_moves_the_file_to_the_trash(library: Library) -> None:
    path = library.path_of("red")
    library.save(open_character(path), path)
    trashed = library.delete(path)
    assert not path.exists() and trashed.exists()
    assert trashed.parent.name == ".trash"
    assert "red" not in {e.id for e in library.entries()}
    with pytest.raises(SheetError, match="no character 'red'"):
        library.open("red")


def test_followers_follow_their_base_character(library: Library) -> None:
    adom = load_ruleset(ROOT / "rulesets" / "adom.yaml")
    base = library.open("sky-shark")
    followers = make_batch(adom, 3, name="Sky Shark", base=base, base_id="sky-shark")
    paths = library.add_all(followers)
    state = library.state(open_character(paths[0]), adom)
    assert state.boxes("stress") == 2
    assert [e.values["thing"] for e in state.entries("skilled_at")] == ["Volar", "Morder"]
    # Editing the base changes every follower; a follower's own value stays its own.
    base.values["stress_boxes"] = 1
    library.save(base, library.path_of("sky-shark"))
    own = open_character(paths[1])
    own.values["stress_boxes"] = 0
    assert library.state(open_character(paths[0]), adom).boxes("stress") == 1
    assert library.state(own, adom).boxes("stress") == 0


def test_a_base_loop_or_a_missing_base_is_a_sheet_error(library: Library) -> None:
    adom = load_ruleset(ROOT / "rulesets" / "adom.yaml")
    a = Character("adom", name="A", kind="mook", template="mook", base="b")
    b = Character("adom", name="B", kind="mook", template="mook", base="a")
    library.save(a, library.folder / "a.yaml")
    library.save(b, library.folder / "b.yaml")
    with pytest.raises(SheetError, match="in a loop"):
        library.state(a, adom)
    with pytest.raises(SheetError, match="no character 'ghost'"):
        library.state(Character("adom", template="mook", base="ghost"), adom)
    with pytest.raises(SheetError, match="another ruleset"):
        library.state(Character("adom", template="mook", base="red"), adom)


def test_import_a_file_and_a_folder(tmp_path: Path) -> None:
    library = Library(tmp_path / "empty")
    target = library.import_file(SAMPLES / "maofa" / "margot-delacroix.yaml")
    assert target.read_bytes() == (SAMPLES / "maofa" / "margot-delacroix.yaml").read_bytes()
    again = library.import_file(SAMPLES / "maofa" / "margot-delacroix.yaml")
    assert again.name == "margot-delacroix-2.yaml"  # never over an existing file
    source = tmp_path / "from_a_friend"
    shutil.copytree(SAMPLES, source)
    (source / "adom" / "junk.yaml").write_bytes(b"- not\n- a character\n")
    report = library.import_folder(source)
    shipped = len(list(SAMPLES.glob("*/*.yaml")))
    assert len(report.imported) == shipped
    [(failed, reason)] = report.failed
    assert failed.name == "junk.yaml" and "not a character file" in reason
    assert len(library.entries()) == shipped + 2  # and Margot twice, imported one by one


def test_a_file_that_does_not_open_is_not_imported(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"schema_version: 5\nruleset: adom\n")
    library = Library(tmp_path / "lib")
    with pytest.raises(CharacterFileError, match="newer GM Assistant"):
        library.import_file(bad)
    assert library.entries() == []


def test_export_copies_files_without_replacing_any(library: Library, tmp_path: Path) -> None:
    out = tmp_path / "out"
    paths = [e.path for e in library.search(ruleset="riskbreaker")]
    written = library.export(paths, out)
    assert sorted(p.name for p in written) == ["fighter.yaml", "mage.yaml", "ranger.yaml",
                                               "thief.yaml"]
    assert all(p.read_bytes() == q.read_bytes() for p, q in zip(sorted(written),
                                                                sorted(paths), strict=True))
    again = library.export(paths[:1], out)
    assert again[0].name.endswith("-2.yaml")
    single = library.export_file(library.path_of("red"), tmp_path / "red-copy.yaml")
    assert single.read_bytes() == library.path_of("red").read_bytes()
    with pytest.raises(SheetError, match="already exists"):
        library.export_file(library.path_of("red"), single)


def test_clean_removes_temporaries_of_interrupted_saves(library: Library) -> None:
    temporary = library.folder / ".red.yaml.x1y2.tmp"
    temporary.write_bytes(b"half a file")
    os.utime(temporary, (1, 1))
    assert library.clean() == [temporary]
    assert all(e.ok for e in library.entries())
