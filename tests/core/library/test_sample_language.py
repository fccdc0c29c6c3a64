"""The shipped samples are written in their ruleset's language (a ruleset's texts are
never translated, and its samples are its texts): AdOM's, a Spanish ruleset, read in
Spanish. A person's name stays as the book gives it ("Abigail Zhao"); a mook or a group
of mooks is named for what it is, and that name is in the ruleset's language too
("Tiburón del cielo", not "Sky Shark")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = ROOT / "resources" / "samples"
# Words that only English sentences have (none is a Spanish word).
ENGLISH = {"the", "of", "and", "to", "is", "with", "when", "in", "on", "an", "my",
           "your", "that", "isn", "once", "per", "at", "from", "for", "i", "are", "who"}
SPANISH = {"el", "la", "de", "y", "a", "en", "que", "los", "las", "un", "una", "con",
           "por", "del", "se", "es", "mi", "sus", "su", "al"}


def _language(ruleset_id: str) -> str:
    text = (ROOT / "rulesets" / f"{ruleset_id}.yaml").read_text(encoding="utf-8")
    found = re.search(r"^language: (\w+)$", text, re.MULTILINE)
    assert found is not None
    return found[1]


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


def _words(text: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"[A-Za-zÁÉÍÓÚáéíóúñÑü]+", text)}


SPANISH_SAMPLES = sorted(path for folder in SAMPLES.iterdir() if folder.is_dir()
                         and _language(folder.name) == "es" for path in folder.glob("*.yaml"))


def test_adom_is_a_spanish_ruleset_with_samples() -> None:
    assert {path.parent.name for path in SPANISH_SAMPLES} == {"adom"}
    assert len(SPANISH_SAMPLES) == 8


@pytest.mark.parametrize("path", SPANISH_SAMPLES, ids=lambda p: p.stem)
def test_a_spanish_rulesets_sample_has_no_english_sentence(path: Path) -> None:
    values = YAML(typ="safe").load(path.read_text(encoding="utf-8"))["values"]
    texts = [t for t in _texts(values) if len(_words(t)) >= 2]
    assert texts, path.name
    for text in texts:
        assert not _words(text) & ENGLISH, (path.name, text)
    assert any(_words(text) & SPANISH for text in texts), path.name


# Kinds named for what they are rather than who: their names are words of the language.
DESCRIBED_KINDS = {"mook", "mook_group"}
# English words of the book's mook names, none of them Spanish.
ENGLISH_NAMES = ENGLISH | {"sky", "shark", "gang", "thugs", "house", "bully", "steel",
                           "assassin"}


@pytest.mark.parametrize("path", SPANISH_SAMPLES, ids=lambda p: p.stem)
def test_a_spanish_rulesets_sample_name_has_no_english_word(path: Path) -> None:
    sample = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
    words = _words(sample["name"])
    assert not words & ENGLISH_NAMES, (path.name, sample["name"])
    if sample["kind"] in DESCRIBED_KINDS:
        assert words & SPANISH, (path.name, sample["name"])


def test_the_spanish_mooks_keep_their_file_ids() -> None:
    """Renamed in Spanish, the samples keep their files (encounters name them by id)."""
    stems = {path.stem: YAML(typ="safe").load(path.read_text(encoding="utf-8"))["name"]
             for path in SPANISH_SAMPLES}
    assert stems["sky-shark"] == "Tiburón del cielo"
    assert stems["gang-of-thugs"] == "Banda de matones"
    assert stems["reth-of-the-andrali-resistance"] == "Reth de la Resistencia andrali"
