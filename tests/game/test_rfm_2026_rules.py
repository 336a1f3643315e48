"""The game half of the rfm-2026 preset, rule by rule: each option its file sets is played through the
engine and compared with the FIIM baseline where they differ. Sources of every value:
resources/rulesets/rfm-2026.toml and docs/rulesets.md ("rfm-2026")."""

from __future__ import annotations

import json

import pytest
from gamekit import day, end_speeches, four_living, new_game, night, quiet_day_and_night, speak_until

from mafia_desk.game import (
    ActionKind,
    Disqualify,
    DonCheck,
    EndedBy,
    EndSpeech,
    Foul,
    Game,
    IllegalAction,
    LiftVote,
    Message,
    Nominate,
    Outcome,
    Phase,
    RulesetError,
    Seat,
    SeatStatus,
    SheriffCheck,
    Shot,
    Vote,
    Withdraw,
    load_game_ruleset,
    protocol,
    protocol_to_text,
    result_entry,
)
from mafia_desk.game.log import dumps_game_log, game_from_log_dict, game_log_to_dict

RFM = "rfm-2026"


def test_speech_tie_speech_and_last_words_clocks() -> None:
    """Spec 8.5, 8.9, 8.10: a day speech 60 s, a car crash speech 30 s, the final minute 60 s."""
    game = new_game(RFM)
    assert (game.state.phase.kind, game.state.speech_seconds) == (Phase.DAY_SPEECH, 60)
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7)))  # 5 for seat 4, the other 5 for seat 6: a tie
    assert (game.state.phase.kind, game.state.speech_seconds) == (Phase.TIE_SPEECH, 30)
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 7, 8)))  # seat 4 leaves with 6
    assert (game.state.phase.kind, game.state.speech_seconds) == (Phase.LAST_WORDS, 60)


def test_several_voted_out_each_get_a_minute() -> None:
    """Spec 8.10: every player leaving by the vote has his final minute: 60 s each (arctic gives 30)."""
    game = new_game(RFM)
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    assert game.state.phase.kind is Phase.LIFT_VOTE
    game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
    assert (game.state.phase.kind, game.state.speech_seconds) == (Phase.LAST_WORDS, 60)


def test_night_checks_take_15_seconds() -> None:
    """Spec 8.12, 9: the don 15 s, the sheriff 15 s (the FIIM baseline: 10 s)."""
    for rid, seconds in ((RFM, 15), ("fiim", 10)):
        game = new_game(rid)
        day(game)
        game.apply(Shot(None))
        assert (game.state.phase.kind, game.state.clock_seconds()) == (Phase.DON_CHECK, seconds), rid


def test_agreement_and_best_move_clocks() -> None:
    """Spec 8.4 and 9: the agreement 60 s; the best move (ТЧ) 20 s."""
    seats = [Seat(i, f"n{i}", f"p{i:02}") for i in range(1, 11)]
    zero = Game(load_game_ruleset(RFM), seats)
    assert (zero.state.phase.kind, zero.state.clock_seconds()) == (Phase.ZERO_NIGHT, 60)
    game = new_game(RFM)
    day(game)
    night(game, 4)
    assert game.state.best_move_seat == 4
    assert (game.state.phase.kind, game.state.clock_seconds()) == (Phase.LAST_WORDS, 20)
    assert game.state.clock_seconds(best_move_declined=True) == 60


def test_the_third_foul_cuts_the_next_speech_to_10_seconds() -> None:
    """Spec 8.6 (reg. 5.5), mafia-judge foulOutcome: 3 fouls: the next own speech is 10 s (FIIM: lost)."""
    for rid, seconds in ((RFM, 10), ("fiim", 0)):
        game = new_game(rid)
        for _ in range(3):
            game.apply(Foul(4))
        assert game.state.next_speech_seconds(4) == seconds, rid
        speak_until(game, 4)
        assert game.state.speech_seconds == seconds, rid
        assert game.state.speech_forfeited is (seconds == 0), rid
        game.apply(Nominate((6,)))  # he may still nominate
        game.apply(EndSpeech())
        assert game.state.next_speech_seconds(4) == 60, rid  # one speech only


def test_the_third_foul_at_a_short_table_gives_30_seconds() -> None:
    """Spec 8.6: with 3 or 4 players left the 3-foul speech is 30 s."""
    game = four_living(RFM)
    for _ in range(3):
        game.apply(Foul(9))
    speak_until(game, 9)
    assert game.state.speech_seconds == 30


def test_the_fourth_foul_removes_at_once() -> None:
    """Spec 8.7: the 4th foul removes the player, with no final minute."""
    game = new_game(RFM)
    speak_until(game, 3)
    for _ in range(4):
        game.apply(Foul(6))
    assert game.state.status(6) is SeatStatus.REMOVED
    assert game.state.phase.kind is not Phase.LAST_WORDS


def _five_tied_twice(rid: str) -> Phase:
    """Day 1: seats 2, 4, 6, 8, 10 nominated; 2 votes each, twice."""
    game = new_game(rid)
    day(game, {1: 2, 2: 4, 3: 6, 4: 8, 5: 10})
    for _ in range(2):
        for voters in ((1, 2), (3, 4), (5, 6), (7, 8)):  # seat 10 takes the last two hands
            game.apply(Vote(voters))
        if game.state.phase.kind is Phase.TIE_SPEECH:
            end_speeches(game, 5)
    return game.state.phase.kind


def test_half_of_ten_is_never_lifted() -> None:
    """Spec 8.9, groupExitAllowed: 5 tied of 10 may not be lifted: a second tie sends the city to night."""
    assert _five_tied_twice(RFM) is Phase.NIGHT_SHOT
    assert _five_tied_twice("fiim") is Phase.LIFT_VOTE


def test_lift_refused_is_read_as_living_tied_pairs() -> None:
    """The option names exact counts: (10, 5) refuses five tied of ten, (10, 4) does not."""
    assert load_game_ruleset(RFM).lift_refused == ((10, 5), (8, 4), (6, 3), (3, 2))
    assert _five_tied_twice_with({"lift_refused": [[10, 4]]}) is Phase.LIFT_VOTE
    assert _five_tied_twice_with({"lift_refused": [[10, 5]]}) is Phase.NIGHT_SHOT
    with pytest.raises(RulesetError, match="more tied than living"):
        load_game_ruleset("fiim", {"lift_refused": [[4, 5]]})
    with pytest.raises(RulesetError, match="lift_refused"):
        load_game_ruleset("fiim", {"lift_refused": [[10]]})


def _five_tied_twice_with(overrides: dict[str, object]) -> Phase:
    game = new_game("fiim", overrides)
    day(game, {1: 2, 2: 4, 3: 6, 4: 8, 5: 10})
    for _ in range(2):
        for voters in ((1, 2), (3, 4), (5, 6), (7, 8)):
            game.apply(Vote(voters))
        if game.state.phase.kind is Phase.TIE_SPEECH:
            end_speeches(game, 5)
    return game.state.phase.kind


def test_two_tied_at_four_may_be_lifted() -> None:
    """groupExitAllowed allows 2 of 4 (not in its refused list)."""
    game = four_living(RFM)
    day(game, {7: 1, 8: 7})
    game.apply(Vote((7, 8)))
    end_speeches(game, 2)
    game.apply(Vote((7, 8)))
    assert game.state.phase.kind is Phase.LIFT_VOTE


def test_three_tied_at_nine_may_be_lifted() -> None:
    """groupExitAllowed allows 3 of 9 (FIIM's finer points do not)."""
    game = new_game(RFM)
    day(game)
    night(game, 1)
    end_speeches(game)
    day(game, {2: 9, 3: 4, 4: 6})
    for _ in range(2):
        game.apply(Vote((2, 3, 5)))
        game.apply(Vote((4, 6, 7)))
        if game.state.phase.kind is Phase.TIE_SPEECH:
            end_speeches(game, 3)
    assert game.state.phase.kind is Phase.LIFT_VOTE


def test_day_one_with_one_candidate_holds_no_vote() -> None:
    """Spec 8.5 (reg. 4.4.11): day 1 with exactly one candidate: no vote, night falls."""
    game = new_game(RFM)
    day(game, {1: 4})
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert game.state.status(4) is SeatStatus.ALIVE


def test_a_nomination_cannot_be_withdrawn() -> None:
    """Spec 8.5: "a nomination cannot be withdrawn"."""
    game = new_game(RFM)
    game.apply(Nominate((4,)))
    with pytest.raises(IllegalAction):
        game.apply(Withdraw())


def test_a_removal_during_the_day_sends_the_city_to_night() -> None:
    """Spec 8.7: a removal during the discussion cancels the vote and the city goes to night."""
    game = new_game(RFM)
    speak_until(game, 3)
    game.apply(Disqualify(6, "insult"))
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_removal_before_the_votes_result_cancels_the_vote_even_with_a_majority() -> None:
    """Spec 8.7: "before the result of the current vote is fixed": the vote is cancelled, nobody leaves."""
    game = new_game(RFM)
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))  # 6 of 10 for seat 4
    game.apply(Disqualify(10, "insult"))
    assert game.state.status(4) is SeatStatus.ALIVE
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_removal_in_the_morning_or_at_night_cancels_the_days_vote() -> None:
    """Spec 8.7: "the current or the next vote is cancelled": also for a removal before the day begins."""
    game = new_game(RFM)
    day(game)
    night(game, 1)
    game.apply(Disqualify(6, "insult"))
    end_speeches(game)
    assert game.state.vote_cancelled is not None
    assert ActionKind.NOMINATE not in game.state.allowed_actions()
    game = new_game(RFM)
    day(game)
    game.apply(Disqualify(6, "a word at night"))
    night(game, None)
    assert game.state.vote_cancelled is not None


def test_three_quiet_nights_are_a_draw() -> None:
    """Spec 8.15 (reg. 4.7.1): night, day, night, day, night with nobody leaving is a draw, not the red win of
    the 2016 presets; the third miss ends the game at once (no checks), as G19's decisive shot does."""
    game = new_game(RFM)
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, None)
    assert not game.state.finished
    day(game)
    game.apply(Shot(None))
    state = game.state
    assert state.finished and state.phase.kind is Phase.FINISHED
    assert (state.outcome, state.winner, state.ended_by) == (Outcome.DRAW, None, EndedBy.THREE_NIGHTS)
    assert state.win_reason == Message("win.three_nights_draw")
    assert state.night_results[-1].don_check is None and len(state.night_results) == 3
    # undo takes the draw back: the night is open again and the host may record a shot instead
    game.undo()
    assert not game.state.finished and game.state.outcome is None
    game.apply(Shot(4))
    assert not game.state.finished


def test_the_draw_survives_the_log_and_the_protocol() -> None:
    """The draw is replayed from the events (the log stores no result), and the protocol and the exchange
    entry say "draw" with ended_by three_nights."""
    game = new_game(RFM)
    for _ in range(3):
        quiet_day_and_night(game, None)
    again = game_from_log_dict(json.loads(dumps_game_log(game_log_to_dict(game))))
    assert again.state.outcome is Outcome.DRAW
    assert protocol(again).winner == "draw"
    assert "Result: a draw (three nights in a row with nobody leaving)" in protocol_to_text(protocol(again))
    entry = result_entry(again)
    assert (entry["winner"], entry["ended_by"]) == ("draw", "three_nights")


def test_a_vote_out_between_the_misses_restarts_the_draw_count() -> None:
    """Spec 8.15: the nights must follow each other with nobody voted out on the days between."""
    game = new_game(RFM)
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, None)
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))  # seat 9 leaves with 6 hands
    end_speeches(game)
    game.apply(Shot(None))
    assert not game.state.finished
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(None))
    quiet_day_and_night(game, None)
    assert not game.state.finished
    quiet_day_and_night(game, None)
    assert game.state.outcome is Outcome.DRAW


def test_a_shot_restarts_the_draw_count() -> None:
    game = new_game(RFM)
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, 4)
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, None)
    assert not game.state.finished
    quiet_day_and_night(game, None)
    assert game.state.outcome is Outcome.DRAW


def test_a_removal_does_not_break_the_draw_count() -> None:
    """Spec 8.15 counts only who left "именно вследствие отстрела или голосования" (by the shot or the vote):
    a player removed for fouls on one of the two days does not restart the run (unlike G15's red win)."""
    game = new_game(RFM)
    quiet_day_and_night(game, None)
    speak_until(game, 4)
    game.apply(Disqualify(9, "insult"))  # the day ends (removal_during_day_ends_day): night falls
    night(game, None)
    assert not game.state.finished
    quiet_day_and_night(game, None)
    assert game.state.outcome is Outcome.DRAW and game.state.ended_by is EndedBy.THREE_NIGHTS


def test_only_the_night1_victim_makes_the_best_move() -> None:
    """Spec 8.13 (reg. 4.5.10): the player shot on the first shooting night; after a miss nobody."""
    game = new_game(RFM)
    day(game)
    night(game, None)
    day(game)
    night(game, 4)
    assert game.state.best_move_seat is None


def test_no_best_move_after_two_left_by_day_one() -> None:
    """Spec 8.13: none when two or more players left by day 1's vote."""
    game = new_game(RFM)
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
    end_speeches(game, 2)
    night(game, 1)
    assert game.state.best_move_seat is None


def test_a_game_log_keeps_the_preset_and_a_lift_refused_override() -> None:
    """A log records the ruleset id and only what differs from its file; pairs come back as pairs."""
    game = new_game(RFM, {"lift_refused": [[10, 4]]})
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    log = json.loads(dumps_game_log(game_log_to_dict(game)))
    assert (log["ruleset"], log["ruleset_options"]) == (RFM, {"lift_refused": [[10, 4]]})
    again = game_from_log_dict(log)
    assert again.ruleset == game.ruleset and again.ruleset.lift_refused == ((10, 4),)
    assert again.ruleset.third_foul_speech_seconds == 10
    assert again.state.phase.kind is Phase.LAST_WORDS
