"""A tournament on one device: named players (or teams), a game and its settings, round robin or
knockout; its pairings round by round, each game's result verified by replaying its moves, and the
standings with their tie-breaks. Nothing is taken on trust: a result handed back from a pupil's
device (`Handed`, a code in a link or a QR code) is refused, and said why, when it is of another
tournament, names a game that does not exist (or not these players), is of a game decided already,
was played with other settings, does not replay, is not finished, or claims a winner its moves do
not give.

Round robin: every player meets every other once (the circle method; with an odd number, one sits
out each round, each player once). Knockout: seeded in the order of the list (1 against the lowest,
the top seeds given the byes when the number is not a power of two), the winners meet in the next
round; a drawn knockout game sends through the player who moved second.

>>> t = Tournament("Year 7", ("Ada", "Ben", "Cy"), "round-robin", "game=nrich&range=1-20")
>>> [(p.round, t.players[p.first], t.players[p.second]) for p in t.pairings({})]
[(1, 'Ben', 'Ada'), (2, 'Ada', 'Cy'), (3, 'Cy', 'Ben')]
>>> [t.players[i] for i in t.resting(1)]
['Cy']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from ..games.outcome import IllegalMove
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..help_used import allowance_words
from ..i18n import _, ngettext
from ..link_values import RecordError
from ..transcript import Record, Setup, decode, encode
from .assignment import AssignmentError
from .names import MAX_NAME, shown
from .packing import CodeError, pack, short_id, unpack

Format = Literal["round-robin", "knockout"]
FORMATS: tuple[Format, ...] = ("round-robin", "knockout")
MOST_PLAYERS: dict[Format, int] = {"round-robin": 14, "knockout": 32}
"""The most players of each format (a round robin of 14 is 91 games; a game's index has two digits)."""
MAX_MOVES = 400
"""A game's moves: more than any game of the site can last."""


class TournamentError(AssignmentError):
    """A tournament, a pairing or a result that cannot be read, said in words."""


@dataclass(frozen=True)
class Pairing:
    """Game `k` of round `round`: player `first` (an index into the players; moves first) against
    player `second`; in a knockout's later round a player not yet known is None."""

    k: int
    round: int
    first: int | None
    second: int | None

    @property
    def seats(self) -> tuple[int, int]:
        """Its two players, first mover first (ValueError while one is not known)."""
        if self.first is None or self.second is None:
            raise ValueError("a pairing whose players are not known yet")
        return self.first, self.second


@dataclass(frozen=True)
class Game:
    """A decided game: its pairing's players, its moves, and who won (a player's index; None: a draw)."""

    k: int
    first: int
    second: int
    moves: tuple[int, ...]
    winner: int | None

    def points(self, player: int) -> Fraction:
        if self.winner is None:
            return Fraction(1, 2) if player in (self.first, self.second) else Fraction(0)
        return Fraction(int(self.winner == player))

    def through(self) -> int:
        """Who goes through in a knockout: the winner, or on a draw the player who moved second."""
        return self.second if self.winner is None else self.winner


def setup_of(settings: str) -> Setup:
    """The setup of a tournament's games: the game and its rules, two players on one device,
    Player 1 moving first, and the help its games allow (TournamentError if `settings` is not a
    two-player game)."""
    try:
        setup = decode(settings).setup
    except RecordError as error:
        raise TournamentError(str(error)) from None
    if GAMES[setup.game].solo:
        raise TournamentError(
            _("{game} has one player: choose a game for two.").format(game=_(GAMES[setup.game].title))
        )
    return Setup(setup.game, setup.rules, help=setup.help)


def played_as(setup: Setup, record: Record) -> bool:
    """Whether a game is played as a tournament's games are (`setup`, from its settings): its game,
    its rules and the help it allows, two players on one device (a game whose link was edited to
    other settings is not)."""
    played = record.setup
    return Setup(played.game, played.rules, help=played.help) == setup and played.vs is None


def game_words(setup: Setup) -> str:
    """The game and its settings in words, and the help its games allow ("Juniper Green on 1 to 10,
    no help")."""
    game, rules, preset = _(GAMES[setup.game].title), setup.rules, GAMES[setup.game].rules
    changed = kind_of(rules).settings(rules, preset) if rules != preset else []
    if changed:
        words = _("{game} ({settings})").format(game=game, settings=", ".join(changed))
    elif span := kind_of(rules).span(rules):
        words = _("{game} on {lo} to {hi}").format(game=game, lo=span[0], hi=span[1])
    else:
        words = game
    return _("{game}, {help}").format(game=words, help=allowance_words(setup.help))


def _circle(n: int) -> list[list[tuple[int, int]]]:
    """A round robin's rounds by the circle method (index n: sitting out, in the fixed seat), each
    pair's first mover alternating so that every player moves first in half their games (give or
    take one when they play an odd number)."""
    seats: list[int] = ([n] if n % 2 else []) + list(range(n))  # the fixed seat: sitting out, or player 0
    m = len(seats)
    rounds = []
    for r in range(m - 1):
        pairs = []
        for i in range(m // 2):
            a, b = seats[i], seats[m - 1 - i]
            flip = r % 2 == 1 if i == 0 else i % 2 == 1
            pairs.append((b, a) if flip else (a, b))
        rounds.append(pairs)
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return rounds


def _seeding(size: int) -> list[int]:
    """The bracket's order of seeds (0-based) for a power of two: 1 meets `size`, and the top two
    seeds can meet only in the final.

    >>> [s + 1 for s in _seeding(8)]
    [1, 8, 4, 5, 2, 7, 3, 6]
    """
    order = [0]
    while len(order) < size:
        total = 2 * len(order) - 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


@dataclass(frozen=True)
class Tournament:
    """A title, the players' names (as shown, in seeding order), the format, the game's settings
    (a share code without players), and a number that makes two tournaments of the same players
    two (their games' ids differ)."""

    title: str
    players: tuple[str, ...]
    format: Format
    settings: str
    seed: int = 0

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise TournamentError(_("Choose round robin or knockout."))
        most = MOST_PLAYERS[self.format]
        if not 2 <= len(self.players) <= most:
            raise TournamentError(_("A tournament needs 2 to {most} players or teams.").format(most=most))
        setup_of(self.settings)

    @property
    def setup(self) -> Setup:
        return setup_of(self.settings)

    def payload(self) -> dict[str, object]:
        return {"t": self.title, "p": list(self.players), "f": self.format, "s": self.settings, "n": self.seed}

    def code(self) -> str:
        return pack(self.payload())

    @property
    def id(self) -> str:
        """Twelve hex digits, as a class's assignment's (the game page keeps a game under it)."""
        return short_id(self.code())

    @classmethod
    def from_code(cls, code: str) -> Tournament:
        not_one = TournamentError(_("That is not a tournament."))
        try:
            value = unpack(code)
        except CodeError:
            raise not_one from None
        if not isinstance(value, dict) or set(value) != {"t", "p", "f", "s", "n"}:
            raise not_one
        title, players, form, settings, seed = (value[key] for key in ("t", "p", "f", "s", "n"))
        if not (isinstance(title, str) and isinstance(settings, str) and type(seed) is int and form in FORMATS):
            raise not_one
        if not isinstance(players, list) or not all(isinstance(p, str) and p == shown(p) and p for p in players):
            raise not_one
        return cls(title[:80], tuple(players), form, settings, seed)

    def named(self, pairing: Pairing) -> Setup:
        """The setup of a pairing's game: the tournament's, its two players named (`p1`, `p2` in
        its links: the game page shows their names, not Player 1 and Player 2)."""
        first, second = (self.players[p] for p in pairing.seats)
        return replace(self.setup, named=(first, second))

    def link(self, pairing: Pairing) -> str:
        """A pairing's game as the game page's address: the game for two players on one device,
        its players named, kept for the tournament under `task=<id>.<k>` (js/shared/class-task.js).

        >>> t = Tournament("Cup", ("Ada", "Ben"), "round-robin", "game=nrich&range=1-20")
        >>> t.link(t.pairings({})[0]).split("&task=")[0]
        'game=nrich&range=1-20&p1=Ada&p2=Ben'
        """
        return f"{encode(Record(self.named(pairing)))}&task={self.id}.{pairing.k}"

    # The pairings.

    def _bracket(self) -> tuple[int, list[int | None]]:
        """A knockout's first round: the bracket's size and each place's player (None: a bye)."""
        size = 1
        while size < len(self.players):
            size *= 2
        return size, [s if s < len(self.players) else None for s in _seeding(size)]

    def rounds(self) -> int:
        if self.format == "round-robin":
            return len(self.players) - 1 + len(self.players) % 2
        size, rounds = self._bracket()[0], 0
        while size > 1:
            size, rounds = size // 2, rounds + 1
        return rounds

    def pairings(self, decided: dict[int, Game]) -> list[Pairing]:
        """Every game of the tournament, numbered from 0, round by round; a knockout's later
        rounds name their players once the games before are decided (`decided`, by game)."""
        n = len(self.players)
        if self.format == "round-robin":
            found: list[Pairing] = []
            for r, pairs in enumerate(_circle(n), start=1):
                for one, two in pairs:
                    if one < n and two < n:
                        found.append(Pairing(len(found), r, one, two))
            return found
        _size, places = self._bracket()
        out: list[Pairing] = []
        r = 1
        while len(places) > 1:
            following: list[int | None] = []
            for a, b in zip(places[::2], places[1::2], strict=True):
                if r == 1 and (a is None or b is None):
                    following.append(a if b is None else b)  # a bye
                    continue
                pairing = Pairing(len(out), r, a, b)
                out.append(pairing)
                game = decided.get(pairing.k)
                following.append(game.through() if game and a is not None and b is not None else None)
            places, r = following, r + 1
        return out

    def resting(self, r: int) -> list[int]:
        """The players who sit out round r (a round robin's odd player, a knockout's byes)."""
        if self.format == "round-robin":
            n = len(self.players)
            return [a + b - n for a, b in _circle(n)[r - 1] if n in (a, b)] if n % 2 else []
        if r != 1:
            return []
        places = self._bracket()[1]
        return [
            p
            for a, b in zip(places[::2], places[1::2], strict=True)
            for p in (a, b)
            if p is not None and None in (a, b)
        ]

    # Results.

    def replayed(self, pairing: Pairing, code: str) -> Game:
        """Pairing's game from a share code, replayed (TournamentError saying why it is not one)."""
        if pairing.first is None or pairing.second is None:
            raise TournamentError(
                _("Game {n} has no players yet: it waits for the games of the round before.").format(n=pairing.k + 1)
            )
        try:
            record = decode(code)
        except RecordError as error:
            raise TournamentError(str(error)) from None
        if not played_as(self.setup, record):
            raise TournamentError(
                _("This game was played with other settings ({theirs}), not the tournament's ({ours}).").format(
                    theirs=game_words(record.setup), ours=game_words(self.setup)
                )
            )
        if len(record.moves) > MAX_MOVES:
            raise TournamentError(_("This game has too many moves."))
        position = record.setup.rules.initial_position()
        for ply, n in enumerate(record.moves, start=1):
            try:
                if position.is_over:
                    raise IllegalMove(n)
                position = position.play(n)
            except IllegalMove:
                raise TournamentError(_("Move {k} of this game breaks the rules.").format(k=ply)) from None
        outcome = position.outcome()
        if outcome is None:
            words = ngettext(
                "This game is not finished: {n} move so far.",
                "This game is not finished: {n} moves so far.",
                len(record.moves),
            )
            raise TournamentError(words.format(n=len(record.moves)))
        seats = (
            {1: pairing.first, 2: pairing.second} if record.setup.first == 1 else {1: pairing.second, 2: pairing.first}
        )
        winner = None if outcome.winner is None else seats[outcome.winner]
        return Game(pairing.k, pairing.first, pairing.second, record.moves, winner)

    def admit(self, decided: dict[int, Game], handed: Handed) -> Game:
        """A result handed back, checked against the tournament and replayed (TournamentError: why not)."""
        if handed.tournament != self.id:
            raise TournamentError(_("This result is of another tournament, not “{title}”.").format(title=self.title))
        pairings = self.pairings(decided)
        if not 0 <= handed.k < len(pairings):
            raise TournamentError(_("This tournament has no game {n}.").format(n=handed.k + 1))
        pairing = pairings[handed.k]
        names = tuple(None if p is None else self.players[p] for p in (pairing.first, pairing.second))
        if names != handed.players:
            said = " – ".join(handed.players)
            raise TournamentError(
                _("This result is of a game between {said}, but game {n} is not theirs.").format(
                    said=said, n=handed.k + 1
                )
            )
        if handed.k in decided:
            raise TournamentError(
                _("Game {n} ({pair}) has its result already.").format(n=handed.k + 1, pair=" – ".join(handed.players))
            )
        game = self.replayed(pairing, handed.game)
        claimed = handed.winner
        given = "" if game.winner is None else self.players[game.winner]
        if claimed != given:
            if game.winner is None:
                words = _("This result says {claimed} won, but its moves make the game a draw.")
            elif claimed:
                words = _("This result says {claimed} won, but its moves give the game to {winner}.")
            else:
                words = _("This result says the game was a draw, but its moves give it to {winner}.")
            raise TournamentError(words.format(claimed=claimed, winner=given))
        return game


@dataclass(frozen=True)
class Handed:
    """A game's result as a pupil's device hands it back: the tournament's id, the game's index,
    its two players' names (first mover first), the game's share code, and who the device says
    won ("" for a draw)."""

    tournament: str
    k: int
    players: tuple[str, str]
    game: str
    winner: str

    def code(self) -> str:
        return pack({"i": self.tournament, "k": self.k, "p": list(self.players), "g": self.game, "w": self.winner})

    @classmethod
    def from_code(cls, code: str) -> Handed:
        not_one = TournamentError(_("That is not a tournament game's result."))
        try:
            value = unpack(code)
        except CodeError:
            raise not_one from None
        if not isinstance(value, dict) or set(value) != {"i", "k", "p", "g", "w"}:
            raise not_one
        tid, k, players, game, winner = (value[key] for key in ("i", "k", "p", "g", "w"))
        if not (isinstance(tid, str) and type(k) is int and isinstance(game, str) and isinstance(winner, str)):
            raise not_one
        if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
            raise not_one
        return cls(tid[:12], k, (shown(players[0]), shown(players[1])), game[:20_000], shown(winner)[:MAX_NAME])


@dataclass(frozen=True)
class Invitation:
    """One game as a pupil's device receives it (`tournament.html#p=<code>`): the tournament's id
    and title, the game's index, its players (first mover first) and the game's settings."""

    tournament: str
    title: str
    k: int
    players: tuple[str, str]
    settings: str

    def code(self) -> str:
        return pack({"i": self.tournament, "t": self.title, "k": self.k, "p": list(self.players), "s": self.settings})

    @classmethod
    def of(cls, t: Tournament, pairing: Pairing) -> Invitation:
        assert pairing.first is not None and pairing.second is not None
        return cls(t.id, t.title, pairing.k, (t.players[pairing.first], t.players[pairing.second]), t.settings)

    @classmethod
    def from_code(cls, code: str) -> Invitation:
        not_one = TournamentError(_("That is not a tournament's game."))
        try:
            value = unpack(code)
        except CodeError:
            raise not_one from None
        if not isinstance(value, dict) or set(value) != {"i", "t", "k", "p", "s"}:
            raise not_one
        tid, title, k, players, settings = (value[key] for key in ("i", "t", "k", "p", "s"))
        if not (isinstance(tid, str) and len(tid) == 12 and all(c in "0123456789abcdef" for c in tid)):
            raise not_one
        if not (isinstance(title, str) and type(k) is int and 0 <= k < 100 and isinstance(settings, str)):
            raise not_one
        if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
            raise not_one
        setup_of(settings)
        return cls(tid, title[:80], k, (shown(players[0]), shown(players[1])), settings)

    def link(self) -> str:
        """The game page's address of this game, its players named (as `Tournament.link`)."""
        return f"{encode(Record(replace(setup_of(self.settings), named=self.players)))}&task={self.tournament}.{self.k}"

    def handed(self, code: str) -> Handed:
        """This game's result from its share code, as this device replays it (TournamentError: why not)."""
        t = Tournament(self.title, self.players, "round-robin", self.settings)
        game = t.replayed(Pairing(self.k, 1, 0, 1), code)
        winner = "" if game.winner is None else self.players[game.winner]
        return Handed(self.tournament, self.k, self.players, code, winner)


# Standings.

TIE_BREAKS: dict[Format, tuple[str, ...]] = {
    "round-robin": ("points", "head-to-head", "sonneborn-berger", "wins"),
    "knockout": ("round",),
}


@dataclass(frozen=True)
class Standing:
    """A player's line of the standings: place (shared places have the same), the counts and the
    tie-break scores (`head`: points against those level on points; `sb`: Sonneborn-Berger; `reached`:
    a knockout's round reached, `out`: whether knocked out)."""

    place: int
    player: int
    played: int
    wins: int
    draws: int
    losses: int
    points: Fraction
    head: Fraction
    sb: Fraction
    reached: int
    out: bool

    def key(self) -> tuple[Fraction, Fraction, Fraction, int]:
        return (self.points, self.head, self.sb, self.wins)


def standings(t: Tournament, decided: dict[int, Game]) -> list[Standing]:
    """The players, best first. Round robin: points (a win 1, a draw ½), then among players level on
    points the points they scored against each other, then Sonneborn-Berger (the points of each
    player beaten, plus half those of each drawn with), then the number of wins; players level on
    all four share their place. Knockout: the round reached (the winner first), places shared by
    those knocked out in the same round (during the tournament, a player still in ahead of those
    knocked out in the round they reached)."""
    n = len(t.players)
    games = list(decided.values())
    points = [sum((g.points(p) for g in games), Fraction(0)) for p in range(n)]
    played = [sum(p in (g.first, g.second) for g in games) for p in range(n)]
    wins = [sum(g.winner == p for g in games) for p in range(n)]
    draws = [sum(g.winner is None and p in (g.first, g.second) for g in games) for p in range(n)]

    def opponent(g: Game, p: int) -> int:
        return g.second if g.first == p else g.first

    sb = [
        sum((g.points(p) * points[opponent(g, p)] for g in games if p in (g.first, g.second)), Fraction(0))
        for p in range(n)
    ]
    head = [
        sum(
            (g.points(p) for g in games if p in (g.first, g.second) and points[opponent(g, p)] == points[p]),
            Fraction(0),
        )
        for p in range(n)
    ]
    reached, out = [1] * n, [False] * n
    if t.format == "knockout":
        for pairing in t.pairings(decided):
            for p in (pairing.first, pairing.second):
                if p is not None:
                    reached[p] = max(reached[p], pairing.round)
            game = decided.get(pairing.k)
            if game:
                out[opponent(game, game.through())] = True
                if pairing.round == t.rounds():
                    reached[game.through()] = t.rounds() + 1

    lines = [
        Standing(
            0,
            p,
            played[p],
            wins[p],
            draws[p],
            played[p] - wins[p] - draws[p],
            points[p],
            head[p],
            sb[p],
            reached[p],
            out[p],
        )
        for p in range(n)
    ]

    def rank(s: Standing) -> tuple[object, ...]:
        if t.format == "knockout":
            return (s.reached, not s.out)  # still in ahead of those knocked out in the same round
        return s.key()

    ordered = sorted(lines, key=lambda s: (rank(s), -s.player), reverse=True)
    placed: list[Standing] = []
    for i, s in enumerate(ordered):
        place = placed[-1].place if placed and rank(placed[-1]) == rank(s) else i + 1
        placed.append(replace(s, place=place))
    return placed


def tie_break_words(form: Format) -> str:
    """How the standings are ordered, in words, for the page."""
    if form == "knockout":
        return _(
            "Knockout: players are seeded in the order of the list (seed 1 meets the lowest seed; when the "
            "number of players is not a power of two, the top seeds have a bye in round 1). In each game the "
            "player named first moves first; a drawn game sends through the player who moved second. The "
            "standings are by the round reached."
        )
    return _(
        "Round robin: everyone plays everyone once; with an odd number of players, one sits out each "
        "round. A win is 1 point, a draw ½. Players with equal points are ordered by the points they scored "
        "against each other, then by Sonneborn-Berger (the points of every player they beat, plus half "
        "those of every player they drew with), then by the number of wins; still equal, they share the place."
    )


QUARTERS = {0: "", 1: "¼", 2: "½", 3: "¾"}


def points_words(value: Fraction) -> str:
    """Points as a person writes them (halves and quarters as one character): 2, ½, 2½, 1¾.

    >>> points_words(Fraction(5, 2)), points_words(Fraction(1, 2)), points_words(Fraction(3)), points_words(Fraction(7, 4))
    ('2½', '½', '3', '1¾')
    """
    whole, part = divmod(int(value * 4), 4)
    return (str(whole) if whole or not part else "") + QUARTERS[part]
