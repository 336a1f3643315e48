"""A seeded mutator of JSON input files, and the check every hostile-input test shares (a plain module).

A mutation is either structural (a value somewhere in the document replaced by one no real file has: a huge
integer, NaN, a lone surrogate, a NUL, deep nesting, the wrong type) or textual (bytes flipped, cut or
inserted, invalid UTF-8), so both the parsers and the checks behind them are reached.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

HOSTILE_VALUES: list[Callable[[random.Random], Any]] = [
    lambda r: r.choice([0, -1, 1, 11, 1001, 2**31, 2**63, 10**20, -(10**19)]),
    lambda r: r.choice([1.0, 0.5, -1e6, 1e300, 1e-300, 10.0**20]),
    lambda r: r.choice([True, False, None]),
    lambda r: r.choice(["", " ", "x" * 201, "x" * 5000, "\t", "a\nb", "\x00", "\x1b[31m", "\u2028"]),
    lambda r: r.choice(["\ud800", "a\udfffb", "\U0010ffff", "é" * 300, "../../../../etc/passwd"]),
    lambda r: r.choice([[], {}, [1, 2, 3], {"a": 1}, [[[[[]]]]]]),
    lambda r: _nested(r.choice([31, 33, 200])),
]

# Raw tokens a JSON encoder never writes: Python's extensions, numbers beyond every limit.
HOSTILE_TOKENS = ["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000, "-" + "9" * 4400, "1" * 40, "[" * 5000]


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, (*prefix, i))
    return out


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return doc


def mutate(doc: Any, rng: random.Random) -> bytes:
    """One hostile variant of `doc` as file bytes."""
    kind = rng.random()
    if kind < 0.55:
        variant = copy.deepcopy(doc)
        for _ in range(rng.choice([1, 1, 2, 3])):
            path = rng.choice(_paths(variant))
            variant = _set(variant, path, rng.choice(HOSTILE_VALUES)(rng))
        if rng.random() < 0.15 and isinstance(variant, dict):
            variant[rng.choice(["extra", "\ud800", "k\x00"])] = rng.choice(HOSTILE_VALUES)(rng)
        return json.dumps(variant, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    text = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if kind < 0.75:
        # A number token replaced by one no encoder writes.
        digit = [chr(b).isdigit() for b in text]
        numbers = [i for i in range(1, len(text)) if digit[i] and not digit[i - 1]]
        if numbers:
            at = rng.choice(numbers)
            end = at
            while end < len(text) and text[end : end + 1].isdigit():
                end += 1
            return text[:at] + rng.choice(HOSTILE_TOKENS).encode() + text[end:]
    data = bytearray(text)
    for _ in range(rng.choice([1, 2, 4])):
        op = rng.random()
        at = rng.randrange(len(data) or 1)
        if op < 0.3:
            data[at : at + 1] = bytes([rng.randrange(256)])
        elif op < 0.5:
            del data[at : at + rng.randrange(1, 40)]
        elif op < 0.7:
            data[at:at] = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"{"])
        else:
            del data[at:]
    return bytes(data)


def assert_one_line_refusal_or_success(code: int, captured: pytest.CaptureResult[str], what: str) -> None:
    """Exit 0, or exit 2 with nothing on stdout and exactly one `invalid:` line on stderr."""
    if code == 0:
        return
    assert code == 2, f"{what}: exit {code}, stderr {captured.err!r}"
    assert captured.out == "", f"{what}: stdout on a refusal: {captured.out[:200]!r}"
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: "), f"{what}: stderr {captured.err[:500]!r}"
