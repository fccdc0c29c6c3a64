"""The list of functions allowed past ruff's complexity bound only shrinks.

`pyproject.toml` turns on ruff's C901 (McCabe complexity above 12); the functions over it
when the rule came in carry `# noqa: C901`. A new one must be split along its concepts, not
excused: this count may go down (lower it here when a function is split), never up.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ALLOWED = 4
"""Functions excused from C901 (34 of about 1,950 when the rule came in, 2026-11-26; 21 after
the rules' and sheets' largest were split, 2026-11-27; 4 after the odds', roller's, CLI's,
conflict's, forecast's and UI models' were split, 2026-11-27: `_resolve_plain`, the hot
loop of most checks written out on purpose; chain's `_absorb_linear`; `spent_joint`; the
quick look-up's `_evaluate`)."""


def test_the_complexity_rule_is_on() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    lint = config["tool"]["ruff"]["lint"]
    assert "C901" in lint["select"]
    assert lint["mccabe"]["max-complexity"] == 12


def test_the_exceptions_only_shrink() -> None:
    excused = [f"{path.relative_to(ROOT)}:{number}"
               for path in sorted((ROOT / "gm_assistant").rglob("*.py"))
               for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               if "noqa: C901" in line]
    assert len(excused) <= ALLOWED, "\n".join(excused)
