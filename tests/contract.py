"""Checks a JSON value against the view contract's types (factorgames.contract.views), so that every
view a test receives is held to the written shape: every key present, no key unknown, every value
of its declared type."""

from __future__ import annotations

import functools
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict


@functools.cache
def _fields(hint: Any) -> dict[str, Any]:
    """A TypedDict's fields and their types (worked out once: its annotations are strings to evaluate)."""
    return get_type_hints(hint)


def problems(value: Any, hint: Any, path: str = "view") -> list[str]:
    """What in `value` does not fit the type `hint` (empty when it fits)."""
    origin, args = get_origin(hint), get_args(hint)
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not an object"]
        fields = _fields(hint)
        required = hint.__required_keys__
        found = [f"{path}: no key {key!r}" for key in required if key not in value]
        found += [f"{path}: unknown key {key!r}" for key in value if key not in fields]
        for key, item in value.items():
            if key in fields:
                found += problems(item, fields[key], f"{path}.{key}")
        return found
    if origin in (Union, types.UnionType):
        options = [problems(value, arg, path) for arg in args]
        return [] if any(not p for p in options) else min(options, key=len)
    if origin is Literal:
        return [] if value in args else [f"{path}: {value!r} is not one of {args}"]
    if hint is type(None):
        return [] if value is None else [f"{path}: {value!r} is not null"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__}, not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not an object"]
        return [
            p
            for key, item in value.items()
            for p in problems(key, args[0], f"{path} key") + problems(item, args[1], f"{path}.{key}")
        ]
    if hint is bool:
        return [] if isinstance(value, bool) else [f"{path}: {value!r} is not a boolean"]
    if hint is int:
        return [] if isinstance(value, int) and not isinstance(value, bool) else [f"{path}: {value!r} is not an int"]
    if hint is float:  # JSON writes a whole float as an int: both are numbers
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{path}: {value!r} is not a number"]
    if hint is str:
        return [] if isinstance(value, str) else [f"{path}: {value!r} is not a string"]
    raise TypeError(f"the contract checker does not know {hint!r}")


def assert_view(view: Any) -> None:
    from factorgames.contract.views import View

    found = problems(view, View)
    assert not found, "the view breaks its contract:\n" + "\n".join(found[:20])
