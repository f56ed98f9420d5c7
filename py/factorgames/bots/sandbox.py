"""A pupil's bot, loaded and asked for moves, in the bot's own worker (never the engine's).

The pupil's code runs in a namespace of its own whose `import` refuses the page (`js`, `pyodide`),
the network and the engine itself (a bot cannot call the solver), with a clear message. What it
prints is kept, up to a bound. A syntax error, an exception or a `choose` that returns no whole
number comes back as a plain message naming the line of the pupil's code. The move a bot returns
is only a proposal: the engine checks it (`runner`). A loop is the worker's to stop (a time limit).

Nothing the pupil's code does escapes `handle`: any exception at all (SystemExit, KeyboardInterrupt
too), an exception that lies about itself, a number too long to write, an `int` subclass whose
methods raise, or a bot that replaces `print`, `sys.stdout` or `random.seed` for everyone (the
modules the sandbox relies on are put back after each call into the pupil's code).

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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import CodeType, FrameType, FunctionType, TracebackType
from typing import Any, TypedDict, TypeVar, cast

from ..contract.bots import Facts
from ..i18n import N_, _, speaking
from .position import BotPosition

FILENAME = "<bot>"
"""The pupil's code's file name in tracebacks."""

MAX_OUTPUT = 4000
"""The most characters of printed output kept per move (and when the code is loaded)."""

MAX_CODE = 50_000
"""The longest code a bot may have."""

BLOCKED = frozenset(
    {
        "js",
        "pyodide",
        "pyodide_js",
        "_pyodide",
        "micropip",
        "factorgames",
        "_stdlib_fallback",
        "socket",
        "ssl",
        "http",
        "urllib",
        "ftplib",
        "smtplib",
        "poplib",
        "imaplib",
        "xmlrpc",
        "asyncio",
        "subprocess",
        "multiprocessing",
        "webbrowser",
        "ctypes",
        "select",
        "selectors",
        "mailbox",
        "sys",
        "importlib",
        "builtins",
        "gc",
    }
)
"""Modules a bot may not import: the page, the network, processes, the engine (its solver), and the
ways around `import` (the bot's own worker, which holds no solver and reaches no network, is the wall)."""

LARGEST_MOVE = 2**53
"""A larger number would not cross to the page unchanged (JSON numbers in JavaScript): refused here."""

MAX_DETAIL = 300
"""The most characters of an error's message shown."""

RESTORED = (builtins, sys, random, json)
"""The modules the sandbox itself relies on, shared with the pupil's code (which may reach them and
replace `print`, `sys.stdout` or `random.seed` in them): put back as they were after each call."""

BROKEN = N_("The bot could not be run: it may have changed Python's own workings.")
"""The answer when even the sandbox failed (a bot that broke what it relies on)."""

T = TypeVar("T")

FACTS: Facts = {
    "game": "factor-chain-challenge",
    "rules": {"kind": "chain", "lo": 1, "hi": 10, "start": None, "opening": "any", "strict": False},
    "moves": [],
}
"""A first position, for examples."""


class Answer(TypedDict, total=False):
    """A bot's answer: its `move` (a whole number, not yet checked) and the `line` it returned from,
    or the `error` that stopped it (an exception's name as `exception`, its message as `detail`, and the
    `line` it arose on, when known); with what it printed."""

    move: int
    line: int
    error: str
    exception: str
    detail: str
    output: str


class BoundedOutput:
    """What a bot prints, up to MAX_OUTPUT characters."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.cut = False

    def write(self, text: str) -> int:
        text = str.__str__(text)  # a str, never a subclass whose len or slices could lie
        room = MAX_OUTPUT - self.size
        if len(text) > room:
            self.cut = True
        kept = text[: max(0, room)]
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
    fault: dict[str, object] = field(default_factory=dict)
    """For an exception that stopped the code when it was loaded: its `exception`, `detail`, `line`."""
    output: str = ""
    out: BoundedOutput = field(default_factory=BoundedOutput)


def _guarded_import(
    name: str, globals: object = None, locals: object = None, fromlist: object = (), level: int = 0
) -> Any:
    top = name.split(".")[0]
    if level == 0 and top in BLOCKED:
        raise ImportError(
            _("A bot cannot use the module {name}: it may not reach the page, the network or the solver.").format(
                name=top
            )
        )
    return builtins.__import__(name, globals, locals, fromlist, level)  # type: ignore[arg-type]


def _own_builtins(bot: Bot) -> dict[str, Any]:
    """The builtins a bot sees: Python's, with a guarded import and a print that writes to `bot.out`
    (a function keeps the builtins it was made with: the print looks its output up each time)."""
    own = dict(vars(builtins))
    python_print = builtins.print

    def bot_print(
        *values: object, sep: str | None = " ", end: str | None = "\n", file: object = None, flush: bool = False
    ) -> None:
        python_print(*values, sep=sep, end=end, file=bot.out)

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
    "SystemExit": N_("Python was asked to stop (exit()?): a bot returns a move instead."),
}
"""A plain explanation of the errors pupils meet most, by the name of Python's own error (the
translation is looked up when shown)."""


def _put_back(saved: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """Each module's namespace as it was saved (its names the pupil's code replaced or deleted)."""
    for namespace, values in saved:
        namespace.update(values)


def _run(code: Callable[[], T]) -> tuple[T | None, BaseException | None]:
    """Run a piece of the pupil's code: what it returned, or the exception that stopped it (any at
    all, SystemExit and KeyboardInterrupt too). The modules of RESTORED are put back as they were.

    >>> _run(lambda: 6 * 7), _run(lambda: exit())[1].__class__
    ((42, None), <class 'SystemExit'>)
    """
    saved = [(module.__dict__, module.__dict__.copy()) for module in RESTORED]
    try:
        value = code()
    except:  # noqa: E722 - anything, caught under no name the pupil's code could have replaced
        _put_back(saved)
        return None, sys.exc_info()[1]
    _put_back(saved)
    return value, None


def _is_bot_file(name: object) -> bool:
    """Whether a file name is the pupil's code's (compared without running any method of `name`)."""
    return FILENAME.__eq__(name) is True


def _name_of(kind: type) -> str:
    """A class's own name (never what a metaclass says of it), short and printable ("Error" if not).

    >>> _name_of(ZeroDivisionError), _name_of(type("a\\nb", (Exception,), {}))
    ('ZeroDivisionError', 'Error')
    """
    name = str.__str__(vars(type)["__name__"].__get__(kind, type))[:60]
    return name if name.isprintable() and name.strip() else "Error"


def _line_of(error: BaseException) -> int | None:
    """The line of the pupil's code where the error arose: a syntax error's own, else the innermost
    frame of that code in its traceback."""
    if issubclass(type(error), SyntaxError):
        where = _run(lambda: (cast(SyntaxError, error).filename, cast(SyntaxError, error).lineno))[0]
        if where is not None and _is_bot_file(where[0]) and type(where[1]) is int:
            return where[1]
    line = None
    trace: TracebackType | None = vars(BaseException)["__traceback__"].__get__(error)
    while trace is not None:
        if _is_bot_file(trace.tb_frame.f_code.co_filename) and type(trace.tb_lineno) is int and trace.tb_lineno > 0:
            line = trace.tb_lineno
        trace = trace.tb_next
    return line


def _detail(error: BaseException) -> str:
    """The error's message (a syntax error's without its place), cut short; "" when it cannot be
    read (its __str__ raised, or gave no text)."""
    syntax = issubclass(type(error), SyntaxError)
    text, failed = _run(lambda: cast(SyntaxError, error).msg if syntax else str(error))
    if failed is not None or not issubclass(type(text), str) or (type(error) is SystemExit and text == "None"):
        return ""  # exit() raises SystemExit(None)
    text = str.__str__(text)
    return text if len(text) <= MAX_DETAIL else text[:MAX_DETAIL] + "…"


def _said(message: str) -> str:
    """A message in the language spoken (in English if even that fails)."""
    try:
        return _(message)
    except BaseException:  # a bot may have broken anything
        return message


def explain(error: BaseException) -> str:
    """The error in a pupil's words: its line, its name and message, and what it usually means (only
    for Python's own errors). It never raises, whatever the error says of itself.

    >>> class Odd(Exception):
    ...     def __str__(self):
    ...         raise SystemExit
    >>> explain(Odd()), explain(SystemExit())
    ('Odd.', 'SystemExit. Python was asked to stop (exit()?): a bot returns a move instead.')
    """
    try:
        kind = type(error)
        name, detail, line = _name_of(kind), _detail(error), _line_of(error)
        plain = _(PLAIN[name]) if PLAIN.get(name) and vars(builtins).get(name) is kind else ""
        if issubclass(kind, SyntaxError):
            plain = _("Python could not read the code: look at this line and the one before.")
        words = f"{name}: {detail}".rstrip(".") if detail else name
        text = _("Line {line}: {error}.").format(line=line, error=words) if line else f"{words}."
        return f"{text} {plain}".strip()
    except BaseException:  # an error may lie about itself in ways not foreseen
        return _said(N_("The bot stopped with an error that cannot be shown."))


def fault_of(error: BaseException) -> dict[str, object]:
    """The error's parts, for the engine to word: Python's name of it (`exception`), its message
    (`detail`) and the line of the pupil's code it arose on (`line`, when known). It never raises.

    >>> try:
    ...     exec(compile("x = []\\nx[3]", FILENAME, "exec"))
    ... except IndexError as error:
    ...     fault_of(error)
    {'exception': 'IndexError', 'detail': 'list index out of range', 'line': 2}
    """
    try:
        parts: dict[str, object] = {"exception": _name_of(type(error)), "detail": _detail(error)}
        line = _line_of(error)
        if line:
            parts["line"] = line
        return parts
    except BaseException:  # an error may lie about itself in ways not foreseen
        return {}


def _null_byte(code: str) -> SyntaxError | None:
    """The error for a null character in the code, with its line (Python 3.11 names no line)."""
    if "\0" not in code:
        return None
    line = code.count("\n", 0, code.index("\0")) + 1
    return SyntaxError("source code cannot contain null bytes", (FILENAME, line, 1, ""))


def load(code: str) -> Bot:
    """Run a pupil's code once (its definitions); a Bot that cannot play says why."""
    if len(code) > MAX_CODE:
        return Bot(error=_("The code is too long (more than {n} characters).").format(n=MAX_CODE))
    bot = Bot()
    out = bot.out
    bot.namespace.update({"__builtins__": _own_builtins(bot), "__name__": "bot"})
    error: BaseException | None = _null_byte(code)
    if error is None:
        error = _run(lambda: exec(compile(code, FILENAME, "exec"), bot.namespace))[1]
    if error is not None:
        bot.error = explain(error)
        bot.fault = fault_of(error)
    elif not callable(bot.namespace.get("choose")):
        bot.error = _("The code defines no function choose(position).")
    bot.output = out.text()
    return bot


def _whole(value: object) -> int | None:
    """The value as a plain int if it is a whole number (an int subclass read without running any of
    its methods), else None (a bool is no number to pick).

    >>> class Liar(int):
    ...     def __int__(self):
    ...         raise SystemExit
    >>> _whole(Liar(7)), type(_whole(Liar(7))), _whole(True), _whole(7.0)
    (7, <class 'int'>, None, None)
    """
    kind = type(value)
    if kind is bool or not issubclass(kind, int):
        return None
    return int.__int__(cast(int, value))


def _digits(n: int) -> int:
    """How many digits n has, found without writing it (Python writes no int of over 4300 digits).

    >>> _digits(0), _digits(-999), _digits(10 ** 5000)
    (1, 3, 5001)
    """
    n = abs(n)
    digits = max(1, int(n.bit_length() * 0.30103))
    while 10**digits <= n:
        digits += 1
    while digits > 1 and 10 ** (digits - 1) > n:
        digits -= 1
    return digits


def _shown(value: object, limit: int) -> str:
    """The value as Python writes it, cut to `limit` characters; a whole number longer than that in
    words. The value's own `__repr__` may raise.

    >>> _shown(10 ** 30, 40), _shown(10 ** 5000, 40), _shown([1] * 30, 12)
    ('1000000000000000000000000000000', 'a number with 5001 digits', '[1, 1, 1, 1,')
    """
    number = _whole(value)
    if number is not None:
        digits = _digits(number)
        return repr(number) if digits <= limit else _("a number with {digits} digits").format(digits=digits)
    return str.__str__(repr(value))[:limit]


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
        return cast(Answer, {"error": bot.error, **bot.fault, "output": bot.output})
    out = BoundedOutput()
    bot.out = out
    random.seed(seed)
    choose = bot.namespace.get("choose")
    if not callable(choose):
        return {"error": _("The code defines no function choose(position)."), "output": out.text()}
    position = BotPosition.from_facts(facts)
    with _returns_of(choose.__code__ if type(choose) is FunctionType else None) as returned_at:
        value, error = _run(lambda: choose(position))
    if error is not None:
        return cast(Answer, {"error": explain(error), **fault_of(error), "output": out.text()})
    line = returned_at[-1] if returned_at else 0
    move = _whole(value)
    if move is None or abs(move) > LARGEST_MOVE:
        shown = _run(lambda: _shown(value, 40))[0] or f"<{_name_of(type(value))} object>"
        where = _("Line {line}: ").format(line=line) if line else ""
        return {
            "error": where
            + _("choose returned {value}, not a number to pick. Return one of position.legal_moves().").format(
                value=shown
            ),
            "line": line,
            "output": out.text(),
        }
    return {"move": move, "line": line, "output": out.text()}


def try_out(expression: str, facts: Facts) -> dict[str, str]:
    """An example of the interface run on a position: the value of `expression` (with `position`
    in scope), or the error, as text."""
    bot = Bot()
    namespace = {"__builtins__": _own_builtins(bot), "position": BotPosition.from_facts(facts)}
    value, error = _run(lambda: eval(compile(expression[:2000], FILENAME, "eval"), namespace))
    shown, error = (None, error) if error is not None else _run(lambda: _shown(value, MAX_OUTPUT))
    if error is not None:
        return {"error": explain(error), "output": bot.out.text()}
    return {"value": shown or "", "output": bot.out.text()}


LOADED: dict[str, Bot] = {}
"""The bots this worker has loaded, by the page's id for them."""


def _answer(request: dict[str, Any]) -> object:
    if request["op"] == "load":
        bot = LOADED[str(request["bot"])] = load(str(request["code"]))
        return {"error": bot.error, **bot.fault, "output": bot.output}
    if request["op"] == "ask":
        bot = LOADED.get(str(request["bot"])) or Bot(error=_("This bot was not loaded."))
        return ask(bot, request["facts"], int(request["seed"]))
    return try_out(str(request["code"]), request["facts"])


def handle(request_json: str) -> str:
    """The bot worker's requests (JSON): `load` {bot, code} answers whether the bot can play (its
    `error`, what it printed); `ask` {bot, facts, seed} answers an `Answer`; `try` {code, facts}
    runs an example. Each may name its language (`lang`). It always answers, never raises: at worst
    an `error` that says the bot broke the sandbox itself.

    >>> json.loads(handle('{"op": "ask", "bot": "nobody", "facts": null, "seed": 1}'))
    {'error': 'This bot was not loaded.', 'output': ''}
    >>> json.loads(handle('not json'))["error"]
    "The bot could not be run: it may have changed Python's own workings."
    """
    language = None
    try:
        request = json.loads(request_json)
        language = request.get("lang")
        with speaking(language):
            return json.dumps(_answer(request))
    except BaseException:  # a bot that broke the sandbox's own workings: still an answer
        try:
            with speaking(language):
                return json.dumps({"error": _(BROKEN)})
        except BaseException:
            return json.dumps({"error": BROKEN})
