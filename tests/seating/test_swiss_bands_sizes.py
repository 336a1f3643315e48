"""The Swiss bands' search never draws a player twice: every table has ten players, each seated once.

A pass of the search once tried moves listed before an earlier move of the same pass had taken the same
player, so a player could land in a band's draw twice and a table got 11 (a white-nights semifinal's round
2 failed with "the cost matrix must be square")."""

from __future__ import annotations

import random

from mafia_desk.seating.model import DrawRound, History
from mafia_desk.seating.swiss import swiss_tables


def test_every_table_has_ten_players_seated_once_whatever_the_history() -> None:
    for seed in range(10, 20):  # seed 14 drew a player twice before the fix
        rng = random.Random(seed)
        players = [f"p{i:02d}" for i in range(1, 41)]
        earlier = []
        for number in range(1, 4):
            order = players[:]
            rng.shuffle(order)
            earlier.append(DrawRound(number, tuple(tuple(order[t * 10 : t * 10 + 10]) for t in range(4))))
        standings = players[:]
        rng.shuffle(standings)
        tables = swiss_tables(standings, History.from_rounds(earlier), random.Random(seed))
        assert [len(t) for t in tables] == [10, 10, 10, 10], seed
        assert sorted(p for t in tables for p in t) == sorted(players), seed
