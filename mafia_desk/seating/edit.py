"""Organiser edits to a finished draw; every edit returns a new draw with its quality figures recomputed."""

from __future__ import annotations

from dataclasses import replace

from mafia_desk.seating.model import Draw, DrawRound, SeatingError
from mafia_desk.seating.quality import draw_quality


def _place(rnd: DrawRound, player: str) -> tuple[int, int]:
    """(table index, seat index) of a player in a round; table index -1 is the bench."""
    for t, table in enumerate(rnd.tables):
        if player in table:
            return t, table.index(player)
    if player in rnd.sitting_out:
        return -1, rnd.sitting_out.index(player)
    raise SeatingError(f"round {rnd.number}: player {player!r} is neither at a table nor sitting out")


def swap_players(draw: Draw, round_number: int, a: str, b: str) -> Draw:
    """Exchange the places of two players in one round (two seats, or a seat and the bench)."""
    if a == b:
        raise SeatingError(f"round {round_number}: cannot swap player {a!r} with himself")
    rnd = draw.round(round_number)
    ta, sa = _place(rnd, a)
    tb, sb = _place(rnd, b)
    if ta == tb == -1:
        raise SeatingError(f"round {round_number}: {a!r} and {b!r} both sit out; a swap changes nothing")
    tables = [list(t) for t in rnd.tables]
    bench = list(rnd.sitting_out)

    def put(t: int, s: int, who: str) -> None:
        if t == -1:
            bench[s] = who
        else:
            tables[t][s] = who

    put(ta, sa, b)
    put(tb, sb, a)
    new_round = DrawRound(rnd.number, tuple(tuple(t) for t in tables), tuple(bench))
    rounds = tuple(new_round if r.number == round_number else r for r in draw.rounds)
    quality = draw_quality(
        rounds, draw.players, draw.tables, draw.history, draw.constraints, draw.bench == "strict"
    )
    return replace(draw, rounds=rounds, quality=quality)
