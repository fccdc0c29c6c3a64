"""The command line's registry: a command is declared once, in its module, and the table
in `gm_assistant.cli` is the only other place that names it."""

from __future__ import annotations

import argparse
import sys
import types
from typing import TextIO

import pytest

from gm_assistant import cli
from gm_assistant.cli import MODULES, declared, main
from gm_assistant.cli.command import Command


def test_each_module_declares_exactly_the_commands_the_table_gives_it() -> None:
    for module, names in MODULES.items():
        assert tuple(command.name for command in declared(module)) == names


def _greet(args: argparse.Namespace, out: TextIO) -> int:
    print(f"hello {args.who}", file=out)
    return 3


def _greet_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("who")


@pytest.fixture
def greeting(monkeypatch: pytest.MonkeyPatch) -> None:
    """A throwaway command module, `greeting`, added through the registry only."""
    module = types.ModuleType("gm_assistant.cli.greeting")
    module.COMMANDS = (  # type: ignore[attr-defined]
        Command("greet", "say hello to someone", _greet_arguments, _greet),)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(MODULES, "greeting", ("greet",))


@pytest.mark.usefixtures("greeting")
def test_a_command_added_to_the_registry_is_listed_in_help(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "say hello to someone" in text
    assert "{validate,rulesets,schema,odds,sheet,encounter,series,dice,roll,greet}" in text


@pytest.mark.usefixtures("greeting")
def test_a_command_added_to_the_registry_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["greet", "Morgana"]) == 3
    assert capsys.readouterr().out == "hello Morgana\n"


def test_without_the_registry_entry_the_word_opens_the_app(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`greet` is not a command unless the table names it: the app gets the words."""
    seen: list[list[str]] = []
    app = types.ModuleType("gm_assistant.ui.app")
    app.run = lambda words: seen.append(words) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "gm_assistant.ui.app", app)
    assert "greet" not in cli.command_names()
    assert main(["greet", "Morgana"]) == 0
    assert seen == [["greet", "Morgana"]]
