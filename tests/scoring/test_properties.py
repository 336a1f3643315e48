"""Random valid tournaments: the total is the sum of its breakdown; the order of games is irrelevant."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from scoring_builders import document, game

from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.points import COLUMNS
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.tournament import load_tournament, tournament_to_dict

PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]


def _bonus(preset: str, rng: random.Random, black: set[int], winner: str) -> list[dict[str, Any]]:
    winners = [s for s in range(1, 11) if (s in black) == (winner == "black")]
    if preset in ("fiim", "german-open-2016"):
        return [{"seat": rng.randint(1, 10), "points": rng.choice([-0.5, 0.1, 0.3, 0.25])} for _ in range(2)]
    if preset == "stars-2016":
        return [
            {"seat": rng.randint(1, 10), "points": 1, "kind": "circle_best"},
            {"seat": rng.randint(1, 10), "points": -1, "kind": "circle_worst"},
            {"seat": rng.randint(1, 10), "points": rng.choice([-2, -0.5, 1.5, 2])},
        ]
    if preset == "arctic-2016":
        pair = rng.sample(winners, 2)
        return rng.choice(
            [[], [{"seat": rng.randint(1, 10), "points": 1}], [{"seat": s, "points": 0.5} for s in pair]]
        )
    return [{"seat": s, "points": 0.5} for s in rng.sample(range(1, 11), 2)]


def random_tournament(preset: str, seed: int, n_players: int, rounds: int) -> dict[str, Any]:
    rng = random.Random(seed)
    stage_plan = ["qualifying"] * max(1, rounds - 2) + ["semifinal", "final"][: max(0, rounds - 1)]
    games: list[dict[str, Any]] = []
    absences: list[tuple[int, str, int, str]] = []
    for index, stage in enumerate(stage_plan):
        rnd = index + 1
        order = list(range(1, n_players + 1))
        rng.shuffle(order)
        tables = n_players // 10
        for table in range(tables):
            seated = order[table * 10 : table * 10 + 10]
            seats = list(range(1, 11))
            rng.shuffle(seats)
            don, m1, m2, sheriff = seats[:4]
            black = {don, m1, m2}
            winner = rng.choice(["red", "black"])
            shot = rng.choice([None, *[s for s in range(1, 11) if s not in black]])
            move = None
            if shot is not None and rng.random() < 0.7:
                move = (shot, tuple(rng.sample([s for s in range(1, 11) if s != shot], 3)))
            removed = [rng.choice(seats[4:])] if rng.random() < 0.2 else []
            if move is not None and move[0] in removed:
                removed = []
            g = game(
                rnd,
                seated,
                stage=stage,
                table=table + 1,
                don=don,
                mafia=(m1, m2),
                sheriff=sheriff,
                winner=winner,
                shot=shot,
                best_move=move,  # type: ignore[arg-type]
                bonus=_bonus(preset, rng, black, winner),
                removed=removed,
                penalties=[(rng.randint(1, 10), -0.25)] if rng.random() < 0.2 else [],
                ended_by="three_nights" if winner == "red" and rng.random() < 0.1 else "normal",
            )
            games.append(g)
        for p in order[tables * 10 :]:
            absences.append((p, stage, rnd, rng.choice(["bye", "missed"])))
    adjustments = [(rng.randint(1, n_players), rng.choice([-0.25, 0.5]))]
    return document(preset, n_players, games, absences, adjustments)


@settings(max_examples=25, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 10**6),
    n_players=st.integers(10, 25),
    rounds=st.integers(1, 5),
)
def test_total_is_sum_of_breakdown_and_order_of_games_is_irrelevant(
    preset: str, seed: int, n_players: int, rounds: int
) -> None:
    doc = random_tournament(preset, seed, n_players, rounds)
    t = load_tournament(doc)
    s = compute_standings(t)
    assert len(s.rows) == n_players
    assert [r.place for r in s.rows] == list(range(1, n_players + 1))
    for row in s.rows:
        assert row.total == sum((e.total for e in row.breakdown), Fraction(0))
        for column in COLUMNS:
            from_items = sum(
                (i.points for e in row.breakdown for i in e.items if i.column == column), Fraction(0)
            )
            assert row.columns[column] == from_items
        assert row.games == sum(1 for e in row.breakdown if e.seat is not None)
        stage_rank = {"qualifying": 0, "semifinal": 1, "final": 2}
        keys = [(stage_rank[e.stage], e.round, e.table or 0) for e in row.breakdown if e.stage and e.round]
        assert keys == sorted(keys)  # the breakdown reads in the order the games were played
    totals = [r.total for r in s.rows]
    assert totals == sorted(totals, reverse=True)

    shuffled = dict(doc)
    shuffled["games"] = list(reversed(doc["games"]))
    random.Random(seed).shuffle(shuffled["games"])
    shuffled["absences"] = list(reversed(doc["absences"]))
    assert standings_to_json(compute_standings(load_tournament(shuffled))) == standings_to_json(s)

    exported = tournament_to_dict(t)
    assert tournament_to_dict(load_tournament(exported)) == exported
