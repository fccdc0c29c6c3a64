"""OverlayPanel: characters from the library on the odds plot, by a value of theirs or
side by side.

The GM picks which check input to take from the characters (say the trait rating) and
which field of their sheet gives it (say Body); each character of the ruleset in the
library is then marked on the plot at their own value, named. Side by side, two to four
chosen characters are each one curve, every input their sheet gives taken from it, with
a table of their odds at the marked point. While the panel is on, the library's folder
is watched: a character saved, added or removed (here, at the Table, by another program)
shows on the plot a moment later, without a reload; so does an unsaved edit of a character
open in the Characters area (`EditedSheets`), as it is typed.
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_assistant.core.library import Library
from gm_assistant.core.play.character_odds import (
    CharacterOnCheck,
    CharacterPick,
    MarkedBy,
    SideBySide,
    load_characters,
    match_characters,
    sheet_sources,
)
from gm_assistant.core.probability_text import EXACT, exact_text
from gm_assistant.core.rules.compiled import CheckSpec, Ruleset
from gm_assistant.core.sheets import EditedSheets, SheetState
from gm_assistant.ui.common.level_text import long_text
from gm_assistant.ui.common.sheet_sources import offer_sources

__all__ = ["SIDE_BY_SIDE_MAX", "OverlayPanel"]

translate = QCoreApplication.translate

SIDE_BY_SIDE_MAX = 4
FOLLOW_MS = 300
"""How long after the library folder changes it is read again (a save is a burst)."""


class OverlayPanel(QGroupBox):
    """Which characters to mark, and by which of their values.

    Signals:
        overlay_changed: the overlay was switched on or off, or its input or field changed.
    """

    overlay_changed = Signal()

    def __init__(self, parent: QWidget | None = None, library: Library | None = None,
                 edited: EditedSheets | None = None) -> None:
        super().__init__(translate("OverlayPanel", "Characters from the library"), parent)
        self.setObjectName("OverlayPanel")
        self._library = library
        self._edited = edited
        self.ruleset: Ruleset | None = None
        self.spec: CheckSpec | None = None
        self.states: tuple[tuple[str, SheetState], ...] = ()
        """The characters of the ruleset in the library as last read: new sheets at each
        read, never edited (odds requests carry them to the worker thread)."""
        self._loaded_for: str | None = None
        self._broken = 0
        layout = QVBoxLayout(self)
        self.enable_check = QCheckBox(
            translate("OverlayPanel", "&Mark characters on the plot"), self)
        self.enable_check.setObjectName("overlay_check")
        self.enable_check.toggled.connect(self._on_enable_check_toggled)
        layout.addWidget(self.enable_check)
        form = QFormLayout()
        self._form = form
        self.input_combo = QComboBox(self)
        self.input_combo.setObjectName("overlay_input_combo")
        self.input_combo.currentIndexChanged.connect(self._on_input_combo_changed)
        form.addRow(translate("OverlayPanel", "The&ir value for"), self.input_combo)
        self.field_combo = QComboBox(self)
        self.field_combo.setObjectName("overlay_field_combo")
        self.field_combo.currentIndexChanged.connect(self._on_field_combo_changed)
        form.addRow(translate("OverlayPanel", "From their &sheet"), self.field_combo)
        layout.addLayout(form)
        self.side_check = QCheckBox(
            translate("OverlayPanel", "Side &by side: each its own curve"), self)
        self.side_check.setObjectName("side_by_side_check")
        self.side_check.setToolTip(translate(
            "OverlayPanel", "Two to {count} characters, each plotted with every input their "
            "sheet gives").format(count=SIDE_BY_SIDE_MAX))
        self.side_check.toggled.connect(self._on_side_check_toggled)
        layout.addWidget(self.side_check)
        self.people = QListWidget(self)
        self.people.setObjectName("side_by_side_people")
        self.people.setMaximumHeight(110)
        self.people.itemChanged.connect(self._on_people_item_changed)
        layout.addWidget(self.people)
        self.summary = QLabel(self)
        self.summary.setObjectName("overlay_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.reload_button = QPushButton(translate("OverlayPanel", "Reload the librar&y"), self)
        self.reload_button.setObjectName("overlay_reload_button")
        self.reload_button.clicked.connect(self._on_reload_button_clicked)
        layout.addWidget(self.reload_button)
        self._show_controls(False)
        self._watcher = QFileSystemWatcher(self)
        self._follow = QTimer(self)  # saves come as bursts of renames: read once after
        self._follow.setSingleShot(True)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self._on_reload_button_clicked)
        self._watcher.directoryChanged.connect(self._follow.start)
        if edited is not None:  # unsaved edits in the Characters area show as they are typed
            follow = self._on_sheet_edited
            edited.subscribe(follow)
            self.destroyed.connect(lambda: edited.unsubscribe(follow))

    # --- the check ----------------------------------------------------------------------

    def set_check(self, ruleset: Ruleset | None, spec: CheckSpec | None,
                  preferred: list[str]) -> None:
        """Offer the inputs of `spec` that some sheet field can fill, `preferred` first."""
        changed_ruleset = ruleset is not self.ruleset
        self.ruleset, self.spec = ruleset, spec
        if changed_ruleset:
            self.states = ()
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
            why = translate("OverlayPanel", "{ruleset} has no character sheet.").format(
                ruleset=ruleset.name)
        elif not usable:
            why = translate("OverlayPanel",
                            "No field of the character sheet gives an input of this check.")
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
        offer_sources(self.field_combo, self.ruleset, self.spec, self.input_combo.currentData())

    # --- what to mark -------------------------------------------------------------------

    @property
    def input_name(self) -> str | None:
        """The check input the characters give, when the overlay is on."""
        name = self.input_combo.currentData()
        return name if self.enable_check.isChecked() and isinstance(name, str) else None

    @property
    def side_by_side(self) -> bool:
        """True when the chosen characters are each their own curve."""
        return self.enable_check.isChecked() and self.side_check.isChecked()

    def characters(self) -> tuple[tuple[str, SheetState], ...]:
        """The characters to put on the plot (name, sheet): every one of the ruleset in
        the library, or side by side the chosen ones; none while the panel is off."""
        if not self.enable_check.isChecked():
            return ()
        if not self.side_by_side:
            return self.states
        chosen = {self.people.item(i).data(Qt.ItemDataRole.UserRole)
                  for i in range(self.people.count())
                  if self.people.item(i).checkState() == Qt.CheckState.Checked}
        return tuple(one for index, one in enumerate(self.states) if index in chosen)

    def pick(self, swept: str) -> CharacterPick | None:
        """How to read `characters()`' sheets for a plot across `swept` (None: nothing
        to read)."""
        name, field = self.input_name, self.field_combo.currentData()
        if name is None:
            return None
        field = field if isinstance(field, str) else None
        if self.side_by_side:
            return SideBySide(swept, name, field)
        return MarkedBy(name, field) if field is not None else None

    def show_odds(self, rows: list[tuple[CharacterOnCheck, Fraction]], where: str) -> None:
        """Side by side: each character's odds at the marked point, as a small table (a
        character whose sheet does not give the input picked above is said to use the
        inputs' value); no rows (the plot shows no curves): their values, as before."""
        if not self.side_by_side:
            return
        if not rows:
            self._update_summary()
            return
        name = self.input_combo.currentData()
        label = self.spec.inputs[name].label if self.spec is not None and name else ""
        exact = translate("ProbabilityText", EXACT)
        cells = "".join(
            f"<tr><td>{escape(who.name)}</td>"
            f"<td align='right'>{escape(exact_text(value, exact=exact))}</td>"
            + ("" if name in who.given else
               "<td><i>{}</i></td>".format(translate(
                   "OverlayPanel", "no usable {input}: the inputs' value").format(
                       input=escape(label))))
            + "</tr>" for who, value in rows)
        self.summary.setText(translate("OverlayPanel", "At {point}:").format(point=escape(where))
                             + f"<table cellspacing='4'>{cells}</table>")

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
        states, self._broken = load_characters(library, ruleset, self._edited)
        self.states = tuple(states)
        self._loaded_for = ruleset.id
        self._fill_people()
        self._watch(self.enable_check.isChecked())

    def _watch(self, on: bool) -> None:
        """Follow the library's folder while the panel is on (see the module's note)."""
        if self._watcher.directories():
            self._watcher.removePaths(self._watcher.directories())
        self._follow.stop()
        if on and self._library is not None and self._library.folder.is_dir():
            self._watcher.addPath(str(self._library.folder))

    def _fill_people(self) -> None:
        """The characters to put side by side: the ones chosen before, and the first ones
        until two are (at most four, see `_on_people_item_changed`)."""
        chosen = {self.people.item(i).text() for i in range(self.people.count())
                  if self.people.item(i).checkState() == Qt.CheckState.Checked}
        self.people.blockSignals(True)
        self.people.clear()
        kept = [who in chosen for who, _ in self.states]
        for index in range(len(kept)):  # at least two chosen when there are two
            if sum(kept) >= 2:
                break
            kept[index] = True
        for index, (who, _state) in enumerate(self.states):
            item = QListWidgetItem(who, self.people)
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if kept[index]
                               else Qt.CheckState.Unchecked)
        self.people.blockSignals(False)

    def _show_controls(self, shown: bool) -> None:
        self._form.setRowVisible(self.input_combo, shown)
        self._form.setRowVisible(self.field_combo, shown)
        self.side_check.setVisible(shown)
        self.people.setVisible(shown and self.side_check.isChecked())
        self.summary.setVisible(shown)
        self.reload_button.setVisible(shown)

    def _update_summary(self) -> None:
        if not self.enable_check.isChecked() or self.ruleset is None:
            self.summary.clear()
            return
        if not self.states:
            self.summary.setText(translate(
                "OverlayPanel", "No {ruleset} characters in the library yet: make some in the "
                "Characters area.").format(ruleset=escape(self.ruleset.name)))
            return
        name, field = self.input_name, self.field_combo.currentData()
        parts = []
        if self.spec is not None and name is not None and isinstance(field, str):
            info = self.spec.inputs[name]
            for who in match_characters(self.ruleset, self.spec.id, self.states,
                                        MarkedBy(name, field)):
                value = who.given.get(name)
                shown = long_text(info, value) if value is not None \
                    else "<i>{}</i>".format(translate("OverlayPanel", "no usable value"))
                parts.append(f"{escape(who.name)}: {shown}")
        if self._broken:
            broken = self._broken  # a name: lupdate reads a count given otherwise as no plural
            parts.append("<i>{}</i>".format(
                translate("OverlayPanel", "%n files could not be opened", None, broken)))
        self.summary.setText("<br>".join(parts))

    # --- events -------------------------------------------------------------------------

    def _on_enable_check_toggled(self, checked: bool) -> None:
        self._show_controls(checked)
        if checked:
            self._load(force=True)  # the library as it is now, not as first read
        else:
            self._watch(False)
        self._update_summary()
        self.overlay_changed.emit()

    def _on_side_check_toggled(self, checked: bool) -> None:
        if checked:
            self._load(force=True)
        self._show_controls(self.enable_check.isChecked())
        self._update_summary()
        self.overlay_changed.emit()

    def _on_people_item_changed(self, item: QListWidgetItem) -> None:
        checked = [i for i in range(self.people.count())
                   if self.people.item(i).checkState() == Qt.CheckState.Checked]
        if len(checked) > SIDE_BY_SIDE_MAX and item.checkState() == Qt.CheckState.Checked:
            self.people.blockSignals(True)
            item.setCheckState(Qt.CheckState.Unchecked)  # at most four curves
            self.people.blockSignals(False)
            return
        self.overlay_changed.emit()

    def _on_input_combo_changed(self) -> None:
        self._fill_fields()
        self._update_summary()
        self.overlay_changed.emit()

    def _on_field_combo_changed(self) -> None:
        self._update_summary()
        self.overlay_changed.emit()

    def _on_sheet_edited(self, path: Path) -> None:
        """A character open in the Characters area was edited (or opened, closed): read
        the characters again a moment later when it is one of the library's."""
        library = self._library
        if self.enable_check.isChecked() and library is not None \
                and path.parent == library.folder.resolve():
            self._follow.start()

    def _on_reload_button_clicked(self) -> None:
        if not self.enable_check.isChecked():
            return
        self._load(force=True)
        self._update_summary()
        self.overlay_changed.emit()
