"""Encounters' recovery files: written beside (not among) the characters' ones, read back
the same, a side still empty kept, one per ruleset, and a hostile file refused with its
file and line. Expectations are the YAML written here and read back with PyYAML."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gm_assistant.core.conflict.encounter import EncounterError, EncounterMember, SidePolicy
from gm_assistant.core.conflict.encounter_file import EncounterFile
from gm_assistant.core.conflict.encounter_recovery import EncounterRecoveryStore
from gm_assistant.core.library import RecoveryStore
from gm_assistant.core.paths import resources_dir

RACE = resources_dir() / "encounters" / "adom-race.yaml"


def test_written_then_loaded_is_the_same_encounter_with_its_files(tmp_path: Path) -> None:
    store = EncounterRecoveryStore(tmp_path / "recovery" / "encounters")
    opened = EncounterFile.open(RACE, "adom")
    changed = opened.encounter.model_copy(update={
        "name": "Carrera de la tarde",
        "opposition": [EncounterMember(character="cyclops-house-bully", count=3,
                                       set={"skill": 4})],
        "policies": {"party": SidePolicy(target="strongest")}})
    path = store.write(changed, None, RACE)

    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert raw["kind"] == "encounter_recovery" and raw["ruleset"] == "adom"
    assert raw["encounter"]["opposition"] == [
        {"character": "cyclops-house-bully", "count": 3, "set": {"skill": 4}}]
    assert store.rulesets() == ["adom"]
    found = store.load("adom")
    assert found is not None
    assert found.encounter == changed
    assert found.original is None and found.sample == RACE.resolve()
    assert store.load("maofa") is None

    store.discard("adom")
    assert store.rulesets() == [] and store.load("adom") is None


def test_an_encounter_with_an_empty_side_is_recovered(tmp_path: Path) -> None:
    store = EncounterRecoveryStore(tmp_path)
    new = EncounterFile.new("maofa", None, name="Nueva").encounter
    draft = new.model_copy(update={"party": [EncounterMember(template="thug", count=2)]})
    store.write(draft, tmp_path / "mine.yaml", None)
    found = store.load("maofa")
    assert found is not None
    assert found.encounter.name == "Nueva"
    assert found.encounter.party == [EncounterMember(template="thug", count=2)]
    assert found.encounter.opposition == []
    assert found.original == (tmp_path / "mine.yaml").resolve() and found.sample is None


def test_the_characters_recovery_store_does_not_list_encounters(tmp_path: Path) -> None:
    folder = tmp_path / "recovery"
    EncounterRecoveryStore(folder / "encounters").write(
        EncounterFile.open(RACE, "adom").encounter, None, RACE)
    assert RecoveryStore(folder).list() == []


@pytest.mark.parametrize(("text", "line", "words"), [
    ("kind: encounter_recovery\nschema_version: 1\nruleset: adom\nsaved_at: x\n"
     "encounter:\n  ruleset: adom\n  name: A\n  party: []\n  opposition:\n"
     "    - character: x\n      count: 500\n", 11, "count"),
    ("kind: character\n", 1, "kind"),
    ("- 1\n- 2\n", 1, "mapping"),
    ("kind: encounter_recovery\nschema_version: 1\nruleset: adom\nsaved_at: x\n"
     "encounter:\n  ruleset: maofa\n  name: A\n  party: []\n  opposition: []\n", 3,
     "not for 'adom'"),
    ("kind: [\n", 2, "invalid YAML"),
])
def test_a_broken_recovery_file_is_refused_with_its_line(tmp_path: Path, text: str,
                                                         line: int, words: str) -> None:
    store = EncounterRecoveryStore(tmp_path)
    store.path("adom").write_text(text, encoding="utf-8")
    with pytest.raises(EncounterError) as raised:
        store.load("adom")
    problem = raised.value.problems[0]
    assert Path(problem.file) == store.path("adom")
    assert problem.line == line
    assert words in problem.message


def test_a_huge_recovery_file_is_not_read(tmp_path: Path) -> None:
    store = EncounterRecoveryStore(tmp_path)
    store.path("adom").write_bytes(b"#" * (20 * 1024 * 1024))
    with pytest.raises(EncounterError):
        store.load("adom")


@pytest.mark.parametrize("bad", ["", "../x", "a/b", "Adom", "a.b"])
def test_a_ruleset_id_never_names_another_file(tmp_path: Path, bad: str) -> None:
    with pytest.raises(ValueError):
        EncounterRecoveryStore(tmp_path).path(bad)
