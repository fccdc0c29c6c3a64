"""Light and dark palettes, the font scale, and the colours tables use (heat map, grades)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from gm_assistant.ui.settings import FONT_SCALE_DEFAULT, FONT_SCALE_MAX, FONT_SCALE_MIN, THEMES

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

__all__ = [
    "FONT_SCALE_STEP",
    "ThemeController",
    "blend",
    "contrast_text",
    "heat_colour",
    "highlight_colour",
    "is_dark",
    "level_colour",
    "readable_text_colour",
]

FONT_SCALE_STEP = 0.1

# ColorBrewer RdYlBu: diverging, readable by most colour-blind readers, low to high.
_HEAT_STOPS = ("#d73027", "#fc8d59", "#fee090", "#e0f3f8", "#91bfdb", "#4575b4")


def _dark_palette() -> QPalette:
    palette = QPalette()
    window, base, text = QColor("#202124"), QColor("#17181a"), QColor("#e8eaed")
    disabled = QColor("#7f8388")
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor("#26282b"),
        QPalette.ColorRole.ToolTipBase: QColor("#2d2f33"),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: disabled,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor("#2b2d31"),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor("#ff6b6b"),
        QPalette.ColorRole.Light: QColor("#3a3d42"),
        QPalette.ColorRole.Midlight: QColor("#303236"),
        QPalette.ColorRole.Mid: QColor("#25272a"),
        QPalette.ColorRole.Dark: QColor("#141517"),
        QPalette.ColorRole.Shadow: QColor("#000000"),
        QPalette.ColorRole.Highlight: QColor("#3b82f6"),
        QPalette.ColorRole.HighlightedText: QColor("#ffffff"),
        QPalette.ColorRole.Link: QColor("#8ab4f8"),
        QPalette.ColorRole.LinkVisited: QColor("#c58af9"),
    }
    for role, colour in roles.items():
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def is_dark(palette: QPalette | None = None) -> bool:
    """True when the palette (default: the application's) has a dark window colour."""
    if palette is None:
        palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def blend(first: QColor, second: QColor, amount: float) -> QColor:
    """`first` moved `amount` (0..1) of the way towards `second`, in RGB."""
    amount = min(max(amount, 0.0), 1.0)
    return QColor.fromRgbF(
        first.redF() + (second.redF() - first.redF()) * amount,
        first.greenF() + (second.greenF() - first.greenF()) * amount,
        first.blueF() + (second.blueF() - first.blueF()) * amount,
    )


def contrast_text(background: QColor) -> QColor:
    """Black or white, whichever reads better on `background` (WCAG relative luminance)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    luminance = (0.2126 * channel(background.redF()) + 0.7152 * channel(background.greenF())
                 + 0.0722 * channel(background.blueF()))
    # The luminance where black and white text have equal contrast ratios.
    return QColor("#000000") if luminance > 0.179 else QColor("#ffffff")


def heat_colour(value: float, dark: bool = False) -> QColor:
    """Heat-map colour of a probability `value` in [0, 1]: red (0) through pale to blue (1).

    In dark mode the colours are dimmed a little so a table does not glare in a dim room.
    """
    value = min(max(value, 0.0), 1.0)
    position = value * (len(_HEAT_STOPS) - 1)
    index = min(int(position), len(_HEAT_STOPS) - 2)
    colour = blend(QColor(_HEAT_STOPS[index]), QColor(_HEAT_STOPS[index + 1]), position - index)
    return blend(colour, QColor("#000000"), 0.22) if dark else colour


def level_colour(index: int, count: int, dark: bool = False) -> QColor:
    """A neutral grey graded by a level's position on its scale (first level lightest)."""
    fraction = index / (count - 1) if count > 1 else 0.0
    if dark:
        return blend(QColor("#2e3136"), QColor("#6b7280"), fraction)
    return blend(QColor("#f3f4f6"), QColor("#9ca3af"), fraction)


def highlight_colour(dark: bool = False) -> QColor:
    """Outline colour of highlighted cells (a chart path), visible on any cell colour."""
    return QColor("#facc15") if dark else QColor("#7c3aed")


class ThemeController(QObject):
    """Applies the chosen theme (`system`, `light`, `dark`) and font scale to the app.

    With `system`, the palette follows the desktop's colour scheme
    (``QStyleHints.colorScheme``) and changes with it.
    """

    theme_changed = Signal()

    def __init__(self, app: QApplication, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._mode = "system"
        self._font_scale = FONT_SCALE_DEFAULT
        app.setStyle("Fusion")  # the one style that honours a custom palette everywhere
        self._light_palette = app.style().standardPalette()
        app.styleHints().colorSchemeChanged.connect(self._on_style_hints_color_scheme_changed)

    @property
    def mode(self) -> str:
        """The chosen theme: one of `THEMES`."""
        return self._mode

    @property
    def font_scale(self) -> float:
        """Multiplier of the default font size."""
        return self._font_scale

    @property
    def dark(self) -> bool:
        """True when the palette in use is the dark one."""
        if self._mode == "system":
            # Here, not at the top: a light or dark theme's first frame does without
            # Qt's `Qt` namespace (about 90 enums, made at its first touch).
            from PySide6.QtCore import Qt

            return self._app.styleHints().colorScheme() == Qt.ColorScheme.Dark
        return self._mode == "dark"

    def set_mode(self, mode: str) -> None:
        """Use theme `mode` (one of `THEMES`)."""
        if mode not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {mode!r}")
        self._mode = mode
        self._apply_palette()

    def set_font_scale(self, scale: float) -> float:
        """Scale every font by `scale` (clamped); returns the scale in use."""
        self._font_scale = round(min(max(scale, FONT_SCALE_MIN), FONT_SCALE_MAX), 2)
        base = self._app.property("gm_base_point_size")
        # At the normal size, a font never scaled is already right: the first frame does
        # without QFont (its Python type takes a few milliseconds to make).
        if self._font_scale != FONT_SCALE_DEFAULT or isinstance(base, float):
            font = self._app.font()
            if not isinstance(base, float) or base <= 0:
                # The size before any scaling, kept on the app: a second controller (a
                # second window, a test) must not take an already scaled font as its base.
                base = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
                self._app.setProperty("gm_base_point_size", base)
            font.setPointSizeF(base * self._font_scale)
            self._app.setFont(font)
        self.theme_changed.emit()
        return self._font_scale

    def _apply_palette(self) -> None:
        self._app.setPalette(_dark_palette() if self.dark else self._light_palette)
        self.theme_changed.emit()

    def _on_style_hints_color_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._mode == "system":
            self._apply_palette()


def readable_text_colour(background: str) -> str:
    """Black or white, whichever reads better on `background` ("#rrggbb")."""
    colour = QColor(background)
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return "#000000" if luminance > 0.5 else "#ffffff"
