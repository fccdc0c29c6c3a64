"""What the Characters area does with files: import, export, samples, print and PDF.

It reports through the area's `report` and the app's `show_error`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.library import Library, LibraryEntry, open_character
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.characters.library_panel import LibraryPanel
from gm_assistant.ui.characters.open_sheet import OpenSheet
from gm_assistant.ui.characters.samples_dialog import SamplesDialog
from gm_assistant.ui.common.printing.character_printer import (
    export_pdf,
    render_characters,
    set_page_size,
)
from gm_assistant.ui.common.printing.pdf_folder import (
    documents_folder,
    pdf_start,
    remember_pdf_folder,
)
from gm_assistant.ui.common.printing.print_options_dialog import PrintOptionsDialog
from gm_assistant.ui.errors import message_text, show_error
from gm_assistant.ui.settings import UiSettings

__all__ = ["FileActions", "FilesArea"]

_YAML_FILTER = str(QT_TRANSLATE_NOOP("CharactersView", "Character files (*.yaml)"))
_PAGE_KEY = "characters/page_size"

translate = QCoreApplication.translate


class FilesArea(Protocol):
    """What the file actions ask of the Characters area."""

    @property
    def library(self) -> Library: ...
    @property
    def sheets(self) -> dict[Path, OpenSheet]: ...
    def ruleset_for(self, ruleset_id: str) -> Ruleset | None: ...
    def report(self, text: str) -> None: ...
    def reload_library(self, select: Path | None = None) -> None: ...
    def open_path(self, path: Path) -> OpenSheet | None: ...


class FileActions:
    """Import, export, samples and printing in the Characters area.

    Args:
        area: The area (what it is asked for: `FilesArea`).
        panel: The library list (its selection is what is exported and printed).
        settings: Where the paper size chosen is remembered.
        parent: The parent of the dialogs.
    """

    def __init__(self, area: FilesArea, panel: LibraryPanel, settings: UiSettings,
                 parent: QWidget) -> None:
        self._area = area
        self._panel = panel
        self._settings = settings
        self._parent = parent

    @staticmethod
    def _folder() -> str:
        return str(documents_folder())

    # --- import -------------------------------------------------------------------------

    def import_files(self, paths: list[Path]) -> list[Path]:
        """Copy character files into the library (checked first); the new files."""
        added, failed = [], []
        for path in paths:
            try:
                added.append(self._area.library.import_file(path))
            except GMAssistantError as error:
                failed.append(error)
        self._area.reload_library(select=added[0] if added else None)
        if failed:
            context = (translate("CharactersView", "1 file could not be imported.")
                       if len(failed) == 1 else
                       translate("CharactersView", "{count} files could not be imported."))
            show_error(self._parent, failed[0], context=context.format(count=len(failed)))
        done = (translate("CharactersView", "Imported 1 character") if len(added) == 1
                else translate("CharactersView", "Imported {count} characters"))
        self._area.report(done.format(count=len(added)))
        return added

    def import_folder(self, folder: Path) -> list[Path]:
        """Import every character file under a folder; the new files."""
        report = self._area.library.import_folder(folder)
        self._area.reload_library(select=report.imported[0] if report.imported else None)
        if report.failed:
            lines = "\n".join(f"{path.name}: {message_text(why)}"
                              for path, why in report.failed[:12])
            context = (translate("CharactersView", "1 file in {folder} was not imported.")
                       if len(report.failed) == 1 else
                       translate("CharactersView", "{count} files in {folder} were not "
                                 "imported."))
            show_error(self._parent, ValueError(lines),
                       context=context.format(count=len(report.failed), folder=folder))
        done = (translate("CharactersView", "Imported 1 character from {folder}")
                if len(report.imported) == 1 else
                translate("CharactersView", "Imported {count} characters from {folder}"))
        self._area.report(done.format(count=len(report.imported), folder=folder))
        return report.imported

    def choose_import_files(self) -> None:
        """Ask for character files to import."""
        names, _ = QFileDialog.getOpenFileNames(
            self._parent, translate("CharactersView", "Import characters"), self._folder(),
            translate("CharactersView", _YAML_FILTER))
        if names:
            self.import_files([Path(n) for n in names])

    def choose_import_folder(self) -> None:
        """Ask for a folder to import."""
        name = QFileDialog.getExistingDirectory(
            self._parent, translate("CharactersView", "Import a folder of characters"),
            self._folder())
        if name:
            self.import_folder(Path(name))

    # --- export -------------------------------------------------------------------------

    def export_entries(self, entries: list[LibraryEntry], target: Path) -> list[Path]:
        """Copy character files out: to `target` (a file for one, a folder for several)."""
        paths = [e.path for e in entries if e.ok]
        unsaved = [p for p in paths if p in self._area.sheets and self._area.sheets[p].dirty]
        try:
            if len(paths) == 1 and not target.is_dir():
                written = [self._area.library.export_file(paths[0], target)]
            else:
                written = self._area.library.export(paths, target)
        except (GMAssistantError, OSError) as error:
            show_error(self._parent, error, context=translate(
                "CharactersView", "The characters were not exported."))
            return []
        done = (translate("CharactersView", "Exported 1 character") if len(written) == 1
                else translate("CharactersView", "Exported {count} characters")).format(
                    count=len(written))
        if unsaved:
            done = translate("CharactersView", "{exported} (unsaved edits are not in the "
                             "copies: save first)").format(exported=done)
        self._area.report(done)
        return written

    def choose_export(self) -> None:
        """Ask where to export the selected characters."""
        entries = [e for e in self._panel.selected_entries() if e.ok]
        if not entries:
            self._area.report(translate("CharactersView",
                                        "Select characters in the list to export"))
            return
        if len(entries) == 1:
            name, _ = QFileDialog.getSaveFileName(
                self._parent, translate("CharactersView", "Export a character"),
                str(Path(self._folder()) / entries[0].path.name),
                translate("CharactersView", _YAML_FILTER))
        else:
            name = QFileDialog.getExistingDirectory(
                self._parent, translate("CharactersView", "Export to a folder"),
                self._folder())
        if name:
            self.export_entries(entries, Path(name))

    # --- samples ------------------------------------------------------------------------

    def open_samples(self, paths: list[Path]) -> list[Path]:
        """Copy sample characters into the library and open the first."""
        added = self.import_files(paths)
        if added:
            self._area.open_path(added[0])
        return added

    def choose_samples(self) -> None:
        """Offer the shipped samples (of this ruleset) to copy into the library."""
        ruleset_id = self._panel.ruleset_id
        dialog = SamplesDialog(ruleset_id, self._area.ruleset_for, self._parent)
        dialog.accepted.connect(lambda: self.open_samples(dialog.chosen))
        dialog.open()

    # --- printing -----------------------------------------------------------------------

    def states_for_print(self, entries: list[LibraryEntry] | None = None) -> list[SheetState]:
        """The sheets of the selected characters (with their unsaved edits)."""
        states = []
        for entry in entries if entries is not None else self._panel.selected_entries():
            if entry.path in self._area.sheets:
                states.append(self._area.sheets[entry.path].state)
                continue
            if not entry.ok:
                continue
            ruleset = self._area.ruleset_for(entry.ruleset)
            if ruleset is None:
                continue
            try:
                character = open_character(entry.path)
                states.append(self._area.library.state(character, ruleset))
            except GMAssistantError:
                continue
        return states

    def _print_options(self, states: list[SheetState], action: str) -> PrintOptionsDialog:
        cards = all(s.character.kind != "pc" for s in states)
        page = self._settings.qsettings.value(_PAGE_KEY, "A4")
        return PrintOptionsDialog(len(states), cards, str(page), action, self._parent)

    def export_pdf_to(self, path: Path, layout: str = "cards", page_size: str = "A4",
                      states: list[SheetState] | None = None) -> int:
        """Write the selected characters (or `states`) to a PDF; its number of pages."""
        chosen = states if states is not None else self.states_for_print()
        pages = export_pdf(path, chosen, layout, page_size)
        done = (translate("CharactersView", "Wrote {file}: 1 page") if pages == 1
                else translate("CharactersView", "Wrote {file}: {count} pages"))
        self._area.report(done.format(file=path.name, count=pages))
        return pages

    def _ask_print_options(self, action: str, nothing_chosen: str,
                           ) -> tuple[list[SheetState], PrintOptionsDialog] | None:
        """The selected characters and the layout and paper asked for (remembered); None
        when nothing is selected (`nothing_chosen` said) or the dialog is cancelled."""
        states = self.states_for_print()
        if not states:
            self._area.report(nothing_chosen)
            return None
        options = self._print_options(states, action)
        if options.exec() != QDialog.DialogCode.Accepted:
            return None
        self._settings.qsettings.setValue(_PAGE_KEY, options.page_size)
        return states, options

    def choose_export_pdf(self) -> None:
        """Ask for the layout, paper and file, then write the PDF."""
        asked = self._ask_print_options(
            translate("CharactersView", "Export PDF…"),
            translate("CharactersView", "Select characters in the list to make a PDF of"))
        if asked is None:
            return
        states, options = asked
        name, _ = QFileDialog.getSaveFileName(
            self._parent, translate("CharactersView", "Export PDF"),
            str(pdf_start(self._settings, translate("CharactersView", "characters.pdf"))),
            "PDF (*.pdf)")
        if not name:
            return
        try:
            self.export_pdf_to(Path(name), options.layout_name, options.page_size, states)
        except (OSError, ValueError) as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "The PDF was not written."))
            return
        remember_pdf_folder(self._settings, Path(name))

    def print_preview(self, states: list[SheetState], layout: str = "cards",
                      page_size: str = "A4") -> QDialog:
        """A print preview of `states` (pages as they will print; it can print them)."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_page_size(printer, page_size)
        dialog = QPrintPreviewDialog(printer, self._parent)
        dialog.setWindowTitle(translate("CharactersView", "Print preview"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def paint(device: object) -> None:
            try:
                render_characters(device, states, layout)  # type: ignore[arg-type]
            except (OSError, ValueError) as error:
                self._area.report(translate("CharactersView", "Nothing to preview: {error}")
                                  .format(error=error))

        dialog.paintRequested.connect(paint)
        dialog.printer_kept = printer  # type: ignore[attr-defined]  # alive with the dialog
        return dialog

    def choose_print_preview(self) -> None:
        """Ask for the layout and paper, then show the pages before printing."""
        asked = self._ask_print_options(
            translate("CharactersView", "Preview…"),
            translate("CharactersView", "Select characters in the list to preview"))
        if asked is None:
            return
        states, options = asked
        self.print_preview(states, options.layout_name, options.page_size).open()

    def choose_print(self) -> None:
        """Ask for the layout and paper, then the printer, and print."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        asked = self._ask_print_options(
            translate("CharactersView", "Print…"),
            translate("CharactersView", "Select characters in the list to print"))
        if asked is None:
            return
        states, options = asked
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_page_size(printer, options.page_size)
        dialog = QPrintDialog(printer, self._parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            pages = render_characters(printer, states, options.layout_name)
        except (OSError, ValueError) as error:
            show_error(self._parent, error,
                       context=translate("CharactersView", "Nothing was printed."))
            return
        done = (translate("CharactersView", "Sent 1 page to the printer") if pages == 1
                else translate("CharactersView", "Sent {count} pages to the printer"))
        self._area.report(done.format(count=pages))
