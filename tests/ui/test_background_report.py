"""A serial worker's reports from its work's thread (`SerialWorker.report`) reach the GUI
thread by the process's relay, never by a signal of the worker itself: the worker goes
with its window while the work may still run, and a forecast's progress emitted on a
worker being deleted crashed the process once (a UI test closing its Encounters area
during the exact attempt)."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from gm_assistant.ui.background import SerialWorker


def _from_a_thread(call: object) -> None:
    thread = threading.Thread(target=call)  # type: ignore[arg-type]
    thread.start()
    thread.join(10)
    assert not thread.is_alive()


def test_a_report_from_the_works_thread_arrives_on_the_gui_thread(qtbot: QtBot) -> None:
    worker = SerialWorker(lambda request: request)
    got: list[tuple[object, bool]] = []
    gui = threading.current_thread()
    worker.reported.connect(lambda payload: got.append(
        (payload, threading.current_thread() is gui)))
    _from_a_thread(lambda: worker.report("half way"))
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert got == [("half way", True)]


def test_a_report_after_the_worker_is_gone_is_dropped_quietly(qtbot: QtBot) -> None:
    parent = QObject()
    worker = SerialWorker(lambda request: request, parent)
    other = SerialWorker(lambda request: request)  # a worker that lives on
    got: list[object] = []
    other.reported.connect(got.append)
    report = worker.report  # what the work holds while its window closes
    parent.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(worker), timeout=5_000)
    errors: list[BaseException] = []

    def late() -> None:
        try:
            report("too late")
        except BaseException as error:  # the test reports it
            errors.append(error)

    _from_a_thread(late)
    _from_a_thread(lambda: other.report("still wanted"))
    qtbot.waitUntil(lambda: bool(got), timeout=5_000)
    assert errors == [] and got == ["still wanted"]  # the other worker's only
