"""A black night victim is asked for his best move like a red one (the asking must not tell his team); his
three seats are a `named_guess`, kept for the record, counting for nothing."""

from __future__ import annotations

import pytest
from gamekit import MAFIA, day, end_speeches, new_game, night

from mafia_desk.game import (
    ActionKind,
    BadEventError,
    BestMove,
    EndSpeech,
    Game,
    IllegalAction,
    JudgeAward,
    NamedGuess,
    Team,
    event_from_dict,
    event_to_dict,
    game_from_log_dict,
    game_log_to_dict,
    protocol,
    protocol_to_dict,
    protocol_to_text,
    result_entry,
)
from mafia_desk.game.hall_view import hall_view
from mafia_desk.game.model import Phase

BLACK_VICTIM = MAFIA[0]  # seat 5 of the default table (don 3, mafia 5 and 8, sheriff 7)


def shot_at(seat: int, roles: tuple[int, tuple[int, int], int] | None = None) -> Game:
    game = new_game() if roles is None else new_game(roles=roles)
    day(game)
    night(game, seat)
    assert game.state.phase.kind is Phase.LAST_WORDS and game.state.current_speaker == seat
    return game


def test_a_black_victim_is_asked_and_his_guess_is_recorded() -> None:
    game = shot_at(BLACK_VICTIM)
    s = game.state
    assert s.best_move_seat is None  # he makes no best move (G17) ...
    assert s.best_move_asked == BLACK_VICTIM  # ... but the host asks him all the same
    assert s.best_move_open
    assert ActionKind.BEST_MOVE not in s.allowed_actions()
    assert s.allowed_actions()[ActionKind.NAMED_GUESS] == frozenset({1, 2, 3, 4, 6, 7, 8, 9, 10})
    game.apply(NamedGuess((1, 2, 4)))
    s = game.state
    named = s.named_guess
    assert named is not None and (named.seat, named.guess) == (BLACK_VICTIM, (1, 2, 4))
    assert s.best_move is None
    assert s.best_move_asked is None and not s.best_move_open
    assert ActionKind.NAMED_GUESS not in s.allowed_actions()
    assert s.phase.kind is Phase.LAST_WORDS  # his last words go on


def test_the_clock_of_a_black_victim_is_the_best_move_clock_like_a_red_ones() -> None:
    red, black = shot_at(4), shot_at(BLACK_VICTIM)
    assert red.state.clock_seconds() == black.state.clock_seconds() == red.ruleset.best_move_seconds
    assert red.state.clock_seconds(True) == black.state.clock_seconds(True)
    red.apply(BestMove((3, 5, 8)))
    black.apply(NamedGuess((3, 6, 8)))
    assert red.state.clock_seconds() == black.state.clock_seconds() == red.ruleset.last_words_seconds


def test_a_black_victim_still_makes_no_best_move() -> None:
    game = shot_at(BLACK_VICTIM)
    with pytest.raises(IllegalAction, match="only a red player makes a best move"):
        game.apply(BestMove((1, 2, 4)))
    game.apply(NamedGuess((1, 2, 4)))
    with pytest.raises(IllegalAction, match="only a red player makes a best move"):
        game.apply(BestMove((1, 2, 4)))


def test_a_red_victims_three_seats_are_his_best_move() -> None:
    game = shot_at(4)
    with pytest.raises(IllegalAction, match="record it as the best move"):
        game.apply(NamedGuess((3, 5, 8)))
    assert game.state.named_guess is None
    game.apply(BestMove((3, 5, 8)))
    with pytest.raises(IllegalAction, match="already made by seat 4"):
        game.apply(NamedGuess((3, 5, 8)))


@pytest.mark.parametrize(
    ("guess", "message"),
    [
        ((5, 1, 2), "seat 5 cannot name himself"),
        ((1, 1, 2), "listed twice|twice"),
        ((1, 2, 11), "11 is not a seat"),
    ],
)
def test_a_bad_guess_is_refused(guess: tuple[int, int, int], message: str) -> None:
    game = shot_at(BLACK_VICTIM)
    with pytest.raises(IllegalAction, match=message):
        game.apply(NamedGuess(guess))
    assert game.state.named_guess is None and game.state.best_move_open


def test_a_guess_is_named_once() -> None:
    game = shot_at(BLACK_VICTIM)
    game.apply(NamedGuess((1, 2, 4)))
    with pytest.raises(IllegalAction, match="already named his three seats"):
        game.apply(NamedGuess((1, 2, 6)))


def test_a_guess_out_of_turn_is_refused() -> None:
    game = new_game()
    with pytest.raises(IllegalAction, match="named only by a victim asked"):
        game.apply(NamedGuess((1, 2, 4)))
    day(game)
    night(game, BLACK_VICTIM)
    end_speeches(game)  # his last words are over: the day's speeches
    with pytest.raises(IllegalAction, match="named only by a victim asked"):
        game.apply(NamedGuess((1, 2, 4)))


def test_the_night_2_black_victim_is_not_asked_under_night1() -> None:
    game = new_game()
    day(game)
    night(game, 4)
    end_speeches(game)
    day(game)
    night(game, BLACK_VICTIM)
    assert game.state.phase.kind is Phase.LAST_WORDS
    assert game.state.best_move_asked is None and not game.state.best_move_open
    with pytest.raises(IllegalAction, match="named only by a victim asked"):
        game.apply(NamedGuess((1, 2, 4)))


def test_the_event_round_trips_and_a_bad_one_is_one_line() -> None:
    assert event_to_dict(NamedGuess((1, 2, 4))) == {"type": "named_guess", "guess": [1, 2, 4]}
    assert event_from_dict({"type": "named_guess", "guess": [1, 2, 4]}) == NamedGuess((1, 2, 4))
    with pytest.raises(BadEventError, match="exactly 3 seats"):
        event_from_dict({"type": "named_guess", "guess": [1, 2]})


def test_a_log_with_a_guess_replays_and_the_result_scores_nothing() -> None:
    game = shot_at(BLACK_VICTIM)
    game.apply(NamedGuess((1, 2, 4)))
    game.apply(EndSpeech())
    game.apply(JudgeAward(Team.RED, "a disputed situation"))  # a finished game has a result
    again = game_from_log_dict(game_log_to_dict(game))
    assert again.events == game.events
    assert again.state.named_guess == game.state.named_guess
    assert again.state.phase == game.state.phase
    assert result_entry(again)["best_move"] is None
    p = protocol(again)
    assert p.best_move is None
    assert protocol_to_dict(p)["named_guess"] == {"seat": BLACK_VICTIM, "guess": [1, 2, 4]}
    text = protocol_to_text(p)
    assert "Named by seat 5 (counts nothing): 1, 2, 4" in text
    assert "Best move:" not in text


def test_a_red_victims_protocol_has_no_named_guess() -> None:
    game = shot_at(4)
    game.apply(BestMove((3, 5, 8)))
    game.apply(JudgeAward(Team.RED, "a disputed situation"))
    p = protocol(game)
    assert "named_guess" not in protocol_to_dict(p)
    assert "Named by" not in protocol_to_text(p)
    assert result_entry(game)["best_move"] == {"seat": 4, "guess": [3, 5, 8]}


def test_undo_takes_the_guess_back() -> None:
    game = shot_at(BLACK_VICTIM)
    game.apply(NamedGuess((1, 2, 4)))
    game.undo()
    assert game.state.named_guess is None and game.state.best_move_open


def test_the_hall_cannot_tell_a_black_victim_from_a_red_one() -> None:
    """Seat 1 shot on night 1: a civilian in one game, a mafia in the other; the hall's view is the same
    from the shot through his named seats (roles not revealed)."""
    red = shot_at(1, roles=(3, (5, 8), 7))
    black = shot_at(1, roles=(3, (1, 8), 7))
    assert hall_view(red) == hall_view(black)
    red.apply(BestMove((3, 5, 8)))
    black.apply(NamedGuess((3, 5, 8)))
    assert hall_view(red) == hall_view(black)
    shown = hall_view(black).best_move
    assert shown is not None and (shown.seat, shown.guess) == (1, (3, 5, 8))
    red.apply(EndSpeech())
    black.apply(EndSpeech())
    assert hall_view(red) == hall_view(black)
