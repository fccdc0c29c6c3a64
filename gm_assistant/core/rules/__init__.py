"""Rulesets: the YAML format, its loader with located problems, formulas and the registry."""

from gm_assistant.core.rules.compiled import CheckSpec, InputInfo, Ruleset, ScaleInfo
from gm_assistant.core.rules.loader import load_ruleset, load_ruleset_bytes

__all__ = ["CheckSpec", "InputInfo", "Ruleset", "ScaleInfo", "load_ruleset", "load_ruleset_bytes"]
