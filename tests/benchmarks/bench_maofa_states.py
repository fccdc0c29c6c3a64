"""How MAoFA's exact state space grows with the fight's size (issue 22 item 3).

Run: `.venv/bin/python tests/benchmarks/bench_maofa_states.py [--root DIR] [--solve]
[SIZES...]`, SIZES as `PCSvOPP` (default 1v1 1v2 2v2 2v3), DIR a checkout whose code is
measured (default this one: /work/main for main's). The cast is the conflicts benchmark's
(`bench_conflict.CASTS["maofa"]`: the first PCS player characters against one NPC and
OPP - 1 mooks, everybody spending luck). Per size, the exact chain of every turn order the
opening can leave is explored without being solved (each move weighed as the forecast
weighs it, nothing summed): the rounds' starts, the moves weighed (the count the
forecast's bound `MAX_EXACT_WEIGHED` reads) and the processor time of the exploration; and
with `--solve` the whole exact forecast, unbounded, and its processor time. What a state
holds per fighter is printed too: whether it is out, its marked harm slots and its luck
(the values each fighter's luck takes among the rounds' starts).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

PARSER = argparse.ArgumentParser(description="MAoFA's exact state space by size.")
PARSER.add_argument("sizes", nargs="*", default=["1v1", "1v2", "2v2", "2v3"],
                    help="fight sizes as PCSvOPP")
PARSER.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2],
                    help="the checkout whose code is measured")
PARSER.add_argument("--solve", action="store_true",
                    help="also solve each size's whole exact forecast, unbounded")
ARGS = PARSER.parse_args()
ROOT: Path = ARGS.root
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "benchmarks")]

from _report import machine  # noqa: E402
from bench_conflict import cast  # noqa: E402

from gm_assistant.core.conflict.exact import ZERO  # noqa: E402
from gm_assistant.core.conflict.fight import Fight, FightState  # noqa: E402
from gm_assistant.core.conflict.forecast import forecast_fight  # noqa: E402
from gm_assistant.core.conflict.move_chain import MoveChain  # noqa: E402
from gm_assistant.core.rules import load_ruleset  # noqa: E402


def explore(pcs: int, opposition: int) -> tuple[int, int, int, float, dict[int, set[int]]]:
    """(turn orders, rounds' starts, moves weighed, processor seconds, per fighter the
    lucks it has among the rounds' starts) of the size's exact chains, explored only."""
    ruleset = load_ruleset(ROOT / "rulesets" / "maofa.yaml")
    fighters = cast(ruleset, pcs, 1, opposition - 1)
    collecting = gc.isenabled()
    gc.disable()  # as the forecast's solver does while its chains grow
    try:
        begun = time.process_time()
        fight = Fight(ruleset, ruleset.model.conflicts["fight"], fighters, {})
        groups: dict[tuple[int, ...], list[FightState]] = {}
        for order, start, _ in fight.openings()[0]:
            groups.setdefault(order, []).append(start)
        zero = (ZERO,) * (2 * len(fight.pool_names))
        starts = 0
        lucks: dict[int, set[int]] = {i: set() for i in range(len(fighters))}
        for order, begins in groups.items():
            chain = MoveChain(fight, order, zero, 10**9)
            waiting = [chain.node(begin) for begin in begins]
            seen = set(waiting)
            while waiting:
                node = waiting.pop()
                if chain.starting[node]:
                    if chain.is_over(node):
                        continue
                    for i, fighter in enumerate(chain.points[node]):
                        lucks[i].add(fighter[2][0])  # type: ignore[index]
                for following, _ in chain(node):
                    if following not in seen:
                        seen.add(following)
                        waiting.append(following)
            starts += chain.starts
        spent = time.process_time() - begun
    finally:
        if collecting:
            gc.enable()
    return len(groups), starts, fight.weighed, spent, lucks


def solved(pcs: int, opposition: int) -> tuple[int, float]:
    """(rounds' starts, processor seconds) of the size's whole exact forecast, unbounded."""
    ruleset = load_ruleset(ROOT / "rulesets" / "maofa.yaml")
    fighters = cast(ruleset, pcs, 1, opposition - 1)
    begun = time.process_time()
    forecast = forecast_fight(ruleset, "fight", fighters, max_states=10**9,
                              max_weighed=10**12)
    assert forecast.exact
    return forecast.states, time.process_time() - begun


def main() -> None:
    print(f"MAoFA exact state space, code at {ROOT}; {machine()}")
    print("size  orders  starts  weighed  explore-s  [solve-s]   lucks per fighter "
          "(min-max among starts)")
    for size in ARGS.sizes:
        pcs, opposition = (int(part) for part in size.split("v"))
        orders, starts, weighed, spent, lucks = explore(pcs, opposition)
        line = f"{size:5} {orders:6} {starts:7,} {weighed:9,} {spent:9.1f}"
        if ARGS.solve:
            states, seconds = solved(pcs, opposition)
            assert states == starts
            line += f" {seconds:9.1f}"
        ranges = " ".join(f"{min(v)}-{max(v)}" for v in lucks.values() if v)
        print(f"{line}   {ranges}")


if __name__ == "__main__":
    main()
