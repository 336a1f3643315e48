"""Every game option of a ruleset, each with a test that shows the difference it makes.

Sources: regulations.md "Game nuances" table, "Finer FIIM points" and the readings G1..G22.
"""

from __future__ import annotations

import pytest
from gamekit import day, end_speeches, four_living, new_game, night, quiet_day_and_night, speak_until
from ruleset_docs import PRESETS, option_rows, shown

from mafia_desk.game import (
    ActionKind,
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    GameRuleset,
    IllegalAction,
    LiftVote,
    Nominate,
    Outcome,
    Phase,
    RulesetError,
    SeatStatus,
    Shot,
    Team,
    Vote,
    Withdraw,
    load_game_ruleset,
)

RULESETS = PRESETS


def test_every_option_has_a_one_line_doc_and_a_source() -> None:
    docs = GameRuleset.option_docs()
    sources = GameRuleset.option_sources()
    assert set(docs) == set(sources)
    for name, doc in docs.items():
        assert doc and "\n" not in doc, name
        assert sources[name], name


def test_docs_rulesets_game_shows_every_option_with_its_value_in_each_ruleset() -> None:
    rows = option_rows("rulesets-game.md")
    loaded = {rid: load_game_ruleset(rid) for rid in RULESETS}
    assert set(rows) == set(GameRuleset.option_docs())
    for name, cells in rows.items():
        assert cells == [shown(name, getattr(loaded[rid], name)) for rid in RULESETS], name


def test_all_five_rulesets_load_and_unknown_options_are_refused() -> None:
    for rid in RULESETS:
        assert load_game_ruleset(rid).id == rid
    with pytest.raises(RulesetError, match="unknown game option 'speach_seconds'"):
        load_game_ruleset("fiim", {"speach_seconds": 50})
    with pytest.raises(RulesetError, match="must be one of first, last"):
        load_game_ruleset("fiim", {"nomination_list_pick": "middle"})
    with pytest.raises(RulesetError, match="must be true or false"):
        load_game_ruleset("fiim", {"lift_two_at_four": "yes"})
    with pytest.raises(RulesetError, match="unknown ruleset"):
        load_game_ruleset("no-such-cup")


def test_a_silent_regulation_keeps_the_fiim_baseline() -> None:
    """regulations.md: where a seed is silent, the FIIM game rules apply."""
    fiim = load_game_ruleset("fiim")
    stars = load_game_ruleset("stars-2016")
    assert stars.check_seconds == fiim.check_seconds
    assert stars.withdrawals_per_game == fiim.withdrawals_per_game == 0
    assert stars.nomination_list_pick == fiim.nomination_list_pick == "first"


# ---------------------------------------------------------------- durations


@pytest.mark.parametrize("name", ["speech_seconds", "tie_speech_seconds", "last_words_seconds"])
def test_speech_lengths_are_options(name: str) -> None:
    game = new_game(overrides={name: 45})
    day(game, {1: 9, 2: 4})
    if name == "speech_seconds":
        game = new_game(overrides={name: 45})
        assert game.state.speech_seconds == 45
        return
    game.apply(Vote((1, 2, 3, 5, 6)))
    if name == "tie_speech_seconds":
        assert game.state.speech_seconds == 45
        return
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    assert game.state.speech_seconds == 45


def _lift_two(ruleset: str) -> int:
    game = new_game(ruleset)
    day(game, {1: 9, 2: 4})
    game.apply(Vote((1, 2, 3, 5, 6)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 6)))
    game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
    assert game.state.phase.kind is Phase.LAST_WORDS
    return game.state.speech_seconds


def test_multi_exit_last_words_seconds_arctic_30_each() -> None:
    """G7: several leaving at once by the vote: 30 s each in arctic (seed 001), 60 s elsewhere."""
    assert _lift_two("arctic-2016") == 30
    assert _lift_two("fiim") == 60


def test_check_seconds_differ_by_regulation() -> None:
    """Nuance "don / sheriff check time": arctic 10 s, white-nights and german-open 15 s."""
    times = {}
    for rid in ("arctic-2016", "white-nights-2016"):
        game = new_game(rid)
        day(game)
        game.apply(Shot(None))
        times[rid] = game.state.speech_seconds
    assert times == {"arctic-2016": 10, "white-nights-2016": 15}


def test_short_table_living_and_third_foul_short_speech_seconds() -> None:
    """G12: the short-table threshold and the shortened speech are options."""
    game = new_game(overrides={"short_table_living": 10, "third_foul_short_speech_seconds": 20})
    for _ in range(3):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 20
    game = new_game()
    for _ in range(3):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 0


def test_fouls_for_speech_loss() -> None:
    """Baseline 6, G12, G13: the foul count that costs the next speech is an option, like the removal one."""
    game = new_game(overrides={"fouls_for_speech_loss": 2})
    for _ in range(2):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 0
    game = new_game(overrides={"fouls_for_speech_loss": 2, "short_table_living": 10})
    for _ in range(2):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 30
    game = new_game()
    for _ in range(2):
        game.apply(Foul(4))
    speak_until(game, 4)
    assert game.state.speech_seconds == 60


@pytest.mark.parametrize("fouls", [0, 4, 5])
def test_a_speech_loss_count_not_below_removal_is_refused(fouls: int) -> None:
    with pytest.raises(RulesetError, match="fouls_for_speech_loss"):
        load_game_ruleset("fiim", {"fouls_for_speech_loss": fouls})


def test_fouls_for_removal() -> None:
    """Baseline 6: the 4th foul removes; the count is an option."""
    game = new_game(overrides={"fouls_for_removal": 5})
    for _ in range(4):
        game.apply(Foul(6))
    assert game.state.status(6) is SeatStatus.ALIVE
    game.apply(Foul(6))
    assert game.state.status(6) is SeatStatus.REMOVED


# ---------------------------------------------------------------- nominations


def test_nomination_list_pick_first_or_last() -> None:
    """Nuance "several candidates named in one sentence": arctic takes the last, white-nights the first."""
    picked = {}
    for rid in ("arctic-2016", "white-nights-2016", "fiim"):
        game = new_game(rid)
        game.apply(Nominate((4, 6, 9)))
        picked[rid] = game.state.candidates[0].seat
    assert picked == {"arctic-2016": 9, "white-nights-2016": 4, "fiim": 4}


def test_nomination_repeat_pick_first_not_nominated() -> None:
    """G9: "I nominate 4, I nominate 6" with 4 a candidate: arctic takes 6; the others the first (refused)."""
    game = new_game("arctic-2016")
    game.apply(Nominate((4,)))
    game.apply(EndSpeech())
    game.apply(Nominate((4, 6), repeated=True))
    assert [c.seat for c in game.state.candidates] == [4, 6]
    game = new_game("german-open-2016")
    game.apply(Nominate((4,)))
    game.apply(EndSpeech())
    with pytest.raises(IllegalAction, match="already a candidate"):
        game.apply(Nominate((4, 6), repeated=True))


def _withdraw_cycle(game_ruleset: str, times: int) -> int:
    """Withdraw and renominate in successive speeches; returns how many withdrawals were accepted."""
    game = new_game(game_ruleset)
    accepted = 0
    for k in range(times):
        game.apply(Nominate(((k % 8) + 2,)))
        try:
            game.apply(Withdraw())
        except IllegalAction:
            return accepted
        accepted += 1
        game.apply(EndSpeech())
    return accepted


def test_withdrawals_per_game() -> None:
    """Nuance "withdrawing a nomination", G8: fiim/stars/german none, arctic 3, white-nights unlimited."""
    assert _withdraw_cycle("fiim", 5) == 0
    assert _withdraw_cycle("german-open-2016", 5) == 0
    assert _withdraw_cycle("arctic-2016", 5) == 3
    assert _withdraw_cycle("white-nights-2016", 5) == 5


def test_a_withdrawal_happens_in_the_nominators_own_speech_and_he_may_nominate_again() -> None:
    """G8: a player withdraws only during his own speech and may then nominate again in it."""
    game = new_game("white-nights-2016")
    game.apply(Nominate((4,)))
    game.apply(Withdraw())
    assert game.state.candidates == ()
    game.apply(Nominate((6,)))
    game.apply(EndSpeech())
    assert ActionKind.WITHDRAW not in game.state.allowed_actions()
    with pytest.raises(IllegalAction, match="no nomination in this speech"):
        game.apply(Withdraw())


def test_day1_single_candidate_vote() -> None:
    """Baseline 3: day 1 with one candidate holds no vote; the option makes the lone candidate leave."""
    game = new_game(overrides={"day1_single_candidate_vote": True})
    day(game, {1: 4})
    assert game.state.status(4) is SeatStatus.VOTED_OUT
    game = new_game()
    day(game, {1: 4})
    assert game.state.status(4) is SeatStatus.ALIVE


# ---------------------------------------------------------------- lifting


def _tie_at_four(ruleset: str) -> tuple[Phase, tuple[int, ...]]:
    """Reach 4 living (don 1 and reds 7, 8, 9), tie 1 and 7 twice; return the phase and the living."""
    game = four_living(ruleset)
    assert game.state.living == (1, 7, 8, 9)
    day(game, {7: 1, 8: 7})
    game.apply(Vote((7, 8)))
    end_speeches(game, 2)
    game.apply(Vote((7, 8)))
    return game.state.phase.kind, game.state.living


def test_lift_two_at_four() -> None:
    """Nuance "two tied at 4 living": stars/white-nights/fiim may lift both; arctic, german-open may not."""
    assert _tie_at_four("stars-2016")[0] is Phase.LIFT_VOTE
    assert _tie_at_four("white-nights-2016")[0] is Phase.LIFT_VOTE
    assert _tie_at_four("fiim")[0] is Phase.LIFT_VOTE
    assert _tie_at_four("arctic-2016") == (Phase.NIGHT_SHOT, (1, 7, 8, 9))
    assert _tie_at_four("german-open-2016") == (Phase.NIGHT_SHOT, (1, 7, 8, 9))


def test_lift_three_at_nine() -> None:
    """G14: at 9 living three tied may not be lifted; the option allows it."""
    for allowed in (False, True):
        game = new_game(overrides={"lift_three_at_nine": allowed})
        day(game)
        night(game, 1)
        end_speeches(game)
        day(game, {2: 9, 3: 4, 4: 6})
        for _ in range(2):
            game.apply(Vote((2, 3, 5)))
            game.apply(Vote((4, 6, 7)))
            if game.state.phase.kind is Phase.TIE_SPEECH:
                end_speeches(game, 3)
        assert game.state.phase.kind is (Phase.LIFT_VOTE if allowed else Phase.NIGHT_SHOT)


def test_tie_speeches_before_revote() -> None:
    """G16: tied candidates speak before every revote; switched off, only before the first one."""
    for speeches in (True, False):
        game = new_game(overrides={"tie_speeches_before_revote": speeches})
        day(game, {1: 9, 2: 4, 3: 6, 4: 1})
        game.apply(Vote((1, 2, 3)))
        game.apply(Vote((4, 5, 7)))
        game.apply(Vote((6, 8, 10)))
        end_speeches(game, 3)
        game.apply(Vote((1, 2, 3, 10)))
        game.apply(Vote((4, 5, 7, 8)))
        assert game.state.phase.kind is (Phase.TIE_SPEECH if speeches else Phase.REVOTE)


# ---------------------------------------------------------------- removals


def _removal_mid_vote(ruleset: str) -> tuple[SeatStatus, Phase]:
    """Seat 4 has 6 of 10 votes (a clear leader) when seat 10 gets a disqualifying foul."""
    game = new_game(ruleset)
    day(game, {1: 4, 2: 6, 3: 9})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    game.apply(Disqualify(10, "insult"))
    return game.state.status(4), game.state.phase.kind


def test_removal_keeps_vote_leader() -> None:
    """G4, G5: stars, white-nights: a removal after someone has more than half: both leave. fiim (G1), arctic
    (seed 001: no further vote) and german-open (004:85, even with a majority): the vote stops."""
    assert _removal_mid_vote("stars-2016") == (SeatStatus.VOTED_OUT, Phase.LAST_WORDS)
    assert _removal_mid_vote("white-nights-2016") == (SeatStatus.VOTED_OUT, Phase.LAST_WORDS)
    assert _removal_mid_vote("german-open-2016") == (SeatStatus.ALIVE, Phase.NIGHT_SHOT)
    assert _removal_mid_vote("fiim") == (SeatStatus.ALIVE, Phase.NIGHT_SHOT)
    assert _removal_mid_vote("arctic-2016") == (SeatStatus.ALIVE, Phase.NIGHT_SHOT)


def test_removal_before_anyone_has_a_majority_stops_the_vote_everywhere() -> None:
    """Seeds 000, 002: a removal before any candidate has a majority: the vote is cancelled."""
    for rid in RULESETS:
        game = new_game(rid)
        day(game, {1: 4, 2: 6, 3: 9})
        game.apply(Vote((1, 2, 3, 5)))  # 4 of 10: no majority
        game.apply(Disqualify(10, "insult"))
        assert game.state.status(4) is SeatStatus.ALIVE, rid
        assert game.state.phase.kind is Phase.NIGHT_SHOT, rid


def test_removal_after_the_vote_result_both_leave() -> None:
    """Seeds 000, 001, 002: a removal after the result: the voted-out and the removed player both leave."""
    game = new_game("arctic-2016")
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    game.apply(Disqualify(10, "insult"))
    assert game.state.status(4) is SeatStatus.VOTED_OUT
    assert game.state.status(10) is SeatStatus.REMOVED
    assert (game.state.phase.kind, game.state.current_speaker) == (Phase.LAST_WORDS, 4)


def test_removal_during_day_ends_day() -> None:
    """Nuance "removal during the day", G2: arctic: night falls at once; elsewhere the speeches go on."""
    for rid, phase in (("arctic-2016", Phase.NIGHT_SHOT), ("german-open-2016", Phase.DAY_SPEECH)):
        game = new_game(rid)
        speak_until(game, 3)
        game.apply(Foul(6))
        game.apply(Disqualify(6, "oath"))
        assert game.state.phase.kind is phase, rid


def test_removal_cancels_vote_in_morning() -> None:
    """G3 / seed 001: a removal during the morning last words cancels that day's vote, except in arctic."""
    for rid, cancelled in (("stars-2016", True), ("white-nights-2016", True), ("arctic-2016", False)):
        game = new_game(rid)
        day(game)
        night(game, 1)
        game.apply(Disqualify(6, "insult"))
        end_speeches(game)
        assert (game.state.vote_cancelled is not None) is cancelled, rid
        assert (ActionKind.NOMINATE not in game.state.allowed_actions()) is cancelled, rid


def test_removal_cancels_vote_at_night() -> None:
    """G1, G20: only fiim lets a removal at night cancel the next day's vote."""
    for rid, cancelled in (("fiim", True), ("stars-2016", False), ("german-open-2016", False)):
        game = new_game(rid)
        day(game)
        game.apply(Disqualify(6, "a word at night"))
        night(game, None)
        assert (game.state.vote_cancelled is not None) is cancelled, rid
        if not cancelled:
            day(game, {2: 4, 3: 9})
            assert game.state.phase.kind is Phase.VOTE, rid


def test_removal_at_3_4_loses() -> None:
    """Nuance "removal at 3-4 living players" (german-open): the other team wins."""
    for rid, finished in (("german-open-2016", True), ("fiim", False)):
        game = four_living(rid)
        assert len(game.state.living) == 4
        game.apply(Disqualify(9, "insult"))  # a red player is removed at 4 living
        assert game.state.finished is finished, rid
        if finished:
            assert game.state.winner is Team.BLACK


# ---------------------------------------------------------------- three nights, best move


def test_three_nights_rule_any_count_or_at_four() -> None:
    """Nuance "three nights": german-open/fiim/stars at any count; arctic/white-nights only at 4 living."""
    for rid, ends in (("german-open-2016", True), ("stars-2016", True), ("arctic-2016", False)):
        game = new_game(rid)
        for _ in range(3):
            quiet_day_and_night(game, None)
        assert game.state.finished is ends, rid
        if ends:
            assert game.state.ended_by == "three_nights" and game.state.winner is Team.RED
    game = new_game("fiim", overrides={"three_nights_rule": "off"})
    for _ in range(4):
        quiet_day_and_night(game, None)
    assert not game.state.finished


def test_three_nights_at_four_counts_only_nights_at_four_living() -> None:
    """Seeds 001, 002: at 4 living players, three nights in a row with nobody leaving: red wins."""
    game = four_living("white-nights-2016")
    assert len(game.state.living) == 4
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, None)
    assert not game.state.finished
    quiet_day_and_night(game, None)
    assert game.state.finished and game.state.ended_by == "three_nights"


def test_a_departure_between_the_nights_restarts_the_count() -> None:
    """G15: the three nights must be in a row with the count unchanged (nobody voted out between them)."""
    game = new_game("german-open-2016")
    quiet_day_and_night(game, None)
    quiet_day_and_night(game, None)
    day(game, {3: 4, 4: 9})
    game.apply(Vote((1, 2, 3, 5, 6, 7)))
    end_speeches(game)
    game.apply(Shot(None))
    assert not game.state.finished
    game.apply(DonCheck(None))


def _best_move_after_night1_miss(ruleset: str) -> int | None:
    game = new_game(ruleset)
    quiet_day_and_night(game, None)
    day(game)
    night(game, 4)
    return game.state.best_move_seat


def test_best_move_victim_night1_or_first_shot() -> None:
    """Nuance "who may make the best move", G17: stars and arctic: the first player shot, after misses too;
    white-nights, german-open, fiim: only the night-1 victim."""
    assert _best_move_after_night1_miss("stars-2016") == 4
    assert _best_move_after_night1_miss("arctic-2016") == 4
    assert _best_move_after_night1_miss("white-nights-2016") is None
    assert _best_move_after_night1_miss("german-open-2016") is None
    assert _best_move_after_night1_miss("fiim") is None


def test_only_the_first_victim_moves_under_first_shot() -> None:
    """G17 stars: the first player shot; the second victim does not get one."""
    game = new_game("stars-2016")
    day(game)
    night(game, 4)
    end_speeches(game)
    day(game)
    night(game, 6)
    assert game.state.best_move_seat is None


def test_best_move_void_day1_exits() -> None:
    """G17: void when 2 or more left on day 1's vote; the threshold is an option."""
    for threshold, seat in ((2, None), (3, 1)):
        game = new_game(overrides={"best_move_void_day1_exits": threshold})
        day(game, {1: 9, 2: 4})
        game.apply(Vote((1, 2, 3, 5, 6)))
        end_speeches(game, 2)
        game.apply(Vote((1, 2, 3, 5, 6)))
        game.apply(LiftVote((1, 2, 3, 5, 6, 7)))
        end_speeches(game, 2)
        night(game, 1)
        assert game.state.best_move_seat == seat
        if seat is not None:
            game.apply(BestMove((3, 5, 8)))


def test_judge_award_reasons_come_from_the_ruleset() -> None:
    """G22: the reason is chosen from the ruleset's list, or typed."""
    stars = load_game_ruleset("stars-2016").judge_award_reasons
    arctic = load_game_ruleset("arctic-2016").judge_award_reasons
    assert any("removed player" in r for r in stars)
    assert any("audience" in r for r in arctic)
    assert stars != arctic


def test_a_disqualifying_foul_acts_on_the_vote_as_a_fourth_foul_does_in_arctic() -> None:
    """G6: arctic: a disqualifying foul acts on the vote exactly as a 4th foul does."""
    outcomes = []
    for disqualify in (True, False):
        game = new_game("arctic-2016")
        day(game, {1: 4, 2: 6, 3: 9}, fouls={5: [10, 10, 10]})
        game.apply(Vote((1, 2, 3)))
        game.apply(Disqualify(10, "oath") if disqualify else Foul(10))
        outcomes.append((game.state.status(10), game.state.phase.kind, game.state.living))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][:2] == (SeatStatus.REMOVED, Phase.NIGHT_SHOT)


def test_a_black_removed_at_four_living_gives_red_the_win_in_german_open() -> None:
    """Seed 004: "при 3 или 4 игроках ... удаляется ... победа присуждается противоположной команде"."""
    game = four_living("german-open-2016")
    game.apply(Foul(1))
    game.apply(Disqualify(1, "insult"))
    assert game.state.finished and game.state.winner is Team.RED
    assert "removed at 4 living players" in (game.state.win_reason or "")


# ---------------------------------------------------------------- zero voting (Polemica, mafiaratings)


def test_zero_voting_keeps_day_ones_clear_leader() -> None:
    """Polemica's zeroVoting: day 1's ballot with one leader eliminates nobody and night falls; without
    the option the same hands send him out."""
    for zero in (False, True):
        game = new_game(overrides={"zero_voting": zero})
        day(game, {1: 4, 2: 6})
        game.apply(Vote((1, 2, 3, 5, 7, 8)))
        if zero:
            assert game.state.phase.kind is Phase.NIGHT_SHOT
            assert game.state.status(4) is SeatStatus.ALIVE
            assert "eliminates nobody (zero voting)" in str(game.state.day_outcome)
        else:
            assert game.state.status(4) is SeatStatus.VOTED_OUT


def test_zero_voting_leaves_a_tie_and_later_days_alone() -> None:
    """A tie on day 1 runs as on any day (here the lift-all vote passes and both leave); day 2's clear leader
    leaves under zero voting too."""
    game = new_game(overrides={"zero_voting": True})
    day(game, {1: 4, 2: 6})
    game.apply(Vote((1, 2, 3, 5, 7)))
    end_speeches(game, 2)
    game.apply(Vote((1, 2, 3, 5, 7)))
    assert game.state.phase.kind is Phase.LIFT_VOTE
    game.apply(LiftVote((1, 2, 3, 5, 7, 8)))
    assert game.state.status(4) is SeatStatus.VOTED_OUT
    assert game.state.status(6) is SeatStatus.VOTED_OUT
    game = new_game(overrides={"zero_voting": True, "day1_single_candidate_vote": True})
    day(game, {1: 4})
    assert game.state.phase.kind is Phase.NIGHT_SHOT and game.state.status(4) is SeatStatus.ALIVE
    night(game, None)
    day(game, {2: 5, 3: 7})
    game.apply(Vote((1, 2, 3, 4, 6, 8)))
    assert game.state.status(5) is SeatStatus.VOTED_OUT


@pytest.mark.parametrize(
    ("rule", "outcome"),
    [("any_count", Outcome.RED), ("at_four", None), ("off", None), ("draw", Outcome.DRAW)],
)
def test_three_quiet_nights_at_ten_under_each_three_nights_rule(rule: str, outcome: Outcome | None) -> None:
    """The same three misses at 10 living: red wins (any_count), nothing (at_four counts only at 4, off
    never), or a draw; a fourth quiet night after "off" still ends nothing."""
    game = new_game("fiim", overrides={"three_nights_rule": rule})
    for _ in range(3):
        quiet_day_and_night(game, None)
    assert game.state.outcome is outcome
    assert game.state.winner is (None if outcome is None else outcome.team)
    if outcome is None:
        quiet_day_and_night(game, None)
        assert not game.state.finished
