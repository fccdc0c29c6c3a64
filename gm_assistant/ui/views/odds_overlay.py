"""OverlayPanel: characters from the library marked on the odds plot, by a value of theirs.

The GM picks which check input to take from the characters (say the trait rating) and
which field of their sheet gives it (say Body); each character of the ruleset in the
library is then marked on the plot at their own value, named.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.library import Library
from gm_assistant.core.rules.compiled import CheckSpec, LevelKey, Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.plots.level_text import long_text
from gm_assistant.ui.views.sheet_sources import (
    SheetSource,
    load_characters,
    offer_sources,
    sheet_sources,
    sheet_value,
)

__all__ = ["OverlayPanel", "SheetSource", "sheet_sources"]


class OverlayPanel(QGroupBox):
    """Which characters to mark, and by which of their values.

    Signals:
        overlay_changed: the overlay was switched on or off, or its input or field changed.
    """

    overlay_changed = Signal()

    def __init__(self, parent: QWidget | None = None, library: Library | None = None) -> None:
        super().__init__("Characters from the library", parent)
        self.setObjectName("OverlayPanel")
        self._library = library
        self.ruleset: Ruleset | None = None
        self.spec: CheckSpec | None = None
        self.states: list[tuple[str, SheetState]] = []
        self._loaded_for: str | None = None
        self._broken = 0
        self._sources: list[SheetSource] = []
        layout = QVBoxLayout(self)
        self.enable_check = QCheckBox("&Mark characters on the plot", self)
        self.enable_check.setObjectName("overlay_check")
        self.enable_check.toggled.connect(self._on_enable_check_toggled)
        layout.addWidget(self.enable_check)
        form = QFormLayout()
        self._form = form
        self.input_combo = QComboBox(self)
        self.input_combo.setObjectName("overlay_input_combo")
        self.input_combo.currentIndexChanged.connect(self._on_input_combo_changed)
        form.addRow("Their &value for", self.input_combo)
        self.field_combo = QComboBox(self)
        self.field_combo.setObjectName("overlay_field_combo")
        self.field_combo.currentIndexChanged.connect(self._on_field_combo_changed)
        form.addRow("From their &sheet", self.field_combo)
        layout.addLayout(form)
        self.summary = QLabel(self)
        self.summary.setObjectName("overlay_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.reload_button = QPushButton("Re&load the library", self)
        self.reload_button.setObjectName("overlay_reload_button")
        self.reload_button.clicked.connect(self._on_reload_button_clicked)
        layout.addWidget(self.reload_button)
        self._show_controls(False)

    # --- the check ----------------------------------------------------------------------

    def set_check(self, ruleset: Ruleset | None, spec: CheckSpec | None,
                  preferred: list[str]) -> None:
        """Offer the inputs of `spec` that some sheet field can fill, `preferred` first."""
        changed_ruleset = ruleset is not self.ruleset
        self.ruleset, self.spec = ruleset, spec
        if changed_ruleset:
            self.states = []
            self._loaded_for = None
        previous = (self.input_combo.currentData(), self.field_combo.currentData())
        usable = []
        if ruleset is not None and spec is not None:
            order = [n for n in preferred if n in spec.inputs]
            order += [n for n in spec.inputs if n not in order]
            usable = [n for n in order if sheet_sources(ruleset, spec.inputs[n])]
        self.input_combo.blockSignals(True)
        self.input_combo.clear()
        for name in usable:
            assert spec is not None
            self.input_combo.addItem(spec.inputs[name].label, name)
        # Keep the GM's pick while it still applies (the axes changed, not the check).
        self.input_combo.setCurrentIndex(max(self.input_combo.findData(previous[0]), 0))
        self.input_combo.blockSignals(False)
        if ruleset is not None and ruleset.sheet is None:
            why = f"{ruleset.name} has no character sheet."
        elif not usable:
            why = "No field of the character sheet gives an input of this check."
        else:
            why = ""
        self.enable_check.setEnabled(not why)
        self.enable_check.setToolTip(why)
        if why:
            self.enable_check.setChecked(False)
        self._fill_fields()
        self.field_combo.blockSignals(True)
        self.field_combo.setCurrentIndex(max(self.field_combo.findData(previous[1]), 0))
        self.field_combo.blockSignals(False)
        if self.enable_check.isChecked():
            self._load()
        self._update_summary()

    def _fill_fields(self) -> None:
        self._sources = offer_sources(self.field_combo, self.ruleset, self.spec,
                                      self.input_combo.currentData())

    # --- what to mark -------------------------------------------------------------------

    @property
    def input_name(self) -> str | None:
        """The check input the characters give, when the overlay is on."""
        name = self.input_combo.currentData()
        return name if self.enable_check.isChecked() and isinstance(name, str) else None

    def overlays(self) -> tuple[tuple[str, LevelKey], ...]:
        """(name, value) of every character whose sheet gives a usable value."""
        return tuple((who, value) for who, value in self._values() if value is not None)

    def _values(self) -> list[tuple[str, LevelKey | None]]:
        name = self.input_name
        index = self.field_combo.currentIndex()
        if name is None or self.spec is None or not 0 <= index < len(self._sources):
            return []
        source = self._sources[index]
        allowed = self.spec.inputs[name].allowed
        result: list[tuple[str, LevelKey | None]] = []
        for who, state in self.states:
            value = sheet_value(state, source)
            result.append((who, value if value in allowed else None))
        return result

    def select(self, input_name: str, field_id: str) -> None:
        """Mark characters by `field_id` of their sheets for `input_name` (as the user would)."""
        self.enable_check.setChecked(True)
        index = self.input_combo.findData(input_name)
        if index >= 0:
            self.input_combo.setCurrentIndex(index)
        index = self.field_combo.findData(field_id)
        if index >= 0:
            self.field_combo.setCurrentIndex(index)

    # --- loading ------------------------------------------------------------------------

    def _load(self, force: bool = False) -> None:
        ruleset = self.ruleset
        if ruleset is None or (self._loaded_for == ruleset.id and not force):
            return
        library = self._library if self._library is not None else Library()
        self._library = library
        self.states, self._broken = load_characters(library, ruleset)
        self._loaded_for = ruleset.id

    def _show_controls(self, shown: bool) -> None:
        self._form.setRowVisible(self.input_combo, shown)
        self._form.setRowVisible(self.field_combo, shown)
        self.summary.setVisible(shown)
        self.reload_button.setVisible(shown)

    def _update_summary(self) -> None:
        if not self.enable_check.isChecked() or self.ruleset is None:
            self.summary.clear()
            return
        if not self.states:
            self.summary.setText(f"No {escape(self.ruleset.name)} characters in the library "
                                 "yet: make some in the Characters area.")
            return
        name = self.input_name
        info = self.spec.inputs[name] if self.spec is not None and name else None
        parts = []
        for who, value in self._values():
            shown = long_text(info, value) if info is not None and value is not None \
                else "<i>no usable value</i>"
            parts.append(f"{escape(who)}: {shown}")
        if self._broken:
            parts.append(f"<i>{self._broken} file(s) could not be opened</i>")
        self.summary.setText("<br>".join(parts))

    # --- events -------------------------------------------------------------------------

    def _on_enable_check_toggled(self, checked: bool) -> None:
        self._show_controls(checked)
        if checked:
            self._load()
        self._update_summary()
        self.overlay_changed.emit()

    def _on_input_combo_changed(self) -> None:
        self._fill_fields()
        self._update_summary()
        self.overlay_changed.emit()

    def _on_field_combo_changed(self) -> None:
        self._update_summary()
        self.overlay_changed.emit()

    def _on_reload_button_clicked(self) -> None:
        self._load(force=True)
        self._update_summary()
        self.overlay_changed.emit()
