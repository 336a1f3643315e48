"""The protocol sheet of a game, read off the engine by replaying its log one event at a time.

Each vote round's figures are taken from the engine's own ballots as the game went (the last candidate's votes
are the living players who had not voted, as the engine counted them), so the sheet shows exactly what the
engine decided, including revotes and lift-all votes that the final state no longer holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desk.game import Game, LiftVote, Vote
from mafia_desk.game.model import Phase
from mafia_desk.gui import host_text
from mafia_desk.reports.protocol_sheet import Ballot, DayVote, NightLine, ProtocolSheet, SeatLine

_VOTING = (Phase.VOTE, Phase.REVOTE)


@dataclass
class _Day:
    ballots: list[Ballot] = field(default_factory=list)
    lift_for: int | None = None
    out: list[int] = field(default_factory=list)
    note: str = ""


@dataclass(frozen=True)
class JudgeEntries:
    """What only the judge knows: extra points and penalties (with comments), protest, name."""

    points: Mapping[int, str] = field(default_factory=dict)
    extra: Mapping[int, str] = field(default_factory=dict)
    protest: str = ""
    judge: str = ""
    notes: tuple[str, ...] = ()


def _round_key(state: Any) -> tuple[Any, ...]:
    p = state.phase
    return (p.kind, p.day, p.round, tuple(state.vote_candidates))


def build_sheet(game: Game, judge: JudgeEntries | None = None) -> ProtocolSheet:
    judge = judge or JudgeEntries()
    replay = Game(game.ruleset, game.seats, game.meta)
    days: dict[int, _Day] = {}
    outcome: dict[int, str] = {}
    prev = replay.state
    for event in game.events:
        new = replay.apply(event)
        kind = Phase(prev.phase.kind)
        day_no = prev.phase.day
        if kind in (Phase.DAY_SPEECH, Phase.TIE_SPEECH) or kind in _VOTING:
            days.setdefault(day_no, _Day())
        if kind in _VOTING and isinstance(event, Vote) and _round_key(new) != _round_key(prev):
            cast = {cand: len(voters) for cand, voters in prev.ballot}
            cast[prev.phase.candidate] = len(event.seats)
            cands = tuple(prev.vote_candidates)
            rest = len(prev.living) - sum(cast.values())
            votes = tuple(cast.get(c, rest if c == cands[-1] else 0) for c in cands)
            days[day_no].ballots.append(Ballot(cands, votes))
        if kind is Phase.LIFT_VOTE and isinstance(event, LiftVote):
            days.setdefault(day_no, _Day()).lift_for = len(event.seats)
        for seat in range(1, 11):
            before, after = str(prev.status(seat)), str(new.status(seat))
            if before == after or before != "alive":
                continue
            if after == "voted_out":
                days.setdefault(day_no, _Day()).out.append(seat)
                outcome[seat] = QCoreApplication.translate("ProtocolBuilder", "voted out, day {0}").format(
                    day_no
                )
            elif after == "shot":
                outcome[seat] = QCoreApplication.translate("ProtocolBuilder", "shot, night {0}").format(
                    new.phase.night or prev.phase.night
                )
            elif after == "removed":
                when = (
                    QCoreApplication.translate("ProtocolBuilder", "night {0}").format(prev.phase.night)
                    if kind in (Phase.NIGHT_SHOT, Phase.DON_CHECK, Phase.SHERIFF_CHECK)
                    else QCoreApplication.translate("ProtocolBuilder", "day {0}").format(day_no)
                )
                why = (
                    QCoreApplication.translate("ProtocolBuilder", "4 fouls")
                    if new.fouls(seat) >= 4
                    else QCoreApplication.translate("ProtocolBuilder", "disqualified")
                )
                outcome[seat] = QCoreApplication.translate("ProtocolBuilder", "removed ({0}), {1}").format(
                    why, when
                )
        if new.vote_cancelled and prev.vote_cancelled != new.vote_cancelled:
            days.setdefault(new.phase.day, _Day()).note = QCoreApplication.translate(
                "ProtocolBuilder", "no vote: {0}"
            ).format(new.vote_cancelled)
        prev = new

    final = game.state
    for day in days.values():
        if not day.ballots and not day.note:
            day.note = QCoreApplication.translate("ProtocolBuilder", "no vote")
    roles = final.roles or {}
    seats = tuple(
        SeatLine(
            seat=s.seat,
            player=s.player,
            role=host_text.role_name(roles.get(s.seat)) if roles else "",
            fouls=final.fouls(s.seat),
            points=judge.points.get(s.seat, ""),
            extra=judge.extra.get(s.seat, ""),
            outcome=outcome.get(s.seat, ""),
        )
        for s in game.seats
    )
    nights = tuple(
        NightLine(
            night=n.night,
            shot=n.shot,
            don_check=n.don_check,
            don_found_sheriff=n.don_found_sheriff,
            sheriff_check=n.sheriff_check,
            sheriff_found_black=n.sheriff_found_black,
        )
        for n in final.night_results
        if getattr(n, "shot_done", True)
    )
    meta = game.meta
    best = final.best_move
    return ProtocolSheet(
        tournament=str(meta.get("tournament") or meta.get("title") or ""),
        stage=str(meta.get("stage") or ""),
        date=str(meta.get("date") or ""),
        table=str(meta.get("table") or ""),
        game=str(meta.get("game") or meta.get("round") or ""),
        ruleset=str(getattr(game.ruleset, "id", "")),
        seats=seats,
        days=tuple(
            DayVote(d, tuple(v.ballots), v.lift_for, tuple(v.out), v.note) for d, v in sorted(days.items())
        ),
        nights=nights,
        winner=str(final.winner) if final.winner else None,
        win_reason=str(final.win_reason or ""),
        best_move_seat=best.seat if best else None,
        best_move_guess=tuple(best.guess) if best else (),
        protest=judge.protest,
        judge=judge.judge or str(meta.get("judge") or ""),
        notes=judge.notes,
    )
