"""The scoring half of the rfm-2026 preset, worked by hand: a five-game mini-cup at one table, every number
derived in a comment from the source's rules (docs/rulesets.md, "rfm-2026"), then each rule on its own: the
judge's grid and its limits, the compensation Ci for a lost and for a won game counted over the whole
distance, and the tie-break chain.

Seats in every game: don 1, mafia 2-3, sheriff 4, civilians 5-10; the same ten players sit in seat order.
"""

from __future__ import annotations

import re
from fractions import Fraction as F
from typing import Any

import pytest
from scoring_builders import document, game, pid, standings

from mafia_desk.rulesets.scoring import scoring_rules
from mafia_desk.scoring.points import compensation
from mafia_desk.scoring.tiebreaks import PlayerStats, order_players
from mafia_desk.tournament import TournamentFileError, load_tournament

RFM = "rfm-2026"
TEN = list(range(1, 11))


def _games() -> list[dict[str, Any]]:
    return [
        # Game 1, black wins. Seat 5 (civilian) shot on night 1 names 1, 2, 3: 3 blacks, +0.8.
        # Judge: p01 +0.5 and p02 +0.3 (winners), p06 +0.2 (a loser); p07 a penalty of -0.5.
        game(
            1,
            TEN,
            winner="black",
            shot=5,
            best_move=(5, (1, 2, 3)),
            bonus=[{"seat": 1, "points": 0.5}, {"seat": 2, "points": 0.3}, {"seat": 6, "points": 0.2}],
            penalties=[(7, -0.5)],
        ),
        # Game 2, black wins. The sheriff (seat 4) shot on night 1 names 1, 2, 3: the sheriff's +0.7.
        # Judge: p01 +1.2.
        game(2, TEN, winner="black", shot=4, best_move=(4, (1, 2, 3)), bonus=[{"seat": 1, "points": 1.2}]),
        # Game 3, red wins. Seat 5 shot again, names 1, 2, 6: 2 blacks, +0.55; judge +0.6 to him (0.55 + 0.6
        # = 1.15, within 1.2) and +0.4 to p08.
        game(
            3,
            TEN,
            winner="red",
            shot=5,
            best_move=(5, (1, 2, 6)),
            bonus=[{"seat": 5, "points": 0.6}, {"seat": 8, "points": 0.4}],
        ),
        # Game 4, red wins, a night-1 miss. Judge: p06 +0.4, p09 -0.2 (a negative value of the grid).
        game(4, TEN, winner="red", bonus=[{"seat": 6, "points": 0.4}, {"seat": 9, "points": -0.2}]),
        # Game 5, red wins. Seat 6 (civilian) shot on night 1, no best move. Judge: p07 +0.3.
        game(5, TEN, winner="red", shot=6, bonus=[{"seat": 7, "points": 0.3}]),
    ]


def test_a_mini_cup_worked_by_hand() -> None:
    s = standings(document(RFM, 10, _games()))
    totals = {r.player: r.total for r in s.rows}
    # Ci over the whole distance: every player played N = 5 games, B = round(0.4 x 5) = 2.
    #   p05: i = 2 (games 1 and 3). Game 1 lost: min(0.5 x 2 / 2, 0.5) = 0.5; game 3 won: min(0.25 x 2 / 2,
    #        0.4) = 0.25.
    #   p04: i = 1 (game 2, lost): min(0.5 x 1 / 2, 0.5) = 0.25.
    #   p06: i = 1 (game 5, won): min(0.25 x 1 / 2, 0.4) = 0.125.
    assert totals == {
        pid(1): 2 + F("0.5") + F("1.2"),  # two black wins + 1.7 = 3.7
        pid(2): 2 + F("0.3"),  # 2.3
        pid(3): F(2),
        pid(4): 3 + F("0.7") + F("0.25"),  # three red wins, sheriff's best move, Ci = 3.95
        pid(5): 3 + F("0.8") + F("0.55") + F("0.6") + F("0.5") + F("0.25"),  # 5.7
        pid(6): 3 + F("0.2") + F("0.4") + F("0.125"),  # 3.725
        pid(7): 3 - F("0.5") + F("0.3"),  # 2.8
        pid(8): 3 + F("0.4"),  # 3.4
        pid(9): 3 - F("0.2"),  # 2.8
        pid(10): F(3),
    }
    p5 = s.row(pid(5))
    columns = (p5.columns["best_move"], p5.columns["ci"], p5.columns["bonus"])
    assert columns == (F("1.35"), F("0.75"), F("0.6"))
    labels = [i.label for e in p5.breakdown for i in e.items if i.column == "ci"]
    assert labels == ["Ci (B = 2, N = 5)", "Ci, team won (B = 2, N = 5)"]
    # p07 and p09 tie at 2.8. Judge's points net of penalties: -0.2 each; per game: -0.04 each; wins 3
    # each; night-1 shots 0; best moves 0 and 0; the best single game: p07 +0.3 (game 5), p09 0 (games 1-3,
    # 5): p07 first.
    assert [r.player for r in s.rows] == [pid(i) for i in (5, 4, 6, 1, 8, 10, 7, 9, 2, 3)]
    tb = {v.name: v.value for v in s.row(pid(7)).tiebreak}
    assert tb == {
        "bonus_net": F("-0.2"),
        "bonus_net_per_game": F("-0.04"),
        "wins": 3,
        "shot_night1": 0,
        "best_move_three": 0,
        "best_move_two": 0,
        "best_game_bonus": F("0.3"),
    }
    assert {v.name: v.value for v in s.row(pid(9)).tiebreak}["best_game_bonus"] == 0
    p5_tb = {v.name: v.value for v in p5.tiebreak}
    assert (p5_tb["best_move_three"], p5_tb["best_move_two"], p5_tb["shot_night1"]) == (1, 1, 2)


def test_ci_counts_the_games_played_so_far_in_the_standings() -> None:
    """`counted = "all"`: B and N are every game the standings count. After round 3 p05 has N = 3,
    round(0.4 x 3) = 1, i = 2: game 1 lost min(0.5 x 2, 0.5) = 0.5, game 3 won min(0.25 x 2, 0.4) = 0.4.
    After round 1: N = 1, round(0.4) = 0: no Ci yet."""
    doc = document(RFM, 10, _games())
    assert standings(doc, ("qualifying", 3)).row(pid(5)).columns["ci"] == F("0.9")
    assert standings(doc, ("qualifying", 1)).row(pid(5)).columns["ci"] == 0


def test_the_compensation_formulas_of_the_issue() -> None:
    """Issue 41: Ci = min(0.5, 0.25 i) for a lost game and min(0.4, 0.125 i) for a won one, at 5 games."""
    rules = scoring_rules(RFM)
    for i in range(6):
        assert compensation(rules, i, 5) == min(F("0.5"), F("0.25") * i)
        assert compensation(rules, i, 5, won=True) == min(F("0.4"), F("0.125") * i)
    fiim = scoring_rules("fiim")
    assert compensation(fiim, 1, 5, won=True) == 0  # the 2016 presets give none for a won game


def _one(bonus: list[dict[str, Any]], **kwargs: Any) -> None:
    load_tournament(document(RFM, 10, [game(1, TEN, **kwargs, bonus=bonus)]))


def _j(*pairs: tuple[int, float]) -> list[dict[str, Any]]:
    return [{"seat": s, "points": p} for s, p in pairs]


def test_the_judges_grid_accepts_its_values() -> None:
    _one(_j((5, 1.6), (6, 0.3), (1, 0.8), (2, -1.6)), winner="red")
    _one(_j((1, 1.2), (4, 0.2), (9, -0.7)), winner="black")


@pytest.mark.parametrize(
    ("bonus", "kwargs", "message"),
    [
        (_j((5, 0.2)), {"winner": "red"}, "seat 5: a winner may get -1.6, -1.2, -0.7, -0.5, -0.4, -0.2, 0,"),
        (_j((1, 1)), {"winner": "red"}, "seat 1: a loser may get"),
        (_j((5, -0.3)), {"winner": "red"}, "not -0.3"),
        (_j((5, 0.3), (5, 0.3)), {"winner": "red"}, "extra points twice for one seat"),
        (
            _j(*((s, 0.3) for s in (4, 5, 6, 7, 8, 9, 10)), (1, 0.2), (2, 0.2)),
            {"winner": "red"},
            "positive extra points for 9 players; at most 8",
        ),
        (
            _j((5, 1.6), (6, 1.6), (7, 0.9)),
            {"winner": "red"},
            "positive extra points add up to 4.1; at most 4",
        ),
        (
            _j((5, 0.5)),
            {"winner": "red", "shot": 5, "best_move": (5, (1, 2, 3))},
            "seat 5: extra points 0.5 and best move 0.8 add up to 1.3; at most 1.2",
        ),
    ],
)
def test_the_judges_grid_refuses_what_it_does_not_allow(
    bonus: list[dict[str, Any]], kwargs: dict[str, Any], message: str
) -> None:
    with pytest.raises(TournamentFileError, match=re.escape(message)):
        _one(bonus, **kwargs)


def test_a_penalty_of_the_judge_does_not_count_against_the_grid() -> None:
    """Spec 11.4: penalties are separate; a best move with a negative extra stays within 1.2."""
    bonus = _j((5, 0.4), (6, 1.6), (7, 1.6))
    _one(bonus, winner="red", shot=5, best_move=(5, (1, 2, 3)), penalties=[(5, -1.6)])


def test_the_chain_order_of_criteria() -> None:
    """Spec 13.1: net judge's points, then the same per game (fewer games ahead), then wins."""

    def stats(player: str, net: str, games: int, wins: int) -> PlayerStats:
        return PlayerStats(player=player, total=F(3), bonus_net=F(net), games=games, wins=wins)

    chain = scoring_rules(RFM).tiebreak.chain
    players = [stats("a", "1", 5, 3), stats("b", "1", 4, 1), stats("c", "1.2", 6, 0), stats("d", "1", 4, 2)]
    ordered, values = order_players(players, chain, None)
    # c: most net points; b and d: 1 in 4 games (0.25 a game) beat a (0.2); d has more wins than b.
    assert ordered == ["c", "d", "b", "a"]
    assert dict(values["b"])["bonus_net_per_game"] == F(1, 4)
