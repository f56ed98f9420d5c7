"""The contract's other half: the shape of every request the page sends to `page.api.handle`, one
TypedDict per op (the `op` field says which), as the page's JavaScript writes them.

A request arrives as JSON from the page, so the engine checks every field it reads and answers a
malformed one with a playable view and a notice: these shapes say what the page sends, not what
the engine trusts. `build.py --typedefs` writes them as JSDoc typedefs to `js/contract/request-types.js`.

The Bots page's requests, one a `do` of op "bots", are in `contract.bots` (`BotsRequest` is their
union): this module refers to them.

>>> sorted(REQUESTS)[:4]
['bots', 'class', 'classgame', 'computer']
>>> import typing
>>> each = lambda typed: typing.get_args(typed) or (typed,)  # an op's requests: one, or a union (bots)
>>> all(typing.get_args(typing.get_type_hints(t)["op"]) == (op,) for op, typed in REQUESTS.items() for t in each(typed))
True
>>> {t for typed in REQUESTS.values() for t in each(typed)} == set(typing.get_args(Request))
True
"""

# No `from __future__ import annotations`: Python 3.11 sees Required[...] only in evaluated annotations.
from typing import Literal, NotRequired, Required, TypedDict

from .bots import BotsRequest

__all__ = [
    "REQUESTS",
    "BotsRequest",  # contract.bots's: the op "bots" is one of the page's requests
    "ClassGameRequest",
    "ClassGameValues",
    "ClassRequest",
    "ClassTaskValues",
    "ComputerRequest",
    "GameRequest",
    "LoadRequest",
    "Marks",
    "NewRequest",
    "NotesRequest",
    "PickRequest",
    "PrepareRequest",
    "PuzzleRequest",
    "RematchRequest",
    "Request",
    "RestartRequest",
    "SavedGame",
    "SavedRequest",
    "SetupValues",
    "StudyRequest",
    "TournamentKept",
    "TournamentMake",
    "TournamentRequest",
    "UndoRequest",
    "ViewRequest",
    "WorksheetRequest",
]


class Marks(TypedDict, total=False):
    """What any request may add: its language and the overlays the view should show."""

    lang: str | list[str]
    """A language ("fr"), or several, most wanted first; English by default."""
    hint: int | bool
    """A hint's level, 1 to 3 (true: every winning move); 0 or absent: none."""
    analysis: bool
    strategy: bool
    standing: bool
    """Who can force a win from here."""
    review: bool
    counts: bool
    """How many numbers could follow each one."""
    web: bool
    """The numbers' web."""
    target: int
    """A class's task's chain length (its link's `target`): the challenge's target."""


class SetupValues(TypedDict, total=False):
    """The New game form's values (only the fields the game's setup shows)."""

    game: Required[str]
    range: str
    """lo-hi, as typed."""
    grid: str
    opening: str
    start: str | int
    without_one: bool
    misere: bool
    lose_turn: bool
    highlights: bool
    vs: str | None
    """A computer's level, "remote" (a friend on another device), or none (two players here)."""
    first: int | Literal["random"]


class GameTask(TypedDict):
    """A class's task the game page plays for, as the device keeps it (js/shared/class-task.js): its
    name (<assignment id>.<k>), the Class page's address holding the assignment (a game not the task's
    is said so), and the device's latest game of it (a link that continues it keeps the help it
    recorded). A tournament's game on its organiser's device: the tournament that device keeps."""

    task: str
    assignment: str
    latest: str
    tournament: NotRequired[str]


class LoadRequest(Marks, total=False):
    """The game in the address, else the saved one, else the default."""

    op: Required[Literal["load"]]
    hash: str
    saved: str | None
    """This device's copy of the address's game, which the link is read against."""
    task: GameTask | None
    """The class's task the address names, as the device keeps it (none: no task)."""


class NewRequest(Marks, total=False):
    """A fresh game from the New game form."""

    op: Required[Literal["new"]]
    setup: SetupValues
    seed: int
    """Draws the starter when the form says "random"."""


class PickRequest(Marks, total=False):
    """A person's pick, clicked or typed."""

    op: Required[Literal["pick"]]
    hash: str
    number: int | str
    step: int | None
    """The replay step shown, when an earlier move is shown."""


class ComputerRequest(Marks, total=False):
    """The computer's move."""

    op: Required[Literal["computer"]]
    hash: str
    seed: int


class UndoRequest(Marks, total=False):
    """Back to the person's last move."""

    op: Required[Literal["undo"]]
    hash: str


class RematchRequest(Marks, total=False):
    """The same game again, the other player starting."""

    op: Required[Literal["rematch"]]
    hash: str


class ViewRequest(Marks, total=False):
    """The same game again: other overlays, or a replay step."""

    op: Required[Literal["view"]]
    hash: str
    step: int


class RestartRequest(Marks, total=False):
    """The same game from the start, or from `moves` (an embed's New game)."""

    op: Required[Literal["restart"]]
    hash: str
    moves: str


class PrepareRequest(Marks, total=False):
    """The work a game needs once before its moves come at once (asked when a view says `prepare`)."""

    op: Required[Literal["prepare"]]
    hash: str


class StudyRequest(Marks, total=False):
    """The Study page: who wins every range of a rule (with `after`, only the rows above lo..after)."""

    op: Required[Literal["study"]]
    hash: str
    after: int


class PuzzleTask(TypedDict):
    """A class's task of puzzles the page solves for, as the device keeps it (js/shared/class-task.js):
    its name (<assignment id>.<k>), the Class page's address holding the assignment, and the
    puzzles kept as solved for it (`id=<puzzle>&moves=<line>` each)."""

    task: str
    assignment: str
    kept: list[str]


class PuzzleRequest(Marks, total=False):
    """The puzzles page: the puzzle in the address, the moves made so far, a pick."""

    op: Required[Literal["puzzle"]]
    hash: str
    moves: str
    pick: int
    streak: int
    clean: bool
    date: str
    """Today (YYYY-MM-DD), which names the puzzle of the day."""
    task: PuzzleTask
    """The class's task the puzzles are solved for (its next puzzle is the task's next one)."""


class WorksheetRequest(Marks, total=False):
    """A printable sheet of puzzles and its answer key."""

    op: Required[Literal["worksheet"]]
    hash: str


class NotesRequest(Marks, total=False):
    """A game's teacher's notes (`game=<id>`)."""

    op: Required[Literal["notes"]]
    hash: str


class ClassTaskValues(TypedDict, total=False):
    """A task as the teacher's form gives it."""

    game: str
    level: str
    goal: str
    target: int
    link: str
    """A game's link (or share code) whose game and settings the task takes instead of `game`'s preset."""
    challenge: str
    """The Bots page's challenge, for the goal "bot"."""
    help: str
    """The help the task allows: all, hints or none."""


class ClassRequest(Marks, total=False):
    """The Class page. The address (`a=<assignment>`: the pupil's side; `r=<result>`: a result
    for the teacher; else the teacher's), what the device keeps, and an action: `make` (an
    assignment from the form's title and tasks) or `add` (text holding result links)."""

    op: Required[Literal["class"]]
    hash: str
    results: list[str]
    """The teacher's device: the result codes it keeps."""
    assignments: list[str]
    """The teacher's device: the assignment codes it keeps."""
    runs: dict[str, object]
    """The teacher's device: the games of pupils' bots it played again (ClassView's `runs`, read with care)."""
    name: str
    """The pupil's name, as typed."""
    kept: list[list[str]]
    """The pupil's device: for each task, the games it holds (share codes)."""
    make: str
    """The title of an assignment to make from `tasks`, with `seed`."""
    tasks: list[ClassTaskValues]
    seed: int
    add: str
    """Text holding result links or codes (pasted, or read from a QR code)."""
    forget: str
    """An assignment's id whose results (and the assignment) the teacher clears."""
    take: str
    """An assignment's code (`a=...`) not made on this device that the teacher takes as their own."""


class TournamentMake(TypedDict, total=False):
    """The tournament form's values: a title, the players' names (one a line), the format, the
    game: a game's id, or a game's link whose settings are used, and the help its games allow."""

    title: str
    names: str
    format: str
    game: str
    link: str
    help: str


class TournamentKept(TypedDict):
    """A decided game the tournament's device keeps: its index and its share code (with its moves)."""

    k: int
    game: str


class TournamentRequest(Marks, total=False):
    """The tournament page. The address (`p=<game>`: a pupil's device plays one game and hands back
    its result; `tr=<result>`: a result handed to the organiser; else the organiser's), what the
    device keeps, and an action: `make` (a tournament from the form, with `seed`), `add` (text
    holding result links, pasted or read from a QR code) or `forget` (clear the tournament)."""

    op: Required[Literal["tournament"]]
    hash: str
    tournament: str
    """The organiser's device: the tournament's code it keeps ("" none)."""
    games: list[TournamentKept]
    """The organiser's device: the decided games it keeps."""
    played: dict[str, list[str]]
    """This device's games played for each game of the tournament (by its index, as text; share
    codes, the finished ones), from the game page."""
    make: TournamentMake
    seed: int
    add: str
    forget: bool


class SavedGame(TypedDict):
    """One game the device keeps."""

    id: str
    hash: str


class SavedRequest(Marks, total=False):
    """The device's games ([{id, hash}], newest first) worth continuing."""

    op: Required[Literal["saved"]]
    games: list[SavedGame]


class ClassGameValues(TypedDict, total=False):
    """A class game's own setup, from its form: the teams' names, the computer's level (none: two
    teams), who starts, the thinking timer in seconds (0: none)."""

    a: str
    b: str
    level: str | None
    first: int | Literal["random"]
    timer: int


ClassGameAction = Literal["load", "new", "pick", "challenge", "pass", "computer", "back", "again"]


class ClassGameRequest(Marks, total=False):
    """A class game on one screen (board.html): `do` says what (the game in `hash`: load it, a pick
    (`number`), a challenge of the last move or letting it pass, the computer's move, one step back,
    the same game again; `new`: a fresh game from `setup` and `teams`)."""

    op: Required[Literal["classgame"]]
    do: ClassGameAction
    hash: str
    number: str | int
    setup: SetupValues
    teams: ClassGameValues
    seed: int


Request = (
    LoadRequest
    | NewRequest
    | PickRequest
    | ComputerRequest
    | UndoRequest
    | RematchRequest
    | ViewRequest
    | RestartRequest
    | PrepareRequest
    | StudyRequest
    | PuzzleRequest
    | WorksheetRequest
    | NotesRequest
    | SavedRequest
    | ClassRequest
    | TournamentRequest
    | ClassGameRequest
    | BotsRequest
)
"""Any request the page sends (the Bots page's, `contract.bots.BotsRequest`, one a `do`)."""

GameRequest = PickRequest | ComputerRequest | UndoRequest | RematchRequest | ViewRequest | RestartRequest
"""A request that acts on the game in its address."""

REQUESTS: dict[str, object] = {
    "load": LoadRequest,
    "new": NewRequest,
    "pick": PickRequest,
    "computer": ComputerRequest,
    "undo": UndoRequest,
    "rematch": RematchRequest,
    "view": ViewRequest,
    "restart": RestartRequest,
    "prepare": PrepareRequest,
    "study": StudyRequest,
    "puzzle": PuzzleRequest,
    "worksheet": WorksheetRequest,
    "notes": NotesRequest,
    "saved": SavedRequest,
    "class": ClassRequest,
    "tournament": TournamentRequest,
    "classgame": ClassGameRequest,
    "bots": BotsRequest,
}
"""Each op's request, by its op (the op its `op` field names): a TypedDict, or for op "bots" the union
of its requests (`contract.bots.BOTS_REQUESTS` has them by `do`)."""
