"""The application's main window: menus, status bar and (for now) an empty work area."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from gm_assistant import __version__

VIEWS = ("charts", "odds", "characters", "table")
"""Names of the main views, as accepted by ``--view``."""


class MainWindow(QMainWindow):
    """Top-level window of GM Assistant.

    Args:
        ruleset_id: Ruleset asked for on the command line (``--ruleset``); kept for the
            views that will use it.
        view: Main view asked for on the command line (``--view``), one of `VIEWS`.
    """

    def __init__(
        self,
        ruleset_id: str | None = None,
        view: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.requested_ruleset_id = ruleset_id
        self.requested_view = view
        self.setWindowTitle("GM Assistant")
        self.setObjectName("MainWindow")
        self.setMinimumSize(640, 400)

        central = QWidget(self)
        central.setObjectName("WorkArea")
        self.setCentralWidget(central)

        self._build_menus()
        self.statusBar().showMessage("Ready")

    def _build_menus(self) -> None:
        menu_bar = self.menuBar()

        file_menu = menu_bar.addMenu("&File")
        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

        help_menu = menu_bar.addMenu("&Help")
        self.about_action = QAction("&About GM Assistant", self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._on_about_action_triggered)
        help_menu.addAction(self.about_action)

    def _on_about_action_triggered(self) -> None:
        # open() rather than exec(): window-modal without blocking the event loop.
        box = QMessageBox(self)
        box.setObjectName("AboutBox")
        box.setWindowTitle("About GM Assistant")
        box.setIcon(QMessageBox.Icon.Information)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(
            f"<h3>GM Assistant {__version__}</h3>"
            "<p>Exact odds, charts and character sheets for game masters "
            "at a physical table. Works offline.</p>"
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
