"""A night records which turns were played: "no check" is a turn, a turn the game never reached is none."""

from __future__ import annotations

import json

from fixtures import GAME_LOGS

from mafia_desk.game import game_from_log_dict


def _nights(name: str) -> list[tuple[int, bool, bool, int | None, int | None]]:
    game = game_from_log_dict(json.loads((GAME_LOGS / name).read_text(encoding="utf-8")))
    return [
        (n.night, n.don_done, n.sheriff_done, n.don_check, n.sheriff_check) for n in game.state.night_results
    ]


def test_a_game_won_by_the_shot_played_no_check_that_night() -> None:
    nights = _nights("15-black-wins-by-shot-at-parity-stars.json")
    assert nights[-1][1:3] == (False, False)
    assert all(don and sheriff for _, don, sheriff, _, _ in nights[:-1])


def test_the_judge_s_award_mid_night_leaves_the_rest_unplayed() -> None:
    (night,) = _nights("25-judge-award-mid-night-fiim.json")
    assert night[1:3] == (False, False)


def test_no_check_is_a_turn_played() -> None:
    nights = _nights("10-withdrawals-white-nights.json")
    assert nights[1] == (2, True, True, nights[1][3], None)  # the sheriff checked nobody
