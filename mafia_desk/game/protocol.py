"""The record a judge signs, built from a game (finished or not), and the exchange file's `games[]` entry."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from mafia_desk.game.core import break_seconds
from mafia_desk.game.game import Game
from mafia_desk.game.model import (
    SEATS,
    BallotRecord,
    BestMoveRecord,
    EndedBy,
    NightRecord,
    Outcome,
    Role,
    SeatStatus,
)


@dataclass(frozen=True)
class SeatLine:
    seat: int
    player: str
    player_id: str | None
    role: str | None
    fouls: int
    status: str
    removed_for: str | None


@dataclass(frozen=True)
class DayLine:
    day: int
    opener: int | None
    nominations: tuple[tuple[int, int], ...]
    withdrawals: tuple[tuple[int, int], ...]
    rounds: tuple[BallotRecord, ...]
    left: tuple[int, ...]
    removed: tuple[int, ...]
    fouls: tuple[int, ...]
    vote_cancelled: str | None
    outcome: str


@dataclass(frozen=True)
class BreakLine:
    """A technical break: `seconds` None while it still lasts; `phase` where the game stood."""

    start: str
    end: str | None
    seconds: int | None
    phase: str


@dataclass(frozen=True)
class ReplacementLine:
    """Seat `seat` is played by `player` from event `from_event` on (`phase` says when in words); `replaced`
    is the name he took over from."""

    seat: int
    player: str
    player_id: str | None
    replaced: str
    from_event: int
    phase: str
    reason: str


@dataclass(frozen=True)
class Protocol:
    ruleset: str
    meta: Mapping[str, object]
    seats: tuple[SeatLine, ...]
    days: tuple[DayLine, ...]
    nights: tuple[NightRecord, ...]
    best_move: BestMoveRecord | None
    finished: bool
    winner: str | None  # an `Outcome` value: "red", "black" or "draw"; None while the game runs
    win_reason: str | None
    ended_by: str | None
    now: str
    breaks: tuple[BreakLine, ...] = ()
    replacements: tuple[ReplacementLine, ...] = ()
    # a black victim's answer when asked for his best move (docs/game-log.md `named_guess`): no score
    named_guess: BestMoveRecord | None = None


def mm_ss(seconds: int) -> str:
    """A break's length as the protocol writes it: minutes:seconds, minutes past 59 kept whole."""
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def breaks_of(game: Game) -> tuple[BreakLine, ...]:
    return tuple(
        BreakLine(b.start, b.end, None if b.end is None else break_seconds(b.start, b.end), b.phase)
        for b in game.state.breaks
    )


def replacements_of(game: Game) -> tuple[ReplacementLine, ...]:
    """Every replacement in the order it happened (several seats, or one seat twice)."""
    out: list[ReplacementLine] = []
    for seat in SEATS:
        held = game.state.holders(seat)
        for before, h in pairwise(held):
            assert h.from_event is not None and h.phase is not None
            out.append(
                ReplacementLine(seat, h.player, h.player_id, before.player, h.from_event, h.phase, h.reason)
            )
    return tuple(sorted(out, key=lambda r: r.from_event))


def protocol(game: Game) -> Protocol:
    state = game.state
    c = state.core
    seats = tuple(
        SeatLine(
            s.seat,
            s.player,
            s.player_id,
            None if c.roles is None else c.roles[s.seat].value,
            c.fouls[s.seat],
            c.status[s.seat].value,
            c.removal_reason.get(s.seat),
        )
        for s in game.seats
    )
    days = tuple(
        DayLine(
            d.day,
            d.opener,
            tuple((x.seat, x.nominated_by) for x in d.nominations),
            tuple((x.seat, x.nominated_by) for x in d.withdrawals),
            tuple(r.record() for r in d.rounds),
            tuple(d.left),
            tuple(d.removed),
            tuple(d.fouls),
            d.vote_cancelled,
            d.outcome,
        )
        for d in c.days
    )
    nights = tuple(n.record() for n in c.nights)
    return Protocol(
        ruleset=game.ruleset.id,
        meta=dict(game.meta),
        seats=seats,
        days=days,
        nights=nights,
        best_move=c.best_move,
        finished=state.finished,
        winner=None if c.outcome is None else c.outcome.value,
        win_reason=c.win_reason,
        ended_by=None if c.ended_by is None else c.ended_by.value,
        now=state.description,
        breaks=breaks_of(game),
        replacements=replacements_of(game),
        named_guess=c.named_guess,
    )


def protocol_to_dict(p: Protocol) -> dict[str, object]:
    return {
        "ruleset": p.ruleset,
        "meta": dict(p.meta),
        "seats": [
            {
                "seat": s.seat,
                "player": s.player,
                "player_id": s.player_id,
                "role": s.role,
                "fouls": s.fouls,
                "status": s.status,
                "removed_for": s.removed_for,
            }
            for s in p.seats
        ],
        "days": [
            {
                "day": d.day,
                "opener": d.opener,
                "nominations": [{"seat": seat, "by": by} for seat, by in d.nominations],
                "withdrawals": [{"seat": seat, "by": by} for seat, by in d.withdrawals],
                "votes": [
                    {
                        "kind": r.kind,
                        "candidates": list(r.candidates),
                        "ballot": [{"candidate": k, "voters": list(v)} for k, v in r.votes],
                        **({"lift_for": list(r.lift_for)} if r.kind == "lift" else {}),
                        "outcome": r.outcome,
                    }
                    for r in d.rounds
                ],
                "left": list(d.left),
                "removed": list(d.removed),
                "fouls": list(d.fouls),
                "vote_cancelled": d.vote_cancelled,
                "outcome": d.outcome,
            }
            for d in p.days
        ],
        "nights": [
            {
                "night": n.night,
                "shot": n.shot,
                "shot_done": n.shot_done,
                "don_check": None
                if n.don_check is None
                else {"seat": n.don_check, "sheriff": n.don_found_sheriff},
                "sheriff_check": (
                    None
                    if n.sheriff_check is None
                    else {"seat": n.sheriff_check, "black": n.sheriff_found_black}
                ),
                "removed": list(n.removed),
                "fouls": list(n.fouls),
            }
            for n in p.nights
        ],
        "best_move": None
        if p.best_move is None
        else {"seat": p.best_move.seat, "guess": list(p.best_move.guess)},
        "finished": p.finished,
        "winner": p.winner,
        "win_reason": p.win_reason,
        "ended_by": p.ended_by,
        "now": p.now,
        # only when the game had any, so the protocol of an ordinary game reads as it always did
        **({"breaks": [_break_dict(b) for b in p.breaks]} if p.breaks else {}),
        **({"replacements": [_replacement_dict(r) for r in p.replacements]} if p.replacements else {}),
        **(
            {"named_guess": {"seat": p.named_guess.seat, "guess": list(p.named_guess.guess)}}
            if p.named_guess is not None
            else {}
        ),
    }


def _break_dict(b: BreakLine) -> dict[str, object]:
    return {"start": b.start, "end": b.end, "seconds": b.seconds, "phase": b.phase}


def _replacement_dict(r: ReplacementLine) -> dict[str, object]:
    return {
        "seat": r.seat,
        "player": r.player,
        "player_id": r.player_id,
        "replaced": r.replaced,
        "from": r.from_event,
        "phase": r.phase,
        "reason": r.reason,
    }


def _list(seats: Sequence[int]) -> str:
    return ", ".join(str(s) for s in seats) if seats else "-"


def protocol_to_text(p: Protocol) -> str:
    lines: list[str] = [f"Game protocol (ruleset {p.ruleset})"]
    for key, value in p.meta.items():
        lines.append(f"{key}: {value}")
    lines.append("")
    lines.append("seat  player                role      fouls  status")
    replaced = {r.seat: r.player for r in p.replacements}
    for s in p.seats:
        status = s.status + (f" ({s.removed_for})" if s.removed_for else "")
        if s.seat in replaced:
            status += f"; replaced by {replaced[s.seat]}"
        lines.append(f"{s.seat:>4}  {s.player:<20.20}  {s.role or '?':<8}  {s.fouls:>5}  {status}")
    nights = {n.night: n for n in p.nights}
    for d in p.days:
        lines.append("")
        lines.append(f"Day {d.day}" + (f" (opened by seat {d.opener})" if d.opener is not None else ""))
        if d.fouls:
            lines.append(f"  fouls: {_list(d.fouls)}")
        if d.nominations:
            lines.append("  nominated: " + ", ".join(f"{seat} (by {by})" for seat, by in d.nominations))
        if d.withdrawals:
            lines.append("  withdrawn: " + ", ".join(f"{seat} (by {by})" for seat, by in d.withdrawals))
        for r in d.rounds:
            if r.kind == "lift":
                lines.append(
                    f"  lift-all vote on {_list(r.candidates)}: for {_list(r.lift_for)} -> {r.outcome}"
                )
            else:
                ballot = "; ".join(f"{k}: {len(v)} ({_list(v)})" for k, v in r.votes)
                lines.append(f"  {r.kind}: {ballot} -> {r.outcome}")
        if d.left:
            lines.append(f"  voted out: {_list(d.left)}")
        if d.removed:
            lines.append(f"  removed: {_list(d.removed)}")
        if d.outcome:
            lines.append(f"  result: {d.outcome}")
        n = nights.get(d.day)
        if n is not None:
            lines.append(f"Night {n.night}")
            if n.fouls:
                lines.append(f"  fouls: {_list(n.fouls)}")
            if n.shot_done:
                lines.append(f"  shot: {'miss' if n.shot is None else n.shot}")
            if n.don_check is not None:
                lines.append(
                    f"  don checks {n.don_check}: {'sheriff' if n.don_found_sheriff else 'not the sheriff'}"
                )
            if n.sheriff_check is not None:
                lines.append(
                    f"  sheriff checks {n.sheriff_check}: {'black' if n.sheriff_found_black else 'red'}"
                )
            if n.removed:
                lines.append(f"  removed: {_list(n.removed)}")
    if p.replacements:
        lines.append("")
        lines.append("Replacements")
        for rep in p.replacements:
            why = f" ({rep.reason})" if rep.reason else ""
            who = f"seat {rep.seat}: {rep.player} for {rep.replaced}"
            lines.append(f"  {who} from event {rep.from_event}, {rep.phase}{why}")
    if p.breaks:
        lines.append("")
        lines.append("Technical breaks")
        for b in p.breaks:
            length = "still on" if b.seconds is None else mm_ss(b.seconds)
            lines.append(f"  {b.start} - {b.end or '...'} ({length}), {b.phase}")
    lines.append("")
    if p.best_move is not None:
        lines.append(f"Best move: seat {p.best_move.seat} names {_list(p.best_move.guess)}")
    if p.named_guess is not None:
        lines.append(f"Named by seat {p.named_guess.seat} (counts nothing): {_list(p.named_guess.guess)}")
    if p.finished:
        if p.winner == Outcome.DRAW:
            lines.append(f"Result: a draw ({p.win_reason})")
        else:
            lines.append(f"Result: {p.winner} wins ({p.win_reason})")
    else:
        lines.append(f"Not finished: {p.now}")
    return "\n".join(lines) + "\n"


def result_entry(
    game: Game,
    player_ids: Sequence[str] | None = None,
    *,
    stage: str | None = None,
    round: int | None = None,
    table: int | None = None,
    bonus: Sequence[Mapping[str, object]] = (),
    penalties: Sequence[Mapping[str, object]] = (),
) -> dict[str, object]:
    """The exchange file's `games[]` entry; bonus and penalties come from the judge's form, not the game."""
    state = game.state
    c = state.core
    if not state.finished or c.roles is None or c.outcome is None or c.ended_by is None:
        raise ValueError(f"the game is not finished: {state.description}")
    if player_ids is None:
        ids = [s.player_id for s in game.seats]
        missing = [s.seat for s in game.seats if not s.player_id]
        if missing:
            raise ValueError(f"seats {_list(missing)} have no player id")
        player_ids = [i for i in ids if i]
    if len(player_ids) != 10:
        raise ValueError(f"a game entry needs 10 player ids, not {len(player_ids)}")
    replacements = replacements_of(game)
    if replacements and game.ruleset.replacement_result == "substitute":
        player_ids = list(player_ids)
        for seat in sorted({r.seat for r in replacements}):
            last = state.holder(seat)
            assert last is not None
            if not last.player_id:
                raise ValueError(
                    f"seat {seat} is credited to its substitute {last.player} (replacement_result = "
                    "substitute), who has no player id: replace him with a tournament player"
                )
            player_ids[seat - 1] = last.player_id
    entry: dict[str, object] = {}
    for key, arg in (("stage", stage), ("round", round), ("table", table)):
        value = arg if arg is not None else game.meta.get(key)
        if value is not None:
            entry[key] = value
    roles = c.roles
    night1 = next((n for n in c.nights if n.night == 1 and n.shot_done), None)
    entry.update(
        {
            "players": list(player_ids),
            "roles": {
                "don": next(s for s in SEATS if roles[s] is Role.DON),
                "mafia": [s for s in SEATS if roles[s] is Role.MAFIA],
                "sheriff": next(s for s in SEATS if roles[s] is Role.SHERIFF),
            },
            "winner": c.outcome.value,
            "ended_by": c.ended_by.value,
        }
    )
    if c.ended_by is EndedBy.JUDGE:
        entry["reason"] = (c.win_reason or "").removeprefix("awarded by the judge: ")
    entry["shot_night1"] = None if night1 is None else night1.shot
    entry["best_move"] = (
        None if c.best_move is None else {"seat": c.best_move.seat, "guess": list(c.best_move.guess)}
    )
    entry["bonus"] = [dict(b) for b in bonus]
    entry["removed"] = [
        {"seat": s, "reason": c.removal_reason[s]} for s in SEATS if c.status[s] is SeatStatus.REMOVED
    ]
    entry["penalties"] = [dict(p) for p in penalties]
    if replacements:
        # an unknown key to the exchange format (kept on import and export): who sat in for whom, and when
        entry["replacements"] = [
            {
                "seat": r.seat,
                "player": r.player,
                "player_id": r.player_id,
                "from": r.from_event,
                "reason": r.reason,
            }
            for r in replacements
        ]
    return entry
