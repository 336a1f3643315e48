"""Builds the game screen's `ScreenModel` from the controller's state and staged presses, once per change.

Everything the views draw is decided here, the secrecy rules included: the role column says "•••" unless the
host reveals it, tonight's victim stays alive on screen until the morning, a check's answer hides the seat
keys and the timer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import ActionKind, Phase, SeatStatus
from mafia_desk.gui import host_text, host_words, table_emergencies
from mafia_desk.gui.screen_model import Ballot, BallotCell, Look, ScreenModel, SeatRow

if TYPE_CHECKING:
    from mafia_desk.gui.game_controller import GameController

SEATS = range(1, 11)


def build_screen(c: GameController) -> ScreenModel:
    s = c.state
    pending = c.pending_answer
    picked = set(c.staged.votes) | set(c.staged.lift) | set(c.staged.guess)
    if c.reveal_roles:  # the role picks stay unmarked unless the host shows the roles
        picked |= set(c.staged.roles)
    if c.notice and c.notice_is_refusal and pending is None:
        look = Look.REFUSAL
    elif c.notice or pending:
        look = Look.NOTICE  # a check's answer, a foul
    else:
        look = Look.PLAIN
    status = c.notice or c.status_line()
    if s.paused:  # a technical break: the table reads it, and nothing but its end (or undo) is offered
        return table_emergencies.paused_screen(c, status, look, seat_rows(c))
    if pending is not None:  # the checker is awake: his answer, and how to put it away
        status = pending[0] + " " + QCoreApplication.translate("GameScreen", "Enter puts the answer away.")
    return ScreenModel(
        header=pending[1] if pending else host_text.phase_title(s),
        title=_title(c),
        hint=_hint(c),
        rows=seat_rows(c),
        seats_enabled=c.seat_choices(),
        seats_picked=frozenset(picked),
        can_next=pending is not None or not s.phase.kind.is_night,
        can_none=c.can_none(),
        can_all_rest=c.can_all_rest(),
        can_undo=not c.session.result_stored
        and (c.session.game.can_undo or bool(picked) or bool(c.staged.roles) or c.staged.no_best_move),
        can_redo=c.session.game.can_redo,
        can_judge=not s.finished,
        reveal=c.reveal_roles,
        ballot=_ballot(c),
        queue=host_text.queue_text(c.session, c.staged),
        status=status,
        status_look=look,
        key_digits=_key_digits(c),
        offers_fouls=c.state.phase.kind is not Phase.FINISHED,
        offers_undo=not c.session.result_stored,
        fouls_tooltip=_fouls_tooltip(c),
        timer_idle=c.timer.duration_seconds == 0 or pending is not None,
        clock_alert=Look.PLAIN if pending is not None else c.clock_alert,
        host_words=host_words.for_screen(c),
    )


def _player(c: GameController, seat: int) -> str:
    holder = c.state.holder(seat)
    return holder.player if holder is not None else ""


def _title(c: GameController) -> str:
    s = c.state
    if c.pending_answer is not None:
        return c.pending_answer[1]
    speaker = c.speaker_on_screen()
    if speaker is not None:
        name = _player(c, speaker)
        if s.speech_seconds == 0:
            return QCoreApplication.translate("GameScreen", "Seat {0} · {1} · speech lost ({2} foul)").format(
                speaker, name, host_text.ordinal(c.session.game.ruleset.fouls_for_speech_loss)
            )
        return QCoreApplication.translate("GameScreen", "Seat {0} · {1} · {2} s").format(
            speaker, name, s.speech_seconds
        )
    if s.phase.kind.is_ballot:
        return QCoreApplication.translate("GameScreen", "Voting for seat {0}").format(s.phase.candidate)
    return host_text.phase_title(s)


def _hint(c: GameController) -> str:
    """One line under the timer: what a seat key does in this phase, in words."""
    if c.pending_answer is not None:
        return QCoreApplication.translate(
            "GameScreen", "Enter puts the answer away before the next one wakes."
        )
    if c.best_move_open():
        return QCoreApplication.translate(
            "GameScreen", "Best move: press the three seats he names ({0} of 3)."
        ).format(len(c.staged.guess))
    if c.state.closes_ballot:
        return QCoreApplication.translate(
            "GameScreen", "Every hand not yet given goes to the last candidate; Enter closes the vote."
        )
    if c.phase is Phase.DAY_SPEECH and ActionKind.NOMINATE not in c.allowed():
        return ""
    return c.phase_ui.hint_text()


def _key_digits(c: GameController) -> str:
    if c.pending_answer is not None:
        return ""
    if c.best_move_open():
        return QCoreApplication.translate("GameScreen", "1…0 best-move guess · − no best move")
    if c.state.closes_ballot:
        return QCoreApplication.translate("GameScreen", "Enter closes the vote")
    if c.phase is Phase.DAY_SPEECH and ActionKind.NOMINATE not in c.allowed():
        return ""  # nominations are refused now (one made, or no vote today): the keys do nothing
    return c.phase_ui.digit_text()


def _ballot(c: GameController) -> Ballot:
    rows = c.live_counts()
    if not rows:
        return Ballot(guess=tuple(c.staged.guess))
    cells = tuple(BallotCell(cand, n, current) for cand, n, current in rows)
    return Ballot(cells=cells, cast=sum(n for _, n, _ in rows), living=len(c.state.living))


def seat_rows(c: GameController) -> tuple[SeatRow, ...]:
    s = c.state
    players = {seat: table_emergencies.seat_name(s, seat) for seat in SEATS}
    speaker = c.speaker_on_screen()
    night = c.night_on_screen()
    counts = c.table_counts()
    choices = c.voter_choice()
    staged = c.staged
    zero_night = s.phase.kind is Phase.ZERO_NIGHT
    full_speech = int(c.session.game.ruleset.speech_seconds)
    rows = []
    for seat in SEATS:
        shown = c.shown_status(seat)
        if zero_night:
            role = host_text.role_name(staged.role_of(seat)) if c.reveal_roles else ""
        elif not c.reveal_roles or s.roles is None:
            role = "•••" if s.roles is not None else ""
        else:
            role = host_text.role_name(s.roles[seat])
        note = _speech_note(c, seat, full_speech)
        n = s.fouls(seat)
        fouls = "" if n == 0 else "●" * min(n, 4) + ("\n" + note if note else "")
        # the notes on a line of their own, so the column stays narrow and the names keep their room
        if s.phase.kind is Phase.LIFT_VOTE and seat in staged.lift:
            voted = QCoreApplication.translate("SeatTableModel", "lift")
        elif seat in staged.guess:
            voted = QCoreApplication.translate("SeatTableModel", "guess")
        else:
            choice = choices.get(seat)
            voted = "" if choice is None else f"→ {choice}"
        if seat in staged.votes or seat in staged.lift or seat in staged.guess:
            look = Look.PICKED
        elif s.phase.kind.is_ballot and seat == s.phase.candidate:
            look = Look.CANDIDATE
        elif speaker == seat:
            look = Look.SPEAKER
        else:
            look = Look.PLAIN
        rows.append(
            SeatRow(
                seat=seat,
                player=players.get(seat, ""),
                role=role,
                fouls=fouls,
                # the day's nominations are over at night: there they were a stale line
                nominated=""
                if night
                else ", ".join(str(x.seat) for x in s.candidates if x.nominated_by == seat),
                nominated_by=""
                if night
                else ", ".join(str(x.nominated_by) for x in s.candidates if x.seat == seat),
                votes=str(counts[seat]) if seat in counts else "",
                voted_for=voted,
                status=host_text.status_name(shown),
                out=shown is not SeatStatus.ALIVE,
                bold=seat == speaker,
                look=look,
                fouls_warn=bool(note),
            )
        )
    return tuple(rows)


def _speech_note(c: GameController, seat: int, full_speech: int) -> str:
    """What the speech-costing foul (the 3rd in every preset) does to the seat's next speech, as the engine
    has it now: lost, shortened, or nothing once the forfeit was served (the foul count alone said "lost"
    for ever)."""
    s = c.state
    if s.fouls(seat) < c.session.game.ruleset.fouls_for_speech_loss or s.status(seat) is not SeatStatus.ALIVE:
        return ""
    seconds = s.next_speech_seconds(seat)
    if seconds == 0:
        return QCoreApplication.translate("SeatTableModel", "speech lost")
    if seconds < full_speech:
        return QCoreApplication.translate("SeatTableModel", "{0} s").format(seconds)
    return ""


def _fouls_tooltip(c: GameController) -> str:
    rules = c.session.game.ruleset
    return QCoreApplication.translate(
        "SeatTableModel",
        "Click: +1 foul. The {0} costs the next speech ({1} s at {2} players or fewer); the {3} removes.",
    ).format(
        host_text.ordinal(rules.fouls_for_speech_loss),
        rules.third_foul_short_speech_seconds,
        rules.short_table_living,
        host_text.ordinal(rules.fouls_for_removal),
    )
