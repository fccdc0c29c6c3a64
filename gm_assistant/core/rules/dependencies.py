"""Dependency order of named values, and the cycles among them (`a -> b -> a`).

Used for a check's values and for a sheet's derived values: both may be written in any
order, and both must not depend on each other in a circle.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = ["evaluation_order"]


def evaluation_order(graph: Mapping[str, Iterable[str]]) -> tuple[list[str], list[list[str]]]:
    """Nodes in an order where each comes after what it reads, and the cycles found.

    `graph[name]` lists the names `name` reads; names outside the graph are ignored. A
    cycle is given as a closed path, `['a', 'b', 'a']`.
    """
    order: list[str] = []
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    for start in graph:
        if state.get(start):
            continue
        stack: list[tuple[str, list[str]]] = [(start, sorted(n for n in graph[start]
                                                             if n in graph))]
        trail = [start]
        state[start] = 1
        while stack:
            node, pending = stack[-1]
            if pending:
                nxt = pending.pop()
                if state.get(nxt) == 1:
                    cycles.append([*trail[trail.index(nxt):], nxt])
                elif not state.get(nxt):
                    state[nxt] = 1
                    trail.append(nxt)
                    stack.append((nxt, sorted(n for n in graph[nxt] if n in graph)))
                continue
            stack.pop()
            trail.pop()
            state[node] = 2
            order.append(node)
    return order, cycles
