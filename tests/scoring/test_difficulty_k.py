"""White Nights' difficulty coefficient K (seed 002, readings A4): equal wins, 60/40 and a sweep."""

from __future__ import annotations

from fractions import Fraction as F

from scoring_builders import document, game, pid, standings

TEN = list(range(1, 11))


def series(winners: list[str]) -> dict[str, object]:
    """The same ten players play one game per round; seats 1-3 black, 4-10 red."""
    return document("white-nights-2016", 10, [game(r, TEN, winner=w) for r, w in enumerate(winners, start=1)])


def test_equal_wins_no_hard_game_k_is_1() -> None:
    s = standings(series(["red", "black", "red", "black"]))
    assert s.k == 1 and s.hard_winner is None
    assert s.row(pid(1)).columns["win_points"] == 2 + 2  # two black wins at 2
    assert s.row(pid(5)).columns["win_points"] == 2 + 2


def test_sixty_forty() -> None:
    # N = 10, reds 6, blacks 4: the 4 black wins are hard, n = 4, K = 1 + (5 - 4)/5 = 6/5.
    s = standings(series(["red"] * 6 + ["black"] * 4))
    assert s.k == F(6, 5) and s.hard_winner == "black"
    assert s.row(pid(1)).columns["win_points"] == 4 * 2 * F(6, 5)  # 9.6
    assert s.row(pid(5)).columns["win_points"] == 6 * 2  # the easy side's wins stay at 2
    assert {v.name: v.value for v in s.row(pid(1)).tiebreak}["wins"] == 4


def test_sweep_has_no_hard_game_to_apply_k_to() -> None:
    # N = 5, reds won all: the black side's n = 0 wins are the hard games; K = 1 + (2.5 - 0)/2.5 = 2, but no
    # game was won by the black side, so every point is a plain 2.
    s = standings(series(["red"] * 5))
    assert s.k == 2 and s.hard_winner == "black"
    assert s.row(pid(5)).columns["win_points"] == 5 * 2
    assert s.row(pid(1)).columns["win_points"] == 0


def test_k_applies_to_win_points_only_and_before_the_stage_coefficient() -> None:
    doc = document(
        "white-nights-2016",
        10,
        [
            game(1, TEN, winner="red"),
            game(2, TEN, winner="red"),
            # Hard (black) win in the final (x2): K = 1 + (1.5 - 1)/1.5 = 4/3; win 2 x 4/3 x 2 = 16/3; the
            # winner's +1 is not multiplied by K, only by the stage: 2.
            game(1, TEN, stage="final", winner="black", bonus=[{"seat": 1, "points": 1}]),
        ],
    )
    row = standings(doc).row(pid(1))
    assert row.columns["win_points"] == F(16, 3)
    assert row.columns["bonus"] == 2
    assert row.total == F(16, 3) + 2


def test_k_off_in_other_presets() -> None:
    doc = series(["red"] * 6 + ["black"] * 4)
    doc["ruleset"] = "arctic-2016"
    s = standings(doc)
    assert s.row(pid(1)).columns["win_points"] == 4 * 2  # arctic: hard games only feed tie-break (6)
    assert {v.name: v.value for v in s.row(pid(1)).tiebreak}["wins_hard"] == 4
