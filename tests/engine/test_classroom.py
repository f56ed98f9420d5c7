"""The Class page's engine: assignments and results as codes, and results checked by replaying
their games against the engine's own seeded computer, whatever the pupil's device claims."""

from __future__ import annotations

import base64
import csv
import io
import json
import random
import time
import zlib
from urllib.parse import parse_qsl

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from factorgames.bots import challenges
from factorgames.bots.runner import play
from factorgames.bots.sandbox import ask, load
from factorgames.bots.share import encode as bot_link
from factorgames.classroom.assignment import MAX_TITLE, Assignment, AssignmentError, Task
from factorgames.classroom.levels import ladder, winning_seat
from factorgames.classroom.result import MAX_BOT, Result
from factorgames.classroom.verify import BOT, check, flat
from factorgames.page.api import handle
from factorgames.puzzles.table import PUZZLES
from factorgames.transcript import Record, decode, encode
from oracle import free_opening_wins, plain_to_move_wins


def call(**request: object) -> dict:
    return json.loads(handle(json.dumps({"op": "class", **request})))


def play_out(link: str, choose) -> str:
    """The task's game played through the page's api as the browser does: the pupil's picks from
    `choose(view)`, the computer's by op computer (with a seed of the page's own, which a task's
    game must ignore). Returns the finished game's share code."""
    view = json.loads(handle(json.dumps({"op": "load", "hash": link})))
    for _ in range(200):
        if view["over"]:
            return view["hash"]
        if view["computer_to_move"]:
            request = {"op": "computer", "hash": view["hash"], "seed": 987654}
        else:
            request = {"op": "pick", "hash": view["hash"], "number": choose(view)}
        view = json.loads(handle(json.dumps(request)))
    raise AssertionError("the game did not end")


def legal(view: dict) -> list[int]:
    return [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]


def lowest(view: dict) -> int:
    return legal(view)[0]


def best(view: dict) -> int:
    hinted = json.loads(handle(json.dumps({"op": "view", "hash": view["hash"], "hint": True})))
    wins = [c["n"] for c in hinted["board"]["cells"] if c["hint"] == "win"]
    return wins[0] if wins else lowest(view)


def make(*tasks: dict, title: str = "Year 7", seed: int = 11) -> dict:
    return call(make=title, seed=seed, tasks=list(tasks))


CHALLENGE_EASY = {"game": "factor-chain-challenge", "level": "easy", "goal": "win2"}
"""The Factor Chain Challenge on 1..10 moving second: the seat perfect play wins."""


def test_a_task_link_plays_the_seeded_computer_and_the_replay_verifies_a_win_and_a_loss():
    made = make(CHALLENGE_EASY, {"game": "nrich", "level": "easy", "goal": "win2"})
    assignment = Assignment.from_code(made["made"]["link"][2:])
    pupil = call(hash=made["made"]["link"], name="Ada")
    won = play_out(pupil["tasks"][0]["play"], best)
    lost = play_out(pupil["tasks"][1]["play"], lowest)
    assert decode(won).setup.seed is not None and decode(won).setup == assignment.setup(0)
    marks = [check(assignment, 0, decode(won).moves), check(assignment, 1, decode(lost).moves)]
    assert marks[0].state == "done" and marks[0].words.startswith("Won in")
    assert marks[1].state in ("tried", "done") and not marks[1].words.startswith("Not verified")


def test_the_computer_of_a_task_does_not_follow_the_pages_seed():
    link = Assignment("x", (Task("game=nrich&vs=easy&first=2", "win"),), seed=3).link(0)
    replies = {
        json.loads(handle(json.dumps({"op": "computer", "hash": link, "seed": seed})))["hash"] for seed in range(6)
    }
    assert len(replies) == 1
    plain = link.replace("&seed=", "&was=")  # the same game without a seed: the page's seed decides
    assert (
        len({json.loads(handle(json.dumps({"op": "computer", "hash": plain, "seed": s})))["hash"] for s in range(6)})
        > 1
    )


def test_a_result_edited_to_claim_a_win_is_not_verified():
    made = make({"game": "nrich", "level": "perfect", "goal": "win2"})
    assignment = Assignment.from_code(made["made"]["link"][2:])
    lost = decode(play_out(Assignment.link(assignment, 0), lowest)).moves
    assert check(assignment, 0, lost).words.startswith("Lost")
    # Every way of changing one of the pupil's moves, or cutting the game short and adding a move,
    # either breaks the rules or makes a computer move that is not the engine's.
    for i in range(1, len(lost), 2):  # the pupil moves second: odd indexes
        for n in range(1, 101):
            edited = lost[:i] + (n,) + lost[i + 1 :]
            if edited != lost:
                mark = check(assignment, 0, edited)
                assert mark.state != "done", edited
    claimed = Result("Bo", assignment, (lost[:-1] + (97,),))
    teacher = call(add="class.html#r=" + claimed.code(), assignments=made["assignments"])
    row = teacher["classes"][0]["rows"][0]
    assert (row["name"], row["verified"], row["marks"][0]["state"]) == ("Bo", False, "invalid")
    assert row["marks"][0]["words"].startswith("Not verified")


def test_the_pupils_device_keeps_the_best_attempt_and_the_result_carries_it():
    made = make({**CHALLENGE_EASY, "level": "perfect"})  # a slip loses
    link = made["made"]["link"]
    task = call(hash=link)["tasks"][0]["play"]
    won, lost = play_out(task, best), play_out(task, lowest)
    assert check(Assignment.from_code(link[2:]), 0, decode(lost).moves).state == "tried"
    pupil = call(hash=link, name="  Ada   Lovelace ", kept=[[lost, won, "game=nrich&moves=48", "junk"]])
    assert pupil["tasks"][0]["keep"] == [won] and pupil["tasks"][0]["mark"]["state"] == "done"
    assert pupil["name"] == "Ada Lovelace" and pupil["summary"] == "1 of 1 task done."
    result = Result.from_code(pupil["result"][2:])
    assert result.name == "Ada Lovelace" and result.moves == (decode(won).moves,)


def test_a_game_of_another_setup_is_not_taken_as_the_tasks():
    made = make(CHALLENGE_EASY)
    link = made["made"]["link"]
    other = play_out("game=factor-chain-challenge&vs=easy&seed=1", best)  # not the task's seed
    assert call(hash=link, kept=[[other]])["tasks"][0]["mark"]["state"] == "todo"


def test_the_teachers_table_and_its_csv_say_the_same():
    made = make(CHALLENGE_EASY, {"game": "longest-chain", "target": 5})
    link = made["made"]["link"]
    task0, task1 = (t["play"] for t in call(hash=link)["tasks"])
    chain = play_out(task1 + "&moves=1,2,4,8,16,32,64", lowest)
    results = [
        call(hash=link, name=name, kept=[[play_out(task0, choose)], [chain] if name == "Ada" else []])["result"]
        for name, choose in (("Ada", best), ("Bo", lowest))
    ]
    teacher = call(
        add="\n".join(f"https://example.org/class.html#{r}&lang=fr" for r in results), assignments=made["assignments"]
    )
    assert teacher["message"] == "2 results added."
    table = teacher["classes"][0]
    assert [row["name"] for row in table["rows"]] == ["Ada", "Bo"]
    assert table["rows"][0]["marks"][0]["state"] == "done" and table["rows"][0]["done"] == 2
    assert table["rows"][0]["marks"][1]["words"].startswith("A chain of")
    assert table["rows"][1]["marks"][1]["state"] == "todo"
    rows = list(csv.reader(io.StringIO(table["csv"])))
    assert rows[0] == ["Name", "Task 1", "Task 2", "Done", "With help", "Verified", "Note"]
    assert rows[1:] == [
        [r["name"], *(m["words"] for m in r["marks"]), str(r["done"]), "", "yes" if r["verified"] else "no", ""]
        for r in table["rows"]
    ]
    again = call(results=teacher["results"], assignments=teacher["assignments"], add=results[0])
    assert len(again["classes"][0]["rows"]) == 2, "a pupil's newer result replaces the older"
    cleared = call(results=teacher["results"], assignments=teacher["assignments"], forget=table["id"])
    assert cleared["classes"] == [] and cleared["results"] == []


def test_a_chain_tasks_link_names_its_target_and_its_game_shows_it():
    """A Longest Chain task's link carries the teacher's length (target=), which the page sends with
    its requests: the challenge's target is the teacher's (it showed the best possible, 77 for a
    task of 20: a teacher's walk); anything else there leaves the best possible."""
    made = make(CHALLENGE_EASY, {"game": "longest-chain", "target": 5})
    play = call(hash=made["made"]["link"])["tasks"][1]["play"]
    keys = dict(parse_qsl(play))
    assert keys["target"] == "5" and "target" not in dict(
        parse_qsl(call(hash=made["made"]["link"])["tasks"][0]["play"])
    )
    game = play.split("&task=")[0]

    def challenge(**extra: object) -> dict:
        return json.loads(handle(json.dumps({"op": "load", "hash": game, **extra})))["challenge"]

    best = challenge()
    assert best["target"] not in (None, 5) and best["target_source"] == "the best possible, proven"
    assert challenge(target=5) == {**best, "target": 5, "target_source": "your teacher's target"}
    for hostile in ("5", 0, 10**6, True, None, [5]):
        assert challenge(target=hostile) == best, hostile


def test_an_edited_assignment_is_another_assignment():
    a = Assignment("x", (Task("game=nrich&vs=perfect", "win"),), seed=3)
    easier = Assignment("x", (Task("game=nrich&vs=easy", "win"),), seed=3)
    assert a.id != easier.id


@pytest.mark.parametrize(
    "tasks",
    [[], [{"game": "nope"}], [{"game": "nrich", "goal": "win1"}], [{"game": "longest-chain", "target": 500}]],
)
def test_an_assignment_that_cannot_be_made_says_why(tasks):
    view = call(make="x", seed=1, tasks=tasks)
    assert view["notice"] and view["made"] is None and view["mode"] == "teacher"


def _code(value: object, raw: bytes | None = None) -> str:
    data = raw if raw is not None else zlib.compress(json.dumps(value).encode())
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


BOT_TASK = ["game=factor-chain-challenge&range=1-20", "bot", "beat-easy"]
"""A bot's task as an assignment's code holds it."""

HOSTILE = [
    "",
    "a" * 7000,
    "%%%%",
    "é" * 10,
    _code(None, raw=zlib.compress(b"[" * 50_000)),
    _code(None, raw=zlib.compress(b"0" * 10_000_000)),  # a bomb: 10 MB of digits in 10 KB
    _code({"t": "x", "s": 1, "k": [["game=nrich&vs=easy", "win"]] * 50}),
    _code({"t": "x", "s": -5, "k": [["game=nrich&vs=easy", "win"]]}),
    _code({"t": "x" * 10_000, "s": 1, "k": [["game=nrich&vs=easy", "win"]]}),
    _code({"t": "x", "s": 1, "k": [["game=nrich", "win"]]}),
    _code({"t": "x", "s": 1, "k": [["game=longest-chain", "chain", 10**9]]}),
    _code({"t": "x", "s": 1.5, "k": [["game=nrich&vs=easy", "win"]]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [["game=nrich&vs=easy", "win"]]}, "m": [[1] * 5000]}),
    _code({"n": ["x"], "a": {"t": "x", "s": 1, "k": [["game=nrich&vs=easy", "win"]]}, "m": [None]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [["game=nrich&vs=easy", "win"]]}, "m": [[10**30]]}),
    "a" * 17_000,
    # bots: in a task that is not a bot's, too long, one too many, of a challenge that is none
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [["game=nrich&vs=easy", "win"]]}, "m": [None], "b": ["x"]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [BOT_TASK]}, "m": [None], "b": ["x" * (MAX_BOT + 1)]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [BOT_TASK]}, "m": [None], "b": ["x", "y"]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [BOT_TASK]}, "m": [None], "b": [["x"]]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [[BOT_TASK[0], "bot", "beat-everyone"]]}, "m": [None]}),
    _code({"n": "x", "a": {"t": "x", "s": 1, "k": [["game=nrich", "bot", "beat-easy"]]}, "m": [None]}),
]


@pytest.mark.parametrize("code", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_codes_are_refused_quickly(code):
    start = time.perf_counter()
    for key in ("a", "r"):
        view = call(hash=f"{key}={code}")
        assert view["mode"] == "teacher" and view["classes"] == []
    with pytest.raises(AssignmentError):
        Result.from_code(code)
    assert time.perf_counter() - start < 5


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.dictionaries(
        st.sampled_from(
            ["hash", "results", "assignments", "name", "kept", "make", "tasks", "seed", "add", "forget", "runs"]
        ),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=30),
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
            max_leaves=8,
        ),
        max_size=6,
    )
)
def test_any_class_request_gets_a_class_view(request):
    view = call(**request)
    assert view["mode"] in ("teacher", "pupil") and isinstance(view["classes"], list)


@pytest.mark.parametrize("seed", [0, 1, 2**30 - 1, 987_654_321])
def test_every_tasks_seed_survives_its_link(seed):
    a = Assignment("x", tuple(Task("game=nrich&vs=easy", "win") for _ in range(12)), seed=seed)
    for k in range(12):
        assert decode(a.link(k)).setup == a.setup(k)


def test_each_level_is_played_from_the_seat_that_wins():
    assert winning_seat("factor-chain-challenge") == (1 if free_opening_wins(10) else 2)
    assert winning_seat("multiples-removal") == (1 if plain_to_move_wins(range(1, 10), False) else 2)
    seats = {a.setup(k).game: a.setup(k).first for a in [ladder()] for k in range(len(a.tasks))}
    assert all(seats[game] == winning_seat(game) for game in seats)


def test_the_levels_open_one_after_another_and_give_assignments():
    levels = call(hash="levels")
    assert levels["mode"] == "levels" and levels["title"] == "Levels"
    assert [t["locked"] for t in levels["tasks"][:3]] == [False, True, True]
    first = levels["tasks"][0]
    won = play_out(first["play"], best)
    after = call(hash="levels", kept=[[won]])
    assert after["tasks"][0]["mark"]["state"] == "done" and not after["tasks"][1]["locked"]
    assert after["summary"] == f"1 of {len(levels['tasks'])} levels done."
    given = call(make="Level 1", seed=4, tasks=[first["choice"]])
    assert given["made"]["tasks"] == [first["label"]]


def test_a_task_takes_its_settings_from_a_games_link():
    link = "https://example.org/index.html#game=multiplicity&range=4-15&start=none&vs=perfect&moves=4,8&lang=fr"
    made = make({"game": "nrich", "level": "easy", "goal": "win1", "link": link})
    setup = Assignment.from_code(made["made"]["link"][2:]).setup(0)
    assert (setup.game, setup.rules) == (decode(link.split("#")[1]).setup.game, decode(link.split("#")[1]).setup.rules)
    assert (setup.level, setup.first) == ("easy", 1), "the form says who plays, not the link"
    assert made["made"]["tasks"] == [
        "Multiplicity (the numbers 4 to 15, a free first pick: any number), against the easy computer: win, moving first."
    ]
    broken = make({"game": "nrich", "level": "easy", "goal": "win1", "link": "index.html#game=chess"})
    assert broken["made"] is None and "chess" in broken["notice"]


def test_a_task_of_puzzles_counts_each_puzzle_solved_and_refuses_a_wrong_line():
    game = PUZZLES[0].game
    made = make({"game": game, "goal": "puzzles", "target": 3})
    assignment = Assignment.from_code(made["made"]["link"][2:])
    ids = assignment.tasks[0].puzzles
    assert len(ids) == 3 and len(set(ids)) == 3 and made["made"]["tasks"][0].endswith("solve 3 puzzles.")
    by_id = {p.id: p for p in PUZZLES}
    pupil = call(hash=made["made"]["link"], name="Ada")
    task = pupil["tasks"][0]
    assert (task["page"], task["play"]) == ("puzzles.html", f"id={ids[0]}&task={assignment.id}.0")
    # Solve the first two through the puzzles page's own op, as the pupil's device does.
    kept = []
    for pid in ids[:2]:
        moves = ""
        while True:
            line = by_id[pid].line
            view = json.loads(
                handle(
                    json.dumps(
                        {
                            "op": "puzzle",
                            "hash": f"id={pid}",
                            "moves": moves,
                            "pick": line[len(moves.split(",")) if moves else 0],
                        }
                    )
                )
            )
            moves = view["moves"]
            if view["state"] == "solved":
                break
        kept.append(f"id={pid}&moves={moves}")
    wrong = f"id={ids[2]}&moves={','.join(map(str, by_id[ids[2]].line[:-1]))}"  # stops short of the win
    pupil = call(hash=made["made"]["link"], name="Ada", kept=[[*kept, wrong, "id=nope&moves=1"]])
    task = pupil["tasks"][0]
    assert task["mark"]["words"] == "2 of 3 puzzles solved." and task["mark"]["state"] == "tried"
    assert sorted(task["keep"]) == sorted(kept) and task["play"].startswith(f"id={ids[2]}&")
    teacher = call(add=pupil["result"], assignments=made["assignments"])
    assert teacher["classes"][0]["rows"][0]["marks"][0]["words"] == "2 of 3 puzzles solved."
    # A result claiming the third with a move that is not its answer.
    third = by_id[ids[2]]
    miss = next(n for n in third.position().legal_moves() if n != third.line[0])
    forged = Result("Bo", assignment, (flat([by_id[ids[0]].line, by_id[ids[1]].line, (miss,)]),))
    row = call(add="r=" + forged.code(), assignments=made["assignments"])["classes"][0]["rows"][0]
    assert row["marks"][0]["words"] == "Not verified: the moves of puzzle 3 do not solve it." and not row["verified"]


def test_puzzles_only_for_games_that_have_them():
    without = next(game for game in ("factor-game", "multiples-removal") if all(p.game != game for p in PUZZLES))
    view = make({"game": without, "goal": "puzzles", "target": 2})
    assert view["made"] is None and "has no puzzles" in view["notice"]
    view = make({"game": "nrich", "goal": "puzzles", "target": 50})
    assert view["made"] is None and "1 to" in view["notice"]


FEWEST = (
    "def choose(position):\n    return min(position.legal_moves(), key=lambda m: len(position.play(m).legal_moves()))\n"
)
WEAKEST = (
    "def choose(position):\n    return max(position.legal_moves(), key=lambda m: len(position.play(m).legal_moves()))\n"
)
"""The bot that leaves the other player the most replies."""


def played_again(run: dict) -> list:
    """A pending bot's games, played as the teacher's page plays them (here in CPython), each answer
    crossing as JSON as it does from the sandbox."""
    bot = load(run["code"])
    return [play(game, lambda a: json.loads(json.dumps(ask(bot, a["facts"], a["seed"])))) for game in run["games"]]


def bot_result(name: str, code: str, passed_here: bool = False, seed: int = 11) -> tuple[dict, str]:
    """An assignment of one bot's task (beat easy on 1..20), and a pupil's result carrying `code`,
    as the pupil's page makes it from what the Bots page kept (the link of the bot tried; twice
    when it passed there)."""
    made = make({"goal": "bot", "challenge": "beat-easy", "game": "nrich"}, title="Bots", seed=seed)
    link = bot_link(name + "'s bot", code)
    pupil = call(hash=made["made"]["link"], name=name, kept=[[link, link] if passed_here else [link]])
    return made, pupil["result"]


def test_a_bots_task_is_played_on_the_bots_page_with_the_tasks_seed():
    made, _result = bot_result("Ada", FEWEST)
    pupil = call(hash=made["made"]["link"], name="Ada")
    (task,) = pupil["tasks"]
    assert task["page"] == "bots.html" and task["label"] == "A bot of your own: Beat easy in 5 games out of 5 on 1..20."
    keys = dict(p.split("=") for p in task["play"].split("&"))
    assert keys["challenge"] == "beat-easy" and keys["task"].startswith(pupil["id"])
    assert task["mark"]["state"] == "todo" and pupil["result"].startswith("r=")
    assert task["choice"]["goal"] == "bot" and task["choice"]["challenge"] == "beat-easy"
    # The seed the Bots page plays the challenge with is the one the teacher's games are planned with.
    teacher = call(add=bot_result("Ada", FEWEST)[1], assignments=made["assignments"])
    (run,) = teacher["pending"]
    challenge = challenges.CHALLENGES[0]
    assert run["games"] == challenges.games(challenge, BOT, "Ada", int(keys["seed"]))


def test_a_pupils_bot_is_marked_from_its_games_played_again_never_from_the_pupils_device():
    marks = {}
    for name, code in (("Ada", FEWEST), ("Bo", WEAKEST)):
        made, result = bot_result(name, code, passed_here=True)  # both said "passed" on their devices
        teacher = call(add=result, assignments=made["assignments"])
        (waiting,) = teacher["classes"][0]["rows"][0]["marks"]
        assert waiting["state"] == "waiting" and teacher["classes"][0]["rows"][0]["verified"]
        (run,) = teacher["pending"]
        assert run["code"] == code and run["name"] == name
        games = played_again(run)
        teacher = call(results=teacher["results"], assignments=teacher["assignments"], runs={run["key"]: games})
        assert teacher["pending"] == [] and list(teacher["runs"]) == [run["key"]]
        (mark,) = teacher["classes"][0]["rows"][0]["marks"]
        verdict = challenges.check(challenges.CHALLENGES[0], games)
        assert mark["words"] == verdict["words"]
        assert mark["state"] == ("done" if verdict["passed"] else "tried")
        marks[name] = mark["state"]
    assert marks == {"Ada": "done", "Bo": "tried"}, "the weakest bot's claim counts for nothing"


def test_a_crashing_bots_mark_names_its_error_on_the_teachers_device():
    crashing = "def choose(position):\n    return position.legal_moves()[99]\n"
    made, result = bot_result("Ada", crashing)
    teacher = call(add=result, assignments=made["assignments"])
    (run,) = teacher["pending"]
    games = played_again(run)
    teacher = call(results=teacher["results"], assignments=teacher["assignments"], runs={run["key"]: games})
    (mark,) = teacher["classes"][0]["rows"][0]["marks"]
    assert mark["state"] == "tried" and "IndexError on line 2" in mark["words"], mark["words"]
    assert mark["words"] == challenges.check(challenges.CHALLENGES[0], games)["words"], "as the pupil's page says it"


def test_forged_games_of_a_bot_count_for_nothing():
    made, result = bot_result("Ada", WEAKEST)
    teacher = call(add=result, assignments=made["assignments"])
    (run,) = teacher["pending"]
    games = played_again(run)
    lost = next(g for g in games if g["winner"] != 1 + g["players"].index(BOT))
    k = games.index(lost)
    computer = 2 - lost["players"].index(BOT)  # the computer's seat
    record = decode(lost["hash"])
    forged = [
        {**lost, "winner": 3 - lost["winner"]},  # a winner claimed: read again from the moves
        {**lost, "forfeit": computer},  # the computer said to have forfeited
        {**lost, "hash": lost["hash"].rsplit(",", 1)[0]},  # cut short
        {**lost, "hash": encode_moves(record, record.moves[:-1] + (0,))},  # a move changed
        {**lost, "players": lost["players"][::-1]},  # the seats swapped
        "not a game",
    ]
    honest = call(results=teacher["results"], assignments=teacher["assignments"], runs={run["key"]: games})
    honest_mark = honest["classes"][0]["rows"][0]["marks"][0]
    assert honest_mark["state"] == "tried"
    for k_forged, forgery in enumerate(forged):
        runs = {run["key"]: [*games[:k], forgery, *games[k + 1 :]]}
        view = call(results=teacher["results"], assignments=teacher["assignments"], runs=runs)
        (mark,) = view["classes"][0]["rows"][0]["marks"]
        if k_forged == 0:
            assert mark == honest_mark, "the winner comes from the moves"
        else:
            assert mark["state"] == "waiting", forgery
            assert view["pending"] == teacher["pending"] and view["runs"] == {}, "a forged list is played again"


def encode_moves(record, moves) -> str:
    return encode(Record(record.setup, tuple(moves)))


def test_a_result_too_long_for_a_qr_code_still_goes_by_link_and_a_bot_too_long_is_not_handed_in():
    rng = random.Random(1)
    noise = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6000))
    long_bot = f"# {noise}\ndef choose(position):\n    return position.legal_moves()[0]\n"
    made, result = bot_result("Ada", long_bot)
    assert len(result) > 3000, "more than a QR code holds"
    teacher = call(add=result, assignments=made["assignments"])
    assert teacher["pending"][0]["code"] == long_bot
    made, result = bot_result("Ada", "#" * (MAX_BOT + 1))
    assert Result.from_code(result[2:]).bots == (), "a bot too long stays on the pupil's device"
    pupil = call(hash=made["made"]["link"], name="Ada", kept=[[bot_link("Big", "#" * (MAX_BOT + 1))]])
    assert pupil["tasks"][0]["mark"]["words"].startswith("Big is too long to hand in")


def test_the_pupils_page_says_when_the_device_holds_a_name_or_games_for_the_assignment():
    """`started`: a device a pupil used before (a name typed, a task's game kept) is offered to start
    afresh; a device that holds nothing for the assignment is not."""
    link = make(CHALLENGE_EASY, {"game": "nrich", "level": "easy", "goal": "finish"})["made"]["link"]
    task = call(hash=link)["tasks"][1]["play"].split("&task=")[0]
    played = json.loads(handle(json.dumps({"op": "pick", "hash": task, "number": 4})))["hash"]
    assert call(hash=link)["started"] is False
    assert call(hash=link, kept=[["game=nrich&moves=4"], []])["started"] is False  # another game's: not kept
    assert call(hash=link, name="Kim")["started"] is True
    assert call(hash=link, kept=[[], [played]])["started"] is True


def test_an_assignment_made_without_a_title_is_named_by_its_games():
    """An untitled assignment had been "Assignment", which the pupil's page heads it already
    ("Assignment" above "Assignment"). It is named by its games, each once, within a title's length."""
    two = make(CHALLENGE_EASY, {"game": "nrich", "level": "easy", "goal": "finish"}, CHALLENGE_EASY, title="")
    assert call(hash=two["made"]["link"])["title"] == "Factor Chain Challenge and NRICH Juniper Green"
    games = ("multiplicity", "number-nexus", "factor-chain", "factor-chain-challenge", "juniper-green", "nrich")
    many = make(*({"game": g, "level": "easy", "goal": "win1"} for g in games), title="  ")
    title = call(hash=many["made"]["link"])["title"]
    assert title == "Multiplicity and 5 more games" and len(title) <= MAX_TITLE
