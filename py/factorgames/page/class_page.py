"""The Class page's view: a teacher makes an assignment and collects results, a pupil works
through an assignment and hands in a result. There is no server: the assignment and the result
are links (and QR codes) and each device keeps its own side; every result is checked by
replaying its games (`classroom.verify`), whatever the pupil's device said.

>>> made = view({"make": "Year 7", "seed": 1, "tasks": [{"game": "factor-chain-challenge", "level": "easy", "goal": "win1"}]})
>>> made["made"]["tasks"]
['Factor Chain Challenge on 1 to 10, against the easy computer: win, moving first.']
>>> pupil = view({"hash": made["made"]["link"], "name": "Ada"})
>>> pupil["mode"], pupil["tasks"][0]["mark"]["state"], pupil["result"][:2]
('pupil', 'todo', 'r=')
>>> teacher = view({"add": "see class.html#" + pupil["result"], "assignments": made["assignments"]})
>>> [(row["name"], row["verified"]) for row in teacher["classes"][0]["rows"]]
[('Ada', True)]
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from typing import Literal, cast
from urllib.parse import parse_qsl

from ..bots.challenges import CHALLENGES
from ..bots.runner import MOVE_SECONDS
from ..bots.share import decode as decode_bot
from ..classroom.assignment import BY_ID, CHALLENGE_BY_ID, MAX_PUZZLES, MAX_TITLE, Assignment, AssignmentError, Task
from ..classroom.compare import closest, differences
from ..classroom.levels import ladder
from ..classroom.names import had_hidden, shown, skeleton
from ..classroom.packing import MAX_CODE
from ..classroom.result import MAX_BOT, MAX_TYPED, Result
from ..classroom.verify import Mark, better_of, bot_games, bot_key, check, check_bot, flat
from ..contract.requests import ClassRequest, ClassTaskValues
from ..contract.views import (
    ClassBotRun,
    ClassFormView,
    ClassMarkView,
    ClassRowView,
    ClassTableView,
    ClassTaskChoice,
    ClassTaskView,
    ClassView,
)
from ..games.presets import GAMES
from ..help_used import ALLOWANCES, HelpUsed, allowance_words
from ..i18n import _, language, listing, ngettext, upper_first
from ..link_values import RecordError
from ..play.players import LEVELS
from ..puzzles.answers import hints_taken, solved_lines
from ..puzzles.table import PUZZLES
from ..transcript import MAX_CODE_LENGTH, Record, Setup, decode, encode, salvage
from .view import language_options

MAX_KEPT = 400
"""The most assignments a teacher's device keeps (and the most bots' games it keeps played)."""
MAX_RESULTS = 1_000
"""The most results a teacher's device keeps: past it, no result is added (none is ever dropped)."""
MAX_PASTE = 1_000_000
"""The most characters of pasted text read for results."""
RESULT_LINK = re.compile(rf"(?:^|[#&?\s])r=([A-Za-z0-9_-]{{1,{MAX_CODE}}})")
"""A result's code in pasted text: `r=<code>` (from a link, or a QR code's text), however short: a code cut
to a few characters is named as a link that could not be read, not passed over."""
SPREADSHEET_FORMULA = ("=", "+", "-", "@", "\t", "\r")
"""How a spreadsheet cell that it would run as a formula starts."""


def _goal_options() -> list[tuple[str, str]]:
    return [
        ("win1", _("Win, moving first")),
        ("win2", _("Win, moving second")),
        ("finish", _("Play to the end")),
        ("puzzles", _("Solve some of its puzzles")),
        ("bot", _("Write a bot that passes a challenge")),
    ]


def _form() -> ClassFormView:
    return {
        "games": [{"id": g.id, "label": _(g.title)} for g in GAMES.values()],
        "levels": [{"id": level, "label": _(name)} for level, name in LEVELS.items()],
        "goals": [{"id": goal, "label": label} for goal, label in _goal_options()],
        "challenges": [{"id": c.id, "label": _(c.title)} for c in CHALLENGES],
        "coded": ["bot"],
        "chains": [g.id for g in GAMES.values() if g.solo],
        "counted": ["puzzles"],
        "most": MAX_PUZZLES,
        "puzzles": sorted({p.game for p in PUZZLES}, key=list(GAMES).index),
        "helps": [{"id": allowed, "label": upper_first(allowance_words(allowed))} for allowed in ALLOWANCES],
    }


def _settings(values: ClassTaskValues) -> tuple[str, str]:
    """The task's game and its settings as a share code without players: those of the game's link
    when one is given, else the chosen game's preset."""
    link = values.get("link")
    if isinstance(link, str) and link.strip():
        try:
            record, _dropped = salvage(link.strip().rsplit("#", 1)[-1][:MAX_CODE_LENGTH])
        except RecordError as error:
            raise AssignmentError(_("A task's link: {error}").format(error=error)) from None
        setup = record.setup
        return setup.game, encode(Record(Setup(setup.game, setup.rules)))
    game = values.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise AssignmentError(_("Choose a game for each task."))
    return game, f"game={game}"


def _task(values: ClassTaskValues) -> Task:
    """A task from the form's values (AssignmentError if they do not make one)."""
    goal = values.get("goal")
    if goal == "bot" and not (values.get("game") in GAMES and GAMES[str(values.get("game"))].solo):
        challenge = CHALLENGE_BY_ID.get(str(values.get("challenge")))
        if challenge is None:
            raise AssignmentError(_("Choose a challenge for each bot's task."))
        return Task(challenge.code, "bot", challenge=challenge.id)
    game, settings = _settings(values)
    allowed = values.get("help")
    if allowed in ALLOWANCES and allowed != "all":
        settings = f"{settings}&help={allowed}"
    if GAMES[game].solo:
        target = values.get("target")
        return Task(settings, "chain", target if type(target) is int else 0)
    if goal == "puzzles":
        count = values.get("target")
        chosen = sorted((p for p in PUZZLES if p.game == game), key=lambda p: p.difficulty)
        if not chosen:
            raise AssignmentError(_("{game} has no puzzles.").format(game=_(GAMES[game].title)))
        if type(count) is not int or not 1 <= count <= min(MAX_PUZZLES, len(chosen)):
            raise AssignmentError(
                _("A number of puzzles is a whole number from 1 to {n}.").format(n=min(MAX_PUZZLES, len(chosen)))
            )
        return Task(f"game={game}", "puzzles", puzzles=tuple(p.id for p in chosen[:count]))
    level = values.get("level")
    if level not in LEVELS:
        raise AssignmentError(_("Choose the computer's level for each task."))
    if goal not in ("win1", "win2", "finish"):
        raise AssignmentError(_("Choose a goal for each task."))
    first = "2" if goal == "win2" else "1"
    return Task(f"{settings}&vs={level}&first={first}", "finish" if goal == "finish" else "win")


def _made(request: ClassRequest) -> Assignment:
    tasks = request.get("tasks")
    if not isinstance(tasks, list):
        raise AssignmentError(_("An assignment needs at least one task."))
    seed = request.get("seed")
    made = tuple(_task(t if isinstance(t, dict) else {}) for t in tasks[:13])
    title = " ".join(str(request.get("make") or "").split()) or _untitled(made)
    return Assignment(title, made, seed if type(seed) is int else 0)


def _untitled(tasks: tuple[Task, ...]) -> str:
    """The title of an assignment made without one: its games, each once (the pupil's page heads it
    "Assignment" already), or the first and how many more when they do not fit a title.

    >>> nrich, factor = Task("game=nrich&vs=easy", "win"), Task("game=factor-game&vs=easy", "win")
    >>> _untitled((nrich, factor, Task("game=nrich&vs=perfect", "finish")))
    'NRICH Juniper Green and The Factor Game'
    >>> _untitled((nrich,)), _untitled((nrich, factor) * 2), _untitled(())
    ('NRICH Juniper Green', 'NRICH Juniper Green and The Factor Game', '')
    """
    names = list(dict.fromkeys(_(GAMES[task.setup().game].title) for task in tasks))
    if len(names) <= 1:
        return "".join(names)  # (no task: no title, and the assignment refuses to be made)
    joined = _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])
    more = len(names) - 1
    shorter = ngettext("{first} and {n} more game", "{first} and {n} more games", more).format(first=names[0], n=more)
    return joined if len(joined) <= MAX_TITLE else shorter


def _strings(value: object, most: int = MAX_KEPT) -> list[str]:
    return [v for v in value[:most] if isinstance(v, str)] if isinstance(value, list) else []


def _mark(mark: Mark) -> ClassMarkView:
    return {"state": mark.state, "words": mark.words, "review": mark.game, "help": mark.help}


def _marks(result: Result, runs: dict[str, object], pending: list[ClassBotRun]) -> list[Mark]:
    """A result's marks, each game replayed; a bot's task marked from its games as this device
    played them again (`runs`), or added to `pending` when it has not yet."""
    marks = []
    assignment = result.assignment
    for k, moves in enumerate(result.moves):
        if assignment.tasks[k].goal != "bot":
            marks.append(check(assignment, k, moves, result.help_of(k)))
            continue
        code = result.bots[k] if result.bots else None
        key = bot_key(assignment, k, result.name, code or "")
        mark = check_bot(assignment, k, result.name, code, runs.get(key))
        if mark.state == "waiting" and code is not None:
            games = bot_games(assignment, k, result.name)
            pending.append({"key": key, "name": result.name, "code": code, "games": games, "seconds": MOVE_SECONDS})
        marks.append(mark)
    return marks


def _cell(value: object) -> str:
    """A CSV cell that a spreadsheet shows as it is, never runs as a formula.

    >>> _cell("=HYPERLINK(1)"), _cell("Ada"), _cell(3)
    ("'=HYPERLINK(1)", 'Ada', '3')
    """
    text = str(value)
    return "'" + text if text.startswith(SPREADSHEET_FORMULA) else text


def _name_notes(results: list[Result]) -> dict[str, str]:
    """What a teacher should know of each pupil's name: hidden characters removed, or another
    pupil's name that looks the same."""
    by_look: dict[str, set[str]] = {}
    for result in results:
        by_look.setdefault(skeleton(result.name), set()).add(result.shown_name)
    notes = {}
    for result in results:
        said = []
        if had_hidden(result.name):
            said.append(_("Hidden characters were removed from this name."))
        alike = sorted(by_look[skeleton(result.name)] - {result.shown_name})
        if alike:
            said.append(_("It looks like another pupil's name: {names}.").format(names=", ".join(alike)))
        notes[result.shown_name] = " ".join(said)
    return notes


def _table(
    assignment: Assignment, results: list[Result], runs: dict[str, object], pending: list[ClassBotRun]
) -> ClassTableView:
    rows: list[ClassRowView] = []
    notes = _name_notes(results)
    for result in sorted(results, key=lambda r: r.shown_name.casefold()):
        marks = _marks(result, runs, pending)
        rows.append(
            {
                "name": result.shown_name,
                "note": notes[result.shown_name],
                "marks": [_mark(m) for m in marks],
                "done": sum(m.state == "done" for m in marks),
                "helped": sum(bool(m.help) for m in marks),
                "verified": all(m.state != "invalid" for m in marks),
            }
        )
    tasks = [assignment.describe(k) for k in range(len(assignment.tasks))]
    sheet = io.StringIO()
    out = csv.writer(sheet, lineterminator="\n")
    head = [_("Name"), *(_("Task {k}").format(k=k + 1) for k in range(len(tasks))), _("Done"), _("With help")]
    out.writerow([*head, _("Verified"), _("Note")])
    for row in rows:
        helped = [_("Task {k}").format(k=k + 1) for k, m in enumerate(row["marks"]) if m["help"]]
        cells = [row["name"], *(m["words"] for m in row["marks"]), row["done"], ", ".join(helped)]
        out.writerow([_cell(c) for c in [*cells, _("yes") if row["verified"] else _("no"), row["note"]]])
    return {
        "id": assignment.id,
        "title": assignment.title,
        "link": "a=" + assignment.code(),
        "tasks": tasks,
        "rows": rows,
        "count": ngettext("{n} result", "{n} results", len(rows)).format(n=len(rows)) if rows else _("No results yet."),
        "csv": sheet.getvalue(),
        "made_here": True,
        "differences": [],
        "note": "",
    }


def _apart(assignment: Assignment, own: list[Assignment], table: ClassTableView) -> ClassTableView:
    """A table of results whose assignment this device did not make: named as such, with how it
    differs from the teacher's assignment it most resembles."""
    mine = closest(assignment, own)
    if mine is None:
        note = _("Not made on this device, and like none of your assignments.")
        found: list[str] = []
    else:
        found = differences(assignment, mine)
        note = _("Not made on this device. It differs from your “{title}”:").format(title=mine.title)
    return {**table, "made_here": False, "differences": found, "note": note}


def _choice(assignment: Assignment, k: int) -> ClassTaskChoice:
    """Task k as the form's values."""
    task, setup = assignment.tasks[k], assignment.setup(k)
    goal = task.goal if task.goal in ("finish", "puzzles", "bot") else "win1" if setup.first == 1 else "win2"
    target = len(task.puzzles) if task.goal == "puzzles" else task.target
    return {
        "game": setup.game,
        "level": setup.level or "",
        "goal": goal,
        "target": target,
        "challenge": task.challenge,
        "help": setup.help,
    }


def _base(mode: Literal["teacher", "pupil", "levels"]) -> ClassView:
    return {
        "mode": mode,
        "teaching": False,
        "form": _form(),
        "made": None,
        "classes": [],
        "apart": [],
        "results": [],
        "runs": {},
        "pending": [],
        "assignments": [],
        "title": "",
        "assignment": "",
        "id": "",
        "tasks": [],
        "started": False,
        "name": "",
        "result": "",
        "summary": "",
        "message": "",
        "notice": None,
        "lang": language(),
        "languages": language_options(),
    }


def _kept_game(assignment: Assignment, k: int, code: str) -> Record | None:
    """A game the pupil's device kept for task k, if it is that task's game and has moves."""
    try:
        record = decode(code)
    except RecordError:
        return None
    return record if record.setup == assignment.setup(k) and record.moves else None


def _puzzles_kept(
    assignment: Assignment, k: int, codes: list[str]
) -> tuple[Mark, tuple[int, ...] | None, HelpUsed, list[str], str]:
    """A puzzles task as this device solved it (each kept code: `id=<puzzle>&moves=<its line>`, and
    `&hint=<level>` when a hint was shown with it): its mark, its moves and hints for the result (a
    hint at its puzzle's number), the codes to keep (one a puzzle solved or hinted), and the address
    of the next puzzle to solve."""
    task = assignment.tasks[k]
    mine = {p: BY_ID[p] for p in task.puzzles if p in BY_ID}  # (only the task's are replayed)
    solved, hints = solved_lines(codes, mine), hints_taken(codes, mine)
    lines = [solved.get(p, ()) for p in task.puzzles]
    moves = flat(lines) if solved else None
    helped = HelpUsed()
    for j, p in enumerate(task.puzzles, start=1):
        helped = helped.add(f"hint{hints[p]}", j) if p in hints else helped
    keep = [
        f"id={p}&moves={','.join(map(str, solved.get(p, ())))}" + (f"&hint={hints[p]}" if p in hints else "")
        for p in task.puzzles
        if p in solved or p in hints
    ]
    following = next((p for p in task.puzzles if p not in solved), task.puzzles[0])
    return check(assignment, k, moves, helped), moves, helped, keep, f"id={following}"


def _bot_kept(codes: list[str]) -> tuple[Mark, str | None, list[str]]:
    """A bot's task as this device keeps it (each code a bot's link, `bot=...`: those that passed
    the challenge on the Bots page, then the latest tried): its mark on this device, the code to
    hand in (the last that passed, else the latest), and the links to keep."""
    if not codes:
        return Mark("todo", _("Not started.")), None, []
    passed = len(codes) > 1
    link = codes[-2] if passed else codes[-1]
    try:
        name, code = decode_bot(link)
    except RecordError:
        return Mark("todo", _("Not started.")), None, []
    if len(code) > MAX_BOT:
        words = _("{name} is too long to hand in: a bot of at most {n} characters.").format(name=name, n=MAX_BOT)
        return Mark("tried", words), None, []
    if passed:
        words = _("{name} passed on this device; your teacher's device plays its games again.").format(name=name)
        return Mark("done", words), code, [link]
    return Mark("tried", _("{name} has not passed yet.").format(name=name)), code, []


def pupil(assignment: Assignment, request: ClassRequest, *, levels: bool = False) -> ClassView:
    """The assignment's tasks as this device has played them, and the pupil's result (the levels:
    each open once the one before is done)."""
    v = _base("levels" if levels else "pupil")
    kept = request.get("kept")
    kept = kept if isinstance(kept, list) else []
    typed = " ".join(str(request.get("name") or "")[:MAX_TYPED].split())  # hidden characters kept: the teacher is told
    name = shown(typed)
    tasks: list[ClassTaskView] = []
    best_moves: list[tuple[int, ...] | None] = []
    helped: list[HelpUsed] = []
    bots: list[str | None] = []
    for k, task in enumerate(assignment.tasks):
        codes = _strings(kept[k] if k < len(kept) else [], 2 * MAX_PUZZLES)
        bot, help_used = None, HelpUsed()
        if task.goal == "puzzles":
            mark, moves, help_used, keep, play = _puzzles_kept(assignment, k, codes)
            page = "puzzles.html"
        elif task.goal == "bot":
            (mark, bot, keep), moves = _bot_kept(codes), None
            page, play = "bots.html", assignment.link(k)
        else:
            tries = [r for r in (_kept_game(assignment, k, c) for c in codes) if r]
            marks = [(check(assignment, k, r.moves, r.helped), r) for r in tries]
            mark, best = max(marks, key=lambda pair: pair[0].rank, default=(check(assignment, k, None), None))
            moves, help_used = (best.moves, best.helped) if best else (None, HelpUsed())
            keep = [mark.game] if mark.state != "invalid" and mark.game else []
            page, play = "index.html", assignment.link(k)
        valid = mark.state != "invalid"
        best_moves.append(moves if valid else None)
        helped.append(help_used if valid and moves else HelpUsed())
        bots.append(bot)
        tasks.append(
            {
                "label": assignment.describe(k),
                "page": page,
                "play": f"{play}&task={assignment.id}.{k}" + (f"&target={task.target}" if task.goal == "chain" else ""),
                "mark": _mark(mark),
                "keep": keep,
                "locked": levels and k > 0 and tasks[k - 1]["mark"]["state"] != "done",
                "choice": _choice(assignment, k),
            }
        )
    done = sum(t["mark"]["state"] == "done" for t in tasks)
    v["started"] = bool(typed) or any(t["keep"] or t["mark"]["state"] != "todo" for t in tasks)
    v["title"], v["assignment"], v["id"], v["tasks"], v["name"] = (
        _("Levels") if levels else assignment.title,
        assignment.code(),
        assignment.id,
        tasks,
        name,
    )
    result = Result(
        typed, assignment, tuple(best_moves), tuple(bots) if any(bots) else (), tuple(helped) if any(helped) else ()
    )
    v["result"] = "r=" + result.code() if name else ""
    if len(v["result"]) > MAX_CODE:
        v["result"] = ""
        v["notice"] = _("This result is too long to hand in: make the bots shorter.")
    v["summary"] = (
        ngettext("{done} of {n} level done.", "{done} of {n} levels done.", len(tasks))
        if levels
        else ngettext("{done} of {n} task done.", "{done} of {n} tasks done.", len(tasks))
    ).format(done=done, n=len(tasks))
    return v


@dataclass
class _Collected:
    """The results a teacher's device keeps once a paste is added, and what became of the paste:
    how many were added (`apart`: of them, those of an assignment not among `own`), met a pupil's
    earlier result (`met`: each task keeps the better game of the two, `verify.better_of`), had no
    game better than it (`no_better`: nothing changed), were there already as they are
    (`unchanged`: not added again), were refused (the device is full), and which links (their
    places among the paste's links) could not be read."""

    own: set[str]
    results: dict[tuple[str, str], Result] = field(default_factory=dict)
    added: int = 0
    apart: int = 0
    met: int = 0
    no_better: int = 0
    unchanged: int = 0
    refused: int = 0
    unread: list[int] = field(default_factory=list)

    def take(self, result: Result, *, new: bool) -> None:
        key = (result.assignment.id, result.shown_name.casefold())
        earlier = self.results.get(key)
        if new and earlier is not None and earlier.code() == result.code():
            self.unchanged += 1  # the same result pasted again: nothing added, nothing replaced
            return
        if earlier is not None:
            result = better_of(earlier, result)
            if new and result.code() == earlier.code():
                self.no_better += 1  # an older link of the pupil's: it would take a game away
                return
            del self.results[key]
            self.met += int(new)
        elif len(self.results) >= MAX_RESULTS:
            self.refused += int(new)
            return
        self.results[key] = result
        self.added += int(new)
        self.apart += int(new and result.assignment.id not in self.own)


def _collect(kept: list[str], added: list[str], own: set[str]) -> _Collected:
    """The kept results (one per pupil and assignment), then the added ones: none is ever
    dropped to make room, and every link is accounted for."""
    collected = _Collected(own)
    for code in kept:
        try:
            collected.take(Result.from_code(code), new=False)
        except AssignmentError:
            continue
    for place, code in enumerate(added, start=1):
        try:
            result = Result.from_code(code)
        except AssignmentError:
            collected.unread.append(place)
            continue
        collected.take(result, new=True)
    return collected


def _added_words(collected: _Collected, found: int, cut: bool) -> str:
    """What became of a paste, in words: nothing left unsaid."""
    got = collected.added
    words = [
        ngettext("{n} result added.", "{n} results added.", got).format(n=got)
        if found
        else _("No result found in that text: paste the links the pupils' pages give.")
    ]
    counted = (
        (
            collected.met,
            ngettext(
                "{n} of them met an earlier result of the same pupil: each task keeps the better of the two games.",
                "{n} of them met earlier results of the same pupils: each task keeps the better of the two games.",
                collected.met,
            ),
        ),
        (
            collected.no_better,
            ngettext(
                "{n} had no game better than the same pupil's result here: nothing was changed.",
                "{n} had no game better than the same pupils' results here: nothing was changed.",
                collected.no_better,
            ),
        ),
        (
            collected.unchanged,
            ngettext(
                "{n} result was here already, unchanged.",
                "{n} results were here already, unchanged.",
                collected.unchanged,
            ),
        ),
        (
            collected.apart,
            ngettext(
                "{n} is of an assignment not made on this device: it is shown apart, below.",
                "{n} are of assignments not made on this device: they are shown apart, below.",
                collected.apart,
            ),
        ),
    )
    words.extend(text.format(n=n) for n, text in counted if n)
    if collected.refused:
        words.append(
            ngettext(
                "{n} result was not added: this device keeps at most {most} results. Clear an assignment "
                "you no longer need, then add it again.",
                "{n} results were not added: this device keeps at most {most} results. Clear an assignment "
                "you no longer need, then add them again.",
                collected.refused,
            ).format(n=collected.refused, most=MAX_RESULTS)
        )
    if collected.unread:
        places = collected.unread
        shown_places = listing(places[:10]) + ("…" if len(places) > 10 else "")
        words.append(
            ngettext(
                "{n} link could not be read (link {places} of the text).",
                "{n} links could not be read (links {places} of the text).",
                len(places),
            ).format(n=len(places), places=shown_places)
        )
    if cut:
        words.append(
            _("Only the first {most} characters of the text were read: add the rest in another paste.").format(
                most=MAX_PASTE
            )
        )
    return " ".join(words)


def _runs(value: object) -> dict[str, object]:
    """The games of pupils' bots the teacher's device played again, as it keeps them: each list of
    games is read again by `check_bot`, whatever it holds."""
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in list(value.items())[:MAX_KEPT] if isinstance(k, str) and isinstance(v, list)}


def _own(codes: list[str]) -> dict[str, Assignment]:
    """The assignments this device made or took on purpose, by id (the latest last)."""
    own: dict[str, Assignment] = {}
    for code in codes:
        try:
            a = Assignment.from_code(code.removeprefix("a="))
        except AssignmentError:
            continue
        own.pop(a.id, None)
        own[a.id] = a
    return own


def teacher(request: ClassRequest, extra: list[str], message: str = "") -> ClassView:
    """The teacher's classes: the assignments made here (or taken on purpose) with their results,
    each replayed; results of any other assignment apart, with how it differs."""
    v = _base("teacher")
    take = request.get("take")
    taken = [take] if isinstance(take, str) and take else []
    own = _own([*_strings(request.get("assignments")), *extra, *taken])
    if taken and own:
        message = _("“{title}” is one of your assignments now.").format(title=list(own.values())[-1].title)
    text = str(request.get("add") or "")
    added = [m.group(1) for m in RESULT_LINK.finditer(text[:MAX_PASTE])]
    collected = _collect(_strings(request.get("results"), MAX_RESULTS), added, set(own))
    forget = request.get("forget")
    if isinstance(forget, str) and forget:
        own.pop(forget, None)
        collected.results = {key: r for key, r in collected.results.items() if r.assignment.id != forget}
    results = list(collected.results.values())
    by_id: dict[str, list[Result]] = {}
    for r in results:
        by_id.setdefault(r.assignment.id, []).append(r)
    runs = _runs(request.get("runs"))
    v["classes"] = [_table(a, by_id.get(a.id, []), runs, v["pending"]) for a in reversed(own.values())]
    others = {r.assignment.id: r.assignment for r in results if r.assignment.id not in own}
    mine = list(own.values())
    v["apart"] = [_apart(a, mine, _table(a, by_id[a.id], runs, v["pending"])) for a in others.values()]
    v["results"] = [r.code() for r in results]
    waiting = {run["key"] for run in v["pending"]}
    used = {bot_key(r.assignment, k, r.name, code) for r in results for k, code in enumerate(r.bots) if code}
    v["runs"] = {key: games for key, games in runs.items() if key in used and key not in waiting}  # each read above
    v["assignments"] = [a.code() for a in mine]
    if request.get("add") is not None:
        message = _added_words(collected, len(added), len(text) > MAX_PASTE)
    v["message"] = message
    return v


def view(request: ClassRequest) -> ClassView:
    """The Class page for a request (see the module's docstring)."""
    keys = dict(parse_qsl(str(request.get("hash") or "").lstrip("#")[:20_000], keep_blank_values=True))
    full = len(_own(_strings(request.get("assignments")))) >= MAX_KEPT
    if full and (request.get("make") is not None or request.get("take") is not None):
        rest = cast(ClassRequest, {k: value for k, value in request.items() if k not in ("make", "take")})
        v = teacher(rest, [])
        v["notice"] = _("This device keeps at most {n} assignments: clear one you no longer need first.").format(
            n=MAX_KEPT
        )
        return v
    if request.get("make") is not None:
        try:
            made = _made(request)
        except AssignmentError as error:
            v = teacher(request, [])
            v["notice"] = str(error)
            return v
        v = teacher(request, [made.code()], _("Assignment made: give the pupils its link or QR code."))
        v["made"] = _table(made, [], {}, [])
        return v
    if "levels" in keys:
        v = pupil(ladder(), request, levels=True)
        v["teaching"] = keys["levels"] == "teacher"
        return v
    if "a" in keys:
        try:
            return pupil(Assignment.from_code(keys["a"]), request)
        except AssignmentError as error:
            v = teacher(request, [])
            v["notice"] = str(error)
            return v
    if "r" in keys:
        return teacher({**request, "add": "r=" + keys["r"]}, [])
    return teacher(request, [])
