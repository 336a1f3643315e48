"""The host's words for the moment: one line a new host can read aloud ("The town falls asleep…").

The status line says what Enter does; this line says what the host says to the table now, in the
interface's language (context `HostWords`; docs/host-words.md lists the Russian each source stands for).

The table sees the screen, so the words follow what the screen already shows and nothing else: the night's
words are the same whether the don or the sheriff is in the game or out (the ritual hides deaths), a check's
turn stays on screen until its answer is put away, and the victim is named only once the morning has come.
A host who knows the words switches the line off (View menu, remembered in the settings).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.model import Outcome, Phase, SeatStatus, Team
from mafia_desk.game.state import GameState
from mafia_desk.gui import on_screen
from mafia_desk.gui.common import settings
from mafia_desk.gui.host_input import GameView, HostInput
from mafia_desk.gui.phase_ui import PHASE_UI

CONTEXT = "HostWords"  # every call below spells it: lupdate reads only a literal context
SETTING = settings.HOST_WORDS.key


def shown() -> bool:
    """Whether the line is on: on until the host switches it off."""
    return settings.HOST_WORDS.get()


def set_shown(on: bool) -> None:
    settings.HOST_WORDS.set(bool(on))


def for_screen(g: GameView, inp: HostInput) -> str:
    """The words for what the screen shows now: a check's answer still up is that checker's turn."""
    awake: Phase | None = None
    if inp.answer is not None:
        p = g.state.phase
        don_title = PHASE_UI[Phase.DON_CHECK].title_for(p.day, p.night)
        awake = Phase.DON_CHECK if inp.answer.title == don_title else Phase.SHERIFF_CHECK
    return host_words(
        g.state, picks=len(inp.staged.roles), awake=awake, best_move=on_screen.best_move_open(g, inp)
    )


def host_words(
    state: GameState, *, picks: int = 0, awake: Phase | None = None, best_move: bool = False
) -> str:
    """One line for `state`. `picks`: the zero night's role picks so far; `awake`: the checker whose answer
    is still up (his turn is what the table sees); `best_move`: the victim is asked for his best move."""
    if awake is Phase.DON_CHECK:
        return QCoreApplication.translate("HostWords", "Don, go to sleep.")
    if awake is Phase.SHERIFF_CHECK:
        return QCoreApplication.translate("HostWords", "Sheriff, go to sleep.")
    p = state.phase
    kind = p.kind
    seat = state.current_speaker
    if kind is Phase.ZERO_NIGHT:
        return _zero_night(picks)
    if kind is Phase.DAY_SPEECH:
        if state.speech_forfeited:
            words = QCoreApplication.translate(
                "HostWords", "Seat {0}, you have lost this speech for fouls; you may only nominate."
            ).format(seat)
        else:
            words = QCoreApplication.translate("HostWords", "Seat {0}, you have the floor.").format(seat)
        morning = _morning_without_victim(state)
        return f"{morning} {words}" if morning else words
    if kind is Phase.TIE_SPEECH:
        return QCoreApplication.translate(
            "HostWords", "Seat {0}, you have {1} seconds to defend yourself."
        ).format(seat, state.speech_seconds)
    if kind.is_ballot:
        return _ballot(state)
    if kind is Phase.LIFT_VOTE:
        return QCoreApplication.translate(
            "HostWords", "Who is for all the candidates (seats {0}) leaving the table?"
        ).format(", ".join(str(s) for s in state.vote_candidates))
    if kind is Phase.LAST_WORDS:
        return _last_words(state, best_move)
    if kind is Phase.NIGHT_SHOT:
        return QCoreApplication.translate(
            "HostWords", "Night falls, the town falls asleep. The mafia goes hunting."
        )
    if kind is Phase.DON_CHECK:
        return QCoreApplication.translate(
            "HostWords", "Mafia, go to sleep. Don, wake up and look for the sheriff."
        )
    if kind is Phase.SHERIFF_CHECK:
        return QCoreApplication.translate(
            "HostWords", "Don, go to sleep. Sheriff, wake up and look for the mafia."
        )
    if state.outcome is Outcome.DRAW:
        return QCoreApplication.translate("HostWords", "The game is over: a draw.")
    if state.winner is None:  # finished
        return QCoreApplication.translate("HostWords", "The game is over.")
    if state.winner is Team.RED:
        return QCoreApplication.translate("HostWords", "The game is over: the town wins.")
    return QCoreApplication.translate("HostWords", "The game is over: the mafia wins.")


def _zero_night(picks: int) -> str:
    """The host notes the don and both mafia while the mafia are awake, then the sheriff on his own."""
    if picks < 3:
        return QCoreApplication.translate(
            "HostWords",
            "The town falls asleep. Mafia, wake up: you have a minute to agree. Don, show yourself.",
        )
    if picks == 3:
        return QCoreApplication.translate(
            "HostWords", "Mafia, go to sleep. Sheriff, wake up and show yourself."
        )
    return QCoreApplication.translate("HostWords", "Sheriff, go to sleep.")


def _first_speech_of_day(state: GameState) -> bool:
    core = state.core  # the day's opener: the engine keeps it only in its day record
    return bool(core.days) and core.today.opener == state.current_speaker


def _morning_without_victim(state: GameState) -> str:
    """The town wakes up to the day's first speech, when no victim's last words opened the morning."""
    if not _first_speech_of_day(state):
        return ""
    nights = state.night_results
    if state.phase.day == 1 or not nights:
        return QCoreApplication.translate("HostWords", "The town wakes up.")
    if nights[-1].shot is None:
        return QCoreApplication.translate("HostWords", "The town wakes up. Nobody was killed tonight.")
    return ""


def _ballot(state: GameState) -> str:
    p = state.phase
    cands = state.vote_candidates
    rounds = state.day_ballots
    if rounds and rounds[-1].kind == "single":
        return QCoreApplication.translate(
            "HostWords", "Seat {0} is the only candidate: every hand is his, he leaves the table."
        ).format(p.candidate)
    if cands and p.candidate == cands[0] and not state.ballot:
        listed = ", ".join(str(s) for s in cands)
        if p.kind is Phase.REVOTE:
            return QCoreApplication.translate(
                "HostWords", "Revote between seats {1}. Who is for seat {0}?"
            ).format(p.candidate, listed)
        return QCoreApplication.translate(
            "HostWords", "We vote; the candidates are seats {1}. Who is for seat {0}?"
        ).format(p.candidate, listed)
    if state.closes_ballot:
        return QCoreApplication.translate("HostWords", "The hands not yet given go to seat {0}.").format(
            p.candidate
        )
    return QCoreApplication.translate("HostWords", "Who is for seat {0}?").format(p.candidate)


def _last_words(state: GameState, best_move: bool) -> str:
    seat = state.current_speaker
    nights = state.night_results
    # the night's victim speaks first thing in the morning; a seat voted out is never the shot one
    morning = (
        seat is not None
        and bool(nights)
        and nights[-1].shot == seat
        and state.status(seat) is SeatStatus.SHOT
        and state.phase.day == nights[-1].night + 1
    )
    if state.speech_seconds == 60:
        words = QCoreApplication.translate("HostWords", "Seat {0}, your last minute.").format(seat)
    else:
        words = QCoreApplication.translate("HostWords", "Seat {0}, your last words: {1} seconds.").format(
            seat, state.speech_seconds
        )
    if best_move:
        words += " " + QCoreApplication.translate("HostWords", "Name your best move: three seats.")
    if morning:
        killed = QCoreApplication.translate(
            "HostWords", "The town wakes up. Seat {0} was killed tonight."
        ).format(seat)
        return f"{killed} {words}"
    return words
