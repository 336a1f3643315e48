"""The acceptance logs (13-30 under tests/game/logs, written from the docs alone) replayed under the other
rulesets: the same host actions must give each ruleset's reading of the regulations (nuance table, G1-G22)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fixtures import GAME_LOGS

from mafia_desk.game import Game, IllegalAction, Seat, event_from_dict, load_game_ruleset

LOGS = GAME_LOGS
RULESETS = ("fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016")


def events(name: str) -> list[dict[str, Any]]:
    data = json.loads((LOGS / name).read_text(encoding="utf-8"))
    result: list[dict[str, Any]] = data["events"]
    return result


def replay(name: str, ruleset: str, upto: int | None = None) -> Game:
    """The log's first `upto` events under another ruleset (the seats do not matter here)."""
    game = Game(load_game_ruleset(ruleset), [Seat(i, f"P{i}", f"p{i:02d}") for i in range(1, 11)], version=1)
    for event in events(name)[:upto]:
        game.apply(event_from_dict(event))
    return game


def index_of(name: str, kind: str, nth: int = 0) -> int:
    return [i for i, e in enumerate(events(name)) if e["type"] == kind][nth]


def day_speech_seconds(
    game_events: list[dict[str, Any]], ruleset: str, seats: set[int]
) -> dict[tuple[int, int], int]:
    """(day, seat) -> seconds due when the seat's day speech starts."""
    game = Game(load_game_ruleset(ruleset), [Seat(i, f"P{i}", f"p{i:02d}") for i in range(1, 11)], version=1)
    seen: dict[tuple[int, int], int] = {}
    for event in game_events:
        state = game.state
        if state.speech_kind == "day" and state.current_speaker in seats:
            seen.setdefault((state.phase.day, state.current_speaker), state.speech_seconds)
        game.apply(event_from_dict(event))
    return seen


@pytest.mark.parametrize("ruleset", RULESETS)
def test_best_move_of_the_night_2_victim_after_a_night_1_miss(ruleset: str) -> None:
    name = "22a-best-move-after-night1-miss-arctic.json"
    at = index_of(name, "best_move")
    game = replay(name, ruleset, at)
    gives = ruleset in ("stars-2016", "arctic-2016")  # G17: first shot / first night victim after misses
    assert game.state.best_move_seat == (4 if gives else None)
    if not gives:
        with pytest.raises(IllegalAction, match="only the victim of night 1"):
            game.apply(event_from_dict(events(name)[at]))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_several_seats_in_one_sentence(ruleset: str) -> None:
    # seat 1: "4, 8" in one sentence; seat 2: "I nominate 8, I nominate 5", 8 already a candidate in arctic
    game = replay("24a-several-seats-one-sentence-arctic.json", ruleset, 5)
    expected = [8, 5] if ruleset == "arctic-2016" else [4, 8]
    assert [c.seat for c in game.state.candidates] == expected


@pytest.mark.parametrize("ruleset", RULESETS)
def test_two_tied_twice_at_four_living(ruleset: str) -> None:
    name = "16a-lift-two-at-four-stars.json"
    game = replay(name, ruleset, index_of(name, "lift_vote"))
    lift_allowed = ruleset not in ("arctic-2016", "german-open-2016")
    assert game.state.phase.kind == ("lift_vote" if lift_allowed else "night_shot")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_third_foul_speech_lengths(ruleset: str) -> None:
    seconds = day_speech_seconds(events("19-third-fouls-speech-lengths-fiim.json"), ruleset, {4, 6, 10})
    # day 1: seat 4's 3rd foul before his turn (forfeited), seat 6's during his speech (next day's forfeited);
    # day 4 at 4 living: every 3-foul speech is 30 s (seat 10 got his 3rd foul that day before his turn)
    assert seconds == {
        (1, 4): 0,
        (1, 6): 60,
        (1, 10): 60,
        (2, 4): 60,
        (2, 6): 0,
        (2, 10): 60,
        (3, 4): 60,
        (3, 6): 60,
        (3, 10): 60,
        (4, 6): 30,
        (4, 10): 30,
        (4, 4): 30,
    }


def test_a_3rd_foul_whose_day_ends_by_a_removal_before_his_turn_costs_no_speech_in_arctic() -> None:
    seconds = day_speech_seconds(events("30-third-foul-then-night-arctic.json"), "arctic-2016", {8})
    assert seconds == {(2, 8): 60, (3, 8): 60}


def test_arctic_allows_three_withdrawals_a_game_and_white_nights_more() -> None:
    name = "23-three-withdrawals-arctic.json"
    upto = index_of(name, "nominate", 4) + 1  # seat 4 has just nominated 8
    arctic = replay(name, "arctic-2016", upto)
    assert arctic.state.withdrawals_left == 0
    with pytest.raises(IllegalAction, match="all 3 withdrawals of this game are used"):
        arctic.apply(event_from_dict({"type": "withdraw"}))
    white_nights = replay(name, "white-nights-2016", upto)
    white_nights.apply(event_from_dict({"type": "withdraw"}))
    assert [c.seat for c in white_nights.state.candidates] == [6]


@pytest.mark.parametrize("ruleset", ["fiim", "stars-2016", "german-open-2016"])
def test_no_withdrawal_where_the_ruleset_forbids_it(ruleset: str) -> None:
    game = replay("23-three-withdrawals-arctic.json", ruleset, 2)
    with pytest.raises(IllegalAction, match="does not allow withdrawing"):
        game.apply(event_from_dict({"type": "withdraw"}))


def test_no_don_check_once_the_don_is_voted_out() -> None:
    name = "14-don-out-before-night-fiim.json"
    game = replay(name, "fiim", index_of(name, "shot") + 1)
    assert game.state.phase.kind == "sheriff_check"
    with pytest.raises(IllegalAction, match="the don \\(seat 3\\) was voted out"):
        game.apply(event_from_dict({"type": "don_check", "seat": 7, "is_sheriff": True}))


def test_the_shot_at_parity_ends_the_game_before_the_checks() -> None:
    game = replay("15-black-wins-by-shot-at-parity-stars.json", "stars-2016")
    assert game.state.winner == "black"
    with pytest.raises(IllegalAction, match="after the end"):
        game.apply(event_from_dict({"type": "don_check", "seat": 7, "is_sheriff": True}))


@pytest.mark.parametrize(("ruleset", "seconds"), [("stars-2016", 60), ("arctic-2016", 30)])
def test_last_words_of_two_lifted_on_day_1(ruleset: str, seconds: int) -> None:
    name = "21-best-move-void-after-double-exit-stars.json"
    game = replay(name, ruleset, index_of(name, "lift_vote") + 1)
    assert (game.state.current_speaker, game.state.speech_seconds) == (2, seconds)


def test_the_first_shot_after_a_day_1_double_exit_makes_no_best_move() -> None:
    name = "21-best-move-void-after-double-exit-stars.json"
    game = replay(name, "stars-2016", index_of(name, "shot", 1) + 2)  # night 2's shot and sheriff check
    assert (game.state.current_speaker, game.state.best_move_seat) == (4, None)
    with pytest.raises(IllegalAction, match="2 players left by day 1's vote"):
        game.apply(event_from_dict({"type": "best_move", "guess": [3, 5, 8]}))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_disqualification_in_a_revote_after_seat_4_has_6_of_10_votes(ruleset: str) -> None:
    name = "20a-disqualified-in-revote-white-nights.json"
    game = replay(name, ruleset, index_of(name, "disqualify") + 1)
    # G4, G5: stars and white-nights keep the leader; fiim (G1), arctic and german-open (004:85) stop the vote
    keeps_leader = ruleset in ("stars-2016", "white-nights-2016")
    assert game.state.status(10) == "removed"
    assert game.state.status(4) == ("voted_out" if keeps_leader else "alive")
    assert game.state.phase.kind == ("last_words" if keeps_leader else "night_shot")
