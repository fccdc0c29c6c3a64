"""The GUI's remembered settings: one INI file under the user's state folder, typed keys."""

from __future__ import annotations

import math
import re
import stat
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, QSettings

from gm_assistant.core.paths import user_state_dir
from gm_assistant.core.user_files import keep_aside

__all__ = [
    "APPLICATION_NAME",
    "FONT_SCALE_DEFAULT",
    "FONT_SCALE_MAX",
    "FONT_SCALE_MIN",
    "LANGUAGES",
    "MAX_RECENT_FILES",
    "ORGANISATION_NAME",
    "THEMES",
    "VERDICT_DEFAULT",
    "UiSettings",
    "settings_file",
]

ORGANISATION_NAME = "GM Assistant"
APPLICATION_NAME = "gm-assistant"

THEMES = ("system", "light", "dark")
LANGUAGES = ("system", "en", "es")
"""The interface languages a user can pick (see `i18n`)."""
"""Theme choices: follow the desktop's light/dark scheme, or force one."""

FONT_SCALE_DEFAULT = 1.0
FONT_SCALE_MIN = 0.8
FONT_SCALE_MAX = 2.0

_GEOMETRY = "window/geometry"
_STATE = "window/state"
_RULESET = "session/ruleset"
_AREA = "session/area"
_ENCOUNTER = "session/encounter/{ruleset}"
_THEME = "appearance/theme"
_LANGUAGE = "appearance/language"
_DECLINED_LANGUAGES = "appearance/declined_languages"
_FONT_SCALE = "appearance/font_scale"
_VERDICT = "encounters/verdict_bands"
_RECENT = "files/recent"
MAX_RECENT_FILES = 10
"""How many files File > Open Recent lists."""
VERDICT_DEFAULT = (85, 40)
"""P(party wins), in percent, from which a fight is a walkover, and below which deadly."""


MAX_SETTINGS_BYTES = 1_000_000
"""A settings file larger than this is not one the app wrote: it is kept aside."""

_INI_LINE = re.compile(r"^\s*(|[;#].*|\[[^\]\n]*\]|[^=\n]+=.*)\s*$")


def _unreadable(path: Path) -> str | None:
    """Why the settings file cannot be the app's own (None when it can)."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file"
    if info.st_size > MAX_SETTINGS_BYTES:
        return f"is larger than {MAX_SETTINGS_BYTES:,} bytes"
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return "is not UTF-8 text"
    for number, line in enumerate(text.splitlines(), start=1):
        if "\x00" in line or not _INI_LINE.match(line):
            return f"line {number} is not a setting"
    return None


def settings_file() -> Path:
    """The INI file that holds the GUI's settings (under ``user_state_dir()``).

    An explicit file rather than the platform's registry or plist: tests and portable
    installs (``GM_ASSISTANT_HOME``) keep it with the rest of the user's folders.
    """
    return user_state_dir() / f"{APPLICATION_NAME}.ini"


class UiSettings:
    """Typed access to the GUI settings; each property reads or writes one key.

    Args:
        path: The INI file; ``settings_file()`` when not given.
        parent: Owner of the underlying QSettings.
    """

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        self.path = path or settings_file()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.problem: str | None = None
        """Set when the settings file was not the app's own and was kept aside."""
        reason = _unreadable(self.path)
        if reason is not None:
            try:
                aside = keep_aside(self.path)
                self.problem = (f"{self.path}: {reason}; kept aside as {aside.name}, "
                                "starting with default settings")
            except OSError as error:
                self.problem = (f"{self.path}: {reason}, and it could not be kept aside "
                                f"({error.strerror or error}); settings are not saved")
                stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
                self.path = self.path.with_name(f"{self.path.name}.unsaved-{stamp}")
        self.qsettings = QSettings(str(self.path), QSettings.Format.IniFormat, parent)

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self.qsettings.sync()

    def _text(self, key: str, default: str = "") -> str:
        value = self.qsettings.value(key, default)
        return value if isinstance(value, str) else default

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.qsettings.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def geometry(self) -> QByteArray | None:
        """The main window's saved geometry (``QWidget.saveGeometry``), if any."""
        return self._bytes(_GEOMETRY)

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.qsettings.setValue(_GEOMETRY, value)

    @property
    def window_state(self) -> QByteArray | None:
        """Toolbars and docks (``QMainWindow.saveState``), if saved."""
        return self._bytes(_STATE)

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.qsettings.setValue(_STATE, value)

    @property
    def ruleset(self) -> str:
        """Id of the last ruleset used, or ``""``."""
        return self._text(_RULESET)

    @ruleset.setter
    def ruleset(self, value: str) -> None:
        self.qsettings.setValue(_RULESET, value)

    def encounter(self, ruleset_id: str) -> str:
        """The encounter file last open in the Encounters area for a ruleset, or ``""``."""
        return self._text(_ENCOUNTER.format(ruleset=ruleset_id))

    def set_encounter(self, ruleset_id: str, path: Path | None) -> None:
        """Remember the encounter file open for a ruleset (None: none, its sample)."""
        key = _ENCOUNTER.format(ruleset=ruleset_id)
        if path is None:
            self.qsettings.remove(key)
        else:
            self.qsettings.setValue(key, str(path))

    @property
    def area(self) -> str:
        """Name of the last area shown (``charts``, ``odds``, ...), or ``""``."""
        return self._text(_AREA)

    @area.setter
    def area(self, value: str) -> None:
        self.qsettings.setValue(_AREA, value)

    @property
    def theme(self) -> str:
        """One of `THEMES`; ``system`` when unset or unknown."""
        value = self._text(_THEME, "system")
        return value if value in THEMES else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        if value not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {value!r}")
        self.qsettings.setValue(_THEME, value)

    @property
    def language(self) -> str:
        """One of `i18n.LANGUAGES`; ``system`` when unset or unknown."""
        value = self._text(_LANGUAGE, "system")
        return value if value in LANGUAGES else "system"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, "
                             f"not {value!r}")
        self.qsettings.setValue(_LANGUAGE, value)

    @property
    def declined_languages(self) -> list[str]:
        """The languages whose offer (a ruleset written in it, see `LanguageBar`) was
        answered "Not now": never offered again."""
        value = self.qsettings.value(_DECLINED_LANGUAGES, [])
        listed = [value] if isinstance(value, str) else value if isinstance(value, list) \
            else []
        return [code for code in listed if isinstance(code, str) and code in LANGUAGES]

    def decline_language(self, code: str) -> None:
        """Remember that the offer of language `code` was declined."""
        if code not in self.declined_languages:
            self.qsettings.setValue(_DECLINED_LANGUAGES, [*self.declined_languages, code])

    @property
    def font_scale(self) -> float:
        """Multiplier of the default font size, clamped to [FONT_SCALE_MIN, FONT_SCALE_MAX]."""
        raw = self.qsettings.value(_FONT_SCALE, FONT_SCALE_DEFAULT)
        try:
            value = float(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError, OverflowError):
            return FONT_SCALE_DEFAULT
        if not math.isfinite(value):  # nan passed the clamp and drew every text at size 0
            return FONT_SCALE_DEFAULT
        return min(max(value, FONT_SCALE_MIN), FONT_SCALE_MAX)

    @font_scale.setter
    def font_scale(self, value: float) -> None:
        if not math.isfinite(value):
            value = FONT_SCALE_DEFAULT
        clamped = min(max(value, FONT_SCALE_MIN), FONT_SCALE_MAX)
        self.qsettings.setValue(_FONT_SCALE, round(clamped, 2))

    @property
    def recent_files(self) -> list[Path]:
        """The files opened last, newest first (at most MAX_RECENT_FILES)."""
        raw = self.qsettings.value(_RECENT, [])
        names = raw if isinstance(raw, list) else [raw] if isinstance(raw, str) and raw else []
        return [Path(name) for name in names if isinstance(name, str) and name][
            :MAX_RECENT_FILES]

    def remember_files(self, paths: list[Path]) -> None:
        """Put `paths` at the top of the recent files (each once, absolute)."""
        opened = [str(path.absolute()) for path in paths]
        kept = [str(path) for path in self.recent_files if str(path) not in opened]
        self.qsettings.setValue(_RECENT, [*dict.fromkeys(opened), *kept][:MAX_RECENT_FILES])

    def forget_recent_files(self) -> None:
        """Empty the recent files."""
        self.qsettings.remove(_RECENT)

    @property
    def verdict_bands(self) -> tuple[int, int]:
        """(walkover from, deadly below) in percent, 0 < deadly < walkover <= 100; the
        defaults when unset or not valid."""
        raw = self.qsettings.value(_VERDICT)
        try:
            parts = [int(str(x)) for x in (raw if isinstance(raw, list) else
                                           str(raw).split(","))]
        except ValueError:
            return VERDICT_DEFAULT
        if len(parts) == 2 and 0 < parts[1] < parts[0] <= 100:
            return parts[0], parts[1]
        return VERDICT_DEFAULT

    @verdict_bands.setter
    def verdict_bands(self, value: tuple[int, int]) -> None:
        walkover, deadly = value
        if not 0 < deadly < walkover <= 100:
            raise ValueError("the bands need 0 < deadly < walkover <= 100")
        self.qsettings.setValue(_VERDICT, f"{walkover},{deadly}")
