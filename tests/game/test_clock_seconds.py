"""`GameState.clock_seconds`: the one place that says how long the host's clock runs in each phase, read from
the ruleset (issue 17). No Qt: the pure engine only."""

from __future__ import annotations

from gamekit import DON, NAMES, day

from mafia_desk.game import Game, Roles, Seat, load_game_ruleset
from mafia_desk.game.events import (
    BestMove,
    Disqualify,
    DonCheck,
    EndSpeech,
    LiftVote,
    SheriffCheck,
    Shot,
    Vote,
)
from mafia_desk.game.model import Phase

LENGTHS = {
    "agreement_seconds": 41,
    "speech_seconds": 52,
    "tie_speech_seconds": 23,
    "last_words_seconds": 44,
    "vote_seconds": 3,
    "check_seconds": 13,
    "best_move_seconds": 17,
}


def fresh(overrides: dict[str, object] | None = None) -> Game:
    seats = [Seat(i, NAMES[i - 1], f"p{i:02}") for i in range(1, 11)]
    return Game(load_game_ruleset("fiim", overrides), seats, version=3)


def test_each_phase_has_its_rulesets_length() -> None:

    game = fresh(LENGTHS)
    s = game.state
    assert s.phase.kind is Phase.ZERO_NIGHT and s.clock_seconds() == 41
    game.apply(Roles(don=3, mafia=(5, 8), sheriff=7))
    assert game.state.clock_seconds() == 52
    day(game, {1: 4, 2: 6})
    assert game.state.phase.kind is Phase.VOTE and game.state.clock_seconds() == 3
    game.apply(Vote((1, 2, 3, 4, 5)))
    assert game.state.closes_ballot and game.state.clock_seconds() == 0  # the rest's hands: none go up
    game.apply(Vote((6, 7, 8, 9, 10)))
    assert game.state.phase.kind is Phase.TIE_SPEECH and game.state.clock_seconds() == 23
    game.apply(EndSpeech())
    game.apply(EndSpeech())
    assert game.state.phase.kind is Phase.REVOTE and game.state.clock_seconds() == 3
    game.apply(Vote((1, 2, 3, 4, 5)))
    game.apply(Vote((6, 7, 8, 9, 10)))
    assert game.state.phase.kind is Phase.LIFT_VOTE and game.state.clock_seconds() == 3
    game.apply(LiftVote(()))
    assert game.state.phase.kind is Phase.NIGHT_SHOT and game.state.clock_seconds() == 0
    game.apply(Shot(2))
    assert game.state.phase.kind is Phase.DON_CHECK and game.state.clock_seconds() == 13
    game.apply(DonCheck(4))
    assert game.state.phase.kind is Phase.SHERIFF_CHECK and game.state.clock_seconds() == 13
    game.apply(SheriffCheck(4))
    s = game.state
    assert s.phase.kind is Phase.LAST_WORDS and s.best_move_open
    assert s.clock_seconds() == 17 and s.clock_seconds(best_move_declined=True) == 44
    game.apply(BestMove((3, 5, 8)))
    assert not game.state.best_move_open and game.state.clock_seconds() == 44


def test_the_baseline_has_no_vote_clock_and_a_dead_checker_the_living_ones() -> None:

    base = load_game_ruleset("fiim")
    game = fresh()
    game.apply(Roles(don=DON, mafia=(5, 8), sheriff=7))
    game.apply(Disqualify(DON))
    day(game)
    game.apply(Shot(1))
    s = game.state
    assert s.phase.kind is Phase.DON_CHECK and s.checker_out
    assert s.clock_seconds() == base.check_seconds == 10
    assert base.vote_seconds == 0 and base.agreement_seconds == 60 and base.best_move_seconds == 20
