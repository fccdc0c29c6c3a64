"""The oldest glibc a built bundle runs on: for each shared library in it, the highest
GLIBC_x.y symbol version it asks for (read with `objdump -T`), and the maximum over all.

Usage: python packaging/glibc_floor.py BUNDLE_FOLDER [--max X.Y]
Prints the libraries that ask the most and the bundle's requirement; with --max, exits 1
naming every library that asks for more than X.Y.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

__all__ = ["glibc_needs", "highest_glibc", "shared_libraries"]

_VERSION = re.compile(rb"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


def shared_libraries(folder: Path) -> list[Path]:
    """Every ELF shared object or executable under `folder` (by its magic bytes)."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def highest_glibc(library: Path) -> tuple[int, int] | None:
    """The highest GLIBC_ version `library`'s dynamic symbols name (None: it names none).
    CalledProcessError when objdump cannot read it."""
    table = subprocess.run(["objdump", "-T", str(library)], check=True,
                           capture_output=True).stdout
    versions = {(int(m.group(1)), int(m.group(2))) for m in _VERSION.finditer(table)}
    return max(versions) if versions else None


def glibc_needs(folder: Path) -> dict[Path, tuple[int, int]]:
    """Each library of the bundle that names glibc, with the highest version it names."""
    needs = {}
    for library in shared_libraries(folder):
        version = highest_glibc(library)
        if version is not None:
            needs[library] = version
    return needs


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--max", help="fail when a library asks for a newer glibc (X.Y)")
    options = parser.parse_args(argv)
    needs = glibc_needs(options.folder)
    if not needs:
        print(f"{options.folder}: no library names glibc", file=sys.stderr)
        return 1
    ranked = sorted(needs.items(), key=lambda item: item[1], reverse=True)
    for library, (major, minor) in ranked[:5]:
        print(f"GLIBC_{major}.{minor}  {library.relative_to(options.folder)}")
    floor = ranked[0][1]
    print(f"the bundle needs glibc {floor[0]}.{floor[1]} or later")
    if options.max:
        limit = tuple(int(part) for part in options.max.split("."))
        over = [(library, v) for library, v in ranked if v > limit]
        for library, (major, minor) in over:
            print(f"too new: {library.relative_to(options.folder)} asks for "
                  f"GLIBC_{major}.{minor} (the limit is {options.max})", file=sys.stderr)
        return 1 if over else 0
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
