"""The desktop bundle: PyInstaller builds it from packaging/, and it runs with no Python
environment around it: --smoke (every area loads), a screenshot of a real area, and a
command-line answer; the licence notices and texts travel with it; it asks for the glibc
the README states, no newer than Qt's wheels (its libpython asks for hypot's old glibc
version and computes the same), and carries nothing only development needs."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.fail("pyinstaller is not installed (it is a dev dependency in pyproject.toml)")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    result = subprocess.run(
        [str(pyinstaller), "--noconfirm", "--log-level", "WARN", "--distpath", str(dist),
         "--workpath", str(work), str(ROOT / "packaging" / "pyinstaller" /
                                      "gm-assistant.spec")],
        capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    shutil.rmtree(work, ignore_errors=True)
    executable = dist / "gm-assistant" / "gm-assistant"
    assert executable.is_file()
    return executable


def _bare_env(home: Path) -> dict[str, str]:
    """No virtual environment, no PYTHONPATH: only what any desktop session has."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen", "GM_ASSISTANT_HOME": str(home / "gm")}


def test_the_bundle_opens_every_area(bundle: Path, tmp_path: Path) -> None:
    result = subprocess.run([str(bundle), "--smoke"], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "failed to load" not in result.stderr


def test_the_bundle_draws_an_area(bundle: Path, tmp_path: Path, qapp: object) -> None:
    from PySide6.QtGui import QImage

    picture = tmp_path / "encounters.png"
    result = subprocess.run([str(bundle), "--ruleset", "lady_luck", "--view", "encounters",
                             "--screenshot", str(picture)], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    image = QImage(str(picture))
    assert not image.isNull() and image.width() >= 1000
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 29)}
    assert len(colours) > 20  # a drawn window, not a blank one


def test_the_bundle_answers_on_the_command_line(bundle: Path, tmp_path: Path) -> None:
    result = subprocess.run([str(bundle), "dice", "3d6 >= 10"], env=_bare_env(tmp_path),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "3d6 >= 10: 62.50% (5/8)" in result.stdout


def test_the_bundle_carries_the_licence_notices(bundle: Path) -> None:
    inside = bundle.parent / "_internal"
    assert (inside / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert "LGPL" in (inside / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    assert (inside / "gm_assistant" / "_data" / "rulesets" / "adom.yaml").is_file()
    if os.name == "posix":  # the Qt libraries stay separate, replaceable files (LGPL)
        assert list(inside.rglob("libQt6Core.so*"))


def test_the_bundle_carries_and_finds_the_catalogues(bundle: Path, tmp_path: Path) -> None:
    """The app's catalogues (Spanish, and English plurals) and Qt's own Spanish one are
    inside, and a Spanish session loads them (a catalogue that does not load is said on
    the console: "gm-assistant: language: ...")."""
    inside = bundle.parent / "_internal"
    i18n = inside / "gm_assistant" / "_data" / "resources" / "i18n"
    for code in ("es", "en"):
        assert (i18n / f"gm_assistant_{code}.qm").is_file()
    assert list(inside.rglob("qtbase_es.qm"))
    picture = tmp_path / "odds.png"
    env = {**_bare_env(tmp_path), "LANG": "es_ES.UTF-8"}
    result = subprocess.run([str(bundle), "--ruleset", "adom", "--view", "odds",
                             "--screenshot", str(picture)], env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "language:" not in result.stderr, result.stderr[-3000:]


def _qt_glibc_floor() -> tuple[int, int]:
    """The glibc Qt's installed wheel is built for, from its platform tag
    (manylinux_2_34_x86_64 -> 2.34)."""
    from importlib.metadata import distribution

    wheel = distribution("PySide6-Essentials").read_text("WHEEL") or ""
    tags = re.findall(r"manylinux_(\d+)_(\d+)_", wheel)
    assert tags, wheel
    return min((int(major), int(minor)) for major, minor in tags)


def _glibc_versions(library: Path) -> set[tuple[int, int]]:
    """The GLIBC_x.y versions `library`'s dynamic symbol table names (objdump -T)."""
    table = subprocess.run(["objdump", "-T", str(library)], check=True,
                           capture_output=True, text=True).stdout
    return {(int(major), int(minor))
            for major, minor in re.findall(r"\bGLIBC_(\d+)\.(\d+)", table)}


def _readme_glibc_floor() -> tuple[int, int]:
    """The glibc the README's install section says the bundle needs."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    stated = set(re.findall(r"glibc\s+(\d+)\.(\d+)\s+or\s+later", text))
    assert len(stated) == 1, stated
    major, minor = stated.pop()
    return int(major), int(minor)


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("objdump") is None,
                    reason="glibc and objdump: Linux with binutils")
def test_the_bundle_asks_for_the_glibc_the_readme_states(bundle: Path) -> None:
    """No file in the bundle asks for a newer glibc than the README states, and one asks
    for exactly that (the README states the real floor): Qt's wheels' floor, since the
    build host's system libraries stay out and libpython's hypot asks for its old version
    (symbol_versions.py)."""
    stated = _readme_glibc_floor()
    qt_floor = _qt_glibc_floor()
    assert stated >= qt_floor, f"the README states {stated}, below Qt's wheels {qt_floor}"
    inside = bundle.parent / "_internal"
    libraries = [p for p in inside.rglob("*") if p.is_file() and not p.is_symlink()
                 and p.read_bytes()[:4] == b"\x7fELF"]
    assert len(libraries) > 50
    needs = {library.relative_to(inside): max(versions)
             for library in libraries if (versions := _glibc_versions(library))}
    too_new = {library: version for library, version in needs.items() if version > stated}
    assert not too_new, f"newer than the README's glibc {stated}: {too_new}"
    assert max(needs.values()) == stated, f"the bundle needs {max(needs.values())}"
    beyond_qt = {library: version for library, version in needs.items() if version > qt_floor}
    assert not beyond_qt, f"newer than Qt's glibc {qt_floor}: {beyond_qt}"
    # readelf's version-needs table (what the dynamic loader checks) agrees: no file asks
    # for a version past the README's, not even one that no symbol uses.
    for library in libraries:
        table = subprocess.run(["readelf", "-V", str(library)], check=True,
                               capture_output=True, text=True).stdout
        asked = {(int(major), int(minor))
                 for major, minor in re.findall(r"Name: GLIBC_(\d+)\.(\d+)", table)}
        assert max(asked, default=stated) <= stated, (library, sorted(asked))
    for host_library in ("libstdc++.so.6", "libcups.so.2", "libexpat.so.1", "libgcc_s.so.1"):
        assert not list(inside.rglob(host_library)), host_library
    # The script build-bundle.sh runs says the same requirement, and checks the README's.
    report = subprocess.run([sys.executable, str(ROOT / "packaging" / "glibc_floor.py"),
                             str(bundle.parent), "--readme", str(ROOT / "README.md")],
                            capture_output=True, text=True, timeout=300)
    assert report.returncode == 0, report.stderr
    assert f"the bundle needs glibc {stated[0]}.{stated[1]} or later" in report.stdout
    # ... and fails, naming the file and its symbols, under a lower limit.
    lower = subprocess.run([sys.executable, str(ROOT / "packaging" / "glibc_floor.py"),
                            str(bundle.parent), "--max", f"{qt_floor[0]}.{qt_floor[1] - 1}"],
                           capture_output=True, text=True, timeout=300)
    assert lower.returncode == 1
    assert "too new: _internal/PySide6/Qt/lib/libQt6Core.so.6 asks for " in lower.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's loader")
def test_the_bundled_libpython_computes_what_the_build_python_does(bundle: Path) -> None:
    """The build's own interpreter run on the bundle's libpython (rewritten to ask for
    hypot's old glibc version) gives the same bits for the complex absolute values and
    polar forms that call hypot, and the loader bound hypot's old version."""
    inside = bundle.parent / "_internal"
    libraries = list(inside.glob("libpython3*.so*"))
    assert len(libraries) == 1, libraries
    code = ("import cmath, random\n"
            "draw = random.Random(25)\n"
            "pairs = [(3.0, 4.0), (1e308, 1e308), (5e-324, -5e-324), (float('inf'), 1.0)]\n"
            "pairs += [(draw.uniform(-1, 1) * 10.0 ** draw.randint(-300, 300),\n"
            "           draw.uniform(-1, 1) * 10.0 ** draw.randint(-300, 300))\n"
            "          for _ in range(2000)]\n"
            "print(' '.join(abs(complex(x, y)).hex() + cmath.polar(complex(x, y))[0].hex()\n"
            "               for x, y in pairs))\n"
            "print([line.split()[-1] for line in open('/proc/self/maps')\n"
            "       if 'libpython' in line][0])\n")
    own = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True)
    bundled = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             timeout=60, env={**os.environ, "LD_LIBRARY_PATH": str(inside),
                                              "LD_DEBUG": "bindings"})
    assert bundled.returncode == 0, bundled.stderr[-3000:]
    assert Path(bundled.stdout.splitlines()[1]).resolve() == libraries[0].resolve()
    assert bundled.stdout.splitlines()[0] == own.stdout.splitlines()[0]
    assert own.stdout.split()[0] == (5.0).hex() + (5.0).hex()
    bound = re.findall(r"binding file \S*libpython3\S* .*`hypot' \[(\S+)\]", bundled.stderr)
    assert bound == ["GLIBC_2.2.5"], bound


def test_the_bundle_carries_the_full_licence_texts(bundle: Path) -> None:
    """THIRD-PARTY-NOTICES.md promises each library's full licence text in the bundle."""
    licences = bundle.parent / "_internal" / "licenses"
    lgpl = (licences / "pyside6-essentials" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3" in lgpl
    assert "GNU GENERAL PUBLIC LICENSE" in (
        licences / "pyside6-essentials" / "GPL-3.0.txt").read_text(encoding="utf-8")
    for library, text in [("pyyaml", "Permission is hereby granted"),
                          ("simpleeval", "Permission is hereby granted"),
                          ("platformdirs", "Permission is hereby granted"),
                          ("pydantic-core", "Permission is hereby granted"),
                          ("pyqtgraph", "Permission is hereby granted"),
                          ("icepool", "Permission is hereby granted"),
                          ("ruamel-yaml", "Permission is hereby granted"),
                          ("gmpy2", "GNU LESSER GENERAL PUBLIC LICENSE"),
                          ("numpy", "Redistribution and use")]:
        texts = " ".join(p.read_text(encoding="utf-8", errors="replace")
                         for p in (licences / library).rglob("*") if p.is_file())
        assert text in texts, library
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (
        licences / "python" / "LICENSE.txt").read_text(encoding="utf-8")
    # The system libraries still copied in (libxcb-cursor) bring their copyright files.
    for library in (bundle.parent / "_internal").glob("libxcb-cursor.so*"):
        assert list((licences / "system").rglob("copyright")), library


def test_the_bundle_leaves_out_development_tools(bundle: Path) -> None:
    inside = bundle.parent / "_internal"
    names = {p.name for p in inside.iterdir()}
    for tool in ("hypothesis", "mypy", "ast_serialize", "librt", "pytest", "_pytest",
                 "pytestqt"):
        assert tool not in names and not list(inside.glob(f"{tool}-*.dist-info")), tool
    assert not list(inside.rglob("QtTest.abi3.so")) and not list(inside.rglob("libQt6Test*"))


def _desktop_validate() -> str | None:
    return shutil.which("desktop-file-validate")


@pytest.mark.skipif(os.name != "posix", reason="the bundle's installer is for Linux")
def test_the_install_script_puts_the_bundle_on_path_and_in_the_menu(
        bundle: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {**_bare_env(home), "XDG_DATA_HOME": str(home / "elsewhere")}  # not used: prefix
    script = ROOT / "packaging" / "linux" / "install.sh"
    done = subprocess.run(["bash", str(script), "--bundle", str(bundle.parent)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    launcher = home / ".local" / "bin" / "gm-assistant"
    share = home / ".local" / "share"
    entry = share / "applications" / "io.github.gm_assistant.GMAssistant.desktop"
    assert launcher.is_symlink() and launcher.resolve() == bundle.resolve()
    assert (share / "metainfo" / "io.github.gm_assistant.GMAssistant.metainfo.xml").is_file()
    for size in (16, 48, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" /
                "gm-assistant.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "gm-assistant.svg").is_file()
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert f"Exec={launcher} %F" in lines and f"TryExec={launcher}" in lines
    if _desktop_validate() is not None:
        valid = subprocess.run([str(_desktop_validate()), str(entry)], capture_output=True,
                               text=True, timeout=60)
        assert valid.returncode == 0, valid.stdout + valid.stderr
    # What the menu runs answers, through the launcher on PATH.
    env_path = {**env, "PATH": f"{launcher.parent}:/usr/bin:/bin"}
    answer = subprocess.run(["gm-assistant", "--version"], env=env_path, capture_output=True,
                            text=True, timeout=120)
    assert answer.returncode == 0 and "gm-assistant" in answer.stdout, answer.stderr
    assert "not on your PATH" in done.stdout  # it said how to reach it from a terminal

    gone = subprocess.run(["bash", str(script), "--uninstall"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert gone.returncode == 0, gone.stdout + gone.stderr
    assert not launcher.exists() and not launcher.is_symlink()
    left = [p for p in share.rglob("*")
            if p.is_file() and ("gm-assistant" in p.name or "GMAssistant" in p.name)]
    assert not left, left
    assert bundle.is_file()  # the bundle itself stays


def test_the_install_script_uninstalls_under_a_prefix_and_keeps_strangers(
        bundle: Path, tmp_path: Path) -> None:
    prefix = tmp_path / "opt"
    (prefix / "bin").mkdir(parents=True)
    own = prefix / "bin" / "gm-assistant"
    own.write_text("#!/bin/sh\necho mine\n", encoding="utf-8")
    own.chmod(0o755)
    script = ROOT / "packaging" / "linux" / "install.sh"
    refused = subprocess.run(["bash", str(script), "--prefix", str(prefix), "--bundle",
                              str(bundle.parent)], env=_bare_env(tmp_path),
                             capture_output=True, text=True, timeout=120)
    assert refused.returncode == 1 and "not a link" in refused.stderr
    assert own.read_text(encoding="utf-8").endswith("mine\n")
    assert not (prefix / "share" / "applications").exists()
