"""The protocol sheet of a game, taken from the engine's own protocol (`mafia_desk.game.protocol`).

The engine records every ballot with its voters, the lift-all votes, who left and why; this module only turns
those records into the figures and words the paper sheet has, so the sheet cannot disagree with the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desk.game import Game, protocol, protocol_to_dict
from mafia_desk.gui import engine_text, host_text
from mafia_desk.gui.i18n import QT_TRANSLATE_NOOP
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


def stage_name(stage: str) -> str:
    return (
        QCoreApplication.translate("ProtocolBuilder", STAGE_NAMES[stage]) if stage in STAGE_NAMES else stage
    )


def _ballot(vote: Mapping[str, Any]) -> Ballot:
    cands = tuple(int(c) for c in vote.get("candidates", ()))
    counted = {int(b["candidate"]): len(b.get("voters", ())) for b in vote.get("ballot", ())}
    return Ballot(cands, tuple(counted.get(c, 0) for c in cands))


def _day(day: Mapping[str, Any]) -> DayVote:
    votes = list(day.get("votes", ()))
    ballots = tuple(_ballot(v) for v in votes if v.get("kind") in ("vote", "revote"))
    lifts = [v for v in votes if v.get("kind") == "lift"]
    lift_for = len(lifts[-1].get("lift_for", ())) if lifts else None
    out = tuple(int(s) for s in day.get("left", ()))
    note = ""
    outcome = day.get("outcome")
    if getattr(outcome, "code", None) == "outcome.leader_leaves":
        note = engine_text.translate(outcome)  # the vote was stopped, yet its leader left
    elif day.get("vote_cancelled"):
        note = QCoreApplication.translate("ProtocolBuilder", "no vote: {0}").format(
            engine_text.translate(day["vote_cancelled"])
        )
    elif not ballots and lift_for is None and out:
        note = QCoreApplication.translate("ProtocolBuilder", "sole candidate, no vote")
    elif not out and outcome:
        # nobody left: say why (nobody nominated, a tie, a lift-all vote lost or not allowed)
        note = engine_text.translate(outcome)
    elif not ballots and lift_for is None:
        note = QCoreApplication.translate("ProtocolBuilder", "no vote")
    nominations = tuple((int(n["seat"]), int(n["by"])) for n in day.get("nominations", ()))
    candidates = tuple(seat for seat, _ in nominations)
    return DayVote(int(day["day"]), ballots, lift_for, out, note, candidates, nominations)


def _outcomes(proto: Mapping[str, Any]) -> dict[int, str]:
    out: dict[int, str] = {}
    why = {
        "fouls": QCoreApplication.translate("ProtocolBuilder", "4 fouls"),
        "disqualification": QCoreApplication.translate("ProtocolBuilder", "disqualified"),
    }
    removed_for = {int(s["seat"]): str(s.get("removed_for") or "") for s in proto.get("seats", ())}

    def removed(seats: Any, when: str) -> None:
        for seat in seats:
            reason = why.get(
                removed_for.get(int(seat), ""), QCoreApplication.translate("ProtocolBuilder", "disqualified")
            )
            out[int(seat)] = QCoreApplication.translate("ProtocolBuilder", "removed ({0}), {1}").format(
                reason, when
            )

    for day in proto.get("days", ()):
        n = int(day["day"])
        for seat in day.get("left", ()):
            out[int(seat)] = QCoreApplication.translate("ProtocolBuilder", "voted out, day {0}").format(n)
        removed(day.get("removed", ()), QCoreApplication.translate("ProtocolBuilder", "day {0}").format(n))
    for night in proto.get("nights", ()):
        n = int(night["night"])
        if night.get("shot") is not None:
            out[int(night["shot"])] = QCoreApplication.translate("ProtocolBuilder", "shot, night {0}").format(
                n
            )
        removed(
            night.get("removed", ()), QCoreApplication.translate("ProtocolBuilder", "night {0}").format(n)
        )
    return out


def _night(night: Mapping[str, Any]) -> NightLine:
    don = night.get("don_check") or {}
    sheriff = night.get("sheriff_check") or {}
    return NightLine(
        night=int(night["night"]),
        shot=None if night.get("shot") is None else int(night["shot"]),
        don_check=None if don.get("seat") is None else int(don["seat"]),
        don_found_sheriff=don.get("sheriff"),
        sheriff_check=None if sheriff.get("seat") is None else int(sheriff["seat"]),
        sheriff_found_black=sheriff.get("black"),
    )


def _clock(at: datetime | None) -> str:
    """The venue's wall-clock time: the sheet is read at the table, next to the hall's clock."""
    return "" if at is None else at.astimezone().strftime("%H:%M")


def _night_over(game: Game, night: Mapping[str, Any]) -> bool:
    """A night is printed once it is over: mid-night its unplayed checks would read "no check", and its
    shot would show the victim before the morning."""
    phase = game.state.phase
    return not (phase.kind.is_night and int(night["night"]) == phase.night)


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
    proto: dict[str, Any] = dict(protocol_to_dict(protocol(game)))
    outcome = _outcomes(proto)
    seats = tuple(
        SeatLine(
            seat=int(s["seat"]),
            player=str(s["player"]),
            role="" if hide_roles else host_text.role_name(s.get("role")),
            fouls=int(s.get("fouls", 0)),
            points=judge.points.get(int(s["seat"]), ""),
            extra=judge.extra.get(int(s["seat"]), ""),
            outcome=outcome.get(int(s["seat"]), ""),
        )
        for s in proto.get("seats", ())
    )
    meta = game.meta
    best = proto.get("best_move") or None
    return ProtocolSheet(
        tournament=str(meta.get("tournament") or meta.get("title") or ""),
        stage=stage_name(str(meta.get("stage") or "")),
        date=str(meta.get("date") or ""),
        table=str(meta.get("table") or ""),
        game=str(meta.get("game") or meta.get("round") or ""),
        ruleset=engine_text.ruleset_file_name(str(game.ruleset.id)),
        # The new-game form asks for the table's judge, who hosts the game; a log may name the host apart.
        host=str(meta.get("host") or meta.get("judge") or ""),
        started=_clock(started),
        ended=_clock(last_action) if proto.get("finished") else "",
        seats=seats,
        days=tuple(_day(d) for d in proto.get("days", ())),
        nights=()
        if hide_roles
        else tuple(
            _night(n) for n in proto.get("nights", ()) if n.get("shot_done", True) and _night_over(game, n)
        ),
        winner=str(proto["winner"]) if proto.get("winner") else None,
        win_reason=host_text.win_reason(game.state),
        best_move_seat=int(best["seat"]) if best else None,
        best_move_guess=tuple(int(s) for s in best["guess"]) if best else (),
        protest=judge.protest,
        judge=judge.judge or str(meta.get("judge") or ""),
        notes=judge.notes,
    )
