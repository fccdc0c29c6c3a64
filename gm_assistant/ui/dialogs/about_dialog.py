"""AboutDialog: the app's version and each loaded ruleset's source, licence and notes."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gm_assistant import __version__

if TYPE_CHECKING:
    from gm_assistant.core.rules.compiled import Ruleset

__all__ = ["THIRD_PARTY", "AboutDialog", "about_html"]

translate = QCoreApplication.translate


def _ruleset_html(ruleset: Ruleset) -> str:
    model = ruleset.model
    source = model.source
    esc = html.escape
    parts = [f"<h3>{esc(model.name)} <small>({esc(model.id)}, v{esc(model.version)})</small></h3>",
             "<table cellspacing='2'>"]

    def row(name: str, value: str) -> None:
        parts.append(f"<tr><td valign='top'><b>{name}</b>&nbsp;</td><td>{value}</td></tr>")

    row(translate("AboutDialog", "Source"), esc(source.title))
    authors = ", ".join(source.authors)
    if authors:
        row(translate("AboutDialog", "Authors"), esc(authors))
    if source.year is not None:
        row(translate("AboutDialog", "Year"), esc(str(source.year)))
    row(translate("AboutDialog", "Licence"), esc(source.licence))
    row(translate("AboutDialog", "Attribution"), esc(source.attribution))
    link = translate("AboutDialog", "Link")
    if source.url:
        row(link, f"<a href='{esc(str(source.url))}'>{esc(str(source.url))}</a>")
    else:
        row(link, translate("AboutDialog", "none given in the source"))
    parts.append("</table>")
    if model.notes:
        parts.append("<p><b>{}</b></p><ul>".format(
            translate("AboutDialog", "How this file reads the rules")))
        for note in model.notes:
            parts.append(f"<li><i>{esc(note.topic)}</i>: {esc(note.text)}</li>")
        parts.append("</ul>")
    return "".join(parts)


def about_html(rulesets: Iterable[Ruleset]) -> str:
    """The About text: version, purpose, then one section per ruleset."""
    parts = [
        f"<h2>GM Assistant {html.escape(__version__)}</h2>",
        translate("AboutDialog", "<p>Exact odds, charts and character sheets for game "
                  "masters at a physical table. Works offline.</p>"),
    ]
    parts.append(
        translate("AboutDialog", "<p><b>Licence</b>: the app's code is under the MIT "
                  "licence. The rulesets below are other authors' games: each names its own "
                  "source, licence and the credit owed.</p><h2>Third-party libraries</h2>")
        + "<table cellspacing='2'>"
        + "".join(f"<tr><td>{html.escape(translate('AboutDialog', str(name)))}&nbsp;</td>"
                  f"<td>{html.escape(licence)}</td></tr>" for name, licence in THIRD_PARTY)
        + "</table>"
        + translate("AboutDialog", "<p>Their full licence texts come with each library's "
                    "package; About Qt (below) shows Qt's.</p>"))
    loaded = list(rulesets)
    if loaded:
        parts.append("<h2>{}</h2>".format(translate("AboutDialog", "Rulesets")))
        parts.extend(_ruleset_html(ruleset) for ruleset in loaded)
    else:
        parts.append(translate("AboutDialog", "<p>No ruleset is loaded yet.</p>"))
    return "".join(parts)


THIRD_PARTY = (
    (QT_TRANSLATE_NOOP("AboutDialog", "Qt 6 and PySide6"), "LGPL-3.0-only"),
    ("pyqtgraph", "MIT"),
    ("NumPy", "BSD-3-Clause"),
    ("icepool", "MIT"),
    (QT_TRANSLATE_NOOP("AboutDialog", "gmpy2 with GMP, MPFR and MPC"), "LGPL-3.0-or-later"),
    ("PyYAML", "MIT"),
    ("ruamel.yaml", "MIT"),
    ("pydantic", "MIT"),
    ("simpleeval", "MIT"),
    ("platformdirs", "MIT"),
)
"""The libraries the app ships with and their licences (THIRD-PARTY-NOTICES.md too)."""


class AboutDialog(QDialog):
    """About GM Assistant, with the attribution and licence of every loaded ruleset."""

    def __init__(self, rulesets: Iterable[Ruleset], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutBox")
        self.setWindowTitle(translate("AboutDialog", "About GM Assistant"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(700, 600)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("AboutText")
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(about_html(rulesets))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.about_qt = QPushButton(translate("AboutDialog", "About &Qt"), self)
        self.about_qt.setObjectName("AboutQtButton")
        self.about_qt.clicked.connect(
            lambda: QMessageBox.aboutQt(self, translate("AboutDialog", "About Qt")))
        buttons.addButton(self.about_qt, QDialogButtonBox.ButtonRole.HelpRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

    def text(self) -> str:
        """The dialog's text, without markup."""
        return self.browser.toPlainText()
