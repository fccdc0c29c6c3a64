"""Composition root of the GUI: command-line options, QApplication and the main window."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QEventLoop, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from gm_assistant import __version__
from gm_assistant.ui.errors import install_excepthook
from gm_assistant.ui.first_paint import FirstPaintWatcher, after_first_paint
from gm_assistant.ui.main_window import VIEWS, MainWindow
from gm_assistant.ui.settings import (
    APPLICATION_NAME,
    FONT_SCALE_MAX,
    FONT_SCALE_MIN,
    ORGANISATION_NAME,
    THEMES,
    UiSettings,
)
from gm_assistant.ui.theme import ThemeController

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from gm_assistant.ui.app_log import AppLog
    from gm_assistant.ui.quit_signal import TerminationWatcher
    from gm_assistant.ui.single_instance import HandOver

__all__ = ["SCREENSHOT_SIZE", "AppOptions", "main", "parse_args", "quit_on_terminate", "run",
           "tell_unexpected_close"]

SCREENSHOT_SIZE = QSize(1280, 860)
"""Window size used for ``--screenshot``."""

_PREFERRED_SIZE = QSize(1280, 860)
_FIRST_PAINT_TIMEOUT_MS = 15_000
_READY_TIMEOUT_MS = 60_000


class AppOptions(NamedTuple):
    """What the GUI was asked to do on the command line (a named tuple: `dataclasses`
    is an import the first frame does without)."""

    smoke: bool = False
    screenshot: Path | None = None
    ruleset_id: str | None = None
    view: str | None = None
    theme: str | None = None
    files: tuple[Path, ...] = ()
    """Characters, encounters or rulesets to open (from the file manager's `%F`)."""
    new_instance: bool = False
    desktop_entry: str | None = None
    """"install" or "uninstall" the desktop menu entry instead of opening the app."""
    launcher: Path | None = None
    font_scale: float | None = None
    """The text size, as View > Larger text sets it (1.0 = the system's; remembered)."""

    @property
    def headless(self) -> bool:
        """True when the window only has to be drawn once, not used by a person."""
        return self.smoke or self.screenshot is not None


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gm-assistant",
        description="GM Assistant: open the desktop app.",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the window, wait until it has been drawn once, then exit 0",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        type=Path,
        help=f"draw the window at {SCREENSHOT_SIZE.width()}x{SCREENSHOT_SIZE.height()}, "
        "save it as an image, then exit",
    )
    parser.add_argument("--ruleset", metavar="ID", dest="ruleset_id", help="ruleset to open")
    parser.add_argument("--view", choices=VIEWS, help="main view to show first")
    parser.add_argument("--theme", choices=THEMES,
                        help="light or dark colours, or follow the system (remembered)")
    parser.add_argument("--font-scale", type=float, metavar="SCALE",
                        help=f"text size relative to the system's ({FONT_SCALE_MIN} to "
                        f"{FONT_SCALE_MAX}; remembered, as View > Larger text)")
    parser.add_argument("--new-instance", action="store_true",
                        help="open another window even when the app is already running "
                        "(two windows share one table session file: the last save wins)")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add the app to the desktop menu (the .desktop file, metainfo "
                       "and icons in $XDG_DATA_HOME, ~/.local/share by default), then exit")
    entry.add_argument("--uninstall-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry wrote, then exit")
    parser.add_argument("--launcher", type=Path, metavar="PATH",
                        help="with --install-desktop-entry: the command the menu entry "
                        "runs (default: this one)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE",
                        help="characters, encounters or rulesets to open (a running "
                        "window opens them)")
    return parser


def parse_args(argv: Sequence[str]) -> AppOptions:
    """Parse the GUI's command-line options (without the program name).

    Raises:
        SystemExit: On ``--help``, ``--version`` or a bad option, as argparse does.
    """
    namespace = _build_parser().parse_args(list(argv))
    return AppOptions(
        smoke=namespace.smoke,
        screenshot=namespace.screenshot,
        ruleset_id=namespace.ruleset_id,
        view=namespace.view,
        theme=namespace.theme,
        files=tuple(namespace.files),
        new_instance=namespace.new_instance,
        desktop_entry=("install" if namespace.install_desktop_entry else "uninstall"
                       if namespace.uninstall_desktop_entry else None),
        launcher=namespace.launcher,
        font_scale=namespace.font_scale,
    )


def main() -> int:
    """The desktop app's own entry point (`gm-assistant-app`, no console on Windows)."""
    return run(sys.argv[1:])


def run(argv: Sequence[str]) -> int:
    """Run the GUI with command-line options `argv` (without the program name).

    Returns:
        The process exit code: 0 on success, 2 for bad options, 1 if a headless
        run (``--smoke``, ``--screenshot``) could not draw or save the window.
    """
    _without_qt_test()
    try:
        options = parse_args(argv)
    except SystemExit as exit_:  # --help, --version, or a usage error already printed
        return exit_.code if isinstance(exit_.code, int) else 2
    if options.desktop_entry is not None:
        return _desktop_entry(options)

    if (
        options.headless
        and not _has_display()
        and not os.environ.get("QT_QPA_PLATFORM")
        and QApplication.instance() is None
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    app = _application()
    if options.headless:
        return _run_headless(app, options)

    from gm_assistant.ui.single_instance import InstanceServer, hand_over

    # One instance at a time: a running window takes this launch's files and comes to
    # the front; this process is done.
    if not options.new_instance and hand_over(list(options.files)):
        return 0
    from gm_assistant.ui.app_log import install_app_log

    app_log = install_app_log()  # after the first paint's imports; never raises
    settings = UiSettings()
    if options.theme is not None:
        settings.theme = options.theme
    if options.font_scale is not None:
        settings.font_scale = options.font_scale
    window = MainWindow(ruleset_id=options.ruleset_id, view=options.view, settings=settings,
                        theme=ThemeController(app, app))
    if settings.geometry is None:
        window.resize(_initial_size(app))
    window.app_log = app_log
    _tell_about_the_log(window, app_log)
    uninstall = install_excepthook(lambda: window)
    server = InstanceServer(parent=window) if not options.new_instance else None
    if server is not None:
        server.handed_over.connect(lambda handed: _bring_forward(window, handed))
    # After the first paint (importing `socket` costs the first frame ~15 ms).
    terminations: list[TerminationWatcher] = []
    after_first_paint(window, lambda: terminations.append(quit_on_terminate(app)))
    try:
        window.show()
        window.open_paths(list(options.files))
        code = app.exec()
        app_log.quit(code)
        return code
    finally:
        for watcher in terminations:
            watcher.uninstall()
        _wait_for_workers()
        uninstall()


def _tell_about_the_log(window: MainWindow, app_log: AppLog) -> None:
    """Say in the status bar when the app runs without its log, and, after the first
    paint, when the last run closed unexpectedly."""
    from PySide6.QtCore import QCoreApplication

    if app_log.problem:
        message = (QCoreApplication.translate("MainWindow", "Running without a log: {problem}")
                   if app_log.folder is None
                   else QCoreApplication.translate("MainWindow", "Log: {problem}"))
        window.statusBar().showMessage(message.format(problem=app_log.problem), 15000)
    if app_log.unexpected:
        # After the first paint, once the translators are in (queued behind them, see
        # `i18n`): the box is written in the interface's language from the start.
        unexpected = app_log.unexpected
        after_first_paint(window, lambda: QTimer.singleShot(
            0, lambda: tell_unexpected_close(window, unexpected)))


def quit_on_terminate(app: QApplication) -> TerminationWatcher:
    """SIGTERM (a logout, `kill PID`) quits the app as File > Quit does: the windows
    close (saving their state, asking about unsaved work) and the run ends as a clean quit,
    not an unexpected close at the next start. Call `uninstall` on the result when done."""
    import logging

    from gm_assistant.ui.quit_signal import TerminationWatcher

    watcher = TerminationWatcher(app)

    def terminated(number: int) -> None:
        logging.getLogger("gm_assistant").info("signal %d: quitting as Quit does", number)
        app.quit()

    watcher.terminated.connect(terminated)
    logging.getLogger("gm_assistant").info("SIGTERM quits as Quit does")
    return watcher


def tell_unexpected_close(window: MainWindow, starts: list[str]) -> QMessageBox:
    """The last run closed without quitting (a crash or a kill): say so, and offer the
    log folder (the native crash file's stack follows the start's dated line). The box
    is written in the interface's language, and again when that changes while it is
    open."""
    from gm_assistant.ui.unexpected_close import UnexpectedCloseBox

    box = UnexpectedCloseBox(window, starts[-1])
    box.log_button.clicked.connect(lambda: window.open_folder("logs"))
    box.open()
    return box


def _desktop_entry(options: AppOptions) -> int:
    """--install-desktop-entry / --uninstall-desktop-entry: 0, or 1 saying why not."""
    from gm_assistant.core.desktop_entry import (
        DesktopEntryError,
        install_desktop_entry,
        uninstall_desktop_entry,
    )
    from gm_assistant.core.paths import DataDirNotFoundError

    try:
        if options.desktop_entry == "uninstall":
            done = uninstall_desktop_entry()
            verb = "removed"
        else:
            done = install_desktop_entry(options.launcher or _this_launcher())
            verb = "wrote"
    except (DesktopEntryError, DataDirNotFoundError, OSError) as error:
        print(f"gm-assistant: {error}", file=sys.stderr)
        return 1
    for path in done.files:
        print(f"{verb} {path}")
    if not done.files:
        print("gm-assistant: no desktop entry was installed")
    return 0


def _this_launcher() -> Path:
    """The command that started this process: the bundle's executable, or the installed
    script (`gm-assistant` on PATH when started otherwise, e.g. `python -m`)."""
    import shutil

    if getattr(sys, "frozen", False):
        return Path(sys.executable)
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started is not None and started.name.startswith("gm-assistant") and started.is_file():
        return started
    found = shutil.which("gm-assistant")
    return Path(found) if found else Path("gm-assistant")


def _without_qt_test() -> None:
    """pyqtgraph imports PySide6.QtTest whenever it can (only its own tests use it): the
    app does not load Qt's test library. A None entry in sys.modules makes that import
    fail, which pyqtgraph expects; a process that already has it (a test run) keeps it."""
    if "PySide6.QtTest" not in sys.modules:
        sys.modules["PySide6.QtTest"] = None  # type: ignore[assignment]


def _bring_forward(window: MainWindow, handed: HandOver) -> None:
    """A later launch handed over: come to the front and open its files.

    On Wayland a window may only take the focus with a token the desktop gave the launch
    (xdg-activation): Qt's Wayland plugin reads it from XDG_ACTIVATION_TOKEN when the
    window asks to be activated, so the launch's token is put there first."""
    if handed.activation_token and QGuiApplication.platformName().startswith("wayland"):
        os.environ["XDG_ACTIVATION_TOKEN"] = handed.activation_token
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    # Qt used the token (a token serves once): no later program started from here gets it.
    os.environ.pop("XDG_ACTIVATION_TOKEN", None)
    window.open_paths(handed.paths)


def _run_headless(app: QApplication, options: AppOptions) -> int:
    """--smoke and --screenshot: draw once, in a known state, without touching settings."""
    with tempfile.TemporaryDirectory(prefix="gm-assistant-") as scratch:
        # A fresh settings file: a picture never depends on (or changes) the user's choices.
        settings = UiSettings(Path(scratch) / "settings.ini")
        settings.theme = options.theme or "light"
        if options.font_scale is not None:
            settings.font_scale = options.font_scale
        window = MainWindow(ruleset_id=options.ruleset_id, view=options.view,
                            settings=settings, theme=ThemeController(app, app),
                            load=options.screenshot is not None, preview=True)
        window.resize(SCREENSHOT_SIZE)
        window.open_paths(list(options.files))  # opened once the rulesets are loaded
        try:
            if not _show_until_painted(window):
                print("gm-assistant: the window was not drawn in time", file=sys.stderr)
                return 1
            # For the start-up benchmark: when the first paint was done (epoch seconds).
            print(f"first paint: {time.time():.6f}", file=sys.stderr, flush=True)
            if options.screenshot is None:
                return _check_areas()
            if not _wait_until_ready(window):
                print("gm-assistant: the window was not ready in time", file=sys.stderr)
                return 1
            return _save_screenshot(window, options.screenshot)
        finally:
            window.close()  # stops its sweeps and forecasts (`stop_workers`) at once
            _wait_for_workers()  # the last safety: work that cannot stop (a load) ends
            window.deleteLater()
            settings.qsettings.sync()


def _wait_for_workers() -> None:
    """Let the worker threads finish before the interpreter exits (their module is
    imported by the first worker, after the first paint)."""
    from gm_assistant.ui.background import wait_for_workers

    wait_for_workers()


def _check_areas() -> int:
    """--smoke: every area's code must load (a bundle that left one out fails here, not
    in front of a user); 1 naming each one that does not."""
    from gm_assistant.ui.areas import AREAS, load_area

    failed = 0
    for area in AREAS:
        open_area, reason = load_area(area)
        if open_area is None:
            failed += 1
            print(f"gm-assistant: the {area.name} area failed to load:\n{reason}",
                  file=sys.stderr)
    return 1 if failed else 0


def _has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    # Only the program name: our own options are not Qt's business.
    app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "gm-assistant"])
    app.setOrganizationName(ORGANISATION_NAME)
    app.setApplicationName(APPLICATION_NAME)
    app.setApplicationDisplayName("GM Assistant")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.gm_assistant.GMAssistant")
    app.setWindowIcon(app_icon())
    from gm_assistant.ui.background import collect_garbage_on_gui_thread

    collect_garbage_on_gui_thread(app)
    return app


def app_icon() -> QIcon:
    """The app's icon: the drawn SVG, with the rendered sizes for small places."""
    from gm_assistant.core.paths import resources_dir

    icons = resources_dir() / "icons"
    icon = QIcon()
    for png in sorted((icons / "hicolor").glob("*/apps/gm-assistant.png")):
        side = int(png.parent.parent.name.split("x")[0])
        icon.addFile(str(png), QSize(side, side))
    return icon


def _initial_size(app: QApplication) -> QSize:
    """The preferred size, shrunk to fit a small screen."""
    available = app.primaryScreen().availableGeometry().size()
    return _PREFERRED_SIZE.boundedTo(available * 0.9)


def _show_until_painted(window: QWidget) -> bool:
    """Show `window` and process events until it has been painted once (or time runs out)."""
    watcher = FirstPaintWatcher(window)
    loop = QEventLoop()
    timeout = QTimer(loop)
    timeout.setSingleShot(True)
    timeout.setInterval(_FIRST_PAINT_TIMEOUT_MS)
    timeout.timeout.connect(loop.quit)
    watcher.painted.connect(loop.quit)
    timeout.start()
    window.show()
    if not watcher.seen:
        loop.exec()
    timeout.stop()
    return watcher.seen


def _wait_until_ready(window: MainWindow) -> bool:
    """Process events until the rulesets are loaded and the shown area has its numbers."""
    loop = QEventLoop()
    poll = QTimer(loop)
    poll.setInterval(20)
    deadline = QTimer(loop)
    deadline.setSingleShot(True)
    deadline.setInterval(_READY_TIMEOUT_MS)
    state = {"ready": False}

    def check() -> None:
        if not window.is_busy():
            state["ready"] = True
            loop.quit()

    poll.timeout.connect(check)
    deadline.timeout.connect(loop.quit)
    poll.start()
    deadline.start()
    check()
    if not state["ready"]:
        loop.exec()
    poll.stop()
    deadline.stop()
    # Let the last results lay out and paint before the grab.
    QApplication.processEvents()
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    return state["ready"]


def _save_screenshot(window: QWidget, path: Path) -> int:
    path = path.expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    image_format = None if path.suffix else "PNG"
    if not window.grab().save(str(path), image_format):
        print(f"gm-assistant: could not save the screenshot to {path}", file=sys.stderr)
        return 1
    return 0
