"""What each key and click means right now, for the game screen: the host's one input path.

A seat digit nominates during a speech, toggles a vote in a ballot, shoots or checks at night and picks a
best-move guess. Choices made of several presses (the roles, a ballot's voters, the best-move guess) are
staged in the host's input until they are complete, then sent to the engine as one event; everything else is
one event per press. A key ends in exactly one of two ways: an engine event (stored, durable) or a new
`HostInput`; then the screen is derived once (`build_screen`) and the hall's displays are told once, after
the key is fully handled, never between two halves of it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Concatenate, Literal, ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from mafia_desk.game import (
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    JudgeAward,
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
from mafia_desk.game.hall_view import held_check
from mafia_desk.game.model import SEATS, ActionKind, Outcome, Phase, SeatStatus, Team
from mafia_desk.game.state import GameState
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import engine_text, host_text, on_screen, table_emergencies
from mafia_desk.gui.common import dialogs, settings
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.host_input import CheckAnswer, GameView, HostInput, Staged
from mafia_desk.gui.phase_ui import PHASE_UI, PhaseUi
from mafia_desk.gui.screen_build import build_screen
from mafia_desk.gui.screen_model import Look, ScreenModel
from mafia_desk.gui.sounds import SoundPlayer
from mafia_desk.gui.speech_timer import Now, SpeechTimer

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


def _out_checker_text(seat: int) -> str:
    return QCoreApplication.translate(
        "GameController", "Seat {0}: the checker is out, so no check is recorded."
    ).format(seat)


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
            if self._depth == 0:
                self._key_done()

    return batched


class GameController(QObject):
    """Turns host input into engine events through the session, and keeps the timer on the current speech."""

    changed = Signal(object)  # the new ScreenModel, once per host input: the views draw it
    # Once per host input after `changed` (and when the clock's course changes outside one): the hall's
    # displays read the game, `input` and the clock now, when both halves of the key are done.
    hall_changed = Signal()
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
        self.input = HostInput()  # the one record of what the host staged and sees besides the engine
        self._seen = session.state
        self._undoing = False
        # One timer owned by the controller (dies with it) ends whichever notice is on screen.
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(lambda: self._clear_notice(self.input.notice))
        # The widget the host's dialogs (gui/common/dialogs.py, the one port) open over: the game screen.
        self.dialog_parent: QWidget | None = None
        self.timer = SpeechTimer(sounds, self, now)
        self._timer_key: tuple[object, ...] | None = None
        # The clock's flash: amber for a moment at 10 s left, red from zero until the next phase or the
        # host's next key. Amber ends on the clock's own time (its ticks; the timer below when paused).
        self._warning_until = 0
        self._alert_timer = QTimer(self)
        self._alert_timer.setSingleShot(True)
        self._alert_timer.timeout.connect(self._check_alert)
        self.timer.warning.connect(self._on_clock_warning)
        self.timer.expired.connect(self._on_clock_expired)
        self.timer.changed.connect(self._check_alert)
        self.timer.course_changed.connect(self._on_course_changed)
        self._entering = False  # inside the host's Enter: a speech it opens may start its clock by itself
        self._phase_key: tuple[object, ...] | None = None
        self._depth = 0  # inside a host input (one_redraw): the redraw waits for its end
        self._dirty = False
        self._hall_dirty = False
        session.changed.connect(self._on_session_changed)
        session.refused.connect(self._on_refused)
        self._held: Event | None = None  # the check whose answer is up (`hall_view.held_check`)
        self._sync()
        # What the host had staged when the game was last open (a crash, or the window closed) comes back,
        # and the check's answer that was up.
        draft = session.stored_draft()
        answer = self._answer_from(draft)
        if answer is not None:
            self._held = held_check(session.game)
        self.input = replace(self.input, staged=self._staged_from(draft), answer=answer)
        self._sync_clock()
        self.screen: ScreenModel = build_screen(self.shown_view(), self.input)

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

    def view(self) -> GameView:
        """The game as it is: what a key means is decided on it (a key that does anything but put a check's
        answer away puts it away first)."""
        return self.session.view()

    def shown_view(self) -> GameView:
        """The game as the screen shows it: while a check's answer is up, the night before that check, never
        the morning the engine already holds."""
        return self.session.view(night_held=self.input.night_held)

    def best_move_open(self) -> bool:
        return on_screen.best_move_open(self.view(), self.input)

    # --- input ---
    @one_redraw
    def seat(self, seat: int) -> None:
        if self._refused_while_paused() or self._refused_while_held():
            return
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
            self._toggle("votes", seat, ActionKind.VOTE)
        elif action is ActionKind.LIFT_VOTE:
            self._toggle("lift", seat, ActionKind.LIFT_VOTE)
        elif action is ActionKind.SHOT:
            self.apply(Shot(seat))
        elif action in (ActionKind.DON_CHECK, ActionKind.SHERIFF_CHECK) and s.checker_out:
            # The ritual goes on for a checker who is out (G18 as amended): whatever is pointed at, the record
            # is "no check", and the host's panel looks as after a living checker's answer.
            title = host_text.phase_title(s)
            check = DonCheck(None) if action is ActionKind.DON_CHECK else SheriffCheck(None)
            if self.apply(check):
                who = "don" if action is ActionKind.DON_CHECK else "sheriff"
                text = _out_checker_text(seat)
                self._set(answer=CheckAnswer(text, title, who, seat, not self.state.phase.kind.is_night))
                self._held = held_check(self.session.game)
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
        # a judge's key: the checker's answer stays up and the night goes on (hall_view.JUDGE_EVENTS)
        foul = Foul(seat, night=self._before_the_town_wakes())
        after = self.session.preview(foul)
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
        before = self.state
        if self.apply(foul):
            if self.state.status(seat) is SeatStatus.REMOVED:
                self._say(
                    host_text.with_vote_stopped(
                        QCoreApplication.translate("GameController", "Seat {0} is removed: {1} foul.").format(
                            seat, host_text.ordinal(self.state.fouls(seat))
                        ),
                        before,
                        self.state,
                    )
                )
            elif self.state.fouls(seat) == self.session.game.ruleset.fouls_for_speech_loss:
                # as the table knows it: at night the victim is still in, the table as it was at dusk
                seconds = self.view().told.next_speech_seconds(seat)
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
        # a judge's key: the checker's answer stays up and the night goes on (hall_view.JUDGE_EVENTS)
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
        before = self.state
        if self.apply(Disqualify(seat, reason, night=self._before_the_town_wakes())):
            self._say(
                host_text.with_vote_stopped(
                    QCoreApplication.translate(
                        "GameController", "Seat {0} is removed: disqualifying foul."
                    ).format(seat),
                    before,
                    self.state,
                )
            )

    @one_redraw
    def judge_award(self) -> None:
        """The judge ends the game for a team, or in a draw where the ruleset has draws (RFM 2026 spec 8.17:
        his decision may be a draw; elsewhere there is no such result to offer). A reason from the ruleset's
        list, or typed. Both lists open on their first entry, so Enter, Enter would award a game nobody
        chose: it is confirmed, No first."""
        title = QCoreApplication.translate("MainWindow", "Judge's decision")
        ruleset = self.session.game.ruleset
        outcomes: list[Team | Literal[Outcome.DRAW]] = [Team.RED, Team.BLACK]
        choices_shown = [
            QCoreApplication.translate("MainWindow", "Red (civilians)"),
            QCoreApplication.translate("MainWindow", "Black (mafia)"),
        ]
        label = QCoreApplication.translate("MainWindow", "The judge awards the win to:")
        if ruleset.has_draws:
            outcomes.append(Outcome.DRAW)
            choices_shown.append(QCoreApplication.translate("MainWindow", "Draw (nobody wins)"))
            label = QCoreApplication.translate("MainWindow", "The judge's decision, a team's win or a draw:")
        # shown in the host's language, recorded in the ruleset file's English (see engine_text)
        choices = engine_text.award_reason_choices(str(ruleset.id), list(ruleset.judge_award_reasons))
        picked = dialogs.choose(self.dialog_parent, title, label, choices_shown)
        if picked is None:
            return
        reason = dialogs.choose(
            self.dialog_parent,
            title,
            QCoreApplication.translate("MainWindow", "Reason (pick or type; required):"),
            list(choices),
            editable=True,
        )
        if reason is None:
            return
        winner = outcomes[choices_shown.index(picked)]
        if winner is Outcome.DRAW:
            question = QCoreApplication.translate(
                "MainWindow", "The judge declares a draw: {0}. This ends the game. Record it?"
            ).format(reason.strip())
        else:
            question = QCoreApplication.translate(
                "MainWindow", "The judge awards the win to {0}: {1}. This ends the game. Record it?"
            ).format(picked, reason.strip())
        if not dialogs.confirm(self.dialog_parent, title, question, default_no=True):
            self._say(QCoreApplication.translate("MainWindow", "No decision recorded."))
            return
        self.apply(JudgeAward(winner, choices.get(reason, reason).strip()))

    @one_redraw
    def withdraw(self) -> None:
        """W: the speaker takes back his nomination; the host hears whose, as the table does."""
        if self._refused_while_paused() or self._refused_while_held():
            return
        before = {c.seat for c in self.state.candidates}
        speaker = self.state.current_speaker
        if self.apply(Withdraw()):
            gone = sorted(before - {c.seat for c in self.state.candidates})
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} withdrew the nomination of seat {1}."
                ).format(speaker, ", ".join(map(str, gone)))
            )

    @one_redraw
    def next(self) -> None:
        if self._refused_while_paused():
            return
        if self.input.answer is not None:
            if self.input.notice_is_secret:  # "Not taken: ..." goes with the answer it was about
                self._clear_notice(self.input.notice)
            self._set(answer=None)
            return
        guess = self.input.staged.guess
        if self.best_move_open() and 0 < len(guess) < 3:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "The best move needs 3 seats ({0} picked): press the rest, Backspace takes one back, "
                    "− records no best move.",
                ).format(len(guess)),
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
        picks = len(self.input.staged.roles)
        if picks < 4:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Pick the don, both mafia and the sheriff first ({0} of 4)."
                ).format(picks),
                refusal=True,
            )
            return
        self._commit_roles()

    def record_votes(self) -> None:
        s = self.state
        votes = self.input.staged.votes
        if not votes and not s.closes_ballot:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Nobody is marked for seat {0}: press the seats that vote, or − for 0 votes.",
                ).format(s.phase.candidate),
                refusal=True,
            )
            return
        self.apply(Vote(tuple(sorted(votes))))

    def record_lift(self) -> None:
        lift = self.input.staged.lift
        if not lift:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Nobody is marked to lift: press the seats in favour, or − for 0 votes.",
                ),
                refusal=True,
            )
            return
        self.apply(LiftVote(tuple(sorted(lift))))

    def vote_nobody(self) -> None:
        self._stage(votes=())
        self.apply(Vote(()))

    def lift_nobody(self) -> None:
        self._stage(lift=())
        self.apply(LiftVote(()))

    def clear_roles(self) -> None:
        self._stage(roles=())
        self._say(
            QCoreApplication.translate("GameController", "Role picks cleared: start again from the don."),
            secret=True,
        )

    def finish(self) -> None:
        self.finish_requested.emit()

    @one_redraw
    def none(self) -> None:
        if self._refused_while_paused() or self._refused_while_held():
            return
        if self.best_move_open():
            self._stage(guess=(), no_best_move=True)
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
        if self._refused_while_paused() or self._refused_while_held():
            return
        kind = self.phase
        allowed = self.state.allowed_actions()
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
        """Backspace takes back the last thing done: with a check's answer up, a judge's event given since
        (the answer stays up) or the check itself (its answer goes with it)."""
        staged = self.input.staged
        if staged.no_best_move:
            self._stage(no_best_move=False)
            return
        # the hands shown for a last candidate are not the host's presses: undo takes back his last event
        fewer = None if self.state.closes_ballot else staged.undo_one()
        if fewer is not None:
            self._accepted()
            self._set(staged=fewer)
            return
        # an undo decides nothing: stepping back over the morning must not re-announce the day's outcome
        self._undoing = True
        try:
            self.session.undo()
        finally:
            self._undoing = False

    @one_redraw
    def redo(self) -> None:
        """A check put back puts its answer back up, as the check's own key did: the checker is awake."""
        s = self.state
        title = host_text.phase_title(s)
        if not self.session.redo():
            return
        event = self.session.game.events[-1]
        if isinstance(event, DonCheck) and event.seat is not None:
            self._announce_check("don", title)
        elif isinstance(event, SheriffCheck) and event.seat is not None:
            self._announce_check("sheriff", title)

    @one_redraw
    def toggle_reveal(self) -> None:
        self._set(reveal=not self.input.reveal)

    @one_redraw
    def set_reveal(self, on: bool) -> None:
        if on != self.input.reveal:
            self._set(reveal=on)

    # --- a technical break, a replaced player (gui/table_emergencies.py) ---
    @one_redraw
    def toggle_break(self) -> None:
        table_emergencies.toggle_break(self)  # a judge's key: a check's answer stays up through the break

    @one_redraw
    def replace_player(self) -> None:
        table_emergencies.replace_player(self)  # a judge's key: a check's answer stays up

    def told_state(self) -> GameState:
        """The game as the table has been told it (tonight's victim still sits at it): the seats a judge's
        dialog offers."""
        return self.shown_view().told

    def say(self, text: str) -> None:
        self._say(text)

    # --- the host's questions, through the one dialog port ---
    def confirm(self, text: str) -> bool:
        return dialogs.confirm(self.dialog_parent, QCoreApplication.translate("GameScreen", "Confirm"), text)

    def ask_text(self, title: str, label: str) -> str | None:
        text = dialogs.ask_text(self.dialog_parent, title, label)
        return None if text is None else text.strip()

    def ask_choice(self, title: str, label: str, items: list[str]) -> str | None:
        """The usual answers first, editable: the host picks one or types his own (an empty one is his)."""
        text = dialogs.choose(self.dialog_parent, title, label, ["", *items], editable=True)
        return None if text is None else text.strip()

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

    # --- the host's input and the one redraw ---
    def _set(self, **changes: Any) -> None:
        """A new host input (the old one is never changed in place); drawn at the end of the key."""
        self.input = replace(self.input, **changes)
        self._redraw()

    def _stage(self, **changes: Any) -> None:
        self._set(staged=replace(self.input.staged, **changes))

    def _player(self, seat: int) -> str:
        return on_screen.player(self.view(), seat)

    def _say(self, text: str, *, secret: bool = False, refusal: bool = False) -> None:
        """Show `text` in the status line for a while; a secret (a check's answer) stays out of the status
        bar's history, so it is gone from the screen when the players open their eyes."""
        self._set(notice=text, notice_is_refusal=refusal, notice_is_secret=secret)
        if not secret:
            self.message.emit(text)
            self._notice_timer.start(NOTICE_MS)

    def _redraw(self) -> None:
        """Something on screen changed: draw now, or at the end of the host input under way."""
        self._dirty = True
        if self._depth == 0:
            self._key_done()

    def retranslate(self) -> None:
        """The language changed: the screen's words are built again in it."""
        self._redraw()

    def _key_done(self) -> None:
        """The end of a host input (or a change outside one): one screen, then one word to the hall."""
        if self._dirty:
            self._dirty = False
            failure = self.session.keep_draft(self._draft_now())  # on disk before the screen shows it
            if failure is not None:
                self._draft_refused(failure)
            self._sync_clock()  # staged presses count too: − for "no best move" loads the last words' time
            self.screen = build_screen(self.shown_view(), self.input)
            self.changed.emit(self.screen)
            self._hall_dirty = True
        if self._hall_dirty:
            self._hall_dirty = False
            self.hall_changed.emit()

    def _draft_now(self) -> dict[str, Any]:
        """The host's staged presses as the store keeps them beside the log."""
        staged = self.input.staged
        if self.state.closes_ballot:
            staged = replace(staged, votes=())  # the last candidate's hands are the rule's, not presses
        draft = staged.to_draft()
        answer = self.answer_draft()
        if answer:
            draft["answer"] = answer
        return draft

    def _draft_refused(self, failure: str) -> None:
        """The disk refused the presses: the screen keeps what is on it and says why."""
        self.input = replace(
            self.input,
            staged=self._staged_from(self.session.kept_draft),
            notice=failure,
            notice_is_refusal=True,
            notice_is_secret=False,
        )
        self.message.emit(failure)
        self._notice_timer.start(NOTICE_MS)

    def _staged_from(self, draft: dict[str, Any]) -> Staged:
        """The presses a stored draft holds that still mean something now (each seat one a key could press
        in this phase), with the last candidate's hands that are no presses."""
        s = self.state
        kind = s.phase.kind
        allowed = s.allowed_actions()
        kept = Staged.from_draft(draft)

        def pickable(seats: tuple[int, ...], action: ActionKind, most: int) -> tuple[int, ...]:
            # in a break the engine allows nothing but its end; the draft follows this very log all the same
            ok = frozenset(SEATS) if s.paused else allowed.get(action, frozenset())
            picks = tuple(dict.fromkeys(v for v in seats if v in ok))
            return picks if len(picks) <= most else ()

        roles: tuple[int, ...] = ()
        if kind is Phase.ZERO_NIGHT:
            roles = pickable(kept.roles, ActionKind.ROLES, 3)
        votes = tuple(s.not_voted) if kind.is_ballot and s.closes_ballot else ()
        if kind.is_ballot and not s.closes_ballot:
            votes = pickable(kept.votes, ActionKind.VOTE, 10)
        lift = pickable(kept.lift, ActionKind.LIFT_VOTE, 10) if kind is Phase.LIFT_VOTE else ()
        guess: tuple[int, ...] = ()
        no_best_move = s.best_move_open and kept.no_best_move
        if s.best_move_open and not no_best_move:
            guess = pickable(kept.guess, on_screen.guess_kind(self.view()), 2)
        return Staged(roles=roles, votes=votes, lift=lift, guess=guess, no_best_move=no_best_move)

    def _on_course_changed(self) -> None:
        """Space, ↑/↓, T redraw nothing on the host's screen, but the hall's clock follows them."""
        self._hall_dirty = True
        if self._depth == 0:
            self._key_done()

    @one_redraw
    def toggle_timer(self) -> None:
        """Space: the host starts the last words' timer when the town opens its eyes, so a check's answer
        still on screen goes first."""
        if self._refused_while_paused():
            return
        if self.input.notice_is_secret:
            self._clear_notice(self.input.notice)
        if self.input.answer is not None:
            self._set(answer=None)
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
        if self.input.clock_alert is Look.CLOCK_EXPIRED:
            self.input = replace(self.input, clock_alert=Look.PLAIN)
            self._dirty = True

    def _on_clock_warning(self) -> None:
        self._warning_until = self.timer.now() + WARNING_FLASH_MS
        self._alert_timer.start(WARNING_FLASH_MS)
        self._set(clock_alert=Look.CLOCK_WARNING)

    def _on_clock_expired(self) -> None:
        self._alert_timer.stop()
        self._set(clock_alert=Look.CLOCK_EXPIRED)

    def _check_alert(self) -> None:
        if self.input.clock_alert is Look.CLOCK_WARNING and self.timer.now() >= self._warning_until:
            self._set(clock_alert=Look.PLAIN)

    def _stage_role(self, seat: int) -> None:
        """A repeated press is refused, not an un-pick: "2, 2, 4, 6, 8" silently stored the don as 4. The
        words stay out of the status bar's history and name no role: the mafia sit with open eyes."""
        roles = self.input.staged.roles
        if seat in roles:
            self._say(
                QCoreApplication.translate(
                    "GameController",
                    "Seat {0} is already picked. Backspace takes back the last pick, − clears them all.",
                ).format(seat),
                secret=True,
                refusal=True,
            )
            return
        self._accepted()
        self._stage(roles=(*roles, seat))
        if len(roles) + 1 == 4:
            self._commit_roles()

    def _commit_roles(self) -> None:
        roles = self.input.staged.roles
        don, m1, m2, sheriff = roles
        if not self.apply(Roles(don=don, mafia=(m1, m2), sheriff=sheriff)):
            self._stage(roles=roles[:-1])

    def _stage_guess(self, seat: int) -> None:
        kind = on_screen.guess_kind(self.view())
        allowed = self.state.allowed_actions().get(kind, frozenset())
        guess = self.input.staged.guess
        if seat in guess:
            self._stage(guess=tuple(g for g in guess if g != seat))
            return
        if seat not in allowed:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} cannot be named in the best move."
                ).format(seat),
                refusal=True,
            )
            return
        trio = (*guess, seat)
        self._stage(guess=trio)
        if len(trio) == 3:
            a, b, c = trio
            if self.apply(BestMove((a, b, c)) if kind is ActionKind.BEST_MOVE else NamedGuess((a, b, c))):
                # The phase stays (the last words go on), so nothing else clears these picks: left staged,
                # they showed as marked seats and Undo popped one of them instead of taking back the event.
                self._stage(guess=())
            else:
                self._stage(guess=guess)

    def _toggle(self, name: str, seat: int, action: ActionKind) -> None:
        picks: tuple[int, ...] = getattr(self.input.staged, name)
        if seat in picks:
            self._accepted()
            self._stage(**{name: tuple(p for p in picks if p != seat)})
        elif seat in self.state.allowed_actions().get(action, frozenset()):
            self._accepted()
            self._stage(**{name: (*picks, seat)})
        else:
            self._say(
                QCoreApplication.translate(
                    "GameController", "Seat {0} cannot vote now (out of the game or already voted)."
                ).format(seat),
                refusal=True,
            )

    def _announce_check(self, who: str, title: str) -> None:
        """Keep the check's answer up while the checker is awake: until the host's next step (Enter), which
        puts it away before the next role wakes or the town opens its eyes; a timer would guess."""
        answer = host_text.last_check_answer(self.state, who)
        if answer:
            self._set(answer=CheckAnswer(answer, title, who, None, not self.state.phase.kind.is_night))
            self._held = held_check(self.session.game)

    def _before_the_town_wakes(self) -> bool:
        """The night's last check's answer is up: the engine holds the morning, but a foul given now is the
        night's, and the protocol lists it there (docs/gui.md, "Night and the table")."""
        return self.input.answer is not None and self.input.answer.last

    def _refused_while_held(self) -> bool:
        """A key that moves the game on (a seat, −, +, W) while the night's last check's answer is up:
        refused, the answer stays (the don's answer goes: the key is the sheriff's turn). Only the host's
        explicit step (Enter, or Space starting the next clock) puts it away: the engine is already in the
        morning, so such a key acted on a morning the table had not been told of (a check's seat pressed
        twice nominated or guessed in the morning, and its refusal told a hit from a miss)."""
        if self.input.answer is None:
            return False
        if not self.input.answer.last:
            # the don's answer: the engine is still at night, and the key is the sheriff's turn, which wakes
            # once the don's answer is put away
            self._set(answer=None)
            return False
        self._say(
            QCoreApplication.translate("GameController", "Not taken: the check's answer is up."),
            refusal=True,
            secret=True,
        )
        return True

    def answer_draft(self) -> dict[str, Any]:
        """The check's answer up, as the draft beside the log keeps it: which check, not its words."""
        answer = self.input.answer
        if answer is None or not answer.who:
            return {}
        return {"who": answer.who, "seat": answer.seat}

    def _answer_from(self, draft: dict[str, Any]) -> CheckAnswer | None:
        """A check's answer that was up when the app last closed (a crash): back up if the check it names is
        still the one held (`hall_view.held_check`), its words made again from the log."""
        raw = draft.get("answer")
        if not isinstance(raw, dict) or self.state.finished:
            return None
        who, seat = raw.get("who"), raw.get("seat")
        held = held_check(self.session.game)
        if held is None or who != ("don" if isinstance(held, DonCheck) else "sheriff"):
            return None
        title = host_text.phase_title(self.session.view(night_held=True).state)
        last = not self.state.phase.kind.is_night
        if held.seat is None:
            if isinstance(seat, int) and not isinstance(seat, bool) and seat in SEATS:
                return CheckAnswer(_out_checker_text(seat), title, who, seat, last)
            return None
        text = host_text.last_check_answer(self.state, who)
        return CheckAnswer(text, title, who, None, last) if text else None

    def _accepted(self) -> None:
        """A press that was taken puts away the notice of an earlier one: a refusal kept up (the zero
        night's are secret, so no timer ends them) hid the picks made since and what Enter does."""
        if self.input.notice:
            self._set(notice="", notice_is_refusal=False, notice_is_secret=False)

    def _clear_notice(self, text: str) -> None:
        if self.input.notice == text:
            self._set(notice="", notice_is_refusal=False, notice_is_secret=False)

    def _on_refused(self, text: str) -> None:
        # A night refusal can name a role ("the sheriff cannot check himself"): it stays out of the status
        # bar, whose message outlives the night, and goes with the night's next step.
        self._say(text, refusal=True, secret=self.phase.is_night)

    def _on_session_changed(self) -> None:
        tally = "" if self._undoing else host_text.ballot_tally(self._seen, self.state)
        self._seen = self.state
        # A judge's event (a foul, a break) after the check keeps its answer up: the same check is held.
        held = held_check(self.session.game)
        kept = held is not None and held is self._held and not self.state.finished
        answer = self.input.answer if kept else None
        if answer is None:
            self._held = None
        self.input = replace(
            self.input, answer=answer, notice="", notice_is_refusal=False, notice_is_secret=False, tally=tally
        )
        self._sync()
        self._redraw()

    def _sync(self) -> None:
        """New phase or round: drop staged presses; new speech or check: load its time, paused."""
        s = self.state
        p = s.phase
        phase_key = (p.kind, p.day, p.night, p.candidate, p.round, s.current_speaker)
        if phase_key != self._phase_key:
            self._phase_key = phase_key
            # the zero night keeps its role picks; a last candidate's ballot shows the hands that go to him
            # (Enter closes his count)
            roles = self.input.staged.roles if p.kind is Phase.ZERO_NIGHT else ()
            votes = s.not_voted if p.kind.is_ballot and s.closes_ballot else ()
            self.input = replace(self.input, staged=Staged(roles=roles, votes=tuple(votes)))
        self._sync_clock()

    def _sync_clock(self) -> None:
        """A new phase, speaker, candidate or round, or the best move's end: the clock loads the ruleset's
        length for it (`GameState.clock_seconds`), paused, unless the host's Enter just gave the floor and the
        auto-start setting is on (never on undo, redo or a reopened game)."""
        s = self.state
        p = s.phase
        declined = self.input.staged.no_best_move
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
        self.input = replace(self.input, clock_alert=Look.PLAIN, clock_seconds=seconds)
        self.timer.set_duration(seconds)
        if self._entering and p.kind in _AUTO_START and seconds > 0 and settings.CLOCK_AUTO_START.get():
            self.timer.start()
