"""Draws by the standings: the Swiss-like round of seed 000, the final and the semifinal.

Swiss-like (Stars 2016): table 1 = places 1-5 plus 5 drawn at random from places 6-15; table 2 = the other 5
of 6-15 plus 5 drawn from 16-25; and so on; the last table takes who is left. The five are the seeded
generator's draw, as the regulation says, so a seed reproduces the round. Seats at each table are then an
exact minimum-cost assignment against each player's earlier seats.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mafia_desk.seating.balanced import balanced_draw
from mafia_desk.seating.bounds import SEATS
from mafia_desk.seating.model import Draw, DrawRound, History, SeatingError
from mafia_desk.seating.quality import draw_quality
from mafia_desk.seating.seats import seat_table

HALF = SEATS // 2


def _check_players(players: Sequence[str], what: str) -> None:
    if any(not p for p in players):
        raise SeatingError(f"{what}: a player id is empty")
    if len(set(players)) != len(players):
        dup = sorted({p for p in players if list(players).count(p) > 1})
        raise SeatingError(f"{what}: a player appears twice: {', '.join(dup)}")


def swiss_tables(standings: Sequence[str], history: History, rng: random.Random) -> list[list[str]]:
    """Split the standings into tables by the bands of seed 000, each band's five drawn at random.

    The regulation says "5 random players": the draw is the seeded generator's alone (the same seed gives the
    same tables), not a search for the five that met the fewest before, which would make the upper half of
    a table predictable. `history` is kept for the seats, which are still chosen against earlier ones."""
    del history
    n = len(standings)
    tables = n // SEATS
    if tables == 1:
        return [list(standings)]
    out: list[list[str]] = []
    upper = list(standings[:HALF])
    for b in range(1, tables):
        band = list(standings[SEATS * b - HALF : SEATS * b + HALF])
        drawn = rng.sample(band, HALF)
        out.append(upper + [p for p in band if p in drawn])
        upper = [p for p in band if p not in drawn]
    out.append(upper + list(standings[n - HALF :]))
    return out


def _seats_of(history: History) -> dict[str, list[int]]:
    return {p: list(s) for p, s in history.seats.items()}


def swiss_draw(
    standings: Sequence[str], history: History | None = None, seed: int = 0, round_number: int = 1
) -> Draw:
    """One Swiss-like round for the players in standings order (best first); their count must fill whole
    tables."""
    standings = tuple(standings)
    history = history or History()
    _check_players(standings, "standings")
    if not standings or len(standings) % SEATS:
        raise SeatingError(
            f"standings: {len(standings)} players do not fill whole tables of {SEATS}; "
            "leave out who sits out this round"
        )
    rng = random.Random(f"mafia-desk swiss {seed} round {round_number}")
    tables = swiss_tables(standings, history, rng)
    seats = _seats_of(history)
    rnd = DrawRound(round_number, tuple(seat_table(t, seats, {}, rng) for t in tables))
    return Draw(
        kind="swiss",
        players=standings,
        tables=len(tables),
        seed=seed,
        rounds=(rnd,),
        quality=draw_quality([rnd], standings, len(tables), history),
        history=history,
    )


def final_draw(finalists: Sequence[str], games: int, history: History | None = None, seed: int = 0) -> Draw:
    """The final: the same 10 players in every game, each at a seat he has not had before where possible.

    Games are seated one after another, each against the tournament's seats plus the final's earlier games.
    """
    finalists = tuple(finalists)
    history = history or History()
    _check_players(finalists, "finalists")
    if len(finalists) != SEATS:
        raise SeatingError(f"finalists: a final needs exactly {SEATS} players, got {len(finalists)}")
    if games < 1:
        raise SeatingError(f"games: need at least 1, got {games}")
    rng = random.Random(f"mafia-desk final {seed}")
    seats = _seats_of(history)
    own: dict[str, list[int]] = {}
    rounds = []
    for g in range(games):
        table = seat_table(finalists, seats, own, rng)
        for s, p in enumerate(table, start=1):
            seats.setdefault(p, []).append(s)
            own.setdefault(p, []).append(s)
        rounds.append(DrawRound(g + 1, (table,)))
    return Draw(
        kind="final",
        players=finalists,
        tables=1,
        seed=seed,
        rounds=tuple(rounds),
        quality=draw_quality(rounds, finalists, 1, history),
        history=history,
    )


def semifinal_draw(
    qualified: Sequence[str], rounds: int, history: History | None = None, seed: int = 0, tables: int = 0
) -> Draw:
    """A semifinal of the top K: a balanced draw of those K over `tables` tables (K // 10 by default) that
    also avoids the meetings and seats they already had in the tournament."""
    qualified = tuple(qualified)
    _check_players(qualified, "semifinal players")
    table_count = tables or len(qualified) // SEATS
    if table_count < 1:
        raise SeatingError(f"semifinal players: {len(qualified)} cannot fill a table of {SEATS}")
    return balanced_draw(qualified, table_count, rounds, seed, history=history, kind="semifinal")
