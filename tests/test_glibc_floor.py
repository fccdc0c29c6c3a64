"""packaging/glibc_floor.py without building a bundle: it reads the glibc versions a
program asks for (checked against readelf's version-needs table, a second tool), leaves
object files out, reads the README's stated floor and fails a folder above a limit."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "glibc_floor.py"

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("objdump") is None
    or shutil.which("readelf") is None, reason="glibc, objdump and readelf: Linux")


def _run(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *arguments], capture_output=True,
                          text=True, timeout=120)


def _needed_by_readelf(program: Path) -> tuple[int, int]:
    """The highest GLIBC_x.y in the program's version needs (readelf -V)."""
    table = subprocess.run(["readelf", "-V", str(program)], check=True, capture_output=True,
                           text=True).stdout
    versions = {(int(a), int(b)) for a, b in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", table)}
    assert versions
    return max(versions)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder holding a copy of a system program and an object file (no dynamic
    symbols: an ELF of type 1, relocatable)."""
    program = Path(shutil.which("true") or "/bin/true")
    shutil.copy(program, tmp_path / "true")
    relocatable = bytearray(64)
    relocatable[:4] = b"\x7fELF"
    relocatable[4:7] = bytes([2, 1, 1])
    relocatable[16] = 1
    (tmp_path / "piece.o").write_bytes(bytes(relocatable))
    (tmp_path / "notes.txt").write_text("not a program", encoding="utf-8")
    return tmp_path


def test_the_floor_is_the_highest_version_the_program_needs(folder: Path) -> None:
    major, minor = _needed_by_readelf(folder / "true")
    result = _run(str(folder))
    assert result.returncode == 0, result.stderr
    assert f"the bundle needs glibc {major}.{minor} or later" in result.stdout
    assert "piece.o" not in result.stdout


def test_a_limit_below_the_floor_fails_naming_the_file(folder: Path) -> None:
    major, minor = _needed_by_readelf(folder / "true")
    assert _run(str(folder), "--max", f"{major}.{minor}").returncode == 0
    below = _run(str(folder), "--max", f"{major}.{minor - 1}")
    assert below.returncode == 1
    assert "too new: true asks for " in below.stderr
    assert f"@GLIBC_{major}.{minor}" in below.stderr


def test_the_readme_floor_is_read_and_checked(folder: Path, tmp_path_factory: pytest.TempPathFactory
                                              ) -> None:
    major, minor = _needed_by_readelf(folder / "true")
    readme = tmp_path_factory.mktemp("readme") / "README.md"
    readme.write_text(f"It needs **glibc {major}.{minor - 1} or\n   later**.\n", encoding="utf-8")
    assert _run(str(folder), "--readme", str(readme)).returncode == 1
    readme.write_text(f"It needs **glibc {major}.{minor} or\n   later**.\n", encoding="utf-8")
    assert _run(str(folder), "--readme", str(readme)).returncode == 0
    readme.write_text("glibc 2.28 or later here, glibc 2.34 or later there\n",
                      encoding="utf-8")
    unclear = _run(str(folder), "--readme", str(readme))
    assert unclear.returncode == 2 and "expected one 'glibc X.Y or later'" in unclear.stderr


def test_the_project_readme_states_one_floor() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(set(re.findall(r"glibc\s+(\d+\.\d+)\s+or\s+later", text))) == 1
