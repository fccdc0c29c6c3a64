"""Where a "save as PDF" dialog starts: the folder the last PDF went to, else the user's
documents folder, else their home folder; never a folder that is gone (a file dialog
given one silently opens in the working directory instead).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from gm_assistant.ui.settings import UiSettings

__all__ = ["PDF_FOLDER_KEY", "documents_folder", "pdf_start", "remember_pdf_folder"]

PDF_FOLDER_KEY = "printing/pdf_folder"
"""Setting: the folder the last PDF was written to."""


def documents_folder() -> Path:
    """The user's documents folder when it exists, else their home folder."""
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def pdf_start(settings: UiSettings, file_name: str) -> Path:
    """The path a PDF save dialog proposes: `file_name` in the folder to start in."""
    remembered = settings.qsettings.value(PDF_FOLDER_KEY)
    folder = Path(remembered) if isinstance(remembered, str) and remembered else None
    if folder is None or not folder.is_dir():
        folder = documents_folder()
    return folder / file_name


def remember_pdf_folder(settings: UiSettings, written: Path) -> None:
    """Start the next PDF dialog where `written` went."""
    settings.qsettings.setValue(PDF_FOLDER_KEY, str(written.resolve().parent))
