"""Outside games/, the engine asks a game's kind (`games.registry.kind_of`) and never checks which
class its rules are: an `isinstance` on a rules class there fails here, so that a new kind reaches
the Class page, the command line and the notes by its registration alone."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "py" / "factorgames"
GAMES = ENGINE / "games"


def rules_classes() -> set[str]:
    """The rules classes the games define (ChainRules, ...) and their protocol, Rules."""
    names = {"Rules"}
    for path in GAMES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {
            node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and node.name.endswith("Rules")
        }
    return names


def checked_classes(call: ast.Call) -> set[str]:
    """The class names an isinstance call checks (a name, a tuple or a union of them)."""
    if len(call.args) != 2:
        return set()
    return {
        node.id if isinstance(node, ast.Name) else node.attr
        for node in ast.walk(call.args[1])
        if isinstance(node, ast.Name | ast.Attribute)
    }


def isinstance_on_rules(source: str, classes: set[str]) -> list[int]:
    """The lines of `source` that check whether a value is of a rules class."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "isinstance"
        and checked_classes(node) & classes
    ]


def test_the_check_finds_an_isinstance_on_rules():
    classes = rules_classes()
    assert {"ChainRules", "FactorRules", "RemovalRules"} <= classes
    source = "if isinstance(r, ChainRules | presets.FactorRules):\n    pass\nok = isinstance(x, dict)\n"
    assert isinstance_on_rules(source, classes) == [1]
    assert isinstance_on_rules("isinstance(r, (int, RemovalRules))", classes) == [1]


def test_no_room_outside_games_checks_the_class_of_rules():
    classes = rules_classes()
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for folder in (ENGINE, ROOT / "sitebuild")
        for path in sorted(folder.rglob("*.py"))
        if GAMES not in path.parents
        for line in isinstance_on_rules(path.read_text(encoding="utf-8"), classes)
    ]
    assert found == [], "ask the kind (games/game_kind.py) instead"
