"""The tournament page's view: an organiser makes a tournament on one device (a class list pasted
once, a game, round robin or knockout), its games are played on this screen or on pupils' devices,
each result is verified by replaying its moves (`classroom.tournament`), and the standings follow.
A pupil's device opens one game (`tournament.html#p=<code>`), plays it on the game page, and hands
back its result (`tournament.html#tr=<code>`, a link or a QR code). Nothing leaves the devices.

>>> v = view({"make": {"title": "Year 7", "names": "Ada\\nBen\\nCy\\nDee", "format": "round-robin", "game": "nrich"}, "seed": 1})
>>> v["heading"], len(v["rounds"]), v["rounds"][0]["games"][0]["words"]
('Round robin of 4 players: NRICH Juniper Green on 1 to 100, no help.', 3, 'Ada (Player 1, moves first) against Dee (Player 2).')
>>> [row["name"] for row in v["standings"]], v["progress"]
(['Ada', 'Ben', 'Cy', 'Dee'], '0 of 6 games decided.')
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import replace
from typing import Literal, cast
from urllib.parse import parse_qsl

from ..classroom.names import had_hidden, shown, skeleton
from ..classroom.packing import MAX_CODE
from ..classroom.tournament import (
    FORMATS,
    MOST_PLAYERS,
    Game,
    Handed,
    Invitation,
    Pairing,
    Standing,
    Tournament,
    TournamentError,
    game_words,
    points_words,
    standings,
    tie_break_words,
)
from ..contract.requests import TournamentMake, TournamentRequest
from ..contract.views import (
    TournamentFormView,
    TournamentGameView,
    TournamentKeptView,
    TournamentRoundView,
    TournamentStandingView,
    TournamentView,
)
from ..games.presets import GAMES
from ..help_used import ALLOWANCES, Allowance, allowance_words
from ..i18n import _, language, ngettext, upper_first
from ..link_values import RecordError
from ..transcript import MAX_CODE_LENGTH, Record, Setup, decode, encode, salvage
from .class_page import MAX_PASTE
from .class_page import _cell as spreadsheet_cell
from .view import language_options

HANDED_LINK = re.compile(rf"(?:^|[#&?\s])tr=([A-Za-z0-9_-]{{1,{MAX_CODE}}})")
"""A game's result in pasted text: `tr=<code>` (from a link, or a QR code's text), however short: a code cut
to a few characters is refused with why, not passed over."""
MAX_LIST = 20_000
"""The most characters of a pasted class list read."""


def _form() -> TournamentFormView:
    return {
        "games": [{"id": g.id, "label": _(g.title)} for g in GAMES.values() if not g.solo],
        "formats": [{"id": "round-robin", "label": _("Round robin")}, {"id": "knockout", "label": _("Knockout")}],
        "helps": [{"id": allowed, "label": upper_first(allowance_words(allowed))} for allowed in ALLOWANCES[::-1]],
    }


def _base(mode: Literal["organiser", "pupil"]) -> TournamentView:
    return {
        "mode": mode,
        "form": _form(),
        "tournament": "",
        "games": [],
        "id": "",
        "title": "",
        "heading": "",
        "how": "",
        "names": [],
        "rounds": [],
        "columns": [],
        "standings": [],
        "progress": "",
        "winner": "",
        "csv": "",
        "message": "",
        "refused": [],
        "game": "",
        "play": "",
        "result": "",
        "status": "",
        "notice": None,
        "lang": language(),
        "languages": language_options(),
    }


def names_of(text: str) -> tuple[list[str], list[str]]:
    """A class list (one name a line) as the tournament's names, and what was done to them: hidden
    characters removed, a name given twice numbered, names that look alike said.

    >>> names_of("Ada\\n\\n ada \\nBen\\u200b\\nАda")[0]
    ['Ada', 'ada (2)', 'Ben', 'Аda']
    """
    names: list[str] = []
    notes: list[str] = []
    seen: dict[str, int] = {}
    for line in text[:MAX_LIST].splitlines():
        name = shown(line)
        if not name:
            continue
        if had_hidden(line):
            notes.append(_("Hidden characters were removed from “{name}”.").format(name=name))
        same = name.casefold()
        if same in seen:
            seen[same] += 1
            numbered = f"{name} ({seen[same]})"
            notes.append(
                _("“{name}” is in the list twice: the second is “{numbered}”.").format(name=name, numbered=numbered)
            )
            name = numbered
        else:
            seen[same] = 1
        names.append(name)
    return names, notes


def _alike(players: tuple[str, ...]) -> list[str]:
    """Pairs of names that look alike (one pupil twice, or two pupils a class tells apart otherwise)."""
    by_look: dict[str, list[str]] = {}
    for name in players:
        by_look.setdefault(skeleton(re.sub(r" \(\d+\)$", "", name)), []).append(name)
    return [
        _("These names look alike: {names}. Check they are different players.").format(names=", ".join(group))
        for group in by_look.values()
        if len(group) > 1
    ]


def _settings(values: TournamentMake) -> str:
    """The game's settings: those of a game's link when one is given, else the chosen game's preset;
    and the help the form allows (none when it says nothing else)."""
    allowed = values.get("help")
    help_allowed: Allowance = allowed if allowed in ALLOWANCES else "none"
    link = values.get("link")
    if isinstance(link, str) and link.strip():
        try:
            record, _dropped = salvage(link.strip().rsplit("#", 1)[-1][:MAX_CODE_LENGTH])
        except RecordError as error:
            raise TournamentError(_("The game's link: {error}").format(error=error)) from None
        return encode(Record(Setup(record.setup.game, record.setup.rules, help=help_allowed)))
    game = values.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise TournamentError(_("Choose a game."))
    return encode(Record(replace(Setup.preset(game), help=help_allowed)))


def _made(request: TournamentRequest) -> tuple[Tournament, list[str]]:
    values = request.get("make")
    values = values if isinstance(values, dict) else {}
    names, notes = names_of(str(values.get("names") or ""))
    form = values.get("format")
    if form not in FORMATS:
        raise TournamentError(_("Choose round robin or knockout."))
    if len(names) > MOST_PLAYERS[form]:
        raise TournamentError(
            _("A {format} takes at most {most} players or teams; the list has {n}.").format(
                format=_("Round robin") if form == "round-robin" else _("Knockout"),
                most=MOST_PLAYERS[form],
                n=len(names),
            )
        )
    seed = request.get("seed")
    title = " ".join(str(values.get("title") or "").split())[:80] or _("Tournament")
    return Tournament(title, tuple(names), form, _settings(values), seed if type(seed) is int else 0), notes


def _decided(t: Tournament, request: TournamentRequest, refused: list[str]) -> dict[int, Game]:
    """The games the device keeps, each replayed again (one that no longer replays is said, not
    kept), then those played on this device for games still open."""
    decided: dict[int, Game] = {}
    kept = request.get("games")
    for entry in kept if isinstance(kept, list) else []:
        k, code = (entry.get("k"), entry.get("game")) if isinstance(entry, dict) else (None, None)
        if type(k) is not int or not isinstance(code, str):
            continue
        pairings = t.pairings(decided)
        try:
            if not 0 <= k < len(pairings) or k in decided:
                raise TournamentError(_("This tournament has no game {n}.").format(n=k + 1))
            decided[k] = t.replayed(pairings[k], code)
        except TournamentError as error:
            refused.append(_("A kept game {n} was not kept: {why}").format(n=k + 1, why=error))
    played = request.get("played")
    played = played if isinstance(played, dict) else {}
    changed = True
    while changed:  # a knockout's game decided here opens the next round's
        changed = False
        for pairing in t.pairings(decided):
            codes = played.get(str(pairing.k))
            if pairing.k in decided or not isinstance(codes, list) or None in (pairing.first, pairing.second):
                continue
            for code in codes[:40]:
                try:
                    decided[pairing.k] = t.replayed(pairing, str(code))
                except TournamentError:
                    continue
                changed = True
                break
    return decided


def _add(t: Tournament, decided: dict[int, Game], text: str) -> tuple[str, list[str]]:
    """The results in a pasted text (or a QR code's), each admitted or refused with why; a text
    longer than is read says where it was cut (the results past it were not read)."""
    found = [m.group(1) for m in HANDED_LINK.finditer(text[:MAX_PASTE])]
    cut = (
        " "
        + _("Only the first {most} characters of the text were read: add the rest in another paste.").format(
            most=MAX_PASTE
        )
        if len(text) > MAX_PASTE
        else ""
    )
    if not found:
        return _("No result found in that text: paste the links the pupils' pages give.") + cut, []
    refused, added, unchanged = [], 0, 0
    for place, code in enumerate(found, start=1):
        try:
            handed = Handed.from_code(code)
            if _kept_already(t, decided, handed):
                unchanged += 1  # the same result again (a camera that read it twice): nothing to refuse
                continue
            decided[handed.k] = t.admit(decided, handed)
            added += 1
        except TournamentError as error:
            refused.append(_("Result {n} was refused: {why}").format(n=place, why=error))
    words = ngettext("{n} result added.", "{n} results added.", added).format(n=added)
    if unchanged:
        words += " " + ngettext(
            "{n} result was here already, unchanged.", "{n} results were here already, unchanged.", unchanged
        ).format(n=unchanged)
    words += cut
    if refused:
        words += " " + ngettext("{n} was refused:", "{n} were refused:", len(refused)).format(n=len(refused))
    return words, refused


def _kept_already(t: Tournament, decided: dict[int, Game], handed: Handed) -> bool:
    """Whether a result handed back is the one the tournament already has for its game (the same
    players, the same moves): another result for a decided game is refused (Tournament.admit)."""
    kept = decided.get(handed.k)
    if kept is None or handed.tournament != t.id:
        return False
    try:
        moves = decode(handed.game).moves
    except RecordError:
        return False
    return moves == kept.moves and handed.players == (t.players[kept.first], t.players[kept.second])


def _outcome_words(t: Tournament, game: Game) -> str:
    n = len(game.moves)
    if game.winner is None:
        return ngettext("A draw in {n} move.", "A draw in {n} moves.", n).format(n=n)
    return ngettext("{name} won in {n} move.", "{name} won in {n} moves.", n).format(name=t.players[game.winner], n=n)


def _round_title(t: Tournament, r: int) -> str:
    if t.format == "knockout" and r == t.rounds():
        return _("Final")
    if t.format == "knockout" and r == t.rounds() - 1:
        return _("Semi-finals")
    return _("Round {n}").format(n=r)


def _game_view(t: Tournament, pairing: Pairing, game: Game | None) -> TournamentGameView:
    label = _("Game {n}").format(n=pairing.k + 1)
    if pairing.first is None or pairing.second is None:
        known = [t.players[p] for p in (pairing.first, pairing.second) if p is not None]
        words = (
            _("{name} against the winner of a game of the round before.").format(name=known[0])
            if known
            else _("The winners of two games of the round before.")
        )
        return {
            "k": pairing.k,
            "label": label,
            "words": words,
            "state": "waiting",
            "result": _("Waits for the round before."),
            "play": "",
            "invite": "",
            "review": "",
        }
    words = _("{first} (Player 1, moves first) against {second} (Player 2).").format(
        first=t.players[pairing.first], second=t.players[pairing.second]
    )
    if game is not None:
        review = encode(Record(t.named(pairing), game.moves))
        return {
            "k": pairing.k,
            "label": label,
            "words": words,
            "state": "done",
            "result": _outcome_words(t, game),
            "play": "",
            "invite": "",
            "review": review,
        }
    return {
        "k": pairing.k,
        "label": label,
        "words": words,
        "state": "open",
        "result": _("To play."),
        "play": t.link(pairing),
        "invite": "p=" + Invitation.of(t, pairing).code(),
        "review": "",
    }


def _resting(t: Tournament, r: int) -> str:
    resting = [t.players[p] for p in t.resting(r)]
    if not resting:
        return ""
    if t.format == "round-robin":
        return _("{name} sits out this round.").format(name=resting[0])
    return ngettext(
        "{names} has a bye: through to round 2 without a game.",
        "{names} have a bye: through to round 2 without a game.",
        len(resting),
    ).format(names=", ".join(resting))


def _columns(t: Tournament) -> list[str]:
    # Beside the name, what the places are read by (the round reached, the points): in view where the
    # table scrolls (a phone).
    if t.format == "knockout":
        return [_("Place"), _("Name"), _("Reached"), _("Played"), _("Won"), _("Lost")]
    return [
        _("Place"),
        _("Name"),
        _("Points"),
        _("Played"),
        _("Won"),
        _("Drawn"),
        _("Lost"),
        _("Head-to-head"),
        _("Sonneborn-Berger"),
    ]


def _reached(t: Tournament, s: Standing) -> str:
    if s.reached > t.rounds():
        return _("Winner")
    words = _round_title(t, s.reached)
    return _("{round}, knocked out").format(round=words) if s.out else _("{round}, still in").format(round=words)


def _cells(t: Tournament, s: Standing) -> list[str]:
    if t.format == "knockout":
        return [_reached(t, s), str(s.played), str(s.wins), str(s.losses)]
    return [
        points_words(s.points),
        str(s.played),
        str(s.wins),
        str(s.draws),
        str(s.losses),
        points_words(s.head),
        points_words(s.sb),
    ]


def _csv(t: Tournament, lines: list[TournamentStandingView], rounds: list[TournamentRoundView]) -> str:
    sheet = io.StringIO()
    out = csv.writer(sheet, lineterminator="\n")
    out.writerow([spreadsheet_cell(c) for c in _columns(t)])
    for line in lines:
        out.writerow([spreadsheet_cell(c) for c in (line["place"], line["name"], *line["cells"])])
    out.writerow([])
    out.writerow([spreadsheet_cell(c) for c in (_("Round"), _("Game"), _("Players"), _("Result"), _("Review"))])
    for r in rounds:
        for g in r["games"]:
            out.writerow([spreadsheet_cell(c) for c in (r["title"], g["label"], g["words"], g["result"], g["review"])])
    return sheet.getvalue()


def organiser(t: Tournament, request: TournamentRequest, notes: list[str], message: str = "") -> TournamentView:
    """The tournament: its rounds, each game's state, the standings, the CSV."""
    v = _base("organiser")
    refused: list[str] = []
    decided = _decided(t, request, refused)
    add = request.get("add")
    if isinstance(add, str):
        message, more = _add(t, decided, add)
        refused += more
    pairings = t.pairings(decided)
    rounds: list[TournamentRoundView] = []
    for r in range(1, t.rounds() + 1):
        games = [_game_view(t, p, decided.get(p.k)) for p in pairings if p.round == r]
        rounds.append({"title": _round_title(t, r), "games": games, "resting": _resting(t, r)})
    lines: list[TournamentStandingView] = []
    placed = standings(t, decided)
    for s in placed:
        shared = sum(other.place == s.place for other in placed) > 1
        place = f"={s.place}" if shared else str(s.place)
        lines.append({"place": place, "name": t.players[s.player], "cells": _cells(t, s)})
    n = len(t.players)
    count = len(pairings)
    heading = (
        ngettext("Round robin of {n} player: {game}.", "Round robin of {n} players: {game}.", n)
        if t.format == "round-robin"
        else ngettext("Knockout of {n} player: {game}.", "Knockout of {n} players: {game}.", n)
    )
    done = len(decided)
    v["tournament"] = t.code()
    v["games"] = [TournamentKeptView(k=k, game=encode(Record(t.setup, g.moves))) for k, g in sorted(decided.items())]
    v["id"] = t.id
    v["title"] = t.title
    v["heading"] = heading.format(n=n, game=game_words(t.setup))
    v["how"] = tie_break_words(t.format)
    v["names"] = [*notes, *_alike(t.players)]
    v["rounds"] = rounds
    v["columns"] = _columns(t)
    v["standings"] = lines
    progress = ngettext("{done} of {n} game decided.", "{done} of {n} games decided.", count)
    v["progress"] = progress.format(done=done, n=count)
    v["csv"] = _csv(t, lines, rounds)
    v["message"] = message
    v["refused"] = refused
    if done == count:
        firsts = [line["name"] for line in lines if line["place"] in ("1", "=1")]
        v["winner"] = (
            _("{name} wins the tournament.").format(name=firsts[0])
            if len(firsts) == 1
            else _("{names} share first place.").format(names=", ".join(firsts))
        )
    return v


def pupil(invitation: Invitation, request: TournamentRequest) -> TournamentView:
    """One game on a pupil's device: the link to play it, then the result to hand back."""
    v = _base("pupil")
    first, second = invitation.players
    v["title"] = invitation.title
    v["id"] = invitation.tournament
    v["game"] = _("Game {n}: {first} (Player 1, moves first) against {second} (Player 2), {game}.").format(
        n=invitation.k + 1, first=first, second=second, game=game_words(decode(invitation.settings).setup)
    )
    v["play"] = invitation.link()
    played = request.get("played")
    codes = played.get(str(invitation.k)) if isinstance(played, dict) else None
    for code in codes[:40] if isinstance(codes, list) else []:
        try:
            handed = invitation.handed(str(code))
        except TournamentError:
            continue
        v["result"] = "tr=" + handed.code()
        v["status"] = _("The game is over: {result} Show this QR code to the organiser, or send the link.").format(
            result=_("{name} won.").format(name=handed.winner) if handed.winner else _("A draw.")
        )
        return v
    v["status"] = _("Play the game, then come back here: its result appears, to hand back.")
    return v


def view(request: TournamentRequest) -> TournamentView:
    """The tournament page for a request (see the module's docstring)."""
    keys = dict(parse_qsl(str(request.get("hash") or "").lstrip("#")[:20_000], keep_blank_values=True))
    if "p" in keys:
        try:
            return pupil(Invitation.from_code(keys["p"]), request)
        except TournamentError as error:
            v = _base("pupil")
            v["notice"] = str(error)
            return v
    if request.get("forget"):
        v = _base("organiser")
        v["message"] = _("The tournament was cleared from this device.")
        return v
    if request.get("make") is not None:
        try:
            made, notes = _made(request)
        except TournamentError as error:
            v = _current(cast(TournamentRequest, {k: x for k, x in request.items() if k != "add"}), {})
            v["notice"] = str(error)
            return v
        return organiser(
            made, {"op": "tournament"}, notes, _("Tournament made: play its games here, or give each its link.")
        )
    return _current(request, keys)


def _current(request: TournamentRequest, keys: dict[str, str]) -> TournamentView:
    """The tournament this device keeps, with the result in the address (`tr=`) added."""
    kept = str(request.get("tournament") or "")
    if not kept:
        v = _base("organiser")
        if "tr" in keys:
            v["notice"] = _("This device has no tournament to add that result to.")
        return v
    try:
        t = Tournament.from_code(kept)
    except TournamentError as error:
        v = _base("organiser")
        v["notice"] = str(error)
        return v
    if "tr" in keys:
        request = {**request, "add": "tr=" + keys["tr"]}
    return organiser(t, request, [])
