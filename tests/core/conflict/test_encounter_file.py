"""The Encounters area's file state without Qt: open (a shipped sample, a user's copy,
another ruleset's encounter, a broken file), save (refusals, never over a sample, read
back the same), the suggested file name. Expectations come from the files' own YAML, read
here with PyYAML, and from names worked out by hand."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from gm_assistant.core.conflict.encounter import EncounterError, EncounterMember
from gm_assistant.core.conflict.encounter_file import (
    EmptySideError,
    EncounterFile,
    NoFileError,
    OtherRulesetError,
)
from gm_assistant.core.paths import resources_dir

SHIPPED = resources_dir() / "encounters"
RACE = SHIPPED / "adom-race.yaml"


def _raw(path: Path) -> dict[str, object]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_a_shipped_encounter_opens_as_a_sample_with_no_file_of_its_own() -> None:
    raw = _raw(RACE)
    opened = EncounterFile.open(RACE, "adom")
    assert opened.path is None and opened.sample == RACE
    assert opened.encounter.name == raw["name"]
    assert opened.encounter.conflict == raw["conflict"]
    assert [m.character for m in opened.encounter.party] == ["abigail-zhao"]
    assert [(m.character, dict(m.set)) for m in opened.encounter.opposition] == [
        ("cyclops-house-bully", {"skill": 2})]
    # Unchanged, the forecast gets the file (problems located at its lines); changed, not.
    document = opened.document_for_forecast()
    assert document is not None and Path(document.file) == RACE
    opened.change(opened.encounter.model_copy(update={"name": "Otra carrera"}))
    assert opened.document_for_forecast() is None


def test_a_users_copy_opens_with_its_path(tmp_path: Path) -> None:
    copy = tmp_path / "mine.yaml"
    shutil.copyfile(RACE, copy)
    opened = EncounterFile.open(copy, "adom")
    assert opened.path == copy and opened.sample is None
    assert opened.encounter.name == _raw(RACE)["name"]


def test_an_encounter_of_another_ruleset_is_refused() -> None:
    other = SHIPPED / "maofa-museum-brawl.yaml"
    assert _raw(other)["ruleset"] == "maofa"
    with pytest.raises(OtherRulesetError) as refused:
        EncounterFile.open(other, "adom")
    assert refused.value.ruleset == "maofa"
    assert str(refused.value) == ("maofa-museum-brawl.yaml is an encounter for 'maofa'; "
                                  "choose that ruleset first.")


def test_a_broken_file_is_refused_with_its_file_and_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("schema_version: 1\nkind: encounter\nruleset: adom\nname: Rota\n"
                      "party:\n  - {character: abigail-zhao}\nopposition:\n"
                      "  - {character: cyclops-house-bully}\nmood: grumpy\n",
                      encoding="utf-8")
    with pytest.raises(EncounterError) as refused:
        EncounterFile.open(broken, "adom")
    located = [(Path(p.file), p.line) for p in refused.value.problems]
    assert (broken, 9) in located, refused.value.problems


def test_an_empty_side_is_not_saved(tmp_path: Path) -> None:
    new = EncounterFile.new("adom", "contest", name="Vacía")
    target = tmp_path / "empty.yaml"
    with pytest.raises(EmptySideError):
        new.save(target)
    assert not target.exists() and new.path is None
    new.change(new.encounter.model_copy(
        update={"party": [EncounterMember(character="abigail-zhao")]}))
    with pytest.raises(EmptySideError):
        new.save(target)
    assert not target.exists() and new.path is None


def test_a_sample_is_never_saved_over() -> None:
    before = RACE.read_bytes()
    opened = EncounterFile.open(RACE, "adom")
    opened.change(opened.encounter.model_copy(update={"name": "Cambiada"}))
    with pytest.raises(NoFileError):
        opened.save()
    assert opened.path is None and RACE.read_bytes() == before


def test_saved_then_opened_again_is_the_same_encounter(tmp_path: Path) -> None:
    opened = EncounterFile.open(RACE, "adom")
    changed = opened.encounter.model_copy(update={"name": "Carrera: segunda vuelta"})
    opened.change(changed)
    target = tmp_path / opened.suggested_file_name()
    notes = opened.save(target)
    assert notes == []
    assert opened.path == target and opened.document_for_forecast() is not None
    raw = _raw(target)
    assert raw["name"] == "Carrera: segunda vuelta" and raw["ruleset"] == "adom"
    assert EncounterFile.open(target, "adom").encounter == changed
    # Saving again goes to its own file, keeping the previous version as .bak.
    opened.change(changed.model_copy(update={"name": "Tercera"}))
    opened.save()
    assert _raw(target)["name"] == "Tercera"
    assert _raw(target.with_name(target.name + ".bak"))["name"] == "Carrera: segunda vuelta"


@pytest.mark.parametrize(("name", "expected"), [
    ("Ambush at the Ford: 3 goblins!", "ambush-at-the-ford--3-goblins-.yaml"),
    ("¡Emboscada en el Vado!", "-emboscada-en-el-vado-.yaml"),
    ("a/b\\c", "a-b-c.yaml"),
    ("   ", "encounter.yaml"),
])
def test_the_suggested_file_name_comes_from_the_name(name: str, expected: str) -> None:
    assert EncounterFile.new("adom", name=name).suggested_file_name() == expected
