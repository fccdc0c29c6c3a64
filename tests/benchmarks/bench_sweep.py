"""Sweep benchmark (issue 24, item 5): a 28-point sweep over a difficulty against one query
of the same check, and against the previous code (every point walking its own faces, the
readings shared by no point) measured in the same run.

Run: `.venv/bin/python tests/benchmarks/bench_sweep.py` (exit 1 if the budget is exceeded).
Budget from the issue: the sweep within 2x one query, both cold (a fresh ruleset).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _report import line, machine, median_time  # noqa: E402

from gm_assistant.core.odds import check_odds, resolve  # noqa: E402
from gm_assistant.core.odds.sweep import curve  # noqa: E402
from gm_assistant.core.rules import Ruleset  # noqa: E402
from gm_assistant.core.rules.loader import load_ruleset_bytes  # noqa: E402

# Three d12 and a d8, the two highest summed against a difficulty of 3 to 30 (13,824
# faces).
CHECK = b"""\
format: 1
id: sweep_bench
name: Sweep bench
version: "1"
language: en
source: {title: Bench, authors: [Bench], licence: CC0, attribution: Written for the bench.}
outcomes:
  - {key: failure, label: Failure, success: false, colour: "#cc4444"}
  - {key: success, label: Success, success: true, colour: "#44aa44"}
checks:
  test:
    label: Sweep test
    outcomes: [failure, success]
    inputs:
      difficulty: {label: Difficulty, range: {min: 3, max: 30}, default: 10}
    roll: {a: d12, b: d12, c: d12, d: d8}
    values: {total: "max(a + b, a + c, a + d, b + c, b + d, c + d)"}
    outcome:
      bands:
        - {when: total >= difficulty, outcome: success}
        - {else: failure}
    measures: {margin: total - difficulty}
"""


def main() -> int:
    print(f"machine: {machine()}")
    fresh: list[Ruleset] = []
    previous = [False]

    def cold() -> None:
        fresh[:] = [load_ruleset_bytes(CHECK, "sweep_bench.yaml")]
        if previous[0]:  # the previous code: no readings, every point its own walk
            spec = fresh[0].checks["test"]
            resolve.walked_rolls(spec)  # makes the check's plan, kept in its runtime
            spec.runtime["plan"].readable = False

    def one() -> None:
        check_odds(fresh[0], "test", {"difficulty": 10})

    def sweep() -> None:
        curve(fresh[0], "test", {}, "difficulty")

    single = median_time(one, repeat=5, setup=cold)
    swept = median_time(sweep, repeat=5, setup=cold)
    previous[0] = True
    before = median_time(sweep, repeat=3, setup=cold)
    single_before = median_time(one, repeat=5, setup=cold)
    cold()
    sweep()
    walked = resolve.walked_rolls(fresh[0].checks["test"])
    previous[0] = False
    cold()
    sweep()
    now_walked = resolve.walked_rolls(fresh[0].checks["test"])
    ratio = swept / single
    ok = ratio <= 2
    print(line("28-point sweep vs one query, cold", f"{ratio:.2f}x", "2x", ok))
    print(f"        one query {single * 1e3:.1f} ms, sweep {swept * 1e3:.1f} ms "
          f"({now_walked} walk), previous code's sweep {before * 1e3:.1f} ms "
          f"({walked} walks, {before / single:.1f}x one query); the previous code's one "
          f"query {single_before * 1e3:.1f} ms")
    print("result:", "all within budget" if ok else "SOME BUDGETS EXCEEDED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
