"""One test per rule of the baseline game flow (regulations.md "Baseline game flow", G-readings as cited)."""

from __future__ import annotations

import pytest
from gamekit import day, end_speeches, new_game, night

from mafia_desk.game import (
    ActionKind,
    Disqualify,
    DonCheck,
    EndSpeech,
    Game,
    IllegalAction,
    JudgeAward,
    LiftVote,
    Nominate,
    Phase,
    Roles,
    Seat,
    SeatStatus,
    SheriffCheck,
    Shot,
    Team,
    Vote,
    load_game_ruleset,
)


def test_zero_night_records_roles_then_day_1_opens_at_seat_1() -> None:
    """Baseline 1-2: the host records roles at zero night; day 1 starts at seat 1 with a 60 s speech."""
    game = Game(load_game_ruleset("fiim"), [Seat(i, f"P{i}") for i in range(1, 11)], version=1)
    assert game.state.phase.kind is Phase.ZERO_NIGHT
    assert set(game.state.allowed_actions()) == {ActionKind.ROLES}
    with pytest.raises(IllegalAction, match="roles"):
        game.apply(EndSpeech())
    game.apply(Roles(don=1, mafia=(2, 3), sheriff=4))
    assert (game.state.phase.kind, game.state.phase.day) == (Phase.DAY_SPEECH, 1)
    assert game.state.current_speaker == 1
    assert game.state.speech_seconds == 60


def test_roles_need_four_different_seats() -> None:
    """Baseline: 2 mafia + 1 don, 1 sheriff: four distinct seats."""
    game = Game(load_game_ruleset("fiim"), [Seat(i, f"P{i}") for i in range(1, 11)], version=1)
    with pytest.raises(IllegalAction, match="four different seats"):
        game.apply(Roles(don=1, mafia=(1, 3), sheriff=4))
    assert game.state.roles is None


def test_each_later_day_opens_at_the_next_living_seat_after_the_previous_opener() -> None:
    """Baseline 2: each later day starts at the next living seat after the previous day's opener."""
    game = new_game()
    day(game)
    night(game, 2)  # seat 2 (the next opener) is shot
    end_speeches(game)
    assert (game.state.phase.day, game.state.current_speaker) == (2, 3)
    day(game)
    night(game, None)
    assert (game.state.phase.day, game.state.current_speaker) == (3, 4)


def test_speeches_go_round_the_table_from_the_opener() -> None:
    """Baseline 2: speeches in seat order from the opener, wrapping round, skipping players who are out."""
    game = new_game()
    day(game)
    night(game, 4)
    end_speeches(game)
    order = []
    while game.state.phase.kind is Phase.DAY_SPEECH:
        order.append(game.state.current_speaker)
        game.apply(EndSpeech())
    assert order == [2, 3, 5, 6, 7, 8, 9, 10, 1]


def test_a_player_nominates_only_once_a_day() -> None:
    """Baseline 2: during his speech a player may nominate one player (a second nomination is illegal)."""
    game = new_game()
    game.apply(Nominate((4,)))
    with pytest.raises(IllegalAction, match="already nominated seat 4"):
        game.apply(Nominate((6,)))
    assert [c.seat for c in game.state.candidates] == [4]
    assert ActionKind.NOMINATE not in game.state.allowed_actions()


def test_nominating_a_player_out_of_the_game_is_refused() -> None:
    """Baseline 2: only a living player may be nominated."""
    game = new_game()
    day(game)
    night(game, 6)
    end_speeches(game)
    before = game.state
    with pytest.raises(IllegalAction, match="seat 6 was shot"):
        game.apply(Nominate((6,)))
    assert game.state is before
    assert 6 not in game.state.allowed_actions()[ActionKind.NOMINATE]


def test_nominating_a_current_candidate_is_refused_and_another_may_be_named() -> None:
    """G10: a seat already a candidate is refused; the player may name another in the same speech."""
    game = new_game()
    game.apply(Nominate((4,)))
    game.apply(EndSpeech())
    with pytest.raises(IllegalAction, match="already a candidate"):
        game.apply(Nominate((4,)))
    game.apply(Nominate((6,)))
    assert [(c.seat, c.nominated_by) for c in game.state.candidates] == [(4, 1), (6, 2)]


def test_no_nominations_means_no_vote() -> None:
    """Baseline 3: no nominations: no vote, night falls."""
    game = new_game()
    day(game)
    assert (game.state.phase.kind, game.state.phase.night) == (Phase.NIGHT_SHOT, 1)


def test_day_1_with_one_candidate_holds_no_vote() -> None:
    """Baseline 3: day 1 with exactly one candidate: no vote."""
    game = new_game()
    day(game, {3: 6})
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert game.state.status(6) is SeatStatus.ALIVE


def test_a_lone_candidate_on_a_later_day_leaves_without_a_vote() -> None:
    """Baseline 3: every living vote counts for the last candidate, so a lone candidate after day 1 leaves."""
    game = new_game()
    day(game)
    night(game, None)
    day(game, {2: 6})
    assert game.state.status(6) is SeatStatus.VOTED_OUT
    assert game.state.phase.kind is Phase.LAST_WORDS


def test_whoever_has_not_voted_counts_for_the_last_candidate() -> None:
    """Baseline 3: whoever has not voted when the last candidate is called counts for the last candidate."""
    game = new_game()
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2)))
    game.apply(Vote((3, 4, 5)))
    # seat 9 takes the other five votes without an event and leaves
    assert game.state.status(9) is SeatStatus.VOTED_OUT
    ballot = game.state.core.days[0].rounds[0].votes
    assert ballot[9] == [6, 7, 8, 9, 10]


def test_most_votes_wins_without_a_majority() -> None:
    """Baseline 3: a strict majority of living players is not required: most votes wins."""
    game = new_game()
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 10)))  # 4 votes of 10
    game.apply(Vote((4, 5, 6)))  # 3, and 9 gets the remaining 3
    assert game.state.status(4) is SeatStatus.VOTED_OUT


def test_a_vote_from_a_player_out_of_the_game_is_refused() -> None:
    """Issue 2: a vote from a removed (or shot) player is illegal; the state is unchanged."""
    game = new_game("stars-2016")  # a removal at night leaves the next day's vote alone in stars (G20)
    day(game)
    game.apply(Shot(4))
    game.apply(Disqualify(10, "spoke at night"))
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(None))
    end_speeches(game)
    day(game, {2: 6, 3: 9})
    before = game.state
    with pytest.raises(IllegalAction, match="seat 10 was removed and is out of the game"):
        game.apply(Vote((1, 10)))
    with pytest.raises(IllegalAction, match="seat 4 was shot"):
        game.apply(Vote((4,)))
    assert game.state is before
    assert game.state.allowed_actions()[ActionKind.VOTE] == frozenset({1, 2, 3, 5, 6, 7, 8, 9})


def test_more_votes_than_living_players_who_have_not_voted_is_refused() -> None:
    """Issue 2: more votes than living players is illegal, and a player votes only once."""
    game = new_game()
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 7)))
    with pytest.raises(IllegalAction, match="6 votes, but only 5 living players have not voted"):
        game.apply(Vote((4, 6, 8, 9, 10, 1)))
    with pytest.raises(IllegalAction, match="seat 1 has already voted \\(for seat 4\\)"):
        game.apply(Vote((1,)))
    assert game.state.allowed_actions()[ActionKind.VOTE] == frozenset({4, 6, 8, 9, 10})


def test_a_tie_gives_each_tied_candidate_30_seconds_in_nomination_order_then_a_revote() -> None:
    """Baseline 3, G16: tied candidates speak 30 s each in nomination order, then a revote among them."""
    game = new_game()
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))  # 9: 5, 4: 5
    assert game.state.phase.kind is Phase.TIE_SPEECH
    assert (game.state.current_speaker, game.state.speech_seconds) == (9, 30)
    game.apply(EndSpeech())
    assert (game.state.current_speaker, game.state.speech_seconds) == (4, 30)
    game.apply(EndSpeech())
    assert game.state.phase.kind is Phase.REVOTE
    assert game.state.vote_candidates == (9, 4)
    assert game.state.phase.candidate == 9


def test_a_revote_that_ties_the_same_candidates_goes_to_the_lift_all_vote() -> None:
    """Finer FIIM points: a revote that again ties the same candidates goes to the lift-all vote."""
    game = new_game()
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    assert game.state.phase.kind is Phase.LIFT_VOTE
    assert game.state.vote_candidates == (9, 4)


def test_a_three_way_tie_narrowed_to_two_is_revoted_among_the_two() -> None:
    """Finer FIIM points and G16: the revote of 9, 4, 6 ties 9 and 4 only: another revote among 9 and 4."""
    game = new_game()
    day(game, {1: 9, 2: 4, 3: 6, 4: 1})
    game.apply(Vote((1, 2, 3)))  # 9: 3
    game.apply(Vote((4, 5, 7)))  # 4: 3
    game.apply(Vote((6, 8, 10)))  # 6: 3; 1 gets 9 = 1
    assert game.state.phase.kind is Phase.TIE_SPEECH
    end_speeches(game, 3)
    assert game.state.vote_candidates == (9, 4, 6)
    game.apply(Vote((1, 2, 3, 10)))  # 9: 4
    game.apply(Vote((4, 5, 7, 8)))  # 4: 4; 6 gets 6, 9 = 2
    assert game.state.phase.kind is Phase.TIE_SPEECH
    assert game.state.current_speaker == 9
    end_speeches(game, 2)
    assert (game.state.phase.kind, game.state.phase.round) == (Phase.REVOTE, 2)
    assert game.state.vote_candidates == (9, 4)


def test_the_lift_all_vote_needs_more_than_half_of_the_living() -> None:
    """Baseline 3: if more than half of the living vote to lift, all tied leave; otherwise nobody leaves."""
    for voters, leave in (((1, 2, 3, 5, 6), False), ((1, 2, 3, 5, 6, 7), True)):
        game = new_game()
        day(game, {1: 9, 2: 4})
        game.apply(Vote((1, 2, 3, 5, 6)))
        end_speeches(game, 2)
        game.apply(Vote((1, 2, 3, 5, 6)))
        game.apply(LiftVote(voters))
        gone = {s for s in (9, 4) if game.state.status(s) is SeatStatus.VOTED_OUT}
        assert gone == ({9, 4} if leave else set())
        assert game.state.phase.kind is (Phase.LAST_WORDS if leave else Phase.NIGHT_SHOT)


def test_when_every_living_player_is_tied_nobody_leaves() -> None:
    """Finer FIIM points: if every living player is tied, nobody leaves and night falls."""
    game = new_game()
    nominations = {s: s % 10 + 1 for s in range(1, 11)}  # everyone nominated, 1 vote each
    day(game, nominations)
    for _ in range(9):  # one vote each; the last candidate (seat 1) takes the one vote left
        candidate = game.state.phase.candidate
        assert candidate is not None
        game.apply(Vote((candidate - 1,)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert len(game.state.living) == 10


def test_at_9_living_three_tied_may_not_be_lifted() -> None:
    """Finer FIIM points, G14: at 9 living players three tied may not be lifted: nobody leaves."""
    game = new_game()
    day(game)
    night(game, 1)
    end_speeches(game)
    day(game, {2: 9, 3: 4, 4: 6})
    game.apply(Vote((2, 3, 5)))
    game.apply(Vote((4, 6, 7)))  # 6 gets 8, 9, 10
    end_speeches(game, 3)
    game.apply(Vote((2, 3, 5)))
    game.apply(Vote((4, 6, 7)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert len(game.state.living) == 9
    assert "three or more tied may not be lifted" in game.state.core.days[-1].outcome


def test_a_single_player_voted_out_gets_60_seconds_of_last_words() -> None:
    """Baseline 3: each eliminated player gets 60 s last words."""
    game = new_game()
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 4, 5, 7)))
    assert (game.state.phase.kind, game.state.current_speaker, game.state.speech_seconds) == (
        Phase.LAST_WORDS,
        4,
        60,
    )
    game.apply(EndSpeech())
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_a_vote_that_decides_the_game_ends_it_at_once() -> None:
    """G19: a vote that decides the game ends it at once: no last words."""
    game = new_game()
    day(game)
    night(game, 1)
    end_speeches(game)
    day(game)
    night(game, 2)
    end_speeches(game)
    day(game)
    night(game, 4)
    end_speeches(game)
    # living 3, 5, 6, 7, 8, 9, 10: 3 blacks, 4 reds; voting out a red makes 3 vs 3
    day(game, {5: 6, 6: 3})
    game.apply(Vote((3, 5, 8, 10)))
    assert game.state.finished and game.state.winner is Team.BLACK
    assert game.state.current_speaker is None
    with pytest.raises(IllegalAction, match="after the end"):
        game.apply(EndSpeech())


def test_the_night_runs_shot_then_don_check_then_sheriff_check() -> None:
    """G18: the night runs shot, don check, sheriff check; the victim leaves in the morning."""
    game = new_game()
    day(game)
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    with pytest.raises(IllegalAction, match="the don's check is not possible now"):
        game.apply(DonCheck(7))
    game.apply(Shot(4))
    assert (game.state.phase.kind, game.state.current_speaker, game.state.speech_seconds) == (
        Phase.DON_CHECK,
        3,
        10,
    )
    game.apply(DonCheck(7, is_sheriff=True))
    assert (game.state.phase.kind, game.state.current_speaker) == (Phase.SHERIFF_CHECK, 7)
    game.apply(SheriffCheck(5, is_black=True))
    night1 = game.state.night_results[0]
    assert (night1.shot, night1.don_found_sheriff, night1.sheriff_found_black) == (4, True, True)
    assert (game.state.phase.kind, game.state.current_speaker) == (Phase.LAST_WORDS, 4)


def test_a_sheriff_shot_that_night_still_checks() -> None:
    """G18: a sheriff shot that night still checks."""
    game = new_game()
    day(game)
    game.apply(Shot(7))
    game.apply(DonCheck(7))
    assert game.state.phase.kind is Phase.SHERIFF_CHECK
    game.apply(SheriffCheck(3))
    assert game.state.night_results[0].sheriff_found_black is True


def test_a_don_check_when_the_don_is_out_is_refused() -> None:
    """Issue 2: a don check when the don is dead is illegal; the night goes on to the sheriff."""
    game = new_game()
    day(game, {1: 3, 2: 4})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))  # the don leaves
    end_speeches(game)
    game.apply(Shot(1))
    assert game.state.phase.kind is Phase.SHERIFF_CHECK
    with pytest.raises(IllegalAction, match="no don check: the don \\(seat 3\\) was voted out"):
        game.apply(DonCheck(7))


def test_the_host_answer_to_a_check_must_match_the_roles() -> None:
    """Baseline 4: the don asks for the sheriff, the sheriff for red/black; a wrong answer is refused."""
    game = new_game()
    day(game)
    game.apply(Shot(None))
    with pytest.raises(IllegalAction, match="the answer is no, not the sheriff"):
        game.apply(DonCheck(4, is_sheriff=True))
    game.apply(DonCheck(4, is_sheriff=False))
    with pytest.raises(IllegalAction, match="seat 8 is black"):
        game.apply(SheriffCheck(8, is_black=False))
    with pytest.raises(IllegalAction, match="cannot check himself"):
        game.apply(SheriffCheck(7))


def test_a_shot_that_decides_the_game_ends_it_before_the_checks() -> None:
    """G19: a shot that decides the game ends it at once: no last words, no further checks."""
    game = new_game()
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 8, 9)))  # 4 out: 9 left
    end_speeches(game)
    night(game, 1, don=2, sheriff=2)
    end_speeches(game)
    day(game, {2: 6, 3: 9})
    game.apply(Vote((2, 3, 5, 6, 8)))  # 6: 5 votes, 9: 3 (7, 9, 10)
    end_speeches(game)
    # living 2, 3, 5, 7, 8, 9, 10: 3 blacks, 4 reds; a shot on a red makes parity
    game.apply(Shot(10))
    assert game.state.finished and game.state.winner is Team.BLACK
    assert len(game.state.night_results) == 2
    assert game.state.night_results[1].don_check is None


def test_the_night_victim_gets_60_seconds_of_last_words_in_the_morning() -> None:
    """Baseline 4: morning: the victim gets 60 s last words, then the day's speeches."""
    game = new_game()
    day(game)
    night(game, 9)
    assert (game.state.phase.kind, game.state.phase.day, game.state.current_speaker) == (
        Phase.LAST_WORDS,
        2,
        9,
    )
    assert game.state.speech_seconds == 60
    assert game.state.status(9) is SeatStatus.SHOT


def test_red_wins_when_all_blacks_are_out() -> None:
    """Baseline 5: red wins when all blacks are gone."""
    game = new_game()
    day(game, {1: 3, 2: 1})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))
    end_speeches(game)
    night(game, None, sheriff=5)
    day(game, {2: 5, 4: 1})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))
    end_speeches(game)
    night(game, None, sheriff=8)
    day(game, {4: 8})  # seat 3 is out: day 3 opens at seat 4
    assert game.state.finished and game.state.winner is Team.RED
    assert game.state.win_reason == "all black players are out of the game"


def test_the_judge_may_award_the_game_with_a_reason() -> None:
    """Baseline 5 and G22: a result awarded by the judge: the winning team and a reason; it ends the game."""
    game = new_game("arctic-2016")
    with pytest.raises(IllegalAction, match="needs a reason"):
        game.apply(JudgeAward(Team.BLACK, "  "))
    reason = game.ruleset.judge_award_reasons[0]
    game.apply(JudgeAward(Team.BLACK, reason))
    assert game.state.finished and game.state.winner is Team.BLACK
    assert game.state.ended_by == "judge"
    assert reason in (game.state.win_reason or "")


def test_undo_drops_the_last_event_and_redo_puts_it_back() -> None:
    """Issue 2: undo = drop the last event; redo = put it back."""
    game = new_game()
    game.apply(Nominate((4,)))
    after = game.state
    assert game.undo() == Nominate((4,))
    assert game.state.candidates == ()
    assert game.can_redo
    game.redo()
    assert game.state == after
    assert not game.can_redo
    game.undo()
    game.apply(Nominate((6,)))
    assert not game.can_redo


def test_a_fork_plays_on_without_touching_the_game_and_matches_a_replay() -> None:
    """The screen's look-ahead forks the game on every key: the fork must equal a replay and stay separate."""
    game = new_game()
    game.apply(Nominate((4,)))
    before, events = game.state, game.events
    fork = game.fork()
    fork.apply(EndSpeech())
    fork.apply(EndSpeech())
    replayed = Game.replay(game.ruleset, game.seats, fork.events, game.meta)
    assert fork.state.current_speaker == replayed.state.current_speaker == 3
    assert fork.undo() == EndSpeech() and fork.state.current_speaker == 2
    assert game.state is before and game.events == events and not game.can_redo
