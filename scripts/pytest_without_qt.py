"""Run pytest with Qt and pyqtgraph made unimportable: the core and its tests must work on
a machine without a GUI toolkit (the layer contracts check imports statically; this
checks what actually runs, lazy imports included)."""

from __future__ import annotations

import importlib.abc
import sys

_BLOCKED = ("PySide6", "shiboken6", "pyqtgraph")


class _NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name.split(".")[0] in _BLOCKED:
            raise ImportError(f"{name} is not available: the core must not need Qt")
        return None


if __name__ == "__main__":
    sys.meta_path.insert(0, _NoQt())
    import pytest

    # pytest-qt would import Qt; its `qt_api` setting is then an unknown option.
    raise SystemExit(pytest.main(["-p", "no:pytest-qt", "-W",
                                  "ignore::pytest.PytestConfigWarning",
                                  *sys.argv[1:]]))
