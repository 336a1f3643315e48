"""The host's two answers to a table's small emergencies: a technical break (F9 pauses the whole game and
resumes it) and a player replaced mid-game (F8, a judge's decision). Both are engine events, stored through
the session before the screen shows them, like every other press."""

from __future__ import annotations

import datetime as dt
import re
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from mafia_desk.game.events import Pause, Replace, Resume
from mafia_desk.game.model import SEATS
from mafia_desk.game.state import GameState
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui.game_session import GameSession
from mafia_desk.gui.host_input import GameView, HostInput
from mafia_desk.gui.phase_ui import Steps
from mafia_desk.gui.screen_model import Ballot, Look, ScreenModel, SeatRow


class Desk(Steps, Protocol):
    """What the two emergencies ask of the host's input handler (GameController implements it)."""

    session: GameSession

    @property
    def state(self) -> GameState: ...

    def told_state(self) -> GameState: ...

    def ask_text(self, title: str, label: str) -> str | None: ...

    def ask_choice(self, title: str, label: str, items: list[str]) -> str | None: ...

    def say(self, text: str) -> None: ...

    def pause_clock(self) -> None: ...


# The usual reasons, offered first; the host may type another.
REPLACE_REASONS = (
    QT_TRANSLATE_NOOP("TableEmergencies", "fell ill"),
    QT_TRANSLATE_NOOP("TableEmergencies", "judge's decision"),
)

_LEADING_NUMBER = re.compile(r"^\s*(\d+)")
_TRAILING_ID = re.compile(r"^(.*\S)\s+\(([^()]+)\)$")


def wall_clock() -> str:
    """The moment of the press, with its offset, so a log read elsewhere still gives the break's length."""
    return dt.datetime.now().astimezone().replace(microsecond=0).isoformat()


def break_started(state: GameState) -> str:
    """The open break's start as the table reads it on the wall clock ("20:41:07"), "" when not paused."""
    breaks = state.breaks
    if not state.paused or not breaks:
        return ""
    return breaks[-1].start.partition("T")[2][:8]


def toggle_break(c: Desk) -> None:
    """Pause or resume; the speech clock is stopped by a pause and stays stopped after it (the host starts it
    again with Space when the speaker goes on)."""
    if c.state.paused:
        if c.apply(Resume(wall_clock())):
            c.pause_clock()
            c.say(
                QCoreApplication.translate(
                    "TableEmergencies",
                    "The technical break is over: the game goes on. Space starts the clock.",
                )
            )
        return
    if c.apply(Pause(wall_clock())):
        c.pause_clock()
        c.say(
            QCoreApplication.translate(
                "TableEmergencies", "Technical break: the game is paused. F9 resumes it."
            )
        )


def _seat_label(c: Desk, seat: int) -> str:
    holder = c.state.holder(seat)
    return f"{seat} · {holder.player if holder is not None else ''}"


def _at_table(c: Desk) -> tuple[set[str], set[str]]:
    names, ids = set(), set()
    for seat in SEATS:
        holder = c.state.holder(seat)
        if holder is not None:
            names.add(holder.player.casefold())
            if holder.player_id:
                ids.add(holder.player_id)
    return names, ids


def _candidates(c: Desk) -> dict[str, tuple[str, str]]:
    """For a tournament game: "Name (p03)" -> (name, id) of each registered player not at the table."""
    tid = c.session.tournament_id
    if tid is None:
        return {}
    names, ids = _at_table(c)
    out: dict[str, tuple[str, str]] = {}
    for p in c.session.store.tournament_players(tid):
        if p.code not in ids and p.name.casefold() not in names:
            out[f"{p.name} ({p.code})"] = (p.name, p.code)
    return out


def _read_player(typed: str, offered: dict[str, tuple[str, str]]) -> tuple[str, str | None]:
    if typed in offered:
        return offered[typed]
    match = _TRAILING_ID.match(typed)
    if match is not None and match.group(2) in {pid for _, pid in offered.values()}:
        return match.group(1), match.group(2)
    return typed, None


def replace_player(c: Desk) -> None:
    """Which seat, the new player (a tournament player not at the table, or a typed name), the reason."""
    title = QCoreApplication.translate("TableEmergencies", "Replace a player")
    # the table as it has been told: tonight's victim sits at it until the morning (and may be replaced)
    living = [s for s in SEATS if s in c.told_state().living]
    answer = c.ask_choice(
        title,
        QCoreApplication.translate("TableEmergencies", "Which seat is played by another player from now on?"),
        [_seat_label(c, s) for s in living],
    )
    if not answer:
        c.say(QCoreApplication.translate("TableEmergencies", "No replacement."))
        return
    number = _LEADING_NUMBER.match(answer)
    seat = int(number.group(1)) if number is not None else 0
    if seat not in SEATS:
        c.refuse(
            QCoreApplication.translate(
                "TableEmergencies", "No replacement: {0} is not a seat (1..10)."
            ).format(answer)
        )
        return
    offered = _candidates(c)
    label = QCoreApplication.translate("TableEmergencies", "Seat {0}: the new player's name").format(seat)
    if offered:
        typed = c.ask_choice(
            title,
            QCoreApplication.translate(
                "TableEmergencies", "{0} (pick a tournament player or type a name):"
            ).format(label),
            list(offered),
        )
    else:
        typed = c.ask_text(title, label + ":")
    if typed is None:
        c.say(QCoreApplication.translate("TableEmergencies", "No replacement."))
        return
    if not typed.strip():
        c.refuse(
            QCoreApplication.translate("TableEmergencies", "No replacement: the new player needs a name.")
        )
        return
    player, player_id = _read_player(typed.strip(), offered)
    reason = c.ask_choice(
        title,
        QCoreApplication.translate("TableEmergencies", "Why (pick or type):"),
        [QCoreApplication.translate("TableEmergencies", str(r)) for r in REPLACE_REASONS],
    )
    if reason is None:
        c.say(QCoreApplication.translate("TableEmergencies", "No replacement."))
        return
    if c.apply(Replace(seat, player, player_id, reason.strip())):
        c.say(
            QCoreApplication.translate("TableEmergencies", "Seat {0} is played by {1} from now on.").format(
                seat, player
            )
        )


def seat_name(state: GameState, seat: int) -> str:
    """The seat's player now; a replaced seat is marked (↺) so the table sees it changed hands."""
    held = state.holders(seat)
    if not held:
        return ""
    return held[-1].player + (" ↺" if len(held) > 1 else "")


def paused_screen(
    g: GameView, inp: HostInput, status: str, look: Look, rows: tuple[SeatRow, ...]
) -> ScreenModel:
    """The screen during a technical break: a big title, no seat, no step; the clock stands still."""
    since = break_started(g.state)
    title = QCoreApplication.translate("TableEmergencies", "Technical break")
    return ScreenModel(
        header=title,
        title=title,
        hint=QCoreApplication.translate(
            "TableEmergencies", "Since {0}. F9 resumes the game; the clock stays stopped until Space."
        ).format(since),
        rows=rows,
        seats_enabled=frozenset(),
        seats_picked=frozenset(),
        can_next=False,
        can_none=False,
        can_all_rest=False,
        can_undo=not g.result_stored and g.can_undo,
        can_redo=g.can_redo,
        can_judge=False,
        reveal=inp.reveal,
        ballot=Ballot(),
        queue="",
        status=status
        if inp.notice
        else QCoreApplication.translate(
            "TableEmergencies", "Technical break since {0}: the game is paused."
        ).format(since),
        status_look=look if inp.notice else Look.NOTICE,
        key_digits="",
        offers_fouls=False,
        offers_undo=not g.result_stored,
        fouls_tooltip="",
        timer_idle=False,
        paused=True,
    )
