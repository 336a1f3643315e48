"""What the hall may be shown of the standings: how far the tournament has got and whether a stage hides them.

A stage's `hidden_from_round` (spec, "Optional keys of version 1") says that from that round on its
standings are not announced in the hall; seed 000 announces no points at any stage, so its template hides
every stage from round 1. The hall outputs (the wall sheet) follow it by default and the organiser may choose
otherwise; the desk's own files (CSV, XLSX, the exchange file) always hold everything.
"""

from __future__ import annotations

from typing import Literal

from mafia_desk.scoring.standings import AfterKey
from mafia_desk.tournament.load import effective_stages
from mafia_desk.tournament.model import Tournament

HiddenMode = Literal["points", "all"]
HIDDEN_MODES: tuple[HiddenMode, ...] = ("points", "all")
"""`points`: places and names without any points; `all`: a sheet saying the standings are not announced."""


def rounds_played(t: Tournament) -> list[tuple[str, int]]:
    """(stage, round) of every round with a game or an absence, in the tournament's order: the rounds that
    `--after` accepts, so a sheet is never titled after a round nobody played."""
    order = {s.id: i for i, s in enumerate(effective_stages(t))}
    played = {(g.stage, g.round) for g in t.games} | {(a.stage, a.round) for a in t.absences}
    return sorted(played, key=lambda key: (order.get(key[0], len(order)), key[1]))


def after_choices(t: Tournament) -> list[AfterKey]:
    """Every place the standings can stop at, in play order: each played round, then each of its stored games
    by table (what `--after STAGE:ROUND[:TABLE]` accepts), so the organiser can see a round's games one by
    one without a key that names nothing."""
    tables: dict[tuple[str, int], set[int]] = {}
    for g in t.games:
        tables.setdefault((g.stage, g.round), set()).add(g.table)
    out: list[AfterKey] = []
    for stage, round_ in rounds_played(t):
        out.append((stage, round_))
        out.extend((stage, round_, table) for table in sorted(tables.get((stage, round_), ())))
    return out


def latest_round(t: Tournament) -> tuple[str, int] | None:
    played = rounds_played(t)
    return played[-1] if played else None


def last_round_of_stages(t: Tournament) -> list[tuple[str, int]]:
    """The last round played of each stage that has one: the end of each stage, as far as it has got."""
    last: dict[str, int] = {}
    for stage, round_ in rounds_played(t):
        last[stage] = round_
    return list(last.items())


def is_final(t: Tournament, after: AfterKey | None) -> bool:
    """Whether `after` is the last round of the last stage, by the stage's planned number of games; never
    after one game of it: the title then names that game, the rest of the round may still change places."""
    stages = effective_stages(t)
    if after is None or len(after) == 3 or not stages:
        return False
    last = stages[-1]
    return after[0] == last.id and last.games is not None and after[1] >= last.games


def hidden_by_default(t: Tournament, after: AfterKey | None) -> bool:
    """Whether the stage of `after` hides its standings at that round (a game of it: as the round does)."""
    if after is None:
        return False
    stage = next((s for s in effective_stages(t) if s.id == after[0]), None)
    hidden = None if stage is None else stage.hidden_from_round
    return hidden is not None and after[1] >= hidden
