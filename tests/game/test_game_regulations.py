"""Audit of the engine against regulations.md, rule by rule, under every ruleset where the rule is shared.

Each test names the rule and cites its place: "baseline N" (Baseline game flow), "nuance" (a row of the Game
nuances table), "finer FIIM points", G1..G22 (the game readings), or a seed line (000 stars, 001 arctic,
002 white-nights, 004 german-open). These complement the per-option tests in test_game_ruleset_options.py by
playing the host's harder situations through to the state a screen shows.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fixtures import GAME_LOGS
from gamekit import day, end_speeches, four_living, new_game, night, speak_until, to_night_three

from mafia_desk.game import (
    ActionKind,
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    Game,
    IllegalAction,
    JudgeAward,
    LiftVote,
    Nominate,
    Phase,
    SeatStatus,
    SheriffCheck,
    Shot,
    Team,
    Vote,
    game_from_log_dict,
    game_log_to_dict,
)
from mafia_desk.game.events import Event

RULESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]
LOGS = GAME_LOGS


def _refused(game: Game, event: Event, message: str) -> None:
    """An illegal event raises IllegalAction with a plain-words reason and leaves the game as it was."""
    before, count = game.state, len(game.events)
    with pytest.raises(IllegalAction, match=message):
        game.apply(event)
    assert game.state is before and len(game.events) == count


def _tie_on_day_1(game: Game) -> None:
    """Day 1: seats 9 and 4 are nominated and tie 5:5 twice; the lift-all vote is next."""
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    assert game.state.phase.kind is Phase.LIFT_VOTE


# ---------------------------------------------------------------- baseline 2: the day's opener


@pytest.mark.parametrize("ruleset", RULESETS)
def test_baseline_2_opener_rotates_from_the_previous_opener_even_when_he_was_voted_out(ruleset: str) -> None:
    """Baseline 2: each later day starts at the next living seat after the seat that opened the previous day;
    the previous opener being out does not move the rotation (day 2: seat 2 opens and is voted out; seat 3 is
    shot that night; day 3 opens at seat 4)."""
    game = new_game(ruleset)
    day(game)
    night(game, None)
    assert (game.state.phase.day, game.state.current_speaker) == (2, 2)
    day(game, {2: 2, 3: 6})
    game.apply(Vote((1, 2, 3, 4, 5, 7)))  # the day-2 opener, seat 2, leaves
    end_speeches(game)
    night(game, 3)
    end_speeches(game)
    assert (game.state.phase.day, game.state.current_speaker) == (3, 4)
    assert [d.opener for d in game.state.core.days] == [1, 2, 4]


def test_baseline_2_opener_wraps_round_from_seat_10_to_seat_1() -> None:
    """Baseline 2: the rotation goes round the table: after the opener at seat 10 comes seat 1 (the
    three-nights rule is switched off so that eleven quiet days can be played)."""
    game = new_game(overrides={"three_nights_rule": "off"})
    openers = []
    for _ in range(11):
        openers.append(game.state.current_speaker)
        day(game)
        night(game, None)
    assert openers == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]


# ---------------------------------------------------------------- baseline 3 and finer points: the vote


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g1_to_g5_a_candidate_removed_mid_vote_stops_the_vote_in_every_ruleset(ruleset: str) -> None:
    """G1, G2, G4, G5, seed 001: the candidate being voted on gets his 4th foul before anyone has a majority:
    the vote stops, nobody is voted out, and only he leaves (no last words: baseline 6)."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3)))  # 4 has 3 of 10
    assert game.state.phase.candidate == 6
    for _ in range(3):
        game.apply(Foul(6))
    assert game.state.phase.kind is Phase.VOTE
    game.apply(Foul(6))
    state = game.state
    assert state.status(6) is SeatStatus.REMOVED
    assert [s for s in (4, 9) if state.status(s) is not SeatStatus.ALIVE] == []
    assert state.phase.kind is Phase.NIGHT_SHOT
    assert state.vote_cancelled == "seat 6 was removed during the vote"


@pytest.mark.parametrize(
    ("ruleset", "leader_leaves"),
    [
        ("fiim", False),
        ("stars-2016", True),
        ("arctic-2016", False),
        ("white-nights-2016", True),
        ("german-open-2016", False),
    ],
)
def test_g4_g5_a_removed_candidate_and_a_clear_leader(ruleset: str, leader_leaves: bool) -> None:
    """G4, G5 (stars, white-nights): a removal after a candidate has votes from more than half of the living
    sends both out, even when the removed one is the candidate now on the ballot; fiim (G1), arctic (seed 001)
    and german-open (004:85, corrected G5) stop the vote."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 7, 8)))  # 6 of 10 for seat 4
    game.apply(Disqualify(6, "insult"))
    state = game.state
    assert state.status(6) is SeatStatus.REMOVED
    if leader_leaves:
        assert state.status(4) is SeatStatus.VOTED_OUT
        assert (state.phase.kind, state.current_speaker, state.speech_seconds) == (Phase.LAST_WORDS, 4, 60)
        game.apply(EndSpeech())  # the removed seat 6 has no last words
    else:
        assert state.status(4) is SeatStatus.ALIVE
    assert game.state.phase.kind is Phase.NIGHT_SHOT


def test_g4_exactly_half_is_not_a_clear_leader() -> None:
    """G4: a clear leader has votes from MORE than half of the living; 5 of 10 is not enough (stars)."""
    game = new_game("stars-2016")
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 7)))  # 5 of 10
    game.apply(Disqualify(10, "insult"))
    assert game.state.status(4) is SeatStatus.ALIVE
    assert game.state.phase.kind is Phase.NIGHT_SHOT


@pytest.mark.parametrize("ruleset", RULESETS)
def test_finer_points_nine_living_three_tied_are_never_lifted(ruleset: str) -> None:
    """Finer FIIM points, G14 (all rulesets keep the baseline): at 9 living players three tied may not be
    lifted: after the revote ties them again nobody leaves and night falls, with no lift-all vote."""
    game = new_game(ruleset)
    day(game)
    night(game, 1)
    end_speeches(game)
    assert len(game.state.living) == 9
    day(game, {2: 9, 3: 4, 4: 6})
    game.apply(Vote((2, 3, 5)))
    game.apply(Vote((4, 6, 7)))  # 6 gets 8, 9, 10
    assert game.state.phase.kind is Phase.TIE_SPEECH
    end_speeches(game, 3)
    game.apply(Vote((2, 3, 5)))
    game.apply(Vote((4, 6, 7)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert len(game.state.living) == 9


def test_finer_points_a_revote_among_a_different_set_then_the_lift_vote_of_that_set() -> None:
    """Finer FIIM points, G16: 9, 4, 6 tie; the revote ties 9 and 4 only: they speak again (30 s each, in
    nomination order) and are revoted; tied again, the lift-all vote is on 9 and 4, not on 6."""
    game = new_game()
    day(game, {1: 9, 2: 4, 3: 6, 4: 1})
    game.apply(Vote((1, 2, 3)))
    game.apply(Vote((4, 5, 7)))
    game.apply(Vote((6, 8, 10)))
    end_speeches(game, 3)
    game.apply(Vote((1, 2, 3, 10)))
    game.apply(Vote((4, 5, 7, 8)))  # 6: 6, 9 -> 2
    assert [(game.state.current_speaker, game.state.speech_seconds)] == [(9, 30)]
    game.apply(EndSpeech())
    assert (game.state.current_speaker, game.state.speech_seconds) == (4, 30)
    game.apply(EndSpeech())
    assert game.state.vote_candidates == (9, 4)
    game.apply(Vote((1, 2, 3, 10, 6)))  # 4 takes the other five
    assert game.state.phase.kind is Phase.LIFT_VOTE
    assert game.state.vote_candidates == (9, 4)
    game.apply(LiftVote((1, 2, 3, 5, 7, 8)))
    assert {s for s in (4, 6, 9) if game.state.status(s) is SeatStatus.VOTED_OUT} == {4, 9}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_finer_points_everyone_tied_nobody_leaves_and_night_falls(ruleset: str) -> None:
    """Finer FIIM points: if every living player is tied, nobody leaves and night falls (here on day 1 with
    all ten nominated, one vote each)."""
    game = new_game(ruleset)
    day(game, {s: s % 10 + 1 for s in range(1, 11)})
    assert len(game.state.vote_candidates) == 10
    for _ in range(9):
        candidate = game.state.phase.candidate
        assert candidate is not None
        game.apply(Vote((candidate - 1,)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert len(game.state.living) == 10


@pytest.mark.parametrize(
    ("ruleset", "lift"),
    [
        ("fiim", True),
        ("stars-2016", True),
        ("arctic-2016", False),
        ("white-nights-2016", True),
        ("german-open-2016", False),
    ],
)
def test_nuance_car_crash_atfour_living(ruleset: str, lift: bool) -> None:
    """Nuance "two tied at 4 living players", G14: stars, white-nights and fiim may lift both (here the lift
    takes the last red pair out with the don's help: the don is left with one red and black wins at once,
    G19); arctic and german-open never lift both: after the revote ties again nobody leaves."""
    game = four_living(ruleset)
    day(game, {7: 8, 8: 9})
    game.apply(Vote((1, 7)))  # 8: 2, 9: 2
    assert game.state.phase.kind is Phase.TIE_SPEECH
    end_speeches(game, 2)
    game.apply(Vote((1, 7)))
    if not lift:
        assert game.state.phase.kind is Phase.NIGHT_SHOT
        assert game.state.living == (1, 7, 8, 9)
        return
    assert game.state.phase.kind is Phase.LIFT_VOTE
    _refused(game, LiftVote((1, 7, 10)), "seat 10 was shot")
    game.apply(LiftVote((1, 7, 9)))  # 3 of 4: more than half
    assert game.state.finished and game.state.winner is Team.BLACK
    assert game.state.current_speaker is None  # G19: no last words


def test_nuance_car_crash_lift_needs_three_of_four() -> None:
    """Baseline 3: the lift-all vote passes only with more than half of the living: 2 of 4 is not enough."""
    game = four_living("white-nights-2016")
    day(game, {7: 8, 8: 9})
    game.apply(Vote((1, 7)))
    end_speeches(game, 2)
    game.apply(Vote((1, 7)))
    game.apply(LiftVote((1, 7)))
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert game.state.living == (1, 7, 8, 9)


# ---------------------------------------------------------------- G7: last words


@pytest.mark.parametrize(("ruleset", "seconds"), [(r, 30 if r == "arctic-2016" else 60) for r in RULESETS])
def test_g7_each_player_lifted_together_gets_last_words_of_the_ruleset_length(
    ruleset: str, seconds: int
) -> None:
    """G7: several players leaving at once by the vote: 30 s last words each in arctic, 60 s elsewhere; each
    of them speaks, in nomination order, then night falls."""
    game = new_game(ruleset)
    _tie_on_day_1(game)
    game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
    assert (game.state.current_speaker, game.state.speech_seconds) == (9, seconds)
    game.apply(EndSpeech())
    assert (game.state.current_speaker, game.state.speech_seconds) == (4, seconds)
    game.apply(EndSpeech())
    assert game.state.phase.kind is Phase.NIGHT_SHOT


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g7_a_single_player_voted_out_and_the_night_victim_get_60_seconds(ruleset: str) -> None:
    """G7, baseline 3-4: one player leaving by the vote gets 60 s everywhere (arctic too); so does the night
    victim in the morning."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    assert (game.state.current_speaker, game.state.speech_seconds) == (4, 60)
    end_speeches(game)
    night(game, 9)
    assert (game.state.phase.kind, game.state.current_speaker, game.state.speech_seconds) == (
        Phase.LAST_WORDS,
        9,
        60,
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g7_a_removed_player_has_no_last_words(ruleset: str) -> None:
    """G7, baseline 6: a removed player has no last words anywhere: his removal gives nobody the floor."""
    game = new_game(ruleset)
    speak_until(game, 4)
    game.apply(Disqualify(6, "oath"))
    assert game.state.current_speaker != 6
    assert game.state.phase.kind is not Phase.LAST_WORDS


# ---------------------------------------------------------------- G11-G13: the 3rd foul


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g13_a_third_foul_after_his_speech_forfeits_the_next_days_speech(ruleset: str) -> None:
    """G13, seeds 000, 002, 004: a 3rd foul after he spoke today costs his next day's speech, not a later one,
    and G11: he still may nominate in that forfeited turn."""
    game = new_game(ruleset, overrides={"three_nights_rule": "off"})
    speak_until(game, 5)
    for _ in range(3):
        game.apply(Foul(4))  # seat 4 has spoken
    day(game)
    night(game, None)
    speak_until(game, 4)
    assert (game.state.speech_seconds, game.state.speech_forfeited) == (0, True)
    assert 9 in game.state.allowed_actions()[ActionKind.NOMINATE]
    game.apply(Nominate((9,)))
    assert [(c.seat, c.nominated_by) for c in game.state.candidates] == [(9, 4)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g13_a_third_foul_at_night_forfeits_the_next_days_speech(ruleset: str) -> None:
    """G13: a 3rd foul at night comes before the host gives him the floor on the next day: he loses that
    day's speech (fouls during the night count like any other)."""
    game = new_game(ruleset)
    game.apply(Foul(6))
    game.apply(Foul(6))
    day(game)
    game.apply(Foul(6))  # at night, before the shot
    assert game.state.fouls(6) == 3
    night(game, None)
    speak_until(game, 6)
    assert game.state.speech_seconds == 0
    assert game.state.core.nights[0].fouls == [6]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g12_a_third_foul_in_tie_speeches_leaves_the_tie_speech_and_costs_the_next_day_speech(
    ruleset: str,
) -> None:
    """G12, G13: a 3rd foul during the tie speeches never forfeits a tie speech (his own comes full, 30 s);
    it is after his day speech, so it costs the next day's."""
    game = new_game(ruleset, overrides={"three_nights_rule": "off"})
    game.apply(Foul(4))
    game.apply(Foul(4))
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    assert game.state.current_speaker == 9
    game.apply(Foul(4))  # during seat 9's tie speech
    game.apply(EndSpeech())
    assert (game.state.current_speaker, game.state.speech_seconds) == (4, 30)
    game.apply(EndSpeech())
    game.apply(Vote((1, 2, 3, 5, 6, 7)))  # seat 9 leaves
    end_speeches(game)
    night(game, None)
    speak_until(game, 4)
    assert game.state.speech_seconds == 0


def test_g12_a_forfeit_pending_from_a_full_table_becomes_30_seconds_at_four() -> None:
    """G12: at 3-4 living players every speech of a player with 3 fouls is 30 s, so a speech forfeit earned
    at 5+ players and not served yet is 30 s once the table is down to 4; and stays 30 s after."""
    game = to_night_three("german-open-2016")
    for _ in range(3):
        game.apply(Foul(9))  # 3rd foul at night at 5 living: his day-4 speech would be forfeited
    night(game, 6)
    end_speeches(game)
    assert len(game.state.living) == 4
    speak_until(game, 9)
    assert (game.state.speech_seconds, game.state.speech_forfeited) == (30, False)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g12_a_three_foul_players_last_words_are_full(ruleset: str) -> None:
    """G12, seed 000 ("получает последнюю минуту в полном объёме"): last words are never cut by fouls."""
    game = new_game(ruleset)
    for _ in range(3):
        game.apply(Foul(9))
    day(game)
    night(game, 9)
    assert (game.state.current_speaker, game.state.speech_seconds) == (9, 60)


# ---------------------------------------------------------------- G17: best move


def _night1_victim_after_day1(ruleset: str, day1_exits: int) -> Game:
    game = new_game(ruleset)
    if day1_exits == 0:
        day(game)
    elif day1_exits == 1:
        day(game, {1: 4, 2: 6})
        game.apply(Vote((1, 2, 3, 5, 7, 8)))
        end_speeches(game)
    else:
        _tie_on_day_1(game)
        game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
        end_speeches(game, 2)
    night(game, 1)
    return game


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g17_the_night1_victim_moves_after_none_or_one_day1_exit_but_not_after_two(ruleset: str) -> None:
    """G17, seeds 001 ("слом при 10-ых") and 004 ("при сломе стола в первый день ... всё равно"): one player
    voted out on day 1 keeps the best move; two or more leaving by day 1's vote void it in every ruleset."""
    for exits, mover in ((0, 1), (1, 1), (2, None)):
        game = _night1_victim_after_day1(ruleset, exits)
        assert game.state.best_move_seat == mover, (ruleset, exits)
        if mover is None:
            _refused(game, BestMove((3, 5, 8)), "2 players left by day 1's vote")
        else:
            game.apply(BestMove((3, 5, 8)))
            assert game.state.best_move is not None and game.state.best_move.seat == 1


@pytest.mark.parametrize(
    ("ruleset", "mover"),
    [
        ("fiim", None),
        ("stars-2016", 6),
        ("arctic-2016", 6),
        ("white-nights-2016", None),
        ("german-open-2016", None),
    ],
)
def test_g17_after_a_night1_miss(ruleset: str, mover: int | None) -> None:
    """G17 / nuance "who may make the best move": stars and arctic, the first player shot (after misses too);
    white-nights, german-open ("если в первую ночь был промах ... не имеет права") and fiim: nobody."""
    game = new_game(ruleset)
    day(game)
    night(game, None)
    day(game)
    night(game, 6)
    assert game.state.best_move_seat == mover
    assert (ActionKind.BEST_MOVE in game.state.allowed_actions()) is (mover is not None)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g17_a_black_first_victim_makes_no_best_move_and_passes_it_to_nobody(ruleset: str) -> None:
    """Baseline 6, G17: a black player shot by his own team makes no best move, and the next victim does not
    inherit it (the first player shot was black)."""
    game = new_game(ruleset)
    day(game)
    night(game, 5)
    assert game.state.best_move_seat is None
    _refused(game, BestMove((3, 8, 1)), "only a red player makes a best move")
    end_speeches(game)
    day(game)
    night(game, 6)
    assert game.state.best_move_seat is None


def test_g17_the_sheriff_shot_on_night1_makes_the_best_move() -> None:
    """G17, seed 001: the sheriff shot on night 1 is a red victim and may make the best move."""
    game = new_game()
    day(game)
    night(game, 7, don=7, sheriff=3)
    assert game.state.best_move_seat == 7
    game.apply(BestMove((3, 5, 8)))
    _refused(game, BestMove((3, 5, 8)), "already made by seat 7")


# ---------------------------------------------------------------- three nights (nuance, G15, G19)


def _misses(game: Game, count: int) -> None:
    for _ in range(count):
        if game.state.finished:
            return
        day(game)
        game.apply(Shot(None))
        if game.state.phase.kind is Phase.DON_CHECK:
            game.apply(DonCheck(None))
        if game.state.phase.kind is Phase.SHERIFF_CHECK:
            game.apply(SheriffCheck(None))


@pytest.mark.parametrize(
    ("ruleset", "ends_at_ten"),
    [
        ("fiim", True),
        ("stars-2016", True),
        ("arctic-2016", False),
        ("white-nights-2016", False),
        ("german-open-2016", True),
    ],
)
def test_nuance_three_nights_at_ten_and_atfour_living(ruleset: str, ends_at_ten: bool) -> None:
    """Nuance "three nights without change", G15: fiim, stars and german-open end the game at any count
    (three misses with nobody leaving); arctic and white-nights only at 4 living. The third miss ends it at
    once: no don or sheriff check that night (G19)."""
    game = new_game(ruleset)
    _misses(game, 3)
    assert game.state.finished is ends_at_ten
    if ends_at_ten:
        assert (game.state.winner, game.state.ended_by) == (Team.RED, "three_nights")
        assert game.state.night_results[-1].don_check is None
        assert len(game.state.night_results) == 3
        return
    game = four_living(ruleset)
    _misses(game, 2)
    assert not game.state.finished
    day(game)
    game.apply(Shot(None))
    assert (game.state.winner, game.state.ended_by) == (Team.RED, "three_nights")
    assert game.state.night_results[-1].don_check is None


@pytest.mark.parametrize("ruleset", ["fiim", "stars-2016", "german-open-2016"])
def test_nuance_three_nights_a_removal_between_the_misses_restarts_the_count(ruleset: str) -> None:
    """Nuance "three nights" (the count must stay unchanged; stars: "при одинаковом составе"), G15: a removal
    between two misses changes the count, so the run starts again: three more misses are needed."""
    game = new_game(ruleset)
    _misses(game, 2)
    speak_until(game, 4)
    game.apply(Disqualify(9, "oath"))
    day(game)
    game.apply(Shot(None))
    assert not game.state.finished
    game.apply(DonCheck(None))
    game.apply(SheriffCheck(None))
    _misses(game, 1)
    assert not game.state.finished
    _misses(game, 1)
    assert game.state.finished and game.state.ended_by == "three_nights"


# ---------------------------------------------------------------- G18, G19: the night and decisive events


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g18_the_don_removed_at_night_makes_no_check_and_the_sheriff_still_checks(ruleset: str) -> None:
    """G18, baseline 6: a disqualifying foul at night (any word after "night") removes the don; there is no
    don check (refused in plain words) and the sheriff checks next."""
    game = new_game(ruleset)
    day(game)
    game.apply(Shot(4))
    assert game.state.phase.kind is Phase.DON_CHECK
    game.apply(Disqualify(3, "spoke at night"))
    assert (game.state.phase.kind, game.state.current_speaker) == (Phase.SHERIFF_CHECK, 7)
    _refused(game, DonCheck(7), "no don check: the don \\(seat 3\\) was removed")
    _refused(game, SheriffCheck(3), "seat 3 was removed")
    game.apply(SheriffCheck(5, is_black=True))
    assert game.state.night_results[0].don_check is None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g18_the_don_checks_the_seat_shot_that_night(ruleset: str) -> None:
    """G18: the victim leaves in the morning, so the don may check him; the host's answer is the truth."""
    game = new_game(ruleset)
    day(game)
    game.apply(Shot(7))
    game.apply(DonCheck(7, is_sheriff=True))
    assert game.state.night_results[0].don_found_sheriff is True
    assert game.state.phase.kind is Phase.SHERIFF_CHECK  # the sheriff shot this night still checks


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g19_a_lift_all_vote_that_decides_the_game_ends_it_without_last_words(ruleset: str) -> None:
    """G19, seed 002 ("в момент завершения итогового голосования"): a lift-all vote that leaves the don in
    gives both their last words; the one that takes the last blacks out ends the game at once."""
    game = new_game(ruleset)
    day(game, {1: 5, 2: 8})
    game.apply(Vote((1, 2, 3, 4, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 4, 6)))
    game.apply(LiftVote((1, 2, 4, 6, 7, 9)))
    assert [s for s in (5, 8) if game.state.status(s) is SeatStatus.VOTED_OUT] == [5, 8]
    assert not game.state.finished  # the don (seat 3) is still in
    assert (game.state.phase.kind, game.state.current_speaker) == (Phase.LAST_WORDS, 5)
    game = new_game(ruleset)
    day(game, {1: 3, 2: 5})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))  # the don leaves
    end_speeches(game)
    night(game, 1)
    end_speeches(game)
    day(game, {2: 5, 4: 8})
    game.apply(Vote((2, 4, 6, 7)))
    end_speeches(game, 2)
    game.apply(Vote((2, 4, 6, 7)))
    game.apply(LiftVote((2, 4, 6, 7, 9)))  # 5 of 8
    assert game.state.finished and game.state.winner is Team.RED
    assert game.state.current_speaker is None and game.state.speech_kind is None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_baseline_5_a_removal_that_leaves_parity_ends_the_game_at_any_time(ruleset: str) -> None:
    """Baseline 5, G19: win is checked after every departure; a removal that leaves blacks >= reds ends the
    game at once, whatever the phase (here during a don check)."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    end_speeches(game)
    night(game, 1)
    end_speeches(game)
    day(game, {2: 2, 3: 6})
    game.apply(Vote((2, 3, 5, 8, 7)))  # seat 2 leaves: living 3, 5, 6, 7, 8, 9, 10 (3 blacks, 4 reds)
    end_speeches(game)
    game.apply(Shot(9))  # 3 blacks, 3 reds: parity at once
    assert game.state.finished and game.state.winner is Team.BLACK
    game.undo()
    game.apply(Shot(None))
    game.apply(Disqualify(10, "spoke at night"))
    assert game.state.finished and game.state.winner is Team.BLACK
    assert game.state.ended_by == "normal"


# ---------------------------------------------------------------- G22: the judge's award


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g22_the_judge_may_award_the_game_in_any_phase_after_the_roles(ruleset: str) -> None:
    """G22, baseline 5: a result awarded by the judge is one event with the team and a reason; it is legal in
    every phase once the roles are known (speech, vote, tie speech, lift vote, last words, night), then
    nothing more is."""
    reason = "a hint from the audience"
    game = new_game(ruleset)
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    steps: list[Event] = [
        EndSpeech(),
        EndSpeech(),
        Vote((1, 2, 3, 5, 6)),
        LiftVote((1, 2, 3, 5, 6, 7)),
        EndSpeech(),
    ]
    for step in [None, *steps]:
        if step is not None:
            game.apply(step)
        assert ActionKind.JUDGE_AWARD in game.state.allowed_actions(), game.state
        game.apply(JudgeAward(Team.BLACK, reason))
        assert game.state.finished and game.state.ended_by == "judge"
        assert game.state.winner is Team.BLACK and reason in (game.state.win_reason or "")
        _refused(game, JudgeAward(Team.RED, reason), "after the end")
        game.undo()
    assert game.state.phase.kind is Phase.LAST_WORDS
    end_speeches(game)
    game.apply(Shot(1))
    game.apply(JudgeAward(Team.RED, "peeking for information"))
    assert game.state.winner is Team.RED


def test_g22_no_award_before_the_roles_and_none_without_a_team_or_a_reason() -> None:
    """G22: the award needs the roles (zero night), a team (red or black) and a reason."""
    from mafia_desk.game import Seat, load_game_ruleset

    game = Game(load_game_ruleset("fiim"), [Seat(i, f"P{i}") for i in range(1, 11)], version=1)
    _refused(game, JudgeAward(Team.RED, "peeking"), "record the roles first")
    game = new_game()
    _refused(game, JudgeAward(Team.RED, ""), "needs a reason")
    _refused(game, JudgeAward("green", "peeking"), "red or black")  # type: ignore[arg-type]


# ---------------------------------------------------------------- undo across phases


@pytest.mark.parametrize("ruleset", RULESETS)
def test_undo_takes_back_a_decisive_vote_and_a_night_across_phase_boundaries(ruleset: str) -> None:
    """Issue 2: undo = drop the last event, whatever phase it crossed (a vote that ended the game, a check
    that brought the morning, the speech that started the vote); each undo gives back the exact earlier
    state, and redoing all of them gives back the live state."""
    game = new_game(ruleset)
    states = [game.state]
    script: list[Event] = [Nominate((4,)), EndSpeech(), Nominate((6,))]
    script += [EndSpeech()] * 9
    script += [
        Vote((1, 2, 3, 5, 7, 8)),
        EndSpeech(),
        Shot(9),
        DonCheck(7),
        SheriffCheck(5),
        BestMove((3, 5, 8)),
    ]
    for event in script:
        game.apply(event)
        states.append(game.state)
    assert game.state.phase.kind is Phase.LAST_WORDS and game.state.phase.day == 2
    final = game.state
    for k in range(len(script), 0, -1):
        game.undo()
        assert game.state == states[k - 1], k
    assert game.state.phase.kind is Phase.DAY_SPEECH and game.state.candidates == ()
    for _ in script:
        game.redo()
    assert game.state == final
    replayed = game_from_log_dict(game_log_to_dict(game))
    assert replayed.state == final


def test_undo_of_the_game_ending_vote_reopens_the_game() -> None:
    """Issue 2 / engine-api: the host may take back a decisive vote: the game runs again from the vote."""
    game = new_game(roles=(3, (5, 8), 7))
    day(game, {1: 3, 2: 5})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))
    end_speeches(game)
    night(game, 1)
    end_speeches(game)
    day(game, {2: 5, 4: 8})
    game.apply(Vote((2, 4, 6, 7)))
    end_speeches(game, 2)
    game.apply(Vote((2, 4, 6, 7)))
    game.apply(LiftVote((2, 4, 6, 7, 9)))
    assert game.state.finished
    game.undo()
    assert not game.state.finished and game.state.phase.kind is Phase.LIFT_VOTE
    assert game.state.winner is None and game.state.allowed_actions()


# ---------------------------------------------------------------- illegal events


def test_issue_2_events_naming_no_seat_are_refused_in_plain_words() -> None:
    """Issue 2: an illegal event raises an error whose message says why, and the state is unchanged; seats
    outside 1..10 and empty nominations included (a screen bug must not crash the engine)."""
    game = new_game()
    _refused(game, Foul(11), "11 is not a seat")
    _refused(game, Disqualify(0, "x"), "0 is not a seat")
    _refused(game, Nominate(()), "name the seat")
    _refused(game, Nominate((11,)), "11 is not a seat")
    day(game)
    _refused(game, Shot(0), "0 is not a seat")
    game.apply(Shot(None))
    _refused(game, DonCheck(12), "12 is not a seat")


def test_issue_2_the_listed_illegal_events_each_say_why() -> None:
    """Issue 2: nominating a dead player, a second nomination, a vote from a removed player, more votes than
    living players, a don check when the don is dead, anything after the end."""
    game = new_game()
    day(game, {1: 3, 2: 4})
    game.apply(Vote((1, 2, 4, 6, 7, 9)))  # the don leaves
    end_speeches(game)
    game.apply(Shot(2))
    _refused(game, DonCheck(7), "no don check: the don \\(seat 3\\) was voted out")
    game.apply(SheriffCheck(None))
    end_speeches(game)
    assert game.state.current_speaker == 4
    _refused(game, Nominate((2,)), "seat 2 was shot")
    _refused(game, Nominate((3,)), "seat 3 was voted out")
    game = new_game("stars-2016")
    game.apply(Nominate((4,)))
    _refused(game, Nominate((6,)), "one nomination per player")
    game.apply(EndSpeech())
    game.apply(Nominate((6,)))
    game.apply(Disqualify(10, "insult"))  # the vote is cancelled; still, votes are checked
    day(game)
    night(game, None)
    day(game, {2: 4, 3: 6})
    _refused(game, Vote((10,)), "seat 10 was removed and is out of the game")
    _refused(game, Vote((1, 2, 3, 4, 5, 6, 7, 8, 9, 5)), "9 living players have not voted yet")


def test_issue_2_replay_exits_2_naming_the_index_of_an_event_after_the_end(tmp_path: Path) -> None:
    """Issue 2: `mafia-desk replay` on an illegal log exits 2 naming the event's index and the reason."""
    data = json.loads((LOGS / "07-three-nights-german-open.json").read_text(encoding="utf-8"))
    data["events"].append({"type": "foul", "seat": 1})
    index = len(data["events"]) - 1
    bad = tmp_path / "after-end.json"
    bad.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "mafia_desk", "replay", str(bad), "--format", "json"],
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert out.returncode == 2 and out.stdout == ""
    assert f"event {index} (foul): nothing can happen after the end" in out.stderr


# ---------------------------------------------------------------- fouls in last words


@pytest.mark.parametrize("ruleset", RULESETS)
def test_baseline_6_the_player_giving_last_words_still_gets_fouls_and_a_removal_ends_them(
    ruleset: str,
) -> None:
    """Baseline 6 (fouls are counted per player; a removed player has no last words and gives no best move),
    readings A41 (a removed seat may be shot_night1): the night-1 victim is still at the table during his
    last words; a disqualifying foul then removes him, ends his minute and voids the best move he made; the
    living count, the day's vote and the win do not change. Another player out of the game gets no foul."""
    from mafia_desk.game import result_entry

    game = new_game(ruleset)
    day(game)
    night(game, 1)
    assert ActionKind.FOUL in game.state.allowed_actions()
    assert 1 in game.state.allowed_actions()[ActionKind.FOUL]
    game.apply(Foul(1))
    assert game.state.fouls(1) == 1
    game.apply(BestMove((3, 5, 8)))
    game.apply(Disqualify(1, "oath"))
    state = game.state
    assert state.status(1) is SeatStatus.REMOVED and state.removal_reason(1) == "disqualification"
    assert state.best_move is None
    assert (state.phase.kind, state.phase.day, state.current_speaker) == (Phase.DAY_SPEECH, 2, 2)
    assert state.vote_cancelled is None and len(state.living) == 9
    _refused(game, Foul(1), "seat 1 was removed")
    game.apply(JudgeAward(Team.RED, "disputed situation: judge's decision"))
    entry = result_entry(game)
    assert entry["shot_night1"] == 1 and entry["best_move"] is None
    assert entry["removed"] == [{"seat": 1, "reason": "disqualification"}]


def test_baseline_6_a_fourth_foul_in_evening_last_words_removes_and_night_falls() -> None:
    """Baseline 6: the 4th foul removes, also during the voted-out player's last words; the night follows."""
    game = new_game()
    for _ in range(3):
        game.apply(Foul(4))
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7, 8)))
    assert game.state.current_speaker == 4
    game.apply(Foul(4))
    assert game.state.status(4) is SeatStatus.REMOVED and game.state.removal_reason(4) == "fouls"
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    assert game.state.core.days[0].left == [4]
    _refused(game, Foul(4), "seat 4 was removed")


def test_issue_2_replay_of_a_file_that_is_not_utf8_exits_2_and_a_bom_is_accepted(tmp_path: Path) -> None:
    """Issue 2 / game-log.md (UTF-8): a log in another encoding is refused with exit 2 and a reason, never a
    traceback; a UTF-8 BOM (as some editors write it) is read as UTF-8."""
    from mafia_desk.commands.replay import replay_command

    text = (LOGS / "01-red-win-fiim.json").read_text(encoding="utf-8")
    bad = tmp_path / "cp1251.json"
    bad.write_bytes(text.encode("cp1251"))
    assert replay_command(str(bad), "text") == 2
    bom = tmp_path / "bom.json"
    bom.write_bytes(text.encode("utf-8-sig"))
    assert replay_command(str(bom), "text") == 0


def test_g13_a_forfeit_for_todays_speech_ends_with_a_day_cut_short_in_arctic() -> None:
    """G13 ("before the host gives the player the floor today, he loses today's speech"), G2 / seed 001 (a
    removal sends the city to night at once): seat 6's 3rd foul before his turn costs day 1's speech, which
    the removal took anyway: day 2's is full. Seat 1's 3rd foul after his speech still costs day 2's."""
    game = new_game("arctic-2016")
    game.apply(EndSpeech())
    for _ in range(3):
        game.apply(Foul(6))  # during seat 2's speech, before seat 6's turn
        game.apply(Foul(1))  # after seat 1's speech
    game.apply(EndSpeech())
    game.apply(Disqualify(9, "insult"))  # during seat 3's speech: night at once
    assert game.state.phase.kind is Phase.NIGHT_SHOT
    night(game, None)
    speak_until(game, 6)
    assert game.state.speech_seconds == 60
    speak_until(game, 1)  # day 2 runs 2..10, then 1
    assert (game.state.phase.day, game.state.speech_seconds) == (2, 0)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g19_a_shot_that_makes_parity_ends_the_game_before_the_checks(ruleset: str) -> None:
    """G19, baseline 5: a shot that leaves blacks >= reds ends the game at once: no checks, no last words."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 8, 9)))
    end_speeches(game)
    night(game, 1, don=2, sheriff=2)
    end_speeches(game)
    day(game, {2: 6, 3: 9})
    game.apply(Vote((2, 3, 5, 6, 8)))
    end_speeches(game)
    assert len(game.state.living) == 7
    game.apply(Shot(10))
    state = game.state
    assert state.finished and state.winner is Team.BLACK and state.ended_by == "normal"
    assert state.night_results[-1].don_check is None and state.current_speaker is None
    assert state.allowed_actions() == {}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_g19_a_vote_that_makes_parity_ends_the_game_without_last_words(ruleset: str) -> None:
    """G19, seed 002 ("в момент завершения итогового голосования"): the vote that leaves blacks >= reds ends
    the game at once; the voted-out player gets no last words."""
    game = new_game(ruleset)
    for victim in (1, 2, 4):
        day(game)
        night(game, victim)
        end_speeches(game)
    day(game, {5: 6, 6: 3})
    game.apply(Vote((3, 5, 8, 10)))
    state = game.state
    assert state.status(6) is SeatStatus.VOTED_OUT
    assert state.finished and state.winner is Team.BLACK and state.current_speaker is None
