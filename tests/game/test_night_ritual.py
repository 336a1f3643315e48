"""Issue 17, the night ritual (log version 3): the don's and the sheriff's turns come every night, out or not,
so the host's voice and screen cannot tell the table who is dead; an out checker's turn records no check."""

from __future__ import annotations

import pytest
from gamekit import DON, SHERIFF, day, end_speeches, four_living, new_game

from mafia_desk.game import IllegalAction, game_from_log_dict, game_log_to_dict
from mafia_desk.game.events import Disqualify, DonCheck, LiftVote, SheriffCheck, Shot, Vote
from mafia_desk.game.game import Game
from mafia_desk.game.model import ActionKind, Phase


def out_at_dusk(seat: int, version: int) -> Game:
    """`seat` is removed during day 1's speeches; nobody is nominated, so night 1 falls."""
    game = new_game(version=version)
    game.apply(Disqualify(seat))
    day(game)
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    return game


def test_an_out_don_keeps_his_turn_and_it_records_no_check() -> None:
    game = out_at_dusk(DON, version=3)
    game.apply(Shot(1))
    assert game.state.phase.kind is Phase.DON_CHECK
    assert game.state.checker_out and game.state.speech_seconds > 0
    assert game.state.allowed_actions()[ActionKind.DON_CHECK] == frozenset()
    assert game.state.check_seats == frozenset(range(1, 11))  # the same buttons as for a living don
    with pytest.raises(IllegalAction, match=f"the don \\(seat {DON}\\) is out"):
        game.apply(DonCheck(4))
    game.apply(DonCheck(None))
    assert game.state.phase.kind is Phase.SHERIFF_CHECK and not game.state.checker_out
    game.apply(SheriffCheck(DON))  # a living sheriff still checks
    night = game.state.night_results[-1]
    assert night.don_check is None and night.sheriff_check == DON


def test_an_out_sheriff_keeps_his_turn_after_the_dons() -> None:
    game = out_at_dusk(SHERIFF, version=3)
    game.apply(Shot(1))
    game.apply(DonCheck(SHERIFF))  # the don may still point at him
    assert game.state.phase.kind is Phase.SHERIFF_CHECK and game.state.checker_out
    assert game.state.current_speaker == SHERIFF
    with pytest.raises(IllegalAction, match=f"the sheriff \\(seat {SHERIFF}\\) is out"):
        game.apply(SheriffCheck(2))
    game.apply(SheriffCheck(None))
    assert game.state.phase.kind is Phase.LAST_WORDS
    assert game.state.night_results[-1].sheriff_check is None


@pytest.mark.parametrize("version", [1, 2])
def test_older_logs_skip_an_out_checkers_turn_as_before(version: int) -> None:
    game = out_at_dusk(DON, version=version)
    game.apply(Shot(1))
    assert game.state.phase.kind is Phase.SHERIFF_CHECK
    game = out_at_dusk(SHERIFF, version=version)
    game.apply(Shot(1))
    game.apply(DonCheck(4))
    assert game.state.phase.kind is Phase.LAST_WORDS


def test_a_version_3_log_with_the_ritual_replays_to_the_same_night() -> None:
    game = out_at_dusk(DON, version=3)
    game.apply(Shot(None))
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(5))
    data = game_log_to_dict(game)
    assert data["version"] == 3
    again = game_from_log_dict(data)
    assert again.state.phase == game.state.phase
    assert again.state.night_results == game.state.night_results


def test_a_check_at_a_seat_already_out_is_recorded_with_that_seats_answer() -> None:
    """G18 as amended: the don points at the removed sheriff, the sheriff at the removed don (version 3)."""
    game = new_game(version=3)
    game.apply(Disqualify(2))
    day(game)
    game.apply(Shot(1))
    game.apply(DonCheck(2, is_sheriff=False))
    game.apply(SheriffCheck(1, is_black=False))  # tonight's victim, as before
    night = game.state.night_results[-1]
    assert (night.don_check, night.don_found_sheriff, night.sheriff_check) == (2, False, 1)
    game = out_at_dusk(SHERIFF, version=3)
    game.apply(Shot(None))
    with pytest.raises(IllegalAction, match="answer"):
        game.apply(DonCheck(SHERIFF, is_sheriff=False))  # a wrong answer is still refused
    game.apply(DonCheck(SHERIFF, is_sheriff=True))
    assert game.state.night_results[-1].don_found_sheriff is True


def test_older_logs_still_refuse_a_check_at_a_seat_already_out() -> None:
    game = out_at_dusk(SHERIFF, version=2)
    game.apply(Shot(None))
    with pytest.raises(IllegalAction, match="removed before this night"):
        game.apply(DonCheck(SHERIFF))


def test_a_refused_lift_all_vote_says_which_rule_refuses_it() -> None:
    """Two tied again at 4 living in arctic: nobody leaves; a lift-all vote then names the rule, not only the
    phase."""
    game = four_living("arctic-2016")
    day(game, {7: 8, 8: 9})
    game.apply(Vote((1, 7)))
    end_speeches(game, 2)
    game.apply(Vote((1, 7)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    with pytest.raises(IllegalAction) as err:
        game.apply(LiftVote((1, 7, 9)))
    assert "2 tied at 4 living may not be lifted under this ruleset (arctic-2016)" in str(err.value)
    game.apply(Shot(None))
    with pytest.raises(IllegalAction, match="not possible now"):
        game.apply(LiftVote((1, 7, 9)))  # once the night has begun, the plain refusal
