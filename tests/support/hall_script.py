"""A whole version-3 game as the host plays it, for the hall's view and the overlay: two days of votes,
two nights (the don's turn while he is out included), a best move, red wins on day 3."""

from __future__ import annotations

from collections.abc import Sequence

from gamekit import day, new_game

from mafia_desk.game import DonCheck, EndSpeech, Game, Phase, Seat, SheriffCheck, Shot, Vote
from mafia_desk.game.events import BestMove, Foul, Roles


def _last_words(game: Game) -> None:
    while game.state.phase.kind is Phase.LAST_WORDS:
        game.apply(EndSpeech())


def scripted_game(seats: Sequence[Seat] | None = None) -> Game:
    """Don 3, mafia 5 and 8, sheriff 7 (gamekit's table); `seats`: other names and player ids."""
    game = new_game(version=3)
    if seats is not None:
        game = Game(game.ruleset, list(seats), version=3)
        game.apply(Roles(3, (5, 8), 7))
    day(game, {1: 5, 2: 8}, fouls={4: [6]})
    game.apply(Vote((1, 2, 4, 6, 7, 9, 10)))
    game.apply(Vote((3, 5, 8)))  # the last candidate's count closes the ballot
    _last_words(game)
    game.apply(Shot(4))
    game.apply(DonCheck(7))
    game.apply(SheriffCheck(3))
    game.apply(BestMove((3, 5, 8)))
    _last_words(game)
    day(game, {6: 3, 7: 8})
    game.apply(Vote((1, 2, 6, 7, 9, 10)))
    game.apply(Vote((3, 8)))
    _last_words(game)
    game.apply(Shot(9))
    game.apply(Foul(10))
    game.apply(DonCheck(None))  # the don is out: his turn is still played
    game.apply(SheriffCheck(8))
    _last_words(game)
    day(game, {1: 8})
    if game.state.phase.kind is Phase.VOTE:
        game.apply(Vote(tuple(game.state.not_voted)))
    _last_words(game)
    assert game.state.finished, game.state
    return game
