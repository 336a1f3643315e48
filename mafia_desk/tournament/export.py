"""The exchange file written back from the typed model: known keys in the format's order, then `extra`."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.tournament.model import (
    Absence,
    Adjustment,
    Correction,
    Draw,
    Game,
    Judge,
    Lot,
    Protest,
    Stage,
    StageClosing,
    Tournament,
)


def _with_extra(known: dict[str, object], extra: Mapping[str, object]) -> dict[str, object]:
    for key, value in extra.items():
        known.setdefault(key, value)
    return known


def game_to_dict(g: Game) -> dict[str, object]:
    """One games[] entry as the file writes it."""
    out: dict[str, object] = {
        "stage": g.stage,
        "round": g.round,
        "table": g.table,
        "players": list(g.players),
        "roles": _with_extra(
            {"don": g.roles.don, "mafia": list(g.roles.mafia), "sheriff": g.roles.sheriff}, g.roles.extra
        ),
        "winner": g.winner,
        "ended_by": g.ended_by,
    }
    if g.reason is not None:
        out["reason"] = g.reason
    out["shot_night1"] = g.shot_night1
    out["best_move"] = (
        None
        if g.best_move is None
        else _with_extra({"seat": g.best_move.seat, "guess": list(g.best_move.guess)}, g.best_move.extra)
    )
    bonus: list[object] = []
    for b in g.bonus:
        entry: dict[str, object] = {"seat": b.seat, "points": b.points}
        if b.kind != "judge":
            entry["kind"] = b.kind
        bonus.append(_with_extra(entry, b.extra))
    out["bonus"] = bonus
    out["removed"] = [_with_extra({"seat": r.seat, "reason": r.reason}, r.extra) for r in g.removed]
    out["penalties"] = [
        _with_extra({"seat": p.seat, "points": p.points, "reason": p.reason}, p.extra) for p in g.penalties
    ]
    return _with_extra(out, g.extra)


def absence_to_dict(a: Absence) -> dict[str, object]:
    """One absences[] entry as the file writes it."""
    return _with_extra({"player": a.player, "stage": a.stage, "round": a.round, "kind": a.kind}, a.extra)


def adjustment_to_dict(a: Adjustment) -> dict[str, object]:
    """One adjustments[] entry as the file writes it."""
    return _with_extra({"player": a.player, "points": a.points, "reason": a.reason}, a.extra)


def tournament_to_dict(t: Tournament) -> dict[str, object]:
    """The JSON document of `t`; `load_tournament` of it gives `t` back (unknown keys included)."""
    players: list[object] = []
    for p in t.players:
        entry: dict[str, object] = {"id": p.id, "name": p.name}
        if p.club is not None:
            entry["club"] = p.club
        if p.city is not None:
            entry["city"] = p.city
        players.append(_with_extra(entry, p.extra))
    out: dict[str, object] = {
        "format": t.format,
        "version": t.version,
        "name": t.name,
        "ruleset": t.ruleset,
        "players": players,
    }
    if t.stages is not None:
        out["stages"] = [_stage(s) for s in t.stages]
    out["games"] = [game_to_dict(g) for g in t.games]
    out["absences"] = [absence_to_dict(a) for a in t.absences]
    out["adjustments"] = [adjustment_to_dict(a) for a in t.adjustments]
    if t.venue is not None:
        out["venue"] = t.venue
    if t.start is not None:
        out["start"] = t.start
    if t.end is not None:
        out["end"] = t.end
    if t.judges is not None:
        out["judges"] = list(t.judges)
    if t.judge_details:
        out["judge_details"] = [judge_to_dict(j) for j in t.judge_details]
    if t.draws:
        out["draws"] = [_draw(d) for d in t.draws]
    if t.corrections:
        out["corrections"] = [_correction(c) for c in t.corrections]
    if t.closings:
        out["closings"] = [closing_to_dict(c) for c in t.closings]
    if t.protests:
        out["protests"] = [protest_to_dict(p) for p in t.protests]
    return _with_extra(out, t.extra)


def protest_to_dict(p: Protest) -> dict[str, object]:
    """One protests[] entry as the file writes it (docs/tournament-format.md): `as` only for a captain."""
    out: dict[str, object] = {
        "id": p.id,
        "stage": p.stage,
        "round": p.round,
        "table": p.table,
        "by": p.by,
    }
    if p.filed_as != "player":
        out["as"] = p.filed_as
    out.update({"text": p.text, "at": p.at})
    out["rulings"] = [
        _with_extra({"decision": r.decision, "reason": r.reason, "by": r.by, "at": r.at}, r.extra)
        for r in p.rulings
    ]
    return _with_extra(out, p.extra)


def _stage(s: Stage) -> dict[str, object]:
    stage: dict[str, object] = {"id": s.id}
    if s.coefficient is not None:
        stage["coefficient"] = s.coefficient
    for key, value in (("games", s.games), ("advance", s.advance), ("tables", s.tables)):
        if value is not None:
            stage[key] = value
    if s.seating is not None:
        stage["seating"] = s.seating if isinstance(s.seating, str) else list(s.seating)
    if s.hidden_from_round is not None:
        stage["hidden_from_round"] = s.hidden_from_round
    return _with_extra(stage, s.extra)


def _draw(d: Draw) -> dict[str, object]:
    out: dict[str, object] = {"stage": d.stage, "round": d.round}
    if d.seed is not None:
        out["seed"] = d.seed
    out["tables"] = [list(table) for table in d.tables]
    out["sitting_out"] = list(d.sitting_out)
    if d.judges:
        out["judges"] = list(d.judges)
    return _with_extra(out, d.extra)


def judge_to_dict(j: Judge) -> dict[str, object]:
    """One judge_details[] entry: `club`, `city`, `player` only when given."""
    out: dict[str, object] = {"name": j.name}
    for key, value in (("club", j.club), ("city", j.city), ("player", j.player)):
        if value is not None:
            out[key] = value
    return _with_extra(out, j.extra)


def _correction(c: Correction) -> dict[str, object]:
    out: dict[str, object] = {"stage": c.stage, "round": c.round, "table": c.table, "action": c.action}
    if c.game is not None:
        out["game"] = game_to_dict(c.game)
    out.update({"reason": c.reason, "by": c.by, "at": c.at})
    return _with_extra(out, c.extra)


def closing_to_dict(c: StageClosing) -> dict[str, object]:
    """One closings[] entry as the file writes it (our extension, docs/tournament-format.md)."""
    out: dict[str, object] = {"stage": c.stage, "through": list(c.through)}
    if c.lots:
        out["lots"] = [_lot(lot) for lot in c.lots]
    out.update({"by": c.by, "at": c.at})
    return _with_extra(out, c.extra)


def _lot(lot: Lot) -> dict[str, object]:
    out: dict[str, object] = {"players": list(lot.players), "order": list(lot.order)}
    if lot.drawn:
        out["drawn"] = list(lot.drawn)
    return _with_extra(out, lot.extra)
