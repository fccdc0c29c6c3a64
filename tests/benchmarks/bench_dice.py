"""Dice engine benchmarks: hostile dice expressions and a ruleset rolling one, validated or
refused, and the start-up of `gm-assistant dice d6`, each against the previous code
measured in the same run.

Run: `.venv/bin/python tests/benchmarks/bench_dice.py [--old REV]` (exit 1 if a budget is
exceeded). Each expression and ruleset is worked out in a fresh interpreter (icepool
caches its sums), which times the work alone. The previous code is REV (default `main`),
unpacked with `git archive` into a temporary folder and run the same way with that folder
first on PYTHONPATH; a run of it past its hard timeout is reported as ">= N s".

Budgets from issue 24: any expression or ruleset of at most 200 characters is worked out
or refused within 1 s; `dice d6` starts in well under the 0.7 s it took, measured beside
`python -c pass` and `python -c "import icepool"`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _report import line, machine  # noqa: E402

OLD_TIMEOUT = 10.0
EXPRESSIONS = [
    "100d10",                           # worked out: within the budget
    "1d100!9+1d50!9",                   # worked out: within the budget
    "1d100!9+1d100!9",
    "+".join(["100d10"] * 2),
    "+".join(["100d10"] * 3),
    "+".join(["100d10"] * 8),           # 55 characters
    "+".join(["100d10"] * 28),          # 195 characters
    "+".join(["1d100!9"] * 25),         # 199 characters
    "+".join(["50d20"] * 33),           # 197 characters
    "+".join(["1"] * 100),              # 199 characters, 100 terms
]
RULESET = """format: 1
id: bench_huge
name: Bench
version: "1"
language: en
source: {{title: Bench, authors: [Bench], licence: CC0, attribution: Written for the bench.}}
outcomes:
  - {{key: miss, label: Miss, success: false, colour: "#800000"}}
  - {{key: hit, label: Hit, success: true, colour: "#008000"}}
checks:
  huge:
    label: Huge
    outcomes: [miss, hit]
    roll: {roll}
    outcome: {{bands: [{{when: {first} > 400, outcome: hit}}, {{else: miss}}]}}
"""

# Each measure runs in a fresh interpreter (icepool keeps its own caches of sums) and
# prints the seconds of the work alone, its start-up left out.
EXPRESSION = """
import sys, time
from gm_assistant.core.dice import DiceNotationError
from gm_assistant.core.dice.expression import summarise
start = time.perf_counter()
try:
    summarise(sys.argv[1])
except DiceNotationError:
    pass
print(time.perf_counter() - start)
"""
RULESET_LOAD = """
import sys, time
from gm_assistant.core.errors import RulesetError
from gm_assistant.core.rules.loader import load_ruleset_bytes
start = time.perf_counter()
try:
    load_ruleset_bytes(sys.argv[1].encode(), "bench.yaml")
except RulesetError:
    pass
print(time.perf_counter() - start)
"""


def _old_tree(revision: str, folder: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "gm_assistant"],
                             check=True, capture_output=True).stdout
    path = folder / "archive.tar"
    path.write_bytes(archive)
    with tarfile.open(path) as tar:
        tar.extractall(folder, filter="data")
    return folder


def _timed_subprocess(arguments: list[str], environment: dict[str, str],
                      timeout: float) -> float | None:
    """Seconds a subprocess took, None when it passed `timeout` (then it is killed). It
    runs in the folder first on its PYTHONPATH (`python -c` puts the working folder
    first on sys.path), or the checkout's."""
    folder = environment.get("PYTHONPATH", str(ROOT))
    start = time.perf_counter()
    try:
        subprocess.run(arguments, env=environment, check=True, capture_output=True,
                       timeout=timeout, cwd=folder)
    except subprocess.TimeoutExpired:
        return None
    return time.perf_counter() - start


def _work_seconds(script: str, argument: str, environment: dict[str, str]) -> float | None:
    """The seconds the work took in a fresh interpreter (what `script` prints), None when
    the whole run passed OLD_TIMEOUT."""
    try:
        done = subprocess.run([sys.executable, "-c", script, argument], env=environment,
                              check=True, capture_output=True, text=True,
                              timeout=OLD_TIMEOUT, cwd=environment["PYTHONPATH"])
    except subprocess.TimeoutExpired:
        return None
    return float(done.stdout.split()[-1])


def _old_text(seconds: float | None) -> str:
    return f">= {OLD_TIMEOUT:.0f} s" if seconds is None else f"{seconds:.3f} s"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old", default="main", help="the previous code's git revision")
    options = parser.parse_args()
    print(f"Machine: {machine()}")
    ok_all = True
    new_environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as folder:
        old = _old_tree(options.old, Path(folder))
        old_environment = {**os.environ, "PYTHONPATH": str(old)}
        print(f"Dice expressions and rulesets, worked out or refused (budget 1 s; each in a "
              f"fresh interpreter, its start-up left out; previous code: {options.old}, "
              f"killed after {OLD_TIMEOUT:.0f} s)")
        for expression in EXPRESSIONS:
            new = _work_seconds(EXPRESSION, expression, new_environment)
            before = _work_seconds(EXPRESSION, expression, old_environment)
            ok = new is not None and new <= 1.0
            ok_all &= ok
            name = (expression if len(expression) <= 28
                    else f"{expression[:22]}... ({len(expression)})")
            print(line(name, _old_text(new), "1 s", ok) + f"   previous {_old_text(before)}")
        rolls = {
            "+".join(["100d10"] * 8): "roll",
            "{" + ", ".join(f"{name}: 100d10" for name in "abcdefgh") + "}": "a",
        }
        for roll, first in rolls.items():
            text = RULESET.format(roll=roll, first=first)
            new = _work_seconds(RULESET_LOAD, text, new_environment)
            before = _work_seconds(RULESET_LOAD, text, old_environment)
            ok = new is not None and new <= 1.0
            ok_all &= ok
            print(line(f"ruleset rolling {roll[:14]}... ({len(roll)})", _old_text(new),
                       "1 s", ok) + f"   previous {_old_text(before)}")
        print("Start-up, median of 7 fresh interpreters, measured alternately")
        runner = "from gm_assistant.cli import main; raise SystemExit(main(['dice', 'd6']))"
        previous = f"gm-assistant dice d6 ({options.old})"
        commands = {
            "python -c pass": ([sys.executable, "-c", "pass"], new_environment),
            "python -c 'import icepool'": ([sys.executable, "-c", "import icepool"],
                                           new_environment),
            "gm-assistant dice d6": ([sys.executable, "-c", runner], new_environment),
            previous: ([sys.executable, "-c", runner], old_environment),
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(7):
            for name, (arguments, environment) in commands.items():
                seconds = _timed_subprocess(arguments, environment, 60.0)
                assert seconds is not None
                times[name].append(seconds)
        medians = {name: statistics.median(values) for name, values in times.items()}
        for name, seconds in medians.items():
            print(f"        {name:<52} {seconds * 1e3:>13.0f} ms")
        icepool_alone = medians["python -c 'import icepool'"]
        now, before = medians["gm-assistant dice d6"], medians[previous]
        ok = now < before
        ok_all &= ok
        print(line("dice d6 beyond importing icepool, now / before",
                   f"{(now - icepool_alone) * 1e3:.0f} / {(before - icepool_alone) * 1e3:.0f} ms",
                   "less than before", ok))
    return 0 if ok_all else 1


if __name__ == "__main__":
    raise SystemExit(main())
