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


class _QtSettings:
    """Declares pytest-qt's settings (`qt_api`, `qt_log_*` in pyproject.toml) while
    pytest-qt itself is off, so that `--strict-config` still accepts the file."""

    @staticmethod
    def pytest_addoption(parser: object) -> None:
        for name in ("qt_api", "qt_log_level_fail", "qt_log_ignore",
                     "qt_log_level_fail_on_warnings", "qt_default_raising",
                     "qt_no_exception_capture"):
            parser.addini(name, "declared by pytest-qt (off in this run)")  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.meta_path.insert(0, _NoQt())
    import pytest

    # pytest-qt would import Qt: it is off, and its settings are declared in its place.
    raise SystemExit(pytest.main(["-p", "no:pytest-qt", *sys.argv[1:]],
                                 plugins=[_QtSettings()]))
