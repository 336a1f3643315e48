"""A foul given while the night's last check's answer is up (the host's screen keeps the night; the engine
is in the morning already) is the night's: `Foul(seat, night=True)` lists it under that night on the
protocol, only before the day's first event, and the log keeps the flag only when it is set."""

from __future__ import annotations

import pytest
from gamekit import day, new_game

from mafia_desk.game import (
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    Game,
    IllegalAction,
    Phase,
    SheriffCheck,
    Shot,
    event_from_dict,
    event_to_dict,
    game_from_log_dict,
    protocol,
    protocol_to_text,
)
from mafia_desk.game.log import game_log_to_dict


def _to_morning_of_day_two() -> Game:
    game = new_game()
    day(game)
    game.apply(Shot(1))
    game.apply(DonCheck(2))
    game.apply(SheriffCheck(3))
    assert game.state.phase.kind is Phase.LAST_WORDS and game.state.phase.day == 2
    return game


def test_a_night_foul_is_listed_under_the_night_a_plain_one_under_the_day() -> None:
    game = _to_morning_of_day_two()
    game.apply(Foul(4, night=True))  # the sheriff's answer still up
    game.apply(Disqualify(6, "insults", night=True))
    game.apply(Foul(9))  # after the answer was put away, before any other event: the morning's
    p = protocol(game)
    (night,) = p.nights
    assert list(night.fouls) == [4, 6]
    assert list(p.days[1].fouls) == [9]
    assert {s.seat: s.fouls for s in p.seats}[4] == 1
    text = protocol_to_text(p)
    night_part = text.split("Night 1", 1)[1].split("Day 2", 1)[0]
    assert "fouls: 4, 6" in night_part and "fouls: 9" in text.split("Day 2", 1)[1]


def test_a_night_foul_is_refused_once_the_day_has_begun() -> None:
    game = _to_morning_of_day_two()
    game.apply(EndSpeech())  # the victim's last words are over: the day goes on
    with pytest.raises(IllegalAction):
        game.apply(Foul(4, night=True))
    fresh = new_game()
    with pytest.raises(IllegalAction):  # day 1 has no night before it to belong to
        fresh.apply(Foul(4, night=True))


def test_at_night_the_flag_changes_nothing_and_the_log_keeps_it_only_when_set() -> None:
    game = new_game()
    day(game)
    game.apply(Shot(1))
    game.apply(Foul(4, night=True))  # the night goes on: the night's either way
    game.apply(Foul(2))
    game.apply(DonCheck(2))
    game.apply(SheriffCheck(3))
    game.apply(Foul(9, night=True))
    assert list(protocol(game).nights[0].fouls) == [4, 2, 9]
    assert event_to_dict(Foul(2)) == {"type": "foul", "seat": 2}  # as every log before this field
    assert event_to_dict(Foul(9, night=True)) == {"type": "foul", "seat": 9, "night": True}
    assert event_from_dict({"type": "foul", "seat": 9, "night": True}) == Foul(9, night=True)
    with pytest.raises(Exception, match="night"):
        event_from_dict({"type": "foul", "seat": 9, "night": "yes"})
    again = game_from_log_dict(game_log_to_dict(game))
    assert protocol(again) == protocol(game)
