"""An audit of readings A1..A46 at the corners the public examples do not reach.

Each test names the reading it pins. Every expected number is worked out in a comment from the reading and
the regulations' scoring table; none is copied from the program's output. Seats in `game()`: 1 don, 2-3
mafia, 4 sheriff, 5-10 civilians unless a test says otherwise; players are p01, p02, ...
"""

from __future__ import annotations

import copy
import csv
import io
import json
from fractions import Fraction as F
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE
from scoring_builders import document, game, pid, standings

from mafia_desk.commands.standings import standings_command
from mafia_desk.scoring.output import (
    CSV_FIXED,
    TIEBREAK_PREFIX,
    csv_columns,
    standings_to_csv,
    standings_to_json,
)
from mafia_desk.scoring.standings import Standings, compute_standings
from mafia_desk.tournament import TournamentFileError, load_tournament

TEN = list(range(1, 11))
PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]
NOT_STARS = [p for p in PRESETS if p != "stars-2016"]
EXAMPLES = EXCHANGE


def tb(s: Standings, player: int) -> dict[str, object]:
    return {v.name: v.value for v in s.row(pid(player)).tiebreak}


def error_of(doc: dict[str, Any]) -> TournamentFileError:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(doc)
    return info.value


# --- Stages and order: A1, A2, A3, A5, A9, A20, A22 ---------------------------------------------------------


def test_a1_a2_a_stars_file_may_set_final_x2() -> None:
    # A1: the file's `stages` replace the preset's list; A2: `qualifying` without a coefficient counts 1.
    # p05 (civilian) wins both: 5 in the qualifying, 5 x 2 = 10 in the final.
    stages = [{"id": "qualifying"}, {"id": "final", "coefficient": 2}]
    doc = document("stars-2016", 10, [game(1, TEN), game(1, TEN, stage="final")], stages=stages)
    assert standings(doc).row(pid(5)).columns["win_points"] == 5 + 10


def test_a1_a2_file_stages_replace_the_preset_coefficients() -> None:
    # german-open's preset has final x2 (A1); a file listing `final` without a coefficient makes it 1 (A2).
    stages = [{"id": "qualifying"}, {"id": "final"}]
    doc = document("german-open-2016", 10, [game(1, TEN, stage="final")], stages=stages)
    assert standings(doc).row(pid(5)).columns["win_points"] == 1
    doc = document("german-open-2016", 10, [game(1, TEN, stage="final")])
    assert standings(doc).row(pid(5)).columns["win_points"] == 2


def test_a1_presets_without_stage_coefficients() -> None:
    # A1: stars, arctic and fiim count semifinal and final at 1; white-nights at 1.5 and 2.
    games = [game(1, TEN, stage="semifinal"), game(1, TEN, stage="final")]
    assert standings(document("fiim", 10, games)).row(pid(5)).columns["win_points"] == 1 + 1
    assert standings(document("arctic-2016", 10, games)).row(pid(5)).columns["win_points"] == 2 + 2
    assert standings(document("stars-2016", 10, games)).row(pid(5)).columns["win_points"] == 5 + 5
    wn = standings(document("white-nights-2016", 10, games)).row(pid(5))
    assert wn.columns["win_points"] == 2 * F(3, 2) + 2 * 2


def test_a1_a45_file_stages_with_other_names() -> None:
    # A45: any stage names; a game in a stage the file's list lacks is an error naming the game.
    stages = [{"id": "group"}, {"id": "playoff", "coefficient": 3}]
    doc = document(
        "arctic-2016", 10, [game(1, TEN, stage="group"), game(1, TEN, stage="playoff")], stages=stages
    )
    assert standings(doc).row(pid(5)).columns["win_points"] == 2 + 6
    doc["games"][0]["stage"] = "qualifying"
    err = error_of(doc)
    assert err.where == "game (qualifying, 1, 1)" and "unknown stage" in err.what
    assert "(stages: group, playoff)" in err.what  # in the file's order


def test_a3_a5_a20_ci_follows_the_stage_order_of_the_file_and_takes_the_coefficient() -> None:
    # Stages listed b (x1) then a (x2); the game of `a` comes first in games[] but is played second (A3).
    # p05 is a red civilian shot on night 1 in both and his team loses both.
    # Game b: N = 1, B = 1, round(0.4) = 0 -> Ci 0. Game a: N = 2, B = 2, round(0.8) = 1,
    # min(0.4 x 2 / 1, 0.4) = 0.4, x2 for the stage (A5) = 0.8. (File order would give 0 + 0.4 = 0.4.)
    stages = [{"id": "b"}, {"id": "a", "coefficient": 2}]
    doc = document(
        "fiim",
        10,
        [game(1, TEN, stage="a", winner="black", shot=5), game(1, TEN, stage="b", winner="black", shot=5)],
        stages=stages,
    )
    assert standings(doc).row(pid(5)).columns["ci"] == F(4, 5)


def test_a3_a20_ci_counts_rounds_in_round_order_not_file_order() -> None:
    # p05 shot as red and lost in rounds 1 and 2, not shot in round 3; the file lists round 3 first.
    # Round 1: N = 1, B = 1 -> 0; round 2: N = 2, B = 2, round(0.8) = 1 -> 0.4; round 3: nothing. Ci = 0.4.
    # (File order 3, 2, 1 would give round 2: N = 2, B = 1 -> 0.4 and round 1: N = 3, B = 2 -> 0.4: 0.8.)
    doc = document(
        "fiim",
        10,
        [
            game(3, TEN, winner="black"),
            game(2, TEN, winner="black", shot=5),
            game(1, TEN, winner="black", shot=5),
        ],
    )
    assert standings(doc).row(pid(5)).columns["ci"] == F(2, 5)


def test_a3_a20_a_red_shot_whose_team_won_still_counts_in_b() -> None:
    # p05, a red civilian, is shot on night 1 in round 1 and red wins anyway: no Ci for that game (fiim gives
    # none for a won game), but it is a shot as red. Rounds 2-4: nothing. Round 5: shot again, black wins:
    # N = 5, B = 2, round(0.4 x 5) = 2, Ci = min(0.4 x 2 / 2, 0.4) = 0.4. (B = 1 would give 0.2.)
    games = [game(1, TEN, shot=5, winner="red")]
    games += [game(r, TEN) for r in (2, 3, 4)]
    games.append(game(5, TEN, shot=5, winner="black"))
    assert standings(document("fiim", 10, games)).row(pid(5)).columns["ci"] == F(2, 5)


def test_a9_absences_are_never_multiplied() -> None:
    # german-open: missed -2 even in the final (x2); white-nights: missed -2 in the semifinal (x1.5).
    doc = document(
        "german-open-2016", 11, [game(1, TEN, stage="final")], absences=[(11, "final", 1, "missed")]
    )
    assert standings(doc).row(pid(11)).columns["absences"] == -2
    doc = document(
        "white-nights-2016", 11, [game(1, TEN, stage="semifinal")], absences=[(11, "semifinal", 1, "missed")]
    )
    assert standings(doc).row(pid(11)).total == -2
    # stars with final x2: a short table is +3, not +6.
    stages = [{"id": "qualifying"}, {"id": "final", "coefficient": 2}]
    doc = document(
        "stars-2016",
        11,
        [game(1, TEN, stage="final")],
        absences=[(11, "final", 1, "short_table")],
        stages=stages,
    )
    assert standings(doc).row(pid(11)).total == 3


def test_a22_a31_every_column_of_a_final_game() -> None:
    # german-open final (x2), red wins. p05 (civilian) shot on night 1, best move 1, 2, 3 = 3 blacks 0.4,
    # judge +0.3, judge's penalty -0.25; adjustment +0.5 (never multiplied).
    # p05: win 1 x2 = 2; best move 0.4 x2 = 0.8; bonus 0.3 x2 = 0.6; penalties -0.25 x2 = -0.5; adj 0.5.
    # Total 2 + 0.8 + 0.6 - 0.5 + 0.5 = 3.4. p06 removed by disqualification: -0.5 x2 = -1 (A14) but keeps
    # his team's win 2 (A31): 1. Red won, so no Ci for p05.
    g = game(
        1,
        TEN,
        stage="final",
        shot=5,
        best_move=(5, (1, 2, 3)),
        bonus=[{"seat": 5, "points": 0.3}],
        penalties=[(5, -0.25)],
    )
    g["removed"] = [{"seat": 6, "reason": "disqualification"}]
    s = standings(document("german-open-2016", 10, [g], adjustments=[(5, 0.5)]))
    r5 = s.row(pid(5))
    assert dict(r5.columns) == {
        "win_points": 2,
        "bonus": F(3, 5),
        "best_move": F(4, 5),
        "ci": 0,
        "penalties": F(-1, 2),
        "absences": 0,
        "adjustments": F(1, 2),
    }
    assert r5.total == F(17, 5)
    r6 = s.row(pid(6))
    assert (r6.columns["win_points"], r6.columns["penalties"], r6.total) == (2, -1, 1)


# --- Removal, three nights, judge's result: A14, A37, A38 ---------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "penalty"),
    [
        ("fiim", F(-1, 2)),
        ("german-open-2016", F(-1, 2)),
        ("stars-2016", -3),
        ("arctic-2016", 0),
        ("white-nights-2016", 0),
    ],
)
def test_a14_removal_penalty_whatever_the_reason(preset: str, penalty: F) -> None:
    g = game(1, TEN, winner="black")
    g["removed"] = [{"seat": 6, "reason": "disqualification"}, {"seat": 7, "reason": "fouls"}]
    s = standings(document(preset, 10, [g]))
    assert s.row(pid(6)).columns["penalties"] == penalty
    assert s.row(pid(7)).columns["penalties"] == penalty


def test_a37_stars_three_nights_penalty_takes_the_stage_coefficient() -> None:
    # stars file with final x2: red wins by three nights; each black (don 1, mafia 2, 3) gets -3 x2 = -6.
    stages = [{"id": "qualifying"}, {"id": "final", "coefficient": 2}]
    doc = document("stars-2016", 10, [game(1, TEN, stage="final", ended_by="three_nights")], stages=stages)
    s = standings(doc)
    for black in (1, 2, 3):
        assert s.row(pid(black)).columns["penalties"] == -6
        assert s.row(pid(black)).total == -6
    assert s.row(pid(5)).total == 10


@pytest.mark.parametrize("preset", NOT_STARS)
def test_a37_three_nights_gives_no_penalty_outside_stars(preset: str) -> None:
    s = standings(document(preset, 10, [game(1, TEN, ended_by="three_nights")]))
    assert s.row(pid(1)).columns["penalties"] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_a37_three_nights_with_a_black_win_is_an_error_in_every_preset(preset: str) -> None:
    err = error_of(document(preset, 10, [game(1, TEN, ended_by="three_nights", winner="black")]))
    assert err.where == "game (qualifying, 1, 1)"


def test_a38_a_judges_result_scores_like_any_other() -> None:
    s = standings(document("arctic-2016", 10, [game(1, TEN, ended_by="judge", winner="black")]))
    assert s.row(pid(1)).columns["win_points"] == 2 and s.row(pid(5)).columns["win_points"] == 0


# --- Best move: A6, A6b, A7, A8, A39, A41 -------------------------------------------------------------------


def test_a6_arctic_after_a_miss_any_red_seat_not_a_removed_or_black_one() -> None:
    ok = game(1, TEN, shot=None, best_move=(7, (1, 2, 3)))
    assert standings(document("arctic-2016", 10, [ok])).row(pid(7)).columns["best_move"] == F(1, 2)
    black = game(1, TEN, shot=None, best_move=(2, (1, 3, 4)))
    assert "only a red player" in error_of(document("arctic-2016", 10, [black])).what  # A7
    removed = game(1, TEN, shot=None, best_move=(7, (1, 2, 3)))
    removed["removed"] = [{"seat": 7, "reason": "fouls"}]
    assert "no last words" in error_of(document("arctic-2016", 10, [removed])).what  # A41
    other = game(1, TEN, shot=5, best_move=(7, (1, 2, 3)))
    assert "only he may make it" in error_of(document("arctic-2016", 10, [other])).what  # A6


def test_a6b_german_open_refuses_a_best_move_after_a_miss() -> None:
    err = error_of(document("german-open-2016", 10, [game(1, TEN, shot=None, best_move=(7, (1, 2, 3)))]))
    assert "night-1 miss" in err.what


@pytest.mark.parametrize("preset", PRESETS)
def test_a7_a_black_victim_makes_no_best_move_in_any_preset(preset: str) -> None:
    err = error_of(document(preset, 10, [game(1, TEN, shot=3, best_move=(3, (1, 2, 4)))]))
    assert "only a red player" in err.what


@pytest.mark.parametrize(
    ("preset", "three", "two"),
    [
        ("fiim", F(2, 5), F(1, 4)),
        ("german-open-2016", F(2, 5), F(1, 4)),  # A8: the sheriff as a civilian
        ("stars-2016", 3, 0),  # "Шериф только 3-ка черных +3"
        ("arctic-2016", F(1, 2), 0),
        ("white-nights-2016", F(1, 4), 0),
    ],
)
def test_a8_sheriffs_best_move(preset: str, three: F, two: F) -> None:
    g3 = game(1, TEN, shot=4, best_move=(4, (1, 2, 3)))
    g2 = game(2, TEN, shot=4, best_move=(4, (1, 2, 5)))
    s = standings(document(preset, 10, [g3, g2]))
    assert [e.items[1].points for e in s.row(pid(4)).breakdown] == [three, two]


@pytest.mark.parametrize("preset", PRESETS)
def test_a39_fewer_than_two_blacks_earn_nothing_and_are_no_error(preset: str) -> None:
    one = game(1, TEN, shot=5, best_move=(5, (1, 6, 7)))
    none = game(2, TEN, shot=5, best_move=(5, (6, 7, 8)))
    assert standings(document(preset, 10, [one, none])).row(pid(5)).columns["best_move"] == 0


def test_a41_a_removed_seat_may_be_shot_on_night_1() -> None:
    g = game(1, TEN, shot=6, winner="black")
    g["removed"] = [{"seat": 6, "reason": "fouls"}]
    load_tournament(document("fiim", 10, [g]))


# --- Extra points: A15, A16, A17, A43, A18, A28, A29 --------------------------------------------------------


@pytest.mark.parametrize("preset", NOT_STARS)
@pytest.mark.parametrize(("kind", "points"), [("circle_best", 1), ("circle_worst", -1)])
def test_a15_circle_kinds_exist_only_in_stars(preset: str, kind: str, points: int) -> None:
    g = game(1, TEN, bonus=[{"seat": 5, "points": points, "kind": kind}])
    err = error_of(document(preset, 10, [g]))
    assert err.where == "game (qualifying, 1, 1)" and kind in err.what


def test_a15_explicit_judge_kind_is_the_default_kind() -> None:
    g = game(1, TEN, bonus=[{"seat": 5, "points": 1, "kind": "judge"}])
    assert standings(document("arctic-2016", 10, [g])).row(pid(5)).columns["bonus"] == 1


def test_a16_stars_judge_points_below_minus_2_and_circle_points_outside_the_judge_limit() -> None:
    low = game(1, TEN, bonus=[{"seat": 5, "points": -1.5}, {"seat": 5, "points": -1}])
    assert "outside -2..2" in error_of(document("stars-2016", 10, [low])).what
    # The judge's +2 and two circle bests on one seat: the -2..+2 limit is on the judge's entries only.
    fine = game(
        1,
        TEN,
        bonus=[
            {"seat": 5, "points": 2},
            {"seat": 5, "points": 1, "kind": "circle_best"},
            {"seat": 5, "points": 1, "kind": "circle_best"},
        ],
    )
    s = standings(document("stars-2016", 10, [fine]))
    assert s.row(pid(5)).columns["bonus"] == 4  # A28
    assert s.row(pid(5)).total == 9


@pytest.mark.parametrize(
    "bonus",
    [
        [{"seat": 5, "points": 1}, {"seat": 6, "points": 0.5}],  # +1 plus a split half
        [{"seat": 5, "points": 0.5}, {"seat": 6, "points": 0.5}, {"seat": 7, "points": 0.5}],
        [{"seat": 5, "points": -1}],
        [{"seat": 5, "points": 0}],
    ],
)
def test_a17_arctic_other_shapes_are_errors(bonus: list[dict[str, Any]]) -> None:
    assert "not allowed" in error_of(document("arctic-2016", 10, [game(1, TEN, bonus=bonus)])).what


@pytest.mark.parametrize(
    "bonus",
    [
        [{"seat": 5, "points": 0.25}],
        [{"seat": 1, "points": -0.5}],
        [{"seat": 5, "points": -1}],
    ],
)
def test_a43_white_nights_values_outside_the_list_are_errors(bonus: list[dict[str, Any]]) -> None:
    err = error_of(document("white-nights-2016", 10, [game(1, TEN, bonus=bonus)]))
    assert "may get" in err.what


def test_a18_a28_a29_free_points_add_up_and_count_best_player_by_their_sum() -> None:
    # fiim: game 1 seat 5 +0.5 and -0.5 (sum 0: not best player); game 2 seat 5 +0.3 and -0.1 (sum 0.2 > 0:
    # best player once); seat 6 -0.4 in game 1 (negative extra points count in the column, A28).
    g1 = game(
        1, TEN, bonus=[{"seat": 5, "points": 0.5}, {"seat": 5, "points": -0.5}, {"seat": 6, "points": -0.4}]
    )
    g2 = game(2, TEN, bonus=[{"seat": 5, "points": 0.3}, {"seat": 5, "points": -0.1}])
    s = standings(document("fiim", 10, [g1, g2]))
    assert s.row(pid(5)).columns["bonus"] == F(1, 5)
    assert tb(s, 5)["best_player"] == 1 and tb(s, 5)["bonus"] == F(1, 5)
    assert s.row(pid(6)).columns["bonus"] == F(-2, 5) and tb(s, 6)["best_player"] == 0


def test_a28_bonus_tiebreak_is_after_the_stage_coefficient() -> None:
    # white-nights final (x2): the winner's +0.5 counts 1 in the column and in tie-break (1).
    s = standings(
        document("white-nights-2016", 10, [game(1, TEN, stage="final", bonus=[{"seat": 5, "points": 0.5}])])
    )
    assert s.row(pid(5)).columns["bonus"] == 1 and tb(s, 5)["bonus"] == 1


# --- Penalties: A19 -----------------------------------------------------------------------------------------


def test_a19_zero_penalty_with_a_reason_is_accepted() -> None:
    load_tournament(document("arctic-2016", 10, [game(1, TEN, penalties=[(5, 0)])]))


# --- Absences: A10, A11, A12, A13, A40 ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "missed"),
    [("fiim", 0), ("stars-2016", 0), ("arctic-2016", 0), ("white-nights-2016", -2), ("german-open-2016", -2)],
)
def test_a13_missed_round_by_preset_and_excused_is_free(preset: str, missed: int) -> None:
    doc = document(
        preset,
        12,
        [game(1, TEN)],
        absences=[
            (11, "qualifying", 1, "missed"),
            (12, "qualifying", 1, "excused"),
            (12, "qualifying", 2, "bye"),
        ],
    )
    s = standings(doc)
    assert s.row(pid(11)).total == missed
    assert s.row(pid(12)).total == 0
    assert s.row(pid(11)).games == 0  # A36


def test_a13_excused_is_unlimited_outside_german_open() -> None:
    absences = [(11, "qualifying", r, "excused") for r in (1, 2, 3)]
    for preset in ("fiim", "stars-2016", "arctic-2016"):
        load_tournament(document(preset, 11, [game(1, TEN)], absences=absences))
    assert (
        "excused 2 times"
        in error_of(document("german-open-2016", 11, [game(1, TEN)], absences=absences)).what
    )


def test_a10_bye_and_missed_in_one_round_is_an_error() -> None:
    doc = document(
        "fiim", 11, [game(1, TEN)], absences=[(11, "qualifying", 2, "bye"), (11, "qualifying", 2, "missed")]
    )
    err = error_of(doc)
    assert err.where == "player p11" and "two absences" in err.what


def test_a11_a40_stars_short_table_counts_in_the_total_only() -> None:
    # Round 1: p05 civilian, red wins 5 + best move (2 blacks) 2 + judge +1 + judge's penalty -0.5 = 7.5, all
    # "points as red" (A27). Round 2: p05 at a short table: +3, in the total only (A40). Adjustment +1: total
    # only. Round 2 is won by black, so blacks won as many as reds: the red chain.
    g1 = game(
        1, TEN, shot=5, best_move=(5, (1, 2, 6)), bonus=[{"seat": 5, "points": 1}], penalties=[(5, -0.5)]
    )
    g2 = game(2, list(range(11, 21)), winner="black")
    doc = document(
        "stars-2016", 20, [g1, g2], absences=[(5, "qualifying", 2, "short_table")], adjustments=[(5, 1)]
    )
    s = standings(doc)
    assert s.chain[0] == "red_points"
    assert tb(s, 5)["red_points"] == F(15, 2)
    assert s.row(pid(5)).total == F(15, 2) + 3 + 1


# --- Hard games and K: A4 -----------------------------------------------------------------------------------


def test_a4_arctic_hard_games_are_red_wins_when_blacks_won_more_over_all_stages() -> None:
    # Blacks win qualifying rounds 1 and 2, reds win the final: the red win is the hard game (A4, all stages).
    doc = document(
        "arctic-2016",
        10,
        [game(1, TEN, winner="black"), game(2, TEN, winner="black"), game(1, TEN, stage="final")],
    )
    s = standings(doc)
    assert (tb(s, 5)["wins"], tb(s, 5)["wins_hard"]) == (1, 1)
    assert (tb(s, 1)["wins"], tb(s, 1)["wins_hard"]) == (2, 0)
    assert s.row(pid(5)).columns["win_points"] == 2  # arctic has no K


def test_a4_white_nights_k_counts_every_stage_and_red_can_be_hard() -> None:
    # Reds win 1 (the final, x2), blacks 2: N = 3, n = 1, K = 1 + (1.5 - 1)/1.5 = 4/3; the red win is hard:
    # p05: 2 x 4/3 x 2 = 16/3. p01 (don): two plain black wins, 2 + 2 = 4.
    doc = document(
        "white-nights-2016",
        10,
        [game(1, TEN, winner="black"), game(2, TEN, winner="black"), game(1, TEN, stage="final")],
    )
    s = standings(doc)
    assert s.k == F(4, 3) and s.hard_winner == "red"
    assert s.row(pid(5)).total == F(16, 3)
    assert s.row(pid(1)).total == 4


# --- Shots on night 1: A30, A20 -----------------------------------------------------------------------------


def test_a30_a20_a_black_victim_counts_as_shot_but_not_as_shot_as_red_for_ci() -> None:
    # Game 1: p02 (mafia) is shot on night 1 by his own team: one night-1 shot (A30), but not as red.
    # Games 2-4: nothing. Game 5: p02 is a red civilian (seat 2), shot on night 1, black wins:
    # N = 5, B = 1 (red shots only), round(0.4 x 5) = 2, Ci = 0.4 x 1 / 2 = 0.2. (B = 2 would give 0.4.)
    games = [game(1, TEN, shot=2, winner="black")]
    games += [game(r, TEN) for r in (2, 3, 4)]
    games.append(game(5, TEN, don=6, mafia=(7, 8), sheriff=9, shot=2, winner="black"))
    s = standings(document("fiim", 10, games))
    assert tb(s, 2)["shot_night1"] == 2
    assert s.row(pid(2)).columns["ci"] == F(1, 5)


# --- Ties: A25, A32, A34, A35 -------------------------------------------------------------------------------


def _stars_three_tied() -> dict[str, Any]:
    """p01, p02, p03 end at 5 with 0 points as red and no sheriff game; fillers p04..p27 far above, untied.

    X (round 1): p02 the don, p01 a civilian, black wins: p02 5, p01 0.
    Y (round 2): p01 the don, p03 mafia, black wins: 5 each.
    Z (round 3): p03 the don, p02 a civilian, black wins: p03 5, p02 0.
    Adjustment -5 to p03 (total only): totals 5, 5, 5. Blacks won all 3 games: the red chain (A27).
    Head-to-head of the three (A25): p01 X 0 + Y 5 = 5; p02 X 5 + Z 0 = 5; p03 Y 5 + Z 5 = 10.
    p03 first; p01 and p02 stay tied and go to the lot (p01 first). Recomputing for the pair alone would
    give p01 0 (X) and p02 5 (X) and put p02 first: A25 says it is not recomputed.
    """
    x = game(1, [2, 4, 5, 1, 6, 7, 8, 9, 10, 11], sheriff=10, winner="black")
    y = game(2, [1, 3, 12, 13, 14, 15, 16, 17, 18, 19], winner="black")
    z = game(3, [3, 20, 21, 2, 22, 23, 24, 25, 26, 27], sheriff=5, winner="black")
    adjustments = [(p, 100 + 10 * p) for p in range(4, 28)] + [(3, -5)]  # fillers all differ
    return document("stars-2016", 27, [x, y, z], adjustments=adjustments)


def test_a25_head_to_head_of_three_is_not_recomputed_for_the_pair_it_leaves() -> None:
    s = standings(_stars_three_tied())
    assert [s.row(pid(p)).place for p in (3, 1, 2)] == [25, 26, 27]
    assert [s.row(pid(p)).total for p in (1, 2, 3)] == [5, 5, 5]
    assert tb(s, 3) == {"red_points": 0, "sheriff_average": 0, "head_to_head": 10}  # A34: no lot for him
    assert tb(s, 1) == {"red_points": 0, "sheriff_average": 0, "head_to_head": 5, "lot": 1}
    assert tb(s, 2) == {"red_points": 0, "sheriff_average": 0, "head_to_head": 5, "lot": 2}
    assert "head_to_head" not in tb(s, 4)  # a filler whose group never reached it


def test_a35_totals_tie_exactly() -> None:
    # p01 +0.3, p02 +0.1 +0.2: equal exactly (in doubles 0.1 + 0.2 > 0.3); nothing else: the lot puts p01
    # first. Comparing doubles would put p02 first.
    doc = document("fiim", 2, [], adjustments=[(2, 0.1), (2, 0.2), (1, 0.3)])
    s = standings(doc)
    assert [r.player for r in s.rows] == [pid(1), pid(2)]
    assert tb(s, 2)["lot"] == 2
    assert standings_to_json(s)["standings"][1]["total"] == 0.3  # the nearest double of 3/10


def _cli_json(doc: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    after = args[0] if args else None
    assert standings_command(str(path), "json", None, after) == 0
    return json.loads(capsys.readouterr().out)


def _types(row: dict[str, Any]) -> dict[str, str]:
    return {v["name"]: type(v["value"]).__name__ for v in row["tiebreak"]}


def test_a34_number_types_in_the_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = {r["player"]: r for r in _cli_json(_stars_three_tied(), tmp_path, capsys)["standings"]}
    row = rows[pid(1)]
    assert all(type(row[k]) is int for k in ("place", "games", "wins"))
    cols = ("total", "win_points", "bonus", "best_move", "ci", "penalties", "absences", "adjustments")
    assert all(type(row[k]) is float for k in cols)
    assert _types(row) == {
        "red_points": "float",
        "sheriff_average": "float",
        "head_to_head": "float",
        "lot": "int",
    }
    doc = json.loads((EXAMPLES / "german-open-2016.json").read_text(encoding="utf-8"))
    rows = {r["player"]: r for r in _cli_json(doc, tmp_path, capsys)["standings"]}
    assert _types(rows["p02"]) == {
        "best_player": "int",
        "bonus": "float",
        "wins": "int",
        "wins_don": "int",
        "wins_sheriff": "int",
        "wins_mafia": "int",
        "shot_night1": "int",
        "qualifying_place": "int",
    }
    doc = json.loads((EXAMPLES / "arctic-2016.json").read_text(encoding="utf-8"))
    rows = {r["player"]: r for r in _cli_json(doc, tmp_path, capsys)["standings"]}
    assert _types(rows["p01"])["wins_hard"] == "int"


# --- File checks: A42, A44 ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("roles", "sheriff"), 4.0),
        (("roles", "mafia"), [2.0, 3]),
        (("best_move", "seat"), 5.0),
        (("best_move", "guess"), [1, 2.0, 3]),
        (("bonus",), [{"seat": 5.0, "points": 1}]),
        (("removed",), [{"seat": 6.0, "reason": "fouls"}]),
        (("penalties",), [{"seat": 6.0, "points": -0.5, "reason": "x"}]),
        (("table",), 1.0),
        (("round",), True),
    ],
)
def test_a42_seats_rounds_and_tables_must_be_json_integers(path: tuple[str, ...], value: object) -> None:
    g = game(1, TEN, shot=5, best_move=(5, (1, 2, 3)))
    target = g
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    err = error_of(document("fiim", 10, [g]))
    assert err.where.startswith("game (qualifying, ") and "JSON integer" in err.what


def test_a42_absence_round_must_be_an_integer() -> None:
    doc = document("fiim", 11, [game(1, TEN)], absences=[(11, "qualifying", 1, "bye")])
    doc["absences"][0]["round"] = 1.0
    err = error_of(doc)
    assert err.where == "player p11" and "JSON integer" in err.what


def test_ruleset_must_be_a_preset_id_not_a_path() -> None:
    err = error_of(document("../rulesets/fiim", 10, [game(1, TEN)]))
    assert err.where == "file" and "unknown ruleset" in err.what


def test_reason_on_a_normal_game_is_a_free_note() -> None:
    g = game(1, TEN)
    g["reason"] = ""
    load_tournament(document("fiim", 10, [g]))
    g["ended_by"] = "judge"
    assert "'reason' must not be empty" in error_of(document("fiim", 10, [g])).what  # A38


def _bad_documents() -> list[tuple[str, Any]]:
    base = document("stars-2016", 12, [game(1, TEN)], absences=[(11, "qualifying", 1, "short_table")])
    out: list[tuple[str, Any]] = [("not json", "{")]
    d = copy.deepcopy(base)
    d["absences"].append({"player": "p11", "stage": "qualifying", "round": 2, "kind": "short_table"})
    out.append(("stars short table twice", d))  # A11
    d = copy.deepcopy(base)
    d["games"][0]["penalties"] = [{"seat": 5, "points": 0.25, "reason": "x"}]
    out.append(("positive penalty", d))  # A19
    d = copy.deepcopy(base)
    d["games"].append(game(1, [11, 12, *range(3, 11)], table=2))
    out.append(("player twice in a round", d))
    d = copy.deepcopy(base)
    d["games"][0]["best_move"] = {"seat": 5, "guess": [1, 2, 5]}
    d["games"][0]["shot_night1"] = 5
    out.append(("best move naming the mover", d))  # A39
    d = copy.deepcopy(base)
    d["players"][0]["name"] = 7
    out.append(("name not a string", d))  # A42
    d = copy.deepcopy(base)
    d["absences"].append({"player": "p\n99", "stage": "qualifying", "round": 1, "kind": "bye"})
    out.append(("line break in an unknown player id", d))  # A44: still one line
    return out


@pytest.mark.parametrize(("label", "content"), _bad_documents(), ids=[b[0] for b in _bad_documents()])
def test_a44_invalid_file_one_line_on_stderr_nothing_on_stdout(
    label: str, content: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    out_file = tmp_path / "out.json"
    assert standings_command(str(path), "json", None, None) == 2
    assert standings_command(str(path), "csv", str(out_file), "qualifying:1") == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 2 and lines[0] == lines[1]
    where = lines[0].split(": ")[1]
    assert lines[0].startswith("invalid: ")
    assert where == "file" or where.startswith(("game (", "player ", "players[", "stage "))
    assert not out_file.exists()


# --- --after and CSV ----------------------------------------------------------------------------------------


def _after_doc() -> dict[str, Any]:
    # white-nights: qualifying round 1 red, round 2 black; final round 1 black; p11 missed qualifying round 3.
    return document(
        "white-nights-2016",
        11,
        [game(1, TEN), game(2, TEN, winner="black"), game(1, TEN, stage="final", winner="black")],
        absences=[
            (11, "qualifying", 3, "missed"),
            (11, "qualifying", 1, "bye"),
            (11, "qualifying", 2, "bye"),
        ],
        adjustments=[(11, 0.5)],
    )


def test_after_counts_only_games_and_absences_up_to_that_round() -> None:
    t = load_tournament(_after_doc())
    # After qualifying 1: one red win; the black side won none, so no win is hard: p05 2, p01 0.
    s = compute_standings(t, ("qualifying", 1))
    assert (s.row(pid(5)).total, s.row(pid(1)).total, s.games_counted) == (2, 0, 1)
    assert s.row(pid(11)).total == F(1, 2)  # the adjustment has no round: it always counts; no missed yet
    # After qualifying 2: one win each, K = 1: p05 2, p01 2.
    s = compute_standings(t, ("qualifying", 2))
    assert (s.row(pid(5)).total, s.row(pid(1)).total) == (2, 2)
    # After qualifying 3 (no game): the missed round counts: 0.5 - 2.
    assert compute_standings(t, ("qualifying", 3)).row(pid(11)).total == F(-3, 2)
    # After the final round 1 = everything: N = 3, reds won 1 (hard), K = 4/3: p05 2 x 4/3 = 8/3;
    # p01: 2 + 2 x 2 (final) = 6.
    full = compute_standings(t)
    last = compute_standings(t, ("final", 1))
    assert [(r.player, r.total) for r in last.rows] == [(r.player, r.total) for r in full.rows]
    assert full.row(pid(5)).total == F(8, 3) and full.row(pid(1)).total == 6


def test_after_from_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = _cli_json(_after_doc(), tmp_path, capsys, "qualifying:1")["standings"]
    assert {r["player"]: r["total"] for r in rows}[pid(5)] == 2.0
    assert standings_command(str(tmp_path / "t.json"), "json", None, "semifinal") == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("invalid: ")


@pytest.mark.parametrize("preset", PRESETS)
def test_csv_carries_the_json_columns(preset: str) -> None:
    t = load_tournament(json.loads((EXAMPLES / f"{preset}.json").read_text(encoding="utf-8")))
    s = compute_standings(t)
    json_rows = standings_to_json(s)["standings"]
    assert [k for k in json_rows[0] if k != "tiebreak"] == [k for k in CSV_FIXED if k != "club"]
    reader = csv.DictReader(io.StringIO(standings_to_csv(s)))
    assert reader.fieldnames == csv_columns(s)
    for csv_row, json_row in zip(reader, json_rows, strict=True):
        for key in CSV_FIXED:
            if key == "club":
                continue
            value = json_row[key]
            if isinstance(value, float):
                assert float(csv_row[key]) == value
            else:
                assert csv_row[key] == str(value)
        # One column per tie-break criterion, the JSON's number in it (an int stays an int).
        tiebreak: list[dict[str, Any]] = json_row["tiebreak"]  # type: ignore[assignment]
        for v in tiebreak:
            cell = csv_row[TIEBREAK_PREFIX + v["name"]]
            assert json.loads(cell) == v["value"] and type(json.loads(cell)) is type(v["value"])


def test_a_utf8_bom_is_not_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(document("fiim", 10, [game(1, TEN)])).encode("utf-8"))
    assert standings_command(str(path), "json", None, None) == 0
    assert len(json.loads(capsys.readouterr().out)["standings"]) == 10
