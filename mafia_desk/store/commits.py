"""`Commit`: what one committed transaction of a Store changed, announced by the store itself.

Windows follow the store (the standings, the round board, the tournament list, the table laptop's push to
the server): if each writer had to say "I changed something" by hand, a forgotten call would leave a window
stale, and a call after a refused write would make it re-read for nothing. The store knows when a commit
succeeded, so it says so, once, after the commit and never after a rollback. No Qt here (the store sits
below the GUI): the GUI bridges `Store.on_commit` to one Qt signal (gui/common/store_signals.py).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field, replace

from sqlmodel import Session

log = logging.getLogger(__name__)

# What changed; a view picks the kinds it shows. EVENT is apart from GAME so that a host's key press in a
# tournament game moves only the round board's events count, never a re-read of the whole tournament.
EVENT = "event"  # a game's event log grew or shrank by one (a host action or its undo)
GAME = "game"  # a game started, finished (its result stored) or was discarded
TOURNAMENT = "tournament"  # a tournament's data: registrations, draws, results, closings, its details
TOURNAMENTS = "tournaments"  # the list of tournaments: one created, imported (or merged into), archived
PLAYERS = "players"  # the player register
LINK = "link"  # the server's state of a table: a laptop's link to a server game, a table's claim
# The host's staged presses of a game (a voter marked, a guess begun): no view shows them, nothing is pushed.
DRAFT = "draft"
KINDS = (EVENT, GAME, TOURNAMENT, TOURNAMENTS, PLAYERS, LINK, DRAFT)

_KIND, _TOURNAMENT, _GAME = "commit.kind", "commit.tournament_id", "commit.game_id"
_DOCUMENT = "commit.tournament"


@dataclass(frozen=True)
class Commit:
    kind: str
    tournament_id: int | None = None  # in the database of `store`: two stores may reuse an id
    game_id: int | None = None
    # The Store that committed (or learned of the commit: `Store.announce`); views filter on it. Typed
    # `object`, so that this module needs nothing of store.py (which imports it).
    store: object = field(default=None, compare=False, repr=False)
    # The tournament as this commit left it, when the write had it whole and checked (a registration's
    # merge): a view may adopt it instead of reading 20,000 players back, if `Store.last_commit` is still this
    # one. Typed `object` like `store` (a tournament.Tournament).
    tournament: object = field(default=None, compare=False, repr=False)
    # The store's count of commits made or announced, this one included (`Store.last_commit`).
    serial: int = field(default=0, compare=False, repr=False)


def about(
    session: Session, kind: str | None = None, *, tournament_id: int | None = None, game_id: int | None = None
) -> None:
    """Inside a write, say what it changes once that is known (a tournament found by name, a game's
    tournament): the store announces it after the commit. Given values replace earlier ones."""
    if kind is not None:
        if kind not in KINDS:
            raise ValueError(f"unknown kind of commit {kind!r}")
        session.info[_KIND] = kind
    if tournament_id is not None:
        session.info[_TOURNAMENT] = tournament_id
    if game_id is not None:
        session.info[_GAME] = game_id


def as_left(session: Session, tournament: object) -> None:
    """Inside a write, after its last change to its tournament: the tournament as the commit will leave it,
    announced with it (`Commit.tournament`). Only a write that has the whole tournament checked at hand
    says this, and nothing after it may change the tournament in that transaction."""
    session.info[_DOCUMENT] = tournament


def made(session: Session, store: object, serial: int = 0) -> Commit | None:
    """The commit a write session describes, None when it said nothing (nothing to announce)."""
    kind = session.info.get(_KIND)
    if kind is None:
        return None
    info = session.info
    return Commit(kind, info.get(_TOURNAMENT), info.get(_GAME), store, info.get(_DOCUMENT), serial)


class Subscribers:
    """The callbacks of one store. Called on the thread that committed, after the store's lock is released,
    so a callback may read the store; one that fails is logged and the others still hear of the commit (the
    write stands, and its caller must not be told it failed)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[Commit], None]] = []

    def add(self, callback: Callable[[Commit], None]) -> Callable[[], None]:
        with self._lock:
            self._callbacks.append(callback)

        def remove() -> None:
            with self._lock, suppress(ValueError):
                self._callbacks.remove(callback)

        return remove

    def tell(self, commit: Commit, store: object) -> None:
        if commit.store is not store:
            commit = replace(commit, store=store)
        with self._lock:
            callbacks = list(self._callbacks)
        for callback in callbacks:
            try:
                callback(commit)
            except Exception:
                log.exception("a commit subscriber failed")
