"""The oldest glibc a built bundle runs on: for each shared library in it, the GLIBC_x.y
symbol versions its dynamic symbols ask for (read with `objdump -T`), the highest of them,
and the maximum over all the files.

Usage: python packaging/glibc_floor.py BUNDLE_FOLDER [--max X.Y | --readme README.md]
Prints the files that ask the most, with the symbols that set each one's requirement,
and the bundle's requirement. With --max (or --readme: the floor the README's
install section states), exits 1 naming every file, and its symbols, that asks for more.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

__all__ = ["glibc_needs", "glibc_symbols", "highest_glibc", "readme_floor",
           "shared_libraries"]

Version = tuple[int, int]

# A dynamic symbol line of `objdump -T` ends with "GLIBC_2.35  hypot" (the version in
# parentheses when the symbol is hidden); the symbol name comes last.
_SYMBOL = re.compile(r"\(?GLIBC_(\d+)\.(\d+)(?:\.\d+)?\)?\s+(\S+)\s*$")
# The README's install section: "glibc 2.35 or later" (words may wrap across lines).
_README_FLOOR = re.compile(r"glibc\s+(\d+)\.(\d+)\s+or\s+later")

_ET_EXEC, _ET_DYN = 2, 3


def shared_libraries(folder: Path) -> list[Path]:
    """Every ELF shared object or executable under `folder` (by its magic bytes and ELF
    type: object files, which have no dynamic symbols, are left out)."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                header = file.read(18)
            if header[:4] == b"\x7fELF" and len(header) == 18 \
                    and int.from_bytes(header[16:18], "little") in (_ET_EXEC, _ET_DYN):
                found.append(path)
    return found


def glibc_symbols(library: Path) -> dict[str, Version]:
    """Each dynamic symbol of `library` that names a GLIBC_ version, with that version.
    CalledProcessError when objdump cannot read it."""
    table = subprocess.run(["objdump", "-T", str(library)], check=True,
                           capture_output=True, text=True).stdout
    symbols: dict[str, Version] = {}
    for line in table.splitlines():
        match = _SYMBOL.search(line)
        if match:
            version = (int(match.group(1)), int(match.group(2)))
            symbols[match.group(3)] = max(version, symbols.get(match.group(3), version))
    return symbols


def highest_glibc(library: Path) -> Version | None:
    """The highest GLIBC_ version `library`'s dynamic symbols name (None: it names none)."""
    return max(glibc_symbols(library).values(), default=None)


def glibc_needs(folder: Path) -> dict[Path, dict[str, Version]]:
    """Each library of the bundle that names glibc, with its symbols and their versions."""
    needs = {}
    for library in shared_libraries(folder):
        symbols = glibc_symbols(library)
        if symbols:
            needs[library] = symbols
    return needs


def readme_floor(readme: Path) -> Version:
    """The glibc the README's install section says the bundle needs ("glibc X.Y or
    later"). ValueError when it says none, or more than one."""
    stated = {(int(major), int(minor))
              for major, minor in _README_FLOOR.findall(readme.read_text(encoding="utf-8"))}
    if len(stated) != 1:
        raise ValueError(f"{readme}: expected one 'glibc X.Y or later', found {sorted(stated)}")
    return stated.pop()


def _text(version: Version) -> str:
    return f"{version[0]}.{version[1]}"


def _over(symbols: dict[str, Version], limit: Version) -> str:
    return ", ".join(f"{name}@GLIBC_{_text(version)}"
                     for name, version in sorted(symbols.items()) if version > limit)


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    limits = parser.add_mutually_exclusive_group()
    limits.add_argument("--max", help="fail when a library asks for a newer glibc (X.Y)")
    limits.add_argument("--readme", type=Path,
                        help="fail when a library asks for a newer glibc than README states")
    options = parser.parse_args(argv)
    needs = glibc_needs(options.folder)
    if not needs:
        print(f"{options.folder}: no library names glibc", file=sys.stderr)
        return 1
    ranked = sorted(needs.items(), key=lambda item: max(item[1].values()), reverse=True)
    floor = max(ranked[0][1].values())
    for library, symbols in ranked[:5]:
        highest = max(symbols.values())
        setting = sorted(name for name, version in symbols.items() if version == highest)
        more = f" and {len(setting) - 4} more" if len(setting) > 4 else ""
        print(f"GLIBC_{_text(highest)}  {library.relative_to(options.folder)}  "
              f"({', '.join(setting[:4])}{more})")
    print(f"the bundle needs glibc {_text(floor)} or later")
    if options.max is None and options.readme is None:
        return 0
    if options.readme is not None:
        try:
            limit = readme_floor(options.readme)
        except (OSError, ValueError) as error:
            print(f"glibc_floor: {error}", file=sys.stderr)
            return 2
    else:
        major, minor = options.max.split(".")
        limit = (int(major), int(minor))
    over = [(library, symbols) for library, symbols in ranked if max(symbols.values()) > limit]
    for library, symbols in over:
        print(f"too new: {library.relative_to(options.folder)} asks for "
              f"{_over(symbols, limit)} (the limit is {_text(limit)})", file=sys.stderr)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
