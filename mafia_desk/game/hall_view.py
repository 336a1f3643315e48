"""What the hall may see of a game, as data: the spectator display and the stream overlay draw only this.

The rules are the host screen's (gui/game_controller.py, gui/screen_build.py), said once here for every
display that faces the public: a night shows as "night N" and nothing else (no acting role, no shot, no
check, not even which turn of the ritual it is), tonight's victim stays alive until the morning, which starts
with his last words (or the first day speech), and the roles appear only once the game is over and the host
asks for them. Everything here is what the table heard said aloud.

`told_game` is that rule as a game: the one the host's screen, its protocol and every hall display are made
from, so that none of them hides the night's secrets on its own (and forgets one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from mafia_desk.game.errors import IllegalAction
from mafia_desk.game.events import (
    Disqualify,
    DonCheck,
    Event,
    Foul,
    Pause,
    Replace,
    Resume,
    SheriffCheck,
    Shot,
)
from mafia_desk.game.game import Game
from mafia_desk.game.messages import Message
from mafia_desk.game.model import SEATS, Phase, SeatStatus

# The version of the JSON form (docs/overlay.md): a reader refuses a version it does not know.
HALL_VIEW_VERSION = 1

# The meta keys of a game log that name the game for the public; the rest (host, judge, notes) stay out.
HEADING_KEYS = ("tournament", "stage", "round", "table", "title")

# The hall's stage of the game: "day" and "night" are the only words the public needs between the roles'
# minute and the end; `step` says what happens in the day.
STAGE_ZERO_NIGHT = "zero_night"
STAGE_DAY = "day"
STAGE_NIGHT = "night"
STAGE_FINISHED = "finished"

_DAY_STEPS = {
    Phase.DAY_SPEECH: "speech",
    Phase.TIE_SPEECH: "tie_speech",
    Phase.VOTE: "vote",
    Phase.REVOTE: "revote",
    Phase.LIFT_VOTE: "lift_vote",
    Phase.LAST_WORDS: "last_words",
}


@dataclass(frozen=True)
class HallSeat:
    seat: int
    player: str
    status: str  # SeatStatus value, as the hall may see it
    removal: str | None  # "fouls" or "disqualification" for a removed seat
    fouls: int
    speaking: bool
    role: str | None  # only at the end, when the host reveals the roles
    replaced: bool  # another player took the seat mid-game (`player` is who plays it now)


@dataclass(frozen=True)
class HallCandidate:
    seat: int
    nominated_by: int


@dataclass(frozen=True)
class HallBallot:
    """One ballot of the day: the raised hands are public, so the voters are shown with the counts."""

    kind: str  # vote, revote, lift or single
    candidates: tuple[int, ...]
    votes: tuple[tuple[int, tuple[int, ...]], ...]  # candidate -> voters (lift: empty)
    lift_for: tuple[int, ...]
    outcome: Message | None  # None while the ballot is being counted


@dataclass(frozen=True)
class HallBestMove:
    seat: int
    guess: tuple[int, int, int]


@dataclass(frozen=True)
class HallResult:
    winner: str  # an Outcome value: "red", "black" or "draw"
    reason: Message | None


@dataclass(frozen=True)
class HallView:
    heading: tuple[tuple[str, str], ...]  # (meta key, value) in HEADING_KEYS order, present ones only
    stage: str  # STAGE_*
    step: str | None  # in the day: speech, tie_speech, vote, revote, lift_vote, last_words
    day: int
    night: int
    seats: tuple[HallSeat, ...]
    speaker: int | None
    speech_seconds: int | None  # the speech's allotted time; the running clock is the host's
    candidates: tuple[HallCandidate, ...]
    counting: int | None  # the candidate whose hands are being counted
    ballots: tuple[HallBallot, ...]
    day_outcome: Message | None
    vote_cancelled: Message | None
    best_move: HallBestMove | None
    result: HallResult | None
    roles_shown: bool
    break_since: str | None  # a technical break is on since this time: every clock at the table stands


def _stage(phase: Phase) -> str:
    if phase is Phase.FINISHED:
        return STAGE_FINISHED
    if phase is Phase.ZERO_NIGHT:
        return STAGE_ZERO_NIGHT
    if phase.is_night:
        return STAGE_NIGHT
    return STAGE_DAY


# The judge's events: they change nothing of the night's course, so they may come while a check's answer is
# up (the checker awake) without the host putting it away: a foul, a removal, a break, a replaced player.
JUDGE_EVENTS = (Foul, Disqualify, Pause, Resume, Replace)


def held_check(game: Game) -> DonCheck | SheriffCheck | None:
    """The check whose answer may still be up: the game's last event but the judge's events after it."""
    for event in reversed(game.events):
        if isinstance(event, DonCheck | SheriffCheck):
            return event
        if not isinstance(event, JUDGE_EVENTS):
            return None
    return None


def night_kept(game: Game, *, night_held: bool) -> Game:
    """`game` as the screens facing the table show it: while a check's answer is still up (`night_held`:
    the checker is awake, the town has not been woken), the game before that check, with the judge's events
    given since (a foul, a break) played on it.

    The engine is in the morning as soon as the sheriff's check is stored, but the morning is announced only
    when the host puts the answer away (Enter); until then every screen must be made from the night, or
    something of the morning (who speaks, who is shot, whether the shot missed) reaches the table in the
    meantime. Only the judge's events may follow the held check (`held_check`): any other key puts the
    answer away first, or is refused while it is up.
    """
    if not night_held or held_check(game) is None:
        return game
    before = game.fork()
    judge: list[Event] = []
    while True:
        event = before.undo()
        if isinstance(event, DonCheck | SheriffCheck):
            break
        judge.append(event)
    for event in reversed(judge):
        # accepted after the check, each is accepted before it too (the seats it names sat at the table);
        # were one refused, the table is told less, never more
        try:
            before.apply(event)
        except IllegalAction:
            continue
    return before


def told_game(game: Game, *, night_held: bool = False) -> Game:
    """The game as the table has been told it: the night kept while a check's answer is up (`night_kept`),
    and at night the game without tonight's shot and checks, which the table hears only in the morning.

    Everything public that happened tonight (a foul, a removal, a break, a replaced player) is played again
    on the night as it stood before the shot, so the victim is simply alive, with his fouls and his pending
    lost speech, and the living count is dusk's: a screen that reads this game cannot let the shot slip
    through a derived figure (a 3rd foul's "speech lost", the short table's 30 s), as one that hides the
    victim's status alone did. The end of the game is announced at once, so a finished game is itself.
    """
    game = night_kept(game, night_held=night_held)
    state = game.state
    if not state.phase.kind.is_night or not state.night_results or not state.night_results[-1].shot_done:
        return game
    told = game.fork()
    public: list[Event] = []
    while True:  # back to tonight's shot: only the night phases (and their public events) follow it
        event = told.undo()
        if isinstance(event, Shot):
            break
        if not isinstance(event, DonCheck | SheriffCheck):
            public.append(event)
    for event in reversed(public):
        # Each was accepted after the shot, with one more seat out; with him in, none is refused (a foul or a
        # removal needs a living seat, and he is one). Were one refused, the table is told less, never more.
        try:
            told.apply(event)
        except IllegalAction:
            continue
    return told


def hall_view(game: Game, *, reveal_roles: bool = False, night_held: bool = False) -> HallView:
    """The hall's view of `game` now.

    `reveal_roles` is the host's toggle; it shows the roles only once the game is finished. `night_held`
    is the host screen's check answer still up (the checker is awake): the morning has not come for the
    table yet, so the hall keeps the night too, as the host's screen does. Both come from `told_game`: the
    hall is shown the game as the table has been told it, the night without its shot and checks.
    """
    game = told_game(game, night_held=night_held)
    s = game.state
    phase = s.phase
    stage = _stage(phase.kind)
    day = stage == STAGE_DAY
    speaker = s.current_speaker if day and phase.kind.is_speech else None
    show_roles = reveal_roles and s.finished and s.roles is not None
    roles = s.roles
    holders = {seat: s.holders(seat) for seat in SEATS}
    seats = tuple(
        HallSeat(
            seat=seat,
            player=holders[seat][-1].player if holders[seat] else game.player(seat).player,
            status=s.status(seat).value,
            removal=s.removal_reason(seat) if s.status(seat) is SeatStatus.REMOVED else None,
            fouls=s.fouls(seat),
            speaking=seat == speaker,
            role=roles[seat].value if show_roles and roles is not None else None,
            replaced=len(holders[seat]) > 1,
        )
        for seat in SEATS
    )
    # The day's candidates, ballots and outcome stay up from the day until night falls; at night they were
    # a stale line (the host screen drops them too), and after the end the last day's are the record.
    public_day = day or stage == STAGE_FINISHED
    ballots = (
        tuple(
            HallBallot(
                b.kind,
                b.candidates,
                b.votes,
                b.lift_for,
                b.outcome if isinstance(b.outcome, Message) else None,
            )
            for b in s.day_ballots
        )
        if public_day
        else ()
    )
    day_outcome = s.day_outcome
    # a black victim's named guess is shown as a best move: the stream must not tell his team
    best = s.best_move or s.named_guess
    # The best move is named aloud in the morning's last words; the night before it cannot hold one.
    return HallView(
        heading=tuple((k, str(game.meta[k])) for k in HEADING_KEYS if game.meta.get(k) not in (None, "")),
        stage=stage,
        step=_DAY_STEPS.get(phase.kind) if day else None,
        day=phase.day,
        night=phase.night,
        seats=seats,
        speaker=speaker,
        speech_seconds=s.speech_seconds if speaker is not None else None,
        candidates=tuple(HallCandidate(c.seat, c.nominated_by) for c in s.candidates) if day else (),
        counting=phase.candidate if day and phase.kind.is_ballot else None,
        ballots=ballots,
        day_outcome=day_outcome if public_day and isinstance(day_outcome, Message) else None,
        vote_cancelled=s.vote_cancelled if day else None,
        best_move=None if best is None else HallBestMove(best.seat, best.guess),
        result=HallResult(s.outcome.value, s.win_reason) if s.finished and s.outcome is not None else None,
        roles_shown=show_roles,
        break_since=s.breaks[-1].start if s.paused and s.breaks else None,
    )


Translate = Callable[[Message], str]


def _message(m: Message | None, translate: Translate) -> dict[str, Any] | None:
    if m is None:
        return None
    params: dict[str, Any] = {}
    for k, v in m.params.items():
        if isinstance(v, Message):
            params[k] = _message(v, translate)
        elif isinstance(v, tuple):
            params[k] = list(v)
        else:
            params[k] = v
    return {"code": m.code, "params": params, "text": translate(m)}


def to_json(
    view: HallView,
    *,
    translate: Translate = str,
    labels: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The `state` message's payload (docs/overlay.md). `translate` renders the coded sentences in the
    display's language (English by default); `labels` are the display's ready words (the phase title,
    the statuses), so the page itself holds no text to translate."""
    seats = [asdict(seat) for seat in view.seats]
    return {
        "type": "state",
        "version": HALL_VIEW_VERSION,
        "heading": dict(view.heading),
        "stage": view.stage,
        "step": view.step,
        "day": view.day,
        "night": view.night,
        "seats": seats,
        "speaker": view.speaker,
        "speech_seconds": view.speech_seconds,
        "candidates": [{"seat": c.seat, "nominated_by": c.nominated_by} for c in view.candidates],
        "counting": view.counting,
        "ballots": [
            {
                "kind": b.kind,
                "candidates": list(b.candidates),
                "votes": [{"candidate": cand, "voters": list(voters)} for cand, voters in b.votes],
                "lift_for": list(b.lift_for),
                "outcome": _message(b.outcome, translate),
            }
            for b in view.ballots
        ],
        "day_outcome": _message(view.day_outcome, translate),
        "vote_cancelled": _message(view.vote_cancelled, translate),
        "best_move": None
        if view.best_move is None
        else {"seat": view.best_move.seat, "guess": list(view.best_move.guess)},
        "result": None
        if view.result is None
        else {"winner": view.result.winner, "reason": _message(view.result.reason, translate)},
        "roles_shown": view.roles_shown,
        "break_since": view.break_since,
        "labels": dict(labels or {}),
    }
