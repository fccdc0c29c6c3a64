"""The committed JSON Schema is the one the model generates, and the shipped files pass it.

When the model changes, regenerate the committed file with:

    gm-assistant schema > rulesets/schema.json
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.schema import ruleset_schema
from gm_assistant.core.rules.yaml_source import read_yaml

REGENERATE = "regenerate it with: gm-assistant schema > rulesets/schema.json"
SHIPPED = sorted(p.stem for p in rulesets_dir().glob("*.yaml"))


def committed() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((rulesets_dir() / "schema.json").read_text("utf-8"))
    return loaded


def test_committed_schema_is_the_generated_one() -> None:
    assert committed() == ruleset_schema(), f"rulesets/schema.json is stale: {REGENERATE}"


def test_schema_is_draft_2020_12_and_strict() -> None:
    schema = ruleset_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["additionalProperties"] is False
    assert {"format", "id", "name", "outcomes", "checks"} <= set(schema["required"])


def test_cli_schema_prints_the_same_document(capsys: pytest.CaptureFixture[str]) -> None:
    from gm_assistant.cli import main

    assert main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out) == ruleset_schema()


def as_json(name: str) -> Any:
    """The ruleset as an editor's YAML plugin sees it: JSON types, keys as strings."""
    data = read_yaml((rulesets_dir() / f"{name}.yaml").read_bytes(), name).data
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_rulesets_validate_against_the_schema(name: str) -> None:
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not a dependency")
    validator = jsonschema.Draft202012Validator(committed())
    errors = sorted(validator.iter_errors(as_json(name)), key=lambda e: list(e.path))
    assert not errors, "\n".join(
        f"{'.'.join(map(str, e.path))}: {e.message}" for e in errors[:10])


def test_the_schema_rejects_a_typo() -> None:
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not a dependency")
    validator = jsonschema.Draft202012Validator(committed())
    data = as_json(SHIPPED[0])
    data["chekcs"] = data.pop("checks")
    messages = [e.message for e in validator.iter_errors(data)]
    assert any("chekcs" in m for m in messages), messages
    assert any("checks" in m for m in messages), messages
