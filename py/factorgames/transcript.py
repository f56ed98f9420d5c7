"""A game's transcript, the Record (setup plus moves), and its share code, the URL query after `#`.

The same code decodes an address in the browser, on the command line and in tests.

>>> r = decode("game=nrich&moves=48,24,12&vs=perfect")
>>> r.setup.rules.opening, r.moves, r.setup.vs
('even-below-half', (48, 24, 12), 'perfect')
>>> encode(r)
'game=nrich&range=1-100&vs=perfect&moves=48,24,12'
>>> decode("game=multiples-removal&grid=4&misere&moves=7").setup.rules
RemovalRules(grid=4, without_one=False, misere=True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from urllib.parse import parse_qsl, urlencode

from .classroom.names import shown as shown_name
from .classroom.names import skeleton
from .games.outcome import RulesError, other
from .games.position import Rules
from .games.presets import GAMES
from .games.registry import KINDS, kind_of
from .help_used import NO_HELP, Allowance, HelpUsed, allowance
from .i18n import Name, Player, _
from .link_values import RecordError, flag, integer, parse_moves, shown, whole_number
from .play.players import LEVELS

REMOTE = "remote"
"""`vs=remote`: a friend on another device."""

MAX_CODE_LENGTH = 20_000
"""Longer share codes are refused outright."""

MAX_SEED = 999_999_999
"""The largest `seed` a share code may carry (nine digits, as any number of a link)."""

NAME_KEYS = ("p1", "p2")
"""The keys of the players' names, for two players on one device (a tournament's game): `p1=Ada&p2=Ben`."""
MAX_NAME_INPUT = 200
"""The most characters of a name's key read (a name shows at most 40, `classroom.names.MAX_NAME`)."""


@dataclass(frozen=True)
class Setup:
    """Which game with which rules, against whom, and who starts.

    `vs` is a computer level, REMOTE for a friend on another device (the game goes back and
    forth by its link; `you` is the player this device plays), or None for two players on one
    device. `first` names the player who moves first: 1 (you, or Player 1) or 2 (the computer,
    or Player 2). Without `highlights`, the board does not show which numbers can be picked. With a
    `seed` (a class's task), the computer's every move follows from it and the move's number
    (`play.players.seeded`), so a replay checks that each computer move is the engine's; `help`
    is the help a task allows in it (`help_used.ALLOWED`). `named`: the names of player 1 and
    player 2 as a link gives them (a tournament's game), cleaned (`player_names`), "" for the
    default name; only two players on one device have them.
    """

    game: str
    rules: Rules
    vs: str | None = None
    first: int = 1
    highlights: bool = True
    you: int = 1
    seed: int | None = None
    help: Allowance = "all"
    named: tuple[str, str] = ("", "")

    @classmethod
    def preset(cls, game: str) -> Setup:
        return cls(game, GAMES[game].rules)

    @property
    def solo(self) -> bool:
        return GAMES[self.game].solo

    def player(self, seat: int) -> int:
        """The named player (1 or 2) in a seat (seat 1 moves first)."""
        return self.first if seat == 1 else other(self.first)

    @property
    def level(self) -> str | None:
        """The computer's level, when the opponent is the computer."""
        return self.vs if self.vs in LEVELS else None

    @property
    def remote(self) -> bool:
        """The opponent is a friend on another device."""
        return self.vs == REMOTE and not self.solo

    def names(self) -> dict[int, str]:
        """The players' names: "You" and "Computer" or "Your friend", or "Player 1" and "Player 2",
        or for two players on one device the names the link gives (`Name`s: never read as the
        site's players).

        >>> Setup.preset("nrich").names()[2], replace(Setup.preset("nrich"), named=("Ada", "You")).names()[2]
        (<Player.PLAYER_2: 'Player 2'>, 'You')
        """
        if self.solo:
            return {1: Player.YOU, 2: Player.YOU}
        if self.remote:
            return {self.you: Player.YOU, other(self.you): Player.FRIEND}
        if self.level:
            return {1: Player.YOU, 2: Player.COMPUTER}
        first, second = self.named
        return {1: Name(first) if first else Player.PLAYER_1, 2: Name(second) if second else Player.PLAYER_2}

    def rematch(self) -> Setup:
        """The same game with the other player starting (a solo challenge simply starts again)."""
        return self if self.solo else replace(self, first=other(self.first))

    def for_friend(self) -> Setup:
        """The same game as the friend's device plays it."""
        return replace(self, you=other(self.you))


@dataclass(frozen=True)
class Record:
    """A setup and every entry so far (an invalid final entry of a strict game included), and in
    a class task's game (a setup with a `seed`), the help used in it."""

    setup: Setup
    moves: tuple[int, ...] = ()
    helped: HelpUsed = NO_HELP

    def again(self, moves: tuple[int, ...]) -> Record:
        """The same game (its help used included) with these moves."""
        return replace(self, moves=moves)


def rules_with(game: str, options: dict[str, str]) -> Rules:
    """The preset's rules of `game` changed by string options (the share code's keys).

    >>> rules_with("nrich", {"range": "1-50", "opening": "even"})
    ChainRules(lo=1, hi=50, start=None, opening='even', strict=False)
    """
    preset = GAMES[game].rules
    try:
        rules: Rules = kind_of(preset).rules_with(preset, options)
        return rules
    except RulesError as error:
        raise RecordError(str(error)) from None


def decode(code: str) -> Record:
    """Read a share code (`game=ID&range=LO-HI&moves=...`); unknown keys are ignored."""
    if len(code) > MAX_CODE_LENGTH:
        raise RecordError(_("The address is too long to be a game."))
    options = dict(parse_qsl(code.lstrip("#"), keep_blank_values=True))
    game = options.get("game", "").strip()
    if game not in GAMES:
        raise RecordError(
            _("There is no game called {game!r}.").format(game=shown(game)) if game else _("The address names no game.")
        )
    vs = options.get("vs", "").strip().lower() or None
    if vs in ("none", "friend", "human"):
        vs = None
    if vs is not None and vs not in LEVELS and vs != REMOTE:
        raise RecordError(_("There is no computer level called {vs!r}.").format(vs=shown(vs)))
    first = options.get("first", "1").strip()
    if first not in ("1", "2"):
        raise RecordError(_("{key}={value!r} should be 1 or 2.").format(key="first", value=shown(first)))
    you = options.get("you", "1").strip()
    if you not in ("1", "2"):
        raise RecordError(_("{key}={value!r} should be 1 or 2.").format(key="you", value=shown(you)))
    setup = Setup(
        game,
        rules_with(game, options),
        vs,
        int(first),
        flag("highlights", options["highlights"]) if "highlights" in options else True,
        int(you),
    )
    setup = replace(setup, named=player_names(options, setup))
    seed = integer("seed", options["seed"]) if "seed" in options else None
    if seed is not None and seed > MAX_SEED:
        raise RecordError(_("{key}={value!r} is too large.").format(key="seed", value=shown(options["seed"])))
    allowed = allowance(options["help"]) if "help" in options else "all"
    helped = HelpUsed.read(options["helped"]) if "helped" in options else HelpUsed()
    return Record(replace(setup, seed=seed, help=allowed), parse_moves(options.get("moves", "")), helped)


def player_names(options: dict[str, str], setup: Setup) -> tuple[str, str]:
    """The players' names in a link's options (`p1`, `p2`), read as hostile text: cut to
    MAX_NAME_INPUT characters, then control, direction and zero-width characters removed and spaces
    collapsed, at most 40 characters (`classroom.names.shown`); a name that looks like the other's,
    or like the other player's default name ("Player 2"), left out. Only two players on one device
    have names.

    >>> s = Setup.preset("nrich")
    >>> player_names({"p1": "\\u202eAda\\u200b\\x00", "p2": "  Ben  " * 40}, s)
    ('Ada', 'Ben Ben Ben Ben Ben Ben Ben Ben Ben Ben')
    >>> player_names({"p1": "Ada", "p2": "ADA"}, s), player_names({"p1": "player 2"}, s)
    (('Ada', ''), ('', ''))
    """
    if setup.solo or setup.vs is not None:
        return ("", "")
    first, second = (shown_name(options.get(key, "")[:MAX_NAME_INPUT]) for key in NAME_KEYS)
    if second and skeleton(second) in (skeleton(first), skeleton(Player.PLAYER_1)):
        second = ""
    if first and skeleton(first) == skeleton(Player.PLAYER_2):
        first = ""
    return first, second


TRAILING = ".,;:!?)]}>'\"" + "\u2019\u201d"
"""Punctuation that sticks to a link when it ends a sentence ("see ...&moves=48,24.")."""

SETUP_KEYS = tuple(dict.fromkeys(key for kind in KINDS for key in kind.keys))
"""Every kind's link keys, each once (kinds may share one, such as `range`)."""
PLAY_KEYS = ("vs", "first", "highlights", "you", "seed", "help", "helped")


def salvage(code: str) -> tuple[Record, list[str]]:
    """As much of a damaged share code as can be read, and what had to be left out.

    Punctuation stuck to the end is dropped; the most settings that can be read together are kept
    (see `_readable_settings`); the moves are kept up to the first that is not a whole number. What
    is left out is named as the address wrote it, shortened (`shown`). A code that names no game,
    or is far too long, raises RecordError.

    >>> record, dropped = salvage("game=nrich&vs=Perfect!&first=3&moves=48,24).")
    >>> record.moves, record.setup.vs, dropped
    ((48, 24), None, ['vs=Perfect!', 'first=3'])
    """
    if len(code) > MAX_CODE_LENGTH:
        raise RecordError(_("The address is too long to be a game."))
    pairs = parse_qsl(code.lstrip("#").rstrip().rstrip(TRAILING), keep_blank_values=True)
    options = dict(pairs)
    game = options.get("game", "").strip()
    if game not in GAMES:
        raise RecordError(
            _("There is no game called {game!r}.").format(game=shown(game)) if game else _("The address names no game.")
        )
    kept = _readable_settings(game, options)
    dropped = [f"{key}={shown(options[key])}" for key in SETUP_KEYS if key in options and key not in kept]
    found: dict[str, Record] = {}
    for key in PLAY_KEYS:
        if key in options:
            try:
                found[key] = decode(f"game={game}&{urlencode({key: options[key]})}")
            except RecordError:
                dropped.append(f"{key}={shown(options[key])}")
    moves: list[int] = []
    for token in (t for t in options.get("moves", "").split(",") if t.strip()):
        try:
            moves.append(whole_number(token, _("The move")))
        except RecordError:
            # Translators: a part of a link left out, "moves from x": its moves from the first unreadable one on.
            dropped.append(_("moves from {move}").format(move=shown(token.strip())))
            break
    plain = Setup.preset(game)
    read = {key: record.setup for key, record in found.items()}
    setup = Setup(
        game,
        rules_with(game, kept),
        read.get("vs", plain).vs,
        read.get("first", plain).first,
        read.get("highlights", plain).highlights,
        read.get("you", plain).you,
        read.get("seed", plain).seed,
        read.get("help", plain).help,
    )
    setup = replace(setup, named=player_names(options, setup))
    helped = found["helped"].helped if "helped" in found else HelpUsed()
    return Record(setup, tuple(moves), helped), dropped


def _readable_settings(game: str, options: dict[str, str]) -> dict[str, str]:
    """The largest set of the address's settings that can be read together (on a tie, the one
    with the earlier keys of SETUP_KEYS). They are read together, never one at a time against the
    preset: `range=4-15&start=none` is a game even though 4-15 leaves out the preset's start 1.

    >>> _readable_settings("multiplicity", {"range": "4-15", "start": "none", "opening": "odd"})
    {'range': '4-15', 'start': 'none'}
    """
    present = [key for key in SETUP_KEYS if key in options]
    for size in range(len(present), 0, -1):
        for keys in combinations(present, size):
            chosen = {key: options[key] for key in keys}
            try:
                rules_with(game, chosen)
            except RecordError:
                continue
            return chosen
    return {}


def encode(record: Record) -> str:
    """The canonical share code; every parameter that differs from the preset is written."""
    setup = record.setup
    rules, preset = setup.rules, GAMES[setup.game].rules
    parts = [f"game={setup.game}"]
    parts += kind_of(rules).encode(rules, preset)
    if setup.vs:
        parts.append(f"vs={setup.vs}")
    if setup.first != 1:
        parts.append(f"first={setup.first}")
    if not setup.highlights:
        parts.append("highlights=0")
    if setup.remote and setup.you != 1:
        parts.append(f"you={setup.you}")
    if any(setup.named) and setup.vs is None and not setup.solo:
        names = urlencode({key: name for key, name in zip(NAME_KEYS, setup.named, strict=True) if name})
        parts.append(names.replace(".", "%2E"))  # (a name's last dot would be read as a sentence's: TRAILING)
    if setup.seed is not None:
        parts.append(f"seed={setup.seed}")
    if setup.help != "all":
        parts.append(f"help={setup.help}")
    if record.moves:
        parts.append("moves=" + ",".join(map(str, record.moves)))
    if record.helped:
        parts.append(f"helped={record.helped.text()}")
    return "&".join(parts)
