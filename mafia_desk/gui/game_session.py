"""One game at the table: every host action goes through the engine, then onto disk, then to the screen.

The order matters: the engine refuses an illegal action before anything is written, and the screen only learns
of an action once the store has made it durable, so what the host sees is exactly what a crash would keep.
A store failure takes the engine step back, so the two never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mafia_desk.game import (
    Game,
    IllegalAction,
    Seat,
    event_to_dict,
    game_from_log_dict,
    load_game_ruleset,
)
from mafia_desk.game.events import EndSpeech, Event
from mafia_desk.game.hall_view import night_kept, told_game
from mafia_desk.game.state import GameState
from mafia_desk.gui import engine_text
from mafia_desk.gui.host_input import GameView
from mafia_desk.store.errors import StoreError
from mafia_desk.store.store import Store


class GameSession(QObject):
    """The running game, its id in the store, and the durable apply / undo / redo."""

    changed = Signal()
    refused = Signal(str)
    # An action (an event, an undo, the result) durable in the store is announced by the store itself
    # (`Store.on_commit`): the organiser's windows and the server push follow that, not the session.

    def __init__(self, store: Store, game_id: int, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.game_id = game_id
        self.game = game
        self.last_message = ""
        self.result_stored = False  # the judge's result is in the store: the log is closed to undo
        self._chain_from: GameState | None = None
        self._chain: tuple[GameState, ...] = ()
        self.tournament_id: int | None = store.game_info(game_id).tournament_id
        # The host's staged presses as the store holds them now (`Store.save_draft`); {} once an event or an
        # undo is stored, since the store deletes the draft in that same transaction.
        self._draft: dict[str, Any] = {}

    # --- construction ---
    @classmethod
    def start(
        cls,
        store: Store,
        ruleset_id: str,
        seats: Sequence[dict[str, Any]],
        meta: dict[str, Any],
        *,
        tournament_id: int | None = None,
        stage: str | None = None,
        round_no: int | None = None,
        table: int | None = None,
    ) -> GameSession:
        """A new game: the engine checks the seats first, then the store records it.

        A tournament game runs under the tournament's own ruleset options, not the bare preset, and the stored
        game records the options it ran under, so that a resume or an export replays the same rules.
        """
        options: dict[str, Any] = {}
        if tournament_id is not None:
            info = store.tournament_info(tournament_id)
            if info.ruleset_id != ruleset_id:
                raise ValueError(
                    QCoreApplication.translate(
                        "GameSession", "Tournament {0} plays ruleset {1}, not {2}."
                    ).format(info.name, info.ruleset_id, ruleset_id)
                )
            options = dict(info.ruleset_options)
        rules = load_game_ruleset(ruleset_id, options)
        engine_seats = [
            Seat(
                int(s["seat"]), str(s["player"]), None if s.get("player_id") is None else str(s["player_id"])
            )
            for s in seats
        ]
        game = Game(rules, engine_seats, meta)
        game_id = store.create_game(
            ruleset_id,
            [dict(s) for s in seats],
            meta,
            tournament_id=tournament_id,
            stage=stage,
            round=round_no,
            table=table,
            ruleset_options=rules.overrides(),
            log_version=game.version,
        )
        return cls(store, game_id, game)

    @classmethod
    def resume(cls, store: Store, game_id: int) -> GameSession:
        """Rebuild a game from its stored log exactly as it was when the last event reached the disk."""
        return cls(store, game_id, game_from_log_dict(store.load_game_log(game_id)))

    # --- actions ---
    @property
    def state(self) -> GameState:
        return self.game.state

    def view(self, *, night_held: bool = False) -> GameView:
        """The game as the host's screen reads it now (the speech chain only while speeches go on).
        `night_held`: a check's answer is still up, so the screen is made from the night before that check
        (`hall_view.night_kept`), never from the morning the engine already holds."""
        shown = night_kept(self.game, night_held=night_held)
        state = shown.state
        return GameView(
            state=state,
            told=told_game(shown).state,
            rules=self.game.ruleset,
            can_undo=self.game.can_undo,
            can_redo=self.game.can_redo,
            result_stored=self.result_stored,
            allowed=state.allowed_actions(),
            speech_chain=self.speech_chain() if state.phase.kind.is_speech else (),
        )

    # --- the staged presses beside the log ---
    def stored_draft(self) -> dict[str, Any]:
        """The staged presses the store kept for this game (a resume after a crash, or after the window was
        closed), if they follow its log as it stands; {} when there are none."""
        record = self.store.load_draft(self.game_id)
        if record is None or record.after_seq != len(self.game.events):
            return {}
        self._draft = dict(record.data)
        return dict(record.data)

    @property
    def kept_draft(self) -> dict[str, Any]:
        return dict(self._draft)

    def keep_draft(self, draft: dict[str, Any]) -> str | None:
        """Store the host's staged presses when they changed, durably, before the screen shows them (as an
        event: a crash loses none); the store's refusal in the host's words, None when they are on disk."""
        if draft == self._draft:
            return None
        try:
            self.store.save_draft(self.game_id, len(self.game.events), draft)
        except StoreError as err:
            return QCoreApplication.translate("GameSession", "Not saved, so not done: {0}").format(err)
        self._draft = dict(draft)
        return None

    def refuse(self, message: str) -> None:
        self.last_message = message
        self.refused.emit(message)

    def apply(self, event: Event) -> bool:
        try:
            self.game.apply(event)
        except IllegalAction as err:
            self.refuse(engine_text.refusal(err))
            return False
        return self._record(event, QCoreApplication.translate("GameSession", "Not saved, so not done: {0}"))

    def undo(self) -> bool:
        if self.result_stored:
            self.refuse(
                QCoreApplication.translate(
                    "GameSession", "The result is stored: the game can no longer be undone."
                )
            )
            return False
        if not self.game.can_undo:
            self.refuse(QCoreApplication.translate("GameSession", "Nothing to undo."))
            return False
        self.game.undo()
        try:
            self.store.drop_last_event(self.game_id)
        except StoreError as err:
            self.game.redo()
            self.refuse(QCoreApplication.translate("GameSession", "Cannot undo: {0}").format(err))
            return False
        self._draft = {}
        self.last_message = ""
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if not self.game.can_redo:
            self.refuse(QCoreApplication.translate("GameSession", "Nothing to redo."))
            return False
        event = self.game.redo()
        return self._record(event, QCoreApplication.translate("GameSession", "Not saved, so not redone: {0}"))

    def _record(self, event: Event, failure: str) -> bool:
        """Store the event the engine just took; if the disk refuses, take it back (`failure` says why)."""
        try:
            self.store.append_event(self.game_id, event_to_dict(event))
        except StoreError as err:
            self.game.undo()
            self.refuse(failure.format(err))
            return False
        self._draft = {}
        self.last_message = ""
        self.changed.emit()
        return True

    def finish(self, result_entry: dict[str, Any] | None) -> None:
        """Close the game in the store; a StoreError (its message is for the host) leaves it open."""
        self.store.finish_game(self.game_id, result_entry)
        self._draft = {}
        self.result_stored = True
        self.changed.emit()

    def preview(self, event: Event) -> GameState | None:
        """The state `event` would lead to, without touching this game; None when the engine refuses it.

        The screen uses this to say in words what Enter will do next, so it never guesses a rule itself.
        """
        if isinstance(event, EndSpeech):
            chain = self.speech_chain()
            return chain[0] if chain else None
        try:
            return self.scratch_copy().apply(event)
        except IllegalAction:
            return None

    def speech_chain(self) -> tuple[GameState, ...]:
        """The states that Enter after Enter reaches from now while the round of speeches goes on, the first
        state past it included: the status line's look-ahead and the queue's next speakers read it.

        After a real Enter the new state is the chain's first (the engine is deterministic, and the states
        are compared, not assumed), so the rest of the chain is still true and nothing is played again;
        any other event (a foul, a nomination) plays the chain anew.
        """
        state = self.game.state
        if self._chain_from is state:
            return self._chain
        if len(self._chain) > 1 and self._chain[0] == state:
            chain = self._chain[1:]
        else:
            chain = self._play_chain(state)
        self._chain_from, self._chain = state, chain
        return chain

    def _play_chain(self, state: GameState) -> tuple[GameState, ...]:
        kind = state.phase.kind
        copy = self.scratch_copy()
        out: list[GameState] = []
        for _ in range(11):
            try:
                nxt = copy.apply(EndSpeech())
            except IllegalAction:
                break
            out.append(nxt)
            if nxt.phase.kind is not kind or nxt.current_speaker is None:
                break
        return tuple(out)

    def scratch_copy(self) -> Game:
        return self.game.fork()
