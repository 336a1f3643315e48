"""Drives games in tests the way a host would: one call per table action, with the ruleset by id."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desk.game import (
    DonCheck,
    EndSpeech,
    Foul,
    Game,
    Nominate,
    Phase,
    Roles,
    Seat,
    SheriffCheck,
    Shot,
    Vote,
    load_game_ruleset,
)

NAMES = ["Иван", "Hans", "Мясник", "GoX", "Nadin", "Лис", "Тень", "Барон", "Фокс", "Умка"]

# The default table of these tests: don 3, mafia 5 and 8, sheriff 7; everyone else is a civilian.
DON, MAFIA, SHERIFF = 3, (5, 8), 7
# The table used for short-table situations: don 1, mafia 2 and 3, sheriff 10.
SHORT_ROLES = (1, (2, 3), 10)


def new_game(
    ruleset: str = "fiim",
    overrides: Mapping[str, object] | None = None,
    roles: tuple[int, tuple[int, int], int] = (DON, MAFIA, SHERIFF),
    version: int = 1,
) -> Game:
    """`version` 1 by default: these scripts were written when the last candidate of a ballot took the
    remaining hands with no event, and a game of that log version must still play exactly so
    (tests/game/test_vote_close.py covers version 2, where the host closes every ballot)."""
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    game = Game(load_game_ruleset(ruleset, overrides), seats, version=version)
    game.apply(Roles(don=roles[0], mafia=roles[1], sheriff=roles[2]))
    return game


def speak_until(game: Game, seat: int) -> None:
    """End day speeches until `seat` has the floor."""
    while game.state.current_speaker != seat:
        assert game.state.phase.kind is Phase.DAY_SPEECH, game.state
        game.apply(EndSpeech())


def day(
    game: Game, nominations: Mapping[int, int] | None = None, fouls: Mapping[int, list[int]] | None = None
) -> None:
    """Run the rest of the day's speeches; `nominations` maps speaker -> nominee, `fouls` speaker -> the
    seats fouled while that speaker has the floor."""
    nominations = nominations or {}
    fouls = fouls or {}
    while game.state.phase.kind is Phase.DAY_SPEECH:
        speaker = game.state.current_speaker
        assert speaker is not None
        for seat in fouls.get(speaker, []):
            game.apply(Foul(seat))
            if game.state.phase.kind is not Phase.DAY_SPEECH or game.state.current_speaker != speaker:
                break
        else:
            if speaker in nominations:
                game.apply(Nominate((nominations[speaker],)))
            game.apply(EndSpeech())


def end_speeches(game: Game, count: int = 1) -> None:
    for _ in range(count):
        game.apply(EndSpeech())


def night(game: Game, shot: int | None, don: int | None = None, sheriff: int | None = None) -> None:
    game.apply(Shot(shot))
    if game.state.phase.kind is Phase.DON_CHECK:
        game.apply(DonCheck(don))
    if game.state.phase.kind is Phase.SHERIFF_CHECK:
        game.apply(SheriffCheck(sheriff))


def quiet_day_and_night(game: Game, shot: int | None = None) -> None:
    """A day without nominations, then a night with the given shot; ends after the victim's last words."""
    day(game)
    night(game, shot)
    if shot is not None and game.state.phase.kind is Phase.LAST_WORDS:
        game.apply(EndSpeech())


def to_night_three(ruleset: str) -> Game:
    """Plays to night 3's shot with seats 1 (don), 6, 7, 8, 9 living: the mafia 2 and 3 and seat 5 voted out,
    the sheriff 10 and seat 4 shot (the step before `four_living`, for tests that act at 5 living)."""
    game = new_game(ruleset, roles=SHORT_ROLES)
    day(game, {1: 2, 2: 4})
    game.apply(Vote((1, 3, 4, 5, 6, 7)))
    end_speeches(game)
    night(game, 10)
    end_speeches(game)
    day(game, {3: 3, 4: 9})
    game.apply(Vote((1, 4, 5, 6, 7, 8)))
    end_speeches(game)
    night(game, 4)
    end_speeches(game)
    day(game, {5: 5, 6: 7})
    game.apply(Vote((1, 6, 7, 8)))
    end_speeches(game)
    return game


def four_living(ruleset: str) -> Game:
    """Plays to day 4 with seats 1 (don), 7, 8, 9 living: the mafia 2 and 3 and seat 5 voted out, the sheriff
    10 and seats 4 and 6 shot. Day 4 opens at seat 7 (after day 3's opener 5; seat 6 is out)."""
    game = to_night_three(ruleset)
    night(game, 6)
    end_speeches(game)
    assert game.state.living == (1, 7, 8, 9)
    assert (game.state.phase.day, game.state.current_speaker) == (4, 7)
    return game
