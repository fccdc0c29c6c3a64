"""The built wheel installs into a clean venv, ships its data and runs from anywhere.

To stay fast and offline, the test venv installs only the wheel itself (``--no-deps``) and
borrows the third-party packages of the interpreter running the tests through a ``.pth``
file. Only plain path lines are read from that file, so the checkout's own editable
install is not picked up: ``gm_assistant`` comes from the wheel or not at all.
"""

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from dataclasses import dataclass
from email.parser import HeaderParser
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[1]
SHIPPED_RULESET_IDS = {"maofa", "lady_luck", "mastery_d20", "adom", "riskbreaker"}
RUNTIME_DEPENDENCIES = {
    "pyside6-essentials",
    "pyqtgraph",
    "pyyaml",
    "icepool",
    "pydantic",
    "simpleeval",
    "platformdirs",
    "gmpy2",
    "ruamel-yaml",
}


@dataclass(frozen=True)
class Installed:
    wheel: Path
    venv: Path
    python: Path
    script: Path
    workdir: Path  # a cwd outside the checkout


def _run(
    args: list[str | Path], cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def _clean_env() -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"PYTHONPATH", "PYTHONHOME", "GM_ASSISTANT_DATA_DIR", "VIRTUAL_ENV"}
    }
    env["PYTHONNOUSERSITE"] = "1"
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("wheel-install")

    build_args: list[str | Path] = [sys.executable, "-m", "build", "--wheel"]
    if importlib.util.find_spec("hatchling") is not None:
        build_args.append("--no-isolation")  # offline and faster; hatchling is a dev dep
    built = _run([*build_args, "--outdir", base / "dist", REPO_ROOT], cwd=base)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (base / "dist").glob("gm_assistant-*.whl")

    venv = base / "venv"
    created = _run([sys.executable, "-m", "venv", "--without-pip", venv])
    assert created.returncode == 0, created.stderr
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")

    pip_install = [sys.executable, "-m", "pip", "--python", python, "install", "--quiet"]
    installed = _run(
        [*pip_install, "--no-deps", "--no-index", "--disable-pip-version-check", wheel],
        env=_clean_env(),
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr

    site = _run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    dependency_dirs = dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib"))
    Path(site.stdout.strip(), "_test_dependencies.pth").write_text(
        "".join(f"{d}\n" for d in dependency_dirs), encoding="utf-8"
    )

    workdir = base / "elsewhere"
    workdir.mkdir()
    script = venv / ("Scripts/gm-assistant.exe" if os.name == "nt" else "bin/gm-assistant")
    return Installed(wheel=wheel, venv=venv, python=python, script=script, workdir=workdir)


def test_wheel_ships_the_data_folders(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = wheel.namelist()

    assert "gm_assistant/_data/resources/README.md" in names
    assert "gm_assistant/_data/resources/samples/.gitkeep" in names
    shipped_rulesets = {
        Path(n).stem
        for n in names
        if n.startswith("gm_assistant/_data/rulesets/") and n.endswith(".yaml")
    }
    assert shipped_rulesets >= SHIPPED_RULESET_IDS
    assert not [n for n in names if n.startswith(("tests/", "scripts/", "rulesets/"))]


def test_wheel_metadata(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        (metadata_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = HeaderParser().parsestr(wheel.read(metadata_name).decode())
        (entry_points_name,) = [
            n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")
        ]
        entry_points = wheel.read(entry_points_name).decode()

    assert metadata["Name"] == "gm-assistant"
    assert metadata["Requires-Python"] == ">=3.11"
    requirements = [Requirement(r) for r in metadata.get_all("Requires-Dist", [])]
    required = {canonicalize_name(r.name) for r in requirements if r.marker is None}
    assert required == RUNTIME_DEPENDENCIES
    assert "gm-assistant = gm_assistant.cli:main" in entry_points
    assert "[gui_scripts]" in entry_points  # no console window on Windows
    assert "gm-assistant-app = gm_assistant.ui.app:main" in entry_points
    assert metadata["License-Expression"] == "MIT"


def test_installed_package_finds_its_own_data(installed: Installed) -> None:
    probe = (
        "import json, gm_assistant\n"
        "from gm_assistant.core import paths\n"
        "print(json.dumps({'package': gm_assistant.__file__, 'version': gm_assistant.__version__,"
        " 'rulesets': str(paths.rulesets_dir()), 'resources': str(paths.resources_dir())}))\n"
    )
    result = _run([installed.python, "-c", probe], cwd=installed.workdir, env=_clean_env())
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)

    package_dir = Path(found["package"]).parent
    assert package_dir.is_relative_to(installed.venv), "imported gm_assistant from elsewhere"
    assert found["version"] == "0.1.0"
    assert Path(found["rulesets"]) == package_dir / "_data" / "rulesets"
    assert Path(found["resources"]) == package_dir / "_data" / "resources"


def _ruleset_ids(listing: object) -> set[str]:
    """Ruleset ids from `rulesets --json`: a list (of ids or of objects with an "id"),
    an object with a "rulesets" list, or an object keyed by id."""
    if isinstance(listing, dict):
        if isinstance(listing.get("rulesets"), list | dict):
            return _ruleset_ids(listing["rulesets"])
        return {str(key) for key in listing}
    assert isinstance(listing, list), f"unexpected JSON: {listing!r}"
    return {str(item["id"]) if isinstance(item, dict) else str(item) for item in listing}


def test_console_script_lists_the_shipped_rulesets(installed: Installed) -> None:
    result = _run(
        [installed.script, "rulesets", "--json"], cwd=installed.workdir, env=_clean_env()
    )

    assert result.returncode == 0, result.stdout + result.stderr
    assert _ruleset_ids(json.loads(result.stdout)) >= SHIPPED_RULESET_IDS


def test_wheel_carries_the_desktop_entry(installed: Installed) -> None:
    """pipx users get the menu entry from `gm-assistant --install-desktop-entry`: the
    wheel carries what it writes."""
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
    linux = "gm_assistant/_data/linux/io.github.gm_assistant.GMAssistant"
    assert {f"{linux}.desktop", f"{linux}.metainfo.xml"} <= names
    assert "gm_assistant/_data/resources/icons/gm-assistant.svg" in names


def test_the_sdist_carries_what_its_own_desktop_tests_need(tmp_path: Path) -> None:
    """The sdist is a source a packager builds and tests: the desktop files' tests run in
    it unchanged (they read packaging/linux and docs/screenshots)."""
    import tarfile

    build_args: list[str | Path] = [sys.executable, "-m", "build", "--sdist"]
    if importlib.util.find_spec("hatchling") is not None:
        build_args.append("--no-isolation")
    built = _run([*build_args, "--outdir", tmp_path / "dist", REPO_ROOT], cwd=tmp_path)
    assert built.returncode == 0, built.stdout + built.stderr
    (sdist,) = (tmp_path / "dist").glob("gm_assistant-*.tar.gz")
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path / "src", filter="data")
    (tree,) = (tmp_path / "src").iterdir()
    assert (tree / "packaging" / "linux" / "install.sh").is_file()
    assert not (tree / "packaging" / "dist").exists()
    tested = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                   "tests/test_desktop_files.py", "-k", "valid or icon"], cwd=tree,
                  env={**_clean_env(), "QT_QPA_PLATFORM": "offscreen"})
    assert tested.returncode == 0, tested.stdout[-3000:] + tested.stderr[-3000:]
    assert " passed" in tested.stdout
