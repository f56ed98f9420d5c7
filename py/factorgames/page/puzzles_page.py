"""The puzzles page's view: a puzzle on the board, a pick checked against the solver's answer,
the coach's hints, the refutation of a wrong move, the streak, and the puzzle of the day.

Its address is `id=<puzzle>` (one puzzle, shareable), `game=<id>` (that game's first puzzle) or
nothing (the puzzle of the day for the request's `date`). A request carries the puzzle's `moves`
so far (the pupil's and the defence's, alternating), an optional `pick`, a `hint` level (0 to 2),
the device's `streak` and whether this puzzle is still `clean` (no wrong move, no hint yet).

>>> v = view({"hash": "id=" + PUZZLES[0].id, "pick": PUZZLES[0].line[0], "streak": 2, "clean": True})
>>> v["state"], v["streak"]
('solved', 3)
"""

from __future__ import annotations

import datetime
from urllib.parse import parse_qsl

from ..classroom.assignment import MAX_PUZZLES
from ..contract.requests import PuzzleRequest
from ..contract.views import BoardView, CellHint, OptionView, PuzzleHintView, PuzzleState, PuzzleView
from ..games.position import Position
from ..games.presets import GAMES
from ..i18n import _, language, ngettext
from ..link_values import RecordError, parse_moves
from ..play.solver import analyse
from ..puzzles.answers import HINT_LEVELS, correct, hints_taken, moves_left, replayed, solved, solved_lines
from ..puzzles.model import Puzzle
from ..puzzles.search import correct_moves, defence, refutation
from ..puzzles.table import PUZZLES
from ..puzzles.themes import THEMES, theme_of
from ..transcript import Record, Setup, encode
from .class_task import task_in
from .view import build, language_options

BY_ID = {p.id: p for p in PUZZLES}


def difficulty_words(level: int) -> str:
    return {1: _("Easy"), 2: _("Medium"), 3: _("Hard")}[level]


def daily(date: str) -> Puzzle:
    """The puzzle of the day: the same for everyone on a date (a day cycles through the set in a
    fixed shuffled order). A date that cannot be read counts as today."""
    try:
        day = datetime.date.fromisoformat(date).toordinal()
    except (TypeError, ValueError):
        day = datetime.date.today().toordinal()
    order = sorted(PUZZLES, key=lambda p: p.id)
    return order[(day * 7919) % len(order)]


def chosen(address: str, date: str) -> tuple[Puzzle, bool, str | None]:
    """The puzzle an address names, whether it is the day's, and a notice on trouble."""
    keys = dict(parse_qsl(address.lstrip("#"), keep_blank_values=True))
    if "id" in keys:
        puzzle = BY_ID.get(keys["id"].strip())
        if puzzle is not None:
            return puzzle, puzzle is daily(date), None
        return (
            daily(date),
            True,
            _("There is no puzzle {id!r}; here is the puzzle of the day.").format(id=keys["id"][:20]),
        )
    game = keys.get("game")
    if game is not None:
        first = next((p for p in PUZZLES if p.game == game), None)
        if first is not None:
            return first, first is daily(date), None
    return daily(date), True, None


def view(request: PuzzleRequest) -> PuzzleView:
    """The puzzles page for a request (see the module's docstring)."""
    date = str(request.get("date") or "")
    puzzle, is_daily, notice = chosen(str(request.get("hash") or ""), date)
    setup = puzzle.record.setup
    try:
        progress = parse_moves(str(request.get("moves") or ""))
        position = replayed(puzzle, progress)
    except (RecordError, ValueError):  # IllegalMove is a ValueError
        progress, position = (), puzzle.position()
    streak = request.get("streak")
    streak = streak if type(streak) is int and 0 <= streak < 100_000 else 0
    clean = request.get("clean") is not False
    hint_level = request.get("hint")
    hint_level = hint_level if type(hint_level) is int and 0 <= hint_level <= HINT_LEVELS else 0
    state: PuzzleState = "solved" if solved(puzzle, progress, position) else "solving"
    shown, message = position, ""
    marks: dict[int, CellHint] = {}
    pick = request.get("pick")
    if type(pick) is int and state == "solving":
        reason = position.check(pick)
        if reason is not None:
            notice = _("{reason}.").format(reason=reason[0].upper() + reason[1:])
        elif correct(puzzle, progress, position, pick):
            after = position.play(pick)
            if puzzle.only_move or after.is_over:
                progress, position, state = progress + (pick,), after, "solved"
            else:
                reply = defence(after)
                progress, position = progress + (pick, reply), after.play(reply)
                left = moves_left(puzzle, progress)
                message = ngettext(
                    "Right! Your opponent answers {reply}. Now win with your next move.",
                    "Right! Your opponent answers {reply}. Now win within {k} moves.",
                    left,
                ).format(reply=reply, k=left)
            shown = position
        else:
            state, clean, streak = "wrong", False, 0
            answer = refutation(position, pick)
            shown = position.play(pick) if answer is None else position.play(pick).play(answer)
            message = _wrong_words(puzzle, position, pick, answer)
            marks = {pick: "lose"}
    if state == "solved":
        if pick is not None and type(pick) is int and clean and hint_level == 0:
            streak += 1
        lesson = _(THEMES[puzzle.theme].lesson)
        message = _("Solved! {lesson}").format(lesson=lesson) if clean else _("Solved. {lesson}").format(lesson=lesson)
    hint = None
    if hint_level and state == "solving":
        clean = False
        hint, marks = _hint(puzzle, progress, position, hint_level)
    board = _board(Record(setup, shown.moves), marks)
    follow = [p for p in PUZZLES if p.game == puzzle.game]
    task = task_puzzles(request.get("task"))  # read once: its next puzzle, and what is kept for it
    in_task = task_next(task, puzzle, state == "solved")
    keep, record = task_keep(task, puzzle, ",".join(map(str, progress)), hint_level, state == "solved")
    next_one = in_task or follow[(follow.index(puzzle) + 1) % len(follow)]
    title = _(GAMES[puzzle.game].title)
    return {
        "id": puzzle.id,
        "hash": f"id={puzzle.id}",
        "title": heading(puzzle),
        "game": title,
        "game_id": puzzle.game,
        "task": under_heading(puzzle),
        "difficulty": puzzle.difficulty,
        "difficulty_words": (
            ngettext(
                "{level}: {n} wrong move here looks tempting",
                "{level}: {n} wrong moves here look tempting",
                puzzle.tempting,
            ).format(level=difficulty_words(puzzle.difficulty), n=puzzle.tempting)
            if puzzle.tempting
            else difficulty_words(puzzle.difficulty)
        ),
        "theme": _(THEMES[puzzle.theme].name) if state == "solved" else None,
        "board": board,
        "chain": list(shown.played),
        "moves": ",".join(map(str, progress)),
        "state": state,
        "message": message,
        "hint": hint,
        "hint_more": state == "solving" and hint_level < HINT_LEVELS,
        "streak": streak,
        "clean": clean,
        "daily": is_daily,
        "daily_id": daily(date).id,
        "next_id": next_one.id,
        "next_in_task": in_task is not None,
        "task_keep": keep,
        "task_record": record,
        "help_note": _help_note(keep),
        "play": "" if keep and state != "solved" else _play(puzzle, position),
        "games": [OptionView(id=g, label=_(GAMES[g].title)) for g in dict.fromkeys(p.game for p in PUZZLES)],
        "notice": notice,
        "lang": language(),
        "languages": language_options(),
    }


TaskPuzzles = tuple[list[str], list[object]]
"""A class's puzzles task as the device sent it: its puzzles' ids and the codes kept for it."""


def task_next(task: TaskPuzzles | None, shown: Puzzle, shown_solved: bool) -> Puzzle | None:
    """The next puzzle of a class's task still to solve (its list in order from the one after the
    puzzle shown, round to its start): None when every one is solved, or with no puzzles task."""
    if task is None:
        return None
    ids, kept = task
    done = {*solved_lines(kept[: 2 * MAX_PUZZLES], {p: BY_ID[p] for p in ids}), *([shown.id] if shown_solved else [])}
    start = ids.index(shown.id) + 1 if shown.id in ids else 0
    return next((BY_ID[p] for p in ids[start:] + ids[:start] if p not in done), None)


def task_puzzles(task: object) -> TaskPuzzles | None:
    """A class's puzzles task, as the device sent it (read as anything from storage: an assignment
    that does not decode, whose id is not the task's, a task of another goal is none)."""
    if not isinstance(task, dict):
        return None
    found, kept = task_in(task.get("task"), task.get("assignment")), task.get("kept")
    if found is None or not isinstance(kept, list) or found[0].tasks[found[1]].goal != "puzzles":
        return None
    assignment, k = found
    return [p for p in assignment.tasks[k].puzzles if p in BY_ID], kept[: 2 * MAX_PUZZLES]


def task_keep(
    task: TaskPuzzles | None, puzzle: Puzzle, moves: str, hint_level: int, solved_now: bool
) -> tuple[str, bool]:
    """What the device keeps for a class's puzzles task of the puzzle shown (("", False) when it is
    not one of the task's): its id, its line so far and the highest hint shown with it (on this
    visit, or kept from one before: a hint stays recorded when the puzzle is opened again), and
    whether that is a record of the task (the puzzle solved, or a hint shown) or only its latest."""
    if task is None or puzzle.id not in task[0]:
        return "", False
    hint = max(hints_taken(task[1], {puzzle.id: puzzle}).get(puzzle.id, 0), hint_level)
    return f"id={puzzle.id}&moves={moves}" + (f"&hint={hint}" if hint else ""), solved_now or hint > 0


def _help_note(keep: str) -> str | None:
    """The hint a class's task records with the puzzle shown (what its teacher will read), if any.

    >>> _help_note("id=08403d&moves=4&hint=2"), _help_note("id=08403d&moves=4"), _help_note("")
    ('Help used in this puzzle: a level 2 hint.', None, None)
    """
    level = dict(parse_qsl(keep)).get("hint")
    return _("Help used in this puzzle: a level {level} hint.").format(level=level) if level else None


def heading(puzzle: Puzzle) -> str:
    """The puzzle's title: what to find.

    >>> from factorgames.puzzles.model import Puzzle
    >>> heading(Puzzle("x", "game=nrich", None, (9,), "t", 1, 0, 0)), heading(Puzzle("x", "game=nrich", 2, (9, 1, 10), "t", 1, 0, 0))
    ('Find the only winning move', 'Win in 2 moves')
    """
    if puzzle.only_move:
        return _("Find the only winning move")
    return ngettext("Win in {k} move", "Win in {k} moves", puzzle.k or 1).format(k=puzzle.k)


def under_heading(puzzle: Puzzle) -> str:
    """What the puzzle asks, said under its heading (which names it: not said again).

    >>> from factorgames.puzzles.model import Puzzle
    >>> under_heading(Puzzle("x", "game=nrich", 2, (9, 1, 10), "t", 1, 0, 0))
    'Win within 2 of your moves, whatever your opponent answers.'
    """
    if puzzle.only_move:
        count = sum(1 for _ in puzzle.position().legal_moves())
        return _("{count} numbers can be picked, and only one of them wins.").format(count=count)
    return ngettext(
        "Find the move that wins at once.",
        "Win within {k} of your moves, whatever your opponent answers.",
        puzzle.k or 1,
    ).format(k=puzzle.k)


def task(puzzle: Puzzle) -> str:
    """What the puzzle asks, in a sentence that names it (a worksheet's puzzle has no heading)."""
    if puzzle.only_move:
        count = sum(1 for _ in puzzle.position().legal_moves())
        return _("Find the only winning move: {count} numbers can be picked, and only one of them wins.").format(
            count=count
        )
    return ngettext(
        "Win in {k}: find the move that wins at once.",
        "Win in {k}: win within {k} of your moves, whatever your opponent answers.",
        puzzle.k or 1,
    ).format(k=puzzle.k)


def _wrong_words(puzzle: Puzzle, position: Position, pick: int, reply: int | None) -> str:
    """Why a wrong pick fails: what the opponent answers, and what that leaves."""
    if reply is None:
        return _("{n} ends the game, and you lose it. Try again.").format(n=pick)
    after = position.play(pick).play(reply)
    if after.is_over:
        return _("After {n}, your opponent answers {reply} and you have no move left. Try again.").format(
            n=pick, reply=reply
        )
    if analyse(position.play(pick)).to_move_wins:
        return _(
            "After {n}, your opponent answers {reply}, and from there they can win whatever you do. Try again."
        ).format(n=pick, reply=reply)
    return _("{n} wins too, but not in time: your opponent answers {reply} and holds on longer. Try again.").format(
        n=pick, reply=reply
    )


def _hint(
    puzzle: Puzzle, progress: tuple[int, ...], position: Position, level: int
) -> tuple[PuzzleHintView, dict[int, CellHint]]:
    correct = (
        analyse(position).winning_moves if puzzle.only_move else correct_moves(position, moves_left(puzzle, progress))
    )
    if level == 1:
        return {"text": _(theme_of(position, correct[0]).clue), "more": True}, {}
    return {"text": _("Try {n}.").format(n=correct[0]), "more": False}, {correct[0]: "win"}


def _board(record: Record, marks: dict[int, CellHint]) -> BoardView:
    """The game's board for a position, with a puzzle's marks: the move a hint shows, the wrong pick."""
    board = build(record)["board"]
    words = {"win": _("the move to find"), "lose": _("your move, which loses")}
    for cell in board["cells"]:
        mark = marks.get(cell["n"])
        if mark is not None:
            cell["hint"] = mark
            cell["label"] = f"{cell['label']}, {words[mark]}"
    return board


def _play(puzzle: Puzzle, position: Position) -> str:
    """The position's share code, the pupil playing the side to move against the perfect computer."""
    setup = puzzle.record.setup
    vs = Setup(setup.game, setup.rules, "perfect", 1 if position.to_move == 1 else 2)
    return encode(Record(vs, position.moves))
