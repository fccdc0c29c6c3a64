"""Printing characters: a page of NPC cards and full sheets, as PDF on A4 and Letter."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from gm_assistant.core.library import Library, RecoveryStore, open_character
from gm_assistant.core.paths import rulesets_dir
from gm_assistant.core.rules.compiled import Ruleset
from gm_assistant.core.rules.registry import RulesetRegistry
from gm_assistant.core.sheets import SheetState, make_batch
from gm_assistant.ui.characters.characters_view import CharactersView
from gm_assistant.ui.characters.samples_dialog import sample_files
from gm_assistant.ui.common.printing.character_printer import export_pdf
from gm_assistant.ui.common.printing.sheet_html import card_html, sheet_html
from gm_assistant.ui.settings import UiSettings

# PDF page sizes in points (1/72 inch): A4 is 210 x 297 mm, Letter 8.5 x 11 in.
A4 = (595, 842)
LETTER = (612, 792)


@pytest.fixture(scope="module")
def rulesets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Ruleset]:
    user = tmp_path_factory.mktemp("no-house-rules")
    return dict(RulesetRegistry(rulesets_dir(), user).load().rulesets)


@pytest.fixture(autouse=True)
def application(qapp: object) -> object:
    """Fonts and paint devices need the application, even without a window."""
    return qapp


def pdf_pages(path: Path) -> list[tuple[int, int]]:
    """Each page's size in points, read from the PDF's MediaBoxes."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and b"%%EOF" in data[-64:]
    pages = re.findall(rb"/Type\s*/Page\b(?!s)", data)
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    sizes = [(round(float(w)), round(float(h))) for w, h in boxes]
    assert len(sizes) >= len(pages)
    return sizes[:len(pages)]


def states_of(ruleset: Ruleset, characters) -> list[SheetState]:
    return [SheetState(ruleset, c) for c in characters]


def test_a_page_of_mook_cards_fits_on_one_a4_page(tmp_path: Path, rulesets) -> None:
    adom = rulesets["adom"]
    goblins = make_batch(adom, 6, name="Goblin", template="mook")
    pdf = tmp_path / "goblins.pdf"
    assert export_pdf(pdf, states_of(adom, goblins), "cards", "A4") == 1
    assert pdf_pages(pdf) == [A4]


def test_many_cards_flow_onto_more_letter_pages(tmp_path: Path, rulesets) -> None:
    fate = rulesets["adom"]
    samples = [open_character(p) for p in sample_files("adom")] * 3
    pdf = tmp_path / "cards.pdf"
    pages = export_pdf(pdf, states_of(fate, samples), "cards", "Letter")
    assert pages >= 2
    assert pdf_pages(pdf) == [LETTER] * pages


def test_full_sheets_take_a_page_or_more_each(tmp_path: Path, rulesets) -> None:
    riskbreaker = rulesets["riskbreaker"]
    archetypes = [open_character(p) for p in sample_files("riskbreaker")]
    pdf = tmp_path / "sheets.pdf"
    pages = export_pdf(pdf, states_of(riskbreaker, archetypes), "sheets", "A4")
    assert pages >= len(archetypes)
    assert pdf_pages(pdf) == [A4] * pages


def test_bad_requests_are_refused(tmp_path: Path, rulesets) -> None:
    with pytest.raises(ValueError, match="at least one"):
        export_pdf(tmp_path / "none.pdf", [], "cards", "A4")
    state = SheetState(rulesets["adom"], make_batch(rulesets["adom"], 1, name="X",
                                                    template="mook")[0])
    with pytest.raises(ValueError, match="page size"):
        export_pdf(tmp_path / "x.pdf", [state], "cards", "A5")
    with pytest.raises(ValueError, match="layout"):
        export_pdf(tmp_path / "x.pdf", [state], "poster", "A4")


def test_cards_and_sheets_say_what_the_sheet_holds(rulesets) -> None:
    riskbreaker = rulesets["riskbreaker"]
    thief = SheetState(riskbreaker, open_character(sample_files("riskbreaker")[-1]))
    card = card_html(thief)
    assert "Thief" in card and "Pick Lock (Agility" in card  # entries in one line
    assert "Points spent" not in card  # creation arithmetic stays on the sheet
    sheet = sheet_html(thief)
    assert "Points spent</td><td class='derived'>50" in sheet
    for label in ("Starting points", "Kill Damage", "Conflict counters", "Pick Lock"):
        assert label in sheet
    assert "☐☐☐" in sheet  # three conflict counters to tick at the table
    margot = SheetState(rulesets["maofa"], open_character(
        next(p for p in sample_files("maofa") if p.stem == "margot-delacroix")))
    assert "eagle eye (S, +4)" in sheet_html(margot)


def test_the_view_exports_the_selected_characters(qtbot: QtBot, tmp_path: Path,
                                                  rulesets) -> None:
    library = Library(tmp_path / "library")
    for path in sample_files("adom"):
        library.import_file(path)
    view = CharactersView(library=library, recovery=RecoveryStore(tmp_path / "recovery"),
                          settings=UiSettings(tmp_path / "settings.ini"),
                          rulesets=rulesets.get)
    qtbot.addWidget(view)
    view.set_ruleset(rulesets["adom"])
    view.panel.search_edit.setText("mook")
    view.panel.table.selectAll()
    states = view.files.states_for_print()
    assert sorted(s.character.name for s in states) == [
        "Asesino de acero", "Banda de matones", "Matón de la casa Cíclope",
        "Tiburón del cielo"]
    pdf = tmp_path / "mooks.pdf"
    with qtbot.waitSignal(view.reported) as reported:
        assert view.files.export_pdf_to(pdf, "cards", "Letter") == 1
    assert pdf_pages(pdf) == [LETTER]
    assert "mooks.pdf: 1 page" in reported.args[0]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler's pdftoppm")
def test_a_card_page_renders_to_an_image_with_ink(tmp_path: Path, rulesets) -> None:
    fate = rulesets["adom"]
    samples = [open_character(p) for p in sample_files("adom")]
    pdf = tmp_path / "cards.pdf"
    export_pdf(pdf, states_of(fate, samples), "cards", "A4")
    subprocess.run(["pdftoppm", "-r", "50", "-f", "1", "-l", "1", "-png", str(pdf),
                    str(tmp_path / "page")], check=True, timeout=60)
    image = QImage(str(tmp_path / "page-1.png"))
    assert not image.isNull()
    assert abs(image.width() - A4[0] * 50 / 72) <= 1  # 210 mm at 50 dpi
    assert abs(image.height() - A4[1] * 50 / 72) <= 1
    dark = sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if image.pixelColor(x, y).lightness() < 128)
    assert dark > 500  # text and card borders were drawn


def test_identical_mooks_print_once_with_a_count(tmp_path: Path, rulesets) -> None:
    from gm_assistant.ui.common.printing.character_printer import card_groups

    adom = rulesets["adom"]
    goblins = make_batch(adom, 6, name="Goblin", template="mook")
    samples = [open_character(p) for p in sample_files("adom")]
    pcs = [c for c in samples if c.kind == "pc"]
    states = states_of(adom, [*goblins, *pcs, *pcs])
    groups = card_groups(states)
    assert len(groups) == 1 + 2 * len(pcs)  # the goblins once; player characters each
    state, names = groups[0]
    assert names == [g.name for g in goblins]
    html = card_html(state, names)
    assert "Goblin <span class='count'>× 6</span>" in html
    different = make_batch(adom, 2, name="Guard", template="mook")
    different[0].values["stress_boxes"] = 2  # one guard is not like the other
    assert len(card_groups(states_of(adom, different))) == 2


def test_the_print_preview_shows_the_pages(qtbot: QtBot, tmp_path: Path, rulesets) -> None:
    """The preview asks for the pages it shows: they are painted as they will print."""
    from PySide6.QtPrintSupport import QPrinter

    library = Library(tmp_path / "library")
    view = CharactersView(library=library, settings=UiSettings(tmp_path / "settings.ini"),
                          recovery=RecoveryStore(tmp_path / "recovery"))
    qtbot.addWidget(view)
    adom = rulesets["adom"]
    goblins = states_of(adom, make_batch(adom, 6, name="Goblin", template="mook"))
    dialog = view.files.print_preview(goblins, "cards", "A4")
    painted = []
    dialog.paintRequested.connect(lambda printer: painted.append(printer))
    out = tmp_path / "preview.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    dialog.paintRequested.emit(printer)  # what the preview does for each page shown
    assert painted and out.read_bytes().startswith(b"%PDF")
    dialog.close()


def test_a_declared_card_shows_what_matters_at_the_table(rulesets) -> None:
    """AdOM's card: aspects, approaches, stunts, stress boxes and a blank for every free
    consequence; not the creation arithmetic (approach raises, their sum, base refresh)."""
    adom = rulesets["adom"]
    abigail = next(open_character(p) for p in sample_files("adom")
                   if open_character(p).name == "Abigail Zhao")
    html = card_html(SheetState(adom, abigail))
    for shown in ("Experta en encantamientos", "La favorita del profesorado", "☐☐☐",
                  "Leve (Mild)", "Grave (Severe)", "Cauteloso (Careful)"):
        assert shown in html, shown
    assert html.count("______________") == 3  # three free consequences to write in
    for hidden in ("Mejoras de métodos", "Suma de los métodos", "Capacidad base"):
        assert hidden not in html, hidden
    mook = SheetState(adom, make_batch(adom, 1, name="Thug", template="mook")[0])
    assert "Descripción" not in card_html(mook)  # an empty description is no slot
    riskbreaker = rulesets["riskbreaker"]
    fighter = next(open_character(p) for p in sample_files("riskbreaker")
                   if open_character(p).name == "Fighter")
    card = card_html(SheetState(riskbreaker, fighter))
    assert "Effective Muscle" in card and "Cost" not in card.split("Skills")[0]


@pytest.mark.parametrize("template", ["npc", "mook", "mook_group"])
def test_a_new_maofa_host_card_gives_a_rating_to_roll_against(rulesets, template) -> None:
    """The card of a fresh MAoFA host character shows each characteristic it has with the
    book's Average rating (A), never a bare "0" for a trait nobody chose."""
    maofa = rulesets["maofa"]
    [character] = make_batch(maofa, 1, name="Guard", template=template) \
        if template != "mook_group" else make_batch(maofa, 3, name="Guards", as_group=True)
    state = SheetState(maofa, character)
    html = card_html(state)
    text = re.sub(r"<[^>]+>", "", html)
    assert not re.search(r"(Profession|Body|Senses|Reflexes|Background) 0\b", text), text
    assert re.search(r"Body [^·]*\(A\b", text), text
    assert re.search(r"Reflexes [^·]*\(A\b", text), text


def test_a_mook_group_card_says_how_many_it_holds(rulesets) -> None:
    for ruleset_id, members in (("maofa", 5), ("adom", 4), ("riskbreaker", 3)):
        ruleset = rulesets[ruleset_id]
        [group] = make_batch(ruleset, members, name="Thugs", as_group=True)
        text = re.sub(r"<[^>]+>", "", card_html(SheetState(ruleset, group)))
        assert f"group of {members}" in text, (ruleset_id, text)
    # A single mook says nothing of the kind.
    adom = rulesets["adom"]
    [mook] = make_batch(adom, 1, name="Thug", template="mook")
    assert "group of" not in card_html(SheetState(adom, mook))
