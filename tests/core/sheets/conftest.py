"""Shared fixtures for the sheet tests: the shipped rulesets, and tiny rulesets with a sheet."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from gm_assistant.core.rules import Ruleset, load_ruleset, load_ruleset_bytes

ROOT = Path(__file__).resolve().parents[3]
RULESET_IDS = ("maofa", "lady_luck", "mastery_d20", "adom", "riskbreaker")

TINY_HEAD = """\
format: 1
id: tiny
name: Tiny
version: "1.0"
language: en
source: {title: Test, authors: [Tester], licence: none, attribution: none}
scales:
  grade:
    label: Grade
    levels:
      - {key: low, label: Low}
      - {key: mid, label: Mid, value: 5}
      - {key: high, label: High, value: 9}
  stat:
    label: Stat
    range: {min: 1, max: 5}
charts:
  cost:
    label: Cost
    rows: stat
    cells: number
    data: {1: 1, 2: 3, 3: 6, 4: 10, 5: 15}
  grade_bonus:
    label: Grade bonus
    rows: grade
    cells: number
    data: {low: -1, mid: 0, high: 2}
outcomes:
  - {key: miss, label: Miss, success: false, colour: "#aa0000"}
  - {key: hit, label: Hit, success: true, colour: "#00aa00"}
resources:
  luck: {label: Luck}
checks:
  roll:
    label: Roll
    outcomes: [miss, hit]
    roll: d6
    outcome:
      bands:
        - {when: roll >= 4, outcome: hit}
        - {else: miss}
"""


@pytest.fixture(scope="session")
def rulesets() -> dict[str, Ruleset]:
    """The five shipped rulesets, loaded once."""
    return {rid: load_ruleset(ROOT / "rulesets" / f"{rid}.yaml") for rid in RULESET_IDS}


@pytest.fixture
def tiny() -> Callable[..., Ruleset]:
    """Load the tiny ruleset above with `extra` YAML (a sheet, templates) appended;
    `head={old: new}` edits the head first."""
    def load(extra: str, head: dict[str, str] | None = None) -> Ruleset:
        text = TINY_HEAD
        for old, new in (head or {}).items():
            assert old in text
            text = text.replace(old, new)
        return load_ruleset_bytes((text + textwrap.dedent(extra)).encode(), "tiny.yaml")

    return load


@pytest.fixture
def line_of() -> Callable[[str, str], int]:
    """The line (from 1) where `needle` first appears in the tiny ruleset with `extra`."""
    def find(extra: str, needle: str) -> int:
        text = TINY_HEAD + textwrap.dedent(extra)
        return text[: text.index(needle)].count("\n") + 1

    return find
