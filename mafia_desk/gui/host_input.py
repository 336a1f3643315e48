"""What the host's screen shows besides the engine's state: his staged presses, the notice, the check's answer
still up, the reveal toggle and the clock's flash, as one frozen value.

The controller keeps exactly one `HostInput` and replaces it on each key; the screen, the host's texts and
the hall's displays are functions of it and of the game (`GameView`), so none of them reads the controller.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import ActionKind
from mafia_desk.game.state import GameState
from mafia_desk.gui.screen_model import Look
from mafia_desk.rulesets.game import GameRuleset


@dataclass(frozen=True)
class Staged:
    """Presses collected for an event that needs several of them."""

    roles: tuple[int, ...] = ()  # don, mafia, mafia, sheriff
    votes: tuple[int, ...] = ()
    lift: tuple[int, ...] = ()
    guess: tuple[int, ...] = ()
    no_best_move: bool = False  # − in the last words: he names nobody, and the guess keys stop

    def roles_next_label(self) -> str:
        labels = (
            QCoreApplication.translate("GameController", "don"),
            QCoreApplication.translate("GameController", "first mafia"),
            QCoreApplication.translate("GameController", "second mafia"),
            QCoreApplication.translate("GameController", "sheriff"),
        )
        return labels[len(self.roles)] if len(self.roles) < 4 else ""

    def role_of(self, seat: int) -> str:
        if seat not in self.roles:
            return ""
        return ("don", "mafia", "mafia", "sheriff")[self.roles.index(seat)]

    def undo_one(self) -> Staged | None:
        """The staged presses less the last one (the best-move guess first), None when nothing is staged."""
        if self.guess:
            return replace(self, guess=self.guess[:-1])
        if self.votes:
            return replace(self, votes=self.votes[:-1])
        if self.lift:
            return replace(self, lift=self.lift[:-1])
        if self.roles:
            return replace(self, roles=self.roles[:-1])
        return None

    @property
    def picked(self) -> frozenset[int]:
        """The seats marked on screen: votes, lifts and the guess (role picks stay unmarked at the table)."""
        return frozenset(self.votes) | frozenset(self.lift) | frozenset(self.guess)

    def to_draft(self) -> dict[str, Any]:
        """The presses as the store keeps them beside the log (`Store.save_draft`): only what is staged, so
        nothing staged is `{}` and the store deletes the row."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_draft(cls, data: Mapping[str, Any]) -> Staged:
        """Read back what `to_draft` wrote; anything else in the row (a hand-edited or newer file) is left
        out, never a crash: the controller checks the seats against the game before it shows them."""

        def seats(key: str) -> tuple[int, ...]:
            raw = data.get(key)
            if not isinstance(raw, list):
                return ()
            return tuple(v for v in raw if isinstance(v, int) and not isinstance(v, bool))

        return cls(
            roles=seats("roles"),
            votes=seats("votes"),
            lift=seats("lift"),
            guess=seats("guess"),
            no_best_move=data.get("no_best_move") is True,
        )


@dataclass(frozen=True)
class CheckAnswer:
    """A check's answer on screen while the checker is awake, with that checker's phase title; `who` and
    `seat` say which check it is ("don" or "sheriff"; the seat pointed at when the checker is out and no
    check is recorded), so a crash brings the same answer back from the log (the draft beside it)."""

    text: str
    title: str
    who: str = ""
    seat: int | None = None
    # the night's last check: the engine is already in the morning, and no key but the host's explicit step
    # (Enter) moves on while its answer is up
    last: bool = False


@dataclass(frozen=True)
class HostInput:
    staged: Staged = Staged()
    reveal: bool = False  # the host shows the roles
    notice: str = ""  # a refusal or a notice in the status line, until it times out or the next step
    notice_is_refusal: bool = False  # drawn red; other notices (a check's answer, a foul) are not errors
    notice_is_secret: bool = False  # kept out of the status bar's history (a check's answer, a night refusal)
    tally: str = ""  # how the host's last action ended a ballot ("5 : 5 — tie"), until his next action
    answer: CheckAnswer | None = None  # the checker is still awake: the screen still shows his turn
    clock_alert: Look = Look.PLAIN  # the clock's flash: amber at 10 s left, red from zero
    clock_seconds: int = 0  # the clock's length for this phase; 0: no clock runs now

    @property
    def night_held(self) -> bool:
        """A check's answer is up: every screen the table sees keeps the night."""
        return self.answer is not None


@dataclass(frozen=True)
class GameView:
    """The game as the host's screen reads it, taken once per redraw from the session.

    Two states, because the screen faces the table: `state` is the game the host runs (what a key does,
    the phase's title; while a check's answer is up, the night before that check, as the engine is already
    in the morning), `told` the game as the table has been told it (`hall_view.told_game`: at night without
    tonight's shot and checks). Whatever the table reads of the seats is taken from `told`."""

    state: GameState
    told: GameState
    rules: GameRuleset
    can_undo: bool
    can_redo: bool
    result_stored: bool
    # The seats each engine action takes now: asked once per redraw (the seat keys, the hint, the key line).
    allowed: Mapping[ActionKind, frozenset[int]]
    # While a round of speeches goes on: the states Enter after Enter reaches (the status line's look-ahead
    # and the queue's next speakers); () in any other phase.
    speech_chain: tuple[GameState, ...] = ()
