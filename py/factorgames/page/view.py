"""Builds the view the page draws (its shape is `contract.views.View`) from a record of legal moves.

>>> from factorgames.transcript import decode
>>> v = build(decode("game=multiples-removal&moves=7"))
>>> v["status"], v["board"]["columns"]
("Player 2's turn: pick a number; it and its multiples are removed.", 3)
>>> sorted(k for k, enabled in v["controls"].items() if enabled)
['analysis', 'hint', 'new', 'replay', 'review', 'standing', 'undo']
>>> v["board"]["cells"][1]["removes"], v["board"]["cells"][1]["label"]
([2, 4, 6, 8], '2, can be picked')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import cast
from urllib.parse import parse_qsl

from ..contract.views import (
    BoardView,
    CellHint,
    CellState,
    CellView,
    ChallengeView,
    ControlsView,
    FirstVisitView,
    GameView,
    HintView,
    HistoryEntryView,
    LmsView,
    OfferView,
    OptionsView,
    OptionView,
    OwnerLegendView,
    ReplayView,
    ResultTone,
    ReviewView,
    ScoresView,
    SetupField,
    SetupView,
    ShareView,
    StrategyView,
    View,
    WebView,
)
from ..games.position import Position, Square
from ..games.presets import GAMES
from ..games.registry import KINDS, kind_of
from ..help_used import ALLOWED
from ..i18n import N_, SOURCE, Player, _, is_role, label, language, languages, person, with_names
from ..match import Match
from ..play.players import LEVELS
from ..play.solver import analyse
from ..solve.analysis import Analysis
from ..teach import explain, outcome_coach, quick_wins
from ..teach.coaches import Coach, coach_for
from ..transcript import REMOTE, Record, Setup, encode

BOARD_MAX = 400
"""The largest number a board shows (the engine and the command line go further)."""


@dataclass(frozen=True)
class Overlays:
    """What the page asks to see over the position: a pupil's `hint` at a level (0: none, 1 to 3:
    see outcome_coach.hint), a teacher's `analysis` (every move marked), the winner's `strategy` (the
    pairing), `standing` (who can win from here), the game's `review`, a replay `step` (the
    position after that many moves; None for the live position), `counts` (on each number
    that can be picked, how many numbers could follow it) and the numbers' `web`; a class's task's
    `target` (a chain's length, from the task's link: the challenge's target)."""

    hint: int = 0
    analysis: bool = False
    strategy: bool = False
    standing: bool = False
    review: bool = False
    step: int | None = None
    counts: bool = False
    web: bool = False
    target: int | None = None


STATE_WORDS = {
    "legal": N_("can be picked"),
    "used": N_("already used"),
    "current": N_("current number"),
    "blocked": N_("cannot be picked now"),
    "open": N_("not used yet"),
}
RELATION_WORDS = {"divisor": N_("factor of the current number"), "multiple": N_("multiple of the current number")}
HINT_WORDS = {"win": N_("winning move"), "lose": N_("losing move"), "try": N_("your best chance")}
OWNED_WORDS = {
    Player.YOU: N_("yours"),
    Player.COMPUTER: N_("the computer's"),
    Player.FRIEND: N_("your friend's"),
    Player.PLAYER_1: N_("Player 1's"),
    Player.PLAYER_2: N_("Player 2's"),
}
"""Whose a number taken is, in its cell's name ("25, yours")."""
SCORED_BY_WORDS = {
    Player.YOU: N_("scored by you"),
    Player.COMPUTER: N_("scored by the computer"),
    Player.FRIEND: N_("scored by your friend"),
    Player.PLAYER_1: N_("scored by Player 1"),
    Player.PLAYER_2: N_("scored by Player 2"),
}
"""What each player's mark means, in the legend."""
GAIN_NAMES = {
    Player.YOU: N_("you"),
    Player.COMPUTER: N_("the computer"),
    Player.FRIEND: N_("your friend"),
    Player.PLAYER_1: N_("Player 1"),
    Player.PLAYER_2: N_("Player 2"),
}
"""The players as what a pick would score names them ("you 25, the computer 6")."""


def build(
    record: Record,
    overlays: Overlays = Overlays(),
    *,
    notice: str | None = None,
    announce: str = "",
    offer: OfferView | None = None,
    first_visit: FirstVisitView | None = None,
) -> View:
    """Everything the page shows for a record whose moves are legal; `offer` replaces the game's own;
    `first_visit`: the start of a first visit, shown with this game's board, which nobody plays
    until a choice is made (its status says so, no number shows as one to pick, the page locks it)."""
    setup = record.setup
    game = GAMES[setup.game]
    total = len(record.moves)
    shown = total if overlays.step is None else max(0, min(total, overlays.step))
    live = shown == total
    overlays = allowed_overlays(setup, overlays, live and bool(total))
    match = Match(Record(setup, record.moves[:shown]))
    position, seats = match.position, match.seats()
    kind = kind_of(setup.rules)
    coached = "coach" in kind.tools
    teaching = coached and not game.solo and not position.is_over
    coaching = teaching and bool(overlays.hint or overlays.analysis or overlays.strategy)
    analysis = analyse(position) if coaching or (teaching and overlays.web and "web" in kind.tools) else None
    coaches = coach_for(position)
    hint = coaches.hint(position, overlays.hint, seats) if analysis and overlays.hint else None
    waiting = live and match.computer_to_move
    challenge = kind.challenge(position, setup.game) if game.solo else None
    if challenge and overlays.target:  # a class's task's length: the target the pupil plays for
        asked: ChallengeView = {**challenge[1], "target": overlays.target, "target_source": _("your teacher's target")}
        challenge = (challenge[0], asked)
    if first_visit:
        status = _("Choose how to play to begin: the board waits for your choice.")
    elif challenge:
        status = challenge[0]
    elif waiting:
        status = _("Computer is thinking…")
    elif live and match.friend_to_move:
        status = _("Your friend's turn: send them the link, then wait for theirs.")
    else:
        status = explain.status(position, seats)
    scores = _scores(position, setup)
    if announce and scores:
        announce = f"{announce} {scores['text']}."
    if announce and position.is_over:
        announce = f"{announce} {status}"
    strategy = strategy_view(analysis, position, setup, seats) if analysis and overlays.strategy else None
    # The review comes by itself at the end of a game, and on request from any point.
    shows_review = (overlays.review or (live and position.is_over)) and coached and not game.solo and bool(record.moves)
    game_review = _review(record, seats, coaches) if shows_review else None
    if setup.seed is not None and not match.computer_to_move and not position.is_over:
        shows = {
            f"hint{hint.level if hint else 0}": hint is not None,
            "analysis": bool(analysis and overlays.analysis),
            "strategy": strategy is not None,
            "standing": overlays.standing and teaching,
            "review": game_review is not None,
            "counts": overlays.counts and "counts" in kind.tools,
            "web": overlays.web and "web" in kind.tools,
        }
        for used in (k for k, on in shows.items() if on):
            record = replace(record, helped=record.helped.add(used, shown + 1))
    return {
        "hash": encode(record),
        "start_hash": encode(Record(setup)),
        "moves": ",".join(map(str, record.moves)),
        "notice": notice,
        "announce": announce,
        "game": _game(record),
        "setup": setup_view(setup),
        "options": options(),
        "players": {"1": _(Player.YOU)} if game.solo else {str(k): label(v) for k, v in setup.names().items()},
        "board": _board(
            position,
            coaches.marks(position, analysis) if analysis and overlays.analysis else None,
            hint,
            strategy,
            setup.highlights and not first_visit,
            overlays.counts and "counts" in kind.tools and not position.is_over,
            _Scoring(setup, seats) if position.scores is not None and not game.solo else None,
        ),
        "chain": list(position.played),
        "history": _history(position, game_review, seats),
        "to_move": match.to_move,
        "over": position.is_over,
        "winner": match.winner,
        "result": _result(setup, match.winner) if position.is_over and not game.solo else None,
        "lms": _lms(setup, match.winner, challenge[1] if challenge else None) if position.is_over else None,
        "status": status,
        "scores": scores,
        "computer_to_move": waiting,
        "prepare": live and not position.is_over and kind.unprepared(setup.rules),
        "controls": _controls(record, match, live, waits=first_visit is not None),
        "help_note": help_note(record),
        "rematch": {"label": _("Start again") if game.solo else _("Rematch"), "enabled": live and match.can_rematch},
        "hint": _hint(hint, analysis) if hint and analysis else None,
        "strategy": strategy,
        "insight": None if game.solo else explain.insight(position, seats, teaching=coaching),
        "standing": coaches.standing(position, seats) if overlays.standing and teaching else None,
        "review": game_review,
        "offer": offer or (_offer(record) if live else None),
        "share": _share(match) if setup.remote and live else None,
        "replay": _replay(record, shown),
        "challenge": challenge[1] if challenge else None,
        "web": _web(position, analysis, seats) if overlays.web and not position.is_over else None,
        "lang": language(),
        "languages": language_options(),
        "first_visit": first_visit,
    }


def _scores(position: Position, setup: Setup) -> ScoresView | None:
    """Each player's points and the line that says them, in a game that keeps score."""
    if position.scores is None:
        return None
    names = setup.names()
    points = {setup.player(seat): score for seat, score in zip((1, 2), position.scores)}
    return {
        "points": {str(player): points[player] for player in (1, 2)},
        "text": _("Points: {first} {a}, {second} {b}").format(
            first=label(names[1]), a=points[1], second=label(names[2]), b=points[2]
        ),
    }


def _result(setup: Setup, winner: int | None) -> ResultTone:
    """How the end reads for the person at this device: won or lost against the computer or a
    friend on another device; simply over between two players sharing the device."""
    me = 1 if setup.level else setup.you if setup.remote else None
    if me is None or winner is None:
        return "over"
    return "won" if winner == me else "lost"


def _lms(setup: Setup, winner: int | None, challenge: ChallengeView | None) -> LmsView | None:
    """What a learning platform records of a finished game: a challenge's chain against the best
    possible (completed); a game against the computer won (100, passed) or not (0, failed; a draw
    50, completed); nothing for a game between two people.
    """
    if challenge is not None:
        target = challenge["target"]
        return {"score": min(100, round(100 * challenge["length"] / target)) if target else 0, "status": "completed"}
    if not setup.level:
        return None
    result = _result(setup, winner)
    if result == "over":
        return {"score": 50, "status": "completed"}
    return {"score": 100, "status": "passed"} if result == "won" else {"score": 0, "status": "failed"}


def rules_url(game: str) -> str:
    """The game's rules page in the language being spoken (rules/<id>.html is English's)."""
    lang = language()
    return f"rules/{game}.html" if lang == SOURCE else f"rules/{game}.{lang}.html"


def language_options() -> list[OptionView]:
    """The languages offered, for the page's switch."""
    return [{"id": code, "label": name} for code, name in languages().items()]


def _web(position: Position, analysis: Analysis | None, seats: Mapping[int, str]) -> WebView | None:
    """The numbers' web of the position, with the winner's pairing when there is an opponent."""
    plan = analysis.strategy if analysis else None
    return kind_of(position.rules).web(position, plan.pairs if plan else (), seats[plan.winner] if plan else None)


def _game(record: Record) -> GameView:
    game = GAMES[record.setup.game]
    kind = kind_of(game.rules)
    warning = quick_wins.warning(record.setup.rules)
    return {
        "id": game.id,
        "title": _(game.title),
        "summary": f"{_(game.summary)} {warning}" if warning else _(game.summary),
        "settings": explain.settings(record.setup.rules, game.rules),
        "rules_url": rules_url(game.rules_page),
        "history_heading": kind.history_heading(),
        "history_is_chain": kind.history_is_chain(),
        "keeps_score": not game.solo,
        "score_key": encode(Record(replace(record.setup, first=1))),
    }


def _controls(record: Record, match: Match, live: bool, waits: bool = False) -> ControlsView:
    """Undo, New game and Replay everywhere; hints and analysis need an opponent, the pairing
    strategy a chain game; the teaching tools rest once the game is over. A class task's game
    offers only the help its task allows (the review once the game is over). A board that `waits`
    (a first visit's, until a way to play is chosen) has every control but New game disabled."""
    setup, position = record.setup, match.position
    tools = kind_of(setup.rules).tools
    controls: ControlsView = {"undo": live and match.undone() is not None, "new": True, "replay": True}
    if not GAMES[setup.game].solo and "coach" in tools:
        controls["hint"] = controls["analysis"] = controls["standing"] = not position.is_over
        if "strategy" in tools:
            controls["strategy"] = not position.is_over
        controls["review"] = bool(record.moves)
    if "counts" in tools:
        controls["counts"] = not position.is_over
    if "web" in tools:
        controls["web"] = not position.is_over
    allowed = ALLOWED[setup.help]
    for control in ("hint", "analysis", "strategy", "standing", "counts", "web", "undo", "review"):
        kind = "hint1" if control == "hint" else control
        if control in controls and kind not in allowed and not (control == "review" and position.is_over):
            del controls[control]
    if waits:
        controls = cast(ControlsView, {control: control == "new" for control in controls})
    return controls


def allowed_overlays(setup: Setup, overlays: Overlays, live: bool) -> Overlays:
    """The overlays asked for that the game allows (a class task may allow no help, or hints only),
    whatever the request asked; the review once a game is over is no help."""
    allowed = ALLOWED[setup.help]
    if len(allowed) == len(ALLOWED["all"]):
        return overlays
    return replace(
        overlays,
        hint=overlays.hint if "hint1" in allowed else 0,
        analysis=overlays.analysis and "analysis" in allowed,
        strategy=overlays.strategy and "strategy" in allowed,
        standing=overlays.standing and "standing" in allowed,
        review=overlays.review and "review" in allowed,
        counts=overlays.counts and "counts" in allowed,
        web=overlays.web and "web" in allowed,
    )


def help_note(record: Record) -> str | None:
    """A class task's game: the help its task allows, when not all of it, and the help used so far.

    >>> from factorgames.transcript import decode
    >>> help_note(decode("game=nrich&vs=easy&seed=4&help=hints&moves=48&helped=hint2@3"))
    'This game allows hints only. Help used in this game: a level 2 hint at move 3.'
    >>> help_note(decode("game=nrich&vs=easy&moves=48")) is None
    True
    """
    setup = record.setup
    if setup.seed is None:
        return None
    words = {
        "all": "",
        "hints": _("This game allows hints only."),
        "none": _("This game allows no help: no hints, no teacher's tools, no taking back."),
    }[setup.help]
    if record.helped:
        used = _("Help used in this game: {help}.").format(help=record.helped.words())
        words = f"{words} {used}" if words else used
    return words or None


@dataclass(frozen=True)
class _Scoring:
    """A game that keeps score, for its board: the setup (which player sits in which seat) and who
    sits in each seat."""

    setup: Setup
    seats: Mapping[int, str]

    def owner_words(self, seat: int) -> str:
        name = self.seats[seat]
        # Translators: whose a number taken is, in its cell's name ("25, Ada's"); {name} is a player's name.
        return _(OWNED_WORDS[Player(name)]) if is_role(name) else with_names(_("{name}'s"), name=name)

    def gain_name(self, seat: int) -> str:
        name = self.seats[seat]
        return _(GAIN_NAMES[Player(name)]) if is_role(name) else name

    def gains(self, mover: int, gains: tuple[int, int]) -> tuple[dict[str, int], str]:
        """What a pick by the seat `mover` scores, by player, and in words: "you 25, the computer 6"
        (the picker first)."""
        by_seat = {mover: gains[0], 3 - mover: gains[1]}
        points = {str(self.setup.player(seat)): by_seat[seat] for seat in (1, 2)}
        if not any(gains):
            return points, _("no points, the turn passes")
        words = _("{first} {a}, {second} {b}").format(
            first=self.gain_name(mover),
            a=gains[0],
            second=self.gain_name(3 - mover),
            b=gains[1],
        )
        return points, words

    def legend(self) -> list[OwnerLegendView]:
        return [
            {
                "player": self.setup.player(seat),
                "text": _(SCORED_BY_WORDS[Player(name)])
                if is_role(name := self.seats[seat])
                else _("scored by {name}").format(name=name),
            }
            for seat in sorted((1, 2), key=self.setup.player)
        ]


def _board(
    position: Position,
    analysis: dict[int, CellHint] | None,
    hint: outcome_coach.Hint | None,
    strategy: StrategyView | None,
    highlights: bool,
    counts: bool = False,
    scoring: _Scoring | None = None,
) -> BoardView:
    """The board; `analysis` (a teacher's marks) marks every move, else a hint marks what it shows.
    Without `highlights` the numbers that can be picked look like any unused number. With
    `counts`, each number that can be picked says how many numbers could follow it. With
    `scoring` (a game that keeps score), each number taken says who scored it and, with
    `highlights`, each number that can be picked what it would score."""
    hints: dict[int, CellHint] = {}
    if analysis is not None:
        hints = analysis
    elif hint:
        hints = {n: "win" for n in hint.marked}
        if hint.try_move is not None:
            hints[hint.try_move] = "try"
    partners: dict[int, int] = {}
    for a, b in strategy["pairs"] if strategy else ():
        partners[a], partners[b] = b, a
    follows = {n: sum(1 for _ in position.play(n).legal_moves()) for n in position.legal_moves()} if counts else {}
    cells = [
        _cell(
            square,
            hints.get(square.n),
            partners.get(square.n),
            highlights,
            follows.get(square.n),
            scoring,
            position.to_move,
        )
        for square in position.squares()
    ]
    columns, lead = position.rules.board_shape()
    # A count gives way where a number already shows a hint and a partner: say so, or Counts would
    # seem to do nothing with Analysis and Strategy on.
    hidden = any(c["follows"] is None and c["n"] in follows for c in cells)
    gains = any(c["gains"] is not None for c in cells)
    return {
        "columns": columns,
        "rows": -(-(len(cells) + lead) // columns),
        "lead": lead,
        "cells": cells,
        "relations": any(c["relation"] for c in cells),
        "removes": any(len(c["removes"]) > 1 for c in cells),
        "note": _(
            "Counts are hidden on the numbers that already show two marks (the analysis or a hint, "
            "and a partner): turn Strategy off to see every count."
        )
        if hidden
        else None,
        "owners": scoring.legend() if scoring and any(c["owner"] for c in cells) else [],
        "points_help": _("Point at a number to see what it scores.") if gains else None,
    }


MARKS_PER_CELL = 2
"""A cell carries at most this many marks (hint, partner, count, factor/multiple), so each stays
large enough to read and none covers another."""


def _cell(
    square: Square,
    hint: CellHint | None,
    partner: int | None,
    highlights: bool,
    follows: int | None = None,
    scoring: _Scoring | None = None,
    mover: int = 1,
) -> CellView:
    state: CellState = square.state
    relation = square.relation
    if not highlights and state in ("legal", "blocked"):
        state, relation = "open", None
    # The marks that matter most win the cell's room: a hint or the analysis, then the partner,
    # then the count, then the factor/multiple mark (which the status line also implies).
    room = MARKS_PER_CELL - (hint is not None)
    partner = partner if room > 0 else None
    room -= partner is not None
    follows = follows if room > 0 else None
    room -= follows is not None
    relation = relation if room > 0 else None
    owner = square.owner if scoring else None
    gains: dict[str, int] | None = None
    points: str | None = None
    gain_words = ""
    if scoring and square.gains is not None and state == "legal":
        gains, gain_words = scoring.gains(mover, square.gains)
        points = _("{n}: {points}").format(n=square.n, points=gain_words)
    words = [str(square.n)]
    if relation:
        words.append(_(RELATION_WORDS[relation]))
    # A number taken in a game that keeps score says whose it is ("25, yours"), not merely used.
    words.append(scoring.owner_words(owner) if scoring and owner else _(STATE_WORDS[state]))
    if gain_words:
        words.append(gain_words)
    if hint:
        words.append(_(HINT_WORDS[hint]))
    if partner is not None:
        words.append(_("partner {n}").format(n=partner))
    if follows is not None:
        words.append(_("{count} could follow").format(count=follows))
    return {
        "n": square.n,
        "state": state,
        "relation": relation,
        "removes": list(square.removes) if highlights else [],
        "hint": hint,
        "partner": partner,
        "follows": follows,
        "owner": scoring.setup.player(owner) if scoring and owner else None,
        "gains": gains,
        "points": points,
        "label": ", ".join(words),
    }


def strategy_view(
    analysis: Analysis, position: Position, setup: Setup, seats: Mapping[int, str]
) -> StrategyView | None:
    """The winner's pairing from `position` and its words, when the analysis has one."""
    plan = analysis.strategy
    if plan is None:
        return None
    return {
        "winner": setup.player(plan.winner),
        "first_move": plan.first_move,
        "pairs": [list(pair) for pair in plan.pairs],
        "text": outcome_coach.strategy(analysis, position, seats),
    }


def _history(position: Position, game_review: ReviewView | None, seats: Mapping[int, str]) -> list[HistoryEntryView]:
    """Each number played as a player reads it (what else a Multiples Removal pick removed), with
    the review's verdict on each move when the review is shown."""
    verdicts = [move["verdict"] for move in game_review["moves"]] if game_review else []
    start = position.played[: len(position.played) - len(position.moves)]  # a chain's start number
    entries: list[HistoryEntryView] = [{"n": n, "words": str(n), "verdict": None} for n in start]
    words = kind_of(position.rules).history_words(position, seats)
    for i, n in enumerate(position.moves):
        entries.append({"n": n, "words": words[i], "verdict": verdicts[i] if i < len(verdicts) else None})
    return entries


def _share(match: Match) -> ShareView:
    setup, record = match.setup, match.record
    if match.position.is_over:
        text = _("Send your friend the link so that their device shows the end of the game too.")
    elif match.friend_to_move:
        text = _("Your friend plays on another device: send them this link. They open it, move, and send theirs back.")
    else:
        text = _("Your turn: when you have moved, send your friend the new link.")
    return {
        "friend_hash": encode(Record(setup.for_friend(), record.moves)),
        "text": text,
        "waiting": match.friend_to_move,
    }


def _offer(record: Record) -> OfferView | None:
    """Multiples Removal with 1 against the computer is over at once: offer the game without 1,
    as the game of its own the menu names when there is one (the kind's offer made to the preset).

    >>> from factorgames.transcript import decode
    >>> _offer(decode("game=multiples-removal&grid=4&vs=easy"))["hash"]
    'game=multiples-removal-without-1&grid=4&vs=easy'
    """
    setup = record.setup
    kind = kind_of(setup.rules)
    better = kind.offer(setup.rules) if setup.level and not record.moves else None
    if better is None:
        return None
    rules, text = better
    usual = kind.offer(GAMES[setup.game].rules)
    game = next((g.id for g in GAMES.values() if usual is not None and g.rules == usual[0]), setup.game)
    return {"text": text, "label": _("Play without 1"), "hash": encode(Record(replace(setup, game=game, rules=rules)))}


def _hint(hint: outcome_coach.Hint, analysis: Analysis) -> HintView:
    return {"level": hint.level, "more": hint.more, "text": hint.text, "winning": list(analysis.winning_moves)}


def _review(record: Record, seats: Mapping[int, str], coaches: Coach) -> ReviewView:
    """The review; its "Try move k again" goes back to the first mistake of the person at this
    device (never to the computer's or a friend's move), or between two players on one device to
    the game's first mistake."""
    setup = record.setup
    game_review = coaches.review(setup.rules, record.moves)
    first = game_review.first_mistake
    pupil = outcome_coach.pupil_of(seats)
    retry = first if pupil is None else next((m.ply for m in game_review.mistakes_of(pupil)), None)
    if "retry" not in ALLOWED[setup.help]:
        retry = None
    return {
        "text": coaches.review_text(game_review, seats),
        "moves": [
            {
                "ply": m.ply,
                "player": setup.player(m.seat),
                "number": m.number,
                "verdict": m.verdict,
                "text": coaches.move_words(m, seats[m.seat]),
            }
            for m in game_review.moves
        ],
        "first_mistake": first,
        "retry_hash": None if retry is None else retry_code(record, retry),
        "retry_label": None if retry is None else _("Try move {n} again").format(n=retry),
    }


RETRIED = "tried"
"""The key a "Try move k again" address adds: the number played at move k last time (the view of
that address reminds the pupil of it, `retry_reminder`)."""


def retry_code(record: Record, ply: int) -> str:
    """The address of the game just before move `ply`, which says what was played there.

    >>> from factorgames.transcript import decode
    >>> retry_code(decode("game=factor-chain-challenge&vs=easy&first=2&moves=6,3,9"), 2)
    'game=factor-chain-challenge&range=1-10&vs=easy&first=2&moves=6&tried=3'
    """
    cut = record.again(record.moves[: ply - 1])
    if record.setup.seed is not None:
        cut = replace(cut, helped=cut.helped.add("retry", ply))
    return f"{encode(cut)}&{RETRIED}={record.moves[ply - 1]}"


def retry_reminder(code: str, record: Record) -> str | None:
    """What a "Try move k again" address (`retry_code`) says once its game is shown: what the
    pupil played there last time, and that Hint helps; None for any other address.

    >>> from factorgames.transcript import decode
    >>> code = "game=factor-chain-challenge&range=1-10&vs=easy&first=2&moves=6&tried=3"
    >>> retry_reminder(code, decode(code))
    'Move 2 again: last time you picked 3 here. Think it over, or press Hint for help.'
    >>> retry_reminder(code.replace("first=2&", ""), decode(code.replace("first=2&", ""))) is None  # the computer's move
    True
    """
    tried = dict(parse_qsl(code.lstrip("#"), keep_blank_values=True)).get(RETRIED, "")
    match = Match(record)
    if not (tried.isascii() and tried.isdigit() and len(tried) < 6) or match.to_move is None:
        return None
    if match.computer_to_move or match.friend_to_move:
        return None
    return person(
        record.setup.names()[match.to_move],
        _("Move {ply} again: last time you picked {n} here. Think it over, or press Hint for help."),
        _("Move {ply} again: last time {name} picked {n} here. Think it over, or press Hint for help."),
        ply=len(record.moves) + 1,
        n=int(tried),
    )


def _replay(record: Record, shown: int) -> ReplayView:
    """The replay at `shown`; in a class task's game, playing on from an earlier move is a retry
    of the move after it, offered where the task allows retries."""
    active = shown < len(record.moves)
    cut = record.again(record.moves[:shown])
    if active and record.setup.seed is not None:
        cut = replace(cut, helped=cut.helped.add("retry", shown + 1))
    return {
        "step": shown,
        "total": len(record.moves),
        "active": active,
        "playable": active and "retry" in ALLOWED[record.setup.help],
        "hash": encode(cut),
    }


def setup_view(setup: Setup) -> SetupView:
    """The setup as the New game form shows it, and which of its fields apply to this game."""
    rules = setup.rules
    opponents: list[SetupField] = ["highlights"] if GAMES[setup.game].solo else ["vs", "first", "highlights"]
    common: SetupView = {
        "game": setup.game,
        "fields": opponents,
        "vs": setup.vs,
        "first": setup.first,
        "lo": None,
        "hi": None,
        "start": None,
        "opening": None,
        "strict": rules.strict,
        "grid": None,
        "without_one": False,
        "misere": False,
        "lose_turn": False,
        "highlights": setup.highlights,
    }
    return kind_of(rules).setup_view(rules, common)


LEVEL_CHOICES = {"easy": N_("Computer, easy"), "medium": N_("Computer, medium"), "perfect": N_("Computer, perfect")}
assert LEVEL_CHOICES.keys() == LEVELS.keys()


def options() -> OptionsView:
    """What the New game form offers, in the language being spoken."""
    opponents = [("", _("A friend on this device")), (REMOTE, _("A friend on another device"))]
    options: OptionsView = {
        "games": [{"id": g.id, "label": _(g.title)} for g in GAMES.values()],
        "openings": [],
        "opponents": [{"id": k, "label": v} for k, v in opponents + [(k, _(v)) for k, v in LEVEL_CHOICES.items()]],
        "starters": [
            {"id": "1", "label": _(Player.PLAYER_1)},
            {"id": "2", "label": _(Player.PLAYER_2)},
            {"id": "random", "label": _("Random")},
        ],
        "grids": [],
        "range_limits": {"min": 1, "max": BOARD_MAX},
    }
    for kind in KINDS:
        options = kind.form_options(options)
    return options
