"""One open tournament as the organiser's window sees it: a snapshot of the store, renewed after each change.

Every tab reads the same snapshot (the exchange file's model, the registrations, the stored games) and every
change goes through `attempt`, which runs one store call, reports a refusal in words instead of raising, and
on success announces the change to every window (gui/common/store_signals.py), this one included: the tabs
redraw from the new snapshot, never from what they asked for.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal

from mafia_desk.gc_pause import gc_paused
from mafia_desk.gui.common.store_signals import store_signals
from mafia_desk.gui.tournament.refusal_words import say
from mafia_desk.scoring.standings import Standings, compute_standings, ranking
from mafia_desk.seating.model import SeatingError
from mafia_desk.seating.rounds import Ranking
from mafia_desk.store.commits import EVENT, PLAYERS, Commit
from mafia_desk.store.errors import StoreError
from mafia_desk.store.records import (
    GameSummary,
    RegistrationChangeRecord,
    TournamentInfo,
    TournamentPlayerRecord,
)
from mafia_desk.store.store import Store
from mafia_desk.tournament.errors import TournamentFileError
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Stage
from mafia_desk.tournament.model import Tournament as TTournament
from mafia_desk.tournament.names import SameNames, same_names_of, tournament_names
from mafia_desk.tournament.registration import substitutes as substitutes_at
from mafia_desk.tournament.registration import unavailable as unavailable_at

T = TypeVar("T")


@dataclass(frozen=True)
class LiveTable:
    """A table played on a tournament server's laptop, as the hall may know it: who holds it, whether that
    laptop is connected now, and the public day and phase (never a night's secret)."""

    holder: str | None
    connected: bool
    day: int
    phase: str  # already in words


# (stage, round, table) -> what the server says of the table; read with the snapshot, off the GUI thread.
LiveReader = Callable[[Store, int], Mapping[tuple[str, int, int], LiveTable]]

# What a store call may refuse with: each carries a message written for the user.
REFUSALS = (StoreError, SeatingError, TournamentFileError, ValueError)


@dataclass(frozen=True)
class Snapshot:
    tournament: TTournament
    info: TournamentInfo
    registrations: tuple[TournamentPlayerRecord, ...]
    # The games being played now (started from a draw, not finished): the round board's "playing". The
    # finished ones are the tournament's `games`. Only these are read on each change: a query over every
    # stored game costs a 600-game tournament a tenth of a second per saved game.
    games: tuple[GameSummary, ...]
    changes: tuple[RegistrationChangeRecord, ...] = ()  # late arrivals, withdrawals, substitutes, in order
    # (stage, round, table) of the finished games played at a host's screen, not entered from paper.
    played_here: frozenset[tuple[str, int, int]] = frozenset()
    # On a tournament server: the playing tables' holders and public phase (empty on a laptop's store).
    live: Mapping[tuple[str, int, int], LiveTable] = field(default_factory=dict)

    @property
    def stages(self) -> tuple[Stage, ...]:
        return effective_stages(self.tournament)

    @cached_property
    def _shown_names(self) -> dict[str, str]:
        return tournament_names(self.tournament)

    def names(self) -> dict[str, str]:
        """Player id -> the name every tab shows: a namesake's told apart by the tournament's choice
        (tournament/names.py), so the organiser's window says what the sheets and the hall say."""
        return dict(self._shown_names)

    def same_names(self) -> SameNames:
        return same_names_of(self.tournament)


class TournamentWorkspace(QObject):
    """The store, the tournament's id and its latest snapshot; `changed` after every new snapshot."""

    changed = Signal()
    refused = Signal(str)
    _read_done = Signal(object)  # from a pool thread: (Snapshot, Standings) or the refusal

    def __init__(
        self,
        store: Store,
        tournament_id: int,
        parent: QObject | None = None,
        *,
        live: LiveReader | None = None,
    ) -> None:
        """`live` (a tournament server's workspace) also reads who plays each table, and makes every
        reload after the first run off the GUI thread: the other laptops' changes arrive while the
        organiser works, and reading a shared server over the network must not freeze his window."""
        super().__init__(parent)
        self.store = store
        self.tournament_id = tournament_id
        self.live = live
        self._standings: Standings | None = None
        self._reading = False
        self._read_again = False
        self._read_done.connect(self._read_arrived)
        self.snapshot = self._read()
        store_signals().follow(store).committed.connect(self._on_commit)

    def _read(self, tournament: TTournament | None = None) -> Snapshot:
        """`tournament`: the tournament as the last commit left it (`Commit.tournament`), not read again."""
        store, tid = self.store, self.tournament_id
        with gc_paused():  # thousands of records, none in a cycle: the collector waits (gc_pause.py)
            return self._read_in(store, tid, tournament)

    def _read_in(self, store: Store, tid: int, tournament: TTournament | None) -> Snapshot:
        return Snapshot(
            store.load_tournament(tid) if tournament is None else tournament,
            store.tournament_info(tid),
            tuple(store.tournament_players(tid)),
            tuple(store.list_games(tournament_id=tid, finished=False)),
            tuple(store.registration_changes(tid)),
            frozenset(store.games_played_here(tid)),
            self.live(store, tid) if self.live is not None else {},
        )

    def _on_commit(self, commit: Commit) -> None:
        """Re-read after a commit of this store that touched the tournament or the register (the players'
        nicknames). A host's key press (EVENT) is the round board's alone, but a server's workspace
        follows it too: the day and phase of each live table move with it."""
        if commit.store is not self.store or self.store.closed:
            return
        if commit.kind == EVENT and self.live is None:
            return
        if commit.tournament_id != self.tournament_id and commit.kind != PLAYERS:
            return
        if self.live is not None:
            self.reload_in_background()
        elif self._adoptable(commit):
            assert isinstance(commit.tournament, TTournament)
            self.reload(commit.tournament)
        else:
            self.reload()

    def _adoptable(self, commit: Commit) -> bool:
        """Whether the tournament a commit carries is this one as it stands now: written and checked by that
        very commit (a registration of 20,000 players, which would take a fifth of a second to read back),
        with no commit made or heard of since (`Store.last_commit`): a game the host finished meanwhile on
        this thread is read, never lost. The reload runs here, on the GUI thread, before any later event: an
        action that follows (a draw, an edit) sees the registered players."""
        return (
            isinstance(commit.tournament, TTournament)
            and commit.tournament_id == self.tournament_id
            and commit.serial == self.store.last_commit
        )

    def reload_in_background(self) -> None:
        """Read the snapshot and compute the standings on a pool thread; the result arrives as `changed`.
        Changes that come in during a read are folded into one more read after it."""
        if self._reading:
            self._read_again = True
            return
        self._reading = True
        QThreadPool.globalInstance().start(self._read_off_thread)

    def _read_off_thread(self) -> None:
        outcome: object
        try:
            snap = self._read()
            outcome = (snap, compute_standings(snap.tournament))
        except REFUSALS as err:
            outcome = err
        with contextlib.suppress(RuntimeError):  # the window closed during the read
            self._read_done.emit(outcome)

    def _read_arrived(self, outcome: object) -> None:
        self._reading = False
        if isinstance(outcome, tuple):
            self.snapshot, self._standings = outcome
            self.changed.emit()
        elif isinstance(outcome, Exception):
            self.refused.emit(str(outcome))
        if self._read_again:
            self._read_again = False
            self.reload_in_background()

    def reload(self, tournament: TTournament | None = None) -> None:
        try:
            self.snapshot = self._read(tournament)
        except StoreError as err:  # the store went away (closed, disk gone): keep the last snapshot
            self.refused.emit(str(err))
            return
        self._standings = None
        self.changed.emit()

    # --- questions every tab asks ---
    @property
    def tournament(self) -> TTournament:
        return self.snapshot.tournament

    def standings(self) -> Standings:
        """The standings of the snapshot, computed once per snapshot."""
        if self._standings is None:
            self._standings = compute_standings(self.tournament)
        return self._standings

    def ranking(self) -> Ranking:
        """Player ids best first after (stage, round): what a Swiss round and a stage's entry are drawn by."""
        return ranking(self.tournament)

    def unavailable(self, stage: str, round_: int) -> frozenset[str]:
        """Player ids who may not be drawn into (stage, round): withdrawn before it, not yet arrived.

        Filled from the registration's history (late arrival, withdrawal, substitute); the Rounds tab leaves
        these players out of a new draw and offers to re-draw an unplayed round that still seats one."""
        order = [s.id for s in self.snapshot.stages]
        return unavailable_at(self.snapshot.changes, order, stage, round_)

    def substitutes(self, stage: str, round_: int) -> dict[str, str]:
        """Replaced player id -> the substitute's id, for the substitutes in place at (stage, round)."""
        order = [s.id for s in self.snapshot.stages]
        return substitutes_at(self.snapshot.changes, order, stage, round_)

    # --- changes ---
    def attempt(self, change: Callable[[], T]) -> tuple[T | None, str | None]:
        """Run one store change: (its value, None) once committed (the store announces it, and every view
        of the tournament redraws), (None, the refusal in words) when refused, with nothing changed."""
        try:
            value = change()
        except REFUSALS as err:
            message = say(str(err))
            self.refused.emit(message)
            return None, message
        return value, None
