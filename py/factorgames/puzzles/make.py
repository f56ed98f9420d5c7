"""The puzzle set, made by the engine: seeded games of the computer against itself at mixed
levels, each position before the end checked by the solver for a short certain answer ("find the
only winning move", "win in k"), its theme read from the position, its difficulty measured by how
often the medium computer goes wrong. `python3 build.py --puzzles` writes the set (`table.py`).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator

from ..games.position import Position
from ..play.players import choose_move
from ..play.solver import analyse
from ..transcript import Record, Setup, encode, rules_with
from .model import LEVELS, MEDIUM_TRIES, Puzzle, difficulty
from .search import correct_moves, defence, fastest
from .themes import theme_of

SOURCES: tuple[tuple[str, dict[str, str]], ...] = (
    ("multiplicity", {}),
    ("number-nexus", {}),
    ("factor-chain", {}),
    ("factor-chain-challenge", {}),
    ("juniper-green", {}),
    ("nrich", {}),
    ("multiples-removal-without-1", {}),
    ("multiples-removal-without-1", {"grid": "4"}),
    ("multiples-removal-without-1", {"grid": "5"}),
)
"""The games the puzzles come from: each chain game, and Multiples Removal without 1 on several grids
(with 1 on the board, 1 is every position's only winning move: no puzzle at all)."""
PAIRINGS = (("easy", "medium"), ("medium", "perfect"), ("easy", "perfect"), ("medium", "medium"), ("perfect", "easy"))
"""The levels of the two computers of a played game, in turn by its seed."""
GAMES_PER_SOURCE = 40
PER_GAME = 8
"""How many puzzles of each sort (only move, win in k) each game keeps, spread over the difficulties."""
ONLY_MOVE_CHOICE = 5
"""An only-move puzzle has at least this many legal moves."""


def played(setup: Setup, seed: int) -> Iterator[Position]:
    """Every unfinished position of the seed's game of the computer against itself."""
    rng = random.Random(seed)
    levels = PAIRINGS[seed % len(PAIRINGS)]
    position = setup.rules.initial_position()
    while not position.is_over:
        yield position
        position = position.play(choose_move(position, levels[len(position.moves) % 2], rng))


def puzzle_at(position: Position, game: str) -> Puzzle | None:
    """The puzzle a position makes, if it makes one."""
    moves = tuple(position.legal_moves())
    analysis = analyse(position)
    if len(moves) < 3 or not analysis.to_move_wins:
        return None
    k: int | None = None
    correct: tuple[int, ...]
    if len(analysis.winning_moves) == 1 and len(moves) >= ONLY_MOVE_CHOICE:
        correct = analysis.winning_moves
    else:
        k = fastest(position)
        if k is None:
            return None
        correct = correct_moves(position, k)
        if len(moves) - len(correct) < 2 or (k == 1 and len(moves) < ONLY_MOVE_CHOICE):
            return None
    tries = [choose_move(position, "medium", random.Random(seed)) for seed in range(MEDIUM_TRIES)]
    wrong = [n for n in tries if n not in correct]
    code = encode(Record(Setup(game, position.rules), position.moves))
    return Puzzle(
        f"{zlib.crc32(code.encode()):08x}"[:6],
        code,
        k,
        main_line(position, correct[0], k),
        theme_of(position, correct[0]).id,
        difficulty(len(wrong)),
        len(wrong),
        len(set(wrong)),
        correct[1:] if k is not None else (),
    )


def main_line(position: Position, first: int, k: int | None) -> tuple[int, ...]:
    """The answer from `first` on: in a win in k, the longest defence after each move and the
    smallest move that still wins in time, until the game is won."""
    line = [first]
    position = position.play(first)
    while k is not None and not position.is_over:
        k -= 1
        reply = defence(position)
        position = position.play(reply)
        move = correct_moves(position, k)[0]
        line += [reply, move]
        position = position.play(move)
    return tuple(line)


def spread(found: list[Puzzle], count: int) -> list[Puzzle]:
    """Up to `count` puzzles, taking each difficulty in turn."""
    by_level = [sorted((p for p in found if p.difficulty == level), key=lambda p: p.id) for level in LEVELS]
    chosen: list[Puzzle] = []
    while len(chosen) < count and any(by_level):
        for group in by_level:
            if group and len(chosen) < count:
                chosen.append(group.pop(0))
    return chosen


def make_puzzles() -> tuple[Puzzle, ...]:
    """The whole set: for each game, up to PER_GAME puzzles of each sort, in the order of the games."""
    chosen: list[Puzzle] = []
    seen: set[str] = set()
    for game in dict.fromkeys(game for game, _ in SOURCES):
        found: dict[bool, list[Puzzle]] = {True: [], False: []}
        for source, options in SOURCES:
            if source != game:
                continue
            setup = Setup(game, rules_with(game, options))
            for seed in range(GAMES_PER_SOURCE):
                for position in played(setup, seed):
                    puzzle = puzzle_at(position, game)
                    if puzzle is not None and puzzle.hash not in seen:
                        seen.add(puzzle.hash)
                        found[puzzle.only_move].append(puzzle)
        chosen += spread(found[True], PER_GAME) + spread(found[False], PER_GAME)
    return tuple(chosen)
