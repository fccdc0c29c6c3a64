"""Older, equivalent glibc symbol versions for the bundle's binaries: a build step that
lowers the glibc a bundle needs without rebuilding Python.

A program linked on a newer glibc asks for the newest version of each function it calls.
For a few functions glibc added a new version whose results are the same as the old one's,
and the old version is still in every glibc. `hypot` is one: glibc 2.35 gave it a new
version (`hypot@GLIBC_2.35`) only to drop the old System V error-handling wrapper; both
compute the same value with the same code, and since glibc 2.27 the old wrapper behaves as
POSIX asks (it sets errno to ERANGE on overflow and returns infinity, as the new one does).
A Python built on glibc 2.35 or later asks for `hypot@GLIBC_2.35` (complex `abs`, `cmath`),
which alone would make the bundle need glibc 2.35 when Qt's wheels need only 2.34.

`pin_older_versions` copies such a library and, in the copy, points each of these symbols'
version entries (`.gnu.version`) at the older version the library already asks of the same
file (`.gnu.version_r`: libpython asks libm for GLIBC_2.2.5 for `sin`, `cos`...), then
unlinks the newer version's need when no symbol uses it any more, so the dynamic loader does
not ask for it either. Nothing else in the file changes (the code is not touched; only
2-byte version indices and the needs' link fields). `older_equivalent_binaries` does it to
a PyInstaller analysis's binaries (gm-assistant.spec). Only the pairs in
`EQUIVALENT_OLDER_VERSIONS` are rewritten; a library that asks for one but not for the
older version's file is refused (adding a need would move the file's sections).

Build time only (pyelftools, a dev dependency): the app never imports this.
Usage: python packaging/pyinstaller/symbol_versions.py LIBRARY COPY
"""

from __future__ import annotations

import shutil
import struct
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from elftools.elf.elffile import ELFFile
from elftools.elf.sections import Section, SymbolTableSection

__all__ = ["EQUIVALENT_OLDER_VERSIONS", "Repin", "SymbolVersionError",
           "older_equivalent_binaries", "pin_older_versions", "version_needs"]

EQUIVALENT_OLDER_VERSIONS: dict[tuple[str, str], str] = {
    ("hypot", "GLIBC_2.35"): "GLIBC_2.2.5",
}
"""(symbol, the newer version a build asks for): the older version of the same library
that computes the same results (see the module's docstring for each)."""

_VERNEED = struct.Struct("<HHIII")  # vn_version, vn_cnt, vn_file, vn_aux, vn_next
_VERNAUX = struct.Struct("<IHHII")  # vna_hash, vna_flags, vna_other, vna_name, vna_next
_VERSYM = struct.Struct("<H")
_HIDDEN = 0x8000


class SymbolVersionError(ValueError):
    """A library this step cannot rewrite soundly (the message names it and why)."""


@dataclass(frozen=True)
class Need:
    """One version a library asks of another (a `.gnu.version_r` auxiliary entry)."""

    file: str  # the library asked, e.g. libm.so.6
    version: str  # e.g. GLIBC_2.35
    index: int  # the index `.gnu.version` entries use for it (vna_other)
    offset: int  # where the entry is in the file
    next: int  # vna_next: the following entry's distance from this one (0: the last)


@dataclass(frozen=True)
class Repin:
    """A symbol whose version was rewritten, for the build's log."""

    symbol: str
    newer: str
    older: str

    def __str__(self) -> str:
        return f"{self.symbol}@{self.newer} -> {self.symbol}@{self.older}"


def _section(elf: ELFFile, kind: str) -> Section | None:
    return next((s for s in elf.iter_sections() if s["sh_type"] == kind), None)


def _needs(elf: ELFFile, stream: BinaryIO) -> list[tuple[int, str, list[Need]]]:
    """Each library the file asks versions of: (its entry's offset, its name, its needs
    in chain order)."""
    section = _section(elf, "SHT_GNU_verneed")
    if section is None:
        return []
    strings = elf.get_section(section["sh_link"])
    found = []
    offset = section["sh_offset"]
    for _ in range(section["sh_info"]):
        stream.seek(offset)
        _, count, file_name, aux, following = _VERNEED.unpack(stream.read(_VERNEED.size))
        file = strings.get_string(file_name)
        needs = []
        at = offset + aux
        for _ in range(count):
            stream.seek(at)
            _, _, index, name, after = _VERNAUX.unpack(stream.read(_VERNAUX.size))
            needs.append(Need(file, strings.get_string(name), index, at, after))
            at += after
        found.append((offset, file, needs))
        if not following:
            break
        offset += following
    return found


def version_needs(library: Path) -> dict[str, list[str]]:
    """The versions `library` asks of each library it needs ({"libm.so.6": ["GLIBC_2.29",
    ...]}), in the file's order: what `readelf -V` lists under .gnu.version_r."""
    with library.open("rb") as stream:
        return {file: [need.version for need in needs]
                for _, file, needs in _needs(ELFFile(stream), stream)}


def _patches(library: Path) -> tuple[list[tuple[int, bytes]], list[Repin]]:
    """The bytes to write into a copy of `library` (offset, new bytes) and what they do."""
    with library.open("rb") as stream:
        elf = ELFFile(stream)
        if elf.elfclass != 64 or not elf.little_endian:
            raise SymbolVersionError(f"{library}: only 64-bit little-endian ELF files")
        symbols = _section(elf, "SHT_DYNSYM")
        versions = _section(elf, "SHT_GNU_versym")
        libraries = _needs(elf, stream)
        if not isinstance(symbols, SymbolTableSection) or versions is None or not libraries:
            return [], []
        by_index = {need.index: need for _, _, needs in libraries for need in needs}
        stream.seek(versions["sh_offset"])
        indices = [entry[0] for entry in _VERSYM.iter_unpack(stream.read(versions["sh_size"]))]
        patches: list[tuple[int, bytes]] = []
        done: list[Repin] = []
        for number, symbol in enumerate(symbols.iter_symbols()):
            asked = by_index.get(indices[number] & ~_HIDDEN)
            if asked is None or symbol["st_shndx"] != "SHN_UNDEF":
                continue
            older = EQUIVALENT_OLDER_VERSIONS.get((symbol.name, asked.version))
            if older is None:
                continue
            target = next((need for need in by_index.values()
                           if need.file == asked.file and need.version == older), None)
            if target is None:
                raise SymbolVersionError(
                    f"{library}: {symbol.name}@{asked.version} could be {older}, but the "
                    f"file asks nothing of {asked.file} at {older} (adding a need is not "
                    "done here)")
            indices[number] = target.index | (indices[number] & _HIDDEN)
            patches.append((versions["sh_offset"] + number * _VERSYM.size,
                            _VERSYM.pack(indices[number])))
            done.append(Repin(symbol.name, asked.version, older))
        used = {index & ~_HIDDEN for index in indices}
        for offset, file, needs in libraries:
            patches += _unlink_unused(library, offset, file, needs, used,
                                      {repin.newer for repin in done})
    return patches, done


def _unlink_unused(library: Path, offset: int, file: str, needs: list[Need], used: set[int],
                   dropped: set[str]) -> list[tuple[int, bytes]]:
    """The patches that take out of `file`'s chain the needs of a version in `dropped` that
    no symbol uses any more (the entries stay in the file, out of every chain)."""
    kept = [need for need in needs if need.version not in dropped or need.index in used]
    if len(kept) == len(needs):
        return []
    if not kept:
        raise SymbolVersionError(f"{library}: every version asked of {file} would go")
    patches = []
    stream_offset = offset  # the library's entry: vn_cnt and vn_aux
    first = kept[0].offset - stream_offset
    patches.append((stream_offset + 2, struct.pack("<H", len(kept))))
    patches.append((stream_offset + 8, struct.pack("<I", first)))
    for this, after in zip(kept, [*kept[1:], None], strict=True):
        distance = 0 if after is None else after.offset - this.offset
        patches.append((this.offset + 12, struct.pack("<I", distance)))
    return patches


def pin_older_versions(library: Path, copy: Path) -> list[Repin]:
    """Write `library` to `copy` with each symbol of EQUIVALENT_OLDER_VERSIONS pointed at
    its older version (and the newer version's need unlinked once unused). Returns what
    was rewritten (empty: `copy` is the same bytes). SymbolVersionError when it cannot be
    done soundly."""
    patches, done = _patches(library)
    shutil.copy2(library, copy)
    if patches:
        with copy.open("r+b") as stream:
            for offset, data in patches:
                stream.seek(offset)
                stream.write(data)
    return done


def _asks_for_a_newer_version(library: Path) -> bool:
    """Whether `library`'s dynamic strings name a newer version of the table (a quick
    look before parsing the symbols)."""
    with library.open("rb") as stream:
        if stream.read(4) != b"\x7fELF":
            return False
        stream.seek(0)
        elf = ELFFile(stream)
        strings = elf.get_section_by_name(".dynstr")
        if strings is None:
            return False
        data = strings.data()
    return any(newer.encode() + b"\0" in data for _, newer in EQUIVALENT_OLDER_VERSIONS)


def older_equivalent_binaries(binaries: list[tuple[str, str, str]], folder: Path
                              ) -> list[tuple[str, str, str]]:
    """A PyInstaller analysis's binaries (destination, source, kind) with each source that
    asks for a newer version of EQUIVALENT_OLDER_VERSIONS replaced by a rewritten copy in
    `folder` (printed to stderr: file and symbols)."""
    result = []
    for destination, source, kind in binaries:
        path = Path(source)
        if path.is_file() and _asks_for_a_newer_version(path):
            copy = folder / destination
            copy.parent.mkdir(parents=True, exist_ok=True)
            done = pin_older_versions(path, copy)
            if done:
                print(f"symbol_versions: {destination}: {', '.join(map(str, done))}",
                      file=sys.stderr)
                result.append((destination, str(copy), kind))
                continue
        result.append((destination, source, kind))
    return result


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__.rsplit("Usage: ", 1)[1])
    try:
        repinned = pin_older_versions(Path(sys.argv[1]), Path(sys.argv[2]))
    except (OSError, SymbolVersionError) as error:
        raise SystemExit(f"symbol_versions: {error}") from None
    for repin in repinned:
        print(repin)
