"""The scoring half of the fiim-2025 preset: its one rule that differs from fiim, the best move of 0.5 / 0.3
(mafiaratings' FIIM protocol sheet, docs/rulesets.md "fiim-2025"), worked by hand beside fiim on the same
games, and every other option pinned to the fiim baseline, which the file leaves to fiim.

Seats in every game: don 1, mafia 2-3, sheriff 4, civilians 5-10; the same ten players sit in seat order.
"""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction as F
from typing import Any

from scoring_builders import document, game, pid, standings

from mafia_desk.rulesets.scoring import scoring_rules

FIIM_2025 = "fiim-2025"
TEN = list(range(1, 11))


def _games() -> list[dict[str, Any]]:
    return [
        # Game 1, black wins. Seat 5 (civilian) shot on night 1 names 1, 2, 3: 3 blacks.
        game(1, TEN, winner="black", shot=5, best_move=(5, (1, 2, 3))),
        # Game 2, red wins. The sheriff (seat 4) shot on night 1 names 1, 2, 6: 2 blacks.
        game(2, TEN, winner="red", shot=4, best_move=(4, (1, 2, 6))),
        # Game 3, red wins. Seat 6 shot on night 1 names 1, 5, 7: 1 black, nothing. Seat 9 removed: -0.5.
        game(3, TEN, winner="red", shot=6, best_move=(6, (1, 5, 7)), removed=[9]),
    ]


def test_the_best_move_gives_half_a_point_for_three_blacks_and_0_3_for_two() -> None:
    """fiim_form.php: +0.5 for 3 blacks, +0.3 for 2, the sheriff as a civilian; fiim gives 0.4 / 0.25.
    Ci is fiim's on both sides: p05 (B = 1, N = 1, round(0.4) = 0) gets none, p04's and p06's teams won."""
    today = standings(document(FIIM_2025, 10, _games()))
    baseline = standings(document("fiim", 10, _games()))
    best_move = {pid(i): today.row(pid(i)).columns["best_move"] for i in TEN}
    assert best_move == {pid(i): F(0) for i in TEN} | {pid(5): F("0.5"), pid(4): F("0.3")}
    assert baseline.row(pid(5)).columns["best_move"] == F("0.4")
    assert baseline.row(pid(4)).columns["best_move"] == F("0.25")
    totals = {pid(i): today.row(pid(i)).total for i in TEN}
    assert totals == {
        pid(1): F(1),  # one black win
        pid(2): F(1),
        pid(3): F(1),
        pid(4): 2 + F("0.3"),  # two red wins, the sheriff's best move of 2 blacks
        pid(5): 2 + F("0.5"),  # two red wins, a best move of 3 blacks
        pid(6): F(2),  # one black named: no best move points
        pid(7): F(2),
        pid(8): F(2),
        pid(9): 2 - F("0.5"),  # removed in game 3: fiim's -0.5, which the FIIM sheet also gives
        pid(10): F(2),
    }


def test_every_other_scoring_option_is_the_fiim_baseline() -> None:
    """Win 1 / loss 0 and the removal's -0.5 are the sheet's and fiim's alike; Ci, the judge's points,
    absences, stages and the tie-break chain are not given by any source read and stay fiim's."""
    today, baseline = scoring_rules(FIIM_2025), scoring_rules("fiim")
    differs = {f.name for f in fields(today) if getattr(today, f.name) != getattr(baseline, f.name)}
    assert differs == {"ruleset", "best_move"}
