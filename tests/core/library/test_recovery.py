"""Autosave of unsaved edits: written beside, never over, the character's file; listed
after a crash; discarded after a save."""

from __future__ import annotations

from pathlib import Path

import pytest

from gm_assistant.core.library import RecoveryStore, open_character, recovery_key
from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.sheets import Character

SAMPLE = Path(__file__).resolve().parents[3] / "resources/samples/adom/voltaire.yaml"


def test_the_default_folder_is_in_the_users_state_folder(gm_home: Path) -> None:
    assert RecoveryStore().folder == user_state_dir() / "recovery"


def test_write_list_load_and_discard(tmp_path: Path) -> None:
    original = tmp_path / "voltaire.yaml"
    original.write_bytes(SAMPLE.read_bytes())
    store = RecoveryStore(tmp_path / "recovery")
    edited = open_character(original)
    edited.values["careful"] = 3
    key = store.write(edited, original)
    assert key == recovery_key(original)
    assert original.read_bytes() == SAMPLE.read_bytes()  # the real file is untouched
    [found] = store.list()
    assert (found.key, found.name, found.ruleset) == (key, "Voltaire", "adom")
    assert found.original == original.resolve()
    assert found.saved_at and found.error is None
    recovered, belongs_to = store.load(key)
    assert recovered.values["careful"] == 3
    assert "recovery" not in recovered.extra
    assert belongs_to == original.resolve()
    store.discard(key)
    assert store.list() == []
    store.discard(key)  # twice is fine


def test_the_same_file_keeps_one_recovery_file(tmp_path: Path) -> None:
    store = RecoveryStore(tmp_path)
    character = Character("adom", name="Draft")
    store.write(character, tmp_path / "a.yaml")
    character.name = "Draft 2"
    store.write(character, tmp_path / "a.yaml")
    assert [r.name for r in store.list()] == ["Draft 2"]


def test_unsaved_new_characters_get_their_own_keys(tmp_path: Path) -> None:
    store = RecoveryStore(tmp_path)
    first = store.write(Character("adom", name="New 1"), None)
    second = store.write(Character("adom", name="New 2"), None)
    assert first != second and first.startswith("new-")
    assert {r.name for r in store.list()} == {"New 1", "New 2"}
    assert all(r.original is None for r in store.list())


def test_a_damaged_recovery_file_is_listed_with_its_error(tmp_path: Path) -> None:
    store = RecoveryStore(tmp_path)
    (tmp_path / "file-0123456789abcdef.yaml").write_bytes(b"schema_version: [\n")
    [found] = store.list()
    assert found.error is not None and "invalid YAML" in found.error


def test_keys_cannot_reach_outside_the_folder(tmp_path: Path) -> None:
    store = RecoveryStore(tmp_path)
    with pytest.raises(ValueError, match="not a recovery key"):
        store.discard("../../etc/passwd")
