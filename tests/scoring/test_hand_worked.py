"""One hand-worked tournament per preset: every expected number is derived in a comment from the rules.

Seats in every game: don 1, mafia 2-3, sheriff 4, civilians 5-10, unless a game says otherwise.
"""

from __future__ import annotations

from fractions import Fraction as F

from scoring_builders import document, game, pid, standings

from mafia_desk.scoring.standings import Standings

TEN = list(range(1, 11))


def totals(s: Standings) -> dict[str, F]:
    return {r.player: r.total for r in s.rows}


def order(s: Standings) -> list[str]:
    return [r.player for r in s.rows]


def test_fiim() -> None:
    doc = document(
        "fiim",
        11,
        [
            # Game 1: red wins. Seat 5 shot on night 1, names 1, 2, 6 (2 blacks): +0.25 (FIIM scheme).
            # Judge +0.3 to the sheriff (free points, A18). Seat 6 removed for fouls: -0.5 (A14).
            game(
                1,
                TEN,
                winner="red",
                shot=5,
                best_move=(5, (1, 2, 6)),
                bonus=[{"seat": 4, "points": 0.3}],
                removed=[6],
            ),
            # Game 2: don 2, mafia 3-4, sheriff 5; black wins. The sheriff (p05) is shot on night 1 and
            # names 2, 3, 4 (3 blacks): +0.4, the same as a civilian (A8). His team lost, so Ci: his 2nd
            # game (N = 2), 1st night-1 shot as red (B = 1), round(0.4 x 2) = 1, Ci = min(0.4, 0.4) = 0.4.
            game(2, TEN, don=2, mafia=(3, 4), sheriff=5, winner="black", shot=5, best_move=(5, (2, 3, 4))),
        ],
        absences=[(11, "qualifying", 1, "missed")],  # A13: a missed round costs 0 in fiim
        adjustments=[(11, -0.25)],  # never multiplied
    )
    s = standings(doc)
    t = totals(s)
    assert t[pid(5)] == F(1) + F("0.25") + F("0.4") + F("0.4")  # win + best move, then best move + Ci = 2.05
    assert t[pid(4)] == F(1) + F("0.3") + F(1)  # sheriff win + 0.3, then mafia win = 2.3
    assert t[pid(6)] == F(1) - F("0.5")  # win minus removal, then a loss = 0.5
    assert t[pid(1)] == 0  # don lost, then civilian lost
    assert t[pid(11)] == F("-0.25")
    p5 = s.row(pid(5)).columns
    assert (p5["win_points"], p5["best_move"], p5["ci"]) == (1, F("0.65"), F("0.4"))
    assert s.row(pid(5)).games_by_role == {"civilian": 1, "sheriff": 1, "mafia": 0, "don": 0}
    assert s.row(pid(5)).wins_by_role == {"civilian": 1, "sheriff": 0, "mafia": 0, "don": 0}
    # Tied at 1: p02 (don win), p03 (mafia win), p07..p10 (civilian wins). FIIM chain (A21): best player 0,
    # extra points 0, wins 1 for all; wins as don puts p02 first; as sheriff nobody; as mafia p03 next;
    # night-1 shots 0 for p07..p10: the lot, by id.
    assert order(s) == [pid(i) for i in (4, 5, 2, 3, 7, 8, 9, 10, 6, 1, 11)]
    lots = {r.player: r.tiebreak[-1] for r in s.rows if r.tiebreak[-1].name == "lot"}
    assert {p: v.value for p, v in lots.items()} == {pid(7): 1, pid(8): 2, pid(9): 3, pid(10): 4}


def test_stars() -> None:
    doc = document(
        "stars-2016",
        12,
        [
            # Game 1: red wins by the three-nights rule: each black gets -3 (A37). The sheriff, shot on
            # night 1, names 1, 2, 5 (2 blacks): the sheriff gets 0 for 2 blacks. Circle best seat 7 +1,
            # judge seat 8 +2, circle worst seat 9 -1. Seat 10 removed: -3 (A14). Win = 5.
            game(
                1,
                TEN,
                winner="red",
                ended_by="three_nights",
                shot=4,
                best_move=(4, (1, 2, 5)),
                bonus=[
                    {"seat": 7, "points": 1, "kind": "circle_best"},
                    {"seat": 8, "points": 2},
                    {"seat": 9, "points": -1, "kind": "circle_worst"},
                ],
                removed=[10],
            ),
            # Game 2: players p03..p12; don p03, mafia p04-p05, sheriff p06; black wins. p07 (seat 5) shot on
            # night 1 names 1, 2, 3 (3 blacks): +3.
            game(2, list(range(3, 13)), winner="black", shot=5, best_move=(5, (1, 2, 3))),
        ],
        absences=[
            (11, "qualifying", 1, "short_table"),
            (12, "qualifying", 1, "missed"),
            (1, "qualifying", 2, "bye"),
            (2, "qualifying", 2, "bye"),
        ],
    )
    s = standings(doc)
    t = totals(s)
    assert t[pid(1)] == -3 and t[pid(2)] == -3  # lost, three nights -3; bye
    assert t[pid(3)] == -3 + 5  # three nights, then a don win
    assert t[pid(4)] == 5 + 5 and t[pid(5)] == 5 + 5  # sheriff win (best move 0), mafia win
    assert t[pid(7)] == 5 + 1 + 0 + 3  # win + circle best; loss + best move 3 blacks
    assert t[pid(8)] == 5 + 2 and t[pid(9)] == 5 - 1 and t[pid(10)] == 5 - 3
    assert t[pid(11)] == 3  # short table +3, never multiplied (A9), then a loss
    assert t[pid(12)] == 0  # missed round costs 0 (A13), then a loss
    assert s.row(pid(11)).columns["absences"] == 3
    # One red and one black win: blacks won at least as many, so the red chain (A27).
    assert s.chain == ("red_points", "sheriff_average", "head_to_head")
    # Tie at 10: p04 and p05 both 5 as red; sheriff average p04 5 (one game), p05 0 (A24) -> p04 first.
    # Tie at 2: p10 has 2 as red, p03 0 as red -> p10 first.
    # Tie at -3: p01 and p02: red points 0, sheriff average 0, head-to-head (game 1) -3 each -> the lot.
    o = order(s)
    assert o.index(pid(4)) + 1 == o.index(pid(5))
    assert o.index(pid(10)) + 1 == o.index(pid(3))
    assert o[-2:] == [pid(1), pid(2)]
    assert [v.name for v in s.row(pid(2)).tiebreak] == [
        "red_points",
        "sheriff_average",
        "head_to_head",
        "lot",
    ]


def test_arctic() -> None:
    doc = document(
        "arctic-2016",
        10,
        [
            # Game 1: red wins (2 each). Night 1 a miss; the first victim of a later night, seat 6, names
            # 1, 2, 7 (2 blacks): +0.25 (A6). Best player +1 to the don, a loser (A17: either team).
            game(1, TEN, winner="red", shot=None, best_move=(6, (1, 2, 7)), bonus=[{"seat": 1, "points": 1}]),
            # Game 2: black wins; +0.5 to two winners; seat 5 (shot) names 1, 2, 3: +0.5. Seat 9: deliberate
            # 4th foul, a judge's penalty entry -0.25 (A14); removal itself costs nothing.
            game(
                2,
                TEN,
                winner="black",
                shot=5,
                best_move=(5, (1, 2, 3)),
                bonus=[{"seat": 2, "points": 0.5}, {"seat": 3, "points": 0.5}],
                removed=[9],
                penalties=[(9, -0.25)],
            ),
            # Game 3: red wins; the sheriff, shot, names 1, 2, 5 (2 blacks): the sheriff gets 0.
            game(3, TEN, winner="red", shot=4, best_move=(4, (1, 2, 5))),
        ],
    )
    s = standings(doc)
    t = totals(s)
    assert t[pid(1)] == 1 + 2 + 0  # best player while losing; don win; loss
    assert t[pid(2)] == 0 + F("2.5") + 0
    assert t[pid(4)] == 2 + 0 + 2  # sheriff: win, loss, win (best move 0 for the sheriff with 2 blacks)
    assert t[pid(5)] == 2 + F("0.5") + 2
    assert t[pid(6)] == 2 + F("0.25") + 2
    assert t[pid(9)] == 4 - F("0.25")
    assert s.row(pid(9)).columns["penalties"] == F("-0.25")
    # Reds won 2, blacks 1: game 2 is the hard game (A4).
    # Tie at 4 (p04, p07, p08, p10): no best player, no extra points, 2 wins each, no don win; p04 won
    # twice as sheriff -> first; no hard wins (they lost game 2); night-1 shots 0 for p07, p08, p10 -> lot.
    # Tie at 2.5 (p02, p03): 1 best-player game, 0.5 extra points, 1 win, 1 hard win each, never shot -> lot.
    assert order(s) == [pid(i) for i in (5, 6, 4, 7, 8, 10, 9, 1, 2, 3)]
    assert {v.name: v.value for v in s.row(pid(2)).tiebreak} == {
        "best_player": 1,
        "bonus": F("0.5"),
        "wins": 1,
        "wins_don": 0,
        "wins_sheriff": 0,
        "wins_hard": 1,
        "shot_night1": 0,
        "lot": 1,
    }


def test_white_nights() -> None:
    doc = document(
        "white-nights-2016",
        11,
        [
            # Qualifying 1: red wins (2 each). Seat 5 shot names 1, 2, 3: red +0.5. Winner seat 4 +1, loser
            # seat 1 +0.5 (A43).
            game(
                1,
                TEN,
                winner="red",
                shot=5,
                best_move=(5, (1, 2, 3)),
                bonus=[{"seat": 4, "points": 1}, {"seat": 1, "points": 0.5}],
            ),
            # Semifinal (x1.5): black wins. Reds won 2 of 3 games, blacks 1: the black win is hard, n = 1,
            # N = 3, K = 1 + (3/2 - 1)/(3/2) = 4/3; blacks get 2 x 4/3 x 1.5 = 4. The sheriff, shot, names
            # 1, 2, 3: sheriff +0.25 x 1.5 = 0.375.
            game(1, TEN, stage="semifinal", winner="black", shot=4, best_move=(4, (1, 2, 3))),
            # Final (x2): red wins: 2 x 2 = 4 each; K never touches the easy side. Winner seat 5 +0.5 x 2 = 1.
            game(1, TEN, stage="final", winner="red", bonus=[{"seat": 5, "points": 0.5}]),
        ],
        absences=[(11, "qualifying", 1, "missed"), (11, "semifinal", 1, "excused")],
    )
    s = standings(doc)
    assert s.k == F(4, 3)
    t = totals(s)
    assert t[pid(1)] == F("0.5") + 4 + 0  # loser's +0.5; hard don win 2 x 4/3 x 1.5; final loss
    assert t[pid(4)] == 2 + 1 + 0 + F("0.375") + 4  # 7.375
    assert t[pid(5)] == 2 + F("0.5") + 0 + 4 + 1  # 7.5
    assert t[pid(6)] == 2 + 0 + 4  # 6
    assert t[pid(11)] == -2  # missed round -2, never multiplied (A9); excused 0
    assert s.row(pid(4)).columns["best_move"] == F("0.375")
    # Tie at 6 (p06..p10): extra points 0, 2 wins, no don/sheriff/mafia win, never shot -> the lot.
    assert order(s)[:2] == [pid(5), pid(4)]
    assert order(s)[2:7] == [pid(i) for i in (6, 7, 8, 9, 10)]
    assert order(s)[7:] == [pid(1), pid(2), pid(3), pid(11)]
    # p02 and p03 tie at 4: 0 extra points, 1 win each, 1 mafia win each, never shot -> the lot.
    assert s.row(pid(3)).tiebreak[-1].name == "lot"


def test_german_open() -> None:
    doc = document(
        "german-open-2016",
        12,
        [
            # Qualifying 1: black wins (1 each). Seat 5 shot (red, lost: Ci with N = 1, B = 1: round(0.4) = 0,
            # so Ci = 0); names 1, 2, 3: +0.4. Seat 6 removed: -0.5. Free judge's points: seat 1 +0.5, -0.2.
            game(
                1,
                TEN,
                winner="black",
                shot=5,
                best_move=(5, (1, 2, 3)),
                bonus=[{"seat": 1, "points": 0.5}, {"seat": 1, "points": -0.2}],
                removed=[6],
            ),
            # Qualifying 2: players 3..12, black wins; seat 3 (p05, civilian) shot again: N = 2, B = 2,
            # round(0.8) = 1, Ci = min(0.4 x 2 / 1, 0.4) = 0.4 (the cap).
            game(2, list(range(3, 13)), winner="black", shot=3, sheriff=4, don=1, mafia=(2, 10)),
            # Final (x2): players 1..10, red wins: 1 x 2 = 2. p05 at seat 5 shot, red won: no Ci.
            game(1, TEN, stage="final", winner="red", shot=5),
        ],
        absences=[
            (1, "qualifying", 2, "missed"),
            (2, "qualifying", 2, "excused"),
            (11, "qualifying", 1, "bye"),
            (12, "qualifying", 1, "bye"),
        ],
        adjustments=[(4, -0.25)],  # late to the final: never multiplied
    )
    s = standings(doc)
    t = totals(s)
    assert t[pid(5)] == 0 + F("0.4") + 0 + F("0.4") + 2  # 2.8
    assert s.row(pid(5)).columns["ci"] == F("0.4")
    assert t[pid(1)] == 1 + F("0.3") - 2 + 0  # don win, judge 0.5 - 0.2; missed -2; final loss
    assert t[pid(2)] == 1 + 0 + 0  # excused: 0
    assert t[pid(6)] == 0 - F("0.5") + 0 + 2  # removal, loss; final win
    assert t[pid(4)] == 0 + 1 + 2 - F("0.25")  # sheriff loss; mafia win (seat 2 of game 2); final x2; late
    assert s.row(pid(4)).columns["adjustments"] == F("-0.25")
