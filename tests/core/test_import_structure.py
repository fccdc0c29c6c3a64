"""The package's import structure: no import cycles, no private names shared across modules."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

import gm_assistant

_ROOT = Path(gm_assistant.__file__).parent


def _cycles(graph: grimp.ImportGraph | None = None) -> list[list[str]]:
    """Strongly connected groups (more than one module) of the module import graph."""
    graph = graph or grimp.build_graph("gm_assistant", cache_dir=None)
    modules = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0
    for root in modules:
        if root in index:
            continue
        work = [(root, 0)]
        while work:  # iterative Tarjan: the graph has no depth limit
            node, at = work.pop()
            if at == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            for pos in range(at, len(edges[node])):
                nxt = edges[node][pos]
                if nxt not in index:
                    work.append((node, pos + 1))
                    work.append((nxt, 0))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
    return groups


def test_no_import_cycles() -> None:
    """Not even through `if TYPE_CHECKING:` imports: two modules that need each other
    are one concept, or one of them asks for what it needs (a Protocol, callbacks)."""
    assert _cycles() == []


def test_cycle_finder_finds_a_cycle() -> None:
    graph = grimp.ImportGraph()
    for name in ("p", "p.a", "p.b", "p.c", "p.d"):
        graph.add_module(name)
    for importer, imported in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"),
                               ("p.d", "p.a")):
        graph.add_import(importer=importer, imported=imported)
    assert _cycles(graph) == [["p.a", "p.b", "p.c"]]


def test_no_private_names_imported_across_modules() -> None:
    found = []
    for path in sorted(_ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("gm_assistant"):
                found += [f"{path.relative_to(_ROOT.parent)}:{node.lineno} {alias.name}"
                          for alias in node.names
                          if alias.name.startswith("_") and not alias.name.startswith("__")]
    assert found == []
