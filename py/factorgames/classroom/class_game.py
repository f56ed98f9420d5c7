"""A class game on one screen: Team A against Team B (or the class against the computer at a level)
around one projector, each move followed by a challenge moment: the other team may call the move a
mistake, and the engine's review of that move says whether it was one.

The whole state is in the address (`encode`, `read`): the game's record (`transcript.Record`: the
game, its settings, the computer's level, who starts, the moves), the teams' names, the calls made
so far and the thinking timer, so a refresh or a shared link resumes the game.

A call is one letter a move: "c" the other team challenged it ("Mistake!"), "p" it let it pass, "-"
no one could challenge it (the class against the computer: the computer challenges nothing). A
challenge is right when the engine's review marks the move a "mistake" (it let a win slip, or in a
game that keeps score, gave points away); a right challenge scores 1 for the challengers, a wrong
one 1 for the team that moved.

>>> from factorgames.transcript import Record, Setup
>>> game = ClassGame(Record(Setup.preset("factor-chain-challenge")), ("Reds", "Blues"))
>>> game = game.play(6)
>>> game.phase, game.challenger
('challenge', 2)
>>> game = game.call(True)
>>> game.verdicts()[0].right, game.points()
(False, {1: 1, 2: 0})
>>> encode(game)
'game=factor-chain-challenge&range=1-10&moves=6&a=Reds&b=Blues&calls=c'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Literal
from urllib.parse import parse_qsl, urlencode

from ..games.outcome import mover_of, other
from ..games.position import Position
from ..match import Match
from ..teach.coaches import coach_for
from ..teach.review import MoveReview
from ..transcript import Record
from ..transcript import encode as record_code
from .names import shown, skeleton

Phase = Literal["move", "challenge", "computer", "over"]
"""What the room does now: a team picks, the other team decides on a challenge, the computer
picks, or the game is over (every call made)."""

CHALLENGED, PASSED, NO_CALL = "c", "p", "-"
TIMERS = (0, 15, 30, 45, 60, 90, 120, 180, 300)
"""The thinking timer's choices, in seconds (0: no timer, the default)."""
KEYS = ("a", "b", "calls", "timer")
"""The address's keys of a class game beyond its record's."""


class ClassGameError(ValueError):
    """An action the class game's state does not allow now (a pick while a challenge is pending)."""


@dataclass(frozen=True)
class Verdict:
    """A call on a move: its review (the engine's, `teach.review`), whether the other team
    challenged it, and who scored."""

    move: MoveReview
    mover: int
    """The player (1 or 2) who made the move."""
    challenged: bool

    @property
    def mistake(self) -> bool:
        return self.move.verdict == "mistake"

    @property
    def right(self) -> bool | None:
        """Whether the challenge was right; None when the move was let pass."""
        return self.mistake if self.challenged else None

    @property
    def scorer(self) -> int | None:
        """The player a challenge scored 1 for: the challengers when right, the movers when wrong."""
        if not self.challenged:
            return None
        return other(self.mover) if self.mistake else self.mover


@dataclass(frozen=True)
class ClassGame:
    """A class game: its record (`setup.vs` a computer level, or None for two teams), the names the
    teacher typed for player 1 and player 2 ("" for the default name), the calls made on the moves so
    far, and the thinking timer in seconds (0: none)."""

    record: Record
    teams: tuple[str, str] = ("", "")
    calls: str = ""
    timer: int = 0

    @property
    def match(self) -> Match:
        return Match(self.record)

    @property
    def position(self) -> Position:
        return self.match.position

    @property
    def level(self) -> str | None:
        return self.record.setup.level

    def has_moment(self, ply: int) -> bool:
        """Whether move `ply` is followed by a challenge moment: its challengers are a team (never
        the computer)."""
        setup = self.record.setup
        challenger = other(setup.player(mover_of(ply)))
        return not (self.level and challenger == 2)

    @property
    def pending(self) -> int | None:
        """The move whose call is awaited, or None."""
        k = len(self.record.moves)
        return k if k and len(self.calls) < k else None

    @property
    def challenger(self) -> int | None:
        """The player who may challenge the move pending."""
        ply = self.pending
        return None if ply is None else other(self.record.setup.player(mover_of(ply)))

    @property
    def phase(self) -> Phase:
        if self.pending is not None:
            return "challenge"
        match = self.match
        if match.to_move is None:
            return "over"
        return "computer" if match.computer_to_move else "move"

    def play(self, n: int) -> ClassGame:
        """The game after the pick n by the player to move (IllegalMove if the rules refuse it;
        ClassGameError while a call is awaited or once the game is over)."""
        if self.pending is not None:
            raise ClassGameError("a call is awaited")
        if self.position.is_over:
            raise ClassGameError("the game is over")
        after = replace(self, record=self.match.play(n).record)
        ply = len(after.record.moves)
        return after if after.has_moment(ply) else replace(after, calls=after.calls + NO_CALL)

    def call(self, challenged: bool) -> ClassGame:
        """The pending move challenged ("Mistake!") or let pass."""
        if self.pending is None:
            raise ClassGameError("no move awaits a call")
        return replace(self, calls=self.calls + (CHALLENGED if challenged else PASSED))

    def back(self) -> ClassGame | None:
        """One step back (a call taken back, else the last move with its call), and on back past the
        computer's moves to the class's turn; None at the start."""
        game: ClassGame = self
        while True:
            moves, calls = game.record.moves, game.calls
            if not moves:
                return None if game is self else game
            if len(calls) == len(moves) and calls[-1] != NO_CALL:
                game = replace(game, calls=calls[:-1])
            else:
                game = replace(game, record=game.record.again(moves[:-1]), calls=calls[: len(moves) - 1])
            if game.phase == "move" or (game.phase == "challenge" and game is not self):
                return game

    def again(self) -> ClassGame:
        """The same teams and settings, a fresh game, the other player starting."""
        return ClassGame(Record(self.record.setup.rematch()), self.teams, "", self.timer)

    def verdicts(self) -> tuple[Verdict, ...]:
        """Each move called so far that could be challenged, with the engine's review of it."""
        called = [i for i, c in enumerate(self.calls) if c in (CHALLENGED, PASSED)]
        if not called:
            return ()
        setup = self.record.setup
        moves = self.record.moves[: called[-1] + 1]
        reviewed = coach_for(setup.rules.initial_position()).review(setup.rules, moves)
        return tuple(
            Verdict(reviewed.moves[i], setup.player(mover_of(i + 1)), self.calls[i] == CHALLENGED) for i in called
        )

    def points(self) -> dict[int, int]:
        """Each player's challenge points."""
        points = {1: 0, 2: 0}
        for verdict in self.verdicts():
            if verdict.scorer is not None:
                points[verdict.scorer] += 1
        return points


def review_of(game: ClassGame, ply: int) -> MoveReview:
    """The engine's review of move `ply` alone (what a challenge of it is judged by)."""
    rules = game.record.setup.rules
    return coach_for(rules.initial_position()).review(rules, game.record.moves[:ply]).moves[ply - 1]


def name_of(text: str) -> str:
    """A team's name as typed, made safe to show (`names.shown`: no control or bidi characters, no
    zero-width ones, spaces collapsed, at most 40 characters)."""
    return shown(text)


def cleaned_teams(a: str, b: str) -> tuple[str, str]:
    """Two names as shown; a second name that looks like the first is dropped (its default shows)."""
    first, second = name_of(a), name_of(b)
    if first and second and skeleton(first) == skeleton(second):
        second = ""
    return first, second


def encode(game: ClassGame) -> str:
    """The class game's address: its record's share code, then the teams, the calls and the timer."""
    parts = [record_code(game.record)]
    extra: dict[str, str] = {}
    if game.teams[0]:
        extra["a"] = game.teams[0]
    if game.teams[1] and not game.level:
        extra["b"] = game.teams[1]
    if game.calls:
        extra["calls"] = game.calls
    if game.timer:
        extra["timer"] = str(game.timer)
    if extra:
        parts.append(urlencode(extra))
    return "&".join(parts)


def extras(code: str) -> Mapping[str, str]:
    """The class game's own keys in an address (the last of each)."""
    return {key: value for key, value in parse_qsl(code.lstrip("#"), keep_blank_values=True) if key in KEYS}


def with_calls(record: Record, teams: tuple[str, str], calls: str, timer: int) -> tuple[ClassGame, bool]:
    """A class game from a record whose moves are legal and the calls an address wrote: the calls
    kept up to the first that does not fit its move (a letter other than c or p where a team could
    challenge, other than - where no one could), and the moves cut after the first move left
    without its call. Returns the game and whether anything was cut."""
    game = ClassGame(Record(record.setup), teams, "", timer)
    cut = len(calls) > len(record.moves)
    for i, n in enumerate(record.moves):
        if game.pending is not None:
            return game, True  # a move left without its call, and moves after it
        game = game.play(n)
        letter = calls[i] if i < len(calls) else None
        if game.pending is None:
            cut |= letter not in (None, NO_CALL)
        elif letter in (CHALLENGED, PASSED):
            game = game.call(letter == CHALLENGED)
        else:
            cut |= letter is not None
    return game, cut
