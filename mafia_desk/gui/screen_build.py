"""Builds the game screen's `ScreenModel` from the game and the host's input, once per change.

A pure function of two values (`GameView`, `HostInput`): it imports no controller and asks nothing else, so
what the screen shows is decided here, the secrecy rules included: the role column says "•••" unless the
host reveals it, tonight's victim stays alive on screen until the morning, a check's answer hides the seat
keys and the timer.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import ActionKind, Phase, SeatStatus
from mafia_desk.gui import host_text, host_words, on_screen, table_emergencies
from mafia_desk.gui.host_input import GameView, HostInput
from mafia_desk.gui.screen_model import Ballot, BallotCell, Look, ScreenModel, SeatRow

SEATS = range(1, 11)


def status_line(g: GameView, inp: HostInput) -> str:
    """The status line when no notice is up: what is happening, what Enter does, after the last tally."""
    line = host_text.status_line(g, inp.staged)
    return f"{inp.tally}  ·  {line}" if inp.tally else line


def build_screen(g: GameView, inp: HostInput) -> ScreenModel:
    s = g.state
    staged = inp.staged
    answer = inp.answer
    picked = set(staged.picked)
    if inp.reveal:  # the role picks stay unmarked unless the host shows the roles
        picked |= set(staged.roles)
    if inp.notice and inp.notice_is_refusal and answer is None:
        look = Look.REFUSAL
    elif inp.notice or answer:
        look = Look.NOTICE  # a check's answer, a foul
    else:
        look = Look.PLAIN
    status = inp.notice or status_line(g, inp)
    if s.paused:  # a technical break: the table reads it, and nothing but its end (or undo) is offered
        return table_emergencies.paused_screen(g, inp, status, look, seat_rows(g, inp))
    if answer is not None:  # the checker is awake: his answer, and how to put it away (after a judge's word)
        status = answer.text + " " + QCoreApplication.translate("GameScreen", "Enter puts the answer away.")
        if inp.notice:
            status = f"{inp.notice}  ·  {status}"
    return ScreenModel(
        header=answer.title if answer else host_text.phase_title(s),
        title=_title(g, inp),
        hint=_hint(g, inp),
        rows=seat_rows(g, inp),
        seats_enabled=on_screen.seat_choices(g, inp),
        seats_picked=frozenset(picked),
        can_next=answer is not None or not s.phase.kind.is_night,
        can_none=on_screen.can_none(g, inp),
        can_all_rest=on_screen.can_all_rest(g),
        can_undo=not g.result_stored
        and (g.can_undo or bool(picked) or bool(staged.roles) or staged.no_best_move),
        can_redo=g.can_redo,
        can_judge=not s.finished,
        reveal=inp.reveal,
        ballot=_ballot(g, inp),
        queue=host_text.queue_text(g, staged),
        status=status,
        status_look=look,
        key_digits=_key_digits(g, inp),
        offers_fouls=s.phase.kind is not Phase.FINISHED,
        offers_undo=not g.result_stored,
        fouls_tooltip=_fouls_tooltip(g),
        timer_idle=inp.clock_seconds == 0 or answer is not None,
        clock_alert=Look.PLAIN if answer is not None else inp.clock_alert,
        host_words=host_words.for_screen(g, inp),
    )


def _title(g: GameView, inp: HostInput) -> str:
    s = g.state
    if inp.answer is not None:
        return inp.answer.title
    speaker = on_screen.speaker_on_screen(g, inp)
    if speaker is not None:
        name = on_screen.player(g, speaker)
        if s.speech_seconds == 0:
            return QCoreApplication.translate("GameScreen", "Seat {0} · {1} · speech lost ({2} foul)").format(
                speaker, name, host_text.ordinal(g.rules.fouls_for_speech_loss)
            )
        return QCoreApplication.translate("GameScreen", "Seat {0} · {1} · {2} s").format(
            speaker, name, s.speech_seconds
        )
    if s.phase.kind.is_ballot:
        return QCoreApplication.translate("GameScreen", "Voting for seat {0}").format(s.phase.candidate)
    return host_text.phase_title(s)


def _nominations_refused(g: GameView) -> bool:
    """A day speech where the digits do nothing: a nomination made, or no vote today."""
    return g.state.phase.kind is Phase.DAY_SPEECH and ActionKind.NOMINATE not in g.allowed


def _hint(g: GameView, inp: HostInput) -> str:
    """One line under the timer: what a seat key does in this phase, in words."""
    if inp.answer is not None:
        return QCoreApplication.translate(
            "GameScreen", "Enter puts the answer away before the next one wakes."
        )
    if on_screen.best_move_open(g, inp):
        return QCoreApplication.translate(
            "GameScreen", "Best move: press the three seats he names ({0} of 3)."
        ).format(len(inp.staged.guess))
    if g.state.closes_ballot:
        return QCoreApplication.translate(
            "GameScreen", "Every hand not yet given goes to the last candidate; Enter closes the vote."
        )
    if _nominations_refused(g):
        return ""
    return on_screen.phase_ui(g).hint_text()


def _key_digits(g: GameView, inp: HostInput) -> str:
    if inp.answer is not None:
        return ""
    if on_screen.best_move_open(g, inp):
        return QCoreApplication.translate("GameScreen", "1…0 best-move guess · − no best move")
    if g.state.closes_ballot:
        return QCoreApplication.translate("GameScreen", "Enter closes the vote")
    if _nominations_refused(g):
        return ""  # nominations are refused now (one made, or no vote today): the keys do nothing
    return on_screen.phase_ui(g).digit_text()


def _ballot(g: GameView, inp: HostInput) -> Ballot:
    rows = on_screen.live_counts(g, inp)
    if not rows:
        return Ballot(guess=inp.staged.guess)
    cells = tuple(BallotCell(cand, n, current) for cand, n, current in rows)
    return Ballot(cells=cells, cast=sum(n for _, n, _ in rows), living=len(g.state.living))


def seat_rows(g: GameView, inp: HostInput) -> tuple[SeatRow, ...]:
    s = g.state
    players = {seat: table_emergencies.seat_name(s, seat) for seat in SEATS}
    speaker = on_screen.speaker_on_screen(g, inp)
    night = on_screen.night_on_screen(g, inp)
    counts = on_screen.table_counts(g, inp)
    choices = on_screen.voter_choice(g, inp)
    staged = inp.staged
    zero_night = s.phase.kind is Phase.ZERO_NIGHT
    full_speech = int(g.rules.speech_seconds)
    rows = []
    for seat in SEATS:
        shown = on_screen.shown_status(g, seat)
        if zero_night:
            role = host_text.role_name(staged.role_of(seat)) if inp.reveal else ""
        elif not inp.reveal or s.roles is None:
            role = "•••" if s.roles is not None else ""
        else:
            role = host_text.role_name(s.roles[seat])
        note = _speech_note(g, seat, full_speech)
        n = g.told.fouls(seat)
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


def _speech_note(g: GameView, seat: int, full_speech: int) -> str:
    """What the speech-costing foul (the 3rd in every preset) does to the seat's next speech, as the engine
    has it now: lost, shortened, or nothing once the forfeit was served (the foul count alone said "lost"
    for ever). Read from the told game: the shot, which the engine has already counted, ends the victim's
    forfeit and shrinks the table, and the note changing at night told the table so."""
    s = g.told
    if s.fouls(seat) < g.rules.fouls_for_speech_loss or s.status(seat) is not SeatStatus.ALIVE:
        return ""
    seconds = s.next_speech_seconds(seat)
    if seconds == 0:
        return QCoreApplication.translate("SeatTableModel", "speech lost")
    if seconds < full_speech:
        return QCoreApplication.translate("SeatTableModel", "{0} s").format(seconds)
    return ""


def _fouls_tooltip(g: GameView) -> str:
    rules = g.rules
    if rules.third_foul_speech_seconds:  # rfm-2026: the speech is cut, not lost
        return QCoreApplication.translate(
            "SeatTableModel",
            "Click: +1 foul. The {0} cuts the next speech to {1} s ({2} s at {3} players or fewer); "
            "the {4} removes.",
        ).format(
            host_text.ordinal(rules.fouls_for_speech_loss),
            rules.third_foul_speech_seconds,
            rules.third_foul_short_speech_seconds,
            rules.short_table_living,
            host_text.ordinal(rules.fouls_for_removal),
        )
    return QCoreApplication.translate(
        "SeatTableModel",
        "Click: +1 foul. The {0} costs the next speech ({1} s at {2} players or fewer); the {3} removes.",
    ).format(
        host_text.ordinal(rules.fouls_for_speech_loss),
        rules.third_foul_short_speech_seconds,
        rules.short_table_living,
        host_text.ordinal(rules.fouls_for_removal),
    )
