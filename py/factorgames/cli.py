"""The command line: `play` a game in the terminal; `solve` a position, `review` a game, `table`
who wins every range and `longest` the longest chain of a range, as JSON.

    python -m factorgames play multiplicity --range 1-20
    python -m factorgames play nrich --vs perfect --computer-first
    python -m factorgames solve juniper-green --moves 48,24
    python -m factorgames review nrich --moves 48,24,12,6
    python -m factorgames table juniper-green --max 1000
    python -m factorgames longest --range 1-100

In a checkout of the repository, `table` and `longest` also answer from the records shipped in
records/records.json (`records/shipped.py`) where they go beyond what is computed at once: the
longest chains of 1..n to n = 288, who wins the chain games on 1..n to n = 10,000 under a free
opening, Juniper Green's or NRICH's, and the Factor Game's boards the records hold. An installed
package has no records/ and answers as before.
"""

from __future__ import annotations

import argparse
import codecs
import errno
import io
import json
import os
import random
import signal
import sys
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import NoReturn, TextIO

from .games.chain.rules import ChainRules
from .games.chain.study import MAX_TABLE
from .games.outcome import IllegalMove, RulesError, Termination
from .games.position import Position, replay
from .games.presets import GAMES, OPENINGS, Rules
from .games.registry import kind_of
from .i18n import Player, _, ngettext, speaking
from .link_values import RecordError, parse_moves, parse_range, whole_number
from .play.players import LEVELS, choose_move
from .play.solver import analyse
from .solve.longest import known_longest
from .solve.tables.longest_chains import LONGEST
from .teach.coaches import coach_for
from .teach.explain import status
from .transcript import rules_with


class UsageError(Exception):
    """A problem with the command line, reported in one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="factorgames", description=_("Games of factors and multiples, solved exactly."))
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def game_command(name: str, help: str) -> argparse.ArgumentParser:
        command = commands.add_parser(name, help=help)
        command.add_argument("game", help=_("one of: {games}").format(games=", ".join(GAMES)))
        command.add_argument("--range", help=_("chain games and the Factor Game: the numbers LO-HI, e.g. 1-100"))
        command.add_argument("--opening", choices=list(OPENINGS), help=_("chain games: what a free first pick may be"))
        command.add_argument(
            "--start", help=_("chain games: a start number counted as chosen, or 'none' for a free opening")
        )
        command.add_argument("--grid", help=_("multiples-removal: grid size K (numbers 1..K*K), 2 to 7"))
        command.add_argument("--without-one", action="store_true", help=_("multiples-removal: leave 1 off the board"))
        command.add_argument(
            "--misere", action="store_true", help=_("multiples-removal: whoever removes the last number loses")
        )
        command.add_argument(
            "--lose-turn",
            action="store_true",
            help=_("factor-game: a number with no factor left may be picked, for no points"),
        )
        return command

    play = game_command("play", _("play in the terminal"))
    play.add_argument("--vs", choices=list(LEVELS), help=_("play against the computer at this level"))
    play.add_argument("--computer-first", action="store_true", help=_("with --vs: the computer moves first"))
    play.add_argument("--watch", choices=list(LEVELS), help=_("watch the computer play itself at this level"))
    play.add_argument("--seed", type=int, help=_("seed for the computer's choices (replayable games)"))
    solve = game_command("solve", _("print the analysis of a position as JSON"))
    solve.add_argument("--moves", default="", help=_("the moves from the start, e.g. 5,10,2"))
    review = game_command("review", _("print the review of a game as JSON: every move against perfect play"))
    review.add_argument("--moves", default="", help=_("the game's moves from the start, e.g. 5,10,2"))
    table = commands.add_parser("table", help=_("print who wins every range LO..M to LO..N of a chain game as JSON"))
    table.add_argument(
        "game", help=_("one of the two-player chain games: {games}").format(games=", ".join(_table_games()))
    )
    table.add_argument(
        "--max",
        required=True,
        help=_(
            "the largest range's top N (at most {n} for a chain game computed at once; the records shipped in a "
            "checkout go further)"
        ).format(n=MAX_TABLE),
    )
    table.add_argument("--min", help=_("the smallest range's top M (default: the first range with a legal first pick)"))
    table.add_argument("--opening", choices=list(OPENINGS), help=_("what a free first pick may be"))
    table.add_argument("--start", help=_("a start number counted as chosen, or 'none' for a free opening"))
    longest = commands.add_parser("longest", help=_("print the longest chain of a range as JSON, when it is known"))
    longest.add_argument("--range", required=True, help=_("the numbers LO-HI, e.g. 1-100"))
    for command in (parser, *commands.choices.values()):
        command.add_argument("--lang", help=_("the language to speak (e.g. fr, en); by default LANG's"))
    return parser


def _table_games() -> list[str]:
    return [g.id for g in GAMES.values() if "table" in kind_of(g.rules).tools and not g.solo]


def _rules(args: argparse.Namespace) -> Rules:
    if args.game not in GAMES:
        raise UsageError(
            _("unknown game {game!r}: choose one of {games}").format(game=args.game, games=", ".join(GAMES))
        )
    options = {
        key: value
        for key, value in (("range", args.range), ("opening", args.opening), ("start", args.start), ("grid", args.grid))
        if value is not None
    }
    options.update(
        {
            key: "1"
            for key, on in (("without-one", args.without_one), ("misere", args.misere), ("lose-turn", args.lose_turn))
            if on
        }
    )
    try:
        return rules_with(args.game, options)
    except RecordError as error:
        raise UsageError(str(error)) from None


def _two_player_game(args: argparse.Namespace) -> tuple[Rules, tuple[int, ...], Position]:
    """The rules, the --moves and the position they reach, for a game with two players."""
    rules = _rules(args)
    if GAMES[args.game].solo:
        raise UsageError(
            _("{game} is a puzzle for one player: there is no opponent to solve against").format(game=args.game)
        )
    try:
        moves = parse_moves(args.moves)
        return rules, moves, replay(rules, moves)
    except (RecordError, IllegalMove) as error:
        raise UsageError(_("illegal move list: {error}").format(error=error)) from None


def review_json(args: argparse.Namespace) -> dict[str, object]:
    """The `review` JSON: every move of --moves against perfect play, and the first mistake (in a
    game that keeps score, each move's points given away against the best, `lost`)."""
    rules, moves, _position = _two_player_game(args)
    result = coach_for(rules.initial_position()).review(rules, moves)
    return {
        "game": args.game,
        "moves": [
            {
                "ply": m.ply,
                "player": m.seat,
                "number": m.number,
                "to_move_wins": m.to_move_wins,
                "winning_moves": sorted(m.winning_moves),
                "verdict": m.verdict,
            }
            | ({} if m.lost is None else {"lost": m.lost})
            for m in result.moves
        ],
        "first_mistake": result.first_mistake,
    }


def table_json(args: argparse.Namespace) -> dict[str, object]:
    """The `table` JSON: one row per range of the game's rule, lo..--min to lo..--max. Beyond the
    ranges computed at once (the kind's table_top()), the rows come from the shipped records when
    they hold the rule (the kind's `record_table`)."""
    from .records import shipped

    if args.game not in _table_games():
        raise UsageError(
            _("no table for {game!r}: choose one of {games}").format(game=args.game, games=", ".join(_table_games()))
        )
    try:
        top = whole_number(args.max, "--max")
        preset = GAMES[args.game].rules
        lo = preset.numbers[0]
        kind = kind_of(preset)
        computed = kind.table_top()
        options = {key: value for key, value in (("opening", args.opening), ("start", args.start)) if value}
        rules = _table_rules(args.game, options, f"{lo}-{min(top, computed)}")
        recorded = shipped.recorded_rows(kind.record_table(rules)) if not lo <= top <= computed else {}
        most = max([computed, *recorded])
        if not lo <= top <= most:
            raise UsageError(_("--max must be between {lo} and {top}").format(lo=lo, top=most))
        bottom = whole_number(args.min, "--min") if args.min is not None else kind.first_range(rules)
    except (RecordError, ValueError) as error:
        raise UsageError(str(error)) from None
    if not lo <= bottom <= top:
        raise UsageError(_("--min must be between {lo} and --max ({top})").format(lo=lo, top=top))
    rows = [
        {
            "range": [row.lo, row.hi],
            "first_player_wins": row.first_player_wins,
            "winning_moves": sorted(row.winning_moves),
        }
        | ({} if row.margin is None else {"margin": row.margin})
        for row in (kind.table(rules, bottom, min(top, computed)) if bottom <= computed else [])
    ]
    rows += [recorded[hi] for hi in range(max(bottom, computed + 1), top + 1)]
    return {"game": args.game, "rows": rows}


def _table_rules(game: str, options: dict[str, str], span: str) -> Rules:
    """The rules of a table over the ranges up to `span`; a table may go beyond the boards that
    can be played (the Factor Game's to 1..63), and then the preset's range stands for it."""
    try:
        return rules_with(game, {**options, "range": span})
    except RecordError:
        try:
            rules_with(game, {"range": span})
        except RecordError:
            return rules_with(game, options)
        raise


def longest_json(args: argparse.Namespace) -> dict[str, object]:
    """The `longest` JSON: the longest chain of --range when it is known (proven: the engine's
    table of 1..n to n = 100, then the shipped records' to n = 288 in a checkout; or computed)."""
    from .records import shipped

    try:
        lo, hi = parse_range(args.range)
        ChainRules(lo, hi)  # a range the games accept
    except (RecordError, RulesError) as error:
        raise UsageError(str(error)) from None
    recorded = shipped.longest_chain(hi) if lo == 1 and hi not in LONGEST else None
    best = (len(recorded), recorded) if recorded is not None else known_longest(lo, hi)
    return {
        "range": [lo, hi],
        "length": best[0] if best else None,
        "proven": best is not None,
        "chain": list(best[1]) if best else None,
    }


def solve(args: argparse.Namespace) -> dict[str, object]:
    """The `solve` JSON for the position reached by --moves."""
    _, _, position = _two_player_game(args)
    outcome = position.outcome()
    analysis = analyse(position)
    current, details = kind_of(position.rules).solve_details(position)
    result: dict[str, object] = {
        "game": args.game,
        "to_move": position.to_move,
        "current": current,
        "legal_moves": list(position.legal_moves()),
        "over": outcome is not None,
        "winner": outcome.winner if outcome else None,
        "reason": outcome.termination.value if outcome else None,
        "to_move_wins": analysis.to_move_wins,
        "winning_moves": list(analysis.winning_moves),
        "moves": {str(n): wins for n, wins in analysis.moves},
    }
    result.update(details)
    if analysis.strategy is not None:
        result["strategy"] = {
            "winner": analysis.strategy.winner,
            "first_move": analysis.strategy.first_move,
            "pairs": [list(pair) for pair in analysis.strategy.pairs],
        }
    return result


# --- play -----------------------------------------------------------------------------------------


def _turn(solo: bool, name: str) -> str:
    return (_("Your turn.") if solo else _("{name}, it's your turn.").format(name=name)) + "\n"


def play(args: argparse.Namespace, read: Callable[[str], str], out: TextIO) -> int:
    """An interactive game; `read` prompts and returns a line (raises EOFError at the end)."""
    rules = _rules(args)
    game = GAMES[args.game]
    computers: dict[int, str] = {}
    if args.watch:
        computers = {1: args.watch, 2: args.watch}
    elif args.vs:
        computers = {1 if args.computer_first else 2: args.vs}
    names = {
        seat: _("Player {n}").format(n=seat)
        + (" " + _("(computer, {level})").format(level=_(LEVELS[computers[seat]])) if seat in computers else "")
        for seat in (1, 2)
    }
    if game.solo:
        names, computers = {1: Player.YOU, 2: Player.YOU}, {}
    rng = random.Random(args.seed)
    position = replay(rules, ())
    out.write(_("Welcome to {game}!").format(game=_(game.title)) + "\n\n")
    kind = kind_of(rules)
    out.writelines(line + "\n" for line in kind.introduce(rules))
    out.write("\n")
    while not position.is_over:
        seat = position.to_move
        out.write(_turn(game.solo, names[seat]))
        kind.describe(position, out)
        if seat in computers:
            n = choose_move(position, computers[seat], rng)
            out.write(_("{name} picks {n}.").format(name=names[seat], n=n) + "\n\n")
        else:
            entry = read(_("Enter your choice: ")).strip()
            if not entry:
                out.write(_("Please enter a number.") + "\n\n")
                continue
            try:
                n = whole_number(entry)
            except RecordError as error:
                out.write(_("{error} Enter a whole number.").format(error=error) + "\n\n")
                continue
            reason = position.check(n)
            if reason is not None and not rules.strict:
                out.write(_("{reason}. Try again.").format(reason=reason[0].upper() + reason[1:]) + "\n\n")
                continue
            out.write("\n")
        removed = kind.removed(position, n)
        if removed is not None:
            out.write(removed + "\n\n")
        position = position.play(n)
    if kind.describes_end(position):
        out.write(_turn(game.solo, names[position.to_move]))
        kind.describe(position, out)
    outcome = position.outcome()
    assert outcome is not None
    if game.solo:
        size = len(position.played)
        out.write(
            ngettext("Your chain has {n} number: {numbers}", "Your chain has {n} numbers: {numbers}", size).format(
                n=size, numbers="[" + ", ".join(map(str, position.played)) + "]"
            )
            + "\n"
        )
    elif outcome.termination is Termination.NO_MOVE:
        out.write(
            _("Player {loser} cannot make a valid move. Player {winner} wins!").format(
                loser=outcome.loser, winner=outcome.winner
            )
            + "\n"
        )
    else:
        out.write(status(position, {1: Player.PLAYER_1, 2: Player.PLAYER_2}) + "\n")
    return 0


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status: 2 for any usage error, 130 for Ctrl-C,
    1 when the output fails (closed, a pipe to `head` that went away, a full disk). It never
    shows a traceback."""
    try:
        stdin = stdin if stdin is not None else _readable(sys.stdin)
        stdout = stdout if stdout is not None else _writable(sys.stdout)
        argv = list(sys.argv[1:] if argv is None else argv)
        with speaking(_language_asked(argv)):
            return _main(argv, stdin, stdout)
    except KeyboardInterrupt:
        return 130


def _language_asked(argv: Sequence[str]) -> list[str]:
    """The languages asked for, most wanted first: --lang, then the environment as gettext reads
    it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    asked = [arg.split("=", 1)[1] for arg in argv if arg.startswith("--lang=")]
    asked += [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--lang"]
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            asked += value.split(":")
            break
    return asked


def _main(argv: list[str], stdin: TextIO | None, stdout: TextIO) -> int:
    try:
        args = _parser().parse_args(argv)
        answers = {"solve": solve, "review": review_json, "table": table_json, "longest": longest_json}
        if args.command in answers:
            answer = answers[args.command](args)
            text = json.dumps(answer) + "\n"  # whole before a byte is written
            with _ctrl_c_held():
                stdout.write(text)
                stdout.flush()
            return 0

        def read(prompt: str) -> str:
            stdout.write(prompt)
            stdout.flush()
            line = stdin.readline() if stdin is not None else ""
            if stdin is None or not line:
                raise EOFError
            if not stdin.isatty():
                stdout.write(line if line.endswith("\n") else line + "\n")
            return line

        return play(args, read, stdout)
    except UsageError as error:
        _complain(f"factorgames: {error}\n")
        return 2
    except KeyboardInterrupt:
        return 130
    except OSError:
        _silence(stdout)
        return 1
    except EOFError:
        try:
            stdout.write("\n" + _("Game abandoned. Goodbye!") + "\n")
            stdout.flush()
        except OSError:
            _silence(stdout)
            return 1
        return 0


def _readable(stdin: TextIO | None) -> TextIO | None:
    """The terminal's input with undecodable bytes read as U+FFFD (they are then "not a whole
    number" like any other bad entry); None when standard input is closed."""
    if stdin is not None and hasattr(stdin, "reconfigure"):
        stdin.reconfigure(errors="replace")
    return stdin


PLAIN = "factorgames-plain"
"""The encoding error handler of the terminal's output (see `_plain`)."""


def _plain(error: UnicodeError) -> tuple[str, int]:
    """What the output's encoding cannot carry, written without its accents (é as e, a no-break
    space as a space), else as "?": French on an ASCII terminal stays readable."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = unicodedata.normalize("NFKD", error.object[error.start : error.end])
    plain = "".join(c for c in text if not unicodedata.combining(c))
    return plain.encode(error.encoding, "replace").decode(error.encoding), error.end


codecs.register_error(PLAIN, _plain)


class _Closed(io.StringIO):
    """A standard output or error that was closed before the program started."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


def _writable(stream: TextIO | None) -> TextIO:
    """The terminal's output or error: whole lines written as they come (so that Ctrl-C, which
    ends the program at once, loses no finished line), what its encoding cannot carry degraded
    (`_plain`) rather than failing; writing to a closed one is an OSError like any other."""
    if stream is None:
        return _Closed()
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors=PLAIN, line_buffering=True)
    return stream


def _complain(message: str) -> None:
    """A line on standard error, when it can be written."""
    stderr = _writable(sys.stderr)
    try:
        stderr.write(message)
        stderr.flush()
    except OSError:
        _silence(stderr)


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl-C waits until the block is done (an answer is written whole), then takes effect.

    Blocked, not caught: a signal handled while a long write waits on a pipe makes Python's
    buffered writer (CPython 3.11) lose the rest of the text, though it reports it written."""
    if sys.platform == "win32":  # Ctrl-C interrupts no write there
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _silence(stdout: TextIO) -> None:
    """After the reader of our output went away: send what Python still flushes at exit nowhere."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass
