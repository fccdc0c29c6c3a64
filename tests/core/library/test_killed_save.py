"""A process saving a character again and again, killed with SIGKILL at random moments:
the file is always complete and readable (the old version or the new one)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gm_assistant.core.library import backup_path, dump_character, open_character
from gm_assistant.core.sheets import Character

ROOT = Path(__file__).resolve().parents[3]

SAVER = """
import sys
from pathlib import Path
from gm_assistant.core.library import save_character
from gm_assistant.core.sheets import Character

path = Path(sys.argv[1])
print("ready", flush=True)
number = 0
while True:
    number += 1
    name = "A" if number % 2 else "B"
    values = {"skills": [{"skill": name * 40, "stat": "wit"} for _ in range(1500)]}
    save_character(path, Character("riskbreaker", name=name, kind="pc", values=values))
"""


def version(name: str) -> bytes:
    values = {"skills": [{"skill": name * 40, "stat": "wit"} for _ in range(1500)]}
    return dump_character(Character("riskbreaker", name=name, kind="pc", values=values))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_save_killed_at_random_moments_never_leaves_a_broken_file(tmp_path: Path) -> None:
    path = tmp_path / "hero.yaml"
    path.write_bytes(version("B"))
    allowed = {version("A"), version("B")}
    chance = random.Random(20261121)
    for _ in range(10):
        process = subprocess.Popen([sys.executable, "-c", SAVER, str(path)], cwd=ROOT,
                                   stdout=subprocess.PIPE, env={**os.environ})
        assert process.stdout is not None
        assert process.stdout.readline().strip() == b"ready"
        time.sleep(chance.uniform(0.0, 0.3))
        process.send_signal(signal.SIGKILL)
        process.wait()
        process.stdout.close()
        assert path.read_bytes() in allowed
        assert open_character(path).name in ("A", "B")
        if backup_path(path).exists():
            assert backup_path(path).read_bytes() in allowed
    stray = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    for temporary in stray:  # what a kill can leave: a temporary file, never the target
        temporary.unlink()
