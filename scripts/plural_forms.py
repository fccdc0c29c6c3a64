"""Plural messages in the catalogues, which pyside6-lupdate's Python reader loses.

The app counts with ``translate("MainWindow", "%n rulesets loaded", None, count)``. Qt
picks the plural form at run time from the compiled catalogue, but lupdate's Python
reader marks a message as a plural (``numerus="yes"``) only when its count is a number
literal; a variable count gives a plain message, and lupdate folds the forms of a plural
it reads as plain into one. So `scripts/update-translations.sh` runs this around lupdate:

    python scripts/plural_forms.py save CATALOGUE.ts SAVED.json     (before lupdate)
    python scripts/plural_forms.py restore CATALOGUE.ts SAVED.json [--plural-only]

`restore` makes every message whose source holds ``%n`` a plural again, with the forms it
had before (a plain translation starts every form, unfinished; a new one gets empty
forms, unfinished); ``--plural-only`` keeps only those (the English catalogue: the source
language needs its singulars, nothing else).
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

__all__ = ["FORMS", "plural_forms", "restore"]

FORMS = {"en": 2, "es": 2}
"""How many plural forms each catalogue's language has (singular, plural)."""


def plural_forms(ts: Path) -> dict[str, list[str]]:
    """The finished plural messages of `ts`: ``context\\x04source`` -> forms."""
    saved: dict[str, list[str]] = {}
    for context in ET.parse(ts).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in message.iter("numerusform")]
            if forms and all(forms) and translation is not None \
                    and translation.get("type") != "unfinished":
                saved[f"{name}\x04{message.findtext('source') or ''}"] = forms
    return saved


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def restore(ts: Path, saved: dict[str, list[str]], plural_only: bool = False) -> None:
    """Rewrite `ts` (as lupdate writes it) with its ``%n`` messages as plurals."""
    root = ET.parse(ts).getroot()
    language = root.get("language", "")
    count = FORMS.get(language.split("_")[0], 2)
    head = " ".join(f'{key}="{_escape(value)}"' for key, value in root.attrib.items())
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS {head}>"]
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        body: list[str] = []
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            plural = "%n" in source
            if plural_only and not plural:
                continue
            translation = message.find("translation")
            done = translation is not None and translation.get("type") != "unfinished"
            body.append('    <message numerus="yes">' if plural else "    <message>")
            body.append(f"        <source>{_escape(source)}</source>")
            comment = message.findtext("comment")
            if comment:
                body.append(f"        <comment>{_escape(comment)}</comment>")
            if plural:
                finished = saved.get(f"{name}\x04{source}")
                forms = finished or [form.text or "" for form in message.iter("numerusform")]
                plain = (translation.text or "").strip() if translation is not None else ""
                if not any(forms) and plain:
                    # Translated as a plain message (a catalogue made before this script):
                    # its text starts every form, left unfinished for a look.
                    forms, done = [plain] * count, False
                forms = (forms + [""] * count)[:count]
                done = bool(finished) or (done and all(forms))
                body.append("        <translation>" if done
                            else '        <translation type="unfinished">')
                body += [f"            <numerusform>{_escape(f)}</numerusform>"
                         for f in forms]
                body.append("        </translation>")
            else:
                text = translation.text or "" if translation is not None else ""
                kind = "" if done else ' type="unfinished"'
                body.append(f"        <translation{kind}>{_escape(text)}</translation>")
            body.append("    </message>")
        if body:
            lines += ["<context>", f"    <name>{_escape(name)}</name>", *body, "</context>"]
    lines.append("</TS>")
    ts.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "save":
        Path(argv[2]).write_text(json.dumps(plural_forms(Path(argv[1]))), encoding="utf-8")
        return 0
    if len(argv) >= 3 and argv[0] == "restore":
        saved = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
        restore(Path(argv[1]), saved, plural_only="--plural-only" in argv[3:])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
