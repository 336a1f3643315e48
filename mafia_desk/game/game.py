"""A game: a ruleset, ten seats and an append-only list of events whose fold is the state."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from mafia_desk.game.core import Core, Holder
from mafia_desk.game.errors import GameLogError, IllegalAction
from mafia_desk.game.events import Event
from mafia_desk.game.messages import Message
from mafia_desk.game.model import SEATS, Seat
from mafia_desk.game.rules import advance
from mafia_desk.game.state import GameState
from mafia_desk.rulesets.game import GameRuleset

# The game-log versions (docs/game-log.md): 1 = the last candidate of a ballot takes the remaining hands with
# no event; 2 = the host closes every ballot, the last candidate's and a lone candidate's too, with a `vote`;
# 3 = the don's and the sheriff's night turns exist even when they are out (answered by "no check").
LOG_VERSIONS = (1, 2, 3)
LATEST_LOG_VERSION = 3


def _check_seats(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    if len(seats) != 10:
        raise ValueError(f"a game needs exactly 10 seats, not {len(seats)}")
    numbers = sorted(s.seat for s in seats)
    if numbers != list(SEATS):
        raise ValueError(f"seats must be numbered 1..10 once each, not {numbers}")
    for s in seats:
        if not isinstance(s.player, str) or not s.player.strip():
            raise ValueError(f"seat {s.seat} needs a player name")
    return tuple(sorted(seats, key=lambda s: s.seat))


class Game:
    """Keeps the state after every event, so undo is a pop and a refused event costs nothing."""

    def __init__(
        self,
        ruleset: GameRuleset,
        seats: Sequence[Seat],
        meta: Mapping[str, object] | None = None,
        version: int = LATEST_LOG_VERSION,
    ) -> None:
        if isinstance(version, bool) or version not in LOG_VERSIONS:
            raise ValueError(f"unsupported game-log version {version!r} (this program reads 1, 2 or 3)")
        self.ruleset = ruleset
        self.seats = _check_seats(seats)
        self.meta: dict[str, object] = dict(meta or {})
        self.version = version
        self._events: list[Event] = []
        first = Core(close_last_vote=version >= 2, night_ritual=version >= 3)
        first.holders = {s.seat: (Holder(s.player, s.player_id),) for s in self.seats}
        self._cores: list[Core] = [first]
        self._redo: list[Event] = []
        self._state = GameState(self._cores[-1], ruleset)

    @classmethod
    def replay(
        cls,
        ruleset: GameRuleset,
        seats: Sequence[Seat],
        events: Iterable[Event],
        meta: Mapping[str, object] | None = None,
        version: int = LATEST_LOG_VERSION,
    ) -> Game:
        game = cls(ruleset, seats, meta, version)
        for index, event in enumerate(events):
            try:
                game.apply(event)
            except IllegalAction as err:
                raise GameLogError(str(err), index, event.kind.value) from err
        return game

    def fork(self) -> Game:
        """A scratch copy for looking ahead (what would Enter do?): the states kept after each event are never
        changed, so the copy shares them instead of replaying the log, and a screen may fork on every key."""
        copy = Game.__new__(Game)
        copy.ruleset = self.ruleset
        copy.seats = self.seats
        copy.meta = dict(self.meta)
        copy.version = self.version
        copy._events = list(self._events)
        copy._cores = list(self._cores)
        copy._redo = []
        copy._state = self._state
        return copy

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def can_undo(self) -> bool:
        return bool(self._events)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def player(self, seat: int) -> Seat:
        return self.seats[seat - 1]

    def apply(self, event: Event) -> GameState:
        self._push(event)
        self._redo.clear()
        return self._state

    def _push(self, event: Event) -> None:
        core = self._cores[-1].clone()
        advance(core, self.ruleset, event)
        self._cores.append(core)
        self._events.append(event)
        self._state = GameState(core, self.ruleset)

    def undo(self) -> Event:
        if not self._events:
            raise IllegalAction(Message("refusal.nothing_to_undo"))
        event = self._events.pop()
        self._cores.pop()
        self._redo.append(event)
        self._state = GameState(self._cores[-1], self.ruleset)
        return event

    def redo(self) -> Event:
        if not self._redo:
            raise IllegalAction(Message("refusal.nothing_to_redo"))
        event = self._redo[-1]
        self._push(event)
        self._redo.pop()
        return event
