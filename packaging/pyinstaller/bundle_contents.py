"""What the desktop bundle carries besides the code PyInstaller finds: the licence texts of
every library in it, and which of the build host's system libraries stay out.

Used by gm-assistant.spec at build time (it runs in the build's Python, not the app's).
Everything here fails loudly: a bundle whose licences cannot be found is not built.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib.metadata import Distribution, PackageNotFoundError, distribution
from pathlib import Path, PurePosixPath

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

__all__ = ["DEV_ONLY", "KEPT_SYSTEM_LIBRARIES", "SYSTEM_LIBRARY_DIRS", "is_system_library",
           "licence_datas", "runtime_distributions"]

HERE = Path(__file__).resolve().parent
LICENCES = HERE.parent / "licenses"

DEV_ONLY = ["hypothesis", "mypy", "ast_serialize", "librt", "pydantic.mypy",
            "pydantic._hypothesis_plugin", "pytest", "_pytest", "pytestqt",
            "PySide6.QtTest"]
"""Modules that reach the analysis only through optional plugins (pydantic's mypy and
hypothesis plugins pull in mypy and its compiled helpers) or tests: never in the bundle."""

SYSTEM_LIBRARY_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")

KEPT_SYSTEM_LIBRARIES = {"libxcb-cursor.so.0": "libxcb-cursor0"}
"""System libraries the bundle still carries (file name: Debian package, for its licence):
Qt's X11 plugin needs libxcb-cursor (Qt 6.5 and later), which desktop installs of Ubuntu
22.04 and RHEL 9 lack; it asks only for glibc 2.8. Every other library from the build
host's system folders (libstdc++, libgcc_s, libcups, libexpat, fontconfig, glib, X11, ...)
is one any desktop with glibc has, and carrying the host's copy would raise the bundle's
glibc requirement to the host's."""

# Qt's wheels carry no licence file: their texts are kept in packaging/licenses.
_COMMITTED = {"pyside6-essentials": ["LGPL-3.0.txt", "GPL-3.0.txt"],
              "shiboken6": ["LGPL-3.0.txt", "GPL-3.0.txt"]}


def is_system_library(source: str) -> bool:
    """Whether a binary PyInstaller collected comes from the build host's system folders
    (and not from a wheel or the Python installation)."""
    return source.startswith(SYSTEM_LIBRARY_DIRS)


def runtime_distributions(root: str = "gm-assistant") -> list[Distribution]:
    """`root` and every distribution it requires at run time, recursively (no extras;
    markers evaluated for this machine). PackageNotFoundError for a missing one."""
    found: dict[str, Distribution] = {}
    pending = [root]
    while pending:
        name = canonicalize_name(pending.pop())
        if name in found:
            continue
        found[name] = distribution(name)
        for text in found[name].requires or []:
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                pending.append(requirement.name)
    del found[canonicalize_name(root)]  # the app's own licence is LICENSE at the top
    return [found[name] for name in sorted(found)]


def _dist_info_licences(dist: Distribution) -> list[tuple[Path, PurePosixPath]]:
    """(file, path under the dist's licence folder) for each licence file it ships."""
    chosen = []
    for file in dist.files or []:
        parts = PurePosixPath(str(file)).parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        inside = PurePosixPath(*parts[1:])
        name = inside.name.upper()
        if inside.parts[0] == "licenses" or name.startswith(("LICENSE", "LICENCE", "COPYING")):
            relative = PurePosixPath(*inside.parts[1:]) if inside.parts[0] == "licenses" \
                else inside
            chosen.append((Path(str(dist.locate_file(file))), relative))
    return chosen


def _debian_copyright(package: str) -> Path:
    path = Path("/usr/share/doc") / package / "copyright"
    if not path.is_file():
        raise SystemExit(f"bundle: the licence of the system library from {package} is not "
                         f"at {path}: install the package or drop the library")
    return path


def licence_datas() -> list[tuple[str, str]]:
    """PyInstaller `datas` entries putting every bundled library's licence texts under
    `licenses/<distribution>/` (Python's own under `licenses/python/`, the kept system
    libraries' under `licenses/system/<package>/`). SystemExit naming a library whose
    licence cannot be found."""
    datas: list[tuple[str, str]] = []
    for dist in runtime_distributions():
        name = canonicalize_name(dist.metadata["Name"])
        files = _dist_info_licences(dist)
        if name in _COMMITTED:
            files += [(LICENCES / text, PurePosixPath(text)) for text in _COMMITTED[name]]
        if not files:
            raise SystemExit(f"bundle: {name} {dist.version} ships no licence file and none "
                             "is kept in packaging/licenses")
        for source, relative in files:
            target = PurePosixPath("licenses", name, relative).parent
            datas.append((str(source), str(target)))
    python_licence = Path(sys.base_prefix) / "lib" / \
        f"python{sys.version_info.major}.{sys.version_info.minor}" / "LICENSE.txt"
    if not python_licence.is_file():
        found = shutil.which("python3")
        raise SystemExit(f"bundle: Python's licence is not at {python_licence} ({found})")
    datas.append((str(python_licence), "licenses/python"))
    for package in KEPT_SYSTEM_LIBRARIES.values():
        datas.append((str(_debian_copyright(package)), f"licenses/system/{package}"))
    return datas


def system_library_package(path: str) -> str:
    """The Debian package that installed `path` (for a report; CalledProcessError else)."""
    out = subprocess.run(["dpkg-query", "-S", path], check=True, capture_output=True,
                         text=True).stdout
    return out.split(":", 1)[0]


if __name__ == "__main__":  # a look at what the spec would copy
    try:
        for source, target in licence_datas():
            print(f"{target}\t{source}")
    except PackageNotFoundError as missing:
        raise SystemExit(f"bundle: a runtime dependency is not installed: {missing}") from None
