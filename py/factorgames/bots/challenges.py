"""The challenges that teach: a short ladder, each a series a bot must pass, checked by the engine
from the games' records.

>>> [c.id for c in CHALLENGES]
['beat-easy', 'second-on-10', 'beat-medium-nrich', 'beat-perfect']
>>> check(CHALLENGES[0], [])["passed"]
False

A bot that crashed is told so, with the line, not that its idea lost:

>>> from .runner import play
>>> crash = {"error": "…", "exception": "IndexError", "detail": "list index out of range", "line": 2}
>>> results = [play(state, lambda ask: crash) for state in games(CHALLENGES[0], "bot", "Ana", 1)]
>>> print(check(CHALLENGES[0], results)["words"])
Not yet: your bot stopped with an IndexError on line 2 in 5 of 5 games.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract.bots import ChallengeCheck, GameResult, GameState
from ..i18n import N_, _, ngettext
from .runner import checked_result, commonest_fault, fault_clause, more_faults, plan_series


@dataclass(frozen=True)
class Challenge:
    """A series (`games` games on `code` against `opponent`, the bot moving `first`) and what
    passes it: at least `wins` wins, or with `wins` None, no loss."""

    id: str
    title: str
    code: str
    opponent: str
    games: int
    first: str
    wins: int | None


CHALLENGES = (
    Challenge(
        "beat-easy",
        N_("Beat easy in 5 games out of 5 on 1..20"),
        "game=factor-chain-challenge&range=1-20",
        "easy",
        5,
        "alternate",
        5,
    ),
    Challenge(
        "second-on-10",
        N_("Never lose as the second player on 1..10, against medium (6 games)"),
        "game=factor-chain-challenge",
        "medium",
        6,
        "2",
        None,
    ),
    Challenge(
        "beat-medium-nrich",
        N_("Beat medium at NRICH Juniper Green in 3 games out of 4"),
        "game=nrich",
        "medium",
        4,
        "alternate",
        3,
    ),
    Challenge(
        "beat-perfect",
        N_("Beat perfect 3 times out of 3, moving first on 1..12 (where the first player can win)"),
        "game=factor-chain-challenge&range=1-12",
        "perfect",
        3,
        "1",
        3,
    ),
)


def games(challenge: Challenge, bot: str, name: str, seed: int) -> list[GameState]:
    return plan_series(challenge.code, bot, challenge.opponent, challenge.games, challenge.first, seed, (name, name))


def _faults_words(lost: list[GameResult], n: int, passed: bool) -> str:
    """The faults that lost the bot games (`lost`, of `n`): the commonest said with its line and
    how many games it lost, the others counted."""
    common, more = commonest_fault(lost)
    what = fault_clause(common, full=False) if common else _("lost by an error, a time-out or a refused move")
    if passed:
        words = ngettext(
            "Passed, but your bot {what} in {k} of {n} game.", "Passed, but your bot {what} in {k} of {n} games.", n
        )
    else:
        # Translators: {what} follows "your bot", as "stopped with an IndexError on line 2".
        words = ngettext(
            "Not yet: your bot {what} in {k} of {n} game.", "Not yet: your bot {what} in {k} of {n} games.", n
        )
    return words.format(what=what, k=len(lost) - more, n=n) + more_faults(more)


def check(challenge: Challenge, results: list[GameResult]) -> ChallengeCheck:
    """Whether the bot's games (its results, read again from their records) pass the challenge; the
    games it lost by an error, a time-out or a refused move are said apart, the commonest fault
    named with its line."""
    checked = [checked_result(r) for r in results]
    if len(checked) < challenge.games:
        return {"passed": False, "words": _("Not played yet.")}
    bot_seats = [1 + r["players"].index(next(p for p in r["players"] if p != challenge.opponent)) for r in checked]
    wins = sum(r["winner"] == seat for r, seat in zip(checked, bot_seats))
    faulted = [r for r, seat in zip(checked, bot_seats) if r["forfeit"] == seat]
    losses = sum(r["winner"] not in (None, seat) for r, seat in zip(checked, bot_seats)) - len(faulted)
    passed = losses + len(faulted) == 0 if challenge.wins is None else wins >= challenge.wins
    if not faulted:
        score = _("{wins} won, {losses} lost out of {n}.").format(wins=wins, losses=losses, n=len(checked))
        verdict = _("Passed!") if passed else _("Not yet.")
        return {"passed": passed, "words": f"{verdict} {score}"}
    words = _faults_words(faulted, len(checked), passed)
    played = len(checked) - len(faulted)
    if played:
        words += " " + ngettext(
            "Of the other game: {wins} won, {losses} lost.",
            "Of the other {n} games: {wins} won, {losses} lost.",
            played,
        ).format(n=played, wins=wins, losses=losses)
    return {"passed": passed, "words": words}
