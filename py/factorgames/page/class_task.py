"""A class's task on the page that plays it: the task the device keeps (js/shared/class-task.js) read
back into its assignment (or its tournament), the help a task's game recorded kept though its link
was edited, and a game that is not its task's game (or its tournament's) said so before it is
played for nothing.

What the device sends is read as anything from storage: an assignment that does not decode, whose id
is not the task's, a task of another kind, is no task at all.
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import parse_qsl

from ..classroom.assignment import Assignment, AssignmentError
from ..classroom.levels import ladder
from ..classroom.tournament import Invitation, Tournament, TournamentError, played_as, setup_of
from ..contract.views import OfferView
from ..help_used import ALLOWED
from ..i18n import _
from ..link_values import RecordError
from ..transcript import Record, Setup, decode, encode

GAME_GOALS = ("win", "finish", "chain")
"""The goals of a task played on the game page (not puzzles, not a bot)."""


def task_in(name: object, address: object) -> tuple[Assignment, int] | None:
    """The assignment and the task's index a task's name (`<assignment id>.<k>`) names in the Class
    page's address the device keeps for it (`a=<code>`, or the levels); None when they do not fit
    together (a tournament's game keeps the tournament page's address: no assignment).

    >>> from factorgames.classroom.assignment import Task
    >>> a = Assignment("Week 3", (Task("game=nrich&vs=easy", "finish"),), 7)
    >>> task_in(f"{a.id}.0", f"a={a.code()}") == (a, 0)
    True
    >>> task_in(f"{a.id}.1", f"a={a.code()}"), task_in("0123456789ab.0", f"a={a.code()}"), task_in(f"{a.id}.0", "a=x")
    (None, None, None)
    >>> task_in(f"{ladder().id}.2", "levels=teacher") == (ladder(), 2)
    True
    """
    if not (isinstance(name, str) and isinstance(address, str)):
        return None
    ident, _dot, index = name.partition(".")
    keys = dict(parse_qsl(address[:20_000], keep_blank_values=True))
    try:
        assignment = ladder() if "levels" in keys else Assignment.from_code(keys.get("a", ""))
    except AssignmentError:
        return None
    k = int(index) if index.isdigit() and len(index) <= 2 else -1
    return (assignment, k) if assignment.id == ident and 0 <= k < len(assignment.tasks) else None


def kept_game(latest: object) -> Record | None:
    """This device's latest game of a class's task, as it sent it: None when there is none, or it is
    not a game (a puzzles task keeps a puzzle's line) or is damaged."""
    try:
        return decode(latest) if isinstance(latest, str) and latest.strip() else None
    except RecordError:
        return None


def taken_back(record: Record, mine: Record | None) -> int | None:
    """The move from which a link's game goes back on this device's latest game of the task
    (`mine`): its moves cut short, or other moves from there (the address edited: a move taken back
    with no Undo). None when it continues that game, starts afresh (no move: the task's link opened
    again), or is another game.

    >>> from factorgames.transcript import decode
    >>> mine = decode("game=nrich&moves=48,24,12")
    >>> [taken_back(decode(code), mine) for code in ("game=nrich&moves=48,24", "game=nrich&moves=48,96")]
    [3, 2]
    >>> [taken_back(decode(code), mine) for code in ("game=nrich&moves=48,24,12,6", "game=nrich", "game=nrich&range=1-50&moves=48")]
    [None, None, None]
    """
    if mine is None or mine.setup != record.setup or not record.moves:
        return None
    if record.moves[: len(mine.moves)] == mine.moves:
        return None
    return (
        next((i for i, (a, b) in enumerate(zip(mine.moves, record.moves, strict=False)) if a != b), len(record.moves))
        + 1
    )


def with_kept_help(record: Record, mine: Record | None) -> Record:
    """A class task's game read against this device's latest game of that task (`mine`): when the
    link continues it (the same setup, its moves first), the help that game recorded stays recorded,
    though the link was edited to drop it; when it goes back on it (`taken_back`), so does that
    help, and the move tried again is help used too, as a retry from the review is. The record is
    the device's, not only the link's.
    """
    back = taken_back(record, mine)
    if mine is None or mine.setup != record.setup or (record.moves[: len(mine.moves)] != mine.moves and back is None):
        return record
    helped = record.helped
    for kind, ply in mine.helped.uses:
        helped = helped.add(kind, ply)
    if back is not None and record.setup.seed is not None:
        helped = helped.add("retry", back)
    return replace(record, helped=helped)


def apart(
    record: Record, name: object, address: object, mine: Record | None, tournament: object = None
) -> OfferView | None:
    """The offer to play a task's own game when the game its link opens is not it (the link was
    edited: its help, its level, its numbers), as the Class page will count it: that game would not
    count for the task, and the page keeps it apart (`leaves_task`). The button goes on with this
    device's latest game of the task when it is the task's own (`mine`), else opens it new. None
    when it is the task's game, or there is no task of the game page to read. A tournament's game
    is read as its organiser's device will (`tournament`: the tournament that device keeps). A
    game whose moves were taken back by editing its link (`taken_back`) where the game allows no
    taking back is kept apart too, its button back to the game as it was.
    """
    back = taken_back(record, mine)
    if isinstance(address, str) and address.startswith("tournament.html"):
        return _tournament_apart(record, name, address, mine, back, tournament)
    found = task_in(name, address)
    if found is None:
        return None
    assignment, k = found
    task = assignment.tasks[k]
    if task.goal not in GAME_GOALS:
        return None
    target = f"&target={task.target}" if task.goal == "chain" else ""
    if record.setup == assignment.setup(k):
        if back is None or mine is None or "retry" in ALLOWED[record.setup.help]:
            return None
        return _practice(
            _(
                "Moves of this game were taken back from move {m} (its address was edited): task {k} allows "
                "no taking back, so this will not count. Go on with the task's game as you left it."
            ).format(m=back, k=k + 1),
            _("Back to task {k}'s game").format(k=k + 1),
            f"{encode(mine)}&task={assignment.id}.{k}{target}",
        )
    game = encode(mine) if mine is not None and mine.setup == assignment.setup(k) else assignment.link(k)
    return _practice(
        _(
            "This is not task {k}'s game: its settings are not the ones the task set, so it will not count "
            "for the assignment. Play it as practice, or open the task's own game."
        ).format(k=k + 1),
        _("Play task {k}'s game").format(k=k + 1),
        f"{game}&task={assignment.id}.{k}{target}",
    )


def _practice(text: str, label: str, own: str) -> OfferView:
    """The offer of `apart`: the game shown is practice, kept apart (`leaves_task`); `own` opens the
    task's own game."""
    return {"text": text, "label": label, "hash": own, "leaves_task": True}


def tournament_game(name: object, address: str, kept: object) -> tuple[Setup, int, str | None] | None:
    """The settings of the tournament's game a task's name (`<tournament id>.<k>`) names, its index
    and its link (None: a knockout's game whose players are not known yet): on a pupil's device from
    the invitation in the tournament page's address (`tournament.html#p=<code>`), on the
    organiser's from the tournament it keeps (`kept`); None when they do not fit together.

    >>> t = Tournament("Cup", ("Ada", "Ben"), "round-robin", "game=nrich&range=1-20")
    >>> setup, k, link = tournament_game(f"{t.id}.0", "tournament.html", t.code())
    >>> setup == t.setup, k, link == t.link(t.pairings({})[0])
    (True, 0, True)
    >>> p = Invitation.of(t, t.pairings({})[0]).code()
    >>> tournament_game(f"{t.id}.0", f"tournament.html#p={p}", None)[2] == t.link(t.pairings({})[0])
    True
    >>> tournament_game(f"{t.id}.1", f"tournament.html#p={p}", None), tournament_game(f"{t.id}.0", "tournament.html", "x")
    (None, None)
    """
    if not isinstance(name, str):
        return None
    ident, _dot, index = name.partition(".")
    k = int(index) if index.isdigit() and len(index) <= 2 else -1
    keys = dict(parse_qsl(address.partition("#")[2][:20_000], keep_blank_values=True))
    try:
        if "p" in keys:
            invitation = Invitation.from_code(keys["p"])
            if (invitation.tournament, invitation.k) != (ident, k):
                return None
            return setup_of(invitation.settings), k, invitation.link()
        t = Tournament.from_code(kept if isinstance(kept, str) else "")
    except TournamentError:
        return None
    pairings = t.pairings({})
    if t.id != ident or not 0 <= k < len(pairings):
        return None
    known = pairings[k].first is not None and pairings[k].second is not None
    return t.setup, k, t.link(pairings[k]) if known else None


def _tournament_apart(
    record: Record, name: object, address: str, mine: Record | None, back: int | None, kept: object
) -> OfferView | None:
    """`apart` for a tournament's game: a game of other settings (the help its games allow
    included) or against the computer would be refused by the organiser's device
    (`Tournament.replayed`)."""
    found = tournament_game(name, address, kept)
    if found is None:
        return None
    setup, k, link = found
    if played_as(setup, record):
        if back is None or mine is None or "retry" in ALLOWED[record.setup.help]:
            return None
        return _practice(
            _(
                "Moves of this game were taken back from move {m} (its address was edited): the tournament "
                "allows no taking back, so this will not count. Go on with game {n} as you left it."
            ).format(m=back, n=k + 1),
            _("Back to game {n} of the tournament").format(n=k + 1),
            f"{encode(mine)}&task={name}",
        )
    new = link or f"{encode(Record(replace(setup, named=record.setup.named)))}&task={name}"
    game = f"{encode(mine)}&task={name}" if mine is not None and played_as(setup, mine) else new
    return _practice(
        _(
            "This is not game {n} of the tournament: its settings are not the tournament's, so it will "
            "not count. Play it as practice, or open the tournament's own game."
        ).format(n=k + 1),
        _("Play game {n} of the tournament").format(n=k + 1),
        game,
    )
