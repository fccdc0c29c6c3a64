"""The encounter sheet: the forecast, the threat matrix and the combatants' cards on paper
(a PDF), one page where it fits."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QPdfWriter, QTextDocument

from gm_assistant.core.conflict.encounter import Encounter, member_character
from gm_assistant.core.errors import GMAssistantError
from gm_assistant.core.probability_text import chance_text, percent_text
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.sheets import SheetState
from gm_assistant.ui.common.forecast_models import expected_text
from gm_assistant.ui.common.forecast_panel import verdict
from gm_assistant.ui.common.forecast_worker import ForecastResult
from gm_assistant.ui.common.printing.character_printer import page_layout
from gm_assistant.ui.common.printing.sheet_html import card_html
from gm_assistant.ui.i18n import localized

__all__ = ["encounter_cards", "encounter_html", "export_encounter_pdf"]

translate = QCoreApplication.translate

_SIDES = {"party": str(QT_TRANSLATE_NOOP("EncounterSheet", "party")),
          "opposition": str(QT_TRANSLATE_NOOP("EncounterSheet", "opposition"))}
"""The sides as the sheet names them (in English; shown translated)."""

_STYLE = """
body { font-family: sans-serif; font-size: 9pt; }
h1 { font-size: 14pt; margin: 0; } h2 { font-size: 11pt; margin: 8px 0 2px 0; }
table { border-collapse: collapse; } td, th { border: 1px solid #999; padding: 2px 5px; }
.big { font-size: 16pt; font-weight: bold; } .note { color: #444; font-size: 8pt; }
.card { border: 1px solid #999; padding: 4px; margin: 4px 0; }
"""


def encounter_cards(ruleset: Ruleset, encounter: Encounter, folders: Sequence[Path]) -> list[str]:
    """One card per line of the encounter, the party's first, as HTML (a line of several
    says how many; a line whose sheet cannot be read has none)."""
    cards = []
    for member in [*encounter.party, *encounter.opposition]:
        try:
            character = member_character(ruleset, member, folders)
            if member.name:
                character.name = member.name
            card = card_html(SheetState(ruleset, character))
        except GMAssistantError:
            continue
        count = f"<p><b>× {member.count}</b></p>" if member.count > 1 else ""
        cards.append(card.replace("<body>", f"<body>{count}", 1))
    return cards


def encounter_html(name: str, ruleset_name: str, result: ForecastResult,
                   cards: Sequence[str]) -> str:
    """The sheet as HTML: the headline, who goes down, the matrix, the cards, the readings."""
    scene = result.scene
    parts = [f"<h1>{escape(name)}</h1><p>{escape(ruleset_name)}: {escape(scene.label)}</p>"]
    if scene.fight is not None:
        fight = scene.fight
        word, colour = verdict(fight.p_party_wins)
        # The verdict words are the forecast panel's (translated under its context there).
        word = translate("ForecastPanel", word)
        kind = translate("EncounterSheet", "exact") if fight.exact else translate(
            "EncounterSheet", "estimate from {fights} simulated fights").format(
                fights=localized("{fights:,}", fights=fight.fights))
        headline = translate(
            "EncounterSheet", "<span class='big'>{chance}</span> the party wins · "
            "<b style='color:{colour}'>{verdict}</b> · {kind} · expected {rounds} rounds").format(
                chance=chance_text(fight.p_party_wins), colour=colour, verdict=word, kind=kind,
                rounds=expected_text(fight.expected_rounds))
        parts.append(f"<p>{headline}</p>")
        rows = "".join(
            f"<tr><td>{escape(c.name)}</td><td>{escape(_side(c.side))}</td>"
            f"<td>{chance_text(out)}</td></tr>"
            for c, out in zip(fight.combatants, fight.p_out, strict=True))
        titles = "".join(f"<th>{escape(title)}</th>" for title in (
            translate("EncounterSheet", "Combatant"), translate("EncounterSheet", "Side"),
            translate("EncounterSheet", "P(out)")))
        down = translate("EncounterSheet", "Who goes down")
        parts.append(f"<h2>{escape(down)}</h2><table><tr>{titles}</tr>{rows}</table>")
        if result.pairs:
            attackers = sorted({a for a, _ in result.pairs})
            defenders = sorted({d for _, d in result.pairs})
            head = "".join(f"<th>{escape(fight.combatants[d].name)}</th>" for d in defenders)
            body = ""
            for a in attackers:
                cells = "".join(
                    f"<td>{percent_text(result.pairs[(a, d)].p_hit, 0)}</td>"
                    if (a, d) in result.pairs else "<td>—</td>" for d in defenders)
                body += f"<tr><th>{escape(fight.combatants[a].name)}</th>{cells}</tr>"
            matrix = translate("EncounterSheet",
                               "Threat matrix: P(a hit), attacker against defender")
            parts.append(f"<h2>{escape(matrix)}</h2>"
                         f"<table><tr><th></th>{head}</tr>{body}</table>")
    elif scene.contest is not None:
        contest = scene.contest
        parts.append("<p>" + translate(
            "EncounterSheet", "<span class='big'>{chance}</span> {party} wins the contest "
            "against {opposition} (exact)").format(
                chance=chance_text(contest.p_party_wins), party=escape(contest.party.name),
                opposition=escape(contest.opposition.name)) + "</p>")
    if cards:
        combatants = translate("EncounterSheet", "Combatants")
        parts.append(f"<h2>{escape(combatants)}</h2>")
        parts.extend(f"<div class='card'>{card}</div>" for card in cards)
    if scene.readings:
        reading = translate("EncounterSheet", "How the rules are read")
        parts.append(f"<h2>{escape(reading)}</h2>" + "".join(
            f"<p class='note'><i>{escape(n.topic)}</i>: {escape(n.text)}</p>"
            for n in scene.readings))
    used = scene.fight.notes if scene.fight is not None else ()
    if used:
        title = translate("EncounterSheet", "Readings this forecast used")
        parts.append(f"<h2>{escape(title)}</h2>" + "".join(
            f"<p class='note'>{escape(translate('Forecast', note))}</p>" for note in used))
    return f"<html><head><style>{_STYLE}</style></head><body>{''.join(parts)}</body></html>"


def _side(side: str) -> str:
    found = _SIDES.get(side)
    return translate("EncounterSheet", found) if found is not None else side


def export_encounter_pdf(path: Path, html: str, title: str, page_size: str = "A4") -> int:
    """Write the sheet to a PDF file; the number of pages (OSError when not written)."""
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("GM Assistant")
    writer.setPageLayout(page_layout(page_size))
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    document.setHtml(html)
    document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size()
                         .toSizeF())
    document.print_(writer)
    pages = document.pageCount()
    # The document's layout keeps a pointer to the writer: the document goes first, or
    # its destructor may reach a deleted device (suspected in a CI segfault, exit 139).
    del document
    del writer  # the file is complete once the writer is gone
    if not Path(path).is_file():
        raise OSError(translate("EncounterSheet", "could not write {file}").format(file=path))
    return pages
