"""packaging/pyinstaller/symbol_versions.py on small libraries compiled here: a library
asking for hypot@GLIBC_2.35 is rewritten to ask for hypot@GLIBC_2.2.5 (read back with
readelf and objdump, two other tools), the dynamic loader then binds the old version and
the function gives the same bits, the unused need leaves its chain wherever it stood, and a
library that cannot be rewritten soundly is refused."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "pyinstaller" / "symbol_versions.py"

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("cc") is None
    or shutil.which("readelf") is None or shutil.which("objdump") is None,
    reason="compiles probe libraries: Linux with a C compiler and binutils")


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("symbol_versions", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["symbol_versions"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


symbol_versions = _module()

# Probe sources: each calls hypot, and other libm functions whose versions put hypot's
# GLIBC_2.35 need last, in the middle and first of libm's chain (as GNU ld 2.40 orders
# them; readelf -V shows it).
_TWO_ARGUMENTS = {"hypot", "pow", "fmod"}
PROBES = {"last": ["hypot", "cbrt", "exp"], "middle": ["fmod", "log2", "hypot"],
          "first": ["exp10", "hypot"]}


def _compile(folder: Path, functions: list[str], name: str = "probe") -> Path:
    """A shared library with probe_F(x, y) calling each libm function F."""
    lines = ["#define _GNU_SOURCE", "#include <math.h>"]
    for function in functions:
        call = f"{function}(x, y)" if function in _TWO_ARGUMENTS else f"{function}(x) + y"
        lines.append(f"double probe_{function}(double x, double y) {{ return {call}; }}")
    source = folder / f"{name}.c"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    library = folder / f"{name}.so"
    subprocess.run(["cc", "-O1", "-fno-builtin", "-shared", "-fPIC", "-o", str(library),
                    str(source), "-lm"], check=True, capture_output=True, text=True)
    return library


def _libm_needs(library: Path) -> list[str]:
    """The versions asked of libm.so.6, in chain order, as readelf -V lists them."""
    table = subprocess.run(["readelf", "-V", str(library)], check=True, capture_output=True,
                           text=True).stdout
    needs = table.split(".gnu.version_r", 1)[1]
    block = needs.split("File: libm.so.6", 1)[1].split("File:", 1)[0]
    return re.findall(r"Name: (GLIBC_[\d.]+)", block)


def _hypot_version(library: Path) -> str:
    table = subprocess.run(["objdump", "-T", str(library)], check=True, capture_output=True,
                           text=True).stdout
    versions = re.findall(r"\(?(GLIBC_[\d.]+)\)?\s+hypot$", table, re.MULTILINE)
    assert len(versions) == 1, table
    return versions[0]


@pytest.fixture(scope="module")
def probes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("probes")
    built = {place: _compile(folder, functions, f"probe_{place}")
             for place, functions in PROBES.items()}
    if _hypot_version(built["last"]) != "GLIBC_2.35":
        pytest.skip("this glibc predates hypot@GLIBC_2.35: nothing to rewrite")
    return built


_VALUES = [(3.0, 4.0), (0.1, 0.2), (-2.5, 1e-300), (5e-324, 5e-324), (1e308, 1e308),
           (1.7e308, 1.7e308), (float("inf"), float("nan")), (float("nan"), 1.0),
           (-0.0, 0.0), (123456.789, -9.87654321e-5)]


def _call(library: Path, function: str) -> tuple[list[str], str]:
    """probe_F over _VALUES (as float.hex) in a fresh process, and which version of hypot
    the dynamic loader bound (LD_DEBUG=bindings)."""
    code = ("import ctypes, sys\n"
            f"f = ctypes.CDLL({str(library)!r}).probe_{function}\n"
            "f.restype = ctypes.c_double\n"
            "f.argtypes = [ctypes.c_double, ctypes.c_double]\n"
            f"pairs = {[(x.hex(), y.hex()) for x, y in _VALUES]!r}\n"
            "print(' '.join(float(f(float.fromhex(x), float.fromhex(y))).hex()\n"
            "               for x, y in pairs))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "LD_DEBUG": "bindings"}, timeout=60,
                            check=True)
    bound = re.findall(rf"binding file {re.escape(str(library))} .*`hypot' \[(\S+)\]",
                       result.stderr)
    return result.stdout.split(), bound[0] if bound else ""


@pytest.mark.parametrize("place", list(PROBES))
def test_hypot_asks_for_the_old_version_and_the_new_need_goes(
        probes: dict[str, Path], place: str, tmp_path: Path) -> None:
    original = probes[place]
    before = _libm_needs(original)
    assert "GLIBC_2.35" in before and _hypot_version(original) == "GLIBC_2.35"
    expected_index = {"last": len(before) - 1, "middle": 1, "first": 0}[place]
    assert before.index("GLIBC_2.35") == expected_index, before  # the probe's premise
    copy = tmp_path / original.name
    done = symbol_versions.pin_older_versions(original, copy)
    assert [str(repin) for repin in done] == ["hypot@GLIBC_2.35 -> hypot@GLIBC_2.2.5"]
    assert _hypot_version(copy) == "GLIBC_2.2.5"
    assert _libm_needs(copy) == [need for need in before if need != "GLIBC_2.35"]
    assert symbol_versions.version_needs(copy)["libm.so.6"] == _libm_needs(copy)
    # Only version indices and chain links changed: a handful of bytes, same size.
    old, new = original.read_bytes(), copy.read_bytes()
    assert len(old) == len(new)
    assert 1 <= sum(a != b for a, b in zip(old, new, strict=True)) <= 8


def test_the_loader_binds_the_old_hypot_and_it_gives_the_same_bits(
        probes: dict[str, Path], tmp_path: Path) -> None:
    for place, functions in PROBES.items():
        copy = tmp_path / probes[place].name
        symbol_versions.pin_older_versions(probes[place], copy)
        for function in functions:
            before, bound_before = _call(probes[place], function)
            after, bound_after = _call(copy, function)
            assert after == before, (place, function)
            if function == "hypot":
                assert (bound_before, bound_after) == ("GLIBC_2.35", "GLIBC_2.2.5")
                assert before[0] == (5.0).hex()
                assert abs(float.fromhex(before[4]) / 1e308 - 2**0.5) < 1e-15
                assert float.fromhex(before[5]) == float("inf")  # past the largest float


def test_a_library_without_the_older_need_is_refused(tmp_path: Path) -> None:
    alone = _compile(tmp_path, ["hypot"], "alone")
    if _hypot_version(alone) != "GLIBC_2.35":
        pytest.skip("this glibc predates hypot@GLIBC_2.35")
    assert _libm_needs(alone) == ["GLIBC_2.35"]
    with pytest.raises(symbol_versions.SymbolVersionError,
                       match=re.escape("asks nothing of libm.so.6 at GLIBC_2.2.5")):
        symbol_versions.pin_older_versions(alone, tmp_path / "copy.so")
    cli = subprocess.run([sys.executable, str(SCRIPT), str(alone), str(tmp_path / "c.so")],
                         capture_output=True, text=True, timeout=60)
    assert cli.returncode == 1 and "symbol_versions: " in cli.stderr


def test_a_library_asking_for_no_newer_version_is_copied_as_it_is(tmp_path: Path) -> None:
    program = Path(shutil.which("true") or "/bin/true")
    assert symbol_versions.pin_older_versions(program, tmp_path / "true") == []
    assert (tmp_path / "true").read_bytes() == program.read_bytes()


def test_the_analysis_binaries_get_the_rewritten_copies(probes: dict[str, Path],
                                                        tmp_path: Path) -> None:
    program = shutil.which("true") or "/bin/true"
    binaries = [("libprobe.so", str(probes["middle"]), "BINARY"),
                ("true", program, "BINARY"),
                ("notes.txt", str(SCRIPT), "DATA")]
    result = symbol_versions.older_equivalent_binaries(binaries, tmp_path / "pinned")
    assert result[1:] == binaries[1:]
    assert result[0][0] == "libprobe.so" and result[0][2] == "BINARY"
    assert Path(result[0][1]) == tmp_path / "pinned" / "libprobe.so"
    assert _hypot_version(Path(result[0][1])) == "GLIBC_2.2.5"


def test_the_command_line_says_what_it_rewrote(probes: dict[str, Path], tmp_path: Path
                                               ) -> None:
    result = subprocess.run([sys.executable, str(SCRIPT), str(probes["first"]),
                             str(tmp_path / "copy.so")], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "hypot@GLIBC_2.35 -> hypot@GLIBC_2.2.5"
