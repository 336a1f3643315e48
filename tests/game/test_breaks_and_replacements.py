"""A table's small emergencies: a technical break (pause, resume) and a player replaced mid-game."""

from __future__ import annotations

import json

import pytest
from gamekit import NAMES, new_game

from mafia_desk.game import (
    ActionKind,
    BadEventError,
    EndSpeech,
    Foul,
    Game,
    GameLogError,
    IllegalAction,
    JudgeAward,
    Nominate,
    Pause,
    Replace,
    Resume,
    Roles,
    Seat,
    Team,
    Vote,
    event_from_dict,
    event_to_dict,
    game_from_log_dict,
    game_log_to_dict,
    load_game_ruleset,
    protocol,
    protocol_to_dict,
    protocol_to_text,
    result_entry,
)
from mafia_desk.game.protocol import mm_ss


def _refused(game: Game, event: object) -> str:
    before = game.state
    with pytest.raises(IllegalAction) as info:
        game.apply(event)  # type: ignore[arg-type]
    assert game.state == before, "a refused event leaves no trace"
    return str(info.value)


# ---------------------------------------------------------------- the technical break


def test_while_paused_every_other_event_is_refused_with_the_reason() -> None:
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    assert game.state.paused
    for event in (EndSpeech(), Nominate((4,)), Foul(2), Vote((1,)), JudgeAward(Team.RED, "x")):
        assert "paused for a technical break" in _refused(game, event)
        assert "resume it first" in _refused(game, event)
    assert game.state.allowed_actions() == {ActionKind.RESUME: frozenset()}
    game.apply(Resume("2026-12-01T20:12:30"))
    assert not game.state.paused
    game.apply(EndSpeech())  # the game goes on where it stopped
    assert game.state.phase.seat == 2


def test_pause_twice_resume_without_pause_and_pause_after_the_end_are_refused() -> None:
    game = new_game(version=3)
    assert "not paused" in _refused(game, Resume("2026-12-01T20:00:00"))
    game.apply(Pause("2026-12-01T20:00:00"))
    assert "already paused" in _refused(game, Pause("2026-12-01T20:01:00"))
    assert "before it began" in _refused(game, Resume("2026-12-01T19:59:59"))
    game.apply(Resume("2026-12-01T20:00:09"))
    assert "before the last one ended" in _refused(game, Pause("2026-12-01T20:00:05"))
    game.apply(JudgeAward(Team.RED, "a hint from the audience"))
    assert "after the end" in _refused(game, Pause("2026-12-01T20:30:00"))


def test_breaks_keep_their_start_end_phase_and_length() -> None:
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    game.apply(Resume("2026-12-01T20:12:30"))
    game.apply(EndSpeech())
    game.apply(Pause("2026-12-01T20:20:00"))
    first, second = game.state.breaks
    assert (first.start, first.end) == ("2026-12-01T20:10:00", "2026-12-01T20:12:30")
    assert first.phase == "it is seat 1's speech on day 1"
    assert second.end is None and second.phase == "it is seat 2's speech on day 1"
    game.apply(Resume("2026-12-01T21:25:07"))
    lengths = [b.seconds for b in protocol(game).breaks]
    assert lengths == [150, 3907]
    assert [mm_ss(s) for s in lengths if s is not None] == ["02:30", "65:07"]


def test_undo_of_a_pause_and_of_a_resume_works_like_any_event() -> None:
    game = new_game(version=3)
    running = game.state
    game.apply(Pause("2026-12-01T20:10:00"))
    paused = game.state
    game.apply(Resume("2026-12-01T20:11:00"))
    game.undo()
    assert game.state == paused and game.state.paused
    game.undo()
    assert game.state == running and not game.state.paused and game.state.breaks == ()
    game.redo()
    assert game.state.paused


def test_a_break_with_an_offset_and_without_seconds() -> None:
    with pytest.raises(BadEventError, match="ISO-8601 date and time with seconds"):
        event_from_dict({"type": "pause", "at": "2026-12-01T20:10"})
    with pytest.raises(BadEventError, match="ISO-8601"):
        event_from_dict({"type": "resume", "at": "yesterday"})
    with pytest.raises(BadEventError, match="ISO-8601"):
        event_from_dict({"type": "pause"})
    game = new_game(version=3)
    game.apply(event_from_dict({"type": "pause", "at": "2026-12-01T20:10:00+03:00"}))
    game.apply(event_from_dict({"type": "resume", "at": "2026-12-01T20:10:45+03:00"}))
    assert protocol(game).breaks[0].seconds == 45


def test_a_paused_game_replays_from_its_log_paused() -> None:
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    game.apply(Resume("2026-12-01T20:11:00"))
    game.apply(EndSpeech())
    game.apply(Pause("2026-12-01T20:15:00"))
    log = json.loads(json.dumps(game_log_to_dict(game)))
    assert log["version"] == 3  # additive event types: no new log version (docs/game-log.md)
    again = game_from_log_dict(log)
    assert again.state == game.state and again.state.paused and len(again.state.breaks) == 2
    text = protocol_to_text(protocol(again))
    assert "Technical breaks" in text
    assert "2026-12-01T20:10:00 - 2026-12-01T20:11:00 (01:00), it is seat 1's speech on day 1" in text
    assert "2026-12-01T20:15:00 - ... (still on), it is seat 2's speech on day 1" in text


def test_an_older_program_names_the_unknown_event_and_its_index() -> None:
    """What a program without these events says: simulated by an event type unknown here too."""
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    log = game_log_to_dict(game)
    log["events"][-1] = {"type": "siesta", "at": "2026-12-01T20:10:00"}  # type: ignore[index]
    with pytest.raises(GameLogError, match=r"event 1 \(siesta\): unknown event type 'siesta'"):
        game_from_log_dict(log)


# ---------------------------------------------------------------- a player replaced


def test_a_replacement_records_who_plays_the_seat_from_when() -> None:
    game = new_game(version=3)
    game.apply(EndSpeech())
    game.apply(Replace(5, "Новичок", "p11", "fell ill"))
    held = game.state.holders(5)
    assert [h.player for h in held] == [NAMES[4], "Новичок"]
    assert held[1].from_event == 2 and held[1].phase == "it is seat 2's speech on day 1"
    assert held[1].reason == "fell ill" and held[1].player_id == "p11"
    holder = game.state.holder(5)
    assert holder is not None and holder.player == "Новичок"
    assert game.state.role(5) is not None and game.state.role(5).value == "mafia"  # the role stays the seat's
    assert game.state.holder(4) is not None and game.state.holder(4).player == NAMES[3]


@pytest.mark.parametrize(
    ("event", "reason"),
    [
        (Replace(5, "", None, "ill"), "needs the new player's name"),
        (Replace(5, "   ", None, "ill"), "needs the new player's name"),
        (Replace(5, "Лис", None, "ill"), "already plays at this table (seat 6)"),
        (Replace(5, "лис", None, "ill"), "already plays at this table (seat 6)"),
        (Replace(5, "Somebody", "p02", "ill"), "already plays at this table (seat 2)"),
        (Replace(5, "Bad\nname", None, "ill"), "control characters"),
    ],
)
def test_bad_replacements_are_refused(event: Replace, reason: str) -> None:
    assert reason in _refused(new_game(version=3), event)


def test_a_seat_out_of_the_game_and_a_finished_game_take_no_replacement() -> None:
    game = new_game(version=3)
    for _ in range(4):
        game.apply(Foul(6))
    assert "seat 6 was removed and is out of the game" in _refused(game, Replace(6, "Новичок", None, ""))
    game.apply(JudgeAward(Team.RED, "a hint from the audience"))
    assert "after the end" in _refused(game, Replace(4, "Новичок", None, ""))


def test_a_replaced_player_may_not_come_back_while_his_substitute_plays_but_another_seat_may_change() -> None:
    game = new_game(version=3)
    game.apply(Replace(5, "Новичок", None, "ill"))
    assert "already plays" in _refused(game, Replace(4, "Новичок", None, ""))
    game.apply(Replace(5, "Второй", None, "ill again"))
    assert [h.player for h in game.state.holders(5)] == [NAMES[4], "Новичок", "Второй"]
    game.undo()
    assert [h.player for h in game.state.holders(5)] == [NAMES[4], "Новичок"]


def test_a_replacement_is_allowed_during_a_break_and_replays() -> None:
    game = new_game(version=3)
    game.apply(Pause("2026-12-01T20:10:00"))
    game.apply(Replace(2, "Новичок", "p11", "phone call from hospital"))
    game.apply(Resume("2026-12-01T20:14:00"))
    again = game_from_log_dict(json.loads(json.dumps(game_log_to_dict(game))))
    assert again.state == game.state
    assert again.state.holder(2) is not None and again.state.holder(2).player == "Новичок"
    assert again.state.holders(2)[1].phase == "it is seat 1's speech on day 1"


def test_every_new_event_round_trips_through_json() -> None:
    for raw in (
        {"type": "pause", "at": "2026-12-01T20:10:00"},
        {"type": "resume", "at": "2026-12-01T20:10:05.250"},
        {"type": "replace", "seat": 4, "player": "Новичок", "player_id": None, "reason": "ill"},
    ):
        assert event_to_dict(event_from_dict(raw)) == raw
    with pytest.raises(BadEventError, match="'player_id' must be a string or null"):
        event_from_dict({"type": "replace", "seat": 4, "player": "X", "player_id": 7})
    with pytest.raises(BadEventError, match="'seat' must be a seat number"):
        event_from_dict({"type": "replace", "seat": 11, "player": "X"})


# ---------------------------------------------------------------- the protocol and the result


def _replaced_and_finished(result: str) -> Game:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    game = Game(load_game_ruleset("fiim", {"replacement_result": result}), seats)
    game.apply(Roles(3, (5, 8), 7))
    game.apply(EndSpeech())
    game.apply(Replace(5, "Новичок", "p11", "fell ill"))
    game.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    return game


def test_the_result_credits_the_starter_by_default_and_lists_the_replacement() -> None:
    assert load_game_ruleset("fiim").replacement_result == "starter"
    entry = result_entry(_replaced_and_finished("starter"))
    assert entry["players"] == [f"p{i:02}" for i in range(1, 11)]
    assert entry["replacements"] == [
        {"seat": 5, "player": "Новичок", "player_id": "p11", "from": 2, "reason": "fell ill"}
    ]


def test_the_result_credits_the_substitute_under_substitute() -> None:
    entry = result_entry(_replaced_and_finished("substitute"))
    players = entry["players"]
    assert isinstance(players, list) and players[4] == "p11" and players[3] == "p04"


def test_a_substitute_without_a_player_id_is_refused_under_substitute() -> None:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    game = Game(load_game_ruleset("fiim", {"replacement_result": "substitute"}), seats)
    game.apply(Roles(3, (5, 8), 7))
    game.apply(Replace(5, "Новичок", None, "fell ill"))
    game.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    with pytest.raises(ValueError, match=r"seat 5 is credited to its substitute Новичок .* no player id"):
        result_entry(game)


def test_an_ordinary_game_has_no_replacements_key() -> None:
    game = new_game(version=3)
    game.apply(JudgeAward(Team.RED, "a hint from the audience"))
    assert "replacements" not in result_entry(game)
    assert "breaks" not in protocol_to_dict(protocol(game))


def test_the_text_protocol_names_both_players_and_when() -> None:
    text = protocol_to_text(protocol(_replaced_and_finished("starter")))
    assert "replaced by Новичок" in text
    assert "seat 5: Новичок for Nadin from event 2, it is seat 2's speech on day 1 (fell ill)" in text
    as_dict = protocol_to_dict(protocol(_replaced_and_finished("starter")))
    assert as_dict["replacements"] == [
        {
            "seat": 5,
            "player": "Новичок",
            "player_id": "p11",
            "replaced": "Nadin",
            "from": 2,
            "phase": "it is seat 2's speech on day 1",
            "reason": "fell ill",
        }
    ]
