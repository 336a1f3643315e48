"""The protocol sheet of a game, taken from the engine's own protocol (`mafia_desk.game.protocol`).

The engine records every ballot with its voters, the lift-all votes, who left and why; this module only turns
those records into the figures and words the paper sheet has, so the sheet cannot disagree with the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from mafia_desk.game import Game
from mafia_desk.game.model import BallotRecord, NightRecord, Phase
from mafia_desk.game.protocol import (
    BreakLine,
    DayLine,
    Protocol,
    ReplacementLine,
    mm_ss,
    protocol,
)
from mafia_desk.game.translatable import QT_TRANSLATE_NOOP
from mafia_desk.gui import engine_text, host_text
from mafia_desk.reports.protocol_sheet import Ballot, DayVote, NightLine, ProtocolSheet, SeatLine


@dataclass(frozen=True)
class JudgeEntries:
    """What only the judge knows: extra points and penalties (with comments), protest, name."""

    points: Mapping[int, str] = field(default_factory=dict)
    extra: Mapping[int, str] = field(default_factory=dict)
    protest: str = ""
    judge: str = ""
    notes: tuple[str, ...] = ()


# The rulesets' stage ids, as the sheet names them; a tournament's own stage keeps its name.
STAGE_NAMES = {
    "qualifying": QT_TRANSLATE_NOOP("ProtocolBuilder", "qualifying"),
    "semifinal": QT_TRANSLATE_NOOP("ProtocolBuilder", "semifinal"),
    "final": QT_TRANSLATE_NOOP("ProtocolBuilder", "final"),
}
_OPEN_DAY_PHASES = (Phase.DAY_SPEECH, Phase.TIE_SPEECH, Phase.VOTE, Phase.REVOTE, Phase.LIFT_VOTE)


def stage_name(stage: str) -> str:
    return (
        QCoreApplication.translate("ProtocolBuilder", STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage
    )


def _ballot(vote: BallotRecord) -> Ballot:
    counted = {candidate: len(voters) for candidate, voters in vote.votes}
    # a candidate whose count a removal stopped got no count, not 0 votes
    return Ballot(vote.candidates, tuple(counted.get(c) for c in vote.candidates))


def _day(day: DayLine, running: bool = False) -> DayVote:
    """`running`: the day's speeches or vote are still going on, so no note yet says how it ended (mid-day
    "no vote" would be false the moment the vote opens)."""
    # a lone candidate's ballot has hands from log version 2 on (G5a); in version 1 he left with no vote
    ballots = tuple(
        _ballot(v) for v in day.rounds if v.kind in ("vote", "revote") or (v.kind == "single" and v.votes)
    )
    lifts = [v for v in day.rounds if v.kind == "lift"]
    lift_for = len(lifts[-1].lift_for) if lifts else None
    out = day.left
    note = ""
    outcome = day.outcome
    if getattr(outcome, "code", None) == "outcome.leader_leaves":
        note = engine_text.translate(outcome)  # the vote was stopped, yet its leader left
    elif day.vote_cancelled:
        note = QCoreApplication.translate("ProtocolBuilder", "no vote: {0}").format(
            engine_text.translate(day.vote_cancelled)
        )
    elif not ballots and lift_for is None and out:
        note = QCoreApplication.translate("ProtocolBuilder", "sole candidate, no vote")
    elif not out and outcome:
        # nobody left: say why (nobody nominated, a tie, a lift-all vote lost or not allowed)
        note = engine_text.translate(outcome)
    elif not ballots and lift_for is None and not running:
        note = QCoreApplication.translate("ProtocolBuilder", "no vote")
    candidates = tuple(seat for seat, _ in day.nominations)
    return DayVote(day.day, ballots, lift_for, out, note, candidates, day.nominations)


def _outcomes(game: Game, proto: Protocol, fouls_for_removal: int) -> dict[int, str]:
    out: dict[int, str] = {}
    disqualified = QCoreApplication.translate("ProtocolBuilder", "disqualified")
    why = {
        # the ruleset's removal count, not the baseline's 4
        "fouls": QCoreApplication.translate("ProtocolBuilder", "{0} fouls").format(fouls_for_removal),
        "disqualification": disqualified,
    }
    removed_for = {s.seat: s.removed_for or "" for s in proto.seats}

    def removed(seats: tuple[int, ...], when: str) -> None:
        for seat in seats:
            reason = why.get(removed_for.get(seat, ""), disqualified)
            out[seat] = QCoreApplication.translate("ProtocolBuilder", "removed ({0}), {1}").format(
                reason, when
            )

    for day in proto.days:
        for seat in day.left:
            out[seat] = QCoreApplication.translate("ProtocolBuilder", "voted out, day {0}").format(day.day)
        removed(day.removed, QCoreApplication.translate("ProtocolBuilder", "day {0}").format(day.day))
    for night in proto.nights:
        n = night.night
        if night.shot is not None and _night_over(game, night):  # the victim is told in the morning
            out[night.shot] = QCoreApplication.translate("ProtocolBuilder", "shot, night {0}").format(n)
        removed(night.removed, QCoreApplication.translate("ProtocolBuilder", "night {0}").format(n))
    return out


def _night(night: NightRecord) -> NightLine:
    return NightLine(
        night=night.night,
        shot=night.shot,
        don_check=night.don_check,
        don_found_sheriff=night.don_found_sheriff if night.don_check is not None else None,
        sheriff_check=night.sheriff_check,
        sheriff_found_black=night.sheriff_found_black if night.sheriff_check is not None else None,
        don_done=night.don_done,
        sheriff_done=night.sheriff_done,
    )


def _day_running(game: Game, day: DayLine) -> bool:
    """The morning's last words open the day too: its vote is still to come, not "no vote"."""
    phase = game.state.phase
    morning = phase.kind is Phase.LAST_WORDS and not day.outcome and not day.rounds
    return (phase.kind in _OPEN_DAY_PHASES or morning) and day.day == phase.day


def _clock(at: datetime | None) -> str:
    """The venue's wall-clock time: the sheet is read at the table, next to the hall's clock."""
    return "" if at is None else at.astimezone().strftime("%H:%M")


def _night_over(game: Game, night: NightRecord) -> bool:
    """A night is printed once it is over: mid-night its unplayed checks would read "no check", and its
    shot would show the victim before the morning."""
    phase = game.state.phase
    return not (phase.kind.is_night and night.night == phase.night)


def build_sheet(
    game: Game,
    judge: JudgeEntries | None = None,
    started: datetime | None = None,
    last_action: datetime | None = None,
    *,
    hide_roles: bool = False,
) -> ProtocolSheet:
    """`started`/`last_action`: when the store recorded the game's first and latest events (the engine keeps
    no clock); the end is printed only once the game is over, since until then the latest event is not it.
    `hide_roles`: the sheet on a screen the table sees mid-game: no roles and no night checks (their answers
    are roles); what is left is what the table saw itself."""
    judge = judge or JudgeEntries()
    proto = protocol(game)
    outcome = _outcomes(game, proto, game.ruleset.fouls_for_removal)
    substitutes = {r.seat: r.player for r in proto.replacements}  # the last one per seat
    seats = tuple(
        SeatLine(
            seat=s.seat,
            player=s.player + (f" → {substitutes[s.seat]}" if s.seat in substitutes else ""),
            role="" if hide_roles else host_text.role_name(s.role),
            fouls=s.fouls,
            points=judge.points.get(s.seat, ""),
            extra=judge.extra.get(s.seat, ""),
            outcome=outcome.get(s.seat, ""),
        )
        for s in proto.seats
    )
    meta = game.meta
    best = proto.best_move
    return ProtocolSheet(
        tournament=str(meta.get("tournament") or meta.get("title") or ""),
        stage=stage_name(str(meta.get("stage") or "")),
        date=str(meta.get("date") or ""),
        table=str(meta.get("table") or ""),
        game=str(meta.get("game") or meta.get("round") or ""),
        ruleset=engine_text.ruleset_file_name(str(game.ruleset.id)),
        # The new-game form asks for the table's judge, who hosts the game; a log may name the host apart. The
        # result form's judge is the one who signs: a name corrected there is the host's name too.
        host=str(meta.get("host") or judge.judge or meta.get("judge") or ""),
        started=_clock(started),
        ended=_clock(last_action) if proto.finished else "",
        seats=seats,
        days=tuple(_day(d, _day_running(game, d)) for d in proto.days),
        nights=()
        if hide_roles
        else tuple(_night(n) for n in proto.nights if n.shot_done and _night_over(game, n)),
        winner=proto.winner,
        win_reason=host_text.win_reason(game.state),
        best_move_seat=best.seat if best else None,
        best_move_guess=best.guess if best else (),
        protest=judge.protest,
        judge=judge.judge or str(meta.get("judge") or ""),
        notes=judge.notes,
        replacements=tuple(_replacement_line(r) for r in proto.replacements),
        breaks=tuple(_break_line(b) for b in proto.breaks),
    )


def _replacement_line(r: ReplacementLine) -> str:
    line = QCoreApplication.translate("ProtocolBuilder", "seat {0}: {1} replaced {2}; moment: {3}").format(
        r.seat, r.player, r.replaced, engine_text.translate(r.phase)
    )
    return f"{line} ({r.reason})" if r.reason else line


def _break_line(b: BreakLine) -> str:
    start = b.start.partition("T")[2][:8]
    if b.end is None or b.seconds is None:
        return QCoreApplication.translate(
            "ProtocolBuilder", "technical break from {0}, still on: {1}"
        ).format(start, engine_text.translate(b.phase))
    return QCoreApplication.translate("ProtocolBuilder", "technical break {0}–{1} ({2}): {3}").format(
        start, b.end.partition("T")[2][:8], mm_ss(b.seconds), engine_text.translate(b.phase)
    )
