"""A pupil's bot, loaded and asked for moves, in the bot's own worker (never the engine's).

The pupil's code runs in a namespace of its own whose `import` refuses the page (`js`, `pyodide`),
the network and the engine itself (a bot cannot call the solver), with a clear message. What it
prints is kept, up to a bound. A syntax error, an exception or a `choose` that returns no whole
number comes back as a plain message naming the line of the pupil's code. The move a bot returns
is only a proposal: the engine checks it (`runner`). A loop is the worker's to stop (a time limit).

>>> bot = load("def choose(position):\\n    print('hi')\\n    return position.legal_moves()[0]\\n")
>>> answer = ask(bot, FACTS, seed=1)
>>> answer["move"], answer["line"], answer["output"]
(1, 3, 'hi\\n')
>>> ask(load("def choose(position):\\n    return 1 / 0\\n"), FACTS, seed=1)["error"]
'Line 2: ZeroDivisionError: division by zero. A number was divided by zero.'
"""
from __future__ import annotations

import builtins
import json
import random
import sys
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import CodeType, FrameType
from typing import Any, TypedDict

from ..i18n import N_, _, speaking
from .position import BotPosition, Facts

FILENAME = "<bot>"
"""The pupil's code's file name in tracebacks."""

MAX_OUTPUT = 4000
"""The most characters of printed output kept per move (and when the code is loaded)."""

MAX_CODE = 50_000
"""The longest code a bot may have."""

BLOCKED = frozenset({
    "js", "pyodide", "pyodide_js", "_pyodide", "micropip", "factorgames", "_stdlib_fallback",
    "socket", "ssl", "http", "urllib", "ftplib", "smtplib", "poplib", "imaplib", "xmlrpc", "asyncio",
    "subprocess", "multiprocessing", "webbrowser", "ctypes", "select", "selectors", "mailbox",
    "sys", "importlib", "builtins", "gc",
})
"""Modules a bot may not import: the page, the network, processes, the engine (its solver), and the
ways around `import` (the bot's own worker, which holds no solver and reaches no network, is the wall)."""

LARGEST_MOVE = 2**53
"""A larger number would not cross to the page unchanged (JSON numbers in JavaScript): refused here."""

FACTS: Facts = {"game": "factor-chain-challenge",
                "rules": {"kind": "chain", "lo": 1, "hi": 10, "start": None, "opening": "any", "strict": False},
                "moves": []}
"""A first position, for examples."""


class Answer(TypedDict, total=False):
    """A bot's answer: its `move` (a whole number, not yet checked) and the `line` it returned from,
    or the `error` that stopped it; with what it printed."""

    move: int
    line: int
    error: str
    output: str


class BoundedOutput:
    """What a bot prints, up to MAX_OUTPUT characters."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.cut = False

    def write(self, text: str) -> int:
        room = MAX_OUTPUT - self.size
        if len(text) > room:
            self.cut = True
        kept = text[:max(0, room)]
        self.parts.append(kept)
        self.size += len(kept)
        return len(text)

    def flush(self) -> None:
        pass

    def text(self) -> str:
        return "".join(self.parts) + ("\n" + _("(output cut: too much was printed)") + "\n" if self.cut else "")


@dataclass
class Bot:
    """A pupil's code once run: its namespace (`choose` in it), or why it cannot play; `out` takes
    what it prints."""

    namespace: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    output: str = ""
    out: BoundedOutput = field(default_factory=BoundedOutput)


def _guarded_import(name: str, globals: object = None, locals: object = None, fromlist: object = (),
                    level: int = 0) -> Any:
    top = name.split(".")[0]
    if level == 0 and top in BLOCKED:
        raise ImportError(_("A bot cannot use the module {name}: it may not reach the page, the network or the "
                            "solver.").format(name=top))
    return builtins.__import__(name, globals, locals, fromlist, level)  # type: ignore[arg-type]


def _own_builtins(bot: Bot) -> dict[str, Any]:
    """The builtins a bot sees: Python's, with a guarded import and a print that writes to `bot.out`
    (a function keeps the builtins it was made with: the print looks its output up each time)."""
    own = dict(vars(builtins))

    def bot_print(*values: object, sep: str | None = " ", end: str | None = "\n", file: object = None,
                  flush: bool = False) -> None:
        bot.out.write((" " if sep is None else sep).join(map(str, values)) + ("\n" if end is None else end))

    own["__import__"] = _guarded_import
    own["print"] = bot_print
    return own


PLAIN = {
    "NameError": N_("A name is used that was never given a value (a typo?)."),
    "ZeroDivisionError": N_("A number was divided by zero."),
    "IndexError": N_("A list was asked for a place it does not have (an empty list?)."),
    "KeyError": N_("A dictionary was asked for a key it does not have."),
    "TypeError": N_("A value of the wrong type was used (a number where a list was expected?)."),
    "AttributeError": N_("The position (or a value) has no such attribute: see the interface."),
    "RecursionError": N_("A function called itself too many times."),
    "ImportError": "",
    "ModuleNotFoundError": N_("That module is not available here."),
}
"""A plain explanation of the errors pupils meet most (the translation is looked up when shown)."""


def _line_of(error: BaseException) -> int | None:
    """The line of the pupil's code where the error arose (its innermost frame in that code)."""
    if isinstance(error, SyntaxError) and error.filename == FILENAME:
        return error.lineno
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == FILENAME]
    return lines[-1] if lines else None


def explain(error: BaseException) -> str:
    """The error in a pupil's words: its line, its name and message, and what it usually means."""
    name = type(error).__name__
    detail = error.msg if isinstance(error, SyntaxError) else str(error)
    plain = _(PLAIN[name]) if PLAIN.get(name) else ""
    if isinstance(error, SyntaxError):
        plain = _("Python could not read the code: look at this line and the one before.")
    line = _line_of(error)
    words = f"{name}: {detail}".rstrip(".") if detail else name
    text = _("Line {line}: {error}.").format(line=line, error=words) if line else f"{words}."
    return f"{text} {plain}".strip()


def load(code: str) -> Bot:
    """Run a pupil's code once (its definitions); a Bot that cannot play says why."""
    if len(code) > MAX_CODE:
        return Bot(error=_("The code is too long (more than {n} characters).").format(n=MAX_CODE))
    bot = Bot()
    bot.namespace.update({"__builtins__": _own_builtins(bot), "__name__": "bot"})
    try:
        compiled: CodeType = compile(code, FILENAME, "exec")
        exec(compiled, bot.namespace)
    except Exception as error:  # the pupil's code may raise anything
        bot.error = explain(error)
    else:
        if not callable(bot.namespace.get("choose")):
            bot.error = _("The code defines no function choose(position).")
    bot.output = bot.out.text()
    return bot


@contextmanager
def _returns_of(code: CodeType | None) -> Iterator[list[int]]:
    """The lines `code` returns from while the block runs: watched by sys.monitoring (Python 3.12+,
    Pyodide's) on that code alone, at no cost to the rest; by a profile hook before 3.12."""
    lines: list[int] = []
    monitoring: Any = getattr(sys, "monitoring", None)
    if code is None:
        yield lines
        return
    if monitoring is None or monitoring.get_tool(monitoring.PROFILER_ID) is not None:
        def watch(frame: FrameType, event: str, arg: object) -> None:
            if event == "return" and frame.f_code is code:
                lines.append(frame.f_lineno)

        previous = sys.getprofile()
        sys.setprofile(watch)
        try:
            yield lines
        finally:
            sys.setprofile(previous)
        return

    def on_return(returned: CodeType, offset: int, value: object) -> None:
        lines.append(next((line for start, end, line in returned.co_lines() if start <= offset < end and line), 0))

    tool, event = monitoring.PROFILER_ID, monitoring.events.PY_RETURN
    monitoring.use_tool_id(tool, "factorgames-bots")
    monitoring.register_callback(tool, event, on_return)
    monitoring.set_local_events(tool, code, event)
    try:
        yield lines
    finally:
        monitoring.set_local_events(tool, code, 0)
        monitoring.register_callback(tool, event, None)
        monitoring.free_tool_id(tool)


def ask(bot: Bot, facts: Facts, seed: int) -> Answer:
    """The bot's move in a position (`random` seeded with `seed`, so that a game can be replayed)."""
    if bot.error is not None:
        return {"error": bot.error, "output": bot.output}
    out = BoundedOutput()
    bot.out = out
    random.seed(seed)
    choose = bot.namespace["choose"]
    with _returns_of(getattr(choose, "__code__", None)) as returned_at:
        try:
            move = choose(BotPosition.from_facts(facts))
        except Exception as error:  # the pupil's code may raise anything
            return {"error": explain(error), "output": out.text()}
    line = returned_at[-1] if returned_at else 0
    if isinstance(move, bool) or not isinstance(move, int) or abs(move) > LARGEST_MOVE:
        where = _("Line {line}: ").format(line=line) if line else ""
        return {"error": where + _("choose returned {value}, not a number to pick. Return one of "
                                   "position.legal_moves().").format(value=repr(move)[:40]), "output": out.text()}
    return {"move": int(move), "line": line, "output": out.text()}


def try_out(expression: str, facts: Facts) -> dict[str, str]:
    """An example of the interface run on a position: the value of `expression` (with `position`
    in scope), or the error, as text."""
    bot = Bot()
    namespace = {"__builtins__": _own_builtins(bot), "position": BotPosition.from_facts(facts)}
    try:
        value = eval(compile(expression[:2000], FILENAME, "eval"), namespace)
    except Exception as error:  # the pupil's code may raise anything
        return {"error": explain(error), "output": bot.out.text()}
    return {"value": repr(value)[:MAX_OUTPUT], "output": bot.out.text()}


LOADED: dict[str, Bot] = {}
"""The bots this worker has loaded, by the page's id for them."""


def handle(request_json: str) -> str:
    """The bot worker's requests (JSON): `load` {bot, code} answers whether the bot can play (its
    `error`, what it printed); `ask` {bot, facts, seed} answers an `Answer`; `try` {code, facts}
    runs an example. Each may name its language (`lang`)."""
    request = json.loads(request_json)
    with speaking(request.get("lang")):
        if request["op"] == "load":
            bot = LOADED[str(request["bot"])] = load(str(request["code"]))
            return json.dumps({"error": bot.error, "output": bot.output})
        if request["op"] == "ask":
            bot = LOADED.get(str(request["bot"])) or Bot(error=_("This bot was not loaded."))
            return json.dumps(ask(bot, request["facts"], int(request["seed"])))
        return json.dumps(try_out(str(request["code"]), request["facts"]))
