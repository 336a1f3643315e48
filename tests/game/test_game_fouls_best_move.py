"""Fouls, removals and the best move (regulations.md baseline 6, G1, G11-G13, G17, G19)."""

from __future__ import annotations

import pytest
from gamekit import day, end_speeches, new_game, night, speak_until

from mafia_desk.game import (
    ActionKind,
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    IllegalAction,
    LiftVote,
    Nominate,
    Phase,
    SeatStatus,
    SheriffCheck,
    Shot,
    Team,
    Vote,
)


def test_a_third_foul_before_his_turn_forfeits_todays_speech() -> None:
    """G13 / baseline 6: a 3rd foul before the host gives him the floor today costs today's speech."""
    game = new_game()
    for _ in range(3):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 0
    assert game.state.speech_forfeited
    game.apply(EndSpeech())
    assert game.state.speech_seconds == 60  # seat 5 speaks in full


def test_a_third_foul_during_his_speech_forfeits_the_next_days_speech() -> None:
    """G13: a 3rd foul during or after his speech today costs his next day's speech; later ones are full."""
    game = new_game()
    speak_until(game, 4)
    for _ in range(3):
        game.apply(Foul(4))
    assert game.state.speech_seconds == 60  # the running speech is not cut
    day(game)
    night(game, None)
    speak_until(game, 4)
    assert game.state.speech_seconds == 0
    day(game)
    night(game, None)
    speak_until(game, 4)
    assert game.state.speech_seconds == 60  # G12: at 5+ living the 3rd foul forfeits one speech only


def test_a_player_whose_speech_is_forfeited_may_still_nominate() -> None:
    """G11: a player whose speech is forfeited by a 3rd foul may still nominate, at his turn."""
    game = new_game()
    for _ in range(3):
        game.apply(Foul(2))
    speak_until(game, 2)
    assert game.state.speech_seconds == 0
    assert ActionKind.NOMINATE in game.state.allowed_actions()
    game.apply(Nominate((6,)))
    assert [(c.seat, c.nominated_by) for c in game.state.candidates] == [(6, 2)]


def test_at_three_or_four_living_a_three_foul_player_speaks_30_seconds() -> None:
    """G12 / baseline 6: at 3-4 living players every speech of a player with 3 fouls is 30 s."""
    game = new_game(roles=(1, (2, 3), 10))
    for _ in range(3):
        game.apply(Foul(9))
    # shoot reds until 4 are left: 1, 2, 3 black + 9 ... instead vote blacks out: keep 1 black, 3 reds
    day(game, {1: 2, 2: 4})
    game.apply(Vote((1, 3, 4, 5, 6, 7)))  # mafia 2 out
    end_speeches(game)
    night(game, 4)
    end_speeches(game)
    day(game, {3: 3, 5: 5})
    game.apply(Vote((1, 5, 6, 7, 8, 9)))  # mafia 3 out
    end_speeches(game)
    night(game, 5)
    end_speeches(game)
    day(game)
    night(game, 6)
    end_speeches(game)
    day(game)
    night(game, 10)
    end_speeches(game)
    assert len(game.state.living) == 4 and 9 in game.state.living
    speak_until(game, 9)
    assert game.state.speech_seconds == 30
    game.apply(EndSpeech())
    day(game)
    night(game, None)
    speak_until(game, 9)
    assert game.state.speech_seconds == 30


def test_a_third_foul_never_forfeits_tie_speeches_or_last_words() -> None:
    """G12: a 3rd foul never forfeits tie speeches or last words."""
    game = new_game()
    for _ in range(3):
        game.apply(Foul(9))
    game.apply(Nominate((9,)))
    game.apply(EndSpeech())
    game.apply(Nominate((4,)))
    day(game)
    game.apply(Vote((1, 2, 3, 5, 6)))
    assert (game.state.current_speaker, game.state.speech_seconds) == (9, 30)
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    assert (game.state.phase.kind, game.state.current_speaker, game.state.speech_seconds) == (
        Phase.LAST_WORDS,
        9,
        60,
    )


def test_the_fourth_foul_removes_the_player() -> None:
    """Baseline 6: 4th foul: removal."""
    game = new_game()
    for _ in range(4):
        game.apply(Foul(6))
    assert game.state.status(6) is SeatStatus.REMOVED
    assert game.state.removal_reason(6) == "fouls"
    with pytest.raises(IllegalAction, match="seat 6 was removed"):
        game.apply(Foul(6))


def test_a_disqualifying_foul_removes_the_player_at_once() -> None:
    """Baseline 6: a disqualifying foul (oath, insult, a word at night...) is a removal."""
    game = new_game()
    game.apply(Disqualify(6, "oath"))
    assert game.state.status(6) is SeatStatus.REMOVED
    assert game.state.removal_reason(6) == "disqualification"


def test_a_removed_speaker_loses_the_floor_and_the_day_goes_on() -> None:
    """G1: a removal during the day: no vote that day, but the day's speeches still run to the end."""
    game = new_game()
    speak_until(game, 4)
    game.apply(Disqualify(4, "insult"))
    assert game.state.current_speaker == 5
    assert game.state.vote_cancelled is not None
    with pytest.raises(IllegalAction, match="no vote today"):
        game.apply(Nominate((6,)))
    day(game)
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_removal_at_night_cancels_the_next_days_vote_in_fiim() -> None:
    """G1, G20: fiim: a removal at night means that day's vote is not held."""
    game = new_game()
    day(game)
    game.apply(Disqualify(6, "a word at night"))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    night(game, None)
    assert game.state.vote_cancelled is not None
    day(game)
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_removal_during_the_vote_stops_it_in_fiim() -> None:
    """G1: fiim: a removal during the vote stops it (even with a candidate past half); night falls."""
    game = new_game()
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    game.apply(Foul(10))
    game.apply(Disqualify(10))
    assert game.state.status(4) is SeatStatus.ALIVE
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_removed_player_has_no_last_words() -> None:
    """Baseline 6 and G7: a removed player has no last words."""
    game = new_game()
    day(game)
    game.apply(Shot(None))
    game.apply(Disqualify(2, "touching at night"))
    assert game.state.phase.kind is Phase.DON_CHECK
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(None))
    assert game.state.phase.kind is Phase.DAY_SPEECH  # a miss and a removal: nobody has last words


def test_a_removal_that_leaves_parity_ends_the_game() -> None:
    """Baseline 5: win is checked after every departure, a removal included."""
    game = new_game()
    day(game)
    night(game, 1)
    end_speeches(game)
    day(game)
    night(game, 2)
    end_speeches(game)
    day(game)
    night(game, 4)  # living 3, 5, 6, 7, 8, 9, 10: 3 blacks, 4 reds
    game.apply(Disqualify(6, "oath"))
    assert game.state.finished and game.state.winner is Team.BLACK


def test_the_night_1_victim_makes_the_best_move() -> None:
    """Baseline 6 and G17: the first night victim names three seats during his last words."""
    game = new_game()
    day(game)
    night(game, 4)
    assert game.state.best_move_seat == 4
    assert game.state.allowed_actions()[ActionKind.BEST_MOVE] == frozenset({1, 2, 3, 5, 6, 7, 8, 9, 10})
    with pytest.raises(IllegalAction, match="cannot name himself"):
        game.apply(BestMove((4, 5, 8)))
    game.apply(BestMove((3, 5, 8)))
    assert game.state.best_move is not None and game.state.best_move.guess == (3, 5, 8)
    assert game.state.best_move_seat is None
    with pytest.raises(IllegalAction, match="already made"):
        game.apply(BestMove((3, 5, 9)))


def test_a_black_player_shot_by_his_team_makes_no_best_move() -> None:
    """Baseline 6: a black player shot on night 1 by his own team makes no best move: only a red one does."""
    game = new_game()
    day(game)
    night(game, 5)
    assert game.state.best_move_seat is None
    with pytest.raises(IllegalAction, match="only a red player makes a best move"):
        game.apply(BestMove((1, 2, 4)))


def test_the_best_move_is_void_when_two_left_on_day_1s_vote() -> None:
    """G17 / finer FIIM points: the best move is void if 2 or more left on day 1's vote."""
    game = new_game()
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
    end_speeches(game, 2)
    night(game, 1)
    assert game.state.best_move_seat is None
    with pytest.raises(IllegalAction, match="2 players left by day 1's vote"):
        game.apply(BestMove((3, 5, 8)))


def test_a_best_move_after_a_single_day_1_elimination_is_allowed() -> None:
    """G17 (seed 004: "при сломе стола в первый день ... всё равно имеет право"): one day-1 exit keeps it."""
    game = new_game("german-open-2016")
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    end_speeches(game)
    night(game, 1)
    assert game.state.best_move_seat == 1


def test_a_removal_during_tie_speeches_or_the_lift_all_vote_stops_the_vote() -> None:
    """G1, G4: a removal during tie speeches or the lift-all vote stops the vote (no majority there)."""
    for ruleset in ("fiim", "stars-2016"):
        for at_lift in (False, True):
            game = new_game(ruleset)
            day(game, {1: 9, 2: 4})
            game.apply(Vote((1, 2, 3, 5, 6)))
            if at_lift:
                end_speeches(game, 2)
                game.apply(Vote((1, 2, 3, 5, 6)))
                assert game.state.phase.kind is Phase.LIFT_VOTE
            game.apply(Disqualify(10, "insult"))
            assert game.state.phase.kind is Phase.NIGHT_SHOT, (ruleset, at_lift)
            assert {game.state.status(9), game.state.status(4)} == {SeatStatus.ALIVE}
            outcome = game.state.core.days[0].rounds[-1].outcome
            assert outcome == ("stopped by a removal" if at_lift else "tie between seats 9, 4")
