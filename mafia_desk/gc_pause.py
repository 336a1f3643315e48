"""The cyclic garbage collector held off while a large result is built in one go.

Standings of 1,000 players over 10,000 games created some 300,000 small objects (breakdown entries, point
items, rows; far fewer since the entries are made when read) and none of them forms a cycle; each 700
allocations the collector wakes up, and every few dozen wake-ups it walks every object the process holds
(the loaded tournament, the previous standings), which cost more than the scoring itself (1.3 of 2.6 s,
benchmarks/standings_reports.py). Reference counting
still frees everything as usual; only the search for cycles waits until the block ends.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Nestable: only the outermost block turns the collector back on, and only if it was on. Another
    thread's block ending first turns it on early, which costs time, never correctness."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
