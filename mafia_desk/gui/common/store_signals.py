"""One process-wide Qt signal for every commit of every store the GUI follows, so every open window
follows the store.

The host's game screen and the organiser's tournament window share one Store on one laptop: when a game
from a draw starts or ends, or the organiser enters a result, every window showing that tournament redraws
at once, with no refresh button and no polling. The store itself announces each commit, once and only after
it succeeded (`Store.on_commit`, store/commits.py); this module only carries that announcement onto Qt, so
no window has to say by hand that it wrote, and none can forget to.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, Signal

from mafia_desk.store.commits import Commit
from mafia_desk.store.store import Store


class StoreSignals(QObject):
    # A Commit of a followed store (its `store` says which: two databases reuse ids). Emitted on the thread
    # that committed; Qt queues it to a receiver on another thread (the pusher writes from its own).
    committed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._followed: weakref.WeakSet[Store] = weakref.WeakSet()

    def follow(self, store: Store) -> StoreSignals:
        """Carry `store`'s commits on `committed` from now on; following it again changes nothing. Every
        view given a store calls this, so no store reaches a window unfollowed."""
        if store not in self._followed:
            self._followed.add(store)
            store.on_commit(self._relay)
        return self

    def _relay(self, commit: Commit) -> None:
        self.committed.emit(commit)


_signals: StoreSignals | None = None


def store_signals() -> StoreSignals:
    global _signals
    if _signals is None:
        _signals = StoreSignals()
    return _signals
