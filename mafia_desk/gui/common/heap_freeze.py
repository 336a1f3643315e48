"""The cyclic collector kept off an open tournament's heap, and only while a window shows one.

`gc.freeze()` moves every object alive into a permanent generation the collector never scans: a 300-player
tournament's stored games (kept by the store for every re-read) would otherwise be walked by each full
collection, a sixth of a standings redraw after a saved game (benchmarks/standings_view.py, one run each at
a load of about 2: median 64.8 ms and worst 118.8 with the freeze, 75.8 and 163.6 without; at a load of 5-6
on the 2-core machine, alternating runs differed by more than that from run to run). But frozen cycles are
never freed, and the freeze is process-wide: left in place, every window closed, every tournament opened after
it and every test's widgets would stay in memory for the life of the process. So a window holds the freeze
while it shows a tournament and releases it when closed; the last holder's release unfreezes the heap (the
next full collection then frees what was waiting).
"""

from __future__ import annotations

import gc
import weakref

# Weak: a holder deleted without a release does not keep the heap frozen for ever (the next release ends it).
_holders: weakref.WeakSet[object] = weakref.WeakSet()


def hold(owner: object) -> None:
    """Freeze what is alive now, for `owner`; again after it has read more (a freeze only adds objects)."""
    _holders.add(owner)
    gc.freeze()


def release(owner: object) -> None:
    """`owner` no longer needs the freeze; the heap thaws when no other holder does."""
    if owner not in _holders:
        return
    _holders.discard(owner)
    if not _holders:
        gc.unfreeze()


def holding(owner: object) -> bool:
    return owner in _holders
