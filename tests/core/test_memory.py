"""Memory stays flat across ruleset reloads (each house-rule edit reloads a ruleset): the
odds engine's caches live and die with the checks, not in a global table that kept every
old ruleset alive (about 1 MB a reload, 2.5 GB after an evening of edits)."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from gm_assistant.core.odds import check_odds, grid
from gm_assistant.core.rules.loader import load_ruleset

RULESETS = Path(__file__).resolve().parents[2] / "rulesets"
STATM = Path("/proc/self/statm")

pytestmark = pytest.mark.skipif(not STATM.exists(), reason="reads the RSS from /proc")


def _resident() -> int:
    gc.collect()
    return int(STATM.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_memory_is_flat_across_1000_reloads_and_10000_queries() -> None:
    path = RULESETS / "mastery_d20.yaml"
    for round_number in range(1100):
        ruleset = load_ruleset(path)
        for query in range(10):
            check_odds(ruleset, "action", {"mastery": (round_number + query) % 30 - 5})
        if round_number == 99:
            start = _resident()
        del ruleset
    grown = _resident() - start
    assert grown < 30_000_000, f"grew {grown / 1e6:.0f} MB over 1,000 reloads"


def test_memory_is_flat_across_reloads_of_a_large_ruleset_with_grids() -> None:
    path = RULESETS / "maofa.yaml"
    for round_number in range(60):
        ruleset = load_ruleset(path)
        grid(ruleset, "skill_test", {"luck": 2}, "trait", "difficulty")
        if round_number == 9:
            start = _resident()
        del ruleset
    grown = _resident() - start
    assert grown < 20_000_000, f"grew {grown / 1e6:.0f} MB over 50 reloads"
