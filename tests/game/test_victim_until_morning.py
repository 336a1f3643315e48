"""Tonight's victim sits at the table until the morning (issue 38): the table hears of the shot only then, so
a judge may foul him, remove him or replace his player while the checks go on, and nothing refused tells the
table who was shot. Such events were refused before, so no older log holds one: each replays as it did."""

from __future__ import annotations

import pytest
from gamekit import DON, SHERIFF, day, new_game

from mafia_desk.game import (
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    Game,
    IllegalAction,
    Replace,
    SheriffCheck,
    Shot,
)
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import ActionKind, Phase, SeatStatus

VICTIM = 4


def shot_night(version: int = 3) -> Game:
    game = new_game(version=version)
    day(game)
    game.apply(Shot(VICTIM))
    assert game.state.phase.kind is Phase.DON_CHECK
    return game


@pytest.mark.parametrize("version", [1, 2, 3])
def test_a_foul_on_the_victim_at_night_counts_and_the_hall_sees_him_alive(version: int) -> None:
    game = shot_night(version)
    assert VICTIM in game.state.allowed_actions()[ActionKind.FOUL]
    game.apply(Foul(VICTIM))
    state = game.state
    assert state.fouls(VICTIM) == 1 and state.status(VICTIM) is SeatStatus.SHOT
    assert state.night_results[-1].fouls == (VICTIM,)
    seat = hall_view(game).seats[VICTIM - 1]
    assert (seat.status, seat.fouls) == ("alive", 1)
    game.apply(DonCheck(SHERIFF))
    game.apply(SheriffCheck(DON))
    assert game.state.phase.kind is Phase.LAST_WORDS and game.state.current_speaker == VICTIM


def test_the_victim_removed_before_the_morning_has_no_last_words() -> None:
    game = shot_night()
    game.apply(Disqualify(VICTIM, "speaking at night"))
    state = game.state
    assert state.status(VICTIM) is SeatStatus.REMOVED and state.night_results[-1].removed == (VICTIM,)
    assert len(state.living) == 9, "he left the living with the shot, not again"
    assert hall_view(game).seats[VICTIM - 1].status == "removed"
    game.apply(DonCheck(SHERIFF))
    game.apply(SheriffCheck(DON))
    state = game.state
    assert state.phase.kind is Phase.DAY_SPEECH and state.phase.day == 2, state
    assert not state.best_move_open


def test_the_victims_player_may_be_replaced_before_the_morning_not_after() -> None:
    game = shot_night()
    game.apply(Replace(VICTIM, "Новичок", None, "fell ill"))
    assert game.state.holder(VICTIM).player == "Новичок"
    game.apply(DonCheck(SHERIFF))
    game.apply(SheriffCheck(DON))
    game.apply(Foul(VICTIM))  # his last words: still at the table
    game.apply(EndSpeech())
    with pytest.raises(IllegalAction):
        game.apply(Foul(VICTIM))  # the morning is over for him: he has left
    with pytest.raises(IllegalAction):
        game.apply(Replace(VICTIM, "Другой", None, "fell ill"))
