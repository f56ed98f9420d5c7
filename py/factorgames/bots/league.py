"""A class's bot league: the teacher pastes pupils' bot links, the engine reads them, plans a round
robin over the chosen games in which every bot meets every other bot and the computer's three
players, and rates the bots with Elo ratings anchored on the computer's players.

The ratings are found from all the games at once, so the order of the games does not matter: the
computer's players keep fixed ratings (`ANCHORS`), and each bot's rating is the one at which Elo's
expected score, 1 / (1 + 10 ** ((theirs - yours) / 400)) a game, adds up to the points it scored
(a win 1, a draw 1/2) against the players it met, the other bots' ratings found together with it.
A rating stays within `SPAN` points of the anchors' range (a bot that lost every game would
otherwise have no finite rating).

>>> round(fit({("bot1", "easy"): (3.0, 4)})["bot1"], 1)  # 3 of 4 against easy (1000)
1190.8
>>> rated = fit({("bot1", "easy"): (0.0, 2)})  # lost both: the floor
>>> rated["bot1"] == min(ANCHORS.values()) - SPAN
True
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterable

from ..contract.bots import GameResult, GameState, Gathered, LeagueBot, LeagueGame, LeagueRow, Ratings
from ..games.presets import GAMES
from ..i18n import _, decimal, ngettext
from ..link_values import RecordError
from ..transcript import decode
from . import share
from .runner import bot_games, can_draw, checked_result, faults_words, plan_series, player_name

ANCHORS: dict[str, int] = {"easy": 1000, "medium": 1500, "perfect": 2000}
"""The computer's players and the ratings they keep: the league's anchors."""

SPAN = 400
"""How far outside the anchors' range a bot's rating may go."""

MAX_BOTS = 40
"""The most bots a league holds."""

MAX_TEXT = 1_000_000
"""The longest pasted text read (some 60 links of the longest bots)."""

MAX_GAMES = 1500
"""The most games a league plays."""

MAX_PER_PAIR = 20
"""The most games a pair plays on each game."""

LINK = re.compile(r"(?<![\w-])bot=([A-Za-z0-9_-]+)")
"""A bot's part of a link, wherever it stands in the text."""


# ------------------------------------------------------------------------------ the bots


def clean_name(name: str) -> str:
    """A bot's name as the league shows it: no control or format characters, spaces collapsed.

    >>> clean_name(" Ana\\u202e\\n  Bot\\x00 ")
    'Ana Bot'
    """
    kept = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in name)
    kept = "".join(c for c in kept if unicodedata.category(c) not in ("Cf", "Co", "Cs", "Cn"))
    return " ".join(kept.split())[:40]


def _valid(bots: object) -> list[LeagueBot]:
    """The league's bots as the page kept them, each checked (the others dropped)."""
    out: list[LeagueBot] = []
    seen: set[str] = set()
    for bot in bots if isinstance(bots, list) else []:
        if not isinstance(bot, dict):
            continue
        bid, name, code = bot.get("id"), bot.get("name"), bot.get("code")
        if not (isinstance(bid, str) and re.fullmatch(r"bot[0-9]{1,6}", bid) and bid not in seen):
            continue
        if isinstance(name, str) and isinstance(code, str) and len(code) <= 200_000:
            seen.add(bid)
            out.append({"id": bid, "name": clean_name(name) or bid, "code": code})
    return out[:MAX_BOTS]


def _base_name(name: str) -> str:
    """A league's name without the number `_unique` gave it, to compare.

    >>> _base_name("Ana (2)"), _base_name("Ana")
    ('ana', 'ana')
    """
    return re.sub(r" \([0-9]+\)$", "", name).casefold()


def _unique(name: str, taken: set[str]) -> str:
    """`name`, or `name (2)`, `name (3)`... the first that no bot of the league has."""
    candidate, k = name, 1
    while candidate.casefold() in taken:
        k += 1
        candidate = f"{name} ({k})"
    return candidate


def gather(text: str, bots: object = ()) -> Gathered:
    """Add to the league (`bots`, as the page keeps them) every bot whose link is in `text`, in any
    text (an e-mail, a list of links, a spreadsheet's column): each gets an id, a bot already in the
    league is not added twice, a name already taken gets a number, and each link that cannot be read
    is said with its number."""
    league = _valid(bots)
    if len(text) > MAX_TEXT:
        raise RecordError(_("That text is too long: paste the links a few dozen at a time."))
    problems: list[str] = []
    added = same = 0
    numbers = [int(b["id"][3:]) for b in league]
    next_id = max(numbers, default=0) + 1
    for k, found in enumerate(LINK.finditer(text), start=1):
        try:
            name, code = share.decode(found.group(1))
        except (RecordError, ValueError, RecursionError, MemoryError) as error:
            words = error if isinstance(error, RecordError) else _("This link's bot could not be read.")
            # Translators: {start}: the link's first characters, to find it in the text pasted.
            problems.append(_("Link {k} ({start}…): {error}").format(k=k, start=found.group(0)[:16], error=words))
            continue
        name = clean_name(name) or _("Bot {n}").format(n=next_id)
        if any(b["code"] == code and _base_name(b["name"]) == name.casefold() for b in league):
            same += 1
            continue
        if len(league) >= MAX_BOTS:
            problems.append(
                _("A league holds at most {n} bots: the links after the {n}th were left out.").format(n=MAX_BOTS)
            )
            break
        league.append(
            {"id": f"bot{next_id}", "name": _unique(name, {b["name"].casefold() for b in league}), "code": code}
        )
        next_id += 1
        added += 1
    if not added and not same and not problems:
        words = _("No bot link was found in that text: a bot's link has #bot= in it.")
    else:
        words = ngettext("{n} bot added to the league.", "{n} bots added to the league.", added).format(n=added)
        if same:
            words += " " + ngettext("{n} was in it already.", "{n} were in it already.", same).format(n=same)
    return {"bots": league, "added": added, "words": words, "problems": problems[:50]}


# ------------------------------------------------------------------------------ the games


def plan(codes: list[str], bots: list[tuple[str, str]], per_pair: int, seed: int) -> list[GameState]:
    """On each game of `codes`, every pair of bots ((id, name) each) and every bot against each of the
    computer's players play `per_pair` games, each first in turn."""
    if not bots:
        raise RecordError(_("Add at least one bot to the league."))
    ids = [bid for bid, _name in bots]
    if len(set(ids)) != len(ids) or any(not re.fullmatch(r"bot[0-9]{1,6}", bid) for bid in ids):
        raise RecordError(_("That request could not be read."))
    chosen = list(dict.fromkeys(codes))
    if not chosen:
        raise RecordError(_("Choose at least one game for the league."))
    for code in chosen:
        if decode(code).setup.game not in bot_games():
            raise RecordError(_("Bots do not play {game}.").format(game=_(GAMES[decode(code).setup.game].title)))
    per_pair = max(1, min(per_pair, MAX_PER_PAIR))
    pairs = [(a, b) for i, a in enumerate(bots) for b in bots[i + 1 :]]
    pairs += [(bot, (level, "")) for bot in bots for level in ANCHORS]
    total = len(chosen) * len(pairs) * per_pair
    if total > MAX_GAMES:
        raise RecordError(
            _(
                "This league would play {n} games, and a league plays at most {max}: "
                "choose fewer games, fewer games per pair or fewer bots."
            ).format(n=total, max=MAX_GAMES)
        )
    out: list[GameState] = []
    for code in chosen:
        for (a, a_name), (b, b_name) in pairs:
            out += plan_series(code, a, b, per_pair, "alternate", seed + len(out), (a_name, b_name))
    return out


# ------------------------------------------------------------------------------ the ratings


def expected(mine: float, theirs: float) -> float:
    """Elo's expected score of a game against a player rated `theirs`.

    >>> expected(1400, 1000)
    0.9090909090909091
    """
    return 1 / (1 + 10 ** ((theirs - mine) / 400))


def fit(scores: dict[tuple[str, str], tuple[float, int]]) -> dict[str, float]:
    """Every bot's rating from the points each scored against each opponent: `scores[(bot, other)]`
    is (the bot's points, games) for a bot against an anchor or another bot (a pair of bots given
    once, either way round). The anchors keep `ANCHORS`; each bot's rating is where its expected
    points against those it met equal its points (within the bounds), all bots found together."""
    low, high = min(ANCHORS.values()) - SPAN, max(ANCHORS.values()) + SPAN
    meets: dict[str, list[tuple[str, int]]] = {}
    points: dict[str, float] = {}
    for (a, b), (score, games) in scores.items():
        for me, other, mine in ((a, b, score), (b, a, games - score)):
            if me in ANCHORS:
                continue
            meets.setdefault(me, []).append((other, games))
            points[me] = points.get(me, 0.0) + mine
    rating: dict[str, float] = {bot: 1.0 * sum(ANCHORS.values()) / len(ANCHORS) for bot in meets}

    def of(player: str) -> float:
        return ANCHORS[player] if player in ANCHORS else rating[player]

    for _sweep in range(500):
        moved = 0.0
        for bot in sorted(meets):
            lo, hi = float(low), float(high)
            for _step in range(60):  # the expected points grow with the rating: halve the interval
                mid = (lo + hi) / 2
                if sum(games * expected(mid, of(other)) for other, games in meets[bot]) < points[bot]:
                    lo = mid
                else:
                    hi = mid
            moved = max(moved, abs(lo - rating[bot]))
            rating[bot] = lo
        if moved < 1e-6:
            break
    return rating


def _player_key(player: str) -> str:
    return player if player in ANCHORS else f"bot:{player}"


def _points(wins: int, draws: int) -> str:
    """A player's points (a win 1, a draw a half), in the reader's language."""
    return decimal(wins + draws / 2) if draws % 2 else str(wins + draws // 2)


def ratings(results: Iterable[GameResult], bots: Iterable[tuple[str, str]], base: str) -> Ratings:
    """The league's table (every bot and anchor, highest rating first; a bot not rated last, with why),
    its games, and both as CSV: each game's winner read again from its record
    (`runner.checked_result`). A game lost by an error, a time-out or a refused move counts in the
    loser's errors, not its losses."""
    names = dict(bots)
    checked = [checked_result(r) for r in results]
    tally: dict[str, list[int]] = {}  # player -> [games, wins, draws, losses, errors]
    counted: list[GameResult] = []
    for result in checked:
        a, b = result["players"]
        if a == b or any(p not in ANCHORS and p not in names for p in (a, b)):
            continue  # not a game of this league's (a bot removed since)
        counted.append(result)
        winner = result["winner"]
        for seat, player in enumerate((a, b), start=1):
            row = tally.setdefault(player, [0, 0, 0, 0, 0])
            row[0] += 1
            row[1 if winner == seat else 2 if winner is None else 4 if result["forfeit"] == seat else 3] += 1
    # A bot that lost every game by an error did not play: no rating, and its games rate no one.
    absent = {p for p, (games, *_rest, errors) in tally.items() if p not in ANCHORS and games == errors}
    scores: dict[tuple[str, str], tuple[float, int]] = {}
    for result in counted:
        a, b = result["players"]
        if a in absent or b in absent:
            continue
        winner = result["winner"]
        first = 0.5 if winner is None else 1.0 if winner == 1 else 0.0
        key, score = ((a, b), first) if (b, a) not in scores else ((b, a), 1 - first)
        old, games = scores.get(key, (0.0, 0))
        scores[key] = (old + score, games + 1)
    rated = fit(scores)
    rows: list[LeagueRow] = []
    for player in [*ANCHORS, *names]:
        games, wins, draws, losses, errors = tally.get(player, [0, 0, 0, 0, 0])
        fixed = player in ANCHORS
        rating = ANCHORS[player] if fixed else round(rated[player]) if player in rated else None
        note = ""
        if player in absent:
            # Translators: a bot of the league's table, not ranked.
            note = _("did not play: errors in every game")
        elif rating is None:
            note = _("has not played yet")
        rows.append(
            {
                "player": player,
                "name": player_name(player, "") if fixed else names[player],
                "rating": rating,
                "rating_shown": "" if rating is None else str(rating),
                "fixed": fixed,
                "games": games,
                "wins": wins,
                "draws": draws,
                "losses": losses,
                "errors": errors,
                "points_shown": _points(wins, draws),
                "rank": None,
                "note": note,
            }
        )
    rows.sort(key=lambda r: (r["rating"] is None, -(r["rating"] or 0), r["fixed"], r["name"].casefold()))
    for k, line in enumerate((r for r in rows if r["rating"] is not None), start=1):
        line["rank"] = k
    games_out: list[LeagueGame] = []
    for result in counted:
        game = decode(result["hash"]).setup.game
        winner = result["winner"]
        games_out.append(
            {
                "hash": result["hash"],
                "title": _(GAMES[game].title),
                "names": result["names"],
                "winner": winner,
                "winner_name": _("Draw") if winner is None else result["names"][winner - 1],
                "length": result["length"],
                "words": result["words"],
            }
        )
    return {
        "rows": rows,
        "games": games_out,
        "draws": any(can_draw(decode(r["hash"]).setup.game) for r in counted),
        "anchors": anchor_words(),
        "faults": faults_words(counted),
        "csv_table": _table_csv(rows),
        "csv_games": _games_csv(games_out, base),
    }


def anchor_words() -> str:
    """How the ratings are anchored, in words."""
    low, high = min(ANCHORS.values()) - SPAN, max(ANCHORS.values()) + SPAN
    return _(
        "Ratings are Elo ratings anchored on the computer's players, which keep theirs: easy {easy}, "
        "medium {medium}, perfect {perfect}. Each bot's rating is the one at which Elo's formula "
        "expects the points it scored (a win 1, a draw ½) against the players it met, from all the "
        "league's games at once, so their order does not matter. Ratings stay between {low} and {high}. "
        "Errors are the games lost by an error, a time-out or a move the rules refuse; a bot that lost "
        "every game that way is not ranked, and its games count for no one's rating."
    ).format(easy=ANCHORS["easy"], medium=ANCHORS["medium"], perfect=ANCHORS["perfect"], low=low, high=high)


# ------------------------------------------------------------------------------ CSV


def _cell(value: object) -> str:
    """A cell that a spreadsheet will not read as a formula.

    >>> _cell("=HYPERLINK(1)"), _cell(-3), _cell("Ana")
    ("'=HYPERLINK(1)", '-3', 'Ana')
    """
    text = str(value)
    return "'" + text if not isinstance(value, int) and text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _csv(header: list[str], lines: list[list[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows([[_cell(v) for v in line] for line in lines])
    return out.getvalue()


def _table_csv(rows: list[LeagueRow]) -> str:
    return _csv(
        [
            _("Rank"),
            _("Player"),
            _("Rating"),
            _("Fixed"),
            _("Games"),
            _("Wins"),
            _("Draws"),
            _("Losses"),
            _("Errors"),
            _("Points"),
            _("Note"),
        ],
        [
            [
                "" if r["rank"] is None else r["rank"],
                r["name"],
                r["rating_shown"],
                _("yes") if r["fixed"] else "",
                r["games"],
                r["wins"],
                r["draws"],
                r["losses"],
                r["errors"],
                r["points_shown"],
                r["note"],
            ]
            for r in rows
        ],
    )


def _games_csv(games: list[LeagueGame], base: str) -> str:
    return _csv(
        [_("Game"), _("First player"), _("Second player"), _("Winner"), _("Moves"), _("What happened"), _("Review")],
        [
            [g["title"], g["names"][0], g["names"][1], g["winner_name"], g["length"], g["words"], f"{base}#{g['hash']}"]
            for g in games
        ],
    )


def review_base(base: object) -> str:
    """The game page's address the page gives, for the review links of the CSV (an http(s) address
    ending in index.html, or the plain relative one).

    >>> review_base("https://x.org/fg/index.html"), review_base("javascript:alert(1)")
    ('https://x.org/fg/index.html', 'index.html')
    """
    if isinstance(base, str) and len(base) < 500 and re.fullmatch(r"https?://[^\s#?\"',]+/index\.html", base):
        return base
    return "index.html"
