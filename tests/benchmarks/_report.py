"""Shared helpers for the benchmarks: the machine they ran on, timing, a report table."""

from __future__ import annotations

import itertools
import os
import platform
import statistics
import time
from collections.abc import Callable
from fractions import Fraction


def machine() -> str:
    """One line naming the machine: CPU model, cores, memory, OS and Python."""
    cpu = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        memory = f", {pages / 2**30:.0f} GiB"
    except (ValueError, OSError, AttributeError):
        pass
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load {os.getloadavg()[0]:.2f}"
    return (f"{cpu}, {os.cpu_count()} cores{memory}{load}; {platform.system()} "
            f"{platform.release()}; Python {platform.python_version()}")


def median_time(action: Callable[[], object], repeat: int = 15,
                setup: Callable[[], object] | None = None) -> float:
    """Median wall time of `action` in seconds over `repeat` runs (setup not timed)."""
    times = []
    for _ in range(repeat):
        if setup is not None:
            setup()
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def alternate(first: Callable[[], object], second: Callable[[], object],
              repeat: int = 15) -> tuple[float, float]:
    """Median times of two actions measured alternately, so both see the same machine."""
    a, b = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        first()
        a.append(time.perf_counter() - start)
        start = time.perf_counter()
        second()
        b.append(time.perf_counter() - start)
    return statistics.median(a), statistics.median(b)


def alternate_after(setup: Callable[[], object], first: Callable[[], object],
                    second: Callable[[], object], repeat: int = 15) -> tuple[float, float]:
    """Median times of two actions measured alternately, each right after `setup` (not
    timed): both start from the same state of the machine (caches, garbage)."""
    a, b = [], []
    for _ in range(repeat):
        setup()
        start = time.perf_counter()
        first()
        a.append(time.perf_counter() - start)
        setup()
        start = time.perf_counter()
        second()
        b.append(time.perf_counter() - start)
    return statistics.median(a), statistics.median(b)


def line(name: str, value: str, budget: str, ok: bool) -> str:
    """One report row."""
    return f"  {'ok  ' if ok else 'OVER'}  {name:<52} {value:>16}   (budget {budget})"


REFERENCE_NAIVE_2D6 = 7e-6
"""Seconds one naive enumeration of 2d6 into Fractions took on the machine the issues'
millisecond budgets were set on (AMD EPYC, 2 cores, 2026-11-24, unloaded). The same
machine type measured 21-26 us on 2026-11-25: a budget in milliseconds is scaled by this
run's own measure (`scaled_budget`), and both verdicts are printed."""


def naive_2d6() -> dict[int, Fraction]:
    """The odds of each total of 2d6, by enumerating its 36 faces: the speed baseline."""
    counts: dict[int, int] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        counts[a + b] = counts.get(a + b, 0) + 1
    return {total: Fraction(n, 36) for total, n in counts.items()}


def naive_2d6_seconds(repeat: int = 301) -> float:
    """This machine's speed now: the median time of one naive 2d6 enumeration."""
    return median_time(naive_2d6, repeat=repeat)


def scaled_budget(seconds: float, naive: float) -> float:
    """A budget set in seconds on the reference machine, for a machine whose naive 2d6
    enumeration takes `naive` seconds (never less than the budget itself)."""
    return seconds * max(1.0, naive / REFERENCE_NAIVE_2D6)
