"""`validate` names the probes it leaves in one stable order: every check's defaults, then
each input's lowest and highest value, in the file's order, whatever the hash seed."""

from __future__ import annotations

import os
import subprocess
import sys

from gm_assistant.core.odds.probe import probe_ruleset
from gm_assistant.core.rules.registry import default_registry

SCRIPT = """
from gm_assistant.core.odds.probe import probe_ruleset
from gm_assistant.core.rules.registry import default_registry
print(probe_ruleset(default_registry().get("maofa"), budget=0).skipped)
"""


def test_the_probes_left_are_in_the_files_order() -> None:
    ruleset = default_registry().get("maofa")
    skipped = probe_ruleset(ruleset, budget=0).skipped
    expected = [f"{check_id} (the defaults)" for check_id in ruleset.checks]
    for check_id, spec in ruleset.checks.items():
        for name, info in spec.inputs.items():
            ends = [info.allowed[0]] + ([info.allowed[-1]] if len(info.allowed) > 1 else [])
            expected += [f"{check_id} ({name}={value})" for value in ends]
    assert skipped == expected


def test_the_probes_left_do_not_depend_on_the_hash_seed() -> None:
    outputs = set()
    for seed in ("1", "2", "3"):
        environment = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT], env=environment, check=True,
                              capture_output=True, text=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
