"""Preferences: the theme, the language and the text size, in one place."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.ui.settings import FONT_SCALE_MAX, FONT_SCALE_MIN, LANGUAGES, THEMES

__all__ = ["Preferences", "PreferencesDialog"]

translate = QCoreApplication.translate

TEXT_SIZE_STEP = 5
"""The text size moves in steps of this many percent (125% can be chosen)."""


class Preferences(Protocol):
    """What the dialog reads and changes: the window, as a rule."""

    @property
    def theme_setting(self) -> str: ...
    @property
    def language_setting(self) -> str: ...
    @property
    def font_scale(self) -> float: ...
    def set_theme(self, mode: str) -> None: ...
    def set_language(self, setting: str) -> str: ...
    def set_font_scale(self, scale: float) -> float: ...


class PreferencesDialog(QDialog):
    """Theme, language and text size; OK applies what changed, Cancel nothing."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferences = preferences
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.theme = QComboBox(self)
        self.theme.setObjectName("ThemeChoice")
        themes = {"system": translate("PreferencesDialog", "Follow the system"),
                  "light": translate("PreferencesDialog", "Light"),
                  "dark": translate("PreferencesDialog", "Dark")}
        for mode in THEMES:
            self.theme.addItem(themes[mode], mode)
        self.theme.setCurrentIndex(self.theme.findData(preferences.theme_setting))
        self.language = QComboBox(self)
        self.language.setObjectName("LanguageChoice")
        languages = {"system": translate("PreferencesDialog", "Follow the system"),
                     "en": "English", "es": "Español"}
        for code in LANGUAGES:
            self.language.addItem(languages[code], code)
        self.language.setCurrentIndex(self.language.findData(preferences.language_setting))
        self.text_size = QSpinBox(self)
        self.text_size.setObjectName("TextSizeChoice")
        self.text_size.setRange(round(FONT_SCALE_MIN * 100), round(FONT_SCALE_MAX * 100))
        self.text_size.setSingleStep(TEXT_SIZE_STEP)
        self.text_size.setSuffix("%")
        self.text_size.setValue(round(preferences.font_scale * 100))
        form = QFormLayout()
        form.addRow(translate("PreferencesDialog", "&Theme"), self.theme)
        form.addRow(translate("PreferencesDialog", "&Language"), self.language)
        form.addRow(translate("PreferencesDialog", "Text &size"), self.text_size)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def accept(self) -> None:
        """Apply each choice that differs from what is in use, then close."""
        preferences = self.preferences
        theme, language = self.theme.currentData(), self.language.currentData()
        if theme != preferences.theme_setting:
            preferences.set_theme(theme)
        scale = self.text_size.value() / 100
        if round(scale, 2) != round(preferences.font_scale, 2):
            preferences.set_font_scale(scale)
        super().accept()
        if language != preferences.language_setting:
            preferences.set_language(language)  # may offer a restart: after closing
