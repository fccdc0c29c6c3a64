"""The JSON Schema of ruleset files, generated from the model (committed as schema.json)."""

from __future__ import annotations

from typing import Any

from gm_assistant.core.rules.model import RulesetModel

__all__ = ["ruleset_schema"]


def ruleset_schema() -> dict[str, Any]:
    """JSON Schema (draft 2020-12) for a ruleset YAML file."""
    schema = RulesetModel.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://gm-assistant.invalid/schema/ruleset-1.json"
    schema["title"] = "GM Assistant ruleset"
    return schema
