"""What each key and click means right now, for the game screen.

A seat digit nominates during a speech, toggles a vote in a ballot, shoots or checks at night and picks a
best-move guess. Choices made of several presses (the roles, a ballot's voters, the best-move guess) are
staged here until they are complete, then sent to the engine as one event; everything else is one event
per press.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from mafia_desk.game import (
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    LiftVote,
    NamedGuess,
    Nominate,
    Roles,
    SheriffCheck,
    Shot,
    Vote,
    Withdraw,
)
from mafia_desk.game.events import Event
from mafia_desk.game.model import ActionKind, Phase, SeatStatus
from mafia_desk.game.state import GameState
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import host_text, table_emergencies
from mafia_desk.gui.common import settings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.phase_ui import PHASE_UI, PhaseUi
from mafia_desk.gui.screen_build import build_screen
from mafia_desk.gui.screen_model import Look, ScreenModel
from mafia_desk.gui.sounds import SoundPlayer
from mafia_desk.gui.speech_timer import Now, SpeechTimer


@dataclass
class Staged:
    """Presses collected for an event that needs several of them."""

    roles: list[int] = field(default_factory=list)  # don, mafia, mafia, sheriff
    votes: list[int] = field(default_factory=list)
    lift: list[int] = field(default_factory=list)
    guess: list[int] = field(default_factory=list)
    no_best_move: bool = False  # − in the last words: he names nobody, and the guess keys stop

    def clear(self) -> None:
        self.no_best_move = False
        self.roles.clear()
        self.votes.clear()
        self.lift.clear()
        self.guess.clear()

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

    def undo_one(self) -> bool:
        for picks in (self.guess, self.votes, self.lift, self.roles):
            if picks:
                picks.pop()
                return True
        return False


Confirm = Callable[[str], bool]
AskText = Callable[[str, str], str | None]
AskChoice = Callable[[str, str, list[str]], str | None]
P = ParamSpec("P")
R = TypeVar("R")
# The usual reasons for a disqualifying foul, offered first; the host may type another. Recorded as shown.
DISQUALIFY_REASONS = (
    QT_TRANSLATE_NOOP("GameController", "insult"),
    QT_TRANSLATE_NOOP("GameController", "an oath"),
    QT_TRANSLATE_NOOP("GameController", "speaking at night"),
    QT_TRANSLATE_NOOP("GameController", "touching a player at night"),
    QT_TRANSLATE_NOOP("GameController", "unsporting conduct"),
)
# A refusal or a notice replaces the status line for this long, then the line says again what Enter does.
NOTICE_MS = 6000
# The amber at 10 s left lasts this long; the red at zero stays until the next phase or the host's next key.
WARNING_FLASH_MS = 1500
# Enter gives the floor for these: with the auto-start setting on, their clock starts by itself.
_AUTO_START = (Phase.DAY_SPEECH, Phase.TIE_SPEECH)


def one_redraw(
    method: Callable[Concatenate[GameController, P], R],
) -> Callable[Concatenate[GameController, P], R]:
    """A host input: however many changes it makes (a foul and its notice, an event and the staged presses
    it clears), the screen is built and drawn once, when it returns."""

    @functools.wraps(method)
    def batched(self: GameController, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if self._depth == 0:
            self._key_pressed()
        self._depth += 1
        try:
            return method(self, *args, **kwargs)
        finally:
            self._depth -= 1
            if self._depth == 0 and self._dirty:
                self._publish()

    return batched


class GameController(QObject):
    """Turns host input into engine events through the session, and keeps the timer on the current speech."""

    changed = Signal(object)  # the new ScreenModel, once per host input: the views draw it
    message = Signal(str)  # a refusal or a notice for the status bar
    finish_requested = Signal()  # Enter on a finished game: the judge's result form

    def __init__(
        self,
        session: GameSession,
        sounds: SoundPlayer | None = None,
        parent: QObject | None = None,
        now: Now | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.staged = Staged()
        self.reveal_roles = False
        self.notice = ""
        self.notice_is_refusal = False  # drawn red; other notices (a check's answer, a foul) are not errors
        self.notice_is_secret = False
        # How the host's last action ended a ballot ("5 : 5 — tie"): shown until his next action.
        self.tally = ""
        self._seen = session.state
        self._undoing = False
        # A check's answer, (answer, the checker's phase title): on screen while the checker is awake, i.e.
        # until the host's next step, and meanwhile the screen still shows that checker's turn.
        self.pending_answer: tuple[str, str] | None = None
        # One timer owned by the controller (dies with it) ends whichever notice is on screen.
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(lambda: self._clear_notice(self.notice))
        self.confirm: Confirm = lambda _text: True
        self.ask_text: AskText = lambda _title, _label: ""
        self.ask_choice: AskChoice = lambda _title, _label, _items: ""
        self.timer = SpeechTimer(sounds, self, now)
        self._timer_key: tuple[object, ...] | None = None
        # The clock's flash on screen: amber for a moment at 10 s left, red from zero until the next phase or
        # the host's next key. Amber ends on the clock's own time (its ticks; the timer below when paused).
        self.clock_alert = Look.PLAIN
        self._warning_until = 0
        self._alert_timer = QTimer(self)
        self._alert_timer.setSingleShot(True)
        self._alert_timer.timeout.connect(self._check_alert)
        self.timer.warning.connect(self._on_clock_warning)
        self.timer.expired.connect(self._on_clock_expired)
        self.timer.changed.connect(self._check_alert)
        self._entering = False  # inside the host's Enter: a speech it opens may start its clock by itself
        self._phase_key: tuple[object, ...] | None = None
        self._depth = 0  # inside a host input (one_redraw): the redraw waits for its end
        self._dirty = False
        session.changed.connect(self._on_session_changed)
        session.refused.connect(self._on_refused)
        self._sync()
        self.screen: ScreenModel = build_screen(self)

    # --- derived ---
    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def phase(self) -> Phase:
        return self.state.phase.kind

    @property
    def phase_ui(self) -> PhaseUi:
        return PHASE_UI[self.phase]

    def allowed(self) -> dict[ActionKind, frozenset[int]]:
        return self.state.allowed_actions()

    def seat_choices(self) -> frozenset[int]:
        """The seats a digit does something with now (for enabling the seat buttons)."""
        if self.pending_answer is not None:
            return frozenset()  # the checker is still awake: his answer is up, nothing is picked now
        allowed = self.allowed()
        if self.best_move_open():
            return allowed.get(self._guess_kind(), frozenset())
        action = self.phase_ui.seats
        seats = allowed.get(action, frozenset()) if action is not None else frozenset()
        if self.phase in (Phase.DON_CHECK, Phase.SHERIFF_CHECK):
            # The engine refuses the checker's own seat, and every seat when the checker is out; greyed
            # buttons would show the table who checks or that he is dead, so the seats look as pickable as
            # for a living checker, and a press the engine would refuse is answered in words for the host.
            return self.state.check_seats
        return seats

    def speaker_on_screen(self) -> int | None:
        """The seat to highlight: a day speaker only; at night the acting seat is the don or the sheriff, and
        the morning's first speaker (the victim's last words) waits until the night is off the screen."""
        if self.pending_answer is None and self.phase.is_speech:
            return self.state.current_speaker
        return None

    def night_on_screen(self) -> bool:
        """The screen still shows the night: a night phase, or a check's answer not yet put away."""
        return self.phase.is_night or self.pending_answer is not None

    def shown_status(self, seat: int) -> SeatStatus:
        """The seat's status as the table may see it: tonight's victim stays alive until the morning."""
        s = self.state
        if self.night_on_screen() and s.night_results:
            night = s.night_results[-1]
            if night.shot == seat and s.status(seat) is SeatStatus.SHOT:
                return SeatStatus.ALIVE
        return s.status(seat)

    def can_none(self) -> bool:
        if self.best_move_open():
            return True  # − is "no best move"
        if self.phase is Phase.ZERO_NIGHT:
            return bool(self.staged.roles)  # − clears the role picks, once there are some
        return self.phase_ui.none is not None

    def can_all_rest(self) -> bool:
        return self.phase.is_ballot or self.phase is Phase.LIFT_VOTE

    def best_move_open(self) -> bool:
        """The asked victim's three seats are still to come, red or black: the screen is the same for both."""
        return self.state.best_move_open and not self.staged.no_best_move

    def _guess_kind(self) -> ActionKind:
        """What the asked victim's three seats are recorded as: a red one's best move, a black one's guess
        that counts nothing. Only the event differs, never the screen."""
        return ActionKind.NAMED_GUESS if self.state.best_move_seat is None else ActionKind.BEST_MOVE

    def counted_ballot(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """The day's last counted ballot (candidate, voters), kept on the table from its close until the
        night; () while a ballot is being voted (that one is live) and at night."""
        s = self.state
        kind = s.phase.kind
        if kind.is_night or kind is Phase.ZERO_NIGHT or kind.is_ballot:
            return ()
        for b in reversed(s.day_ballots):
            if b.kind != "lift" and b.outcome:
                return b.votes
        return ()

    def table_counts(self) -> dict[int, int]:
        """Candidate -> votes for the seat table: the live ballot, else the day's last counted one."""
        live = {cand: n for cand, n, _ in self.live_counts()}
        return live or {cand: len(voters) for cand, voters in self.counted_ballot()}

    def live_counts(self) -> list[tuple[int, int, bool]]:
        """(candidate, votes so far, is the current one) for the ballot on screen, staged presses included."""
        s = self.state
        if not s.phase.kind.is_ballot:
            return []
        counted = {cand: len(voters) for cand, voters in s.ballot}
        out = []
        for cand in s.vote_candidates:
            current = cand == s.phase.candidate
            n = counted.get(cand, 0) + (len(self.staged.votes) if current else 0)
            out.append((cand, n, current))
        return out

    def voter_choice(self) -> dict[int, int]:
        """Voter seat -> the candidate he voted for in the current round (after its close: in the day's last
        counted one, until the night)."""
        ballot = self.state.ballot or self.counted_ballot()
        out = {v: cand for cand, voters in ballot for v in voters}
        candidate = self.state.phase.candidate
        if self.phase.is_ballot and candidate is not None:
            for v in self.staged.votes:
                out[v] = candidate
        return out

    def status_line(self) -> str:
        line = host_text.status_line(self.session, self.staged)
        return f"{self.tally}  ·  {line}" if self.tally else line

    # --- input ---
    @one_redraw
    def seat(self, seat: int) -> None:
        if self._refused_while_paused():
            return
        self._answer_seen()
        s = self.state
        action = self.phase_ui.seats
        if action is ActionKind.ROLES:
            self._stage_role(seat)
        elif self.best_move_open():
            self._stage_guess(seat)
        elif action is ActionKind.NOMINATE:
            self.apply(Nominate((seat,)))
        elif action is ActionKind.VOTE and s.closes_ballot:
            # G5a: the last candidate takes every hand not yet given; the host only closes his count
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Seat {0} is the last candidate: every hand not yet given is his. Enter closes the vote.",
                ).format(s.phase.candidate),
                refusal=True,
            )
        elif action is ActionKind.VOTE:
            self._toggle(self.staged.votes, seat, ActionKind.VOTE)
        elif action is ActionKind.LIFT_VOTE:
            self._toggle(self.staged.lift, seat, ActionKind.LIFT_VOTE)
        elif action is ActionKind.SHOT:
            self.apply(Shot(seat))
        elif action in (ActionKind.DON_CHECK, ActionKind.SHERIFF_CHECK) and s.checker_out:
            # The ritual goes on for a checker who is out (G18 as amended): whatever is pointed at, the record
            # is "no check", and the host's panel looks as after a living checker's answer.
            title = host_text.phase_title(s)
            check = DonCheck(None) if action is ActionKind.DON_CHECK else SheriffCheck(None)
            if self.apply(check):
                self.pending_answer = (
                    QCoreApplication.translate(
                        "GameController", "Seat {0}: the checker is out, so no check is recorded."
                    ).format(seat),
                    title,
                )
        elif action in (ActionKind.DON_CHECK, ActionKind.SHERIFF_CHECK) and seat == s.current_speaker:
            # The engine's reason ("the don cannot check himself") would name the checker's role to the table.
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Seat {0}: not recorded. Press the seat the checker names, or − for no check.",
                ).format(seat),
                refusal=True,
                secret=True,
            )
        elif action is ActionKind.DON_CHECK:
            title = host_text.phase_title(s)
            if self.apply(DonCheck(seat)):
                self._announce_check("don", title)
        elif action is ActionKind.SHERIFF_CHECK:
            title = host_text.phase_title(s)
            if self.apply(SheriffCheck(seat)):
                self._announce_check("sheriff", title)
        else:
            self._say(
                QCoreApplication.translate("GameController", "A seat key does nothing now: {0}").format(
                    host_text.phase_title(s)
                ),
                refusal=True,
            )

    @one_redraw
    def foul(self, seat: int) -> None:
        """A foul that removes needs a confirmation; whether it removes is the engine's call (the ruleset's
        foul limit), found by playing the foul on a scratch copy."""
        if self._refused_while_paused():
            return
        after = self.session.preview(Foul(seat))
        removes = after is not None and after.status(seat) is SeatStatus.REMOVED
        if (
            after is not None
            and removes
            and not self.confirm(
                QCoreApplication.translate(
                    "GameController", "A {2} foul removes seat {0} ({1}) from the game. Give it?"
                ).format(seat, self._player(seat), host_text.ordinal(after.fouls(seat)))
            )
        ):
            self._say(QCoreApplication.translate("GameController", "No foul given."))
            return
        if self.apply(Foul(seat)):
            if self.state.status(seat) is SeatStatus.REMOVED:
                self._say(
                    QCoreApplication.translate("GameController", "Seat {0} is removed: {1} foul.").format(
                        seat, host_text.ordinal(self.state.fouls(seat))
                    )
                )
            elif self.state.fouls(seat) == self.session.game.ruleset.fouls_for_speech_loss:
                seconds = self.state.next_speech_seconds(seat)
                self._say(
                    QCoreApplication.translate(
                        "GameController", "Seat {0}: {1} foul — the next speech is lost."
                    ).format(seat, host_text.ordinal(self.state.fouls(seat)))
                    if seconds == 0
                    else QCoreApplication.translate(
                        "GameController", "Seat {0}: {2} foul — the next speech is {1} s."
                    ).format(seat, seconds, host_text.ordinal(self.state.fouls(seat)))
                )

    @one_redraw
    def disqualify(self, seat: int) -> None:
        """A disqualifying foul removes at once, so it asks for the reason and a confirmation first."""
        if self._refused_while_paused():
            return
        reason = self.ask_choice(
            QCoreApplication.translate("GameController", "Disqualifying foul"),
            QCoreApplication.translate(
                "GameController", "Seat {0} ({1}) is removed. Reason (pick or type; required):"
            ).format(seat, self._player(seat)),
            [QCoreApplication.translate("GameController", str(r)) for r in DISQUALIFY_REASONS],
        )
        if reason is None:
            self._say(QCoreApplication.translate("GameController", "No disqualification."))
            return
        if not reason.strip():
            self._say(
                QCoreApplication.translate(
                    "GameController", "No disqualification: a disqualifying foul needs its reason."
                ),
                refusal=True,
            )
            return
        reason = reason.strip()
        if self.apply(Disqualify(seat, reason)):
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} is removed: disqualifying foul."
                ).format(seat)
            )

    @one_redraw
    def withdraw(self) -> None:
        if self._refused_while_paused():
            return
        self.apply(Withdraw())

    @one_redraw
    def next(self) -> None:
        if self._refused_while_paused():
            return
        if self.pending_answer is not None:
            self._put_answer_away()
            return
        if self.best_move_open() and 0 < len(self.staged.guess) < 3:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "The best move needs 3 seats ({0} picked): press the rest, Backspace takes one back, "
                    "− records no best move.",
                ).format(len(self.staged.guess)),
                refusal=True,
            )
            return
        self._entering = True
        try:
            self.phase_ui.enter(self)
        finally:
            self._entering = False

    # --- the steps a phase's Enter or − runs (phase_ui.Steps) ---
    def apply(self, event: Event) -> bool:
        """One engine event, durable before it is drawn (the session stores it); False if refused."""
        return self.session.apply(event)

    def refuse(self, text: str) -> None:
        self._say(text, refusal=True)

    def end_speech(self) -> None:
        self.apply(EndSpeech())

    def record_roles(self) -> None:
        if len(self.staged.roles) < 4:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Pick the don, both mafia and the sheriff first ({0} of 4)."
                ).format(len(self.staged.roles)),
                refusal=True,
            )
            return
        self._commit_roles()

    def record_votes(self) -> None:
        s = self.state
        if not self.staged.votes and not s.closes_ballot:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Nobody is marked for seat {0}: press the seats that vote, or − for 0 votes.",
                ).format(s.phase.candidate),
                refusal=True,
            )
            return
        self.apply(Vote(tuple(sorted(self.staged.votes))))

    def record_lift(self) -> None:
        if not self.staged.lift:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Nobody is marked to lift: press the seats in favour, or − for 0 votes.",
                ),
                refusal=True,
            )
            return
        self.apply(LiftVote(tuple(sorted(self.staged.lift))))

    def vote_nobody(self) -> None:
        self.staged.votes.clear()
        self.apply(Vote(()))

    def lift_nobody(self) -> None:
        self.staged.lift.clear()
        self.apply(LiftVote(()))

    def clear_roles(self) -> None:
        self.staged.roles.clear()
        self._say(
            QCoreApplication.translate("GameController", "Role picks cleared: start again from the don."),
            secret=True,
        )

    def finish(self) -> None:
        self.finish_requested.emit()

    @one_redraw
    def none(self) -> None:
        if self._refused_while_paused():
            return
        self._answer_seen()
        if self.best_move_open():
            self.staged.guess.clear()
            self.staged.no_best_move = True
            self._say(
                QCoreApplication.translate("GameController", "No best move. Enter ends the last words.")
            )
            return
        step = self.phase_ui.none
        if step is None:
            self._say(QCoreApplication.translate("GameController", "“None” means nothing now."), refusal=True)
            return
        step(self)

    @one_redraw
    def all_rest(self) -> None:
        if self._refused_while_paused():
            return
        kind = self.phase
        allowed = self.allowed()
        if kind.is_ballot:
            self.apply(Vote(tuple(sorted(allowed.get(ActionKind.VOTE, frozenset())))))
        elif kind is Phase.LIFT_VOTE:
            self.apply(LiftVote(tuple(sorted(allowed.get(ActionKind.LIFT_VOTE, frozenset())))))
        else:
            self._say(
                QCoreApplication.translate("GameController", "“All remaining” applies only in a vote."),
                refusal=True,
            )

    @one_redraw
    def undo(self) -> None:
        self._answer_seen()
        if self.staged.no_best_move:
            self.staged.no_best_move = False
            self._redraw()
            return
        # the hands shown for a last candidate are not the host's presses: undo takes back his last event
        if not self.state.closes_ballot and self.staged.undo_one():
            self._redraw()
            return
        # an undo decides nothing: stepping back over the morning must not re-announce the day's outcome
        self._undoing = True
        try:
            self.session.undo()
        finally:
            self._undoing = False

    @one_redraw
    def redo(self) -> None:
        self.session.redo()

    @one_redraw
    def toggle_reveal(self) -> None:
        self.reveal_roles = not self.reveal_roles
        self._redraw()

    @one_redraw
    def set_reveal(self, on: bool) -> None:
        if on != self.reveal_roles:
            self.toggle_reveal()

    # --- a technical break, a replaced player (gui/table_emergencies.py) ---
    @one_redraw
    def toggle_break(self) -> None:
        table_emergencies.toggle_break(self)

    @one_redraw
    def replace_player(self) -> None:
        table_emergencies.replace_player(self)

    def say(self, text: str) -> None:
        self._say(text)

    def _refused_while_paused(self) -> bool:
        """Keys the engine never sees (staged votes, the clock) are stopped by a break too."""
        if not self.state.paused:
            return False
        self._say(
            QCoreApplication.translate(
                "GameController", "The game is paused for a technical break: F9 resumes it first."
            ),
            refusal=True,
        )
        return True

    # --- helpers ---
    def _player(self, seat: int) -> str:
        holder = self.state.holder(seat)  # the substitute once a seat was replaced
        return holder.player if holder is not None else ""

    def _say(self, text: str, *, secret: bool = False, refusal: bool = False) -> None:
        """Show `text` in the status line for a while; a secret (a check's answer) stays out of the status
        bar's history, so it is gone from the screen when the players open their eyes."""
        self.notice = text
        self.notice_is_refusal = refusal
        self.notice_is_secret = secret
        if not secret:
            self.message.emit(text)
            self._notice_timer.start(NOTICE_MS)
        self._redraw()

    def _redraw(self) -> None:
        """Something on screen changed: draw now, or at the end of the host input under way."""
        self._dirty = True
        if self._depth == 0:
            self._publish()

    def retranslate(self) -> None:
        """The language changed: the screen's words are built again in it."""
        self._redraw()

    def _publish(self) -> None:
        self._dirty = False
        self._sync_clock()  # staged presses count too: − for "no best move" loads the last words' time
        self.screen = build_screen(self)
        self.changed.emit(self.screen)

    @one_redraw
    def toggle_timer(self) -> None:
        """Space: the host starts the last words' timer when the town opens its eyes, so a check's answer
        still on screen goes first."""
        if self._refused_while_paused():
            return
        if self.notice_is_secret:
            self._clear_notice(self.notice)
        if self.pending_answer is not None:
            self._put_answer_away()
        self.timer.toggle()

    @one_redraw
    def clock_add(self, seconds: int) -> None:
        """Up/Down: the host gives or takes time."""
        if self._refused_while_paused():
            return
        self.timer.add_seconds(seconds)

    @one_redraw
    def clock_reset(self) -> None:
        if self._refused_while_paused():
            return
        self.timer.reset()

    def pause_clock(self) -> None:
        """Stop the clock where it is (a technical break, the window closing); Space goes on from there."""
        self.timer.pause()

    def _key_pressed(self) -> None:
        """Any host key puts away the red of an expired clock; the key's own redraw shows it."""
        if self.clock_alert is Look.CLOCK_EXPIRED:
            self.clock_alert = Look.PLAIN
            self._dirty = True

    def _on_clock_warning(self) -> None:
        self.clock_alert = Look.CLOCK_WARNING
        self._warning_until = self.timer.now() + WARNING_FLASH_MS
        self._alert_timer.start(WARNING_FLASH_MS)
        self._redraw()

    def _on_clock_expired(self) -> None:
        self._alert_timer.stop()
        self.clock_alert = Look.CLOCK_EXPIRED
        self._redraw()

    def _check_alert(self) -> None:
        if self.clock_alert is Look.CLOCK_WARNING and self.timer.now() >= self._warning_until:
            self.clock_alert = Look.PLAIN
            self._redraw()

    def _stage_role(self, seat: int) -> None:
        """A repeated press is refused, not an un-pick: "2, 2, 4, 6, 8" silently stored the don as 4. The
        words stay out of the status bar's history and name no role: the mafia sit with open eyes."""
        if seat in self.staged.roles:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Seat {0} is already picked. Backspace takes back the last pick, − clears them all.",
                ).format(seat),
                secret=True,
                refusal=True,
            )
            return
        self.staged.roles.append(seat)
        self._redraw()
        if len(self.staged.roles) == 4:
            self._commit_roles()

    def _commit_roles(self) -> None:
        don, m1, m2, sheriff = self.staged.roles
        if not self.apply(Roles(don=don, mafia=(m1, m2), sheriff=sheriff)):
            self.staged.roles.pop()
            self._redraw()

    def _stage_guess(self, seat: int) -> None:
        kind = self._guess_kind()
        allowed = self.allowed().get(kind, frozenset())
        if seat in self.staged.guess:
            self.staged.guess.remove(seat)
        elif seat not in allowed:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} cannot be named in the best move."
                ).format(seat),
                refusal=True,
            )
            return
        else:
            self.staged.guess.append(seat)
        self._redraw()
        if len(self.staged.guess) == 3:
            g = self.staged.guess
            trio = (g[0], g[1], g[2])
            if self.apply(BestMove(trio) if kind is ActionKind.BEST_MOVE else NamedGuess(trio)):
                # The phase stays (the last words go on), so nothing else clears these picks: left staged,
                # they showed as marked seats and Undo popped one of them instead of taking back the event.
                g.clear()
                self._redraw()
            else:
                g.pop()
                self._redraw()

    def _toggle(self, picks: list[int], seat: int, action: ActionKind) -> None:
        if seat in picks:
            picks.remove(seat)
        elif seat in self.allowed().get(action, frozenset()):
            picks.append(seat)
        else:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} cannot vote now (out of the game or already voted)."
                ).format(seat),
                refusal=True,
            )
            return
        self._redraw()

    def _announce_check(self, who: str, title: str) -> None:
        """Keep the check's answer up while the checker is awake: until the host's next step (Enter), which
        puts it away before the next role wakes or the town opens its eyes; a timer would guess."""
        answer = host_text.last_check_answer(self.state, who)
        if answer:
            self.pending_answer = (answer, title)
            self._redraw()

    def _put_answer_away(self) -> None:
        self.pending_answer = None
        self._redraw()

    def _answer_seen(self) -> None:
        """Any other step of the host's means the checker went back to sleep; the step redraws."""
        self.pending_answer = None

    def _clear_notice(self, text: str) -> None:
        if self.notice == text:
            self.notice = ""
            self.notice_is_refusal = self.notice_is_secret = False
            self._redraw()

    def _on_refused(self, text: str) -> None:
        # A night refusal can name a role ("the sheriff cannot check himself"): it stays out of the status
        # bar, whose message outlives the night, and goes with the night's next step.
        self._say(text, refusal=True, secret=self.phase.is_night)

    def _on_session_changed(self) -> None:
        self.pending_answer = None
        self.notice = ""
        self.notice_is_refusal = self.notice_is_secret = False
        self.tally = "" if self._undoing else host_text.ballot_tally(self._seen, self.state)
        self._seen = self.state
        self._sync()
        self._redraw()

    def _sync(self) -> None:
        """New phase or round: drop staged presses; new speech or check: load its time, paused."""
        s = self.state
        p = s.phase
        phase_key = (p.kind, p.day, p.night, p.candidate, p.round, s.current_speaker)
        if phase_key != self._phase_key:
            self._phase_key = phase_key
            keep_roles = p.kind is Phase.ZERO_NIGHT
            roles = list(self.staged.roles) if keep_roles else []
            self.staged.clear()
            self.staged.roles.extend(roles)
            if p.kind.is_ballot and s.closes_ballot:
                # the screen shows the hands that go to the last candidate; Enter closes his count
                self.staged.votes.extend(s.not_voted)
        self._sync_clock()

    def _sync_clock(self) -> None:
        """A new phase, speaker, candidate or round, or the best move's end: the clock loads the ruleset's
        length for it (`GameState.clock_seconds`), paused, unless the host's Enter just gave the floor and the
        auto-start setting is on (never on undo, redo or a reopened game)."""
        s = self.state
        p = s.phase
        declined = self.staged.no_best_move
        seconds = s.clock_seconds(declined)
        best_move = s.best_move_open and not declined
        key = (
            p.kind,
            p.day,
            p.night,
            s.current_speaker,
            s.speech_kind,
            p.round,
            p.candidate,
            seconds,
            best_move,
        )
        if key == self._timer_key:
            return
        self._timer_key = key
        self._alert_timer.stop()
        self.clock_alert = Look.PLAIN
        self.timer.set_duration(seconds)
        if self._entering and p.kind in _AUTO_START and seconds > 0 and settings.CLOCK_AUTO_START.get():
            self.timer.start()
