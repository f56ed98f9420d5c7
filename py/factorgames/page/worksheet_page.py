"""The worksheet page's view: a printable sheet of puzzles of one game and difficulty, each with
its board drawn as a grid with the position marked, and an answer key for a page of its own.

Its address, `game=<id>&level=<1..3 or any>&count=<n>&sheet=<k>&paper=<a4 or letter>`, always
gives the same sheet (another `sheet` number gives other puzzles of the same kind).

>>> v = view("game=factor-chain-challenge&level=any&count=3")
>>> v["hash"], len(v["items"]), v["items"][0]["number"]
('game=factor-chain-challenge&level=any&count=3&sheet=1&paper=a4', 3, 1)
"""

from __future__ import annotations

from urllib.parse import parse_qsl

from ..contract.views import OptionView, SheetCellView, SheetItemView, WorksheetView
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import N_, _, language, listing, ngettext
from ..puzzles.model import LEVELS, Puzzle
from ..puzzles.table import PUZZLES
from ..puzzles.themes import THEMES
from .puzzles_page import difficulty_words, task
from .view import language_options

MAX_COUNT = 12
DEFAULT_COUNT = 6
# Translators: the paper size (8.5 x 11 inches), as a print dialog names it.
PAPERS = {"a4": "A4", "letter": N_("Letter")}


def _games() -> list[str]:
    return list(dict.fromkeys(p.game for p in PUZZLES))


def _whole(text: str | None, lowest: int, highest: int, default: int) -> tuple[int, bool]:
    """A whole number from an address, within bounds; and whether it had to be changed."""
    value = int(text) if text is not None and text.isascii() and text.isdigit() and len(text) <= 6 else None
    if value is None:
        return default, text is not None
    return min(max(value, lowest), highest), not lowest <= value <= highest


def one_line(a: Puzzle, b: Puzzle) -> bool:
    """Whether two puzzles come from one game line: the same game, one's position reached by
    playing on from the other's (its answer, say), so that one gives the other away."""
    first, second = a.record, b.record
    if first.setup != second.setup:
        return False
    shorter, longer = sorted((first.moves, second.moves), key=len)
    return longer[: len(shorter)] == shorter


def chosen(puzzles: list[Puzzle], count: int, sheet: int) -> list[Puzzle]:
    """The sheet's puzzles: up to `count` of them, no two with the same answer (their first move)
    and no two of one game line (`one_line`), so that a pupil never finds one answer twice on a
    sheet, nor one puzzle's answer in another's position. The sheets go through the set in its
    order: sheet k takes first what sheets 1 to k-1 left (a puzzle passed over for its answer
    comes on the next sheet), then the set again once it is used up.

    >>> from factorgames.puzzles.table import PUZZLES
    >>> pool = [p for p in PUZZLES if p.game == "factor-chain-challenge"]
    >>> answers = [p.line[0] for p in chosen(pool, 6, 1)]
    >>> len(answers) == len(set(answers))
    True
    """
    queue: list[Puzzle] = []
    page: list[Puzzle] = []
    for _sheet in range(sheet):
        page, passed, refilled = [], [], False
        while len(page) < count:
            if not queue:
                if refilled:
                    break
                refilled = True
                queue = [p for p in puzzles if p not in page and p not in passed]
                if not queue:
                    break
            puzzle = queue.pop(0)
            if any(p.line[0] == puzzle.line[0] or one_line(p, puzzle) for p in page):
                passed.append(puzzle)
            else:
                page.append(puzzle)
        queue = passed + queue
    return page


def view(address: str) -> WorksheetView:
    """The worksheet for its address; anything unreadable falls back to a default, with a notice."""
    keys = dict(parse_qsl(address.lstrip("#"), keep_blank_values=True))
    problems = []
    games = _games()
    game = keys.get("game", games[0])
    if game not in games:
        problems.append(_("There are no puzzles for {game!r}.").format(game=game[:30]))
        game = games[0]
    level = keys.get("level", "any")
    if level not in ("any", *map(str, LEVELS)):
        problems.append(_("Unknown difficulty {level!r}.").format(level=level[:10]))
        level = "any"
    count, bad_count = _whole(keys.get("count"), 1, MAX_COUNT, DEFAULT_COUNT)
    if bad_count:
        problems.append(_("A sheet holds 1 to {most} puzzles.").format(most=MAX_COUNT))
    sheet = _whole(keys.get("sheet"), 1, 999, 1)[0]
    paper = keys.get("paper", "a4")
    paper = paper if paper in PAPERS else "a4"
    pool = [p for p in PUZZLES if p.game == game and (level == "any" or str(p.difficulty) == level)]
    if not pool:
        problems.append(
            _("There are no puzzles of that difficulty for this game; here are puzzles of every difficulty.")
        )
        level, pool = "any", [p for p in PUZZLES if p.game == game]
    if len(pool) < count:
        problems.append(
            ngettext(
                "This game has {n} puzzle of that kind.", "This game has {n} puzzles of that kind.", len(pool)
            ).format(n=len(pool))
        )
    items = chosen(pool, count, sheet)
    if len(items) < min(count, len(pool)):
        problems.append(
            ngettext(
                "A sheet never gives the same answer twice, nor two puzzles of one game: this one has {n} puzzle.",
                "A sheet never gives the same answer twice, nor two puzzles of one game: this one has {n} puzzles.",
                len(items),
            ).format(n=len(items))
        )
    title = _(GAMES[game].title)
    return {
        "hash": f"game={game}&level={level}&count={count}&sheet={sheet}&paper={paper}",
        "game": game,
        "games": [OptionView(id=g, label=_(GAMES[g].title)) for g in games],
        "level": level,
        "levels": [OptionView(id="any", label=_("Any difficulty"))]
        + [OptionView(id=str(n), label=difficulty_words(n)) for n in LEVELS],
        "count": count,
        "max_count": MAX_COUNT,
        "sheet": sheet,
        "paper": paper,
        "papers": [OptionView(id=k, label=_(v)) for k, v in PAPERS.items()],
        "title": _("Puzzles: {game}").format(game=title),
        "subtitle": _("Sheet {sheet} · {level}").format(
            sheet=sheet, level=_("Any difficulty") if level == "any" else difficulty_words(int(level))
        ),
        "key_title": _("Answer key: {game}, sheet {sheet}").format(game=title, sheet=sheet),
        "legend": (
            _("Shaded with a slash: already played. Circled: the last number played.")
            if kind_of(GAMES[game].rules).history_is_chain()
            else _("Shaded with a slash: already removed.")
        ),
        "name_line": _("Name:"),
        "items": [_item(i + 1, p) for i, p in enumerate(items)],
        "notice": " ".join(problems) or None,
        "lang": language(),
        "languages": language_options(),
    }


def _item(number: int, puzzle: Puzzle) -> SheetItemView:
    position = puzzle.position()
    squares = position.squares()
    cells: list[SheetCellView] = [
        {"n": s.n, "mark": "current" if s.state == "current" else "used" if s.state == "used" else "open"}
        for s in squares
    ]
    used = [c["n"] for c in cells if c["mark"] == "used"]
    current = next((c["n"] for c in cells if c["mark"] == "current"), None)
    columns, lead = position.rules.board_shape()
    played = ", ".join(map(str, position.played))
    label = _("Numbers used: {used}.").format(used=", ".join(map(str, used)) or _("none"))
    if current is not None:
        label = f"{label} " + _("Current number: {n}.").format(n=current)
    return {
        "number": number,
        "id": puzzle.id,
        "task": task(puzzle),
        "played": _("Played so far: {moves}.").format(moves=played) if played else _("No number played yet."),
        "board": {"columns": columns, "lead": lead, "cells": cells, "label": label},
        "answer": _answer(puzzle),
        "answer_lines": answer_lines(puzzle),
        "theme": _(THEMES[puzzle.theme].name),
    }


def answer_lines(puzzle: Puzzle) -> list[str]:
    """The words before each line the pupil writes an answer on: one for "find the only winning
    move", k for "win in k" (the first move, then each reply and the move that answers it).

    >>> from factorgames.puzzles.model import Puzzle
    >>> answer_lines(Puzzle("x", "game=factor-chain-challenge&moves=6,3", 2, (9, 1, 10), "think-ahead", 1, 0, 0))
    ['Your first move:', 'Their reply, then your move 2:']
    """
    if puzzle.k is None or puzzle.k < 2:
        return [_("Your answer:")]
    return [_("Your first move:")] + [_("Their reply, then your move {i}:").format(i=i) for i in range(2, puzzle.k + 1)]


def _answer(puzzle: Puzzle) -> str:
    """The answer in words: the move, and in a win in k the replies to the longest defence; a first
    move that wins within k as well is named too (the puzzles page takes it: so does the key)."""
    line = puzzle.line
    words = str(line[0])
    if puzzle.also:
        words = _("{move} (also right: {others})").format(move=words, others=listing(puzzle.also, either=True))
    for i in range(1, len(line), 2):
        words = _("{before}; if they answer {reply}, then {move}").format(before=words, reply=line[i], move=line[i + 1])
    return words
