"""One way to read an input JSON file (exchange file, game log, seating constraints), shared by every command.

A file from outside is hostile until read: `/dev/zero` or a 9 GB file must be refused before it fills the
memory, an integer of 100,000 digits or arrays nested 100,000 deep must not reach Python's own limits as a
traceback, and a lone surrogate or a NUL must not reach the database, where SQLite and PostgreSQL would fail
in different ways. Each problem is one `JsonInputError` whose message the caller prefixes with its own
`invalid:` context. The limits are in `limits.py` beside this module.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable
from typing import NoReturn

from mafia_desk.inputs.limits import MAX_FILE_BYTES, MAX_INT_DIGITS, MAX_JSON_DEPTH


class JsonInputError(ValueError):
    """The file cannot be used as JSON input; the message says why in one line, without the file's name."""


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> object:
    """The decoded document, with every string checked (see `check_document`); a BOM is not an error."""
    raw = _read_capped(path, max_bytes)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonInputError(f"not UTF-8 text (byte {exc.start} cannot be decoded)") from None
    return loads_checked(text)


def _read_capped(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    # Read at most one byte past the cap: a device such as /dev/zero has no size to check beforehand.
    try:
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > max_bytes:
                _too_big(max_bytes)
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise JsonInputError(f"cannot read {os.fspath(path)}: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        _too_big(max_bytes)
    return raw


def _too_big(max_bytes: int) -> NoReturn:
    raise JsonInputError(f"larger than {max_bytes // (1024 * 1024)} MB, the most an input file may be")


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonInputError(f"an integer has more than {MAX_INT_DIGITS:,} digits")
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonInputError(f"the number {text[:40]} is too large")
    return value


def _parse_constant(name: str) -> NoReturn:
    raise JsonInputError(f"{name} is not a JSON number")


def loads_checked(text: str) -> object:
    """`json.loads` without Python's extensions (NaN, Infinity) and within the limits."""
    try:
        data: object = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant
        )
    except json.JSONDecodeError as exc:
        raise JsonInputError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise JsonInputError(f"arrays or objects nested deeper than {MAX_JSON_DEPTH} levels") from None
    check_document(data)
    return data


def check_document(data: object) -> None:
    """Nesting within `MAX_JSON_DEPTH`, no NaN or infinity, and no string (key or value) holding a NUL or a
    lone surrogate.

    Iterative, so a deep document is refused rather than overflowing the stack here. The strings are gathered
    as their object or array is opened and checked a few thousand at a time, joined (`_check_strings`): a
    store's merge checks every name of a 20,000-player tournament, and a stack entry and two calls per
    string were a quarter of that. The strings gathered so far are checked before a number or a nesting
    problem is reported.
    """
    pending: list[str] = []
    stack: list[tuple[object, int]] = [(data, 1)]
    if isinstance(data, str):
        pending.append(data)
    while stack:
        value, depth = stack.pop()
        if isinstance(value, float):
            if not math.isfinite(value):
                _check_strings(pending)
                raise JsonInputError(f"{value} is not a JSON number")  # a document built in code
            continue
        if not isinstance(value, dict | list):
            continue
        if depth > MAX_JSON_DEPTH:
            _check_strings(pending)
            raise JsonInputError(f"arrays or objects nested deeper than {MAX_JSON_DEPTH} levels")
        if isinstance(value, dict):
            pending.extend(key for key in value if isinstance(key, str))
            items: Iterable[object] = value.values()
        else:
            items = value
        depth += 1
        for item in items:
            if isinstance(item, str):
                pending.append(item)
            elif isinstance(item, dict | list | float):
                stack.append((item, depth))
        if len(pending) >= _BATCH:
            _check_strings(pending)
    _check_strings(pending)


_BATCH = 4096


def _check_strings(values: list[str]) -> None:
    """`_check_string` of each of `values`, in order, and the list emptied: one search and one encoding of
    them all joined when they are fine (the usual case), string by string to name the first bad one
    otherwise. The separator keeps a string's last half of a surrogate pair from pairing with the next
    string's first."""
    if not values:
        return
    joined = "\x01".join(values)
    if "\x00" not in joined:
        try:
            joined.encode("utf-8")
        except UnicodeEncodeError:
            pass
        else:
            values.clear()
            return
    for value in values:
        _check_string(value)
    values.clear()


def _check_string(value: str) -> None:
    if "\x00" in value:
        raise JsonInputError("a text holds a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise JsonInputError(
            f"a text holds a lone surrogate (\\u{ord(value[exc.start]):04x}), which is no character"
        ) from None
