"""Reading a JSON file that may be hostile, within bounds: `read_json(path, limits)`.

Every file the records' commands read goes through here (`verify`, `ship`, the job's checkpoint
and the records file `assemble` would replace). It reads at most `limits.file_bytes` (reading, not
asking the size: /dev/zero and pipes have none), gunzips (by the file's first bytes) at most
`limits.json_bytes` of JSON text in a stream (a 4 MB gzip holding 4 GB is refused after the first
16 MB), and before parsing counts, outside the strings, the values (commas, colons and brackets:
`limits.items`), the depth of the brackets (`limits.nesting`) and the digits of each number
(`limits.digits`), so that the parse itself holds no surprise: its memory is bounded by the
items, and Python's recursion is never reached. NaN, Infinity and numbers beyond a float's range
are refused. Every failure is a `RecordsError` whose message is one plain line naming the file
and the limit.

What the default limits (`UNTRUSTED`) cost at worst, measured with tracemalloc (Python's own
allocations: the 200 MB target of `factorgames verify`): 1,500,000 items of the costliest shape
(objects of one key, 64 bytes an item once parsed) and 16 MB of text held as a string and as the
strings parsed out of it, under 150 MB; the certificates shipped in records/ hold 390,000 and
830,000 items.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> path = Path(folder) / "x.json"
>>> _ = path.write_text('{"n": [1, 2, [3]]}')
>>> read_json(path, UNTRUSTED)
{'n': [1, 2, [3]]}
>>> _ = path.write_text('[[[1]]]')
>>> read_json(path, Limits(nesting=2))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
factorgames.records.reading.RecordsError: ...x.json: arrays and objects nested 3 deep, more than 2 (the limit)
>>> _ = path.write_text('[1, NaN]')
>>> read_json(path, UNTRUSTED)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
factorgames.records.reading.RecordsError: ...x.json is not valid JSON: NaN is not a number (NaN and ...
"""

from __future__ import annotations

import json
import math
import operator
import os
import re
import stat
import zlib
from dataclasses import dataclass, replace
from itertools import accumulate
from pathlib import Path
from typing import Any

MB = 1 << 20


class RecordsError(Exception):
    """The records are unreadable, too large, or claim something that does not hold (one line)."""


@dataclass(frozen=True)
class Limits:
    """How much of a file, and of the work it asks for, a command accepts."""

    file_bytes: int = 10 * MB
    """Bytes read from the file, gzip or not."""
    json_bytes: int = 16 * MB
    """Bytes of JSON text, after gunzip."""
    items: int = 1_500_000
    """Values and keys (commas, colons and opening brackets outside strings)."""
    nesting: int = 100
    """Arrays and objects one inside another (the chain certificates' trees: 24 deep)."""
    digits: int = 100
    """Digits of one number (the records' largest are below 2**64: 20 digits)."""
    work: int | None = 20_000_000
    """Steps of checking `verify` takes (None: no limit): a row's term of a chain certificate, a
    fifteenth of a Removal position recomputed (removal_check.REPLAY). The shipped certificates take
    7.4 and 9.5 million; 20 million are about 5 s of CPU."""
    hint: str = "--large lifts it for a file of your own"
    """What to do about a size limit, said with it."""

    def lifted(self) -> Limits:
        """The limits for the job's own files: no bound on size, items or work, the same on nesting
        and digits (the job's whole records.json weighs hundreds of MB)."""
        return replace(
            self,
            file_bytes=1 << 40,
            json_bytes=1 << 40,
            items=1 << 62,
            work=None,
            hint="the limit even for a file of your own",
        )


UNTRUSTED = Limits()
"""For a file from anyone: answered within seconds and about 200 MB."""
OWN = UNTRUSTED.lifted()
"""For the job's own files: its checkpoint, its records.json, `--large`."""

_CHUNK = 1 * MB
_GZIP = b"\x1f\x8b"
_STRING = re.compile(rb'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
"""A JSON string: possessive (a long one costs no memory of the places to go back to) and always
matching (an unterminated one runs to the end), so that the scan is linear."""
_DEPTH = [0] * 256
_DEPTH[ord("[")] = _DEPTH[ord("{")] = 1
_DEPTH[ord("]")] = _DEPTH[ord("}")] = -1
_NOT_BRACKETS = bytes(b for b in range(256) if not _DEPTH[b])


def _read(path: Path, limits: Limits) -> bytearray:
    """At most limits.file_bytes of the file, reading (a device or a pipe has no size)."""
    try:
        with open(path, "rb") as f:
            mode = os.fstat(f.fileno()).st_mode
            if stat.S_ISDIR(mode):
                raise RecordsError(f"{path} is a folder, not a file")
            data = bytearray()
            while True:
                chunk = f.read(min(_CHUNK, limits.file_bytes + 1 - len(data)))
                if not chunk:
                    return data
                data += chunk
                if len(data) > limits.file_bytes:
                    raise RecordsError(
                        f"{path} is larger than {_size(limits.file_bytes)}, the most read ({limits.hint})"
                    )
    except IsADirectoryError:
        raise RecordsError(f"{path} is a folder, not a file") from None
    except OSError as error:
        raise RecordsError(f"cannot read {path}: {error.strerror or error}") from None


def _gunzip(path: Path, data: bytearray, limits: Limits) -> bytearray:
    """The data of every gzip member, at most limits.json_bytes of it, decompressed in steps."""
    out = bytearray()
    rest: bytes | bytearray = data
    try:
        while True:  # one gzip member after another
            member = zlib.decompressobj(16 + zlib.MAX_WBITS)
            while not member.eof:
                chunk = member.decompress(rest, min(_CHUNK, limits.json_bytes + 1 - len(out)))
                rest = member.unconsumed_tail
                if len(out) + len(chunk) > limits.json_bytes:
                    raise RecordsError(
                        f"{path} holds more than {_size(limits.json_bytes)} of JSON once "
                        f"gunzipped, the most read ({limits.hint})"
                    )
                out += chunk
                if not chunk and not rest:
                    raise RecordsError(f"{path} is a truncated gzip file (its end is missing)")
            rest = member.unused_data
            if not rest:
                return out
            if rest[:2] != _GZIP:
                raise RecordsError(f"{path} has {len(rest)} bytes after its gzip data that are not gzip")
    except zlib.error as error:
        raise RecordsError(f"{path} is damaged gzip ({error})") from None


def _scan(path: Path, text: bytes | bytearray, limits: Limits) -> None:
    """Refuse, before parsing, JSON with too many items, nested too deep or with too long numbers."""
    bare = _STRING.sub(b'""', text)  # what is outside the strings
    items = sum(bare.count(c) for c in (b",", b":", b"[", b"{"))
    if items > limits.items:
        raise RecordsError(f"{path} holds {items:,} JSON values, more than {limits.items:,} (the limit; {limits.hint})")
    long = re.search(rb"[0-9]{%d}" % (limits.digits + 1), bare)
    if long:
        raise RecordsError(f"{path} holds a number of more than {limits.digits} digits (the limit)")
    brackets = bare.translate(None, _NOT_BRACKETS)
    del bare
    depth = max(accumulate(map(_DEPTH.__getitem__, brackets)), default=0)
    if depth > limits.nesting:
        raise RecordsError(f"{path}: arrays and objects nested {depth} deep, more than {limits.nesting} (the limit)")


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number (NaN and Infinity are refused)")


def _float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):
        raise ValueError(f"{digits} is beyond the range of a number")
    return value


def read_json(path: Path, limits: Limits) -> Any:
    """The JSON value in the file at `path` (gzip or not), within `limits`; RecordsError otherwise."""
    data = _read(path, limits)
    if data[:2] == _GZIP:
        data = _gunzip(path, data, limits)
    if len(data) > limits.json_bytes:
        raise RecordsError(f"{path} holds more than {_size(limits.json_bytes)} of JSON, the most read ({limits.hint})")
    if not data.strip():
        raise RecordsError(f"{path} is empty")
    try:
        _scan(path, data, limits)
        text = data.decode("utf-8")
        del data
        return json.loads(text, parse_constant=_constant, parse_float=_float)
    except UnicodeDecodeError as error:
        raise RecordsError(f"{path} is not UTF-8 text (byte {error.start})") from None
    except RecursionError:
        raise RecordsError(f"{path}: arrays and objects nested deeper than Python can read") from None
    except MemoryError:
        raise RecordsError(f"{path}: out of memory while reading it") from None
    except ValueError as error:  # json.JSONDecodeError included
        raise RecordsError(f"{path} is not valid JSON: {error}") from None


class Budget:
    """The steps of checking left (a step: a row's term, a position recomputed; None: no limit),
    `verify`'s bound on time: the work a file asks for is counted as it is done, or before."""

    def __init__(self, steps: int | None, hint: str = "") -> None:
        self.steps = steps
        self.spent = 0
        self.hint = hint

    def spend(self, steps: int) -> None:
        self.spent += steps
        if self.steps is not None and self.spent > self.steps:
            raise RecordsError(
                f"replaying these records takes more than {self.steps:,} steps, the most verify takes ({self.hint})"
            )


def _size(n: int) -> str:
    return f"{n // MB} MB" if n % MB == 0 else f"{n:,} bytes"


# What the records hold, checked before use: a claim of the wrong type or of an absurd size is
# refused with its place, never met later as a TypeError or as hours of work.


def integer(value: object, what: str, low: int, high: int, why: str = "") -> int:
    """`value` if it is an integer in low..high (not a bool, a float or a string); `why` says where
    the bounds come from.

    >>> integer(7, "n", 1, 10)
    7
    >>> integer(True, "n", 0, 10)
    Traceback (most recent call last):
    ...
    factorgames.records.reading.RecordsError: n is true, not an integer
    >>> integer(10**6, "n", 1, 400, "the job's own limit")
    Traceback (most recent call last):
    ...
    factorgames.records.reading.RecordsError: n is 1000000, out of range: 1 to 400 (the job's own limit)
    """
    if isinstance(value, bool):
        raise RecordsError(f"{what} is {shown(value)}, not an integer")
    try:
        whole = operator.index(value)  # type: ignore[arg-type]  # an int, or numpy's (in memory)
    except TypeError:
        raise RecordsError(f"{what} is {shown(value)}, not an integer") from None
    if not low <= whole <= high:
        raise RecordsError(f"{what} is {shown(whole)}, out of range: {low} to {high}" + (f" ({why})" if why else ""))
    return whole


def array(value: object, what: str, most: int | None = None) -> list[Any]:
    """`value` if it is a JSON array (of at most `most` items)."""
    if not isinstance(value, list):
        raise RecordsError(f"{what} is {shown(value)}, not a list")
    if most is not None and len(value) > most:
        raise RecordsError(f"{what} holds {len(value):,} items, more than {most:,} (the limit)")
    return value


def mapping(value: object, what: str) -> dict[str, Any]:
    """`value` if it is a JSON object."""
    if not isinstance(value, dict):
        raise RecordsError(f"{what} is {shown(value)}, not an object")
    return value


def number(value: object, what: str) -> float:
    """`value` if it is a number of at least 0, an integer or not (a time in seconds).

    >>> number(0.25, "the seconds")
    0.25
    >>> number("1", "the seconds")
    Traceback (most recent call last):
    ...
    factorgames.records.reading.RecordsError: the seconds is '1', not a number of at least 0
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise RecordsError(f"{what} is {shown(value)}, not a number of at least 0")
    return value


def field(value: dict[str, Any], key: str, what: str) -> Any:
    """value[key], or a RecordsError saying that `what` has no `key`."""
    if key not in value:
        raise RecordsError(f"{what} has no {key!r}")
    return value[key]


def shown(value: object) -> str:
    """A short picture of a JSON value for a message (a long one is cut).

    >>> [shown(v) for v in (None, True, 2.5, "ab", [1], {}, 2**400)]
    ['null', 'true', '2.5', "'ab'", 'a list', 'an object', 'a number of 401 bits']
    """
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return str(value) if value.bit_length() <= 64 else f"a number of {value.bit_length()} bits"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
