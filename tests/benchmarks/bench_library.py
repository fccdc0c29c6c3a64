"""Library benchmarks: opening and listing 2,000 characters; one edit of a live sheet.

Run: `.venv/bin/python tests/benchmarks/bench_library.py` (exit 1 if a budget is exceeded).
Budgets from the sheets issue: a library of 2,000 characters opens and lists in at most 2x
the time of parsing those files with yaml.CSafeLoader (reading the files included in
both); an edit updates the derived values within one frame (16 ms; a median far below).
From the hardening issue: the Characters area opens a library of 5,000 characters within
2 s (also given as a ratio to the raw parse of the same files).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _report import (  # noqa: E402
    alternate,
    line,
    machine,
    median_time,
    naive_2d6_seconds,
    scaled_budget,
)

from gm_assistant.core.library import Library, open_character  # noqa: E402
from gm_assistant.core.rules import load_ruleset  # noqa: E402
from gm_assistant.core.sheets import SheetState  # noqa: E402

SAMPLES = ROOT / "resources" / "samples"
COUNT = 2000


def build_library(folder: Path) -> list[Path]:
    """COUNT character files made from the samples, each under its own name."""
    samples = sorted(SAMPLES.glob("*/*.yaml"))
    paths = []
    for number in range(COUNT):
        source = samples[number % len(samples)]
        character = open_character(source)
        character.name = f"{character.name} #{number}"
        character.tags = [*character.tags, f"batch {number % 7}"]
        path = folder / f"c{number:04d}.yaml"
        shutil.copy(source, path)
        text = path.read_text(encoding="utf-8").replace(
            f"name: {open_character(source).name}", f"name: {character.name}", 1)
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def characters_area(count: int = 5000) -> tuple[float, float]:
    """(raw CSafeLoader parse of `count` files, the Characters area opened on them and
    painted), in seconds: the hardening issue's budget is 2 s for 5,000 characters."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    global COUNT
    saved, COUNT = COUNT, count
    try:
        with tempfile.TemporaryDirectory() as temporary:
            home = Path(temporary) / "home"
            os.environ["GM_ASSISTANT_HOME"] = str(home)
            from gm_assistant.core.paths import user_library_dir
            from gm_assistant.core.rules.registry import default_registry
            from gm_assistant.ui.characters.characters_view import CharactersView
            from gm_assistant.ui.settings import UiSettings

            folder = user_library_dir(ensure=True)
            build_library(folder)
            start = time.perf_counter()
            for path in folder.glob("*.yaml"):
                yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader)
            parse = time.perf_counter() - start
            registry = default_registry()
            start = time.perf_counter()
            view = CharactersView(None, settings=UiSettings(),  # type: ignore[call-arg]
                                  rulesets=registry.rulesets.get, preview=False)
            view.resize(1280, 860)
            view.show()
            view.set_ruleset(registry.get("adom"))
            shown = time.perf_counter() - start  # built and painted, the list still coming
            for _ in range(20):
                app.processEvents()
            while view.busy:  # a large library is read in a worker thread
                app.processEvents()
                time.sleep(0.005)
            for _ in range(5):
                app.processEvents()
            opened = time.perf_counter() - start
            assert view.model.rowCount() == count, view.model.rowCount()
            print(f"        the area was built in {shown * 1e3:.0f} ms; the window stayed "
                  "responsive while the list was read")
            view.close()
    finally:
        COUNT = saved
    return parse, opened


def main() -> int:
    ok_all = True
    print(f"machine: {machine()}")
    print("budgets from the sheets issue; ratios against baselines measured in this run")
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        paths = build_library(folder)

        def parse_only() -> None:
            for path in folder.glob("*.yaml"):
                yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader)

        def open_and_list() -> None:
            entries = Library(folder).entries()
            assert len(entries) == COUNT and all(e.ok for e in entries)

        parse, listing = alternate(parse_only, open_and_list, repeat=9)
        ratio = listing / parse
        ok = ratio <= 2
        ok_all &= ok
        print(line(f"open + list {COUNT} characters vs CSafeLoader parse", f"{ratio:.2f}x",
                   "2x", ok))
        print(f"        parse {parse * 1e3:.0f} ms, open and list {listing * 1e3:.0f} ms")
        library = Library(folder)
        library.entries()
        again = median_time(library.entries, repeat=9)
        print(f"        listing again (files unchanged): {again * 1e3:.0f} ms")
        search = median_time(lambda: library.search(ruleset="adom", kind="mook", tag="batch 3"),
                             repeat=9)
        print(f"        a search over the listed library: {search * 1e3:.0f} ms")
        del paths

    ruleset = load_ruleset(ROOT / "rulesets" / "riskbreaker.yaml")
    state = SheetState(ruleset, open_character(SAMPLES / "riskbreaker" / "fighter.yaml"))
    values = iter(range(10**6))

    def edit() -> None:
        state.set("muscle", 1 + next(values) % 10)

    edit_time = median_time(edit, repeat=201)
    ok = edit_time <= 0.016
    ok_all &= ok
    print(line("one edit of a live sheet (Riskbreaker muscle)", f"{edit_time * 1e3:.3f} ms",
               "16 ms", ok))
    naive = naive_2d6_seconds()
    budget = scaled_budget(2.0, naive)
    parse, opened = characters_area()
    ok = opened <= budget
    ok_all &= ok
    print(line("Characters area opens 5,000 characters", f"{opened:.2f} s",
               f"{budget:.1f} s", ok))
    print(f"        {opened / parse:.2f}x the raw CSafeLoader parse of the same files "
          f"({parse * 1e3:.0f} ms); against 2 s as such: "
          f"{'within' if opened <= 2.0 else 'over'} (the 2 s budget scaled by this "
          f"machine's speed: a naive 2d6 enumeration takes {naive * 1e6:.1f} us here, "
          "7 us where the budgets were set)")
    ok_all &= comments_kept()
    print("result:", "all within budget" if ok_all else "SOME BUDGETS EXCEEDED")
    return 0 if ok_all else 1


def comments_kept() -> bool:
    """Saving over a file with its comments and layout kept (ruamel.yaml's round trip),
    against a plain dump of the same character, for a sample and a 1 MB file."""
    from gm_assistant.core.library import open_character
    from gm_assistant.core.library.format import character_to_data, dump_character
    from gm_assistant.core.library.roundtrip import lay_over

    sample = ROOT / "resources" / "samples" / "adom" / "voltaire.yaml"
    raw = sample.read_bytes()
    character = open_character(sample)
    plain = median_time(lambda: dump_character(character), repeat=51)
    kept = median_time(lambda: lay_over(raw, character_to_data(character)), repeat=51)
    ok = kept <= 0.016
    print(line("save keeping comments, a sample character", f"{kept * 1e3:.1f} ms "
               f"{kept / plain:.1f}x a plain dump", "16 ms", ok))
    lines = [f"  note_{i}: 'a note of the campaign, number {i}'  # kept" for i in range(20_000)]
    big = raw + ("\n".join(lines) + "\n").encode()
    with tempfile.TemporaryDirectory() as temporary:
        path = Path(temporary) / "big.yaml"
        path.write_bytes(big)
        bulky = open_character(path)
    start = time.perf_counter()
    dump_character(bulky)
    plain_big = time.perf_counter() - start
    start = time.perf_counter()
    lay_over(big, character_to_data(bulky))
    kept_big = time.perf_counter() - start
    print(f"        a {len(big) / 1e6:.1f} MB file: {kept_big:.2f} s keeping comments, "
          f"{kept_big / plain_big:.0f}x a plain dump (bounded by the 2 MB cap)")
    return ok


if __name__ == "__main__":
    raise SystemExit(main())
