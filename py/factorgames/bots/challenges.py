"""The challenges that teach: a short ladder, each a series a bot must pass, checked by the engine
from the games' records.

>>> [c.id for c in CHALLENGES]
['beat-easy', 'second-on-10', 'beat-medium-nrich', 'beat-perfect']
>>> check(CHALLENGES[0], [])["passed"]
False
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract.bots import ChallengeCheck, GameResult, GameState
from ..i18n import N_, _
from .runner import checked_result, plan_series


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


def check(challenge: Challenge, results: list[GameResult]) -> ChallengeCheck:
    """Whether the bot's games (its results, read again from their records) pass the challenge."""
    checked = [checked_result(r) for r in results]
    if len(checked) < challenge.games:
        return {"passed": False, "words": _("Not played yet.")}
    bot_seats = [1 + r["players"].index(next(p for p in r["players"] if p != challenge.opponent)) for r in checked]
    wins = sum(r["winner"] == seat for r, seat in zip(checked, bot_seats))
    losses = sum(r["winner"] not in (None, seat) for r, seat in zip(checked, bot_seats))
    passed = losses == 0 if challenge.wins is None else wins >= challenge.wins
    score = _("{wins} won, {losses} lost out of {n}.").format(wins=wins, losses=losses, n=len(checked))
    verdict = _("Passed!") if passed else _("Not yet.")
    return {"passed": passed, "words": f"{verdict} {score}"}
